#include "matching.h"

#include <algorithm>
#include <limits>
#include <unordered_set>

namespace tengen::pairing {

namespace {

std::uint64_t edgeKey(int u, int v) {
    return static_cast<std::uint64_t>(std::min(u, v)) << 32 |
           static_cast<std::uint32_t>(std::max(u, v));
}

// Sum of the values of the blossoms holding both u and v.
std::int64_t sharedBlossoms(const Matching& m, int u, int v) {
    std::int64_t sum = 0;
    for (int b : m.blossomsOf[u])
        if (std::find(m.blossomsOf[v].begin(), m.blossomsOf[v].end(), b) != m.blossomsOf[v].end())
            sum += m.blossomValue[b];
    return sum;
}

} // namespace

Matching denseMaxWeightPerfectMatching(int n, const std::function<std::int64_t(int, int)>& weight) {
    std::vector<WeightedEdge> edges;
    edges.reserve(static_cast<std::size_t>(n) * (n - 1) / 2);
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            edges.push_back({u, v, weight(u, v)});
    return maxWeightPerfectMatching(n, edges);
}

Matching sparseMaxWeightPerfectMatching(int n, std::vector<WeightedEdge> candidates,
                                        const std::function<std::int64_t(int, int)>& weight,
                                        int* rounds) {
    std::unordered_set<std::uint64_t> present;
    std::vector<WeightedEdge> edges;
    edges.reserve(candidates.size() + n);
    auto add = [&](int u, int v, std::int64_t w) {
        if (u != v && present.insert(edgeKey(u, v)).second)
            edges.push_back({std::min(u, v), std::max(u, v), w});
    };
    for (const WeightedEdge& e : candidates)
        add(e.u, e.v, e.weight);
    // A path through all vertices: with n even it always holds a perfect matching.
    for (int u = 0; u + 1 < n; ++u)
        add(u, u + 1, weight(u, u + 1));

    constexpr int kWorstPerVertex = 6;
    for (int solve = 1;; ++solve) {
        Matching m = maxWeightPerfectMatching(n, edges);
        if (rounds)
            *rounds = solve;
        if (!m.perfect)
            return m;
        // Price every edge left out: a negative reduced cost means it could improve the dual.
        std::vector<std::pair<std::int64_t, int>> worst;
        std::size_t added = 0;
        for (int u = 0; u < n; ++u) {
            worst.clear();
            for (int v = u + 1; v < n; ++v) {
                const std::int64_t slack = m.potential[u] + m.potential[v] -
                                           m.dualScale * weight(u, v) +
                                           (m.blossomsOf[u].empty() ? 0 : sharedBlossoms(m, u, v));
                if (slack < 0 && !present.count(edgeKey(u, v)))
                    worst.emplace_back(slack, v);
            }
            if (worst.size() > kWorstPerVertex) {
                std::partial_sort(worst.begin(), worst.begin() + kWorstPerVertex, worst.end());
                worst.resize(kWorstPerVertex);
            }
            for (const auto& [slack, v] : worst) {
                add(u, v, weight(u, v));
                ++added;
            }
        }
        if (added == 0)
            return m;
    }
}

namespace {
void bruteForce(int n, const std::function<std::int64_t(int, int)>& weight, std::vector<bool>& used,
                std::int64_t sum, std::int64_t& best) {
    int u = 0;
    while (u < n && used[u])
        ++u;
    if (u == n) {
        best = std::max(best, sum);
        return;
    }
    used[u] = true;
    for (int v = u + 1; v < n; ++v) {
        if (used[v])
            continue;
        used[v] = true;
        bruteForce(n, weight, used, sum + weight(u, v), best);
        used[v] = false;
    }
    used[u] = false;
}
} // namespace

std::int64_t bruteForceBestTotal(int n, const std::function<std::int64_t(int, int)>& weight) {
    std::vector<bool> used(n, false);
    std::int64_t best = std::numeric_limits<std::int64_t>::min();
    bruteForce(n, weight, used, 0, best);
    return best;
}

} // namespace tengen::pairing
