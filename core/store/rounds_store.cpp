// The rounds aggregate of the tournament file: games, byes, results and colours. Every change
// of a round says what it was based on and is refused when another program changed that first
// (docs/shared-file.md).
#include "problem_text.h"
#include "tournament_file_internal.h"

#include <QDateTime>
#include <algorithm>
#include <set>
#include <tuple>
#include <unordered_set>

namespace tengen::store {

using namespace detail;

namespace {

const QString kGameColumns = QStringLiteral(
    "round, table_number, white_id, black_id, handicap, known_colour, result, by_forfeit,"
    " result_reason");

Game gameFromRow(const QSqlQuery& row) {
    Game g;
    g.round = row.value(0).toInt();
    g.table = row.value(1).toInt();
    g.white = playerId(row.value(2));
    g.black = playerId(row.value(3));
    g.handicap = row.value(4).toInt();
    g.knownColour = row.value(5).toBool();
    g.result =
        tryParseGameResult(row.value(6).toString().toStdString()).value_or(GameResult::Unknown);
    g.byForfeit = row.value(7).toBool();
    g.resultReason = row.value(8).toString().toStdString();
    return g;
}

QString resultId(GameResult r) {
    return QString::fromUtf8(gameResultId(r).data());
}

// A result as a director reads it in a message.
QString resultText(const Game& g) {
    QString text;
    switch (g.result) {
    case GameResult::Unknown:
        return QObject::tr("no result");
    case GameResult::WhiteWins:
        text = QObject::tr("White wins");
        break;
    case GameResult::BlackWins:
        text = QObject::tr("Black wins");
        break;
    case GameResult::Jigo:
        text = QObject::tr("jigo");
        break;
    case GameResult::BothLose:
        text = QObject::tr("both lose");
        break;
    case GameResult::BothWin:
        text = QObject::tr("both win");
        break;
    }
    return g.byForfeit ? QObject::tr("%1 by forfeit").arg(text) : text;
}

// The refusal of a change to a game another program changed first, with what it shows now.
StoreError changedMeanwhile(const Game& now) {
    return StoreError(QObject::tr("Another program changed table %2 of round %1 meanwhile "
                                  "(now: %3). Nothing was changed; look at the table again.")
                          .arg(now.round)
                          .arg(now.table)
                          .arg(resultText(now)),
                      StoreError::Kind::Conflict);
}

QString tableList(const std::vector<int>& tables) {
    QStringList out;
    for (int t : tables)
        out << QString::number(t);
    return out.join(QObject::tr(", "));
}

// What another program changed in a round, in a few words: "results entered at tables 2, 5".
QString roundDifference(const RoundState& saw, const RoundState& now) {
    if (saw.games.empty() && !now.games.empty())
        return QObject::tr("it was paired");
    if (!saw.games.empty() && now.games.empty())
        return QObject::tr("it was unpaired");
    std::vector<int> results, changed;
    std::set<int> sawTables, nowTables;
    for (const Game& g : saw.games)
        sawTables.insert(g.table);
    for (const Game& g : now.games) {
        nowTables.insert(g.table);
        auto it = std::find_if(saw.games.begin(), saw.games.end(),
                               [&](const Game& x) { return x.table == g.table; });
        if (it == saw.games.end())
            continue;
        Game sameResult = *it;
        sameResult.result = g.result;
        sameResult.byForfeit = g.byForfeit;
        if (*it == g)
            continue;
        (sameResult == g ? results : changed).push_back(g.table);
    }
    QStringList parts;
    if (!results.empty())
        parts << QObject::tr("results entered or changed at tables %1").arg(tableList(results));
    if (!changed.empty() || sawTables != nowTables)
        parts << QObject::tr("its pairs or colours changed");
    if (saw.byes != now.byes)
        parts << QObject::tr("its byes changed");
    return parts.join(QObject::tr("; "));
}

} // namespace

RoundState RoundState::ordered(std::vector<Game> games, std::vector<Bye> byes) {
    std::sort(games.begin(), games.end(),
              [](const Game& a, const Game& b) { return a.table < b.table; });
    std::sort(byes.begin(), byes.end(),
              [](const Bye& a, const Bye& b) { return a.player < b.player; });
    return RoundState{std::move(games), std::move(byes)};
}

std::optional<Game> TournamentFile::gameAt(int round, int table) const {
    QSqlQuery row = run(db(),
                        QStringLiteral("SELECT %1 FROM game WHERE round = ? AND table_number = ?")
                            .arg(kGameColumns),
                        {round, table});
    if (!row.next())
        return std::nullopt;
    return gameFromRow(row);
}

RoundInputs TournamentFile::roundInputs() const {
    const ReadSnapshot snapshot(*this);
    RoundInputs in;
    in.settings = settings();
    in.pairing = pairingSettings();
    in.players = players();
    in.games = games();
    in.byes = byes();
    in.constraints = pairingConstraints();
    in.revisions = revisions();
    return in;
}

std::vector<Game> TournamentFile::games(std::optional<int> round) const {
    QSqlQuery rows =
        round ? run(db(),
                    QStringLiteral("SELECT %1 FROM game WHERE round = ? ORDER BY table_number")
                        .arg(kGameColumns),
                    {*round})
              : run(db(), QStringLiteral("SELECT %1 FROM game ORDER BY round, table_number")
                              .arg(kGameColumns));
    std::vector<Game> out;
    while (rows.next())
        out.push_back(gameFromRow(rows));
    return out;
}

std::vector<Bye> TournamentFile::byes(std::optional<int> round) const {
    QSqlQuery rows =
        round ? run(db(),
                    QStringLiteral("SELECT round, player_id FROM bye WHERE round = ?"
                                   " ORDER BY player_id"),
                    {*round})
              : run(db(), QStringLiteral("SELECT round, player_id FROM bye ORDER BY round,"
                                         " player_id"));
    std::vector<Bye> out;
    while (rows.next())
        out.push_back({rows.value(0).toInt(), playerId(rows.value(1))});
    return out;
}

RoundState TournamentFile::roundState(int round) const {
    ReadSnapshot snapshot(*this);
    return RoundState{games(round), byes(round)};
}

void TournamentFile::insertGames(const std::vector<Game>& games) {
    QSqlQuery insert(db());
    if (!insert.prepare(QStringLiteral("INSERT INTO game (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
                            .arg(kGameColumns)))
        throw storeError(insert.lastError(), path_);
    for (const Game& g : games)
        exec(db(), insert,
             {g.round, g.table, id(g.white), id(g.black), g.handicap, g.knownColour ? 1 : 0,
              resultId(g.result), g.byForfeit ? 1 : 0, QString::fromStdString(g.resultReason)},
             QObject::tr("round %1, table %2").arg(g.round).arg(g.table));
}

void TournamentFile::insertByes(const std::vector<Bye>& byes) {
    for (const Bye& b : byes)
        run(db(), QStringLiteral("INSERT INTO bye (round, player_id) VALUES (?, ?)"),
            {b.round, id(b.player)}, QObject::tr("round %1").arg(b.round));
}

Revisions TournamentFile::saveRound(int round, const std::vector<Game>& games,
                                    const std::vector<Bye>& byes, const QString& what,
                                    const RoundExpectation& expect) {
    if (const Problem problem = checkRound(round, games, byes); !problem.empty())
        throw StoreError(toText(problem)); // the rule is the tournament core's
    Transaction tx(*this);
    const RoundState now = roundState(round);
    if (expect.round) {
        const RoundState saw = RoundState::ordered(expect.round->games, expect.round->byes);
        if (saw != now) {
            if (saw.games.empty() && !now.games.empty())
                throw StoreError(QObject::tr("Round %1 was paired by another program meanwhile; "
                                             "nothing was changed. Unpair it first to pair it "
                                             "again.")
                                     .arg(round),
                                 StoreError::Kind::Conflict);
            throw StoreError(QObject::tr("Another program changed round %1 meanwhile (%2). "
                                         "Nothing was changed; look at the round again.")
                                 .arg(round)
                                 .arg(roundDifference(saw, now)),
                             StoreError::Kind::Conflict);
        }
    }
    if (expect.inputs) {
        const Revisions r = revisions();
        if (r.players != expect.inputs->players || r.settings != expect.inputs->settings ||
            r.rounds != expect.inputs->rounds)
            throw StoreError(QObject::tr("The players, the settings or the earlier rounds changed "
                                         "while round %1 was being paired; nothing was stored.")
                                 .arg(round),
                             StoreError::Kind::Conflict);
    }
    // Colours drawn for other pairs mean nothing for new ones: a change of who plays whom at
    // which table drops the round's draw (the journal keeps that it happened).
    std::set<std::tuple<int, PlayerId, PlayerId>> before, after;
    for (const Game& g : now.games)
        before.insert({g.table, std::min(g.white, g.black), std::max(g.white, g.black)});
    for (const Game& g : games)
        after.insert({g.table, std::min(g.white, g.black), std::max(g.white, g.black)});
    if (before != after) {
        run(db(), QStringLiteral("DELETE FROM colour_decision WHERE round = ?"), {round});
        run(db(), QStringLiteral("DELETE FROM colour_round WHERE round = ?"), {round});
    }
    run(db(), QStringLiteral("DELETE FROM game WHERE round = ?"), {round});
    run(db(), QStringLiteral("DELETE FROM bye WHERE round = ?"), {round});
    insertGames(games);
    insertByes(byes);
    addJournal(what, QStringLiteral("round %1: %2 games, %3 byes")
                         .arg(round)
                         .arg(games.size())
                         .arg(byes.size()));
    tx.touch(Aggregate::Rounds);
    return tx.commit();
}

Game TournamentFile::setResult(int round, int table, GameResult result, bool byForfeit,
                               std::optional<PlayerId> black, const std::optional<Game>& expected,
                               const QString& reason) {
    Transaction tx(*this);
    const std::optional<Game> found = gameAt(round, table);
    if (!found)
        throw StoreError(QObject::tr("round %1 has no table %2").arg(round).arg(table),
                         StoreError::Kind::NotFound);
    const Game current = *found;
    if (expected && *expected != current)
        throw changedMeanwhile(current);
    const PlayerId white = current.white, oldBlack = current.black;
    const bool known = current.knownColour;
    if (black && *black != white && *black != oldBlack)
        throw StoreError(QObject::tr("round %1, table %2: player %3 does not play there")
                             .arg(round)
                             .arg(table)
                             .arg(*black));
    if (!known && !black && result != GameResult::Unknown)
        throw StoreError(QObject::tr("round %1, table %2: the colours were decided at the "
                                     "board; say who took black")
                             .arg(round)
                             .arg(table));
    // A jigo the komi rules out stands only on a referee's decision, with its reason.
    const QString why = reason.trimmed();
    const bool unusual =
        result == GameResult::Jigo && !byForfeit && jigoImpossible(settings(), current.handicap);
    if (unusual && why.isEmpty())
        throw StoreError(QObject::tr("round %1, table %2: a jigo cannot happen with komi %3; "
                                     "enter it only with the referee's reason")
                             .arg(round)
                             .arg(table)
                             .arg(QString::fromStdString(settings().komi.points())),
                         StoreError::Kind::Invalid);
    if (black && *black == white) // the colours the board decided differ from the list
        run(db(),
            QStringLiteral("UPDATE game SET white_id = ?, black_id = ? WHERE round = ? AND"
                           " table_number = ?"),
            {id(oldBlack), id(white), round, table});
    run(db(),
        QStringLiteral("UPDATE game SET result = ?, by_forfeit = ?, known_colour = ?,"
                       " result_reason = ? WHERE round = ? AND table_number = ?"),
        {resultId(result), byForfeit ? 1 : 0, (known || black) ? 1 : 0,
         unusual ? why : QStringLiteral(""), round, table});
    addJournal(QStringLiteral("result"),
               QStringLiteral("round %1, table %2: %3%4%5 (was %6)")
                       .arg(round)
                       .arg(table)
                       .arg(resultId(result))
                       .arg(byForfeit ? QStringLiteral(" (forfeit)") : QString())
                       .arg(black ? QStringLiteral(", black %1").arg(*black) : QString())
                       .arg(resultId(current.result)) +
                   (unusual ? QStringLiteral("; reason: %1").arg(why) : QString()));
    const Game after = gameAt(round, table).value_or(current);
    tx.touch(Aggregate::Rounds);
    tx.commit();
    return after;
}

void TournamentFile::restoreGame(const Game& game, const Game& expected) {
    Transaction tx(*this);
    const std::optional<Game> current = gameAt(game.round, game.table);
    if (!current)
        throw StoreError(QObject::tr("Round %1 has no table %2 any more (another program changed "
                                     "the round); nothing was changed.")
                             .arg(game.round)
                             .arg(game.table),
                         StoreError::Kind::Conflict);
    if (*current != expected)
        throw changedMeanwhile(*current);
    run(db(),
        QStringLiteral("UPDATE game SET white_id = ?, black_id = ?, handicap = ?, known_colour = ?,"
                       " result = ?, by_forfeit = ?, result_reason = ?"
                       " WHERE round = ? AND table_number = ?"),
        {id(game.white), id(game.black), game.handicap, game.knownColour ? 1 : 0,
         resultId(game.result), game.byForfeit ? 1 : 0, QString::fromStdString(game.resultReason),
         game.round, game.table});
    addJournal(QStringLiteral("result.restore"), QStringLiteral("round %1, table %2: %3")
                                                     .arg(game.round)
                                                     .arg(game.table)
                                                     .arg(resultId(game.result)));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

void TournamentFile::setColoursAtTheBoard(int round) {
    Transaction tx(*this);
    run(db(),
        QStringLiteral("UPDATE game SET known_colour = 0 WHERE round = ? AND handicap = 0"
                       " AND result = '?'"),
        {round});
    addJournal(QStringLiteral("colours.board"), QStringLiteral("round %1").arg(round));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

namespace {

// Puts the decision's colours on its game; throws when the table has no game of those players.
void applyColours(QSqlDatabase db, const ColourRecord& d) {
    // A result names the winner by colour: once entered, the colours stay.
    QSqlQuery current = run(db,
                            QStringLiteral("SELECT white_id, result FROM game WHERE round = ?"
                                           " AND table_number = ?"),
                            {d.round, d.table});
    if (current.next() && current.value(1).toString() != QLatin1String("?") &&
        current.value(0).toLongLong() != d.white)
        throw StoreError(QObject::tr("round %1, table %2 has a result; clear it before changing "
                                     "the colours")
                             .arg(d.round)
                             .arg(d.table));
    QSqlQuery q = run(db,
                      QStringLiteral("UPDATE game SET white_id = ?, black_id = ?, known_colour = 1"
                                     " WHERE round = ? AND table_number = ?"
                                     " AND ((white_id = ? AND black_id = ?)"
                                     " OR (white_id = ? AND black_id = ?))"),
                      {id(d.white), id(d.black), d.round, d.table, id(d.white), id(d.black),
                       id(d.black), id(d.white)});
    if (q.numRowsAffected() != 1)
        throw StoreError(QObject::tr("round %1, table %2: no game between these players")
                             .arg(d.round)
                             .arg(d.table),
                         StoreError::Kind::NotFound);
}

QString notNull(const QString& s) {
    return s.isNull() ? QString(QLatin1String("")) : s;
}

void insertDecision(QSqlDatabase db, const ColourRecord& d, const QString& who, const QString& at) {
    run(db,
        QStringLiteral("INSERT INTO colour_decision (round, table_number, method, inputs, white_id,"
                       " black_id, who, at, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {d.round, d.table, d.method, notNull(d.inputs), id(d.white), id(d.black), who, at,
         notNull(d.reason)});
}

} // namespace

void TournamentFile::recordColourDraw(const ColourRound& header,
                                      const std::vector<ColourRecord>& decisions) {
    Transaction tx(*this);
    const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    // Checked inside the transaction: a second desk can never replace a published commitment.
    if (run(db(), QStringLiteral("SELECT 1 FROM colour_round WHERE round = ?"), {header.round})
            .next())
        throw StoreError(QObject::tr("the colours of round %1 are already drawn; change a table's "
                                     "colours with a reason instead")
                             .arg(header.round),
                         StoreError::Kind::Conflict);
    run(db(),
        QStringLiteral("INSERT INTO colour_round (round, method, commitment, seed,"
                       " revealed, drawn_at) VALUES (?, ?, ?, ?, 0, ?)"),
        {header.round, header.method, header.commitment, header.seed, at});
    for (const ColourRecord& d : decisions) {
        applyColours(db(), d);
        insertDecision(db(), d, deskName(), at);
    }
    addJournal(QStringLiteral("colours.draw"), QStringLiteral("round %1: %2, commitment %3")
                                                   .arg(header.round)
                                                   .arg(header.method, header.commitment));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

void TournamentFile::decideColours(const ColourRecord& decision) {
    Transaction tx(*this);
    const bool published =
        run(db(), QStringLiteral("SELECT 1 FROM colour_round WHERE round = ?"), {decision.round})
            .next() ||
        run(db(),
            QStringLiteral("SELECT 1 FROM colour_decision WHERE round = ? AND table_number = ?"),
            {decision.round, decision.table})
            .next();
    if (published && decision.reason.trimmed().isEmpty())
        throw StoreError(QObject::tr("round %1, table %2: the colours are published; changing "
                                     "them needs a reason")
                             .arg(decision.round)
                             .arg(decision.table));
    const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    applyColours(db(), decision);
    insertDecision(db(), decision, deskName(), at);
    addJournal(QStringLiteral("colours.decide"), QStringLiteral("round %1, table %2: %3 %4")
                                                     .arg(decision.round)
                                                     .arg(decision.table)
                                                     .arg(decision.method, decision.reason));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

std::optional<ColourRound> TournamentFile::colourRound(int round) const {
    QSqlQuery row = run(db(),
                        QStringLiteral("SELECT method, commitment, seed, revealed, drawn_at"
                                       " FROM colour_round WHERE round = ?"),
                        {round});
    if (!row.next())
        return std::nullopt;
    return ColourRound{round,
                       row.value(0).toString(),
                       row.value(1).toString(),
                       row.value(2).toString(),
                       row.value(3).toBool(),
                       row.value(4).toString()};
}

std::vector<ColourRecord> TournamentFile::colourHistory(int round) const {
    QSqlQuery rows = run(db(),
                         QStringLiteral("SELECT table_number, method, inputs, white_id, black_id,"
                                        " who, at, reason FROM colour_decision WHERE round = ?"
                                        " ORDER BY id"),
                         {round});
    std::vector<ColourRecord> out;
    while (rows.next())
        out.push_back({round, rows.value(0).toInt(), rows.value(1).toString(),
                       rows.value(2).toString(), playerId(rows.value(3)), playerId(rows.value(4)),
                       rows.value(5).toString(), rows.value(6).toString(),
                       rows.value(7).toString()});
    return out;
}

void TournamentFile::revealColourSeed(int round) {
    Transaction tx(*this);
    QSqlQuery q =
        run(db(), QStringLiteral("UPDATE colour_round SET revealed = 1 WHERE round = ?"), {round});
    if (q.numRowsAffected() != 1)
        throw StoreError(QObject::tr("round %1 has no colour draw").arg(round),
                         StoreError::Kind::NotFound);
    addJournal(QStringLiteral("colours.reveal"), QStringLiteral("round %1").arg(round));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

} // namespace tengen::store
