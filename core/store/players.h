#pragma once
// The players aggregate of the tournament file: registrations, per-round participation and
// imports. Every change is one transaction with a journal entry; an edit writes only the fields
// the user changed, and only if they still hold what the user saw (docs/shared-file.md).
#include "records.h"
#include "tournament/import_batch.h"

#include <functional>
#include <optional>
#include <vector>

namespace tengen::store {

class Connection;
class TournamentFile;

class Players {
  public:
    Players(Connection& c, TournamentFile& file) : c_(c), file_(file) {}
    Players(const Players&) = delete;
    Players& operator=(const Players&) = delete;

    // In registration order: the players of the division worked in (TournamentFile::division),
    // and those moved out of it after playing there (as withdrawn from it: its history needs
    // them); else every player of the event.
    std::vector<Player> all() const;
    // Every player of the event, whatever division is worked in.
    std::vector<Player> everyone() const;
    std::optional<Player> find(PlayerId id) const;

    // Invalid records throw StoreError. Ids are never reused, not even those of deleted players.
    // `stored` receives the player as written, read in the same transaction.
    PlayerId add(const Player& player, Player* stored = nullptr);
    // Changes only the fields (and rounds) in which `after` differs from `before`; refused
    // (Conflict, naming the fields and their values now) when one of them no longer holds its
    // value in `before`: another program changed it meanwhile. Returns the player as stored.
    Player update(const Player& before, const Player& after);
    // Deletes a registration. With `expected`, refused (Conflict) unless the stored player is
    // exactly that (an undo of an add). A player who has played or has a bye is withdrawn, not
    // deleted.
    void remove(PlayerId id, const std::optional<Player>& expected = std::nullopt);
    // Puts a deleted player back under its old id (undo of a delete, redo of an add).
    void restore(const Player& player);
    // The same for many players, in one transaction with the settings the import had brought
    // (undo and redo of an import). Removing checks each player as remove does with
    // `expected` = the player in the list; the settings must still be `settings->from`.
    void removeMany(const std::vector<Player>& players,
                    const std::optional<SettingsChange>& settings);
    void restoreMany(const std::vector<Player>& players,
                     const std::optional<SettingsChange>& settings);
    void setWithdrawn(PlayerId id, bool withdrawn);
    void setParticipation(PlayerId id, const RoundParticipation& participation);

    // All or nothing: either every player (and the settings, the pairing parameters and the
    // rounds, if the batch has them) is in the file when this returns, or none is.
    // `progress(done, total)` is called during the insert. In a division worked in
    // (TournamentFile::division), the players join it and the batch's rounds are its.
    ImportOutcome import(const ImportBatch& batch,
                         const std::function<void(int, int)>& progress = {});

  private:
    void applyImportedSettings(const ImportBatch& batch, ImportOutcome& outcome);
    std::vector<Game> insertImportedRounds(const ImportBatch& batch, ImportOutcome& outcome);
    void write(const Player& p, bool exists);
    void writeParticipation(PlayerId id, const std::vector<RoundParticipation>& rounds);
    PlayerId nextId();
    void checkDeletable(const Player& stored);

    Connection& c_;
    TournamentFile& file_;
    // The players as last read, and the players revision they were read at: views and documents
    // ask for the list many times between two changes.
    struct Read {
        qint64 revision = -1;
        std::vector<Player> players;
    };
    mutable std::optional<Read> read_;
};

} // namespace tengen::store
