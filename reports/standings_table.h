#pragma once
// The standings as a table every document shares: place (shared when tied), names, rank, club,
// the tie-breakers the tournament chose, and each round in the EGF/wall-chart notation
// (`12+/w0`: opponent's line, result, played or by default, own colour, handicap).
#include "pairing/standings.h"

#include <functional>
#include <string>
#include <vector>

namespace tengen::reports {

struct StandingsRow {
    int place = 0; // overall, or within the row's category (placesInCategory)
    bool shared = false;
    int line = 0;     // 1-based line in the table: the rounds' opponent numbers refer to it
    int category = 0; // 0-based, by the tournament's rank limits (0: the strongest)
    PlayerId id{};
    std::string name;      // as the document shows it (native script)
    std::string latinName; // "Family Given" for 8-bit formats
    std::string latinFamily, latinGiven;
    std::string rank; // "3d", "18k"
    std::string country, club;
    std::vector<std::string> values; // per criterion, "12", "7½", "3¼"
    std::vector<std::string> rounds; // per round, "12+/w0", "0=", "3?/b0"
};

struct StandingsTable {
    int afterRound = 0;
    int rounds = 0; // planned rounds: every one gets a column
    std::vector<Criterion> criteria;
    std::vector<StandingsRow> rows;
    int categories = 1;            // the tournament's categories by rank
    bool placesInCategory = false; // numberWithinCategories() has numbered the places
};

struct PlayerNames {
    std::function<std::string(PlayerId)> display; // native name
    std::function<std::string(PlayerId)> latin;   // "Family Given"
};

// The standings after `afterRound` list the players who took part in at least one round up to
// it (round 1 for the standings before it): paired, given a bye, or present in a round that
// has no result yet (paired later, or not paired at all so far). Places are counted among them.
// A registered player who plays no round so far — absent from everything, or starting in a
// later round — is not listed: with a McMahon start score and nothing else he would stand at
// the top and push everyone's places down. As OpenGotha lists them on the day; its standings
// of an earlier round of a finished event list everyone who plays in any round of the file
// (docs/pairing-model.md, "Tie-breakers").
StandingsTable buildStandings(const pairing::Field& field, int afterRound,
                              const std::vector<Criterion>& criteria, const PlayerNames& names);

// Places counted from 1 within each category, as OpenGotha's standings window and its printed
// standings number them (its exports number everyone together, as buildStandings does). Only
// when the list is grouped by category — more than one category and CAT the first placement
// criterion; otherwise the table is left numbered overall.
void numberWithinCategories(StandingsTable& table);

// "7½", "3¼", "12": a criterion value in its scale.
std::string formatValue(int value, int scale);

} // namespace tengen::reports
