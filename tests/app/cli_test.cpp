// tengen-cli as a script would use it: the acceptance sequence of the foundation issue, exit codes,
// and bad input leaving the file as it was.
#include "../support/backend.h"
#include "../support/cli_run.h"
#include "actions/round_clocks.h"
#include "cli/cli.h"
#include "store/problem_text.h"
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <gtest/gtest.h>

namespace {

using tengen::RoundNo;
using tengen::test::cli;
using tengen::test::CliRun;

QString data(const char* name) {
    return QStringLiteral(TENGEN_TEST_DATA "/import/") + QString::fromUtf8(name);
}

QByteArray sha(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

class Cli : public ::testing::Test {
  protected:
    void SetUp() override {
        path = tengen::test::tournamentAt(dir, QStringLiteral("t"));
        CliRun r =
            cli({QStringLiteral("new"), path, QStringLiteral("--name"), QStringLiteral("Test"),
                 QStringLiteral("--system"), QStringLiteral("mcmahon"), QStringLiteral("--rounds"),
                 QStringLiteral("5")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
    }
    QJsonArray list() {
        CliRun r =
            cli({QStringLiteral("player"), QStringLiteral("list"), path, QStringLiteral("--json")});
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        return QJsonDocument::fromJson(r.out.toUtf8()).array();
    }
    QTemporaryDir dir;
    QString path;
};

} // namespace

TEST_F(Cli, NewImportListPrintsPlayersWithRanksAsJson) {
    CliRun r = cli({QStringLiteral("import"), path, data("players_zh.csv"),
                    QStringLiteral("--format"), QStringLiteral("csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("5")));
    const QJsonArray players = list();
    ASSERT_EQ(players.size(), 5);
    EXPECT_EQ(players[0].toObject()[QStringLiteral("name")].toString(), QStringLiteral("王浩然"));
    EXPECT_EQ(players[0].toObject()[QStringLiteral("rank")].toString(), QStringLiteral("6d"));
    EXPECT_EQ(players[0].toObject()[QStringLiteral("rank_label")].toString(),
              QStringLiteral("业余6段"));
    EXPECT_EQ(players[2].toObject()[QStringLiteral("effective_rank")].toString(),
              QStringLiteral("3d"));
    EXPECT_FALSE(players[0].toObject().contains(QStringLiteral("contact"))); // private
}

// `player list --filter` follows the desk's search: every word, in either name order, case
// ignored.
TEST_F(Cli, PlayerListFiltersByEveryWordAsTheDeskSearches) {
    ASSERT_EQ(cli({QStringLiteral("import"), path, data("players_zh.csv"),
                   QStringLiteral("--format"), QStringLiteral("csv")})
                  .code,
              0);
    const auto filtered = [this](const QString& query) {
        CliRun r = cli({QStringLiteral("player"), QStringLiteral("list"), path,
                        QStringLiteral("--filter"), query, QStringLiteral("--json")});
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        QStringList names;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out.toUtf8()).array())
            names << v.toObject()[QStringLiteral("name")].toString();
        return names;
    };
    EXPECT_EQ(filtered(QStringLiteral("浩然王")), QStringList{QStringLiteral("王浩然")});
    EXPECT_EQ(filtered(QStringLiteral("王 浩")), QStringList{QStringLiteral("王浩然")});
    EXPECT_TRUE(filtered(QStringLiteral("王 nobody")).isEmpty());
    EXPECT_EQ(filtered(QString()).size(), 5);
}

// #32: a team event's teams from the command line, as the JSON contract says — ids are numbers,
// members in board order; a player in one team at most; no teams in an individual event.
TEST_F(Cli, ATeamEventsTeamsAreAddedListedEditedAndRemoved) {
    const QString event = tengen::test::tournamentAt(dir, QStringLiteral("teams"));
    CliRun r =
        cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("校际赛"),
             QStringLiteral("--teams"), QStringLiteral("--board-count"), QStringLiteral("3"),
             QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(r.out.toUtf8()).object()[QStringLiteral("boards")].toInt(),
              3);
    ASSERT_EQ(cli({QStringLiteral("import"), event, data("players_zh.csv"),
                   QStringLiteral("--format"), QStringLiteral("csv")})
                  .code,
              0);
    r = cli({QStringLiteral("team"), QStringLiteral("add"), event, QStringLiteral("--name"),
             QStringLiteral("杭州一中"), QStringLiteral("--members"), QStringLiteral("2,1,3,4"),
             QStringLiteral("--captain"), QStringLiteral("1"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject team = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(team[QStringLiteral("id")].toInt(), 1);
    EXPECT_EQ(team[QStringLiteral("members")].toArray(), (QJsonArray{2, 1, 3, 4}));
    r = cli({QStringLiteral("team"), QStringLiteral("add"), event, QStringLiteral("--name"),
             QStringLiteral("宁波二中"), QStringLiteral("--members"), QStringLiteral("5,4")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("in two teams"))) << r.err.toStdString();
    r = cli({QStringLiteral("team"), QStringLiteral("edit"), event, QStringLiteral("1"),
             QStringLiteral("--members"), QStringLiteral("1,2,3"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("team"), QStringLiteral("list"), event, QStringLiteral("--json")});
    const QJsonArray teams = QJsonDocument::fromJson(r.out.toUtf8()).array();
    ASSERT_EQ(teams.size(), 1);
    EXPECT_EQ(teams[0].toObject()[QStringLiteral("members")].toArray(), (QJsonArray{1, 2, 3}));
    EXPECT_EQ(
        cli({QStringLiteral("team"), QStringLiteral("remove"), event, QStringLiteral("1")}).code,
        0);
    // An individual event has no teams; a board count outside 2 to 10 is a usage error.
    r = cli({QStringLiteral("team"), QStringLiteral("add"), path, QStringLiteral("--name"),
             QStringLiteral("X")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("individual event"))) << r.err.toStdString();
    EXPECT_EQ(cli({QStringLiteral("new"), tengen::test::tournamentAt(dir, QStringLiteral("b")),
                   QStringLiteral("--name"), QStringLiteral("B"), QStringLiteral("--teams"),
                   QStringLiteral("--board-count"), QStringLiteral("11")})
                  .code,
              2);
}

TEST_F(Cli, NewPrintsKomiInPointsAndStones) {
    CliRun r = cli({QStringLiteral("new"), tengen::test::tournamentAt(dir, QStringLiteral("k")),
                    QStringLiteral("--name"), QStringLiteral("天元杯"), QStringLiteral("--rounds"),
                    QStringLiteral("6"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(o[QStringLiteral("komi")].toString(), QStringLiteral("7.5"));
    EXPECT_EQ(o[QStringLiteral("komi_zi")].toString(), QStringLiteral("3¾子"));
    EXPECT_EQ(o[QStringLiteral("rules")].toString(), QStringLiteral("chinese"));
    EXPECT_EQ(o[QStringLiteral("time")].toString(), QStringLiteral("60m+3x60s"));
}

// The event's time control is the clocks' own type: any control the clocks run, kept whole in
// the file and handed to the referee screen as it was given.
TEST_F(Cli, TheEventsTimeControlIsAnyControlTheClocksRun) {
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("ing"));
    CliRun r =
        cli({QStringLiteral("new"), path, QStringLiteral("--name"), QStringLiteral("应氏杯"),
             QStringLiteral("--time"), QStringLiteral("ing:main=3h"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(r.out.toUtf8()).object()[QStringLiteral("time")].toString(),
              QStringLiteral("180m+3x30m"));
    EXPECT_EQ(tengen::clockSpec(tengen::store::TournamentFile::open(path)->settings().get().time),
              QStringLiteral("ing:main=3h,extensions=3,period=30m"));
    r = cli({QStringLiteral("new"), tengen::test::tournamentAt(dir, QStringLiteral("bad")),
             QStringLiteral("--name"), QStringLiteral("x"), QStringLiteral("--time"),
             QStringLiteral("byoyomi:main=x")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--time: main=x"))) << r.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(tengen::test::tournamentAt(dir, QStringLiteral("bad"))));
}

TEST_F(Cli, AddEditWithdrawAndCheckIn) {
    CliRun add =
        cli({QStringLiteral("player"), QStringLiteral("add"), path, QStringLiteral("--family"),
             QStringLiteral("柯"), QStringLiteral("--given"), QStringLiteral("洁"),
             QStringLiteral("--rank"), QStringLiteral("职业九段"), QStringLiteral("--country"),
             QStringLiteral("中国"), QStringLiteral("--json")});
    ASSERT_EQ(add.code, 0) << add.err.toStdString();
    const QJsonObject added = QJsonDocument::fromJson(add.out.toUtf8()).object();
    EXPECT_EQ(added[QStringLiteral("rank")].toString(), QStringLiteral("9p"));
    EXPECT_EQ(added[QStringLiteral("country")].toString(), QStringLiteral("CN"));
    const QString id = QString::number(added[QStringLiteral("id")].toInteger());

    EXPECT_EQ(cli({QStringLiteral("player"), QStringLiteral("edit"), path, id,
                   QStringLiteral("--club"), QStringLiteral("中国棋院")})
                  .code,
              0);
    EXPECT_EQ(cli({QStringLiteral("player"), QStringLiteral("withdraw"), path, id}).code, 0);
    EXPECT_EQ(
        cli({QStringLiteral("player"), QStringLiteral("round"), path, id, QStringLiteral("--round"),
             QStringLiteral("2"), QStringLiteral("--state"), QStringLiteral("bye")})
            .code,
        0);
    const QJsonObject p = list()[0].toObject();
    EXPECT_EQ(p[QStringLiteral("club")].toString(), QStringLiteral("中国棋院"));
    EXPECT_TRUE(p[QStringLiteral("withdrawn")].toBool());
    EXPECT_EQ(
        p[QStringLiteral("rounds")].toArray()[0].toObject()[QStringLiteral("state")].toString(),
        QStringLiteral("bye"));
}

// The desk's rule in the CLI (#14): a player who looks like one registered already is
// registered only with --yes; without it, exit 1, saying whom and why, and nothing added.
TEST_F(Cli, ALikelyDuplicateIsAddedOnlyWithYes) {
    const QStringList add = {
        QStringLiteral("player"),   QStringLiteral("add"),    path,
        QStringLiteral("--family"), QStringLiteral("柯"),     QStringLiteral("--given"),
        QStringLiteral("洁"),       QStringLiteral("--club"), QStringLiteral("北京棋院"),
        QStringLiteral("--rank"),   QStringLiteral("9p")};
    ASSERT_EQ(cli(add).code, 0);
    CliRun again = cli(add);
    EXPECT_EQ(again.code, 1);
    EXPECT_TRUE(again.err.contains(QStringLiteral("#1"))) << again.err.toStdString();
    EXPECT_TRUE(again.err.contains(QStringLiteral("--yes"))) << again.err.toStdString();
    EXPECT_EQ(list().size(), 1);
    EXPECT_EQ(cli(add + QStringList{QStringLiteral("--yes")}).code, 0);
    EXPECT_EQ(list().size(), 2);
}

TEST_F(Cli, ABadRankIsInvalidInputAndAddsNothing) {
    CliRun r =
        cli({QStringLiteral("player"), QStringLiteral("add"), path, QStringLiteral("--family"),
             QStringLiteral("李"), QStringLiteral("--rank"), QStringLiteral("12x")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("'12x'"))) << r.err.toStdString();
    EXPECT_TRUE(list().isEmpty());
}

TEST_F(Cli, UsageErrorsExitWith2) {
    EXPECT_EQ(cli({}).code, 2);
    EXPECT_EQ(cli({QStringLiteral("frobnicate")}).code, 2);
    EXPECT_EQ(
        cli({QStringLiteral("player"), QStringLiteral("list"), path, QStringLiteral("--colour")})
            .code,
        2);
    EXPECT_EQ(cli({QStringLiteral("import"), path, data("players_zh.csv"),
                   QStringLiteral("--format"), QStringLiteral("xls")})
                  .code,
              2);
}

TEST_F(Cli, ABadImportNamesTheLineAndLeavesTheFileAsItWas) {
    ASSERT_EQ(cli({QStringLiteral("import"), path, data("players_semicolon.csv"),
                   QStringLiteral("--format"), QStringLiteral("csv")})
                  .code,
              0);
    const QByteArray before = sha(path);
    CliRun r = cli({QStringLiteral("import"), path, data("bad_rank.csv"),
                    QStringLiteral("--format"), QStringLiteral("csv")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("bad_rank.csv:3"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("Nothing was imported")));
    EXPECT_EQ(list().size(), 3);
    EXPECT_EQ(sha(path), before);
}

TEST_F(Cli, EveryMalformedFileIsRefusedAndLeavesTheTournamentAsItWas) {
    ASSERT_EQ(cli({QStringLiteral("import"), path, data("players_semicolon.csv"),
                   QStringLiteral("--format"), QStringLiteral("csv")})
                  .code,
              0);
    const QByteArray before = sha(path);
    const std::pair<const char*, const char*> bad[] = {
        {"bad_encoding.csv", "csv"},
        {"bad_rank.csv", "csv"},
        {"bad_column_count.csv", "csv"},
        {"duplicate_row.csv", "csv"},
        {"truncated.csv", "csv"},
        {"utf16_no_bom.txt", "csv"},
        {"allworld_lp_bad.txt", "egd"},
        {"allworld_lp_duplicate.txt", "egd"},
        {"utf16_no_bom.txt", "egd"},
        {"ech_ffg_bad.txt", "ffg"},
        {"ech_ffg_duplicate.txt", "ffg"},
        {"tdlista_bad.txt", "aga"},
        {"tdlista_duplicate.txt", "aga"},
        {"opengotha_bad_rounds.xml", "opengotha"},
        {"opengotha_twice_in_a_round.xml", "opengotha"},
        {"opengotha_newer.xml", "opengotha"},
        {"opengotha_truncated.xml", "opengotha"},
        {"opengotha_bad_encoding.xml", "opengotha"}};
    for (const auto& [file, format] : bad) {
        CliRun r = cli({QStringLiteral("import"), path, data(file), QStringLiteral("--format"),
                        QString::fromLatin1(format)});
        EXPECT_EQ(r.code, 1) << file;
        EXPECT_TRUE(r.err.contains(QString::fromUtf8(file) + QLatin1Char(':')))
            << file << ": " << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("Nothing was imported"))) << file;
        EXPECT_EQ(sha(path), before) << file;
    }
    EXPECT_EQ(list().size(), 3);
}

TEST_F(Cli, ImportingTheSamePlayersTwiceReportsLikelyDuplicates) {
    const QStringList args = {QStringLiteral("import"),      path,
                              data("players_semicolon.csv"), QStringLiteral("--format"),
                              QStringLiteral("csv"),         QStringLiteral("--json")};
    ASSERT_EQ(cli(args).code, 0);
    CliRun again = cli(args);
    ASSERT_EQ(again.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(again.out.toUtf8()).object();
    EXPECT_EQ(o[QStringLiteral("likely_duplicates")].toArray().size(), 3);
}

TEST_F(Cli, DuplicatesAreListedAndADeletedRegistrationIsGone) {
    const QStringList args = {QStringLiteral("import"), path, data("players_semicolon.csv"),
                              QStringLiteral("--format"), QStringLiteral("csv")};
    ASSERT_EQ(cli(args).code, 0);
    ASSERT_EQ(cli(args).code, 0);
    CliRun dups = cli(
        {QStringLiteral("player"), QStringLiteral("duplicates"), path, QStringLiteral("--json")});
    ASSERT_EQ(dups.code, 0);
    const QJsonArray pairs = QJsonDocument::fromJson(dups.out.toUtf8()).array();
    ASSERT_EQ(pairs.size(), 3);
    EXPECT_TRUE(pairs[0].toObject()[QStringLiteral("same_id")].toBool()); // same EGD PIN
    EXPECT_EQ(pairs[0].toObject()[QStringLiteral("second")].toInt(), 4);
    EXPECT_EQ(
        cli({QStringLiteral("player"), QStringLiteral("delete"), path, QStringLiteral("4")}).code,
        0);
    EXPECT_EQ(list().size(), 5);
    EXPECT_EQ(
        cli({QStringLiteral("player"), QStringLiteral("delete"), path, QStringLiteral("4")}).code,
        1);
}

TEST_F(Cli, ANonTournamentFileIsRefused) {
    const QString other = dir.filePath(QStringLiteral("x.tengen")); // a file, whatever the pass
    QFile f(other);
    f.open(QIODevice::WriteOnly);
    f.write("not a database");
    f.close();
    CliRun r = cli({QStringLiteral("player"), QStringLiteral("list"), other});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("not a tournament file")));
}

namespace {
QString sgf(const char* name) {
    return QStringLiteral(TENGEN_TEST_DATA "/sgf/") + QString::fromUtf8(name);
}
QJsonObject json(const CliRun& r) {
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}
} // namespace

TEST(CliVerify, AnIllegalKoRetakeIsNamedWithMoveColourPointReasonAndCycle) {
    CliRun r = cli({QStringLiteral("verify"), sgf("basic_ko.sgf"), QStringLiteral("--json")});
    EXPECT_EQ(r.code, 1);
    const QJsonObject o = json(r);
    EXPECT_EQ(o[QStringLiteral("moves")].toInt(), 2);
    EXPECT_FALSE(o[QStringLiteral("legal")].toBool());
    const QJsonObject first = o[QStringLiteral("first_illegal")].toObject();
    EXPECT_EQ(first[QStringLiteral("move")].toInt(), 2);
    EXPECT_EQ(first[QStringLiteral("colour")].toString(), QStringLiteral("W"));
    EXPECT_EQ(first[QStringLiteral("point")].toString(), QStringLiteral("B4"));
    EXPECT_EQ(first[QStringLiteral("reason")].toString(), QStringLiteral("ko"));
    EXPECT_EQ(first[QStringLiteral("cycle")].toInt(), 2);
}

TEST(CliVerify, TheKoOptionDecidesSendingTwoReturningOne) {
    CliRun positional = cli(
        {QStringLiteral("verify"), sgf("sending_two_returning_one.sgf"), QStringLiteral("--json")});
    EXPECT_EQ(positional.code, 1);
    EXPECT_EQ(json(positional)[QStringLiteral("first_illegal")]
                  .toObject()[QStringLiteral("reason")]
                  .toString(),
              QStringLiteral("superko"));
    CliRun situational =
        cli({QStringLiteral("verify"), sgf("sending_two_returning_one.sgf"), QStringLiteral("--ko"),
             QStringLiteral("situational"), QStringLiteral("--json")});
    EXPECT_EQ(situational.code, 0);
    EXPECT_TRUE(json(situational)[QStringLiteral("first_illegal")].isNull());
}

TEST(CliVerify, ASummaryOverFilesAndFoldersCountsUnreadableOnes) {
    CliRun r = cli({QStringLiteral("verify"), QStringLiteral(TENGEN_TEST_DATA "/sgf"),
                    QStringLiteral("--summary")});
    EXPECT_EQ(r.code, 1);
    const QJsonObject o = json(r);
    EXPECT_EQ(o[QStringLiteral("files")].toInt(),
              7); // folders are read recursively (golden/ holds 2)
    EXPECT_EQ(o[QStringLiteral("unreadable")].toInt(), 1); // truncated.sgf
    EXPECT_EQ(o[QStringLiteral("illegal_games")].toInt(), 2);
    EXPECT_TRUE(o.contains(QStringLiteral("moves_per_second")));
}

TEST(CliVerify, AGb18030RecordWithoutCharsetIsRead) {
    CliRun r = cli({QStringLiteral("verify"), sgf("fox_gb18030.sgf"), QStringLiteral("--json")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(json(r)[QStringLiteral("moves")].toInt(), 4);
    EXPECT_EQ(json(r)[QStringLiteral("charset")].toString(), QStringLiteral("GB18030"));
}

TEST(CliScore, ChineseCountingWithADeadStoneGivesTheResultInPointsAndZi) {
    CliRun r = cli({QStringLiteral("score"), sgf("walls_dead_stone.sgf"), QStringLiteral("--dead"),
                    QStringLiteral("A9"), QStringLiteral("--json")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject o = json(r);
    EXPECT_EQ(o[QStringLiteral("rules")].toString(), QStringLiteral("chinese"));
    EXPECT_EQ(o[QStringLiteral("komi")].toDouble(), 7.5);
    EXPECT_EQ(o[QStringLiteral("black")].toDouble(), 40.5);
    EXPECT_EQ(o[QStringLiteral("white")].toDouble(), 40.5);
    EXPECT_EQ(o[QStringLiteral("dame")].toInt(), 9);
    EXPECT_EQ(o[QStringLiteral("margin")].toDouble(), -7.5);
    EXPECT_EQ(o[QStringLiteral("result")].toString(), QStringLiteral("W+7.5"));
    EXPECT_EQ(o[QStringLiteral("result_zh")].toString(), QStringLiteral("白胜3又3/4子"));
    EXPECT_TRUE(o[QStringLiteral("errors")].toArray().isEmpty());
}

TEST(CliScore, AMarkOnAnEmptyPointExitsWith1) {
    CliRun r = cli({QStringLiteral("score"), sgf("walls_dead_stone.sgf"), QStringLiteral("--dead"),
                    QStringLiteral("E5"), QStringLiteral("--json")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("E5 has no stone"))) << r.err.toStdString();
}

TEST(CliScore, TheRefereesCountOfBlackGivesTheResult) {
    CliRun r = cli({QStringLiteral("score"), sgf("walls_dead_stone.sgf"), QStringLiteral("--dead"),
                    QStringLiteral("A9"), QStringLiteral("--black-count"), QStringLiteral("44.5"),
                    QStringLiteral("--json")});
    EXPECT_EQ(r.code, 0);
    // 9×9: 40½ is half the board; komi 3¾子; 44½ - 40½ - 3¾ = ¼子.
    EXPECT_EQ(json(r)[QStringLiteral("result_zh")].toString(), QStringLiteral("黑胜1/4子"));
}

TEST(CliClock, SimulateReproducesTheGoldenCallsOfTheChineseSchedule) {
    for (const auto& [presses, golden] :
         {std::pair{"no_presses.txt", "byoyomi_60x3_zh.jsonl"},
          std::pair{"three_presses.txt", "byoyomi_60x3_presses_zh.jsonl"}}) {
        SCOPED_TRACE(golden);
        CliRun r =
            cli({QStringLiteral("clock"), QStringLiteral("simulate"), QStringLiteral("--control"),
                 QStringLiteral("byoyomi:main=0,period=60s,periods=3"),
                 QStringLiteral("--language"), QStringLiteral("zh"), QStringLiteral("--presses"),
                 QStringLiteral(TENGEN_TEST_DATA "/clock/") + QString::fromLatin1(presses),
                 QStringLiteral("--json")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        QFile f(QStringLiteral(TENGEN_TEST_DATA "/clock/") + QString::fromLatin1(golden));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        EXPECT_EQ(r.out, QString::fromUtf8(f.readAll()));
    }
}

TEST(CliClock, MalformedSpecsAndPressFilesNameTheProblem) {
    CliRun spec =
        cli({QStringLiteral("clock"), QStringLiteral("simulate"), QStringLiteral("--control"),
             QStringLiteral("byoyomi:main=1m,periodz=3"), QStringLiteral("--presses"),
             QStringLiteral(TENGEN_TEST_DATA "/clock/no_presses.txt")});
    EXPECT_EQ(spec.code, 1);
    EXPECT_TRUE(spec.err.contains(QStringLiteral("periodz")));
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("p.txt"));
    QFile f(bad);
    f.open(QIODevice::WriteOnly);
    f.write("1000\n900\n");
    f.close();
    CliRun order =
        cli({QStringLiteral("clock"), QStringLiteral("simulate"), QStringLiteral("--control"),
             QStringLiteral("absolute:main=90m"), QStringLiteral("--presses"), bad});
    EXPECT_EQ(order.code, 1);
    EXPECT_TRUE(order.err.contains(QStringLiteral("p.txt:2"))) << order.err.toStdString();
}

TEST(CliPair, PairsTheDemoRoundAsJsonPerTheContractAndEntersResults) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("d"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    CliRun r = cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1"),
                    QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("round")).toInt(), 1);
    const QJsonArray games = root.value(QStringLiteral("games")).toArray();
    ASSERT_FALSE(games.isEmpty());
    const QJsonObject first = games.first().toObject();
    EXPECT_EQ(first.value(QStringLiteral("table")).toInt(), 1);
    EXPECT_TRUE(first.value(QStringLiteral("white")).toObject().contains(QStringLiteral("family")));
    EXPECT_TRUE(first.value(QStringLiteral("black")).toObject().contains(QStringLiteral("id")));
    EXPECT_TRUE(root.contains(QStringLiteral("bye")));
    // Pairing the same round again is refused and leaves the file as it was.
    const QByteArray before = sha(path);
    EXPECT_EQ(
        cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1")}).code,
        1);
    EXPECT_EQ(sha(path), before);
    // Results, then round 2: the next round is the default.
    for (int t = 1; t <= games.size(); ++t)
        ASSERT_EQ(
            cli({QStringLiteral("result"), path, QStringLiteral("--round"), QStringLiteral("1"),
                 QStringLiteral("--table"), QString::number(t), QStringLiteral("--result"),
                 t % 2 ? QStringLiteral("w") : QStringLiteral("b")})
                .code,
            0);
    EXPECT_EQ(cli({QStringLiteral("result"), path, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--table"), QStringLiteral("99"), QStringLiteral("--result"),
                   QStringLiteral("w")})
                  .code,
              1);
    r = cli({QStringLiteral("pair"), path, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("round")).toInt(), 2);
    // Nobody meets the same opponent twice in a field this size.
    r = cli(
        {QStringLiteral("pair"), path, QStringLiteral("--explain"),
         QString::number(
             first.value(QStringLiteral("white")).toObject().value(QStringLiteral("id")).toInt()),
         QString::number(
             first.value(QStringLiteral("black")).toObject().value(QStringLiteral("id")).toInt()),
         QStringLiteral("--round"), QStringLiteral("2"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject why = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(why.value(QStringLiteral("parts"))
                  .toObject()
                  .value(QStringLiteral("duplicate_game"))
                  .toString(),
              QStringLiteral("0")); // they met in round 1
}

TEST(CliColours, AFixedSeedGivesTheDocumentedColoursAndASecondProcessVerifies) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("c"));
    const QString seedFile = dir.filePath(QStringLiteral("seed.txt"));
    const QString seed =
        QStringLiteral("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    QFile f(seedFile);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(seed.toLatin1());
    f.close();
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    ASSERT_EQ(
        cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1")}).code,
        0);
    CliRun r = cli({QStringLiteral("colours"), path, QStringLiteral("--round"), QStringLiteral("1"),
                    QStringLiteral("--method"), QStringLiteral("lots"),
                    QStringLiteral("--seed-file"), seedFile, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("commitment")).toString(),
              QStringLiteral("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"));
    // docs/colours.md, "Test vectors".
    const int whites[] = {1, 15, 23, 2, 13, 16, 21, 17, 31, 22, 27, 9, 29};
    const QJsonArray tables = root.value(QStringLiteral("tables")).toArray();
    ASSERT_EQ(tables.size(), 13);
    for (int t = 0; t < 13; ++t)
        EXPECT_EQ(tables[t].toObject().value(QStringLiteral("white")).toInt(), whites[t]) << t;
    // Another process, from the revealed seed, reproduces every draw; a wrong seed fails.
    QProcess second;
    second.start(QStringLiteral(TENGEN_CLI),
                 {QStringLiteral("colours"), path, QStringLiteral("--round"), QStringLiteral("1"),
                  QStringLiteral("--verify"), seed});
    ASSERT_TRUE(second.waitForFinished(30000));
    EXPECT_EQ(second.exitCode(), 0) << second.readAllStandardOutput().toStdString();
    QProcess wrong;
    QString bad = seed;
    bad.back() = QLatin1Char('e');
    wrong.start(QStringLiteral(TENGEN_CLI),
                {QStringLiteral("colours"), path, QStringLiteral("--round"), QStringLiteral("1"),
                 QStringLiteral("--verify"), bad});
    ASSERT_TRUE(wrong.waitForFinished(30000));
    EXPECT_EQ(wrong.exitCode(), 1);
}

TEST(CliColours, ChangingAPublishedColourNeedsAReasonAndIsKept) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("c"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("pair"), path}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("colours"), path, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--method"), QStringLiteral("nigiri")})
                  .code,
              0);
    // White goes to the player who drew Black at table 2.
    QString other;
    for (const auto& g : tengen::store::TournamentFile::open(path)->rounds().games(RoundNo{1}))
        if (g.table == 2)
            other = QString::number(g.black);
    const QByteArray before = sha(path);
    CliRun refused =
        cli({QStringLiteral("colours"), path, QStringLiteral("--round"), QStringLiteral("1"),
             QStringLiteral("--table"), QStringLiteral("2"), QStringLiteral("--white"), other});
    EXPECT_EQ(refused.code, 1);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("reason"))) << refused.err.toStdString();
    EXPECT_EQ(sha(path), before);
    ASSERT_EQ(cli({QStringLiteral("colours"), path, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--table"), QStringLiteral("2"), QStringLiteral("--white"), other,
                   QStringLiteral("--reason"), QStringLiteral("wrong stones counted")})
                  .code,
              0);
    CliRun history =
        cli({QStringLiteral("colours"), path, QStringLiteral("--round"), QStringLiteral("1"),
             QStringLiteral("--history"), QStringLiteral("--json")});
    const QJsonArray rows = QJsonDocument::fromJson(history.out.toUtf8()).array();
    const QJsonObject last = rows.last().toObject();
    EXPECT_EQ(last.value(QStringLiteral("reason")).toString(),
              QStringLiteral("wrong stones counted"));
    EXPECT_EQ(last.value(QStringLiteral("white")).toInt(), other.toInt());
    EXPECT_EQ(last.value(QStringLiteral("method")).toString(), QStringLiteral("director"));
}

TEST(CliColours, ColoursAtTheBoardNeedTheBlackPlayerWithTheResult) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("b"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    CliRun r = cli({QStringLiteral("pair"), path, QStringLiteral("--json")});
    const QJsonObject game = QJsonDocument::fromJson(r.out.toUtf8())
                                 .object()
                                 .value(QStringLiteral("games"))
                                 .toArray()[0]
                                 .toObject();
    const QString white = QString::number(
        game.value(QStringLiteral("white")).toObject().value(QStringLiteral("id")).toInt());
    ASSERT_EQ(cli({QStringLiteral("colours"), path, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--method"), QStringLiteral("board")})
                  .code,
              0);
    const QStringList result = {QStringLiteral("result"),   path,
                                QStringLiteral("--round"),  QStringLiteral("1"),
                                QStringLiteral("--table"),  QStringLiteral("1"),
                                QStringLiteral("--result"), QStringLiteral("b")};
    CliRun refused = cli(result);
    EXPECT_EQ(refused.code, 1);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("black"))) << refused.err.toStdString();
    EXPECT_EQ(cli(result + QStringList{QStringLiteral("--black"), white}).code, 0);
}

TEST(CliPair, ForbiddenFixedPairsAndReservedTablesAreKept) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("k"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    auto pairRound1 = [&]() {
        CliRun r = cli({QStringLiteral("pair"), path, QStringLiteral("--round"),
                        QStringLiteral("1"), QStringLiteral("--json")});
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        return QJsonDocument::fromJson(r.out.toUtf8())
            .object()
            .value(QStringLiteral("games"))
            .toArray();
    };
    auto id = [](const QJsonValue& game, const char* side) {
        return game.toObject()
            .value(QLatin1String(side))
            .toObject()
            .value(QStringLiteral("id"))
            .toInt();
    };
    QJsonArray games = pairRound1();
    const int a = id(games[0], "white"), b = id(games[0], "black"), c = id(games[1], "white");
    ASSERT_EQ(cli({QStringLiteral("pair"), path, QStringLiteral("--unpair"),
                   QStringLiteral("--round"), QStringLiteral("1")})
                  .code,
              0);
    ASSERT_EQ(cli({QStringLiteral("pair"), path, QStringLiteral("--forbid"), QString::number(a),
                   QString::number(b), QStringLiteral("--note"), QStringLiteral("siblings")})
                  .code,
              0);
    ASSERT_EQ(cli({QStringLiteral("pair"), path, QStringLiteral("--fix"), QString::number(a),
                   QString::number(c), QStringLiteral("--round"), QStringLiteral("1")})
                  .code,
              0);
    ASSERT_EQ(cli({QStringLiteral("pair"), path, QStringLiteral("--reserve-table"),
                   QString::number(a), QStringLiteral("--table"), QStringLiteral("9")})
                  .code,
              0);
    games = pairRound1();
    bool fixedFound = false;
    for (const QJsonValue& g : games) {
        const int w = id(g, "white"), k = id(g, "black");
        EXPECT_FALSE((w == a && k == b) || (w == b && k == a));
        if ((w == a && k == c) || (w == c && k == a)) {
            fixedFound = true;
            EXPECT_EQ(g.toObject().value(QStringLiteral("table")).toInt(), 9);
        }
    }
    EXPECT_TRUE(fixedFound);
    // #28 point 7: Explain names the constraint that decided (it said a forbidden pair "would
    // be as good").
    CliRun why = cli({QStringLiteral("pair"), path, QStringLiteral("--explain"), QString::number(a),
                      QString::number(b), QStringLiteral("--round"), QStringLiteral("1")});
    ASSERT_EQ(why.code, 0) << why.err.toStdString();
    EXPECT_TRUE(why.out.contains(QStringLiteral("The director forbade this pair")))
        << why.out.toStdString();
    EXPECT_FALSE(why.out.contains(QStringLiteral("would be as good"))) << why.out.toStdString();
    why = cli({QStringLiteral("pair"), path, QStringLiteral("--explain"), QString::number(a),
               QString::number(b), QStringLiteral("--round"), QStringLiteral("1"),
               QStringLiteral("--json")});
    EXPECT_EQ(
        QJsonDocument::fromJson(why.out.toUtf8()).object().value(QStringLiteral("constraint")),
        QStringLiteral("forbidden"));
    CliRun list = cli(
        {QStringLiteral("pair"), path, QStringLiteral("--constraints"), QStringLiteral("--json")});
    EXPECT_EQ(QJsonDocument::fromJson(list.out.toUtf8()).array().size(), 3);
    EXPECT_EQ(cli({QStringLiteral("pair"), path, QStringLiteral("--forbid"), QString::number(a),
                   QString::number(a)})
                  .code,
              1);
}

TEST(CliReports, StandingsAndTheEgfFileOfAPlayedRound) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("s"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    CliRun r = cli({QStringLiteral("pair"), path, QStringLiteral("--json")});
    const int games = QJsonDocument::fromJson(r.out.toUtf8())
                          .object()
                          .value(QStringLiteral("games"))
                          .toArray()
                          .size();
    for (int t = 1; t <= games; ++t)
        ASSERT_EQ(cli({QStringLiteral("result"), path, QStringLiteral("--round"),
                       QStringLiteral("1"), QStringLiteral("--table"), QString::number(t),
                       QStringLiteral("--result"), QStringLiteral("w")})
                      .code,
                  0);
    r = cli(
        {QStringLiteral("standings"), path, QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("after_round")).toInt(), 1);
    const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    EXPECT_GE(rows.size(), 2 * games);
    EXPECT_EQ(rows[0].toObject().value(QStringLiteral("place")).toInt(), 1);
    const QString egf = dir.filePath(QStringLiteral("r.h1"));
    ASSERT_EQ(cli({QStringLiteral("export"), path, QStringLiteral("--format"),
                   QStringLiteral("egf"), QStringLiteral("-o"), egf})
                  .code,
              0);
    QFile f(egf);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    EXPECT_TRUE(bytes.startsWith("; CL["));
    EXPECT_TRUE(bytes.contains("; HA[h1]"));
    EXPECT_EQ(
        cli({QStringLiteral("standings"), path, QStringLiteral("--format"), QStringLiteral("pdf")})
            .code,
        2);
}

TEST(CliReports, PrizeListsByCategoryAndThePlayerList) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("p"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("pair"), path}).code, 0);
    for (int t = 1; t <= 16; ++t)
        cli({QStringLiteral("result"), path, QStringLiteral("--round"), QStringLiteral("1"),
             QStringLiteral("--table"), QString::number(t), QStringLiteral("--result"),
             QStringLiteral("b")});
    const QByteArray before = sha(path);
    // The demo's categories (公开组, 少年组, 女子组) are the sections after the overall one.
    CliRun r =
        cli({QStringLiteral("prizes"), path, QStringLiteral("--format"), QStringLiteral("csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList lines = r.out.split(QStringLiteral("\r\n"));
    EXPECT_EQ(lines.at(0), QStringLiteral("Overall"));
    EXPECT_TRUE(lines.contains(QStringLiteral("少年组")));
    EXPECT_TRUE(lines.contains(QStringLiteral("女子组")));
    // A director's own sections; one prize per player takes the overall winners out of "women".
    r = cli({QStringLiteral("prizes"), path, QStringLiteral("--sections"),
             QStringLiteral("overall=16; women=2"), QStringLiteral("--one-prize")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Women")));
    r = cli({QStringLiteral("prizes"), path, QStringLiteral("--sections"),
             QStringLiteral("overall; seniors")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("'seniors'"))) << r.err.toStdString();
    // The player list, strongest first, and as PDF.
    r = cli({QStringLiteral("player"), QStringLiteral("list"), path, QStringLiteral("--format"),
             QStringLiteral("csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(QStringLiteral("No.,Name,Latin name,Rank,")));
    EXPECT_EQ(r.out.count(QStringLiteral("\r\n")), 33); // heading + 32 players
    const QString pdf = dir.filePath(QStringLiteral("players.pdf"));
    ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("list"), path,
                   QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--sort"),
                   QStringLiteral("club"), QStringLiteral("-o"), pdf})
                  .code,
              0);
    EXPECT_TRUE(QFile::exists(pdf));
    EXPECT_EQ(
        cli({QStringLiteral("player"), QStringLiteral("list"), path, QStringLiteral("--format"),
             QStringLiteral("csv"), QStringLiteral("--sort"), QStringLiteral("age")})
            .code,
        2);
    EXPECT_EQ(sha(path), before); // documents never change the file
}

// Issue #17: an OpenGotha event with two categories by rank and CAT first. The standings a
// director prints number places within each category after a line number, as OpenGotha's
// window does; the JSON and EGF exports number everyone together.
TEST(CliReports, PlacesWithinEachCategoryInTheStandingsOverallInTheExports) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("cats"));
    ASSERT_EQ(
        cli({QStringLiteral("new"), path, QStringLiteral("--name"), QStringLiteral("c")}).code, 0);
    CliRun r = cli({QStringLiteral("import"), path, data("opengotha_categories.xml"),
                    QStringLiteral("--format"), QStringLiteral("opengotha")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("rounds came with it: 4 game")))
        << r.out.toStdString();
    r = cli({QStringLiteral("standings"), path, QStringLiteral("--format"), QStringLiteral("csv"),
             QStringLiteral("--round"), QStringLiteral("1")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList lines = r.out.split(QStringLiteral("\r\n"));
    EXPECT_TRUE(lines.at(0).startsWith(QStringLiteral("No.,Place,Name,")))
        << lines.at(0).toStdString();
    // Line 5 is the best kyu player (category 2): first of his category.
    EXPECT_TRUE(lines.at(1).startsWith(QStringLiteral("1,1,Dan Ben,"))) << r.out.toStdString();
    EXPECT_TRUE(lines.at(5).startsWith(QStringLiteral("5,1,Kyu Eva,"))) << r.out.toStdString();
    EXPECT_TRUE(lines.at(8).startsWith(QStringLiteral("8,4,Kyu Gil,"))) << r.out.toStdString();
    r = cli({QStringLiteral("standings"), path, QStringLiteral("--format"), QStringLiteral("json"),
             QStringLiteral("--round"), QStringLiteral("1")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray rows =
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("rows")).toArray();
    ASSERT_EQ(rows.size(), 8);
    EXPECT_EQ(rows[4].toObject().value(QStringLiteral("name")).toString(),
              QStringLiteral("Kyu Eva"));
    EXPECT_EQ(rows[4].toObject().value(QStringLiteral("place")).toInt(), 5);
    EXPECT_EQ(rows[4].toObject().value(QStringLiteral("category")).toInt(), 2);
}

TEST(CliClock, TheTimeLogOfATableAndItsTimesInTheGameRecord) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("c"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("pair"), path}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("result"), path, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--result"),
                   QStringLiteral("b")})
                  .code,
              0);
    {
        auto file = tengen::store::TournamentFile::open(path);
        const qint64 hall =
            file->clocks().startHall(QStringLiteral("byoyomi:main=1m,period=30s,periods=3"), 2);
        auto e = [](const char* kind, qint64 ms, char side = 'B', qint64 delta = 0,
                    const char* reason = "") {
            return tengen::store::ClockEventRecord{1,
                                                   QString::fromLatin1(kind),
                                                   ms,
                                                   QStringLiteral("2026-12-05T01:00:00.000000Z"),
                                                   QLatin1Char(side),
                                                   delta,
                                                   QString::fromUtf8(reason)};
        };
        file->clocks().append(
            hall, {e("start", 0), e("press", 20000), e("press", 50000), e("pause", 60000),
                   e("checkpoint", 65000), e("resume", 70000), e("press", 100000),
                   e("adjust", 101000, 'W', 60000, "clock fault"), e("press", 110000)});
    }
    CliRun r = cli({QStringLiteral("clock"), QStringLiteral("log"), path, QStringLiteral("--table"),
                    QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray rows =
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("events")).toArray();
    ASSERT_EQ(rows.size(), 8); // the checkpoint is left out
    r = cli({QStringLiteral("clock"), QStringLiteral("log"), path, QStringLiteral("--table"),
             QStringLiteral("1"), QStringLiteral("--round"), QStringLiteral("1")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("result b"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("adjust")));
    const QJsonObject third = rows[5].toObject(); // Black's second move, paused 10 s inside it
    EXPECT_EQ(third.value(QStringLiteral("move")).toInt(), 3);
    EXPECT_EQ(third.value(QStringLiteral("used_ms")).toInt(), 40000);
    EXPECT_EQ(third.value(QStringLiteral("main_ms")).toInt(), 0); // into byo-yomi
    EXPECT_EQ(rows[6].toObject().value(QStringLiteral("reason")).toString(),
              QStringLiteral("clock fault"));
    // The record gets each move's time left; the fifth move came after the clock stopped.
    const QString sgfPath = dir.filePath(QStringLiteral("g.sgf"));
    QFile sgf(sgfPath);
    ASSERT_TRUE(sgf.open(QIODevice::WriteOnly));
    sgf.write("(;GM[1]FF[4]SZ[19];B[pd];W[dp]WL[999];B[pp];W[dd];B[qf])");
    sgf.close();
    r = cli({QStringLiteral("clock"), QStringLiteral("log"), path, QStringLiteral("--table"),
             QStringLiteral("1"), QStringLiteral("--sgf"), sgfPath});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("TM[60]OT[3x30 byo-yomi]")));
    EXPECT_TRUE(r.out.contains(QStringLiteral(";B[pd]BL[40]")));
    EXPECT_TRUE(r.out.contains(QStringLiteral(";W[dp]WL[30]")));
    EXPECT_FALSE(r.out.contains(QStringLiteral("999")));
    EXPECT_TRUE(r.out.contains(QStringLiteral(";B[pp]BL[30]OB[3]")));
    EXPECT_TRUE(r.out.contains(QStringLiteral(";W[dd]WL[80]"))); // 30 s + 60 s given - 10 s
    EXPECT_TRUE(r.out.contains(QStringLiteral(";B[qf]\n)"))) << r.out.toStdString();
    // A record whose colours do not follow the clock is refused, naming the node.
    ASSERT_TRUE(sgf.open(QIODevice::WriteOnly | QIODevice::Truncate));
    sgf.write("(;GM[1]FF[4]SZ[19];W[pd];B[dp])");
    sgf.close();
    r = cli({QStringLiteral("clock"), QStringLiteral("log"), path, QStringLiteral("--table"),
             QStringLiteral("1"), QStringLiteral("--sgf"), sgfPath});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("offset 19, node 1: the clock's move 1 was Black's")))
        << r.err.toStdString();
    r = cli({QStringLiteral("clock"), QStringLiteral("log"), path, QStringLiteral("--table"),
             QStringLiteral("3")});
    EXPECT_EQ(r.code, 2);
    r = cli({QStringLiteral("clock"), QStringLiteral("log"), path, QStringLiteral("--table"),
             QStringLiteral("2")});
    EXPECT_EQ(r.code, 0); // a table whose clock never ran: an empty log
}

TEST(CliClock, TheEventsCallsAreEditedAsTextAndUsedBySimulate) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("s"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    CliRun r = cli({QStringLiteral("clock"), QStringLiteral("schedule"), path});
    ASSERT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("ordinary 55 sec:55\n")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("last 60 count:10\n")));
    const QString text = dir.filePath(QStringLiteral("calls.txt"));
    QFile f(text);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("period 30\nordinary 20 sec:20\n");
    f.close();
    const QByteArray before = sha(path);
    r = cli(
        {QStringLiteral("clock"), QStringLiteral("schedule"), path, QStringLiteral("--set"), text});
    EXPECT_EQ(r.code, 1); // a 30 s schedule for the 60 s periods: refused, the file unchanged
    EXPECT_EQ(sha(path), before);
    r = cli({QStringLiteral("clock"), QStringLiteral("schedule"), path, QStringLiteral("--period"),
             QStringLiteral("30s"), QStringLiteral("--set"), text});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("clock"), QStringLiteral("schedule"), path, QStringLiteral("--period"),
             QStringLiteral("30s")});
    EXPECT_TRUE(r.out.endsWith(QStringLiteral("period 30\nordinary 20 sec:20\n")));
    const QString presses = dir.filePath(QStringLiteral("p.txt"));
    QFile(presses).open(QIODevice::WriteOnly);
    r = cli({QStringLiteral("clock"), QStringLiteral("simulate"), QStringLiteral("--control"),
             QStringLiteral("byoyomi:main=0,period=30s,periods=2"), QStringLiteral("--presses"),
             presses, QStringLiteral("--schedule"), text, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 4); // 二十秒, the period used with its call, the flag
    EXPECT_TRUE(lines[0].contains(QStringLiteral("\"t_ms\":20000")));
    EXPECT_TRUE(lines[0].contains(QStringLiteral("二十秒")));
    r = cli({QStringLiteral("clock"), QStringLiteral("schedule"), path, QStringLiteral("--period"),
             QStringLiteral("30s"), QStringLiteral("--reset")});
    EXPECT_TRUE(r.out.contains(QStringLiteral("ordinary 10 sec:10")));
}

int main(int argc, char** argv) {
    // PDF documents need a QGuiApplication; the offscreen platform needs no display (the test
    // list is read at build time).
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // The tests read English: the machine's locale (zh_CN in the suite's second environment)
    // must not choose the language of this process or of the tengen-cli it starts.
    if (qEnvironmentVariableIsEmpty("TENGEN_LANG"))
        qputenv("TENGEN_LANG", "en");
    QGuiApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

// The tournament day (issue #13): players added by hand are preliminary until they check in; a
// round nobody can play is refused with who is left out and why, never reported as paired.
TEST_F(Cli, CheckingInMakesTheRegistrationFinalAndARoundNobodyCanPlayIsRefused) {
    for (const char* given : {"一", "二", "三", "四"})
        ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("add"), path,
                       QStringLiteral("--family"), QStringLiteral("王"), QStringLiteral("--given"),
                       QString::fromUtf8(given), QStringLiteral("--rank"), QStringLiteral("3k")})
                      .code,
                  0);
    CliRun pair =
        cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1")});
    EXPECT_EQ(pair.code, 1);
    EXPECT_TRUE(pair.err.contains(QStringLiteral("cannot be paired"))) << pair.err.toStdString();
    EXPECT_TRUE(pair.err.contains(QStringLiteral("preliminary"))) << pair.err.toStdString();
    EXPECT_TRUE(pair.err.contains(QStringLiteral("王一"))) << pair.err.toStdString();
    EXPECT_TRUE(tengen::store::TournamentFile::open(path)->rounds().games(RoundNo{1}).empty());
    for (const char* id : {"1", "2", "3"})
        ASSERT_EQ(
            cli({QStringLiteral("player"), QStringLiteral("round"), path, QString::fromLatin1(id),
                 QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--check-in")})
                .code,
            0);
    const QJsonArray players = list();
    EXPECT_EQ(players[0].toObject().value(QStringLiteral("status")).toString(),
              QStringLiteral("final"));
    EXPECT_EQ(players[3].toObject().value(QStringLiteral("status")).toString(),
              QStringLiteral("preliminary"));
    pair = cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1")});
    EXPECT_EQ(pair.code, 0) << pair.err.toStdString();
    EXPECT_TRUE(pair.out.contains(QStringLiteral("Not paired: 1 with a preliminary registration")))
        << pair.out.toStdString();
    EXPECT_TRUE(pair.out.contains(QStringLiteral("王四"))) << pair.out.toStdString();
}

// One vocabulary for results: 1 is White wins, as in the desk's result field.
TEST_F(Cli, ResultCodesAreTheDesksOwn) {
    for (const char* given : {"一", "二"}) {
        cli({QStringLiteral("player"), QStringLiteral("add"), path, QStringLiteral("--family"),
             QStringLiteral("李"), QStringLiteral("--given"), QString::fromUtf8(given),
             QStringLiteral("--status"), QStringLiteral("final")});
    }
    ASSERT_EQ(cli({QStringLiteral("pair"), path}).code, 0);
    auto resultOf = [&](const char* code) {
        const CliRun r = cli({QStringLiteral("result"), path, QStringLiteral("--round"),
                              QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("1"),
                              QStringLiteral("--result"), QString::fromUtf8(code),
                              QStringLiteral("--reason"), QStringLiteral("a referee's decision")});
        if (r.code != 0)
            return std::optional<tengen::GameResult>();
        return std::optional<tengen::GameResult>(
            tengen::store::TournamentFile::open(path)->rounds().games(RoundNo{1}).front().result);
    };
    EXPECT_EQ(resultOf("1"), tengen::GameResult::WhiteWins);
    EXPECT_EQ(resultOf("2"), tengen::GameResult::BlackWins);
    EXPECT_EQ(resultOf("w"), tengen::GameResult::WhiteWins);
    EXPECT_EQ(resultOf("B"), tengen::GameResult::BlackWins);
    EXPECT_EQ(resultOf("="), tengen::GameResult::Jigo);
    EXPECT_EQ(resultOf("0"), tengen::GameResult::BothLose);
    EXPECT_EQ(resultOf("both-win"), tengen::GameResult::BothWin);
    EXPECT_EQ(resultOf("?"), tengen::GameResult::Unknown);
    const CliRun bad = cli({QStringLiteral("result"), path, QStringLiteral("--round"),
                            QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("1"),
                            QStringLiteral("--result"), QStringLiteral("3")});
    EXPECT_EQ(bad.code, 2);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("White wins"))) << bad.err.toStdString();
    // Issue 13, point 6: a jigo at komi 7.5 without the referee's reason is refused, the game
    // left as it was.
    ASSERT_EQ(resultOf("1"), tengen::GameResult::WhiteWins);
    const CliRun jigo = cli({QStringLiteral("result"), path, QStringLiteral("--round"),
                             QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("1"),
                             QStringLiteral("--result"), QStringLiteral("=")});
    EXPECT_NE(jigo.code, 0);
    // The game has a result: the change needs the referee's reason before anything else.
    EXPECT_TRUE(jigo.err.contains(QStringLiteral("a change needs the referee's reason")))
        << jigo.err.toStdString();
    EXPECT_EQ(tengen::store::TournamentFile::open(path)->rounds().games(RoundNo{1}).front().result,
              tengen::GameResult::WhiteWins);
    // #29 point 5: a result once entered changes only with a reason, which the journal keeps
    // with who gave it; the same result again is no change and needs none.
    const auto enter = [&](const char* code, QStringList more = {}) {
        return cli(QStringList{QStringLiteral("result"), path, QStringLiteral("--round"),
                               QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("1"),
                               QStringLiteral("--result"), QString::fromUtf8(code)} +
                   more);
    };
    const CliRun flip = enter("2");
    EXPECT_NE(flip.code, 0);
    EXPECT_TRUE(flip.err.contains(QStringLiteral("has the result 1-0 already")))
        << flip.err.toStdString();
    EXPECT_EQ(tengen::store::TournamentFile::open(path)->rounds().games(RoundNo{1}).front().result,
              tengen::GameResult::WhiteWins);
    EXPECT_NE(enter("?").code, 0); // clearing it is a change too
    EXPECT_EQ(enter("1").code, 0);
    ASSERT_EQ(enter("2", {QStringLiteral("--reason"), QStringLiteral("the count was redone")}).code,
              0);
    auto file = tengen::store::TournamentFile::open(path);
    EXPECT_EQ(file->rounds().games(RoundNo{1}).front().result, tengen::GameResult::BlackWins);
    const auto journal = file->journal().entries();
    ASSERT_FALSE(journal.empty());
    EXPECT_TRUE(journal.front().detail.contains(QStringLiteral("reason: the count was redone")))
        << journal.front().detail.toStdString();
    EXPECT_FALSE(journal.front().who.isEmpty());
}

// Issue 13, point 10: names in Hanzi get their pinyin at registration; the EGF file has them,
// and a Japanese name in kanji with no romanisation is refused, never written as "? ?".
TEST_F(Cli, TheEgfFileHasPinyinNamesAndRefusesNamesItCannotWrite) {
    const auto add = [&](const char* family, const char* given, const char* country) {
        return cli({QStringLiteral("player"), QStringLiteral("add"), path,
                    QStringLiteral("--family"), QString::fromUtf8(family),
                    QStringLiteral("--given"), QString::fromUtf8(given), QStringLiteral("--rank"),
                    QStringLiteral("3d"), QStringLiteral("--country"), QString::fromUtf8(country),
                    QStringLiteral("--status"), QStringLiteral("final")});
    };
    ASSERT_EQ(add("柯", "洁", "CN").code, 0);
    ASSERT_EQ(add("单", "晓明", "CN").code, 0);
    ASSERT_EQ(add("이", "창호", "KR").code, 0);
    ASSERT_EQ(add("井山", "裕太", "JP").code, 0);
    const QJsonArray players = list();
    EXPECT_EQ(players[0].toObject().value(QStringLiteral("family_latin")).toString(),
              QStringLiteral("Ke"));
    EXPECT_EQ(players[1].toObject().value(QStringLiteral("family_latin")).toString(),
              QStringLiteral("Shan"));
    EXPECT_EQ(players[2].toObject().value(QStringLiteral("family_latin")).toString(),
              QStringLiteral("Lee"));
    EXPECT_EQ(players[3].toObject().value(QStringLiteral("family_latin")).toString(), QString());
    ASSERT_EQ(cli({QStringLiteral("pair"), path}).code, 0);
    for (const char* t : {"1", "2"})
        ASSERT_EQ(cli({QStringLiteral("result"), path, QStringLiteral("--table"),
                       QString::fromLatin1(t), QStringLiteral("--round"), QStringLiteral("1"),
                       QStringLiteral("--result"), QStringLiteral("b")})
                      .code,
                  0);
    const QString egf = dir.filePath(QStringLiteral("r.h9"));
    const QStringList exportArgs = {QStringLiteral("export"),   path,
                                    QStringLiteral("--format"), QStringLiteral("egf"),
                                    QStringLiteral("-o"),       egf};
    CliRun refused = cli(exportArgs);
    EXPECT_EQ(refused.code, 1);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("井山裕太 (4)"))) << refused.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(egf));
    ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("edit"), path, QStringLiteral("4"),
                   QStringLiteral("--family-latin"), QStringLiteral("Iyama"),
                   QStringLiteral("--given-latin"), QStringLiteral("Yuta")})
                  .code,
              0);
    const CliRun written = cli(exportArgs);
    ASSERT_EQ(written.code, 0) << written.err.toStdString();
    QFile f(egf);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    EXPECT_TRUE(bytes.contains("Ke Jie")) << bytes.constData();
    EXPECT_TRUE(bytes.contains("Shan Xiaoming")) << bytes.constData();
    EXPECT_TRUE(bytes.contains("Lee Changho")) << bytes.constData();
    EXPECT_TRUE(bytes.contains("Iyama Yuta")) << bytes.constData();
    EXPECT_FALSE(bytes.contains("? ?")) << bytes.constData();
}

// Issue 13, point 18: a usage error says what is wrong, the command's synopsis and where the
// rest is, never the whole help; --lang puts messages and documents in a language.
TEST(CliUsage, AUsageErrorIsOneLineTheSynopsisAndAHint) {
    const CliRun r =
        cli({QStringLiteral("result"), QStringLiteral("t.tengen"), QStringLiteral("--bogus")});
    EXPECT_EQ(r.code, 2);
    const QStringList lines = r.err.trimmed().split(QLatin1Char('\n'));
    EXPECT_LE(lines.size(), 6) << r.err.toStdString();
    EXPECT_TRUE(lines[0].contains(QStringLiteral("--bogus"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("tengen-cli result T.tengen")));
    EXPECT_FALSE(r.err.contains(QStringLiteral("tengen-cli serve")));
    EXPECT_TRUE(lines.back().contains(QStringLiteral("tengen-cli help")));
    EXPECT_EQ(cli({QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("help")}).code,
              2);
}

TEST(CliUsage, DocumentsFollowTheLanguageAsked) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("l"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    const CliRun zh =
        cli({QStringLiteral("player"), QStringLiteral("list"), path, QStringLiteral("--format"),
             QStringLiteral("text"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    ASSERT_EQ(zh.code, 0) << zh.err.toStdString();
    EXPECT_TRUE(zh.out.contains(QStringLiteral("姓名"))) << zh.out.toStdString();
    // Issue 13, point 19: ranks as a Chinese list writes them, and the EGF file keeps "3d".
    EXPECT_TRUE(zh.out.contains(QRegularExpression(QStringLiteral("\\d(段|级)"))))
        << zh.out.toStdString();
    EXPECT_FALSE(zh.out.contains(QRegularExpression(QStringLiteral(" \\d+[dk] "))))
        << zh.out.toStdString();
    const CliRun en =
        cli({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("player"),
             QStringLiteral("list"), path, QStringLiteral("--format"), QStringLiteral("text")});
    EXPECT_TRUE(en.out.contains(QStringLiteral("Name"))) << en.out.toStdString();
}

// Issue 13, point 18: one point of a dead chain names the chain, as a click on the desk's board.
TEST(CliScore, OnePointNamesTheWholeDeadChain) {
    const auto scored = [](const char* dead) {
        return cli({QStringLiteral("score"), sgf("walls_dead_stone.sgf"), QStringLiteral("--dead"),
                    QString::fromLatin1(dead), QStringLiteral("--json")})
            .out;
    };
    // D5 is one stone of Black's wall D1-D9: the whole wall is dead, as if every stone was named.
    const QString one = scored("D5");
    EXPECT_EQ(one, scored("D1,D2,D3,D4,D5,D6,D7,D8,D9"));
    EXPECT_NE(one, scored("A9"));
}

// Issue 13, point 2: the pairing parameters are shown and changed from the command line, from a
// preset and KEY=VALUE pairs; once a round is paired a change needs a reason (kept in the
// journal); the pairing list and the standings say what they are.
TEST_F(Cli, PairingSettingsFromPresetsAndKeysWithAReasonOnceRoundsArePaired) {
    CliRun r = cli(
        {QStringLiteral("settings"), path, QStringLiteral("--preset"), QStringLiteral("chinese")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(QStringLiteral("Swiss; even games"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Score, SOS, CUSS, SODOS"))) << r.out.toStdString();
    auto file = tengen::store::TournamentFile::open(path);
    EXPECT_EQ(file->settings().get().system, tengen::PairingSystem::Swiss);
    EXPECT_EQ(file->settings().pairing(), *tengen::PairingSettings::preset("chinese"));
    file.reset();
    r = cli({QStringLiteral("settings"), path, QStringLiteral("--preset"), QStringLiteral("egf"),
             QStringLiteral("--set"), QStringLiteral("bar=4d"), QStringLiteral("--set"),
             QStringLiteral("bye.mms=0.5"), QStringLiteral("--set"),
             QStringLiteral("placement=mms,sosm,sodosm")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("McMahon, bar 4d, floor 20k")))
        << r.out.toStdString();
    file = tengen::store::TournamentFile::open(path);
    EXPECT_EQ(file->settings().pairing().mmBar, 3);
    EXPECT_EQ(file->settings().pairing().mmsBye, 1);
    EXPECT_EQ(file->settings().pairing().placement.back(), tengen::Criterion::Sodosm);
    file.reset();
    const CliRun bad = cli(
        {QStringLiteral("settings"), path, QStringLiteral("--set"), QStringLiteral("bar=tall")});
    EXPECT_EQ(bad.code, 1);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("genMMBar"))) << bad.err.toStdString();
    // Settings that would break the pairing are refused, whatever their spelling.
    for (const char* wrong : {"floor=5d", "handicap.ceiling=12", "handicap.ceiling=-1",
                              "placement=", "bye.mms=inf", "hdCeiling=2.7", "zero=20k"}) {
        const CliRun refused = cli({QStringLiteral("settings"), path, QStringLiteral("--set"),
                                    QString::fromLatin1(wrong)});
        EXPECT_EQ(refused.code, 1) << wrong;
    }
    // A criterion it does not know is named, not the list ('' before).
    const CliRun unknownCriterion = cli({QStringLiteral("settings"), path, QStringLiteral("--set"),
                                         QStringLiteral("placement=mms,sos,sosos")});
    EXPECT_EQ(unknownCriterion.code, 1);
    EXPECT_TRUE(unknownCriterion.err.contains(QStringLiteral("'sos'"), Qt::CaseInsensitive))
        << unknownCriterion.err.toStdString();
    EXPECT_EQ(tengen::store::TournamentFile::open(path)->settings().pairing().mmBar, 3);
    for (const char* given : {"一", "二"})
        ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("add"), path,
                       QStringLiteral("--family"), QStringLiteral("王"), QStringLiteral("--given"),
                       QString::fromUtf8(given), QStringLiteral("--rank"), QStringLiteral("3k"),
                       QStringLiteral("--status"), QStringLiteral("final")})
                      .code,
                  0);
    ASSERT_EQ(cli({QStringLiteral("pair"), path}).code, 0);
    const CliRun noReason =
        cli({QStringLiteral("settings"), path, QStringLiteral("--set"), QStringLiteral("bar=5d")});
    EXPECT_EQ(noReason.code, 1);
    EXPECT_TRUE(noReason.err.contains(QStringLiteral("reason"))) << noReason.err.toStdString();
    ASSERT_EQ(
        cli({QStringLiteral("settings"), path, QStringLiteral("--set"), QStringLiteral("bar=5d"),
             QStringLiteral("--reason"), QStringLiteral("two late 6d entries")})
            .code,
        0);
    file = tengen::store::TournamentFile::open(path);
    const auto journal = file->journal().entries();
    ASSERT_FALSE(journal.empty());
    EXPECT_TRUE(journal.front().detail.contains(QStringLiteral("genMMBar=5d"))); // newest first
    EXPECT_TRUE(journal.front().detail.contains(QStringLiteral("two late 6d entries")));
    file.reset();
    const CliRun list =
        cli({QStringLiteral("pairings"), path, QStringLiteral("--format"), QStringLiteral("text")});
    EXPECT_TRUE(list.out.contains(QStringLiteral("McMahon, bar 5d"))) << list.out.toStdString();
    const CliRun standings = cli(
        {QStringLiteral("standings"), path, QStringLiteral("--format"), QStringLiteral("html")});
    EXPECT_TRUE(standings.out.contains(QStringLiteral("class=\"settings\">McMahon, bar 5d")))
        << standings.out.toStdString();
}

// #13 point 9: pair-check on Tengen's own OpenGotha export pairs every round again as Tengen
// paired it. It did not (round 2: 19 of 30 games) because the pairing broke ties by the Latin
// names while the file holds the native ones, and the export cut clubs to four characters
// (two clubs became one). A colour the desk changed is the only difference, and said so.
TEST(CliPairCheck, TengensOwnExportPairsAgainAsTengenPaired) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("own"));
    const QString xml = dir.filePath(QStringLiteral("own.xml"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    // Two clubs that OpenGotha's four characters would make one.
    for (int id = 1; id <= 8; ++id)
        ASSERT_EQ(
            cli({QStringLiteral("player"), QStringLiteral("edit"), path, QString::number(id),
                 QStringLiteral("--club"),
                 id <= 4 ? QStringLiteral("Hangzhou Qiyuan") : QStringLiteral("Hangzhou Go Club")})
                .code,
            0);
    for (int round = 1; round <= 4; ++round) {
        ASSERT_EQ(
            cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QString::number(round)})
                .code,
            0);
        for (int table = 1; table <= 16 && round < 4; ++table) // round 4 is being played
            cli({QStringLiteral("result"), path, QStringLiteral("--round"), QString::number(round),
                 QStringLiteral("--table"), QString::number(table), QStringLiteral("--result"),
                 (table * round) % 3 == 0 ? QStringLiteral("2") : QStringLiteral("1")});
    }
    ASSERT_EQ(cli({QStringLiteral("export"), path, QStringLiteral("--format"),
                   QStringLiteral("opengotha"), QStringLiteral("-o"), xml})
                  .code,
              0);
    QFile exported(xml);
    ASSERT_TRUE(exported.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(exported.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("club=\"Hang\""))) << "the first club keeps its cut";
    EXPECT_TRUE(text.contains(QStringLiteral("club=\"Han2\""))) << "the second has its own code";

    CliRun check = cli({QStringLiteral("pair-check"), xml, QStringLiteral("--json")});
    ASSERT_EQ(check.code, 0) << check.out.toStdString() << check.err.toStdString();
    QJsonObject root = QJsonDocument::fromJson(check.out.toUtf8()).object();
    EXPECT_GT(root.value(QStringLiteral("games")).toInt(), 50);
    EXPECT_EQ(root.value(QStringLiteral("reproduced")).toInt(),
              root.value(QStringLiteral("games")).toInt())
        << check.out.toStdString();

    // The director gives White of an even game in round 4 to the other player.
    const auto games = tengen::store::TournamentFile::open(path)->rounds().games(RoundNo{4});
    const auto game =
        *std::find_if(games.begin(), games.end(), [](const auto& g) { return g.handicap == 0; });
    ASSERT_EQ(cli({QStringLiteral("colours"), path, QStringLiteral("--round"), QStringLiteral("4"),
                   QStringLiteral("--table"), QString::number(game.table),
                   QStringLiteral("--white"), QString::number(game.black),
                   QStringLiteral("--reason"), QStringLiteral("the players' own nigiri")})
                  .code,
              0);
    ASSERT_EQ(cli({QStringLiteral("export"), path, QStringLiteral("--format"),
                   QStringLiteral("opengotha"), QStringLiteral("-o"), xml})
                  .code,
              0);
    check = cli({QStringLiteral("pair-check"), xml});
    EXPECT_EQ(check.code, 0) << check.out.toStdString();
    EXPECT_TRUE(check.out.contains(
        QStringLiteral("Every game has the same two players; 1 of them with other colours")))
        << check.out.toStdString();
}

// #13 point 3: two late arrivals paired by hand into a paired round, at the next table; an odd
// number, or a player already playing, is refused and the file stays as it was.
TEST(CliPair, ChosenPlayersArePairedAtNewTablesOfAPairedRound) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("late"));
    ASSERT_EQ(cli({QStringLiteral("demo"), path}).code, 0);
    ASSERT_EQ(
        cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1")}).code,
        0);
    QStringList late;
    for (const char* given : {"甲", "乙"}) {
        const CliRun added =
            cli({QStringLiteral("player"), QStringLiteral("add"), path, QStringLiteral("--family"),
                 QStringLiteral("钱"), QStringLiteral("--given"), QString::fromUtf8(given),
                 QStringLiteral("--rank"), QStringLiteral("1k"), QStringLiteral("--status"),
                 QStringLiteral("final"), QStringLiteral("--json")});
        ASSERT_EQ(added.code, 0) << added.err.toStdString();
        late << QString::number(QJsonDocument::fromJson(added.out.toUtf8())
                                    .object()
                                    .value(QStringLiteral("id"))
                                    .toInt());
    }
    const std::size_t games =
        tengen::store::TournamentFile::open(path)->rounds().games(RoundNo{1}).size();
    const QByteArray before = sha(path);
    EXPECT_EQ(cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--players"), late.first()})
                  .code,
              1);
    EXPECT_EQ(cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--players"), late.first() + QStringLiteral(",1")})
                  .code,
              1); // player 1 plays already
    EXPECT_EQ(cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--players"), late.first() + QLatin1Char(',') + late.first()})
                  .code,
              1); // the same player twice
    EXPECT_EQ(sha(path), before);
    const CliRun paired =
        cli({QStringLiteral("pair"), path, QStringLiteral("--round"), QStringLiteral("1"),
             QStringLiteral("--players"), late.join(QLatin1Char(','))});
    ASSERT_EQ(paired.code, 0) << paired.err.toStdString();
    EXPECT_TRUE(paired.out.contains(QStringLiteral("table %1:").arg(games + 1)))
        << paired.out.toStdString();
    const auto after = tengen::store::TournamentFile::open(path)->rounds().games(RoundNo{1});
    ASSERT_EQ(after.size(), games + 1);
    EXPECT_TRUE(after.back().involves(tengen::PlayerId{late[0].toLongLong()}) &&
                after.back().involves(tengen::PlayerId{late[1].toLongLong()}));
}

// #14: the rules core's, the SGF reader's and the clock specs' messages are translated at the
// edge: in Chinese, not a word of English sentence, and each ends its line.
TEST(CliUsage, TheCoresMessagesAreInTheUsersLanguage) {
    QTemporaryDir dir;
    auto write = [&](const char* name, const char* sgf) {
        const QString path = dir.filePath(QString::fromUtf8(name));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(sgf);
        return path;
    };
    const QString illegal = write("illegal.sgf", "(;GM[1]SZ[9];B[cc];W[cc])");
    const QString broken = write("broken.sgf", "(;GM[1]SZ[9];B[c");
    const QString game = write("game.sgf", "(;GM[1]SZ[9]KM[7.5];B[cc];W[gg];B[cg];W[gc])");
    const QRegularExpression englishWords(QStringLiteral("[a-z]{3,} [a-z]{3,}"));
    auto chinese = [&](const QStringList& args, const char* expected) {
        QStringList all = args;
        all << QStringLiteral("--lang") << QStringLiteral("zh_CN");
        const CliRun r = cli(all);
        const QString said = r.out + r.err;
        EXPECT_NE(r.code, 0) << said.toStdString();
        EXPECT_TRUE(said.contains(QString::fromUtf8(expected))) << said.toStdString();
        EXPECT_FALSE(said.contains(englishWords)) << said.toStdString();
        EXPECT_TRUE(said.endsWith(QLatin1Char('\n'))) << said.toStdString();
    };
    chinese({QStringLiteral("verify"), illegal}, "该点已有棋子");
    chinese({QStringLiteral("verify"), broken}, "没有以“]”结束");
    chinese({QStringLiteral("score"), game, QStringLiteral("--dead"), QStringLiteral("A1")},
            "A1 没有棋子");
    chinese({QStringLiteral("clock"), QStringLiteral("simulate"), QStringLiteral("--control"),
             QStringLiteral("byoyomi:main=x"), QStringLiteral("--presses"), game},
            "应为时长");
    // The scoring notes too, and the JSON keeps the core's English for scripts.
    const CliRun counted =
        cli({QStringLiteral("score"), game, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    EXPECT_TRUE(counted.out.contains(QStringLiteral("规则 chinese，贴目 7.5")))
        << counted.out.toStdString();
    // The translated text fills its markers in one pass too.
    EXPECT_EQ(tengen::toText(tengen::Problem("%1 and %2", "%2", "b")), QStringLiteral("%2 and b"));
    const CliRun json = cli({QStringLiteral("score"), game, QStringLiteral("--json"),
                             QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    EXPECT_TRUE(json.out.contains(QStringLiteral("rules chinese, komi 7.5")))
        << json.out.toStdString();
}

// #14 point 7: the decision record without the desk: one A4 page, as the Dispute view prints.
TEST(CliScore, TheDecisionRecordIsWrittenHeadless) {
    QTemporaryDir dir;
    const QString game = dir.filePath(QStringLiteral("g.sgf"));
    QFile f(game);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("(;GM[1]SZ[9]KM[7.5]PB[张三]PW[李四];B[cc];W[gg];B[cg];W[gc];B[ee])");
    f.close();
    const QString pdf = dir.filePath(QStringLiteral("decision.pdf"));
    const CliRun r =
        cli({QStringLiteral("score"), game, QStringLiteral("--dead"), QStringLiteral("G3"),
             QStringLiteral("--record"), pdf, QStringLiteral("--event"), QStringLiteral("天元杯"),
             QStringLiteral("--table"), QStringLiteral("7"), QStringLiteral("--referee"),
             QStringLiteral("王裁判")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile written(pdf);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    const QByteArray bytes = written.readAll();
    EXPECT_TRUE(bytes.startsWith("%PDF-"));
    EXPECT_EQ(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r"), 1) << "one page";
    // The game record itself is never the record's file.
    EXPECT_EQ(cli({QStringLiteral("score"), game, QStringLiteral("--record"), game}).code, 2);
    // Nor is a tournament file, whoever holds it (it became a PDF while `serve` held it), nor
    // any document's output; and a document that cannot be written is a failure.
    const QString tournament = dir.filePath(QStringLiteral("t.tengen"));
    ASSERT_EQ(cli({QStringLiteral("demo"), tournament}).code, 0);
    QFile t(tournament);
    ASSERT_TRUE(t.open(QIODevice::ReadOnly));
    const QByteArray before = t.readAll();
    t.close();
    CliRun refused = cli({QStringLiteral("score"), game, QStringLiteral("--record"), tournament});
    EXPECT_EQ(refused.code, 1);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("is a tournament file")))
        << refused.err.toStdString();
    refused = cli({QStringLiteral("export"), tournament, QStringLiteral("--format"),
                   QStringLiteral("egf"), QStringLiteral("-o"), tournament});
    EXPECT_EQ(refused.code, 1);
    ASSERT_TRUE(t.open(QIODevice::ReadOnly));
    EXPECT_EQ(t.readAll(), before) << "the tournament is as it was";
    const CliRun full =
        cli({QStringLiteral("export"), tournament, QStringLiteral("--format"),
             QStringLiteral("egf"), QStringLiteral("-o"), QStringLiteral("/dev/full")});
    EXPECT_EQ(full.code, 1) << "a full disk is no export";
}

// #17: OpenGotha 3.52 pairs its players in the order of its Pair window's list (the standings
// after the last round, ties by name) and its deterministic random depends on which of two
// players comes first. A 32-player round 1 of the project's own making (split and random
// seeding), paired by OpenGotha built from its published source: 3.52 mode gives every game
// with OpenGotha's colours; without the list order one game's colours came out the other way.
TEST(CliPairCheck, OpenGotha352sOwnRoundOneIsReproducedGameForGame) {
    CliRun check = cli({QStringLiteral("pair-check"), data("opengotha_352_list_order.xml"),
                        QStringLiteral("--compat"), QStringLiteral("opengotha-3.52"),
                        QStringLiteral("--json")});
    ASSERT_EQ(check.code, 0) << check.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(check.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("games")).toInt(), 16);
    EXPECT_EQ(root.value(QStringLiteral("reproduced")).toInt(), 16);
}

// #28 point 13: OpenGotha 3.52.03 as the oracle. Five events of our own making (60 to 80
// players, tests/data/import/opengotha_352_*.xml), each paired round by round by OpenGotha
// 3.52.03 built from its published source outside the repository, with random results between
// rounds. Before, Tengen's 3.52 mode found another total in a round of each: names with a space
// at their end (its deterministic random hashes them as written), a both-win (Black gets no
// McMahon point where OpenGotha pairs), clubs longer than the four characters OpenGotha keeps,
// SOSM-1 after round 2 (0 where OpenGotha pairs), DC inside a score group.
TEST(CliPairCheck, OpenGotha35203sRoundsHaveTheirTotalsAndByes) {
    for (const char* name : {"opengotha_352_spaced_names.xml", "opengotha_352_both_win.xml",
                             "opengotha_352_long_clubs.xml", "opengotha_352_sosm_minus_one.xml",
                             "opengotha_352_dc_in_groups.xml"}) {
        SCOPED_TRACE(name);
        CliRun check = cli({QStringLiteral("pair-check"), data(name), QStringLiteral("--compat"),
                            QStringLiteral("opengotha-3.52"), QStringLiteral("--json")});
        EXPECT_EQ(check.code, 0) << check.err.toStdString();
        const QJsonObject root = QJsonDocument::fromJson(check.out.toUtf8()).object();
        const QJsonArray rounds = root.value(QStringLiteral("rounds")).toArray();
        ASSERT_FALSE(rounds.isEmpty());
        for (const QJsonValue& r : rounds) {
            const QJsonObject o = r.toObject();
            EXPECT_EQ(o.value(QStringLiteral("total_tengen")),
                      o.value(QStringLiteral("total_file")))
                << "round " << o.value(QStringLiteral("round")).toInt();
            EXPECT_EQ(o.value(QStringLiteral("bye_tengen")), o.value(QStringLiteral("bye_file")));
        }
        // Most games the same too; the rest are ties among equal totals (docs/pairing-model.md).
        EXPECT_GE(root.value(QStringLiteral("reproduced")).toInt() * 100,
                  root.value(QStringLiteral("games")).toInt() * 85);
    }
}

// #28 point 1: `backup` writes the tournament as it stands into one file that needs nothing
// beside it (from a file or a server alike); an existing file only with --replace, never a
// tournament file open here.
TEST_F(Cli, BackupWritesOneFileThatOpensAloneAndReplacesOnlyWhenAsked) {
    ASSERT_EQ(cli({QStringLiteral("import"), path, data("players_zh.csv"),
                   QStringLiteral("--format"), QStringLiteral("csv")})
                  .code,
              0);
    const QString copy = dir.filePath(QStringLiteral("stick.tengen"));
    CliRun r = cli({QStringLiteral("backup"), path, copy});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(copy + QStringLiteral("-wal")));
    const QByteArray first = sha(copy);
    r = cli({QStringLiteral("player"), QStringLiteral("list"), copy, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(r.out.toUtf8()).array().size(), 5);

    ASSERT_EQ(
        cli({QStringLiteral("player"), QStringLiteral("add"), path, QStringLiteral("--family"),
             QStringLiteral("迟"), QStringLiteral("--given"), QStringLiteral("到")})
            .code,
        0);
    r = cli({QStringLiteral("backup"), path, copy});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("exists"))) << r.err.toStdString();
    EXPECT_EQ(sha(copy), first); // left as it was
    r = cli({QStringLiteral("backup"), path, copy, QStringLiteral("--replace")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("player"), QStringLiteral("list"), copy, QStringLiteral("--json")});
    EXPECT_EQ(QJsonDocument::fromJson(r.out.toUtf8()).array().size(), 6);
    EXPECT_FALSE(QFile::exists(copy + QStringLiteral(".saving")));
}

// #28 point 6, as a director does it: the correction of a name reaches the federations' files.
TEST_F(Cli, CorrectingANativeNameCorrectsTheLatinNameMadeFromIt) {
    ASSERT_EQ(
        cli({QStringLiteral("player"), QStringLiteral("add"), path, QStringLiteral("--family"),
             QStringLiteral("单"), QStringLiteral("--given"), QStringLiteral("文")})
            .code,
        0);
    const int id = list()[0].toObject()[QStringLiteral("id")].toInt();
    EXPECT_EQ(list()[0].toObject()[QStringLiteral("given_latin")].toString(),
              QStringLiteral("Wen"));
    CliRun r = cli({QStringLiteral("player"), QStringLiteral("edit"), path, QString::number(id),
                    QStringLiteral("--given"), QStringLiteral("武")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(list()[0].toObject()[QStringLiteral("family_latin")].toString(),
              QStringLiteral("Shan"));
    EXPECT_EQ(list()[0].toObject()[QStringLiteral("given_latin")].toString(), QStringLiteral("Wu"));
}

// #30 point 9: files edited by hand. A generator writes hostile values into every column of
// every table of a paired tournament — with SQLite's CHECK constraints and foreign keys switched
// off, as a hand in the sqlite3 shell would — and each file goes through the commands that
// crashed on such files (a game at table -3 crashed `hall codes`, 0 rounds `prizes` and `export
// egf`). Nothing may crash; a file that breaks a rule of the schema is refused, naming the file,
// the table and the row, and left byte for byte as it was. SQLite files only (left out of the
// PostgreSQL pass).
TEST(CliFiles, HandEditedValuesAreRefusedWithTheirPlaceAndCrashNothing) {
    QTemporaryDir dir;
    const QString base = dir.filePath(QStringLiteral("base.tengen"));
    ASSERT_EQ(cli({QStringLiteral("demo"), base}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("pair"), base}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("hall"), QStringLiteral("codes"), base}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("result"), base, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--result"),
                   QStringLiteral("2")})
                  .code,
              0);
    struct Column {
        QString table, column;
    };
    std::vector<Column> columns;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("gen"));
        db.setDatabaseName(base);
        ASSERT_TRUE(db.open());
        QSqlQuery tables(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND "
                                        "name NOT LIKE 'sqlite_%' ORDER BY name"),
                         db);
        while (tables.next()) {
            const QString table = tables.value(0).toString();
            QSqlQuery rows(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(table), db);
            if (!rows.next() || rows.value(0).toInt() == 0)
                continue; // nothing to edit
            QSqlQuery info(QStringLiteral("PRAGMA table_info(\"%1\")").arg(table), db);
            while (info.next())
                columns.push_back({table, info.value(1).toString()});
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("gen"));
    ASSERT_GT(columns.size(), 60u);
    const QString file = dir.filePath(QStringLiteral("edited.tengen"));
    const auto hash = [&file] {
        QFile f(file);
        f.open(QIODevice::ReadOnly);
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    };
    // Writes `value` into the first row's `column`; false when even SQLite refuses it (a primary
    // key or a type it cannot hold). `broken`: the file then breaks a rule of its schema.
    const auto edit = [&](const Column& c, const QVariant& value, bool* broken) {
        QFile::remove(file);
        QFile::copy(base, file);
        bool written = false;
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("edit"));
            db.setDatabaseName(file);
            db.open();
            QSqlQuery q(db);
            q.exec(QStringLiteral("PRAGMA ignore_check_constraints = 1"));
            q.exec(QStringLiteral("PRAGMA foreign_keys = OFF"));
            q.prepare(
                QStringLiteral("UPDATE \"%1\" SET \"%2\" = ? WHERE rowid = (SELECT min(rowid) "
                               "FROM \"%1\")")
                    .arg(c.table, c.column));
            q.addBindValue(value);
            written = q.exec() && q.numRowsAffected() == 1;
            q.exec(QStringLiteral("PRAGMA ignore_check_constraints = 0"));
            // A read-write connection checks the CHECKs (a read-only one does not).
            *broken = false;
            QSqlQuery check(QStringLiteral("PRAGMA integrity_check"), db);
            while (check.next())
                *broken = *broken || check.value(0).toString() != QLatin1String("ok");
            QSqlQuery fk(QStringLiteral("PRAGMA foreign_key_check"), db);
            *broken = *broken || fk.next();
            q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("edit"));
        return written;
    };
    // 100000: a round no event has (a game there hung the standings).
    const std::vector<QVariant> values{QVariant(-3), QVariant(QStringLiteral("x")),
                                       QVariant(QMetaType::fromType<int>()), QVariant(100000)};
    const std::vector<QStringList> commands{
        {QStringLiteral("hall"), QStringLiteral("codes"), file},
        {QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("egf")},
        {QStringLiteral("prizes"), file},
        {QStringLiteral("standings"), file}};
    int cases = 0, refused = 0, refusedByTengen = 0;
    for (const Column& c : columns)
        for (const QVariant& value : values) {
            bool broken = false;
            if (!edit(c, value, &broken))
                continue;
            ++cases;
            const QByteArray before = hash();
            const QString what =
                QStringLiteral("%1.%2 = %3")
                    .arg(c.table, c.column,
                         value.isNull() ? QStringLiteral("NULL") : value.toString());
            std::fprintf(stderr, "edited %s\n", qPrintable(what)); // the last one, if it crashes
            for (const QStringList& command : commands) {
                const CliRun r = cli(command);
                EXPECT_TRUE(r.code == 0 || r.code == 1)
                    << what.toStdString() << ": " << command.join(QLatin1Char(' ')).toStdString()
                    << " exit " << r.code << ": " << r.err.toStdString();
                if (broken) {
                    EXPECT_EQ(r.code, 1) << what.toStdString() << ": "
                                         << command.join(QLatin1Char(' ')).toStdString();
                    EXPECT_TRUE(r.err.contains(file) && r.err.contains(c.table))
                        << what.toStdString() << ": " << r.err.toStdString();
                }
            }
            refused += broken;
            refusedByTengen += cli(commands.back()).err.contains(QStringLiteral("breaks the rule"));
            EXPECT_EQ(hash(), before) << what.toStdString() << ": the file was changed";
        }
    std::printf("     %d hand-edited files: %d break a CHECK or a reference (each refused), %d "
                "refused for a rule of the schema in all (CHECK, NOT NULL, a value's type)\n",
                cases, refused, refusedByTengen);
    EXPECT_GT(cases, 150);
    EXPECT_GT(refused, 25);
    EXPECT_GT(refusedByTengen, refused);
}

namespace {

// `file`: a copy of `base` with `sql` (statements separated by ';') done on it by a plain SQLite
// client, as a hand in the sqlite3 shell would.
bool editedCopy(const QString& base, const QString& file, const QString& sql) {
    QFile::remove(file);
    QFile::copy(base, file);
    bool done = false;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("rows"));
        db.setDatabaseName(file);
        done = db.open();
        QSqlQuery q(db);
        for (const QString& statement : sql.split(QLatin1Char(';'))) {
            const bool ran = q.exec(statement);
            EXPECT_TRUE(ran) << statement.toStdString() << ": "
                             << q.lastError().text().toStdString();
            done = done && ran;
        }
        q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("rows"));
    return done;
}

// A command that writes (pair) and one that reads (standings) both refuse `file` saying
// `expected`, and leave it byte for byte as it was.
void expectRefusedAsItIs(const QString& file, const QString& expected) {
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray before = QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    f.close();
    for (const QStringList& command :
         {QStringList{QStringLiteral("pair"), file, QStringLiteral("--round"), QStringLiteral("2")},
          QStringList{QStringLiteral("standings"), file}}) {
        const CliRun r = cli(command);
        EXPECT_EQ(r.code, 1) << expected.toStdString();
        EXPECT_TRUE(r.err.contains(expected)) << expected.toStdString() << "\n"
                                              << r.err.toStdString();
    }
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256), before);
}

} // namespace

// #30, the attack's second pass: what rows say together, which no row's rule can. A fixed pair
// of a player with himself crashed the pairing (a double free), a game in round 100,000 hung the
// standings, a player at two tables of a round went through. Each file is refused on opening,
// the row named, and left byte for byte as it was.
TEST(CliFiles, RowsThatContradictEachOtherAreRefusedOnOpening) {
    QTemporaryDir dir;
    const QString base = dir.filePath(QStringLiteral("base.tengen"));
    ASSERT_EQ(cli({QStringLiteral("demo"), base}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("pair"), base}).code, 0);
    const QString file = dir.filePath(QStringLiteral("edited.tengen"));
    const std::vector<std::pair<QString, QString>> edits{
        {QStringLiteral("INSERT INTO pairing_constraint (kind, player_a, player_b, round, "
                        "table_number) VALUES ('fixed', 1, 1, 2, 0)"),
         QStringLiteral("pairs player 1 with himself")},
        {QStringLiteral("UPDATE game SET round = 100000 WHERE table_number = 1"),
         QStringLiteral("is for round 100000")},
        {QStringLiteral("UPDATE game SET white_id = (SELECT black_id FROM game WHERE table_number "
                        "= 1) WHERE table_number = 2"),
         QStringLiteral("plays twice in round 1")},
        {QStringLiteral("UPDATE player SET family_latin = hex(zeroblob(500000)) WHERE id = 1"),
         QStringLiteral("holds a text of more than 65536 characters")}};
    for (const auto& [sql, expected] : edits) {
        ASSERT_TRUE(editedCopy(base, file, sql));
        expectRefusedAsItIs(file, expected);
    }
    // A line break in a Latin name (Tengen's forms refuse one; a hand can write it) would split
    // the player's record in a federation's file: the export names the player instead.
    ASSERT_TRUE(editedCopy(base, file,
                           QStringLiteral("UPDATE player SET given_latin = 'Hao' || char(10) || "
                                          "'ran' WHERE id = (SELECT min(id) FROM player)")));
    for (const char* format : {"egf", "aga", "ffg"}) {
        const CliRun r = cli({QStringLiteral("export"), file, QStringLiteral("--format"),
                              QString::fromLatin1(format)});
        EXPECT_EQ(r.code, 1) << format;
        EXPECT_TRUE(r.err.contains(QStringLiteral("Give each one in Registration")))
            << format << r.err.toStdString();
    }
}

// #45 point 13: rows of stages and teams that contradict each other, each of which passed the
// checks and gave silently wrong output: a knockout with 3 of its 8 seats filled, a knockout of 1
// round for 8 players, a referee's decision for a player outside the game, a line-up with another
// team's member, a team with the bye that also plays. Each is refused on opening, named, and the
// file left byte for byte as it was.
TEST(CliFiles, StagesAndTeamsThatContradictThemselvesAreRefusedOnOpening) {
    QTemporaryDir dir;
    const QString base = dir.filePath(QStringLiteral("base.tengen"));
    ASSERT_EQ(cli({QStringLiteral("demo"), base}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("pair"), base}).code, 0);
    const QString file = dir.filePath(QStringLiteral("edited.tengen"));
    const QString knockout =
        QStringLiteral("INSERT INTO stage (number, format, first_round, rounds) VALUES (1, "
                       "'knockout', 1, %1)");
    const QString seats = QStringLiteral("INSERT INTO stage_seat (stage, player_id, seat) SELECT "
                                         "1, id, row_number() OVER (ORDER BY id) FROM player "
                                         "ORDER BY id LIMIT %1");
    const QString teams = QStringLiteral(
        "INSERT INTO team (id, name_native) VALUES (1, '甲'), (2, '乙');"
        "INSERT INTO team_member (team_id, position, player_id) SELECT 1, 0, min(id) FROM player;"
        "INSERT INTO team_member (team_id, position, player_id) SELECT 2, 0, max(id) FROM player");
    const std::vector<std::pair<QString, QString>> edits{
        {knockout.arg(3) + QLatin1Char(';') + seats.arg(3),
         QStringLiteral("stage 1 has 3 players placed and 3 as its number of rounds")},
        {knockout.arg(1) + QLatin1Char(';') + seats.arg(8),
         QStringLiteral("stage 1 has 8 players placed and 1 as its number of rounds")},
        {knockout.arg(0) +
             QStringLiteral(";INSERT INTO stage_decision (stage, round, table_number, winner_id, "
                            "reason) SELECT 1, 1, 1, white_id, 'jigo' FROM game WHERE round = 1 "
                            "AND table_number = 2"),
         QStringLiteral("of “stage_decision” names player")},
        {teams + QStringLiteral(";INSERT INTO team_lineup (round, team_id, board, player_id) "
                                "SELECT 1, 1, 1, max(id) FROM player"),
         QStringLiteral("of “team_lineup” names player")},
        {teams + QStringLiteral(";INSERT INTO team_match (round, match_number, home_id, away_id) "
                                "VALUES (1, 1, 1, 2);INSERT INTO team_bye (round, team_id) VALUES "
                                "(1, 2)"),
         QStringLiteral("team 2 has the bye in round 1 and plays a match in it too")}};
    for (const auto& [sql, expected] : edits) {
        ASSERT_TRUE(editedCopy(base, file, sql));
        expectRefusedAsItIs(file, expected);
    }
}

// #30 point 10: `--rating nan` was dropped without a word (exit 0), `inf` and 1e308 stored, a
// line break in a Latin name split the record of every export, 1e20 as a fee came out negative.
// Each is refused with the field named, and nothing is stored.
TEST_F(Cli, PlayerInputsAreBoundedWithTheFieldNamed) {
    const auto add = [&](const QStringList& more) {
        return cli(QStringList{QStringLiteral("player"), QStringLiteral("add"), path,
                               QStringLiteral("--family"), QStringLiteral("李"),
                               QStringLiteral("--rank"), QStringLiteral("3k")} +
                   more);
    };
    for (const char* rating : {"nan", "inf", "-inf", "1e308"}) {
        const CliRun r = add({QStringLiteral("--rating"), QString::fromLatin1(rating)});
        EXPECT_EQ(r.code, 1) << rating;
        EXPECT_TRUE(r.err.contains(QStringLiteral("rating:"))) << rating << r.err.toStdString();
    }
    CliRun r = add({QStringLiteral("--family-latin"), QStringLiteral("Li\nNa")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("family-latin: a line break")))
        << r.err.toStdString();
    r = add({QStringLiteral("--fee-due"), QStringLiteral("99999999999999999999")});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--fee-due"))) << r.err.toStdString();
    r = add({QStringLiteral("--given"), QString(5000, QLatin1Char('x'))});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("given: 5000 characters; at most 100")))
        << r.err.left(300).toStdString();
    EXPECT_EQ(list().size(), 0) << "nothing was stored";
    EXPECT_EQ(add({QStringLiteral("--rating"), QStringLiteral("2150")}).code, 0);
}

// The team JSON contract (#32) and two programs pairing one team round at once: one pairs it, the
// other is refused with the reason, and the file holds one pairing.
TEST(CliTeams, TheTeamJsonContractAndTwoProgramsPairingOneRound) {
    QTemporaryDir dir;
    const QString path = tengen::test::tournamentAt(dir, QStringLiteral("league"));
    ASSERT_EQ(cli({QStringLiteral("new"), path, QStringLiteral("--name"), QStringLiteral("联赛"),
                   QStringLiteral("--teams"), QStringLiteral("--board-count"), QStringLiteral("2"),
                   QStringLiteral("--komi"), QStringLiteral("7")})
                  .code,
              0);
    for (int t = 0; t < 3; ++t) {
        QStringList ids;
        for (int m = 0; m < 2; ++m) {
            const CliRun p = cli({QStringLiteral("player"), QStringLiteral("add"), path,
                                  QStringLiteral("--family"), QStringLiteral("队%1").arg(t),
                                  QStringLiteral("--given"), QStringLiteral("员%1").arg(m),
                                  QStringLiteral("--rank"), QStringLiteral("%1k").arg(t + m + 1),
                                  QStringLiteral("--status"), QStringLiteral("final"),
                                  QStringLiteral("--json")});
            ASSERT_EQ(p.code, 0) << p.err.toStdString();
            ids << QString::number(
                QJsonDocument::fromJson(p.out.toUtf8()).object()[QStringLiteral("id")].toInt());
        }
        ASSERT_EQ(cli({QStringLiteral("team"), QStringLiteral("add"), path,
                       QStringLiteral("--name"), QStringLiteral("第%1队").arg(t + 1),
                       QStringLiteral("--members"), ids.join(QLatin1Char(','))})
                      .code,
                  0);
    }
    std::vector<std::unique_ptr<QProcess>> desks;
    for (int d = 0; d < 2; ++d) {
        desks.push_back(std::make_unique<QProcess>());
        desks.back()->start(QStringLiteral(TENGEN_CLI),
                            {QStringLiteral("team"), QStringLiteral("pair"), path,
                             QStringLiteral("--round"), QStringLiteral("1"),
                             QStringLiteral("--json")});
    }
    int paired = 0, refused = 0;
    QJsonObject pairing;
    for (auto& d : desks) {
        ASSERT_TRUE(d->waitForFinished(30000));
        if (d->exitCode() == 0) {
            ++paired;
            pairing = QJsonDocument::fromJson(d->readAllStandardOutput()).object();
        } else {
            ++refused;
            EXPECT_TRUE(QString::fromUtf8(d->readAllStandardError())
                            .contains(QStringLiteral("paired already")));
        }
    }
    EXPECT_EQ(paired, 1);
    EXPECT_EQ(refused, 1);
    // {"matches": [{"table", "home", "away", "boards": [{"board", "black", "white", "table"}]}],
    //  "bye": a team id}
    const QJsonArray matches = pairing[QStringLiteral("matches")].toArray();
    ASSERT_EQ(matches.size(), 1);
    const QJsonObject match = matches[0].toObject();
    EXPECT_EQ(match[QStringLiteral("table")].toInt(), 1);
    const QJsonArray boards = match[QStringLiteral("boards")].toArray();
    ASSERT_EQ(boards.size(), 2);
    EXPECT_EQ(boards[1].toObject()[QStringLiteral("table")].toInt(), 2);
    EXPECT_TRUE(pairing[QStringLiteral("bye")].isDouble()) << "three teams: one has the bye";
    // Results per table, then the standings: {"criteria", "rows": [{"team", "name", "place",
    // "values": {"TEAMP", ...}}]}.
    for (const QJsonValue& b : boards)
        ASSERT_EQ(cli({QStringLiteral("result"), path, QStringLiteral("--round"),
                       QStringLiteral("1"), QStringLiteral("--table"),
                       QString::number(b.toObject()[QStringLiteral("table")].toInt()),
                       QStringLiteral("--result"), QStringLiteral("=")})
                      .code,
                  0);
    const CliRun standings = cli({QStringLiteral("team"), QStringLiteral("standings"), path,
                                  QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(standings.code, 0) << standings.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(standings.out.toUtf8()).object();
    EXPECT_EQ(root[QStringLiteral("criteria")].toArray().first().toString(),
              QStringLiteral("TEAMP"));
    const QJsonArray rows = root[QStringLiteral("rows")].toArray();
    ASSERT_EQ(rows.size(), 3);
    for (const QJsonValue& row : rows) // two jigos: a drawn match; the bye a drawn match too
        EXPECT_EQ(
            row.toObject()[QStringLiteral("values")].toObject()[QStringLiteral("TEAMP")].toDouble(),
            1.0);
    EXPECT_EQ(rows[0].toObject()[QStringLiteral("place")].toInt(), 1);

    // The crosstable for scripts: each team's round 1, a match or the bye.
    const CliRun cross = cli({QStringLiteral("team"), QStringLiteral("crosstable"), path,
                              QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(cross.code, 0) << cross.err.toStdString();
    const QJsonArray crossRows = QJsonDocument::fromJson(cross.out.toUtf8()).array();
    ASSERT_EQ(crossRows.size(), 3);
    int byes = 0;
    for (const QJsonValue& row : crossRows) {
        const QJsonObject first =
            row.toObject()[QStringLiteral("rounds")].toArray().first().toObject();
        if (first[QStringLiteral("bye")].toBool())
            ++byes;
        else
            EXPECT_EQ(first[QStringLiteral("result")].toString(), QStringLiteral("="));
    }
    EXPECT_EQ(byes, 1);

    // The match's result sheet: both boards with the join codes the hall accepts.
    const CliRun codes =
        cli({QStringLiteral("hall"), QStringLiteral("codes"), path, QStringLiteral("--round"),
             QStringLiteral("1"), QStringLiteral("--json")});
    ASSERT_EQ(codes.code, 0) << codes.err.toStdString();
    const QJsonObject byTable =
        QJsonDocument::fromJson(codes.out.toUtf8()).object()[QStringLiteral("codes")].toObject();
    const CliRun sheet =
        cli({QStringLiteral("team"), QStringLiteral("sheets"), path, QStringLiteral("--round"),
             QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("html"),
             QStringLiteral("--hall-url"), QStringLiteral("http://10.0.0.5:8090/")});
    ASSERT_EQ(sheet.code, 0) << sheet.err.toStdString();
    for (const QString& table : {QStringLiteral("1"), QStringLiteral("2")}) {
        ASSERT_FALSE(byTable[table].toString().isEmpty());
        EXPECT_TRUE(sheet.out.contains(byTable[table].toString()))
            << "table " << table.toStdString();
    }
    EXPECT_TRUE(sheet.out.contains(QStringLiteral("Captain of")));
    EXPECT_TRUE(sheet.out.contains(QStringLiteral("data:image/png;base64,"))) << "QR codes";
    const QString pdf = dir.filePath(QStringLiteral("sheets.pdf"));
    ASSERT_EQ(
        cli({QStringLiteral("team"), QStringLiteral("sheets"), path, QStringLiteral("-o"), pdf})
            .code,
        0);
    QFile written(pdf);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_TRUE(written.read(4) == "%PDF");

    // The rules McMahon and handicap: in the JSON, refused with the option named.
    const CliRun bad = cli({QStringLiteral("team"), QStringLiteral("rules"), path,
                            QStringLiteral("--team-mcmahon-bar"), QStringLiteral("12p")});
    EXPECT_NE(bad.code, 0);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("--team-mcmahon-bar"))) << bad.err.toStdString();
    const CliRun rules =
        cli({QStringLiteral("team"), QStringLiteral("rules"), path,
             QStringLiteral("--team-mcmahon-bar"), QStringLiteral("2d"),
             QStringLiteral("--team-handicap"), QStringLiteral("yes"), QStringLiteral("--json")});
    ASSERT_EQ(rules.code, 0) << rules.err.toStdString();
    const QJsonObject team = QJsonDocument::fromJson(rules.out.toUtf8()).object();
    EXPECT_EQ(team[QStringLiteral("mcmahon_bar")].toString(), QStringLiteral("2d"));
    EXPECT_TRUE(team[QStringLiteral("handicap")].toBool());
}

// A team event's file edited by hand (its line-ups deleted under a paired round): the team
// commands say what they can and crash nothing.
TEST(CliFiles, ATeamRoundWithoutItsLineUpsCrashesNothing) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edited.tengen"));
    ASSERT_EQ(cli({QStringLiteral("new"), path, QStringLiteral("--name"), QStringLiteral("赛"),
                   QStringLiteral("--teams"), QStringLiteral("--board-count"), QStringLiteral("2")})
                  .code,
              0);
    for (int t = 0; t < 2; ++t) {
        QStringList ids;
        for (int m = 0; m < 2; ++m)
            ids << QString::number(
                QJsonDocument::fromJson(
                    cli({QStringLiteral("player"), QStringLiteral("add"), path,
                         QStringLiteral("--family"), QStringLiteral("队%1").arg(t),
                         QStringLiteral("--given"), QStringLiteral("员%1").arg(m),
                         QStringLiteral("--status"), QStringLiteral("final"),
                         QStringLiteral("--json")})
                        .out.toUtf8())
                    .object()[QStringLiteral("id")]
                    .toInt());
        ASSERT_EQ(cli({QStringLiteral("team"), QStringLiteral("add"), path,
                       QStringLiteral("--name"), QStringLiteral("队%1").arg(t),
                       QStringLiteral("--members"), ids.join(QLatin1Char(','))})
                      .code,
                  0);
    }
    ASSERT_EQ(cli({QStringLiteral("team"), QStringLiteral("pair"), path}).code, 0);
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("lineups"));
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        QSqlQuery(QStringLiteral("DELETE FROM team_lineup"), db);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("lineups"));
    for (const QStringList& command :
         {QStringList{QStringLiteral("forfeit"), path, QStringLiteral("--round"),
                      QStringLiteral("1"), QStringLiteral("--team"), QStringLiteral("1")},
          QStringList{QStringLiteral("standings"), path},
          QStringList{QStringLiteral("pairings"), path, QStringLiteral("--round"),
                      QStringLiteral("1")},
          QStringList{QStringLiteral("crosstable"), path}}) {
        const CliRun r = cli(QStringList{QStringLiteral("team")} + command);
        EXPECT_TRUE(r.code == 0 || r.code == 1) << command.front().toStdString();
    }
    EXPECT_EQ(cli({QStringLiteral("team"), QStringLiteral("standings"), path}).code, 0);
}

// Two programs at once: one gives a team's line-up for round 1, the other pairs round 1. Either
// the line-up came first and the pairing plays it, or the pairing came first and the line-up
// is refused, naming why; never a line-up written beside a pairing that ignored it.
TEST(CliTeams, ALineUpGivenWhileAnotherProgramPairsIsPlayedOrRefused) {
    for (int attempt = 0; attempt < 3; ++attempt) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("race.tengen"));
        ASSERT_EQ(
            cli({QStringLiteral("new"), path, QStringLiteral("--name"), QStringLiteral("赛"),
                 QStringLiteral("--teams"), QStringLiteral("--board-count"), QStringLiteral("2")})
                .code,
            0);
        QStringList first;
        for (int t = 0; t < 2; ++t) {
            QStringList ids;
            for (int m = 0; m < 3; ++m) {
                const CliRun p = cli({QStringLiteral("player"), QStringLiteral("add"), path,
                                      QStringLiteral("--family"), QStringLiteral("队%1").arg(t),
                                      QStringLiteral("--given"), QStringLiteral("员%1").arg(m),
                                      QStringLiteral("--rank"), QStringLiteral("%1k").arg(m + 1),
                                      QStringLiteral("--status"), QStringLiteral("final"),
                                      QStringLiteral("--json")});
                ASSERT_EQ(p.code, 0) << p.err.toStdString();
                ids << QString::number(
                    QJsonDocument::fromJson(p.out.toUtf8()).object()[QStringLiteral("id")].toInt());
            }
            if (t == 0)
                first = ids;
            ASSERT_EQ(cli({QStringLiteral("team"), QStringLiteral("add"), path,
                           QStringLiteral("--name"), QStringLiteral("第%1队").arg(t + 1),
                           QStringLiteral("--members"), ids.join(QLatin1Char(','))})
                          .code,
                      0);
        }
        // The first team rests its second player: boards 1 and 2 are its members 1 and 3.
        QProcess lineup, pair;
        lineup.start(QStringLiteral(TENGEN_CLI),
                     {QStringLiteral("team"), QStringLiteral("lineup"), path,
                      QStringLiteral("--team"), QStringLiteral("1"), QStringLiteral("--round"),
                      QStringLiteral("1"), QStringLiteral("--players"),
                      first[0] + QLatin1Char(',') + first[2]});
        pair.start(QStringLiteral(TENGEN_CLI),
                   {QStringLiteral("team"), QStringLiteral("pair"), path, QStringLiteral("--round"),
                    QStringLiteral("1")});
        ASSERT_TRUE(lineup.waitForFinished(30000));
        ASSERT_TRUE(pair.waitForFinished(30000));
        EXPECT_EQ(pair.exitCode(), 0) << pair.readAllStandardError().toStdString();
        const CliRun shown =
            cli({QStringLiteral("team"), QStringLiteral("pair"), path, QStringLiteral("--round"),
                 QStringLiteral("1"), QStringLiteral("--show"), QStringLiteral("--json")});
        ASSERT_EQ(shown.code, 0) << shown.err.toStdString();
        const QJsonArray boards = QJsonDocument::fromJson(shown.out.toUtf8())
                                      .object()[QStringLiteral("matches")]
                                      .toArray()
                                      .first()
                                      .toObject()[QStringLiteral("boards")]
                                      .toArray();
        ASSERT_EQ(boards.size(), 2);
        const auto plays = [&](const QString& id) {
            for (const QJsonValue& b : boards)
                for (const char* side : {"black", "white"})
                    if (QString::number(b.toObject()[QLatin1String(side)].toInt()) == id)
                        return true;
            return false;
        };
        if (lineup.exitCode() == 0) {
            EXPECT_TRUE(plays(first[2]) && !plays(first[1])) << "the line-up given is played";
        } else {
            EXPECT_TRUE(QString::fromUtf8(lineup.readAllStandardError())
                            .contains(QStringLiteral("paired")));
            EXPECT_TRUE(plays(first[1]) && !plays(first[2])) << "the default line-up played";
        }
    }
}

// #33, the contract for scripts: `pair --round R --json` for a round robin and a knockout,
// `standings --format json` with "system" (and "SB" in each row's values for a round robin),
// `bracket --format json|html|pdf`; a bad stage option is a usage error that creates nothing.
TEST_F(Cli, FormatsOfPlayKeepTheScriptContract) {
    const auto players = [&](const QString& event, int n) {
        for (int i = 1; i <= n; ++i)
            ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("add"), event,
                           QStringLiteral("--family"), QStringLiteral("选手%1").arg(i),
                           QStringLiteral("--rank"), QStringLiteral("%1d").arg(8 - i),
                           QStringLiteral("--status"), QStringLiteral("final")})
                          .code,
                      0);
    };
    QString ko; // the knockout's tournament (a name of its own on the server)
    for (const QString& system : {QStringLiteral("round-robin"), QStringLiteral("knockout")}) {
        SCOPED_TRACE(system.toStdString());
        const QString event = tengen::test::tournamentAt(dir, system);
        ko = event;
        CliRun r = cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("X"),
                        QStringLiteral("--system"), system});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        players(event, 5);
        r = cli({QStringLiteral("pair"), event, QStringLiteral("--round"), QStringLiteral("1"),
                 QStringLiteral("--json")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        const QJsonObject paired = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray games = paired.value(QStringLiteral("games")).toArray();
        // Five in a round robin: two games and a rest; in a bracket of 8: one game, three byes.
        EXPECT_EQ(games.size(), system == QLatin1String("round-robin") ? 2 : 1);
        for (const QJsonValue& g : games)
            ASSERT_EQ(cli({QStringLiteral("result"), event, QStringLiteral("--round"),
                           QStringLiteral("1"), QStringLiteral("--table"),
                           QString::number(g.toObject().value(QStringLiteral("table")).toInt()),
                           QStringLiteral("--result"), QStringLiteral("1")})
                          .code,
                      0);
        r = cli({QStringLiteral("standings"), event, QStringLiteral("--format"),
                 QStringLiteral("json")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        const QJsonObject standings = QJsonDocument::fromJson(r.out.toUtf8()).object();
        EXPECT_EQ(standings.value(QStringLiteral("system")).toString(), system);
        if (system == QLatin1String("round-robin")) {
            for (const QJsonValue& row : standings.value(QStringLiteral("rows")).toArray()) {
                EXPECT_TRUE(row.toObject()
                                .value(QStringLiteral("values"))
                                .toObject()
                                .contains(QStringLiteral("SB")));
            }
        }
    }
    CliRun r =
        cli({QStringLiteral("bracket"), ko, QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject bracket = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(bracket.value(QStringLiteral("size")).toInt(), 8);
    EXPECT_EQ(bracket.value(QStringLiteral("matches")).toArray().size(), 4 + 2 + 1);
    r = cli({QStringLiteral("bracket"), ko, QStringLiteral("--format"), QStringLiteral("html")});
    EXPECT_TRUE(r.out.contains(QStringLiteral("选手1")));
    const QString pdf = dir.filePath(QStringLiteral("bracket.pdf"));
    ASSERT_EQ(cli({QStringLiteral("bracket"), ko, QStringLiteral("--format"), QStringLiteral("pdf"),
                   QStringLiteral("-o"), pdf})
                  .code,
              0);
    QFile f(pdf);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.read(5), QByteArray("%PDF-"));
    // Swiss and McMahon say their system too.
    r = cli(
        {QStringLiteral("standings"), path, QStringLiteral("--format"), QStringLiteral("json")});
    EXPECT_EQ(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("system")),
              QStringLiteral("mcmahon"));
    // Refused before anything is made.
    const QString bad = tengen::test::tournamentAt(dir, QStringLiteral("bad"));
    EXPECT_EQ(cli({QStringLiteral("new"), bad, QStringLiteral("--name"), QStringLiteral("X"),
                   QStringLiteral("--system"), QStringLiteral("knockout"),
                   QStringLiteral("--best-of"), QStringLiteral("2")})
                  .code,
              2);
    EXPECT_FALSE(QFile::exists(bad));
}

// #33: two programs pair a round robin's first round at once — its players are placed once and
// the round paired once (the other is told it is paired); a program killed while pairing the
// next round leaves it paired whole or not at all.
TEST_F(Cli, TwoProgramsPairingARoundRobinsFirstRoundPlaceItsPlayersOnce) {
    const QString event = tengen::test::tournamentAt(dir, QStringLiteral("rr"));
    ASSERT_EQ(cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("RR"),
                   QStringLiteral("--system"), QStringLiteral("round-robin")})
                  .code,
              0);
    for (int i = 1; i <= 12; ++i)
        ASSERT_EQ(
            cli({QStringLiteral("player"), QStringLiteral("add"), event, QStringLiteral("--family"),
                 QStringLiteral("P%1").arg(i), QStringLiteral("--status"), QStringLiteral("final")})
                .code,
            0);
    std::vector<std::unique_ptr<QProcess>> desks;
    for (int d = 0; d < 2; ++d) {
        desks.push_back(std::make_unique<QProcess>());
        desks.back()->start(QStringLiteral(TENGEN_CLI),
                            {QStringLiteral("pair"), event, QStringLiteral("--round"),
                             QStringLiteral("1"), QStringLiteral("--json")});
    }
    int paired = 0, refused = 0;
    for (auto& d : desks) {
        ASSERT_TRUE(d->waitForFinished(30000));
        if (d->exitCode() == 0) {
            ++paired;
        } else {
            ++refused;
            const QString err = QString::fromUtf8(d->readAllStandardError());
            EXPECT_TRUE(err.contains(QStringLiteral("already paired")) ||
                        err.contains(QStringLiteral("placed already")))
                << err.toStdString();
        }
    }
    EXPECT_EQ(paired, 1);
    EXPECT_EQ(refused, 1);
    auto file = tengen::store::TournamentFile::open(event);
    EXPECT_EQ(file->stages().seats(1).size(), 12u);
    EXPECT_EQ(file->rounds().games(RoundNo{1}).size(), 6u);
    EXPECT_EQ(file->settings().get().rounds, 11);
    file.reset();
    // Killed at once: round 2 is whole or absent.
    QProcess killed;
    killed.start(QStringLiteral(TENGEN_CLI),
                 {QStringLiteral("pair"), event, QStringLiteral("--round"), QStringLiteral("2")});
    ASSERT_TRUE(killed.waitForStarted());
    QThread::msleep(5);
    killed.kill();
    killed.waitForFinished();
    file = tengen::store::TournamentFile::open(event);
    const std::size_t games = file->rounds().games(RoundNo{2}).size();
    EXPECT_TRUE(games == 0 || games == 6) << games;
}

// #33: two referees decide the same knockout game at once from two programs: one decision is
// recorded, the other is refused (never written over the first).
TEST_F(Cli, TwoProgramsDecidingOneKnockoutGameRecordOneDecision) {
    const QString event = tengen::test::tournamentAt(dir, QStringLiteral("ko"));
    ASSERT_EQ(cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("KO"),
                   QStringLiteral("--system"), QStringLiteral("knockout")})
                  .code,
              0);
    for (int i = 1; i <= 4; ++i)
        ASSERT_EQ(
            cli({QStringLiteral("player"), QStringLiteral("add"), event, QStringLiteral("--family"),
                 QStringLiteral("K%1").arg(i), QStringLiteral("--status"), QStringLiteral("final")})
                .code,
            0);
    ASSERT_EQ(
        cli({QStringLiteral("pair"), event, QStringLiteral("--round"), QStringLiteral("1")}).code,
        0);
    ASSERT_EQ(cli({QStringLiteral("result"), event, QStringLiteral("--round"), QStringLiteral("1"),
                   QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--result"),
                   QStringLiteral("0")})
                  .code,
              0); // both lose: the referee decides
    auto file = tengen::store::TournamentFile::open(event);
    const tengen::Game game = *file->rounds().game(RoundNo{1}, tengen::TableNo{1});
    file.reset();
    std::vector<std::unique_ptr<QProcess>> referees;
    for (const tengen::PlayerId winner : {game.white, game.black}) {
        referees.push_back(std::make_unique<QProcess>());
        referees.back()->start(QStringLiteral(TENGEN_CLI),
                               {QStringLiteral("bracket"), event, QStringLiteral("decide"),
                                QStringLiteral("--round"), QStringLiteral("1"),
                                QStringLiteral("--table"), QStringLiteral("1"),
                                QStringLiteral("--winner"), QString::number(winner.value()),
                                QStringLiteral("--reason"), QStringLiteral("play-off")});
    }
    int recorded = 0, refused = 0;
    for (auto& r : referees) {
        ASSERT_TRUE(r->waitForFinished(30000));
        if (r->exitCode() == 0) {
            ++recorded;
        } else {
            ++refused;
            EXPECT_TRUE(QString::fromUtf8(r->readAllStandardError())
                            .contains(QStringLiteral("decision already")));
        }
    }
    EXPECT_EQ(recorded, 1);
    EXPECT_EQ(refused, 1);
    file = tengen::store::TournamentFile::open(event);
    EXPECT_EQ(file->stages().decisions().size(), 1u);
}
