// The referee at a table's device (docs/hall-protocol.md): the PIN checked (wrong ones counted
// for the device and its address), then the referee's action on the table — a clock adjusted,
// a result accepted or dismissed.
#include "hall_protocol.h"

#include "hall_protocol_parts.h"
#include "store/tournament_file.h"

#include <QJsonArray>
#include <cmath>

namespace tengen {

using namespace tengen::clock;
using namespace hall_parts;

void HallProtocol::referee(HallPeer& p, const QJsonObject& m) {
    const TableNo table{p.table};
    const QString id = m.value(QStringLiteral("id")).toString().left(64);
    Refusal refused = refereeCheck(p, m);
    if (refused.done())
        refused = refereeAction(p, table, m);
    emit tables_.linkChanged(table.value());
    if (!refused.done()) {
        refuse(p, id, refused, true);
        return;
    }
    reply(p, {{QStringLiteral("type"), QStringLiteral("ack")}, {QStringLiteral("id"), id}});
    sendState(table.value());
}

// The referee's PIN. Wrong PINs shut the door for a minute: after five from one device, or twenty
// from one address (a device that changes its id each time). Only there: the other tables'
// phones, where a referee may be standing, and the desk are never locked out by someone guessing.
Refusal HallProtocol::refereeCheck(HallPeer& p, const QJsonObject& m) {
    store::TournamentFile* file = clocks_->file();
    const qint64 now = uptime();
    const QString deviceKey = QStringLiteral("d:") + p.device; // never empty once joined
    const QString addressKey = QStringLiteral("a:") + p.address;
    const bool locked = recentFailures(deviceKey, now).size() >= kPinTriesPerDevice ||
                        recentFailures(addressKey, now).size() >= kPinTriesPerAddress;
    bool pinSet = false, pinOk = false;
    attemptRead([&] {
        pinSet = file && file->clocks().refereePinSet();
        pinOk = !locked && pinSet &&
                file->clocks().refereePinMatches(m.value(QStringLiteral("pin")).toString());
    });
    if (!pinOk && !locked && pinSet) {
        failures_[deviceKey].push_back(now);
        failures_[addressKey].push_back(now);
        qCInfo(lcHall).noquote() << "wrong referee PIN from" << p.label << "at table" << p.table;
        if (p.table > 0 && p.round == tables_.round())
            tables_.wrongPin(TableNo{p.table},
                             failures_[deviceKey].size() >= kPinTriesPerDevice ||
                                 failures_[addressKey].size() >= kPinTriesPerAddress);
    }
    Refusal refused;
    refused.kind = Refusal::Kind::Refused;
    if (locked)
        refused.problem = Problem(QT_TRANSLATE_NOOP(
            "tengen", "too many wrong referee PINs: try again in a minute, or act at the desk"));
    else if (!pinSet)
        refused.problem = Problem(QT_TRANSLATE_NOOP(
            "tengen", "a referee's action needs the referee's PIN (set at the desk)"));
    else if (!pinOk)
        refused.problem = Problem(QT_TRANSLATE_NOOP("tengen", "wrong referee PIN"));
    else
        return {};
    return refused;
}

Refusal HallProtocol::refereeAction(HallPeer& p, TableNo table, const QJsonObject& m) {
    const QString action = m.value(QStringLiteral("action")).toString();
    if (action == QLatin1String("resume"))
        return tables_.resume(table);
    if (action == QLatin1String("undo"))
        return clocks_->act(table, JournalKind::UndoPress);
    if (action == QLatin1String("take-over")) {
        tables_.moveClock(table, p.device);
        return {};
    }
    if (action == QLatin1String("unflag"))
        return clocks_->unflag(table, m.value(QStringLiteral("reason")).toString());
    if (action == QLatin1String("accept-result"))
        return tables_.acceptResult(
            table, m.value(QStringLiteral("reason")).toString().left(200),
            QStringLiteral("a referee at table %1 (device %2)").arg(table.value()).arg(p.device));
    if (action != QLatin1String("adjust"))
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "unknown message '%1'"),
                                        action.left(32).toStdString()));
    // Each field checked for what it is, and named when it is not: a delta that is not a whole
    // number of milliseconds was read as 0 and journalled as "+0 s".
    const auto side = parseSide(m.value(QStringLiteral("side")));
    const QJsonValue deltaValue = m.value(QStringLiteral("delta"));
    const double delta = deltaValue.toDouble();
    const QJsonValue reasonValue = m.value(QStringLiteral("reason"));
    const QString reason = reasonValue.toString().trimmed().left(200);
    const QJsonValue confirmed = m.value(QStringLiteral("confirmed"));
    if (!side)
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "an adjustment needs the side (B or W)")));
    if (!deltaValue.isDouble() || delta != std::floor(delta) ||
        std::abs(delta) > static_cast<double>(clock::kMaxAdjustment.count()))
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
            "tengen", "delta: a whole number of milliseconds, at most 10 hours either way")));
    if (!reasonValue.isString() || reason.isEmpty())
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "reason: a time adjustment needs a reason")));
    if (!confirmed.isUndefined() && !confirmed.isBool())
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "confirmed: true or false")));
    return clocks_->adjust(table, *side, Millis(static_cast<qint64>(delta)), reason,
                           confirmed.toBool());
}

} // namespace tengen
