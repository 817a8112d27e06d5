// tengen-cli on the real OpenGotha files beside the repository (../shared/formats).
#include "../support/cli_run.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <gtest/gtest.h>

using tengen::test::CliRun;

TEST(CliPairCheck, ReportsEveryRoundOfAnOpenGothaTournament) {
    const QString file =
        QStringLiteral(TENGEN_SHARED_DIR "/formats/opengotha-pairings/pairings/notsimplemm.xml");
    ASSERT_TRUE(QFile::exists(file)) << file.toStdString();
    CliRun r = tengen::test::cli({QStringLiteral("pair-check"), file, QStringLiteral("--compat"),
                                  QStringLiteral("opengotha-2024"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("games")).toInt(), 19);
    EXPECT_EQ(root.value(QStringLiteral("reproduced")).toInt(), 19);
    EXPECT_EQ(root.value(QStringLiteral("rounds")).toArray().size(), 5);
    EXPECT_EQ(tengen::test::cli({QStringLiteral("pair-check"), file, QStringLiteral("--compat"),
                                 QStringLiteral("opengotha-9")})
                  .code,
              2);
}
