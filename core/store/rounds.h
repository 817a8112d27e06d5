#pragma once
// The rounds aggregate of the tournament file: games, byes and results. Every change of a
// round says what it was based on and is refused when another program changed that first
// (docs/shared-file.md).
#include "records.h"

#include <optional>
#include <vector>

namespace tengen::store {

class Connection;
class TournamentFile;

class Rounds {
  public:
    Rounds(Connection& c, TournamentFile& file) : c_(c), file_(file) {}
    Rounds(const Rounds&) = delete;
    Rounds& operator=(const Rounds&) = delete;

    // Games and byes of all rounds, or of one, by table.
    std::vector<Game> games(std::optional<RoundNo> round = std::nullopt) const;
    std::vector<Bye> byes(std::optional<RoundNo> round = std::nullopt) const;
    RoundState state(RoundNo round) const;
    std::optional<Game> game(RoundNo round, TableNo table) const;
    // The division whose game is at event-wide `table` in `round` (any division's), or nullopt.
    std::optional<int> divisionAt(RoundNo round, TableNo table) const;
    // True when any round has a game or a bye.
    bool anyPaired() const;

    // Replaces the games and byes of `round` (a new pairing, a hand edit, or unpairing with
    // empty lists) in one transaction. `what` names the action in the journal. `expect` says
    // what the change was based on; see RoundExpectation. When the pairs change, the round's
    // colour draw is dropped. Returns the file's revisions as this change left them.
    Revisions save(RoundNo round, const std::vector<Game>& games, const std::vector<Bye>& byes,
                   const QString& what = QStringLiteral("round.pair"),
                   const RoundExpectation& expect = {});
    // Enters a result; throws StoreError when the round has no such table (NotFound) or `black`
    // does not play there. `black`, for a game whose colours were decided at the board, sets
    // the colours with the result, in the same transaction. With `expected`, refused (Conflict)
    // unless the game is still as the caller saw it. Returns the game as written. The `reason`
    // of a jigo the komi rules out is kept with the game. The rules of a result (who took black,
    // the referee's reason for such a jigo or for a change) are the result action's
    // (app/actions/results.h), not the store's.
    Game setResult(RoundNo round, TableNo table, GameResult result, bool byForfeit,
                   std::optional<PlayerId> black = std::nullopt,
                   const std::optional<Game>& expected = std::nullopt, const QString& reason = {},
                   const QString& by = {});
    // Puts one game back as it was (undo and redo of a result), refused (Conflict) unless the
    // game at that table is `expected`.
    void restoreGame(const Game& game, const Game& expected);

  private:
    friend class Players;     // an import brings its rounds
    friend class TeamRounds;  // a team event's boards come with its matches
    bool teamBoards_ = false; // set while TeamRounds saves a round's matches and their boards
    void insertGames(const std::vector<Game>& games);
    void insertByes(const std::vector<Bye>& byes);

    Connection& c_;
    TournamentFile& file_;
};

} // namespace tengen::store
