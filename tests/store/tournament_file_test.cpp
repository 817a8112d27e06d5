#include "test_support.h"

#include "store/sql_support.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace tengen;
using namespace tengen::store;

namespace {

Player samplePlayer() {
    Player p;
    p.familyNative = "柯";
    p.givenNative = "洁";
    p.familyLatin = "Ke";
    p.givenLatin = "Jie";
    p.country = "CN";
    p.club = "中国棋院";
    p.rankLabel = "职业九段";
    p.declaredRank = Rank::professional(9);
    p.rating =
        Rating{RatingSystem::EgdGoR, 2940, std::nullopt, boost::gregorian::date(2026, 11, 1)};
    p.birthDate = boost::gregorian::date(1997, 8, 2);
    p.gender = Gender::Male;
    p.category = "公开组";
    p.feeDue = 20000;
    p.feePaid = 5000;
    p.status = RegistrationStatus::Final;
    p.egdPin = "12345678";
    p.otherIds = "CWA:0001";
    p.contact = "ke@example.org";
    p.notes = "vegetarian";
    p.rounds = {{2, Participation::ByeRequested, std::nullopt}};
    return p;
}

QString pragmaOf(const QString& path, const QString& pragma) {
    const QString name = QStringLiteral("probe");
    QString value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.open();
        QSqlQuery q(db);
        q.exec(QStringLiteral("PRAGMA ") + pragma);
        if (q.next())
            value = q.value(0).toString();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

} // namespace

TEST(TournamentFile, KeepsEveryRegistrationFieldAcrossReopening) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
    Player p = samplePlayer();
    {
        auto file = TournamentFile::create(path, test::sampleSettings());
        p.id = file->players().add(p);
        EXPECT_GT(p.id, 0);
    }
    auto file = TournamentFile::open(path);
    ASSERT_EQ(file->players().all().size(), 1u);
    EXPECT_EQ(file->players().all().front(), p);
    EXPECT_EQ(file->settings().get(), test::sampleSettings());
}

// The event's time control is kept whole: every system the clocks run, to the millisecond, not
// only what the older columns (whole seconds, five systems) could hold.
TEST(TournamentFile, KeepsTheWholeTimeControl) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
    TournamentSettings s = test::sampleSettings();
    for (const char* spec : {"fischer:main=30m,inc=20s,cap=40m", "bronstein:main=25m,delay=7500ms",
                             "ing:main=3h", "hourglass:main=10m"}) {
        s.time = *tryParseTimeControl(spec).control;
        QFile::remove(path);
        TournamentFile::create(path, s);
        EXPECT_EQ(TournamentFile::open(path)->settings().get().time, s.time) << spec;
    }
    // What a system does not use is not kept, so a control reads back equal from a new file and
    // from one written before the whole control was (schema 9: the columns alone). A change
    // based on the first read is then never taken for someone else's.
    QFile::remove(path);
    s.time = TimeControl{
        TimeSystem::Absolute, std::chrono::minutes(90), std::chrono::seconds(30), 3, 0, {}, {}, {}};
    TournamentFile::create(path, s);
    const TimeControl read = TournamentFile::open(path)->settings().get().time;
    EXPECT_EQ(read, normalised(s.time));
    EXPECT_EQ(read.period, Millis(0));
    test::foreignSql(path, {QStringLiteral("UPDATE tournament SET time_control = ''")});
    EXPECT_EQ(TournamentFile::open(path)->settings().get().time, read);
}

TEST(TournamentFile, UsesWalAndForeignKeys) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
    auto file = TournamentFile::create(path, test::sampleSettings());
    EXPECT_EQ(pragmaOf(path, QStringLiteral("journal_mode")), QStringLiteral("wal"));
    EXPECT_EQ(pragmaOf(path, QStringLiteral("user_version")).toInt(),
              TournamentFile::kSchemaVersion);
    // Deleting a player takes its round participation with it (ON DELETE CASCADE needs FKs on).
    Player p = samplePlayer();
    p.id = file->players().add(p);
    file->players().setParticipation(p.id, {3, Participation::Absent, std::nullopt});
    file->players().remove(p.id);
    const QString name = QStringLiteral("rows");
    int rows = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.open();
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT count(*) FROM participation"));
        if (q.next())
            rows = q.value(0).toInt();
    }
    QSqlDatabase::removeDatabase(name);
    EXPECT_EQ(rows, 0); // ON DELETE CASCADE ran, so foreign keys were on in the file's connection
}

TEST(TournamentFile, EditsWithdrawalsAndCheckInsAreStoredAndJournalled) {
    QTemporaryDir dir;
    auto file =
        TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), test::sampleSettings());
    Player p = samplePlayer();
    p.id = file->players().add(p);
    const Player before = *file->players().find(p.id);
    p = before;
    p.club = "杭州棋院";
    file->players().update(before, p);
    file->players().setWithdrawn(p.id, true);
    file->players().setParticipation(
        p.id, {1, Participation::Present, std::string("2026-12-05T08:30:00Z")});
    const Player stored = *file->players().find(p.id);
    EXPECT_EQ(stored.club, "杭州棋院");
    EXPECT_TRUE(stored.withdrawn);
    ASSERT_EQ(stored.rounds.size(), 2u);
    EXPECT_EQ(stored.rounds[0].checkedInAt, std::optional<std::string>("2026-12-05T08:30:00Z"));
    const auto journal = file->journal().entries(10);
    ASSERT_GE(journal.size(), 4u);
    EXPECT_EQ(journal[0].action, QStringLiteral("player.round"));
    EXPECT_EQ(journal[1].action, QStringLiteral("player.withdraw"));
    EXPECT_EQ(journal[2].action, QStringLiteral("player.edit"));
}

TEST(TournamentFile, RefusesInvalidRecordsAndChangesNothing) {
    QTemporaryDir dir;
    auto file =
        TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), test::sampleSettings());
    Player p = samplePlayer();
    p.egdPin = "12";
    EXPECT_THROW(file->players().add(p), StoreError);
    EXPECT_TRUE(file->players().all().empty());
    EXPECT_THROW(file->players().setWithdrawn(PlayerId{99}, true), StoreError);
    EXPECT_THROW(
        file->players().setParticipation(PlayerId{99}, {1, Participation::Absent, std::nullopt}),
        StoreError);
}

TEST(TournamentFile, CreateRefusesToOverwrite) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
    TournamentFile::create(path, test::sampleSettings());
    const QByteArray before = test::sha256Of(path);
    EXPECT_THROW(TournamentFile::create(path, test::sampleSettings()), StoreError);
    EXPECT_EQ(test::sha256Of(path), before);
}

namespace {
// A file big enough that damage in its middle hits the pages holding players.
void createWithPlayers(const QString& path, int count) {
    auto file = TournamentFile::create(path, test::sampleSettings());
    for (int i = 0; i < count; ++i) {
        Player p = samplePlayer();
        p.egdPin.clear();
        p.givenNative = std::to_string(i);
        file->players().add(p);
    }
}

// Opening `path` must fail with a message containing `expected`, and leave the bytes as they were.
void expectRefused(const QString& path, const char* expected) {
    const QByteArray before = test::sha256Of(path);
    try {
        TournamentFile::open(path);
        ADD_FAILURE() << "opened " << path.toStdString();
    } catch (const StoreError& e) {
        EXPECT_TRUE(e.message().contains(QString::fromUtf8(expected))) << e.message().toStdString();
    }
    EXPECT_EQ(test::sha256Of(path), before);
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}
} // namespace

TEST(TournamentFile, RefusesANonSqliteFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.tengen"));
    writeBytes(path, QByteArray("family,given\n王,浩然\n").repeated(20));
    expectRefused(path, "not an SQLite database");
}

TEST(TournamentFile, RefusesAnEmptyFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.tengen"));
    writeBytes(path, {});
    expectRefused(path, "not an SQLite database");
}

TEST(TournamentFile, RefusesAMissingFile) {
    QTemporaryDir dir;
    EXPECT_THROW(TournamentFile::open(dir.filePath(QStringLiteral("none.tengen"))), StoreError);
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("none.tengen"))));
}

TEST(TournamentFile, RefusesAnotherProgramsSqliteFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("other.db"));
    test::foreignSql(
        path, {QStringLiteral("CREATE TABLE t (x)"), QStringLiteral("INSERT INTO t VALUES (1)")});
    expectRefused(path, "not a Tengen tournament file");
}

TEST(TournamentFile, RefusesAFileFromANewerVersion) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.tengen"));
    TournamentFile::create(path, test::sampleSettings())->players().add(samplePlayer());
    test::foreignSql(path, {QStringLiteral("PRAGMA user_version = 99")});
    expectRefused(path, "newer version of Tengen");
}

TEST(TournamentFile, RefusesADamagedFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("damaged.tengen"));
    createWithPlayers(path, 300);
    // Scribble over the pages that hold the players.
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadWrite));
    const qint64 size = f.size();
    ASSERT_GT(size, 8192);
    f.seek(size / 2);
    f.write(QByteArray(4096, '\x5A'));
    f.close();
    expectRefused(path, "damaged");
}

// #30 point 11: messages that do not lie. A pipe or a link to /dev/zero is not "a folder"
// (and is never read: a pipe would block); a changed format byte of the header is damage, not
// "a read-only medium".
TEST(TournamentFile, APipeOrADeviceIsNotAFolderAndADamagedHeaderIsNotAReadOnlyMedium) {
    QTemporaryDir dir;
    const QString pipe = dir.filePath(QStringLiteral("pipe.tengen"));
    ASSERT_EQ(::mkfifo(pipe.toLocal8Bit().constData(), 0600), 0);
    for (const QString& path : {pipe, dir.filePath(QStringLiteral("zero.tengen"))}) {
        if (path != pipe) {
            ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), path));
        }
        try {
            TournamentFile::open(path);
            ADD_FAILURE() << "opened " << path.toStdString();
        } catch (const StoreError& e) {
            EXPECT_TRUE(e.message().contains(QStringLiteral("a device, a pipe or a socket")))
                << e.message().toStdString();
        }
    }
    const QString path = dir.filePath(QStringLiteral("header.tengen"));
    createWithPlayers(path, 3);
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::ReadWrite));
        f.seek(18);
        f.write("\x05", 1);
    }
    expectRefused(path, "header's format bytes (18 and 19) are 5 and");
}

// #30 point 11: a hot journal left by another program that stopped mid-change (the sqlite3
// shell after journal_mode=DELETE, killed) was called damage ("cut off, or something was
// added"). SQLite rolls it back on a read-write connection; the file opens as it was before.
TEST(TournamentFile, AnUnfinishedChangeOfAnotherProgramIsRolledBackAndTheFileOpens) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hot.tengen"));
    createWithPlayers(path, 300);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("j"));
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        QSqlQuery(QStringLiteral("PRAGMA journal_mode = DELETE"), db);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("j"));
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) { // a writer that dies with its change half in the file
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("k"));
        db.setDatabaseName(path);
        db.open();
        QSqlQuery q(db);
        q.exec(QStringLiteral("PRAGMA cache_size = 1")); // its pages spill into the file
        q.exec(QStringLiteral("BEGIN IMMEDIATE"));
        q.exec(QStringLiteral("UPDATE player SET club = club || hex(randomblob(300))"));
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    ASSERT_GT(QFileInfo(path + QStringLiteral("-journal")).size(), 0) << "no hot journal made";
    auto file = TournamentFile::open(path);
    const auto players = file->players().all();
    EXPECT_EQ(players.size(), 300u);
    for (const Player& p : players)
        EXPECT_LT(p.club.size(), 100u) << "the unfinished change is not in the file";
}

// #30 point 12: SQLite applies whatever write-ahead log lies beside a file. One copied there from
// another tournament merged its players into this one (every check passed), and the refusal that
// followed left a -shm behind. Now a log of another file, or one older than the file, is refused,
// the file, its log and its folder left byte for byte as they were; a log the file's own crashed
// desk left is still applied.
TEST(TournamentFile, ALogFromAnotherFileOrAnEarlierCopyIsRefusedAndTheFileLeftAsItWas) {
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.tengen"));
    const QString b = dir.filePath(QStringLiteral("b.tengen"));
    createWithPlayers(a, 3);
    createWithPlayers(b, 5);
    // The log of `path` as it stands after `change`, taken while the file is open (closing it
    // moves the log into the file), and the file itself at that moment.
    const auto logAfter = [](const QString& path, const char* given, QByteArray* fileThen) {
        auto file = TournamentFile::open(path);
        Player p = samplePlayer();
        p.egdPin.clear();
        p.givenNative = given;
        file->players().add(p);
        QFile log(path + QStringLiteral("-wal"));
        EXPECT_TRUE(log.open(QIODevice::ReadOnly));
        if (fileThen) {
            QFile f(path);
            EXPECT_TRUE(f.open(QIODevice::ReadOnly));
            *fileThen = f.readAll();
        }
        return log.readAll();
    };
    const auto refusedAsItWas = [&](const char* expected) {
        const QByteArray log = test::sha256Of(a + QStringLiteral("-wal"));
        const QStringList folder = QDir(dir.path()).entryList(QDir::Files);
        expectRefused(a, expected);
        EXPECT_EQ(test::sha256Of(a + QStringLiteral("-wal")), log);
        EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files), folder) << "nothing made beside it";
    };
    const QByteArray bLog = logAfter(b, "b6", nullptr);
    ASSERT_GT(bLog.size(), 0);
    writeBytes(a + QStringLiteral("-wal"), bLog);
    refusedAsItWas("belongs to another tournament file");

    ASSERT_TRUE(QFile::remove(a + QStringLiteral("-wal")));
    const QByteArray early = logAfter(a, "a4", nullptr);
    logAfter(a, "a5", nullptr); // the file goes on; closed, its log is in it
    ASSERT_FALSE(QFile::exists(a + QStringLiteral("-wal")));
    writeBytes(a + QStringLiteral("-wal"), early);
    refusedAsItWas("older than the file");

    // A log another program wrote (a plain SQLite client: no counter moves), copied beside the
    // file from another tournament or left there: refused too.
    ASSERT_TRUE(QFile::remove(a + QStringLiteral("-wal")));
    {
        // A copy of the file (same pages, same identity) changed by a plain SQLite client.
        const QString other = dir.filePath(QStringLiteral("other.tengen"));
        ASSERT_TRUE(QFile::copy(a, other));
        QByteArray otherLog;
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("plain"));
            db.setDatabaseName(other);
            ASSERT_TRUE(db.open());
            QSqlQuery q(db);
            q.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"));
            ASSERT_TRUE(q.exec(QStringLiteral("UPDATE player SET club = 'FROM_OTHER'")));
            QFile log(other + QStringLiteral("-wal"));
            ASSERT_TRUE(log.open(QIODevice::ReadOnly));
            otherLog = log.readAll();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("plain"));
        ASSERT_GT(otherLog.size(), 0);
        writeBytes(a + QStringLiteral("-wal"), otherLog);
        refusedAsItWas("another program wrote it");
    }

    // The desk crashed with its change in the log: the file and its log, as it left them.
    ASSERT_TRUE(QFile::remove(a + QStringLiteral("-wal")));
    QByteArray fileThen;
    const QByteArray crashed = logAfter(a, "a6", &fileThen);
    const QString c = dir.filePath(QStringLiteral("c.tengen"));
    writeBytes(c, fileThen);
    writeBytes(c + QStringLiteral("-wal"), crashed);
    auto file = TournamentFile::open(c);
    EXPECT_EQ(file->players().all().size(), 6u) << "the crashed desk's last player is there";
}

TEST(TournamentFile, RefusesATruncatedFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cut.tengen"));
    createWithPlayers(path, 300);
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadWrite));
    f.resize(f.size() / 2);
    f.close();
    const QByteArray before = test::sha256Of(path);
    EXPECT_THROW(TournamentFile::open(path), StoreError);
    EXPECT_EQ(test::sha256Of(path), before);
}

TEST(TournamentFile, CreationLeavesNoTemporaryFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
    TournamentFile::create(path, test::sampleSettings());
    EXPECT_TRUE(QFile::exists(path));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("t.tengen")});
}

TEST(TournamentFile, RefusesAFileWithoutSettings) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("half.tengen"));
    TournamentFile::create(path, test::sampleSettings());
    test::foreignSql(path, {QStringLiteral("DELETE FROM tournament")});
    expectRefused(path, "not created completely");
}

TEST(TournamentFile, UndoingAnImportWithoutSettingsKeepsTheSettings) {
    QTemporaryDir dir;
    auto file =
        TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), test::sampleSettings());
    ImportBatch batch;
    batch.source = "x.csv";
    Player p = samplePlayer();
    batch.players = {{p, 2}};
    const ImportOutcome o = file->players().import(batch);
    TournamentSettings changed = file->settings().get();
    changed.rounds = 7;
    file->settings().saveAll(changed);
    file->players().removeMany({*file->players().find(o.ids[0])}, std::nullopt);
    EXPECT_EQ(file->settings().get().rounds, 7);
    EXPECT_TRUE(file->players().all().empty());
}

// #30 point 11: after a server restart the desk showed libpq's own text ("FATAL:  the database
// system is starting up"). Each known failure is a sentence for the desk; an unknown one keeps
// the server's words, framed.
TEST(ServerMessages, LibpqsTextBecomesASentenceForTheDesk) {
    using store::detail::connectFailure;
    const QString where = QStringLiteral("db.example:5432/cup");
    const auto said = [&](const char* libpq) {
        return connectFailure(where, QString::fromUtf8(libpq)).message().toStdString();
    };
    const auto says = [&](const char* libpq, const char* words) {
        return said(libpq).find(words) != std::string::npos;
    };
    EXPECT_TRUE(says("FATAL:  the database system is starting up", "is starting, stopping"));
    EXPECT_TRUE(says("FATAL:  the database system is shutting down", "is starting, stopping"));
    EXPECT_TRUE(says("could not connect to server: Connection refused\n\tIs the server running on "
                     "host \"db.example\" and accepting\n\tTCP/IP connections on port 5432?",
                     "cannot be reached"));
    EXPECT_TRUE(says("timeout expired", "cannot be reached"));
    EXPECT_TRUE(says("FATAL:  password authentication failed for user \"results\"",
                     "user name or password"));
    EXPECT_TRUE(says("FATAL:  database \"cup\" does not exist", "no such database"));
    for (const char* known : {"FATAL:  the database system is starting up", "timeout expired",
                              "FATAL:  password authentication failed for user \"x\""})
        EXPECT_FALSE(says(known, "FATAL")) << known;
    const std::string other = said("FATAL:  something new happened");
    EXPECT_NE(other.find("db.example:5432/cup"), std::string::npos) << other;
    EXPECT_NE(other.find("(the server says: FATAL: something new happened)"), std::string::npos)
        << other;
}

// #30 point 6: the referee PIN's hash is slow to try (PBKDF2-HMAC-SHA256, 50,000 rounds, the
// file's salt): a 4-digit PIN's plain salted SHA-256 fell to 10^4 tries at once. A hash of the
// older form still matches the PIN it was made from.
TEST(RefereePin, TheHashIsAKeyDerivationAndAnOlderHashStillMatches) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pin.tengen"));
    auto file = TournamentFile::create(path, test::sampleSettings());
    file->clocks().setRefereePin(QStringLiteral("4711"));
    QString stored, salt;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("pin"));
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        QSqlQuery q(QStringLiteral("SELECT pin_salt, pin_hash FROM hall_config"), db);
        ASSERT_TRUE(q.next());
        salt = q.value(0).toString();
        stored = q.value(1).toString();
        // The older form: sha256(salt ":" pin), as files before it hold.
        const QString older =
            QString::fromLatin1(QCryptographicHash::hash((salt + QStringLiteral(":2468")).toUtf8(),
                                                         QCryptographicHash::Sha256)
                                    .toHex());
        QSqlQuery(QStringLiteral("UPDATE hall_config SET pin_hash = '%1'").arg(older), db);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("pin"));
    EXPECT_TRUE(stored.startsWith(QStringLiteral("pbkdf2-sha256$50000$"))) << stored.toStdString();
    EXPECT_EQ(stored.section(QLatin1Char('$'), 2).size(), 64);
    EXPECT_TRUE(file->clocks().refereePinMatches(QStringLiteral("2468")));
    EXPECT_FALSE(file->clocks().refereePinMatches(QStringLiteral("4711")));
    file->clocks().setRefereePin(QStringLiteral("4711"));
    EXPECT_TRUE(file->clocks().refereePinMatches(QStringLiteral("4711")));
    EXPECT_TRUE(file->clocks().refereePinMatches(QStringLiteral("4711"))); // remembered
    EXPECT_FALSE(file->clocks().refereePinMatches(QStringLiteral("4712")));
    EXPECT_FALSE(file->clocks().refereePinMatches(QString()));
}
