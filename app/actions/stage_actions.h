#pragma once
// What a director does to an event's stages (docs/formats-of-play.md), the same from
// `tengen-cli stage|bracket` and the desk: each one transaction, refused with a typed Refusal
// (never the store's error for a rule of the event), and each rule here once.
#include "actions/refusal.h"
#include "store/tournament_file.h"
#include "tournament/ids.h"
#include "tournament/stage.h"

#include <QString>
#include <optional>
#include <string>
#include <vector>

namespace tengen {

// The stages before and after a change: what the desk's undo puts back.
struct StagesChange {
    Refusal refusal;
    std::vector<Stage> before, after;
};

// `next` after the last stage (numbered, its first round the one after the last stage's; its
// rounds follow from its players). Refused while the last stage's rounds are not known (its
// players are not placed).
StagesChange addStage(store::TournamentFile& file, Stage next);
// The last stage taken away (`stage`, when given, must be it). Refused for an event of one stage
// and for a stage the store keeps (paired rounds, placed players).
StagesChange removeStage(store::TournamentFile& file, std::optional<int> stage = std::nullopt);

struct StagePlacement {
    Refusal refusal;
    Stage stage;                  // as placed: its rounds known
    std::vector<StageSeat> seats; // each player's group and number (or bracket slot)
};
// `stage`'s players placed: numbers in the schedule (by strength, or by lot from `seed`),
// groups by snake seeding, bracket slots (stagePlacementRefusal says when not).
StagePlacement placeStage(store::TournamentFile& file, int stage,
                          const std::optional<std::string>& seed = std::nullopt);
// The places taken back (refused once the stage has a paired round).
Refusal unplaceStage(store::TournamentFile& file, int stage);

struct KnockoutDecisionOutcome {
    Refusal refusal;
    StageDecision decision;
    std::optional<RoundNo> advanced; // the bracket's next round, paired in the same transaction
    store::RoundState paired;        // that round as paired (the desk's undo)
    Refusal notAdvanced;             // why the bracket did not go on (the decision stands)
};
// The referee's decision of a knockout game the board did not decide (a jigo, both lost): who
// goes on, and why (kept in the journal). The bracket goes on in the same transaction.
KnockoutDecisionOutcome decideKnockout(store::TournamentFile& file, RoundNo round, TableNo table,
                                       PlayerId winner, const QString& reason);
// That decision taken back (the CLI's way to correct one; the desk undoes it): refused while a
// later round of the bracket is paired, or when there is none.
Refusal takeBackKnockoutDecision(store::TournamentFile& file, RoundNo round, TableNo table);

} // namespace tengen
