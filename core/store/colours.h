#pragma once
// The colours aggregate of the tournament file: the colour draws of rounds (commitment, seed)
// and every colour decision, as an audit trail (docs/colours.md).
#include "records.h"

#include <optional>
#include <vector>

namespace tengen::store {

class Connection;
class TournamentFile;

// The draws are the division's worked in (TournamentFile::roundsDivision); a table's decisions
// are found by the event-wide table number.
class Colours {
  public:
    Colours(Connection& c, TournamentFile& file) : c_(c), file_(file) {}
    Colours(const Colours&) = delete;
    Colours& operator=(const Colours&) = delete;

    // Records a draw for the round: the games' colours change to the decisions', the decisions
    // join the audit trail, the round's commitment and seed are kept. One transaction.
    void recordDraw(const ColourRound& header, const std::vector<ColourRecord>& decisions);
    // One table's colours decided at the board or by the director. Once the round's colours are
    // published (drawn or decided before), a change needs a reason; refused without one.
    void decide(const ColourRecord& decision);
    // Several tables' decisions in one transaction (a team match's boards).
    void decide(const std::vector<ColourRecord>& decisions);
    std::optional<ColourRound> draw(RoundNo round) const;
    std::vector<ColourRecord> history(RoundNo round) const; // oldest first
    void revealSeed(RoundNo round);

  private:
    Connection& c_;
    TournamentFile& file_;
};

} // namespace tengen::store
