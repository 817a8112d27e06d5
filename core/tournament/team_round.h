#pragma once
// Purpose: a round of a team event — its matches, the team with the bye, each team's line-up —
// and how its boards are games of the round: match m's board b is played at table
// (m − 1) × boards + b, board 1's colour given by the match, the other boards alternating.
// Results are entered per board as for any game; the match's result follows (team_match.h).
#include "game.h"
#include "team.h"
#include "team_match.h"

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace tengen {

struct TeamMatch {
    int round = 1;
    int number = 1; // 1-based: its boards' tables follow from it
    TeamId home{}, away{};
    bool homeWhiteOnBoard1 = true; // the colours as paired; the games hold them as played
    friend bool operator==(const TeamMatch&, const TeamMatch&) = default;
};

struct TeamRound {
    int round = 1;
    std::vector<TeamMatch> matches; // by number
    std::optional<TeamId> bye;
    // The line-up of every team that plays, board 1 first (also the line-ups given before the
    // round is paired).
    std::map<TeamId, std::vector<PlayerId>> lineups;
    friend bool operator==(const TeamRound&, const TeamRound&) = default;
};

// The table of match `match`'s board `board` (both 1-based) in an event of `boards` boards.
constexpr int boardTable(int match, int board, int boards) {
    return (match - 1) * boards + board;
}

// Handicap stones between two players of one board: positive when `home`'s player is the
// stronger (takes white), negative when `away`'s is, 0 for an even game.
using BoardHandicap = std::function<int(PlayerId home, PlayerId away)>;

// The games of one match: board k of each line-up against board k of the other; board 1's white
// as the match says, the boards after it alternating; with `handicap`, a board with stones
// gives white to the stronger player instead.
std::vector<Game> matchGames(const TeamMatch& match, const std::vector<PlayerId>& homeLineup,
                             const std::vector<PlayerId>& awayLineup, int boards,
                             const BoardHandicap& handicap = {});

// What a round's matches, bye and line-ups must hold: each team once, a team never against
// itself, every line-up of `boards` players, nobody in two line-ups. Empty when it holds.
Problem checkTeamRound(const TeamRound& round, int boards);

// Every player's game in each round, found by player (a match's board is scored from each
// side's own player's game). Holds pointers into `games`, which must outlive it.
class GamesByPlayer {
  public:
    explicit GamesByPlayer(const std::vector<Game>& games);
    explicit GamesByPlayer(std::vector<Game>&&) = delete; // it would point into a temporary
    const Game* of(int round, PlayerId player) const;

  private:
    std::map<std::pair<int, PlayerId>, const Game*> games_;
};

// One match scored from the round's games: each side's outcome on each board, board 1 first,
// from its line-up player's game (no game: no result), and the score as `rules` count it.
struct TeamMatchResult {
    std::vector<BoardOutcome> home, away;
    MatchScore score;
};
TeamMatchResult scoreTeamMatch(const TeamMatch& match, const TeamRound& round,
                               const GamesByPlayer& games, int boards, const MatchRules& rules);

// Each board's game of a match, board 1 first: the home player's game (else the away player's;
// nullopt when neither played).
std::vector<std::optional<Game>> matchBoardGames(const TeamMatch& match, const TeamRound& round,
                                                 const GamesByPlayer& games, int boards);

// The matches of an imported round whose games were paired player by player (an OpenGotha
// file): as OpenGotha finds them, each team whose board-1 player played a player of another
// team's line-up meets that team; the team with White on board 1 is home. Numbered in the order
// of their board-1 tables.
std::vector<TeamMatch> matchesFromGames(const TeamRound& round, const std::vector<Game>& games);

// Board 1's colours as played: each match's homeWhiteOnBoard1 from its home board-1 player's
// game in `games` (a draw by lots or nigiri, or the director, may have changed the pairing's).
void takeBoardOneColours(std::vector<TeamRound>& rounds, const std::vector<Game>& games);

} // namespace tengen
