#include "tournament/rank.h"

#include <gtest/gtest.h>

using namespace tengen;

namespace {
Rank parsed(const char* text) {
    RankParse r = tryParseRank(text);
    EXPECT_TRUE(r.rank.has_value()) << text << ": " << r.error.english();
    return r.rank.value_or(Rank::kyu(30));
}
} // namespace

TEST(RankParsing, AcceptsEverySpellingPeopleType) {
    EXPECT_EQ(parsed("2d"), Rank::dan(2));
    EXPECT_EQ(parsed("2D"), Rank::dan(2));
    EXPECT_EQ(parsed("2 dan"), Rank::dan(2));
    EXPECT_EQ(parsed("2段"), Rank::dan(2));
    EXPECT_EQ(parsed("二段"), Rank::dan(2));
    EXPECT_EQ(parsed("业余2段"), Rank::dan(2));
    EXPECT_EQ(parsed("5k"), Rank::kyu(5));
    EXPECT_EQ(parsed("5级"), Rank::kyu(5));
    EXPECT_EQ(parsed("5 kyu"), Rank::kyu(5));
    EXPECT_EQ(parsed("3p"), Rank::professional(3));
    EXPECT_EQ(parsed("职业三段"), Rank::professional(3));
}

TEST(RankParsing, AcceptsJapaneseKoreanAndFullWidthForms) {
    EXPECT_EQ(parsed("初段"), Rank::dan(1));
    EXPECT_EQ(parsed("5級"), Rank::kyu(5));
    EXPECT_EQ(parsed("3단"), Rank::dan(3));
    EXPECT_EQ(parsed("12급"), Rank::kyu(12));
    EXPECT_EQ(parsed("２段"), Rank::dan(2));
    EXPECT_EQ(parsed(" 3D "), Rank::dan(3));
    EXPECT_EQ(parsed("十五级"), Rank::kyu(15));
    EXPECT_EQ(parsed("二十五级"), Rank::kyu(25));
    EXPECT_EQ(parsed("9p"), Rank::professional(9));
    EXPECT_EQ(parsed("职业9段"), Rank::professional(9));
    EXPECT_EQ(parsed("30k"), Rank::kyu(30));
    EXPECT_EQ(parsed("2-dan"), Rank::dan(2));
    EXPECT_EQ(parsed("5_kyu"), Rank::kyu(5));
}

TEST(RankParsing, RejectsWithAReason) {
    for (const char* bad : {"", "xx", "10d", "0k", "31k", "10p", "dan", "2", "职业5级", "业余3p",
                            "2x", "2.5k", "1-2k", "初级"}) {
        RankParse r = tryParseRank(bad);
        EXPECT_FALSE(r.rank.has_value()) << bad;
        EXPECT_FALSE(r.error.empty()) << bad;
    }
    EXPECT_NE(tryParseRank("31k").error.english().find("30k to 1k"), std::string::npos);
    EXPECT_NE(tryParseRank("xx").error.english().find("'xx'"), std::string::npos);
}

TEST(RankScale, KyuAndDanShareOneScale) {
    EXPECT_EQ(Rank::kyu(30).value(), -30);
    EXPECT_EQ(Rank::kyu(1).value(), -1);
    EXPECT_EQ(Rank::dan(1).value(), 0);
    EXPECT_EQ(Rank::dan(9).value(), 8);
    EXPECT_LT(Rank::kyu(1), Rank::dan(1));
    EXPECT_LT(Rank::dan(9), Rank::professional(1));
}

TEST(RankScale, ProfessionalsAreKeptApartButPlaceAtTheTopForPairing) {
    EXPECT_TRUE(Rank::professional(2).isProfessional());
    EXPECT_EQ(Rank::professional(2).amateurScale(), 6);
    EXPECT_EQ(Rank::professional(5).amateurScale(), 7);
    EXPECT_EQ(Rank::professional(9).amateurScale(), 8);
}

TEST(RankText, PrintsShortAndChineseForms) {
    EXPECT_EQ(Rank::kyu(5).toString(), "5k");
    EXPECT_EQ(Rank::dan(3).toString(), "3d");
    EXPECT_EQ(Rank::professional(3).toString(), "3p");
    EXPECT_EQ(Rank::kyu(5).toChinese(), "5级");
    EXPECT_EQ(Rank::dan(3).toChinese(), "3段");
    EXPECT_EQ(Rank::professional(3).toChinese(), "职业3段");
}
