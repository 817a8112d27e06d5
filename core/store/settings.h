#pragma once
// The settings aggregate of the tournament file: the event's settings and categories and the
// pairing parameters.
#include "records.h"

#include <optional>

namespace tengen::store {

class Connection;
class TournamentFile;

class Settings {
  public:
    Settings(Connection& c, TournamentFile& file) : c_(c), file_(file) {}
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;

    // The event's settings; in a later division worked in (TournamentFile::division), with the
    // division's system and rounds.
    TournamentSettings get() const;
    // Writes every field (a new tournament).
    void saveAll(const TournamentSettings& settings);
    // Writes the fields in which `after` differs from `before`; refused (Conflict) when one of
    // them no longer holds its value in `before`, (Invalid) for the system or rounds of a later
    // division (its own: Divisions::save).
    void save(const TournamentSettings& before, const TournamentSettings& after);

    // The pairing parameters; the system's defaults until the director changes them.
    PairingSettings pairing() const;
    void savePairing(const PairingSettings& settings);
    // The director's change of the pairing parameters: refused (Conflict) unless the file
    // still holds `before`; once a round is paired it needs a `reason`, kept in the journal
    // with every key that changed. `system` (when given) changes with them (a preset of the
    // other system). One transaction.
    void changePairing(const PairingSettings& before, const PairingSettings& after,
                       const QString& reason, std::optional<PairingSystem> system = std::nullopt);

  private:
    friend class Players; // an import brings settings; its undo puts them back
    void write(const TournamentSettings& settings);
    void writePairing(const PairingSettings& settings);
    // Puts `change.to` in place of `change.from`; refused (Conflict) unless the file holds it.
    void changeBack(const SettingsChange& change);
    TournamentSettings event() const; // the tournament row as it is

    Connection& c_;
    TournamentFile& file_;
};

} // namespace tengen::store
