#include "team_round.h"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace tengen {

std::vector<Game> matchGames(const TeamMatch& match, const std::vector<PlayerId>& homeLineup,
                             const std::vector<PlayerId>& awayLineup, int boards,
                             const BoardHandicap& handicap) {
    std::vector<Game> games;
    for (int b = 1; b <= boards && b <= static_cast<int>(homeLineup.size()) &&
                    b <= static_cast<int>(awayLineup.size());
         ++b) {
        Game g;
        g.round = match.round;
        g.table = boardTable(match.number, b, boards);
        const bool homeWhite = (b % 2 == 1) == match.homeWhiteOnBoard1;
        const PlayerId home = homeLineup[static_cast<std::size_t>(b - 1)];
        const PlayerId away = awayLineup[static_cast<std::size_t>(b - 1)];
        g.white = homeWhite ? home : away;
        g.black = homeWhite ? away : home;
        if (const int stones = handicap ? handicap(home, away) : 0; stones != 0) {
            g.white = stones > 0 ? home : away;
            g.black = stones > 0 ? away : home;
            g.handicap = std::abs(stones);
        }
        games.push_back(g);
    }
    return games;
}

Problem checkTeamRound(const TeamRound& round, int boards) {
    if (Problem problem = checkRoundNumber(round.round); !problem.empty())
        return problem;
    std::set<TeamId> teams;
    std::set<int> numbers;
    const auto once = [&](TeamId t) { return teams.insert(t).second; };
    for (const TeamMatch& m : round.matches) {
        if (m.round != round.round)
            return Problem(QT_TRANSLATE_NOOP("tengen", "match %1 is not of round %2"),
                           std::to_string(m.number), std::to_string(round.round));
        if (m.number < 1 || !numbers.insert(m.number).second)
            return Problem(QT_TRANSLATE_NOOP("tengen", "round %1 has match %2 twice"),
                           std::to_string(round.round), std::to_string(m.number));
        if (m.home == m.away)
            return Problem(QT_TRANSLATE_NOOP("tengen", "team %1 cannot play itself"),
                           std::to_string(m.home.value()));
        for (TeamId t : {m.home, m.away}) {
            if (!once(t))
                return Problem(QT_TRANSLATE_NOOP("tengen", "team %1 plays twice in round %2"),
                               std::to_string(t.value()), std::to_string(round.round));
            const auto lineup = round.lineups.find(t);
            if (lineup == round.lineups.end() || static_cast<int>(lineup->second.size()) != boards)
                return Problem(
                    QT_TRANSLATE_NOOP("tengen", "team %1 has no line-up of %2 players in round %3"),
                    std::to_string(t.value()), std::to_string(boards), std::to_string(round.round));
        }
    }
    if (round.bye && !once(*round.bye))
        return Problem(QT_TRANSLATE_NOOP("tengen", "team %1 plays and has the bye in round %2"),
                       std::to_string(round.bye->value()), std::to_string(round.round));
    std::set<PlayerId> players;
    for (const auto& [team, lineup] : round.lineups)
        for (PlayerId p : lineup)
            if (!players.insert(p).second)
                return Problem(
                    QT_TRANSLATE_NOOP("tengen", "player %1 is in two line-ups of round %2"),
                    std::to_string(p.value()), std::to_string(round.round));
    return {};
}

GamesByPlayer::GamesByPlayer(const std::vector<Game>& games) {
    for (const Game& g : games) {
        games_[{g.round, g.white}] = &g;
        games_[{g.round, g.black}] = &g;
    }
}

const Game* GamesByPlayer::of(int round, PlayerId player) const {
    const auto g = games_.find({round, player});
    return g == games_.end() ? nullptr : g->second;
}

TeamMatchResult scoreTeamMatch(const TeamMatch& match, const TeamRound& round,
                               const GamesByPlayer& games, int boards, const MatchRules& rules) {
    TeamMatchResult r;
    const auto side = [&](TeamId team, std::vector<BoardOutcome>& out) {
        const auto lineup = round.lineups.find(team);
        for (int b = 1; b <= boards; ++b) {
            BoardOutcome o = BoardOutcome::Unknown;
            if (lineup != round.lineups.end() && b <= static_cast<int>(lineup->second.size())) {
                const PlayerId p = lineup->second[static_cast<std::size_t>(b - 1)];
                if (const Game* g = games.of(match.round, p))
                    o = boardOutcome(*g, p);
            }
            out.push_back(o);
        }
    };
    side(match.home, r.home);
    side(match.away, r.away);
    r.score = scoreMatch(r.home, r.away, rules);
    return r;
}

std::vector<std::optional<Game>> matchBoardGames(const TeamMatch& match, const TeamRound& round,
                                                 const GamesByPlayer& games, int boards) {
    std::vector<std::optional<Game>> out;
    const auto playerOf = [&](TeamId team, int b) -> std::optional<PlayerId> {
        const auto l = round.lineups.find(team);
        if (l == round.lineups.end() || b > static_cast<int>(l->second.size()))
            return std::nullopt;
        return l->second[static_cast<std::size_t>(b - 1)];
    };
    for (int b = 1; b <= boards; ++b) {
        const Game* g = nullptr;
        for (TeamId team : {match.home, match.away})
            if (const auto p = playerOf(team, b); p && !g)
                g = games.of(match.round, *p);
        out.push_back(g ? std::optional<Game>(*g) : std::nullopt);
    }
    return out;
}

std::vector<TeamMatch> matchesFromGames(const TeamRound& round, const std::vector<Game>& games) {
    std::map<PlayerId, TeamId> teamOf;
    for (const auto& [team, lineup] : round.lineups)
        for (PlayerId p : lineup)
            teamOf[p] = team;
    const GamesByPlayer byPlayer(games);
    std::vector<std::pair<int, TeamMatch>> found; // board-1 table, match
    std::set<std::pair<TeamId, TeamId>> seen;
    for (const auto& [team, lineup] : round.lineups) {
        const Game* g = lineup.empty() ? nullptr : byPlayer.of(round.round, lineup.front());
        if (!g)
            continue;
        const auto other = teamOf.find(g->opponentOf(lineup.front()));
        if (other == teamOf.end() || other->second == team ||
            !seen.insert({std::min(team, other->second), std::max(team, other->second)}).second)
            continue;
        TeamMatch m;
        m.round = round.round;
        const bool white = g->white == lineup.front();
        m.home = white ? team : other->second;
        m.away = white ? other->second : team;
        m.homeWhiteOnBoard1 = true;
        found.emplace_back(g->table, m);
    }
    std::sort(found.begin(), found.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<TeamMatch> out;
    for (auto& [table, m] : found) {
        m.number = static_cast<int>(out.size()) + 1;
        out.push_back(m);
    }
    return out;
}

void takeBoardOneColours(std::vector<TeamRound>& rounds, const std::vector<Game>& games) {
    const GamesByPlayer byPlayer(games);
    for (TeamRound& r : rounds)
        for (TeamMatch& m : r.matches) {
            const auto home = r.lineups.find(m.home);
            if (home == r.lineups.end() || home->second.empty())
                continue;
            if (const Game* g = byPlayer.of(r.round, home->second.front()); g && g->handicap == 0)
                m.homeWhiteOnBoard1 = g->white == home->second.front();
        }
}

} // namespace tengen
