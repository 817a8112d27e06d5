// The hall scheduler with a fake steady clock: calls reach the speaker at their due time, presses
// and pauses move them, flags are signalled.
#include "clock/qt/hall_scheduler.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <gtest/gtest.h>

using namespace tengen::clock;
using namespace std::chrono_literals;

namespace {
struct FakeTime {
    Millis now{0};
};
} // namespace

TEST(HallScheduler, CallsFallDueAcrossTablesAndAPressMovesThem) {
    FakeTime time;
    RecordingSpeaker speaker([&] { return time.now; });
    HallScheduler hall(
        *tryParseControl("byoyomi:main=0,period=60s,periods=3").control, 3,
        [&] { return time.now; }, &speaker);
    QSignalSpy flags(&hall, &HallScheduler::flagFell);
    ASSERT_EQ(hall.startAll(), "");
    EXPECT_EQ(hall.nextDue(), 30000ms);
    time.now = 30000ms;
    hall.processDue();
    ASSERT_EQ(speaker.heard.size(), 3u);
    for (const auto& h : speaker.heard) {
        EXPECT_EQ(h.call.keys, std::vector<std::string>{"sec:30"});
        EXPECT_EQ(h.at, h.call.due); // with a fake clock, exactly on time
    }
    time.now = 35000ms;
    EXPECT_EQ(hall.press(2), ""); // Black at table 2 moves: White's turn starts at 35 s
    time.now = 180000ms;
    hall.processDue();
    ASSERT_EQ(flags.count(), 2); // tables 1 and 3: Black's three minutes are gone
    EXPECT_EQ(flags[0][0].toInt(), 1);
    EXPECT_EQ(flags[1][0].toInt(), 3);
    EXPECT_EQ(hall.clock(2).state(), GameClock::State::Running);
    EXPECT_EQ(hall.nextDue(), 35000ms + 150000ms); // White's 三十秒 in the last minute
    EXPECT_NE(hall.press(1), "");                  // a press after the flag is refused
}

TEST(HallScheduler, APauseOfTheHallHoldsEveryCall) {
    FakeTime time;
    RecordingSpeaker speaker([&] { return time.now; });
    HallScheduler hall(
        *tryParseControl("byoyomi:main=0,period=60s,periods=3").control, 2,
        [&] { return time.now; }, &speaker);
    hall.startAll();
    time.now = 50000ms;
    hall.processDue(); // 三十, 四十, 五十 秒 at both tables
    EXPECT_EQ(speaker.heard.size(), 6u);
    hall.pauseAll();
    time.now = 500000ms;
    hall.processDue();
    EXPECT_EQ(speaker.heard.size(), 6u);
    EXPECT_FALSE(hall.nextDue().has_value());
    hall.resumeAll();
    EXPECT_EQ(hall.nextDue(), 505000ms); // 五十五秒, five seconds of play after the resume
}

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
