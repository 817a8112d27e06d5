// A process killed with SIGKILL during an import or a result entry leaves a tournament with all
// of the change or none of it; on a file and (the pg. pass) on a server, where the killed
// desk's connection drops and the server rolls its transaction back.
#include "backend.h"
#include "test_support.h"

#include <QCoreApplication>
#include <QProcess>
#include <gtest/gtest.h>

using namespace tengen;
using namespace tengen::store;

namespace {

// Runs a child (its arguments after the program) and kills it (SIGKILL) as soon as it reports
// reaching `mode`.
void runAndKill(const QStringList& args, const QString& mode) {
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), args);
    ASSERT_TRUE(child.waitForStarted(10000));
    QByteArray said;
    while (!said.contains('\n')) {
        ASSERT_TRUE(child.waitForReadyRead(30000))
            << "the child never reached " << mode.toStdString();
        said += child.readAllStandardOutput();
    }
    EXPECT_EQ(said.trimmed(), mode.toUtf8());
    child.kill(); // SIGKILL on Unix
    child.waitForFinished(10000);
    EXPECT_EQ(child.exitStatus(), QProcess::CrashExit);
}

void importAndKill(const QString& path, int count, const QString& mode) {
    runAndKill({QStringLiteral("--import-child"), path, QString::number(count), mode}, mode);
}

// A tournament with round 1 paired: two games, no result yet.
QString pairedTournament(const QTemporaryDir& dir) {
    const QString path = test::tournamentAt(dir);
    auto file = TournamentFile::create(path, test::sampleSettings());
    std::vector<PlayerId> ids;
    for (const char* given : {"一", "二", "三", "四"}) {
        Player p;
        p.familyNative = "林";
        p.givenNative = given;
        p.status = RegistrationStatus::Final;
        ids.push_back(file->players().add(p));
    }
    std::vector<Game> games;
    for (int t = 0; t < 2; ++t) {
        Game g;
        g.round = 1;
        g.table = t + 1;
        g.white = ids[2 * t];
        g.black = ids[2 * t + 1];
        games.push_back(g);
    }
    file->rounds().save(RoundNo{1}, games, {});
    return path;
}

} // namespace

TEST(CrashSafety, KilledInTheMiddleOfAnImportLeavesNoneOfIt) {
    QTemporaryDir dir;
    const QString path = test::tournamentAt(dir);
    TournamentFile::create(path, test::sampleSettings())->players().add([] {
        Player p;
        p.familyNative = "先";
        p.givenNative = "到";
        return p;
    }());
    importAndKill(path, 2000, QStringLiteral("middle"));
    auto file = TournamentFile::open(path);
    EXPECT_EQ(file->players().all().size(), 1u); // the registration made before the import survives
}

TEST(CrashSafety, KilledJustBeforeCommitLeavesNoneOfIt) {
    QTemporaryDir dir;
    const QString path = test::tournamentAt(dir);
    TournamentFile::create(path, test::sampleSettings());
    importAndKill(path, 1000, QStringLiteral("end"));
    EXPECT_EQ(TournamentFile::open(path)->players().all().size(), 0u);
}

TEST(CrashSafety, KilledAfterCommitKeepsAllOfIt) {
    QTemporaryDir dir;
    const QString path = test::tournamentAt(dir);
    TournamentFile::create(path, test::sampleSettings());
    importAndKill(path, 1000, QStringLiteral("committed"));
    auto file = TournamentFile::open(path);
    EXPECT_EQ(file->players().all().size(), 1000u);
    EXPECT_EQ(file->journal().entries(1).front().action, QStringLiteral("import"));
}

TEST(CrashSafety, KilledInTheMiddleOfAResultEntryLeavesNoneOfIt) {
    QTemporaryDir dir;
    const QString path = pairedTournament(dir);
    runAndKill({QStringLiteral("--result-child"), path, QStringLiteral("middle")},
               QStringLiteral("middle"));
    auto file = TournamentFile::open(path);
    for (const Game& g : file->rounds().games(RoundNo{1}))
        EXPECT_EQ(g.result, GameResult::Unknown) << "table " << g.table;
    // The killed desk's lock is gone: the next result goes in at once.
    file->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::WhiteWins, false);
    EXPECT_EQ(file->rounds().game(RoundNo{1}, TableNo{1})->result, GameResult::WhiteWins);
}

TEST(CrashSafety, KilledAfterAResultWasConfirmedKeepsIt) {
    QTemporaryDir dir;
    const QString path = pairedTournament(dir);
    runAndKill({QStringLiteral("--result-child"), path, QStringLiteral("committed")},
               QStringLiteral("committed"));
    auto file = TournamentFile::open(path);
    EXPECT_EQ(file->rounds().game(RoundNo{1}, TableNo{1})->result, GameResult::BlackWins);
    EXPECT_EQ(file->rounds().game(RoundNo{1}, TableNo{2})->result, GameResult::WhiteWins);
}
