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
// The team `id`, or the refusal that says there is none (Invalid) or the file failed.
struct FoundTeam {
    Refusal refusal;
    Team team;
};
FoundTeam findTeam(const store::TournamentFile& file, TeamId id);
// The team's members as the file holds them (reserves too), in the team's order.
std::vector<Player> teamMembers(const store::TournamentFile& file, const Team& team);

// Teams made from the clubs (or schools) of the players not in a team yet (#44: twelve schools'
// teams in one action): each club's players, strongest first (rating, else rank), fill a team
// of the event's boards and up to `reserves` reserves, then its second team, and so on; a team
// is made only with every board filled. The first team is named after the club, the next ones
// with the club and a suffix from `suffixes` ("B", "C" … by default; 二队 三队 are usual in
// Chinese events). Withdrawn players and those without a club are left out.
struct TeamsFromClubs {
    int reserves = 1;
    QStringList suffixes;          // empty: B, C, D …
    std::vector<Team> teams;       // made (as stored when applied)
    std::vector<PlayerId> leftOut; // of a club too small for a (further) full team
    Refusal refusal;
};
// The proposal; nothing is written.
TeamsFromClubs proposeTeamsFromClubs(const store::TournamentFile& file, int reserves,
                                     const QStringList& suffixes = {});
// The proposal made in one transaction (refused when another program changed the teams or
// players meanwhile, by the teams' own checks).
TeamsFromClubs makeTeamsFromClubs(store::TournamentFile& file, int reserves,
                                  const QStringList& suffixes = {});

} // namespace tengen
