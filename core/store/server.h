#pragma once
// A tournament on a PostgreSQL server, beside the single-file SQLite tournament: where it is
// (the URL a director types wherever a T.tengen file is accepted) and what differs in SQL
// between the two back ends — all of it here, so that the aggregates' SQL is written once.
// docs/server.md explains the choices.
#include "store_error.h"

#include <QSqlDatabase>
#include <QString>
#include <optional>
#include <vector>

namespace tengen::store {

enum class Backend { Sqlite, Postgres };

// What a desk connected to a server may do, enforced by the server (a PostgreSQL group role
// each, tengen_<name>): the director everything; registration the players and check-in;
// results the results; the referee the clocks and results; a viewer only reads.
enum class DeskRole { Director, Registration, Results, Referee, Viewer };
// "director", "registration", "results", "referee", "viewer".
std::optional<DeskRole> parseDeskRole(const QString& text);

// What a desk's roles let it change, as the server's privileges allow it (server_roles.cpp):
// the desk shows the controls of these only. A file's user is the director.
struct DeskRights {
    bool settings = false; // the event's and the pairing's settings, imports (director)
    bool players = false;  // register, edit, withdraw, check in (director, registration)
    bool rounds = false;   // pair, unpair, change pairings, draw colours (director)
    bool results = false;  // results, colours decided at the board (director, results, referee)
    bool clocks = false;   // the hall's clocks (director, referee)
    static DeskRights all() { return {true, true, true, true, true}; }
};
DeskRights rightsOf(const std::vector<DeskRole>& roles);

// After a newer Tengen brought a server tournament's tables up to date (by the director's
// login): the new tables become the director role's and every desk role gets its rights on
// them, as `server init` gave them on the others. Nothing where `server init` never ran.
void refreshDeskRights(QSqlDatabase db);

// postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?tournament=NAME]. Each tournament is a
// schema of its own in the database (NAME, "tournament" when the URL names none), so one
// server holds several events.
struct ServerLocation {
    QString user, password, host;
    int port = 5432;
    QString database;
    QString tournament = QStringLiteral("tournament");

    // For messages and the open-files registry: the URL without the password.
    QString display() const;
    // The URL, with the password when `withPassword`.
    QString url(bool withPassword = false) const;
};

// Whether `location` is a server URL rather than a file's path.
bool isServerUrl(const QString& location);
// Parses a server URL; throws StoreError (Invalid) naming the part that is wrong.
ServerLocation parseServerUrl(const QString& url);

namespace detail {
// The migrations' SQL (written for SQLite) as `backend` reads it: on PostgreSQL an INTEGER is a
// BIGINT (steady milliseconds outgrow 32 bits), a REAL a DOUBLE PRECISION, an "id INTEGER
// PRIMARY KEY" a BIGSERIAL (SQLite's rowid), and SQLite's functions their equivalents.
QString toDialect(const QString& sql, Backend backend);
// Whether a PostgreSQL error (its SQLSTATE) means the server could not be reached or the
// connection was lost: the action did not happen, and the desk reconnects.
bool isConnectionLoss(const QString& sqlState);
} // namespace detail

} // namespace tengen::store
