#pragma once
// Grades awarded at a rank-certification day (段位赛 / 升段赛 / 認定大会 / 단급 심사, issue #47
// point 5): a division that certifies a grade or a band of grades, and its award table — for
// each score (wins out of the division's rounds) the grade awarded and, optionally, a fee band.
// docs/divisions.md. Presets: the Hanguk Kiwon's kyu groups, the Nihon Ki-in's 棋力認定; any
// other table is the director's own (China has no national table: each organiser sets his).
#include "base/problem.h"
#include "rank.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen {

// What a score gives, relative to the grade claimed or to the division's band of grades.
enum class AwardKind {
    None,       // no grade awarded
    Claimed,    // the grade the player claimed (steps above it with `steps` > 0, below < 0)
    BandTop,    // the strongest grade of the division's band
    BandMiddle, // its middle grade (the weaker of the two middle ones in an even band)
    BandBottom, // its weakest grade
    BandAbove,  // the weakest grade of the band above (as wide as this one)
    BandBelow,  // the strongest grade of the band below
};
std::string_view awardKindId(AwardKind k); // "none", "claimed", "band-top", … "band-below"
std::optional<AwardKind> tryParseAwardKind(std::string_view id);

struct AwardRule {
    int wins = 0;
    AwardKind kind = AwardKind::None;
    int steps = 0;       // Claimed: grades above (+) or below (-) the grade claimed
    std::string feeBand; // "free", "half", "full", or the director's words; empty: none
    friend bool operator==(const AwardRule&, const AwardRule&) = default;
};

struct AwardTable {
    std::string name;             // "hanguk-kiwon-kyu", "nihon-kiin", or the director's
    int rounds = 4;               // the scores it covers: 0 .. rounds wins
    bool forfeitWinCounts = true; // a game won by forfeit counts as a win
    std::vector<AwardRule> rules; // one a score
    friend bool operator==(const AwardTable&, const AwardTable&) = default;
};

// A band of grades on the amateur scale (Rank::value()): weakest .. strongest.
struct GradeBand {
    int weakest = 0, strongest = 0;
    friend bool operator==(const GradeBand&, const GradeBand&) = default;
};

// What is wrong with a table (a score from 0 to its rounds with no rule, one given twice, a
// score beyond its rounds, a grade step beyond ±9), or nothing.
Problem validateAwardTable(const AwardTable& table);

// The grade a score gives, or nullopt for none (or a grade off the amateur scale). `band`: the
// division's; the claimed grade when the division certifies one grade.
std::optional<Rank> awardedGrade(const AwardTable& table, const Rank& claimed,
                                 const GradeBand& band, int wins);
// The rule of a score (nullptr when the table has none).
const AwardRule* awardRule(const AwardTable& table, int wins);

// The presets by name ("hanguk-kiwon-kyu", "nihon-kiin"), nullopt for another name.
std::optional<AwardTable> awardPreset(std::string_view name);
std::vector<std::string> awardPresetNames();

} // namespace tengen
