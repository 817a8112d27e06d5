// The live page: served over HTTP in Chinese and English, refreshing itself, read from the
// tournament file at each request; and, when Chromium is installed, rendered by headless
// Chromium at a phone's size (the screenshot lands in the build folder).
#include "actions/demo_tournament.h"
#include "actions/divisions.h"
#include "actions/rounds.h"
#include "actions/team_rounds.h"
#include "common/translations.h"
#include "web/live_page.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace tengen;

namespace {

QString demoFile(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("live.tengen"));
    auto file = store::TournamentFile::create(path, demoSettings());
    ImportBatch batch;
    for (const Player& p : demoPlayers())
        batch.players.push_back({p, 0});
    file->players().import(batch);
    EXPECT_TRUE(pairRoundInFile(*file, RoundNo{1}).done());
    file->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::WhiteWins, false);
    return path;
}

QByteArray get(const QString& url) {
    QNetworkAccessManager manager;
    QNetworkReply* reply = manager.get(QNetworkRequest(QUrl(url)));
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    const QByteArray body = reply->readAll();
    reply->deleteLater();
    return body;
}

TEST(LivePage, ServesPairingsAndStandingsInChineseAndEnglish) {
    QTemporaryDir dir;
    LivePage live(demoFile(dir));
    const quint16 port = live.start(QHostAddress::LocalHost, 0);
    ASSERT_NE(port, 0);
    const QString base = QStringLiteral("http://127.0.0.1:%1").arg(port);
    const QByteArray index = get(base + QStringLiteral("/"));
    EXPECT_TRUE(index.contains("<meta http-equiv=\"refresh\""));
    EXPECT_TRUE(index.contains("/standings?lang=zh_CN"));
    const QByteArray chinese = get(base + QStringLiteral("/standings"));
    EXPECT_TRUE(chinese.contains("lang=\"zh-CN\""));
    EXPECT_TRUE(QString::fromUtf8(chinese).contains(QStringLiteral("积分")));
    const QByteArray find = get(base + QStringLiteral("/find?lang=en"));
    EXPECT_TRUE(find.contains("find your table"));
    EXPECT_TRUE(index.contains("/find?lang=zh_CN"));
    const QByteArray english = get(base + QStringLiteral("/pairings?lang=en"));
    EXPECT_TRUE(english.contains("pairings of round 1"));
    EXPECT_TRUE(english.contains("<meta name=\"viewport\""));
}

// A team event's page leads to its matches and team standings; an individual event's has none.
TEST(LivePage, ATeamEventShowsItsMatchesAndTeamStandings) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("teams.tengen"));
    {
        TournamentSettings s;
        s.nameNative = "市团体赛";
        s.rounds = 2;
        s.boards = 2;
        auto file = store::TournamentFile::create(path, s);
        for (const char* name : {"东城", "西城"}) {
            Team team;
            team.nameNative = name;
            for (int m = 0; m < 2; ++m) {
                Player p;
                p.familyNative = name;
                p.givenNative = m == 0 ? "甲" : "乙";
                p.declaredRank = Rank::kyu(m + 1);
                p.status = RegistrationStatus::Final;
                team.members.push_back(file->players().add(p));
            }
            file->teams().add(team);
        }
        ASSERT_TRUE(pairTeamRound(*file, RoundNo{1}).refusal.done());
        file->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::WhiteWins, false);
        file->rounds().setResult(RoundNo{1}, TableNo{2}, GameResult::WhiteWins, false);
    }
    LivePage live(path);
    const quint16 port = live.start(QHostAddress::LocalHost, 0);
    ASSERT_NE(port, 0);
    const QString base = QStringLiteral("http://127.0.0.1:%1").arg(port);
    const QByteArray index = get(base + QStringLiteral("/?lang=en"));
    EXPECT_TRUE(index.contains("/team-pairings?lang=en"));
    EXPECT_TRUE(index.contains("/team-standings?lang=en"));
    const QString matches = QString::fromUtf8(get(base + QStringLiteral("/team-pairings?lang=en")));
    EXPECT_TRUE(matches.contains(QStringLiteral("Match 1"))) << matches.toStdString();
    EXPECT_TRUE(matches.contains(QStringLiteral("东城")));
    const QString standings =
        QString::fromUtf8(get(base + QStringLiteral("/team-standings?lang=zh_CN")));
    EXPECT_TRUE(standings.contains(QStringLiteral("西城")));
    EXPECT_TRUE(standings.contains(QStringLiteral("<meta http-equiv=\"refresh\"")));

    QTemporaryDir other;
    LivePage individual(demoFile(other));
    const quint16 p = individual.start(QHostAddress::LocalHost, 0);
    ASSERT_NE(p, 0);
    EXPECT_FALSE(get(QStringLiteral("http://127.0.0.1:%1/").arg(p)).contains("/team-pairings"));
}

TEST(LivePage, HeadlessChromiumRendersItOnAPhoneScreen) {
    const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    ASSERT_FALSE(chromium.isEmpty())
        << "chromium is not installed: scripts/install-deps installs it";
    QTemporaryDir dir;
    LivePage live(demoFile(dir));
    const quint16 port = live.start(QHostAddress::LocalHost, 0);
    ASSERT_NE(port, 0);
    const QString shot = QStringLiteral("live-standings.png");
    QFile::remove(shot);
    QProcess browser;
    browser.start(chromium,
                  {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
                   QStringLiteral("--disable-gpu"), QStringLiteral("--hide-scrollbars"),
                   QStringLiteral("--window-size=390,844"), QStringLiteral("--screenshot=") + shot,
                   QStringLiteral("http://127.0.0.1:%1/standings").arg(port)});
    // Serve the browser's requests while it runs.
    QEventLoop loop;
    QObject::connect(&browser, &QProcess::finished, &loop, &QEventLoop::quit);
    loop.exec();
    EXPECT_EQ(browser.exitCode(), 0) << browser.readAllStandardError().toStdString();
    EXPECT_GT(QFileInfo(shot).size(), 10000);
}

// #47: an event of two divisions. "/" is the index of its divisions; each division's pages are
// under "/d/ID/", headed with its name, listing its players only; the event's own pages and a
// division it does not have are not pages (and a client asking for every id fills no cache);
// a division's pairings on a phone's screen, rendered by headless Chromium.
TEST(LivePage, EachDivisionHasItsPagesAndTheIndexNamesThem) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("divisions.tengen"));
    QStringList stayed; // the first division's players
    {
        auto file = store::TournamentFile::create(path, demoSettings());
        ImportBatch batch;
        for (const Player& p : demoPlayers())
            batch.players.push_back({p, 0});
        file->players().import(batch);
        Division open;
        open.nameNative = "公开组";
        open.nameLatin = "Open";
        open.system = StageFormat::Swiss;
        open.rounds = 3;
        ASSERT_TRUE(addDivision(*file, open).refusal.done());
        std::vector<PlayerId> moving;
        for (const Player& p : file->players().all()) {
            if (moving.size() < 6)
                moving.push_back(p.id);
            else
                stayed << QString::fromStdString(p.displayName());
        }
        ASSERT_TRUE(movePlayers(*file, moving, 2, {}).done());
        file->setDivision(2);
        ASSERT_TRUE(pairRoundInFile(*file, RoundNo{1}).done());
    }
    LivePage live(path);
    const quint16 port = live.start(QHostAddress::LocalHost, 0);
    ASSERT_NE(port, 0);
    const QString base = QStringLiteral("http://127.0.0.1:%1").arg(port);
    const QString index = QString::fromUtf8(get(base + QStringLiteral("/")));
    EXPECT_TRUE(index.contains(QStringLiteral("href=\"/d/1/?lang=zh_CN\"")));
    EXPECT_TRUE(index.contains(QStringLiteral("href=\"/d/2/?lang=zh_CN\"")));
    EXPECT_TRUE(index.contains(QStringLiteral("公开组"))) << index.toStdString();
    const QString home = QString::fromUtf8(get(base + QStringLiteral("/d/2/")));
    EXPECT_TRUE(home.contains(QStringLiteral("/d/2/standings?lang=zh_CN"))) << home.toStdString();
    const QString pairings = QString::fromUtf8(get(base + QStringLiteral("/d/2/pairings")));
    EXPECT_TRUE(pairings.contains(QStringLiteral("· 公开组"))) << pairings.toStdString();
    EXPECT_TRUE(pairings.contains(QStringLiteral("href=\"/d/2/?lang=zh_CN\"")));
    const QString standings = QString::fromUtf8(get(base + QStringLiteral("/d/2/standings")));
    EXPECT_GE(standings.count(QStringLiteral("<tr>")), 5) << standings.toStdString();
    EXPECT_LE(standings.count(QStringLiteral("<tr>")), 7) << "a heading and at most six";
    ASSERT_FALSE(stayed.isEmpty());
    for (const QString& name : stayed)
        EXPECT_FALSE(standings.contains(name)) << name.toStdString() << " is in the first division";
    // Not pages: the event's own standings (which division?), a division it does not have.
    EXPECT_FALSE(get(base + QStringLiteral("/standings")).contains("<table"));
    EXPECT_FALSE(get(base + QStringLiteral("/d/9/standings")).contains("<table"));
    EXPECT_FALSE(get(base + QStringLiteral("/d/12345/standings")).contains("<table"));

    const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    ASSERT_FALSE(chromium.isEmpty())
        << "chromium is not installed: scripts/install-deps installs it";
    const QString shot = QStringLiteral("live-division-pairings.png");
    QFile::remove(shot);
    QProcess browser;
    browser.start(chromium,
                  {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
                   QStringLiteral("--disable-gpu"), QStringLiteral("--hide-scrollbars"),
                   QStringLiteral("--window-size=390,844"), QStringLiteral("--screenshot=") + shot,
                   base + QStringLiteral("/d/2/pairings")});
    QEventLoop loop;
    QObject::connect(&browser, &QProcess::finished, &loop, &QEventLoop::quit);
    loop.exec();
    EXPECT_EQ(browser.exitCode(), 0) << browser.readAllStandardError().toStdString();
    // The phone's screen, with the page's text on it (dark pixels in its upper part).
    const QImage image(shot);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.width(), 390);
    EXPECT_EQ(image.height(), 844);
    int dark = 0;
    for (int y = 0; y < 300; ++y)
        for (int x = 0; x < image.width(); ++x)
            dark += qGray(image.pixel(x, y)) < 100;
    EXPECT_GT(dark, 500) << "the division's pairings are drawn";
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    installTranslations(QStringLiteral("zh_CN")); // the desk's language; English must not mix in
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
