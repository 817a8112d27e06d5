#include "hall_tables.h"

#include "actions/results.h"
#include "store/tournament_file.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QTimer>
#include <algorithm>

namespace tengen {

using namespace tengen::clock;

Q_LOGGING_CATEGORY(lcHallTables, "tengen.hall")

HallTables::HallTables(ClockHall* clocks, QObject* parent)
    : QObject(parent), clocks_(clocks), round_(clocks->round()) {
    connect(clocks_, &ClockHall::tableChanged, this, [this](int table) {
        // Resumed (at the desk or by a referee's device): the pause asked for is answered.
        const auto l = links_.find(table);
        if (l != links_.end() && (l->second.pauseRequested || l->second.pausedForDevice) &&
            hasClock(TableNo{table}) &&
            clocks_->scheduler()->clock(table).state() == GameClock::State::Running) {
            l->second.pauseRequested = false;
            l->second.pausedForDevice = false;
            emit linkChanged(table);
        }
    });
}

HallTables::TableLink HallTables::link(TableNo table) const {
    const auto it = links_.find(table.value());
    return it == links_.end() ? TableLink{} : it->second;
}

std::set<int> HallTables::clear() {
    std::set<int> tables;
    for (const auto& [table, link] : links_)
        tables.insert(table);
    links_.clear();
    present_.clear();
    heardOf_.clear();
    replayHolds_.clear();
    announced_.clear();
    absent_.clear();
    goneSerial_.clear();
    round_ = clocks_->round();
    return tables;
}

bool HallTables::hasClock(TableNo table) const {
    return clocks_->scheduler() && table >= 1 && table <= clocks_->tableCount();
}

void HallTables::changed(TableNo table) {
    emit linkChanged(table.value());
    emit stateChanged(table.value());
}

// ---- Devices -------------------------------------------------------------------------------

// The table's devices counted, and whether the one holding its clock is among them.
void HallTables::count(TableNo table) {
    TableLink& l = at(table);
    const std::multiset<QString>& here = present_[table.value()];
    l.devices = static_cast<int>(here.size());
    l.clockDeviceHere = here.count(l.clockDevice) > 0;
}

void HallTables::joined(TableNo table, const QString& device) {
    TableLink& l = at(table);
    if (l.clockDevice.isEmpty())
        l.clockDevice = device;
    present_[table.value()].insert(device);
    ++goneSerial_[table.value()]; // a device is here: no pause for its absence
    absent_.erase(table.value());
    count(table);
    l.everConnected = true;
    l.offlineSince.clear();
    clocks_->setFlagGrace(table, grace_);
    if (l.clockDevice == device) // in touch now: its flag is decided once it is heard since
        clocks_->setDeviceInTouch(table, clocks_->now());
    emit linkChanged(table.value());
}

void HallTables::left(TableNo table, const QString& device) {
    std::multiset<QString>& here = present_[table.value()];
    const auto it = here.find(device);
    if (it == here.end())
        return; // gone with the round
    here.erase(it);
    TableLink& l = at(table);
    count(table);
    if (l.devices == 0) {
        // The device may still send presses it makes while offline: the flag waits for them.
        l.offlineSince = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
        clocks_->setFlagHold(table, true);
        // Still gone after the grace while the clock runs: the table is paused (#45).
        const int serial = ++goneSerial_[table.value()];
        if (deviceGoneGrace_ > Millis(0))
            QTimer::singleShot(
                deviceGoneGrace_.count(), this, [this, table, round = round_, serial] {
                    if (clocks_->round() == round && goneSerial_[table.value()] == serial &&
                        link(table).devices == 0)
                        pauseForAbsence(table);
                });
    }
    emit linkChanged(table.value());
}

bool HallTables::holdsClock(TableNo table, const QString& device) const {
    const auto it = links_.find(table.value());
    return it != links_.end() && it->second.clockDevice == device;
}

void HallTables::moveClock(TableNo table, const QString& device) {
    TableLink& l = at(table);
    if (device.isEmpty() || l.clockDevice == device)
        return;
    qCInfo(lcHallTables).noquote() << "table" << table.value() << ": the clock moves from device"
                                   << l.clockDevice << "to" << device;
    l.clockDevice = device;
    count(table);
    // The flag now waits for the new device to be heard since it fell (the referee moved the
    // clock to a device that is here: heard now at the latest).
    const auto heard = heardOf_.find({table.value(), device});
    clocks_->setDeviceInTouch(
        table, heard == heardOf_.end() ? clocks_->now() : Millis(heard->second), true);
    // A device of this table sent presses it kept offline: they are the old device's, no longer.
    clocks_->setFlagHold(table, false);
    changed(table);
}

void HallTables::heardFrom(TableNo table, const QString& device, qint64 evidence) {
    absent_.erase(table.value()); // heard: a later silence is another
    const auto [it, added] = heardOf_.try_emplace({table.value(), device}, evidence);
    if (!added)
        it->second = std::max(it->second, evidence);
    if (holdsClock(table, device)) // what it pressed before then has arrived
        clocks_->setDeviceInTouch(table, Millis(it->second));
}

std::optional<qint64> HallTables::hello(TableNo table, const QString& device, int queued,
                                        qint64 hallNow, bool counting) {
    queued = std::clamp(queued, 0, 10000);
    const auto heard = heardOf_.find({table.value(), device});
    const std::optional<qint64> before =
        heard == heardOf_.end() ? std::nullopt : std::optional<qint64>(heard->second);
    heardOf_[{table.value(), device}] = hallNow; // in touch now
    if (!holdsClock(table, device))
        return before;
    // A device holds the flag for the presses it announces only if it delivered what it
    // announced before, or at least one of them since: a hello saying "one kept" every 10 s,
    // none ever sent, held a flag for ever (each hold's own timer was overtaken by the next
    // hello).
    Announced& announced = announced_[{table.value(), device}];
    const bool hold = queued > 0 && (announced.owed == 0 || announced.delivered > 0);
    announced = {queued, 0};
    clocks_->setFlagHold(table, hold);
    // Paused for its absence: the clock's device that counted on kept playing — the pause was
    // none, and its presses since come next. One reloaded or rebooted, or another device, left
    // the players waiting: the pause stands, said as the hall's, until a referee resumes.
    if (at(table).pausedForDevice && counting && holdsClock(table, device)) {
        if (const std::optional<Millis> since = clocks_->pausedSince(table))
            clocks_->resumeAt(table, *since,
                              QStringLiteral("its device came back having counted on"));
        changed(table);
    }
    // In touch now: a flag that fell meanwhile is decided — after the presses it announced, if
    // it holds the flag for them (the hold is set first).
    clocks_->setDeviceInTouch(table, Millis(hallNow));
    // The hold has an end, whether the presses come or not (a later hello's hold has its own:
    // `serial`).
    const int serial = ++replayHolds_[table.value()];
    if (hold)
        QTimer::singleShot(replayHold_.count(), this, [this, table, round = round_, serial] {
            if (clocks_->round() == round && link(table).devices > 0 &&
                replayHolds_[table.value()] == serial)
                clocks_->setFlagHold(table, false);
        });
    return before;
}

void HallTables::keptPressArrived(TableNo table, const QString& device, bool last) {
    if (const auto a = announced_.find({table.value(), device}); a != announced_.end()) {
        a->second.owed = std::max(0, a->second.owed - 1); // it keeps its word
        ++a->second.delivered;
    }
    if (last && holdsClock(table, device))
        // Every press announced is here (handled in this turn): the flag is decided after them
        // even if the device never says so.
        QTimer::singleShot(0, this, [this, table] {
            if (link(table).devices > 0)
                clocks_->setFlagHold(table, false);
        });
}

void HallTables::silent(TableNo table, Millis silentFor) {
    // Once per silence: a referee who resumes the table meanwhile is not overruled.
    if (deviceGoneGrace_ > Millis(0) && silentFor >= heartbeat_ + deviceGoneGrace_ &&
        !absent_.contains(table.value())) {
        absent_.insert(table.value());
        pauseForAbsence(table);
    }
}

// The table's clock runs and nobody at the table has a clock to look at: paused, as of the
// moment its device was last heard (the players have had no clock since, and a device that kept
// counting sends its presses from there on).
void HallTables::pauseForAbsence(TableNo table) {
    if (!hasClock(table) || at(table).pausedForDevice ||
        clocks_->scheduler()->clock(table).state() != GameClock::State::Running)
        return;
    const QString why = QStringLiteral("the table's device was gone for %1 s")
                            .arg(QString::number(deviceGoneGrace_.count() / 1000.0));
    const auto heard = heardOf_.find({table.value(), link(table).clockDevice});
    const std::optional<Millis> since =
        heard == heardOf_.end() ? std::nullopt : std::optional<Millis>(Millis(heard->second));
    if (clocks_->pause(table, why, since).done()) {
        qCInfo(lcHallTables).noquote() << "table" << table.value() << ": paused," << why;
        at(table).pausedForDevice = true;
        changed(table);
    }
}

void HallTables::releaseFlag(TableNo table) {
    clocks_->setFlagHold(table, false);
    clocks_->decideFlagNow(table); // nor does it wait for a silent device
}

void HallTables::wrongPin(TableNo table, bool locked) {
    TableLink& l = at(table);
    ++l.wrongPins;
    l.pinLocked = l.pinLocked || locked;
    emit linkChanged(table.value());
}

void HallTables::setLastError(TableNo table, const QString& error) {
    at(table).lastError = error;
}

// ---- Actions at the table ------------------------------------------------------------------

Refusal HallTables::requestPause(TableNo table) {
    const Refusal refused = clocks_->pause(table);
    if (refused.done()) {
        at(table).pauseRequested = true;
        emit linkChanged(table.value());
    }
    return refused;
}

Refusal HallTables::resume(TableNo table) {
    const Refusal refused = clocks_->scheduler()->clock(table).state() == GameClock::State::Sealed
                                ? clocks_->act(table, JournalKind::Unseal)
                                : clocks_->resume(table);
    if (refused.done())
        at(table).pauseRequested = false;
    return refused;
}

void HallTables::claimResult(TableNo table, GameResult result) {
    auto& pending = at(table).result;
    PendingResult next;
    next.result = result;
    if (pending) {
        next.stoppedClock = pending->stoppedClock;
        next.disputed = pending->disputed;
        if (pending->result == result) { // entered again: the same claim
            next.blackConfirmed = pending->blackConfirmed;
            next.whiteConfirmed = pending->whiteConfirmed;
        } else if (next.disputed == GameResult::Unknown)
            next.disputed = pending->result;
        if (next.disputed == next.result)
            next.disputed = pending->result;
    }
    // The game is over as far as the table says: its clock stops while they confirm.
    if (!next.stoppedClock &&
        clocks_->scheduler()->clock(table).state() == GameClock::State::Running)
        next.stoppedClock =
            clocks_->pause(table, QStringLiteral("a result entered at the table")).done();
    pending = next;
    changed(table);
}

Refusal HallTables::confirmResult(TableNo table, Side side, std::optional<GameResult> named,
                                  bool namedGiven, const QString& by) {
    auto& pending = at(table).result;
    if (!pending)
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "there is no result to confirm")));
    if (namedGiven && named != pending->result)
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
            "tengen", "the result to confirm has changed: look at the screen again")));
    (side == Side::Black ? pending->blackConfirmed : pending->whiteConfirmed) = true;
    if (pending->blackConfirmed && pending->whiteConfirmed) {
        const Refusal refused = enterPendingResult(table, {}, by, false);
        if (!refused.done() && at(table).result)
            at(table).result->refused = toText(refused); // the referee decides
    }
    changed(table);
    return {};
}

void HallTables::cancelResult(TableNo table) {
    auto& pending = at(table).result;
    if (pending && pending->refused.isEmpty() &&
        !(pending->blackConfirmed && pending->whiteConfirmed)) {
        const bool restart = pending->stoppedClock;
        pending.reset();
        restartStoppedClock(table, restart);
    }
    changed(table);
}

Refusal HallTables::acceptResult(TableNo table, const QString& reason, const QString& who) {
    const Refusal refused =
        enterPendingResult(table, reason.trimmed(),
                           QStringLiteral("entered at the table, accepted by %1").arg(who), true);
    if (refused.done())
        changed(table);
    return refused;
}

void HallTables::dismissResult(TableNo table) {
    auto& pending = at(table).result;
    const bool restart = pending && pending->stoppedClock;
    pending.reset();
    restartStoppedClock(table, restart);
    changed(table);
}

// The result waiting at `table` goes into the round, one transaction refused if the game
// changed since it was read; the clock then stops for good. A result the round has already
// changes only by a referee (`byReferee`), with a reason.
Refusal HallTables::enterPendingResult(TableNo table, const QString& reason, const QString& by,
                                       bool byReferee) {
    auto& pending = at(table).result;
    store::TournamentFile* file = clocks_->file();
    if (!pending || !file)
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "there is no result to confirm")));
    ResultRequest request;
    request.round = RoundNo{clocks_->round()};
    request.table = table;
    request.result = pending->result;
    request.reason = reason;
    request.by = by;
    try {
        request.seen = file->rounds().game(request.round, table);
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
    if (request.seen && request.seen->result != GameResult::Unknown) {
        if (!byReferee)
            return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                "tengen", "the round has this game's result already: only a referee changes it, "
                          "with a reason")));
        if (reason.isEmpty())
            return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                "tengen", "changing a result in the round needs the referee's reason")));
    }
    const Refusal refused = enterResult(*file, request).refusal;
    if (!refused.done())
        return refused; // a jigo the komi rules out, colours decided at the board, the file
    pending.reset();
    finishClock(table);
    return {};
}

// The clock a result stopped runs again where it stopped, unless something else (the referee's
// pause, a seal, the end of the game) has taken it since.
// A result taken back was no pause (#45: 10 s uncharged, a bare pause and resume in the
// journal): the clock runs on as from the moment it stopped, the mover charged, and the journal
// says why.
void HallTables::restartStoppedClock(TableNo table, bool stopped) {
    if (!stopped || !hasClock(table) ||
        clocks_->scheduler()->clock(table).state() != GameClock::State::Paused ||
        at(table).pauseRequested)
        return;
    if (const std::optional<Millis> since = clocks_->pausedSince(table))
        clocks_->resumeAt(table, *since,
                          QStringLiteral("the result entered at the table was "
                                         "taken back"));
    else
        clocks_->resume(table);
}

// The game is over: the clock stops for good.
void HallTables::finishClock(TableNo table) {
    if (!hasClock(table))
        return;
    const GameClock& clock = clocks_->scheduler()->clock(table);
    if (clock.state() != GameClock::State::Finished &&
        clock.state() != GameClock::State::NotStarted)
        clocks_->act(table, JournalKind::Finish);
}

} // namespace tengen
