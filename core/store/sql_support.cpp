#include "sql_support.h"

#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlDriver>
#include <QSqlField>
#include <QUrl>
#include <map>
#include <mutex>

namespace tengen::store::detail {

Q_LOGGING_CATEGORY(storeLog, "tengen.store", QtWarningMsg)

int sqliteCode(const QSqlError& error) {
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xFF) : 0;
}

int busyTimeoutMs() {
    bool ok = false;
    const int fromEnvironment = qEnvironmentVariableIntValue("TENGEN_BUSY_TIMEOUT_MS", &ok);
    return ok && fromEnvironment > 0 ? fromEnvironment : 10000;
}

namespace {
std::mutex displayMutex;
std::map<QString, QString>& displays() {
    static std::map<QString, QString> m;
    return m;
}
} // namespace

void setDisplayName(const QString& connection, const QString& display) {
    const std::lock_guard lock(displayMutex);
    if (display.isEmpty())
        displays().erase(connection);
    else
        displays()[connection] = display;
}

QString pathOf(const QSqlDatabase& db) {
    {
        const std::lock_guard lock(displayMutex);
        const auto it = displays().find(db.connectionName());
        if (it != displays().end())
            return it->second;
    }
    const QString name = db.databaseName();
    return name.startsWith(QLatin1String("file:")) ? QUrl(name).toLocalFile() : name;
}

namespace {
// A failure of the PostgreSQL server holding the tournament at `url`, by its SQLSTATE.
StoreError serverError(const QSqlError& error, const QString& url, const QString& place) {
    using Kind = StoreError::Kind;
    const QString state = error.nativeErrorCode();
    if (isConnectionLoss(state))
        return StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "The server of %1 cannot be reached (it or the "
                                                "network is away). Nothing was changed; Tengen "
                                                "connects again by itself: try again."),
                    problemArg(url)),
            Kind::Offline);
    if (state == QLatin1String("55P03") || state == QLatin1String("40P01") ||
        state == QLatin1String("40001") || state == QLatin1String("57014"))
        return StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 is busy: another desk has been changing it "
                                                "for more than %2 seconds. Nothing was changed; "
                                                "try again."),
                    problemArg(url),
                    QString::number(busyTimeoutMs() / 1000.0, 'g', 3).toStdString()),
            Kind::Busy);
    if (state == QLatin1String("42501"))
        return StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "The server of %1 refused: this desk's role may "
                                                "not make that change. Nothing was changed."),
                    problemArg(url)),
            Kind::Forbidden);
    if (state == QLatin1String("25006"))
        return StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 is open to read only; nothing "
                                                              "can be changed here."),
                                  problemArg(url)),
                          Kind::ReadOnly);
    if (state == QLatin1String("53100"))
        return StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "The server of %1 has no disk space left. "
                                                "Nothing was changed."),
                    problemArg(url)),
            Kind::DiskFull);
    if (state.startsWith(QLatin1String("23")))
        return StoreError(
            place.isEmpty()
                ? Problem(QT_TRANSLATE_NOOP("tengen", "%1 refused the change: it breaks a rule of "
                                                      "the tournament file. Nothing was changed."),
                          problemArg(url))
                : Problem(QT_TRANSLATE_NOOP("tengen", "%1: refused by a rule of the tournament "
                                                      "file. Nothing was changed."),
                          problemArg(place)),
            Kind::Invalid);
    return StoreError(
        Problem(QT_TRANSLATE_NOOP("tengen", "The server of %1 could not carry out the change "
                                            "(%2). Nothing was changed."),
                problemArg(url), problemArg(state)),
        Kind::Io);
}
} // namespace

StoreError connectFailure(const QString& display, const QString& libpqText) {
    const QString t = libpqText.simplified();
    const auto has = [&t](const char* words) {
        return t.contains(QLatin1String(words), Qt::CaseInsensitive);
    };
    const char* text = nullptr;
    if (has("starting up") || has("shutting down") || has("in recovery mode") ||
        has("not yet accepting connections") || has("too many clients"))
        text = QT_TRANSLATE_NOOP("tengen", "The server of %1 is starting, stopping or full and "
                                           "takes no desk now. Nothing was changed; try again "
                                           "in a moment.");
    else if (has("password authentication failed") || has("no password supplied") ||
             (has("role") && has("does not exist")) || has("no pg_hba.conf entry"))
        text = QT_TRANSLATE_NOOP("tengen", "The server of %1 refused this desk's user name or "
                                           "password (or this computer). Ask whoever set up the "
                                           "server for this desk's address.");
    else if (has("database") && has("does not exist"))
        text = QT_TRANSLATE_NOOP("tengen", "The server of %1 has no such database: check the "
                                           "address.");
    else if (has("connection refused") || has("could not connect") || has("timeout expired") ||
             has("could not translate host name") || has("no route to host") ||
             has("network is unreachable") || has("server closed the connection") ||
             has("no such file or directory"))
        text = QT_TRANSLATE_NOOP("tengen", "The server of %1 cannot be reached (it or the network "
                                           "is away). Nothing was changed; try again.");
    if (text)
        return StoreError(Problem(text, problemArg(display)), StoreError::Kind::Offline);
    return StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "Cannot connect to %1 (the server "
                                                          "says: %2)"),
                              problemArg(display), problemArg(t)),
                      StoreError::Kind::Offline);
}

StoreError storeError(const QSqlError& error, const QString& path, const QString& place) {
    qCDebug(storeLog) << "database failure on" << path << place << error.nativeErrorCode()
                      << error.databaseText() << error.driverText();
    if (isServerUrl(path))
        return serverError(error, path, place);
    const QString file = QFileInfo(path).fileName();
    using Kind = StoreError::Kind;
    switch (sqliteCode(error)) {
    case kSqliteBusy:
    case kSqliteLocked:
        return StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 is busy: another program has been writing "
                                                "to it for more than %2 seconds. Nothing was "
                                                "changed; try again."),
                    problemArg(file),
                    QString::number(busyTimeoutMs() / 1000.0, 'g', 3).toStdString()),
            Kind::Busy);
    case kSqliteReadOnly:
        return StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 cannot be written (a read-only medium, or no "
                                                "permission to change it). Nothing was changed."),
                    problemArg(file)),
            Kind::ReadOnly);
    case kSqliteFull:
        return StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "The disk holding %1 is full. Nothing was changed; free "
                                      "some space and try again."),
                    problemArg(file)),
            Kind::DiskFull);
    case kSqliteCorrupt:
    case kSqliteNotADb:
        return StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is damaged. Nothing was changed; open a backup copy of "
                                      "the tournament."),
                    problemArg(file)),
            Kind::Damaged);
    case kSqliteIoErr:
    case kSqliteCantOpen:
        return StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 could not be read or written: the disk or the folder "
                                      "failed. Nothing was changed."),
                    problemArg(file)),
            Kind::Io);
    case kSqliteConstraint:
        return StoreError(
            place.isEmpty()
                ? Problem(QT_TRANSLATE_NOOP("tengen", "%1 refused the change: it breaks a rule of "
                                                      "the tournament file. Nothing was changed."),
                          problemArg(file))
                : Problem(QT_TRANSLATE_NOOP("tengen", "%1: refused by a rule of the tournament "
                                                      "file. Nothing was changed."),
                          problemArg(place)),
            Kind::Invalid);
    default:
        return StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 could not carry out the change (an internal error of "
                                      "the tournament file). Nothing was changed."),
                    problemArg(file)),
            Kind::Damaged);
    }
}

namespace {
bool onServer(const QSqlDatabase& db) {
    return db.driverName() == QLatin1String("QPSQL");
}

// `sql` with each ? outside a quoted literal replaced by its value as the driver writes a
// literal (quoted and escaped by the driver; NULL for a null value). On a server this sends one
// statement where a prepared one takes three round trips (prepare, execute, deallocate), and
// leaves nothing prepared in a transaction a refusal aborts.
QString withValues(const QSqlDatabase& db, const QString& sql, const QVariantList& binds) {
    QString out;
    out.reserve(sql.size() + 16 * binds.size());
    qsizetype next = 0;
    bool quoted = false;
    for (const QChar c : sql) {
        if (c == QLatin1Char('\''))
            quoted = !quoted;
        if (c != QLatin1Char('?') || quoted) {
            out += c;
            continue;
        }
        if (next >= binds.size())
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1: a statement lacks a value "
                                                                 "(an internal error)"),
                                     problemArg(pathOf(db))),
                             StoreError::Kind::Invalid);
        const QVariant& v = binds[next++];
        QSqlField field(QString(), v.metaType());
        field.setValue(v);
        if (v.isNull() || !v.isValid())
            out += QStringLiteral("NULL");
        else
            out += db.driver()->formatValue(field);
    }
    return out;
}
} // namespace

// Throws the StoreError for `query`'s failure. A server connection that was lost is closed
// first, so that the connection's next use opens it again (Connection::db()).
[[noreturn]] void fail(QSqlDatabase db, const QSqlQuery& query, const QString& place = {}) {
    const QSqlError error = query.lastError();
    const StoreError e = storeError(error, pathOf(db), place);
    if (onServer(db) && isConnectionLoss(error.nativeErrorCode()) && db.isOpen())
        db.close();
    throw e;
}

Statement::Statement(QSqlDatabase db, const QString& sql)
    : db_(db), sql_(sql), query_(db), server_(onServer(db)) {
    if (server_)
        return;
    if (!query_.prepare(sql))
        fail(db, query_);
}

void Statement::exec(const QVariantList& binds, const QString& place) {
    if (server_)
        run(db_, sql_, binds, place);
    else
        detail::exec(db_, query_, binds, place);
}

QSqlQuery run(QSqlDatabase db, const QString& sql, const QVariantList& binds,
              const QString& place) {
    if (!binds.isEmpty() && onServer(db))
        return run(db, withValues(db, sql, binds), {}, place);
    QSqlQuery query(db);
    // Rows are read once, in order: Qt need not keep them (a list of 10,000 players).
    query.setForwardOnly(true);
    // Without values, at once: one round trip to a server, and statements a server does not
    // prepare (SET, BEGIN, CREATE SCHEMA) run too.
    if (binds.isEmpty()) {
        if (!query.exec(sql)) {
            qCDebug(storeLog) << "cannot run" << sql;
            fail(db, query, place);
        }
        return query;
    }
    if (!query.prepare(sql)) {
        qCDebug(storeLog) << "cannot prepare" << sql;
        fail(db, query, place);
    }
    for (const auto& b : binds)
        query.addBindValue(b);
    if (!query.exec()) {
        qCDebug(storeLog) << "cannot run" << sql;
        fail(db, query, place);
    }
    return query;
}

void exec(QSqlDatabase db, QSqlQuery& query, const QVariantList& binds, const QString& place) {
    for (int i = 0; i < binds.size(); ++i)
        query.bindValue(i, binds[i]);
    if (!query.exec())
        fail(db, query, place);
}

QVariant scalar(QSqlDatabase db, const QString& sql, const QVariantList& binds) {
    QSqlQuery query = run(db, sql, binds);
    return query.next() ? query.value(0) : QVariant();
}

} // namespace tengen::store::detail

namespace tengen::store::detail {

void closeConnection(const QString& name) {
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(name);
    setDisplayName(name, {});
}

} // namespace tengen::store::detail
