#pragma once
// Purpose: the team standings of a team event after a round — every team's values for the
// event's criteria (team_rules.h) and its place, shared places where every criterion is equal —
// and each board's individual scores for board prizes. Computed from the rounds' matches and
// the board games only; nothing here is stored.
#include "team_round.h"
#include "team_rules.h"

#include <map>
#include <vector>

namespace tengen {

struct TeamHistory {
    std::vector<Team> teams;
    int boards = 4;
    TeamRules rules;
    std::vector<TeamRound> rounds;   // any order
    std::vector<Game> games;         // the board games of every round
    std::map<PlayerId, int> ratings; // for MNR
};

// Values are in half points for TEAMP, BDW, BDWnU, SOST, LBW and DE (2 = one point), the rating
// for MNR.
struct TeamStandingsRow {
    TeamId team{};
    int place = 0;                 // 1-based; equal for shared places
    bool shared = false;           // another team has the same place ("3=")
    std::vector<long long> values; // one per criterion, in the rules' order
    // Matches with a result (`played`), and by outcome; a bye counts as the outcome its points
    // are (docs/teams.md: a draw by default), in `byes`, not in `played` (#44: a team with a
    // bye stood "0-0-0" beside its point).
    int played = 0, won = 0, drawn = 0, lost = 0, byes = 0;
};

// After round `through` (rounds after it are ignored), best first; teams equal on every
// criterion by id.
std::vector<TeamStandingsRow> teamStandings(const TeamHistory& history, int through);

// The match points and board points (half points) of every team after `through`: what team
// pairing groups by.
struct TeamScore {
    long long matchHalves = 0, boardHalves = 0;
};
std::map<TeamId, TeamScore> teamScores(const TeamHistory& history, int through);

// A board's individual results for board prizes: every player who played on board `board`,
// his points and games on it.
struct BoardRecord {
    PlayerId player{};
    TeamId team{};
    int board = 1;
    int games = 0;        // with a result
    long long halves = 0; // points ×2
    int percent() const { return games == 0 ? 0 : static_cast<int>(halves * 50 / games); }
};
// Every player's record on each board, by board, then best percentage, then most games.
std::vector<BoardRecord> boardRecords(const TeamHistory& history, int through);

} // namespace tengen
