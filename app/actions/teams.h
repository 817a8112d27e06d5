#pragma once
// Purpose: the teams of a team event as the desk and `tengen-cli team` change them (issue #32):
// each change one transaction, refused with its reason — in an individual event, a team without
// a name, a player on two teams or unknown to the file, another program's change since.
#include "actions/refusal.h"
#include "store/tournament_file.h"
#include "tournament/team.h"

namespace tengen {

struct TeamOutcome {
    Refusal refusal;
    Team stored; // as written, with its id
};

TeamOutcome addTeam(store::TournamentFile& file, const Team& team);
// `seen` as the caller read it becomes `wanted`.
TeamOutcome editTeam(store::TournamentFile& file, const Team& seen, const Team& wanted);
Refusal removeTeam(store::TournamentFile& file, const Team& seen);
// The team `id` (nullopt, and `refusal` says so, when there is none).
std::optional<Team> findTeam(const store::TournamentFile& file, TeamId id, Refusal* refusal);
// The team's members as the file holds them (reserves too), in the team's order.
std::vector<Player> teamMembers(const store::TournamentFile& file, const Team& team);

} // namespace tengen
