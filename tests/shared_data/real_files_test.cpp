// The importers on the real federation and OpenGotha files in ../shared/formats (read in place,
// never copied). Skipped when that folder is not beside the repository.
#include "actions/player_files.h"
#include "formats/importers.h"
#include "test_support.h"

#include <QDir>
#include <QFileInfo>
#include <gtest/gtest.h>

using namespace tengen;
using namespace tengen::store;
using namespace tengen::formats;

namespace {
#define REQUIRE_SHARED(path)                                                                       \
    if (!QFileInfo::exists(test::sharedFile(path)))                                                \
    GTEST_SKIP() << "no " << path

std::string firstErrors(const ImportParse& p) {
    std::string s;
    for (size_t i = 0; i < p.errors.size() && i < 5; ++i)
        s += p.errors[i].toString().toStdString() + "\n";
    return s;
}
} // namespace

TEST(RealFiles, FfgEchelleImportsWhole) {
    REQUIRE_SHARED("formats/rating-lists/ech_ffg_V3.txt");
    ImportParse p = parsePlayersFile(test::sharedFile("formats/rating-lists/ech_ffg_V3.txt"),
                                     ImportFormat::Ffg);
    ASSERT_TRUE(p.ok()) << firstErrors(p);
    // Every line but the heading and the retired entries (rating -9999 or "(obsolète)").
    QFile raw(test::sharedFile("formats/rating-lists/ech_ffg_V3.txt"));
    ASSERT_TRUE(raw.open(QIODevice::ReadOnly));
    size_t active = 0;
    for (const QByteArray& line : raw.readAll().split('\n'))
        active += line.size() > 40 && !line.startsWith('#') && !line.contains("-9999") &&
                  !line.contains("obsol");
    EXPECT_EQ(p.batch.players.size(), active);
    EXPECT_GT(active, 9000u);
    for (const auto& row : p.batch.players)
        ASSERT_TRUE(row.player.effectiveRank().has_value()) << row.line;
}

TEST(RealFiles, AgaTdListImportsWhole) {
    REQUIRE_SHARED("formats/rating-lists/tdlista.txt");
    ImportParse p =
        parsePlayersFile(test::sharedFile("formats/rating-lists/tdlista.txt"), ImportFormat::Aga);
    ASSERT_TRUE(p.ok()) << firstErrors(p);
    EXPECT_EQ(p.batch.players.size(), 22410u);
    size_t rated = 0;
    for (const auto& row : p.batch.players)
        rated += row.player.rating.has_value();
    EXPECT_EQ(rated, 22410u - 8348u); // docs/formats.md §5.1: 8,348 lines have no rating
}

TEST(RealFiles, EveryOpenGothaTournamentImportsWithItsPlayers) {
    REQUIRE_SHARED("formats/opengotha-tournaments/TournoiChinois.xml");
    QStringList files;
    for (const char* folder :
         {"formats/opengotha-tournaments", "formats/opengotha-pairings/pairings",
          "formats/opengotha-pairings/tournamentfiles"})
        for (const QFileInfo& f :
             QDir(test::sharedFile(folder)).entryInfoList({QStringLiteral("*.xml")}, QDir::Files))
            files << f.absoluteFilePath();
    ASSERT_FALSE(files.isEmpty());
    for (const QString& path : files) {
        SCOPED_TRACE(path.toStdString());
        ImportParse p = parsePlayersFile(path, ImportFormat::OpenGotha);
        ASSERT_TRUE(p.ok()) << firstErrors(p);
        EXPECT_FALSE(p.batch.players.empty());
        ASSERT_TRUE(p.batch.settings.has_value());
        QTemporaryDir dir;
        auto file = TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")),
                                           test::sampleSettings());
        EXPECT_EQ(file->players().import(p.batch).added, static_cast<int>(p.batch.players.size()));
    }
}

TEST(RealFiles, ChineseOpenGothaNamesSurvive) {
    REQUIRE_SHARED("formats/opengotha-tournaments/TournoiChinois.xml");
    ImportParse p =
        parsePlayersFile(test::sharedFile("formats/opengotha-tournaments/TournoiChinois.xml"),
                         ImportFormat::OpenGotha);
    ASSERT_TRUE(p.ok()) << firstErrors(p);
    EXPECT_EQ(p.batch.players[0].player.displayName(), "高传德");
    EXPECT_EQ(p.batch.players[0].player.effectiveRank(), Rank::dan(1));
    EXPECT_EQ(p.batch.settings->system, PairingSystem::McMahon);
}

TEST(RealFiles, OpenGothaPlayerCsvImports) {
    REQUIRE_SHARED("formats/opengotha-exports/TournoiChinois.csv");
    ImportParse p = parsePlayersFile(
        test::sharedFile("formats/opengotha-exports/TournoiChinois.csv"), ImportFormat::Csv);
    ASSERT_TRUE(p.ok()) << firstErrors(p);
    EXPECT_FALSE(p.batch.players.empty());
}
