// A process killed with SIGKILL during an import leaves a file that opens with all of the import
// or none of it.
#include "test_support.h"

#include <QCoreApplication>
#include <QProcess>
#include <gtest/gtest.h>

using namespace tengen;
using namespace tengen::store;

namespace {

// Runs the child import and kills it (SIGKILL) as soon as it reports reaching `mode`.
void importAndKill(const QString& path, int count, const QString& mode) {
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--import-child"), path, QString::number(count), mode});
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

} // namespace

TEST(CrashSafety, KilledInTheMiddleOfAnImportLeavesNoneOfIt) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
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
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
    TournamentFile::create(path, test::sampleSettings());
    importAndKill(path, 1000, QStringLiteral("end"));
    EXPECT_EQ(TournamentFile::open(path)->players().all().size(), 0u);
}

TEST(CrashSafety, KilledAfterCommitKeepsAllOfIt) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
    TournamentFile::create(path, test::sampleSettings());
    importAndKill(path, 1000, QStringLiteral("committed"));
    auto file = TournamentFile::open(path);
    EXPECT_EQ(file->players().all().size(), 1000u);
    EXPECT_EQ(file->journal().entries(1).front().action, QStringLiteral("import"));
}
