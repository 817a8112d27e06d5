#include "round_robin.h"

namespace tengen::pairing {

int bergerRounds(int n) {
    return n % 2 == 0 ? n - 1 : n;
}

// The circle method as Berger tables lay it out: the last player stays put, the others turn one
// place each round; the fixed player alternates colours, the others take white at the top of
// the table in odd rounds.
std::vector<std::pair<int, int>> bergerRound(int n, int round) {
    const int m = n % 2 == 0 ? n : n + 1; // with a dummy
    const int fixed = m - 1;
    std::vector<std::pair<int, int>> games;
    const int r = round - 1;
    for (int i = 0; i < m / 2; ++i) {
        int a, b;
        if (i == 0) {
            a = r % (m - 1);
            b = fixed;
            if (r % 2 == 1)
                std::swap(a, b);
        } else {
            a = (r + i) % (m - 1);
            b = (r - i + (m - 1)) % (m - 1);
        }
        if (a >= n || b >= n)
            continue; // the dummy: a bye
        games.emplace_back(a, b);
    }
    return games;
}

} // namespace tengen::pairing
