#pragma once
// The standings as a table every document shares: place (shared when tied), names, rank, club,
// the tie-breakers the tournament chose, and each round in the EGF/wall-chart notation
// (`12+/w0`: opponent's line, result, played or by default, own colour, handicap).
#include "pairing/standings.h"
#include "tournament/standings_table.h"

#include <functional>
#include <string>
#include <vector>

namespace tengen::reports {

// The table's rows are the domain's (tournament/standings_table.h): documents here, the
// federations' files in core/formats.
using tengen::StandingsRow;
using tengen::StandingsTable;

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

// Puts the rows in the order of `ids` (rows it does not name follow, in their order), numbers
// the lines 1, 2, … down the table again and rewrites the rounds' opponent numbers ("12+/w0")
// to the new lines. Places are the caller's.
void reorderRows(StandingsTable& table, const std::vector<PlayerId>& ids);

// Places counted from 1 within each category, as OpenGotha's standings window and its printed
// standings number them (its exports number everyone together, as buildStandings does). Only
// when the list is grouped by category — more than one category and CAT the first placement
// criterion; otherwise the table is left numbered overall.
void numberWithinCategories(StandingsTable& table);

// "7½", "3¼", "12": a criterion value in its scale.
std::string formatValue(int value, int scale);

} // namespace tengen::reports
