// The desk dies with a hall of devices connected (issue 15's acceptance): `tengen-cli hall` is
// killed with SIGKILL while 50 simulated devices press, and started again a moment later. The
// devices reconnect by themselves, send what they kept and what was never acknowledged, and the
// journal holds every press they made exactly once.
#include "actions/rounds.h"
#include "actions/tournament.h"
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>
#include <signal.h>

using namespace tengen;

namespace {

quint16 freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// `tengen-cli hall` on `port`, started once it prints its URL.
std::unique_ptr<QProcess> startHall(const QString& path, quint16 port) {
    auto p = std::make_unique<QProcess>();
    p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p->start(QStringLiteral(TENGEN_CLI), {QStringLiteral("hall"), path, QStringLiteral("--address"),
                                          QStringLiteral("127.0.0.1"), QStringLiteral("--port"),
                                          QString::number(port), QStringLiteral("--start")});
    QByteArray out;
    const bool up = QTest::qWaitFor(
        [&] {
            out += p->readAllStandardOutput();
            return out.contains("ws") || out.contains("http://") ||
                   p->state() == QProcess::NotRunning;
        },
        20000);
    EXPECT_TRUE(up && p->state() == QProcess::Running) << out.toStdString();
    return p;
}

} // namespace

TEST(HallCrash, DevicesReconnectByThemselvesAndEveryPressIsAppliedOnce) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("crash.tengen"));
    int tables = 0;
    {
        Refusal refusal;
        auto file = createHallLoadTournament(path, 50, &refusal); // 100 players, round 1 paired
        ASSERT_TRUE(file) << toText(refusal).toStdString();
        tables = static_cast<int>(file->rounds().games(RoundNo{1}).size());
    }
    ASSERT_GE(tables, 50);
    const quint16 port = freePort();
    auto hall = startHall(path, port);

    QProcess sim;
    sim.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    sim.start(QStringLiteral(TENGEN_CLI),
              {QStringLiteral("hall"), QStringLiteral("simulate"), QStringLiteral("--url"),
               QStringLiteral("ws://127.0.0.1:%1").arg(port), QStringLiteral("--tournament"), path,
               QStringLiteral("--tables"), QString::number(tables), QStringLiteral("--seconds"),
               QStringLiteral("12"), QStringLiteral("--think-ms"), QStringLiteral("700"),
               QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--json")});
    ASSERT_TRUE(sim.waitForStarted());
    QTest::qWait(5000); // joined and pressing
    ::kill(static_cast<pid_t>(hall->processId()), SIGKILL);
    hall->waitForFinished();
    QTest::qWait(2500); // the devices press on, offline
    auto again = startHall(path, port);
    ASSERT_TRUE(sim.waitForFinished(60000));
    const QByteArray out = sim.readAllStandardOutput();
    const QJsonObject r = QJsonDocument::fromJson(out).object();
    ASSERT_FALSE(r.isEmpty()) << out.toStdString();
    std::printf("%s\n", out.constData());
    EXPECT_EQ(r.value(QStringLiteral("connected")).toInt(), tables) << out.toStdString();
    EXPECT_GT(r.value(QStringLiteral("presses_sent")).toInt(), 300) << out.toStdString();
    EXPECT_EQ(r.value(QStringLiteral("lost")).toInt(), 0) << out.toStdString();
    EXPECT_EQ(r.value(QStringLiteral("duplicated")).toInt(), 0) << out.toStdString();
    EXPECT_EQ(r.value(QStringLiteral("refused")).toInt(), 0) << out.toStdString();
    again->terminate();
    again->waitForFinished();
}

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

// #29's acceptance command as written: `hall simulate` without --url runs a hall of its own (a
// new event of 2 × N players, `tengen-cli hall --start` in a process of its own) and reports that
// process's CPU as the desk's, besides the devices' figures; the hall is gone after.
TEST(HallSimulate, WithoutAnAddressItRunsAHallOfItsOwnAndMeasuresIt) {
    QProcess sim;
    sim.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    sim.start(QStringLiteral(TENGEN_CLI),
              {QStringLiteral("hall"), QStringLiteral("simulate"), QStringLiteral("--tables"),
               QStringLiteral("20"), QStringLiteral("--seconds"), QStringLiteral("4"),
               QStringLiteral("--drop-rate"), QStringLiteral("0.1"), QStringLiteral("--stall-rate"),
               QStringLiteral("0.1"), QStringLiteral("--think-ms"), QStringLiteral("500"),
               QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--json")});
    ASSERT_TRUE(sim.waitForFinished(90000));
    const QByteArray out = sim.readAllStandardOutput();
    const QJsonObject r = QJsonDocument::fromJson(out).object();
    ASSERT_FALSE(r.isEmpty()) << out.toStdString();
    EXPECT_EQ(sim.exitCode(), 0) << out.toStdString();
    EXPECT_EQ(r.value(QStringLiteral("connected")).toInt(), 20) << out.toStdString();
    EXPECT_GT(r.value(QStringLiteral("presses_applied")).toInt(), 50) << out.toStdString();
    EXPECT_EQ(r.value(QStringLiteral("lost")).toInt(), 0) << out.toStdString();
    EXPECT_EQ(r.value(QStringLiteral("duplicated")).toInt(), 0) << out.toStdString();
    EXPECT_EQ(r.value(QStringLiteral("dropped")).toInt(), 2) << out.toStdString();
    EXPECT_EQ(r.value(QStringLiteral("stalled")).toInt(), 2) << out.toStdString();
    EXPECT_LE(
        r.value(QStringLiteral("time_error_ms")).toObject().value(QStringLiteral("max")).toDouble(),
        50)
        << out.toStdString();
    const double cpu = r.value(QStringLiteral("desk_cpu_percent")).toDouble(-1);
    EXPECT_GT(cpu, 0) << "the hall's own process did some work";
    EXPECT_LT(cpu, 100) << out.toStdString();
}
