// Rules-core figures the rules issue names: replay with full legality and positional superko
// (>= 5 M moves/s on one core) and scoring a 19×19 final position with Benson (<= 50 µs).
// Reads the real game records in ../shared/corpus/sgf in place.
#include "go/game_record.h"
#include "go/scoring.h"
#include "go/verifier.h"

#include <benchmark/benchmark.h>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tengen::go;

namespace {

const std::vector<std::string>& corpusBytes() {
    static const std::vector<std::string> files = [] {
        std::vector<std::string> out;
        const std::filesystem::path root = TENGEN_SHARED_DIR "/corpus/sgf";
        if (!std::filesystem::exists(root))
            return out;
        for (const auto& e : std::filesystem::recursive_directory_iterator(root)) {
            if (!e.is_regular_file())
                continue;
            std::ifstream in(e.path(), std::ios::binary);
            std::stringstream ss;
            ss << in.rdbuf();
            out.push_back(ss.str());
        }
        return out;
    }();
    return files;
}

const std::vector<GameRecord>& corpusGames() {
    static const std::vector<GameRecord> games = [] {
        std::vector<GameRecord> out;
        for (const std::string& bytes : corpusBytes()) {
            GameRecordParse p = readGameRecords(bytes);
            if (p.ok())
                out.push_back(p.games.front());
        }
        return out;
    }();
    return games;
}

void BM_ParseCorpus(benchmark::State& state) {
    const auto& files = corpusBytes();
    if (files.empty())
        state.SkipWithError("no corpus beside the repository");
    std::int64_t bytes = 0;
    for (auto _ : state)
        for (const std::string& f : files) {
            benchmark::DoNotOptimize(readGameRecords(f).games.size());
            bytes += static_cast<std::int64_t>(f.size());
        }
    state.SetBytesProcessed(bytes);
}
BENCHMARK(BM_ParseCorpus)->Unit(benchmark::kMillisecond);

// Strict replay of every game under chinese rules (positional superko, suicide forbidden).
void BM_ReplayPositionalSuperko(benchmark::State& state) {
    const auto& games = corpusGames();
    if (games.empty())
        state.SkipWithError("no corpus beside the repository");
    const RuleSet rules = *tryRuleSetByName("chinese");
    std::int64_t moves = 0;
    for (auto _ : state)
        for (const GameRecord& g : games) {
            const Verification v = verifyGame(g, rules, false);
            moves += v.firstIllegal ? v.firstIllegal->move : v.moves;
        }
    state.counters["moves_per_second"] =
        benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReplayPositionalSuperko)->Unit(benchmark::kMillisecond);

// A finished 19×19 game: the final position of a corpus game that ended by counting.
void BM_ScoreFinalPosition(benchmark::State& state) {
    const auto& games = corpusGames();
    const RuleSet rules = *tryRuleSetByName("chinese");
    const GameRecord* counted = nullptr;
    for (const GameRecord& g : games)
        if (g.result.kind == ResultKind::Points && g.moveCount() > 250) {
            counted = &g;
            break;
        }
    if (!counted) {
        state.SkipWithError("no counted game in the corpus");
        return;
    }
    const Verification v = verifyGame(*counted, rules, true);
    const ScoreInput input{v.board, {}, 0, 15};
    for (auto _ : state)
        benchmark::DoNotOptimize(score(input, rules).marginHalfPoints);
}
BENCHMARK(BM_ScoreFinalPosition)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
