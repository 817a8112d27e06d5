// Pairing speed on synthetic McMahon fields (ranks 25k..6d, 5 rounds played, round 6 paired):
// one global optimum over the whole field, no score bands. Counters: solves the sparse proof
// needed, and (sizes up to 2,000, or all with TENGEN_BENCH_DENSE=1) whether the dense solve of the
// same field finds the same total.
//   build/tests/bench/tengen_pairing_bench
#include "pairing/matching.h"
#include "pairing/pair_round.h"
#include "pairing/synthetic_field.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <string>

using namespace tengen;
using namespace tengen::pairing;

namespace {

long peakRssKiB() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stol(line.substr(6));
    return 0;
}

void BM_PairRound6(benchmark::State& state) {
    const int players = static_cast<int>(state.range(0));
    const Field field = syntheticMcMahonField(players, 5, 7, 20261130);
    RoundPairing pairing;
    for (auto _ : state) {
        pairing = pairRound(field, 6);
        benchmark::DoNotOptimize(pairing.total);
    }
    state.counters["games"] = static_cast<double>(pairing.games.size());
    state.counters["solves"] = pairing.solves;
    state.counters["peak_rss_MiB"] = static_cast<double>(peakRssKiB()) / 1024.0;
    // Above 2,000 the dense solve takes minutes: TENGEN_BENCH_DENSE=1 asks for it anyway.
    if (players <= 2000 || std::getenv("TENGEN_BENCH_DENSE")) {
        // The same pool, solved on the complete graph.
        std::vector<int> pool;
        for (PlayerId id : pairablePlayers(field, 6))
            pool.push_back(field.indexOf(id));
        const RoundContext context(field, 6, pool);
        std::vector<int> entrants = nameOrder(field, pool);
        if (pairing.bye)
            std::erase(entrants, field.indexOf(*pairing.bye));
        const Matching dense =
            denseMaxWeightPerfectMatching(static_cast<int>(entrants.size()), [&](int u, int v) {
                return context.score(entrants[u], entrants[v]).total();
            });
        state.counters["dense_equal"] = dense.total == pairing.total ? 1 : 0;
    }
}
BENCHMARK(BM_PairRound6)
    ->Arg(1000)
    ->Arg(2000)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// OpenGotha's pair scores for 300 and 1,000 players (shared/formats/matching): dense and sparse.
void BM_RealMatrix(benchmark::State& state) {
    const std::string path = std::string(TENGEN_SHARED_DIR "/formats/matching/cost") +
                             std::to_string(state.range(0)) + ".bin";
    std::ifstream in(path, std::ios::binary);
    std::int64_t n = 0;
    in.read(reinterpret_cast<char*>(&n), 8);
    if (!in) {
        state.SkipWithError("shared/formats/matching is not beside the repository");
        return;
    }
    std::vector<std::int64_t> w(static_cast<std::size_t>(n * n));
    in.read(reinterpret_cast<char*>(w.data()), static_cast<std::streamsize>(w.size() * 8));
    auto weight = [&](int u, int v) { return w[static_cast<std::size_t>(u * n + v)]; };
    std::int64_t total = 0;
    for (auto _ : state)
        total = (state.range(1) ? sparseMaxWeightPerfectMatching(static_cast<int>(n), {}, weight)
                                : denseMaxWeightPerfectMatching(static_cast<int>(n), weight))
                    .total;
    state.counters["total_mod_1e6"] = static_cast<double>(total % 1000000);
}
BENCHMARK(BM_RealMatrix)
    ->ArgNames({"players", "sparse"})
    ->Args({300, 0})
    ->Args({300, 1})
    ->Args({1000, 0})
    ->Args({1000, 1})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

} // namespace

BENCHMARK_MAIN();
