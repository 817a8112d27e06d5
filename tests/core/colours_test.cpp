// Colours: the SHA-256 the draws rest on, the generator pinned by test vectors (also in
// docs/colours.md), fairness of the coin over 100,000 seeded draws, the balance rule, and the
// nigiri holder by rank, then age, then the referee.
#include "tournament/colours.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace tengen;

namespace {

Seed testSeed() {
    Seed s;
    fromHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", s);
    return s;
}

std::string hashOf(const std::string& text) {
    return toHex(sha256(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()));
}

TEST(Sha256, MatchesTheFipsExamples) {
    EXPECT_EQ(hashOf("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(hashOf(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    EXPECT_EQ(hashOf("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
              "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    EXPECT_EQ(hashOf(std::string(1000000, 'a')),
              "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(ColourDraws, TestVectorsOfTheDocumentedGenerator) {
    const Seed seed = testSeed();
    EXPECT_EQ(commitmentOf(seed),
              "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
    EXPECT_EQ(colourRandom(seed, 1, 1, 0), 0xf65df772bce403e9ULL);
    // Round 3, tables 1..8: the lots coin, the nigiri handful, the nigiri guess (1 = odd).
    const int coins[] = {1, 1, 1, 0, 1, 1, 0, 1};
    const int handfuls[] = {23, 25, 12, 29, 17, 15, 14, 18};
    const int guesses[] = {0, 0, 1, 0, 0, 0, 1, 1};
    for (int t = 1; t <= 8; ++t) {
        EXPECT_EQ(colourUniform(seed, 3, t, kLotsSlot, 2), coins[t - 1]) << t;
        EXPECT_EQ(10 + colourUniform(seed, 3, t, kHandfulSlot, 21), handfuls[t - 1]) << t;
        EXPECT_EQ(colourUniform(seed, 3, t, kGuessSlot, 2), guesses[t - 1]) << t;
    }
}

TEST(ColourDraws, TheCoinIsFairOver100000SeededDraws) {
    // 100,000 tables of equal balance, one seed each (derived from the draw number).
    int blackForA = 0;
    const int n = 100000;
    ColourCase c;
    c.a = PlayerId{1};
    c.b = PlayerId{2};
    for (int i = 0; i < n; ++i) {
        Seed seed(32, 0);
        for (int k = 0; k < 4; ++k)
            seed[k] = static_cast<std::uint8_t>(i >> (8 * k));
        c.table = 1 + i % 50;
        if (drawLots(c, seed, 1 + i % 7).black == 1)
            ++blackForA;
    }
    // Chi-square with one degree of freedom; 10.83 is the 0.1 % critical value.
    const double expected = n / 2.0;
    const double chi = std::pow(blackForA - expected, 2) / expected * 2;
    EXPECT_LT(chi, 10.83) << blackForA;
}

TEST(ColourDraws, TheHandfulIsUniformOverTenToThirty) {
    std::vector<int> counts(21, 0);
    const Seed seed = testSeed();
    const int n = 105000;
    for (int i = 0; i < n; ++i)
        ++counts[colourUniform(seed, 1 + i / 5000, 1 + i % 5000, kHandfulSlot, 21)];
    double chi = 0;
    for (int c : counts)
        chi += std::pow(c - n / 21.0, 2) / (n / 21.0);
    EXPECT_LT(chi, 45.31); // 20 degrees of freedom, 0.1 %
}

TEST(ColourDraws, TheBalanceRuleGivesBlackToWhoHadMoreWhites) {
    const Seed seed = testSeed();
    for (int table = 1; table <= 1000; ++table) {
        ColourCase c{table, PlayerId{10}, PlayerId{20}, 0, PlayerId{0}, 1, 0, std::nullopt};
        EXPECT_EQ(drawLots(c, seed, 2).black, 10);
        c.balanceA = -1;
        EXPECT_EQ(drawLots(c, seed, 2).white, 10);
    }
    // Over many rounds of random pairings nobody drifts further than the rule allows: a player
    // at +1 or -1 always gets the colour that brings them back when the opponent is at 0.
    std::vector<int> balance(40, 0);
    for (int round = 1; round <= 200; ++round)
        for (int t = 0; t < 20; ++t) {
            const int p = (t * 7 + round * 3) % 40, q = (p + 1 + round % 39) % 40;
            if (p == q)
                continue;
            ColourCase c{t + 1,       PlayerId{p + 1}, PlayerId{q + 1}, 0,
                         PlayerId{0}, balance[p],      balance[q],      std::nullopt};
            const ColourOutcome o = drawLots(c, seed, round);
            if (balance[p] != balance[q]) {
                EXPECT_EQ(o.black, balance[p] > balance[q] ? p + 1 : q + 1);
            }
            ++balance[o.white - 1];
            --balance[o.black - 1];
        }
}

TEST(ColourDraws, HandicapGamesAndFixedColoursAreNotDrawn) {
    const Seed seed = testSeed();
    ColourCase c{1, PlayerId{1}, PlayerId{2}, 3, PlayerId{2}, 0, 0, std::nullopt};
    ColourOutcome o = drawLots(c, seed, 1);
    EXPECT_EQ(o.white, 2);
    EXPECT_EQ(o.method, ColourMethod::Handicap);
    c = ColourCase{1, PlayerId{1}, PlayerId{2}, 0, PlayerId{0}, 5, -5, PlayerId{1}};
    o = drawLots(c, seed, 1);
    EXPECT_EQ(o.white, 1);
    EXPECT_EQ(o.method, ColourMethod::Director);
}

TEST(Nigiri, TheHolderIsTheStrongerThenTheOlderThenTheReferees) {
    NigiriPlayer a{PlayerId{1}, 2, std::string("1990-05-01")},
        b{PlayerId{2}, 0, std::string("1980-01-01")};
    auto h = nigiriHolder(a, b);
    EXPECT_EQ(h.holder, PlayerId{1});
    EXPECT_EQ(h.reason, HolderReason::Rank);
    b.rank = 2;
    h = nigiriHolder(a, b);
    EXPECT_EQ(h.holder, PlayerId{2}); // older
    EXPECT_EQ(h.reason, HolderReason::Age);
    b.birthDate.reset();
    h = nigiriHolder(a, b);
    EXPECT_FALSE(h.holder.has_value());
    EXPECT_EQ(h.reason, HolderReason::Referee);
}

TEST(Nigiri, ARightGuessTakesBlack) {
    EXPECT_EQ(nigiri(PlayerId{1}, PlayerId{2}, true, 17).black, 2);  // odd, guessed odd
    EXPECT_EQ(nigiri(PlayerId{1}, PlayerId{2}, true, 16).black, 1);  // even, guessed odd
    EXPECT_EQ(nigiri(PlayerId{1}, PlayerId{2}, false, 16).black, 2); // even, guessed even
}

} // namespace
