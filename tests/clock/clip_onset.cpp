// Measures when spoken calls are heard: the Chinese clips (rendered by espeak-ng) played by the
// ClipSpeaker into a PulseAudio sink, recorded back from the sink's monitor with parec, and the
// first loud sample after each call's due time compared with the due time. The recording's own
// latency is included, so the figure is an upper bound. Needs a PulseAudio server with a null
// sink; tests/clock/clip_onset.sh starts a private one (and, given a limit, makes it a test that
// skips without PulseAudio). Real time, not a Google Benchmark.
#include "clock/qt/clip_speaker.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace tengen::clock;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int calls = argc > 1 ? std::atoi(argv[1]) : 20;
    // A second argument makes it a check: exit 1 unless every call is heard within that many ms.
    const double limitMs = argc > 2 ? std::atof(argv[2]) : 0;
    const auto epoch = std::chrono::steady_clock::now();
    auto now = [epoch] {
        return std::chrono::duration_cast<std::chrono::microseconds>(
            std::chrono::steady_clock::now() - epoch);
    };
    auto nowMs = [&] { return std::chrono::duration_cast<Millis>(now()); };
    QTemporaryDir cache;
    VoiceBank bank(Language::Chinese, cache.path());
    const std::vector<std::string> keys = {"sec:30", "count:1", "count:5", "min:1"};
    if (const QString problem = bank.prepare(keys); !problem.isEmpty()) {
        std::printf("cannot render the clips: %s\n", qPrintable(problem));
        return 1;
    }
    ClipSpeaker speaker(bank, nowMs);
    speaker.load(keys);
    std::printf("audio output %s\n", speaker.outputOpen() ? "open" : "not open");

    // The sink's monitor: 48 kHz mono 16-bit; each chunk's last sample arrived "now".
    const int rate = 48000;
    QProcess parec;
    std::vector<std::pair<std::chrono::microseconds, int>> loud; // time, level of loud samples
    long long received = 0;
    QObject::connect(&parec, &QProcess::readyReadStandardOutput, [&] {
        const auto arrived = now();
        const QByteArray bytes = parec.readAllStandardOutput();
        const auto* samples = reinterpret_cast<const qint16*>(bytes.constData());
        const long long n = bytes.size() / 2;
        for (long long i = 0; i < n; ++i)
            if (std::abs(samples[i]) > 1000)
                loud.push_back({arrived - std::chrono::microseconds((n - 1 - i) * 1000000LL / rate),
                                samples[i]});
        received += n;
    });
    parec.start(QStringLiteral("parec"),
                {QStringLiteral("-d"), QStringLiteral("nullsink.monitor"), QStringLiteral("--raw"),
                 QStringLiteral("--format=s16le"), QStringLiteral("--rate=48000"),
                 QStringLiteral("--channels=1"), QStringLiteral("--latency-msec=2")});
    if (!parec.waitForStarted(3000)) {
        std::printf("parec did not start\n");
        return 1;
    }
    // Calls 1.5 s apart (each clip ends before the next), due times on a precise timer.
    std::vector<std::chrono::microseconds> due;
    for (int i = 0; i < calls; ++i)
        QTimer::singleShot(2000 + i * 1500, Qt::PreciseTimer, [&, i] {
            due.push_back(now());
            speaker.say({1, Side::Black, {keys[i % keys.size()]}, nowMs()});
        });
    QTimer::singleShot(2000 + calls * 1500 + 1000, &app, &QCoreApplication::quit);
    app.exec();
    parec.kill();
    parec.waitForFinished();
    std::vector<double> onset;
    std::string missed;
    for (std::size_t i = 0; i < due.size(); ++i) {
        const auto& d = due[i];
        const auto first =
            std::find_if(loud.begin(), loud.end(), [&](const auto& s) { return s.first >= d; });
        if (first != loud.end() && first->first - d < std::chrono::milliseconds(1000))
            onset.push_back((first->first - d).count() / 1000.0);
        else
            missed +=
                " " + std::to_string(i + 1) + " (" + keys[i % keys.size()] + ", " +
                (first == loud.end() ? std::string("nothing later")
                                     : std::to_string((first->first - d).count() / 1000) + " ms") +
                ")";
    }
    if (!missed.empty())
        std::printf("not heard within 1 s: call%s\n", missed.c_str());
    std::printf("recorded %.1f s of audio in %.1f s\n", received / double(rate),
                now().count() / 1e6);
    std::sort(onset.begin(), onset.end());
    if (onset.empty()) {
        std::printf("no sound was recorded (%lld samples)\n", received);
        return 1;
    }
    std::printf("%zu of %d calls heard; onset after the due time ms: min %.1f, median %.1f, "
                "p90 %.1f, max %.1f\n",
                onset.size(), calls, onset.front(), onset[onset.size() / 2],
                onset[onset.size() * 9 / 10], onset.back());
    if (limitMs > 0 && (static_cast<int>(onset.size()) != calls || onset.back() >= limitMs))
        return 1;
    return 0;
}
