#include "test_support.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <gtest/gtest.h>

using namespace tengen;
using namespace tengen::store;

namespace {
// Builds a file as schema version 1 wrote it, from tests/data/schema_v1.sql.
void buildVersion1File(const QString& path) {
    QFile sql(QStringLiteral(TENGEN_TEST_DATA "/schema_v1.sql"));
    ASSERT_TRUE(sql.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(sql.readAll());
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        for (QString statement : text.split(QStringLiteral(";\n"))) {
            QStringList lines;
            for (const QString& line : statement.split(QLatin1Char('\n')))
                if (!line.startsWith(QLatin1String("--")))
                    lines << line;
            statement = lines.join(QLatin1Char(' ')).trimmed();
            if (statement.endsWith(QLatin1Char(';')))
                statement.chop(1);
            if (statement.isEmpty())
                continue;
            QSqlQuery q(db);
            ASSERT_TRUE(q.exec(statement)) << statement.toStdString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));
}
} // namespace

TEST(Migrations, AVersion1FileOpensWithItsPlayersAndGainsRoundsAndJournal) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.tengen"));
    buildVersion1File(path);
    ASSERT_EQ(schemaVersionOf(path), 1);

    auto file = TournamentFile::open(path);
    EXPECT_EQ(schemaVersionOf(path), TournamentFile::kSchemaVersion);
    const TournamentSettings s = file->settings().get();
    EXPECT_EQ(s.nameNative, "第一届天元杯");
    EXPECT_EQ(s.komi.zi(), "3¾子");
    ASSERT_EQ(s.categories.size(), 1u);

    auto players = file->players().all();
    ASSERT_EQ(players.size(), 2u);
    EXPECT_EQ(players[0].displayName(), "王浩然");
    EXPECT_EQ(players[0].declaredRank, Rank::dan(6));
    EXPECT_EQ(players[0].feePaid, 20000);
    EXPECT_EQ(players[1].effectiveRank(), Rank::dan(1)); // from GoR 2095
    EXPECT_TRUE(players[1].withdrawn);
    EXPECT_FALSE(players[0].rankOverride.has_value());

    // What version 2 added works on the migrated file.
    file->players().setParticipation(
        players[0].id, {1, Participation::Present, std::string("2026-05-01T08:00:00Z")});
    const Player before = *file->players().find(players[0].id);
    Player after = before;
    after.rankOverride = Rank::dan(7);
    file->players().update(before, after);
    EXPECT_EQ(file->players().find(players[0].id)->effectiveRank(), Rank::dan(7));
    EXPECT_FALSE(file->journal().entries().empty());
}

TEST(Migrations, AMigratedFileReopensWithoutMigratingAgain) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.tengen"));
    buildVersion1File(path);
    TournamentFile::open(path);
    auto again = TournamentFile::open(path);
    EXPECT_EQ(again->players().all().size(), 2u);
    EXPECT_EQ(schemaVersionOf(path), TournamentFile::kSchemaVersion);
}
