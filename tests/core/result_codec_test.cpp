// A game's result in each outside form: every vocabulary round-trips every result, reads only its
// own words, and the desk's "1" (White wins) is never the file's "1" (both win).
#include "tournament/points_text.h"
#include "tournament/result_codec.h"
#include "tournament/team_rules.h"

#include <gtest/gtest.h>

using namespace tengen;

namespace {
constexpr GameResult kAll[] = {GameResult::Unknown, GameResult::WhiteWins, GameResult::BlackWins,
                               GameResult::Jigo,    GameResult::BothLose,  GameResult::BothWin};
constexpr ResultVocabulary kVocabularies[] = {ResultVocabulary::File, ResultVocabulary::Desk,
                                              ResultVocabulary::OpenGotha, ResultVocabulary::Score};
} // namespace

TEST(ResultCodec, EveryVocabularyRoundTripsEveryResult) {
    for (ResultVocabulary v : kVocabularies)
        for (GameResult r : kAll) {
            const std::string_view text = encodeResult(r, v);
            EXPECT_EQ(decodeResult(text, v), r) << text;
        }
    // The hall's words: every result a device can enter; "unknown" is written, never read.
    for (GameResult r : kAll) {
        const std::string_view word = encodeResult(r, ResultVocabulary::Hall);
        if (r == GameResult::Unknown)
            EXPECT_EQ(decodeResult(word, ResultVocabulary::Hall), std::nullopt);
        else
            EXPECT_EQ(decodeResult(word, ResultVocabulary::Hall), r) << word;
    }
    for (GameResult r : kAll)
        for (bool forfeit : {false, true}) {
            const auto back = parseOpenGothaResult(openGothaResult(r, forfeit));
            ASSERT_TRUE(back.has_value());
            EXPECT_EQ(back->result, r);
            EXPECT_EQ(back->byForfeit, forfeit && r != GameResult::Unknown);
        }
}

TEST(ResultCodec, EachTextIsReadOnlyInItsOwnVocabulary) {
    EXPECT_EQ(decodeResult("1", ResultVocabulary::File), GameResult::BothWin);
    EXPECT_EQ(decodeResult(" 1 ", ResultVocabulary::Desk), GameResult::WhiteWins);
    EXPECT_EQ(decodeResult("2", ResultVocabulary::Desk), GameResult::BlackWins);
    EXPECT_EQ(decodeResult("W", ResultVocabulary::Desk), GameResult::WhiteWins);
    EXPECT_EQ(decodeResult("Both-Win", ResultVocabulary::Desk), GameResult::BothWin);
    for (const char* foreign : {"1", "w", "b", "=", "0", "?", "White-Wins", "1-0", ""})
        EXPECT_EQ(decodeResult(foreign, ResultVocabulary::Hall), std::nullopt) << foreign;
    EXPECT_EQ(decodeResult("white-wins", ResultVocabulary::File), std::nullopt);
    EXPECT_EQ(decodeResult("RESULT_WHITEWINS_BYDEF", ResultVocabulary::OpenGotha), std::nullopt)
        << "a forfeit is openGothaResult's";
    EXPECT_EQ(parseOpenGothaResult("RESULT_SOMETHING"), std::nullopt);
    EXPECT_EQ(decodeResult("2", ResultVocabulary::File), std::nullopt);
}

TEST(ResultCodec, OneSentencePerResult) {
    EXPECT_EQ(resultProblem(GameResult::WhiteWins).english(), "White wins");
    EXPECT_EQ(resultProblem(GameResult::BothLose, true).english(), "both lose by forfeit");
    EXPECT_EQ(resultProblem(GameResult::Unknown, true).english(), "no result");
}

// #46 point 4: one writing of points for people ("1½", as every standings page has it; the team
// documents wrote "1.5") and one for what a director types (--match-points 2/1/0.5).
TEST(PointsText, OneWritingForPeopleAndOneForFiles) {
    EXPECT_EQ(pointsText(0), "0");
    EXPECT_EQ(pointsText(1), "½");
    EXPECT_EQ(pointsText(3), "1½");
    EXPECT_EQ(pointsText(-1), "-½");
    EXPECT_EQ(pointsText(-5), "-2½");
    EXPECT_EQ(pointsText(8), "4");
    EXPECT_EQ(pointsText(9, 4), "2¼");
    EXPECT_EQ(pointsText(3, 4), "¾");
    EXPECT_EQ(pointsText(7, 1), "7");
    EXPECT_EQ(pointsDecimal(3), "1.5");
    EXPECT_EQ(pointsDecimal(-1), "-0.5");
    EXPECT_EQ(pointsDecimal(4), "2");
    EXPECT_EQ(pointsDecimal(9, 4), "2.25");
    MatchRules rules;
    ASSERT_TRUE(parseMatchPoints("2/0.5/0", rules).empty());
    EXPECT_EQ(matchPointsText(rules), "2/0.5/0"); // read back as typed
}
