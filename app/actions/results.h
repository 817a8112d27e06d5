#pragma once
// Entering a game's result: the action under the desk's result field, `tengen-cli result` and
// (next) a table device's confirmed result. One rule for what a result needs before it stands
// (who took black when the colours were decided at the board; the referee's reason for a jigo
// the komi rules out), then one transaction that is refused if the game changed meanwhile.
#include "actions/refusal.h"
#include "store/tournament_file.h"
#include "tournament/game.h"
#include "tournament/tournament_settings.h"

#include <QString>
#include <optional>

namespace tengen {

// What the result needs from the user besides itself.
struct ResultNeeds {
    bool black = false;  // the colours were decided at the board: who took black
    bool reason = false; // a jigo the game's komi rules out, or a change: the referee's reason
    // The game has a result already and this one is another: a change, which needs a reason
    // (journalled with who and why) wherever it is entered — the desk, the CLI, another desk.
    // Taking back one's own entry is an undo, not a change.
    bool change = false;
    bool any() const { return black || reason; }
};
ResultNeeds resultNeeds(const Game& game, GameResult result, bool byForfeit,
                        const TournamentSettings& settings);
// "round R, table T has the result X already: a change needs the referee's reason"
// (Kind::Incomplete): a result entered, or a team's forfeit, over `before`'s result.
Refusal changeNeedsReason(const Game& before);

struct ResultRequest {
    RoundNo round{};
    TableNo table{};
    GameResult result = GameResult::Unknown;
    bool byForfeit = false;
    std::optional<PlayerId> black; // when the colours were decided at the board
    QString reason;                // the referee's, when the rules would not give the result
    std::optional<Game> seen;      // the game as the user saw it: refused if it changed since
    QString by{};                  // who entered it, for the journal ("" : the desk's user)
};

struct ResultOutcome {
    Refusal refusal;     // Kind::Incomplete: the needs below; Store: the file's refusal
    ResultNeeds missing; // what the request lacks
    Game before, after;  // the game as it was and as written
    // A knockout's next round that the result paired by itself (#33), as stored.
    std::optional<RoundNo> advanced;
    store::RoundState advancedRound;
    // The bracket could not go on now (the file refused the next round's pairing): the result
    // stands, and this says why the next round is not paired.
    Refusal notAdvanced;
};

ResultOutcome enterResult(store::TournamentFile& file, const ResultRequest& request);

} // namespace tengen
