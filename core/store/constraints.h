#pragma once
// The director's pairing constraints in the tournament file: pairs never to pair, pairs fixed
// for a round, tables kept for a player.
#include "records.h"

#include <vector>

namespace tengen::store {

class Connection;
class TournamentFile;

class Constraints {
  public:
    Constraints(Connection& c, TournamentFile& file) : c_(c), file_(file) {}
    Constraints(const Constraints&) = delete;
    Constraints& operator=(const Constraints&) = delete;

    std::vector<PairingConstraint> all() const;
    qint64 add(const PairingConstraint& c); // throws on a bad constraint
    void remove(qint64 id);

  private:
    Connection& c_;
    TournamentFile& file_;
};

} // namespace tengen::store
