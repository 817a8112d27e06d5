#pragma once
// The referee clocks of a round: the round's tables with both players' names and the event's
// time control, as the referee screen sets them up.
#include "store/tournament_file.h"
#include "tournament/tournament_settings.h"

#include <QString>
#include <vector>

namespace tengen {

// The event's time control as a clock spec (clock/control.h): "byoyomi:main=60m,period=30s,…".
QString clockSpec(const TimeControl& time);

struct TableSeats {
    QString black, white; // display names; empty for a table without a game
};

struct RoundClocks {
    int round = 0;
    int tables = 0;                // the highest table number of the round's games
    QString control;               // the event's time control as a spec
    std::vector<TableSeats> seats; // index table − 1
};

// The clocks of `round` as the file holds it now (tables 0 when the round has no game).
RoundClocks roundClocks(const store::TournamentFile& file, RoundNo round);
// The round the clocks are for unless the referee chooses: the last round with games (0: none).
int roundForClocks(const store::TournamentFile& file);

} // namespace tengen
