#include "go/scoring.h"
#include "go_test_support.h"

using namespace tengen::go;
using namespace tengen::go::test;

namespace {

// 9×9: Black's wall on column D, White's on F, nine dame on E, one dead white stone at A9
// inside Black's area (docs/rules.md §6).
Board walls(bool deadStone) {
    std::vector<std::string> rows;
    for (int y = 0; y < 9; ++y)
        rows.push_back(std::string(deadStone && y == 0 ? "O" : ".") + "..X.O...");
    return boardFromDiagram(rows);
}

Score scoreWith(const char* rulesName, const ScoreInput& in) {
    return score(in, rules(rulesName));
}

} // namespace

TEST(Scoring, DeadStonesAreRemovedBeforeCounting) {
    ScoreInput in{walls(true), {Coord{0, 0}}, 0, 15};
    const Score s = scoreWith("chinese", in);
    ASSERT_TRUE(s.ok()) << s.errors[0].english();
    EXPECT_EQ(s.dame, 9);
    EXPECT_EQ(s.blackHalf, 2 * 36 + 9); // 36 points and half of 9 dame
    EXPECT_EQ(resultInPoints(s.marginHalfPoints), "W+7.5");
    EXPECT_EQ(resultInZi(s.marginHalfPoints), "白胜3又3/4子");
}

TEST(Scoring, CountingTheBoardAsItStandsIsNotTheRefereesScore) {
    ScoreInput in{walls(true), {}, 0, 15};
    const Score s =
        scoreWith("tromp-taylor", in); // no dead-stone removal: the whole left side is neutral
    EXPECT_EQ(resultInPoints(s.marginHalfPoints), "W+35.5");
}

TEST(Scoring, TerritoryCountsDeadStonesAsPrisoners) {
    ScoreInput in{walls(true), {Coord{0, 0}}, 0, 13};
    const Score s = scoreWith("japanese", in);
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(s.blackTerritory, 27);
    EXPECT_EQ(s.blackPrisoners, 1);
    EXPECT_EQ(resultInPoints(s.marginHalfPoints), "W+5.5"); // 27 + 1 prisoner - 27 - 6.5
}

TEST(Scoring, HandicapCompensationPerRuleSet) {
    // HA[2] as setup stones inside Black's area, the walls played, komi 0.5, nine dame.
    std::string sgf = "(;SZ[9]HA[2]KM[0.5]AB[aa][bb]PL[W]";
    for (int y = 0; y < 9; ++y)
        sgf += std::string(";W[f") + char('a' + y) + "];B[d" + char('a' + y) + "]";
    sgf += ")";
    const GameRecord rec = record(sgf);
    ASSERT_EQ(rec.handicapStones(), 2);
    const std::pair<const char*, const char*> expected[] = {{"chinese", "W+2.5"},
                                                            {"aga", "W+1.5"},
                                                            {"japanese", "W+2.5"},
                                                            {"nz", "W+0.5"},
                                                            {"tromp-taylor", "W+0.5"}};
    for (const auto& [name, result] : expected) {
        SCOPED_TRACE(name);
        const Verification v = verifyGame(rec, rules(name), false);
        ASSERT_TRUE(v.legal);
        const Score s =
            score(ScoreInput{v.board, {}, rec.handicapStones(), *rec.komiHalfPoints}, rules(name));
        EXPECT_EQ(resultInPoints(s.marginHalfPoints), result);
    }
}

TEST(Scoring, MarkingAPassAliveChainDeadIsAnError) {
    const Board b = boardFromDiagram({
        ". X . X O",
        "X X X X O",
        "O O O O O",
        ". . . . .",
        ". . . . .",
    });
    ScoreInput in{
        b, {Coord{1, 0}, Coord{3, 0}, Coord{0, 1}, Coord{1, 1}, Coord{2, 1}, Coord{3, 1}}, 0, 15};
    const Score s = scoreWith("chinese", in);
    ASSERT_FALSE(s.ok());
    EXPECT_NE(s.errors[0].english().find("pass-alive"), std::string::npos);
}

TEST(Scoring, AStoneLeftAliveInsideTheOpponentsPassAliveAreaIsAnError) {
    const Board b = boardFromDiagram({
        ". O . X . . .",
        "X X X X . . .",
        ". X . X . . .",
        "X X X X . . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
    });
    ScoreInput alive{b, {}, 0, 15};
    const Score s = scoreWith("chinese", alive);
    ASSERT_FALSE(s.ok());
    EXPECT_NE(s.errors[0].english().find("B7"), std::string::npos);
    ScoreInput marked{b, {Coord{1, 0}}, 0, 15};
    EXPECT_TRUE(scoreWith("chinese", marked).ok());
}

TEST(Scoring, MarksMustCoverWholeChains) {
    const Board b = boardFromDiagram({". . . .", ". O O .", ". . . .", ". . . ."});
    ScoreInput in{b, {Coord{1, 1}}, 0, 15};
    const Score s = scoreWith("chinese", in);
    ASSERT_FALSE(s.ok());
    EXPECT_NE(s.errors[0].english().find("1 of the 2 stones"), std::string::npos);
}

TEST(Scoring, ResultsInZiUseQuarters) {
    EXPECT_EQ(resultInZi(3), "黑胜3/4子");     // B+1.5
    EXPECT_EQ(resultInZi(-5), "白胜1又1/4子"); // W+2.5
    EXPECT_EQ(resultInZi(4), "黑胜1子");
    EXPECT_EQ(resultInZi(1), "黑胜1/4子");
    EXPECT_EQ(resultInZi(0), "和棋");
    EXPECT_EQ(resultInPoints(0), "0");
    EXPECT_EQ(resultInPoints(0, true), "B+0");
}

TEST(Scoring, TheRefereesCountOfBlackAlone) {
    // Chinese rules 第九条: 185 wins by ¾子, 184 loses by ¼子, 184½ wins by ¼子.
    EXPECT_EQ(resultInZi(marginFromBlackCount(185, 19, 15, 0)), "黑胜3/4子");
    EXPECT_EQ(resultInZi(marginFromBlackCount(184, 19, 15, 0)), "白胜1/4子");
    EXPECT_EQ(resultInZi(marginFromBlackCount(184.5, 19, 15, 0)), "黑胜1/4子");
}

TEST(Scoring, ALivingGroupInsideALargeAreaIsNotInTheOpponentsPassAliveTerritory) {
    // White's two-eyed group sits in a large region bordered by Black's pass-alive wall: it is
    // alive, and no mark is required for it.
    const Board b = boardFromDiagram({
        ". X . X . . . . .",
        "X X X X . . . . .",
        "X . . . . . . . .",
        "X . O O O O . . .",
        "X . O . O . O . .",
        "X . O O O O O . .",
        "X . . . . . . . .",
        "X X X X X X X X X",
        ". X . X . X . X .",
    });
    const Score s = score(ScoreInput{b, {}, 0, 15}, rules("chinese"));
    EXPECT_TRUE(s.ok()) << (s.errors.empty() ? "" : s.errors[0].english());
}

TEST(Scoring, SekiEyesCountUnderAreaRulesAndNotUnderTerritoryRules) {
    // Black's one-eyed group (eye A9) and White's one-eyed group (eye E9) share the liberty C9:
    // whoever fills it is captured. Black's outer wall owns the rest of the board.
    const Board b = boardFromDiagram({
        ". X . O . O X . .",
        "X X X O O O X . .",
        "O O O O X X X . .",
        "X X X X X . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    });
    const Score area = score(ScoreInput{b, {}, 0, 15}, rules("chinese"));
    ASSERT_TRUE(area.ok());
    EXPECT_EQ(area.seki.size(), 13u);
    EXPECT_EQ(area.dame, 1);
    EXPECT_EQ(resultInPoints(area.marginHalfPoints), "B+52.5"); // 70½ - 10½ - 7.5
    const Score territory = score(ScoreInput{b, {}, 0, 13}, rules("japanese"));
    EXPECT_EQ(territory.blackTerritory, 55); // not the seki eye
    EXPECT_EQ(territory.whiteTerritory, 0);
    EXPECT_EQ(resultInPoints(territory.marginHalfPoints), "B+48.5");
}

TEST(Scoring, OrdinaryBoundaryStonesNextToDameAreNotSeki) {
    // Zigzag walls: every stone its own chain with few liberties, 17 dame between them.
    std::vector<std::string> rows;
    for (int y = 0; y < 9; ++y) {
        std::string row(9, '.');
        row[y % 2 == 0 ? 4 : 3] = 'X';
        row[y % 2 == 0 ? 6 : 7] = 'O';
        rows.push_back(row);
    }
    const Board b = boardFromDiagram(rows);
    const Score territory = score(ScoreInput{b, {}, 0, 13}, rules("japanese"));
    EXPECT_TRUE(territory.seki.empty());
    EXPECT_EQ(territory.blackTerritory, 32);
    EXPECT_EQ(territory.whiteTerritory, 14);
    EXPECT_EQ(resultInPoints(territory.marginHalfPoints), "B+11.5");
}
