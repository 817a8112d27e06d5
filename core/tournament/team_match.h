#pragma once
// Purpose: a match between two teams scored from its boards — the board points of each side, the
// winner, and the match points as the event counts them, with its rule for a tied match: a draw,
// or the leader board (主将, board 1) decides with points of its own (the 围甲 rule: 3 for a win,
// 2 and 1 when the leader board decided). Board results are taken from each team's side, so the
// colours that alternate from board to board never turn a win into a loss.
#include "game.h"

#include <string_view>
#include <vector>

namespace tengen {

// One board's result for one team.
enum class BoardOutcome { Win, Draw, Loss, BothLose, BothWin, Unknown };
// The result of `g` for the team whose player on that board is `ours`, whichever colour he had.
BoardOutcome boardOutcome(const Game& g, PlayerId ours);
// The other team's side of the same board.
BoardOutcome opposite(BoardOutcome o);
// Board points in half points: a win (or both winning) 2, a jigo 1, else 0.
int halvesOf(BoardOutcome o);

enum class TiedMatch {
    Draw,        // a tied match is drawn (FIDE; the national team championship)
    LeaderBoard, // the leader board decides; drawn only if it is drawn too
};
std::string_view tiedMatchId(TiedMatch t); // "draw", "leader"
std::optional<TiedMatch> tryParseTiedMatch(std::string_view id);

// How a match is won.
enum class MatchCount {
    Boards, // the side with more board points, once every board has its result
    // OpenGotha's count: a side wins with more board points than both the other side and half
    // the boards, draws with exactly that, loses otherwise — each side on its own, from the
    // results known so far (so both sides may lose a match of unknown or double-loss boards).
    OpenGotha,
};
std::string_view matchCountId(MatchCount c); // "boards", "opengotha"
std::optional<MatchCount> tryParseMatchCount(std::string_view id);

// Match points in half points (2 = one point), as the event sets them.
struct MatchRules {
    int winHalves = 4, drawHalves = 2, lossHalves = 0; // 2/1/0 by default
    TiedMatch tied = TiedMatch::Draw;
    // With TiedMatch::LeaderBoard: the points of the winner and the loser of a match the leader
    // board decided (围甲: 2 and 1; its plain win is 3).
    int leaderWinHalves = 4, leaderLossHalves = 2;
    int leaderBoard = 1; // 1-based
    MatchCount count = MatchCount::Boards;
    friend bool operator==(const MatchRules&, const MatchRules&) = default;
};
// The 围甲 league's rules: 3 for a win, 0 for a loss, a 2:2 decided by board 1 for 2 and 1.
MatchRules chineseLeagueRules();

struct MatchScore {
    // Board points of each side in half points: a win 2, a jigo 1 each, both win 2 each.
    int homeBoardHalves = 0, awayBoardHalves = 0;
    enum class Winner { Home, Away, Draw, Undecided };
    Winner winner = Winner::Undecided; // Undecided until every board has its result
    bool decidedByLeader = false;
    int homeMatchHalves = 0, awayMatchHalves = 0;
};
// `home` holds the home team's outcome on each board, board 1 first.
MatchScore scoreMatch(const std::vector<BoardOutcome>& home, const MatchRules& rules);
// Each side's outcome on each board from its own player's game: the same as above when board k
// is played between the two board-k players (OpenGotha scores a board so even when it was not).
MatchScore scoreMatch(const std::vector<BoardOutcome>& home, const std::vector<BoardOutcome>& away,
                      const MatchRules& rules);

} // namespace tengen
