#include "clock_hall.h"

#include "settings_actions.h"

#include "clock/calling_schedule.h"
#include "clock/game_clock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSysInfo>
#include <QTimer>
#include <QUuid>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <mutex>
#include <set>

namespace tengen {

using namespace tengen::clock;

Refusal Refusal::fromClock(const clock::ClockRefusal& refusal) {
    if (refusal.empty())
        return {};
    Refusal r;
    r.kind = refusal.kind == clock::ClockRefusal::Kind::NeedsConfirmation ? Kind::NeedsConfirmation
                                                                          : Kind::Refused;
    r.problem = refusal.problem;
    return r;
}

store::ClockEventRecord clockEventRecord(int table, const JournalEntry& e, const QString& wall) {
    return {table,
            QString::fromLatin1(journalKindName(e.kind).data()),
            e.at.count(),
            wall,
            e.side ? QLatin1Char(sideLetter(*e.side)) : QChar(),
            e.delta.count(),
            QString::fromStdString(e.reason)};
}

std::optional<JournalEntry> journalEntry(const store::ClockEventRecord& r) {
    const auto kind = tryParseJournalKind(r.kind.toStdString());
    if (!kind)
        return std::nullopt;
    std::optional<Side> side;
    if (r.side == QLatin1Char('B'))
        side = Side::Black;
    else if (r.side == QLatin1Char('W'))
        side = Side::White;
    return JournalEntry{*kind, Millis(r.steadyMs), side, Millis(r.deltaMs), r.reason.toStdString()};
}

HallJournal readHallJournal(const store::TournamentFile& file, qint64 hallId) {
    HallJournal j;
    for (const store::ClockEventRecord& r : file.clocks().events(hallId)) {
        if (const auto e = journalEntry(r)) {
            j.entries[r.table].push_back(*e);
            j.wall[r.table].push_back(r.wall);
        } else {
            j.unknown.push_back(r);
        }
    }
    return j;
}

ClockHall::ClockHall(QObject* parent) : QObject(parent) {
    const auto epoch = std::chrono::steady_clock::now();
    now_ = [epoch] {
        return std::chrono::duration_cast<Millis>(std::chrono::steady_clock::now() - epoch);
    };
}

ClockHall::~ClockHall() = default;

namespace {
// Whether process `pid` of this machine is there (a lease of a program killed outright ends
// with it).
bool processAlive(qint64 pid) {
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH);
}
// Whether the holder on this machine, process `pid`, keeps the lease from this one: alive, and
// not this very process.
bool holdsApart(qint64 pid) {
    return pid != QCoreApplication::applicationPid() && processAlive(pid);
}
} // namespace

Refusal leaseRefusal(const store::HallLeaseRecord& held) {
    Refusal r;
    r.kind = Refusal::Kind::Refused;
    r.problem = Problem(QT_TRANSLATE_NOOP("tengen", "the hall of this tournament is served by "
                                                    "another program: process %1 on %2 (its "
                                                    "lease runs to %3 unless it stops first)"),
                        std::to_string(held.pid), held.host.toStdString(),
                        QDateTime::fromMSecsSinceEpoch(held.untilMs)
                            .toLocalTime()
                            .toString(QStringLiteral("HH:mm:ss"))
                            .toStdString());
    return r;
}

void ClockHall::setLeaseClock(std::function<qint64()> wallMs, int leaseMs) {
    wallMs_ = std::move(wallMs);
    leaseMs_ = std::max(1000, leaseMs);
}

std::optional<store::HallLeaseRecord> ClockHall::servedElsewhere() const {
    if (!file_)
        return std::nullopt;
    const qint64 now = wallMs_ ? wallMs_() : QDateTime::currentMSecsSinceEpoch();
    std::optional<store::HallLeaseRecord> held;
    try {
        held = file_->clocks().hallLease();
    } catch (const store::StoreError&) {
        return std::nullopt; // a file of an earlier version, open to read only: no hall runs
    }
    // This very process is not another program (its file locks are its own too): a desk that
    // opens the tournament again takes its own hall back.
    const bool here = held && held->host == QSysInfo::machineHostName();
    if (!held || held->holder == leaseHolder_ || held->untilMs < now ||
        (here && (held->pid == QCoreApplication::applicationPid() || !processAlive(held->pid))))
        return std::nullopt;
    return held;
}

// Takes or renews the lease until a lease's length from now: the holder that keeps it from
// this program, if one does. Throws store::StoreError (a busy file).
std::optional<store::HallLeaseRecord> ClockHall::renewLease() {
    if (leaseHolder_.isEmpty())
        leaseHolder_ = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const qint64 now = wallMs_ ? wallMs_() : QDateTime::currentMSecsSinceEpoch();
    const store::HallLeaseRecord me{leaseHolder_, QSysInfo::machineHostName(),
                                    QCoreApplication::applicationPid(), now + leaseMs_};
    return file_->clocks().takeHallLease(me, now, holdsApart);
}

Refusal ClockHall::takeLease() {
    if (!file_ || leaseHeld_)
        return {}; // clocks out of any file have nobody to share them with
    try {
        if (const auto held = renewLease())
            return leaseRefusal(*held);
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
    leaseHeld_ = true;
    if (!leaseTimer_) {
        leaseTimer_ = new QTimer(this);
        connect(leaseTimer_, &QTimer::timeout, this, [this] {
            if (!leaseHeld_ || !file_)
                return;
            try {
                if (const auto held = renewLease()) { // taken while this program could not renew
                    leaseHeld_ = false;
                    leaseTimer_->stop();
                    emit leaseLost(toText(leaseRefusal(*held)));
                }
            } catch (const store::StoreError&) {
                // a busy file: renewed at the next turn, well within the lease
            }
        });
    }
    leaseTimer_->start(leaseMs_ / 3);
    return {};
}

void ClockHall::releaseLease() {
    if (leaseTimer_)
        leaseTimer_->stop();
    if (!leaseHeld_ || !file_)
        return;
    leaseHeld_ = false;
    try {
        file_->clocks().releaseHallLease(leaseHolder_);
    } catch (const store::StoreError&) {
        // a file gone or busy: the lease ends with its time, or with this process
    }
}

void ClockHall::stopCleanly() {
    if (hall_)
        hall_->pauseAll(
            QCoreApplication::translate("tengen", "the hall was stopped").toStdString());
    writeJournal();
    releaseLease();
}

void ClockHall::setTimeSource(std::function<Millis()> now) {
    now_ = std::move(now);
}

Refusal ClockHall::noSuchTable(TableNo table) const {
    return Refusal::invalid(
        Problem(QT_TRANSLATE_NOOP("tengen", "There is no table %1."), std::to_string(table)));
}

Refusal ClockHall::noClocks() const {
    return Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "No clocks are set up.")));
}

TableSeats ClockHall::seats(TableNo table) const {
    return table >= 1 && table <= static_cast<int>(seats_.size()) ? seats_[table - 1]
                                                                  : TableSeats{};
}

int ClockHall::clocksInPlay() const {
    int n = 0;
    for (int t = 1; hall_ && t <= hall_->tableCount(); ++t) {
        const auto state = hall_->clock(t).state();
        n += state == GameClock::State::Running || state == GameClock::State::Paused ||
             state == GameClock::State::Sealed;
    }
    return n;
}

void ClockHall::adopt(std::unique_ptr<HallScheduler> hall) {
    hall_ = std::move(hall);
    devicePresses_.clear();
    sealed_.clear();
    connect(hall_.get(), &HallScheduler::flagFell, this, &ClockHall::flagFell);
    connect(hall_.get(), &HallScheduler::tableChanged, this, &ClockHall::tableChanged);
    emit clocksReplaced();
}

namespace {
// A device's press is journalled with its id, so that a press sent again is never applied twice.
constexpr std::string_view kDevicePress = "dev:";
} // namespace

ClockHall::Opened ClockHall::open(store::TournamentFile* file) {
    writeJournal(); // the last events of the file that was open, while it still is
    releaseLease();
    unwritten_.clear();
    if (retry_)
        retry_->stop();
    file_ = file;
    hallId_ = 0;
    Opened opened;
    if (!file_) {
        if (hall_)
            hall_->setJournal({});
        return opened;
    }
    // A journal that cannot be read stops the opening (the error goes to whoever opens the
    // file): a crashed hall is never passed over, and a later set-up never starts a new hall
    // over one not recovered.
    // Another program serves this tournament's hall: its clocks are its own, not found after a
    // crash (#45: a second hall marked every table "recovered after a crash").
    if (const std::optional<store::HallLeaseRecord> elsewhere = servedElsewhere()) {
        hall_.reset();
        spec_.clear();
        round_ = 0;
        seats_.clear();
        emit clocksReplaced();
        opened.how = Opened::How::ServedElsewhere;
        opened.problem = leaseRefusal(*elsewhere);
        return opened;
    }
    const std::optional<store::ClockHallRecord> stored = file_->clocks().latestHall();
    HallJournal journal;
    if (stored)
        journal = readHallJournal(*file_, stored->id);
    if (!stored) {
        if (clocksInPlay() > 0) { // clocks started before the file: they stay out of its journal
            opened.how = Opened::How::KeptOutOfJournal;
            if (hall_)
                hall_->setJournal({});
            return opened;
        }
        const int round = roundForClocks(*file_);
        const Refusal setUp = round ? setUpRound(RoundNo{round}) : Refusal();
        if (round && setUp.done()) {
            opened.how = Opened::How::RoundSetUp;
            opened.tables = tableCount();
        } else {
            opened.how = Opened::How::Nothing;
            opened.problem = setUp; // why the round's clocks could not be set up, if so
            if (hall_)
                journalTo(0);
        }
        return opened;
    }
    const ControlParse parsed = tryParseControl(stored->control.toStdString());
    if (!parsed.control) { // the hall's control as stored cannot be run: said, nothing recovered
        opened.how = Opened::How::Nothing;
        opened.problem = Refusal::invalid(parsed.problem);
        opened.problem.subject = Refusal::Subject::TimeControl;
        if (hall_) // clocks from before stay out of this file's journal
            hall_->setJournal({});
        return opened;
    }
    opened.unknownEntries = static_cast<int>(journal.unknown.size());
    // The hall goes on in the journal's own timeline: this run's steady time plus the offset that
    // puts "now" at the last moment the journal knows. Entries written from here on continue
    // that timeline, so a second crash replays as the first did.
    Millis latest(0);
    for (const auto& [table, entries] : journal.entries)
        if (!entries.empty())
            latest = std::max(latest, entries.back().at);
    offset_ = latest - now_();
    // A clock that was running is paused at its last entry; that pause goes into the journal
    // too, so that the referee's later Resume replays against a paused clock (otherwise a second
    // recovery would charge the player for the minutes the clock stood paused).
    std::vector<GameClock> clocks;
    std::vector<store::ClockEventRecord> recoveryPauses;
    const QString wall = QString::fromStdString(wallClockStamp());
    for (int t = 1; t <= stored->tables; ++t) {
        bool pausedHere = false;
        std::vector<JournalEntry>& entries = journal.entries[t];
        clocks.push_back(recover(*parsed.control, entries, &pausedHere));
        if (pausedHere)
            recoveryPauses.push_back(clockEventRecord(
                t,
                {JournalKind::Pause,
                 entries.back().at,
                 clocks.back().toMove(),
                 {},
                 QCoreApplication::translate("tengen", "recovered after a crash").toStdString()},
                wall));
        opened.hadEntries = opened.hadEntries || !entries.empty();
    }
    adopt(std::make_unique<HallScheduler>(
        *parsed.control, std::move(clocks), [this] { return now(); }, speaker_));
    spec_ = stored->control;
    round_ = stored->round;
    seats_.assign(stored->tables, {});
    if (round_ > 0) {
        try {
            const RoundClocks names = roundClocks(*file_, RoundNo{round_});
            for (int t = 0; t < stored->tables && t < names.tables; ++t)
                seats_[t] = names.seats[t];
        } catch (const store::StoreError&) {
            opened.namesMissing = true; // the clocks come back without names
        }
    }
    // What the journal knows beyond the clocks: the ids of the devices' presses, the moves
    // sealed and not yet opened.
    for (const auto& [table, entries] : journal.entries)
        for (const JournalEntry& e : entries) {
            if (e.kind == JournalKind::Press && e.reason.starts_with(kDevicePress))
                devicePresses_[table].insert(e.reason.substr(kDevicePress.size()));
            if (e.kind == JournalKind::Seal)
                sealed_[table] = QString::fromStdString(e.reason);
            if (e.kind == JournalKind::Unseal)
                sealed_.erase(table);
        }
    journalTo(stored->id);
    // The recovery's own pauses go in like every event: retried while another program holds
    // the file, so that a second crash replays against paused clocks.
    unwritten_.insert(unwritten_.end(), recoveryPauses.begin(), recoveryPauses.end());
    writeJournal();
    applyStoredSchedule();
    opened.how = Opened::How::Recovered;
    opened.tables = stored->tables;
    return opened;
}

Refusal ClockHall::setUp(int tables, const QString& spec, RoundNo round,
                         std::vector<TableSeats> seats) {
    const ControlParse parsed = tryParseControl(spec.toStdString());
    if (!parsed.control) {
        Refusal r = Refusal::invalid(parsed.problem);
        r.subject = Refusal::Subject::TimeControl;
        return r;
    }
    if (tables < 1)
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "A hall has at least one table.")));
    if (file_ && hallId_ && !unwritten_.empty()) { // the last events of the hall set aside
        try {
            file_->clocks().append(hallId_, unwritten_);
        } catch (const store::StoreError& error) {
            emit journalFailed(error.message());
        }
    }
    unwritten_.clear();
    if (retry_)
        retry_->stop();
    offset_ = Millis(0);
    adopt(std::make_unique<HallScheduler>(
        *parsed.control, tables, [this] { return now(); }, speaker_));
    spec_ = spec;
    round_ = round;
    seats_ = std::move(seats);
    seats_.resize(tables);
    applyStoredSchedule();
    journalTo(0); // written from the first clock started on
    return {};
}

Refusal ClockHall::setUpRound(RoundNo round) {
    if (!file_)
        return Refusal::invalid(Problem(
            QT_TRANSLATE_NOOP("tengen", "Open a tournament to set up the clocks of a round.")));
    RoundClocks clocks;
    try {
        clocks = roundClocks(*file_, round);
    } catch (const store::StoreError& error) {
        return Refusal::fromStore(error);
    }
    if (clocks.tables == 0)
        return Refusal::invalid(Problem(
            QT_TRANSLATE_NOOP("tengen", "Round %1 has no games to clock."), std::to_string(round)));
    return setUp(clocks.tables, clocks.control, round, std::move(clocks.seats));
}

Refusal ClockHall::press(TableNo table) {
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return noSuchTable(table);
    return Refusal::fromClock(hall_->press(table));
}

Refusal ClockHall::pressFromDevice(TableNo table, Millis at, const QString& pressId,
                                   bool* duplicate) {
    if (duplicate)
        *duplicate = false;
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return noSuchTable(table);
    const std::string id = pressId.toStdString();
    if (id.empty() || id.size() > 64)
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "a press from a device needs its id")));
    std::set<std::string>& seen = devicePresses_[table];
    if (seen.count(id)) {
        if (duplicate)
            *duplicate = true;
        return {};
    }
    const Refusal r = Refusal::fromClock(hall_->pressAt(table, at, std::string(kDevicePress) + id));
    if (r.done())
        seen.insert(id);
    return r;
}

Refusal ClockHall::seal(TableNo table, const QString& move) {
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return noSuchTable(table);
    const Refusal r = Refusal::fromClock(hall_->act(
        table, JournalEntry{JournalKind::Seal, Millis(0), Side::Black, {}, move.toStdString()}));
    if (r.done())
        sealed_[table] = move;
    return r;
}

void ClockHall::setFlagGrace(TableNo table, Millis grace) {
    if (hall_ && table >= 1 && table <= hall_->tableCount())
        hall_->setFlagGrace(table, grace);
}

void ClockHall::setFlagHold(TableNo table, bool hold) {
    if (hall_ && table >= 1 && table <= hall_->tableCount())
        hall_->setFlagHold(table, hold);
}

bool ClockHall::flagHeld(TableNo table) const {
    return hall_ && table >= 1 && table <= hall_->tableCount() && hall_->flagHeld(table);
}

Refusal ClockHall::unflag(TableNo table, const QString& reason) {
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return noSuchTable(table);
    if (reason.trimmed().isEmpty())
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "taking a flag back needs the referee's reason")));
    return Refusal::fromClock(
        hall_->act(table, JournalEntry{JournalKind::Unflag,
                                       Millis(0),
                                       Side::Black,
                                       {},
                                       reason.trimmed().left(200).toStdString()}));
}

void ClockHall::setDeviceInTouch(TableNo table, std::optional<Millis> inTouch, bool replace) {
    if (hall_ && table >= 1 && table <= hall_->tableCount())
        hall_->setDeviceInTouch(table, inTouch, replace);
}

void ClockHall::decideFlagNow(TableNo table) {
    if (hall_ && table >= 1 && table <= hall_->tableCount())
        hall_->decideFlagNow(table);
}

bool ClockHall::flagWaitsForDevice(TableNo table) const {
    return hall_ && table >= 1 && table <= hall_->tableCount() && hall_->flagWaitsForDevice(table);
}

QString ClockHall::sealedMove(TableNo table) const {
    const auto it = sealed_.find(table);
    return it == sealed_.end() ? QString() : it->second;
}

Refusal ClockHall::pause(TableNo table, const QString& reason, std::optional<Millis> at) {
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return noSuchTable(table);
    return Refusal::fromClock(hall_->pause(table, reason.toStdString(), at));
}

Refusal ClockHall::resumeAt(TableNo table, Millis at, const QString& reason) {
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return noSuchTable(table);
    return Refusal::fromClock(hall_->resumeAt(table, at, reason.toStdString()));
}

std::optional<Millis> ClockHall::pausedSince(TableNo table) const {
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return std::nullopt;
    return hall_->pausedSince(table);
}

Refusal ClockHall::resume(TableNo table) {
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return noSuchTable(table);
    if (Refusal refused = takeLease())
        return refused;
    return Refusal::fromClock(hall_->resume(table));
}

Refusal ClockHall::act(TableNo table, JournalKind kind) {
    if (kind == JournalKind::Press)
        return press(table);
    if (kind == JournalKind::Pause)
        return pause(table);
    if (kind == JournalKind::Resume)
        return resume(table);
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return noSuchTable(table);
    const Refusal r =
        Refusal::fromClock(hall_->act(table, JournalEntry{kind, Millis(0), Side::Black, {}, {}}));
    if (r.done() && kind == JournalKind::Unseal)
        sealed_.erase(table);
    return r;
}

Refusal ClockHall::adjust(TableNo table, Side side, Millis delta, const QString& reason,
                          bool confirmed) {
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return noSuchTable(table);
    return Refusal::fromClock(hall_->act(
        table, JournalEntry{JournalKind::Adjust, Millis(0), side, delta, reason.toStdString()},
        confirmed));
}

Refusal ClockHall::setTableControl(TableNo table, const QString& spec) {
    if (!hall_ || table < 1 || table > hall_->tableCount())
        return noSuchTable(table);
    const ControlParse parsed = tryParseControl(spec.trimmed().toStdString());
    if (!parsed.control) {
        Refusal r = Refusal::invalid(parsed.problem); // the caller names the spec
        r.subject = Refusal::Subject::TimeControl;
        return r;
    }
    return Refusal::fromClock(hall_->setControl(table, *parsed.control));
}

Refusal ClockHall::startAll() {
    if (!hall_)
        return noClocks();
    if (Refusal refused = takeLease())
        return refused;
    return Refusal::fromClock(hall_->startAll());
}

void ClockHall::pauseAll() {
    if (hall_)
        hall_->pauseAll();
}

void ClockHall::resumeAll() {
    if (hall_ && !takeLease())
        hall_->resumeAll();
}

QString ClockHall::scheduleText() const {
    return hall_ ? QString::fromStdString(formatSchedule(hall_->schedule())) : QString();
}

Refusal ClockHall::setScheduleText(const QString& text) {
    if (!hall_)
        return noClocks();
    const Millis period = hall_->clock(1).control().period;
    CallingSchedule schedule = defaultSchedule(period);
    if (file_) {
        if (const Refusal r = setCallingSchedule(*file_, period, text, &schedule))
            return r;
    } else if (!text.trimmed().isEmpty()) { // clocks without a file: checked the same way
        const ScheduleParse parsed = tryParseSchedule(text.toStdString());
        if (!parsed.schedule || parsed.schedule->period != period) {
            Refusal r = parsed.schedule
                            ? Refusal::invalid(Problem(
                                  QT_TRANSLATE_NOOP("tengen", "The schedule is for %1 s periods; "
                                                              "the clocks have %2 s periods."),
                                  std::to_string(parsed.schedule->period.count() / 1000),
                                  std::to_string(period.count() / 1000)))
                            : Refusal::invalid(parsed.problem);
            r.line = parsed.line;
            return r;
        }
        schedule = *parsed.schedule;
    }
    hall_->setSchedule(schedule);
    return {};
}

void ClockHall::applyStoredSchedule() {
    if (!file_ || !hall_)
        return;
    std::optional<QString> stored;
    try {
        stored = file_->clocks().schedule(hall_->clock(1).control().period.count());
    } catch (const store::StoreError&) {
        return; // the default calls; the stored ones come with the next set-up
    }
    if (!stored)
        return;
    const ScheduleParse parsed = tryParseSchedule(stored->toStdString());
    if (parsed.schedule && parsed.schedule->period == hall_->clock(1).control().period)
        hall_->setSchedule(*parsed.schedule);
}

void ClockHall::journalTo(qint64 hallId) {
    hallId_ = hallId;
    if (!file_ || !hall_)
        return;
    hall_->setJournal([this](const std::vector<std::pair<int, JournalEntry>>& batch) {
        const QString wall = QString::fromStdString(wallClockStamp());
        for (const auto& [table, e] : batch)
            unwritten_.push_back(clockEventRecord(table, e, wall));
        if (!holdJournal_)
            writeJournal();
    });
}

void ClockHall::holdJournal(bool hold) {
    holdJournal_ = hold;
    if (!hold)
        writeJournal();
}

// The clocks run on this thread: a journal write waits at most 100 ms for another program's
// write (a pairing, an import at another desk), and what could not be written goes in with the
// next attempt, a quarter of a second later, in order. Each event carries its own steady time.
void ClockHall::writeJournal() {
    if (!file_ || unwritten_.empty())
        return;
    try {
        if (!hallId_) // the hall goes into the file with its first event (the start)
            hallId_ = file_->clocks().startHall(spec_, hall_ ? hall_->tableCount() : 0, round_);
        file_->clocks().append(hallId_, unwritten_, 100);
        unwritten_.clear();
        if (retry_)
            retry_->stop();
        emit journalWritten();
    } catch (const store::StoreError& error) {
        if (!error.retryable())
            emit journalFailed(error.message());
        if (!retry_) {
            retry_ = new QTimer(this);
            retry_->setInterval(250);
            connect(retry_, &QTimer::timeout, this, &ClockHall::writeJournal);
        }
        retry_->start();
    }
}

} // namespace tengen
