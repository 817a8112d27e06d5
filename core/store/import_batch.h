#pragma once
// What an importer hands to the tournament file: parsed records with the line each came from.
#include "base/problem.h"
#include "tournament/game.h"
#include "tournament/pairing_settings.h"
#include "tournament/player.h"
#include "tournament/tournament_settings.h"

#include <QObject>
#include <QString>
#include <optional>
#include <vector>

namespace tengen::store {

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

struct ImportIssue {
    QString file;
    int line = 0;    // 0: the file as a whole
    QString field;   // column or attribute, when one is to blame
    Problem message; // translated where it is shown (toString)
    // A translatable name of the field (context "tengen"), when `field` is empty: a column of
    // a rating list ("grade"), named in the user's language where it is shown.
    const char* fieldLabel = nullptr;
    // Instead of `message`: a sentence already in the user's language, made of translated
    // parts (the reason two rows are one player), for the same thread to show.
    QString text{};
    // "players.csv:7: rank: 'xx' is not a rank ...", in the user's language (the thread's).
    QString toString() const;
};

struct ImportBatch {
    QString source; // file name, for the journal
    std::vector<ImportedPlayer> players;
    std::optional<TournamentSettings> settings; // OpenGotha files carry them
    std::optional<PairingSettings> pairing;     // ... and these
    std::vector<ImportedGame> games;
    std::vector<ImportedBye> byes;
};

struct ImportParse {
    ImportBatch batch;
    std::vector<ImportIssue> errors;   // any error: nothing may be imported
    std::vector<ImportIssue> warnings; // imported anyway; shown to the director
    bool ok() const { return errors.empty(); }
};

} // namespace tengen::store
