#pragma once
// What the director decides about the event before round 1.
#include "base/problem.h"
#include "komi.h"
#include "team.h"
#include "team_rules.h"
#include "time_control.h"

#include <boost/date_time/gregorian/gregorian_types.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen {

enum class PairingSystem { McMahon, Swiss };
std::string_view pairingSystemId(PairingSystem s); // "mcmahon", "swiss"
std::optional<PairingSystem> tryParsePairingSystem(std::string_view s);

// Rule-set ids of the CLI contract: chinese (default), japanese, korean, aga, ing, nz,
// tromp-taylor.
bool isKnownRuleSet(std::string_view id);

struct Category {
    std::string name;        // "少年组", "Women", "Under 12"
    std::string description; // the rule the director uses to assign it
    friend bool operator==(const Category&, const Category&) = default;
};

// What validate() allows: 1 to 99 rounds, boards of 2 to 25 lines.
constexpr int kMaxRounds = 99;
constexpr int kMinBoardSize = 2, kMaxBoardSize = 25;

struct TournamentSettings {
    std::string nameNative, nameLatin, place;
    boost::gregorian::date firstDay{2026, 1, 1}, lastDay{2026, 1, 1};
    int rounds = 5;
    PairingSystem system = PairingSystem::McMahon;
    std::string rules = "chinese";
    Komi komi = Komi::fromHalfPoints(15); // 7.5 = 3¾子, Chinese rules 第十一条
    int boardSize = 19;
    // 60 minutes and three periods of 60 s unless the director says otherwise.
    TimeControl time{
        TimeSystem::ByoYomi, Millis(60 * 60 * 1000), Millis(60 * 1000), 3, 0, {}, {}, {}};
    std::vector<Category> categories;
    // A team event's boards (2 to 10), 0 for an individual event; how its line-ups may change.
    int boards = 0;
    LineupRule lineup = LineupRule::FixedOrder;
    TeamRules team; // a team event's pairing, match points and standings
    friend bool operator==(const TournamentSettings&, const TournamentSettings&) = default;
    bool teamEvent() const { return boards > 0; }
};

// True when a game with `handicap` stones cannot end in jigo: its komi has a half point (7.5 in
// an even game, 0.5 in a handicap game outside Chinese rules). Chinese rules: 让先 has no komi and
// a handicap game gives back whole points, so a jigo can happen there.
bool jigoImpossible(const TournamentSettings& s, int handicap);

// Names the first thing wrong with the settings, or returns an empty string.
Problem validate(const TournamentSettings& s);

} // namespace tengen
