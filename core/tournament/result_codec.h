#pragma once
// Purpose: a game's result in every outside form Tengen reads or writes, from one table, each
// vocabulary's encoder beside its decoder. Before, each form had its own parser, and the hall's
// fell back to the file's ids, so a device that sent "1" (White wins at the desk) recorded a
// both-win. Now a text is read only in the vocabulary it belongs to. The human sentence for a
// result ("White wins", translated at the edge) is resultProblem.
#include "base/problem.h"
#include "game.h"

#include <optional>
#include <string_view>

namespace tengen {

enum class ResultVocabulary {
    // The tournament file's column and every JSON Tengen writes or reads (`--json`, the live
    // page): "?", "w", "b", "=", "0", "1" — where "1" is "both win".
    File,
    // What a director types at the desk and on the CLI (`result T 3 1`, the Rounds view's result
    // box): "1" or "w" White wins, "2" or "b" Black wins, "=" jigo, "0" both lose, "both-win",
    // "?" none; any case, spaces around ignored. Written as "w", "b", "=", "0", "both-win", "?".
    Desk,
    // The hall protocol (docs/hall-protocol.md §8): "white-wins", "black-wins", "jigo",
    // "both-lose", "both-win"; "unknown" is written for no result and read as nothing.
    Hall,
    // OpenGotha's XML: RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHLOSE,
    // RESULT_BOTHWIN, RESULT_UNKNOWN (a forfeit adds "_BYDEF": openGothaResult below).
    OpenGotha,
    // A pairing list's score, White first: "1-0", "0-1", "½-½", "0-0", "1-1"; "?" for none.
    Score,
};

std::string_view encodeResult(GameResult result, ResultVocabulary vocabulary);
// The result `text` names in `vocabulary`, or nothing (a text of another vocabulary included).
std::optional<GameResult> decodeResult(std::string_view text, ResultVocabulary vocabulary);

// OpenGotha's result of a game, a forfeit included ("RESULT_WHITEWINS_BYDEF").
std::string openGothaResult(GameResult result, bool byForfeit);
struct ForfeitableResult {
    GameResult result = GameResult::Unknown;
    bool byForfeit = false;
};
std::optional<ForfeitableResult> parseOpenGothaResult(std::string_view text);

// "White wins", "jigo", "both lose by forfeit"…, to translate at the edge (context "tengen").
Problem resultProblem(GameResult result, bool byForfeit = false);

} // namespace tengen
