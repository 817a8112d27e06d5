#pragma once
// Purpose: the hall of a round as the desk's Clocks tab and `tengen-cli hall` both open it — the
// round's clocks bound to the tournament (recovered from its journal, or set up from the round's
// pairing), its start, the referee's PIN and the round's join codes — so that the two callers
// share one rule each. The network (HallServer) and the screens stay with the callers.
#include "actions/clock_hall.h"
#include "actions/refusal.h"
#include "store/tournament_file.h"
#include "tournament/ids.h"

#include <QString>
#include <vector>

namespace tengen {

// `clocks` (opened on the tournament) serve `round`: its clocks as the journal kept them, else
// set up from its pairing. Refused while the clocks of another round are in play (they are
// finished first), or when the round's clocks cannot be set up (no pairing, a time control the
// clocks cannot run). `opened` is what ClockHall::open said.
Refusal openHallRound(ClockHall& clocks, const ClockHall::Opened& opened, RoundNo round);
// The round begins: every clock starts — or, for clocks a crash left paused, goes on.
Refusal beginHallRound(ClockHall& clocks);
// The PIN a referee's device gives to act as the referee (trimmed; empty: none).
Refusal setRefereePin(store::TournamentFile& file, const QString& pin);
// Each table's join code in `round` (element 0 is table 1's), from the event's secret.
std::vector<QString> roundJoinCodes(const store::TournamentFile& file, RoundNo round, int tables);

} // namespace tengen
