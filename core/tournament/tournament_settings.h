#pragma once
// What the director decides about the event before round 1.
#include "komi.h"
#include "problem.h"

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

enum class TimeSystem { Absolute, ByoYomi, Canadian, Fischer, MovesPerPeriod };
std::string_view
timeSystemId(TimeSystem t); // "absolute", "byoyomi", "canadian", "fischer", "moves"
std::optional<TimeSystem> tryParseTimeSystem(std::string_view s);

struct TimeControl {
    TimeSystem system = TimeSystem::ByoYomi;
    int basicSeconds = 60 * 60;
    int periods = 3;          // byo-yomi periods
    int periodSeconds = 60;   // byo-yomi period, Canadian block, moves-per-period block
    int periodMoves = 0;      // Canadian stones / moves per period
    int incrementSeconds = 0; // Fischer
    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};
// "60m+3x60s" style summary for lists and exports.
std::string describe(const TimeControl& t);

struct Category {
    std::string name;        // "少年组", "Women", "Under 12"
    std::string description; // the rule the director uses to assign it
    friend bool operator==(const Category&, const Category&) = default;
};

struct TournamentSettings {
    std::string nameNative, nameLatin, place;
    boost::gregorian::date firstDay{2026, 1, 1}, lastDay{2026, 1, 1};
    int rounds = 5;
    PairingSystem system = PairingSystem::McMahon;
    std::string rules = "chinese";
    Komi komi = Komi::fromHalfPoints(15); // 7.5 = 3¾子, Chinese rules 第十一条
    int boardSize = 19;
    TimeControl time;
    std::vector<Category> categories;
    friend bool operator==(const TournamentSettings&, const TournamentSettings&) = default;
};

// True when a game with `handicap` stones cannot end in jigo: its komi has a half point (7.5 in
// an even game, 0.5 in a handicap game outside Chinese rules). Chinese rules: 让先 has no komi and
// a handicap game gives back whole points, so a jigo can happen there.
bool jigoImpossible(const TournamentSettings& s, int handicap);

// Names the first thing wrong with the settings, or returns an empty string.
Problem validate(const TournamentSettings& s);

} // namespace tengen
