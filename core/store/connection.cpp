// The connection every aggregate of a tournament file shares: write transactions that wait for
// the lock, read snapshots, revisions and the journal. docs/shared-file.md explains each rule.
#include "connection.h"

#include "open_files.h"
#include "sql_support.h"

#include <QAbstractEventDispatcher>
#include <QDateTime>
#include <QFileInfo>
#include <QSqlDriver>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <iterator>

namespace tengen::store {

using namespace detail;

Connection::Connection(QString path, QString name, Backend backend,
                       std::function<void(QSqlDatabase)> setUp)
    : path_(std::move(path)), name_(std::move(name)), backend_(backend), setUp_(std::move(setUp)) {
    if (backend_ == Backend::Sqlite)
        registryKey_ = registerOpenFile(path_);
    if (setUp_)
        setUp_(db());
}

Connection::~Connection() {
    // A short-lived program (tengen-cli) whose last checkpoint a reader held back: a moment's
    // retries before it goes, so that the file itself holds what it confirmed (readers are
    // short; at most a second).
    for (int attempt = 0; checkpointBehind_ && attempt < 50; ++attempt) {
        QThread::msleep(20);
        keepFileCurrent();
    }
    retry_.reset();
    heardLater_.reset();
    closeConnection(name_);
    if (!registryKey_.isEmpty())
        unregisterOpenFile(registryKey_);
}

void Connection::setWait(int ms) {
    if (backend_ == Backend::Sqlite)
        QSqlQuery(db()).exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(ms));
    else
        QSqlQuery(db()).exec(QStringLiteral("SET lock_timeout = %1").arg(ms));
}

bool Connection::reconnect() {
    if (backend_ == Backend::Sqlite)
        return true;
    QSqlDatabase d = QSqlDatabase::database(name_, false);
    if (d.isOpen() && QSqlQuery(d).exec(QStringLiteral("SELECT 1")))
        return true;
    d.close();
    return db().isOpen(); // db() opens it again
}

QSqlDatabase Connection::db() const {
    QSqlDatabase d = QSqlDatabase::database(name_, false);
    // A server connection closed by a lost connection (detail::run closes it) is opened again
    // at the next use between transactions; inside one, the transaction fails as it must.
    if (backend_ == Backend::Postgres && !d.isOpen() && !writing_ && snapshotDepth_ == 0 &&
        d.open()) {
        try {
            if (setUp_)
                setUp_(d);
            if (onChange_) // a new session listens to nothing yet
                const_cast<Connection*>(this)->subscribe(d);
            qCInfo(storeLog) << "reconnected to" << path_;
        } catch (const StoreError&) {
            d.close();
        }
    }
    return d;
}

bool Connection::listen(std::function<void()> onChange) {
    if (backend_ != Backend::Postgres || channel_.isEmpty())
        return false;
    const bool first = !onChange_;
    onChange_ = std::move(onChange);
    QSqlDatabase d = db();
    if (first)
        QObject::connect(
            d.driver(),
            qOverload<const QString&, QSqlDriver::NotificationSource, const QVariant&>(
                &QSqlDriver::notification),
            d.driver(),
            [this](const QString& channel, QSqlDriver::NotificationSource source, const QVariant&) {
                // What this connection committed is shown already.
                if (channel == channel_ && source != QSqlDriver::SelfSource && onChange_)
                    heard();
            });
    return subscribe(d);
}

void Connection::heard() {
    // Any session may NOTIFY on any channel (PostgreSQL asks for no privilege, and the channel
    // is the schema's name): a viewer's flood of announcements made a desk or the live page
    // look again for each, most of a core per listener. The first after a quiet moment is
    // passed on at once (another desk's change shows without delay); those that follow within
    // the interval make one look at its end, so the last change is never missed.
    constexpr qint64 kEveryMs = 50;
    if (!lastHeard_.isValid() || lastHeard_.elapsed() >= kEveryMs) {
        if (heardLater_)
            heardLater_->stop(); // a late timer's look is this one
        lastHeard_.start();
        onChange_();
        return;
    }
    if (!heardLater_) {
        heardLater_ = std::make_unique<QTimer>();
        heardLater_->setSingleShot(true);
        QObject::connect(heardLater_.get(), &QTimer::timeout, [this] {
            lastHeard_.start();
            if (onChange_)
                onChange_();
        });
    }
    if (!heardLater_->isActive())
        heardLater_->start(static_cast<int>(std::max<qint64>(0, kEveryMs - lastHeard_.elapsed())));
}

bool Connection::subscribe(QSqlDatabase d) {
    if (!d.isOpen() || d.driver()->subscribedToNotifications().contains(channel_))
        return d.isOpen();
    if (!d.driver()->subscribeToNotification(channel_)) {
        qCWarning(storeLog) << "cannot listen for changes:" << d.driver()->lastError().text();
        return false;
    }
    return true;
}

void Connection::keepFileCurrent() {
    if (backend_ != Backend::Sqlite || writing_ || snapshotDepth_ > 0 || isReadOnly())
        return;
    // PASSIVE: copies what no reader still needs from the log and returns at once; a reader in
    // the middle of an older snapshot only delays the rest to the next try. Result row:
    // (1 if blocked, frames in the log, frames copied into the file).
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")) || !q.next()) {
        checkpointBehind_ = true;
        return;
    }
    checkpointBehind_ =
        q.value(0).toInt() != 0 || q.value(2).toLongLong() < q.value(1).toLongLong();
    q.finish();
    // Where an event loop runs (the desk, the hall, serve), tried again shortly until done,
    // whether or not anything else happens meanwhile.
    if (checkpointBehind_ && QAbstractEventDispatcher::instance()) {
        if (!retry_) {
            retry_ = std::make_unique<QTimer>();
            retry_->setInterval(100);
            QObject::connect(retry_.get(), &QTimer::timeout, [this] { keepFileCurrent(); });
        }
        retry_->start();
    } else if (retry_) {
        retry_->stop();
    }
}

bool Connection::changedElsewhere() {
    if (checkpointBehind_)
        keepFileCurrent();
    QSqlQuery query(db());
    // A read that fails (a busy disk, a server away) says nothing changed; the next call
    // compares with the version last read, so no change is missed.
    const QString sql =
        backend_ == Backend::Sqlite
            ? QStringLiteral("PRAGMA data_version")
            : QStringLiteral(
                  "SELECT coalesce(sum(value), 0) FROM meta WHERE key LIKE 'revision.%'");
    if (!query.exec(sql) || !query.next()) {
        if (backend_ == Backend::Postgres && !writing_ && snapshotDepth_ == 0)
            reconnect();
        return false;
    }
    const qint64 now = query.value(0).toLongLong();
    query.finish(); // a statement left open is a read that would hold the checkpoint back
    const bool changed = dataVersion_ >= 0 && now != dataVersion_;
    dataVersion_ = now;
    // Another program's commit whose own checkpoint a reader held back (and which may have
    // ended since): any connection that may write copies the whole log.
    if (changed && backend_ == Backend::Sqlite)
        keepFileCurrent();
    return changed;
}

Revisions Connection::revisions() const {
    qint64 value[4] = {0, 0, 0, 0};
    QSqlQuery rows =
        run(db(), QStringLiteral("SELECT key, value FROM meta WHERE key LIKE 'revision.%'"));
    while (rows.next())
        for (int a = 0; a < 4; ++a)
            if (rows.value(0).toString() == QLatin1String(kRevisionKeys[a]))
                value[a] = rows.value(1).toLongLong();
    return Revisions{
        value[static_cast<int>(Aggregate::Settings)], value[static_cast<int>(Aggregate::Players)],
        value[static_cast<int>(Aggregate::Rounds)], value[static_cast<int>(Aggregate::Clocks)]};
}

void Connection::journal(const QString& action, const QString& detail) {
    run(db(), QStringLiteral("INSERT INTO journal (at, who, action, detail) VALUES (?, ?, ?, ?)"),
        {QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), deskName(), action, detail});
}

void Connection::journal(const QString& action, const QStringList& details) {
    const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    const QString who = deskName();
    constexpr qsizetype kAtOnce = 64; // rows a statement: 256 values, under every driver's limit
    qsizetype done = 0;
    const QString insert = QStringLiteral("INSERT INTO journal (at, who, action, detail) VALUES ");
    const QString row = QStringLiteral("(?, ?, ?, ?)");
    if (details.size() >= kAtOnce) {
        Statement many(db(), insert + QStringList(kAtOnce, row).join(QLatin1Char(',')));
        for (; done + kAtOnce <= details.size(); done += kAtOnce) {
            QVariantList values;
            values.reserve(4 * kAtOnce);
            for (qsizetype k = done; k < done + kAtOnce; ++k)
                values << at << who << action << details[k];
            many.exec(values);
        }
    }
    for (; done < details.size(); ++done)
        journal(action, details[done]);
}

Transaction::Transaction(Connection& c) : c_(c) {
    if (c_.isReadOnly())
        throw StoreError::translated(c_.readOnlyReason_, StoreError::Kind::ReadOnly);
    if (c_.snapshotDepth_ > 0)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1: a change was started while the file was being "
                                                "read (an internal error). Nothing was changed."),
                    problemArg(QFileInfo(c_.path_).fileName())),
            StoreError::Kind::Invalid);
    if (c_.writing_) {
        // Inside writeTransaction: a savepoint, so that a change that fails inside is undone
        // alone even if the caller goes on.
        savepoint_ = QStringLiteral("change_%1").arg(++c_.savepoints_);
        run(c_.db(), QStringLiteral("SAVEPOINT ") + savepoint_);
        return;
    }
    if (c_.backend_ == Backend::Sqlite) {
        run(c_.db(), QStringLiteral("BEGIN IMMEDIATE"));
    } else {
        // One writer at a time per tournament, as SQLite's write lock: every read inside sees
        // the latest state (READ COMMITTED, after the lock), and the checks of what a change
        // is based on hold until it commits. The wait is the connection's lock_timeout.
        if (!QSqlQuery(c_.db()).exec(QStringLiteral("BEGIN"))) {
            c_.reconnect(); // the server was away: once more, on a new connection
            run(c_.db(), QStringLiteral("BEGIN"));
        }
        try {
            // The lock is a row lock on a row of `meta` only the writing roles may update: a
            // viewer cannot take it (an advisory lock anyone could hold, and a viewer holding it
            // made every desk's change fail "busy"). While the tournament is being made there
            // is no `meta` yet: then the advisory lock of its schema. Written in, not bound, so
            // that nothing is left prepared in a transaction that a timeout aborts.
            // (Once there, `meta` stays: asked until it is seen, not at every write.)
            c_.metaSeen_ =
                c_.metaSeen_ ||
                scalar(c_.db(), QStringLiteral("SELECT to_regclass('meta') IS NOT NULL")).toBool();
            if (c_.metaSeen_)
                run(c_.db(), QStringLiteral("SELECT value FROM meta WHERE key = "
                                            "'revision.settings' FOR UPDATE"));
            else
                run(c_.db(), QStringLiteral("SELECT pg_advisory_xact_lock(hashtext('%1'))")
                                 .arg(c_.lockKey_));
        } catch (...) {
            QSqlQuery(c_.db()).exec(QStringLiteral("ROLLBACK"));
            throw;
        }
    }
    c_.writing_ = true;
    for (bool& t : c_.touched_)
        t = false;
}

Transaction::~Transaction() {
    if (!savepoint_.isEmpty()) {
        if (!done_) {
            QSqlQuery(c_.db()).exec(QStringLiteral("ROLLBACK TO ") + savepoint_);
            QSqlQuery(c_.db()).exec(QStringLiteral("RELEASE ") + savepoint_);
        }
        return;
    }
    if (!done_)
        QSqlQuery(c_.db()).exec(QStringLiteral("ROLLBACK"));
    c_.writing_ = false;
}

Revisions Transaction::commit() {
    if (!savepoint_.isEmpty()) {
        run(c_.db(), QStringLiteral("RELEASE ") + savepoint_);
        done_ = true;
        return c_.revisions();
    }
    for (int i = 0; i < 4; ++i)
        if (c_.touched_[i])
            run(c_.db(), QStringLiteral("UPDATE meta SET value = value + 1 WHERE key = ?"),
                {QString::fromLatin1(kRevisionKeys[i])});
    const Revisions after = c_.revisions();
    if (c_.backend_ == Backend::Postgres && !c_.channel_.isEmpty() &&
        std::any_of(std::begin(c_.touched_), std::end(c_.touched_), [](bool t) { return t; }))
        // Delivered to every listening desk when (and only if) the commit succeeds. The
        // channel is the schema, a checked identifier: written in, as the lock's key.
        run(c_.db(), QStringLiteral("SELECT pg_notify('%1', '')").arg(c_.channel_));
    run(c_.db(), QStringLiteral("COMMIT"));
    done_ = true;
    c_.writing_ = false;
    if (c_.backend_ == Backend::Postgres) // what this connection wrote is not news to it
        c_.dataVersion_ = after.settings + after.players + after.rounds + after.clocks;
    else
        c_.keepFileCurrent();
    return after;
}

ReadSnapshot::ReadSnapshot(const Connection& c) : c_(c) {
    if (c_.writing_) // inside a write transaction, which is a snapshot already
        return;
    if (c_.snapshotDepth_ > 0) {
        ++c_.snapshotDepth_;
        counted_ = true;
        return;
    }
    const QString begin = c_.backend_ == Backend::Sqlite
                              ? QStringLiteral("BEGIN DEFERRED")
                              : QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    if (!QSqlQuery(c_.db()).exec(begin)) {
        const_cast<Connection&>(c_).reconnect(); // a server that was away: a new connection
        run(c_.db(), begin);
    }
    try {
        // The snapshot is taken at the first read.
        run(c_.db(), c_.backend_ == Backend::Sqlite
                         ? QStringLiteral("SELECT count(*) FROM sqlite_schema")
                         : QStringLiteral("SELECT 1"));
    } catch (...) {
        QSqlQuery(c_.db()).exec(QStringLiteral("ROLLBACK"));
        throw;
    }
    ++c_.snapshotDepth_;
    counted_ = true;
    began_ = true;
}

ReadSnapshot::~ReadSnapshot() {
    if (!counted_)
        return;
    --c_.snapshotDepth_;
    if (began_)
        QSqlQuery(c_.db()).exec(QStringLiteral("COMMIT"));
}

} // namespace tengen::store
