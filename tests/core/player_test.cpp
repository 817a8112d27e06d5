#include "tournament/player.h"

#include <gtest/gtest.h>

using namespace tengen;
using boost::gregorian::date;

TEST(EffectiveRank, DirectorOverrideWinsThenRatingThenDeclaration) {
    Player p;
    p.familyNative = "王";
    p.declaredRank = Rank::dan(5); // Chinese amateur 5段 is often stronger than 5d EGD
    EXPECT_EQ(p.effectiveRank(), Rank::dan(5));
    p.rating = Rating{RatingSystem::EgdGoR, 2230, {}, {}};
    EXPECT_EQ(p.effectiveRank(), Rank::dan(2));
    p.rankOverride = Rank::dan(6);
    EXPECT_EQ(p.effectiveRank(), Rank::dan(6));
}

TEST(EffectiveRank, UnknownWhenNothingIsGiven) {
    Player p;
    EXPECT_FALSE(p.effectiveRank().has_value());
}

TEST(DisplayName, CjkNamesHaveNoBlankAndFamilyFirst) {
    Player p;
    p.familyNative = "柯";
    p.givenNative = "洁";
    p.familyLatin = "Ke";
    p.givenLatin = "Jie";
    EXPECT_EQ(p.displayName(), "柯洁");
    EXPECT_EQ(p.latinName(), "Ke Jie");
    p.familyNative = "Müller";
    p.givenNative = "Thomas";
    p.nameOrder = NameOrder::GivenFirst;
    EXPECT_EQ(p.displayName(), "Thomas Müller");
}

TEST(Age, CountsWholeYearsOnTheFirstDay) {
    EXPECT_EQ(ageOn(date(2010, 12, 6), date(2026, 12, 5)), 15);
    EXPECT_EQ(ageOn(date(2010, 12, 5), date(2026, 12, 5)), 16);
    EXPECT_EQ(ageOn(date(2012, 2, 29), date(2026, 2, 28)), 13);
}

TEST(Dates, ParseIsoAndChineseForms) {
    EXPECT_EQ(tryParseDate("1997-08-02"), date(1997, 8, 2));
    EXPECT_EQ(tryParseDate("1997/08/02"), date(1997, 8, 2));
    EXPECT_EQ(tryParseDate("1997年8月2日"), date(1997, 8, 2));
    EXPECT_FALSE(tryParseDate("1997-02-30").has_value());
    EXPECT_FALSE(tryParseDate("02.08.1997").has_value());
    EXPECT_FALSE(tryParseDate("1997-08-02x").has_value());
}

TEST(Gender, AcceptsChineseAndKorean) {
    EXPECT_EQ(tryParseGender("女"), Gender::Female);
    EXPECT_EQ(tryParseGender("남"), Gender::Male);
    EXPECT_EQ(tryParseGender("F"), Gender::Female);
    EXPECT_EQ(tryParseGender(""), Gender::Unknown);
    EXPECT_FALSE(tryParseGender("q").has_value());
}

TEST(PlayerValidation, NamesTheProblem) {
    Player p;
    EXPECT_EQ(validate(p).english(), "the player needs a name");
    p.familyNative = "李";
    EXPECT_TRUE(validate(p).empty());
    p.country = "China";
    EXPECT_NE(validate(p).english().find("China"), std::string::npos);
    p.country = "CN";
    p.egdPin = "1234";
    EXPECT_NE(validate(p).english().find("8 digits"), std::string::npos);
}

TEST(Participation, PresentUnlessRecorded) {
    Player p;
    p.rounds.push_back({2, Participation::Absent, {}});
    EXPECT_EQ(p.participation(1), Participation::Present);
    EXPECT_EQ(p.participation(2), Participation::Absent);
}
