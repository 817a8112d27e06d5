// A tournament on a PostgreSQL server (docs/shared-file.md): the connection each desk makes to
// its schema, the tournament created there in one transaction, and opened — its format version
// checked and the migrations it lacks applied under the tournament's write lock.
#include "file_opening.h"
#include "problem_text.h"
#include "schema.h"
#include "server.h"
#include "sql_support.h"
#include "store_error.h"
#include "tournament_file.h"

#include <QSqlQuery>

#include <memory>

namespace tengen::store {

using namespace detail;
using file_detail::nextConnectionName;

namespace {

// What every connection to a tournament on the server sets: its schema, how long a write waits
// for another desk's (then "busy"), and no chatter from the server.
void serverSession(QSqlDatabase db, const QString& schema) {
    run(db, QStringLiteral("SET client_min_messages = warning"));
    run(db, QStringLiteral("SET search_path TO %1").arg(schema)); // a checked identifier
    run(db, QStringLiteral("SET lock_timeout = %1").arg(busyTimeoutMs()));
}

QSqlDatabase openServerConnection(const ServerLocation& l, const QString& name) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    if (!db.isValid()) {
        QSqlDatabase::removeDatabase(name);
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1: this computer lacks Qt's PostgreSQL driver "
                                                "(Debian package libqt6sql6-psql)"),
                    problemArg(l.display())),
            StoreError::Kind::Offline);
    }
    db.setHostName(l.host);
    db.setPort(l.port);
    db.setDatabaseName(l.database);
    db.setUserName(l.user);
    if (!l.password.isEmpty()) // else libpq reads ~/.pgpass
        db.setPassword(l.password);
    db.setConnectOptions(QStringLiteral("connect_timeout=5;application_name=tengen"));
    setDisplayName(name, l.display());
    if (!db.open()) {
        const QString why = db.lastError().databaseText().trimmed();
        db = QSqlDatabase();
        closeConnection(name);
        throw connectFailure(l.display(), why);
    }
    return db;
}

std::unique_ptr<Connection> serverConnection(const ServerLocation& l) {
    const QString name = nextConnectionName();
    openServerConnection(l, name);
    const QString schema = l.tournament;
    try {
        auto c =
            std::make_unique<Connection>(l.display(), name, Backend::Postgres,
                                         [schema](QSqlDatabase db) { serverSession(db, schema); });
        c->setServerTournament(schema);
        return c;
    } catch (...) {
        closeConnection(name);
        throw;
    }
}

bool schemaExists(QSqlDatabase db, const QString& schema) {
    return run(db, QStringLiteral("SELECT 1 FROM pg_namespace WHERE nspname = ?"), {schema}).next();
}

// The tournament's format version on the server (its tengen_format row); -1 without one.
int serverVersion(QSqlDatabase db) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT application_id, version FROM tengen_format WHERE id = 1")) ||
        !q.next())
        return -1;
    return q.value(0).toLongLong() == TournamentFile::kApplicationId ? q.value(1).toInt() : -1;
}

// The migrations not yet applied, each in one transaction under the tournament's write lock
// (two desks opening an older tournament at once migrate it once).
void migrateServer(Connection& c) {
    for (const auto& step : migrations()) {
        Transaction tx(c);
        if (serverVersion(c.db()) < step.toVersion) {
            for (const auto& sql : step.statements)
                run(c.db(), toDialect(sql, Backend::Postgres));
            run(c.db(), QStringLiteral("UPDATE tengen_format SET version = ? WHERE id = 1"),
                {step.toVersion});
            // The desks read (and write) what the steps added: once the schema is the newest
            // (the rights name tables of every step; a crash before the last step leaves it to
            // run, rights included, at the next opening).
            if (step.toVersion == migrations().back().toVersion)
                refreshDeskRights(c.db());
        }
        tx.commit();
    }
}

} // namespace

std::unique_ptr<TournamentFile>
TournamentFile::createOnServer(const QString& url, const TournamentSettings& settings,
                               const std::function<void(TournamentFile&)>& fill) {
    const ServerLocation l = parseServerUrl(url);
    Problem problem = validate(settings);
    if (!problem.empty())
        throw StoreError(problem);
    std::unique_ptr<TournamentFile> file(new TournamentFile(serverConnection(l)));
    // All or nothing: the schema, its tables and the settings in one transaction.
    file->writeTransaction([&] {
        QSqlDatabase db = file->c_->db();
        if (schemaExists(db, l.tournament))
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 exists already; open it "
                                                                 "instead"),
                                     problemArg(l.display())));
        run(db, QStringLiteral("CREATE SCHEMA %1").arg(l.tournament));
        run(db, QStringLiteral("CREATE TABLE tengen_format (id BIGINT PRIMARY KEY CHECK (id = 1),"
                               " application_id BIGINT NOT NULL, version BIGINT NOT NULL)"));
        run(db, QStringLiteral("INSERT INTO tengen_format VALUES (1, ?, 0)"), {kApplicationId});
        for (const auto& step : migrations())
            for (const auto& sql : step.statements)
                run(db, toDialect(sql, Backend::Postgres));
        run(db, QStringLiteral("UPDATE tengen_format SET version = ? WHERE id = 1"),
            {kSchemaVersion});
        file->settings().saveAll(settings);
        if (fill)
            fill(*file);
    });
    return file;
}

std::unique_ptr<TournamentFile> TournamentFile::openOnServer(const QString& url, Access access) {
    const ServerLocation l = parseServerUrl(url);
    std::unique_ptr<TournamentFile> file(new TournamentFile(serverConnection(l)));
    QSqlDatabase db = file->c_->db();
    const int version = serverVersion(db);
    if (version < 0) {
        if (schemaExists(db, l.tournament))
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 is not a Tengen tournament"),
                                     problemArg(l.display())),
                             StoreError::Kind::NotTournament);
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "There is no tournament %1"),
                                 problemArg(l.display())),
                         StoreError::Kind::NotFound);
    }
    if (version > kSchemaVersion)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 was written by a newer version of Tengen (file format %2;"
                                      " this version reads up to %3). Update Tengen to open it."),
                    problemArg(l.display()), problemArg(version), problemArg(kSchemaVersion)),
            StoreError::Kind::Newer);
    if (version < kSchemaVersion) {
        if (access == Access::ReadOnly)
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen",
                                          "%1 was written by an older Tengen and must be brought "
                                          "up to date, which needs writing: %2"),
                        problemArg(l.display()),
                        problemArg(QObject::tr("it is open to read only"))),
                StoreError::Kind::ReadOnly);
        migrateServer(*file->c_);
    }
    if (scalar(db, QStringLiteral("SELECT count(*) FROM tournament")).toInt() != 1)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP(
                        "tengen", "%1 has no tournament settings: it was not created completely"),
                    problemArg(l.display())),
            StoreError::Kind::Damaged);
    if (access == Access::ReadOnly)
        file->c_->setReadOnly(
            QObject::tr("%1 is open to read only; nothing can be changed here.").arg(l.display()));
    file->c_->changedElsewhere(); // learns where the tournament stands
    return file;
}

} // namespace tengen::store
