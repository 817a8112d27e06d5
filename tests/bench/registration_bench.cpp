// Figures the foundation issue names: a 10,000-player EGD list imported into a new tournament
// (< 2 s), search-as-you-type over 2,000 players (< 20 ms per keystroke), one durable player
// add (< 5 ms median).
#include "formats/importers.h"
#include "player_filter_proxy.h"
#include "player_table_model.h"
#include "store/tournament_file.h"

#include "registration_view.h"
#include "tournament_document.h"
#include <QApplication>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <algorithm>
#include <benchmark/benchmark.h>
#include <chrono>
#include <random>

using namespace tengen;

namespace {

const char* kFamilies[] = {"Wang",   "Li",     "Zhang",  "Muller", "Schmidt", "Kowalski",
                           "Novak",  "Dupont", "Rossi",  "Kim",    "Park",    "Lee",
                           "Tanaka", "Suzuki", "Ivanov", "Smith",  "Garcia",  "Jansen"};
const char* kGivens[] = {"Jan",    "Anna", "Piotr", "Marie", "Luca", "Haoran",
                         "Minjun", "Yuki", "Olga",  "Tom",   "Eva"};
const char* kCountries[] = {"FR", "DE", "PL", "CZ", "IT", "NL", "RU", "UA", "UK", "HU", "RO", "AT"};

// A synthetic allworld_lp in the layout of docs/formats.md §6 (the real list is not in shared/).
QByteArray egdList(int players) {
    std::mt19937 rng(42); // fixed seed: the same file every run
    QByteArray out = " European Go Database (30 Nov 2026)\n\n";
    for (int i = 0; i < players; ++i) {
        const int gor = -900 + static_cast<int>(rng() % 3700);
        const Rank grade = rankFromGoR(gor);
        char line[160];
        std::snprintf(line, sizeof line,
                      " %08d  %-18s %-18s  %s  %-4s  %4s   --  %5d  %4d  T%06dA\n", 10000000 + i,
                      (std::string(kFamilies[rng() % 18]) + std::to_string(i)).c_str(),
                      kGivens[rng() % 11], kCountries[rng() % 12],
                      ("C" + std::to_string(rng() % 500)).c_str(), grade.toString().c_str(), gor,
                      static_cast<int>(rng() % 200), static_cast<int>(200101 + rng() % 250000));
        out += line;
    }
    return out;
}

void BM_ImportEgdList10000(benchmark::State& state) {
    const QByteArray list = egdList(10000);
    for (auto _ : state) {
        QTemporaryDir dir;
        auto file = store::TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), [] {
            TournamentSettings s;
            s.nameNative = "bench";
            return s;
        }());
        formats::ImportParse parse =
            formats::parseEgdRatingList(list, QStringLiteral("allworld_lp.txt"));
        if (!parse.ok() || parse.batch.players.size() != 10000)
            state.SkipWithError("the synthetic list did not parse");
        benchmark::DoNotOptimize(file->players().import(parse.batch).added);
    }
}
BENCHMARK(BM_ImportEgdList10000)->Unit(benchmark::kMillisecond)->Iterations(5);

// A director typing "wang c…" letter by letter, then 王浩 through an input method, then clearing.
QStringList keystrokes() {
    return {QStringLiteral("w"),    QStringLiteral("wa"),     QStringLiteral("wan"),
            QStringLiteral("wang"), QStringLiteral("wang c"), QStringLiteral("wang cl"),
            QStringLiteral("王"),   QStringLiteral("王浩"),   QString()};
}

std::vector<Player> manyPlayers(int n) {
    std::mt19937 rng(7);
    const char* hanzi[] = {"王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴"};
    const char* given[] = {"浩然", "思源", "雨桐", "子涵", "一鸣", "晓峰", "静怡", "博文"};
    std::vector<Player> players;
    for (int i = 0; i < n; ++i) {
        Player p;
        p.id = PlayerId{i + 1};
        if (i % 2) {
            p.familyNative = hanzi[rng() % 10];
            p.givenNative = given[rng() % 8];
            p.familyLatin = kFamilies[rng() % 3];
        } else {
            p.familyNative = kFamilies[rng() % 18];
            p.givenNative = kGivens[rng() % 11];
        }
        p.club = "Club " + std::to_string(rng() % 300);
        p.declaredRank = Rank::amateur(-30 + static_cast<int>(rng() % 39));
        players.push_back(p);
    }
    return players;
}

// One keystroke = the proxy re-filtering all rows for the new text (what the view then shows).
void BM_SearchKeystroke2000(benchmark::State& state) {
    gui::PlayerTableModel model;
    model.setPlayers(manyPlayers(2000));
    gui::PlayerFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(gui::PlayerTableModel::Rank, Qt::DescendingOrder);
    const QStringList typed = keystrokes();
    int k = 0;
    for (auto _ : state) {
        proxy.setSearchText(typed[k++ % typed.size()]);
        benchmark::DoNotOptimize(proxy.rowCount());
    }
}
BENCHMARK(BM_SearchKeystroke2000)->Unit(benchmark::kMillisecond);

// The same keystrokes typed into the Registration view, including the table's repaint
// (offscreen platform): what a director waits for.
void BM_SearchKeystrokeWithView2000(benchmark::State& state) {
    QTemporaryDir dir;
    TournamentSettings s;
    s.nameNative = "bench";
    auto file = store::TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), s);
    ImportBatch batch;
    batch.source = "bench";
    for (Player p : manyPlayers(2000)) {
        p.id = PlayerId{};
        batch.players.push_back({p, 0});
    }
    file->players().import(batch);
    gui::TournamentDocument doc(std::move(file));
    gui::RegistrationView view;
    view.resize(1200, 800);
    view.setDocument(&doc);
    view.show();
    const QStringList typed = keystrokes();
    int k = 0;
    for (auto _ : state) {
        view.searchEdit()->setText(typed[k++ % typed.size()]);
        view.table()->viewport()->repaint();
    }
}
BENCHMARK(BM_SearchKeystrokeWithView2000)->Unit(benchmark::kMillisecond);

// Each iteration is one addPlayer: one transaction, synchronous=FULL, on this machine's disk.
void BM_AddPlayerDurable(benchmark::State& state) {
    QTemporaryDir dir;
    TournamentSettings s;
    s.nameNative = "bench";
    auto file = store::TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), s);
    std::vector<Player> players = manyPlayers(100000);
    std::vector<double> ms;
    size_t i = 0;
    for (auto _ : state) {
        Player p = players[i++ % players.size()];
        p.id = PlayerId{};
        const auto start = std::chrono::steady_clock::now();
        benchmark::DoNotOptimize(file->players().add(p));
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms[ms.size() / 2];
    state.counters["p95_ms"] = ms[ms.size() * 95 / 100];
}
BENCHMARK(BM_AddPlayerDurable)->Unit(benchmark::kMillisecond)->Iterations(500);

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
