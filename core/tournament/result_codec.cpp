#include "result_codec.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace tengen {

namespace {

struct Forms {
    GameResult result;
    std::string_view file, desk, hall, openGotha, score;
    const char* sentence;  // for people, translated at the edge
    const char* byForfeit; // the same result given, not played
};

constexpr std::array<Forms, 6> kForms{{
    {GameResult::Unknown, "?", "?", "unknown", "RESULT_UNKNOWN", "?",
     QT_TRANSLATE_NOOP("tengen", "no result"), QT_TRANSLATE_NOOP("tengen", "no result")},
    {GameResult::WhiteWins, "w", "w", "white-wins", "RESULT_WHITEWINS", "1-0",
     QT_TRANSLATE_NOOP("tengen", "White wins"),
     QT_TRANSLATE_NOOP("tengen", "White wins by forfeit")},
    {GameResult::BlackWins, "b", "b", "black-wins", "RESULT_BLACKWINS", "0-1",
     QT_TRANSLATE_NOOP("tengen", "Black wins"),
     QT_TRANSLATE_NOOP("tengen", "Black wins by forfeit")},
    {GameResult::Jigo, "=", "=", "jigo", "RESULT_EQUAL", "½-½", QT_TRANSLATE_NOOP("tengen", "jigo"),
     QT_TRANSLATE_NOOP("tengen", "jigo by forfeit")},
    {GameResult::BothLose, "0", "0", "both-lose", "RESULT_BOTHLOSE", "0-0",
     QT_TRANSLATE_NOOP("tengen", "both lose"), QT_TRANSLATE_NOOP("tengen", "both lose by forfeit")},
    {GameResult::BothWin, "1", "both-win", "both-win", "RESULT_BOTHWIN", "1-1",
     QT_TRANSLATE_NOOP("tengen", "both win"), QT_TRANSLATE_NOOP("tengen", "both win by forfeit")},
}};

std::string_view formOf(const Forms& f, ResultVocabulary v) {
    switch (v) {
    case ResultVocabulary::File:
        return f.file;
    case ResultVocabulary::Desk:
        return f.desk;
    case ResultVocabulary::Hall:
        return f.hall;
    case ResultVocabulary::OpenGotha:
        return f.openGotha;
    case ResultVocabulary::Score:
        return f.score;
    }
    return f.file;
}

constexpr std::string_view kForfeit = "_BYDEF";

} // namespace

std::string_view encodeResult(GameResult result, ResultVocabulary vocabulary) {
    for (const Forms& f : kForms)
        if (f.result == result)
            return formOf(f, vocabulary);
    return formOf(kForms[0], vocabulary);
}

std::optional<GameResult> decodeResult(std::string_view text, ResultVocabulary vocabulary) {
    std::string key(text);
    if (vocabulary == ResultVocabulary::Desk) {
        const auto space = [](unsigned char c) { return std::isspace(c) != 0; };
        while (!key.empty() && space(key.back()))
            key.pop_back();
        key.erase(key.begin(), std::find_if_not(key.begin(), key.end(), space));
        std::transform(key.begin(), key.end(), key.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (key == "1")
            return GameResult::WhiteWins; // the desk's "1" and "2": White's and Black's wins
        if (key == "2")
            return GameResult::BlackWins;
    }
    if (vocabulary == ResultVocabulary::Hall && key == formOf(kForms[0], vocabulary))
        return std::nullopt; // a device enters a result; "unknown" is none
    for (const Forms& f : kForms)
        if (formOf(f, vocabulary) == key)
            return f.result;
    return std::nullopt;
}

std::string openGothaResult(GameResult result, bool byForfeit) {
    std::string name(encodeResult(result, ResultVocabulary::OpenGotha));
    if (byForfeit && result != GameResult::Unknown)
        name += kForfeit;
    return name;
}

std::optional<ForfeitableResult> parseOpenGothaResult(std::string_view text) {
    ForfeitableResult out;
    if (text.size() > kForfeit.size() && text.substr(text.size() - kForfeit.size()) == kForfeit) {
        out.byForfeit = true;
        text.remove_suffix(kForfeit.size());
    }
    const auto result = decodeResult(text, ResultVocabulary::OpenGotha);
    if (!result)
        return std::nullopt;
    out.result = *result;
    return out;
}

Problem resultProblem(GameResult result, bool byForfeit) {
    for (const Forms& f : kForms)
        if (f.result == result)
            return Problem(byForfeit ? f.byForfeit : f.sentence);
    return Problem(kForms[0].sentence);
}

} // namespace tengen
