#include "go/board.h"
#include "go_test_support.h"

using namespace tengen::go;
using namespace tengen::go::test;

TEST(Board, CapturesAStoneWithoutLiberties) {
    Board b = boardFromDiagram({". X .", "X O .", ". X ."});
    const Point p = b.point(2, 1);
    const MoveCheck c = b.check(p, Colour::Black, false);
    EXPECT_EQ(c.status, MoveStatus::Legal);
    EXPECT_EQ(c.captures, 1);
    b.play(p, Colour::Black);
    EXPECT_EQ(b.at(Coord{1, 1}), Colour::Empty);
    EXPECT_EQ(b.prisonersTakenBy(Colour::Black), 1);
    EXPECT_EQ(c.hashAfter, b.hash());
}

TEST(Board, OpponentsChainsAreCapturedBeforeTheMoversOwn) {
    // Black's move at the centre has no liberty of its own until it captures: legal, not suicide.
    Board b = boardFromDiagram({"X O X", "O . O", "X O X"});
    EXPECT_EQ(b.check(b.point(1, 1), Colour::Black, false).status, MoveStatus::Legal);
    b.play(b.point(1, 1), Colour::Black);
    EXPECT_EQ(b.prisonersTakenBy(Colour::Black), 4);
}

TEST(Board, SuicideIsIllegalUnlessTheRulesAllowMultiStoneSuicide) {
    Board b = boardFromDiagram({". X O .", "X X O .", "O O O .", ". . . ."});
    const Point corner = b.point(0, 0);
    EXPECT_EQ(b.check(corner, Colour::Black, false).status, MoveStatus::Suicide);
    const MoveCheck allowed = b.check(corner, Colour::Black, true);
    EXPECT_EQ(allowed.status, MoveStatus::Legal);
    EXPECT_TRUE(allowed.suicide);
    b.play(corner, Colour::Black);
    EXPECT_EQ(b.at(Coord{1, 1}), Colour::Empty); // all four black stones are gone
    EXPECT_EQ(b.prisonersTakenBy(Colour::White), 4);
    EXPECT_EQ(allowed.hashAfter, b.hash());
    Board single = boardFromDiagram({". O", "O ."});
    EXPECT_EQ(single.check(single.point(0, 0), Colour::Black, true).status,
              MoveStatus::SingleStoneSuicide);
}

TEST(Board, OccupiedPointsAreRefused) {
    Board b = boardFromDiagram({"X .", ". ."});
    EXPECT_EQ(b.check(b.point(0, 0), Colour::White, false).status, MoveStatus::Occupied);
}

TEST(Board, TheIncrementalHashEqualsTheHashOfTheSamePositionBuiltBySetup) {
    Board played(9);
    const int moves[][2] = {{2, 2}, {2, 3}, {3, 3}, {3, 2}, {4, 2},
                            {1, 2}, {2, 1}, {3, 1}, {2, 4}, {4, 3}};
    Colour c = Colour::Black;
    for (const auto& m : moves) {
        played.play(played.point(m[0], m[1]), c);
        c = opposite(c);
    }
    Board built(9);
    for (Point p : played.points())
        if (played.at(p) != Colour::Empty)
            built.setStone(p, played.at(p));
    EXPECT_EQ(built.hash(), played.hash());
    EXPECT_EQ(built, played);
}

TEST(Board, LibertiesAreCountedOncePerPoint) {
    Board b = boardFromDiagram({". . . .", ". X X .", ". X . .", ". . . ."});
    EXPECT_EQ(b.libertyCount(b.point(1, 1)), 7);
}

TEST(Coordinates, GtpSkipsIAndCountsRowsFromTheBottom) {
    EXPECT_EQ(toGtp(Coord{3, 3}, 19), "D16");
    EXPECT_EQ(toGtp(Coord{8, 18}, 19), "J1");
    EXPECT_EQ(tryParseGtp("D16", 19), (Coord{3, 3}));
    EXPECT_EQ(tryParsePoint("dd", 19), (Coord{3, 3}));
    EXPECT_FALSE(tryParseGtp("I5", 19).has_value());
    EXPECT_FALSE(tryParseGtp("T20", 19).has_value());
}
