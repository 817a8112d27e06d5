#pragma once
// From what the store holds (a tournament file, an imported OpenGotha file) to the immutable
// snapshot the pairing engine reads.
#include "pairing/field.h"
#include "tournament/import_batch.h"

namespace tengen {

// The pairing view of one registered player. `openGothaRating` wins over the player's rating
// (OpenGotha files carry their own number for every player), and `openGothaText` over the
// names, club and country (the strings as OpenGotha holds them, tournament/import_batch.h).
pairing::Entrant entrantFromPlayer(const Player& p, std::optional<int> openGothaRating = {},
                                   const std::optional<OpenGothaText>& openGothaText = {});

// An imported OpenGotha tournament with its games and byes; players get ids 1..n in file order.
pairing::Field fieldFromImport(const ImportBatch& batch, PairingCompat compat);

} // namespace tengen
