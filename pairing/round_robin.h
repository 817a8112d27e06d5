#pragma once
// Round robin by Berger tables, for small groups (a final of 6 or 8, a women's section): every
// player meets every other once, colours alternating as evenly as the table allows.
#include <utility>
#include <vector>

namespace tengen::pairing {

// The games of `round` (1-based, 1 .. n-1 for even n, 1 .. n for odd n) among players
// numbered 0 .. n-1, as (white, black). With n odd a "dummy" opponent n gives a bye; that pair
// is left out. Precondition: n >= 2.
std::vector<std::pair<int, int>> bergerRound(int n, int round);

// Number of rounds a round robin of n players takes.
int bergerRounds(int n);

} // namespace tengen::pairing
