#pragma once
// The grades a certification group awards (issue #47 point 5, docs/divisions.md): each
// player's score (games won, a forfeit win as the award table says), the grade his score
// gives by the table, and the fee band. Read-only: the standings and documents show them.
#include "actions/refusal.h"
#include "store/tournament_file.h"
#include "tournament/division.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen {

struct AwardRow {
    Player player;
    Division division;
    std::optional<Rank> claimed; // the director's rank if set, else the one claimed
    int wins = 0, games = 0;     // games with a result
    std::optional<Rank> awarded;
    std::string feeBand;
};

struct Awards {
    Refusal refusal;
    std::vector<AwardRow> rows; // by division, then score (best first), then registration
};

// The awards of division `division` (nullopt: of every certification group). Refused for a
// division that is not a certification group, and when the event has none.
Awards computeAwards(const store::TournamentFile& file, std::optional<int> division);

} // namespace tengen
