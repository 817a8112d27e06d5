// The arithmetic of every time system, with an injected clock (plain milliseconds).
#include "clock/game_clock.h"

#include <gtest/gtest.h>

using namespace tengen::clock;
using namespace std::chrono_literals;

namespace {
Control control(const char* spec) {
    const ControlParse p = tryParseControl(spec);
    EXPECT_TRUE(p.control.has_value()) << p.error;
    return p.control.value_or(Control{});
}
} // namespace

TEST(ByoYomi, AMoveJustInsideThePeriodCostsNothingAndOneAtItsEndCostsAPeriod) {
    const Control c = control("byoyomi:main=0,period=60s,periods=3");
    const Charge inside = charge(c, initialState(c), 59999ms);
    EXPECT_FALSE(inside.flag);
    EXPECT_EQ(inside.after.periods, 3);
    const Charge atEnd = charge(c, initialState(c), 60000ms);
    EXPECT_EQ(atEnd.after.periods, 2);
    EXPECT_EQ(atEnd.periodsUsed, 1);
    EXPECT_TRUE(charge(c, initialState(c), 180000ms).flag);  // the last period runs out: loss
    EXPECT_FALSE(charge(c, initialState(c), 179999ms).flag); // ... not a millisecond earlier
}

TEST(ByoYomi, MainTimeRunsIntoByoYomiWithinOneTurn) {
    const Control c = control("byoyomi:main=1m,period=30s,periods=3");
    const Charge move =
        charge(c, initialState(c), 1min + 45s); // 45 s into byo-yomi: one period used
    EXPECT_FALSE(move.flag);
    EXPECT_EQ(move.after.main, 0ms);
    EXPECT_EQ(move.after.periods, 2);
}

TEST(Absolute, TheFlagFallsWhenTheMainTimeIsSpent) {
    const Control c = control("absolute:main=90m");
    EXPECT_EQ(charge(c, initialState(c), 30min).after.main, 60min);
    EXPECT_TRUE(charge(c, initialState(c), 90min).flag);
}

TEST(Fischer, TheIncrementFollowsTheMoveAndTheCapHolds) {
    const Control c = control("fischer:main=5m,inc=20s,cap=5m");
    EXPECT_EQ(charge(c, initialState(c), 10s).after.main, 5min); // capped
    EXPECT_EQ(charge(c, initialState(c), 1min).after.main, 4min + 20s);
    EXPECT_TRUE(charge(c, initialState(c), 5min).flag); // before the increment
}

TEST(Canadian, EachBlockStartsAfreshAndItsRestIsLost) {
    const Control c = control("canadian:main=0,stones=2,period=5m");
    SideState s = initialState(c);
    s = charge(c, s, 1min).after;
    EXPECT_EQ(s.stones, 1);
    EXPECT_EQ(s.block, 4min);
    s = charge(c, s, 1min).after; // the block is done: a new one, 3 minutes lost
    EXPECT_EQ(s.stones, 2);
    EXPECT_EQ(s.block, 5min);
    EXPECT_TRUE(charge(c, s, 5min).flag);
}

TEST(MovesPerPeriod, TimeLeftOverCarriesIntoTheNextPeriod) {
    const Control c = control("moves:main=0,stones=2,period=10m");
    SideState s = initialState(c);
    s = charge(c, s, 2min).after;
    s = charge(c, s, 3min).after; // 15 moves done in the real rule; here 2: 5 minutes carried over
    EXPECT_EQ(s.stones, 2);
    EXPECT_EQ(s.block, 15min);
}

TEST(GameClock, APauseInsideAPeriodIsNotCharged) {
    GameClock clock(control("byoyomi:main=0,period=60s,periods=3"));
    clock.start(0ms);
    EXPECT_TRUE(clock.pause(50s).empty());
    EXPECT_FALSE(clock.press(100s).empty()); // refused while paused
    EXPECT_TRUE(clock.resume(500s).empty());
    EXPECT_EQ(clock.turnElapsed(509s), 59s);
    EXPECT_TRUE(clock.press(509s).empty());
    EXPECT_EQ(clock.side(Side::Black).periods, 3);
    EXPECT_EQ(clock.toMove(), Side::White);
}

TEST(GameClock, ASealedMoveStopsTheClockUntilTheRefereeOpensIt) {
    GameClock clock(control("absolute:main=60m"));
    clock.start(0ms);
    clock.press(10min); // Black
    EXPECT_TRUE(clock.seal(15min).empty());
    EXPECT_FALSE(clock.press(16min).empty());
    EXPECT_FALSE(clock.resume(2h).empty()); // a sealed move is opened, not resumed
    EXPECT_TRUE(clock.unseal(24h).empty());
    // #29 point 4: opening the sealed move plays it. White's move was made when he sealed it
    // (5 min), and Black's clock runs from the resumption; nothing of the night is charged.
    EXPECT_EQ(clock.toMove(), Side::Black);
    EXPECT_EQ(clock.side(Side::White).main, 55min);
    EXPECT_TRUE(clock.press(24h + 1min).empty());
    EXPECT_EQ(clock.side(Side::Black).main, 49min); // 10 min before, 1 after the resumption
    EXPECT_EQ(clock.side(Side::White).main, 55min);
    EXPECT_EQ(clock.toMove(), Side::White);
}

TEST(GameClock, AdjustmentsNeedAReasonAndCrossingZeroNeedsConfirmation) {
    GameClock clock(control("absolute:main=10m"));
    clock.start(0ms);
    EXPECT_EQ(clock.adjust(Side::White, 1min, "").kind, ClockRefusal::Kind::Refused);
    EXPECT_TRUE(clock.adjust(Side::White, 1min, "clock fault at table 12").empty());
    EXPECT_EQ(clock.side(Side::White).main, 11min);
    // Told apart by its kind, never by its sentence (#31 point 3).
    EXPECT_EQ(clock.adjust(Side::White, -12min, "penalty").kind,
              ClockRefusal::Kind::NeedsConfirmation);
    EXPECT_EQ(clock.side(Side::White).main, 11min);
    EXPECT_TRUE(clock.adjust(Side::White, -12min, "penalty", true).empty());
    EXPECT_EQ(clock.side(Side::White).main, 0ms);
}

TEST(GameClock, AWrongPressIsTakenBackAndTheTimeSinceRunsForThePresser) {
    GameClock clock(control("absolute:main=10m"));
    clock.start(0ms);
    clock.press(1min);      // Black moved
    clock.press(1min + 5s); // White pressed by mistake without moving...
    EXPECT_TRUE(clock.undoPress(1min + 20s).empty());
    EXPECT_EQ(clock.toMove(), Side::White);
    EXPECT_EQ(clock.turnElapsed(1min + 20s), 20s); // White's turn since Black's press
    EXPECT_EQ(clock.side(Side::White).main, 10min);
}

TEST(GameClock, AFlagIsDecidedFromTimeNotFromTicksAndStopsTheClock) {
    GameClock clock(control("byoyomi:main=0,period=60s,periods=1"));
    clock.start(1000ms); // steady time need not start at 0
    EXPECT_FALSE(clock.checkFlag(60999ms));
    EXPECT_TRUE(clock.checkFlag(61000ms));
    EXPECT_EQ(clock.flagFellAt(), 61000ms);
    EXPECT_FALSE(clock.press(61001ms).empty());
}

TEST(ControlSpec, ReadsEveryExampleAndRefusesMalformedSpecs) {
    EXPECT_EQ(describe(control("byoyomi:main=0,period=60s,periods=3")),
              "byoyomi:main=0s,period=1m,periods=3");
    EXPECT_EQ(control("canadian:main=60m,stones=25,period=10m").stones, 25);
    EXPECT_EQ(control("absolute:main=90m").main, 90min);
    EXPECT_EQ(control("fischer:main=30m,inc=20s").increment, 20s);
    EXPECT_EQ(control("moves:main=120m,stones=15,period=10m").system, System::MovesPerPeriod);
    for (const char* bad :
         {"", "blitz:main=5m", "byoyomi:period=60s", "byoyomi:main=1m,period=60s,periods=0",
          "byoyomi:main=1m,period=x,periods=3", "absolute:main=90m,main=10m", "absolute:inc=5s",
          "fischer:main=30m", "canadian:main=1m,stones=5"}) {
        const ControlParse p = tryParseControl(bad);
        EXPECT_FALSE(p.control.has_value()) << bad;
        EXPECT_FALSE(p.error.empty()) << bad;
    }
}

TEST(GameClock, TakingBackAPressKeepsThePausesSinceUncharged) {
    GameClock clock(control("absolute:main=10m"));
    clock.start(0ms);
    clock.press(60s); // Black moved
    clock.press(65s); // White pressed by mistake
    EXPECT_TRUE(clock.pause(70s).empty());
    EXPECT_TRUE(clock.undoPress(300s).empty());
    EXPECT_TRUE(clock.resume(301s).empty());
    EXPECT_TRUE(clock.press(310s).empty());
    EXPECT_EQ(clock.side(Side::White).main, 9min + 41s); // 19 s of White's time were used
}

TEST(Bronstein, TheTimeUsedUpToTheDelayComesBackAfterTheMove) {
    const Control c = control("bronstein:main=5m,delay=10s");
    EXPECT_EQ(charge(c, initialState(c), 7s).after.main, 5min);        // all of it back
    EXPECT_EQ(charge(c, initialState(c), 25s).after.main, 5min - 15s); // 10 s back
    // The refund follows the move: the main time itself must last.
    EXPECT_FALSE(charge(c, initialState(c), 5min - 1ms).flag);
    EXPECT_TRUE(charge(c, initialState(c), 5min).flag);
}

TEST(SimpleDelay, TheMainTimeRunsOnlyAfterTheDelay) {
    const Control c = control("delay:main=5m,delay=10s");
    EXPECT_EQ(charge(c, initialState(c), 9999ms).after.main, 5min);
    EXPECT_EQ(charge(c, initialState(c), 25s).after.main, 5min - 15s);
    EXPECT_FALSE(charge(c, initialState(c), 5min + 10s - 1ms).flag);
    EXPECT_TRUE(charge(c, initialState(c), 5min + 10s).flag);
    GameClock clock(c);
    clock.start(0ms);
    EXPECT_EQ(clock.sideNow(Side::Black, 8s).main, 5min); // the display waits too
    EXPECT_EQ(clock.sideNow(Side::Black, 70s).main, 4min);
}

TEST(Hourglass, TheTimeOneSideUsesIsAddedToTheOther) {
    GameClock clock(control("hourglass:main=10m"));
    ASSERT_TRUE(clock.start(0ms).empty());
    ASSERT_TRUE(clock.press(90s).empty()); // Black used 1:30
    EXPECT_EQ(clock.side(Side::Black).main, 10min - 90s);
    EXPECT_EQ(clock.side(Side::White).main, 10min + 90s);
    ASSERT_TRUE(clock.press(90s + 30s).empty()); // White used 0:30
    EXPECT_EQ(clock.side(Side::White).main, 11min);
    EXPECT_EQ(clock.side(Side::Black).main, 9min);
    ASSERT_TRUE(clock.undoPress(2min + 1s).empty()); // a wrong press: both sides come back
    EXPECT_EQ(clock.side(Side::White).main, 10min + 90s);
    EXPECT_EQ(clock.side(Side::Black).main, 10min - 90s);
    EXPECT_FALSE(clock.checkFlag(90s + 11min + 29999ms));
    EXPECT_TRUE(clock.checkFlag(90s + 11min + 30s));
}

TEST(Ing, EachExtensionOpenedCostsTwoPointsAndTheThirdRunningOutLoses) {
    const Control c = control("ing:main=3h");
    EXPECT_EQ(c.period, 30min); // a sixth of the main time
    EXPECT_EQ(c.periods, 3);
    EXPECT_EQ(describe(c), "ing:main=3h,extensions=3,period=30m");
    SideState s = initialState(c);
    Charge m = charge(c, s, 3h - 1ms); // inside the main time: no extension
    EXPECT_EQ(m.after.periods, 3);
    m = charge(c, s, 3h); // the main time is spent: the first extension opens, full
    EXPECT_EQ(m.periodsUsed, 1);
    EXPECT_EQ(m.after.periods, 2);
    EXPECT_EQ(m.after.main, 30min);
    EXPECT_EQ(ingPenaltyPoints(c, m.after.periods), 2);
    m = charge(c, s, 3h + 40min); // into the second extension within one move
    EXPECT_EQ(m.after.periods, 1);
    EXPECT_EQ(m.after.main, 20min);
    EXPECT_EQ(ingPenaltyPoints(c, m.after.periods), 4);
    EXPECT_FALSE(charge(c, s, 4h + 30min - 1ms).flag);
    EXPECT_TRUE(charge(c, s, 4h + 30min).flag);
    // The events of the turn note each extension as it opens, then the flag.
    GameClock clock(c);
    clock.start(0ms);
    const std::vector<TurnEvent> events = clock.turnEvents(nullptr);
    ASSERT_EQ(events.size(), 4u);
    EXPECT_EQ(events[0].offset, 3h);
    EXPECT_EQ(events[0].kind, EventKind::PeriodUsed);
    EXPECT_EQ(events[0].periodsLeft, 2);
    EXPECT_EQ(events[3].offset, 4h + 30min);
    EXPECT_EQ(events[3].kind, EventKind::Flag);
    EXPECT_EQ(clock.sideNow(Side::Black, 3h + 10min).main, 20min);
    EXPECT_EQ(clock.sideNow(Side::Black, 3h + 10min).periods, 2);
}

TEST(ControlSpec, TheDelayHourglassAndIngSpecsAreCheckedToo) {
    EXPECT_EQ(describe(control("bronstein:main=30m,delay=10s")), "bronstein:main=30m,delay=10s");
    EXPECT_EQ(describe(control("delay:main=30m,delay=5s")), "delay:main=30m,delay=5s");
    EXPECT_EQ(describe(control("hourglass:main=10m")), "hourglass:main=10m");
    EXPECT_EQ(describe(control("ing:main=2h,extensions=2,period=15m")),
              "ing:main=2h,extensions=2,period=15m");
    EXPECT_EQ(tryParseControl("bronstein:main=30m").error, "bronstein needs delay=");
    EXPECT_EQ(tryParseControl("hourglass:main=10m,delay=5s").error,
              "'delay' is not a setting of hourglass");
    EXPECT_EQ(tryParseControl("ing:main=0").error, "ing time needs main > 0");
    EXPECT_EQ(tryParseControl("ing:main=3h,extensions=0").error,
              "extensions=0: expected a positive whole number");
}

TEST(GameClock, SwappingSidesKeepsTheRunningPlayerRunning) {
    GameClock clock(control("absolute:main=10m"));
    clock.start(0ms);
    clock.press(60s); // Black (really White, the clock was set the wrong way) used a minute
    ASSERT_TRUE(clock.swapSides().empty());
    EXPECT_EQ(clock.side(Side::White).main, 9min);
    EXPECT_EQ(clock.side(Side::Black).main, 10min);
    EXPECT_EQ(clock.toMove(), Side::Black); // the player now thinking keeps the running clock
    EXPECT_EQ(clock.sideNow(Side::Black, 90s).main, 10min - 30s);
}

// #29 points 2 and 3: a referee's +60 s for White was erased when White's last press was taken
// back (69.5 s became 4.3 s while the journal kept +60 s); a delta of 10^12 ms was accepted.
TEST(GameClock, TakingBackAPressKeepsTheRefereesAdjustmentAndAdjustmentsAreBounded) {
    GameClock clock(control("absolute:main=10m"));
    clock.start(0ms);
    clock.press(1min);      // Black moved
    clock.press(1min + 5s); // White moved: 5 s of White's main time
    EXPECT_EQ(clock.side(Side::White).main, 10min - 5s);
    EXPECT_TRUE(clock.adjust(Side::White, 60s, "clock set wrongly").empty());
    EXPECT_EQ(clock.side(Side::White).main, 11min - 5s);
    EXPECT_TRUE(clock.undoPress(1min + 20s).empty()); // White's press was a mistake
    EXPECT_EQ(clock.toMove(), Side::White);
    EXPECT_EQ(clock.side(Side::White).main, 11min); // his time before the press, +60 s
    EXPECT_EQ(clock.sideNow(Side::White, 1min + 20s).main, 11min - 20s);
    // Bounds: nothing, or more than ten hours either way, is refused and changes nothing.
    EXPECT_FALSE(clock.adjust(Side::White, 0ms, "nothing").empty());
    EXPECT_FALSE(clock.adjust(Side::White, Millis(1'000'000'000'000), "typo").empty());
    EXPECT_FALSE(clock.adjust(Side::White, -11h, "typo", true).empty());
    EXPECT_EQ(clock.side(Side::White).main, 11min);
    EXPECT_TRUE(clock.adjust(Side::White, 10h, "a long adjournment, by the rules").empty());
}
