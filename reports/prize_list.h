#pragma once
// Prize lists by section: the overall winners, women, youth sections by age on the event's first
// day, rank groups, and the director's own categories. Each section takes the best players of the
// standings who belong to it; players tied with the last prize winner (same shared place) all
// receive it. With "one prize per player", a player already awarded in an earlier section is
// passed over in later ones.
#include "standings_table.h"
#include "tournament/player.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen::reports {

struct PrizeSection {
    enum class Kind { Overall, Women, Youth, Ranks, Category };
    Kind kind = Kind::Overall;
    int ageUnder = 0;                       // Youth: younger than this on the first day
    std::optional<Rank> strongest, weakest; // Ranks: both inclusive
    std::string category;                   // Category: the players' category field
    int prizes = 3;
    std::string label; // a category's name; empty: the caller words it
    friend bool operator==(const PrizeSection&, const PrizeSection&) = default;
};

struct PrizeSpecParse {
    std::vector<PrizeSection> sections;
    Problem error; // names the part of the spec that is wrong
};
// Sections separated by ';', each a rule with an optional "=N" number of prizes (default 3):
// "overall", "women", "u12" (under 12 on the first day), "ranks:1k-5k" (inclusive, either
// order), "category:少年组". Example: "overall=6; women; u12=3; ranks:10k-20k".
PrizeSpecParse tryParsePrizeSpec(std::string_view spec);

bool qualifies(const PrizeSection& s, const Player& p, const boost::gregorian::date& firstDay);

struct PrizeWinner {
    int prize = 0; // 1-based within the section; tied players share it
    bool shared = false;
    std::size_t row = 0; // index into the standings' rows
};

// Per section, its winners in standings order.
std::vector<std::vector<PrizeWinner>> prizeWinners(const StandingsTable& standings,
                                                   const std::vector<PrizeSection>& sections,
                                                   const std::map<PlayerId, Player>& players,
                                                   const boost::gregorian::date& firstDay,
                                                   bool onePrizePerPlayer);

} // namespace tengen::reports
