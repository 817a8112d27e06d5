#pragma once
// Colours of a paired round in the tournament file: the draw for the whole round (lots or
// digital nigiri), nigiri recorded at the board, and verification from the revealed seed.
// Shared by the Rounds view and `tengen-cli colours`.
#include "store/tournament_file.h"
#include "tournament/colours.h"

namespace tengen {

// 32 bytes from the operating system's random source.
Seed freshSeed();

// The draw for `round` (lots or digital nigiri) from `seed`, not stored. Colours the director
// fixed (before `fixedBefore`, an ISO time; empty: any time) are kept and not drawn.
std::vector<store::ColourRecord> computeColourDraw(const store::TournamentFile& file, int round,
                                                   ColourMethod method, const Seed& seed,
                                                   const QString& fixedBefore = {});
// Computes and stores it; refuses a round without games or whose colours were already drawn.
store::ColourRound drawColoursInFile(store::TournamentFile& file, int round, ColourMethod method,
                                     const Seed& seed);

struct ColourCheck {
    int table = 0;
    PlayerId expectedWhite{}, recordedWhite{};
    bool ok() const { return expectedWhite == recordedWhite; }
};
struct ColourVerification {
    bool commitmentMatches = false;
    std::vector<ColourCheck> tables;
    bool ok() const;
};
// Recomputes every draw of the round from `seed` and compares with the draw recorded.
ColourVerification verifyColours(const store::TournamentFile& file, int round, const Seed& seed);

// Who holds the white stones at a nigiri between a and b, from ranks and birth dates.
NigiriHolder nigiriHolderInFile(const store::TournamentFile& file, PlayerId a, PlayerId b);

} // namespace tengen
