// Provisional EGF rating changes (#34): the EGD's formulas since 2021, checked against figures
// worked out by hand (with a calculator, outside this code) and against two games of a real
// event the EGD rated.
#include "tournament/egd_rating.h"

#include <gtest/gtest.h>

using namespace tengen::egd;

TEST(EgdRating, TwentyOneHundredBeatingTwentyOneHundredGoesTo2109306) {
    // con = (1200/200)^1.6 = 6^1.6 = 17.5809; Se = 1/2; bonus = ln(1 + e^2.5)/5 = 0.5158.
    EXPECT_NEAR(con(2100), 17.5809, 1e-4);
    EXPECT_DOUBLE_EQ(expectedScore(2100, 2100), 0.5);
    EXPECT_NEAR(bonus(2100), 0.5158, 1e-4);
    const RatingChange c = ratingChange(2100, {{2100, 1.0, 0, 0}}, 1.0);
    EXPECT_NEAR(c.after, 2109.306, 0.0005);
    EXPECT_EQ(c.games, 1);
}

TEST(EgdRating, AHandWorkedEventOfFiveGamesInClassesAAndB) {
    // A 1850 player's five games, worked by hand: con(1850) = (1450/200)^1.6 = 23.7980 and
    // bonus(1850) = ln(1 + e^5.625)/5 = 1.1257 in every game.
    //   1. beats 1900 even:                Se = 0.4389, 23.7980 · 0.5611 + 1.1257 = +14.4789
    //   2. loses to 2000 even:             Se = 0.3177, 23.7980 · −0.3177 + 1.1257 = −6.4347
    //   3. jigo with 1850:                 Se = 0.5,    0 + 1.1257                 = +1.1257
    //   4. takes 3 stones from 2150, wins: plays as 1850 + 250 = 2100, Se = 0.4261 → +14.7842
    //   5. gives 2 stones to 1600, loses:  1600 plays as 1750, Se = 0.6146          → −13.5014
    // Sum +10.4526: class A 1860.453, class B (three quarters) 1857.839.
    const std::vector<RatedGame> games = {{1900, 1.0, 0, 0},
                                          {2000, 0.0, 0, 0},
                                          {1850, 0.5, 0, 0},
                                          {2150, 1.0, 3, 0},
                                          {1600, 0.0, 0, 2}};
    EXPECT_NEAR(gameChange(1850, games[0]), 14.4789, 1e-4);
    EXPECT_NEAR(gameChange(1850, games[1]), -6.4347, 1e-4);
    EXPECT_NEAR(gameChange(1850, games[2]), 1.1257, 1e-4);
    EXPECT_NEAR(gameChange(1850, games[3]), 14.7842, 1e-4);
    EXPECT_NEAR(gameChange(1850, games[4]), -13.5014, 1e-4);
    const RatingChange a = ratingChange(1850, games, *classWeight('A'));
    EXPECT_NEAR(a.after, 1860.453, 0.0005);
    EXPECT_EQ(a.games, 5);
    const RatingChange b = ratingChange(1850, games, *classWeight('B'));
    EXPECT_NEAR(b.after, 1857.839, 0.0005);
    EXPECT_NEAR(b.change, 7.839, 0.0005);
}

TEST(EgdRating, TwoGamesOfARealEventAsTheEgdRatedThem) {
    // Two games of EGD tournament T191116B as a public GoR implementation's tests quote them:
    // an even game White 1406.791 v Black 1072.993 won by Black, and a 3-stone game White 600 v
    // Black 39.888 won by White.
    EXPECT_NEAR(gameChange(1406.791, {1072.993, 0.0, 0, 0}), -25.373, 0.0005);
    EXPECT_NEAR(gameChange(1072.993, {1406.791, 1.0, 0, 0}), 38.864, 0.0005);
    EXPECT_NEAR(gameChange(600, {39.888, 1.0, 0, 3}), 24.739, 0.0005);
    EXPECT_NEAR(gameChange(39.888, {600, 0.0, 3, 0}), -22.052, 0.0005);
}

TEST(EgdRating, ClassXIsNotRatedAndNoRatingFallsBelowTheFloor) {
    EXPECT_FALSE(classWeight('X'));
    EXPECT_DOUBLE_EQ(*classWeight('C'), 0.5);
    EXPECT_DOUBLE_EQ(*classWeight('D'), 0.25);
    std::vector<RatedGame> losses(12, RatedGame{-880, 0.0, 0, 0});
    const RatingChange c = ratingChange(-890, losses, 1.0);
    EXPECT_DOUBLE_EQ(c.after, kFloor);
}
