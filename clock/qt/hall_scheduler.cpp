#include "hall_scheduler.h"

#include <algorithm>

namespace tengen::clock {

HallScheduler::HallScheduler(Control control, int tables, std::function<Millis()> now,
                             Speaker* speaker, QObject* parent)
    : QObject(parent), schedule_(defaultSchedule(control.period)), period_(control.period),
      now_(std::move(now)), speaker_(speaker) {
    tables_.reserve(tables);
    for (int i = 0; i < tables; ++i)
        tables_.push_back({GameClock(control), {}, 0});
    timer_.setSingleShot(true);
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &HallScheduler::processDue);
    connect(&checkpoints_, &QTimer::timeout, this, &HallScheduler::writeCheckpoints);
}

HallScheduler::HallScheduler(Control control, std::vector<GameClock> clocks,
                             std::function<Millis()> now, Speaker* speaker, QObject* parent)
    : HallScheduler(control, 0, std::move(now), speaker, parent) {
    for (GameClock& c : clocks) {
        const bool fallen = c.state() == GameClock::State::Flagged;
        tables_.push_back({std::move(c), {}, 0, fallen}); // a recovered flag is in the journal
        reschedule(tables_.back());
    }
    arm();
}

void HallScheduler::setJournal(JournalSink sink, Millis checkpointEvery) {
    journal_ = std::move(sink);
    if (journal_)
        checkpoints_.start(static_cast<int>(checkpointEvery.count()));
    else
        checkpoints_.stop();
}

void HallScheduler::record(const std::vector<std::pair<int, JournalEntry>>& batch) {
    for (const auto& [table, e] : batch)
        if (table >= 1 && table <= tableCount()) {
            Millis& last = tables_[static_cast<size_t>(table - 1)].lastAt;
            last = std::max(last, e.at);
        }
    if (journal_ && !batch.empty())
        journal_(batch);
}

void HallScheduler::record(int table, JournalKind kind, std::optional<Side> side) {
    record({{table, JournalEntry{kind, now_(), side, {}, {}}}});
}

void HallScheduler::writeCheckpoints() {
    std::vector<std::pair<int, JournalEntry>> batch;
    const Millis now = now_();
    for (size_t i = 0; i < tables_.size(); ++i) {
        const Table& t = tables_[i];
        // A held table's time is in flux (its device may still send presses), as is one whose
        // flag waits for its device (a press the network holds may be older than the fall); a
        // table with a grace is vouched for only up to the grace before now, where no press can
        // come.
        if (t.clock.state() != GameClock::State::Running || t.hold ||
            flagWaitsForDevice(static_cast<int>(i) + 1))
            continue;
        Millis vouched = now - t.grace;
        if (t.deviceFloor)
            vouched = std::min(vouched, *t.deviceFloor);
        const Millis at = std::max(t.lastAt, vouched);
        batch.push_back({static_cast<int>(i) + 1,
                         JournalEntry{JournalKind::Checkpoint, at, std::nullopt, {}, {}}});
    }
    record(batch);
}

Millis HallScheduler::dueOf(const Table& t, const TurnEvent& e) const {
    return t.clock.turnStartedAt() + t.clock.pausedInTurn() + e.offset +
           (e.kind == EventKind::Flag ? t.grace : Millis(0));
}

// Calls are for byo-yomi. A table with its own period gets the standard calls of that period;
// the event's own schedule is for the event's period.
std::optional<CallingSchedule> HallScheduler::scheduleFor(const Control& c) const {
    if (c.system != System::ByoYomi)
        return std::nullopt;
    return c.period == period_ ? schedule_ : defaultSchedule(c.period);
}

void HallScheduler::reschedule(Table& t) {
    const std::optional<CallingSchedule> calls = scheduleFor(t.clock.control());
    t.events = t.clock.turnEvents(calls ? &*calls : nullptr);
    t.next = 0;
    // Events already behind us in this turn (handled before a pause) are not repeated.
    const Millis elapsed = t.clock.turnElapsed(now_());
    while (t.next < t.events.size() && t.events[t.next].offset <= elapsed &&
           t.events[t.next].kind != EventKind::Flag)
        ++t.next;
}

void HallScheduler::setSchedule(const CallingSchedule& schedule) {
    schedule_ = schedule;
    for (Table& t : tables_)
        if (t.clock.state() == GameClock::State::Running ||
            t.clock.state() == GameClock::State::Paused)
            reschedule(t);
    arm();
}

ClockRefusal HallScheduler::setControl(int table, const Control& control) {
    if (table < 1 || table > tableCount())
        return QT_TRANSLATE_NOOP("tengen", "there is no such table");
    Table& t = tables_[static_cast<size_t>(table - 1)];
    if (t.clock.state() != GameClock::State::NotStarted)
        return kControlAfterStart;
    t.clock = GameClock(control);
    t.flagTold = false;
    record(
        {{table, JournalEntry{JournalKind::Control, now_(), std::nullopt, {}, describe(control)}}});
    emit tableChanged(table);
    return {};
}

ClockRefusal HallScheduler::startAll() {
    const Millis now = now_();
    std::vector<std::pair<int, JournalEntry>> batch;
    for (size_t i = 0; i < tables_.size(); ++i) {
        Table& t = tables_[i];
        const ClockRefusal refused = t.clock.start(now);
        if (!refused.empty())
            return refused;
        reschedule(t);
        batch.push_back(
            {static_cast<int>(i) + 1, JournalEntry{JournalKind::Start, now, Side::Black, {}, {}}});
    }
    record(batch);
    arm();
    return {};
}

ClockRefusal HallScheduler::press(int table) {
    Table& t = tables_.at(table - 1);
    processDue(); // a press at the instant a period ends comes after it
    const Side mover = t.clock.toMove();
    const ClockRefusal refused = t.clock.press(now_());
    if (refused.empty()) {
        reschedule(t);
        record(table, JournalKind::Press, mover);
    }
    tellFlag(table); // "too late": the flag fell just before the press
    arm();
    emit tableChanged(table);
    return refused;
}

ClockRefusal HallScheduler::pressAt(int table, Millis at, const std::string& reason) {
    if (table < 1 || table > tableCount())
        return QT_TRANSLATE_NOOP("tengen", "there is no such table");
    Table& t = tables_[static_cast<size_t>(table - 1)];
    const Millis now = now_();
    const Millis when = std::clamp(at, std::min(t.lastAt, now), now);
    const Side mover = t.clock.toMove();
    const ClockRefusal refused = t.clock.press(when);
    if (refused.empty()) {
        reschedule(t);
        record({{table, JournalEntry{JournalKind::Press, when, mover, {}, reason}}});
    }
    processDue(); // what fell due since, in the new turn (a call, or the other side's flag)
    tellFlag(table);
    arm();
    emit tableChanged(table);
    return refused;
}

void HallScheduler::setDeviceFloor(int table, Millis floor) {
    if (table >= 1 && table <= tableCount())
        tables_[static_cast<size_t>(table - 1)].deviceFloor = floor;
}

void HallScheduler::setDeviceInTouch(int table, std::optional<Millis> inTouch, bool replace) {
    if (table < 1 || table > tableCount())
        return;
    Table& t = tables_[static_cast<size_t>(table - 1)];
    const bool waited = flagWaitsForDevice(table);
    t.inTouch = inTouch && t.inTouch && !replace ? std::max(*inTouch, *t.inTouch) : inTouch;
    processDue(); // heard since the fall: the flag is decided, at the instant it fell
    if (waited != flagWaitsForDevice(table))
        emit tableChanged(table);
}

void HallScheduler::decideFlagNow(int table) {
    if (table < 1 || table > tableCount())
        return;
    tables_[static_cast<size_t>(table - 1)].inTouch = now_();
    processDue();
    emit tableChanged(table);
}

Millis HallScheduler::fallOf(const Table& t, const TurnEvent& e) const {
    return t.clock.turnStartedAt() + t.clock.pausedInTurn() + e.offset;
}

bool HallScheduler::mayDecide(const Table& t, const TurnEvent& e) const {
    if (e.kind != EventKind::Flag)
        return true;
    return !t.hold && (!t.inTouch || *t.inTouch >= fallOf(t, e));
}

bool HallScheduler::flagWaitsForDevice(int table) const {
    const Table& t = tables_.at(table - 1);
    if (t.clock.state() != GameClock::State::Running || t.next >= t.events.size() || !t.inTouch)
        return false;
    const TurnEvent& e = t.events[t.next];
    return e.kind == EventKind::Flag && fallOf(t, e) <= now_() && *t.inTouch < fallOf(t, e);
}

void HallScheduler::setFlagGrace(int table, Millis grace) {
    tables_.at(table - 1).grace = std::max(Millis(0), grace);
    processDue();
}

void HallScheduler::setFlagHold(int table, bool hold) {
    Table& t = tables_.at(table - 1);
    if (t.hold == hold)
        return;
    t.hold = hold;
    processDue(); // released: a flag that fell meanwhile is decided now, at the time it fell
    emit tableChanged(table);
}

ClockRefusal HallScheduler::pause(int table, const std::string& reason, std::optional<Millis> at) {
    processDue(); // what fell due before the pause is said
    Table& t = tables_.at(table - 1);
    const Millis now = at ? std::clamp(*at, std::min(t.lastAt, now_()), now_()) : now_();
    const ClockRefusal refused = t.clock.pause(now);
    if (refused.empty()) {
        record({{table, JournalEntry{JournalKind::Pause, now, t.clock.toMove(), {}, reason}}});
        t.pausedAt = now;
    }
    tellFlag(table);
    arm();
    emit tableChanged(table);
    return refused;
}

ClockRefusal HallScheduler::resumeAt(int table, Millis at, const std::string& reason) {
    Table& t = tables_.at(table - 1);
    if (t.clock.state() != GameClock::State::Paused || !t.pausedAt)
        return QT_TRANSLATE_NOOP("tengen", "the clock is not paused");
    const Millis from = std::clamp(at, std::max(*t.pausedAt, t.lastAt), now_());
    const ClockRefusal refused = t.clock.resume(from);
    if (refused.empty()) {
        t.pausedAt.reset();
        reschedule(t);
        record({{table, JournalEntry{JournalKind::Resume, from, t.clock.toMove(), {}, reason}}});
    }
    processDue(); // what fell due since `from` is said (a flag that fell, as it fell)
    emit tableChanged(table);
    return refused;
}

std::optional<Millis> HallScheduler::pausedSince(int table) const {
    const Table& t = tables_.at(table - 1);
    return t.clock.state() == GameClock::State::Paused ? t.pausedAt : std::nullopt;
}

ClockRefusal HallScheduler::resume(int table) {
    Table& t = tables_.at(table - 1);
    const ClockRefusal refused = t.clock.resume(now_());
    if (refused.empty()) {
        t.pausedAt.reset();
        reschedule(t);
        record(table, JournalKind::Resume, t.clock.toMove());
    }
    arm();
    emit tableChanged(table);
    return refused;
}

void HallScheduler::pauseAll(const std::string& reason) {
    processDue();
    const Millis now = now_();
    std::vector<std::pair<int, JournalEntry>> batch;
    for (size_t i = 0; i < tables_.size(); ++i)
        if (tables_[i].clock.pause(now).empty()) {
            tables_[i].pausedAt = now;
            batch.push_back(
                {static_cast<int>(i) + 1,
                 JournalEntry{JournalKind::Pause, now, tables_[i].clock.toMove(), {}, reason}});
        }
    record(batch);
    arm();
}

void HallScheduler::resumeAll() {
    const Millis now = now_();
    std::vector<std::pair<int, JournalEntry>> batch;
    for (size_t i = 0; i < tables_.size(); ++i)
        if (tables_[i].clock.resume(now).empty()) {
            tables_[i].pausedAt.reset();
            reschedule(tables_[i]);
            batch.push_back(
                {static_cast<int>(i) + 1,
                 JournalEntry{JournalKind::Resume, now, tables_[i].clock.toMove(), {}, {}}});
        }
    record(batch);
    arm();
}

ClockRefusal HallScheduler::act(int table, JournalEntry e, bool confirmed) {
    processDue();
    Table& t = tables_.at(table - 1);
    e.at = now_();
    if (e.kind == JournalKind::Finish || e.kind == JournalKind::SwapSides ||
        e.kind == JournalKind::Checkpoint)
        e.side = std::nullopt;
    else if (e.kind != JournalKind::Adjust)
        e.side = t.clock.toMove();
    const ClockRefusal refused =
        e.kind == JournalKind::Adjust
            ? t.clock.adjust(e.side.value_or(Side::Black), e.delta, e.reason, confirmed)
            : apply(t.clock, e);
    if (refused.empty() && e.kind == JournalKind::UndoPress)
        e.side = t.clock.toMove(); // the side whose press was taken back
    if (refused.empty() && e.kind == JournalKind::Unflag)
        t.flagTold = false; // a flag that falls again is told again
    if (refused.empty()) {
        reschedule(t);
        record({{table, e}});
    }
    tellFlag(table);
    arm();
    emit tableChanged(table);
    return refused;
}

void HallScheduler::tellFlag(int table) {
    Table& t = tables_.at(table - 1);
    if (t.flagTold || !t.clock.flagFellAt())
        return;
    t.flagTold = true;
    // Journalled at the moment it fell, which a late timer may have passed.
    record({{table,
             JournalEntry{JournalKind::Flag, *t.clock.flagFellAt(), t.clock.toMove(), {}, {}}}});
    emit flagFell(table, t.clock.toMove());
}

std::optional<Millis> HallScheduler::nextDue() const {
    std::optional<Millis> best;
    for (const Table& t : tables_) {
        if (t.clock.state() != GameClock::State::Running || t.next >= t.events.size())
            continue;
        if (!mayDecide(t, t.events[t.next]))
            continue; // not decided while held, nor before its device is heard since it fell
        const Millis due = dueOf(t, t.events[t.next]);
        if (!best || due < *best)
            best = due;
    }
    return best;
}

void HallScheduler::processDue() {
    const Millis now = now_();
    for (size_t i = 0; i < tables_.size(); ++i) {
        Table& t = tables_[i];
        while (t.clock.state() == GameClock::State::Running && t.next < t.events.size() &&
               dueOf(t, t.events[t.next]) <= now) {
            if (!mayDecide(t, t.events[t.next]))
                break; // decided when released, or once its device is heard since it fell
            const TurnEvent& e = t.events[t.next++];
            const int number = static_cast<int>(i) + 1;
            if (e.kind == EventKind::Call && speaker_)
                speaker_->say({number, t.clock.toMove(), e.keys, dueOf(t, e)});
            if (e.kind == EventKind::Flag && t.clock.checkFlag(now))
                tellFlag(number);
            if (e.kind != EventKind::Call)
                emit tableChanged(number);
        }
    }
    arm();
}

void HallScheduler::arm() {
    const auto due = nextDue();
    if (!due) {
        timer_.stop();
        return;
    }
    const long long wait = std::max<long long>(0, (*due - now_()).count());
    timer_.start(static_cast<int>(std::min<long long>(wait, 24LL * 3600 * 1000)));
}

} // namespace tengen::clock
