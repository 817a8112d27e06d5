// The calls, call by call: the Chinese 60-second schedule is the rules' text (第十二条).
#include "clock/game_clock.h"

#include <gtest/gtest.h>

using namespace tengen::clock;
using namespace std::chrono_literals;

namespace {

struct Heard {
    long long ms;
    std::string what; // the words, or the event name for events without words
    friend bool operator==(const Heard&, const Heard&) = default;
    friend std::ostream& operator<<(std::ostream& os, const Heard& h) {
        return os << h.ms << " " << h.what;
    }
};

std::vector<Heard> turn(const std::string& spec, Language language) {
    GameClock clock(*tryParseControl(spec).control);
    clock.start(0ms);
    const CallingSchedule schedule = defaultSchedule(clock.control().period);
    std::vector<Heard> heard;
    for (const TurnEvent& e : clock.turnEvents(&schedule))
        heard.push_back({e.offset.count(), e.keys.empty() ? std::string(eventName(e.kind))
                                                          : phraseText(e.keys, language)});
    return heard;
}

} // namespace

TEST(CallingSchedule, ChineseSixtySecondsThreeTimesCallByCall) {
    const std::vector<Heard> expected = {{30000, "三十秒"},
                                         {40000, "四十秒"},
                                         {50000, "五十秒"},
                                         {55000, "五十五秒"},
                                         {58000, "五十八秒"},
                                         {60000, "period_used"},
                                         {60000, "一分，还剩两分"},
                                         {90000, "三十秒"},
                                         {100000, "四十秒"},
                                         {110000, "五十秒"},
                                         {115000, "五十五秒"},
                                         {118000, "五十八秒"},
                                         {120000, "period_used"},
                                         {120000, "一分，还剩一分"},
                                         {150000, "三十秒"},
                                         {160000, "四十秒"},
                                         {170000, "五十秒"},
                                         {171000, "一"},
                                         {172000, "二"},
                                         {173000, "三"},
                                         {174000, "四"},
                                         {175000, "五"},
                                         {176000, "六"},
                                         {177000, "七"},
                                         {178000, "八"},
                                         {179000, "九"},
                                         {180000, "十"},
                                         {180000, "flag"}};
    EXPECT_EQ(turn("byoyomi:main=0,period=60s,periods=3", Language::Chinese), expected);
}

TEST(CallingSchedule, ThirtySecondsFollowTheSamePrinciple) {
    const std::vector<Heard> expected = {
        {10000, "十秒"},     {20000, "二十秒"},      {25000, "二十五秒"},
        {28000, "二十八秒"}, {30000, "period_used"}, {30000, "三十秒，还剩两次"},
        {40000, "十秒"},     {50000, "二十秒"},      {55000, "二十五秒"},
        {58000, "二十八秒"}, {60000, "period_used"}, {60000, "三十秒，还剩一次"},
        {70000, "十秒"},     {80000, "二十秒"},      {81000, "一"},
        {82000, "二"},       {83000, "三"},          {84000, "四"},
        {85000, "五"},       {86000, "六"},          {87000, "七"},
        {88000, "八"},       {89000, "九"},          {90000, "十"},
        {90000, "flag"}};
    EXPECT_EQ(turn("byoyomi:main=0,period=30s,periods=3", Language::Chinese), expected);
}

TEST(CallingSchedule, MainTimeRunsIntoByoYomiInsideTheTurn) {
    const auto heard = turn("byoyomi:main=10m,period=60s,periods=1", Language::English);
    ASSERT_GE(heard.size(), 4u);
    EXPECT_EQ(heard[0], (Heard{600000, "main_time_out"}));
    EXPECT_EQ(heard[1], (Heard{600000, "byo-yomi, 1 minute left"})); // byo-yomi begins
    EXPECT_EQ(heard[2], (Heard{630000, "30 seconds"}));
    EXPECT_EQ(heard.back(), (Heard{660000, "flag"}));
}

TEST(CallingSchedule, ShortPeriodsAndOtherLanguages) {
    const CallingSchedule twenty = defaultSchedule(20s);
    ASSERT_EQ(twenty.ordinary.size(), 3u);
    EXPECT_EQ(twenty.ordinary[0].offset, 10s);
    EXPECT_EQ(twenty.ordinary[1].offset, 15s);
    EXPECT_EQ(twenty.ordinary[2].offset, 18s);
    EXPECT_EQ(twenty.last.front().offset, 10s);
    EXPECT_EQ(twenty.last[1].offset, 11s); // the count starts at P-9
    const CallingSchedule ten = defaultSchedule(10s);
    EXPECT_EQ(ten.last.size(), 10u);
    EXPECT_EQ(ten.last.front().offset, 1s);
    EXPECT_EQ(phraseText({"count:1"}, Language::Korean), "하나");
    EXPECT_EQ(phraseText({"count:10"}, Language::Korean), "열");
    EXPECT_EQ(phraseText({"min:1", "left_min:2"}, Language::English), "1 minute, 2 minutes left");
    EXPECT_EQ(phraseText({"sec:58"}, Language::Chinese), "五十八秒");
    EXPECT_EQ(phraseText({"sec:10"}, Language::Chinese), "十秒");
}

TEST(CallingSchedule, LongPeriodsAreSpokenInHundreds) {
    EXPECT_EQ(phraseText({"sec:100"}, Language::Chinese), "一百秒");
    EXPECT_EQ(phraseText({"sec:105"}, Language::Chinese), "一百零五秒");
    EXPECT_EQ(phraseText({"sec:120"}, Language::Chinese), "一百二十秒");
    EXPECT_EQ(phraseText({"sec:115"}, Language::Chinese), "一百一十五秒");
    EXPECT_EQ(phraseText(periodEndKeys(120s, 2), Language::Chinese), "二分，还剩两次");
    EXPECT_FALSE(tryParseControl("byoyomi:main=0,period=90500ms,periods=3").control.has_value());
    EXPECT_FALSE(tryParseControl("fischer:main=0,inc=10s").control.has_value());
}

TEST(CallingSchedule, ATablePrefixNamesTheTableFirst) {
    EXPECT_EQ(phraseText({"table:12", "sec:30"}, Language::Chinese), "十二号台，三十秒");
    EXPECT_EQ(phraseText({"table:12", "count:3"}, Language::English), "table 12, three");
}

TEST(ScheduleText, TheDefaultComesBackFromItsTextAndAnEditedOneIsRead) {
    for (int p : {60, 30, 20, 10}) {
        const CallingSchedule s = defaultSchedule(Millis(p * 1000));
        const ScheduleParse back = tryParseSchedule(formatSchedule(s));
        ASSERT_TRUE(back.schedule) << back.error();
        EXPECT_EQ(formatSchedule(*back.schedule), formatSchedule(s)) << p;
        EXPECT_EQ(back.schedule->last.size(), s.last.size());
    }
    // An organiser who wants "最后一分钟" style calls only at 30 and 50 s, with the count.
    const ScheduleParse edited = tryParseSchedule("# our event\r\nperiod 60\n"
                                                  "ordinary 50 sec:50\nordinary 30 sec:30\n"
                                                  "last 30 sec:30\nlast 55 count:5 count:6\n");
    ASSERT_TRUE(edited.schedule) << edited.error();
    ASSERT_EQ(edited.schedule->ordinary.size(), 2u);
    EXPECT_EQ(edited.schedule->ordinary[0].offset, Millis(30000)); // sorted
    EXPECT_EQ(edited.schedule->last[1].keys, (std::vector<std::string>{"count:5", "count:6"}));
}

TEST(ScheduleText, MistakesNameTheirLine) {
    EXPECT_EQ(tryParseSchedule("ordinary 30 sec:30\n").error(), "line 1: the period comes first");
    EXPECT_EQ(tryParseSchedule("period 60\nordinary 61 sec:30\n").error(),
              "line 2: the offset must be whole seconds within the period (1 to 60)");
    EXPECT_EQ(tryParseSchedule("period 60\nordinary 60 sec:60\n").error(),
              "line 2: an ordinary period's end is called by itself: offsets below the period");
    EXPECT_EQ(tryParseSchedule("period 60\n\nlast 50 seconds:50\n").error(),
              "line 3: 'seconds:50' is not a phrase key (sec:N, min:N, left_min:N, "
              "left_periods:N, count:N)");
    EXPECT_EQ(tryParseSchedule("period 60\nlast 50\n").error(),
              "line 2: a call needs at least one phrase key");
    EXPECT_EQ(tryParseSchedule("periods 60\n").error(),
              "line 1: 'periods': a line is period, ordinary or last");
    EXPECT_EQ(tryParseSchedule("# nothing\n").error(), "the schedule has no period line");
}
