// The one search rule (tournament/player_search.h) the desk, the CLI and the rating lists share.
#include "tournament/player_search.h"

#include <gtest/gtest.h>

using namespace tengen;

namespace {

bool finds(const Player& p, const char* query) {
    return searchMatches(playerSearchKey(p), searchWords(query));
}

} // namespace

TEST(PlayerSearch, EveryWordInTheNamesClubOrIdsCaseAccentsAndWidthIgnored) {
    Player p;
    p.familyNative = "王";
    p.givenNative = "立诚";
    p.familyLatin = "Wang";
    p.givenLatin = "Lìchéng";
    p.club = "Hangzhou Qiyuan";
    p.egdPin = "12345678";
    EXPECT_TRUE(finds(p, "王立诚"));
    EXPECT_TRUE(finds(p, "立诚王")); // either order
    EXPECT_TRUE(finds(p, "licheng WANG"));
    EXPECT_TRUE(finds(p, "wang, licheng")); // a comma is a blank
    EXPECT_TRUE(finds(p, "ＷＡＮＧ"));      // full-width letters
    EXPECT_TRUE(finds(p, "qiyuan wang"));
    EXPECT_TRUE(finds(p, "1234567"));
    EXPECT_TRUE(finds(p, ""));
    EXPECT_FALSE(finds(p, "wang zhang")) << "every word, not any";
    Player m;
    m.familyNative = "Müller";
    m.givenNative = "Jörg";
    EXPECT_TRUE(finds(m, "muller jorg"));
    EXPECT_EQ(searchFolded("  Müller,  Jörg "), "muller jorg");
}
