#include "team_round.h"

#include <set>

namespace tengen {

std::vector<Game> matchGames(const TeamMatch& match, const std::vector<PlayerId>& homeLineup,
                             const std::vector<PlayerId>& awayLineup, int boards) {
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
        games.push_back(g);
    }
    return games;
}

Problem checkTeamRound(const TeamRound& round, int boards) {
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

TeamMatchResult scoreTeamMatch(const TeamMatch& match, const TeamRound& round,
                               const std::vector<Game>& games, int boards,
                               const MatchRules& rules) {
    TeamMatchResult r;
    const auto lineup = round.lineups.find(match.home);
    for (int b = 1; b <= boards; ++b) {
        const int table = boardTable(match.number, b, boards);
        BoardOutcome o = BoardOutcome::Unknown;
        for (const Game& g : games)
            if (g.round == match.round && g.table == table) {
                // The home player is the one of the home line-up; without it, the board's
                // colour as paired says who he is.
                PlayerId home = (b % 2 == 1) == match.homeWhiteOnBoard1 ? g.white : g.black;
                if (lineup != round.lineups.end() && b <= static_cast<int>(lineup->second.size()))
                    home = lineup->second[static_cast<std::size_t>(b - 1)];
                o = boardOutcome(g, home);
                break;
            }
        r.home.push_back(o);
    }
    r.score = scoreMatch(r.home, rules);
    return r;
}

} // namespace tengen
