#pragma once
// The main line of an SGF game as a referee needs it: board size, komi, handicap, the initial
// position, then moves and mid-game edits in order, each with its node and byte offset.
#include "base/problem.h"
#include "sgf.h"
#include "types.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen::go {

enum class ResultKind { Points, Resignation, Time, Forfeit, Draw, Void, Unknown, None };

// A game record's result (RE) as the file says it; the tournament's result of a game is
// tengen::GameResult (tournament/game.h).
struct RecordResult {
    std::optional<Colour> winner; // nullopt: draw, void, unknown or none
    ResultKind kind = ResultKind::None;
    std::optional<int> marginHalfPoints; // for ResultKind::Points
    std::string raw;                     // RE as written (in the file's charset)
};

// "B+R", "W+T", "B+F", "0", "Draw", "Void", "?", "B+7.5", "黑胜2又3/4子" (= Black by 5.5 points),
// "黑中盘胜", "白胜1/4子", "和棋"; Chinese in UTF-8 or GB18030.
RecordResult parseResult(std::string_view re, SgfCharset charset);

struct RecordEvent {
    enum class Kind { Move, Setup };
    Kind kind = Kind::Move;
    Colour colour = Colour::Black;  // the mover, or the setup colour (Empty for AE)
    std::optional<Coord> point;     // nullopt: a pass
    std::vector<Coord> setupPoints; // Kind::Setup
    int node = 0;
    std::size_t offset = 0;
};

struct GameRecord {
    int size = 19;
    std::optional<int> komiHalfPoints; // nullopt when KM is absent or unreadable
    Problem komiNote;                  // "KM[750] read as 7.5 points"
    int handicapProperty = 0;          // HA as written (it places no stones)
    std::string rulesText;             // RU as written
    RecordResult result;
    std::string blackName, whiteName; // raw bytes in `charset`
    SgfCharset charset = SgfCharset::Utf8;
    std::vector<Coord> initialBlack, initialWhite; // setup before the first move
    std::optional<Colour> firstToMove;             // PL in the initial position
    std::vector<RecordEvent> events;               // moves and later setup edits
    int moveCount() const;
    // Black stones on the initial board, plus a leading run of black moves when the record
    // gives the handicap as moves (HA > 1 and Black plays first HA times). One stone is no
    // handicap, and neither is a set-up position with white stones on it.
    int handicapStones() const;
};

struct GameRecordParse {
    std::vector<GameRecord> games;
    std::vector<SgfIssue> errors;
    std::vector<SgfIssue> warnings;
    bool ok() const { return errors.empty() && !games.empty(); }
};

// Reads every game of a collection (the main line of each). Errors name byte offset and node.
GameRecordParse readGameRecords(std::string_view bytes);
// The record as SGF (UTF-8 when the charset is UTF-8; names are written as stored).
std::string writeGameRecord(const GameRecord& record);

} // namespace tengen::go
