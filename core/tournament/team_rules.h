#pragma once
// Purpose: how a team event pairs and counts (issue #32) — its pairing (team Swiss, round robin,
// double round robin, or by hand), its match points and tied-match rule (team_match.h), what a
// team's bye is worth, and the team standings' criteria in the event's order, with presets.
#include "base/problem.h"
#include "team_match.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen {

enum class TeamPairing {
    Swiss,            // 积分编排: score groups by match points; no rematch, one bye at most
    RoundRobin,       // 循环赛 by Berger tables
    DoubleRoundRobin, // 双循环: the second cycle with home and away swapped
    Manual,           // two teams chosen by the director (OpenGotha's way)
};
std::string_view
teamPairingId(TeamPairing p); // "swiss", "round-robin", "double-round-robin", "manual"
std::optional<TeamPairing> tryParseTeamPairing(std::string_view id);

// What a team left without an opponent scores: a drawn match (FIDE C.04.6), a win or nothing.
enum class TeamByeValue { Draw, Win, Loss };
std::string_view teamByeValueId(TeamByeValue v); // "draw", "win", "loss"
std::optional<TeamByeValue> tryParseTeamByeValue(std::string_view id);

// A criterion of the team standings. Ids are OpenGotha's where OpenGotha has the criterion.
enum class TeamCriterionKind {
    MatchPoints,          // TEAMP (场分)
    BoardPoints,          // BDW (局分): a board won 1, a jigo ½
    BoardPointsUpTo,      // BDW1U..BDW9U: board points of the first n boards only
    OpponentsMatchPoints, // SOST (对手分): the sum of the opponents' match points
    LeaderBoardWins,      // LBW: wins on board 1 (主将)
    DirectEncounter,      // DE: match points between the teams tied on everything before
    MeanRating,           // MNR: the mean rating of the first line-up, as OpenGotha
};
struct TeamCriterion {
    TeamCriterionKind kind = TeamCriterionKind::MatchPoints;
    int boards = 0; // BoardPointsUpTo: 1 to 9
    friend bool operator==(const TeamCriterion&, const TeamCriterion&) = default;
};
std::string teamCriterionId(const TeamCriterion& c); // "TEAMP", "BDW3U", ...
std::optional<TeamCriterion> tryParseTeamCriterion(std::string_view id);
std::string teamCriteriaText(const std::vector<TeamCriterion>& criteria); // "TEAMP,BDW,SOST"
// "TEAMP,SOST,BDW" or a preset's name: opengotha, fide, chinese. Problem names the bad part.
Problem parseTeamCriteria(std::string_view text, std::vector<TeamCriterion>& out);
// The presets: OpenGotha (TEAMP, SOST, BDW, BDW3U), FIDE (match points, game points, the
// opponents' match points, direct encounter), Chinese (场分, 局分, 对手分, 主将, direct encounter).
std::optional<std::vector<TeamCriterion>> teamCriteriaPreset(std::string_view name);

struct TeamRules {
    TeamPairing pairing = TeamPairing::Swiss;
    MatchRules match;
    TeamByeValue bye = TeamByeValue::Draw;
    std::vector<TeamCriterion> criteria = *teamCriteriaPreset("fide");
    // Boards played with handicap by the players' ranks (the event's pairing settings give the
    // correction, the ceiling and the rank from which games are even); else every board even.
    bool handicap = false;
    // McMahon between teams (team Swiss only): a team starts with one match win for every
    // grade its strength — the mean rank of its first `boards` members, rounded down — stands
    // above the weakest team's, counting no grade above the bar (amateur scale; none: Swiss).
    std::optional<int> mcMahonBar;
    // Teams of one school or club (Team::club) meet only when no other pairing is left, weighed
    // as a rematch (team Swiss; #44: 学军A and 学军B).
    bool avoidSameClub = false;
    friend bool operator==(const TeamRules&, const TeamRules&) = default;
};
// What is wrong with the rules of an event with `boards` boards (a BDWnU over more boards than
// the event has, a criterion twice, match points out of 0..10), or nothing.
Problem validateTeamRules(const TeamRules& rules, int boards);

} // namespace tengen

namespace tengen {

// Match points as a director writes them: "2/1/0", "3/1/0", "1/0.5/0" (win/draw/loss).
Problem parseMatchPoints(std::string_view text, MatchRules& rules);
std::string matchPointsText(const MatchRules& rules); // "2/1/0"
// A tied match: "draw", or "leader" with the winner's and loser's points: "leader:2/1".
Problem parseTiedMatchRule(std::string_view text, MatchRules& rules);
std::string tiedMatchText(const MatchRules& rules); // "draw", "leader:2/1"

} // namespace tengen
