#pragma once
// A new tournament file: the action under File → New and `tengen-cli new|demo`.
#include "actions/refusal.h"
#include "store/tournament_file.h"

#include <QString>
#include <memory>

namespace tengen {

// A tournament file made: the file, or (no file) why it could not be.
struct CreatedTournament {
    Refusal refusal;
    std::unique_ptr<store::TournamentFile> file;
    int players = 0; // registered with it (the demo's, a hall load's)
};
// Creates the file with `settings` (checked first); refused when it cannot be (bad settings, a
// file of that name exists, the folder cannot be written).
CreatedTournament createTournament(const QString& path, const TournamentSettings& settings);
// File → Save a copy… and `tengen-cli backup`: the tournament as it stands now into one file of
// its own (store::TournamentFile::saveCopy); `replace` an existing file (the dialog asked).
Refusal saveTournamentCopy(const store::TournamentFile& file, const QString& destination,
                           bool replace);
// A hall's load test (`tengen-cli hall simulate` without --url, the hall load bench): an event
// of 2 × `tables` invented players, byo-yomi 5 × 30 s from the first move, round 1 paired.
CreatedTournament createHallLoadTournament(const QString& path, int tables);
// The demo event (actions/demo_tournament.h) with its players registered.
CreatedTournament createDemoTournament(const QString& path);

} // namespace tengen
