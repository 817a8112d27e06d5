// The matcher against brute force and against itself: the dense solve, the sparse solve with its
// optimality proof, and every perfect matching enumerated must agree on the best total.
#include "pairing/matching.h"

#include <gtest/gtest.h>

#include <QFile>
#include <cstring>
#include <random>

using namespace tengen::pairing;

namespace {

// A symmetric random weight table with a fixed seed; values spread like pair scores (a big
// duplicate term on most pairs, then smaller terms) so ties and near-ties occur.
std::vector<std::int64_t> randomWeights(int n, std::uint32_t seed, bool pairScoreLike) {
    std::mt19937 rng(seed);
    std::vector<std::int64_t> w(static_cast<std::size_t>(n) * n);
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v) {
            std::int64_t x;
            if (pairScoreLike) {
                x = 1 + (rng() % 5 != 0 ? 500'000'000'000'000 : 0) +
                    static_cast<std::int64_t>(rng() % 4) * 100'000'000'000 + rng() % 1000;
            } else {
                x = 1 + rng() % 20;
            }
            w[u * n + v] = w[v * n + u] = x;
        }
    return w;
}

TEST(Matching, DenseEqualsBruteForceOnThousandsOfSmallGraphs) {
    int cases = 0;
    for (int n = 2; n <= 12; n += 2) {
        for (std::uint32_t seed = 0; seed < 400; ++seed) {
            const auto w = randomWeights(n, seed * 31 + n, seed % 2 == 0);
            auto weight = [&](int u, int v) { return w[u * n + v]; };
            const Matching m = denseMaxWeightPerfectMatching(n, weight);
            ASSERT_TRUE(m.perfect);
            ASSERT_EQ(m.total, bruteForceBestTotal(n, weight)) << "n=" << n << " seed=" << seed;
            for (int u = 0; u < n; ++u)
                ASSERT_EQ(m.mate[m.mate[u]], u);
            ++cases;
        }
    }
    EXPECT_EQ(cases, 2400);
}

TEST(Matching, SparseProofEqualsDenseFromAPoorStart) {
    for (std::uint32_t seed = 0; seed < 60; ++seed) {
        const int n = 40 + 2 * static_cast<int>(seed % 20);
        const auto w = randomWeights(n, seed + 1000, seed % 3 != 0);
        auto weight = [&](int u, int v) { return w[u * n + v]; };
        const Matching dense = denseMaxWeightPerfectMatching(n, weight);
        int rounds = 0;
        // Start from no candidates at all: only the path edges the solver always adds.
        const Matching sparse = sparseMaxWeightPerfectMatching(n, {}, weight, &rounds);
        ASSERT_TRUE(sparse.perfect);
        EXPECT_EQ(sparse.total, dense.total) << "seed " << seed;
        EXPECT_GE(rounds, 1);
    }
}

TEST(Matching, NoPerfectMatchingIsReported) {
    const Matching m = maxWeightPerfectMatching(4, {{0, 1, 5}, {0, 2, 3}});
    EXPECT_FALSE(m.perfect);
}

} // namespace
