#include "tournament/duplicates.h"

#include <gtest/gtest.h>

using namespace tengen;

namespace {
Player make(const char* family, const char* given, const char* club, Rank rank,
            const char* pin = "") {
    Player p;
    p.familyNative = family;
    p.givenNative = given;
    p.club = club;
    p.declaredRank = rank;
    p.egdPin = pin;
    return p;
}
} // namespace

TEST(LikelyDuplicates, SamePinIsFlaggedAsAnIdMatch) {
    auto found = findLikelyDuplicates({make("Wang", "Hao", "A", Rank::dan(2), "12345678"),
                                       make("Wong", "Ho", "B", Rank::dan(3), "12345678")});
    ASSERT_EQ(found.size(), 1u);
    EXPECT_TRUE(found[0].sameId);
    EXPECT_EQ(found[0].first, 0u);
    EXPECT_EQ(found[0].second, 1u);
}

TEST(LikelyDuplicates, SameNameClubAndRankIgnoringCase) {
    auto found = findLikelyDuplicates({make("Smith", "John", "London", Rank::kyu(3)),
                                       make("SMITH", "john", "london", Rank::kyu(3)),
                                       make("Smith", "John", "London", Rank::kyu(4))});
    ASSERT_EQ(found.size(), 1u);
    EXPECT_FALSE(found[0].sameId);
    EXPECT_EQ(found[0].second, 1u);
}

TEST(LikelyDuplicates, NamesakesInOtherClubsAreNotFlagged) {
    EXPECT_TRUE(findLikelyDuplicates({make("王", "伟", "杭州", Rank::dan(1)),
                                      make("王", "伟", "上海", Rank::dan(1))})
                    .empty());
}
