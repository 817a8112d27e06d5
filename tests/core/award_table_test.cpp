// Grades awarded at a certification day (#47 point 5): the Hanguk Kiwon's kyu groups worked by
// hand for every score, the Nihon Ki-in's fee bands, a director's own table, and tables with a
// gap, a score twice or a score beyond the rounds refused with the score named.
#include "tournament/award_table.h"

#include <gtest/gtest.h>

using namespace tengen;

namespace {

std::string awarded(const AwardTable& t, const char* claimed, GradeBand band, int wins) {
    const std::optional<Rank> r = awardedGrade(t, *tryParseRank(claimed).rank, band, wins);
    return r ? r->toString() : "none";
}

GradeBand kyuBand(int weakestKyu, int strongestKyu) {
    return {Rank::kyu(weakestKyu).value(), Rank::kyu(strongestKyu).value()};
}

TEST(AwardTable, TheHangukKiwonKyuGroupWorkedByHandForEveryScore) {
    const AwardTable t = *awardPreset("hanguk-kiwon-kyu");
    EXPECT_TRUE(validateAwardTable(t).empty());
    // The 4-6 kyu group, a player who claimed 5 kyu.
    const GradeBand band = kyuBand(6, 4);
    EXPECT_EQ(awarded(t, "5k", band, 4), "3k"); // the weakest kyu of the group above
    EXPECT_EQ(awarded(t, "5k", band, 3), "4k"); // the top of his own group
    EXPECT_EQ(awarded(t, "5k", band, 2), "5k"); // its middle
    EXPECT_EQ(awarded(t, "5k", band, 1), "6k"); // its bottom
    EXPECT_EQ(awarded(t, "5k", band, 0), "7k"); // the group below
    // The 1-3 kyu group: 4 wins reach 1 dan, the group above.
    EXPECT_EQ(awarded(t, "2k", kyuBand(3, 1), 4), "1d");
    // The weakest group, 28-30 kyu: nothing below 30 kyu.
    EXPECT_EQ(awarded(t, "30k", kyuBand(30, 28), 0), "none");
}

TEST(AwardTable, TheNihonKiinDiplomaAndItsFeeBand) {
    const AwardTable t = *awardPreset("nihon-kiin");
    const GradeBand shodan{Rank::dan(1).value(), Rank::dan(1).value()};
    EXPECT_EQ(awarded(t, "1d", shodan, 4), "1d");
    EXPECT_EQ(awardRule(t, 4)->feeBand, "free");
    EXPECT_EQ(awardRule(t, 3)->feeBand, "half");
    EXPECT_EQ(awarded(t, "1d", shodan, 2), "1d");
    EXPECT_EQ(awardRule(t, 2)->feeBand, "full");
    EXPECT_EQ(awarded(t, "1d", shodan, 1), "none");
    EXPECT_FALSE(awardPreset("cwa").has_value()); // no national Chinese table to guess
}

TEST(AwardTable, ADirectorsOwnTable) {
    // "7 rounds: 6-7 wins the grade claimed, 5 wins one below, less nothing".
    AwardTable t{"市升段赛", 7, false, {}};
    t.rules = {{7, AwardKind::Claimed, 0, {}},
               {6, AwardKind::Claimed, 0, {}},
               {5, AwardKind::Claimed, -1, {}}};
    for (int w = 0; w <= 4; ++w)
        t.rules.push_back({w, AwardKind::None, 0, {}});
    EXPECT_TRUE(validateAwardTable(t).empty()) << validateAwardTable(t).english();
    const GradeBand band{Rank::dan(2).value(), Rank::dan(2).value()};
    EXPECT_EQ(awarded(t, "2d", band, 7), "2d");
    EXPECT_EQ(awarded(t, "2d", band, 6), "2d");
    EXPECT_EQ(awarded(t, "2d", band, 5), "1d");
    EXPECT_EQ(awarded(t, "2d", band, 4), "none");
}

TEST(AwardTable, ATableWithAGapATwiceOrABeyondIsRefusedNamingTheScore) {
    AwardTable t{"mine", 4, true, {}};
    for (int w = 0; w <= 4; ++w)
        if (w != 2)
            t.rules.push_back({w, AwardKind::Claimed, 0, {}});
    EXPECT_EQ(validateAwardTable(t).english(),
              "award table mine: no rule for 2 wins (every score from 0 to 4 needs one)");
    t.rules.push_back({2, AwardKind::None, 0, {}});
    EXPECT_TRUE(validateAwardTable(t).empty());
    t.rules.push_back({5, AwardKind::None, 0, {}});
    EXPECT_EQ(validateAwardTable(t).english(),
              "award table mine: a rule for 5 wins, beyond its 4 rounds");
    t.rules.back().wins = 3;
    EXPECT_EQ(validateAwardTable(t).english(), "award table mine: two rules for 3 wins");
    EXPECT_EQ(tryParseAwardKind("band-above"), AwardKind::BandAbove);
    EXPECT_EQ(awardKindId(AwardKind::BandMiddle), "band-middle");
}

} // namespace
