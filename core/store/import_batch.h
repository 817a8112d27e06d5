#pragma once
// What an importer hands to the tournament file: parsed records with the line each came from.
#include "tournament/player.h"
#include "tournament/tournament_settings.h"

#include <QObject>
#include <QString>
#include <optional>
#include <vector>

namespace tengen::store {

struct ImportedPlayer {
    Player player;
    int line = 0; // 1-based line in the source file
};

struct ImportIssue {
    QString file;
    int line = 0;  // 0: the file as a whole
    QString field; // column or attribute, when one is to blame
    QString message;
    // "players.csv:7: rank: 'xx' is not a rank ..."
    QString toString() const;
};

struct ImportBatch {
    QString source; // file name, for the journal
    std::vector<ImportedPlayer> players;
    std::optional<TournamentSettings> settings; // OpenGotha files carry them
};

struct ImportParse {
    ImportBatch batch;
    std::vector<ImportIssue> errors;   // any error: nothing may be imported
    std::vector<ImportIssue> warnings; // imported anyway; shown to the director
    bool ok() const { return errors.empty(); }
};

} // namespace tengen::store
