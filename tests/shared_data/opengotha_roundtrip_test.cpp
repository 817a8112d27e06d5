// OpenGotha XML -> Tengen -> OpenGotha XML keeps players, games, results and byes, on every
// real OpenGotha file in shared/formats (skipped when that folder is absent).
#include "actions/player_files.h"
#include "formats/importers.h"
#include "formats/opengotha_writer.h"
#include "store/tournament_file.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QTemporaryDir>
#include <map>
#include <tuple>

using namespace tengen;

namespace {

struct Summary {
    std::map<QString, std::tuple<std::string, std::string, std::string, std::string>> players;
    std::vector<std::tuple<int, int, QString, QString, int, GameResult, bool>> games;
    std::vector<std::pair<int, QString>> byes;
};

QString keyOf(const ImportBatch& b, int i) {
    const Player& p = b.players[i].player;
    return QString::fromStdString(p.familyNative + p.givenNative)
        .remove(QLatin1Char(' '))
        .toUpper();
}

Summary summarise(const ImportBatch& b) {
    Summary s;
    for (int i = 0; i < static_cast<int>(b.players.size()); ++i) {
        const Player& p = b.players[i].player;
        s.players[keyOf(b, i)] = {p.effectiveRank() ? p.effectiveRank()->toString() : "", p.club,
                                  p.country, p.egdPin};
    }
    for (const ImportedGame& g : b.games)
        s.games.emplace_back(g.game.round, g.game.table, keyOf(b, g.white), keyOf(b, g.black),
                             g.game.handicap, g.game.result, g.game.byForfeit);
    for (const ImportedBye& y : b.byes)
        s.byes.emplace_back(y.round, keyOf(b, y.player));
    std::sort(s.games.begin(), s.games.end());
    std::sort(s.byes.begin(), s.byes.end());
    return s;
}

TEST(OpenGothaRoundTrip, EveryRealFileComesBackWithItsPlayersGamesResultsAndByes) {
    const QString shared = QStringLiteral(TENGEN_SHARED_DIR "/formats");
    QStringList files;
    for (const char* folder : {"opengotha-tournaments", "opengotha-pairings/pairings",
                               "opengotha-pairings/tournamentfiles"})
        for (const QFileInfo& f : QDir(shared + QLatin1Char('/') + QLatin1String(folder))
                                      .entryInfoList({QStringLiteral("*.xml")}, QDir::Files))
            files << f.absoluteFilePath();
    if (files.isEmpty())
        GTEST_SKIP() << "shared/formats is not beside the repository";
    for (const QString& path : files) {
        SCOPED_TRACE(path.toStdString());
        const formats::ImportParse first = parsePlayersFile(path, formats::ImportFormat::OpenGotha);
        ASSERT_TRUE(first.ok());
        QTemporaryDir dir;
        TournamentSettings base;
        base.nameLatin = "x";
        auto file = store::TournamentFile::create(dir.filePath(QStringLiteral("t.tengen")), base);
        file->players().import(first.batch);
        const formats::OpenGothaExport out = formats::openGothaXml(
            file->settings().get(), file->settings().pairing(), file->players().all(),
            file->rounds().games(), file->rounds().byes());
        const formats::ImportParse second =
            formats::parseOpenGotha(out.xml, QStringLiteral("export.xml"));
        ASSERT_TRUE(second.ok()) << second.errors.front().toString().toStdString();
        const Summary a = summarise(first.batch), b = summarise(second.batch);
        EXPECT_EQ(a.players, b.players);
        EXPECT_EQ(a.games, b.games);
        EXPECT_EQ(a.byes, b.byes);
        EXPECT_EQ(first.batch.pairing, second.batch.pairing);
        EXPECT_EQ(first.batch.settings->rounds, second.batch.settings->rounds);
    }
}

} // namespace
