#include "tournament/player.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

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

// #30 point 10: every text and number a user or a file gives is bounded. A line break in a
// Latin name split the player's record in the EGF, AGA and FFG files; a 10 MB family name was
// stored; a rating of 1e308 or inf was stored and NaN dropped without a word.
TEST(PlayerValidation, BoundsEveryTextAndNumberAndNamesTheField) {
    Player p;
    p.familyNative = "李";
    p.familyLatin = "Li\nNa";
    EXPECT_EQ(validate(p).english(),
              "family-latin: a line break or another control character at character 3");
    p.familyLatin = "Li\u2028Na"; // a Unicode line separator
    EXPECT_EQ(validate(p).arg, "family-latin");
    p.familyLatin = "Li\tNa";
    EXPECT_FALSE(validate(p).empty());
    // #45: a right-to-left override turned the rest of a standings line backwards.
    p.familyLatin = "Li\u202EaN";
    EXPECT_EQ(validate(p).english(),
              "family-latin: a line break or another control character at character 3");
    p.familyLatin = "Li\u2067Na"; // an isolate
    EXPECT_EQ(validate(p).arg, "family-latin");
    p.familyLatin = "Li";
    p.givenNative = "\u200F娜"; // a right-to-left mark is a letter's direction, not a control
    EXPECT_TRUE(validate(p).empty()) << validate(p).english();
    p.givenNative.clear();
    p.notes = "paid in cash\nneeds a chair"; // notes may have lines
    EXPECT_TRUE(validate(p).empty()) << validate(p).english();
    p.givenNative = std::string(10 * 1024 * 1024, 'x');
    EXPECT_EQ(validate(p).english(), "given: 10485760 characters; at most 100");
    p.givenNative = "娜娜娜"; // characters, not bytes
    EXPECT_TRUE(validate(p).empty());
    p.club = std::string(200, 'c');
    EXPECT_TRUE(validate(p).empty());
    p.club += "c";
    EXPECT_EQ(validate(p).arg, "club");
    p.club = "西湖棋社";
    for (double bad : {1e308, std::numeric_limits<double>::infinity(),
                       -std::numeric_limits<double>::infinity(), std::nan(""), 3300.0, -1001.0}) {
        p.rating = Rating{RatingSystem::EgdGoR, bad, {}, {}};
        EXPECT_NE(validate(p).english().find("is not a egd rating"), std::string::npos) << bad;
    }
    p.rating = Rating{RatingSystem::EgdGoR, 2100, {}, {}};
    EXPECT_TRUE(validate(p).empty());
    p.rating = Rating{RatingSystem::Aga, 2100, {}, {}};
    EXPECT_FALSE(validate(p).empty()) << "an AGA rating is about -50 to +10";
    p.rating = Rating{RatingSystem::Aga, -12.5, 0.4, {}};
    EXPECT_TRUE(validate(p).empty());
    p.rating->sigma = std::nan("");
    EXPECT_FALSE(validate(p).empty());
    p.rating.reset();
    p.mcMahonCorrection = 1000;
    EXPECT_FALSE(validate(p).empty());
    p.mcMahonCorrection = -2;
    p.feeDue = std::numeric_limits<MoneyMinor>::max();
    EXPECT_EQ(validate(p).english(), "a fee of over 10,000,000 is not taken");
}

TEST(Participation, PresentUnlessRecorded) {
    Player p;
    p.rounds.push_back({2, Participation::Absent, {}});
    EXPECT_EQ(p.participation(1), Participation::Present);
    EXPECT_EQ(p.participation(2), Participation::Absent);
}
