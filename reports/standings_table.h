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
    int place = 0;
    bool shared = false;
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
};

struct PlayerNames {
    std::function<std::string(PlayerId)> display; // native name
    std::function<std::string(PlayerId)> latin;   // "Family Given"
};

// Who is listed. Played: players with a game or a bye up to the round (as OpenGotha writes EGF
// files; for exports and prizes). Registered: every final registration that is not withdrawn
// too, so that a player absent in round 1 is in the round-1 standings (the standings a director
// prints and publishes).
enum class Listing { Played, Registered };

StandingsTable buildStandings(const pairing::Field& field, int afterRound,
                              const std::vector<Criterion>& criteria, const PlayerNames& names,
                              Listing listing = Listing::Played);

// "7½", "3¼", "12": a criterion value in its scale.
std::string formatValue(int value, int scale);

} // namespace tengen::reports
