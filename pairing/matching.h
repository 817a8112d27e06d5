#pragma once
// Maximum-weight perfect matching, the one step of pairing that is pure graph theory. The solver
// is LEMON's (compiled apart as C++17, its types never leave matching_lemon.cpp).
#include <cstdint>
#include <functional>
#include <vector>

namespace tengen::pairing {

struct WeightedEdge {
    int u = 0, v = 0;
    std::int64_t weight = 0; // > 0
};

struct Matching {
    bool perfect = false;
    std::vector<int> mate;  // vertex -> its partner, -1 when unmatched
    std::int64_t total = 0; // sum of the chosen edges' weights
    // The dual solution that proves optimality, scaled by `dualScale`: every edge (u, v) of the
    // graph has potential[u] + potential[v] + the values of the blossoms holding both
    // >= dualScale * weight, with equality on the chosen edges.
    std::int64_t dualScale = 1;
    std::vector<std::int64_t> potential;
    std::vector<std::int64_t> blossomValue;
    // vertex -> the blossoms holding it, outermost first (blossoms nest), and the running sums
    // of their values: the blossoms two vertices share are a common prefix of their lists.
    std::vector<std::vector<int>> blossomsOf;
    std::vector<std::vector<std::int64_t>> blossomSums;
};

// Exact maximum-weight perfect matching of the graph (n vertices, the given edges).
Matching maxWeightPerfectMatching(int n, const std::vector<WeightedEdge>& edges);

// Maximum-weight perfect matching of the complete graph on n vertices whose edge weights
// `weight(u, v)` (u < v) gives, solved on a sparse candidate graph and proved optimal against
// every other edge: any edge the dual solution does not cover is added and the graph solved
// again. `candidates` seeds the graph (pairs u < v). Returns the matching and, in `rounds`, how
// many solves the proof took.
//
// `pricer`, when given, replaces the scan of all n²/2 edges: it must call `report(u, v)` for at
// least every edge whose reduced cost (reducedCost) is negative, and may skip edges it can
// bound, e.g. by groups whose weights share an upper bound.
using Pricer = std::function<void(const struct Matching&,
                                  const std::function<void(int u, int v, std::int64_t slack)>&)>;
Matching sparseMaxWeightPerfectMatching(int n, std::vector<WeightedEdge> candidates,
                                        const std::function<std::int64_t(int, int)>& weight,
                                        int* rounds = nullptr, const Pricer& pricer = {});

// potential[u] + potential[v] + shared blossoms - dualScale * weight: negative means the edge
// (u, v) could improve the matching.
std::int64_t reducedCost(const Matching& m, int u, int v, std::int64_t weight);

// The complete graph, every edge: exact and simple, for small fields and for cross-checks.
Matching denseMaxWeightPerfectMatching(int n, const std::function<std::int64_t(int, int)>& weight);

// Brute force over every perfect matching (n <= 14): the reference of the tests.
std::int64_t bruteForceBestTotal(int n, const std::function<std::int64_t(int, int)>& weight);

} // namespace tengen::pairing
