// Standings with every tie-breaker for 2,000 players after 7 rounds (target < 100 ms), and the
// same standings as a PDF document (target < 3 s).
//   build/tests/bench/tengen_reports_bench
#include "pairing/standings.h"
#include "pairing/synthetic_field.h"
#include "reports/pdf_documents.h"
#include "reports/standings_writers.h"

#include <benchmark/benchmark.h>

#include <QGuiApplication>
#include <QTemporaryDir>

using namespace tengen;

namespace {

const std::vector<Criterion> kAll = {
    Criterion::Mms,    Criterion::Sosm,  Criterion::SosmM1, Criterion::SosmM2, Criterion::Sososm,
    Criterion::Sodosm, Criterion::Cussm, Criterion::Ext,    Criterion::Exr,    Criterion::Dc};

const pairing::Field& field() {
    static const pairing::Field f = pairing::syntheticMcMahonField(2000, 7, 7, 20261130);
    return f;
}

void BM_Standings2000x7(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(pairing::standings(field(), 7, kAll));
}
BENCHMARK(BM_Standings2000x7)->Unit(benchmark::kMillisecond);

void BM_StandingsPdf2000(benchmark::State& state) {
    QTemporaryDir dir;
    reports::DocumentLabels labels;
    labels.title = QStringLiteral("Congress — standings after round 7");
    labels.roundHeading = QStringLiteral("R%1");
    for (auto _ : state) {
        const auto table = reports::buildStandings(field(), 7, kAll, {});
        const QString error = reports::tablePdf(
            labels.title, reports::standingsHeadings(table, labels), reports::standingsCells(table),
            reports::standingsNumericColumns(table), dir.filePath(QStringLiteral("s.pdf")));
        if (!error.isEmpty())
            state.SkipWithError(error.toStdString().c_str());
    }
}
BENCHMARK(BM_StandingsPdf2000)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    return 0;
}
