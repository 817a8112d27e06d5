#pragma once
// Purpose: pairs the teams of a round (issue #32) with the same matching engine as players: a
// team is one node. Team Swiss groups by match points then board points, never pairs two teams
// a second time and never gives a team a second bye unless no pairing exists without (the
// result says so); round robin and double round robin follow FIDE's Berger tables, the second
// cycle with home and away swapped. Board 1's colour: round robin as the table gives it; Swiss
// by the teams' board-1 colour balance.
#include "tournament/team_standings.h"

#include <optional>
#include <vector>

namespace tengen::pairing {

struct PairedTeams {
    TeamId home{}, away{}; // home: the better placed team (round robin: as the table lists it)
    bool homeWhiteOnBoard1 = true;
    bool rematch = false; // only when no pairing without one exists
};

struct TeamRoundPairing {
    std::vector<PairedTeams> matches; // match 1 first
    std::optional<TeamId> bye;
    bool secondBye = false; // the bye went to a team that had one: nothing else was possible
};

// Team Swiss for `round`: `teams` are those to pair, in seeding order (the better seed first);
// `history` holds every earlier round. `start`: McMahon between teams, each team's starting
// score in half match points (score groups by start plus match points). Deterministic.
TeamRoundPairing pairTeamsSwiss(const TeamHistory& history, int round,
                                const std::vector<TeamId>& teams,
                                const std::map<TeamId, long long>& start = {});

// Round `round` of a round robin of `teams` in schedule order (1-based rounds; with `twice`,
// rounds after the first cycle repeat it with home and away swapped). Empty after the last.
TeamRoundPairing pairTeamsRoundRobin(const std::vector<TeamId>& teams, int round, bool twice);
// The rounds a round robin of n teams takes (twice: both cycles).
int teamRoundRobinRounds(int n, bool twice);

// The board-1 colour balance of every team so far: +1 for each match it had white on board 1,
// −1 for black.
std::map<TeamId, int> boardOneBalance(const TeamHistory& history, int before);

// Board 1's colour for two teams about to meet: the team with more whites on board 1 takes
// black; equal, `home` takes the colour it had less recently (black in round 1's odd matches).
bool homeWhiteOnBoardOne(const TeamHistory& history, int round, TeamId home, TeamId away,
                         int matchNumber);

} // namespace tengen::pairing
