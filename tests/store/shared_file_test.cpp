// One tournament file, several programs: what the file refuses and leaves untouched, writes that
// wait for another program's write, edits that change only what the user changed and refuse a
// stale one, revisions that tell readers what changed, messages a director understands.
#include "backend.h"
#include "test_support.h"

#include "formats/importers.h"
#include "store/open_files.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <gtest/gtest.h>
#include <map>

using namespace tengen;
using namespace tengen::store;

namespace {

Player named(const char* family, const char* given) {
    Player p;
    p.familyNative = family;
    p.givenNative = given;
    p.club = "杭州棋院";
    p.declaredRank = Rank::dan(3);
    p.rankLabel = "3d";
    return p;
}

QString freshFile(const QTemporaryDir& dir, int players = 3) {
    const QString path = test::tournamentAt(dir, QStringLiteral("t"));
    auto file = TournamentFile::create(path, test::sampleSettings());
    for (int i = 0; i < players; ++i)
        file->players().add(named("王", std::to_string(i).c_str()));
    return path;
}

QStringList filesIn(const QTemporaryDir& dir) {
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

// Opening must fail with kind `kind` and a message containing `expected`; the file's bytes and
// the folder stay as they were (no -wal or -shm left beside a refused file).
void expectRefusedUntouched(const QTemporaryDir& dir, const QString& path, StoreError::Kind kind,
                            const char* expected) {
    const QByteArray before = test::sha256Of(path);
    const QStringList filesBefore = filesIn(dir);
    try {
        TournamentFile::open(path);
        ADD_FAILURE() << "opened " << path.toStdString();
    } catch (const StoreError& e) {
        EXPECT_EQ(e.kind(), kind) << e.message().toStdString();
        EXPECT_TRUE(e.message().contains(QString::fromUtf8(expected))) << e.message().toStdString();
    }
    EXPECT_EQ(test::sha256Of(path), before);
    EXPECT_EQ(filesIn(dir), filesBefore);
}

// A message for a director names no SQL.
void expectNoSql(QString message) {
    message.remove(QStringLiteral("postgresql://")); // a server's address names its kind
    for (const char* word : {"SQL", "sqlite", "SELECT", "INSERT", "UPDATE", "table tournament",
                             "no such", "database is locked", "readonly database"})
        EXPECT_FALSE(message.contains(QString::fromLatin1(word), Qt::CaseInsensitive))
            << message.toStdString();
}

} // namespace

TEST(RefusedFiles, ATriggerAddedByAnotherProgramRefusesTheFileAndNeverRuns) {
    QTemporaryDir dir;
    const QString path = freshFile(dir);
    test::foreignSql(path,
                     {QStringLiteral("CREATE TRIGGER wipe AFTER INSERT ON player BEGIN DELETE FROM"
                                     " game; DELETE FROM player; END")});
    expectRefusedUntouched(dir, path, StoreError::Kind::Refused, "wipe");
}

TEST(RefusedFiles, AViewOrAForeignTableRefusesTheFile) {
    QTemporaryDir dir;
    const QString path = freshFile(dir);
    test::foreignSql(path,
                     {QStringLiteral("CREATE VIEW names AS SELECT family_native FROM player")});
    expectRefusedUntouched(dir, path, StoreError::Kind::Refused, "names");
    QTemporaryDir other;
    const QString second = freshFile(other);
    test::foreignSql(second, {QStringLiteral("CREATE TABLE extra (x)")});
    expectRefusedUntouched(other, second, StoreError::Kind::Refused, "extra");
}

TEST(RefusedFiles, AnAlteredOrDroppedTableRefusesTheFileUntouched) {
    QTemporaryDir dir;
    const QString path = freshFile(dir);
    test::foreignSql(path, {QStringLiteral("DROP TABLE clock_schedule")});
    expectRefusedUntouched(dir, path, StoreError::Kind::Damaged, "clock_schedule");
    QTemporaryDir other;
    const QString second = freshFile(other);
    test::foreignSql(second, {QStringLiteral("ALTER TABLE player ADD COLUMN secret TEXT")});
    expectRefusedUntouched(other, second, StoreError::Kind::Damaged, "player");
}

TEST(RefusedFiles, OurApplicationIdWithoutTablesOrVersionIsRefusedUntouched) {
    for (int version : {0, -1}) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bare.tengen"));
        // A rollback-journal file: switching it to WAL would change its header bytes.
        test::foreignSql(
            path, {QStringLiteral("PRAGMA application_id = %1").arg(TournamentFile::kApplicationId),
                   QStringLiteral("PRAGMA user_version = %1").arg(version),
                   QStringLiteral("CREATE TABLE filler (x)"),
                   QStringLiteral("INSERT INTO filler VALUES (zeroblob(2000))")});
        expectRefusedUntouched(dir, path, StoreError::Kind::Damaged, "version");
    }
    QTemporaryDir dir;
    const QString path = freshFile(dir);
    test::foreignSql(path, {QStringLiteral("PRAGMA user_version = 0")});
    expectRefusedUntouched(dir, path, StoreError::Kind::Damaged, "version");
}

TEST(RefusedFiles, AFileOneByteShortOrWithBytesAppendedIsRefusedUntouched) {
    for (qint64 change : {qint64(-1), qint64(10 * 1024)}) {
        QTemporaryDir dir;
        const QString path = freshFile(dir, 40);
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::ReadWrite));
        if (change < 0) {
            f.resize(f.size() - 1);
        } else {
            f.seek(f.size());
            f.write(QByteArray(change, 'x'));
        }
        f.close();
        expectRefusedUntouched(dir, path, StoreError::Kind::Damaged, "bytes long");
    }
}

TEST(RefusedFiles, AFolderIsNoTournament) {
    QTemporaryDir dir;
    QDir(dir.path()).mkdir(QStringLiteral("t.tengen"));
    try {
        TournamentFile::open(dir.filePath(QStringLiteral("t.tengen")));
        ADD_FAILURE();
    } catch (const StoreError& e) {
        EXPECT_EQ(e.kind(), StoreError::Kind::NotTournament);
    }
}

TEST(SharedFile, APlayerIdIsNeverGivenTwiceEvenAfterADeletion) {
    QTemporaryDir dir;
    auto file = TournamentFile::open(freshFile(dir, 0));
    const PlayerId first = file->players().add(named("李", "一"));
    const PlayerId second = file->players().add(named("李", "二"));
    file->players().remove(second);
    const PlayerId third = file->players().add(named("李", "三"));
    EXPECT_GT(second, first);
    EXPECT_GT(third, second); // a script still holding #2 never edits 李三 by mistake
    ImportBatch batch;
    batch.source = "late.csv";
    batch.players = {{named("赵", "四"), 2}};
    file->players().remove(third);
    const ImportOutcome outcome = file->players().import(batch);
    ASSERT_EQ(outcome.ids.size(), 1u);
    EXPECT_GT(outcome.ids[0], third);
}

TEST(SharedFile, AnEditWritesOnlyWhatChangedAndKeepsAnotherProgramsChange) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 1);
    auto desk = TournamentFile::open(path);
    auto script = TournamentFile::open(path);
    const Player seen = desk->players().all().front(); // what the desk's editor shows
    // Another program changes the club meanwhile.
    Player other = *script->players().find(seen.id);
    Player moved = other;
    moved.club = "北京棋院";
    script->players().update(other, moved);
    // The desk saves a rating: the club stays the other program's.
    Player edited = seen;
    edited.rating = Rating{RatingSystem::EgdGoR, 2210, std::nullopt, std::nullopt};
    const Player stored = desk->players().update(seen, edited);
    EXPECT_EQ(stored.club, "北京棋院");
    EXPECT_EQ(desk->players().find(seen.id)->rating->value, 2210);
    EXPECT_EQ(desk->players().find(seen.id)->club, "北京棋院");
}

TEST(SharedFile, AnEditOfAFieldSomeoneElseChangedFirstIsRefusedNamingIt) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 1);
    auto desk = TournamentFile::open(path);
    auto script = TournamentFile::open(path);
    const Player seen = desk->players().all().front();
    Player moved = seen;
    moved.club = "北京棋院";
    script->players().update(seen, moved);
    Player edited = seen;
    edited.club = "上海棋院";
    const Revisions before = desk->revisions();
    try {
        desk->players().update(seen, edited);
        ADD_FAILURE() << "a stale edit was written";
    } catch (const StoreError& e) {
        EXPECT_EQ(e.kind(), StoreError::Kind::Conflict);
        EXPECT_TRUE(e.message().contains(QStringLiteral("club"))) << e.message().toStdString();
        EXPECT_TRUE(e.message().contains(QStringLiteral("北京棋院"))) << e.message().toStdString();
    }
    EXPECT_EQ(desk->players().find(seen.id)->club, "北京棋院");
    EXPECT_EQ(desk->revisions(), before);
}

TEST(SharedFile, ParticipationIsComparedRoundByRound) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 1);
    auto desk = TournamentFile::open(path);
    auto script = TournamentFile::open(path);
    const Player seen = desk->players().all().front();
    script->players().setParticipation(seen.id, {2, Participation::Absent, std::nullopt});
    Player checkedIn = seen;
    checkedIn.rounds = {{1, Participation::Present, std::string("2026-12-05T08:00:00Z")}};
    desk->players().update(seen, checkedIn); // round 1 here, round 2 there: both stay
    const Player stored = *desk->players().find(seen.id);
    EXPECT_EQ(stored.participation(2), Participation::Absent);
    ASSERT_EQ(stored.rounds.size(), 2u);
    EXPECT_TRUE(stored.rounds[0].checkedInAt.has_value());
    Player bye = seen;
    bye.rounds = {{2, Participation::ByeRequested, std::nullopt}};
    EXPECT_THROW(desk->players().update(seen, bye), StoreError); // round 2 changed meanwhile
}

TEST(SharedFile, RevisionsCountUpOnlyWhatAWriteTouched) {
    QTemporaryDir dir;
    auto file = TournamentFile::open(freshFile(dir, 2));
    const Revisions before = file->revisions();
    file->players().add(named("周", "五"));
    Revisions after = file->revisions();
    EXPECT_EQ(after.players, before.players + 1);
    EXPECT_EQ(after.rounds, before.rounds);
    EXPECT_EQ(after.settings, before.settings);
    const qint64 hall = file->clocks().startHall(QStringLiteral("absolute:main=60m"), 2);
    file->clocks().append(hall,
                          {{1, QStringLiteral("start"), 0, QStringLiteral("2026-12-05T08:00:00Z"),
                            QLatin1Char('B'), 0, QString()}});
    EXPECT_EQ(file->revisions().players, after.players);
    EXPECT_EQ(file->revisions().clocks, after.clocks + 2);
}

TEST(SharedFile, AnotherConnectionsCommitIsNoticedAndOwnIsNot) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 1);
    auto desk = TournamentFile::open(path);
    auto script = TournamentFile::open(path);
    EXPECT_FALSE(desk->changedElsewhere()); // the first call learns the version
    desk->players().add(named("吴", "六"));
    EXPECT_FALSE(desk->changedElsewhere());
    script->players().add(named("郑", "七"));
    EXPECT_TRUE(desk->changedElsewhere());
    EXPECT_FALSE(desk->changedElsewhere());
}

// On a server another desk's commit is announced at once (LISTEN/NOTIFY), this desk's own is
// not, and the announcement comes again after the connection was lost and reopened. A file has
// no announcements: the desk polls it.
TEST(SharedFile, OnAServerAnotherDesksCommitIsAnnouncedAtOnce) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 1);
    const QStringList before = QSqlDatabase::connectionNames();
    auto desk = TournamentFile::open(path);
    QString deskConnection;
    for (const QString& name : QSqlDatabase::connectionNames())
        if (!before.contains(name))
            deskConnection = name;
    auto other = TournamentFile::open(path);
    int announced = 0;
    const bool listening = desk->listenForChanges([&] { ++announced; });
    EXPECT_EQ(listening, test::onServer());
    if (!listening)
        return;
    const auto waitForAnnouncement = [&](int count, int limitMs = 2000) {
        QElapsedTimer t;
        t.start();
        while (announced < count && t.elapsed() < limitMs)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        return t.elapsed();
    };
    desk->players().add(named("吴", "六"));
    waitForAnnouncement(1, 300);
    EXPECT_EQ(announced, 0); // its own change
    other->players().add(named("郑", "七"));
    waitForAnnouncement(1, 30000); // only an announcement calls
    EXPECT_EQ(announced, 1);
    // A read snapshot commits nothing and announces nothing.
    {
        const TournamentFile::ReadSnapshot snapshot(*other);
        other->players().all();
    }
    waitForAnnouncement(2, 300);
    EXPECT_EQ(announced, 1);
    // The desk's session ends (a server restarted, a network cut); its next look reconnects
    // and listens again.
    QSqlQuery(QSqlDatabase::database(deskConnection, false))
        .exec(QStringLiteral("SELECT pg_terminate_backend(pg_backend_pid())"));
    desk->changedElsewhere();
    desk->changedElsewhere();
    other->players().add(named("冯", "八"));
    waitForAnnouncement(2, 30000);
    EXPECT_EQ(announced, 2);
}

TEST(SharedFile, AReadSnapshotSeesOneStateOfTheFile) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 2);
    auto reader = TournamentFile::open(path);
    auto writer = TournamentFile::open(path);
    {
        const TournamentFile::ReadSnapshot snapshot(*reader);
        const size_t count = reader->players().all().size();
        writer->players().add(named("冯", "八"));
        EXPECT_EQ(reader->players().all().size(), count); // not torn by the other program's write
        EXPECT_THROW(reader->players().add(named("陈", "九")), StoreError); // no write inside
    }
    EXPECT_EQ(reader->players().all().size(), 3u);
}

TEST(SharedFile, AStalePairingOrUnpairingOfARoundIsRefused) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 4);
    auto desk = TournamentFile::open(path);
    auto other = TournamentFile::open(path);
    const std::vector<Player> ps = desk->players().all();
    auto game = [&](int table, int w, int b) {
        Game g;
        g.round = 1;
        g.table = table;
        g.white = ps[w].id;
        g.black = ps[b].id;
        return g;
    };
    const Revisions inputs = desk->revisions();
    other->rounds().save(RoundNo{1}, {game(1, 0, 1), game(2, 2, 3)}, {});
    // The desk's pairing was computed before: it finds the round paired.
    try {
        desk->rounds().save(RoundNo{1}, {game(1, 0, 2), game(2, 1, 3)}, {},
                            QStringLiteral("round.pair"), {RoundState{}, inputs});
        ADD_FAILURE();
    } catch (const StoreError& e) {
        EXPECT_EQ(e.kind(), StoreError::Kind::Conflict);
        EXPECT_TRUE(e.message().contains(QStringLiteral("paired by another program")));
    }
    const RoundState paired = desk->rounds().state(RoundNo{1});
    other->rounds().setResult(RoundNo{1}, TableNo{2}, GameResult::BlackWins, false);
    // An unpairing (an undo of the pairing) based on the round without results is refused.
    try {
        desk->rounds().save(RoundNo{1}, {}, {}, QStringLiteral("round.undo"), {paired, {}});
        ADD_FAILURE();
    } catch (const StoreError& e) {
        EXPECT_EQ(e.kind(), StoreError::Kind::Conflict);
        EXPECT_TRUE(e.message().contains(QStringLiteral("tables 2"))) << e.message().toStdString();
    }
    EXPECT_EQ(desk->rounds().games(RoundNo{1}).size(), 2u);
    EXPECT_EQ(desk->rounds().games(RoundNo{1})[1].result, GameResult::BlackWins);
    // A pairing whose players changed while it was computed is refused too.
    other->rounds().save(RoundNo{1}, {}, {}, QStringLiteral("round.unpair"));
    const Revisions read = desk->revisions();
    other->players().setParticipation(ps[3].id, {1, Participation::Absent, std::nullopt});
    EXPECT_THROW(desk->rounds().save(RoundNo{1}, {game(1, 0, 1)}, {}, QStringLiteral("round.pair"),
                                     {RoundState{}, read}),
                 StoreError);
    EXPECT_TRUE(desk->rounds().games(RoundNo{1}).empty());
}

TEST(SharedFile, AResultOnAGameThatChangedMeanwhileIsRefused) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 2);
    auto desk = TournamentFile::open(path);
    auto other = TournamentFile::open(path);
    const std::vector<Player> ps = desk->players().all();
    Game g;
    g.round = 1;
    g.table = 1;
    g.white = ps[0].id;
    g.black = ps[1].id;
    desk->rounds().save(RoundNo{1}, {g}, {});
    const Game seen = desk->rounds().games(RoundNo{1}).front();
    other->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::WhiteWins, false);
    try {
        desk->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::BlackWins, false, std::nullopt,
                                 seen);
        ADD_FAILURE();
    } catch (const StoreError& e) {
        EXPECT_EQ(e.kind(), StoreError::Kind::Conflict);
        EXPECT_TRUE(e.message().contains(QStringLiteral("White wins")))
            << e.message().toStdString();
    }
    EXPECT_EQ(desk->rounds().games(RoundNo{1}).front().result, GameResult::WhiteWins);
}

TEST(SharedFile, DeletingAPlayerWhoPlayedIsRefusedWithTheRound) {
    QTemporaryDir dir;
    auto file = TournamentFile::open(freshFile(dir, 2));
    const std::vector<Player> ps = file->players().all();
    Game g;
    g.round = 2;
    g.white = ps[0].id;
    g.black = ps[1].id;
    file->rounds().save(RoundNo{2}, {g}, {});
    try {
        file->players().remove(ps[0].id);
        ADD_FAILURE();
    } catch (const StoreError& e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("round 2"))) << e.message().toStdString();
        expectNoSql(e.message());
    }
    EXPECT_TRUE(file->players().find(ps[0].id).has_value());
}

TEST(SharedFile, NothingButSqliteOpensTheTournamentFile) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 1);
    EXPECT_FALSE(isOpenTournamentFile(path));
    auto file = TournamentFile::open(path);
    EXPECT_TRUE(isOpenTournamentFile(path));
    EXPECT_TRUE(isOpenTournamentFile(dir.filePath(QStringLiteral("./t.tengen"))));
    EXPECT_TRUE(isOpenTournamentFile(path + QStringLiteral("-wal")));
    EXPECT_TRUE(isOpenTournamentFile(path + QStringLiteral("-shm")));
    const QString link = dir.filePath(QStringLiteral("link.tengen"));
    ASSERT_TRUE(QFile::link(path, link));
    EXPECT_TRUE(isOpenTournamentFile(link));
    EXPECT_FALSE(isOpenTournamentFile(dir.filePath(QStringLiteral("players.csv"))));
    file.reset();
    EXPECT_FALSE(isOpenTournamentFile(path));
}

namespace {

// Runs this test binary as another program: `--hold-write FILE MS` takes the file's write lock
// and keeps it MS milliseconds.
struct Holder {
    QProcess process;
    explicit Holder(const QString& path, int ms) {
        process.start(QCoreApplication::applicationFilePath(),
                      {QStringLiteral("--hold-write"), path, QString::number(ms)});
        EXPECT_TRUE(process.waitForStarted(10000));
        QByteArray said;
        while (!said.contains("holding")) {
            if (!process.waitForReadyRead(10000)) {
                ADD_FAILURE() << "the holder never took the lock";
                break;
            }
            said += process.readAllStandardOutput();
        }
    }
    // Lets go of the lock now, before its time is up.
    void release() { process.closeWriteChannel(); }
    ~Holder() {
        release();
        process.waitForFinished(20000);
    }
};

} // namespace

TEST(SharedFile, AWriteWaitsForAnotherProgramsWriteToEnd) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 2);
    auto file = TournamentFile::open(path);
    const std::vector<Player> ps = file->players().all();
    Game g;
    g.white = ps[0].id;
    g.black = ps[1].id;
    file->rounds().save(RoundNo{1}, {g}, {});
    Holder holder(path, 1500);
    QElapsedTimer waited;
    waited.start();
    // Read first, then write: the kind of action that failed at once before.
    file->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::WhiteWins, false, std::nullopt,
                             file->rounds().games(RoundNo{1}).front());
    EXPECT_GE(waited.elapsed(), 1000);
    EXPECT_EQ(file->rounds().games(RoundNo{1}).front().result, GameResult::WhiteWins);
    // The holder's own write is there too.
    EXPECT_EQ(file->players().all().size(), 3u);
}

TEST(SharedFile, AWriteThatWaitsTooLongSaysTheFileIsBusyAndChangesNothing) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 1);
    qputenv("TENGEN_BUSY_TIMEOUT_MS", "300");
    auto file = TournamentFile::open(path);
    Holder holder(path, 20000); // until released, below
    try {
        file->players().add(named("褚", "十"));
        ADD_FAILURE() << "written while another program held the file";
    } catch (const StoreError& e) {
        EXPECT_EQ(e.kind(), StoreError::Kind::Busy);
        EXPECT_TRUE(e.retryable());
        EXPECT_TRUE(e.message().contains(QStringLiteral("busy"))) << e.message().toStdString();
        expectNoSql(e.message());
    }
    qunsetenv("TENGEN_BUSY_TIMEOUT_MS");
    holder.release();
    holder.process.waitForFinished(20000);
    EXPECT_EQ(file->players().all().size(), 2u); // the holder's player, not ours
    // An import that waits too long is refused as busy, never blamed on the CSV.
    qputenv("TENGEN_BUSY_TIMEOUT_MS", "300");
    auto again = TournamentFile::open(path);
    Holder second(path, 20000); // until released, when it goes out of scope
    ImportBatch batch;
    batch.source = "one.csv";
    batch.players = {{named("卫", "十一"), 2}};
    try {
        again->players().import(batch);
        ADD_FAILURE();
    } catch (const StoreError& e) {
        EXPECT_EQ(e.kind(), StoreError::Kind::Busy);
        EXPECT_FALSE(e.message().contains(QStringLiteral("one.csv"))) << e.message().toStdString();
    }
    qunsetenv("TENGEN_BUSY_TIMEOUT_MS");
}

namespace {

// Runs `script` in a user and mount namespace of its own (unshare -rm), where a small tmpfs can
// be made full or read-only. Returns false when this machine does not allow that.
bool inOwnNamespace(const QString& script, QByteArray* output) {
    const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
    if (unshare.isEmpty())
        return false;
    QProcess probe;
    probe.start(unshare, {QStringLiteral("-rm"), QStringLiteral("true")});
    if (!probe.waitForFinished(10000) || probe.exitCode() != 0)
        return false;
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(unshare, {QStringLiteral("-rm"), QStringLiteral("sh"), QStringLiteral("-c"), script});
    p.waitForFinished(60000);
    *output = p.readAll();
    return true;
}

} // namespace

TEST(SharedFile, AHealthyFileOnAReadOnlyMediumOpensToReadAndSaysWhyItCannotBeChanged) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 3);
    const QByteArray before = test::sha256Of(path);
    const QString mount = dir.filePath(QStringLiteral("medium"));
    QDir().mkpath(mount);
    const QString self = QCoreApplication::applicationFilePath();
    QByteArray out;
    if (!inOwnNamespace(
            QStringLiteral("mount -t tmpfs -o size=4m none '%1' && cp '%2' '%1/t.tengen'"
                           " && mount -o remount,ro '%1' && '%3' --read-only-child "
                           "'%1/t.tengen'")
                .arg(mount, path, self),
            &out))
        GTEST_SKIP() << "no user namespaces here";
    const QString said = QString::fromUtf8(out);
    EXPECT_TRUE(said.contains(QStringLiteral("players 3"))) << out.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("read-only medium"))) << out.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("refused ReadOnly"))) << out.toStdString();
    expectNoSql(said);
    EXPECT_EQ(test::sha256Of(path), before);
}

TEST(SharedFile, AFullDiskRefusesTheChangeWithAMessageAndLosesNothing) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 3);
    const QString mount = dir.filePath(QStringLiteral("disk"));
    QDir().mkpath(mount);
    const QString self = QCoreApplication::applicationFilePath();
    QByteArray out;
    // The file, then a filler that takes every byte left; then an import of 2,000 players.
    if (!inOwnNamespace(
            QStringLiteral("mount -t tmpfs -o size=1m none '%1' && cp '%2' '%1/t.tengen'"
                           " && '%3' --full-disk-child '%1/t.tengen' '%1/filler'")
                .arg(mount, path, self),
            &out))
        GTEST_SKIP() << "no user namespaces here";
    const QString said = QString::fromUtf8(out);
    EXPECT_TRUE(said.contains(QStringLiteral("refused DiskFull"))) << out.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("after: players 3"))) << out.toStdString();
    expectNoSql(said);
}

TEST(SharedFile, AWriteTransactionKeepsAllOrNothingOfTheChangesInside) {
    QTemporaryDir dir;
    auto file = TournamentFile::open(freshFile(dir, 2));
    const Revisions before = file->revisions();
    EXPECT_THROW(file->writeTransaction([&] {
        file->players().add(named("甲", "一"));
        file->players().setParticipation(PlayerId{1}, {2, Participation::Absent, std::nullopt});
        throw StoreError::translated(QStringLiteral("changed my mind"));
    }),
                 StoreError);
    EXPECT_EQ(file->players().all().size(), 2u);
    EXPECT_EQ(file->revisions(), before);
    file->writeTransaction([&] {
        file->players().add(named("乙", "二"));
        EXPECT_EQ(file->players().all().size(), 3u); // reads inside see the changes inside
        file->players().setParticipation(PlayerId{1}, {2, Participation::Absent, std::nullopt});
    });
    EXPECT_EQ(file->players().all().size(), 3u);
    EXPECT_EQ(file->players().find(PlayerId{1})->participation(2), Participation::Absent);
    EXPECT_EQ(file->revisions().players, before.players + 1); // one transaction, one revision
}

TEST(SharedFile, AnEditCheckInOrWithdrawalKeepsThePlayersPairingConstraints) {
    QTemporaryDir dir;
    auto file = TournamentFile::open(freshFile(dir, 3));
    const std::vector<Player> ps = file->players().all();
    file->constraints().add(
        {0, QStringLiteral("forbidden"), ps[0].id, ps[1].id, 0, 0, QStringLiteral("siblings")});
    file->constraints().add(
        {0, QStringLiteral("table"), ps[0].id, PlayerId{}, 0, 1, QStringLiteral("wheelchair")});
    Player moved = ps[0];
    moved.club = "北京棋院";
    file->players().update(ps[0], moved);
    Player checkedIn = moved;
    checkedIn.rounds = {{1, Participation::Present, std::string("2026-12-05T08:00:00Z")}};
    file->players().update(moved, checkedIn);
    file->players().setWithdrawn(ps[0].id, true);
    file->players().setParticipation(ps[0].id, {2, Participation::Absent, std::nullopt});
    EXPECT_EQ(file->constraints().all().size(), 2u);
}

// Issue 13, point 2: a change of the pairing parameters over another program's is refused and
// leaves the other program's; the same goes for a change of several players at once: all or none.
TEST(SharedFile, PairingSettingsAndAGroupOfPlayersAreChangedOnlyAsTheWriterSawThem) {
    QTemporaryDir dir;
    const QString path = freshFile(dir, 2);
    auto desk = TournamentFile::open(path);
    auto script = TournamentFile::open(path);
    const PairingSettings seen = desk->settings().pairing();
    PairingSettings theirs = seen;
    theirs.mmBar = 5;
    script->settings().changePairing(seen, theirs, {});
    PairingSettings mine = seen;
    mine.mmFloor = -10;
    try {
        desk->settings().changePairing(seen, mine, {});
        ADD_FAILURE() << "a change over another program's was taken";
    } catch (const StoreError& e) {
        EXPECT_EQ(e.kind(), StoreError::Kind::Conflict);
    }
    EXPECT_EQ(TournamentFile::open(path)->settings().pairing(), theirs);

    // Two players made final in one transaction; the other program changed the second first.
    const std::vector<Player> shown = desk->players().all();
    Player moved = shown[1];
    moved.club = "北京棋院";
    script->players().update(shown[1], moved);
    Player secondClub = shown[1];
    secondClub.club = "上海棋院";
    Player first = shown[0];
    first.status = RegistrationStatus::Final;
    EXPECT_THROW(desk->writeTransaction([&] {
        desk->players().update(shown[0], first);
        desk->players().update(shown[1], secondClub);
    }),
                 StoreError);
    EXPECT_EQ(TournamentFile::open(path)->players().find(shown[0].id)->status, shown[0].status);
}

namespace {
// Every row of every table of a tournament file, each table's rows sorted: two files compare
// equal when they hold the same tournament, ids, journal and revisions included.
std::map<QString, QStringList> tablesOf(const QString& path) {
    std::map<QString, QStringList> out;
    const QString name = QStringLiteral("compare");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        EXPECT_TRUE(db.open());
        QSqlQuery tables(db);
        tables.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table'"));
        QStringList names;
        while (tables.next())
            names << tables.value(0).toString();
        for (const QString& t : names) {
            QSqlQuery rows(db);
            rows.exec(QStringLiteral("SELECT * FROM %1").arg(t));
            QStringList lines;
            while (rows.next()) {
                QStringList cells;
                for (int i = 0; i < rows.record().count(); ++i)
                    cells << (rows.value(i).isNull() ? QStringLiteral("NULL")
                                                     : rows.value(i).toString());
                lines << cells.join(QLatin1Char('|'));
            }
            lines.sort();
            out[t] = lines;
        }
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}
} // namespace

// #16: a tournament copied to the server (in the PostgreSQL pass; to another file otherwise)
// and back is the original, table by table: players, rounds, results, colours, constraints,
// clocks and their journal, the journal of actions, ids and revisions. A copy never lands on
// an existing tournament.
TEST(SharedFile, ACopyThereAndBackEqualsTheOriginalTableByTable) {
    QTemporaryDir dir;
    const QString original = dir.filePath(QStringLiteral("a.tengen"));
    {
        auto file = TournamentFile::create(original, test::sampleSettings());
        for (int i = 0; i < 4; ++i)
            file->players().add(named("周", std::to_string(i).c_str()));
        const std::vector<Player> ps = file->players().all();
        Game g;
        g.round = 1;
        g.table = 1;
        g.white = ps[0].id;
        g.black = ps[1].id;
        file->rounds().save(RoundNo{1}, {g}, {{1, ps[2].id}});
        file->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::BlackWins, false, std::nullopt,
                                 file->rounds().games(RoundNo{1}).front());
        file->colours().decide({1, 1, QStringLiteral("nigiri"), QStringLiteral("guess odd, 17"),
                                ps[0].id, ps[1].id, QStringLiteral("referee"),
                                QStringLiteral("2026-12-05T09:00:00Z"), QString()});
        file->constraints().add(
            {0, QStringLiteral("forbidden"), ps[2].id, ps[3].id, 0, 0, QStringLiteral("siblings")});
        const qint64 hall = file->clocks().startHall(QStringLiteral("byoyomi:main=10m"), 2, 1);
        file->clocks().append(hall, {{1, QStringLiteral("start"), 5, QStringLiteral("w"),
                                      QLatin1Char('B'), 0, QString()},
                                     {1, QStringLiteral("press"), 9000, QStringLiteral("w"),
                                      QLatin1Char('B'), 0, QString()}});
        file->clocks().setSchedule(30000, QStringLiteral("period 30\n"));
        file->clocks().setHallUrl(QStringLiteral("http://10.0.0.5:8090/"));
    }
    const QString middle = test::tournamentAt(dir, QStringLiteral("middle"));
    TournamentFile::copy(original, middle);
    const QString back = dir.filePath(QStringLiteral("b.tengen"));
    TournamentFile::copy(middle, back);
    const auto before = tablesOf(original), after = tablesOf(back);
    ASSERT_EQ(before.size(), after.size());
    for (const auto& [table, rows] : before) {
        ASSERT_TRUE(after.count(table)) << table.toStdString();
        EXPECT_EQ(after.at(table), rows) << table.toStdString();
    }
    EXPECT_FALSE(before.at(QStringLiteral("clock_event")).isEmpty());
    EXPECT_FALSE(before.at(QStringLiteral("journal")).isEmpty());
    // The copy is a tournament like any other: it opens, and new ids follow the copied ones.
    auto copied = TournamentFile::open(middle);
    const PlayerId next = copied->players().add(named("吴", "五"));
    EXPECT_GT(next, copied->players().all()[3].id);
    EXPECT_GT(copied->constraints().add(
                  {0, QStringLiteral("forbidden"), PlayerId{1}, next, 0, 0, QString()}),
              copied->constraints().all().front().id);
    copied.reset();
    // Never over a tournament that exists.
    for (const QString& existing : {middle, back}) {
        try {
            TournamentFile::copy(original, existing);
            ADD_FAILURE() << "copied over " << existing.toStdString();
        } catch (const StoreError& e) {
            // A file: "exists already"; a server tournament with players: "holds players".
            EXPECT_TRUE(e.message().contains(QStringLiteral("already")))
                << e.message().toStdString();
        }
    }
    EXPECT_EQ(tablesOf(back), after);
}

// #28 point 1, the case a reader makes: a commit whose checkpoint another program's read holds
// back (the desk refreshing, the live page rebuilding) reaches the file itself once the read
// ends — by the committing program's own retry where an event loop runs, at the latest when it
// closes, or by another program that sees the change.
TEST(SharedFile, ACheckpointAReaderHeldBackIsDoneOnceTheReadEnds) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("held.tengen"));
    TournamentFile::create(path, test::sampleSettings());
    int copies = 0;
    const auto copyHas = [&](const char* family) {
        const QString copied = dir.filePath(QStringLiteral("copy%1.tengen").arg(++copies));
        QFile::copy(path, copied); // the file alone, as a file manager copies it
        const auto copy = TournamentFile::open(copied, TournamentFile::Access::ReadOnly);
        for (const Player& p : copy->players().all())
            if (p.familyNative == family)
                return true;
        return false;
    };
    auto desk = TournamentFile::open(path);
    desk->changedElsewhere();
    auto reader = TournamentFile::open(path, TournamentFile::Access::ReadOnly);
    auto writer = TournamentFile::open(path);
    const auto heldBack = [&](const char* family) {
        const TournamentFile::ReadSnapshot reading(*reader);
        reader->players().all(); // the snapshot is taken, before the commit
        writer->players().add(named(family, "一"));
        return !copyHas(family);
    };
    // The writer's own retry, from its event loop.
    ASSERT_TRUE(heldBack("周"));
    QElapsedTimer waited;
    waited.start();
    while (!copyHas("周") && waited.elapsed() < 2000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    EXPECT_TRUE(copyHas("周"));
    // Another program that sees the change (no event loop turned meanwhile).
    ASSERT_TRUE(heldBack("吴"));
    EXPECT_TRUE(desk->changedElsewhere());
    EXPECT_TRUE(copyHas("吴"));
    // The writer closing (a tengen-cli command ending).
    ASSERT_TRUE(heldBack("郑"));
    writer.reset();
    EXPECT_TRUE(copyHas("郑"));
}

// Save a copy after a crash in the middle of an earlier one: what that left beside the
// destination under the copy's working name (SQLite's side files included, which SQLite would
// replay into the new file) is cleared first; the copy opens whole, and nothing is left beside it.
TEST(SharedFile, ASavedCopyIsWholeWhateverAnEarlierCrashLeftBesideIt) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("event.tengen"));
    {
        auto file = TournamentFile::create(path, test::sampleSettings());
        file->players().add(named("周", "一"));
    }
    const QString destination = dir.filePath(QStringLiteral("stick.tengen"));
    const QString working =
        destination + QStringLiteral(".saving-%1").arg(QCoreApplication::applicationPid());
    for (const char* side : {"", "-wal", "-shm"}) {
        QFile junk(working + QLatin1String(side));
        ASSERT_TRUE(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(4096, '\x5a'));
    }
    auto file = TournamentFile::open(path);
    file->saveCopy(destination, false);
    const auto copy = TournamentFile::open(destination, TournamentFile::Access::ReadOnly);
    ASSERT_EQ(copy->players().all().size(), 1u);
    EXPECT_EQ(copy->players().all().front().familyNative, "周");
    for (const char* side : {"", "-wal", "-shm"})
        EXPECT_FALSE(QFile::exists(working + QLatin1String(side))) << side;
}
