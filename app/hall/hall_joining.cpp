// Joining a table (docs/hall-protocol.md): a device's hello in its language, the join code it
// gives (wrong codes from one address counted and refused), and the welcome that tells it the
// table's clock, its time control and the calls it speaks while offline.
#include "hall_protocol.h"

#include "hall_protocol_parts.h"

#include "actions/join_codes.h"
#include "common/translations.h"

#include <QJsonArray>

namespace tengen {

using namespace tengen::clock;
using namespace hall_parts;

void HallProtocol::hello(HallPeer& p, const QJsonObject& m) {
    const QString language = m.value(QStringLiteral("lang")).toString();
    if (hallLanguages().contains(language))
        p.language = language;
    std::optional<TableNo> table;
    if (codeRefused(p, m.value(QStringLiteral("code")).toString(), &table))
        return;
    QString device = m.value(QStringLiteral("device")).toString().left(64);
    if (device.isEmpty()) // a device without an id is one of its own
        device = QStringLiteral("conn-%1").arg(quintptr(&p), 0, 16);
    join(p, *table, device, m.value(QStringLiteral("queued")).toInt(),
         m.value(QStringLiteral("counting")).toBool());
    warmClips(p.language);
    send(p, welcome(p, *table));
}

// The join code checked: true when it is refused (and answered, or the connection closed).
// Wrong codes are counted by connection (a sixth closes it) and by address: thirty in a minute
// from one address, and it joins nothing for the minute (a new connection for each five tries
// counted nothing before).
bool HallProtocol::codeRefused(HallPeer& p, const QString& code, std::optional<TableNo>* table) {
    const qint64 now = uptime();
    std::deque<qint64>& wrongCodes = recentFailures(QStringLiteral("j:") + p.address, now);
    if (wrongCodes.size() >= kCodeTriesPerAddress) {
        refuse(p, QStringLiteral("hello"),
               Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                   "tengen", "too many wrong join codes from this address: try again in a "
                             "minute"))));
        return true;
    }
    attemptRead([&] {
        if (clocks_->file() && clocks_->round() > 0)
            *table =
                tableOfJoinCode(secret(), RoundNo{clocks_->round()}, clocks_->tableCount(), code);
    });
    if (*table)
        return false;
    wrongCodes.push_back(now);
    if (mayLog())
        qCInfo(lcHall).noquote() << "refused" << p.label << ": join code"
                                 << code.left(16).toHtmlEscaped();
    if (++p.failedJoins > maxFailedJoins_) { // someone trying codes
        link_->close(p, QWebSocketProtocol::CloseCodePolicyViolated,
                     QStringLiteral("too many wrong join codes"));
        return true;
    }
    refuse(p, QStringLiteral("hello"),
           Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a table of this "
                                                                "round: look at the code on the "
                                                                "result sheet again"),
                                    code.left(16).toStdString())));
    return true;
}

// The device is at `table` now (it may have been at another, or been another device, on this
// connection). Presses it kept while offline come next; until it says they are in, the table's
// flag waits for them.
void HallProtocol::join(HallPeer& p, TableNo table, const QString& device, int queued,
                        bool counting) {
    const int previousTable = p.table;
    const QString previousDevice = p.device;
    const bool wasHere = previousTable > 0 && p.round == tables_.round();
    p.table = table.value();
    p.round = clocks_->round();
    p.device = device;
    // Joined before it leaves: a table is never without a device in between.
    if (!wasHere || previousTable != p.table || previousDevice != device)
        tables_.joined(table, device);
    if (wasHere && (previousTable != p.table || previousDevice != device))
        tables_.left(TableNo{previousTable}, previousDevice);
    p.replayAllowance = std::clamp(queued, 0, 10000);
    p.helloAtHall = clocks_->now().count();
    p.lastQueuedAt = 0;
    const std::optional<qint64> heard =
        tables_.hello(table, device, queued, p.helloAtHall, counting);
    p.queuedFloor = heard ? std::optional<qint64>(*heard - kOnlineLateMs) : std::nullopt;
}

QJsonObject HallProtocol::welcome(const HallPeer& p, TableNo table) const {
    const TableSeats seats = clocks_->seats(table);
    const GameClock& clock = clocks_->scheduler()->clock(table);
    return {{QStringLiteral("type"), QStringLiteral("welcome")},
            {QStringLiteral("table"), p.table},
            {QStringLiteral("round"), clocks_->round()},
            {QStringLiteral("black"), seats.black},
            {QStringLiteral("white"), seats.white},
            {QStringLiteral("control"), controlJson(clock.control())},
            {QStringLiteral("calls"),
             callsJson(clock.control(), clocks_->scheduler()->scheduleFor(clock.control()))},
            {QStringLiteral("spec"), clocks_->spec()},
            {QStringLiteral("lang"), p.language},
            {QStringLiteral("now"), static_cast<qint64>(clocks_->now().count())},
            {QStringLiteral("device"), deviceTag(secret(), p.device)},
            {QStringLiteral("state"), stateOf(table)}};
}

} // namespace tengen
