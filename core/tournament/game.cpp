#include "game.h"

#include "tournament_settings.h"

#include <string>
#include <unordered_set>

namespace tengen {

int Game::halfPointsOf(PlayerId p) const {
    const bool isWhite = white == p;
    switch (result) {
    case GameResult::WhiteWins:
        return isWhite ? 2 : 0;
    case GameResult::BlackWins:
        return isWhite ? 0 : 2;
    case GameResult::Jigo:
        return 1;
    case GameResult::BothWin:
        return 2;
    case GameResult::BothLose:
    case GameResult::Unknown:
        return 0;
    }
    return 0;
}

Problem checkRoundNumber(int round) {
    if (round >= 1 && round <= kMaxRounds)
        return {};
    return Problem(QT_TRANSLATE_NOOP("tengen", "round %1: no event has it (rounds are 1 to %2)"),
                   std::to_string(round), std::to_string(kMaxRounds));
}

Problem checkRound(int round, const std::vector<Game>& games, const std::vector<Bye>& byes) {
    if (Problem problem = checkRoundNumber(round); !problem.empty())
        return problem;
    std::unordered_set<PlayerId> seen;
    std::unordered_set<int> tables;
    const auto twice = [&](PlayerId p) {
        return seen.insert(p).second
                   ? Problem()
                   : Problem(QT_TRANSLATE_NOOP("tengen", "round %1: player %2 is paired twice"),
                             std::to_string(round), std::to_string(p));
    };
    for (const Game& g : games) {
        if (g.round != round)
            return Problem(QT_TRANSLATE_NOOP("tengen", "a game of round %1 given for round %2"),
                           std::to_string(g.round), std::to_string(round));
        if (!tables.insert(g.table).second)
            return Problem(QT_TRANSLATE_NOOP("tengen", "round %1: table %2 is used twice"),
                           std::to_string(round), std::to_string(g.table));
        for (PlayerId p : {g.white, g.black})
            if (Problem problem = twice(p); !problem.empty())
                return problem;
    }
    for (const Bye& b : byes)
        if (Problem problem = twice(b.player); !problem.empty())
            return problem;
    return {};
}

} // namespace tengen
