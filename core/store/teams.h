#pragma once
// The teams of a team event in the tournament file (issue #32): each team's row and its members
// in board order, a player in one team at most. Every write is one transaction, refused when
// another program changed the team since the caller read it.
#include "tournament/team.h"

#include <optional>
#include <vector>

namespace tengen::store {

class Connection;
class TournamentFile;

class Teams {
  public:
    Teams(Connection& c, TournamentFile& file) : c_(c), file_(file) {}
    Teams(const Teams&) = delete;
    Teams& operator=(const Teams&) = delete;

    std::vector<Team> all() const; // in the order they were added
    std::optional<Team> find(TeamId id) const;
    // Adds `team` (its id is given here); refused (Invalid) when it breaks validateTeam, names a
    // player the file does not have, or one who plays for another team.
    TeamId add(const Team& team);
    // `seen` as the caller read it becomes `wanted`; Conflict when the team changed since.
    void update(const Team& seen, const Team& wanted);
    void remove(const Team& seen);

  private:
    void check(const Team& team) const; // throws StoreError
    void stillAsSeen(const Team& seen) const;
    void writeMembers(const Team& team);
    Connection& c_;
    TournamentFile& file_;
};

} // namespace tengen::store
