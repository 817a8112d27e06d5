#include "tournament/komi.h"

#include <clocale>
#include <gtest/gtest.h>
#include <string>

using namespace tengen;

TEST(Komi, ChineseKomiIsThreeAndThreeQuarterStones) {
    const Komi k = Komi::fromHalfPoints(15);
    EXPECT_EQ(k.points(), "7.5");
    EXPECT_EQ(k.zi(), "3¾子");
}

TEST(Komi, PrintsOtherValues) {
    EXPECT_EQ(Komi::fromHalfPoints(13).zi(), "3¼子"); // 6.5 points
    EXPECT_EQ(Komi::fromHalfPoints(11).zi(), "2¾子"); // the 1988 value, 5.5 points
    EXPECT_EQ(Komi::fromHalfPoints(12).zi(), "3子");
    EXPECT_EQ(Komi::fromHalfPoints(0).zi(), "0子");
    EXPECT_EQ(Komi::fromHalfPoints(1).zi(), "¼子");
    EXPECT_EQ(Komi::fromHalfPoints(1).points(), "0.5");
    EXPECT_EQ(Komi::fromHalfPoints(-1).points(), "-0.5");
    EXPECT_EQ(Komi::fromHalfPoints(14).points(), "7");
}

TEST(Komi, ParsesPointsAndStones) {
    EXPECT_EQ(tryParseKomi("7.5"), Komi::fromHalfPoints(15));
    EXPECT_EQ(tryParseKomi("6"), Komi::fromHalfPoints(12));
    EXPECT_EQ(tryParseKomi("0.5"), Komi::fromHalfPoints(1));
    EXPECT_EQ(tryParseKomi("-0.5"), Komi::fromHalfPoints(-1));
    EXPECT_EQ(tryParseKomi("3¾子"), Komi::fromHalfPoints(15));
    EXPECT_EQ(tryParseKomi("3 3/4子"), Komi::fromHalfPoints(15));
    EXPECT_EQ(tryParseKomi("3又3/4子"), Komi::fromHalfPoints(15));
    EXPECT_EQ(tryParseKomi("2¾子"), Komi::fromHalfPoints(11));
    EXPECT_EQ(tryParseKomi("7½"), Komi::fromHalfPoints(15));
}

TEST(Komi, RejectsWhatIsNotAHalfPoint) {
    EXPECT_FALSE(tryParseKomi("7.25").has_value());
    EXPECT_FALSE(tryParseKomi("").has_value());
    EXPECT_FALSE(tryParseKomi("seven").has_value());
    EXPECT_FALSE(tryParseKomi("3.1子").has_value());
}

TEST(Komi, ParsesTheDecimalPointWhateverTheLocale) {
    const char* previous = std::setlocale(LC_NUMERIC, nullptr);
    const std::string saved = previous ? previous : "C";
    bool switched = false;
    for (const char* name : {"de_DE.UTF-8", "fr_FR.UTF-8", "de_DE", "fr_FR"})
        if (std::setlocale(LC_NUMERIC, name)) {
            switched = true;
            break;
        }
    ASSERT_TRUE(switched)
        << "no locale with a decimal comma: scripts/install-deps makes de_DE.UTF-8";
    const auto komi = tryParseKomi("7.5");
    std::setlocale(LC_NUMERIC, saved.c_str());
    EXPECT_EQ(komi, Komi::fromHalfPoints(15));
}
