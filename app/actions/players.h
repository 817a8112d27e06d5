#pragma once
// Registration: the actions under the desk's Registration view, `tengen-cli player` and
// `tengen-cli import`. One rule each, whichever screen asks: a player who looks like one already
// registered is registered only on a yes; a check-in makes the registration final; only
// registrations not final and not withdrawn are made final; an edit writes only what the user
// changed and is refused if another program changed it first (docs/shared-file.md).
#include "actions/refusal.h"
#include "formats/importers.h"
#include "store/tournament_file.h"

#include <QString>
#include <optional>
#include <vector>

namespace tengen {

// A player as the user saw him and as the user wanted him. An undo writes back only the
// fields in which they differ: what another program changed meanwhile stays.
struct PlayerChange {
    Player before, after;
};

// Whom a new registration looks like.
struct DuplicateOf {
    Player registered; // already in the file
    Problem reason;    // "the same EGD PIN 12345678", "the same name, club and rank"
};

struct RegisterOutcome {
    Refusal refusal; // NeedsConfirmation: `duplicates` lists whom the player looks like
    std::vector<DuplicateOf> duplicates;
    Player stored; // as written, with its id
};
// Registers `player`. Unless `duplicateConfirmed`, a player who looks like one registered
// already (the same ID, or the same name, club and rank) is not registered: the outcome asks
// for confirmation and says whom and why.
RegisterOutcome registerPlayer(store::TournamentFile& file, const Player& player,
                               bool duplicateConfirmed = false);

struct PlayersOutcome {
    Refusal refusal;
    std::vector<PlayerChange> changes; // as the user saw them, as wanted; empty: nothing to do
    std::vector<Player> stored;        // as written (with what others changed meanwhile)
};

// Writes the fields in which `wanted` differs from `seen` (the player the user saw).
PlayersOutcome editPlayer(store::TournamentFile& file, const Player& seen, const Player& wanted);
// Withdraws (a player who leaves) or reinstates.
PlayersOutcome setWithdrawn(store::TournamentFile& file, const Player& seen, bool withdrawn);
// Sets the players' state for round `r.round` (present, absent, a bye); with `r.checkedInAt` a
// check-in, which makes a registration final too (a player who is here is paired from now on).
// Several players: one transaction, all or none.
PlayersOutcome setParticipation(store::TournamentFile& file, const std::vector<Player>& seen,
                                const RoundParticipation& r);
// A player's state for `round`; with `checkIn`, stamped now (UTC) as a check-in.
RoundParticipation roundState(int round, Participation state, bool checkIn);
// Makes preliminary registrations final (withdrawn players stay as they are).
PlayersOutcome makeFinal(store::TournamentFile& file, const std::vector<Player>& seen);
// Several players changed together (the participation grid): each written only if nobody
// changed him since the user saw him; one transaction, all or none.
PlayersOutcome changePlayers(store::TournamentFile& file, const std::vector<PlayerChange>& wanted);
// Deletes a registration made by mistake; a player who has played is withdrawn instead
// (refused, saying so). `seen`: the player as the user saw him (refused if changed since).
Refusal deleteRegistration(store::TournamentFile& file, const Player& seen);

// The id given on a command line or in a request, as the file has it.
struct FoundPlayer {
    Refusal refusal; // no such player (Invalid), or the file failed
    Player player;
};
FoundPlayer findPlayer(const store::TournamentFile& file, PlayerId id);

struct ImportRequest {
    QString path;
    formats::ImportFormat format = formats::ImportFormat::Csv;
    QString encoding; // CSV only; empty: UTF-8, else GB18030 when the bytes clearly are
    // The file as read already (a whole rating list the director was asked about): not read
    // again.
    std::optional<formats::ImportParse> parsed = std::nullopt;
};
struct ImportResult {
    Refusal refusal; // Invalid: the file has errors (parse.errors), nothing imported
    std::vector<formats::ImportIssue> errors, warnings; // each naming file:line and the field
    store::ImportOutcome outcome;                       // what was imported
};
// Reads the file and imports it, all or nothing.
ImportResult importPlayers(store::TournamentFile& file, const ImportRequest& request);
// "The file's rounds came with it: 77 games, 1 bye." for the desk and the CLI; empty when the
// file brought no rounds.
QString importedRoundsText(const store::ImportOutcome& outcome);
// The format a file's name suggests (.xml: OpenGotha; "tdlist": AGA; "ech": FFG; "allworld":
// EGD; else CSV), for a file dialog's default choice.
formats::ImportFormat guessImportFormat(const QString& path);

} // namespace tengen
