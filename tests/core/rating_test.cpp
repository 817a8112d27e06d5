#include "tournament/rating.h"

#include <gtest/gtest.h>

using namespace tengen;

TEST(RatingToRank, GoRHasOneGradePerHundredWith1dAt2100) {
    EXPECT_EQ(rankFromGoR(2100), Rank::dan(1));
    EXPECT_EQ(rankFromGoR(2050), Rank::dan(1)); // 1d covers [2050, 2150)
    EXPECT_EQ(rankFromGoR(2049), Rank::kyu(1));
    EXPECT_EQ(rankFromGoR(2200), Rank::dan(2));
    EXPECT_EQ(rankFromGoR(100), Rank::kyu(20));
    EXPECT_EQ(rankFromGoR(-900), Rank::kyu(30));
    EXPECT_EQ(rankFromGoR(-2000), Rank::kyu(30)); // clamped
    EXPECT_EQ(rankFromGoR(3100), Rank::dan(9));   // clamped
}

TEST(RatingToRank, FfgIsGoRMinus2050) {
    EXPECT_EQ(rankFromRating({RatingSystem::Ffg, 0, {}, {}}), Rank::dan(1));
    EXPECT_EQ(rankFromRating({RatingSystem::Ffg, -921, {}, {}}), Rank::kyu(10)); // GoR 1129
    EXPECT_EQ(goRFromRating({RatingSystem::Ffg, -921, {}, {}}), 1129.0);
}

TEST(RatingToRank, AgaSignGivesKyuOrDan) {
    EXPECT_EQ(rankFromRating({RatingSystem::Aga, -20.05711, {}, {}}), Rank::kyu(20));
    EXPECT_EQ(rankFromRating({RatingSystem::Aga, 5.4, {}, {}}), Rank::dan(5));
    EXPECT_EQ(rankFromRating({RatingSystem::Aga, -1.2, {}, {}}), Rank::kyu(1));
}

TEST(RatingToRank, OtherSystemsImplyNoRank) {
    EXPECT_FALSE(rankFromRating({RatingSystem::Other, 1800, {}, {}}).has_value());
}

TEST(RatingSystemIds, RoundTrip) {
    for (auto s : {RatingSystem::EgdGoR, RatingSystem::Aga, RatingSystem::Ffg, RatingSystem::Other})
        EXPECT_EQ(tryParseRatingSystem(ratingSystemId(s)), s);
    EXPECT_EQ(tryParseRatingSystem("GoR"), RatingSystem::EgdGoR);
    EXPECT_FALSE(tryParseRatingSystem("elo").has_value());
}
