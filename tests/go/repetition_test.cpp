// Ko and superko: every repetition is reported with its cycle, and the rule set decides.
#include "go_test_support.h"

using namespace tengen::go;
using namespace tengen::go::test;

namespace {

// A basic ko on 5×5: Black takes at C4, White retakes at B4.
const char* kBasicKo = "(;SZ[5]AB[ba][ab][bc]AW[ca][db][cc]"
                       "AW[bb]PL[B];B[cb];W[bb])";

// Sending two, returning one (docs/rules.md §2): White throws in at A5 (two stones in atari), Black
// takes both at C5, White retakes one at B5, and the position of move 0 is back with the other
// player to move: a cycle of 3.
const char* kSendingTwoReturningOne = "(;SZ[5]AB[ab][bb]AW[ba][da][cb]PL[W];W[aa];B[ca];W[ba])";

// Three basic kos on 13×13; each capture is legal under simple ko, and after six the whole board
// is back with Black to move: triple ko, a cycle of 6.
std::string tripleKo() {
    std::string sgf = "(;SZ[13]PL[B]";
    // Ko k occupies rows 4k..4k+2 of columns a-d. Black's frame, White's frame.
    for (int k = 0; k < 3; ++k) {
        auto pt = [&](int x, int y) {
            return std::string("[") + char('a' + x) + char('a' + y + 4 * k) + "]";
        };
        sgf += "AB" + pt(1, 0) + pt(0, 1) + pt(1, 2);
        sgf += "AW" + pt(2, 0) + pt(3, 1) + pt(2, 2);
        // Kos 1 and 3 start with White's stone in the ko, ko 2 with Black's.
        sgf += k == 1 ? "AB" + pt(2, 1) : "AW" + pt(1, 1);
    }
    auto at = [](int x, int y) { return std::string("[") + char('a' + x) + char('a' + y) + "]"; };
    sgf += ";B" + at(2, 1) + ";W" + at(1, 5) + ";B" + at(2, 9) + ";W" + at(1, 1) + ";B" + at(2, 5) +
           ";W" + at(1, 9) + ")";
    return sgf;
}

} // namespace

TEST(Repetition, BasicKoRetakeIsIllegalEverywhereWithCycleTwo) {
    for (const char* name : {"chinese", "japanese", "aga", "nz", "tromp-taylor", "ing"}) {
        SCOPED_TRACE(name);
        const Verification v = verifyGame(record(kBasicKo), rules(name), false);
        ASSERT_FALSE(v.legal);
        EXPECT_EQ(v.firstIllegal->move, 2);
        EXPECT_EQ(v.firstIllegal->kind, ProblemKind::Ko);
        EXPECT_EQ(v.firstIllegal->repetition->cycle, 2);
        EXPECT_EQ(problemReason(v.firstIllegal->kind), "ko");
    }
}

TEST(Repetition, SendingTwoReturningOneIsIllegalUnderPositionalSuperko) {
    const Verification v = verifyGame(record(kSendingTwoReturningOne), rules("chinese"), false);
    ASSERT_FALSE(v.legal);
    EXPECT_EQ(v.firstIllegal->move, 3);
    EXPECT_EQ(v.firstIllegal->kind, ProblemKind::Superko);
    EXPECT_EQ(v.firstIllegal->repetition->cycle, 3);
    EXPECT_FALSE(v.firstIllegal->repetition->sameSideToMove);
}

TEST(Repetition, SendingTwoReturningOneIsLegalUnderSituationalAndSimpleKo) {
    for (const char* name : {"aga", "nz", "japanese"}) {
        SCOPED_TRACE(name);
        const Verification v = verifyGame(record(kSendingTwoReturningOne), rules(name), false);
        EXPECT_TRUE(v.legal);
        ASSERT_EQ(v.problems.size(), 1u); // reported to the referee, not illegal
        EXPECT_EQ(v.problems[0].kind, ProblemKind::Repetition);
        EXPECT_FALSE(v.problems[0].illegal);
        EXPECT_EQ(v.problems[0].repetition->cycle, 3);
    }
}

TEST(Repetition, TripleKoIsACycleOfSix) {
    const GameRecord rec = record(tripleKo());
    const Verification positional = verifyGame(rec, rules("chinese"), false);
    ASSERT_FALSE(positional.legal);
    EXPECT_EQ(positional.firstIllegal->move, 6);
    EXPECT_EQ(positional.firstIllegal->repetition->cycle, 6);
    EXPECT_TRUE(positional.firstIllegal->repetition->sameSideToMove);
    const Verification situational = verifyGame(rec, rules("aga"), false);
    EXPECT_FALSE(situational.legal);
    const Verification simple = verifyGame(rec, rules("japanese"), false);
    EXPECT_TRUE(simple.legal); // Japanese rules: no result, for the referee to declare
    ASSERT_EQ(simple.problems.size(), 1u);
    EXPECT_EQ(simple.problems[0].repetition->cycle, 6);
}

TEST(Repetition, SuicideIsIllegalUnderChineseAndExecutedUnderNz) {
    const char* sgf = "(;SZ[4]AB[ba][ab][bb]AW[ca][cb][ac][bc][cc]PL[B];B[aa])";
    const Verification chinese = verifyGame(record(sgf), rules("chinese"), false);
    ASSERT_FALSE(chinese.legal);
    EXPECT_EQ(chinese.firstIllegal->kind, ProblemKind::Suicide);
    const Verification nz = verifyGame(record(sgf), rules("nz"), false);
    EXPECT_TRUE(nz.legal);
    EXPECT_EQ(nz.board.at(Coord{1, 1}), Colour::Empty);
}

TEST(Verifier, OutOfTurnStopsStrictModeAndInsertsAPassInTolerantMode) {
    const char* sgf = "(;SZ[9];B[cc];B[gg];W[cg];B[cc])";
    const Verification strict = verifyGame(record(sgf), rules("chinese"), false);
    ASSERT_FALSE(strict.legal);
    EXPECT_EQ(strict.firstIllegal->kind, ProblemKind::OutOfTurn);
    EXPECT_EQ(strict.firstIllegal->move, 2);
    EXPECT_EQ(strict.problems.size(), 1u);
    const Verification tolerant = verifyGame(record(sgf), rules("chinese"), true);
    EXPECT_EQ(tolerant.firstIllegal->kind, ProblemKind::OutOfTurn);
    ASSERT_EQ(tolerant.problems.size(), 2u);
    EXPECT_EQ(tolerant.problems[1].kind, ProblemKind::Occupied); // B[cc] again, later
    EXPECT_EQ(tolerant.board.at(Coord{6, 6}), Colour::Black);
}

TEST(Verifier, PassesAreNeverIllegal) {
    const Verification v =
        verifyGame(record("(;SZ[9];B[];W[];B[tt];W[])"), rules("chinese"), false);
    EXPECT_TRUE(v.legal);
    EXPECT_EQ(v.moves, 4);
}

TEST(Verifier, AHandicapGivenAsMovesIsNotOutOfTurn) {
    const Verification v =
        verifyGame(record("(;FF[4]SZ[9]HA[2];B[cc];B[gg];W[ee];B[cg])"), rules("chinese"), false);
    EXPECT_TRUE(v.legal) << (v.firstIllegal ? std::string(problemReason(v.firstIllegal->kind))
                                            : "");
}

TEST(Verifier, TolerantModeNumbersProblemsByTheRecordsMoves) {
    const Verification v =
        verifyGame(record("(;SZ[9];B[cc];B[gg];W[ee];B[ee];W[aa];W[bb])"), rules("chinese"), true);
    ASSERT_EQ(v.problems.size(), 3u);
    EXPECT_EQ(v.problems[0].move, 2); // B[gg] out of turn
    EXPECT_EQ(v.problems[1].move, 4); // B[ee] on an occupied point
    EXPECT_EQ(v.problems[2].move, 6); // W[bb] out of turn
    EXPECT_EQ(v.moves, 6);
}
