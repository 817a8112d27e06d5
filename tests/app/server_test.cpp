// Several desks on one tournament on a PostgreSQL server (issue 16), as separate tengen-cli
// processes: registration at four desks at once, two desks pairing one round, and desks whose
// role the server holds them to. CliResult only in the PostgreSQL pass (tests/pg/cluster).
#include "../support/backend.h"
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>
#include <QUuid>
#include <functional>
#include <gtest/gtest.h>

using namespace tengen;

namespace {

struct CliResult {
    int code;
    QString out, err;
};

CliResult cli(const QStringList& args, const QByteArray& input = {}) {
    QProcess p;
    p.start(QStringLiteral(TENGEN_CLI), args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    EXPECT_TRUE(p.waitForFinished(120000));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// The tournament's URL with another user.
QString as(const QString& url, const QString& user) {
    QUrl u(url);
    u.setUserName(user);
    return u.toString();
}

// A desk's user connected by hand, as a hostile program would, with its own SQL; closed and
// removed at the end of its scope.
struct HandConnection {
    HandConnection(const QString& url, const QString& user) {
        const QUrl u(as(url, user));
        db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), kName);
        db.setHostName(u.host());
        db.setPort(u.port());
        db.setDatabaseName(u.path().mid(1));
        db.setUserName(user);
        opened = db.open();
    }
    ~HandConnection() {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(kName);
    }
    static inline const QString kName = QStringLiteral("hand");
    QSqlDatabase db;
    bool opened = false;
};

class Server : public ::testing::Test {
  protected:
    void SetUp() override {
        if (!test::onServer())
            GTEST_SKIP() << "the PostgreSQL pass only";
        url = test::tournamentAt(dir, QStringLiteral("desks"));
    }
    QTemporaryDir dir;
    QString url;
};

// #16 acceptance: four desks registering at once (each its own tengen-cli, one process per
// player) end with every player once, and the ids given once each.
TEST_F(Server, FourDesksRegisteringAtOnceLoseNothingAndDuplicateNothing) {
    ASSERT_EQ(
        cli({QStringLiteral("new"), url, QStringLiteral("--name"), QStringLiteral("Open")}).code,
        0);
    const int perDesk = 25;
    std::vector<std::unique_ptr<QProcess>> desks;
    for (int d = 1; d <= 4; ++d) {
        auto p = std::make_unique<QProcess>();
        p->setProcessChannelMode(QProcess::MergedChannels);
        p->start(QStringLiteral("sh"),
                 {QStringLiteral("-c"),
                  QStringLiteral("for i in $(seq 1 %1); do \"%2\" player add \"%3\" --family D%4 "
                                 "--given P$i --rank 3k >/dev/null || exit 1; done")
                      .arg(perDesk)
                      .arg(QStringLiteral(TENGEN_CLI), url)
                      .arg(d)});
        desks.push_back(std::move(p));
    }
    for (auto& p : desks) {
        ASSERT_TRUE(p->waitForFinished(240000));
        EXPECT_EQ(p->exitCode(), 0) << p->readAll().toStdString();
    }
    auto file = store::TournamentFile::open(url);
    const std::vector<Player> players = file->players().all();
    ASSERT_EQ(players.size(), 4u * perDesk);
    std::set<std::string> names;
    std::set<PlayerId> ids;
    for (const Player& p : players) {
        names.insert(p.familyNative + " " + p.givenNative);
        ids.insert(p.id);
    }
    EXPECT_EQ(names.size(), 4u * perDesk);
    EXPECT_EQ(ids.size(), 4u * perDesk);
}

// #16 acceptance: two desks pairing the same round at once: one pairing, one clear refusal.
TEST_F(Server, TwoDesksPairingOneRoundGiveOnePairingAndOneRefusal) {
    ASSERT_EQ(cli({QStringLiteral("demo"), url}).code, 0);
    std::vector<std::unique_ptr<QProcess>> desks;
    for (int d = 0; d < 2; ++d) {
        auto p = std::make_unique<QProcess>();
        p->start(QStringLiteral(TENGEN_CLI),
                 {QStringLiteral("pair"), url, QStringLiteral("--round"), QStringLiteral("1")});
        desks.push_back(std::move(p));
    }
    int paired = 0, refused = 0;
    QString why;
    for (auto& p : desks) {
        ASSERT_TRUE(p->waitForFinished(120000));
        if (p->exitCode() == 0)
            ++paired;
        else if (p->exitCode() == 1) {
            ++refused;
            why = QString::fromUtf8(p->readAllStandardError());
        }
    }
    EXPECT_EQ(paired, 1);
    EXPECT_EQ(refused, 1);
    // Which words depends on when the second desk looked: before the first desk's pairing
    // was in (refused at its commit) or after (refused at once).
    EXPECT_TRUE(why.contains(QStringLiteral("meanwhile")) ||
                why.contains(QStringLiteral("already paired")))
        << why.toStdString();
    auto file = store::TournamentFile::open(url);
    const auto games = file->rounds().games(RoundNo{1});
    std::set<PlayerId> seated;
    for (const Game& g : games) {
        EXPECT_TRUE(seated.insert(g.white).second);
        EXPECT_TRUE(seated.insert(g.black).second);
    }
    EXPECT_GE(games.size(), 10u);
}

// #16 acceptance: the server holds each desk to its role, whatever program it uses.
// #44 point 13, as docs/server.md's role table now says: a registration desk makes the teams and
// gives their line-ups but pairs no round; a results desk enters a whole team's forfeit (every
// board's result) but makes no team. A password for a desk is given on standard input, never
// on the command line where `ps` shows it.
TEST_F(Server, TeamDesksDoWhatTheRoleTableSays) {
    ASSERT_EQ(cli({QStringLiteral("new"), url, QStringLiteral("--name"), QStringLiteral("联赛"),
                   QStringLiteral("--system"), QStringLiteral("swiss"), QStringLiteral("--rounds"),
                   QStringLiteral("3"), QStringLiteral("--teams"), QStringLiteral("--board-count"),
                   QStringLiteral("2")})
                  .code,
              0);
    for (int i = 1; i <= 4; ++i)
        ASSERT_EQ(
            cli({QStringLiteral("player"), QStringLiteral("add"), url, QStringLiteral("--family"),
                 QStringLiteral("队员%1").arg(i), QStringLiteral("--rank"),
                 QStringLiteral("%1k").arg(i), QStringLiteral("--status"), QStringLiteral("final")})
                .code,
            0);
    const QString tag = QUuid::createUuid().toString(QUuid::Id128).left(6);
    const QString director = QStringLiteral("dir_") + tag,
                  registration = QStringLiteral("reg_") + tag,
                  results = QStringLiteral("res_") + tag;
    ASSERT_EQ(cli({QStringLiteral("server"), QStringLiteral("init"), url,
                   QStringLiteral("--director"), director})
                  .code,
              0);
    for (const auto& [user, role] : {std::pair{registration, QStringLiteral("registration")},
                                     std::pair{results, QStringLiteral("results")}}) {
        const CliResult granted =
            cli({QStringLiteral("server"), QStringLiteral("grant"), url, QStringLiteral("--user"),
                 user, QStringLiteral("--role"), role, QStringLiteral("--password-stdin")},
                "a secret of the desk\n");
        ASSERT_EQ(granted.code, 0) << granted.err.toStdString();
    }
    EXPECT_EQ(cli({QStringLiteral("server"), QStringLiteral("grant"), url, QStringLiteral("--user"),
                   registration, QStringLiteral("--role"), QStringLiteral("registration"),
                   QStringLiteral("--password-stdin")})
                  .code,
              2); // no password given on the input
    const QString reg = as(url, registration), res = as(url, results);
    for (const QString& members : {QStringLiteral("1,2"), QStringLiteral("3,4")})
        EXPECT_EQ(cli({QStringLiteral("team"), QStringLiteral("add"), reg, QStringLiteral("--name"),
                       QStringLiteral("队") + members, QStringLiteral("--members"), members})
                      .code,
                  0);
    EXPECT_EQ(cli({QStringLiteral("team"), QStringLiteral("lineup"), reg, QStringLiteral("--team"),
                   QStringLiteral("1"), QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--players"), QStringLiteral("2,1")})
                  .code,
              1); // the fixed order's rule, not the role's: a line-up it may give
    EXPECT_EQ(cli({QStringLiteral("team"), QStringLiteral("lineup"), reg, QStringLiteral("--team"),
                   QStringLiteral("1"), QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--players"), QStringLiteral("1,2")})
                  .code,
              0);
    CliResult r = cli({QStringLiteral("team"), QStringLiteral("pair"), reg});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("role may not"))) << r.err.toStdString();
    EXPECT_EQ(cli({QStringLiteral("team"), QStringLiteral("add"), res, QStringLiteral("--name"),
                   QStringLiteral("不行")})
                  .code,
              1);
    ASSERT_EQ(cli({QStringLiteral("team"), QStringLiteral("pair"), url}).code, 0);
    r = cli({QStringLiteral("team"), QStringLiteral("forfeit"), res, QStringLiteral("--round"),
             QStringLiteral("1"), QStringLiteral("--team"), QStringLiteral("2"),
             QStringLiteral("--reason"), QStringLiteral("未到场")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    for (const Game& g : store::TournamentFile::open(url)->rounds().games(RoundNo{1}))
        EXPECT_TRUE(g.byForfeit);
}

TEST_F(Server, EachDeskMayDoOnlyWhatItsRoleAllows) {
    ASSERT_EQ(cli({QStringLiteral("demo"), url}).code, 0);
    ASSERT_EQ(
        cli({QStringLiteral("pair"), url, QStringLiteral("--round"), QStringLiteral("1")}).code, 0);
    const QString tag = QUuid::createUuid().toString(QUuid::Id128).left(6);
    const QString director = QStringLiteral("dir_") + tag,
                  registration = QStringLiteral("reg_") + tag,
                  results = QStringLiteral("res_") + tag, viewer = QStringLiteral("view_") + tag;
    CliResult init = cli({QStringLiteral("server"), QStringLiteral("init"), url,
                          QStringLiteral("--director"), director});
    ASSERT_EQ(init.code, 0) << init.err.toStdString();
    for (const auto& [user, role] : {std::pair{registration, QStringLiteral("registration")},
                                     std::pair{results, QStringLiteral("results")},
                                     std::pair{viewer, QStringLiteral("viewer")}})
        ASSERT_EQ(cli({QStringLiteral("server"), QStringLiteral("grant"), url,
                       QStringLiteral("--user"), user, QStringLiteral("--role"), role})
                      .code,
                  0);
    const QStringList result = {QStringLiteral("--round"),  QStringLiteral("1"),
                                QStringLiteral("--table"),  QStringLiteral("1"),
                                QStringLiteral("--result"), QStringLiteral("b")};
    // Registration may not set a result: refused by the server, exit 1, nothing changed.
    CliResult r = cli(QStringList{QStringLiteral("result"), as(url, registration)} + result);
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("role may not"))) << r.err.toStdString();
    EXPECT_EQ(store::TournamentFile::open(url)->rounds().games(RoundNo{1})[0].result,
              GameResult::Unknown);
    // ... not even with SQL written by hand.
    {
        HandConnection hand(url, registration);
        ASSERT_TRUE(hand.opened) << hand.db.lastError().text().toStdString();
        QSqlDatabase& db = hand.db;
        const QString schema = QUrl(url).query().section(QLatin1Char('='), 1);
        QSqlQuery q(db);
        EXPECT_FALSE(q.exec(QStringLiteral("UPDATE %1.game SET result = 'b'").arg(schema)));
        EXPECT_EQ(q.lastError().nativeErrorCode(), QStringLiteral("42501"));
    }
    // Registration registers; results enters results and registers no one; a viewer reads.
    EXPECT_EQ(cli({QStringLiteral("player"), QStringLiteral("add"), as(url, registration),
                   QStringLiteral("--family"), QStringLiteral("迟"), QStringLiteral("--given"),
                   QStringLiteral("到"), QStringLiteral("--rank"), QStringLiteral("2k")})
                  .code,
              0);
    EXPECT_EQ(cli(QStringList{QStringLiteral("result"), as(url, results)} + result).code, 0);
    EXPECT_EQ(cli({QStringLiteral("player"), QStringLiteral("add"), as(url, results),
                   QStringLiteral("--family"), QStringLiteral("不"), QStringLiteral("--given"),
                   QStringLiteral("行"), QStringLiteral("--rank"), QStringLiteral("2k")})
                  .code,
              1);
    CliResult viewing = cli({QStringLiteral("player"), QStringLiteral("list"), as(url, viewer)});
    EXPECT_EQ(viewing.code, 0);
    EXPECT_TRUE(viewing.out.contains(QStringLiteral("迟到")));
    EXPECT_EQ(cli(QStringList{QStringLiteral("result"), as(url, viewer)} + result).code, 1);
    CliResult roles =
        cli({QStringLiteral("server"), QStringLiteral("roles"), as(url, registration)});
    EXPECT_EQ(roles.out.trimmed(), QStringLiteral("registration"));
    EXPECT_EQ(
        cli({QStringLiteral("server"), QStringLiteral("roles"), as(url, director)}).out.trimmed(),
        QStringLiteral("director"));
    auto file = store::TournamentFile::open(url);
    EXPECT_EQ(file->rounds().games(RoundNo{1})[0].result, GameResult::BlackWins);
}

// #28 point 11: README's order — `server init` (the desks' roles, an empty tournament), then
// `copy FILE URL` — works: the copy goes into the empty tournament, its roles kept; a copy onto
// a tournament that holds players is refused, saying what to do, and changes nothing.
TEST_F(Server, ServerInitThenCopyTheFileInAsTheReadmeSays) {
    const QString file = dir.filePath(QStringLiteral("cup.tengen"));
    ASSERT_EQ(cli({QStringLiteral("demo"), file}).code, 0);
    ASSERT_EQ(
        cli({QStringLiteral("pair"), file, QStringLiteral("--round"), QStringLiteral("1")}).code,
        0);
    const QString tag = QUuid::createUuid().toString(QUuid::Id128).left(6);
    const QString director = QStringLiteral("dir_") + tag, desk = QStringLiteral("reg_") + tag;
    CliResult r =
        cli({QStringLiteral("server"), QStringLiteral("init"), url, QStringLiteral("--director"),
             director, QStringLiteral("--name"), QStringLiteral("天元杯")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    ASSERT_EQ(cli({QStringLiteral("server"), QStringLiteral("grant"), url, QStringLiteral("--user"),
                   desk, QStringLiteral("--role"), QStringLiteral("registration")})
                  .code,
              0);
    r = cli({QStringLiteral("copy"), file, url});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    {
        auto copied = store::TournamentFile::open(url);
        auto original = store::TournamentFile::open(file);
        EXPECT_EQ(copied->players().all().size(), 32u);
        EXPECT_EQ(copied->rounds().games(RoundNo{1}).size(),
                  original->rounds().games(RoundNo{1}).size());
        EXPECT_FALSE(copied->rounds().games(RoundNo{1}).empty());
    }
    // The roles init set up hold on the copy.
    EXPECT_EQ(cli({QStringLiteral("player"), QStringLiteral("add"), as(url, desk),
                   QStringLiteral("--family"), QStringLiteral("迟"), QStringLiteral("--given"),
                   QStringLiteral("到"), QStringLiteral("--rank"), QStringLiteral("2k")})
                  .code,
              0);
    EXPECT_EQ(cli({QStringLiteral("pair"), as(url, desk), QStringLiteral("--unpair"),
                   QStringLiteral("--round"), QStringLiteral("1")})
                  .code,
              1);
    // Not over a tournament that holds players.
    r = cli({QStringLiteral("copy"), file, url});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("server init"))) << r.err.toStdString();
    EXPECT_EQ(store::TournamentFile::open(url)->players().all().size(), 33u);
}

// The server dies (SIGKILL of every PostgreSQL process) with a desk's transaction in flight,
// and is started again. On a private cluster of its own, so that the other tests' server stays
// up. Nothing the desk was told is done is lost; the transaction that was in flight is not there
// at all; the desk's next action, while the server is away, is refused as "cannot be reached"
// with nothing changed; once the server is back the desk goes on by itself, on the same
// connection object.
TEST_F(Server, AServerKilledMidTransactionLosesNothingConfirmedAndTheDeskGoesOn) {
    QTemporaryDir own;
    const QString cluster = own.filePath(QStringLiteral("cluster"));
    auto control = [&](const char* what) {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedChannels);
        p.start(QStringLiteral(TENGEN_PG_CLUSTER), {QString::fromLatin1(what), cluster});
        return p.waitForFinished(120000) && p.exitCode() == 0;
    };
    ASSERT_TRUE(control("start"));
    struct Stop {
        std::function<bool(const char*)> f;
        ~Stop() { f("stop"); }
    } stop{control};
    QFile urlFile(cluster + QStringLiteral("/url"));
    ASSERT_TRUE(urlFile.open(QIODevice::ReadOnly));
    const QString server =
        QString::fromUtf8(urlFile.readAll()).trimmed() + QStringLiteral("?tournament=crash");
    ASSERT_EQ(cli({QStringLiteral("demo"), server}).code, 0);
    ASSERT_EQ(
        cli({QStringLiteral("pair"), server, QStringLiteral("--round"), QStringLiteral("1")}).code,
        0);
    auto desk = store::TournamentFile::open(server);
    auto result = [&](int table) {
        const Game seen = desk->rounds().games(RoundNo{1})[static_cast<std::size_t>(table - 1)];
        desk->rounds().setResult(RoundNo{1}, TableNo{table}, GameResult::BlackWins, false,
                                 std::nullopt, seen);
    };
    result(1); // confirmed
    const std::size_t players = desk->players().all().size();
    // In flight: a registration written, the server killed before the commit.
    try {
        desk->writeTransaction([&] {
            Player p;
            p.familyNative = "半";
            p.givenNative = "途";
            desk->players().add(p);
            ASSERT_TRUE(control("kill"));
        });
        ADD_FAILURE() << "committed on a dead server";
    } catch (const store::StoreError& e) {
        EXPECT_TRUE(e.retryable()) << e.message().toStdString();
    }
    // While it is away: refused, saying so, nothing changed.
    try {
        result(2);
        ADD_FAILURE() << "a result entered on a dead server";
    } catch (const store::StoreError& e) {
        EXPECT_EQ(e.kind(), store::StoreError::Kind::Offline) << e.message().toStdString();
        EXPECT_TRUE(e.message().contains(QStringLiteral("cannot be reached")))
            << e.message().toStdString();
    }
    ASSERT_TRUE(control("restart"));
    // Back: the same desk goes on; what it was told is done is there, the rest is not.
    result(2);
    const auto games = desk->rounds().games(RoundNo{1});
    EXPECT_EQ(games[0].result, GameResult::BlackWins);
    EXPECT_EQ(games[1].result, GameResult::BlackWins);
    EXPECT_EQ(desk->players().all().size(), players);
    auto other = store::TournamentFile::open(server);
    EXPECT_EQ(other->players().all().size(), players);
    EXPECT_EQ(other->rounds().games(RoundNo{1})[1].result, GameResult::BlackWins);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    qputenv("TENGEN_LANG", "en");
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

// #30 point 6: every role read the hall's secret and the PIN's hash: a viewer's URL printed every
// join code, and a 4-digit PIN's plain SHA-256 fell to 10^4 tries. Now only the roles that run
// the hall read them (the others see the hall's address), and the PIN's hash is PBKDF2.
TEST_F(Server, OnlyTheRolesThatRunTheHallReadItsSecretAndThePinsHash) {
    ASSERT_EQ(cli({QStringLiteral("demo"), url}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("pair"), url}).code, 0);
    const QString tag = QUuid::createUuid().toString(QUuid::Id128).left(6);
    const QString director = QStringLiteral("dir_") + tag, results = QStringLiteral("res_") + tag,
                  viewer = QStringLiteral("view_") + tag, referee = QStringLiteral("ref_") + tag;
    ASSERT_EQ(cli({QStringLiteral("server"), QStringLiteral("init"), url,
                   QStringLiteral("--director"), director})
                  .code,
              0);
    for (const auto& [user, role] : {std::pair{results, QStringLiteral("results")},
                                     std::pair{viewer, QStringLiteral("viewer")},
                                     std::pair{referee, QStringLiteral("referee")}})
        ASSERT_EQ(cli({QStringLiteral("server"), QStringLiteral("grant"), url,
                       QStringLiteral("--user"), user, QStringLiteral("--role"), role})
                      .code,
                  0);
    {
        auto file = store::TournamentFile::open(as(url, referee));
        file->clocks().setRefereePin(QStringLiteral("4711"));
        EXPECT_TRUE(file->clocks().refereePinMatches(QStringLiteral("4711")));
        EXPECT_FALSE(file->clocks().refereePinMatches(QStringLiteral("4712")));
    }
    // A viewer's URL prints no join code; its SQL reads the address, not the secret or the hash.
    CliResult codes = cli({QStringLiteral("hall"), QStringLiteral("codes"), as(url, viewer)});
    EXPECT_EQ(codes.code, 1);
    EXPECT_TRUE(codes.err.contains(QStringLiteral("role may not"))) << codes.err.toStdString();
    EXPECT_EQ(cli({QStringLiteral("hall"), QStringLiteral("codes"), as(url, referee)}).code, 0);
    const QString schema = QUrl(url).query().section(QLatin1Char('='), 1);
    for (const QString& user : {viewer, results}) {
        HandConnection hand(url, user);
        ASSERT_TRUE(hand.opened) << hand.db.lastError().text().toStdString();
        QSqlDatabase& db = hand.db;
        QSqlQuery q(db);
        for (const char* column : {"secret", "pin_hash", "pin_salt", "*"}) {
            EXPECT_FALSE(q.exec(
                QStringLiteral("SELECT %1 FROM %2.hall_config").arg(QLatin1String(column), schema)))
                << user.toStdString() << " read " << column;
            EXPECT_EQ(q.lastError().nativeErrorCode(), QStringLiteral("42501"));
        }
        EXPECT_TRUE(q.exec(QStringLiteral("SELECT url FROM %1.hall_config").arg(schema)));
    }
    // #30 point 8: a writer cannot forge the journal's who and when, nor move a counter back.
    {
        HandConnection hand(url, results);
        ASSERT_TRUE(hand.opened) << hand.db.lastError().text().toStdString();
        QSqlDatabase& db = hand.db;
        QSqlQuery q(db);
        EXPECT_TRUE(q.exec(QStringLiteral("INSERT INTO %1.journal (at, who, action, detail) VALUES "
                                          "('1999-01-01T00:00:00.000Z', 'director', 'forged', '')")
                               .arg(schema)))
            << q.lastError().text().toStdString();
        ASSERT_TRUE(q.exec(QStringLiteral("SELECT who, at FROM %1.journal WHERE action = 'forged'")
                               .arg(schema)) &&
                    q.next());
        EXPECT_EQ(q.value(0).toString(), results);
        EXPECT_FALSE(q.value(1).toString().startsWith(QStringLiteral("1999")));
        EXPECT_FALSE(q.exec(QStringLiteral("UPDATE %1.meta SET value = -5 WHERE key = "
                                           "'revision.players'")
                                .arg(schema)));
        EXPECT_EQ(q.lastError().nativeErrorCode(), QStringLiteral("23514"));
    }
    // #30 point 5: a results desk enters results and re-pairs nothing, by hand either.
    {
        HandConnection hand(url, results);
        ASSERT_TRUE(hand.opened) << hand.db.lastError().text().toStdString();
        QSqlDatabase& db = hand.db;
        QSqlQuery q(db);
        const QString first = QStringLiteral("(SELECT min(id) FROM %1.game)").arg(schema);
        for (const QString& repair :
             {QStringLiteral("white_id = black_id, black_id = white_id"),
              QStringLiteral("round = 2"), QStringLiteral("table_number = 99"),
              QStringLiteral("handicap = 9"),
              QStringLiteral("white_id = (SELECT max(id) FROM %1.player)").arg(schema)}) {
            EXPECT_FALSE(q.exec(
                QStringLiteral("UPDATE %1.game SET %2 WHERE id = %3").arg(schema, repair, first)))
                << repair.toStdString();
            EXPECT_EQ(q.lastError().nativeErrorCode(), QStringLiteral("42501"))
                << repair.toStdString();
        }
        EXPECT_TRUE(q.exec(
            QStringLiteral("UPDATE %1.game SET result = 'b' WHERE id = %2").arg(schema, first)))
            << q.lastError().text().toStdString();
    }
    // #30 point 7: a viewer cannot hold the write lock: the lock a desk's change takes is one a
    // viewer may not take, and the advisory lock the desks used before blocks nobody now.
    {
        HandConnection hand(url, viewer);
        ASSERT_TRUE(hand.opened) << hand.db.lastError().text().toStdString();
        QSqlDatabase& db = hand.db;
        QSqlQuery q(db);
        ASSERT_TRUE(
            q.exec(QStringLiteral("SELECT pg_advisory_lock(hashtext('tengen.%1'))").arg(schema)));
        ASSERT_TRUE(q.exec(QStringLiteral("BEGIN")));
        EXPECT_FALSE(q.exec(QStringLiteral("SELECT value FROM %1.meta WHERE key = "
                                           "'revision.settings' FOR UPDATE")
                                .arg(schema)));
        EXPECT_EQ(q.lastError().nativeErrorCode(), QStringLiteral("42501"));
        // The viewer holds its locks until after the change: a change that waited for them
        // would end in "busy" (the wait's limit), not in success.
        const CliResult r =
            cli({QStringLiteral("result"), as(url, results), QStringLiteral("--round"),
                 QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("2"),
                 QStringLiteral("--result"), QStringLiteral("w")});
        EXPECT_EQ(r.code, 0) << "the viewer's session blocked a desk's change: "
                             << r.err.toStdString();
        q.exec(QStringLiteral("ROLLBACK"));
    }
    // The results desk prints the result sheets, without the codes it may not know.
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("sheets.pdf"));
    CliResult sheets = cli({QStringLiteral("sheets"), as(url, results), QStringLiteral("-o"), pdf});
    EXPECT_EQ(sheets.code, 0) << sheets.err.toStdString();
    EXPECT_GT(QFileInfo(pdf).size(), 1000);
}

// A server tournament set up by `server init` under an older Tengen, then brought up to date by
// the director's desk: the tables the newer version added are readable (and writable as the
// role allows) by every desk, without a second `server init`.
TEST_F(Server, TablesANewerVersionAddsAreTheDesksToo) {
    ASSERT_EQ(cli({QStringLiteral("demo"), url}).code, 0);
    const QString tag = QUuid::createUuid().toString(QUuid::Id128).left(6);
    const QString director = QStringLiteral("dir_") + tag, results = QStringLiteral("res_") + tag;
    ASSERT_EQ(cli({QStringLiteral("server"), QStringLiteral("init"), url,
                   QStringLiteral("--director"), director})
                  .code,
              0);
    ASSERT_EQ(cli({QStringLiteral("server"), QStringLiteral("grant"), url, QStringLiteral("--user"),
                   results, QStringLiteral("--role"), QStringLiteral("results")})
                  .code,
              0);
    const QString schema = QUrl(url).query().section(QLatin1Char('='), 1);
    {
        // As the tournament stood at format 12: no team rounds, no team rules, no stages, no
        // divisions, no rounds per division.
        auto file = store::TournamentFile::open(url);
        file.reset();
        HandConnection admin(url, QUrl(url).userName());
        ASSERT_TRUE(admin.opened);
        QSqlQuery q(admin.db);
        for (const QString& sql :
             {QStringLiteral(
                  "DROP TABLE %1.team_lineup, %1.team_bye, %1.team_match, "
                  "%1.stage_decision, %1.stage_seat, %1.stage, %1.hall_lease, %1.division"),
              QStringLiteral("ALTER TABLE %1.player DROP COLUMN division"),
              QStringLiteral("ALTER TABLE %1.game DROP COLUMN division"),
              QStringLiteral("ALTER TABLE %1.bye DROP COLUMN division"),
              QStringLiteral("ALTER TABLE %1.colour_round DROP COLUMN division"),
              QStringLiteral("ALTER TABLE %1.hall_config DROP COLUMN device_gone_grace_ms"),
              QStringLiteral("ALTER TABLE %1.tournament DROP COLUMN team_pairing, DROP COLUMN "
                             "match_win, DROP COLUMN match_draw, DROP COLUMN match_loss, DROP "
                             "COLUMN tied_match, DROP COLUMN leader_win, DROP COLUMN leader_loss, "
                             "DROP COLUMN match_count, DROP COLUMN team_bye, DROP COLUMN "
                             "team_criteria, DROP COLUMN team_handicap, DROP COLUMN "
                             "team_mcmahon_bar, DROP COLUMN team_avoid_club"),
              QStringLiteral("UPDATE %1.tengen_format SET version = 12")})
            ASSERT_TRUE(q.exec(sql.arg(schema))) << q.lastError().text().toStdString();
    }
    // The director's desk opens it: brought up to date.
    const CliResult opened =
        cli({QStringLiteral("player"), QStringLiteral("list"), as(url, director)});
    ASSERT_EQ(opened.code, 0) << opened.err.toStdString();
    HandConnection desk(url, results);
    ASSERT_TRUE(desk.opened);
    QSqlQuery q(desk.db);
    EXPECT_TRUE(q.exec(QStringLiteral("SELECT count(*) FROM %1.team_match").arg(schema)))
        << q.lastError().text().toStdString();
    EXPECT_FALSE(q.exec(QStringLiteral("DELETE FROM %1.team_match").arg(schema)))
        << "a results desk reads the matches, the director pairs them";
    EXPECT_TRUE(q.exec(QStringLiteral("SELECT count(*) FROM %1.division").arg(schema)))
        << q.lastError().text().toStdString();
    EXPECT_FALSE(q.exec(QStringLiteral("DELETE FROM %1.division").arg(schema)))
        << "a results desk reads the divisions, the director changes them";
    const CliResult standings = cli({QStringLiteral("standings"), as(url, results),
                                     QStringLiteral("--format"), QStringLiteral("text")});
    EXPECT_EQ(standings.code, 0) << standings.err.toStdString();
}

namespace {

// The users of a tournament's desks, `server init` and `server grant` done: the director and
// one user for each role asked, named by the role ("results" → res_…).
struct Desks {
    QString director, registration, results, referee, viewer;
};

Desks deskUsers(const QString& url, const QStringList& roles) {
    const QString tag = QUuid::createUuid().toString(QUuid::Id128).left(6);
    Desks d{QStringLiteral("dir_") + tag, QStringLiteral("reg_") + tag,
            QStringLiteral("res_") + tag, QStringLiteral("ref_") + tag,
            QStringLiteral("view_") + tag};
    const CliResult init = cli({QStringLiteral("server"), QStringLiteral("init"), url,
                                QStringLiteral("--director"), d.director});
    EXPECT_EQ(init.code, 0) << init.err.toStdString();
    for (const auto& [user, role] : {std::pair{d.registration, QStringLiteral("registration")},
                                     std::pair{d.results, QStringLiteral("results")},
                                     std::pair{d.referee, QStringLiteral("referee")},
                                     std::pair{d.viewer, QStringLiteral("viewer")}})
        if (roles.contains(role)) {
            const CliResult granted =
                cli({QStringLiteral("server"), QStringLiteral("grant"), url,
                     QStringLiteral("--user"), user, QStringLiteral("--role"), role});
            EXPECT_EQ(granted.code, 0) << granted.err.toStdString();
        }
    return d;
}

QString schemaOf(const QString& url) {
    return QUrl(url).query().section(QLatin1Char('='), 1);
}

// `sql` (%1: the tournament's schema) run by hand on a desk's connection: refused by the server
// as the desk's role may not (42501).
::testing::AssertionResult refusedAsTheRoleMayNot(QSqlDatabase& db, const QString& schema,
                                                  const QString& sql) {
    const QString text = sql.contains(QLatin1String("%1")) ? sql.arg(schema) : sql;
    QSqlQuery q(db);
    if (q.exec(text))
        return ::testing::AssertionFailure() << "done: " << text.toStdString();
    if (q.lastError().nativeErrorCode() != QLatin1String("42501"))
        return ::testing::AssertionFailure() << "refused otherwise: " << text.toStdString() << ": "
                                             << q.lastError().text().toStdString();
    return ::testing::AssertionSuccess();
}

// ... done.
::testing::AssertionResult done(QSqlDatabase& db, const QString& schema, const QString& sql) {
    const QString text = sql.contains(QLatin1String("%1")) ? sql.arg(schema) : sql;
    QSqlQuery q(db);
    if (!q.exec(text))
        return ::testing::AssertionFailure()
               << text.toStdString() << ": " << q.lastError().text().toStdString();
    return ::testing::AssertionSuccess();
}

} // namespace

// #45 point 10: a writing desk set a counter of `meta` to its largest value, and every desk's
// next change, the director's too, failed on the overflow (22003) for good. Now a desk counts up
// one step at a time; nor can it give a row an id ahead of the next (a player far ahead, a
// journal line on the ids every desk's next changes would take). The desks, and the director's
// first, keep working.
TEST_F(Server, NoDeskRunsTheCountersOrTheIdsOutForTheOthers) {
    ASSERT_EQ(cli({QStringLiteral("demo"), url}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("pair"), url}).code, 0);
    const Desks desks = deskUsers(url, {QStringLiteral("registration"), QStringLiteral("results"),
                                        QStringLiteral("referee")});
    const QString schema = schemaOf(url);
    for (const QString& user : {desks.registration, desks.results, desks.referee}) {
        HandConnection hand(url, user);
        ASSERT_TRUE(hand.opened) << hand.db.lastError().text().toStdString();
        for (const char* key : {"revision.settings", "revision.players", "revision.rounds",
                                "revision.clocks", "player.last_id"}) {
            for (const char* value : {"9223372036854775807", "value + 1000"})
                EXPECT_TRUE(refusedAsTheRoleMayNot(
                    hand.db, schema,
                    QStringLiteral("UPDATE %1.meta SET value = %2 WHERE key = '%3'")
                        .arg(QStringLiteral("%1"), QLatin1String(value), QLatin1String(key))))
                    << user.toStdString();
        }
        // What a desk's commit does.
        EXPECT_TRUE(done(hand.db, schema,
                         QStringLiteral("UPDATE %1.meta SET value = value + 1 WHERE key = "
                                        "'revision.rounds'")));
        EXPECT_TRUE(refusedAsTheRoleMayNot(
            hand.db, schema,
            QStringLiteral("INSERT INTO %1.journal (id, at, who, action) VALUES ((SELECT max(id) "
                           "FROM %1.journal) + 1000, '', '', 'ahead')")));
        EXPECT_TRUE(done(hand.db, schema,
                         QStringLiteral("INSERT INTO %1.journal (at, who, action) VALUES ('', "
                                        "'', 'in turn')")));
    }
    {
        HandConnection hand(url, desks.registration);
        ASSERT_TRUE(hand.opened);
        EXPECT_TRUE(refusedAsTheRoleMayNot(
            hand.db, schema,
            QStringLiteral("INSERT INTO %1.player (id, family_native) VALUES "
                           "(9223372036854775000, 'far')")));
        EXPECT_TRUE(refusedAsTheRoleMayNot(
            hand.db, schema,
            QStringLiteral("UPDATE %1.player SET id = 9223372036854775000 WHERE id = (SELECT "
                           "max(id) FROM %1.player)")));
    }
    // Every desk goes on: the director's, registration's, results'.
    CliResult r = cli({QStringLiteral("player"), QStringLiteral("add"), as(url, desks.director),
                       QStringLiteral("--family"), QStringLiteral("总"), QStringLiteral("--given"),
                       QStringLiteral("监"), QStringLiteral("--rank"), QStringLiteral("1d")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("player"), QStringLiteral("add"), as(url, desks.registration),
             QStringLiteral("--family"), QStringLiteral("登"), QStringLiteral("--given"),
             QStringLiteral("记"), QStringLiteral("--rank"), QStringLiteral("2k")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("result"), as(url, desks.director), QStringLiteral("--round"),
             QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("1"),
             QStringLiteral("--result"), QStringLiteral("w")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("result"), as(url, desks.results), QStringLiteral("--round"),
             QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("2"),
             QStringLiteral("--result"), QStringLiteral("b")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    auto file = store::TournamentFile::open(url);
    const store::Revisions now = file->revisions();
    for (const qint64 revision : {now.settings, now.players, now.rounds, now.clocks})
        EXPECT_LT(revision, 1000);
}

// #45 point 10: a results desk swapped the pairing's colours in two statements past game_guard
// (known_colour = 0, then the swap). The colours a desk may swap are the board's only: those to
// be decided there, and those a desk entered as decided there, which its undo sets back.
TEST_F(Server, AResultsDeskSwapsOnlyTheColoursTheBoardDecides) {
    ASSERT_EQ(cli({QStringLiteral("demo"), url}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("pair"), url}).code, 0);
    const Desks desks = deskUsers(url, {QStringLiteral("results"), QStringLiteral("referee")});
    const QString schema = schemaOf(url);
    const Game paired = store::TournamentFile::open(url)->rounds().games(RoundNo{1})[0];
    const QString first =
        QStringLiteral("(SELECT id FROM %1.game WHERE round = 1 AND table_number = 1)");
    for (const QString& user : {desks.results, desks.referee}) {
        HandConnection hand(url, user);
        ASSERT_TRUE(hand.opened) << hand.db.lastError().text().toStdString();
        EXPECT_TRUE(refusedAsTheRoleMayNot(
            hand.db, schema,
            QStringLiteral("UPDATE %1.game SET known_colour = 0 WHERE id = ") + first));
        EXPECT_TRUE(refusedAsTheRoleMayNot(
            hand.db, schema,
            QStringLiteral("UPDATE %1.game SET white_id = black_id, black_id = white_id WHERE "
                           "id = ") +
                first));
        // Both in one transaction, as two statements.
        QSqlQuery q(hand.db);
        ASSERT_TRUE(q.exec(QStringLiteral("BEGIN")));
        EXPECT_FALSE(
            q.exec(QStringLiteral("UPDATE %1.game SET known_colour = 0 WHERE id = ").arg(schema) +
                   first.arg(schema)) &&
            q.exec(QStringLiteral("UPDATE %1.game SET white_id = black_id, black_id = "
                                  "white_id WHERE id = ")
                       .arg(schema) +
                   first.arg(schema)));
        q.exec(QStringLiteral("ROLLBACK"));
    }
    const Game still = store::TournamentFile::open(url)->rounds().games(RoundNo{1})[0];
    EXPECT_EQ(still.white, paired.white);
    EXPECT_EQ(still.black, paired.black);
    EXPECT_TRUE(still.knownColour);
    // The director leaves the colours to the boards: a results desk enters who took black (the
    // list's white here), takes its entry back (undo) and enters it again (redo).
    ASSERT_EQ(cli({QStringLiteral("colours"), url, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--method"), QStringLiteral("board")})
                  .code,
              0);
    auto desk = store::TournamentFile::open(as(url, desks.results));
    const Game seen = desk->rounds().games(RoundNo{1})[0];
    ASSERT_FALSE(seen.knownColour);
    try {
        const Game after = desk->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::BlackWins,
                                                    false, seen.white, seen);
        EXPECT_EQ(after.black, seen.white);
        EXPECT_TRUE(after.knownColour);
        desk->rounds().restoreGame(seen, after); // undo
        EXPECT_TRUE(desk->rounds().games(RoundNo{1})[0] == seen);
        desk->rounds().restoreGame(after, seen); // redo
        EXPECT_TRUE(desk->rounds().games(RoundNo{1})[0] == after);
    } catch (const store::StoreError& e) {
        ADD_FAILURE() << e.message().toStdString();
    }
    // That game's colours stay the board's; its neighbour's, not entered yet, too.
    HandConnection hand(url, desks.results);
    ASSERT_TRUE(hand.opened);
    EXPECT_TRUE(done(hand.db, schema,
                     QStringLiteral("UPDATE %1.game SET white_id = black_id, black_id = white_id "
                                    "WHERE round = 1 AND table_number = 2")));
}

// #45 point 10: a results desk changed a knockout result the bracket had gone on from (the
// bracket stuck for ever), took back a referee's decision it had gone on from, and gave a
// decision of a game that does not exist. The server refuses each; the decisions a referee may
// give, it takes; the director's desk goes on.
TEST_F(Server, AKnockoutsResultsAndDecisionsHoldOnceItsBracketWentOn) {
    ASSERT_EQ(cli({QStringLiteral("new"), url, QStringLiteral("--name"), QStringLiteral("KO"),
                   QStringLiteral("--system"), QStringLiteral("knockout")})
                  .code,
              0);
    for (int i = 1; i <= 4; ++i)
        ASSERT_EQ(
            cli({QStringLiteral("player"), QStringLiteral("add"), url, QStringLiteral("--family"),
                 QStringLiteral("K%1").arg(i), QStringLiteral("--status"), QStringLiteral("final")})
                .code,
            0);
    ASSERT_EQ(
        cli({QStringLiteral("pair"), url, QStringLiteral("--round"), QStringLiteral("1")}).code, 0);
    const Desks desks = deskUsers(url, {QStringLiteral("results"), QStringLiteral("referee")});
    const QString schema = schemaOf(url);
    const Game first = *store::TournamentFile::open(url)->rounds().game(RoundNo{1}, TableNo{1});
    // Table 1: both lose, the referee decides; table 2: the results desk enters a win.
    auto desk = [&](const QString& user, QStringList args) {
        args.insert(1, as(url, user));
        return cli(args);
    };
    ASSERT_EQ(
        desk(desks.results, {QStringLiteral("result"), QStringLiteral("--round"),
                             QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("1"),
                             QStringLiteral("--result"), QStringLiteral("0")})
            .code,
        0);
    {
        // A decision of a game there is not, or for a player not at that table: refused.
        HandConnection hand(url, desks.referee);
        ASSERT_TRUE(hand.opened);
        for (const QString& values :
             {QStringLiteral("(1, 1, 99, %1, 'no such table')").arg(first.white.value()),
              QStringLiteral("(1, 3, 1, %1, 'no such round')").arg(first.white.value()),
              QStringLiteral("(1, 1, 2, %1, 'not his table')").arg(first.white.value()),
              QStringLiteral("(1, 1, 1, (SELECT white_id FROM %1.game WHERE round = 1 AND "
                             "table_number = 2), 'not his table')")})
            EXPECT_TRUE(refusedAsTheRoleMayNot(
                hand.db, schema,
                QStringLiteral("INSERT INTO %1.stage_decision (stage, round, table_number, "
                               "winner_id, reason) VALUES ") +
                    values));
    }
    CliResult r =
        desk(desks.referee,
             {QStringLiteral("bracket"), QStringLiteral("decide"), QStringLiteral("--round"),
              QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("1"),
              QStringLiteral("--winner"), QString::number(first.white.value()),
              QStringLiteral("--reason"), QStringLiteral("play-off")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    r = desk(desks.results, {QStringLiteral("result"), QStringLiteral("--round"),
                             QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("2"),
                             QStringLiteral("--result"), QStringLiteral("b")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    // The director's desk pairs the final: the bracket goes on from both games.
    r = desk(desks.director,
             {QStringLiteral("pair"), QStringLiteral("--round"), QStringLiteral("2")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    ASSERT_EQ(store::TournamentFile::open(url)->rounds().games(RoundNo{2}).size(), 1u);
    for (const QString& user : {desks.results, desks.referee}) {
        HandConnection hand(url, user);
        ASSERT_TRUE(hand.opened);
        for (const QString& sql :
             {QStringLiteral("UPDATE %1.game SET result = 'w' WHERE round = 1 AND table_number = "
                             "2"),
              QStringLiteral("UPDATE %1.game SET result = '?' WHERE round = 1 AND table_number = "
                             "2"),
              QStringLiteral("UPDATE %1.game SET result = 'w' WHERE round = 1 AND table_number = "
                             "1"),
              QStringLiteral("DELETE FROM %1.stage_decision WHERE round = 1"),
              QStringLiteral("INSERT INTO %1.stage_decision (stage, round, table_number, "
                             "winner_id, reason) VALUES (1, 1, 2, (SELECT white_id FROM %1.game "
                             "WHERE round = 1 AND table_number = 2), 'later')")})
            EXPECT_TRUE(refusedAsTheRoleMayNot(hand.db, schema, sql)) << user.toStdString();
        // Nor with an empty `stage` of its own, found before the tournament's.
        EXPECT_TRUE(done(hand.db, schema,
                         QStringLiteral("CREATE TEMPORARY TABLE stage (number BIGINT, format "
                                        "TEXT, first_round BIGINT, rounds BIGINT)")));
        QSqlQuery q(hand.db);
        ASSERT_TRUE(q.exec(QStringLiteral("SET search_path = pg_temp, %1").arg(schema)));
        EXPECT_FALSE(q.exec(
            QStringLiteral("UPDATE game SET result = 'w' WHERE round = 1 AND table_number = 2")));
        EXPECT_EQ(q.lastError().nativeErrorCode(), QStringLiteral("42501"))
            << q.lastError().text().toStdString();
    }
    // The final: both lose; a decision for someone not at that table is refused, the
    // referee's is taken, and the director's desk goes on.
    r = desk(desks.results, {QStringLiteral("result"), QStringLiteral("--round"),
                             QStringLiteral("2"), QStringLiteral("--table"), QStringLiteral("1"),
                             QStringLiteral("--result"), QStringLiteral("0")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const Game theFinal = *store::TournamentFile::open(url)->rounds().game(RoundNo{2}, TableNo{1});
    {
        HandConnection hand(url, desks.referee);
        ASSERT_TRUE(hand.opened);
        const QString outsider = QString::number(
            theFinal.involves(first.black) ? first.white.value() : first.black.value());
        EXPECT_TRUE(refusedAsTheRoleMayNot(
            hand.db, schema,
            QStringLiteral("INSERT INTO %1.stage_decision (stage, round, table_number, "
                           "winner_id, reason) VALUES (1, 2, 1, %2, 'x')")
                .arg(QStringLiteral("%1"), outsider)));
    }
    r = desk(desks.referee,
             {QStringLiteral("bracket"), QStringLiteral("decide"), QStringLiteral("--round"),
              QStringLiteral("2"), QStringLiteral("--table"), QStringLiteral("1"),
              QStringLiteral("--winner"), QString::number(theFinal.black.value()),
              QStringLiteral("--reason"), QStringLiteral("play-off")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    r = desk(desks.director,
             {QStringLiteral("bracket"), QStringLiteral("undecide"), QStringLiteral("--round"),
              QStringLiteral("2"), QStringLiteral("--table"), QStringLiteral("1")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    r = desk(desks.director,
             {QStringLiteral("result"), QStringLiteral("--round"), QStringLiteral("2"),
              QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--result"),
              QStringLiteral("w"), QStringLiteral("--reason"), QStringLiteral("counted again")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    auto file = store::TournamentFile::open(url);
    EXPECT_EQ(file->rounds().game(RoundNo{1}, TableNo{2})->result, GameResult::BlackWins);
    EXPECT_EQ(file->rounds().game(RoundNo{2}, TableNo{1})->result, GameResult::WhiteWins);
    EXPECT_EQ(file->stages().decisions().size(), 1u);
}

// #45 point 10: a viewer held the advisory lock `server init` and `grant` took (they failed),
// and flooded the tournament's NOTIFY channel (each announcement a look: 60 % of a core of
// `serve` per flooding client). Now the roles are made without a lock anyone may hold, and a
// listener looks at most once per 50 ms however many announcements come, the last never lost.
TEST_F(Server, AViewerNeitherHoldsUpTheRolesNorFloodsTheListeners) {
    ASSERT_EQ(cli({QStringLiteral("demo"), url}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("pair"), url}).code, 0);
    const Desks desks = deskUsers(url, {QStringLiteral("results"), QStringLiteral("viewer")});
    const QString schema = schemaOf(url);
    {
        HandConnection hand(url, desks.viewer);
        ASSERT_TRUE(hand.opened);
        EXPECT_TRUE(done(hand.db, schema,
                         QStringLiteral("SELECT pg_advisory_lock(hashtext('tengen.roles'))")));
        // The viewer holds the lock until after the grant: a grant that waited for it would end
        // in "busy" (the wait's limit), not in success.
        const CliResult r =
            cli({QStringLiteral("server"), QStringLiteral("grant"), url, QStringLiteral("--user"),
                 desks.referee, QStringLiteral("--role"), QStringLiteral("referee")});
        EXPECT_EQ(r.code, 0) << "the viewer's lock held the grant: " << r.err.toStdString();
        const CliResult init = cli({QStringLiteral("server"), QStringLiteral("init"), url,
                                    QStringLiteral("--director"), desks.director});
        EXPECT_EQ(init.code, 0) << init.err.toStdString();
    }
    auto listener = store::TournamentFile::open(as(url, desks.viewer));
    int looks = 0;
    ASSERT_TRUE(listener->listenForChanges([&] { ++looks; }));
    auto lookFor = [&](qint64 ms) {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < ms)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        return t.elapsed();
    };
    lookFor(200);
    {
        HandConnection hand(url, desks.viewer);
        ASSERT_TRUE(hand.opened);
        EXPECT_TRUE(done(hand.db, schema,
                         QStringLiteral("SELECT pg_notify('%1', g::text) FROM "
                                        "generate_series(1, 20000) g")));
    }
    const qint64 flooded = lookFor(1500);
    EXPECT_GE(looks, 1);
    EXPECT_LE(looks, 5 + flooded / 50) << "a look per announcement";
    // A desk's change after the flood is still heard.
    looks = 0;
    const CliResult r =
        cli({QStringLiteral("result"), as(url, desks.results), QStringLiteral("--round"),
             QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("1"),
             QStringLiteral("--result"), QStringLiteral("b")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    QElapsedTimer t;
    t.start();
    while (looks == 0 && t.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    EXPECT_GE(looks, 1);
}
