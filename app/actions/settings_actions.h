#pragma once
#include <functional>
// The event's settings, the pairing parameters, the director's pairing constraints and the
// calling schedules: the actions under File → Tournament settings and Pairing settings, the
// Clocks tab's schedule editor, `tengen-cli settings`, `pair --forbid|--fix|--reserve-table`
// and `clock schedule`. Each is one transaction, refused if another program changed what the
// user started from.
#include "actions/refusal.h"
#include "clock/calling_schedule.h"
#include "store/tournament_file.h"

#include <QString>
#include <optional>

namespace tengen {

// Saves `after` over `before` in one transaction, refused (by refuse(): the desk's undo runs it
// through guarded) when the event's kind or board count would change under a paired round, or an
// event with teams would become individual; changeTournamentSettings returns that refusal.
void saveSettingsChecked(store::TournamentFile& file, const TournamentSettings& before,
                         const TournamentSettings& after);
// Writes the fields in which `after` differs from `before` (the settings the user started from).
Refusal changeTournamentSettings(store::TournamentFile& file, const TournamentSettings& before,
                                 const TournamentSettings& after);

// What the pairing parameters mean whatever screen set them: a handicap ceiling of 0 makes
// every game even.
PairingSettings normalisedPairing(PairingSettings s);
// The director's change of the pairing parameters (and of the system, with a preset of the
// other one); once a round is paired it needs a reason, kept in the journal.
Refusal changePairingSettings(store::TournamentFile& file, const PairingSettings& before,
                              const PairingSettings& after, std::optional<PairingSystem> system,
                              const QString& reason);

// A pair never to pair, a pair fixed for a round, a table kept for a player.
Refusal addPairingConstraint(store::TournamentFile& file, const store::PairingConstraint& c,
                             qint64* id = nullptr);
Refusal removePairingConstraint(store::TournamentFile& file, qint64 id);
// A constraint as the director reads it, in the interface language: "Never paired: 王一 – 王二
// (siblings)", "Paired in round 3: …", "Table 9 kept for 王一 (every round)".
QString constraintText(const store::PairingConstraint& c,
                       const std::function<QString(PlayerId)>& nameOf);
// Whether the constraint bears on `round` (a forbidden pair: every round).
bool constraintInRound(const store::PairingConstraint& c, int round);

// The event's calling schedule for byo-yomi periods of `period` from its text form (empty:
// back to the standard calls). Refused, naming the line, when the text is not a schedule or is
// for periods of another length. `stored`: the schedule now in force.
Refusal setCallingSchedule(store::TournamentFile& file, clock::Millis period, const QString& text,
                           clock::CallingSchedule* stored = nullptr);
// The event's schedule for `period`, or the standard one.
clock::CallingSchedule callingSchedule(const store::TournamentFile& file, clock::Millis period);

} // namespace tengen
