// Measures what the referee screen costs: 200 running clocks (30-second byo-yomi, presses at
// random with a fixed seed) shown at the 10 Hz display rate, offscreen. Prints the process's CPU
// time over the wall time as a share of one core, and how late the calls of every table (all
// pinned, into a recording speaker) left the scheduler while the screen painted. Real time, not a
// Google Benchmark; load both cores yourself to measure under load (`yes > /dev/null &` twice):
//   QT_QPA_PLATFORM=offscreen build/tests/bench/tengen_referee_cpu 30
#include "referee_view.h"

#include <QApplication>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <sys/resource.h>

namespace {
double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}
} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const int seconds = argc > 1 ? std::atoi(argv[1]) : 30;
    const int tables = argc > 2 ? std::atoi(argv[2]) : 200;
    tengen::gui::RefereeView view;
    view.setUpHall(tables, QStringLiteral("byoyomi:main=0,period=30s,periods=5"));
    view.resize(1400, 900);
    view.show();
    const auto epoch = std::chrono::steady_clock::now();
    tengen::clock::RecordingSpeaker heard([epoch] {
        return std::chrono::duration_cast<tengen::clock::Millis>(std::chrono::steady_clock::now() -
                                                                 epoch);
    });
    view.setTimeSource([epoch] {
        return std::chrono::duration_cast<tengen::clock::Millis>(std::chrono::steady_clock::now() -
                                                                 epoch);
    });
    view.calls().setCallOutput(&heard);
    for (int t = 1; t <= tables; ++t)
        view.calls().setPinned(t, true);
    view.hall()->startAll();
    std::mt19937 rng(2026);
    QTimer presses;
    QObject::connect(&presses, &QTimer::timeout, [&] {
        view.hall()->press(1 + static_cast<int>(rng() % tables)); // a move per table every 50 s
    });
    presses.start(250);
    // Measure after a second of warm-up (first paint, fonts).
    double cpuStart = 0;
    auto wallStart = std::chrono::steady_clock::now();
    QTimer::singleShot(1000, [&] {
        cpuStart = cpuSeconds();
        wallStart = std::chrono::steady_clock::now();
    });
    QTimer::singleShot((seconds + 1) * 1000, &app, &QCoreApplication::quit);
    app.exec();
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    const double cpu = cpuSeconds() - cpuStart;
    std::printf(
        "%d running clocks at a 10 Hz display for %.1f s: CPU %.3f s = %.2f%% of one core\n",
        tables, wall, cpu, 100.0 * cpu / wall);
    std::vector<long long> late;
    for (const auto& h : heard.heard)
        late.push_back((h.at - h.call.due).count());
    std::sort(late.begin(), late.end());
    if (!late.empty())
        std::printf("calls %zu: lateness ms p50 %lld, p99 %lld, max %lld\n", late.size(),
                    late[late.size() / 2], late[std::min(late.size() - 1, late.size() * 99 / 100)],
                    late.back());
    return 0;
}
