#pragma once
// The settings aggregate of the tournament file: the event's settings and categories and the
// pairing parameters.
#include "records.h"

#include <optional>

namespace tengen::store {

class Connection;

class Settings {
  public:
    explicit Settings(Connection& c) : c_(c) {}
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;

    TournamentSettings get() const;
    // Writes every field (a new tournament).
    void saveAll(const TournamentSettings& settings);
    // Writes the fields in which `after` differs from `before`; refused (Conflict) when one of
    // them no longer holds its value in `before`.
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

    Connection& c_;
};

} // namespace tengen::store
