// The rounds aggregate of the tournament file: games, byes and results. Every change
// of a round says what it was based on and is refused when another program changed that first
// (docs/shared-file.md).
#include "connection.h"
#include "problem_text.h"
#include "sql_support.h"
#include "tournament/result_codec.h"
#include "tournament_file.h"

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
    g.result = decodeResult(row.value(6).toString().toStdString(), ResultVocabulary::File)
                   .value_or(GameResult::Unknown);
    g.byForfeit = row.value(7).toBool();
    g.resultReason = row.value(8).toString().toStdString();
    return g;
}

QString resultId(GameResult r) {
    return QString::fromUtf8(encodeResult(r, ResultVocabulary::File).data());
}

// A result as a director reads it in a message.
QString resultText(const Game& g) {
    return toText(resultProblem(g.result, g.byForfeit));
}

// The refusal of a change to a game another program changed first, with what it shows now.
StoreError changedMeanwhile(const Game& now) {
    return StoreError::translated( // the result translated here: a sentence of parts
        QCoreApplication::translate("tengen",
                                    "Another program changed table %2 of round %1 meanwhile "
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

std::optional<Game> Rounds::game(RoundNo round, TableNo table) const {
    QSqlQuery row = run(c_.db(),
                        QStringLiteral("SELECT %1 FROM game WHERE round = ? AND table_number = ?")
                            .arg(kGameColumns),
                        {round.value(), table.value()});
    if (!row.next())
        return std::nullopt;
    return gameFromRow(row);
}

namespace {
// " AND division = ?" and its value when `file` works in one division; nothing for the event.
struct DivisionFilter {
    QString sql;
    QVariantList values;
};
DivisionFilter divisionFilter(const TournamentFile& file, std::optional<RoundNo> round) {
    DivisionFilter f;
    QStringList terms;
    if (round) {
        terms << QStringLiteral("round = ?");
        f.values << round->value();
    }
    if (const std::optional<int> division = file.division()) {
        terms << QStringLiteral("division = ?");
        f.values << *division;
    }
    if (!terms.isEmpty())
        f.sql = QStringLiteral(" WHERE ") + terms.join(QStringLiteral(" AND "));
    return f;
}
} // namespace

std::optional<int> Rounds::divisionAt(RoundNo round, TableNo table) const {
    QSqlQuery row = run(c_.db(),
                        QStringLiteral("SELECT division FROM game WHERE round = ? AND"
                                       " table_number = ?"),
                        {round.value(), table.value()});
    if (!row.next())
        return std::nullopt;
    return row.value(0).toInt();
}

std::vector<Game> Rounds::games(std::optional<RoundNo> round) const {
    const DivisionFilter where = divisionFilter(file_, round);
    QSqlQuery rows = run(c_.db(),
                         QStringLiteral("SELECT %1 FROM game%2 ORDER BY round, table_number")
                             .arg(kGameColumns, where.sql),
                         where.values);
    std::vector<Game> out;
    while (rows.next())
        out.push_back(gameFromRow(rows));
    return out;
}

std::vector<Bye> Rounds::byes(std::optional<RoundNo> round) const {
    const DivisionFilter where = divisionFilter(file_, round);
    QSqlQuery rows =
        run(c_.db(),
            QStringLiteral("SELECT round, player_id FROM bye%1 ORDER BY round, player_id")
                .arg(where.sql),
            where.values);
    std::vector<Bye> out;
    while (rows.next())
        out.push_back({rows.value(0).toInt(), playerId(rows.value(1))});
    return out;
}

RoundState Rounds::state(RoundNo round) const {
    ReadSnapshot snapshot(c_);
    return RoundState{games(round), byes(round)};
}

void Rounds::insertGames(const std::vector<Game>& games) {
    Statement insert(
        c_.db(),
        QStringLiteral("INSERT INTO game (%1, division) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            .arg(kGameColumns));
    const int division = file_.roundsDivision();
    for (const Game& g : games)
        insert.exec({g.round, g.table, id(g.white), id(g.black), g.handicap, g.knownColour ? 1 : 0,
                     resultId(g.result), g.byForfeit ? 1 : 0,
                     QString::fromStdString(g.resultReason), division},
                    QObject::tr("round %1, table %2").arg(g.round).arg(g.table));
}

void Rounds::insertByes(const std::vector<Bye>& byes) {
    for (const Bye& b : byes)
        run(c_.db(),
            QStringLiteral("INSERT INTO bye (round, player_id, division) VALUES (?, ?, ?)"),
            {b.round, id(b.player), file_.roundsDivision()}, QObject::tr("round %1").arg(b.round));
}

Revisions Rounds::save(RoundNo round, const std::vector<Game>& games, const std::vector<Bye>& byes,
                       const QString& what, const RoundExpectation& expect) {
    if (const Problem problem = checkRound(round, games, byes); !problem.empty())
        throw StoreError(problem); // the rule is the tournament core's
    Transaction tx(c_);
    const RoundState now = state(round);
    if (expect.round) {
        const RoundState saw = RoundState::ordered(expect.round->games, expect.round->byes);
        if (saw != now) {
            if (saw.games.empty() && !now.games.empty())
                throw StoreError(
                    Problem(QT_TRANSLATE_NOOP("tengen",
                                              "Round %1 was paired by another program meanwhile; "
                                              "nothing was changed. Unpair it first to pair it "
                                              "again."),
                            problemArg(round)),
                    StoreError::Kind::Conflict);
            throw StoreError::translated( // what changed, translated here: a sentence of parts
                QCoreApplication::translate("tengen",
                                            "Another program changed round %1 meanwhile (%2). "
                                            "Nothing was changed; look at the round again.")
                    .arg(round)
                    .arg(roundDifference(saw, now)),
                StoreError::Kind::Conflict);
        }
    }
    if (expect.inputs) {
        const Revisions r = c_.revisions();
        if (r.players != expect.inputs->players || r.settings != expect.inputs->settings ||
            r.rounds != expect.inputs->rounds)
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen",
                                          "The players, the settings or the earlier rounds changed "
                                          "while round %1 was being paired; nothing was stored."),
                        problemArg(round)),
                StoreError::Kind::Conflict);
    }
    // Colours drawn for other pairs mean nothing for new ones: a change of who plays whom at
    // which table drops the round's draw (the journal keeps that it happened).
    std::set<std::tuple<int, PlayerId, PlayerId>> before, after;
    for (const Game& g : now.games)
        before.insert({g.table, std::min(g.white, g.black), std::max(g.white, g.black)});
    for (const Game& g : games)
        after.insert({g.table, std::min(g.white, g.black), std::max(g.white, g.black)});
    // A team event's boards follow its matches (TeamRounds::save): a pairing of players, an
    // exchange of opponents or an undo that brings boards back without their matches is
    // refused; colours may change, and the round may be unpaired.
    if (before != after && !games.empty() && !teamBoards_ && file_.settings().get().teamEvent())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "in a team event the boards follow the "
                                                "matches: pair the teams of round %1 (team "
                                                "pair) instead"),
                    problemArg(round)));
    // Another division's round of the same number is not this one's: its games, byes, draw and
    // tables stay (an event without divisions has division 1 only).
    const int division = file_.roundsDivision();
    if (before != after) {
        run(c_.db(),
            QStringLiteral("DELETE FROM colour_decision WHERE round = ? AND table_number IN"
                           " (SELECT table_number FROM game WHERE round = ? AND division = ?)"),
            {round.value(), round.value(), division});
        run(c_.db(), QStringLiteral("DELETE FROM colour_round WHERE round = ? AND division = ?"),
            {round.value(), division});
    }
    run(c_.db(), QStringLiteral("DELETE FROM game WHERE round = ? AND division = ?"),
        {round.value(), division});
    run(c_.db(), QStringLiteral("DELETE FROM bye WHERE round = ? AND division = ?"),
        {round.value(), division});
    if (games.empty() && byes.empty()) { // unpaired: a team event's matches go with their games
        run(c_.db(), QStringLiteral("DELETE FROM team_match WHERE round = ?"), {round.value()});
        run(c_.db(), QStringLiteral("DELETE FROM team_bye WHERE round = ?"), {round.value()});
        run(c_.db(), QStringLiteral("DELETE FROM team_lineup WHERE round = ? AND given = 0"),
            {round.value()});
    }
    insertGames(games);
    insertByes(byes);
    c_.journal(what, QStringLiteral("round %1: %2 games, %3 byes%4")
                         .arg(round)
                         .arg(games.size())
                         .arg(byes.size())
                         .arg(division == kFirstDivision
                                  ? QString()
                                  : QStringLiteral(" (division %1)").arg(division)));
    tx.touch(Aggregate::Rounds);
    return tx.commit();
}

Game Rounds::setResult(RoundNo round, TableNo table, GameResult result, bool byForfeit,
                       std::optional<PlayerId> black, const std::optional<Game>& expected,
                       const QString& reason, const QString& by) {
    Transaction tx(c_);
    const std::optional<Game> found = game(round, table);
    if (!found)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "round %1 has no table %2"),
                                 problemArg(round), problemArg(table)),
                         StoreError::Kind::NotFound);
    const Game current = *found;
    if (expected && *expected != current)
        throw changedMeanwhile(current);
    const PlayerId white = current.white, oldBlack = current.black;
    const bool known = current.knownColour;
    if (black && *black != white && *black != oldBlack)
        throw StoreError(Problem(
            QT_TRANSLATE_NOOP("tengen", "round %1, table %2: player %3 does not play there"),
            problemArg(round), problemArg(table), problemArg(*black)));
    // The rules of a result (who took black when the board decided the colours, a jigo the komi
    // rules out, a change needs the referee's reason) are the result action's (enterResult,
    // app/actions/results.h), decided once there; the store records the reason it was given.
    const QString why = reason.trimmed();
    const bool unusual = result == GameResult::Jigo && !byForfeit &&
                         jigoImpossible(file_.settings().get(), current.handicap);
    const bool change = current.result != GameResult::Unknown &&
                        (result != current.result || byForfeit != current.byForfeit);
    if (black && *black == white) // the colours the board decided differ from the list
        run(c_.db(),
            QStringLiteral("UPDATE game SET white_id = ?, black_id = ? WHERE round = ? AND"
                           " table_number = ?"),
            {id(oldBlack), id(white), round.value(), table.value()});
    run(c_.db(),
        QStringLiteral("UPDATE game SET result = ?, by_forfeit = ?, known_colour = ?,"
                       " result_reason = ? WHERE round = ? AND table_number = ?"),
        {resultId(result), byForfeit ? 1 : 0, (known || black) ? 1 : 0,
         unusual ? why : QStringLiteral(""), round.value(), table.value()});
    c_.journal(QStringLiteral("result"),
               QStringLiteral("round %1, table %2: %3%4%5 (was %6)")
                       .arg(round)
                       .arg(table)
                       .arg(resultId(result))
                       .arg(byForfeit ? QStringLiteral(" (forfeit)") : QString())
                       .arg(black ? QStringLiteral(", black %1").arg(*black) : QString())
                       .arg(resultId(current.result)) +
                   ((unusual || change) && !why.isEmpty() ? QStringLiteral("; reason: %1").arg(why)
                                                          : QString()) +
                   (by.isEmpty() ? QString() : QStringLiteral("; %1").arg(by)));
    const Game after = game(round, table).value_or(current);
    tx.touch(Aggregate::Rounds);
    tx.commit();
    return after;
}

void Rounds::restoreGame(const Game& game, const Game& expected) {
    Transaction tx(c_);
    const std::optional<Game> current = this->game(RoundNo{game.round}, TableNo{game.table});
    if (!current)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "Round %1 has no table %2 any more (another program changed "
                                      "the round); nothing was changed."),
                    problemArg(game.round), problemArg(game.table)),
            StoreError::Kind::Conflict);
    if (*current != expected)
        throw changedMeanwhile(*current);
    run(c_.db(),
        QStringLiteral("UPDATE game SET white_id = ?, black_id = ?, handicap = ?, known_colour = ?,"
                       " result = ?, by_forfeit = ?, result_reason = ?"
                       " WHERE round = ? AND table_number = ?"),
        {id(game.white), id(game.black), game.handicap, game.knownColour ? 1 : 0,
         resultId(game.result), game.byForfeit ? 1 : 0, QString::fromStdString(game.resultReason),
         game.round, game.table});
    c_.journal(QStringLiteral("result.restore"), QStringLiteral("round %1, table %2: %3")
                                                     .arg(game.round)
                                                     .arg(game.table)
                                                     .arg(resultId(game.result)));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

} // namespace tengen::store

namespace tengen::store {

bool Rounds::anyPaired() const {
    const DivisionFilter where = divisionFilter(file_, std::nullopt);
    return run(c_.db(),
               QStringLiteral("SELECT 1 FROM game%1 UNION SELECT 1 FROM bye%1 LIMIT 1")
                   .arg(where.sql),
               where.values + where.values)
        .next();
}

} // namespace tengen::store
