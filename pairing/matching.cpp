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

// Sum of the values of the blossoms holding both u and v: their lists' common prefix.
std::int64_t sharedBlossoms(const Matching& m, int u, int v) {
    const auto &a = m.blossomsOf[u], &b = m.blossomsOf[v];
    std::size_t k = 0;
    while (k < a.size() && k < b.size() && a[k] == b[k])
        ++k;
    return k == 0 ? 0 : m.blossomSums[u][k - 1];
}

} // namespace

std::int64_t reducedCost(const Matching& m, int u, int v, std::int64_t weight) {
    const std::int64_t slack = m.potential[u] + m.potential[v] - m.dualScale * weight;
    // Blossom values are never negative: only a negative slack needs them.
    if (slack >= 0 || m.blossomsOf[u].empty() || m.blossomsOf[v].empty())
        return slack;
    return slack + sharedBlossoms(m, u, v);
}

Matching sparseMaxWeightPerfectMatching(int n, std::vector<WeightedEdge> candidates,
                                        const std::function<std::int64_t(int, int)>& weight,
                                        int* rounds, const Pricer& pricer) {
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

    constexpr int kWorstPerVertex = 16;
    for (int solve = 1;; ++solve) {
        Matching m = maxWeightPerfectMatching(n, edges);
        if (rounds)
            *rounds = solve;
        if (!m.perfect)
            return m;
        // Price every edge left out: a negative reduced cost means it could improve the dual.
        // Each vertex keeps its few most negative edges; the next solve adds them.
        std::vector<std::vector<std::pair<std::int64_t, int>>> worst(n);
        auto report = [&](int u, int v, std::int64_t slack) {
            if (u > v)
                std::swap(u, v);
            if (slack < 0 && !present.count(edgeKey(u, v)))
                worst[u].emplace_back(slack, v);
        };
        if (pricer) {
            pricer(m, report);
        } else {
            for (int u = 0; u < n; ++u)
                for (int v = u + 1; v < n; ++v)
                    report(u, v, reducedCost(m, u, v, weight(u, v)));
        }
        std::size_t added = 0;
        for (int u = 0; u < n; ++u) {
            auto& list = worst[u];
            if (list.size() > kWorstPerVertex) {
                std::partial_sort(list.begin(), list.begin() + kWorstPerVertex, list.end());
                list.resize(kWorstPerVertex);
            }
            for (const auto& [slack, v] : list) {
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
