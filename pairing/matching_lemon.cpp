// Compiled as C++17: LEMON 1.3.1's headers call std::allocator::destroy, removed in C++20.
#include "matching.h"

#include <lemon/list_graph.h>
#include <lemon/matching.h>

namespace tengen::pairing {

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
    m.dualScale = decltype(solver)::dualScale;
    m.mate.assign(n, -1);
    m.perfect = solver.run();
    if (!m.perfect)
        return m;
    for (int i = 0; i < n; ++i) {
        const Graph::Node mate = solver.mate(nodes[i]);
        m.mate[i] = mate == lemon::INVALID ? -1 : graph.id(mate);
    }
    for (const WeightedEdge& e : edges)
        if (m.mate[e.u] == e.v)
            m.total += e.weight;
    // Several parallel candidate edges never occur; if they did the sum above would overcount.
    m.potential.resize(n);
    for (int i = 0; i < n; ++i)
        m.potential[i] = solver.nodeValue(nodes[i]);
    m.blossomsOf.assign(n, {});
    for (int b = 0; b < solver.blossomNum(); ++b) {
        m.blossomValue.push_back(solver.blossomValue(b));
        for (decltype(solver)::BlossomIt it(solver, b); it != lemon::INVALID; ++it)
            m.blossomsOf[graph.id(it)].push_back(b);
    }
    return m;
}

} // namespace tengen::pairing
