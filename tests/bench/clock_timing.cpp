// Measures how late calls reach the speaker with the real precise timer: 200 tables of 30-second
// byo-yomi, random presses (fixed seed), for N seconds (default 40). Prints lateness percentiles.
// Not a Google Benchmark: it runs in real time. Load the machine yourself to measure under load,
// e.g.  (yes > /dev/null &) ; (yes > /dev/null &) ; build/tests/bench/tengen_clock_timing 40
#include "clock/qt/hall_scheduler.h"

#include <QCoreApplication>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>

using namespace tengen::clock;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int seconds = argc > 1 ? std::atoi(argv[1]) : 40;
    const auto epoch = std::chrono::steady_clock::now();
    auto now = [epoch] {
        return std::chrono::duration_cast<Millis>(std::chrono::steady_clock::now() - epoch);
    };
    RecordingSpeaker speaker(now);
    HallScheduler hall(*tryParseControl("byoyomi:main=0,period=30s,periods=5").control, 200, now,
                       &speaker);
    hall.startAll();
    std::mt19937 rng(2026);
    QTimer presses;
    QObject::connect(&presses, &QTimer::timeout, [&] {
        hall.press(1 + static_cast<int>(rng() % 200)); // each table moves every 50 s on average
    });
    presses.start(250);
    QTimer::singleShot(seconds * 1000, &app, &QCoreApplication::quit);
    app.exec();

    std::vector<long long> late;
    for (const auto& h : speaker.heard)
        late.push_back((h.at - h.call.due).count());
    std::sort(late.begin(), late.end());
    if (late.empty()) {
        std::printf("no calls\n");
        return 1;
    }
    auto pct = [&](double p) {
        return late[std::min(late.size() - 1, static_cast<size_t>(p * late.size()))];
    };
    std::printf("calls %zu over %d s, 200 tables: lateness ms p50 %lld, p99 %lld, max %lld\n",
                late.size(), seconds, pct(0.50), pct(0.99), late.back());
    return 0;
}
