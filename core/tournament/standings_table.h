#pragma once
// The standings as a table every document and file shares: place (shared when tied), names,
// rank, club, the tie-breakers the tournament chose, and each round in the EGF/wall-chart
// notation (`12+/w0`: opponent's line, result, played or by default, own colour, handicap).
// Plain data: reports/standings_table.h builds it from the pairing's field; the documents
// (reports) and the federations' files (core/formats) write it.
#include "ids.h"
#include "pairing_settings.h"

#include <string>
#include <vector>

namespace tengen {

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
    std::vector<std::string> extra;  // per extra column (the desk's provisional rating)
};

struct StandingsTable {
    int afterRound = 0;
    int rounds = 0; // planned rounds: every one gets a column
    std::vector<Criterion> criteria;
    std::vector<StandingsRow> rows;
    int categories = 1;                     // the tournament's categories by rank
    bool placesInCategory = false;          // numberWithinCategories() has numbered the places
    std::vector<std::string> extraHeadings; // columns after the rounds (none in exports)
};

} // namespace tengen
