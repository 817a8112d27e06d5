#pragma once
// Counting a finished game from its final position and the dead stones the players agreed on.
//
// Area (Chinese 数子): each side's stones plus the empty points only it surrounds; shared points
// (dame) count half to each side under the Chinese rules. Territory (Japanese/Korean 数目): the
// empty points a side surrounds plus its prisoners, with no points in seki. Margins are kept in
// half points; one 子 is two points of margin (docs/rules.md §3).
#include "base/problem.h"
#include "board.h"
#include "rules.h"

#include <string>
#include <vector>

namespace tengen::go {

struct ScoreInput {
    Board board;             // the final position, before dead stones are removed
    std::vector<Coord> dead; // every stone of every dead chain
    int handicapStones = 0;  // 0 or >= 2
    int komiHalfPoints = 15;
};

struct Score {
    // Counts in half points: area = stones + territory (+ half the dame); territory = territory +
    // prisoners.
    int blackHalf = 0, whiteHalf = 0;
    int dame = 0; // empty points surrounded by neither side
    int blackStones = 0, whiteStones = 0, blackTerritory = 0, whiteTerritory = 0;
    int blackPrisoners = 0, whitePrisoners = 0; // held by Black / by White (territory scoring)
    int komiHalfPoints = 0;
    int handicap = 0;
    int compensationHalfPoints = 0;          // added to White
    int marginHalfPoints = 0;                // > 0: Black wins, after komi and compensation
    std::vector<Coord> seki;                 // stones the count treated as seki
    std::vector<Coord> blackArea, whiteArea; // points counted for each side (for shading)
    std::vector<Problem> errors; // inconsistent marks: the score is refused
    std::vector<Problem> notes;  // what was applied, and what the referee should know
    bool ok() const { return errors.empty(); }
};

Score score(const ScoreInput& input, const RuleSet& rules);

// "B+1.5", "W+0.5", "0" (jigo); Ing's komi gives Black the tie: "B+0".
std::string resultInPoints(int marginHalfPoints, bool blackWinsTies = false);
// "黑胜3/4子", "白胜1又1/4子", "和棋": the margin in 子 (a quarter 子 = half a point).
std::string resultInZi(int marginHalfPoints, bool blackWinsTies = false);
// The referee's count of one colour: given Black's count in 子 (e.g. 184.5 on 19×19), the margin in
// half points, so 185 with komi 3¾子 gives Black by ¾子 (margin +3).
int marginFromBlackCount(double blackCountZi, int boardSize, int komiHalfPoints,
                         int compensationHalfPoints);

} // namespace tengen::go
