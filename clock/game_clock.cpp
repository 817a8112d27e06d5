#include "game_clock.h"

#include "base/problem.h" // QT_TRANSLATE_NOOP for the refusals

#include <algorithm>

namespace tengen::clock {

std::string_view eventName(EventKind k) {
    switch (k) {
    case EventKind::Call:
        return "call";
    case EventKind::PeriodUsed:
        return "period_used";
    case EventKind::MainTimeOut:
        return "main_time_out";
    case EventKind::Flag:
        return "flag";
    }
    return "call";
}

SideState initialState(const Control& c) {
    SideState s;
    s.main = c.main;
    s.periods = c.periods;
    s.stones = c.stones;
    s.block =
        (c.system == System::Canadian || c.system == System::MovesPerPeriod) ? c.period : Millis(0);
    return s;
}

Millis flagOffset(const Control& c, const SideState& s) {
    switch (c.system) {
    case System::Absolute:
    case System::Fischer:
    case System::Bronstein: // the refund follows the move: the main time must last
    case System::Hourglass:
        return s.main;
    case System::SimpleDelay:
        return c.delay + s.main;
    case System::Ing:
        return s.main + c.period * s.periods;
    case System::ByoYomi:
        return s.main + c.period * s.periods;
    case System::Canadian:
    case System::MovesPerPeriod:
        return s.main + s.block;
    }
    return s.main;
}

Charge charge(const Control& c, const SideState& before, Millis e) {
    Charge out;
    out.after = before;
    SideState& s = out.after;
    if (e >= flagOffset(c, before)) { // half-open: at the flag instant the move is too late
        out.flag = true;
        return out;
    }
    switch (c.system) {
    case System::Absolute:
        s.main -= e;
        break;
    case System::Fischer:
        s.main = s.main - e + c.increment;
        if (c.cap)
            s.main = std::min(s.main, *c.cap);
        break;
    case System::Bronstein:
        s.main -= e - std::min(e, c.delay);
        break;
    case System::SimpleDelay:
        s.main -= std::max(Millis(0), e - c.delay);
        break;
    case System::Hourglass: // the opponent's gain is added by the clock (GameClock::press)
        s.main -= e;
        break;
    case System::Ing:
        if (e < s.main) {
            s.main -= e;
        } else {
            // Each extension opened (the first when the main time reaches 0) costs 2 points.
            const Millis over = e - s.main;
            out.periodsUsed = static_cast<int>(over / c.period) + 1;
            s.periods -= out.periodsUsed;
            s.main = c.period - over % c.period;
        }
        break;
    case System::ByoYomi:
        if (e < s.main) {
            s.main -= e;
        } else {
            out.periodsUsed = static_cast<int>((e - s.main) / c.period);
            s.periods -= out.periodsUsed;
            s.main = Millis(0);
        }
        break;
    case System::Canadian:
    case System::MovesPerPeriod:
        if (e < s.main) {
            s.main -= e;
            break;
        }
        s.block -= e - s.main;
        s.main = Millis(0);
        if (--s.stones == 0) {
            s.stones = c.stones;
            // Canadian: a fresh block, the rest is lost. Moves per period: the rest carries over.
            s.block = c.system == System::Canadian ? c.period : s.block + c.period;
        }
        break;
    }
    return out;
}

GameClock::GameClock(Control control)
    : control_(control), black_(initialState(control)), white_(initialState(control)) {}

ClockRefusal GameClock::start(Millis now, Side first) {
    if (state_ != State::NotStarted)
        return QT_TRANSLATE_NOOP("tengen", "the clock has already started");
    state_ = State::Running;
    toMove_ = first;
    turnStart_ = now;
    paused_ = Millis(0);
    return {};
}

Millis GameClock::turnElapsed(Millis now) const {
    if (state_ == State::NotStarted)
        return Millis(0);
    if (flagAt_) // the turn ended with the flag (also when the game was declared over after it)
        return flagOffset(control_, side(toMove_));
    // A stopped clock (paused, sealed, game over) stands where it stopped.
    const bool stopped =
        state_ == State::Paused || state_ == State::Sealed || state_ == State::Finished;
    const Millis end = stopped ? pauseStart_ : now;
    return std::max(Millis(0), end - turnStart_ - paused_);
}

bool GameClock::checkFlag(Millis now) {
    if (state_ != State::Running)
        return state_ == State::Flagged;
    const Millis due = flagOffset(control_, side(toMove_));
    if (turnElapsed(now) < due)
        return false;
    flagAt_ = turnStart_ + paused_ + due;
    state_ = State::Flagged;
    return true;
}

ClockRefusal GameClock::press(Millis now) {
    switch (state_) {
    case State::NotStarted:
        return QT_TRANSLATE_NOOP("tengen", "the clock has not started");
    case State::Paused:
        return QT_TRANSLATE_NOOP("tengen", "the clock is paused: resume it before a move");
    case State::Sealed:
        return QT_TRANSLATE_NOOP("tengen", "a move is sealed: the referee opens it first");
    case State::Flagged:
        return QT_TRANSLATE_NOOP("tengen", "the clock is stopped: the flag has fallen");
    case State::Finished:
        return QT_TRANSLATE_NOOP("tengen", "the game is over");
    case State::Running:
        break;
    }
    if (checkFlag(now))
        return QT_TRANSLATE_NOOP("tengen", "too late: the flag fell before the press");
    const Millis e = turnElapsed(now);
    const Charge c = charge(control_, side(toMove_), e);
    history_.push_back({black_, white_, toMove_, turnStart_, paused_});
    mut(toMove_) = c.after;
    if (control_.system == System::Hourglass)
        mut(other(toMove_)).main += e;
    toMove_ = other(toMove_);
    turnStart_ = now;
    paused_ = Millis(0);
    return {};
}

ClockRefusal GameClock::pause(Millis now) {
    if (state_ != State::Running)
        return QT_TRANSLATE_NOOP("tengen", "only a running clock can be paused");
    if (checkFlag(now))
        return QT_TRANSLATE_NOOP("tengen", "the flag has already fallen");
    state_ = State::Paused;
    pauseStart_ = now;
    return {};
}

ClockRefusal GameClock::resume(Millis now) {
    if (state_ != State::Paused)
        return state_ == State::Sealed
                   ? QT_TRANSLATE_NOOP("tengen", "a sealed move is opened with unseal")
                   : QT_TRANSLATE_NOOP("tengen", "the clock is not paused");
    paused_ += now - pauseStart_;
    state_ = State::Running;
    return {};
}

ClockRefusal GameClock::seal(Millis now) {
    if (state_ != State::Running)
        return QT_TRANSLATE_NOOP("tengen", "only a running clock can be stopped for a sealed move");
    if (checkFlag(now))
        return QT_TRANSLATE_NOOP("tengen", "the flag has already fallen");
    state_ = State::Sealed;
    pauseStart_ = now;
    return {};
}

ClockRefusal GameClock::unseal(Millis now) {
    if (state_ != State::Sealed)
        return QT_TRANSLATE_NOOP("tengen", "no move is sealed");
    // The sealed move is played when the game resumes (封棋): the sealer's turn ended when he
    // sealed it, and the opponent's clock runs from now. A press at the seal, then a turn
    // that starts at the resumption.
    state_ = State::Running;
    if (ClockRefusal refused = press(pauseStart_); !refused.empty()) {
        state_ = State::Sealed;
        return refused;
    }
    turnStart_ = now;
    paused_ = Millis(0);
    return {};
}

namespace {
// Adds `delta` to the time an adjustment concerns: the main time, or (its main time spent) the
// current Canadian block or period. Clamped at zero, which the caller has had confirmed.
void applyAdjustment(const Control& control, SideState& st, Millis delta) {
    const bool overtime = st.main == Millis(0) && (control.system == System::ByoYomi ||
                                                   control.system == System::Canadian ||
                                                   control.system == System::MovesPerPeriod);
    Millis& target = overtime && control.system != System::ByoYomi ? st.block : st.main;
    target = std::max(Millis(0), target + delta);
}
} // namespace

ClockRefusal GameClock::adjust(Side s, Millis delta, const std::string& reason, bool confirmed) {
    if (reason.empty())
        return QT_TRANSLATE_NOOP("tengen", "a time adjustment needs a reason");
    if (delta == Millis(0))
        return QT_TRANSLATE_NOOP("tengen", "an adjustment of no time changes nothing");
    if (delta > kMaxAdjustment || delta < -kMaxAdjustment)
        return QT_TRANSLATE_NOOP("tengen", "an adjustment is at most 10 hours either way");
    if (state_ == State::Finished)
        return QT_TRANSLATE_NOOP("tengen", "the game is over");
    SideState& st = mut(s);
    const bool overtime = st.main == Millis(0) && (control_.system == System::ByoYomi ||
                                                   control_.system == System::Canadian ||
                                                   control_.system == System::MovesPerPeriod);
    const Millis target = overtime && control_.system != System::ByoYomi ? st.block : st.main;
    if ((target + delta < Millis(0) || (target + delta == Millis(0) && delta < Millis(0))) &&
        !confirmed)
        return ClockRefusal(ClockRefusal::Kind::NeedsConfirmation, Problem(kNeedsConfirmation));
    applyAdjustment(control_, st, delta);
    // The referee's adjustment stands whatever press is taken back later: the states the clock
    // would go back to carry it too, so the clock and its journal never disagree.
    for (Snapshot& snapshot : history_)
        applyAdjustment(control_, s == Side::Black ? snapshot.black : snapshot.white, delta);
    return {};
}

ClockRefusal GameClock::undoPress(Millis now) {
    if (history_.empty())
        return QT_TRANSLATE_NOOP("tengen", "there is no press to take back");
    if (state_ != State::Running && state_ != State::Paused)
        return QT_TRANSLATE_NOOP("tengen", "only a running or paused clock can take a press back");
    const Snapshot s = history_.back();
    history_.pop_back();
    // The time since the wrong press belongs to the side that pressed; pauses since then (completed
    // or still running) stay uncharged.
    (void)now;
    black_ = s.black;
    white_ = s.white;
    toMove_ = s.toMove;
    turnStart_ = s.turnStart;
    paused_ = s.paused + paused_;
    return {};
}

ClockRefusal GameClock::unflag() {
    if (state_ != State::Flagged || !flagAt_)
        return QT_TRANSLATE_NOOP("tengen", "no flag has fallen");
    state_ = State::Paused;
    pauseStart_ = *flagAt_;
    flagAt_.reset();
    return {};
}

ClockRefusal GameClock::swapSides() {
    if (state_ == State::Finished)
        return QT_TRANSLATE_NOOP("tengen", "the game is over");
    std::swap(black_, white_);
    toMove_ = other(toMove_);
    for (Snapshot& s : history_) {
        std::swap(s.black, s.white);
        s.toMove = other(s.toMove);
    }
    return {};
}

ClockRefusal GameClock::finish(Millis now) {
    if (state_ == State::NotStarted || state_ == State::Finished)
        return QT_TRANSLATE_NOOP("tengen", "the clock is not running");
    if (state_ == State::Running)
        pauseStart_ = now;
    state_ = State::Finished;
    return {};
}

SideState GameClock::sideNow(Side s, Millis now) const {
    if (s != toMove_ || state_ == State::NotStarted)
        return side(s);
    const Millis e = turnElapsed(now);
    const SideState& before = side(s);
    SideState shown = before;
    switch (control_.system) {
    case System::Absolute:
    case System::Fischer:
    case System::Bronstein:
    case System::Hourglass:
        shown.main = std::max(Millis(0), before.main - e);
        break;
    case System::SimpleDelay: // the delay runs first; the main time waits
        shown.main = std::max(Millis(0), before.main - std::max(Millis(0), e - control_.delay));
        break;
    case System::Ing:
        if (e < before.main) {
            shown.main = before.main - e;
        } else {
            const Millis over = e - before.main;
            const int used = static_cast<int>(over / control_.period) + 1;
            shown.periods = std::max(0, before.periods - used);
            shown.main = shown.periods + used > before.periods
                             ? Millis(0)
                             : control_.period - over % control_.period;
        }
        break;
    case System::ByoYomi:
        if (e < before.main) {
            shown.main = before.main - e;
        } else {
            shown.main = Millis(0);
            const int used = static_cast<int>((e - before.main) / control_.period);
            shown.periods = std::max(0, before.periods - used);
            shown.block =
                control_.period - (e - before.main) % control_.period; // left in this period
        }
        break;
    case System::Canadian:
    case System::MovesPerPeriod:
        if (e < before.main) {
            shown.main = before.main - e;
        } else {
            shown.main = Millis(0);
            shown.block = std::max(Millis(0), before.block - (e - before.main));
        }
        break;
    }
    return shown;
}

std::vector<TurnEvent> GameClock::turnEvents(const CallingSchedule* schedule) const {
    std::vector<TurnEvent> out;
    const SideState& s = side(toMove_);
    const bool overtime = control_.system == System::ByoYomi ||
                          control_.system == System::Canadian ||
                          control_.system == System::MovesPerPeriod;
    if (overtime && s.main > Millis(0))
        out.push_back({s.main, EventKind::MainTimeOut, {}, s.periods});
    if (control_.system == System::ByoYomi && s.main > Millis(0) && s.periods > 0 && schedule &&
        schedule->period == control_.period) // the referee says that byo-yomi begins
        out.push_back(
            {s.main, EventKind::Call, mainTimeEndKeys(control_.period, s.periods), s.periods});
    if (control_.system == System::ByoYomi) {
        for (int k = 0; k < s.periods; ++k) {
            const Millis start = s.main + control_.period * k;
            const bool last = k == s.periods - 1;
            if (schedule && schedule->period == control_.period)
                for (const ScheduledPhrase& p : last ? schedule->last : schedule->ordinary)
                    out.push_back({start + p.offset, EventKind::Call, p.keys, s.periods - k});
            if (!last) {
                const int left = s.periods - k - 1;
                out.push_back({start + control_.period, EventKind::PeriodUsed, {}, left});
                if (schedule && schedule->period == control_.period)
                    out.push_back({start + control_.period, EventKind::Call,
                                   periodEndKeys(control_.period, left), left});
            }
        }
    }
    if (control_.system == System::Ing) // each extension opened is noted (2 points)
        for (int k = 0; k < s.periods; ++k)
            out.push_back(
                {s.main + control_.period * k, EventKind::PeriodUsed, {}, s.periods - k - 1});
    out.push_back({flagOffset(control_, s), EventKind::Flag, {}, 0});
    std::stable_sort(out.begin(), out.end(),
                     [](const TurnEvent& a, const TurnEvent& b) { return a.offset < b.offset; });
    return out;
}

} // namespace tengen::clock
