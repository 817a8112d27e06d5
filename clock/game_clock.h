#pragma once
// One table's game clock. It never counts ticks: every remaining time, call and flag is computed
// from the steady time the caller passes in (std::chrono::steady_clock in the app, a fake in
// tests), with pauses left out of the turn.
#include "base/problem.h"
#include "calling_schedule.h"
#include "control.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen::clock {

enum class Side { Black, White };
constexpr Side other(Side s) {
    return s == Side::Black ? Side::White : Side::Black;
}
constexpr char sideLetter(Side s) {
    return s == Side::Black ? 'B' : 'W';
}

struct SideState {
    Millis main{0};  // main time left
    int periods = 0; // byo-yomi periods left
    int stones = 0;  // Canadian stones / moves left in the current block
    Millis block{0}; // Canadian block time left / moves-per-period bank
    friend bool operator==(const SideState&, const SideState&) = default;
};

enum class EventKind { Call, PeriodUsed, MainTimeOut, Flag };
std::string_view eventName(EventKind k); // "call", "period_used", "main_time_out", "flag"

struct TurnEvent {
    Millis offset; // turn time (pauses left out) at which it falls due
    EventKind kind;
    std::vector<std::string> keys; // for calls
    int periodsLeft = 0;           // after the event
};

struct Charge {
    SideState after;
    bool flag = false;   // the move came too late: loss on time
    int periodsUsed = 0; // byo-yomi periods this move used up
};

// What a move that took `e` of turn time costs (docs/clocks.md §1).
Charge charge(const Control& control, const SideState& before, Millis e);
// The turn time at which the side's flag falls if it does not move.
Millis flagOffset(const Control& control, const SideState& s);
SideState initialState(const Control& control);

// The refusal of an adjustment that would take a side's time to zero without `confirmed`.
inline constexpr const char* kNeedsConfirmation =
    QT_TRANSLATE_NOOP("tengen", "this takes the time to zero: confirm the adjustment");

// The most one adjustment may add or take: longer than any session of play.
inline constexpr Millis kMaxAdjustment = std::chrono::hours(10);

inline constexpr const char* kControlAfterStart =
    QT_TRANSLATE_NOOP("tengen", "the clock has started: its time control cannot change");

// Why the clock refused an action: a kind a caller acts on (an adjustment that needs the
// referee's confirmation is asked again with it) and the sentence for people, a fixed English
// template marked for translation in context "tengen" and translated at the edge. Empty when the
// action was done. Callers tell refusals apart by `kind`, never by the sentence.
struct ClockRefusal {
    enum class Kind { None, Refused, NeedsConfirmation };
    Kind kind = Kind::None;
    Problem problem;

    ClockRefusal() = default;
    // A refusal of kind Refused: `return QT_TRANSLATE_NOOP("tengen", "...")` in the clock.
    ClockRefusal(const char* sentence) : kind(Kind::Refused), problem(sentence) {}
    ClockRefusal(Kind k, Problem p) : kind(k), problem(std::move(p)) {}

    bool empty() const { return kind == Kind::None; }
    std::string english() const { return problem.english(); }
};

class GameClock {
  public:
    enum class State { NotStarted, Running, Paused, Sealed, Flagged, Finished };

    explicit GameClock(Control control);

    // Each action returns an empty refusal when done, or why it is refused (for the referee).
    ClockRefusal start(Millis now, Side first = Side::Black);
    ClockRefusal press(Millis now); // the side to move has moved
    ClockRefusal pause(Millis now);
    ClockRefusal resume(Millis now);
    ClockRefusal seal(Millis now);   // 封棋: the side to move seals its move; the clock stops
    ClockRefusal unseal(Millis now); // the referee opens the sealed move at resumption
    // Adds `delta` (negative: removes) to a side's main time, or to its current period/block when
    // the main time is spent. A reason is required, 0 < |delta| ≤ kMaxAdjustment; crossing zero
    // needs `confirmed`. A press taken back later keeps the adjustment.
    ClockRefusal adjust(Side side, Millis delta, const std::string& reason, bool confirmed = false);
    // Takes back the last press (a player pressed by mistake): the time since runs for the
    // side that pressed.
    ClockRefusal undoPress(Millis now);
    // The referee takes the fallen flag back: the clock stands paused at the instant it fell,
    // the side to move with nothing left (an adjustment gives him time, a resume runs it on).
    ClockRefusal unflag();
    ClockRefusal finish(Millis now);
    // The clock was set with the sides the wrong way round: the names swap, the running side
    // keeps running (it is the same player).
    ClockRefusal swapSides();

    State state() const { return state_; }
    Side toMove() const { return toMove_; }
    const Control& control() const { return control_; }
    // As of the start of the current turn (for the side to move) or its last move (the other).
    const SideState& side(Side s) const { return s == Side::Black ? black_ : white_; }
    // For display: the side to move's state with the turn so far charged.
    SideState sideNow(Side s, Millis now) const;
    Millis turnElapsed(Millis now) const;
    // The time since start() at which the current turn began (steady, for schedules).
    Millis turnStartedAt() const { return turnStart_; }
    // Pauses inside the current turn so far (completed ones).
    Millis pausedInTurn() const { return paused_; }
    // Marks the flag when the side to move is out of time at `now`; true if it fell.
    bool checkFlag(Millis now);
    std::optional<Millis> flagFellAt() const { return flagAt_; }
    // What falls due in the current turn if nobody presses (calls only where a schedule is given).
    std::vector<TurnEvent> turnEvents(const CallingSchedule* schedule) const;

  private:
    struct Snapshot {
        SideState black, white;
        Side toMove;
        Millis turnStart, paused;
    };
    SideState& mut(Side s) { return s == Side::Black ? black_ : white_; }

    Control control_;
    SideState black_, white_;
    State state_ = State::NotStarted;
    Side toMove_ = Side::Black;
    Millis turnStart_{0};  // steady time the turn began
    Millis paused_{0};     // completed pauses inside the turn
    Millis pauseStart_{0}; // while Paused or Sealed
    std::optional<Millis> flagAt_;
    std::vector<Snapshot> history_;
};

} // namespace tengen::clock
