#pragma once
// Internal to core/store: running SQL through Qt SQL and turning SQLite's failures into
// StoreErrors a director can read. Nothing here is shown to users as SQL.
#include "server.h"
#include "store_error.h"
#include "tournament/ids.h"

#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>
#include <string>

namespace tengen::store::detail {

// The debug log of the store (QT_LOGGING_RULES=tengen.store.debug=true): SQLite's own words.
Q_DECLARE_LOGGING_CATEGORY(storeLog)

inline QString q(const std::string& s) {
    return QString::fromStdString(s);
}
inline std::string s(const QVariant& v) {
    return v.toString().toStdString();
}
// A player id read from a row.
inline PlayerId playerId(const QVariant& v) {
    return PlayerId{v.toLongLong()};
}
inline QVariant id(qint64 v) {
    return QVariant(static_cast<qlonglong>(v));
}

// SQLite's primary result codes that matter to a director (sqlite3.h).
enum SqliteCode {
    kSqliteError = 1,
    kSqliteBusy = 5,
    kSqliteLocked = 6,
    kSqliteReadOnly = 8,
    kSqliteIoErr = 10,
    kSqliteCorrupt = 11,
    kSqliteFull = 13,
    kSqliteCantOpen = 14,
    kSqliteConstraint = 19,
    kSqliteNotADb = 26,
};

// The primary SQLite result code of a Qt SQL error, 0 when it has none.
int sqliteCode(const QSqlError& error);

// How long a write waits for another program's write transaction to end before it gives up
// with a "busy" message: 10 s, or TENGEN_BUSY_TIMEOUT_MS (tests shorten it).
int busyTimeoutMs();

// The StoreError for a failure of SQLite on the file at `path`. Failures of the medium (busy,
// read-only, full, damaged, I/O) say so whatever was being done; other failures are reported as
// `place` (an import's "file:line", a round and table) refused by the file's own checks. The
// SQL text and SQLite's own words go only to the debug log (category tengen.store).
StoreError storeError(const QSqlError& error, const QString& path, const QString& place = {});
// Why a connection to the server `display` could not be made, in words for the desk, from
// libpq's English text ("FATAL:  the database system is starting up" reached the desk as it
// was after a server restart); a text it does not know is kept, in parentheses.
StoreError connectFailure(const QString& display, const QString& libpqText);

// The rows of `meta` holding the revisions, in the order of Aggregate.
inline constexpr const char* kRevisionKeys[4] = {"revision.settings", "revision.players",
                                                 "revision.rounds", "revision.clocks"};

// Who made a change, for the journal: the desk's OS user name.
inline QString deskName() {
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? QStringLiteral("desk") : user;
}

// Closes the Qt SQL connection `name` and removes it from Qt's registry.
void closeConnection(const QString& name);

// The file a connection is on (its database name), for messages.

QString pathOf(const QSqlDatabase& db);
// A server connection's name for messages (its URL without the password); "" forgets it.
void setDisplayName(const QString& connection, const QString& display);

// Prepares, binds and runs; throws storeError on failure.
QSqlQuery run(QSqlDatabase db, const QString& sql, const QVariantList& binds = {},
              const QString& place = {});
// Runs a prepared query again with new values; throws storeError on failure.
void exec(QSqlDatabase db, QSqlQuery& query, const QVariantList& binds, const QString& place = {});
// A statement run many times with different values (a batch of rows): prepared once on SQLite;
// on a server each run sends the statement with its values written in (see run()).
class Statement {
  public:
    Statement(QSqlDatabase db, const QString& sql);
    void exec(const QVariantList& binds, const QString& place = {});

  private:
    QSqlDatabase db_;
    QString sql_;
    QSqlQuery query_;
    bool server_;
};

// The first column of the first row of `sql`, or an invalid QVariant.
QVariant scalar(QSqlDatabase db, const QString& sql, const QVariantList& binds = {});

} // namespace tengen::store::detail
