#pragma once
// What a file brings into a tournament: the records an importer read (core/formats), each with
// the line it came from, which the tournament file writes in one transaction
// (store::Players::import). Plain data of the domain.
#include "game.h"
#include "pairing_settings.h"
#include "player.h"
#include "tournament_settings.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tengen {

// A player's text fields exactly as OpenGotha holds them once it has read its XML file: the
// names and the country as written, spaces around them included, and the club cut to its
// first four characters (OpenGotha's player record keeps no more). OpenGotha's pairing hashes
// and compares these strings, so a trailing space in a name changes its deterministic random
// numbers, and two long club names that begin alike are one club to it.
struct OpenGothaText {
    std::string family, given, club, country;
};

struct ImportedPlayer {
    Player player;
    int line = 0; // 1-based line in the source file
    // OpenGotha's own rating number (GoR scale), which it also keeps for players without a
    // rated origin. pair-check orders by it; the tournament file keeps only real ratings, so a
    // tournament continued in Tengen orders unrated players by their rank.
    std::optional<int> openGothaRating = std::nullopt;
    // The same for the names, club and country (OpenGotha files only): pair-check pairs with
    // them; the tournament file keeps the cleaned-up values.
    std::optional<OpenGothaText> openGothaText = std::nullopt;
};

// A game or bye of an imported tournament; players are indices into ImportBatch::players
// (the file gives them no ids yet). game.white/black stay 0.
struct ImportedGame {
    int white = -1, black = -1;
    Game game;
    int line = 0;
};
struct ImportedBye {
    int player = -1;
    int round = 1;
    int line = 0;
};

// A team of an imported team event (OpenGotha's <Team>): its name and, for each round, the
// players on its boards (indices into ImportBatch::players, board 1 first).
struct ImportedTeam {
    std::string name;
    int number = 0;
    std::map<int, std::vector<int>> lineups; // round -> players by board
    // Its members in board order, reserves last (a registration CSV's team and board columns);
    // empty: the members come from the line-ups.
    std::vector<int> members;
    int line = 0;
};

struct ImportBatch {
    std::string source; // file name, for the journal
    std::vector<ImportedPlayer> players;
    std::optional<TournamentSettings> settings; // OpenGotha files carry them
    std::optional<PairingSettings> pairing;     // ... and these
    std::vector<ImportedGame> games;
    std::vector<ImportedBye> byes;
    // A team event's teams (then settings->boards is its number of boards).
    std::vector<ImportedTeam> teams;
};

} // namespace tengen
