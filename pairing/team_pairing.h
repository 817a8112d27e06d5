#pragma once
// Purpose: pairs the teams of a round (issue #32) with the same matching engine as players: a
// team is one node. Team Swiss groups by match points then board points, never pairs two teams
// a second time and never gives a team a second bye unless no pairing exists without (the
// result says so); round robin and double round robin follow FIDE's Berger tables, the second
// cycle with home and away swapped. Board 1's colour: round robin as the table gives it; Swiss
// by the teams' board-1 colour balance.
#include "tournament/team_standings.h"

#include <cstdint>
#include <optional>
#include <string>
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

// "Why (not) these two teams?" (team Swiss): what the engine knew of each before the round and
// what the pair costs, part by part; with the round paired, how the pairing made compares.
struct TeamFacts {
    long long matchHalves = 0, boardHalves = 0; // before the round; a McMahon start included
    int group = 0, place = 0, groupSize = 1;    // score group (0 best), place in it (0 first)
    int boardOneBalance = 0;                    // whites minus blacks on board 1
    bool hadBye = false;
};
struct TeamPairCost {
    bool rematch = false;  // or a second bye: outweighed by any pairing without
    bool sameClub = false; // of one school or club (TeamRules::avoidSameClub): as a rematch
    std::int64_t scoreDifference = 0, placement = 0, colour = 0;
    std::int64_t total() const { return scoreDifference + placement + colour; }
};
struct TeamPairExplanation {
    TeamId a{}, b{};
    TeamFacts factsA, factsB;
    std::vector<int> metIn;                       // rounds in which they met
    TeamPairCost cost;                            // of a against b
    std::optional<TeamId> partnerOfA, partnerOfB; // in the pairing made, if any
    // With a–b and their partners paired together instead, the cost of the pairing made minus
    // that one: below zero the pairing made is better by that much (no rematch counted twice).
    std::optional<std::int64_t> swapGain;
    std::string mainReason; // "rematch", "score_difference", "placement", "colour" when < 0
};
// `paired`: the matches of the round as made (empty: not paired yet); `teams`, `start` as for
// pairTeamsSwiss.
TeamPairExplanation explainTeamPair(const TeamHistory& history, int round,
                                    const std::vector<TeamId>& teams,
                                    const std::map<TeamId, long long>& start, TeamId a, TeamId b,
                                    const std::vector<std::pair<TeamId, TeamId>>& paired);

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
