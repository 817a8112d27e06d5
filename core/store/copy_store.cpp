// Copying a whole tournament between a file and a server (either way, or file to file): every
// table, the journal and the clocks' journal included, all or nothing.
#include "connection.h"
#include "open_files.h"
#include "sql_support.h"
#include "tournament_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlField>
#include <QSqlRecord>
#include <algorithm>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace tengen::store {

using namespace detail;

namespace {

// Every table of the schema, parents before the tables that refer to them.
const QStringList& tablesInOrder() {
    static const QStringList tables = {QStringLiteral("tournament"),
                                       QStringLiteral("category"),
                                       QStringLiteral("division"),
                                       QStringLiteral("player"),
                                       QStringLiteral("participation"),
                                       QStringLiteral("team"),
                                       QStringLiteral("team_member"),
                                       QStringLiteral("journal"),
                                       QStringLiteral("clock_hall"),
                                       QStringLiteral("clock_event"),
                                       QStringLiteral("game"),
                                       QStringLiteral("bye"),
                                       QStringLiteral("team_match"),
                                       QStringLiteral("team_bye"),
                                       QStringLiteral("team_lineup"),
                                       QStringLiteral("stage"),
                                       QStringLiteral("stage_seat"),
                                       QStringLiteral("stage_decision"),
                                       QStringLiteral("pairing_settings"),
                                       QStringLiteral("colour_round"),
                                       QStringLiteral("colour_decision"),
                                       QStringLiteral("pairing_constraint"),
                                       QStringLiteral("clock_schedule"),
                                       QStringLiteral("meta"),
                                       QStringLiteral("hall_config")};
    return tables;
}

struct Table {
    QStringList columns;
    std::vector<QVariantList> rows;
};

// The tournament's tables as they are at one moment (one read snapshot).
std::vector<Table> readAll(const TournamentFile& source, QSqlDatabase db, Backend backend) {
    const TournamentFile::ReadSnapshot snapshot(source);
    // A table this list does not know would be left behind: refuse rather than copy part.
    const QString listing =
        backend == Backend::Sqlite
            ? QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table'"
                             " AND name NOT LIKE 'sqlite%'")
            : QStringLiteral("SELECT table_name FROM information_schema.tables"
                             " WHERE table_schema = current_schema() AND table_name <> "
                             "'tengen_format'");
    QSqlQuery names = run(db, listing);
    while (names.next())
        if (!tablesInOrder().contains(names.value(0).toString()) &&
            names.value(0).toString() != QLatin1String("hall_lease")) // a copy serves no hall
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 holds a table “%2” that this "
                                                                 "version of Tengen cannot copy"),
                                     problemArg(source.path()),
                                     problemArg(names.value(0).toString())),
                             StoreError::Kind::Refused);
    std::vector<Table> out;
    for (const QString& name : tablesInOrder()) {
        Table t;
        QSqlQuery rows = run(db, QStringLiteral("SELECT * FROM %1").arg(name));
        const QSqlRecord record = rows.record();
        for (int i = 0; i < record.count(); ++i)
            t.columns << record.fieldName(i);
        while (rows.next()) {
            QVariantList row;
            for (int i = 0; i < record.count(); ++i)
                row << rows.value(i);
            t.rows.push_back(std::move(row));
        }
        out.push_back(std::move(t));
    }
    return out;
}

// Replaces the destination's rows (a new tournament's: its settings, meta and hall rows) with
// the source's, inside the caller's transaction.
void writeAll(QSqlDatabase db, const std::vector<Table>& tables, Backend backend) {
    for (auto name = tablesInOrder().rbegin(); name != tablesInOrder().rend(); ++name)
        run(db, QStringLiteral("DELETE FROM %1").arg(*name));
    for (std::size_t k = 0; k < tables.size(); ++k) {
        const Table& t = tables[k];
        if (t.rows.empty())
            continue;
        QStringList marks;
        for (qsizetype i = 0; i < t.columns.size(); ++i)
            marks << QStringLiteral("?");
        Statement insert(db,
                         QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                             .arg(tablesInOrder()[static_cast<qsizetype>(k)],
                                  t.columns.join(QLatin1Char(',')), marks.join(QLatin1Char(','))));
        for (const QVariantList& row : t.rows)
            insert.exec(row);
    }
    if (backend == Backend::Postgres) { // new rows take ids after the copied ones
        QSqlQuery serial = run(db, QStringLiteral("SELECT table_name,"
                                                  " pg_get_serial_sequence(table_name, 'id')"
                                                  " FROM information_schema.columns"
                                                  " WHERE table_schema = current_schema()"
                                                  " AND column_name = 'id'"
                                                  " AND column_default LIKE 'nextval%'"));
        std::vector<std::pair<QString, QString>> sequences;
        while (serial.next())
            sequences.emplace_back(serial.value(0).toString(), serial.value(1).toString());
        for (const auto& [table, sequence] : sequences)
            run(db, QStringLiteral("SELECT setval('%1', coalesce((SELECT max(id) FROM %2), 0)"
                                   " + 1, false)")
                        .arg(sequence, table));
    }
}

// True when the tournament holds nothing a desk entered: no player, game or bye (what
// `server init` makes before the file is copied in).
bool holdsNothingEntered(QSqlDatabase db) {
    QSqlQuery q = run(db, QStringLiteral("SELECT (SELECT count(*) FROM player) +"
                                         " (SELECT count(*) FROM game) +"
                                         " (SELECT count(*) FROM bye)"));
    return q.next() && q.value(0).toLongLong() == 0;
}

} // namespace

void TournamentFile::copy(const QString& source, const QString& destination) {
    const auto from = open(source, Access::ReadOnly);
    const std::vector<Table> tables = readAll(*from, from->c_->db(), from->backend());
    if (isServerUrl(destination)) {
        // `server init` first (the desks' roles), then the file copied in: a tournament there
        // that holds nothing entered yet takes the copy, in one transaction, roles kept.
        std::unique_ptr<TournamentFile> to;
        try {
            to = open(destination);
        } catch (const StoreError& e) {
            if (e.kind() != StoreError::Kind::NotFound)
                throw;
        }
        if (to) {
            to->writeTransaction([&] {
                QSqlDatabase db = to->c_->db();
                if (!holdsNothingEntered(db))
                    throw StoreError(
                        Problem(QT_TRANSLATE_NOOP("tengen",
                                                  "%1 holds players or rounds already; copy into "
                                                  "a new tournament name, or into the empty one "
                                                  "that “server init” makes"),
                                problemArg(parseServerUrl(destination).display())),
                        StoreError::Kind::Invalid);
                Transaction tx(*to->c_);
                const Revisions before = to->c_->revisions();
                writeAll(db, tables, to->backend());
                // Counted up past both the copied revisions and the ones the empty tournament
                // had: a desk already open on it sees every part of the copy come in.
                const Revisions copied = to->c_->revisions();
                const qint64 was[4] = {before.settings, before.players, before.rounds,
                                       before.clocks};
                const qint64 now[4] = {copied.settings, copied.players, copied.rounds,
                                       copied.clocks};
                for (int a = 0; a < 4; ++a) {
                    run(db, QStringLiteral("UPDATE meta SET value = ? WHERE key = ?"),
                        {std::max(was[a], now[a]), QString::fromLatin1(kRevisionKeys[a])});
                    tx.touch(static_cast<Aggregate>(a));
                }
                tx.commit();
            });
            return;
        }
    }
    // Made whole before anyone can see it: one transaction on a server, a file renamed when
    // complete.
    create(destination, from->settings().get(), [&tables](TournamentFile& to) {
        writeAll(to.c_->db(), tables, to.backend());
        to.c_->keepRevisions();
    });
}

void TournamentFile::saveCopy(const QString& destination, bool replace) const {
    if (isServerUrl(destination))
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1: a copy is saved to a file; "
                                                             "to copy to a server use "
                                                             "“tengen-cli copy”"),
                                 problemArg(parseServerUrl(destination).display())),
                         StoreError::Kind::Invalid);
    const QFileInfo target(destination);
    if (backend() == Backend::Sqlite && target.exists() &&
        QFileInfo(path()).canonicalFilePath() == target.canonicalFilePath())
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 is this tournament itself; "
                                                             "choose another file for the copy"),
                                 problemArg(destination)),
                         StoreError::Kind::Invalid);
    refuseOpenTournamentFile(destination);
    if (target.exists() && !replace)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 exists already"), problemArg(destination)),
            StoreError::Kind::Invalid);
    // Replacing a file another program has open would leave it writing into a file nobody
    // sees any more: everything it confirmed after that would be lost.
    for (const char* side : {"-wal", "-shm"})
        if (QFileInfo::exists(destination + QLatin1String(side)))
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen", "%1 is open in another program; close it "
                                                    "there or choose another file"),
                        problemArg(destination)),
                StoreError::Kind::Invalid);
    if (target.exists() && !target.isFile())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 is a folder"), problemArg(destination)),
            StoreError::Kind::Invalid);
    const std::vector<Table> tables = readAll(*this, c_->db(), backend());
    // Built whole under a name of ours beside the destination (the same medium, so the rename
    // is atomic), then put in its place: a stick pulled out midway leaves the old copy. The
    // name is this program's own (its process id), and whatever a crash left under it —
    // SQLite's side files included, which would be replayed into the new file — goes first.
    const QString building =
        destination + QStringLiteral(".saving-%1").arg(QCoreApplication::applicationPid());
    const auto removeBuilding = [&building] {
        for (const char* side : {"", "-wal", "-shm", "-journal"})
            QFile::remove(building + QLatin1String(side));
    };
    removeBuilding();
    const auto cannotWrite = [&destination] {
        return StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 could not be written"),
                                  problemArg(destination)),
                          StoreError::Kind::Io);
    };
    try {
        create(building, settings().get(), [&tables](TournamentFile& to) {
            writeAll(to.c_->db(), tables, to.backend());
            to.c_->keepRevisions();
        }).reset(); // closed: the last connection leaves no -wal beside it
    } catch (const StoreError& e) {
        removeBuilding();
        if (e.kind() == StoreError::Kind::DiskFull)
            throw;
        throw cannotWrite();
    }
    if (QFileInfo::exists(building + QStringLiteral("-wal")) ||
        std::rename(QFile::encodeName(building).constData(),
                    QFile::encodeName(destination).constData()) != 0) {
        removeBuilding();
        throw cannotWrite();
    }
    // The rename itself on the medium before the desk says the copy is there.
    const int folder =
        ::open(QFile::encodeName(target.absolutePath()).constData(), O_RDONLY | O_DIRECTORY);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
}

} // namespace tengen::store
