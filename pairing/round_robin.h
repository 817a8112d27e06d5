#pragma once
// Round robin by Berger tables, for small groups (a final of 6 or 8, a women's section): every
// player meets every other once, colours alternating as evenly as the table allows.
#include <string>
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

namespace tengen::pairing {

// Round `round` of a round robin among seats 1 .. n (a schedule's numbers, FIDE's Berger
// table), as (white seat, black seat) in table order, without the bye's pair. A double round
// robin plays the table twice: rounds n' + 1 .. 2n' (n' = bergerRounds(n)) are rounds 1 .. n'
// again with the colours swapped, and (as FIDE advises) the first cycle plays its last two
// rounds in the other order, so that nobody has one colour three times running where the
// cycles meet. Precondition: n >= 2, 1 <= round <= the schedule's rounds.
std::vector<std::pair<int, int>> roundRobinRound(int n, int round, bool doubleRounds);
// The seat without a game in `round` (an odd n: the dummy's opponent), or 0.
int roundRobinBye(int n, int round, bool doubleRounds);

// Snake seeding into `groups` groups (小组赛): players in seeding order (strongest first) are
// dealt A, B, C … then back … C, B, A, row by row; then, row by row, two players of one row
// change groups when that gives fewer pairs of one club (or, after that, one country) inside a
// group — the strength of each group stays as the snake made it. `club` and `country` per
// player in seeding order ("" = none). Returns each player's group, 0-based.
std::vector<int> snakeGroups(const std::vector<std::string>& club,
                             const std::vector<std::string>& country, int groups);

} // namespace tengen::pairing
