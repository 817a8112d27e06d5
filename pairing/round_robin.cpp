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
