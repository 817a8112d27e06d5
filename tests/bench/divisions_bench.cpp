// Divisions at scale (#47: 3,000 players in 60 divisions — every division's next round paired in
// at most 2 s in all; the desk switching division in at most 100 ms). BM_PairEveryDivision pairs
// round 1, then round 2 after seeded results, of all 60 divisions from the file, each stored at
// its tables; BM_SwitchDivision is what the desk does when the director picks another division:
// the division set, then the players and the round the views show read again.
#include "actions/divisions.h"
#include "actions/results.h"
#include "actions/rounds.h"
#include "actions/tournament.h"
#include "store/tournament_file.h"

#include <QTemporaryDir>
#include <benchmark/benchmark.h>

using namespace tengen;

namespace {

constexpr int kDivisions = 60;
constexpr int kPerDivision = 50;

struct Event {
    QTemporaryDir dir;
    std::unique_ptr<store::TournamentFile> file;
};

std::unique_ptr<Event> dividedEvent() {
    auto e = std::make_unique<Event>();
    TournamentSettings s;
    s.nameNative = "少儿围棋锦标赛";
    s.system = PairingSystem::Swiss;
    s.rounds = 5;
    e->file = createTournament(e->dir.filePath(QStringLiteral("divisions.tengen")), s).file;
    store::TournamentFile& file = *e->file;
    for (int d = 2; d <= kDivisions; ++d) {
        Division next;
        next.nameNative = "组" + std::to_string(d);
        next.system = StageFormat::Swiss;
        next.rounds = 5;
        addDivision(file, next);
    }
    file.writeTransaction([&] {
        for (int d = 1; d <= kDivisions; ++d)
            for (int i = 0; i < kPerDivision; ++i) {
                Player p;
                p.familyNative = "棋手";
                p.givenNative = std::to_string(d) + "-" + std::to_string(i + 1);
                p.declaredRank = Rank::kyu(1 + (i % 20));
                p.status = RegistrationStatus::Final;
                p.division = d;
                file.players().add(p);
            }
    });
    return e;
}

void pairAll(store::TournamentFile& file, int round) {
    for (int d = 1; d <= kDivisions; ++d) {
        file.setDivision(d);
        const PairedRound paired = pairRoundInFile(file, RoundNo{round});
        if (!paired.done())
            throw std::runtime_error(toText(paired.refusal).toStdString());
    }
}

void enterResults(store::TournamentFile& file, int round) {
    file.setDivision(std::nullopt);
    file.writeTransaction([&] {
        for (const Game& g : file.rounds().games(RoundNo{round}))
            file.rounds().setResult(RoundNo{round}, TableNo{g.table},
                                    (g.white.value() + g.table) % 2 ? GameResult::WhiteWins
                                                                    : GameResult::BlackWins,
                                    false);
    });
}

void BM_PairEveryDivision(benchmark::State& state) {
    const int round = static_cast<int>(state.range(0));
    for (auto _ : state) {
        state.PauseTiming();
        auto e = dividedEvent();
        for (int r = 1; r < round; ++r) {
            pairAll(*e->file, r);
            enterResults(*e->file, r);
        }
        state.ResumeTiming();
        pairAll(*e->file, round);
    }
}
BENCHMARK(BM_PairEveryDivision)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_SwitchDivision(benchmark::State& state) {
    auto e = dividedEvent();
    pairAll(*e->file, 1);
    int d = 1;
    for (auto _ : state) {
        d = d % kDivisions + 1;
        e->file->setDivision(d);
        benchmark::DoNotOptimize(e->file->players().all());
        benchmark::DoNotOptimize(e->file->rounds().state(RoundNo{1}));
        benchmark::DoNotOptimize(e->file->settings().get());
    }
}
BENCHMARK(BM_SwitchDivision)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
