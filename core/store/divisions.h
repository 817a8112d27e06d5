#pragma once
// The divisions of an event in the tournament file (issue #47, docs/divisions.md): their names,
// systems, rounds and tables. The first division's system and rounds are the tournament's own
// (settings and stages); an event without division rows is its one division, named after the
// event. Which division a player is in is the player's own field (Player::division). Every
// write is one transaction; a change is refused when another program changed the divisions
// since the caller read them.
#include "tournament/division.h"
#include "tournament/player.h"

#include <QString>

#include <map>
#include <vector>

namespace tengen::store {

class Connection;
class TournamentFile;

class Divisions {
  public:
    Divisions(Connection& c, TournamentFile& file) : c_(c), file_(file) {}
    Divisions(const Divisions&) = delete;
    Divisions& operator=(const Divisions&) = delete;

    // By position; at least the first division.
    std::vector<Division> all() const;
    // How many players each division holds (withdrawn players included), by division id.
    std::map<int, int> playerCounts() const;

    // `seen` (as the caller read them) become `wanted`: refused (Invalid) when they break
    // validateDivisions, (Conflict) when the divisions changed since, or when a division that
    // goes still holds players. The first division's system and rounds are not written here
    // (they are the tournament's). `wanted` of the first division alone, under the event's
    // name, leaves the event without division rows.
    void save(const std::vector<Division>& seen, const std::vector<Division>& wanted);

    // Whether a round of `division` has a game or a bye: its round 1 is paired.
    bool hasBegun(int division) const;
    // `players` (as the caller read them) moved into `division`, each a line in the journal with
    // `reason` (may be empty); refused (Conflict) when one of them changed since, (NotFound) for
    // a division the event does not have. One transaction.
    void movePlayers(const std::vector<Player>& players, int division, const QString& reason);

  private:
    Connection& c_;
    TournamentFile& file_;
};

} // namespace tengen::store
