#pragma once
// Standings after a round: players ordered by the placement criteria, places shared when two
// players are equal on every criterion (docs/pairing-model.md, "Tie-breakers").
#include "scoreboard.h"

#include <vector>

namespace tengen::pairing {

struct StandingRow {
    PlayerId id{};
    int place = 0;           // 1-based; equal for players tied on every criterion
    bool shared = false;     // the place is shared with another player
    std::vector<int> values; // per criterion, in the criterion's scale (criterionScale)
};

// Every entrant with a final registration or a game or bye in any round of the field (later
// rounds too, as OpenGotha lists them), after `afterRound` (0 =
// before round 1). DC and SDC are worked out inside each group tied on the criteria before them.
std::vector<StandingRow> standings(const Field& field, int afterRound,
                                   const std::vector<Criterion>& criteria);
// The same from scores already worked out (through `afterRound` at least).
std::vector<StandingRow> standings(const Scoreboard& scores, int afterRound,
                                   const std::vector<Criterion>& criteria);

} // namespace tengen::pairing
