#include "pair_check.h"

#include <algorithm>
#include <set>

namespace tengen::pairing {

int PairCheck::games() const {
    int n = 0;
    for (const RoundCheck& r : rounds)
        n += r.games;
    return n;
}

int PairCheck::reproduced() const {
    int n = 0;
    for (const RoundCheck& r : rounds)
        n += r.reproduced;
    return n;
}

Field fieldBefore(const Field& played, int round) {
    Field f = played;
    std::erase_if(f.games, [&](const Game& g) { return g.round >= round; });
    std::erase_if(f.byes, [&](const Bye& b) { return b.round >= round; });
    f.reindex();
    return f;
}

PairCheck pairCheck(const Field& played) {
    PairCheck check;
    for (int round = 1; round <= played.rounds; ++round) {
        std::vector<Game> fileGames;
        for (const Game& g : played.games)
            if (g.round == round)
                fileGames.push_back(g);
        if (fileGames.empty())
            continue;
        RoundCheck rc;
        rc.round = round;
        rc.games = static_cast<int>(fileGames.size());
        std::vector<PlayerId> players;
        for (const Game& g : fileGames) {
            players.push_back(g.white);
            players.push_back(g.black);
        }
        for (const Bye& b : played.byes)
            if (b.round == round) {
                rc.byeFile = b.player;
                players.push_back(b.player);
            }
        const Field before = fieldBefore(played, round);
        // A player who played the round but left no trace in it (an unrecorded bye) was in
        // the pool too.
        for (PlayerId id : pairablePlayers(before, round))
            if (std::find(players.begin(), players.end(), id) == players.end())
                players.push_back(id);
        rc.pairing = pairRound(before, round, players);
        rc.byeTengen = rc.pairing.bye;
        rc.totalTengen = rc.pairing.total;

        std::vector<int> pool;
        for (PlayerId id : players)
            pool.push_back(before.indexOf(id));
        const RoundContext context(before, round, pool);
        std::set<std::pair<PlayerId, PlayerId>> ours, oursUnordered;
        for (const PairedGame& g : rc.pairing.games) {
            ours.insert({g.white, g.black});
            oursUnordered.insert({std::min(g.white, g.black), std::max(g.white, g.black)});
        }
        for (const Game& g : fileGames) {
            if (ours.count({g.white, g.black}))
                ++rc.reproduced;
            if (oursUnordered.count({std::min(g.white, g.black), std::max(g.white, g.black)}))
                ++rc.samePairs;
            rc.totalFile += context.score(before.indexOf(g.white), before.indexOf(g.black)).total();
        }
        check.rounds.push_back(std::move(rc));
    }
    return check;
}

} // namespace tengen::pairing
