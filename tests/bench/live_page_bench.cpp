// The live page at 10,000 players: making /find and /standings again after a change (on the
// page's own thread, while requests are answered from memory) and serving them from memory.
// Target: a request answered in 100 ms or less.
//   build/tests/bench/tengen_live_page_bench
#include "../support/big_tournament.h"
#include "web/live_page.h"

#include <benchmark/benchmark.h>

#include <QGuiApplication>
#include <QTemporaryDir>

using namespace tengen;

namespace {

QString bigFile() {
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString p = dir.filePath(QStringLiteral("big.tengen"));
        test::buildBigTournament(p, 10000, 2);
        return p;
    }();
    return path;
}

void pageMade(benchmark::State& state, const char* route) {
    LivePage page(bigFile());
    page.page(QString::fromLatin1(route), QStringLiteral("zh_CN")); // phones ask for it
    auto writer = store::TournamentFile::open(bigFile());
    int n = 0;
    for (auto _ : state) {
        // A change of the tournament, then the page made again from the file.
        state.PauseTiming();
        writer->players().setParticipation(
            PlayerId{1},
            {1, ++n % 2 ? Participation::Absent : Participation::Present, std::nullopt});
        state.ResumeTiming();
        page.refreshNow();
    }
    benchmark::DoNotOptimize(page.page(QString::fromLatin1(route), QStringLiteral("zh_CN")));
}

void pageCached(benchmark::State& state, const char* route) {
    LivePage page(bigFile());
    page.page(QString::fromLatin1(route), QStringLiteral("zh_CN"));
    for (auto _ : state)
        benchmark::DoNotOptimize(page.page(QString::fromLatin1(route), QStringLiteral("zh_CN")));
}

void BM_Find10000Made(benchmark::State& s) {
    pageMade(s, "/find");
}
void BM_Standings10000Made(benchmark::State& s) {
    pageMade(s, "/standings");
}
void BM_Pairings10000Made(benchmark::State& s) {
    pageMade(s, "/pairings");
}
void BM_Find10000Cached(benchmark::State& s) {
    pageCached(s, "/find");
}
void BM_Standings10000Cached(benchmark::State& s) {
    pageCached(s, "/standings");
}
BENCHMARK(BM_Find10000Made)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Standings10000Made)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Pairings10000Made)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Find10000Cached)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Standings10000Cached)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    return 0;
}
