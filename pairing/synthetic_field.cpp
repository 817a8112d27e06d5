#include "synthetic_field.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <unordered_set>

namespace tengen::pairing {

namespace {
const char* const kCountries[] = {"FR", "DE", "CZ", "PL", "UK", "NL", "RU", "UA",
                                  "HU", "RO", "AT", "CN", "JP", "KR", "SE", "IT"};
}

Field syntheticMcMahonField(int players, int playedRounds, int totalRounds, std::uint32_t seed) {
    std::mt19937 rng(seed);
    std::normal_distribution<double> rankSpread(-4.0, 6.0); // around 4k, as at a congress
    Field f;
    f.rounds = totalRounds;
    f.settings = PairingSettings::mcMahon();
    f.settings.mmBar = 3; // 4d
    for (int i = 0; i < players; ++i) {
        Entrant e;
        e.id = PlayerId{i + 1};
        e.family = "Player" + std::to_string(i + 1);
        e.given = std::string(1, static_cast<char>('A' + i % 26));
        e.rank = std::clamp(static_cast<int>(std::lround(rankSpread(rng))), -25, 5);
        e.rating = ratingFromRank(e.rank) + static_cast<int>(rng() % 100) - 50;
        e.country = kCountries[rng() % 16];
        e.club = e.country + std::to_string(rng() % 40);
        f.entrants.push_back(e);
    }
    f.reindex();
    // Earlier rounds: sort by (start MMS + wins, rating), pair neighbours avoiding rematches.
    std::vector<int> wins(players, 0);
    std::unordered_set<std::uint64_t> met;
    auto key = [](int a, int b) {
        return static_cast<std::uint64_t>(std::min(a, b)) << 32 |
               static_cast<std::uint32_t>(std::max(a, b));
    };
    for (int round = 1; round <= playedRounds; ++round) {
        std::vector<int> order(players);
        for (int i = 0; i < players; ++i)
            order[i] = i;
        auto mms = [&](int i) {
            return std::clamp(f.entrants[i].rank, f.settings.mmFloor, f.settings.mmBar) + wins[i];
        };
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            if (mms(a) != mms(b))
                return mms(a) > mms(b);
            return f.entrants[a].rating > f.entrants[b].rating;
        });
        std::vector<bool> used(players, false);
        int table = 1;
        for (int p = 0; p < players; ++p) {
            const int a = order[p];
            if (used[a])
                continue;
            int q = p + 1;
            while (q < players && (used[order[q]] || met.count(key(a, order[q]))))
                ++q;
            if (q >= players) { // nobody new left: take the next free one
                q = p + 1;
                while (q < players && used[order[q]])
                    ++q;
                if (q >= players)
                    break; // odd field: a bye
            }
            const int b = order[q];
            used[a] = used[b] = true;
            met.insert(key(a, b));
            const double diff = f.entrants[a].rank - f.entrants[b].rank;
            const bool aWins = std::uniform_real_distribution<double>(0, 1)(rng) <
                               1.0 / (1.0 + std::exp(-0.7 * diff));
            Game g;
            g.round = round;
            g.table = table++;
            g.white = f.entrants[rng() % 2 ? a : b].id;
            g.black = g.white == f.entrants[a].id ? f.entrants[b].id : f.entrants[a].id;
            const bool whiteWins = (g.white == f.entrants[a].id) == aWins;
            g.result = whiteWins ? GameResult::WhiteWins : GameResult::BlackWins;
            ++wins[aWins ? a : b];
            f.games.push_back(g);
        }
    }
    f.reindex();
    return f;
}

} // namespace tengen::pairing
