#pragma once
// Games and byes of a round, as the tournament file keeps them. Rounds and tables are 1-based.
#include "base/problem.h"
#include "player.h"

#include <optional>
#include <string_view>
#include <vector>

namespace tengen {

// Its forms outside (the file's ids, the desk's keys, the hall's words, OpenGotha's names, a
// score): result_codec.h.
enum class GameResult { Unknown, WhiteWins, BlackWins, Jigo, BothLose, BothWin };

// The stones a game can hold (the tournament file's rule for a game's handicap).
constexpr int kMaxHandicap = 9;

struct Game {
    int round = 1;
    int table = 1;
    PlayerId white{}, black{};
    int handicap = 0;        // stones; 0 = even game
    bool knownColour = true; // false: decided at the board (nigiri), not yet entered
    GameResult result = GameResult::Unknown;
    bool byForfeit = false; // the result was given, not played (EGF "!")
    // Why the result stands though the rules would not give it: a jigo with a half-point komi
    // (a referee's decision); exports name it. Empty otherwise.
    std::string resultReason;
    friend bool operator==(const Game&, const Game&) = default;

    bool involves(PlayerId p) const { return white == p || black == p; }
    PlayerId opponentOf(PlayerId p) const { return white == p ? black : white; }
    // Points of `p` in half points: 2 win, 1 jigo, 0 loss or unknown.
    int halfPointsOf(PlayerId p) const;
    // True when the game was played at the board (for tie-breakers that count played games).
    bool wasPlayed() const { return !byForfeit && result != GameResult::Unknown; }
};

// A player left without an opponent in a round (odd field): scores as the settings say.
struct Bye {
    int round = 1;
    PlayerId player{};
    friend bool operator==(const Bye&, const Bye&) = default;
};

// A round any event can have: 1 to kMaxRounds (tournament_settings.h), or the problem. The one
// rule the store writes by (games, byes, team rounds, participation, constraints) and the file
// check refuses a file by: no command writes what a later opening refuses (#44).
Problem checkRoundNumber(int round);

// What makes a round impossible, or nothing: a round no event has, a game given for another
// round, a table used twice, a player paired twice or paired and given the bye.
Problem checkRound(int round, const std::vector<Game>& games, const std::vector<Bye>& byes);

} // namespace tengen
