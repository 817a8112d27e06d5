// A list of players read from a file the user chose (actions/player_files.h): only a regular file
// of a list's size, never the tournament file this process has open.
#include "actions/player_files.h"
#include "data_files.h"
#include "store/open_files.h"
#include "store/tournament_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <sys/stat.h>

using namespace tengen;
using namespace tengen::formats;
using store::ImportOutcome;
using store::StoreError;
using store::TournamentFile;

namespace {

ImportParse parse(const char* name, ImportFormat format) {
    return parsePlayersFile(test::dataFile(name), format);
}

} // namespace

// #30, the attack's second pass: an import reads only a regular file of a list's size. A pipe
// blocked for ever; /dev/zero took 5 GB in 8 s. Both are refused at once, nothing read.
TEST(Import, APipeOrADeviceIsRefusedWithoutReadingIt) {
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("players.csv"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString& path : {fifo, QStringLiteral("/dev/zero")}) {
        const ImportParse p = parsePlayersFile(path, ImportFormat::Csv);
        ASSERT_EQ(p.errors.size(), 1u) << path.toStdString();
        EXPECT_NE(p.errors[0].message.english().find("not a file"), std::string::npos);
    }
}

// An importer handed the tournament itself refuses it without opening a descriptor on it (closing
// one would release SQLite's locks).
TEST(Import, TheOpenTournamentFileIsRefusedWithoutOpeningIt) {
    QTemporaryDir dir;
    // A file on this machine, whichever backend the other tests run on: only a file has a
    // descriptor to lose.
    const QString path = dir.filePath(QStringLiteral("t.tengen"));
    auto file = store::TournamentFile::create(path, test::sampleSettings());
    ASSERT_TRUE(store::isOpenTournamentFile(path));
    const ImportParse parse = parsePlayersFile(path, ImportFormat::Csv);
    ASSERT_FALSE(parse.ok());
    EXPECT_TRUE(parse.errors.front().toString().contains(QStringLiteral("tournament file")));
    EXPECT_TRUE(store::isOpenTournamentFile(path));
}

// What a reader made of a file goes into the tournament in one transaction, all or nothing.
TEST(Import, AllOrNothingAndDuplicatesReportedNotMerged) {
    QTemporaryDir dir;
    auto file =
        TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), test::sampleSettings());
    ImportParse first = parse("players_semicolon.csv", ImportFormat::Csv);
    ASSERT_TRUE(first.ok());
    ImportOutcome a = file->players().import(first.batch);
    EXPECT_EQ(a.added, 3);
    EXPECT_TRUE(a.likelyDuplicates.empty());
    // The same people again: imported (the director decides), and every one reported.
    ImportOutcome b = file->players().import(first.batch);
    EXPECT_EQ(b.added, 3);
    EXPECT_EQ(b.likelyDuplicates.size(), 3u);
    EXPECT_TRUE(
        tengen::toText(b.likelyDuplicates[0]).contains(QStringLiteral("already registered as #1")));
    EXPECT_EQ(file->players().all().size(), 6u);
}

TEST(Import, AnInvalidRecordAbortsTheWholeBatch) {
    QTemporaryDir dir;
    auto file =
        TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), test::sampleSettings());
    ImportBatch batch;
    batch.source = "hand.csv";
    Player good;
    good.familyNative = "好";
    Player bad;
    bad.familyNative = "坏";
    bad.egdPin = "x";
    batch.players = {{good, 2}, {good, 3}, {bad, 4}};
    try {
        file->players().import(batch);
        ADD_FAILURE() << "imported a bad record";
    } catch (const StoreError& e) {
        EXPECT_TRUE(e.message().startsWith(QStringLiteral("hand.csv:4")))
            << e.message().toStdString();
    }
    EXPECT_TRUE(file->players().all().empty());
}

TEST(Import, OpenGothaSettingsKeepTheEventsRules) {
    QTemporaryDir dir;
    TournamentSettings settings = test::sampleSettings();
    settings.rules = "japanese";
    auto file = TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), settings);
    ImportParse p = parse("opengotha_small.xml", ImportFormat::OpenGotha);
    ASSERT_TRUE(p.ok());
    ImportOutcome o = file->players().import(p.batch);
    EXPECT_TRUE(o.settingsApplied);
    EXPECT_EQ(file->settings().get().rules, "japanese");
    EXPECT_EQ(file->settings().get().rounds, 4);
    EXPECT_EQ(file->players().find(o.ids[0])->participation(3), Participation::Absent);
}

// An OpenGotha file brings its settings, but no reader says yet whether an event is a team
// event: importing one into a team event leaves it a team event.
TEST(Import, AnImportLeavesATeamEventATeamEvent) {
    QTemporaryDir dir;
    TournamentSettings settings = test::sampleSettings();
    settings.boards = 4;
    settings.lineup = LineupRule::Free;
    auto file = TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), settings);
    ImportParse p = parse("opengotha_small.xml", ImportFormat::OpenGotha);
    ASSERT_TRUE(p.ok());
    ASSERT_TRUE(file->players().import(p.batch).settingsApplied);
    EXPECT_EQ(file->settings().get().rounds, 4) << "the file's settings came";
    EXPECT_EQ(file->settings().get().boards, 4);
    EXPECT_EQ(file->settings().get().lineup, LineupRule::Free);
}
