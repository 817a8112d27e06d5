#include "round_robin.h"

namespace tengen::pairing {

int bergerRounds(int n) {
    return n % 2 == 0 ? n - 1 : n;
}

// FIDE's Berger tables (Handbook C.05, Annex 1), numbered from 1: with m players (a dummy added
// to an odd field), round r's first table pits player m against a = 1 + (r − 1)·m/2 (mod m − 1),
// a taking white in odd rounds; table i pairs a + (i − 1), with white, against a − (i − 1), both
// counted around 1 .. m − 1.
std::vector<std::pair<int, int>> bergerRound(int n, int round) {
    const int m = n % 2 == 0 ? n : n + 1; // with a dummy
    const auto wrap = [m](int k) { return ((k - 1) % (m - 1) + (m - 1)) % (m - 1) + 1; };
    const int a = wrap(1 + (round - 1) * (m / 2));
    std::vector<std::pair<int, int>> games;
    for (int i = 1; i <= m / 2; ++i) {
        int white = 0, black = 0;
        if (i == 1) {
            white = round % 2 == 1 ? a : m;
            black = round % 2 == 1 ? m : a;
        } else {
            white = wrap(a + (i - 1));
            black = wrap(a - (i - 1));
        }
        if (white > n || black > n)
            continue; // the dummy: a bye
        games.emplace_back(white - 1, black - 1);
    }
    return games;
}

} // namespace tengen::pairing

namespace tengen::pairing {

std::vector<std::pair<int, int>> roundRobinRound(int n, int round, bool doubleRounds) {
    const int once = bergerRounds(n);
    const bool second = doubleRounds && round > once;
    int tableRound = second ? round - once : round;
    // A double round robin plays the first cycle's last two rounds the other way round (FIDE,
    // Handbook C.05 Annex 1): otherwise two players would have one colour three times running
    // where the cycles meet.
    if (doubleRounds && !second && once >= 2 && tableRound >= once - 1)
        tableRound = tableRound == once ? once - 1 : once;
    std::vector<std::pair<int, int>> games = bergerRound(n, tableRound);
    for (auto& [white, black] : games) {
        ++white;
        ++black;
        if (second)
            std::swap(white, black);
    }
    return games;
}

int roundRobinBye(int n, int round, bool doubleRounds) {
    if (n % 2 == 0)
        return 0;
    std::vector<bool> plays(static_cast<std::size_t>(n) + 1, false);
    for (const auto& [white, black] : roundRobinRound(n, round, doubleRounds))
        plays[white] = plays[black] = true;
    for (int seat = 1; seat <= n; ++seat)
        if (!plays[seat])
            return seat;
    return 0;
}

namespace {
// Pairs of one club (weighted 4) and of one country (1) inside the groups.
int clashes(const std::vector<int>& group, const std::vector<std::string>& club,
            const std::vector<std::string>& country) {
    int sum = 0;
    for (std::size_t i = 0; i < group.size(); ++i)
        for (std::size_t j = i + 1; j < group.size(); ++j) {
            if (group[i] != group[j])
                continue;
            if (!club[i].empty() && club[i] == club[j])
                sum += 4;
            if (!country[i].empty() && country[i] == country[j])
                sum += 1;
        }
    return sum;
}
} // namespace

std::vector<int> snakeGroups(const std::vector<std::string>& club,
                             const std::vector<std::string>& country, int groups) {
    const int n = static_cast<int>(club.size());
    std::vector<int> group(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const int row = i / groups, col = i % groups;
        group[i] = row % 2 == 0 ? col : groups - 1 - col;
    }
    // Swaps inside a row keep each group's strength; take any that lowers the clashes, until
    // none does (each swap lowers a non-negative count: it ends).
    int best = clashes(group, club, country);
    for (bool improved = true; improved && best > 0;) {
        improved = false;
        // The weaker players move first: the top seeds keep their groups where they can.
        for (int i = n - 1; i >= 0 && !improved; --i)
            for (int j = i - 1; j >= 0 && j / groups == i / groups && !improved; --j) {
                std::swap(group[i], group[j]);
                const int c = clashes(group, club, country);
                if (c < best) {
                    best = c;
                    improved = true;
                } else {
                    std::swap(group[i], group[j]);
                }
            }
    }
    return group;
}

} // namespace tengen::pairing
