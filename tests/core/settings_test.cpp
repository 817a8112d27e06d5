#include "tournament/tournament_settings.h"

#include <gtest/gtest.h>

using namespace tengen;

TEST(Settings, ChineseRulesAndKomiByDefault) {
    TournamentSettings s;
    EXPECT_EQ(s.rules, "chinese");
    EXPECT_EQ(s.komi.zi(), "3¾子");
    EXPECT_EQ(s.boardSize, 19);
}

TEST(Settings, ValidationNamesTheProblem) {
    TournamentSettings s;
    EXPECT_FALSE(validate(s).empty()); // no name
    s.nameNative = "天元杯";
    EXPECT_TRUE(validate(s).empty());
    s.rules = "klingon";
    EXPECT_NE(validate(s).english().find("klingon"), std::string::npos);
    s.rules = "aga";
    s.lastDay = boost::gregorian::date(2025, 12, 31);
    EXPECT_NE(validate(s).english().find("last day"), std::string::npos);
}

TEST(Settings, DescribesTimeControls) {
    EXPECT_EQ(describe(TimeControl{TimeSystem::ByoYomi, 3600, 3, 60, 0, 0}), "60m+3x60s");
    EXPECT_EQ(describe(TimeControl{TimeSystem::Fischer, 1800, 0, 0, 0, 20}), "30m+20s/move");
    EXPECT_EQ(describe(TimeControl{TimeSystem::Canadian, 3600, 0, 300, 15, 0}), "60m+15/5m");
}
