// A message of a device that has joined a table (docs/hall-protocol.md): checked against the
// table, the round and the device, then the clock's press, a pause, a result entered, confirmed
// or disputed, each acted on through the hall's tables (actions/hall_tables.h).
#include "hall_protocol.h"

#include "common/translations.h"
#include "hall_protocol_parts.h"

namespace tengen {

using namespace tengen::clock;
using namespace hall_parts;

// A message of a device that has joined a table: the clock's, the result's, the referee's.
void HallProtocol::tableMessage(HallPeer& p, const QString& type, const QJsonObject& m) {
    const QString fullId = m.value(QStringLiteral("id")).toString();
    const QString id = fullId.left(64); // a longer press id is refused
    if (p.table == 0) {
        refuse(p, id,
               Refusal::invalid(
                   Problem(QT_TRANSLATE_NOOP("tengen", "join a table first (message '%1')"),
                           type.left(32).toStdString())));
        return;
    }
    if (p.round != clocks_->round() || p.table > clocks_->tableCount()) {
        // The desk set up another round's clocks: this device's code has ended.
        refuse(p, QStringLiteral("hello"), roundOver(p.round));
        const int was = p.table;
        p.table = 0;
        if (p.round == tables_.round())
            tables_.left(TableNo{was}, p.device);
        return;
    }
    const TableNo table{p.table};
    if (type == QLatin1String("referee")) {
        referee(p, m);
        return;
    }
    // Only the device that holds the table's clock acts on it (a second tab, a second phone);
    // the referee's actions go on from any device of the table, with the PIN.
    if (!tables_.holdsClock(table, p.device)) {
        refuse(p, id,
               Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                   "tengen",
                   "another device holds this table's clock: a referee can move it to this one"))),
               true);
        return;
    }
    Refusal refused;
    QJsonObject ack{{QStringLiteral("type"), QStringLiteral("ack")}, {QStringLiteral("id"), id}};
    if (type == QLatin1String("press")) {
        // An id makes a press sent again count once (docs/hall-protocol.md §6): one without
        // is refused, not applied on every try.
        refused = fullId.isEmpty() || fullId.size() > 64
                      ? Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                            "tengen", "a press needs an id of 1 to 64 characters")))
                      : press(p, table, m, &ack);
    } else if (type == QLatin1String("replayed")) {
        tables_.releaseFlag(table); // what the device kept offline is in: decide
    } else if (type == QLatin1String("pause")) {
        refused = tables_.requestPause(table);
    } else if (type == QLatin1String("seal")) {
        const QString move = m.value(QStringLiteral("move")).toString().trimmed().left(16);
        refused = move.isEmpty() ? Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                                       "tengen", "a sealed move needs the move written down")))
                                 : clocks_->seal(table, move);
        if (refused.done())
            emit tables_.linkChanged(table.value());
    } else if (type == QLatin1String("result")) {
        refused = result(table, m);
    } else if (type == QLatin1String("confirm")) {
        refused = confirm(p, table, m);
    } else if (type == QLatin1String("cancel-result")) {
        tables_.cancelResult(table);
    } else {
        refused = Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "unknown message '%1'"),
                                           type.left(32).toStdString()));
    }
    if (!refused.done()) {
        tables_.setLastError(table, toText(refused));
        refuse(p, id, refused, true);
        return;
    }
    reply(p, ack); // once the action is in the journal
}

// A press is placed at the device's own time. Sent live, it was made after the desk last heard
// the device before this frame (less the network's delay): on a network that stalled without
// closing, that is the whole silence, and the press keeps its time however late it comes. One
// kept while offline is as old as the device says, inside the time the desk did not hear the
// device, in order. Never before the table's last entry nor after now (the clock keeps that).
Refusal HallProtocol::press(HallPeer& p, TableNo table, const QJsonObject& m, QJsonObject* ack) {
    const QString id = m.value(QStringLiteral("id")).toString();
    const auto side = parseSide(m.value(QStringLiteral("side")));
    const GameClock& clock = clocks_->scheduler()->clock(table);
    const bool offlinePress = m.value(QStringLiteral("queued")).toBool();
    qint64 at = m.value(QStringLiteral("at")).toInteger(clocks_->now().count());
    const qint64 said = at;
    if (!offlinePress) {
        at = std::max(at, p.silentSinceHall - kOnlineLateMs);
    } else {
        if (p.queuedFloor)
            at = std::max(at, *p.queuedFloor);
        at = std::clamp(at, p.lastQueuedAt, std::max(p.lastQueuedAt, p.helloAtHall));
        p.lastQueuedAt = at;
    }
    bool duplicate = false;
    Refusal refused;
    if (clocks_->pressApplied(table, id))
        duplicate = true; // sent again (its answer was lost): applied once, acknowledged
    else if (!side)
        refused = Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "a press needs the side that moved (B or W)")));
    else if (clock.state() == GameClock::State::Running && *side != clock.toMove()) {
        refused.kind = Refusal::Kind::Refused; // a tap on the wrong half, or a stale device
        refused.problem = *side == Side::Black
                              ? Problem(QT_TRANSLATE_NOOP("tengen", "it is not Black's turn"))
                              : Problem(QT_TRANSLATE_NOOP("tengen", "it is not White's turn"));
    } else
        refused = clocks_->pressFromDevice(table, Millis(at), id, &duplicate);
    if (refused.done() && !duplicate) {
        ++pressesApplied_;
        // Said only of a press placed (#45: a kept press sent again, applied before at its own
        // time, was logged as placed elsewhere), at the time the journal keeps.
        if (offlinePress && at != said)
            qCInfo(lcHall).noquote()
                << "table" << table.value() << ": a kept press said" << said << "placed at"
                << clocks_->scheduler()->lastEntryAt(table.value()).count()
                << "(what the desk observed of device" << p.device << ")";
    }
    ack->insert(QStringLiteral("applied"), refused.done() && !duplicate);
    ack->insert(QStringLiteral("duplicate"), duplicate);
    return refused;
}

// Entered at the table: both players review it (复核) and confirm it (确认).
Refusal HallProtocol::result(TableNo table, const QJsonObject& m) {
    const auto result = parseResultWord(m.value(QStringLiteral("result")).toString());
    if (!result)
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
            "tengen", "a result is black-wins, white-wins, jigo, both-lose or both-win")));
    tables_.claimResult(table, *result);
    return {};
}

// A confirmation names the result it confirms (the page sends the one it shows).
Refusal HallProtocol::confirm(HallPeer& p, TableNo table, const QJsonObject& m) {
    const auto side = parseSide(m.value(QStringLiteral("side")));
    if (!side) // said "there is no result to confirm" while one waited
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "a confirmation needs the side (B or W)")));
    const QString named = m.value(QStringLiteral("result")).toString();
    const ThreadLanguage language(p.language); // a refusal by the round, kept for the referee
    return tables_.confirmResult(
        table, *side, named.isEmpty() ? std::nullopt : parseResultWord(named), !named.isEmpty(),
        QStringLiteral("confirmed at the table by both players (device %1)").arg(p.device));
}

} // namespace tengen
