// The tournament file: opening (every check on a read-only connection before anything is
// written), write transactions that wait for the lock, read snapshots, revisions and the
// journal. The aggregates' reads and writes are in players_store.cpp, rounds_store.cpp,
// colours_store.cpp, settings_store.cpp and clocks_store.cpp; the connection they share in
// connection.cpp. docs/shared-file.md explains why each rule is there.
#include "tournament_file.h"

#include "open_files.h"
#include "problem_text.h"
#include "schema.h"
#include "schema_check.h"
#include "sql_support.h"
#include "tournament/stage.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlRecord>
#include <QStorageInfo>
#include <QUrl>
#include <atomic>
#include <fcntl.h>
#include <map>
#include <tuple>
#include <unistd.h>

namespace tengen::store {

using namespace detail;

namespace {

QString nextConnectionName() {
    static std::atomic<int> counter{0};
    return QStringLiteral("tengen-%1").arg(counter.fetch_add(1));
}

QVariant pragma(QSqlDatabase db, const QString& name) {
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA ") + name) || !query.next())
        return {};
    return query.value(0);
}

QString fileName(const QString& path) {
    return QFileInfo(path).fileName();
}

// No -wal, no -shm beside the file: no program has it open.
bool atRest(const QString& path) {
    return !QFileInfo::exists(path + QStringLiteral("-wal")) &&
           !QFileInfo::exists(path + QStringLiteral("-shm"));
}

// Less room than SQLite needs for its shared-memory file and a few pages of log.
bool diskIsFull(const QString& folder) {
    return QStorageInfo(folder).bytesAvailable() < 64 * 1024;
}

enum class Mode { ReadWrite, ReadOnly, Immutable };

QSqlDatabase openConnection(const QString& path, const QString& name, Mode mode) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    QStringList options = {QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs())};
    if (mode == Mode::Immutable) {
        // The file cannot change while it is read (a read-only medium, a full disk): SQLite
        // reads it without the shared-memory file it could not create.
        options << QStringLiteral("QSQLITE_OPEN_URI");
        db.setDatabaseName(QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString() +
                           QStringLiteral("?immutable=1"));
    } else {
        db.setDatabaseName(path);
    }
    if (mode != Mode::ReadWrite)
        options << QStringLiteral("QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!db.open()) {
        const StoreError error = storeError(db.lastError(), path);
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        throw error;
    }
    return db;
}

// A connection that only reads. When SQLite cannot make its shared-memory file beside the file
// and there is no write-ahead log with pages in it, the file is the whole tournament: it is read
// as immutable, but only where nobody can be writing it — a read-only file system, or a full
// disk (a folder this user may not write can hold a file its owner's desk is changing).
QSqlDatabase openForReading(const QString& path, const QString& name) {
    const bool log = QFileInfo(path + QStringLiteral("-wal")).size() > 0;
    QSqlDatabase db = openConnection(path, name, Mode::ReadOnly);
    QSqlQuery probe(db);
    const QString folder = QFileInfo(path).absolutePath();
    const bool nobodyWrites = QStorageInfo(folder).isReadOnly() || diskIsFull(folder);
    if (probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")) || log || !nobodyWrites)
        return db;
    const int code = sqliteCode(probe.lastError());
    if (code != kSqliteIoErr && code != kSqliteCantOpen && code != kSqliteFull &&
        code != kSqliteReadOnly)
        return db; // not SQLite, damaged...: the checks say so
    probe = QSqlQuery();
    db = QSqlDatabase();
    closeConnection(name);
    return openConnection(path, name, Mode::Immutable);
}

// The connection the checks on open run on. A file at rest (no -wal, no -shm: no program has
// it open) is read as immutable, so that not even SQLite's side files appear beside a file that
// is then refused; otherwise it is read as it is, through the side files other programs made.
QSqlDatabase openForChecks(const QString& path, const QString& name) {
    return atRest(path) ? openConnection(path, name, Mode::Immutable) : openForReading(path, name);
}

// Closes the connection `name` when it goes out of scope.
struct ConnectionGuard {
    QString name;
    ~ConnectionGuard() { closeConnection(name); }
};

// The first query on a file tells whether SQLite can read it at all.
void checkIsSqlite(QSqlDatabase db, const QString& path) {
    QSqlQuery probe(db);
    if (probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")))
        return;
    const StoreError error = storeError(probe.lastError(), path);
    if (sqliteCode(probe.lastError()) == kSqliteNotADb)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is not a tournament file (it is not an SQLite database)"),
                    problemArg(path)),
            StoreError::Kind::NotTournament);
    throw error;
}

// "trigger", "view", ... in the user's language.
QString schemaObjectType(const QString& type) {
    if (type == QLatin1String("trigger"))
        return QObject::tr("trigger");
    if (type == QLatin1String("view"))
        return QObject::tr("view");
    if (type == QLatin1String("index"))
        return QObject::tr("index");
    return QObject::tr("table");
}

void checkSchema(QSqlDatabase db, const QString& path, int version) {
    auto difference = compareWithOwnSchema(db, version);
    if (!difference)
        return;
    difference->type = schemaObjectType(difference->type);
    switch (difference->what) {
    case SchemaDifference::What::Foreign:
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP(
                        "tengen",
                        "%1 holds a %2 named “%3” that Tengen did not create. The file is refused "
                        "and left as it is: such an addition could change the tournament by "
                        "itself."),
                    problemArg(path), problemArg(difference->type), problemArg(difference->name)),
            StoreError::Kind::Refused);
    case SchemaDifference::What::Missing:
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 is damaged: its %2 “%3” is missing."),
                    problemArg(path), problemArg(difference->type), problemArg(difference->name)),
            StoreError::Kind::Damaged);
    case SchemaDifference::What::Altered:
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is damaged: its %2 “%3” is not as Tengen wrote it."),
                    problemArg(path), problemArg(difference->type), problemArg(difference->name)),
            StoreError::Kind::Damaged);
    }
}

// The database file's size agrees with its header: nothing cut off, nothing appended. While
// another program may have the file open (a -wal or -shm beside it), its checkpoints move pages
// from the log into the file at any moment, so then only whole pages are asked.
void checkSize(QSqlDatabase db, const QString& path) {
    const qint64 pageSize = pragma(db, QStringLiteral("page_size")).toLongLong();
    const qint64 pages = pragma(db, QStringLiteral("page_count")).toLongLong();
    const qint64 size = QFileInfo(path).size();
    const bool whole = pageSize > 0 && size % pageSize == 0;
    if (!whole || (atRest(path) && size != pages * pageSize))
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is damaged: it is %2 bytes long, but its header says "
                                      "%3 (cut off, or something was added to it)."),
                    problemArg(path), problemArg(size), problemArg(pages * pageSize)),
            StoreError::Kind::Damaged);
}

// The CHECK expressions of a table as its CREATE statement gives them ("table_number >= 1").
QStringList checkExpressions(const QString& createSql) {
    QStringList out;
    static const QRegularExpression check(QStringLiteral("\\bCHECK\\s*\\("),
                                          QRegularExpression::CaseInsensitiveOption);
    for (auto it = check.globalMatch(createSql); it.hasNext();) {
        const auto m = it.next();
        int depth = 1;
        qsizetype i = m.capturedEnd();
        for (; i < createSql.size() && depth > 0; ++i) {
            if (createSql[i] == QLatin1Char('('))
                ++depth;
            else if (createSql[i] == QLatin1Char(')'))
                --depth;
        }
        if (depth == 0)
            out << createSql.mid(m.capturedEnd(), i - 1 - m.capturedEnd()).trimmed();
    }
    return out;
}

// Every row keeps the rules of the schema: each CHECK and NOT NULL. A file edited by hand with
// CHECK constraints switched off (a game at table -3, 0 rounds) crashed the programs that trust
// those rules; and SQLite checks none of them on a read-only connection (integrity_check says
// "ok" there), so they are asked here, table by table. Names the row and the rule.
void checkRules(QSqlDatabase db, const QString& path) {
    const auto refuse = [&](const QString& table, const QString& row, const QString& rule) {
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1: row %2 of “%3” breaks the rule %4 (the file was "
                                      "changed outside Tengen). It is refused and left as it is; "
                                      "open a backup copy, or correct that row."),
                    problemArg(path), problemArg(row), problemArg(table), problemArg(rule)),
            StoreError::Kind::Damaged);
    };
    QSqlQuery tables(db);
    if (!tables.exec(QStringLiteral("SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND "
                                    "name NOT LIKE 'sqlite_%'")))
        throw storeError(tables.lastError(), path);
    while (tables.next()) {
        const QString table = tables.value(0).toString();
        QStringList rules = checkExpressions(tables.value(1).toString());
        QSqlQuery columns(db);
        columns.exec(QStringLiteral("PRAGMA table_info(\"%1\")").arg(table));
        while (columns.next()) {
            const QString column = columns.value(1).toString();
            const QString type = columns.value(2).toString().toUpper();
            if (columns.value(3).toInt() == 1) // notnull
                rules << QStringLiteral("\"%1\" IS NOT NULL").arg(column);
            // Each value of the storage class its column declares: 'x' in an INTEGER column
            // passes "table_number >= 1" (text sorts after numbers) and is read as 0.
            if (type == QLatin1String("INTEGER") || type == QLatin1String("BIGINT"))
                rules << QStringLiteral("typeof(\"%1\") IN ('integer','null')").arg(column);
            else if (type == QLatin1String("REAL"))
                rules << QStringLiteral("typeof(\"%1\") IN ('real','integer','null')").arg(column);
            else if (type == QLatin1String("TEXT"))
                rules << QStringLiteral("typeof(\"%1\") IN ('text','null')").arg(column);
        }
        if (rules.isEmpty())
            continue;
        // One pass over the table: the first row that breaks a rule, and which rules it breaks
        // (a rule whose value is NULL holds, as SQLite's CHECK holds).
        QStringList broken;
        for (const QString& rule : rules)
            broken << QStringLiteral("NOT (%1)").arg(rule);
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT rowid, %2 FROM \"%1\" WHERE %3 LIMIT 1")
                        .arg(table, broken.join(QStringLiteral(", ")),
                             broken.join(QStringLiteral(" OR ")))))
            throw storeError(q.lastError(), path);
        if (q.next())
            for (int i = 0; i < rules.size(); ++i)
                if (q.value(i + 1).toInt() == 1)
                    refuse(table, q.value(0).toString(), rules[i]);
    }
}

// Every row that names another row names one that is there (the programs look them up).
void checkReferences(QSqlDatabase db, const QString& path) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA foreign_key_check")) || !q.next())
        return;
    throw StoreError(
        Problem(QT_TRANSLATE_NOOP("tengen",
                                  "%1: row %2 of “%3” names a row of “%4” that is not there (the "
                                  "file was changed outside Tengen). It is refused and left as it "
                                  "is; open a backup copy."),
                problemArg(path), problemArg(q.value(1).toString()),
                problemArg(q.value(0).toString()), problemArg(q.value(2).toString())),
        StoreError::Kind::Damaged);
}

// What the rows of a round say together, which no single row's rule can: Tengen writes no round
// beyond kMaxRounds (the most an event has; checkRoundNumber, the rule every write keeps), no
// player twice in a round, no pair of a player with himself (a table twice is the schema's UNIQUE).
// A file edited by hand that breaks one hung the standings (a game in round 100,000) or crashed the
// pairing (a fixed pair of one player); it is refused with the row named.
void checkRounds(QSqlDatabase db, const QString& path) {
    const auto refuse = [&](const char* text, const QString& table, const QString& row,
                            const QString& value) {
        throw StoreError(
            Problem(text, problemArg(path), problemArg(row), problemArg(table), problemArg(value)),
            StoreError::Kind::Damaged);
    };
    QSqlQuery q(db);
    // Each table on its own: a file of an earlier schema (before teams) is checked too.
    for (const QString& table :
         {QStringLiteral("game"), QStringLiteral("bye"), QStringLiteral("participation"),
          QStringLiteral("team_match"), QStringLiteral("team_bye"), QStringLiteral("team_lineup"),
          QStringLiteral("pairing_constraint")}) {
        const QString extra = table == QLatin1String("pairing_constraint")
                                  ? QStringLiteral(" OR round < 0 OR table_number < 0")
                                  : QString();
        if (q.exec(QStringLiteral("SELECT rowid, round FROM %1 WHERE round > %2%3 LIMIT 1")
                       .arg(table)
                       .arg(kMaxRounds)
                       .arg(extra)) &&
            q.next())
            refuse(QT_TRANSLATE_NOOP("tengen",
                                     "%1: row %2 of “%3” is for round %4, which no event has (the "
                                     "file was changed outside Tengen). It is refused and left as "
                                     "it is; open a backup copy."),
                   table, q.value(0).toString(), q.value(1).toString());
    }
    if (q.exec(QStringLiteral("SELECT round, p FROM (SELECT round, white_id AS p FROM game"
                              " UNION ALL SELECT round, black_id FROM game UNION ALL SELECT round, "
                              "player_id FROM bye)"
                              " GROUP BY round, p HAVING count(*) > 1 LIMIT 1")) &&
        q.next())
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1: player %2 plays twice in round %4 (“%3”; the file was "
                                 "changed outside Tengen). It is refused and left as it is; open "
                                 "a backup copy."),
               QStringLiteral("game"), q.value(1).toString(), q.value(0).toString());
    // No text of a player is longer than a page: a name of 10 MB took 1.7 GB to print.
    QStringList longest;
    if (q.exec(QStringLiteral("SELECT name FROM pragma_table_info('player') WHERE type = 'TEXT'")))
        while (q.next())
            longest << QStringLiteral("length(\"%1\") > 65536").arg(q.value(0).toString());
    if (!longest.isEmpty() &&
        q.exec(QStringLiteral("SELECT id FROM player WHERE %1 LIMIT 1")
                   .arg(longest.join(QStringLiteral(" OR ")))) &&
        q.next())
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1: row %2 of “%3” holds a text of more than %4 characters "
                                 "(the file was changed outside Tengen). It is refused and left "
                                 "as it is; open a backup copy."),
               QStringLiteral("player"), q.value(0).toString(), QStringLiteral("65536"));
    if (q.exec(QStringLiteral("SELECT id, player_a FROM pairing_constraint"
                              " WHERE kind IN ('fixed', 'forbidden') AND player_b = player_a"
                              " LIMIT 1")) &&
        q.next())
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1: row %2 of “%3” pairs player %4 with himself (the file was "
                                 "changed outside Tengen). It is refused and left as it is; open "
                                 "a backup copy."),
               QStringLiteral("pairing_constraint"), q.value(0).toString(), q.value(1).toString());
}

// What the rows of stages and teams say together (#45: each of these, written by hand, passed the
// checks and gave silently wrong standings or brackets): a placed stage has the rounds its
// players give (a knockout of 8 placed as 3, or of 1 round for 8), a referee's decision names a
// player of its game, a line-up names none of another team's members, and a team with the bye
// plays no match of that round. A file of a schema without these tables has nothing to check.
void checkStagesAndTeams(QSqlDatabase db, const QString& path) {
    const auto refuse = [&](const char* text, const QString& a, const QString& b,
                            const QString& c) {
        throw StoreError(
            Problem(text, problemArg(path), problemArg(a), problemArg(b), problemArg(c)),
            StoreError::Kind::Damaged);
    };
    QSqlQuery q(db);
    const auto has = [&](const char* table) {
        QSqlQuery t(db);
        return t.exec(QStringLiteral("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND "
                                     "name = '%1'")
                          .arg(QLatin1String(table))) &&
               t.next();
    };
    if (has("stage_seat") &&
        q.exec(QStringLiteral("SELECT s.number, s.format, s.rounds, s.groups, s.double_rounds,"
                              " s.best_of, count(*), max(seat.seat),"
                              " (SELECT max(n) FROM (SELECT count(*) AS n FROM stage_seat g"
                              "  WHERE g.stage = s.number GROUP BY g.grp))"
                              " FROM stage s JOIN stage_seat seat ON seat.stage = s.number"
                              " WHERE s.format NOT IN ('swiss', 'mcmahon') GROUP BY s.number"))) {
        while (q.next()) {
            Stage stage;
            stage.format =
                tryParseStageFormat(q.value(1).toString().toStdString()).value_or(stage.format);
            stage.groups = q.value(3).toInt();
            stage.doubleRounds = q.value(4).toInt() != 0;
            stage.bestOf = q.value(5).toInt();
            const int players = q.value(6).toInt(), rounds = q.value(2).toInt();
            const int largestSeat = q.value(7).toInt(), largestGroup = q.value(8).toInt();
            const int bracket = stage.format == StageFormat::Knockout
                                    ? 1 << (knockoutRounds(players, 1))
                                    : largestGroup;
            if (rounds != stageRoundsFor(stage, players) || largestSeat > bracket)
                refuse(QT_TRANSLATE_NOOP("tengen",
                                         "%1: stage %2 has %3 players placed and %4 as its "
                                         "number of rounds, which its format does not give (the "
                                         "file was changed outside Tengen). It is refused and left "
                                         "as it is; open a backup copy."),
                       q.value(0).toString(), QString::number(players), QString::number(rounds));
        }
    }
    const char* notInIt =
        QT_TRANSLATE_NOOP("tengen", "%1: row %2 of “%3” names player %4, who is not in "
                                    "that game or team (the file was changed outside "
                                    "Tengen). It is refused and left as it is; open a "
                                    "backup copy.");
    const auto refuseRow = [&](const char* text, const QString& row, const QString& table,
                               const QString& value) {
        throw StoreError(
            Problem(text, problemArg(path), problemArg(row), problemArg(table), problemArg(value)),
            StoreError::Kind::Damaged);
    };
    if (has("stage_decision") &&
        q.exec(QStringLiteral("SELECT d.rowid, d.winner_id FROM stage_decision d JOIN game g"
                              " ON g.round = d.round AND g.table_number = d.table_number"
                              " WHERE d.winner_id NOT IN (g.white_id, g.black_id) LIMIT 1")) &&
        q.next())
        refuseRow(notInIt, q.value(0).toString(), QStringLiteral("stage_decision"),
                  q.value(1).toString());
    if (has("team_lineup") &&
        q.exec(QStringLiteral("SELECT l.rowid, l.player_id FROM team_lineup l JOIN team_member m"
                              " ON m.player_id = l.player_id WHERE m.team_id <> l.team_id"
                              " LIMIT 1")) &&
        q.next())
        refuseRow(notInIt, q.value(0).toString(), QStringLiteral("team_lineup"),
                  q.value(1).toString());
    if (has("team_bye") &&
        q.exec(QStringLiteral("SELECT b.team_id, b.round FROM team_bye b JOIN team_match m"
                              " ON m.round = b.round AND b.team_id IN (m.home_id, m.away_id)"
                              " LIMIT 1")) &&
        q.next())
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1: team %2 has the bye in round %3 and plays a match in it "
                                 "too (the file was changed outside Tengen). It is refused and "
                                 "left as it is; open a backup copy."),
               q.value(0).toString(), q.value(1).toString(), QString());
}

// meta's rows, key → value, as `db` reads them.
std::map<QString, qint64> metaRows(QSqlDatabase db) {
    std::map<QString, qint64> rows;
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT key, value FROM meta")))
        while (q.next())
            rows[q.value(0).toString()] = q.value(1).toLongLong();
    return rows;
}

// A digest of every row of every table but meta, as `db` reads them: whether two reads of a file
// hold the same tournament.
QByteArray contentDigest(QSqlDatabase db) {
    QCryptographicHash digest(QCryptographicHash::Sha256);
    QSqlQuery tables(db);
    if (!tables.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name "
                                    "NOT LIKE 'sqlite_%' AND name <> 'meta' ORDER BY name")))
        return {};
    while (tables.next()) {
        const QString table = tables.value(0).toString();
        digest.addData(table.toUtf8());
        QSqlQuery rows(db);
        rows.setForwardOnly(true);
        if (!rows.exec(QStringLiteral("SELECT * FROM \"%1\"").arg(table)))
            continue;
        const int columns = rows.record().count();
        while (rows.next())
            for (int i = 0; i < columns; ++i) {
                const QVariant v = rows.value(i);
                digest.addData(v.isNull() ? QByteArrayLiteral("\x01null")
                                          : QByteArrayLiteral("\x02") + v.toString().toUtf8());
            }
    }
    return digest.result();
}

// Whether another program maps the shared-memory index beside `path` (-shm): every SQLite
// connection using it holds a read lock on its byte 128 (the "DMS" lock of SQLite's unix VFS);
// an open-file-description lock query sees other processes' POSIX locks. Only for a file this
// process does not have open: closing the descriptor the query needs would release this
// process's own locks on it.
// A write lock on that byte, to ask for (F_OFD_GETLK) or take (F_OFD_SETLK).
struct flock dmsLock() {
    struct flock lock {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = 128;
    lock.l_len = 1;
    return lock;
}

bool shmMappedElsewhere(const QString& path) {
    const QByteArray shm = QFile::encodeName(path + QStringLiteral("-shm"));
    const int fd = ::open(shm.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false; // no -shm: nobody has the file open in WAL mode
    struct flock lock = dmsLock();
    const bool held = ::fcntl(fd, F_OFD_GETLK, &lock) != 0 || lock.l_type != F_UNLCK;
    ::close(fd);
    return held;
}

// A log nobody is writing: a -wal with pages in it, left by a program that is gone (a crash) or
// copied there. A log another program is writing is that program's, and its own: never checked
// (its checkpoints would move pages under the check).
bool orphanLog(const QString& path) {
    return QFileInfo(path + QStringLiteral("-wal")).size() > 0 && !isOpenTournamentFile(path) &&
           !shmMappedElsewhere(path);
}

// A write-ahead log beside the file is the file's newest changes, and SQLite applies whatever
// log it finds there: one copied beside it from another tournament, or left from an earlier
// copy of this one, would merge its pages into this file without a word (a log from another
// file made the players of one tournament appear in another, every check passed). An orphan
// log (orphanLog, decided before the checks open the file) is checked: the file read without
// its log (immutable: SQLite then ignores the log) and with it (`withLog`, a fresh read) must be
// one file — the same `file.id` — and the log can only have moved its counters forward.
void checkLogBelongs(QSqlDatabase withLog, const QString& path) {
    const QString log = path + QStringLiteral("-wal");
    std::map<QString, qint64> without;
    QByteArray contentWithout;
    int versionWithout = 0;
    {
        const QString name = nextConnectionName();
        ConnectionGuard guard{name};
        try {
            QSqlDatabase alone = openConnection(path, name, Mode::Immutable);
            without = metaRows(alone);
            contentWithout = contentDigest(alone);
            versionWithout = pragma(alone, QStringLiteral("user_version")).toInt();
        } catch (const StoreError&) {
            return; // the file alone cannot be read: the other checks say why
        }
    }
    const std::map<QString, qint64> with = metaRows(withLog);
    const QString id = QStringLiteral("file.id");
    const bool otherFile = with.count(id) && without.count(id) && with.at(id) != without.at(id);
    bool older = false, moved = false;
    for (const auto& [key, value] : without)
        if (key.startsWith(QLatin1String("revision.")) && with.count(key)) {
            older = older || with.at(key) < value;
            moved = moved || with.at(key) != value;
        }
    // A log that changes the tournament without moving any of its counters was not written by
    // Tengen, whose every change counts its aggregate up (a log another program wrote, or copied
    // from another file where it touched no counter). A migration (the file's version moves) and
    // the file's identity (meta) are the only changes Tengen makes without one.
    const bool foreign =
        !otherFile && !older && !moved &&
        pragma(withLog, QStringLiteral("user_version")).toInt() == versionWithout &&
        contentDigest(withLog) != contentWithout;
    const auto refuse = [&](const char* why) {
        throw StoreError(Problem(why, problemArg(path), problemArg(log)),
                         StoreError::Kind::Refused);
    };
    if (foreign)
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1 has a write-ahead log beside it (%2) that changes the "
                                 "tournament without counting the change, as Tengen does: "
                                 "another program wrote it. The file is refused and left as it "
                                 "is; move %2 away to open the file as it was last saved."));
    if (otherFile)
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1 has a write-ahead log beside it (%2) that belongs to "
                                 "another tournament file. The file is refused and left as it "
                                 "is; move %2 away to open the file as it was last saved."));
    if (older)
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1 has a write-ahead log beside it (%2) older than the file "
                                 "itself, left from an earlier copy. The file is refused and "
                                 "left as it is; move %2 away to open the file as it was last "
                                 "saved."));
}

// A refused file is left as it was found. Reading a file that has a log makes SQLite create its
// shared-memory index (-shm) beside it; when there was none before, the one the checks made is
// removed again — but only when no program maps it: every SQLite connection using a -shm holds
// a read lock on its byte 128 (the "DMS" lock of SQLite's unix VFS), so a write lock granted here
// (an open-file-description lock, which also sees other processes' POSIX locks) proves nobody
// does. This process holds no lock on it: it had none before the checks, which are closed.
void removeShmTheChecksMade(const QString& path) {
    if (isOpenTournamentFile(path))
        return;
    const QByteArray shm = QFile::encodeName(path + QStringLiteral("-shm"));
    const int fd = ::open(shm.constData(), O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return;
    struct flock lock = dmsLock();
    if (::fcntl(fd, F_OFD_SETLK, &lock) == 0)
        ::unlink(shm.constData());
    ::close(fd); // releases the lock
}

// Checks what can be checked without writing a byte, on a read-only connection: an SQLite
// database, our application id, a schema version we can read, our schema and nothing else, an
// intact database of the size its header says, and the settings row. Throws with a message for
// the director; returns the file's schema version.
int checkWithoutWriting(QSqlDatabase db, const QString& path) {
    // One read transaction: every check sees one state of the file.
    run(db, QStringLiteral("BEGIN"));
    checkIsSqlite(db, path);
    if (pragma(db, QStringLiteral("application_id")).toInt() != TournamentFile::kApplicationId)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is an SQLite database but not a Tengen tournament file"),
                    problemArg(path)),
            StoreError::Kind::NotTournament);
    const int version = pragma(db, QStringLiteral("user_version")).toInt();
    if (version > TournamentFile::kSchemaVersion)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 was written by a newer version of Tengen (file format %2;"
                                      " this version reads up to %3). Update Tengen to open it."),
                    problemArg(path), problemArg(version),
                    problemArg(TournamentFile::kSchemaVersion)),
            StoreError::Kind::Newer);
    if (version < 1)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is damaged: it has no file format version (it was not "
                                      "created completely, or another program changed it)."),
                    problemArg(path)),
            StoreError::Kind::Damaged);
    checkSchema(db, path, version);
    // The pages (the rows' own rules come next, in checkRules).
    QSqlQuery check(db);
    if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next())
        throw storeError(check.lastError(), path);
    if (const QString said = check.value(0).toString(); said != QLatin1String("ok")) {
        qCDebug(storeLog) << path << "quick_check:" << said;
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is damaged: its pages do not pass SQLite's check. Open a "
                                      "backup copy of the tournament."),
                    problemArg(path)),
            StoreError::Kind::Damaged);
    }
    checkRules(db, path);
    checkReferences(db, path);
    checkRounds(db, path);
    checkStagesAndTeams(db, path);
    checkSize(db, path);
    if (scalar(db, QStringLiteral("SELECT count(*) FROM tournament")).toInt() != 1)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP(
                        "tengen", "%1 has no tournament settings: it was not created completely"),
                    problemArg(path)),
            StoreError::Kind::Damaged);
    run(db, QStringLiteral("COMMIT"));
    return version;
}

void applyConnectionSettings(QSqlDatabase db, const QString& path) {
    run(db, QStringLiteral("PRAGMA foreign_keys = ON"));
    // The schema is checked on open; even so, nothing in it may call functions with side
    // effects.
    run(db, QStringLiteral("PRAGMA trusted_schema = OFF"));
    run(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeoutMs()));
    QSqlQuery mode(db);
    if (!mode.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !mode.next())
        throw storeError(mode.lastError(), path);
    if (mode.value(0).toString() != QLatin1String("wal"))
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 cannot be written (a read-only medium, or no "
                                                "permission to change it). Nothing was changed."),
                    problemArg(fileName(path))),
            StoreError::Kind::ReadOnly);
    // FULL: a transaction is on disk when commit returns, even across a power cut.
    run(db, QStringLiteral("PRAGMA synchronous = FULL"));
}

void applyReadOnlySettings(QSqlDatabase db) {
    run(db, QStringLiteral("PRAGMA trusted_schema = OFF"));
    run(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeoutMs()));
}

// Each step in its own write transaction; the version is read again inside it, so that two
// programs opening an old file at once migrate it once.
void migrate(QSqlDatabase db) {
    for (const auto& step : migrations()) {
        run(db, QStringLiteral("BEGIN IMMEDIATE"));
        try {
            if (pragma(db, QStringLiteral("user_version")).toInt() < step.toVersion) {
                for (const auto& sql : step.statements)
                    run(db, sql);
                run(db, QStringLiteral("PRAGMA user_version = %1").arg(step.toVersion));
                run(db, QStringLiteral("PRAGMA application_id = %1")
                            .arg(TournamentFile::kApplicationId));
            }
            run(db, QStringLiteral("COMMIT"));
        } catch (...) {
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            throw;
        }
    }
    // The file's identity, which its write-ahead log must share (checkLogBelongs); given once,
    // to a new file or to one from before it was kept. Asked first: an insert that changes
    // nothing would still take the write lock at every opening.
    if (scalar(db, QStringLiteral("SELECT count(*) FROM meta WHERE key = 'file.id'")).toInt() == 0)
        run(db, QStringLiteral("INSERT OR IGNORE INTO meta (key, value) VALUES ('file.id', ?)"),
            {static_cast<qint64>(QRandomGenerator::system()->generate64() >> 1)});
}

// Why a healthy file that could not be opened for writing is open to read only.
QString readOnlyReasonFor(const StoreError& e, const QString& path) {
    const QFileInfo info(path);
    if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable())
        return QObject::tr("%1 is on a read-only medium, or this user may not change it: it is "
                           "open to read only.")
            .arg(path);
    // SQLite calls a full disk an I/O error when it cannot size its shared-memory file.
    if (e.kind() == StoreError::Kind::DiskFull || diskIsFull(info.absolutePath()))
        return QObject::tr("The disk holding %1 is full: the tournament is open to read only "
                           "until space is freed.")
            .arg(path);
    return QObject::tr("%1 cannot be written (the disk or the folder failed): it is open to "
                       "read only.")
        .arg(path);
}

bool canFallBackToReading(const StoreError& e) {
    using Kind = StoreError::Kind;
    return e.kind() == Kind::ReadOnly || e.kind() == Kind::DiskFull || e.kind() == Kind::Io;
}

// ---- A tournament on a PostgreSQL server --------------------------------------------------

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

TournamentFile::TournamentFile(std::unique_ptr<Connection> connection)
    : c_(std::move(connection)), players_(*c_, *this), rounds_(*c_, *this), colours_(*c_),
      settings_(*c_), constraints_(*c_, *this), teams_(*c_, *this), teamRounds_(*c_, *this),
      stages_(*c_, *this), clocks_(*c_), journal_(*c_) {}

TournamentFile::~TournamentFile() = default;

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

std::unique_ptr<TournamentFile> TournamentFile::create(const QString& path,
                                                       const TournamentSettings& settings) {
    return create(path, settings, {});
}

std::unique_ptr<TournamentFile>
TournamentFile::create(const QString& path, const TournamentSettings& settings,
                       const std::function<void(TournamentFile&)>& fill) {
    if (isServerUrl(path))
        return createOnServer(path, settings, fill);
    if (QFileInfo::exists(path))
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 exists already; open it instead"),
                                 problemArg(path)));
    Problem problem = validate(settings);
    if (!problem.empty())
        throw StoreError(problem);
    const QString building = path + QStringLiteral(".creating");
    auto removeBuilding = [&building] {
        for (const char* suffix : {"", "-wal", "-shm", "-journal"})
            QFile::remove(building + QLatin1String(suffix));
    };
    removeBuilding(); // left by a crash during an earlier attempt: never a user's file
    try {
        const QString name = nextConnectionName();
        openConnection(building, name, Mode::ReadWrite);
        std::unique_ptr<TournamentFile> file(
            new TournamentFile(std::make_unique<Connection>(building, name)));
        {
            QSqlDatabase db = file->c_->db();
            applyConnectionSettings(db, building);
            migrate(db);
        }
        file->settings().saveAll(settings);
        if (fill) // before the rename: the file appears with it or not at all
            file->writeTransaction([&] { fill(*file); });
        file.reset(); // the last connection checkpoints the WAL into the file and removes it
    } catch (...) {
        removeBuilding();
        throw;
    }
    if (QFileInfo::exists(building + QStringLiteral("-wal")) || !QFile::rename(building, path)) {
        removeBuilding();
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 could not be created"), problemArg(path)),
            StoreError::Kind::Io);
    }
    return open(path);
}

std::unique_ptr<TournamentFile> TournamentFile::open(const QString& path, Access access) {
    if (isServerUrl(path))
        return openOnServer(path, access);
    const QFileInfo info(path);
    if (!info.exists())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "There is no file %1"), problemArg(path)),
            StoreError::Kind::NotFound);
    if (info.isDir())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 is not a tournament file (it is a folder)"),
                    problemArg(path)),
            StoreError::Kind::NotTournament);
    if (!info.isFile()) // a pipe, a device (a link to /dev/zero), a socket: never read
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 is not a tournament file (it is not a file "
                                                "but a device, a pipe or a socket)"),
                    problemArg(path)),
            StoreError::Kind::NotTournament);
    if (!info.isReadable())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 cannot be read: no permission to read it"),
                    problemArg(path)),
            StoreError::Kind::ReadOnly);
    // SQLite takes an empty file for an empty database; a director should hear what it is.
    if (info.size() < 512)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is not a tournament file (it is not an SQLite database)"),
                    problemArg(path)),
            StoreError::Kind::NotTournament);
    // The header's format bytes (18, 19: 1 for a rollback journal, 2 for WAL): SQLite opens a
    // file with a larger one read-only, which said "a read-only medium" of a damaged header.
    {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) {
            const QByteArray header = f.read(20);
            const auto format = [&](int i) { return static_cast<unsigned char>(header.at(i)); };
            if (header.size() == 20 && header.startsWith("SQLite format 3") &&
                (format(18) < 1 || format(18) > 2 || format(19) < 1 || format(19) > 2))
                throw StoreError(
                    Problem(QT_TRANSLATE_NOOP("tengen",
                                              "%1 is damaged: its header's format bytes (18 and "
                                              "19) are %2 and %3, where SQLite writes 1 or 2. "
                                              "Open a backup copy of the tournament."),
                            problemArg(path), problemArg(format(18)), problemArg(format(19))),
                    StoreError::Kind::Damaged);
        }
    }
    // A rollback journal beside the file: a program writing in rollback mode (not Tengen, whose
    // files are in WAL mode: the sqlite3 shell after journal_mode=DELETE) stopped in the middle
    // of a change. Its pages are half written; the journal holds them as they were. SQLite rolls
    // it back on the next read-write connection, as any program opening the file would; the
    // checks then see the file as it was before that change (they said "damaged … cut off").
    if (QFileInfo(path + QStringLiteral("-journal")).size() > 0) {
        const QString name = nextConnectionName();
        ConnectionGuard guard{name};
        try {
            QSqlDatabase db = openConnection(path, name, Mode::ReadWrite);
            QSqlQuery rollBack(db);
            if (!rollBack.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")))
                throw storeError(rollBack.lastError(), path);
        } catch (const StoreError& e) {
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen",
                                          "%1 holds a change another program did not finish (a "
                                          "-journal file beside it), which could not be undone "
                                          "here: %2"),
                        problemArg(path), problemArg(e.message())),
                StoreError::Kind::Damaged);
        }
        qCInfo(storeLog) << path << ": an unfinished change (a -journal) was rolled back";
    }
    // Nothing another program may be using is removed when the file is refused: its -wal stays,
    // and only a -shm the checks themselves made, which nobody maps (removeShmTheChecksMade).
    int version = 0;
    // The checks read a file other programs may be writing: one that began writing a file found
    // at rest (read as immutable), or closed it while it was read, or checkpointed it, changes
    // the bytes under the checks, which then see a file that is not there (a healthy file was
    // called damaged, or cut off, in a few of 1,500 actions with programs killed around it). So
    // a file found damaged is checked again while its bytes or side files keep changing; one
    // that stays as it is is damaged.
    const auto signature = [&path] {
        const QFileInfo file(path), log(path + QStringLiteral("-wal"));
        return std::tuple(file.size(), file.lastModified(), log.exists(), log.size(),
                          log.lastModified(), QFileInfo::exists(path + QStringLiteral("-shm")));
    };
    for (int attempt = 1;; ++attempt) {
        const auto before = signature();
        const bool shmBefore = QFileInfo::exists(path + QStringLiteral("-shm"));
        const bool orphan = orphanLog(path);
        try {
            const QString name = nextConnectionName();
            ConnectionGuard guard{name};
            QSqlDatabase db = openForChecks(path, name);
            version = checkWithoutWriting(db, path);
            if (orphan)
                checkLogBelongs(db, path);
            break;
        } catch (const StoreError& e) {
            if (!shmBefore)
                removeShmTheChecksMade(path);
            if (e.kind() != StoreError::Kind::Damaged || attempt == 3 || signature() == before)
                throw;
            qCInfo(storeLog) << path << ": changed while it was checked; checked again";
        }
    }

    auto openToRead = [&](const QString& reason) {
        if (version < kSchemaVersion)
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen",
                                          "%1 was written by an older Tengen and must be brought "
                                          "up to date, which needs writing: %2"),
                        problemArg(path), problemArg(reason)),
                StoreError::Kind::ReadOnly);
        const QString name = nextConnectionName();
        openForReading(path, name);
        std::unique_ptr<TournamentFile> file(
            new TournamentFile(std::make_unique<Connection>(path, name)));
        applyReadOnlySettings(file->c_->db());
        file->c_->setReadOnly(reason);
        return file;
    };
    if (access == Access::ReadOnly)
        return openToRead(
            QObject::tr("%1 is open to read only; nothing can be changed here.").arg(path));

    const QString name = nextConnectionName();
    std::unique_ptr<TournamentFile> file;
    try {
        openConnection(path, name, Mode::ReadWrite);
        // Declared after the connection: ~TournamentFile removes it.
        file.reset(new TournamentFile(std::make_unique<Connection>(path, name)));
        applyConnectionSettings(file->c_->db(), path);
        migrate(file->c_->db());
    } catch (const StoreError& e) {
        if (!canFallBackToReading(e))
            throw;
        file.reset();
        if (QSqlDatabase::contains(name))
            closeConnection(name);
        return openToRead(readOnlyReasonFor(e, path));
    }
    return file;
}

int schemaVersionOf(const QString& path) {
    QString name = nextConnectionName();
    int version = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open())
            version = pragma(db, QStringLiteral("user_version")).toInt();
    }
    closeConnection(name);
    return version;
}

void TournamentFile::writeTransaction(const std::function<void()>& work) {
    Transaction tx(*c_);
    work();
    tx.commit();
}

RoundInputs TournamentFile::roundInputs() const {
    const ReadSnapshot snapshot(*this);
    RoundInputs in;
    in.settings = settings_.get();
    in.pairing = settings_.pairing();
    in.players = players_.all();
    in.games = rounds_.games();
    in.byes = rounds_.byes();
    in.constraints = constraints_.all();
    in.revisions = revisions();
    return in;
}

} // namespace tengen::store
