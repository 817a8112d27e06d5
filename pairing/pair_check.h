#pragma once
// "Would Tengen have paired this tournament the same way?" Each round of a finished tournament
// is paired again from the rounds before it, exactly as they were played, and compared with the
// games that were played.
#include "pair_round.h"

#include <vector>

namespace tengen::pairing {

struct RoundCheck {
    int round = 0;
    int games = 0;      // games in the file
    int reproduced = 0; // of those, paired by Tengen with the same white and black
    int samePairs = 0;  // ... with the same two players, whatever the colours
    std::int64_t totalTengen = 0, totalFile = 0; // both pairings under Tengen's cost model
    std::optional<PlayerId> byeFile, byeTengen;
    RoundPairing pairing; // Tengen's
};

struct PairCheck {
    std::vector<RoundCheck> rounds;
    int games() const;
    int reproduced() const;
};

// Precondition: `played` holds every game and bye of the tournament. Rounds without games are
// skipped. The players of round r are those of its games and its bye, and anyone registered
// for the round who appears in neither (a bye the file did not record).
PairCheck pairCheck(const Field& played);

// The field as it stood before `round` was paired: games and byes of earlier rounds only.
Field fieldBefore(const Field& played, int round);

} // namespace tengen::pairing
