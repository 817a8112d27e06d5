// The players aggregate's import: another program's file in one transaction — its players
// (their likely duplicates among those registered and each other), the event's settings it
// brings, and its games and byes, never on top of rounds already paired here.
#include "connection.h"
#include "player_rows.h"
#include "problem_text.h"
#include "sql_support.h"
#include "tournament/duplicates.h"
#include "tournament/game.h"
#include "tournament/romanise.h"
#include "tournament_file.h"

#include <functional>
#include <vector>

namespace tengen::store {

using namespace detail;
using namespace player_rows;

namespace {

// The likely duplicates between the players registered (`everyone`) and the batch's, and within
// the batch; a pair of players both registered before is not the import's business.
std::vector<ImportDuplicate> importDuplicates(const ImportBatch& batch,
                                              std::vector<Player> everyone) {
    std::vector<ImportDuplicate> found;
    const size_t existing = everyone.size();
    for (const auto& row : batch.players)
        everyone.push_back(row.player);
    for (const auto& d : findLikelyDuplicates(everyone)) {
        if (d.second < existing)
            continue; // both registered before: not this import's business
        const Player& a = everyone[d.first];
        const Player& b = everyone[d.second];
        ImportDuplicate dup;
        dup.file = QString::fromStdString(batch.source);
        dup.line = batch.players[d.second - existing].line;
        dup.name = q(b.displayName());
        dup.otherName = q(a.displayName());
        if (d.first < existing)
            dup.registered = a.id;
        else
            dup.otherLine = batch.players[d.first - existing].line;
        dup.reason = d.reason;
        found.push_back(dup);
    }
    return found;
}

} // namespace

// The event's settings as the batch brings them (inside the import's transaction): its rules
// kept when the source says none, a team event's boards and rules kept by a file without teams.
void Players::applyImportedSettings(const ImportBatch& batch, ImportOutcome& outcome) {
    const WholeEvent event(file_); // the event's own settings row, whatever division is shown
    outcome.settingsBefore = file_.settings().get();
    TournamentSettings incoming = *batch.settings;
    if (incoming.rules.empty()) // the source does not say: keep the event's rules
        incoming.rules = outcome.settingsBefore->rules;
    // A file without teams leaves a team event a team event (its boards, line-up rule and
    // team rules); a file with teams makes the event one of its own.
    if (batch.teams.empty()) {
        incoming.boards = outcome.settingsBefore->boards;
        incoming.lineup = outcome.settingsBefore->lineup;
        incoming.team = outcome.settingsBefore->team;
    } else if (outcome.settingsBefore->teamEvent() && !file_.teams().all().empty() &&
               outcome.settingsBefore->boards != incoming.boards) {
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1: its teams play %2 boards, this event's %3"),
                    problemArg(batch.source), problemArg(incoming.boards),
                    problemArg(outcome.settingsBefore->boards)));
    }
    Problem problem = validate(incoming);
    if (!problem.empty())
        throw StoreError::translated(
            QStringLiteral("%1: %2").arg(QString::fromStdString(batch.source), toText(problem)));
    file_.settings().write(incoming);
    outcome.settingsApplied = true;
    outcome.settings = file_.settings().get(); // as stored
}

// A tournament brought over from another program: its games and byes, with the ids the import
// gave its players (inside the import's transaction); the games, for the teams' line-ups.
std::vector<Game> Players::insertImportedRounds(const ImportBatch& batch, ImportOutcome& outcome) {
    std::vector<Game> games;
    for (const ImportedGame& g : batch.games) {
        Game game = g.game;
        game.white = outcome.ids[g.white];
        game.black = outcome.ids[g.black];
        games.push_back(game);
    }
    if (!batch.games.empty() || !batch.byes.empty()) {
        // A tournament brought over from another program: its rounds come with it, but never
        // on top of rounds already paired here.
        if (run(c_.db(), QStringLiteral("SELECT 1 FROM game UNION SELECT 1 FROM bye LIMIT 1"))
                .next())
            throw StoreError(Problem(
                QT_TRANSLATE_NOOP("tengen", "%1: this tournament already has rounds; its games "
                                            "cannot be merged with the imported ones"),
                problemArg(batch.source)));
        std::vector<Bye> byes;
        for (const ImportedBye& b : batch.byes)
            byes.push_back({b.round, outcome.ids[b.player]});
        file_.rounds().insertGames(games);
        file_.rounds().insertByes(byes);
        outcome.games = static_cast<int>(games.size());
        outcome.byes = static_cast<int>(byes.size());
    }
    return games;
}

ImportOutcome Players::import(const ImportBatch& given,
                              const std::function<void(int, int)>& progress) {
    // Imported at the desk of a division (#47): its players join that division.
    ImportBatch inDivision;
    if (const std::optional<int> division = file_.division()) {
        inDivision = given;
        for (auto& row : inDivision.players)
            row.player.division = *division;
    }
    const ImportBatch& batch = file_.division() ? inDivision : given;
    // Checked before the write begins: a record the importer let through but the domain
    // refuses names its line, and the file is not locked while the director reads that.
    for (const auto& row : batch.players) {
        Problem problem = validate(row.player);
        if (!problem.empty())
            throw StoreError::translated(QStringLiteral("%1:%2: %3")
                                             .arg(QString::fromStdString(batch.source))
                                             .arg(row.line)
                                             .arg(toText(problem)));
    }
    // The likely duplicates among the players registered and the file's: looked for before the
    // write begins (other programs write meanwhile), and again inside it only if the players
    // changed since.
    qint64 seen = 0;
    std::vector<ImportDuplicate> duplicates;
    {
        ReadSnapshot snapshot(c_);
        seen = c_.revisions().players;
        duplicates = importDuplicates(batch, everyone());
    }
    // Each row as written (its Latin name made, its values), its id set in the write.
    struct Row {
        QVariantList values;
        QString place;
    };
    std::vector<Row> rows;
    rows.reserve(batch.players.size());
    for (const auto& row : batch.players)
        rows.push_back(
            {QVariantList{QVariant()} + playerValues(withLatinName(row.player)),
             QStringLiteral("%1:%2").arg(QString::fromStdString(batch.source)).arg(row.line)});
    // In a file, the rows go first into a table of this connection's own (temp: no lock on the
    // tournament), and from there into the tournament in one statement under the write lock:
    // 32,000 players held other programs' writes 0.7 s row by row (#45).
    const bool staged = c_.backend() == Backend::Sqlite && !rows.empty();
    if (staged) {
        run(c_.db(), QStringLiteral("DROP TABLE IF EXISTS temp.import_player"));
        run(c_.db(), QStringLiteral("CREATE TEMP TABLE import_player AS SELECT %1 FROM main.player "
                                    "WHERE 0")
                         .arg(kPlayerColumns));
        Statement stage(c_.db(), QStringLiteral("INSERT INTO temp.import_player (%1) VALUES (%2)")
                                     .arg(kPlayerColumns, columnMarks()));
        for (std::size_t i = 0; i < rows.size(); ++i) {
            rows[i].values[0] = static_cast<qlonglong>(i); // its place in the file's order
            stage.exec(rows[i].values, rows[i].place);
        }
    }
    ImportOutcome outcome;
    Transaction tx(c_);
    if (c_.revisions().players != seen)
        duplicates = importDuplicates(batch, everyone());
    outcome.likelyDuplicates = std::move(duplicates);
    if (batch.settings) {
        applyImportedSettings(batch, outcome);
        tx.touch(Aggregate::Settings);
    }
    // A new player has no participation to replace (writeParticipation's DELETE).
    Statement participation(c_.db(),
                            QStringLiteral("INSERT INTO participation (player_id, round, state,"
                                           " checked_in_at) VALUES (?, ?, ?, ?)"));
    const int total = static_cast<int>(batch.players.size());
    PlayerId next = total > 0 ? nextId() : PlayerId{};
    bool inserted = false;
    if (staged) {
        // The staged rows in one statement; were one refused (a constraint the checks before
        // did not foresee), row by row below, to name its line.
        QString columns = kPlayerColumns;
        columns.replace(0, 2, QStringLiteral("id + ?"));
        try {
            run(c_.db(),
                QStringLiteral("INSERT INTO main.player (%1) SELECT %2 FROM temp.import_player "
                               "ORDER BY id")
                    .arg(kPlayerColumns, columns),
                {id(next)});
            inserted = true;
        } catch (const StoreError&) {
            inserted = false; // SQLite took the statement back; the rows say which is refused
        }
    }
    Statement insert(
        c_.db(),
        QStringLiteral("INSERT INTO player (%1) VALUES (%2)").arg(kPlayerColumns, columnMarks()));
    int done = 0;
    for (std::size_t i = 0; i < batch.players.size(); ++i) {
        rows[i].values[0] = id(next);
        if (!inserted)
            insert.exec(rows[i].values, rows[i].place);
        outcome.ids.push_back(next);
        for (const auto& r : batch.players[i].player.rounds)
            participation.exec({id(next), r.round, q(std::string(participationId(r.state))),
                                nullable(r.checkedInAt)});
        next = PlayerId{next + 1};
        ++done;
        if (progress && (done % 256 == 0 || done == total))
            progress(done, total);
    }
    if (total > 0)
        run(c_.db(), QStringLiteral("UPDATE meta SET value = ? WHERE key = 'player.last_id'"),
            {id(next - 1)});
    const std::vector<Game> games = insertImportedRounds(batch, outcome);
    if (!games.empty() || !batch.byes.empty())
        tx.touch(Aggregate::Rounds);
    if (!batch.teams.empty())
        outcome.teams = file_.teamRounds().importTeams(batch.teams, outcome.ids, games,
                                                       file_.settings().get().rounds);
    if (batch.pairing) {
        file_.settings().writePairing(*batch.pairing);
        tx.touch(Aggregate::Settings);
    }
    c_.journal(QStringLiteral("import"), QStringLiteral("%1: %2 players, %3 games")
                                             .arg(QString::fromStdString(batch.source))
                                             .arg(total)
                                             .arg(batch.games.size()));
    tx.touch(Aggregate::Players);
    tx.commit();
    if (staged)
        run(c_.db(), QStringLiteral("DROP TABLE IF EXISTS temp.import_player"));
    // The players as stored, read once the others may write again.
    if (total > 0) {
        const PlayerId first = outcome.ids.front();
        for (Player& p : everyone())
            if (p.id >= first && p.id <= outcome.ids.back())
                outcome.players.push_back(std::move(p));
    }
    outcome.added = total;
    return outcome;
}

} // namespace tengen::store
