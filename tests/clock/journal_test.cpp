// Crash recovery: a clock rebuilt from its journal comes back paused with the right time.
#include "clock/journal.h"
#include "clock/time_log.h"

#include <gtest/gtest.h>

using namespace tengen::clock;
using namespace std::chrono_literals;

TEST(Journal, AClockComesBackPausedWithTheTimeItHadAtTheLastEntry) {
    const Control control = *tryParseControl("byoyomi:main=10m,period=30s,periods=3").control;
    const std::vector<JournalEntry> journal = {
        {JournalKind::Start, 1000ms, Side::Black, {}, {}},
        {JournalKind::Press, 31000ms, Side::Black, {}, {}}, // Black used 30 s
        {JournalKind::Adjust, 40000ms, Side::White, 60s, "clock fault"},
        {JournalKind::Checkpoint,
         61000ms,
         Side::Black,
         {},
         {}}, // White has run 30 s; then the crash
    };
    GameClock clock = recover(control, journal);
    EXPECT_EQ(clock.state(), GameClock::State::Paused);
    EXPECT_EQ(clock.toMove(), Side::White);
    EXPECT_EQ(clock.side(Side::Black).main, 9min + 30s);
    EXPECT_EQ(clock.sideNow(Side::White, 61000ms).main,
              10min + 30s); // 10 min + 1 min adjusted - 30 s

    // The new run goes on in the journal's timeline: resumed 5 s later, White goes on.
    EXPECT_TRUE(clock.resume(66000ms).empty());
    EXPECT_TRUE(clock.press(76000ms).empty());
    EXPECT_EQ(clock.side(Side::White).main, 10min + 20s);
}

TEST(Journal, EveryEntryKindHasAName) {
    for (JournalKind k :
         {JournalKind::Start, JournalKind::Press, JournalKind::Pause, JournalKind::Resume,
          JournalKind::Seal, JournalKind::Unseal, JournalKind::Adjust, JournalKind::UndoPress,
          JournalKind::Finish, JournalKind::Checkpoint, JournalKind::SwapSides})
        EXPECT_EQ(tryParseJournalKind(journalKindName(k)), k);
    EXPECT_FALSE(tryParseJournalKind("tick").has_value());
}

TEST(Journal, AFlagBeforeTheCrashStaysFallen) {
    const Control control = *tryParseControl("absolute:main=1m").control;
    const GameClock clock =
        recover(control, {{JournalKind::Start, 0ms, Side::Black, {}, {}},
                          {JournalKind::Checkpoint, 61000ms, Side::Black, {}, {}}});
    EXPECT_EQ(clock.state(), GameClock::State::Flagged);
    EXPECT_EQ(clock.flagFellAt(), 60000ms);
}

TEST(Journal, SwapsAreReplayedAndWallStampsAreIsoUtc) {
    const Control c = *tryParseControl("absolute:main=10m").control;
    const std::vector<JournalEntry> journal = {
        {JournalKind::Start, Millis(0), Side::Black, {}, {}},
        {JournalKind::Press, Millis(60000), Side::Black, {}, {}},
        {JournalKind::SwapSides, Millis(61000), Side::Black, {}, {}},
        {JournalKind::Checkpoint, Millis(70000), Side::Black, {}, {}}};
    const GameClock g = recover(c, journal);
    EXPECT_EQ(g.side(Side::White).main, Millis(540000));
    EXPECT_EQ(g.toMove(), Side::Black);
    EXPECT_EQ(g.state(), GameClock::State::Paused);
    EXPECT_EQ(g.sideNow(Side::Black, Millis(999999)).main, Millis(590000)); // paused at 70 s
    EXPECT_EQ(tryParseJournalKind("swap"), JournalKind::SwapSides);
    const std::string stamp = wallClockStamp();
    ASSERT_EQ(stamp.size(), 27u) << stamp; // 2026-11-30T20:41:07.123456Z
    EXPECT_EQ(stamp[10], 'T');
    EXPECT_EQ(stamp.back(), 'Z');
}

TEST(TimeLog, ASwapRelabelsTheMovesBeforeItAndAFlagBeforeAnAdjustmentStaysFallen) {
    const Control c = *tryParseControl("absolute:main=10m").control;
    const std::vector<TimeLogRow> rows =
        timeLog(c, {{JournalKind::Start, Millis(0), Side::Black, {}, {}},
                    {JournalKind::Press, Millis(20000), Side::Black, {}, {}},
                    {JournalKind::Press, Millis(50000), Side::Black, {}, {}},
                    {JournalKind::SwapSides, Millis(51000), Side::Black, {}, {}}});
    // The clock's "Black" was White: the first move is White's, the second Black's.
    EXPECT_EQ(rows[1].side, Side::White);
    EXPECT_EQ(rows[2].side, Side::Black);
    // Replayed, a flag that fell before an adjustment stays fallen (the hall saw it first).
    const GameClock g = recover(
        c, {{JournalKind::Start, Millis(0), Side::Black, {}, {}},
            {JournalKind::Adjust, Millis(700000), Side::Black, Millis(60000), "clock fault"}});
    EXPECT_EQ(g.state(), GameClock::State::Flagged);
}

// The log a referee reads after a loss on time: the flag is a row of its own with the side, and a
// game over names no side; replayed, the flag entry agrees with the clock.
TEST(TimeLog, TheFlagAndTheGameOverAreRowsOfTheLog) {
    const Control c = *tryParseControl("absolute:main=1m").control;
    const std::vector<JournalEntry> journal = {
        {JournalKind::Start, Millis(0), Side::Black, {}, {}},
        {JournalKind::Press, Millis(20000), Side::Black, {}, {}},
        {JournalKind::Flag, Millis(80000), Side::White, {}, {}},
        {JournalKind::Finish, Millis(90000), std::nullopt, {}, {}}};
    const std::vector<TimeLogRow> rows = timeLog(c, journal);
    ASSERT_EQ(rows.size(), 4u);
    EXPECT_EQ(journalKindName(rows[2].entry.kind), "flag");
    EXPECT_EQ(rows[2].side, Side::White);
    EXPECT_TRUE((rows[2].refused).empty());
    EXPECT_EQ(rows[3].side, std::nullopt);
    EXPECT_TRUE((rows[3].refused).empty());
    EXPECT_EQ(tryParseJournalKind("flag"), JournalKind::Flag);
    // A flag the clock did not see fall is named as a disagreement, never taken silently.
    const std::vector<TimeLogRow> wrong =
        timeLog(c, {{JournalKind::Start, Millis(0), Side::Black, {}, {}},
                    {JournalKind::Flag, Millis(30000), Side::Black, {}, {}}});
    EXPECT_FALSE((wrong[1].refused).empty());
    const GameClock g = recover(c, journal);
    EXPECT_EQ(g.state(), GameClock::State::Finished);
    EXPECT_EQ(g.sideNow(Side::White, Millis(999999)).main, Millis(0));
}
