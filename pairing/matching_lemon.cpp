// Compiled as C++17: LEMON 1.3.1's headers call std::allocator::destroy, removed in C++20.
#include "matching.h"

#include <algorithm>

#include <lemon/full_graph.h>
#include <lemon/list_graph.h>
#include <lemon/matching.h>

namespace tengen::pairing {

namespace {
// Reads the matching and the dual solution that proves it optimal.
template <typename Graph, typename Solver, typename NodeOf>
void readSolution(const Graph& graph, const Solver& solver, int n, NodeOf node, Matching& m) {
    m.dualScale = Solver::dualScale;
    for (int i = 0; i < n; ++i) {
        const auto mate = solver.mate(node(i));
        m.mate[i] = mate == lemon::INVALID ? -1 : graph.id(mate);
    }
    m.potential.resize(n);
    for (int i = 0; i < n; ++i)
        m.potential[i] = solver.nodeValue(node(i));
    m.blossomsOf.assign(n, {});
    m.blossomSums.assign(n, {});
    std::vector<int> size;
    for (int b = 0; b < solver.blossomNum(); ++b) {
        m.blossomValue.push_back(solver.blossomValue(b));
        size.push_back(solver.blossomSize(b));
        for (typename Solver::BlossomIt it(solver, b); it != lemon::INVALID; ++it)
            m.blossomsOf[graph.id(it)].push_back(b);
    }
    for (int i = 0; i < n; ++i) {
        auto& list = m.blossomsOf[i];
        std::sort(list.begin(), list.end(),
                  [&](int a, int b) { return size[a] != size[b] ? size[a] > size[b] : a < b; });
        std::int64_t sum = 0;
        for (int b : list)
            m.blossomSums[i].push_back(sum += m.blossomValue[b]);
    }
}
} // namespace

Matching maxWeightPerfectMatching(int n, const std::vector<WeightedEdge>& edges) {
    using Graph = lemon::ListGraph;
    Graph graph;
    graph.reserveNode(n);
    graph.reserveEdge(static_cast<int>(edges.size()));
    std::vector<Graph::Node> nodes;
    nodes.reserve(n);
    for (int i = 0; i < n; ++i)
        nodes.push_back(graph.addNode());
    Graph::EdgeMap<long long> weights(graph);
    for (const WeightedEdge& e : edges) {
        const Graph::Edge edge = graph.addEdge(nodes[e.u], nodes[e.v]);
        weights[edge] = e.weight;
    }
    lemon::MaxWeightedPerfectMatching<Graph, Graph::EdgeMap<long long>> solver(graph, weights);
    Matching m;
    m.mate.assign(n, -1);
    m.perfect = solver.run();
    if (!m.perfect)
        return m;
    readSolution(
        graph, solver, n, [&](int i) { return nodes[i]; }, m);
    // Parallel candidate edges never occur (the caller keeps them unique).
    for (const WeightedEdge& e : edges)
        if (m.mate[e.u] == e.v)
            m.total += e.weight;
    return m;
}

Matching denseMaxWeightPerfectMatching(int n, const std::function<std::int64_t(int, int)>& weight) {
    // The complete graph is implicit in LEMON's FullGraph: only the weights take memory.
    using Graph = lemon::FullGraph;
    Graph graph(n);
    Graph::EdgeMap<long long> weights(graph);
    for (Graph::EdgeIt e(graph); e != lemon::INVALID; ++e) {
        const int u = graph.id(graph.u(e)), v = graph.id(graph.v(e));
        weights[e] = weight(std::min(u, v), std::max(u, v));
    }
    lemon::MaxWeightedPerfectMatching<Graph, Graph::EdgeMap<long long>> solver(graph, weights);
    Matching m;
    m.mate.assign(n, -1);
    m.perfect = n % 2 == 0 && solver.run();
    if (!m.perfect)
        return m;
    readSolution(
        graph, solver, n, [&](int i) { return graph(i); }, m);
    for (int i = 0; i < n; ++i)
        if (i < m.mate[i])
            m.total += weight(i, m.mate[i]);
    return m;
}

} // namespace tengen::pairing
