#pragma once
// The stages of an event in the tournament file (issue #33): each stage's format and rounds,
// its players' places (group and number in a schedule, seed in a bracket) and the referee's
// decisions of knockout matches. Every write is one transaction; a change is refused when
// another program changed the stages since the caller read them.
#include "tournament/stage.h"

#include <vector>

namespace tengen::store {

class Connection;
class TournamentFile;

class Stages {
  public:
    Stages(Connection& c, TournamentFile& file) : c_(c), file_(file) {}
    Stages(const Stages&) = delete;
    Stages& operator=(const Stages&) = delete;

    std::vector<Stage> all() const; // by number; empty: one stage of the tournament's system
    std::vector<StageSeat> seats(int stage) const; // by group, then number
    std::vector<StageDecision> decisions() const;

    // `seen` (as the caller read them) become `wanted`: refused (Invalid) when they break
    // validateStages, (Conflict) when the stages changed since, or when a stage whose players
    // are placed changes (take its places back first). The tournament's number of rounds
    // follows the last stage whose rounds are known.
    void save(const std::vector<Stage>& seen, const std::vector<Stage>& wanted);

    // Places the players of `stage` (refused, Conflict, when they are placed already) and sets
    // its rounds (`rounds`) and lot seed; the tournament's number of rounds follows.
    void place(int stage, const std::vector<StageSeat>& seats, int rounds, const std::string& seed);
    // Takes the places back (refused when a round of the stage has a game or a bye).
    void unplace(int stage);

    // The referee's decision of a knockout match; refused (Conflict) when the game has another
    // decision already (another desk's: it is taken back first). Taken back (an undo): refused
    // (Conflict) unless the file holds `decision` as given.
    void decide(const StageDecision& decision);
    void undecide(const StageDecision& decision);

  private:
    void followRounds(const std::vector<Stage>& stages);
    Connection& c_;
    TournamentFile& file_;
};

} // namespace tengen::store
