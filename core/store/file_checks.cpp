// The checks on opening a SQLite tournament file, on a read-only connection before anything is
// written (docs/shared-file.md): an SQLite database of ours, its schema and nothing else, its
// size, the rows' own rules and references, the rounds, the stages and the teams. Each refusal
// names the file and what to do.
#include "award_table_json.h"
#include "file_opening.h"
#include "problem_text.h"
#include "schema_check.h"
#include "sql_support.h"
#include "store_error.h"
#include "tournament/division.h"
#include "tournament/stage.h"
#include "tournament_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSqlQuery>

namespace tengen::store::file_detail {

using namespace detail;

namespace {

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
    // A round is a division's (schema 20): a player moved with a reason after his old
    // division's round 1 may play the new one's round 1 too.
    const bool byDivision =
        q.exec(QStringLiteral("SELECT 1 FROM pragma_table_info('game') WHERE name = 'division'")) &&
        q.next();
    const QString d = byDivision ? QStringLiteral("division, ") : QString();
    if (q.exec(QStringLiteral("SELECT round, p FROM (SELECT %1round, white_id AS p FROM game"
                              " UNION ALL SELECT %1round, black_id FROM game UNION ALL SELECT "
                              "%1round, player_id FROM bye)"
                              " GROUP BY %1round, p HAVING count(*) > 1 LIMIT 1")
                   .arg(d)) &&
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
    // A player in a division the event does not have (#47): division 1 is the event's own when
    // it has no division rows.
    if (has("division") &&
        q.exec(QStringLiteral("SELECT p.id, p.division FROM player p WHERE p.division <> 1"
                              " AND p.division NOT IN (SELECT id FROM division) LIMIT 1")) &&
        q.next())
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1: player %2 is in division %3, which the event does not have "
                                 "(the file was changed outside Tengen). It is refused and left "
                                 "as it is; open a backup copy."),
               q.value(0).toString(), q.value(1).toString(), QString());
    // A game or bye of a division the event does not have.
    if (has("division") &&
        q.exec(QStringLiteral("SELECT round, division FROM game WHERE division <> 1 AND division"
                              " NOT IN (SELECT id FROM division) UNION ALL SELECT round, division"
                              " FROM bye WHERE division <> 1 AND division NOT IN (SELECT id FROM"
                              " division) LIMIT 1")) &&
        q.next())
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1: round %2 has a game or a bye of division %3, which the event "
                                 "does not have (the file was changed outside Tengen). It is "
                                 "refused and left as it is; open a backup copy."),
               q.value(0).toString(), q.value(1).toString(), QString());
    // Divisions whose tables overlap, or without the first division among them.
    if (has("division")) {
        std::vector<Division> divisions;
        int eventRounds = 1;
        if (q.exec(QStringLiteral("SELECT rounds FROM tournament")) && q.next())
            eventRounds = q.value(0).toInt();
        const bool certifies = [&] {
            QSqlQuery c(db);
            return c.exec(QStringLiteral("SELECT certify_weakest FROM division LIMIT 0"));
        }();
        if (q.exec(QStringLiteral("SELECT id, name_native, name_latin, rounds, table_first,"
                                  " table_last%1 FROM division")
                       .arg(certifies ? QStringLiteral(", certify_weakest, certify_strongest,"
                                                       " award_table")
                                      : QString()))) {
            while (q.next()) {
                Division d;
                d.id = q.value(0).toInt();
                d.nameNative = q.value(1).toString().toStdString();
                d.nameLatin = q.value(2).toString().toStdString();
                d.rounds = q.value(3).isNull() ? eventRounds : q.value(3).toInt();
                if (!q.value(4).isNull() && !q.value(5).isNull()) {
                    d.tableFirst = q.value(4).toInt();
                    d.tableLast = q.value(5).toInt();
                }
                if (certifies && !q.value(6).isNull())
                    d.certifies =
                        GradeBand{q.value(6).toInt(),
                                  q.value(7).isNull() ? Rank::kStrongest + 1 : q.value(7).toInt()};
                if (certifies && (!q.value(6).isNull() || !q.value(7).isNull() ||
                                  !q.value(8).toString().isEmpty()))
                    d.awards = readAwardTableJson(q.value(8).toString().toUtf8()).table;
                divisions.push_back(std::move(d));
            }
        }
        if (const Problem problem = validateDivisions(divisions); !problem.empty())
            throw StoreError::translated(
                QCoreApplication::translate("tengen", "%1: %2 (the file was changed outside "
                                                      "Tengen). It is refused and left as it is; "
                                                      "open a backup copy.")
                    .arg(path, toText(problem)),
                StoreError::Kind::Damaged);
    }
}

} // namespace

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

} // namespace tengen::store::file_detail
