#include "game.h"

#include <array>
#include <utility>

namespace tengen {

namespace {
constexpr std::array<std::pair<GameResult, std::string_view>, 6> kResultIds{{
    {GameResult::Unknown, "?"},
    {GameResult::WhiteWins, "w"},
    {GameResult::BlackWins, "b"},
    {GameResult::Jigo, "="},
    {GameResult::BothLose, "0"},
    {GameResult::BothWin, "1"},
}};
} // namespace

std::string_view gameResultId(GameResult r) {
    for (const auto& [result, id] : kResultIds)
        if (result == r)
            return id;
    return "?";
}

std::optional<GameResult> tryParseGameResult(std::string_view id) {
    for (const auto& [result, text] : kResultIds)
        if (text == id)
            return result;
    return std::nullopt;
}

int Game::halfPointsOf(PlayerId p) const {
    const bool isWhite = white == p;
    switch (result) {
    case GameResult::WhiteWins:
        return isWhite ? 2 : 0;
    case GameResult::BlackWins:
        return isWhite ? 0 : 2;
    case GameResult::Jigo:
        return 1;
    case GameResult::BothWin:
        return 2;
    case GameResult::BothLose:
    case GameResult::Unknown:
        return 0;
    }
    return 0;
}

} // namespace tengen
