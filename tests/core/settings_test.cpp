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
    // #30 point 10: the event's names and place are bounded too, the field named.
    s.lastDay = s.firstDay;
    s.nameLatin = "Tengen\nCup";
    EXPECT_EQ(validate(s).arg, "name-latin");
    s.nameLatin = "Tengen Cup";
    s.place = std::string(201, 'p');
    EXPECT_EQ(validate(s).english(), "place: 201 characters; at most 200");
}

TEST(Settings, DescribesTimeControls) {
    using namespace std::chrono_literals;
    EXPECT_EQ(timeControlSummary(TimeControl{TimeSystem::ByoYomi, 60min, 60s, 3, 0, {}, {}, {}}),
              "60m+3x60s");
    EXPECT_EQ(timeControlSummary(TimeControl{TimeSystem::Fischer, 30min, 0s, 0, 0, 20s, {}, {}}),
              "30m+20s/move");
    EXPECT_EQ(timeControlSummary(TimeControl{TimeSystem::Canadian, 60min, 5min, 0, 15, {}, {}, {}}),
              "60m+15/5m");
    // One type for the event and the clocks: the spec reads back to the same value.
    const TimeControl ing = *tryParseTimeControl("ing:main=3h").control;
    EXPECT_EQ(*tryParseTimeControl(timeControlSpec(ing)).control, ing);
    EXPECT_EQ(timeControlSummary(ing), "180m+3x30m");
    EXPECT_EQ(normalised(TimeControl{TimeSystem::Absolute, 60min, 30s, 3, 5, 2s, {}, {}}),
              (TimeControl{TimeSystem::Absolute, 60min, 0s, 0, 0, 0s, {}, {}}));
}
