// Several programs, one tournament, random SIGKILLs: the desk app (offscreen, tengen_soak_desk)
// and three lanes of tengen-cli processes write one file in loops while `tengen-cli serve`
// answers a stream of requests; CLI processes are killed at random moments, the desk and the
// server once each. Then the file is read and every action a program reported as done must be
// in it (or a later attempt on the same thing that was killed mid-way), no program may have
// been refused for a lock inside the wait, and the desk's views must match the file.
//   TENGEN_SOAK_SECONDS (default 30) sets the length.
#include "../app/http_client.h"
#include "store/tournament_file.h"
#include "tournament/result_codec.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <atomic>
#include <gtest/gtest.h>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <thread>

using namespace tengen;

namespace {

// What happened to one thing (a player's club, a round's state, a table's result): the values
// programs said they wrote ("confirmed") and those whose program was killed on the way.
struct Slot {
    QString initial;
    QString confirmed; // the last confirmed value; initial until one is
    bool anyConfirmed = false;
    std::set<QString> killedSince; // attempts killed after the last confirmation
    void confirm(const QString& v) {
        confirmed = v;
        anyConfirmed = true;
        killedSince.clear();
    }
    void killed(const QString& v) { killedSince.insert(v); }
    bool accepts(const QString& v) const {
        return v == (anyConfirmed ? confirmed : initial) || killedSince.count(v);
    }
};

struct Ledger {
    std::mutex mutex;
    std::map<QString, Slot> entries;
    std::set<QString> addedNames, killedNames;
    int confirmedCli = 0, confirmedDesk = 0, killedCli = 0, locked = 0, failed = 0, dialogs = 0;
    QStringList failures;

    void record(const QString& key, const QString& initial, const QString& value, bool done) {
        std::lock_guard lock(mutex);
        auto [it, fresh] = entries.try_emplace(key);
        if (fresh)
            it->second.initial = initial;
        if (done)
            it->second.confirm(value);
        else
            it->second.killed(value);
    }
};

QProcessEnvironment environment() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("TENGEN_LANG"), QStringLiteral("en"));
    return env;
}

// Runs tengen-cli to the end (setup).
QByteArray cli(const QStringList& args) {
    QProcess p;
    p.setProcessEnvironment(environment());
    p.start(QStringLiteral(TENGEN_CLI), args);
    p.waitForFinished(60000);
    EXPECT_EQ(p.exitCode(), 0) << args.join(u' ').toStdString() << ": "
                               << p.readAllStandardError().toStdString();
    return p.readAllStandardOutput();
}

PlayerId addPlayer(const QString& path, const QString& given) {
    const QJsonObject o =
        QJsonDocument::fromJson(
            cli({QStringLiteral("player"), QStringLiteral("add"), path, QStringLiteral("--family"),
                 QStringLiteral("线"), QStringLiteral("--given"), given, QStringLiteral("--json")}))
            .object();
    return PlayerId{o.value(QStringLiteral("id")).toInteger()};
}

// One lane: tengen-cli processes one after the other until `deadline`, some killed.
void runLane(int lane, const QString& path, const std::vector<PlayerId>& players,
             const std::vector<PlayerId>& shared, const std::vector<int>& tables, qint64 deadlineMs,
             unsigned seed, Ledger& ledger) {
    std::mt19937 random(seed);
    QString round5 = QStringLiteral("unpaired");
    QElapsedTimer clock;
    clock.start();
    for (int n = 1; clock.elapsed() < deadlineMs; ++n) {
        QStringList args;
        QString key, initial, value;
        const int kind = static_cast<int>(random() % 10);
        if (kind < 2) {
            value = QStringLiteral("L%1-%2").arg(lane).arg(n);
            args = {QStringLiteral("player"), QStringLiteral("add"), path,
                    QStringLiteral("--family"), QStringLiteral("线"), QStringLiteral("--given"),
                    value,
                    // With its Latin form: a name to romanise costs a process a quarter of a
                    // second of CPU (ICU compiling Han-Latin), which would starve the desk here.
                    QStringLiteral("--family-latin"), QStringLiteral("Xian")};
            key = QStringLiteral("add");
        } else if (kind < 4) {
            const PlayerId id = players[random() % players.size()];
            value = QStringLiteral("L%1-club-%2").arg(lane).arg(n);
            args = {QStringLiteral("player"), QStringLiteral("edit"),   path,
                    QString::number(id),      QStringLiteral("--club"), value};
            key = QStringLiteral("club:%1").arg(id);
            initial = QStringLiteral("start");
        } else if (kind < 5 && !shared.empty()) {
            // A player everyone edits, each lane its own field: every edit stays.
            static const char* fields[] = {"association", "notes", "contact"};
            const PlayerId id = shared[random() % shared.size()];
            value = QStringLiteral("L%1-%2-%3").arg(lane).arg(QLatin1String(fields[lane])).arg(n);
            args = {QStringLiteral("player"),
                    QStringLiteral("edit"),
                    path,
                    QString::number(id),
                    QStringLiteral("--%1").arg(QLatin1String(fields[lane])),
                    value};
            key = QStringLiteral("%1:%2").arg(QLatin1String(fields[lane])).arg(id);
            initial = QString();
        } else if (kind < 6) {
            const PlayerId id = players[random() % players.size()];
            const int round = 2 + static_cast<int>(random() % 4);
            value = random() % 2 ? QStringLiteral("absent") : QStringLiteral("present");
            args = {QStringLiteral("player"),
                    QStringLiteral("round"),
                    path,
                    QString::number(id),
                    QStringLiteral("--round"),
                    QString::number(round),
                    QStringLiteral("--state"),
                    value};
            key = QStringLiteral("round:%1:%2").arg(id).arg(round);
            initial = QStringLiteral("present");
        } else if (kind < 9) {
            const int table = tables[random() % tables.size()];
            static const char* codes[] = {"w", "b", "=", "0"};
            value = QString::fromLatin1(codes[random() % 4]);
            args = {QStringLiteral("result"),   path,
                    QStringLiteral("--round"),  QStringLiteral("1"),
                    QStringLiteral("--table"),  QString::number(table),
                    QStringLiteral("--result"), value,
                    QStringLiteral("--reason"), QStringLiteral("the referee's decision")};
            key = QStringLiteral("result:%1").arg(table);
            initial = QStringLiteral("?");
        } else if (lane == 0) {
            // Round 5 paired, its colours drawn, unpaired, and again; after a killed step the
            // lane learns the round's state from the next refusal.
            const QString step = round5 == QLatin1String("unpaired") ? QStringLiteral("pair")
                                 : round5 == QLatin1String("paired") ? QStringLiteral("colours")
                                                                     : QStringLiteral("unpair");
            args = step == QLatin1String("pair")
                       ? QStringList{QStringLiteral("pair"), path, QStringLiteral("--round"),
                                     QStringLiteral("5")}
                   : step == QLatin1String("colours")
                       ? QStringList{QStringLiteral("colours"),  path,
                                     QStringLiteral("--round"),  QStringLiteral("5"),
                                     QStringLiteral("--method"), QStringLiteral("lots")}
                       : QStringList{QStringLiteral("pair"), path, QStringLiteral("--unpair"),
                                     QStringLiteral("--round"), QStringLiteral("5")};
            key = QStringLiteral("round5");
            initial = QStringLiteral("unpaired");
            value = step == QLatin1String("unpair") ? QStringLiteral("unpaired")
                                                    : QStringLiteral("paired");
        } else {
            args = {QStringLiteral("player"), QStringLiteral("list"), path,
                    QStringLiteral("--json")};
        }
        // Now and then a pause: moments when no tengen-cli has the file open, when a program
        // that lost its locks would be found out.
        if (random() % 3 == 0)
            QThread::msleep(random() % 150);
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(TENGEN_CLI), args);
        p.waitForStarted(10000);
        bool killed = false;
        if (random() % 6 == 0) {
            // Killed somewhere between starting and its commit, or just after.
            if (!p.waitForFinished(static_cast<int>(5 + random() % 60))) {
                p.kill();
                killed = true;
            }
        }
        p.waitForFinished(60000);
        killed = killed && p.exitStatus() == QProcess::CrashExit;
        const QString err = QString::fromUtf8(p.readAllStandardError());
        if (key == QLatin1String("round5")) {
            // What the lane believes of round 5: refusals that tell the state are answers.
            if (killed)
                round5 = QStringLiteral("unknown");
            else if (p.exitCode() == 0)
                round5 = args.contains(QStringLiteral("--unpair"))  ? QStringLiteral("unpaired")
                         : args.front() == QLatin1String("colours") ? QStringLiteral("drawn")
                                                                    : QStringLiteral("paired");
            else if (err.contains(QStringLiteral("already paired")))
                round5 = QStringLiteral("paired");
            else if (err.contains(QStringLiteral("not paired")))
                round5 = QStringLiteral("unpaired");
            else if (err.contains(QStringLiteral("already drawn")))
                round5 = QStringLiteral("drawn");
            if (!killed && p.exitCode() != 0 && round5 != QLatin1String("unknown") &&
                !err.contains(QStringLiteral("busy")))
                continue; // refused with the state's reason: nothing changed
        }
        if (!killed && p.exitCode() != 0) {
            std::lock_guard lock(ledger.mutex);
            if (err.contains(QStringLiteral("busy")))
                ++ledger.locked;
            ++ledger.failed;
            ledger.failures << args.join(u' ') + QStringLiteral(": ") + err;
            continue;
        }
        {
            std::lock_guard lock(ledger.mutex);
            killed ? ++ledger.killedCli : ++ledger.confirmedCli;
        }
        if (key.isEmpty())
            continue;
        if (key == QLatin1String("add")) {
            std::lock_guard lock(ledger.mutex);
            (killed ? ledger.killedNames : ledger.addedNames).insert(value);
        } else {
            ledger.record(key, initial, value, !killed);
        }
    }
}

// Reads a desk's log: each "try" and the "ok" that confirmed it; a try left without its ok
// when the desk was killed counts as killed.
void readDeskLog(const QString& logPath, Ledger& ledger, bool wasKilled, QString* verdict) {
    QFile f(logPath);
    if (!f.open(QIODevice::ReadOnly))
        return;
    QString pending;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw);
        const QStringList w = line.split(QLatin1Char(' '));
        if (line == QLatin1String("dialog")) {
            ++ledger.dialogs;
            continue;
        }
        if (line.startsWith(QLatin1String("views "))) {
            *verdict = line;
            continue;
        }
        if (line.startsWith(QLatin1String("error"))) {
            std::lock_guard lock(ledger.mutex);
            if (line.contains(QStringLiteral("busy")))
                ++ledger.locked;
            ++ledger.failed;
            ledger.failures << QStringLiteral("desk: ") + line;
            continue;
        }
        const bool ok = line.startsWith(QLatin1String("ok "));
        const bool attempt = line.startsWith(QLatin1String("try "));
        if (!ok && !attempt)
            continue;
        if (attempt) {
            pending = line.mid(4);
            continue;
        }
        pending.clear();
        ++ledger.confirmedDesk;
        if (w[1] == QLatin1String("add"))
            ledger.addedNames.insert(w[2]);
        else if (w[1] == QLatin1String("edit"))
            ledger.record(QStringLiteral("club:%1").arg(w[2]), QStringLiteral("start"), w[4], true);
        else if (w[1] == QLatin1String("round"))
            ledger.record(QStringLiteral("round:%1:%2").arg(w[2], w[3]), QStringLiteral("present"),
                          w[4], true);
        else if (w[1] == QLatin1String("result"))
            ledger.record(QStringLiteral("result:%1").arg(w[2]), QStringLiteral("?"), w[3], true);
        else if (w[1] == QLatin1String("category"))
            ledger.record(QStringLiteral("category:%1").arg(w[2]), QString(), w[3], true);
    }
    if (!wasKilled || pending.isEmpty())
        return;
    const QStringList w = pending.split(QLatin1Char(' '));
    if (w[0] == QLatin1String("add"))
        ledger.killedNames.insert(w[1]);
    else if (w[0] == QLatin1String("edit"))
        ledger.record(QStringLiteral("club:%1").arg(w[1]), QStringLiteral("start"), w[3], false);
    else if (w[0] == QLatin1String("round"))
        ledger.record(QStringLiteral("round:%1:%2").arg(w[1], w[2]), QStringLiteral("present"),
                      w[3], false);
    else if (w[0] == QLatin1String("result"))
        ledger.record(QStringLiteral("result:%1").arg(w[1]), QStringLiteral("?"), w[2], false);
    else if (w[0] == QLatin1String("category"))
        ledger.record(QStringLiteral("category:%1").arg(w[1]), QString(), w[2], false);
}

struct Desk {
    QProcess process;
    QString log;
    void start(const QString& path, const QString& logPath, int seed, const QString& stop,
               const QString& tables, const QString& players, const QString& shared) {
        log = logPath;
        process.setProcessEnvironment(environment());
        process.setStandardOutputFile(logPath + QStringLiteral(".out"));
        process.setStandardErrorFile(logPath + QStringLiteral(".err"));
        process.start(QStringLiteral(TENGEN_SOAK_DESK),
                      {path, logPath, QString::number(seed), stop, tables, players, shared});
        process.waitForStarted(10000);
    }
};

struct Server {
    QProcess process;
    std::atomic<quint16> port{0};
    void start(const QString& path, const QString& out) {
        QFile::remove(out);
        process.setProcessEnvironment(environment());
        process.setStandardOutputFile(out);
        process.setStandardErrorFile(out + QStringLiteral(".err"));
        process.start(QStringLiteral(TENGEN_CLI), {QStringLiteral("serve"), path,
                                                   QStringLiteral("--port"), QStringLiteral("0")});
        process.waitForStarted(10000);
        for (int i = 0; i < 600 && port == 0; ++i) {
            QThread::msleep(50);
            QFile f(out);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            port = test::portOfServe(f.readAll());
        }
    }
    void kill() {
        port = 0;
        process.kill();
        process.waitForFinished(10000);
    }
};

} // namespace

TEST(MultiProcess, NothingConfirmedIsLostAndNoWriteIsRefusedForALock) {
    const int seconds = qEnvironmentVariableIsSet("TENGEN_SOAK_SECONDS")
                            ? qEnvironmentVariableIntValue("TENGEN_SOAK_SECONDS")
                            : 30;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("day.tengen"));
    cli({QStringLiteral("demo"), path});
    cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1")});
    int tableCount = 0;
    {
        auto file = store::TournamentFile::open(path);
        tableCount = static_cast<int>(file->rounds().games(RoundNo{1}).size());
        ASSERT_GE(tableCount, 8);
    }
    // Four owners (the desk and three lanes), each with players of its own and tables of its
    // own, so that every confirmed action has one expected outcome.
    std::vector<std::vector<PlayerId>> players(4);
    std::vector<std::vector<int>> tables(4);
    for (int owner = 0; owner < 4; ++owner) {
        for (int i = 0; i < 4; ++i) {
            const PlayerId id = addPlayer(path, QStringLiteral("O%1-%2").arg(owner).arg(i));
            ASSERT_GT(id, 0);
            cli({QStringLiteral("player"), QStringLiteral("edit"), path, QString::number(id),
                 QStringLiteral("--club"), QStringLiteral("start")});
            players[owner].push_back(id);
        }
        for (int t = owner + 1; t <= tableCount; t += 4)
            tables[owner].push_back(t);
    }
    const std::vector<PlayerId> shared = {addPlayer(path, QStringLiteral("S-1")),
                                          addPlayer(path, QStringLiteral("S-2"))};
    auto joined = [](const auto& list) {
        QStringList out;
        for (const auto& v : list)
            out << QString::number(v);
        return out.join(QLatin1Char(','));
    };

    Ledger ledger;
    const QString stop = dir.filePath(QStringLiteral("stop"));
    const qint64 runMs = seconds * 1000;
    QElapsedTimer clock;
    clock.start();
    Desk desk;
    desk.start(path, dir.filePath(QStringLiteral("desk1.log")), 1, stop, joined(tables[3]),
               joined(players[3]), joined(shared));
    Server server; // started at half time: until then nothing else holds the file open

    std::atomic<bool> running{true};
    std::atomic<int> requests{0}, refused{0};
    std::thread hammer([&] {
        static const QByteArray targets[] = {"/standings", "/find?lang=en", "/pairings", "/"};
        for (int i = 0; running; ++i) {
            const quint16 port = server.port;
            if (port == 0) {
                QThread::msleep(20);
                continue;
            }
            const test::Answer a = test::request(port, "GET", targets[i % 4], {}, 5000);
            if (server.port == port) { // not during the server's restart
                ++requests;
                if (a.status() != 200)
                    ++refused;
            }
            QThread::msleep(10);
        }
    });
    std::vector<std::thread> lanes;
    for (int lane = 0; lane < 3; ++lane)
        lanes.emplace_back(runLane, lane, path, players[static_cast<size_t>(lane)], shared,
                           tables[static_cast<size_t>(lane)], runMs, 20261201u + lane,
                           std::ref(ledger));

    // The first 40 %: the desk and the lanes alone (with another program holding the file open,
    // a lost lock of the desk would go unnoticed: the last program to close deletes the log).
    // Then the desk is killed and started again; at half time the live page starts; at 75 % it
    // is killed and started again.
    int deskKills = 0, serverKills = 0;
    while (clock.elapsed() < runMs * 4 / 10)
        QThread::msleep(50);
    desk.process.kill();
    desk.process.waitForFinished(10000);
    ++deskKills;
    QString verdict;
    readDeskLog(desk.log, ledger, true, &verdict);
    Desk second;
    second.start(path, dir.filePath(QStringLiteral("desk2.log")), 2, stop, joined(tables[3]),
                 joined(players[3]), joined(shared));
    while (clock.elapsed() < runMs / 2)
        QThread::msleep(50);
    server.start(path, dir.filePath(QStringLiteral("serve1.out")));
    EXPECT_NE(server.port.load(), 0);
    while (clock.elapsed() < runMs * 3 / 4)
        QThread::msleep(50);
    server.kill();
    ++serverKills;
    Server again;
    again.start(path, dir.filePath(QStringLiteral("serve2.out")));
    server.port = again.port.load();

    for (std::thread& t : lanes)
        t.join();
    QFile(stop).open(QIODevice::WriteOnly);
    second.process.waitForFinished(30000);
    running = false;
    hammer.join();
    again.kill();
    readDeskLog(second.log, ledger, false, &verdict);

    // The file as it is now, against every confirmed action.
    auto file = store::TournamentFile::open(path);
    int lost = 0;
    QStringList lostWhat;
    std::map<QString, int> names;
    for (const Player& p : file->players().all())
        ++names[QString::fromStdString(p.givenNative)];
    for (const QString& name : ledger.addedNames)
        if (names[name] != 1) {
            ++lost;
            lostWhat << QStringLiteral("player %1 is there %2 times").arg(name).arg(names[name]);
        }
    for (const QString& name : ledger.killedNames)
        if (names[name] > 1) {
            ++lost;
            lostWhat << QStringLiteral("player %1 is there %2 times").arg(name).arg(names[name]);
        }
    const std::vector<Game> round1 = file->rounds().games(RoundNo{1});
    for (const auto& [key, slot] : ledger.entries) {
        const QStringList k = key.split(QLatin1Char(':'));
        QString actual;
        if (k[0] == QLatin1String("club"))
            actual =
                QString::fromStdString(file->players().find(PlayerId{k[1].toLongLong()})->club);
        else if (k[0] == QLatin1String("round"))
            actual = QString::fromLatin1(
                participationId(
                    file->players().find(PlayerId{k[1].toLongLong()})->participation(k[2].toInt()))
                    .data());
        else if (k[0] == QLatin1String("result"))
            actual = QString::fromLatin1(
                encodeResult(round1[k[1].toInt() - 1].result, ResultVocabulary::File).data());
        else if (k[0] == QLatin1String("association"))
            actual = QString::fromStdString(
                file->players().find(PlayerId{k[1].toLongLong()})->association);
        else if (k[0] == QLatin1String("notes"))
            actual =
                QString::fromStdString(file->players().find(PlayerId{k[1].toLongLong()})->notes);
        else if (k[0] == QLatin1String("contact"))
            actual =
                QString::fromStdString(file->players().find(PlayerId{k[1].toLongLong()})->contact);
        else if (k[0] == QLatin1String("category"))
            actual =
                QString::fromStdString(file->players().find(PlayerId{k[1].toLongLong()})->category);
        else if (k[0] == QLatin1String("round5"))
            actual = file->rounds().games(RoundNo{5}).empty() ? QStringLiteral("unpaired")
                                                              : QStringLiteral("paired");
        if (!slot.accepts(actual)) {
            ++lost;
            lostWhat << QStringLiteral("%1 is %2, confirmed %3").arg(key, actual, slot.confirmed);
        }
    }
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        QSqlQuery q(db);
        ASSERT_TRUE(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
        EXPECT_EQ(q.value(0).toString(), QStringLiteral("ok"));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));

    std::printf("%d s: %d actions confirmed (tengen-cli %d, desk %d); killed: tengen-cli %d, "
                "desk %d, serve %d; lost %d; locked %d; other failures %d; live page %d requests, "
                "%d not answered 200; %d file dialogs on the folder\n",
                seconds, ledger.confirmedCli + ledger.confirmedDesk, ledger.confirmedCli,
                ledger.confirmedDesk, ledger.killedCli, deskKills, serverKills, lost, ledger.locked,
                ledger.failed - ledger.locked, requests.load(), refused.load(), ledger.dialogs);
    for (const QString& f : ledger.failures.mid(0, 10))
        std::printf("  failed: %s\n", f.toUtf8().constData());
    for (const QString& l : lostWhat.mid(0, 10))
        std::printf("  lost: %s\n", l.toUtf8().constData());
    EXPECT_EQ(lost, 0);
    EXPECT_EQ(ledger.locked, 0);
    EXPECT_EQ(ledger.failed, 0);
    EXPECT_GT(ledger.confirmedDesk, 20);
    EXPECT_GT(ledger.dialogs, 10);
    EXPECT_GT(ledger.killedCli, 5);
    EXPECT_EQ(refused.load(), 0);
    EXPECT_GT(requests.load(), 100);
    EXPECT_EQ(verdict, QStringLiteral("views ok"));
}

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
