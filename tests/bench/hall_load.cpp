// The hall under load, measured on the desk's side (issue 15): the desk app's referee screen
// (offscreen, shown, 10 Hz) serves table devices for a 2 × tables-player event; `tengen-cli hall
// simulate` runs the devices in another process. Prints the simulator's figures (lost,
// duplicated, press → acknowledged latency, clock offset error) and the desk process's CPU time
// over the wall time as a share of one core. Real time, not a Google Benchmark:
//   QT_QPA_PLATFORM=offscreen build/tests/bench/tengen_hall_load [seconds 60] [tables 300]
//       [drop-rate 0.1] [delay-ms 0] [stall-rate 0.1]
#include "actions/tournament.h"
#include "hall/hall_server.h"
#include "referee_view.h"
#include "store/tournament_file.h"

#include <QApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>
#include <chrono>
#include <cstdio>
#include <sys/resource.h>

using namespace tengen;

namespace {
double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}
} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const int seconds = argc > 1 ? std::atoi(argv[1]) : 60;
    const int tables = argc > 2 ? std::atoi(argv[2]) : 300;
    const QString dropRate = argc > 3 ? QString::fromLatin1(argv[3]) : QStringLiteral("0.1");
    const QString delayMs = argc > 4 ? QString::fromLatin1(argv[4]) : QStringLiteral("0");
    const QString stallRate = argc > 5 ? QString::fromLatin1(argv[5]) : QStringLiteral("0.1");

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hall-load.tengen"));
    Refusal refusal;
    auto fileMade = createHallLoadTournament(path, tables);
    refusal = fileMade.refusal;
    auto file = std::move(fileMade.file);
    if (!file) {
        std::fprintf(stderr, "%s\n", qPrintable(toText(refusal)));
        return 1;
    }

    gui::RefereeView view;
    view.setTournamentFile(file.get());
    view.resize(1400, 900);
    if (!qEnvironmentVariableIsSet("TENGEN_HALL_LOAD_HIDDEN")) // to tell the screen's share
        view.show();
    view.hall()->startAll();
    quint16 port = 0;
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        port = probe.serverPort();
    }
    const QString problem = view.devices().startDevices(QHostAddress::LocalHost, port);
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(problem));
        return 1;
    }
    QProcess sim;
    sim.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    double cpuStart = 0;
    auto wallStart = std::chrono::steady_clock::now();
    QObject::connect(&sim, &QProcess::started, [&] {
        cpuStart = cpuSeconds();
        wallStart = std::chrono::steady_clock::now();
    });
    QObject::connect(&sim, &QProcess::finished, &app, &QCoreApplication::quit);
    sim.start(QStringLiteral(TENGEN_CLI),
              {QStringLiteral("hall"), QStringLiteral("simulate"), QStringLiteral("--url"),
               QStringLiteral("ws://127.0.0.1:%1").arg(port), QStringLiteral("--tournament"), path,
               QStringLiteral("--tables"), QString::number(tables), QStringLiteral("--seconds"),
               QString::number(seconds), QStringLiteral("--drop-rate"), dropRate,
               QStringLiteral("--stall-rate"), stallRate, QStringLiteral("--delay-ms"), delayMs,
               QStringLiteral("--seed"), QStringLiteral("2026"), QStringLiteral("--json")});
    app.exec();
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    const double cpu = cpuSeconds() - cpuStart;
    const QByteArray out = sim.readAllStandardOutput();
    std::printf("%s", out.constData());
    std::printf("desk (referee screen shown, %d tables with a device each): CPU %.2f s over "
                "%.1f s = %.1f%% of one core\n",
                tables, cpu, wall, 100.0 * cpu / wall);
    const QJsonObject r = QJsonDocument::fromJson(out).object();
    return r.value(QStringLiteral("lost")).toInt(-1) == 0 &&
                   r.value(QStringLiteral("duplicated")).toInt(-1) == 0 &&
                   r.value(QStringLiteral("time_error_ms"))
                           .toObject()
                           .value(QStringLiteral("max"))
                           .toDouble(1e9) <= 50
               ? 0
               : 1;
}
