#pragma once
// Every placement criterion of every entrant after every round, computed the way OpenGotha
// computes them (docs/pairing-model.md, "Tie-breakers"). Values are integers in the criterion's own
// scale (criterionScale: half points for scores, quarter points for SODOS).
#include "field.h"

#include <vector>

namespace tengen::pairing {

class Scoreboard {
  public:
    enum class Status { Absent, NotAssigned, Paired, Bye };

    // Computes the values after rounds 0 (the start) .. throughRound. `asOpenGotha352Pairs`:
    // the values as OpenGotha 3.52 works them out when it pairs and lists players, with its two
    // slips: Black gets no McMahon point from a game both players won, and SOSM-1 after round 2
    // is 0 (the standings Tengen shows do not follow them, docs/pairing-model.md,
    // "Tie-breakers").
    Scoreboard(const Field& field, int throughRound, bool asOpenGotha352Pairs = false);

    // Precondition: 0 <= afterRound <= throughRound. DC and SDC are 0 here (see standings).
    int value(Criterion c, int entrant, int afterRound) const;
    int startMms(int entrant) const { return startMms_[entrant]; } // whole points
    int category(int entrant) const { return category_[entrant]; }
    Status status(int entrant, int round) const; // round 1-based
    const Game* gameOf(int entrant, int round) const;
    int throughRound() const { return rounds_; }
    const Field& field() const { return field_; }

  private:
    static constexpr int kCount = kCriterionCount;
    int& at(Criterion c, int entrant, int k) {
        return values_[(static_cast<std::size_t>(entrant) * (rounds_ + 1) + k) * kCount +
                       static_cast<int>(c)];
    }
    int opponentIndex(const Game& g, int entrant) const;
    void computeScores();
    void computeOpponentSums();
    int koya(int entrant, int k) const;

    const Field& field_;
    int rounds_;
    bool asOpenGotha352Pairs_ = false;
    std::vector<int> values_;
    std::vector<int> startMms_, category_;
    std::vector<Status> status_;               // entrant * rounds_ + (round - 1)
    std::vector<const Game*> games_;           // same layout
    std::vector<int> nbwVirtual_, mmsVirtual_; // (rounds_ + 1) per entrant
};

// OpenGotha's category: the first whose lower limit the rank reaches; 0 with one category.
int categoryOf(int rank, const std::vector<int>& lowerLimits);

} // namespace tengen::pairing
