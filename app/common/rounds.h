#pragma once
// Pairing a round of the tournament file: what the Rounds view and `tengen-cli pair` share.
#include "pairing/explain.h"
#include "pairing/pair_round.h"
#include "store/tournament_file.h"

namespace tengen {

// Everything the engine needs to pair `round`: every player (withdrawn and preliminary ones
// too, for the history; they are not paired), the games and byes of earlier rounds, the byes
// requested for `round`, the pairing settings.
pairing::Field fieldForRound(const store::TournamentFile& file, int round);

// The first round without games, or the number of rounds + 1 when all are paired.
int nextRoundToPair(const store::TournamentFile& file);

// Pairs `round` and stores it in one transaction. Refuses (StoreError) a round that already
// has games: the director unpairs it first.
pairing::RoundPairing pairRoundInFile(store::TournamentFile& file, int round);

// The round's games as the engine scores them, for explanations of a paired round.
std::vector<std::pair<PlayerId, PlayerId>> pairsOf(const std::vector<Game>& games);

// "Why not a-b?" in `round` (paired or not).
pairing::PairExplanation explainInFile(const store::TournamentFile& file, int round, PlayerId a,
                                       PlayerId b);

} // namespace tengen
