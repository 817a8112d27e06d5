// The hall protocol's words (docs/hall-protocol.md): sides, clock states and results as the
// devices name them, the tag a device is known by at its table, and the clock, its time control
// and the calls of a byo-yomi period as JSON for a device that reckons alone while offline.
#include "hall_protocol_parts.h"

#include "clock/voice.h"
#include "tournament/result_codec.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>

#include <string>
#include <vector>

namespace tengen::hall_parts {

using namespace tengen::clock;

namespace {

QJsonArray keysJson(const std::vector<std::string>& keys) {
    QJsonArray a;
    for (const std::string& k : keys)
        a.append(QString::fromStdString(k));
    return a;
}

} // namespace

Refusal roundOver(int round) {
    return Refusal::invalid(
        Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is over at this desk: join with the code of "
                                            "the new round"),
                std::to_string(round)));
}

QString sideId(Side s) {
    return s == Side::Black ? QStringLiteral("B") : QStringLiteral("W");
}

std::optional<Side> parseSide(const QJsonValue& v) {
    if (v.toString() == QLatin1String("B"))
        return Side::Black;
    if (v.toString() == QLatin1String("W"))
        return Side::White;
    return std::nullopt;
}

QString stateId(GameClock::State s) {
    switch (s) {
    case GameClock::State::NotStarted:
        return QStringLiteral("not-started");
    case GameClock::State::Running:
        return QStringLiteral("running");
    case GameClock::State::Paused:
        return QStringLiteral("paused");
    case GameClock::State::Sealed:
        return QStringLiteral("sealed");
    case GameClock::State::Flagged:
        return QStringLiteral("flagged");
    case GameClock::State::Finished:
        return QStringLiteral("finished");
    }
    return {};
}

// A result in the protocol's words (docs/hall-protocol.md §8), and nothing else: a "1" is no
// word of the protocol (the file's "both win", the desk's "White wins") and is refused.
QString resultWord(GameResult r) {
    return QString::fromLatin1(encodeResult(r, ResultVocabulary::Hall).data());
}

std::optional<GameResult> parseResultWord(const QString& text) {
    return decodeResult(text.toStdString(), ResultVocabulary::Hall);
}

// What the devices at a table are told of the one that holds its clock: a tag made from its id
// with the hall's secret, never the id itself. The id is what a device proves itself with when
// it reconnects; a state that named it let a second phone at the table say it was the holder
// and press, enter and confirm a result as it (#30). Each device is told its own tag in its
// welcome, so the page still knows whether it holds the clock.
QString deviceTag(const QString& secret, const QString& device) {
    if (device.isEmpty())
        return {};
    return QString::fromLatin1(QMessageAuthenticationCode::hash("device:" + device.toUtf8(),
                                                                secret.toUtf8(),
                                                                QCryptographicHash::Sha256)
                                   .toHex()
                                   .left(16));
}

QJsonObject sideJson(const SideState& s) {
    return {{QStringLiteral("main"), static_cast<qint64>(s.main.count())},
            {QStringLiteral("periods"), s.periods},
            {QStringLiteral("stones"), s.stones},
            {QStringLiteral("block"), static_cast<qint64>(s.block.count())}};
}

QJsonObject controlJson(const Control& c) {
    return {{QStringLiteral("system"), QString::fromUtf8(timeSystemId(c.system).data())},
            {QStringLiteral("main"), static_cast<qint64>(c.main.count())},
            {QStringLiteral("period"), static_cast<qint64>(c.period.count())},
            {QStringLiteral("periods"), c.periods},
            {QStringLiteral("stones"), c.stones},
            {QStringLiteral("increment"), static_cast<qint64>(c.increment.count())},
            {QStringLiteral("cap"), c.cap ? static_cast<qint64>(c.cap->count()) : qint64(0)},
            {QStringLiteral("delay"), static_cast<qint64>(c.delay.count())}};
}

// The calls of a byo-yomi period, for a device that reckons its clock alone while offline:
// offsets from the period's start (ms), and what is said at a period's end with `left` periods
// to come and when the main time ends with `left` periods.
QJsonObject callsJson(const Control& c, const std::optional<CallingSchedule>& schedule) {
    if (!schedule)
        return {};
    auto phrases = [](const std::vector<ScheduledPhrase>& list) {
        QJsonArray a;
        for (const ScheduledPhrase& p : list)
            a.append(QJsonObject{{QStringLiteral("at"), static_cast<qint64>(p.offset.count())},
                                 {QStringLiteral("keys"), keysJson(p.keys)}});
        return a;
    };
    QJsonObject periodEnd, mainEnd;
    for (int left = 0; left <= c.periods; ++left) {
        periodEnd.insert(QString::number(left), keysJson(periodEndKeys(c.period, left)));
        mainEnd.insert(QString::number(left), keysJson(mainTimeEndKeys(c.period, left)));
    }
    return {{QStringLiteral("ordinary"), phrases(schedule->ordinary)},
            {QStringLiteral("last"), phrases(schedule->last)},
            {QStringLiteral("periodEnd"), periodEnd},
            {QStringLiteral("mainEnd"), mainEnd}};
}

// What falls due in the running turn, in the hall's time: the device counts to each (and speaks
// the calls) against its estimate of the desk's clock.
QJsonArray eventsJson(const HallScheduler& hall, TableNo table, Millis now) {
    const GameClock& clock = hall.clock(table);
    const Millis base = clock.turnStartedAt() + clock.pausedInTurn();
    QJsonArray events;
    for (const TurnEvent& e : hall.turnEvents(table)) {
        const Millis at = base + e.offset;
        if (at < now - Millis(1000))
            continue;
        events.append(
            QJsonObject{{QStringLiteral("at"), static_cast<qint64>(at.count())},
                        {QStringLiteral("kind"), QString::fromUtf8(eventName(e.kind).data())},
                        {QStringLiteral("left"), e.periodsLeft},
                        {QStringLiteral("keys"), keysJson(e.keys)}});
    }
    return events;
}

} // namespace tengen::hall_parts
