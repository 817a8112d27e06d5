// Latin names for the federations' files (issue 13, point 10), and the order of "find your
// table" (pinyin, not code points).
#include "tournament/romanise.h"

#include <gtest/gtest.h>

using namespace tengen;

namespace {
Player named(std::string family, std::string given, std::string country = "CN") {
    Player p;
    p.familyNative = std::move(family);
    p.givenNative = std::move(given);
    p.country = std::move(country);
    return p;
}
} // namespace

TEST(Romanise, ChineseNamesInPinyinWithTheSurnameReadings) {
    EXPECT_EQ(romanisedName(named("柯", "洁")), (LatinName{"Ke", "Jie"}));
    EXPECT_EQ(romanisedName(named("王", "小明")), (LatinName{"Wang", "Xiaoming"}));
    // As surnames 单 is Shan and 曾 Zeng (as given names Dan and Ceng).
    EXPECT_EQ(romanisedName(named("单", "单")), (LatinName{"Shan", "Dan"}));
    EXPECT_EQ(romanisedName(named("曾", "曾")), (LatinName{"Zeng", "Ceng"}));
    // A whole name in one field: the family name is the first character (two for 欧阳).
    EXPECT_EQ(romanisedName(named("王小明", "")), (LatinName{"Wang", "Xiaoming"}));
    EXPECT_EQ(romanisedName(named("欧阳明", "")), (LatinName{"Ouyang", "Ming"}));
    EXPECT_EQ(romanisedName(named("柯潔", "", "TW")), (LatinName{"Ke", "Jie"})); // traditional
}

TEST(Romanise, KoreanNamesWithTheFamilySpellingsPlayersUse) {
    EXPECT_EQ(romanisedName(named("이", "창호", "KR")), (LatinName{"Lee", "Changho"}));
    EXPECT_EQ(romanisedName(named("박정환", "", "KR")), (LatinName{"Park", "Jeonghwan"}));
    EXPECT_EQ(romanisedName(named("신", "진서", "KR"))->family, "Shin");
}

TEST(Romanise, JapaneseKanaInHepburnAndKanjiNever) {
    EXPECT_EQ(romanisedName(named("いやま", "ゆうた", "JP")), (LatinName{"Iyama", "Yuta"}));
    EXPECT_EQ(romanisedName(named("イチリキ", "リョウ", "JP")), (LatinName{"Ichiriki", "Ryo"}));
    // A vowel after う starts a syllable of its own: Inoue, not Inoe; Sato keeps its short o.
    EXPECT_EQ(romanisedName(named("いのうえ", "さとう", "JP")), (LatinName{"Inoue", "Sato"}));
    // 井山裕太 read as Chinese would be "Jingshan Yutai": a kanji name waits for the player's own.
    EXPECT_EQ(romanisedName(named("井山", "裕太", "JP")), std::nullopt);
    EXPECT_EQ(romanisedName(named("井山", "ゆうた", "JP")), std::nullopt);
    // Korean names in Hanja likewise: 李昌鎬 is Lee Changho, not Li Changgao.
    EXPECT_EQ(romanisedName(named("李", "昌鎬", "KR")), std::nullopt);
    // The long vowel mark is part of a katakana name, not another script.
    EXPECT_TRUE(romanisedName(named("ロー", "ケン", "JP")).has_value());
}

TEST(Romanise, ALatinNameIsKeptAndOnlyMissingOnesAreFilled) {
    Player p = named("柯", "洁");
    p.familyLatin = "Ko";
    p.givenLatin = "Jie";
    EXPECT_EQ(withLatinName(p).familyLatin, "Ko");
    const Player filled = withLatinName(named("柯", "洁"));
    EXPECT_EQ(filled.latinName(), "Ke Jie");
    EXPECT_EQ(filled.displayName(), "柯洁");
    EXPECT_EQ(romanisedName(named("Müller", "Jörg", "DE")), std::nullopt);
    EXPECT_FALSE(needsRomanisation("Müller Jörg"));
    EXPECT_TRUE(needsRomanisation("柯洁"));
    EXPECT_EQ(romanisedText("北京"), "Beijing");
    EXPECT_EQ(romanisedText("Paris"), "Paris");
}

TEST(NameOrder, FindYourTableIsInPinyinOrder) {
    // Code points would put 张 (U+5F20) before 李 (U+674E) and 王 (U+738B).
    EXPECT_LT(compareNames("李四", "王五"), 0);
    EXPECT_LT(compareNames("王五", "张三"), 0);
    EXPECT_LT(compareNames("安", "白"), 0);
    EXPECT_EQ(compareNames("张三", "张三"), 0);
    // The sort keys give the same order.
    EXPECT_LT(nameSortKey("李四"), nameSortKey("王五"));
    EXPECT_LT(nameSortKey("王五"), nameSortKey("张三"));
    EXPECT_LT(nameSortKey("安"), nameSortKey("白"));
}

// #28 point 6: 单文 corrected to 单武 was still "Shan Wen" in every federation file. An edit of
// the native name makes the Latin name again when it was the one made from the old name; one
// the player gave (then, or in the same edit) is kept.
TEST(Romanise, AnEditedNativeNameMakesItsLatinNameAgainUnlessOneWasTyped) {
    const Player before = withLatinName(named("单", "文"));
    ASSERT_EQ(before.givenLatin, "Wen");
    Player after = before;
    after.givenNative = "武";
    const Player edited = withLatinNameAfterEdit(before, after);
    EXPECT_EQ(edited.familyLatin, "Shan");
    EXPECT_EQ(edited.givenLatin, "Wu");
    // Typed by hand before: kept.
    Player own = before;
    own.familyLatin = "Sin";
    own.givenLatin = "Man";
    Player ownAfter = own;
    ownAfter.givenNative = "武";
    EXPECT_EQ(withLatinNameAfterEdit(own, ownAfter).givenLatin, "Man");
    // Typed in the same edit: kept.
    after.givenLatin = "Woo";
    EXPECT_EQ(withLatinNameAfterEdit(before, after).givenLatin, "Woo");
    // A country that reads the characters otherwise: no Chinese reading is kept.
    Player japanese = before;
    japanese.country = "JP";
    const Player cleared = withLatinNameAfterEdit(before, japanese);
    EXPECT_TRUE(cleared.familyLatin.empty() && cleared.givenLatin.empty());
    // Nothing native changed: nothing made.
    Player club = before;
    club.club = "杭州棋院";
    EXPECT_EQ(withLatinNameAfterEdit(before, club), club);
}

TEST(Romanise, APhraseKeepsItsLatinWordsAndRomanisesTheRest) {
    EXPECT_EQ(romanisedPhrase("a referee's decision: 三劫循环"), "a referee's decision: Sanjiexunhuan");
    EXPECT_EQ(romanisedPhrase("Go 北京"), "Go Beijing");
    EXPECT_EQ(romanisedPhrase("Paris"), "Paris");
}
