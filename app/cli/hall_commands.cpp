// tengen-cli hall: the table devices' server without the desk app, the tables' join codes, and
// the simulator of a hall of devices (docs/hall-protocol.md).
#include "hall_commands.h"

#include "actions/clock_hall.h"
#include "actions/hall_session.h"
#include "actions/join_codes.h"
#include "actions/round_clocks.h"
#include "actions/tournament.h"
#include "cli.h"
#include "cli_args.h"
#include "hall/hall_server.h"
#include "hall/hall_simulator.h"
#include "hall/voice_clips.h"
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <map>
#include <memory>
#include <unistd.h>

namespace tengen::cli {

namespace {

RoundNo hallRound(const store::TournamentFile& file, const Args& a) {
    if (a.has(QStringLiteral("round"))) {
        bool ok = false;
        const int r = a.value(QStringLiteral("round")).toInt(&ok);
        if (!ok || r < 1)
            throw UsageError{Cli::tr("--round must be a round number")};
        return RoundNo{r};
    }
    if (const auto hall = file.clocks().latestHall(); hall && hall->round > 0)
        return RoundNo{hall->round};
    return RoundNo{roundForClocks(file)};
}

// The round a hall serves when none is named: the one whose clocks are in play, else the
// event's latest paired round (#45: the hall stayed on round 1 when round 2 was paired).
RoundNo servedRound(const store::TournamentFile& file, const ClockHall& clocks, const Args& a) {
    if (a.has(QStringLiteral("round")))
        return hallRound(file, a);
    if (clocks.clocksInPlay() > 0 && clocks.round() > 0)
        return RoundNo{clocks.round()};
    const int paired = roundForClocks(file);
    return RoundNo{paired > 0 ? paired : clocks.round()};
}

// Ctrl+C or a TERM asks the hall to stop cleanly. The handler only notes it (Qt may not be called
// from a signal handler); the hall's loop looks every 100 ms. A signal that comes before the loop
// runs (while the file opens, the lease is taken, the tables are printed) stops it at its first
// turn instead of being lost.
volatile std::sig_atomic_t stopAsked = 0;
void stopOnSignal(int) {
    stopAsked = 1;
}

void printTables(QTextStream& out, const ClockHall& clocks, const HallServer& hall) {
    out << Cli::tr("The hall of round %1 at %2 (Ctrl+C stops it)")
               .arg(clocks.round())
               .arg(hall.url())
        << '\n';
    for (int t = 1; t <= clocks.tableCount(); ++t)
        out << QStringLiteral("%1  %2  %3\n")
                   .arg(t, 4)
                   .arg(hall.joinCode(TableNo{t}), hall.tableUrl(TableNo{t}));
    out.flush();
}

// hall T.tengen [--address A] [--port P] [--round R] [--pin PIN] [--start]
//     [--device-gone-grace S]
int serveHall(const QStringList& args, QTextStream& out) {
    const Args a(args,
                 {QStringLiteral("address"), QStringLiteral("port"), QStringLiteral("round"),
                  QStringLiteral("pin"), QStringLiteral("device-gone-grace")},
                 {QStringLiteral("start")});
    const QString path = a.positionalAt(0, Cli::tr("the tournament file"));
    const QHostAddress address(a.value(QStringLiteral("address"), QStringLiteral("127.0.0.1")));
    if (address.isNull())
        throw UsageError{Cli::tr("--address must be an IP address")};
    bool ok = true;
    const int port = a.value(QStringLiteral("port"), QStringLiteral("8090")).toInt(&ok);
    if (!ok || port < 0 || port > 65535)
        throw UsageError{Cli::tr("--port must be a port number")};
    const int grace = numberOption(a, QStringLiteral("device-gone-grace"), -1, 0, 600);
    stopAsked = 0;
    std::signal(SIGINT, stopOnSignal);
    std::signal(SIGTERM, stopOnSignal);
    QTimer stopWatch;
    QObject::connect(&stopWatch, &QTimer::timeout, [] {
        if (stopAsked)
            QCoreApplication::quit();
    });
    stopWatch.start(100);
    auto file = store::TournamentFile::open(path);
    ClockHall clocks;
    const ClockHall::Opened opened = clocks.open(file.get());
    // One hall per tournament (#45): a second is refused, naming the first, before it writes
    // anything (its PIN replaced the first hall's).
    if (opened.how == ClockHall::Opened::How::ServedElsewhere)
        throwIfRefused(opened.problem);
    throwIfRefused(clocks.takeLease());
    if (a.has(QStringLiteral("pin")))
        throwIfRefused(setRefereePin(*file, a.value(QStringLiteral("pin"))));
    if (grace >= 0)
        file->clocks().setDeviceGoneGraceMs(grace * 1000);
    const bool start = a.flag(QStringLiteral("start"));
    throwIfRefused(openHallRound(clocks, opened, servedRound(*file, clocks, a)));
    // --start: the round begins (or, for clocks a crash or a stop left paused, goes on).
    if (start)
        throwIfRefused(beginHallRound(clocks));
    HallServer hall(&clocks);
    hall.setClipSource(hallVoiceClips());
    if (hall.listen(address, static_cast<quint16>(port)) == 0)
        throw InvalidInput{Cli::tr("cannot listen on %1:%2: %3")
                               .arg(address.toString())
                               .arg(port)
                               .arg(hall.errorString())};
    printTables(out, clocks, hall);
    // The hall follows the event: once the round's clocks are all over and a later round is
    // paired, it serves that one (its new codes printed; started with --start).
    QTimer follow;
    QObject::connect(&follow, &QTimer::timeout, [&] {
        if (a.has(QStringLiteral("round")))
            return;
        int next = 0;
        bool over = clocks.clocksInPlay() == 0;
        try {
            next = roundForClocks(*file);
            if (!over && next > clocks.round()) { // clocks left running, every result in
                const std::vector<Game> games = file->rounds().games(RoundNo{clocks.round()});
                over = std::all_of(games.begin(), games.end(),
                                   [](const Game& g) { return g.result != GameResult::Unknown; });
            }
        } catch (const store::StoreError&) {
            return; // a busy file: asked again at the next turn
        }
        if (!over || next <= clocks.round())
            return;
        clocks.writeJournal();
        if (!clocks.setUpRound(RoundNo{next}).done())
            return;
        if (start)
            (void)beginHallRound(clocks);
        printTables(out, clocks, hall);
    });
    follow.start(2000);
    int code = kOk;
    QObject::connect(&clocks, &ClockHall::leaseLost, [&](const QString& why) {
        std::fprintf(stderr, "%s\n", qPrintable(Cli::tr("The hall stops: %1").arg(why)));
        code = kInvalid;
        QCoreApplication::quit();
    });
    const int loop = QCoreApplication::exec();
    hall.close();
    // A clean stop, journalled as one (#45: Ctrl+C was journalled "recovered after a crash").
    // A hall whose lease another took writes nothing more: the clocks are the other's now.
    if (code == kOk)
        clocks.stopCleanly();
    return code != kOk ? code : loop;
}

// hall codes T.tengen [--round R]: each table's join code, for the result sheets.
int hallCodes(const QStringList& args, QTextStream& out) {
    const Args a(args, {QStringLiteral("round")}, {QStringLiteral("json")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const RoundNo round = hallRound(*file, a);
    const RoundClocks clocks = roundClocks(*file, round);
    const std::vector<QString> all = roundJoinCodes(*file, round, clocks.tables);
    QJsonObject codes;
    for (int t = 1; t <= static_cast<int>(all.size()); ++t) {
        const QString& code = all[t - 1];
        if (a.flag(QStringLiteral("json")))
            codes.insert(QString::number(t), code);
        else
            out << QStringLiteral("%1  %2\n").arg(t, 4).arg(code);
    }
    if (a.flag(QStringLiteral("json")))
        out << QJsonDocument(QJsonObject{{QStringLiteral("round"), round.value()},
                                         {QStringLiteral("codes"), codes}})
                   .toJson(QJsonDocument::Indented);
    return kOk;
}

// The CPU time (s) the process `pid` has used, from /proc (0 where it cannot be read).
double processCpuSeconds(qint64 pid) {
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (pid <= 0 || !f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray stat = f.readAll();
    // After the command's name in parentheses: state is field 3, utime 14, stime 15.
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return 0;
    return (fields[11].toDouble() + fields[12].toDouble()) /
           static_cast<double>(sysconf(_SC_CLK_TCK));
}

// The hall a simulation runs against when it is given none: `tengen-cli hall FILE --start` in a
// process of its own on 127.0.0.1 and a free port, so that its CPU is the desk's alone.
class OwnHall {
  public:
    // Starts it; "" or why it could not.
    QString start(const QString& path) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TENGEN_LANG"), QStringLiteral("en")); // its address line
        process_.setProcessEnvironment(env);
        process_.start(QCoreApplication::applicationFilePath(),
                       {QStringLiteral("hall"), path, QStringLiteral("--address"),
                        QStringLiteral("127.0.0.1"), QStringLiteral("--port"), QStringLiteral("0"),
                        QStringLiteral("--start")});
        static const QRegularExpression ready(
            QStringLiteral("The hall of round \\d+ at http://127\\.0\\.0\\.1:(\\d+)/"));
        QByteArray printed;
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < 15000 && process_.state() != QProcess::NotRunning) {
            process_.waitForReadyRead(100);
            printed += process_.readAllStandardOutput();
            if (const auto m = ready.match(QString::fromUtf8(printed)); m.hasMatch()) {
                port_ = m.captured(1).toUShort();
                return {};
            }
        }
        return Cli::tr("the hall did not start: %1")
            .arg(QString::fromUtf8(printed + process_.readAllStandardError()).trimmed());
    }
    quint16 port() const { return port_; }
    double cpuSeconds() const { return processCpuSeconds(process_.processId()); }
    ~OwnHall() {
        if (process_.state() == QProcess::NotRunning)
            return;
        process_.terminate(); // the hall writes its journal and quits
        if (!process_.waitForFinished(5000))
            process_.kill();
        process_.waitForFinished(2000);
    }

  private:
    QProcess process_;
    quint16 port_ = 0;
};

// hall simulate [--url ws://HOST:P --tournament T.tengen] --tables N --seconds S
//     [--drop-rate X] [--stall-rate X] [--seed K] [--delay-ms D] [--round R] --json
// Without --url, a hall of its own: on the tournament given, or on a new event of 2 × N players
// in a temporary folder; its CPU is reported as the desk's.
int hallSimulate(const QStringList& args, QTextStream& out) {
    const Args a(args,
                 {QStringLiteral("url"), QStringLiteral("tournament"), QStringLiteral("tables"),
                  QStringLiteral("seconds"), QStringLiteral("drop-rate"),
                  QStringLiteral("stall-rate"), QStringLiteral("seed"), QStringLiteral("delay-ms"),
                  QStringLiteral("round"), QStringLiteral("think-ms")},
                 {QStringLiteral("json")});
    SimulationOptions o;
    const bool ownHall = !a.has(QStringLiteral("url"));
    if (!ownHall) {
        o.url = QUrl(a.value(QStringLiteral("url")));
        if (!o.url.isValid() || (o.url.scheme() != QLatin1String("ws")))
            throw UsageError{Cli::tr("--url: a ws://HOST:PORT address of a hall")};
        if (o.url.path().isEmpty() || o.url.path() == QLatin1String("/"))
            o.url.setPath(QStringLiteral("/ws"));
        if (!a.has(QStringLiteral("tournament")))
            throw UsageError{Cli::tr("--tournament: the tournament file the hall serves")};
    }
    QString path = a.value(QStringLiteral("tournament"));
    auto number = [&](const char* key, int fallback, int low, int high) {
        return numberOption(a, QString::fromLatin1(key), fallback, low, high);
    };
    o.tables = number("tables", 10, 1, 2000);
    o.seconds = number("seconds", 60, 1, 24 * 3600);
    o.seed = static_cast<std::uint32_t>(number("seed", 1, 0, 1 << 30));
    o.delayMs = number("delay-ms", 0, 0, 10000);
    const int think = number("think-ms", 0, 0, 3600000);
    if (think > 0)
        o.thinkMinMs = o.thinkMaxMs = think;
    bool ok = true;
    o.dropRate = a.value(QStringLiteral("drop-rate"), QStringLiteral("0")).toDouble(&ok);
    if (!ok || o.dropRate < 0 || o.dropRate > 1)
        throw UsageError{Cli::tr("--drop-rate: a share from 0 to 1")};
    o.stallRate = a.value(QStringLiteral("stall-rate"), QStringLiteral("0")).toDouble(&ok);
    if (!ok || o.stallRate < 0 || o.stallRate > 1 || o.stallRate + o.dropRate > 1)
        throw UsageError{
            Cli::tr("--stall-rate: a share from 0 to 1 (with --drop-rate, at most 1 in all)")};
    QTemporaryDir scratch;
    std::unique_ptr<OwnHall> hall;
    if (ownHall) {
        if (path.isEmpty()) {
            path = scratch.filePath(QStringLiteral("hall-simulate.tengen"));
            if (const Refusal refusal = createHallLoadTournament(path, o.tables).refusal)
                throw InvalidInput{toText(refusal)};
        }
        hall = std::make_unique<OwnHall>();
        if (const QString problem = hall->start(path); !problem.isEmpty())
            throw InvalidInput{problem};
        o.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(hall->port()));
    }
    {
        auto file = store::TournamentFile::open(path, store::TournamentFile::Access::ReadOnly);
        o.secret = file->clocks().hallSecret();
        o.round = hallRound(*file, a);
    }
    const double cpuBefore = hall ? hall->cpuSeconds() : 0;
    QElapsedTimer wall;
    wall.start();
    const SimulationResult r = simulateHall(o, [&path] {
        // What the journal holds, per device press, and when: the desk writes each press in
        // its own transaction, so the file says what was applied, how often and at what time.
        std::map<QString, std::vector<qint64>> entries;
        auto file = store::TournamentFile::open(path, store::TournamentFile::Access::ReadOnly);
        if (const auto hall = file->clocks().latestHall())
            for (const store::ClockEventRecord& e : file->clocks().events(hall->id))
                if (e.kind == QLatin1String("press") && e.reason.startsWith(QLatin1String("dev:")))
                    entries[e.reason.mid(4)].push_back(e.steadyMs);
        return entries;
    });
    // The desk's share of one core over the run (its own hall only).
    const double deskCpu = hall ? 100.0 * (hall->cpuSeconds() - cpuBefore) /
                                      std::max(1e-3, static_cast<double>(wall.elapsed()) / 1000.0)
                                : -1;
    if (!r.problem.isEmpty() && r.connected == 0)
        throw InvalidInput{r.problem};
    QJsonObject o2{
        {QStringLiteral("tables"), r.tables},
        {QStringLiteral("connected"), r.connected},
        {QStringLiteral("presses_sent"), r.pressesSent},
        {QStringLiteral("presses_applied"), r.pressesApplied},
        {QStringLiteral("refused"), r.refused},
        {QStringLiteral("lost"), r.lost},
        {QStringLiteral("duplicated"), r.duplicated},
        {QStringLiteral("latency_ms"), QJsonObject{{QStringLiteral("p50"), r.latencyP50},
                                                   {QStringLiteral("p99"), r.latencyP99},
                                                   {QStringLiteral("max"), r.latencyMax}}},
        {QStringLiteral("clock_offset_error_ms"),
         QJsonObject{{QStringLiteral("p99"), r.offsetErrorP99}}},
        {QStringLiteral("dropped"), r.dropped},
        {QStringLiteral("stalled"), r.stalled},
        {QStringLiteral("replayed"), r.replayed},
        {QStringLiteral("time_error_ms"), QJsonObject{{QStringLiteral("p50"), r.timeErrorP50},
                                                      {QStringLiteral("p99"), r.timeErrorP99},
                                                      {QStringLiteral("max"), r.timeErrorMax}}}};
    if (deskCpu >= 0)
        o2.insert(QStringLiteral("desk_cpu_percent"), std::round(deskCpu * 10) / 10);
    if (a.flag(QStringLiteral("json")))
        out << QJsonDocument(o2).toJson(QJsonDocument::Compact) << '\n';
    else
        out << Cli::tr("%1 tables: %2 presses sent, %3 applied, %4 lost, %5 duplicated; "
                       "latency p99 %6 ms")
                   .arg(r.tables)
                   .arg(r.pressesSent)
                   .arg(r.pressesApplied)
                   .arg(r.lost)
                   .arg(r.duplicated)
                   .arg(r.latencyP99)
            << '\n';
    return r.lost == 0 && r.duplicated == 0 ? kOk : kInvalid;
}

} // namespace

int cmdHall(const QStringList& rest, QTextStream& out) {
    if (!rest.isEmpty() && rest.front() == QLatin1String("simulate"))
        return hallSimulate(rest.mid(1), out);
    if (!rest.isEmpty() && rest.front() == QLatin1String("codes"))
        return hallCodes(rest.mid(1), out);
    return serveHall(rest, out);
}

} // namespace tengen::cli
