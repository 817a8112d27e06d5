#pragma once
// Colours of a paired round in the tournament file: the draw for the whole round (lots or
// digital nigiri), nigiri recorded at the board, and verification from the revealed seed.
// Shared by the Rounds view and `tengen-cli colours`.
#include "actions/refusal.h"
#include "store/tournament_file.h"
#include "tournament/colours.h"

namespace tengen {

// 32 bytes from the operating system's random source.
Seed freshSeed();

// The draw for `round` (lots or digital nigiri) from `seed`, not stored. Colours the director
// fixed (before `fixedBefore`, an ISO time; empty: any time) are kept and not drawn.
std::vector<store::ColourRecord> computeColourDraw(const store::TournamentFile& file, RoundNo round,
                                                   ColourMethod method, const Seed& seed,
                                                   const QString& fixedBefore = {});
// Computes and stores it; refuses a round without games or whose colours were already drawn.
struct ColourDraw {
    Refusal refusal;
    store::ColourRound header; // as stored
};
ColourDraw drawColoursInFile(store::TournamentFile& file, RoundNo round, ColourMethod method,
                             const Seed& seed);

struct ColourCheck {
    int table = 0;
    PlayerId expectedWhite{}, recordedWhite{};
    bool ok() const { return expectedWhite == recordedWhite; }
};
struct ColourVerification {
    Refusal refusal; // the round has no colour draw to verify
    bool commitmentMatches = false;
    std::vector<ColourCheck> tables;
    bool ok() const;
};
// Recomputes every draw of the round from `seed` and compares with the draw recorded.
ColourVerification verifyColours(const store::TournamentFile& file, RoundNo round,
                                 const Seed& seed);

// Who holds the white stones at a nigiri between a and b, from ranks and birth dates.
NigiriHolder nigiriHolderInFile(const store::TournamentFile& file, PlayerId a, PlayerId b);

// Records a nigiri at the board: `holder` held the white stones, the other player guessed
// odd or even, `stones` were in the hand. Refused for a handicap game (the weaker player takes
// black, no nigiri) and, once the round's colours are published, without a reason.
// `outcome`: who took which colour.
Refusal recordNigiri(store::TournamentFile& file, RoundNo round, TableNo table, PlayerId holder,
                     bool guessOdd, int stones, const QString& reason,
                     ColourOutcome* outcome = nullptr);
// The director gives white to `white` at `table` (kept in the history with the reason; once
// the round's colours are published, a reason is required).
Refusal decideColours(store::TournamentFile& file, RoundNo round, TableNo table, PlayerId white,
                      const QString& reason);
// Reveals the round's seed (after the round), so that anyone may check the draw.
Refusal revealColourSeed(store::TournamentFile& file, RoundNo round, QString* seed = nullptr);

} // namespace tengen
