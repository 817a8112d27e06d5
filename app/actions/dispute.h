#pragma once
// Scoring a disputed game: the action under the Dispute view and `tengen-cli score`. The
// position, the dead marks, komi (the referee's, else the record's, else the rules'), and the
// referee's own count of Black when given, which then decides the result. One rule for both.
#include "go/rules.h"
#include "go/scoring.h"

#include <QString>
#include <optional>
#include <vector>

namespace tengen {

struct DisputeInput {
    go::Board board;              // the position decided, dead stones still on it
    std::vector<go::Coord> marks; // points marked dead: each marks its whole chain
    int handicap = 0;
    std::optional<int> komiHalfPoints; // the referee's komi; else the rules'
    std::optional<double> blackCount;  // the referee's count of Black in 子
};

struct DisputeCount {
    go::Score score; // marginHalfPoints is the result (from the referee's count when given)
    std::vector<go::Coord> dead;       // every dead stone (whole chains)
    std::vector<go::Coord> emptyMarks; // marks on points without a stone (left out)
    std::optional<double> blackCount;
};

DisputeCount countDispute(const DisputeInput& input, const go::RuleSet& rules);

// Komi as a referee types it: points ("7.5", "7½") or 子 ("3¾子"); nullopt: not a whole number
// of half points.
std::optional<int> parseKomiHalfPoints(const QString& text);
// Black's count in 子 as a referee writes it: "184.5", "184½", "184 1/2", "184又1/2", with or
// without "子"; nullopt: not a count in half 子.
std::optional<double> parseBlackCount(const QString& text);

} // namespace tengen
