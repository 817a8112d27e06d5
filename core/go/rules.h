#pragma once
// A rule set as a value: what makes a move legal and how a finished game is counted.
// Presets and the disagreements between rule texts: docs/rules.md §1-2.
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace tengen::go {

enum class KoRule {
    Simple,      // only the immediate retake of a basic ko (cycle of 2) is illegal
    Positional,  // no whole-board position may recur
    Situational, // no position may recur with the same player to move
};

enum class Scoring {
    Area,      // stones + surrounded points (Chinese 数子)
    Territory, // surrounded points + prisoners (Japanese/Korean 数目)
};

enum class Compensation { None, N, NMinusOne }; // handicap compensation to White, in points

struct RuleSet {
    std::string name = "chinese";
    KoRule ko = KoRule::Positional;
    Scoring scoring = Scoring::Area;
    bool suicideAllowed = false; // multi-stone suicide; single-stone suicide is always illegal
    Compensation compensation = Compensation::N;
    int komiHalfPoints = 15;      // 7.5 = 3¾子
    bool removeDeadStones = true; // false: count the board as it stands (Tromp-Taylor)
    bool dameHalfEach = true;     // Chinese: shared points count half to each side
    bool sekiEyesCount = true;    // area rule sets count the eyes of seki groups
    bool blackWinsTies = false;   // Ing: komi 8, Black wins a tie

    friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

// The presets, in the order menus list them: chinese, japanese, korean, aga, ing, nz,
// tromp-taylor. The one list of rule-set names (the desk, the CLI and the settings use it).
// Header-only, so that the tournament's settings check their rule-set id against it too.
inline std::span<const std::string_view> ruleSetNames() {
    static constexpr std::string_view kNames[] = {"chinese", "japanese", "korean",      "aga",
                                                  "ing",     "nz",       "tromp-taylor"};
    return kNames;
}
std::optional<RuleSet> tryRuleSetByName(std::string_view name); // one of ruleSetNames()
std::string_view koRuleName(KoRule ko); // "simple", "positional", "situational"
std::optional<KoRule> tryParseKoRule(std::string_view name);
// The preset an SGF RU value names ("Chinese", "Japanese", "AGA", "GOE", "NZ"), if any.
std::optional<std::string> presetForSgfRules(std::string_view ru);

} // namespace tengen::go
