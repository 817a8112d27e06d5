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
    std::vector<std::vector<int>> blossomsOf; // vertex -> indices into blossomValue
};

// Exact maximum-weight perfect matching of the graph (n vertices, the given edges).
Matching maxWeightPerfectMatching(int n, const std::vector<WeightedEdge>& edges);

// Maximum-weight perfect matching of the complete graph on n vertices whose edge weights
// `weight(u, v)` (u < v) gives, solved on a sparse candidate graph and proved optimal against
// every other edge: any edge the dual solution does not cover is added and the graph solved
// again. `candidates` seeds the graph (pairs u < v). Returns the matching and, in `rounds`, how
// many solves the proof took.
Matching sparseMaxWeightPerfectMatching(int n, std::vector<WeightedEdge> candidates,
                                        const std::function<std::int64_t(int, int)>& weight,
                                        int* rounds = nullptr);

// The complete graph, every edge: exact and simple, for small fields and for cross-checks.
Matching denseMaxWeightPerfectMatching(int n, const std::function<std::int64_t(int, int)>& weight);

// Brute force over every perfect matching (n <= 14): the reference of the tests.
std::int64_t bruteForceBestTotal(int n, const std::function<std::int64_t(int, int)>& weight);

} // namespace tengen::pairing
