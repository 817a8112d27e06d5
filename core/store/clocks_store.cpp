// The clocks aggregate of the tournament file: the halls of referee clocks, their journal (for
// crash recovery and time disputes) and the event's calling schedules.
#include "connection.h"
#include "sql_support.h"
#include "tournament_file.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QPasswordDigestor>
#include <QUuid>

namespace tengen::store {

using namespace detail;

namespace {
// An empty text, never NULL, for the journal's NOT NULL columns.
QString text(const QString& s) {
    return s.isNull() ? QString(QLatin1String("")) : s;
}
} // namespace

qint64 Clocks::startHall(const QString& control, int tables, int round) {
    Transaction tx(c_);
    const qint64 hall =
        scalar(c_.db(),
               QStringLiteral("INSERT INTO clock_hall (control, tables, created_at, round)"
                              " VALUES (?, ?, ?, ?) RETURNING id"),
               {control, tables, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
                std::max(0, round)})
            .toLongLong();
    c_.journal(QStringLiteral("clocks.start"),
               round > 0
                   ? QStringLiteral("round %1, %2 tables, %3").arg(round).arg(tables).arg(control)
                   : QStringLiteral("%1 tables, %2").arg(tables).arg(control));
    tx.touch(Aggregate::Clocks);
    tx.commit();
    return hall;
}

std::optional<ClockHallRecord> Clocks::latestHall() const {
    QSqlQuery row = run(
        c_.db(), QStringLiteral(
                     "SELECT id, control, tables, round FROM clock_hall ORDER BY id DESC LIMIT 1"));
    if (!row.next())
        return std::nullopt;
    return ClockHallRecord{row.value(0).toLongLong(), row.value(1).toString(), row.value(2).toInt(),
                           row.value(3).toInt()};
}

void Clocks::append(qint64 hallId, const std::vector<ClockEventRecord>& events, int waitMs) {
    if (events.empty())
        return;
    // A shorter wait for this one transaction, the usual one again afterwards.
    struct Wait {
        Connection& c;
        bool changed;
        Wait(Connection& connection, int ms) : c(connection), changed(ms >= 0) {
            if (changed)
                c.setWait(ms);
        }
        ~Wait() {
            if (changed)
                c.setWait(busyTimeoutMs());
        }
    } wait(c_, waitMs);
    Transaction tx(c_);
    Statement insert(c_.db(), QStringLiteral("INSERT INTO clock_event (hall_id, table_number, kind,"
                                             " steady_ms, wall, side, delta_ms, reason)"
                                             " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const ClockEventRecord& e : events)
        insert.exec({QVariant(hallId), e.table, e.kind, QVariant(e.steadyMs), text(e.wall),
                     e.side.isNull() ? QStringLiteral("") : QString(e.side), QVariant(e.deltaMs),
                     text(e.reason)});
    tx.touch(Aggregate::Clocks);
    tx.commit();
}

std::vector<ClockEventRecord> Clocks::events(qint64 hallId) const {
    QSqlQuery rows =
        run(c_.db(),
            QStringLiteral("SELECT table_number, kind, steady_ms, wall, side, delta_ms, reason"
                           " FROM clock_event WHERE hall_id = ? ORDER BY id"),
            {QVariant(hallId)});
    std::vector<ClockEventRecord> out;
    while (rows.next()) {
        ClockEventRecord e;
        e.table = rows.value(0).toInt();
        e.kind = rows.value(1).toString();
        e.steadyMs = rows.value(2).toLongLong();
        e.wall = rows.value(3).toString();
        const QString side = rows.value(4).toString();
        e.side = side.isEmpty() ? QChar() : side.at(0);
        e.deltaMs = rows.value(5).toLongLong();
        e.reason = rows.value(6).toString();
        out.push_back(e);
    }
    return out;
}

void Clocks::setSchedule(qint64 periodMs, const QString& text) {
    Transaction tx(c_);
    if (text.trimmed().isEmpty())
        run(c_.db(), QStringLiteral("DELETE FROM clock_schedule WHERE period_ms = ?"), {periodMs});
    else
        run(c_.db(),
            QStringLiteral("INSERT INTO clock_schedule (period_ms, text) VALUES (?, ?)"
                           " ON CONFLICT(period_ms) DO UPDATE SET text = excluded.text"),
            {periodMs, text});
    c_.journal(
        QStringLiteral("clocks.schedule"),
        QStringLiteral("%1 s periods: %2")
            .arg(periodMs / 1000)
            .arg(text.trimmed().isEmpty() ? QStringLiteral("default") : QStringLiteral("edited")));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

std::optional<QString> Clocks::schedule(qint64 periodMs) const {
    QSqlQuery row = run(
        c_.db(), QStringLiteral("SELECT text FROM clock_schedule WHERE period_ms = ?"), {periodMs});
    if (!row.next())
        return std::nullopt;
    return row.value(0).toString();
}

QString Clocks::hallSecret() const {
    return scalar(c_.db(), QStringLiteral("SELECT secret FROM hall_config WHERE id = 1"))
        .toString();
}

namespace {
// The referee PIN's hash: PBKDF2-HMAC-SHA256 with the file's salt, so that each of a 4-digit
// PIN's 10,000 values costs `kPinRounds` hashes to try (a plain salted SHA-256 fell to 10^4
// tries at once). Written "pbkdf2-sha256$ROUNDS$HEX"; a hash of the older form (plain hex) is
// still checked as it was made.
constexpr int kPinRounds = 50000;
const QString kPinScheme = QStringLiteral("pbkdf2-sha256$");

QString pinHash(const QString& salt, const QString& pin, int rounds = kPinRounds) {
    const QByteArray key = QPasswordDigestor::deriveKeyPbkdf2(
        QCryptographicHash::Sha256, pin.toUtf8(), salt.toUtf8(), rounds, 32);
    return kPinScheme + QString::number(rounds) + QLatin1Char('$') +
           QString::fromLatin1(key.toHex());
}

bool pinMatches(const QString& salt, const QString& pin, const QString& stored) {
    if (!stored.startsWith(kPinScheme))
        return QString::fromLatin1(
                   QCryptographicHash::hash((salt + QLatin1Char(':') + pin).toUtf8(),
                                            QCryptographicHash::Sha256)
                       .toHex()) == stored;
    bool ok = false;
    const int rounds = stored.section(QLatin1Char('$'), 1, 1).toInt(&ok);
    return ok && rounds > 0 && rounds <= 10'000'000 && pinHash(salt, pin, rounds) == stored;
}
} // namespace

void Clocks::setRefereePin(const QString& pin) {
    Transaction tx(c_);
    const QString salt =
        pin.isEmpty() ? QString() : QString::fromLatin1(QUuid::createUuid().toRfc4122().toHex());
    run(c_.db(), QStringLiteral("UPDATE hall_config SET pin_salt = ?, pin_hash = ? WHERE id = 1"),
        {text(salt), pin.isEmpty() ? QStringLiteral("") : pinHash(salt, pin)});
    c_.journal(QStringLiteral("hall.pin"),
               pin.isEmpty() ? QStringLiteral("removed") : QStringLiteral("set"));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

void Clocks::setHallUrl(const QString& url) {
    Transaction tx(c_);
    if (hallUrl() == url)
        return; // unchanged: nothing written
    run(c_.db(), QStringLiteral("UPDATE hall_config SET url = ? WHERE id = 1"), {text(url)});
    c_.journal(QStringLiteral("hall.url"), url);
    tx.touch(Aggregate::Settings);
    tx.commit();
}

QString Clocks::hallUrl() const {
    return scalar(c_.db(), QStringLiteral("SELECT url FROM hall_config WHERE id = 1")).toString();
}

bool Clocks::refereePinSet() const {
    return !scalar(c_.db(), QStringLiteral("SELECT pin_hash FROM hall_config WHERE id = 1"))
                .toString()
                .isEmpty();
}

bool Clocks::refereePinMatches(const QString& pin) const {
    QSqlQuery row =
        run(c_.db(), QStringLiteral("SELECT pin_salt, pin_hash FROM hall_config WHERE id = 1"));
    if (!row.next() || row.value(1).toString().isEmpty() || pin.isEmpty())
        return false;
    const QString stored = row.value(1).toString();
    if (pin == matchedPin_ && stored == matchedHash_)
        return true;
    if (!pinMatches(row.value(0).toString(), pin, stored))
        return false;
    matchedPin_ = pin;
    matchedHash_ = stored;
    return true;
}

void Clocks::setDeviceGoneGraceMs(int ms) {
    Transaction tx(c_);
    if (deviceGoneGraceMs() == ms)
        return;
    if (ms < 0 || ms > 600000)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "the grace before a table whose "
                                                             "device is gone is paused must be "
                                                             "0 to 600 s")));
    run(c_.db(), QStringLiteral("UPDATE hall_config SET device_gone_grace_ms = ? WHERE id = 1"),
        {ms});
    c_.journal(QStringLiteral("hall.device_gone_grace"), QString::number(ms));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

int Clocks::deviceGoneGraceMs() const {
    return scalar(c_.db(),
                  QStringLiteral("SELECT device_gone_grace_ms FROM hall_config WHERE id = 1"))
        .toInt();
}

namespace {
std::optional<HallLeaseRecord> readLease(QSqlDatabase db) {
    QSqlQuery row =
        run(db, QStringLiteral("SELECT holder, host, pid, until_ms FROM hall_lease WHERE id = 1"));
    if (!row.next())
        return std::nullopt;
    return HallLeaseRecord{row.value(0).toString(), row.value(1).toString(),
                           row.value(2).toLongLong(), row.value(3).toLongLong()};
}
} // namespace

std::optional<HallLeaseRecord> Clocks::takeHallLease(const HallLeaseRecord& me, qint64 nowMs,
                                                     const std::function<bool(qint64 pid)>& alive) {
    Transaction tx(c_);
    if (const std::optional<HallLeaseRecord> held = readLease(c_.db());
        held && held->holder != me.holder && held->untilMs >= nowMs &&
        (held->host != me.host || !alive || alive(held->pid)))
        return held;
    run(c_.db(), QStringLiteral("DELETE FROM hall_lease"));
    run(c_.db(),
        QStringLiteral("INSERT INTO hall_lease (id, holder, host, pid, until_ms) VALUES "
                       "(1, ?, ?, ?, ?)"),
        {text(me.holder), text(me.host), me.pid, me.untilMs});
    tx.commit();
    return std::nullopt;
}

std::optional<HallLeaseRecord> Clocks::hallLease() const {
    return readLease(c_.db());
}

void Clocks::releaseHallLease(const QString& holder) {
    Transaction tx(c_);
    run(c_.db(), QStringLiteral("DELETE FROM hall_lease WHERE holder = ?"), {text(holder)});
    tx.commit();
}

} // namespace tengen::store
