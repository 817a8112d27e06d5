#pragma once
// A new tournament file: the action under File → New and `tengen-cli new|demo`.
#include "actions/refusal.h"
#include "store/tournament_file.h"

#include <QString>
#include <memory>

namespace tengen {

// Creates the file with `settings` (checked first); nullptr and `refusal` when it cannot be
// (bad settings, a file of that name exists, the folder cannot be written).
std::unique_ptr<store::TournamentFile>
createTournament(const QString& path, const TournamentSettings& settings, Refusal* refusal);
// File → Save a copy… and `tengen-cli backup`: the tournament as it stands now into one file of
// its own (store::TournamentFile::saveCopy); `replace` an existing file (the dialog asked).
Refusal saveTournamentCopy(const store::TournamentFile& file, const QString& destination,
                           bool replace);
// A hall's load test (`tengen-cli hall simulate` without --url, the hall load bench): an event
// of 2 × `tables` invented players, byo-yomi 5 × 30 s from the first move, round 1 paired.
std::unique_ptr<store::TournamentFile> createHallLoadTournament(const QString& path, int tables,
                                                                Refusal* refusal);
// The demo event (actions/demo_tournament.h) with its players registered.
std::unique_ptr<store::TournamentFile> createDemoTournament(const QString& path, Refusal* refusal,
                                                            int* players = nullptr);

} // namespace tengen
