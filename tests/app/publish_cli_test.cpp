// #34, what players see beyond the hall: the published site (every link resolves, a page per
// player, nothing personal), its push to a website (a local receiver: each page once; again after
// the receiver was down; a wrong secret refused; nothing written through a link in its folder, a
// directory in a page's way refused; idle connections held briefly by a few threads), and the
// provisional EGF rating changes as a script reads them.
#include "../support/backend.h"
#include "../support/cli_run.h"
#include "../support/publish_receiver.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <functional>
#include <gtest/gtest.h>
#include <map>
#include <memory>
#include <netinet/in.h>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

using tengen::test::cli;
using tengen::test::CliRun;

const QString kReceiver = QStringLiteral(TENGEN_SOURCE_DIR "/scripts/publish-receiver");

// An event of 32 players, two rounds played, one player with a contact, a birth date and notes,
// another registered by a prankster (markup in his name and club).
QString playedEvent(const QTemporaryDir& dir) {
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("site"));
    EXPECT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    EXPECT_EQ(cli({QStringLiteral("player"), QStringLiteral("edit"), path, QStringLiteral("2"),
                   QStringLiteral("--family"), QStringLiteral("<script>alert(1)</script>"),
                   QStringLiteral("--club"), QStringLiteral("\"><img src=x onerror=alert(2)>")})
                  .code,
              0);
    EXPECT_EQ(cli({QStringLiteral("player"), QStringLiteral("edit"), path, QStringLiteral("1"),
                   QStringLiteral("--contact"), QStringLiteral("private-mail@example.org"),
                   QStringLiteral("--birth-date"), QStringLiteral("1987-06-05"),
                   QStringLiteral("--notes"), QStringLiteral("allergic to peanuts")})
                  .code,
              0);
    for (int round = 1; round <= 2; ++round) {
        const CliRun paired = cli({QStringLiteral("pair"), path, QStringLiteral("--round"),
                                   QString::number(round), QStringLiteral("--json")});
        EXPECT_EQ(paired.code, 0) << paired.err.toStdString();
        const QJsonArray games = QJsonDocument::fromJson(paired.out.toUtf8())
                                     .object()
                                     .value(QStringLiteral("games"))
                                     .toArray();
        for (const QJsonValue& g : games)
            EXPECT_EQ(cli({QStringLiteral("result"), path, QStringLiteral("--round"),
                           QString::number(round), QStringLiteral("--table"),
                           QString::number(g.toObject().value(QStringLiteral("table")).toInt()),
                           QStringLiteral("--result"), QStringLiteral("b")})
                          .code,
                      0);
    }
    return path;
}

std::map<QString, QByteArray> filesUnder(const QString& folder) {
    std::map<QString, QByteArray> files;
    const QDir root(folder);
    for (QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QString path = it.next();
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        files[root.relativeFilePath(path)] = f.readAll();
    }
    return files;
}

int freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// The receiver's log: how many times each page arrived. The receiver logs a page before it
// answers it, so once the push has had its answers the log is all there: read to its end.
std::map<QString, int> received(QProcess& receiver) {
    while (receiver.waitForReadyRead(0)) {
    }
    std::map<QString, int> count;
    for (const QByteArray& line : receiver.readAllStandardOutput().split('\n'))
        if (line.startsWith("received "))
            ++count[QString::fromUtf8(line.split(' ').value(1))];
    return count;
}

bool startReceiver(QProcess& receiver, const QString& folder, int port,
                   const QStringList& more = {}) {
    return tengen::test::startPublishReceiver(receiver, kReceiver, folder, port, more);
}

// Until the publishing program says its first attempt failed and it will try again.
void waitUntilTryingAgain(QProcess& publish) {
    QByteArray said;
    publish.setReadChannel(QProcess::StandardError);
    while (!said.contains("trying again") && publish.waitForReadyRead(30000))
        said += publish.readAllStandardError();
    ASSERT_TRUE(said.contains("trying again")) << said.toStdString();
}

// The receiver got every page of the site once, and wrote each whole.
void expectEveryPageOnce(QProcess& receiver, const QString& site, const QString& www) {
    const std::map<QString, int> got = received(receiver);
    const std::map<QString, QByteArray> sent = filesUnder(site);
    EXPECT_EQ(got.size(), sent.size());
    for (const auto& [path, times] : got)
        EXPECT_EQ(times, 1) << path.toStdString();
    EXPECT_EQ(filesUnder(www), sent);
}

// A publication started while the site was away: once it has said it will try again, the site
// comes back (`back`, then the receiver on `port`), and every page arrives once.
void siteComesBack(QProcess& publish, const std::function<void()>& back, const QString& site,
                   const QString& www, int port) {
    ASSERT_TRUE(publish.waitForStarted(10000));
    ASSERT_NO_FATAL_FAILURE(waitUntilTryingAgain(publish));
    EXPECT_EQ(publish.state(), QProcess::Running); // still trying
    if (back)
        back();
    QProcess receiver;
    ASSERT_TRUE(startReceiver(receiver, www, port));
    ASSERT_TRUE(publish.waitForFinished(60000));
    EXPECT_EQ(publish.exitCode(), 0) << publish.readAllStandardError().toStdString();
    expectEveryPageOnce(receiver, site, www);
    receiver.terminate();
    receiver.waitForFinished(5000);
}

} // namespace

TEST(CliPublish, TheSiteHasEveryRoundAPagePerPlayerAndNoLinkLeadsNowhere) {
    QTemporaryDir dir;
    const QString event = playedEvent(dir);
    const QString site = dir.filePath(QStringLiteral("site"));
    const CliRun r = cli({QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                          QStringLiteral("publish"), event, QStringLiteral("-o"), site});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const std::map<QString, QByteArray> files = filesUnder(site);
    // Chinese at the root, English beside it; every round; a page per player (the 32 registered,
    // each with his two rounds, linked from the list).
    for (const char* page : {"index.html", "standings.html", "round-1.html", "round-2.html",
                             "players.html", "en/index.html", "en/round-2.html", "en/players.html"})
        EXPECT_TRUE(files.count(QString::fromLatin1(page))) << page;
    int playerPages = 0;
    for (const auto& [path, bytes] : files)
        if (!path.contains(QLatin1Char('/')) && path.startsWith(QLatin1String("player-")))
            ++playerPages;
    EXPECT_EQ(playerPages, 32);
    EXPECT_TRUE(files.at(QStringLiteral("index.html")).contains("lang=\"zh-CN\"") ||
                files.at(QStringLiteral("index.html")).contains("lang=\"zh\""));
    EXPECT_TRUE(files.at(QStringLiteral("index.html")).contains("第 2 轮") ||
                files.at(QStringLiteral("index.html")).contains("第2轮"))
        << files.at(QStringLiteral("index.html")).toStdString();
    EXPECT_TRUE(files.at(QStringLiteral("en/index.html")).contains("Round 2"));
    const QByteArray first = files.at(QStringLiteral("en/player-1.html"));
    EXPECT_EQ(first.count("<tr><td class=\"n\">"), 2) << first.toStdString();
    // Every link inside the folder resolves; no script anywhere.
    const QRegularExpression href(QStringLiteral("href=\"([^\"]+)\""));
    int links = 0;
    for (const auto& [path, bytes] : files) {
        if (!path.endsWith(QLatin1String(".html")))
            continue;
        EXPECT_FALSE(bytes.contains("<script")) << path.toStdString();
        EXPECT_FALSE(bytes.contains("<img")) << path.toStdString(); // the prankster's club
        const QString text = QString::fromUtf8(bytes);
        for (auto m = href.globalMatch(text); m.hasNext();) {
            const QString target = m.next().captured(1);
            if (target.startsWith(QLatin1String("http")) || target.startsWith(QLatin1Char('#')))
                continue;
            ++links;
            const QString resolved =
                QDir::cleanPath(QFileInfo(path).path() + QLatin1Char('/') + target);
            EXPECT_TRUE(
                files.count(resolved.startsWith(QLatin1String("./")) ? resolved.mid(2) : resolved))
                << path.toStdString() << " → " << target.toStdString();
        }
    }
    EXPECT_GT(links, 2 * (32 + 32 + 10));
    // Nothing personal is published.
    for (const auto& [path, bytes] : files) {
        EXPECT_FALSE(bytes.contains("private-mail@example.org")) << path.toStdString();
        EXPECT_FALSE(bytes.contains("1987-06-05")) << path.toStdString();
        EXPECT_FALSE(bytes.contains("peanuts")) << path.toStdString();
    }
}

TEST(CliPublish, ThePushReachesTheReceiverOncePerPageAndAgainAfterItWasDown) {
    QTemporaryDir dir;
    const QString event = playedEvent(dir);
    const QString site = dir.filePath(QStringLiteral("site"));
    const QString www = dir.filePath(QStringLiteral("www"));
    const int port = freePort();
    const QString url = QStringLiteral("http://127.0.0.1:%1/publish").arg(port);
    {
        QProcess receiver;
        ASSERT_TRUE(startReceiver(receiver, www, port));
        const CliRun r = cli({QStringLiteral("publish"), event, QStringLiteral("-o"), site,
                              QStringLiteral("--to"), url, QStringLiteral("--secret"),
                              QStringLiteral("club-secret")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        expectEveryPageOnce(receiver, site, www);
        // A wrong secret: refused at once, said, not tried again.
        const CliRun wrong =
            cli({QStringLiteral("publish"), event, QStringLiteral("-o"), site,
                 QStringLiteral("--to"), url, QStringLiteral("--secret"), QStringLiteral("guess")});
        EXPECT_EQ(wrong.code, 1);
        EXPECT_TRUE(wrong.err.contains(QStringLiteral("403"))) << wrong.err.toStdString();
        receiver.terminate();
        receiver.waitForFinished(5000);
    }
    // The site is down when the round is published; it comes back a second later and gets every
    // page, each once.
    ASSERT_EQ(cli({QStringLiteral("result"), event, QStringLiteral("--round"), QStringLiteral("2"),
                   QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--result"),
                   QStringLiteral("w"), QStringLiteral("--reason"), QStringLiteral("corrected")})
                  .code,
              0);
    QDir(www).removeRecursively();
    QProcess publish;
    publish.start(QStringLiteral(TENGEN_CLI),
                  {QStringLiteral("publish"), event, QStringLiteral("-o"), site,
                   QStringLiteral("--to"), url, QStringLiteral("--secret"),
                   QStringLiteral("club-secret"), QStringLiteral("--retry-after"),
                   QStringLiteral("0.2")});
    // Its first attempt fails (nobody listens), and it says it will try again.
    siteComesBack(publish, {}, site, www, port);
}

// A site that takes the connection and then says nothing (a network that stalls without closing):
// the push gives up on that attempt after --stall-timeout, says so, and sends every page once the
// site answers again.
TEST(CliPublish, APushThroughASiteThatStallsGetsThereOnceItAnswers) {
    QTemporaryDir dir;
    const QString event = playedEvent(dir);
    const QString site = dir.filePath(QStringLiteral("site"));
    const QString www = dir.filePath(QStringLiteral("www"));
    auto staller = std::make_unique<QTcpServer>();
    ASSERT_TRUE(staller->listen(QHostAddress::LocalHost, 0));
    const int port = staller->serverPort(); // connections wait in its backlog, never answered
    QProcess publish;
    publish.start(QStringLiteral(TENGEN_CLI),
                  {QStringLiteral("publish"), event, QStringLiteral("-o"), site,
                   QStringLiteral("--to"), QStringLiteral("http://127.0.0.1:%1/").arg(port),
                   QStringLiteral("--secret"), QStringLiteral("club-secret"),
                   QStringLiteral("--retry-after"), QStringLiteral("0.2"),
                   QStringLiteral("--stall-timeout"), QStringLiteral("0.5")});
    siteComesBack(
        publish, [&] { staller.reset(); }, site, www, port);
}

// #45 point 9: a site that answers a page with a body that never ends (or says it will be
// 100 GB long) is refused once the answer passes 64 KiB, with a clear message; the publishing
// program stays small (it reached 7.3 GB in 20 s). A secret sent over plain http:// to another
// machine is warned of.
TEST(CliPublish, ASiteThatNeverStopsAnsweringIsRefusedAndThePushStaysSmall) {
    QTemporaryDir dir;
    const QString event = playedEvent(dir);
    const QString site = dir.filePath(QStringLiteral("site"));
    for (const bool announced : {false, true}) {
        // A site in Python: reads the request's head, answers 200 and sends zeros for ever.
        QProcess flood;
        flood.start(
            QStringLiteral("python3"),
            {QStringLiteral("-c"),
             QStringLiteral(
                 "import socket,sys,threading\n"
                 "s=socket.socket(); s.setsockopt(socket.SOL_SOCKET,socket.SO_REUSEADDR,1)\n"
                 "s.bind(('127.0.0.1',0)); s.listen(8); print(s.getsockname()[1], flush=True)\n"
                 "def serve(c):\n"
                 "  try:\n"
                 "    c.recv(65536)\n"
                 "    c.sendall(b'HTTP/1.1 200 OK\\r\\n' + (%1) + b'\\r\\n')\n"
                 "    z=bytes(1<<16)\n"
                 "    while True: c.sendall(z)\n"
                 "  except OSError: pass\n"
                 "while True:\n"
                 "  c,_=s.accept(); threading.Thread(target=serve,args=(c,),daemon=True).start()\n")
                 .arg(announced ? QStringLiteral("b'Content-Length: 100000000000\\r\\n'")
                                : QStringLiteral("b''"))});
        ASSERT_TRUE(flood.waitForReadyRead(10000));
        const int port = flood.readLine().trimmed().toInt();
        ASSERT_GT(port, 0);
        QProcess publish;
        publish.start(QStringLiteral(TENGEN_CLI),
                      {QStringLiteral("publish"), event, QStringLiteral("-o"), site,
                       QStringLiteral("--to"), QStringLiteral("http://127.0.0.1:%1/").arg(port),
                       QStringLiteral("--secret"), QStringLiteral("club-secret")});
        ASSERT_TRUE(publish.waitForStarted(10000));
        qint64 peakKb = 0;
        QElapsedTimer took;
        took.start();
        while (!publish.waitForFinished(20) && took.elapsed() < 30000) {
            QFile status(QStringLiteral("/proc/%1/status").arg(publish.processId()));
            if (status.open(QIODevice::ReadOnly))
                for (const QByteArray& line : status.readAll().split('\n'))
                    if (line.startsWith("VmHWM:"))
                        peakKb = std::max(peakKb, line.mid(6).trimmed().split(' ')[0].toLongLong());
        }
        const QString err = QString::fromUtf8(publish.readAllStandardError());
        EXPECT_EQ(publish.state(), QProcess::NotRunning) << "it gave up within 30 s";
        EXPECT_EQ(publish.exitCode(), 1) << err.toStdString();
        EXPECT_TRUE(err.contains(QStringLiteral("more than 64 KiB"))) << err.toStdString();
        EXPECT_FALSE(err.contains(QStringLiteral("plain http")))
            << "no warning for a site on this machine";
        EXPECT_LT(peakKb, 100 * 1024) << "peak RSS " << peakKb << " KiB";
        std::printf("a site answering %s: refused in %lld ms, peak RSS %lld KiB\n",
                    announced ? "with a 100 GB Content-Length" : "without end",
                    static_cast<long long>(took.elapsed()), static_cast<long long>(peakKb));
        publish.kill();
        publish.waitForFinished();
        flood.kill();
        flood.waitForFinished();
    }
    const CliRun plain =
        cli({QStringLiteral("publish"), event, QStringLiteral("-o"), site, QStringLiteral("--to"),
             QStringLiteral("http://tengen.invalid/publish"), QStringLiteral("--secret"),
             QStringLiteral("club-secret"), QStringLiteral("--retry-after"), QStringLiteral("0.1"),
             QStringLiteral("--give-up-after"), QStringLiteral("0.3")});
    EXPECT_TRUE(plain.err.contains(QStringLiteral("plain http://"))) << plain.err.toStdString();
}

// The receiver faces the internet: a request with a wrong secret, a path out of its folder, a
// file type it does not serve, a page too large or another method writes nothing; a good one is
// written.
TEST(CliPublish, TheReceiverWritesNothingButTheSitesPagesInItsFolder) {
    QTemporaryDir dir;
    const QString www = dir.filePath(QStringLiteral("www"));
    const int port = freePort();
    QProcess receiver;
    ASSERT_TRUE(startReceiver(receiver, www, port));
    const auto post = [port](const QByteArray& head) {
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(port));
        if (!s.waitForConnected(5000))
            return QByteArray("no connection");
        s.write(head);
        s.waitForBytesWritten(5000);
        QByteArray answer;
        while (!answer.contains("\r\n") && s.waitForReadyRead(5000))
            answer += s.readAll();
        return answer.left(answer.indexOf("\r\n"));
    };
    const auto page = [](const QByteArray& path, const QByteArray& secret = "club-secret") {
        return "POST / HTTP/1.1\r\nHost: x\r\nX-Tengen-Secret: " + secret +
               "\r\nX-Tengen-Path: " + path +
               "\r\nContent-Length: 4\r\nConnection: close\r\n\r\nevil";
    };
    for (const QByteArray& path : {QByteArray("../evil.html"), QByteArray("/tmp/evil.html"),
                                   QByteArray("en/../../evil.html"), QByteArray("a/b/evil.html"),
                                   QByteArray("evil.sh"), QByteArray(".htaccess"), QByteArray("")})
        EXPECT_TRUE(post(page(path)).contains(" 400 ")) << path.toStdString();
    EXPECT_TRUE(post(page("index.html", "guess")).contains(" 403 "));
    EXPECT_TRUE(post("POST / HTTP/1.1\r\nHost: x\r\nX-Tengen-Secret: club-secret\r\n"
                     "X-Tengen-Path: big.html\r\nContent-Length: 30000000\r\n\r\n")
                    .contains(" 413 "));
    EXPECT_TRUE(
        post("GET /index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").contains(" 405 "));
    EXPECT_TRUE(post(page("en/ok.html")).contains(" 204 "));
    receiver.terminate();
    receiver.waitForFinished(5000);
    // Only the good page, nothing beside the folder.
    EXPECT_EQ(filesUnder(www).size(), 1u);
    EXPECT_TRUE(QFile::exists(www + QStringLiteral("/en/ok.html")));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files).size(), 0);
    EXPECT_FALSE(QFile::exists(QStringLiteral("/tmp/evil.html")));
}

namespace {

// A page POSTed to the receiver on `port` as the push sends it: the whole answer (the receiver
// closes the connection after it).
QByteArray postPage(int port, const QByteArray& path, const QByteArray& page = "<p>page</p>") {
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(port));
    if (!s.waitForConnected(5000))
        return "no connection";
    s.write("POST /publish HTTP/1.1\r\nHost: x\r\nX-Tengen-Secret: club-secret\r\nX-Tengen-Path: " +
            path + "\r\nContent-Length: " + QByteArray::number(page.size()) + "\r\n\r\n" + page);
    s.waitForBytesWritten(5000);
    QByteArray answer;
    while (s.state() == QAbstractSocket::ConnectedState && s.waitForReadyRead(5000))
        answer += s.readAll();
    return answer + s.readAll();
}

// The threads of process `pid` (/proc/<pid>/status), 0 once it is gone.
int threadsOf(qint64 pid) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("Threads:", 0) == 0)
            return std::stoi(line.substr(8));
    return 0;
}

} // namespace

// #45 point 12: a symbolic link placed in the receiver's folder beforehand — a subfolder leading
// out of it, or a page leading to a file elsewhere — is neither written through nor replaced: the
// page is refused (409, saying what is in the way) and nothing is written anywhere.
TEST(CliPublish, TheReceiverWritesNothingThroughASymbolicLinkInItsFolder) {
    QTemporaryDir dir;
    const QString www = dir.filePath(QStringLiteral("www"));
    const QString outside = dir.filePath(QStringLiteral("outside"));
    ASSERT_TRUE(QDir().mkpath(www));
    ASSERT_TRUE(QDir().mkpath(outside));
    {
        QFile victim(outside + QStringLiteral("/victim.html"));
        ASSERT_TRUE(victim.open(QIODevice::WriteOnly));
        victim.write("victim");
    }
    ASSERT_TRUE(QFile::link(outside, www + QStringLiteral("/en")));
    ASSERT_TRUE(
        QFile::link(outside + QStringLiteral("/victim.html"), www + QStringLiteral("/index.html")));
    const int port = freePort();
    QProcess receiver;
    ASSERT_TRUE(startReceiver(receiver, www, port));
    const QByteArray throughFolder = postPage(port, "en/index.html");
    EXPECT_TRUE(throughFolder.startsWith("HTTP/1.0 409 ")) << throughFolder.toStdString();
    EXPECT_TRUE(throughFolder.contains("en/ in the folder is a symbolic link"))
        << throughFolder.toStdString();
    const QByteArray overPage = postPage(port, "index.html");
    EXPECT_TRUE(overPage.startsWith("HTTP/1.0 409 ")) << overPage.toStdString();
    EXPECT_TRUE(overPage.contains("index.html in the folder is a symbolic link"))
        << overPage.toStdString();
    // A page beside them is written as ever.
    EXPECT_TRUE(postPage(port, "ok.html").startsWith("HTTP/1.0 204 "));
    EXPECT_EQ(receiver.state(), QProcess::Running);
    receiver.terminate();
    receiver.waitForFinished(5000);
    // Nothing outside the folder; the links left as they were; no temporary file left behind.
    const auto everything = QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot;
    EXPECT_EQ(QDir(outside).entryList(everything), QStringList{QStringLiteral("victim.html")});
    QFile victim(outside + QStringLiteral("/victim.html"));
    ASSERT_TRUE(victim.open(QIODevice::ReadOnly));
    EXPECT_EQ(victim.readAll(), QByteArray("victim"));
    EXPECT_TRUE(QFileInfo(www + QStringLiteral("/en")).isSymLink());
    EXPECT_TRUE(QFileInfo(www + QStringLiteral("/index.html")).isSymLink());
    EXPECT_EQ(QDir(www).entryList(everything, QDir::Name),
              (QStringList{QStringLiteral("en"), QStringLiteral("index.html"),
                           QStringLiteral("ok.html")}));
}

// #45 point 12: a directory where a page goes killed the receiver's handler without an answer, and
// the push tried again until it gave up. Now the push is refused at once (409, naming the page),
// the directory is left alone, and the receiver goes on taking pages.
TEST(CliPublish, ADirectoryWhereAPageGoesIsRefusedOnceAndTheReceiverGoesOn) {
    QTemporaryDir dir;
    const QString event = playedEvent(dir);
    const QString site = dir.filePath(QStringLiteral("site"));
    const QString www = dir.filePath(QStringLiteral("www"));
    ASSERT_TRUE(QDir().mkpath(www + QStringLiteral("/index.html")));
    const int port = freePort();
    QProcess receiver;
    ASSERT_TRUE(startReceiver(receiver, www, port));
    const CliRun r =
        cli({QStringLiteral("publish"), event, QStringLiteral("-o"), site, QStringLiteral("--to"),
             QStringLiteral("http://127.0.0.1:%1/publish").arg(port), QStringLiteral("--secret"),
             QStringLiteral("club-secret"), QStringLiteral("--retry-after"), QStringLiteral("0.2"),
             QStringLiteral("--give-up-after"), QStringLiteral("6")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("refused index.html: HTTP 409")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("index.html in the folder is a directory")))
        << r.err.toStdString();
    // Refused at once, not tried again (how long it takes: tengen_waits_bench).
    EXPECT_FALSE(r.err.contains(QStringLiteral("trying again"))) << r.err.toStdString();
    EXPECT_TRUE(QFileInfo(www + QStringLiteral("/index.html")).isDir());
    // The receiver still runs and takes a page; it said why it refused, without a traceback.
    EXPECT_EQ(receiver.state(), QProcess::Running);
    EXPECT_TRUE(postPage(port, "standings.html").startsWith("HTTP/1.0 204 "));
    EXPECT_TRUE(QFileInfo(www + QStringLiteral("/standings.html")).isFile());
    receiver.terminate();
    receiver.waitForFinished(5000);
    const QByteArray said = receiver.readAllStandardError();
    EXPECT_TRUE(said.contains("refused index.html: index.html in the folder is a directory"))
        << said.toStdString();
    EXPECT_FALSE(said.contains("Traceback")) << said.toStdString();
}

// #45 point 12: every idle or half-sent connection kept a thread of the receiver for ever (2,000
// connections: 500 threads within 15 s). Now it reads at most 32 requests at once (a thread
// each): a connection beyond those is answered 503 at once and closed, and one that sends nothing,
// or stops halfway, is dropped after --timeout (10 s; 3 s here). The push gets through once they
// are.
TEST(CliPublish, IdleConnectionsToTheReceiverTakeAFewThreadsForAFewSeconds) {
    QTemporaryDir dir;
    const QString event = playedEvent(dir);
    const QString site = dir.filePath(QStringLiteral("site"));
    const QString www = dir.filePath(QStringLiteral("www"));
    const int port = freePort();
    QProcess receiver;
    ASSERT_TRUE(
        startReceiver(receiver, www, port, {QStringLiteral("--timeout"), QStringLiteral("3")}));
    const qint64 pid = receiver.processId();
    std::atomic<bool> done{false};
    std::atomic<int> peak{0};
    std::thread sampler([&] {
        while (!done) {
            peak = std::max(peak.load(), threadsOf(pid));
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    });
    // 20 connections that stop inside a request's head or its page, then 300 that send nothing,
    // opened within half a second.
    constexpr int kHalf = 20, kIdle = 300, kPlaces = 32;
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(static_cast<quint16>(port));
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    std::vector<int> fds;
    QElapsedTimer since;
    since.start();
    for (int i = 0; i < kHalf + kIdle; ++i) {
        const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (fd < 0) {
            ADD_FAILURE() << "no socket: " << std::strerror(errno);
            break;
        }
        ::connect(fd, reinterpret_cast<const sockaddr*>(&to), sizeof to); // under way
        fds.push_back(fd);
        // No faster than the receiver takes them: one the system let through a full queue (a SYN
        // cookie) and then dropped would never reach it.
        if (i % 8 == 7)
            QThread::msleep(10);
        if (i >= kHalf)
            continue;
        pollfd p{fd, POLLOUT, 0};
        ::poll(&p, 1, 2000);
        const QByteArray half = i % 2 ? QByteArray("POST / HTTP/1.1\r\nHost: x\r\nX-Ten")
                                      : QByteArray("POST / HTTP/1.1\r\nHost: x\r\nX-Tengen-Secret: "
                                                   "club-secret\r\nX-Tengen-Path: a.html\r\n"
                                                   "Content-Length: 1000\r\n\r\n0123456789");
        (void)::send(fd, half.constData(), static_cast<size_t>(half.size()), MSG_NOSIGNAL);
    }
    // While its places are taken, a page is answered "busy", not kept waiting for a place (the
    // push tries again later; how long the answer takes: tengen_waits_bench).
    const QByteArray busy = postPage(port, "index.html");
    EXPECT_TRUE(busy.startsWith("HTTP/1.0 503 ")) << busy.toStdString();
    // Every connection closed by the receiver: those beyond its places answered "busy" and
    // closed at once — before its timeout closes the first of those it holds, answered nothing
    // or 408 — the others after its timeout.
    std::vector<bool> closed(fds.size(), false), answeredBusy(fds.size(), false);
    int closedCount = 0, closedAtOnce = -1;
    while (closedCount < static_cast<int>(fds.size()) && since.elapsed() < 16000) {
        std::vector<pollfd> open;
        for (size_t i = 0; i < fds.size(); ++i)
            if (!closed[i])
                open.push_back({fds[i], POLLIN, 0});
        ::poll(open.data(), open.size(), 100);
        for (const pollfd& p : open) {
            if (!p.revents)
                continue;
            const size_t i =
                static_cast<size_t>(std::find(fds.begin(), fds.end(), p.fd) - fds.begin());
            char buffer[4096];
            const ssize_t got = ::recv(p.fd, buffer, sizeof buffer, 0);
            if (got > 0)
                answeredBusy[i] =
                    answeredBusy[i] || QByteArray(buffer, got).startsWith("HTTP/1.0 503 ");
            if (got > 0 || (got < 0 && errno == EAGAIN))
                continue;
            if (closedAtOnce < 0 && !answeredBusy[i])
                closedAtOnce = closedCount; // the first the receiver held until its timeout
            closed[i] = true;
            ++closedCount;
        }
    }
    const qint64 allClosedIn = since.elapsed();
    if (closedAtOnce < 0)
        closedAtOnce = closedCount;
    EXPECT_GE(closedAtOnce, kHalf + kIdle - kPlaces - 10) << "answered busy and closed at once";
    EXPECT_EQ(closedCount, kHalf + kIdle) << "closed within 16 s";
    QElapsedTimer settle;
    settle.start();
    while (threadsOf(pid) > 1 && settle.elapsed() < 2000)
        QThread::msleep(20);
    done = true;
    sampler.join();
    const int threadsAfter = threadsOf(pid);
    EXPECT_LE(peak.load(), 1 + kPlaces + 2) << "the receiver's threads at most";
    EXPECT_EQ(threadsAfter, 1) << "once they are closed";
    std::printf("%d idle or half-sent connections: at most %d receiver threads, %d closed at "
                "once, all in %lld ms, %d threads after\n",
                kHalf + kIdle, peak.load(), closedAtOnce, static_cast<long long>(allClosedIn),
                threadsAfter);
    // The push, those connections still open on this side, gets every page there once.
    const CliRun r = cli(
        {QStringLiteral("publish"), event, QStringLiteral("-o"), site, QStringLiteral("--to"),
         QStringLiteral("http://127.0.0.1:%1/publish").arg(port), QStringLiteral("--secret"),
         QStringLiteral("club-secret"), QStringLiteral("--give-up-after"), QStringLiteral("10")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    expectEveryPageOnce(receiver, site, www);
    for (const int fd : fds)
        ::close(fd);
    receiver.terminate();
    receiver.waitForFinished(5000);
}

// A GoR a hand-edited file puts beyond the EGD's formulas (3300 and up) is no rating: the player
// starts from his grade (the one pairing gives him, 9d), and no figure is nonsense.
TEST(CliFiles, ARatingEditedByHandBeyondTheEgdRangeCountsAsTheGrade) {
    QTemporaryDir dir;
    const QString event = dir.filePath(QStringLiteral("hand.tengen"));
    ASSERT_EQ(
        cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("H")}).code, 0);
    for (const char* name : {"Anna", "Berta"})
        ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("add"), event,
                       QStringLiteral("--family"), QString::fromLatin1(name),
                       QStringLiteral("--rank"), QStringLiteral("1d"), QStringLiteral("--rating"),
                       QStringLiteral("2100"), QStringLiteral("--rating-system"),
                       QStringLiteral("egd"), QStringLiteral("--status"), QStringLiteral("final")})
                      .code,
                  0);
    ASSERT_EQ(cli({QStringLiteral("pair"), event}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("result"), event, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--result"),
                   QStringLiteral("b")})
                  .code,
              0);
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("hand"));
        db.setDatabaseName(event);
        ASSERT_TRUE(db.open());
        QSqlQuery(QStringLiteral("UPDATE player SET rating_value = 5000"), db);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("hand"));
    const CliRun r = cli({QStringLiteral("ratings"), event, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray rows = QJsonDocument::fromJson(r.out.toUtf8()).array();
    ASSERT_EQ(rows.size(), 2);
    for (const QJsonValue& v : rows) {
        const QJsonObject o = v.toObject();
        EXPECT_TRUE(o.value(QStringLiteral("from_grade")).toBool());
        EXPECT_EQ(o.value(QStringLiteral("rating_before")).toDouble(), 2900); // 9d's
        EXPECT_LT(std::abs(o.value(QStringLiteral("change")).toDouble()), 10.0);
    }
}

TEST(CliPublish, RatingsGiveTheEgdFigureAsScriptsReadIt) {
    QTemporaryDir dir;
    const QString event = tengen::test::tournamentAt(dir, QStringLiteral("egd"));
    ASSERT_EQ(cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("EGF"),
                   QStringLiteral("--system"), QStringLiteral("mcmahon"),
                   QStringLiteral("--rounds"), QStringLiteral("3"), QStringLiteral("--time"),
                   QStringLiteral("byoyomi:main=60m,period=30s,periods=3")})
                  .code,
              0);
    for (const char* name : {"Anna", "Berta", "Carl"})
        ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("add"), event,
                       QStringLiteral("--family"), QString::fromLatin1(name),
                       QStringLiteral("--rank"), QStringLiteral("1d"), QStringLiteral("--rating"),
                       QStringLiteral("2100"), QStringLiteral("--rating-system"),
                       QStringLiteral("egd"), QStringLiteral("--status"), QStringLiteral("final")})
                      .code,
                  0);
    const CliRun paired = cli({QStringLiteral("pair"), event, QStringLiteral("--json")});
    ASSERT_EQ(paired.code, 0) << paired.err.toStdString();
    ASSERT_EQ(cli({QStringLiteral("result"), event, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--result"),
                   QStringLiteral("b")})
                  .code,
              0);
    CliRun r = cli({QStringLiteral("ratings"), event, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray rows = QJsonDocument::fromJson(r.out.toUtf8()).array();
    ASSERT_EQ(rows.size(), 3);
    int winners = 0, idle = 0;
    for (const QJsonValue& v : rows) {
        const QJsonObject o = v.toObject();
        for (const char* key : {"player", "rating_before", "rating_after", "change", "games"})
            EXPECT_TRUE(o.contains(QLatin1String(key))) << key;
        EXPECT_EQ(o.value(QStringLiteral("rating_before")).toDouble(), 2100);
        if (o.value(QStringLiteral("games")).toInt() == 0) {
            ++idle; // the bye is not rated
            EXPECT_EQ(o.value(QStringLiteral("change")).toDouble(), 0);
        } else if (o.value(QStringLiteral("change")).toDouble() > 0) {
            ++winners;
            EXPECT_DOUBLE_EQ(o.value(QStringLiteral("rating_after")).toDouble(), 2109.306);
            EXPECT_DOUBLE_EQ(o.value(QStringLiteral("change")).toDouble(), 9.306);
        }
    }
    EXPECT_EQ(winners, 1);
    EXPECT_EQ(idle, 1);
    // Class C counts half; class X rates nothing; the text says "provisional".
    r = cli({QStringLiteral("ratings"), event, QStringLiteral("--class"), QStringLiteral("C"),
             QStringLiteral("--json")});
    for (const QJsonValue& v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
        if (v.toObject().value(QStringLiteral("change")).toDouble() > 0) {
            EXPECT_DOUBLE_EQ(v.toObject().value(QStringLiteral("rating_after")).toDouble(),
                             2104.653);
        }
    }
    r = cli({QStringLiteral("ratings"), event, QStringLiteral("--class"), QStringLiteral("X")});
    EXPECT_TRUE(r.out.contains(QStringLiteral("not rated"))) << r.out.toStdString();
    r = cli({QStringLiteral("ratings"), event});
    EXPECT_TRUE(r.out.contains(QStringLiteral("Provisional"))) << r.out.toStdString();
    EXPECT_EQ(
        cli({QStringLiteral("ratings"), event, QStringLiteral("--class"), QStringLiteral("Q")})
            .code,
        2);
}
