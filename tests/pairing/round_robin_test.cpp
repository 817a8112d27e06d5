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
