#pragma once
// Hand edits of a paired round: the actions under the Rounds view's buttons and
// `tengen-cli pair --unpair | --players`. Each says what it was based on (the round as the user
// saw it) and is refused when another program changed the round first; each is one transaction.
#include "actions/refusal.h"
#include "store/tournament_file.h"

#include <vector>

namespace tengen {

struct RoundEdit {
    Refusal refusal;
    // NeedsConfirmation: what the user is asked to confirm (a pair that met before, a pair
    // the director forbade, who then plays whom). Empty when nothing needs a yes.
    std::vector<Problem> doubts;
    store::RoundState before, after; // as the user saw it; as written (or as it would be)
    std::vector<Game> added;         // pairChosen: the new games
};

// Unpairs a round that has no result yet (a round with results keeps them: clear them first);
// a round not paired is nothing to do.
RoundEdit unpairRound(store::TournamentFile& file, RoundNo round, const store::RoundState& seen);

// White and Black change places at one table. Refused for a game with a result, a handicap
// game (the weaker player takes black) and a round whose colours are published (drawn or
// decided at the board: a change then needs a reason, recordNigiri or decideColours).
RoundEdit swapColours(store::TournamentFile& file, RoundNo round, TableNo table,
                      const store::RoundState& seen);

// The Black players of two tables change places; a new pair that is a handicap game gets the
// colours and stones the engine gives it, an even one keeps the colours of the exchange. Refused
// when either game has a result; needs a yes (`confirmed`), the doubts saying who then plays whom
// and whether they met before.
RoundEdit exchangeOpponents(store::TournamentFile& file, RoundNo round, TableNo a, TableNo b,
                            const store::RoundState& seen, bool confirmed);

// Pairs the chosen players among themselves at new tables (a late arrival, two players paired
// by hand). A pair that met before or that the director forbade is paired only on a yes.
RoundEdit pairChosen(store::TournamentFile& file, RoundNo round,
                     const std::vector<PlayerId>& chosen, const store::RoundState& seen,
                     bool confirmed);

// The colours of the round's even games without a result are decided at the boards (nigiri)
// and entered with the results.
RoundEdit coloursAtTheBoards(store::TournamentFile& file, RoundNo round,
                             const store::RoundState& seen);

// Puts a round back as it was before an edit (undo, redo): refused unless the file still holds
// `expected`.
Refusal restoreRound(store::TournamentFile& file, RoundNo round, const store::RoundState& to,
                     const store::RoundState& expected);

} // namespace tengen
