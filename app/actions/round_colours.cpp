#include "round_colours.h"

#include "actions/team_rounds.h"
#include "pairing/team_pairing.h"

#include <QObject>
#include <algorithm>
#include <map>
#include <random>

namespace tengen {

namespace {

// White-minus-black of every player over the even games of earlier rounds.
std::map<PlayerId, int> balancesBefore(const store::TournamentFile& file, RoundNo round) {
    std::map<PlayerId, int> balance;
    for (const Game& g : file.rounds().games())
        if (g.round < round && g.handicap == 0 && g.knownColour) {
            ++balance[g.white];
            --balance[g.black];
        }
    return balance;
}

NigiriPlayer nigiriPlayer(const store::TournamentFile& file, PlayerId id) {
    NigiriPlayer n;
    n.id = id;
    if (const auto p = file.players().find(id)) {
        if (const auto r = p->effectiveRank())
            n.rank = r->amateurScale();
        if (p->birthDate)
            n.birthDate = toIsoDate(*p->birthDate);
    }
    return n;
}

bool isDrawMethod(const QString& m) {
    return m == QLatin1String("lots") || m == QLatin1String("digital-nigiri") ||
           m == QLatin1String("handicap");
}

} // namespace

Seed freshSeed() {
    std::random_device device;
    Seed seed(32);
    for (auto& byte : seed)
        byte = static_cast<std::uint8_t>(device() & 0xFF);
    return seed;
}

NigiriHolder nigiriHolderInFile(const store::TournamentFile& file, PlayerId a, PlayerId b) {
    return nigiriHolder(nigiriPlayer(file, a), nigiriPlayer(file, b));
}

namespace {

ColourCase colourCaseOf(const Game& g, const std::map<PlayerId, int>& balance,
                        const std::map<int, PlayerId>& fixed) {
    ColourCase c;
    c.table = g.table;
    c.a = std::min(g.white, g.black);
    c.b = std::max(g.white, g.black);
    c.handicap = g.handicap;
    c.stronger = g.white; // the pairing gives white to the stronger in handicap games
    c.balanceA = balance.count(c.a) ? balance.at(c.a) : 0;
    c.balanceB = balance.count(c.b) ? balance.at(c.b) : 0;
    if (const auto f = fixed.find(g.table); f != fixed.end())
        c.fixedWhite = f->second;
    return c;
}

store::ColourRecord recordOf(RoundNo round, int table, const ColourOutcome& o) {
    return {round,
            table,
            QString::fromUtf8(colourMethodId(o.method).data()),
            QString::fromStdString(o.inputs),
            o.white,
            o.black,
            {},
            {},
            {}};
}

ColourOutcome drawOne(const store::TournamentFile& file, const ColourCase& c, ColourMethod method,
                      const Seed& seed, RoundNo round) {
    if (method != ColourMethod::DigitalNigiri || c.handicap != 0 || c.fixedWhite)
        return drawLots(c, seed, round);
    const NigiriHolder h = nigiriHolderInFile(file, c.a, c.b);
    // Nobody to choose at the desk: the referee's pick is drawn too.
    const PlayerId holder =
        h.holder ? *h.holder
                 : (colourUniform(seed, round, c.table, kHolderSlot, 2) == 0 ? c.a : c.b);
    return digitalNigiri(c, holder, seed, round);
}

// The colours the director fixed before the draw (before `fixedBefore`; empty: any time).
std::map<int, PlayerId> fixedColours(const store::TournamentFile& file, RoundNo round,
                                     const QString& fixedBefore) {
    std::map<int, PlayerId> fixed;
    for (const store::ColourRecord& d : file.colours().history(RoundNo{round}))
        if (d.method == QLatin1String("director") && (fixedBefore.isEmpty() || d.at < fixedBefore))
            fixed[d.table] = d.white;
    return fixed;
}

// The boards of a team match, board 1 first: the home player of each and his game (null when
// the file has none), and the anchor — the first even board (board 1 unless it is a handicap
// game), whose colours the draw or the nigiri decides and the other even boards alternate from.
struct MatchBoards {
    std::vector<PlayerId> home;    // the home team's player of each board
    std::vector<const Game*> game; // each board's game
    std::optional<std::size_t> anchor;
    // Whether the home player of board `b` has White when the anchor's home player has
    // `anchorHomeWhite`.
    bool homeWhite(std::size_t b, bool anchorHomeWhite) const {
        return ((b + *anchor) % 2 == 0) == anchorHomeWhite;
    }
};

std::optional<MatchBoards> matchBoards(const TeamRound& round, const TeamMatch& m,
                                       const GamesByPlayer& games) {
    const auto home = round.lineups.find(m.home);
    const auto away = round.lineups.find(m.away);
    if (home == round.lineups.end() || away == round.lineups.end())
        return std::nullopt;
    MatchBoards out;
    out.home = home->second;
    for (std::size_t b = 0; b < out.home.size(); ++b) {
        const Game* g = games.of(round.round, out.home[b]);
        if (g && !(b < away->second.size() && g->involves(away->second[b])))
            g = nullptr; // a hand-edited file: not this board's game
        out.game.push_back(g);
        if (g && g->handicap == 0 && !out.anchor)
            out.anchor = b;
    }
    return out;
}

// A team event: the draw decides each match's anchor board (board 1 unless it is a handicap
// game) — lots by the two teams' board-1 balance, or nigiri between the anchor's players — and
// the other even boards alternate from it, as the pairing's colours do (docs/teams.md).
// Handicap boards and colours the director fixed stay as they are.
std::vector<store::ColourRecord> teamColourDraw(const store::TournamentFile& file, RoundNo round,
                                                ColourMethod method, const Seed& seed,
                                                const std::map<int, PlayerId>& fixed) {
    const TeamRound teamRound = file.teamRounds().round(round);
    const TeamHistory history = teamHistoryOf(file);
    const auto teamBalance = pairing::boardOneBalance(history, round.value());
    const auto balanceOf = [&](TeamId t) {
        const auto b = teamBalance.find(t);
        return b == teamBalance.end() ? 0 : b->second;
    };
    const std::vector<Game> games = roundGames(history, round);
    const GamesByPlayer byPlayer(games); // points into `games`
    std::vector<store::ColourRecord> out;
    for (const TeamMatch& m : teamRound.matches) {
        const std::optional<MatchBoards> boards = matchBoards(teamRound, m, byPlayer);
        if (!boards || !boards->anchor)
            continue; // no even board: every board by its handicap
        const std::size_t anchor = *boards->anchor;
        const Game& anchorGame = *boards->game[anchor];
        // The anchor's players stand for their teams.
        const std::map<PlayerId, int> balance{
            {boards->home[anchor], balanceOf(m.home)},
            {anchorGame.opponentOf(boards->home[anchor]), balanceOf(m.away)}};
        const ColourOutcome drawn =
            drawOne(file, colourCaseOf(anchorGame, balance, fixed), method, seed, round);
        const bool anchorHomeWhite = drawn.white == boards->home[anchor];
        const std::string follows = "board " + std::to_string(anchor + 1) + " (table " +
                                    std::to_string(anchorGame.table) + "), alternating";
        for (std::size_t b = 0; b < boards->game.size(); ++b) {
            const Game* g = boards->game[b];
            if (!g)
                continue;
            ColourOutcome o = drawn;
            if (b != anchor) {
                o = drawLots(colourCaseOf(*g, {}, fixed), seed, round); // handicap or fixed
                if (g->handicap == 0 && !fixed.count(g->table)) {
                    const PlayerId home = boards->home[b];
                    o.white = boards->homeWhite(b, anchorHomeWhite) ? home : g->opponentOf(home);
                    o.black = g->opponentOf(o.white);
                    o.method = method == ColourMethod::DigitalNigiri ? ColourMethod::DigitalNigiri
                                                                     : ColourMethod::Lots;
                    o.inputs = follows;
                }
            }
            if (o.method != ColourMethod::Director)
                out.push_back(recordOf(round, g->table, o));
        }
    }
    return out;
}

} // namespace

std::vector<store::ColourRecord> computeColourDraw(const store::TournamentFile& file, RoundNo round,
                                                   ColourMethod method, const Seed& seed,
                                                   const QString& fixedBefore) {
    const std::map<int, PlayerId> fixed = fixedColours(file, round, fixedBefore);
    if (file.settings().get().teamEvent())
        return teamColourDraw(file, round, method, seed, fixed);
    const auto balance = balancesBefore(file, round);
    std::vector<store::ColourRecord> out;
    for (const Game& g : file.rounds().games(RoundNo{round})) {
        const ColourOutcome o = drawOne(file, colourCaseOf(g, balance, fixed), method, seed, round);
        if (o.method == ColourMethod::Director)
            continue; // kept as fixed, already in the history
        out.push_back(recordOf(round, g.table, o));
    }
    return out;
}

ColourDraw drawColoursInFile(store::TournamentFile& file, RoundNo round, ColourMethod method,
                             const Seed& seed) {
    ColourDraw out;
    out.refusal = inWriteTransaction(file, [&]() -> Refusal {
        if (file.rounds().games(RoundNo{round}).empty())
            return Refusal::refused(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is not paired"), problemArg(round)));
        if (file.colours().draw(RoundNo{round}))
            return Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen", "the colours of round %1 are already drawn; change "
                                            "a table's colours with a reason instead"),
                problemArg(round)));
        out.header = {round,
                      QString::fromUtf8(colourMethodId(method).data()),
                      QString::fromStdString(commitmentOf(seed)),
                      QString::fromStdString(toHex(seed.data(), seed.size())),
                      false,
                      {}};
        file.colours().recordDraw(out.header, computeColourDraw(file, round, method, seed));
        return {};
    });
    return out;
}

bool ColourVerification::ok() const {
    if (!commitmentMatches)
        return false;
    for (const ColourCheck& c : tables)
        if (!c.ok())
            return false;
    return true;
}

ColourVerification verifyColours(const store::TournamentFile& file, RoundNo round,
                                 const Seed& seed) {
    ColourVerification v;
    const auto header = file.colours().draw(RoundNo{round});
    if (!header) {
        v.refusal = Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "round %1 has no colour draw"), problemArg(round)));
        return v;
    }
    v.commitmentMatches = header->commitment == QString::fromStdString(commitmentOf(seed));
    const auto method = tryParseColourMethod(header->method.toStdString());
    // The draw's own decisions: the first drawn decision of each table.
    std::map<int, PlayerId> recorded;
    for (const store::ColourRecord& d : file.colours().history(RoundNo{round}))
        if (isDrawMethod(d.method) && !recorded.count(d.table))
            recorded[d.table] = d.white;
    // Recompute against the round as it was drawn: later changes by the director only swap
    // colours, so the players of each table are the same.
    for (const store::ColourRecord& d :
         computeColourDraw(file, round, method.value_or(ColourMethod::Lots), seed, header->drawnAt))
        v.tables.push_back(
            {d.table, d.white, recorded.count(d.table) ? recorded[d.table] : PlayerId{}});

    return v;
}

namespace {

Refusal refusedBecause(Problem p) {
    Refusal r;
    r.kind = Refusal::Kind::Refused;
    r.problem = std::move(p);
    return r;
}

std::optional<Game> tableOf(const store::TournamentFile& file, RoundNo round, TableNo table) {
    return file.rounds().game(round, table);
}

// A team match's nigiri is held at its anchor board (board 1 unless that is a handicap game)
// and gives every other even board its colours, alternating (the pairing's rule), except those
// the director fixed; `decisions` holds the anchor's and gets the others'.
Refusal matchFollowsItsAnchor(const store::TournamentFile& file, RoundNo round, const Game& held,
                              std::vector<store::ColourRecord>& decisions) {
    const TeamRound teamRound = file.teamRounds().round(round);
    const std::vector<Game> games = file.rounds().games(round);
    const GamesByPlayer byPlayer(games); // points into `games`
    const std::map<int, PlayerId> fixed = fixedColours(file, round, {});
    for (const TeamMatch& m : teamRound.matches) {
        const std::optional<MatchBoards> boards = matchBoards(teamRound, m, byPlayer);
        if (!boards || std::none_of(boards->game.begin(), boards->game.end(),
                                    [&](const Game* g) { return g && g->table == held.table; }))
            continue;
        const std::size_t anchor = *boards->anchor; // the held game is even: an anchor exists
        if (boards->game[anchor]->table != held.table)
            return refusedBecause(Problem(
                QT_TRANSLATE_NOOP("tengen", "Table %1 is not the first even board of its match: "
                                            "the nigiri at table %2 gives every board its colours"),
                std::to_string(held.table), std::to_string(boards->game[anchor]->table)));
        const bool anchorHomeWhite = decisions.front().white == boards->home[anchor];
        for (std::size_t b = 0; b < boards->game.size(); ++b) {
            const Game* g = boards->game[b];
            if (b == anchor || !g || g->handicap != 0 || fixed.count(g->table))
                continue;
            const PlayerId home = boards->home[b];
            store::ColourRecord d = decisions.front();
            d.table = g->table;
            d.white = boards->homeWhite(b, anchorHomeWhite) ? home : g->opponentOf(home);
            d.black = g->opponentOf(d.white);
            d.inputs =
                QStringLiteral("board %1 (table %2), alternating").arg(anchor + 1).arg(held.table);
            decisions.push_back(d);
        }
        return {};
    }
    return {};
}

} // namespace

Refusal recordNigiri(store::TournamentFile& file, RoundNo round, TableNo table, PlayerId holder,
                     bool guessOdd, int stones, const QString& reason, ColourOutcome* outcome) {
    try {
        const std::optional<Game> g = tableOf(file, round, table);
        if (!g || !g->involves(holder))
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1, table %2: player %3 does not play "
                                                    "there"),
                        std::to_string(round), std::to_string(table), std::to_string(holder)));
        if (g->handicap > 0)
            return refusedBecause(Problem(
                QT_TRANSLATE_NOOP("tengen", "Table %1 is a handicap game: the weaker player takes "
                                            "black, no nigiri."),
                std::to_string(table)));
        if (stones < 1)
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "a nigiri needs at least one stone")));
        const ColourOutcome o = nigiri(holder, g->opponentOf(holder), guessOdd, stones);
        store::ColourRecord decision = recordOf(round, table, o);
        decision.reason = reason.trimmed();
        std::vector<store::ColourRecord> decisions{decision};
        if (file.settings().get().teamEvent())
            if (Refusal r = matchFollowsItsAnchor(file, round, *g, decisions))
                return r;
        file.colours().decide(decisions);
        if (outcome)
            *outcome = o;
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

Refusal decideColours(store::TournamentFile& file, RoundNo round, TableNo table, PlayerId white,
                      const QString& reason) {
    try {
        const std::optional<Game> g = tableOf(file, round, table);
        if (!g || !g->involves(white))
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1, table %2: player %3 does not play "
                                                    "there"),
                        std::to_string(round), std::to_string(table), std::to_string(white)));
        file.colours().decide({round,
                               table,
                               QStringLiteral("director"),
                               QString(),
                               white,
                               g->opponentOf(white),
                               {},
                               {},
                               reason.trimmed()});
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

Refusal revealColourSeed(store::TournamentFile& file, RoundNo round, QString* seed) {
    try {
        file.colours().revealSeed(round);
        if (seed)
            if (const auto draw = file.colours().draw(round))
                *seed = draw->seed;
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

} // namespace tengen
