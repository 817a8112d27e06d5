// The pair-score model on a small hand-worked McMahon field (EGF defaults: bar 4d, floor 20k,
// zero 30k; opengotha-2024). Every expected value was worked out by hand from
// docs/pairing-model.md ("Cost of a pair", "Bye"): round 1 has score groups 9..35 (27 groups,
// every value from floor − 1 to bar + 2 counting), f(W, x) = ⌊W(1 − x)(1 + x/2)⌋. Also the bye,
// the tables and a forbidden pair, directly.
#include "pairing/pair_round.h"
#include "pairing/round_context.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace tengen;
using namespace tengen::pairing;

namespace {

constexpr PlayerId A{1}, B{2}, C{3}, D{4}, E{5}, F{6};

Field smallField() {
    Field f;
    f.rounds = 3;
    f.settings = PairingSettings::mcMahon();
    auto add = [&](PlayerId id, const char* name, int rank, const char* club) {
        Entrant e;
        e.id = id;
        e.family = name;
        e.rank = rank;
        e.club = club;
        e.country = "SE";
        f.entrants.push_back(e);
    };
    add(A, "Anders", 1, "Lund");    // 2d: MMS 31
    add(B, "Berg", 1, "Lund");      // 2d: 31
    add(C, "Chen", -1, "Malmo");    // 1k: 29
    add(D, "Dahl", -5, "Uppsala");  // 5k: 25
    add(E, "Ek", -5, "Uppsala");    // 5k: 25
    add(F, "Falk", -5, "Goteborg"); // 5k: 25
    f.reindex();
    return f;
}

PairScore scoreOf(const RoundContext& c, const Field& f, PlayerId a, PlayerId b) {
    return c.score(f.indexOf(a), f.indexOf(b));
}

} // namespace

TEST(PairScore, EachPartOfAFirstRoundPairAsWorkedByHand) {
    const Field f = smallField();
    const RoundContext c(f, 1);
    const PairScore ab = scoreOf(c, f, A, B);
    EXPECT_EQ(ab.duplicateGame, 500'000'000'000'000); // never met
    EXPECT_EQ(ab.colourBalance, 0);                   // no colours yet
    EXPECT_EQ(ab.random, 0);                          // no random weight
    EXPECT_EQ(ab.scoreDifference, 100'000'000'000);   // same group: the whole weight
    EXPECT_EQ(ab.drawUpDown, 0);                      // same group: nobody drawn
    // Two groups apart of 27: ⌊10^11 × (25/27) × (28/27)⌋.
    EXPECT_EQ(scoreOf(c, f, A, C).scoreDifference, 96'021'947'873);
    // Club mates below the thresholds (5k, same country): ratio 0, f = W, and
    // 10^11 − 10^11 = 0 of the geography weight.
    EXPECT_EQ(scoreOf(c, f, D, E).geography, 0);
    // Other clubs, same country: ratio min(1, 3 × 1.2 / 27) + 0.5 / 27; 10^11 − f(10^11, ratio).
    EXPECT_EQ(scoreOf(c, f, D, F).geography, 8'745'541'839);
    // Two 2d players are above the rank threshold (1d): club mates may meet, the whole weight.
    EXPECT_EQ(ab.geography, 100'000'000'000);
}

TEST(PairScore, ARematchLosesTheDuplicateWeightAndColoursCountAfterwards) {
    Field f = smallField();
    Game g;
    g.round = 1;
    g.white = A;
    g.black = B;
    g.result = GameResult::WhiteWins;
    f.games.push_back(g);
    Game h = g;
    h.white = C;
    h.black = D;
    h.handicap = 0;
    f.games.push_back(h);
    f.reindex();
    const RoundContext c(f, 2);
    EXPECT_EQ(scoreOf(c, f, A, B).duplicateGame, 0);
    EXPECT_EQ(c.colourBalance(f.indexOf(A)), 1);  // one White
    EXPECT_EQ(c.colourBalance(f.indexOf(B)), -1); // one Black
    // A (White once) against B (Black once) evens both out: the whole colour weight.
    EXPECT_EQ(scoreOf(c, f, A, B).colourBalance, 1'000'000);
    // A against C (White once too) evens out neither.
    EXPECT_EQ(scoreOf(c, f, A, C).colourBalance, 0);
}

TEST(PairScore, TheByeGoesToTheLowestScoreAndNotTwiceToTheSamePlayer) {
    Field f = smallField();
    f.entrants.pop_back(); // five players
    f.reindex();
    const RoundPairing first = pairRound(f, 1);
    ASSERT_TRUE(first.bye.has_value());
    // The lowest McMahon score (25: Dahl and Ek); among equals the last in name order.
    EXPECT_EQ(*first.bye, E);
    f.byes.push_back({1, E});
    for (const PairedGame& g : first.games) {
        Game game;
        game.round = 1;
        game.white = g.white;
        game.black = g.black;
        game.handicap = g.handicap;
        game.result = GameResult::WhiteWins;
        f.games.push_back(game);
    }
    f.reindex();
    const RoundPairing second = pairRound(f, 2);
    ASSERT_TRUE(second.bye.has_value());
    EXPECT_NE(*second.bye, E) << "a second bye weighs 1000 more";
}

TEST(PairScore, TablesGoFromTheTopScoresDownAndAForbiddenPairIsAvoided) {
    Field f = smallField();
    const RoundPairing free = pairRound(f, 1);
    ASSERT_EQ(free.games.size(), 3u);
    // Table 1 holds the two 2d players (the top group); the tables follow the scores down.
    auto tableOf = [](const RoundPairing& p, PlayerId id) {
        for (const PairedGame& g : p.games)
            if (g.white == id || g.black == id)
                return g.table;
        return 0;
    };
    EXPECT_EQ(tableOf(free, A), 1);
    EXPECT_EQ(tableOf(free, B), 1);
    EXPECT_LE(tableOf(free, C), tableOf(free, D)); // 1k above the 5k players
    // The director forbids A-B (the pair the optimum takes): A and B meet others.
    f.forbiddenPairs.emplace_back(A, B);
    const RoundPairing forbidden = pairRound(f, 1);
    ASSERT_EQ(forbidden.games.size(), 3u);
    for (const PairedGame& g : forbidden.games) {
        EXPECT_FALSE((g.white == A && g.black == B) || (g.white == B && g.black == A));
        EXPECT_FALSE(g.forbidden);
    }
    EXPECT_NE(tableOf(forbidden, A), tableOf(forbidden, B));
}

// Issue #17: OpenGotha 3.52 pairs a pool of more than 600 players in parts. 702 Swiss players
// after round 1: 351 winners and 351 losers. Going down its list, the first part takes the
// winners (351: odd, not yet a part) and then losers until only 200 players are left (502);
// those 200 are paired alone. The 2024 mode (one matching over everyone) pairs the losers'
// group by its halves, across that line.
TEST(PairScore, OpenGotha352PairsAPoolOfMoreThan600PlayersInParts) {
    Field f;
    f.rounds = 3;
    f.settings = PairingSettings::swiss();
    constexpr int kPlayers = 702, kHalf = kPlayers / 2;
    for (int i = 0; i < kPlayers; ++i) {
        Entrant e;
        e.id = PlayerId{i + 1};
        e.family = "P" + std::to_string(1000 + i);
        e.rank = -1 - (i % kHalf) / 20; // 1k down to 18k; i and i + 351 share a rank
        f.entrants.push_back(e);
    }
    for (int i = 0; i < kHalf; ++i) {
        Game g;
        g.round = 1;
        g.white = PlayerId{i + 1};
        g.black = PlayerId{i + kHalf + 1};
        g.result = GameResult::WhiteWins;
        f.games.push_back(g);
    }
    f.reindex();
    f.settings.compat = PairingCompat::OpenGotha352;
    std::vector<bool> firstPart(kPlayers);
    {
        const RoundContext context(f, 2);
        for (int i = 0; i < kPlayers; ++i)
            firstPart[i] = context.listPlace(i) < kPlayers - 200;
    }
    auto crossings = [&](PairingCompat compat) {
        f.settings.compat = compat;
        const RoundPairing p = pairRound(f, 2);
        EXPECT_EQ(p.games.size(), static_cast<size_t>(kHalf));
        int across = 0;
        for (const PairedGame& g : p.games)
            across += firstPart[f.indexOf(g.white)] != firstPart[f.indexOf(g.black)];
        return across;
    };
    EXPECT_EQ(crossings(PairingCompat::OpenGotha352), 0);
    EXPECT_GT(crossings(PairingCompat::OpenGotha2024), 0);
}
