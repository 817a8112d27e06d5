#pragma once
// Replays a game record under a rule set and checks every move: occupied points, suicide, basic ko
// and superko (with the cycle report of docs/rules.md §2), and moves out of turn.
//
// Repetition is checked for the move played only: one lookup of the position it would make in a
// table of earlier positions. A table hit is confirmed by comparing whole boards, so a hash
// collision can never make a legal move illegal. Passes record the position with the other player
// to move (situational superko sees them) but are never illegal themselves.
#include "board.h"
#include "game_record.h"
#include "rules.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen::go {

enum class ProblemKind {
    OutOfTurn,
    Occupied,
    Suicide,
    SingleStoneSuicide,
    Ko,
    Superko,
    Repetition
};
// "out_of_turn", "occupied", "suicide", "suicide", "ko", "superko", "repetition"
std::string_view problemReason(ProblemKind k);

struct Repetition {
    int earlierMove = 0; // the move after which the position stood before (0 = the start)
    int cycle = 0;       // moves between the two occurrences: 2 basic ko, 3 S2R1, 6 triple ko
    bool sameSideToMove = false;
    bool passInside = false;
};

struct MoveProblem {
    int move = 0; // 1-based among the record's moves (passes count)
    Colour colour = Colour::Black;
    std::optional<Coord> point; // nullopt: pass
    ProblemKind kind = ProblemKind::Occupied;
    bool illegal = true; // false: flagged for the referee only (e.g. a long cycle under japanese)
    std::optional<Repetition> repetition;
    int node = 0;
    std::size_t offset = 0;
};

struct Verification {
    int moves = 0; // moves in the record (passes included)
    bool legal = true;
    std::optional<MoveProblem> firstIllegal;
    std::vector<MoveProblem> problems; // every problem in tolerant mode; the first in strict mode
    Board board;                       // the position after the last move replayed
    Colour toMove = Colour::Black;
};

// Strict mode stops at the first illegal move; tolerant mode inserts a pass for a move out of turn,
// plays illegal moves as the SGF specification says (suicide is executed, an occupied point is
// skipped) and lists every problem.
Verification verifyGame(const GameRecord& record, const RuleSet& rules, bool tolerant);

} // namespace tengen::go
