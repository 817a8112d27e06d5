// A round that cannot be: the tournament core's rule, applied by the store to every round saved.
#include "tournament/game.h"

#include <gtest/gtest.h>

using namespace tengen;

namespace {
Game game(int round, int table, std::int64_t white, std::int64_t black) {
    Game g;
    g.round = round;
    g.table = table;
    g.white = PlayerId{white};
    g.black = PlayerId{black};
    return g;
}
} // namespace

TEST(RoundCheck, APlayerTwiceATableTwiceOrAByeWithAGameIsRefused) {
    EXPECT_TRUE(checkRound(2, {game(2, 1, 1, 2), game(2, 2, 3, 4)}, {{2, PlayerId{5}}}).empty());
    EXPECT_EQ(checkRound(2, {game(2, 1, 1, 2), game(2, 2, 3, 1)}, {}).english(),
              "round 2: player 1 is paired twice");
    EXPECT_EQ(checkRound(2, {game(2, 1, 1, 2), game(2, 1, 3, 4)}, {}).english(),
              "round 2: table 1 is used twice");
    EXPECT_EQ(checkRound(2, {game(2, 1, 1, 2)}, {{2, PlayerId{2}}}).english(),
              "round 2: player 2 is paired twice");
    EXPECT_EQ(checkRound(2, {game(3, 1, 1, 2)}, {}).english(),
              "a game of round 3 given for round 2");
}
