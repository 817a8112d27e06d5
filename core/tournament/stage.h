#pragma once
// Formats of play beside McMahon and Swiss (issue #33, docs/formats-of-play.md): round robin
// and double round robin, groups playing round robin (小组循环), knockout (淘汰赛), and an event
// made of stages — a Swiss stage, then a round-robin final of the top 6 or a knockout of the top
// 8. A tournament without stages is one stage of its pairing system over every round.
#include "base/problem.h"
#include "ids.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen {

enum class StageFormat { Swiss, McMahon, RoundRobin, DoubleRoundRobin, Groups, Knockout };
// "swiss", "mcmahon", "round-robin", "double-round-robin", "groups", "knockout"
std::string_view stageFormatId(StageFormat f);
std::optional<StageFormat> tryParseStageFormat(std::string_view id);
// Round robin, double round robin and groups: a schedule fixed before the stage's first round.
bool isScheduled(StageFormat f);

// A player who withdraws from a round robin: `Half` — fewer than half of his games played, all
// of them are annulled (they count for nobody); otherwise the games left are lost by forfeit (the
// FIDE rule and the one Chinese regulations use); `Forfeit` — his games played stand, the games
// left are lost by forfeit.
enum class WithdrawalRule { Half, Forfeit };
std::string_view withdrawalRuleId(WithdrawalRule r); // "half", "forfeit"
std::optional<WithdrawalRule> tryParseWithdrawalRule(std::string_view id);

// How a stage's players get their places in the schedule or the bracket: by strength (rating,
// then rank; the previous stage's places for a later stage) or by lot (a seed that is written
// down, so the draw can be checked).
enum class StageSeeding { Strength, Lots };
std::string_view stageSeedingId(StageSeeding s); // "strength", "lots"
std::optional<StageSeeding> tryParseStageSeeding(std::string_view id);

struct Stage {
    int number = 1;
    StageFormat format = StageFormat::Swiss;
    int firstRound = 1;
    // The rounds the stage takes: a Swiss stage's as the director says; a scheduled stage's from
    // its players (n - 1 for an even n, n for an odd n, twice for a double round robin); a
    // knockout's from its bracket (one round per bracket round, three with best of three).
    // 0 until known.
    int rounds = 0;
    // Who plays: 0 = every registered player (a first stage); K = the top K of the stage before.
    int entrants = 0;
    int groups = 1;            // groups: how many (A, B, C …)
    bool doubleRounds = false; // groups: each group a double round robin
    int perGroup = 0;          // groups followed by a knockout: the top K of each group go on
    int bestOf = 1;            // knockout: 1 or 3 games a match
    bool thirdPlace = false;   // knockout: the semi-finals' losers play for third place
    WithdrawalRule withdrawal = WithdrawalRule::Half;
    StageSeeding seeding = StageSeeding::Strength;
    // A later scheduled stage's tie-breakers (OpenGotha's names, "NBW,SB,DC,WINS,KOYA"); empty:
    // the event's placement criteria for a first stage, these five for a later one.
    std::string criteria;
    std::string seed; // by lot: the seed the draw was made from (hex), written when it is made
    std::string name; // "决赛", "Final"; empty: the format's name
    friend bool operator==(const Stage&, const Stage&) = default;
    int lastRound() const { return firstRound + rounds - 1; }
    bool contains(int round) const {
        return round >= firstRound && (rounds == 0 || round <= lastRound());
    }
};

// A player's place in a scheduled stage or a bracket: his group (0 = A; 0 without groups) and
// his number there (1-based: the Berger table's number, or the bracket's seed).
struct StageSeat {
    PlayerId player{};
    int group = 0;
    int seat = 1;
    friend bool operator==(const StageSeat&, const StageSeat&) = default;
};

// A knockout match the board did not decide (a jigo with integer komi, both lost, a game not
// played): the referee's decision of who goes on, with his reason.
struct StageDecision {
    int stage = 1, round = 1, table = 1;
    PlayerId winner{};
    std::string reason;
    friend bool operator==(const StageDecision&, const StageDecision&) = default;
};

// The rounds a round robin of n players takes (twice for a double one).
int roundRobinRounds(int players, bool doubleRounds);
// The rounds a knockout of n players takes (best of three: three per bracket round).
int knockoutRounds(int players, int bestOf);
// The rounds a scheduled or knockout stage of n players (per group: the largest group) takes.
int stageRoundsFor(const Stage& s, int players);

// What is wrong with the stages of an event of `rounds` rounds (numbers 1, 2, … in order, each
// starting after the one before, a later stage taking the top K, groups 2..16 of at least 3,
// best of 1 or 3, at most 99 rounds; a Swiss, McMahon or groups stage only first), or nothing.
Problem validateStages(const std::vector<Stage>& stages);

// "A", "B", … "Z", then "27"…: a group's letter.
std::string groupLetter(int group);

} // namespace tengen
