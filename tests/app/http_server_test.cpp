// The live page's server as a small, safe server: GET and HEAD only, a cap on the request head,
// timeouts for silent and slow clients, a cap on connections; and the live page under load, in
// its own process (tengen-cli serve), beside a thousand idle connections.
#include "../support/big_tournament.h"
#include "http_client.h"
#include "serve_process.h"
#include "web/http_server.h"
#include "web/live_page.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <thread>

using namespace tengen;

namespace {

// Runs `clients` on a thread of its own while this thread's event loop serves.
void whileServing(const std::function<void()>& clients) {
    std::atomic<bool> done{false};
    std::thread t([&] {
        clients();
        done = true;
    });
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done)
            loop.quit();
    });
    poll.start(5);
    loop.exec();
    t.join();
}

HttpServer::Response hello(const HttpServer::Request& r) {
    HttpServer::Response out;
    out.body = "hello " + r.path.toUtf8();
    return out;
}

} // namespace

TEST(HttpServer, AnswersGetAndHeadOnlyAndHeadWithoutABody) {
    HttpServer server(hello);
    const quint16 port = server.listen(QHostAddress::LocalHost, 0);
    ASSERT_NE(port, 0);
    std::vector<test::Answer> answers;
    const std::vector<QByteArray> methods = {"GET",     "HEAD",  "POST",  "PUT",    "DELETE",
                                             "OPTIONS", "PATCH", "TRACE", "CONNECT"};
    whileServing([&] {
        for (const QByteArray& m : methods)
            answers.push_back(test::request(port, m, "/standings"));
    });
    ASSERT_EQ(answers.size(), methods.size());
    EXPECT_EQ(answers[0].status(), 200);
    EXPECT_EQ(answers[0].body(), QByteArray("hello /standings"));
    EXPECT_EQ(answers[1].status(), 200);
    EXPECT_TRUE(answers[1].bytes.contains("Content-Length: 16\r\n"));
    EXPECT_TRUE(answers[1].body().isEmpty()) << answers[1].bytes.toStdString();
    for (size_t i = 2; i < methods.size(); ++i) {
        EXPECT_EQ(answers[i].status(), 405) << methods[i].toStdString();
        EXPECT_TRUE(answers[i].bytes.contains("Allow: GET, HEAD\r\n"));
        EXPECT_FALSE(answers[i].body().contains("hello"));
    }
}

TEST(HttpServer, RefusesAnOversizedRequestHeadAndGoesOn) {
    HttpServer server(hello);
    const quint16 port = server.listen(QHostAddress::LocalHost, 0);
    ASSERT_NE(port, 0);
    test::Answer huge, small, next;
    whileServing([&] {
        huge = test::request(port, "GET", "/", "X-Pad: " + QByteArray(1 << 20, 'a') + "\r\n");
        small = test::request(port, "GET", "/", "X-Pad: " + QByteArray(9000, 'a') + "\r\n");
        next = test::request(port, "GET", "/after");
    });
    EXPECT_EQ(huge.status(), 431);
    EXPECT_EQ(small.status(), 431);
    EXPECT_EQ(next.status(), 200);
    EXPECT_EQ(next.body(), QByteArray("hello /after"));
}

TEST(HttpServer, ClosesSilentAndSlowConnections) {
    HttpServer::Limits limits;
    limits.headTimeoutMs = 400;
    limits.idleTimeoutMs = 400;
    HttpServer server(hello, limits);
    const quint16 port = server.listen(QHostAddress::LocalHost, 0);
    ASSERT_NE(port, 0);
    bool silentClosed = false, slowClosed = false, keptAliveClosed = false;
    test::Answer afterwards;
    whileServing([&] {
        const int silent = test::connectTo(port);
        silentClosed = test::closedWithin(silent, 3000);
        ::close(silent);
        // A head that trickles in, a byte every 100 ms, never completes in time.
        const int slow = test::connectTo(port);
        test::sendAll(slow, "GET / HTTP/1.1\r\nX-Slow: ");
        for (int i = 0; i < 15 && !test::closedWithin(slow, 100); ++i)
            test::sendAll(slow, "a");
        slowClosed = test::closedWithin(slow, 3000);
        ::close(slow);
        // Answered, then left open with nothing more to say.
        const int kept = test::connectTo(port);
        test::sendAll(kept, "GET /a HTTP/1.1\r\nHost: x\r\n\r\n");
        keptAliveClosed = test::readUntilClosed(kept, 3000).contains("hello /a");
        ::close(kept);
        afterwards = test::request(port, "GET", "/b");
    });
    EXPECT_TRUE(silentClosed);
    EXPECT_TRUE(slowClosed);
    EXPECT_TRUE(keptAliveClosed);
    EXPECT_EQ(afterwards.status(), 200);
    EXPECT_EQ(server.connectionCount(), 0);
}

TEST(HttpServer, TheLongestSilentConnectionMakesRoomForANewOne) {
    HttpServer::Limits limits;
    limits.maxConnections = 10;
    HttpServer server(hello, limits);
    const quint16 port = server.listen(QHostAddress::LocalHost, 0);
    ASSERT_NE(port, 0);
    std::vector<int> idle;
    test::Answer answer;
    whileServing([&] {
        for (int i = 0; i < 30; ++i)
            idle.push_back(test::connectTo(port));
        answer = test::request(port, "GET", "/x");
    });
    EXPECT_EQ(answer.status(), 200);
    EXPECT_LE(server.connectionCount(), 10);
    for (int fd : idle)
        ::close(fd);
}

TEST(LivePageServer, PagesFollowTheTournamentAndEveryPageIsOneItCanMake) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
    test::buildBigTournament(path, 40, 1);
    LivePage live(path);
    const quint16 port = live.start(QHostAddress::LocalHost, 0);
    ASSERT_NE(port, 0);
    const QByteArray before = live.page(QStringLiteral("/standings"), QStringLiteral("en"));
    {
        auto desk = store::TournamentFile::open(path);
        desk->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::BlackWins, false, std::nullopt,
                                 std::nullopt, QStringLiteral("corrected by the referee"));
    }
    live.refreshNow();
    const QByteArray after = live.page(QStringLiteral("/standings"), QStringLiteral("en"));
    EXPECT_NE(before, after);
    EXPECT_TRUE(live.page(QStringLiteral("/nothing"), QStringLiteral("en")).isEmpty());
    test::Answer missing;
    whileServing([&] { missing = test::request(port, "GET", "/etc/passwd"); });
    EXPECT_EQ(missing.status(), 404);
}

// 1,000 idle connections (half of them with a request head begun), then 2,000 requests from 50
// clients at once: every request is answered. How fast, and the CPU the idle connections cost:
// tengen_waits_bench (BM_RequestsBesideAThousandIdleConnections; target 100 ms, no CPU).
TEST(LivePageServer, AnswersEveryRequestBesideAThousandIdleConnections) {
    test::raiseOpenFileLimit();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
    test::buildBigTournament(path, 300, 3);
    test::Serve serve(QStringLiteral(TENGEN_CLI), path);
    ASSERT_NE(serve.port, 0) << serve.process.readAllStandardError().toStdString();
    std::vector<int> idle;
    for (int i = 0; i < 1000; ++i) {
        const int fd = test::connectTo(serve.port);
        ASSERT_GE(fd, 0) << "connection " << i;
        if (i % 2)
            test::sendAll(fd, "GET /standings HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Wait: ");
        idle.push_back(fd);
    }
    const std::vector<QByteArray> targets = {"/", "/standings", "/pairings?lang=en", "/find",
                                             "/standings?lang=en"};
    std::vector<int> status(2000, 0);
    std::vector<std::thread> clients;
    std::atomic<int> next{0};
    for (int c = 0; c < 50; ++c)
        clients.emplace_back([&] {
            for (int i; (i = next.fetch_add(1)) < 2000;)
                status[static_cast<size_t>(i)] =
                    test::request(serve.port, i % 7 ? "GET" : "HEAD",
                                  targets[static_cast<size_t>(i) % targets.size()])
                        .status();
        });
    for (std::thread& t : clients)
        t.join();
    for (int fd : idle)
        ::close(fd);
    EXPECT_EQ(std::count(status.begin(), status.end(), 200), 2000);
    EXPECT_EQ(serve.process.state(), QProcess::Running) << "the server is still there";
}

// "Find your table" and the standings of 10,000 players over HTTP, also right after a change at
// a desk (the page made again in the background): the whole page each time. How fast:
// tengen_live_page_bench (target 100 ms).
TEST(LivePageServer, FindYourTableAndStandingsOfTenThousandPlayersAlsoRightAfterAChange) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.tengen"));
    test::buildBigTournament(path, 10000, 2);
    LivePage live(path);
    const quint16 port = live.start(QHostAddress::LocalHost, 0);
    ASSERT_NE(port, 0);
    std::vector<test::Answer> answers;
    auto ask = [&] {
        for (int i = 0; i < 3; ++i)
            answers.push_back(test::request(port, "GET", i % 2 ? "/standings" : "/find"));
    };
    whileServing(ask);
    {
        // A result at a desk: the next requests come while the pages are made again.
        auto desk = store::TournamentFile::open(path);
        desk->rounds().setResult(RoundNo{2}, TableNo{17}, GameResult::BlackWins, false,
                                 std::nullopt, std::nullopt,
                                 QStringLiteral("corrected by the referee"));
    }
    whileServing(ask);
    ASSERT_EQ(answers.size(), 6u);
    for (const test::Answer& a : answers) {
        EXPECT_EQ(a.status(), 200);
        EXPECT_GT(a.body().size(), 500000) << "a page of 10,000 players";
    }
    std::printf("10,000 players over HTTP: %.1f %.1f %.1f ms; after a change %.1f %.1f %.1f ms\n",
                answers[0].ms, answers[1].ms, answers[2].ms, answers[3].ms, answers[4].ms,
                answers[5].ms);
}
