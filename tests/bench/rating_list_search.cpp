// Registering from a rating list as the director types (#28 point 8: ≤ 50 ms a keystroke on the
// EGD's whole list). The EGD's allworld list holds about 90,000 players; a synthetic one of
// 100,000 (Latin names with accents, PINs, clubs) stands for it, and the real FFG and AGA lists
// in ../shared are measured when present. Each benchmark types a query one letter at a time:
// the time is per keystroke.
//   build/tests/bench/tengen_rating_list_bench
#include "formats/rating_list_search.h"
#include "actions/player_files.h"
#include "formats/importers.h"

#include <QFileInfo>
#include <benchmark/benchmark.h>
#include <random>

using namespace tengen;

namespace {

std::vector<Player> syntheticEgd(int n) {
    static const char* syllables[] = {"va",  "nn",  "ier", "mü",  "ll",   "er", "ko",  "wal", "ski",
                                      "lee", "kim", "pa",  "rk",  "shi",  "mi", "zu",  "to",  "ro",
                                      "dé",  "bo",  "is",  "sen", "berg", "an", "der", "son"};
    std::mt19937 random(7);
    auto word = [&](int parts) {
        std::string w;
        for (int k = 0; k < parts; ++k)
            w += syllables[random() % std::size(syllables)];
        w[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
        return w;
    };
    std::vector<Player> out;
    out.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        Player p;
        p.familyLatin = word(2 + static_cast<int>(random() % 3));
        p.givenLatin = word(1 + static_cast<int>(random() % 2));
        p.egdPin = std::to_string(10000000 + i * 7);
        p.club = word(1).substr(0, 4);
        p.country = "DE";
        out.push_back(std::move(p));
    }
    out[static_cast<std::size_t>(n / 2)].familyLatin = "Vannier";
    out[static_cast<std::size_t>(n / 2)].givenLatin = "Remi";
    return out;
}

void typeQuery(benchmark::State& state, const formats::RatingListSearch& list,
               const QString& query) {
    std::size_t found = 0;
    for (auto _ : state)
        for (qsizetype k = 1; k <= query.size(); ++k) {
            const auto hits = list.find(query.left(k), 50);
            found += hits.size();
            benchmark::DoNotOptimize(hits.data());
        }
    // Seconds per keystroke ("3.1m" is 3.1 ms).
    state.counters["per_keystroke"] = benchmark::Counter(
        static_cast<double>(query.size()),
        benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["players"] = list.size();
    benchmark::DoNotOptimize(found);
}

void EgdSizedList(benchmark::State& state, const char* query) {
    static const formats::RatingListSearch list(syntheticEgd(100000));
    typeQuery(state, list, QString::fromUtf8(query));
}
BENCHMARK_CAPTURE(EgdSizedList, name, "vannier remi")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(EgdSizedList, pin, "10350000")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(EgdSizedList, nothing_found, "zzzzqqq")->Unit(benchmark::kMillisecond);

void RealList(benchmark::State& state, const char* file, formats::ImportFormat format) {
    const QString path =
        QStringLiteral(TENGEN_SHARED_DIR "/formats/rating-lists/") + QString::fromUtf8(file);
    if (!QFileInfo::exists(path)) {
        state.SkipWithError("../shared is not beside the repository");
        return;
    }
    std::vector<Player> players;
    for (ImportedPlayer& row : parsePlayersFile(path, format).batch.players)
        players.push_back(std::move(row.player));
    const formats::RatingListSearch list(std::move(players));
    typeQuery(state, list, QStringLiteral("martin"));
}
BENCHMARK_CAPTURE(RealList, ffg, "ech_ffg_V3.txt", formats::ImportFormat::Ffg)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(RealList, aga, "tdlista.txt", formats::ImportFormat::Aga)
    ->Unit(benchmark::kMillisecond);

void LoadEgdSizedList(benchmark::State& state) {
    const std::vector<Player> players = syntheticEgd(100000);
    for (auto _ : state) {
        const formats::RatingListSearch list(players);
        benchmark::DoNotOptimize(list.size());
    }
}
BENCHMARK(LoadEgdSizedList)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
