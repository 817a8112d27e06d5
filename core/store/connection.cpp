// The connection every aggregate of a tournament file shares: write transactions that wait for
// the lock, read snapshots, revisions and the journal. docs/shared-file.md explains each rule.
#include "connection.h"

#include "open_files.h"
#include "sql_support.h"

#include <QDateTime>
#include <QFileInfo>

namespace tengen::store {

using namespace detail;

Connection::Connection(QString path, QString name)
    : path_(std::move(path)), name_(std::move(name)) {
    registryKey_ = registerOpenFile(path_);
}

Connection::~Connection() {
    closeConnection(name_);
    unregisterOpenFile(registryKey_);
}

QSqlDatabase Connection::db() const {
    return QSqlDatabase::database(name_, false);
}

bool Connection::changedElsewhere() {
    QSqlQuery query(db());
    // A read that fails (a busy disk) says nothing changed; the next call compares with the
    // version last read, so no change is missed.
    if (!query.exec(QStringLiteral("PRAGMA data_version")) || !query.next())
        return false;
    const qint64 now = query.value(0).toLongLong();
    const bool changed = dataVersion_ >= 0 && now != dataVersion_;
    dataVersion_ = now;
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
    run(c_.db(), QStringLiteral("BEGIN IMMEDIATE"));
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
    run(c_.db(), QStringLiteral("COMMIT"));
    done_ = true;
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
    run(c_.db(), QStringLiteral("BEGIN DEFERRED"));
    try {
        // A deferred transaction takes its snapshot at its first read.
        run(c_.db(), QStringLiteral("SELECT count(*) FROM sqlite_schema"));
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
