// Berger tables: every pair exactly once, nobody twice in a round, colours balanced.
#include "pairing/round_robin.h"

#include <gtest/gtest.h>

#include <set>

using namespace tengen::pairing;

TEST(RoundRobin, EveryPairMeetsOnceAndColoursStayBalanced) {
    for (int n = 2; n <= 12; ++n) {
        std::set<std::pair<int, int>> met;
        std::vector<int> whites(n, 0), games(n, 0);
        for (int round = 1; round <= bergerRounds(n); ++round) {
            std::set<int> busy;
            for (const auto& [w, b] : bergerRound(n, round)) {
                ASSERT_TRUE(busy.insert(w).second) << n << " " << round;
                ASSERT_TRUE(busy.insert(b).second) << n << " " << round;
                ASSERT_TRUE(met.insert({std::min(w, b), std::max(w, b)}).second);
                ++whites[w];
                ++games[w];
                ++games[b];
            }
            EXPECT_GE(static_cast<int>(busy.size()), n - 1); // at most one bye
        }
        EXPECT_EQ(static_cast<int>(met.size()), n * (n - 1) / 2) << n;
        for (int p = 0; p < n; ++p) {
            EXPECT_EQ(games[p], n - 1);
            EXPECT_LE(std::abs(2 * whites[p] - games[p]), 2) << "n=" << n << " player " << p;
        }
    }
}

// FIDE's published Berger tables (Handbook C.05, Annex 1) for 4, 6 and 8 players, white first.
TEST(RoundRobin, GivesFideBergerTables) {
    const std::vector<std::vector<std::vector<std::pair<int, int>>>> tables = {
        {{{1, 4}, {2, 3}}, {{4, 3}, {1, 2}}, {{2, 4}, {3, 1}}},
        {{{1, 6}, {2, 5}, {3, 4}},
         {{6, 4}, {5, 3}, {1, 2}},
         {{2, 6}, {3, 1}, {4, 5}},
         {{6, 5}, {1, 4}, {2, 3}},
         {{3, 6}, {4, 2}, {5, 1}}},
        {{{1, 8}, {2, 7}, {3, 6}, {4, 5}},
         {{8, 5}, {6, 4}, {7, 3}, {1, 2}},
         {{2, 8}, {3, 1}, {4, 7}, {5, 6}},
         {{8, 6}, {7, 5}, {1, 4}, {2, 3}},
         {{3, 8}, {4, 2}, {5, 1}, {6, 7}},
         {{8, 7}, {1, 6}, {2, 5}, {3, 4}},
         {{4, 8}, {5, 3}, {6, 2}, {7, 1}}},
    };
    for (const auto& table : tables) {
        const int n = static_cast<int>(table.front().size()) * 2;
        for (int round = 1; round <= bergerRounds(n); ++round) {
            std::vector<std::pair<int, int>> expected;
            for (const auto& [w, b] : table[static_cast<std::size_t>(round - 1)])
                expected.emplace_back(w - 1, b - 1);
            EXPECT_EQ(bergerRound(n, round), expected) << n << " players, round " << round;
        }
        // An odd field plays the same table, the last player's opponent having the bye.
        for (int round = 1; round <= bergerRounds(n - 1); ++round) {
            std::vector<std::pair<int, int>> expected;
            for (const auto& [w, b] : table[static_cast<std::size_t>(round - 1)])
                if (w != n && b != n)
                    expected.emplace_back(w - 1, b - 1);
            EXPECT_EQ(bergerRound(n - 1, round), expected) << n - 1 << " players, round " << round;
        }
    }
}
