// Divisions through tengen-cli (#47, first part), as the issue's contract for scripts says:
// `division add|list|edit|remove`, `player add|edit --division`, a move after the division's
// round 1 only with a reason, the divisions' rules refused with their reason and the file left
// as it was, and a file edited by hand to put a player in a division the event does not have
// refused at opening.
#include "../support/backend.h"
#include "../support/cli_run.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <vector>

namespace {

using tengen::test::cli;
using tengen::test::CliRun;

QJsonArray divisionsOf(const QString& event) {
    const CliRun list =
        cli({QStringLiteral("division"), QStringLiteral("list"), event, QStringLiteral("--json")});
    EXPECT_EQ(list.code, 0) << list.err.toStdString();
    return QJsonDocument::fromJson(list.out.toUtf8()).array();
}

// An event of `players` Swiss players (1k, 2k …), 5 rounds unless said.
QString newEvent(const QTemporaryDir& dir, int players, int rounds = 5,
                 const QString& name = QStringLiteral("divisions")) {
    const QString event = tengen::test::tournamentAt(dir, name);
    EXPECT_EQ(cli({QStringLiteral("new"), event, QStringLiteral("--name"),
                   QStringLiteral("市少儿围棋赛"), QStringLiteral("--system"),
                   QStringLiteral("swiss"), QStringLiteral("--rounds"), QString::number(rounds)})
                  .code,
              0);
    for (int i = 0; i < players; ++i)
        EXPECT_EQ(
            cli({QStringLiteral("player"), QStringLiteral("add"), event, QStringLiteral("--family"),
                 QStringLiteral("棋手"), QStringLiteral("--given"), QString::number(i + 1),
                 QStringLiteral("--rank"), QStringLiteral("%1k").arg(i + 1),
                 QStringLiteral("--status"), QStringLiteral("final")})
                .code,
            0);
    return event;
}

TEST(CliDivisions, AnEventListsItsDivisionsWithTheirTablesAndPlayers) {
    QTemporaryDir dir;
    const QString event = newEvent(dir, 6);
    // Without divisions: one, the event itself, every player in it.
    QJsonArray divisions = divisionsOf(event);
    ASSERT_EQ(divisions.size(), 1);
    EXPECT_EQ(divisions[0][QStringLiteral("id")].toInt(), 1);
    EXPECT_EQ(divisions[0][QStringLiteral("name")].toString(), QStringLiteral("市少儿围棋赛"));
    EXPECT_EQ(divisions[0][QStringLiteral("system")].toString(), QStringLiteral("swiss"));
    EXPECT_EQ(divisions[0][QStringLiteral("rounds")].toInt(), 5);
    EXPECT_EQ(divisions[0][QStringLiteral("players")].toInt(), 6);
    EXPECT_EQ(divisions[0][QStringLiteral("tables")].toArray(), (QJsonArray{1, 3}));

    const CliRun added =
        cli({QStringLiteral("division"), QStringLiteral("add"), event, QStringLiteral("--name"),
             QStringLiteral("公开组"), QStringLiteral("--name-latin"), QStringLiteral("Open"),
             QStringLiteral("--system"), QStringLiteral("mcmahon"), QStringLiteral("--rounds"),
             QStringLiteral("6"), QStringLiteral("--json")});
    ASSERT_EQ(added.code, 0) << added.err.toStdString();
    const QJsonObject open = QJsonDocument::fromJson(added.out.toUtf8()).object();
    EXPECT_EQ(open[QStringLiteral("id")].toInt(), 2);
    EXPECT_EQ(open[QStringLiteral("system")].toString(), QStringLiteral("mcmahon"));
    EXPECT_EQ(open[QStringLiteral("rounds")].toInt(), 6);
    EXPECT_EQ(open[QStringLiteral("players")].toInt(), 0);

    // A player registered into it, another moved there before round 1.
    const CliRun p =
        cli({QStringLiteral("player"), QStringLiteral("add"), event, QStringLiteral("--family"),
             QStringLiteral("Lee"), QStringLiteral("--given"), QStringLiteral("Sedol"),
             QStringLiteral("--rank"), QStringLiteral("5d"), QStringLiteral("--division"),
             QStringLiteral("open"), QStringLiteral("--json")});
    ASSERT_EQ(p.code, 0) << p.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(p.out.toUtf8()).object()[QStringLiteral("division")].toInt(),
              2);
    ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("edit"), event, QStringLiteral("1"),
                   QStringLiteral("--division"), QStringLiteral("公开组")})
                  .code,
              0);
    // Tables: the first division's after nobody, the second's after them; one given by hand.
    ASSERT_EQ(
        cli({QStringLiteral("division"), QStringLiteral("edit"), event, QStringLiteral("--name"),
             QStringLiteral("Open"), QStringLiteral("--tables"), QStringLiteral("41-75")})
            .code,
        0);
    divisions = divisionsOf(event);
    ASSERT_EQ(divisions.size(), 2);
    EXPECT_EQ(divisions[0][QStringLiteral("players")].toInt(), 5);
    EXPECT_EQ(divisions[0][QStringLiteral("tables")].toArray(), (QJsonArray{1, 3}));
    EXPECT_EQ(divisions[1][QStringLiteral("players")].toInt(), 2);
    EXPECT_EQ(divisions[1][QStringLiteral("tables")].toArray(), (QJsonArray{41, 75}));
    EXPECT_TRUE(divisions[1][QStringLiteral("tables_given")].toBool());
    // The text list says the same.
    const CliRun text = cli({QStringLiteral("division"), QStringLiteral("list"), event,
                             QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_TRUE(
        text.out.contains(QStringLiteral("2. 公开组: McMahon, 6 rounds, 2 players, tables 41-75")))
        << text.out.toStdString();
}

TEST(CliDivisions, BadDivisionsAndMovesAreRefusedWithTheirReasonAndNothingIsWritten) {
    QTemporaryDir dir;
    const QString event = newEvent(dir, 4);
    ASSERT_EQ(
        cli({QStringLiteral("division"), QStringLiteral("add"), event, QStringLiteral("--name"),
             QStringLiteral("甲组"), QStringLiteral("--tables"), QStringLiteral("1-10")})
            .code,
        0);
    const QJsonArray before = divisionsOf(event);
    const auto refused = [&](const QStringList& command, const char* words) {
        const CliRun r = cli(command + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
        EXPECT_NE(r.code, 0) << command.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(r.err.contains(QString::fromUtf8(words))) << r.err.toStdString();
        EXPECT_EQ(divisionsOf(event), before);
    };
    refused({QStringLiteral("division"), QStringLiteral("add"), event, QStringLiteral("--name"),
             QStringLiteral("乙组"), QStringLiteral("--tables"), QStringLiteral("8-20")},
            "share tables 8-10");
    refused({QStringLiteral("division"), QStringLiteral("add"), event, QStringLiteral("--name"),
             QStringLiteral("甲组")},
            "two divisions are named");
    refused({QStringLiteral("division"), QStringLiteral("add"), event, QStringLiteral("--name"),
             QStringLiteral("乙组"), QStringLiteral("--tables"), QStringLiteral("twelve")},
            "--tables");
    // Names printed on every list and page: one line, of a name's length.
    refused({QStringLiteral("division"), QStringLiteral("add"), event, QStringLiteral("--name"),
             QStringLiteral("乙\n组")},
            "division name: a line break");
    refused({QStringLiteral("division"), QStringLiteral("add"), event, QStringLiteral("--name"),
             QString(5000, QLatin1Char('x'))},
            "division name: 5000 characters; at most 200");
    refused({QStringLiteral("division"), QStringLiteral("edit"), event, QStringLiteral("--name"),
             QStringLiteral("丙组"), QStringLiteral("--rounds"), QStringLiteral("3")},
            "no division “丙组”");
    refused({QStringLiteral("division"), QStringLiteral("edit"), event, QStringLiteral("--name"),
             QStringLiteral("1"), QStringLiteral("--rounds"), QStringLiteral("3")},
            "the first division's system and rounds are the event's own");
    // A division with players stays; the event cannot be paired while it has two divisions.
    ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("edit"), event, QStringLiteral("2"),
                   QStringLiteral("--division"), QStringLiteral("甲组")})
                  .code,
              0);
    const QJsonArray moved = divisionsOf(event);
    const CliRun stays =
        cli({QStringLiteral("division"), QStringLiteral("remove"), event, QStringLiteral("--name"),
             QStringLiteral("甲组"), QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_NE(stays.code, 0);
    EXPECT_TRUE(stays.err.contains(QStringLiteral("still has 1 players")))
        << stays.err.toStdString();
    EXPECT_EQ(divisionsOf(event), moved);
    const CliRun pair =
        cli({QStringLiteral("pair"), event, QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_NE(pair.code, 0);
    EXPECT_TRUE(pair.err.contains(QStringLiteral("2 divisions"))) << pair.err.toStdString();
}

TEST(CliDivisions, AMoveAfterTheDivisionsRoundOneNeedsTheDirectorsReason) {
    QTemporaryDir dir;
    const QString event = newEvent(dir, 4);
    // Round 1 paired while the event is one division; then a second division.
    ASSERT_EQ(cli({QStringLiteral("pair"), event}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("division"), QStringLiteral("add"), event,
                   QStringLiteral("--name"), QStringLiteral("乙组")})
                  .code,
              0);
    const CliRun without =
        cli({QStringLiteral("player"), QStringLiteral("edit"), event, QStringLiteral("3"),
             QStringLiteral("--division"), QStringLiteral("乙组"), QStringLiteral("--lang"),
             QStringLiteral("en")});
    EXPECT_NE(without.code, 0);
    EXPECT_TRUE(without.err.contains(QStringLiteral("needs the director's reason")))
        << without.err.toStdString();
    EXPECT_EQ(divisionsOf(event)[1][QStringLiteral("players")].toInt(), 0);
    // A name change in the same command is not kept either: one transaction.
    const CliRun both = cli({QStringLiteral("player"), QStringLiteral("edit"), event,
                             QStringLiteral("3"), QStringLiteral("--club"), QStringLiteral("新星"),
                             QStringLiteral("--division"), QStringLiteral("乙组")});
    EXPECT_NE(both.code, 0);
    const CliRun shown =
        cli({QStringLiteral("player"), QStringLiteral("list"), event, QStringLiteral("--json")});
    EXPECT_FALSE(shown.out.contains(QStringLiteral("新星")));
    const CliRun with =
        cli({QStringLiteral("player"), QStringLiteral("edit"), event, QStringLiteral("3"),
             QStringLiteral("--division"), QStringLiteral("乙组"), QStringLiteral("--reason"),
             QStringLiteral("his age was entered wrongly")});
    ASSERT_EQ(with.code, 0) << with.err.toStdString();
    EXPECT_EQ(divisionsOf(event)[1][QStringLiteral("players")].toInt(), 1);
}

TEST(CliDivisions, DivisionsMadeFromTheRegistrationAreAProposalUntilApplied) {
    QTemporaryDir dir;
    const QString event = newEvent(dir, 6); // 1k … 6k
    const QStringList byBands = {
        QStringLiteral("division"), QStringLiteral("auto"),  event,
        QStringLiteral("--by"),     QStringLiteral("grade"), QStringLiteral("--band"),
        QStringLiteral("3"),        QStringLiteral("--json")};
    const CliRun proposal = cli(byBands);
    ASSERT_EQ(proposal.code, 0) << proposal.err.toStdString();
    const QJsonObject p = QJsonDocument::fromJson(proposal.out.toUtf8()).object();
    EXPECT_FALSE(p[QStringLiteral("applied")].toBool());
    const QJsonArray groups = p[QStringLiteral("divisions")].toArray();
    ASSERT_EQ(groups.size(), 2);
    EXPECT_EQ(groups[0][QStringLiteral("name_latin")].toString(), QStringLiteral("3k-1k"));
    EXPECT_EQ(groups[0][QStringLiteral("ids")].toArray(), (QJsonArray{1, 2, 3}));
    EXPECT_EQ(divisionsOf(event).size(), 1); // nothing written
    const CliRun applied = cli(byBands + QStringList{QStringLiteral("--apply")});
    ASSERT_EQ(applied.code, 0) << applied.err.toStdString();
    const QJsonArray divisions = divisionsOf(event);
    ASSERT_EQ(divisions.size(), 2);
    EXPECT_EQ(divisions[0][QStringLiteral("name")].toString(), QStringLiteral("3级–1级"));
    EXPECT_EQ(divisions[1][QStringLiteral("name")].toString(), QStringLiteral("6级–4级"));
    EXPECT_EQ(divisions[1][QStringLiteral("players")].toInt(), 3);
    EXPECT_EQ(divisions[1][QStringLiteral("tables")].toArray(), (QJsonArray{3, 4}));
    // Once: the event has divisions now.
    const CliRun again = cli(byBands + QStringList{QStringLiteral("--apply"),
                                                   QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_NE(again.code, 0);
    EXPECT_TRUE(again.err.contains(QStringLiteral("2 divisions already")))
        << again.err.toStdString();
}

// A certification day of one group (the event itself): 6 players claiming 6k to 4k, 4 rounds,
// the Hanguk Kiwon's kyu table; each score's grade as the table says, and a director's own
// table from a file. A table with a gap, and awards asked of a group that certifies nothing,
// are refused.
TEST(CliDivisions, ACertificationGroupAwardsTheGradeEachScoreGives) {
    QTemporaryDir dir;
    const QString event = tengen::test::tournamentAt(dir, QStringLiteral("certification"));
    ASSERT_EQ(cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("升级赛"),
                   QStringLiteral("--system"), QStringLiteral("swiss"), QStringLiteral("--rounds"),
                   QStringLiteral("4")})
                  .code,
              0);
    for (int i = 0; i < 6; ++i)
        ASSERT_EQ(
            cli({QStringLiteral("player"), QStringLiteral("add"), event, QStringLiteral("--family"),
                 QStringLiteral("棋手"), QStringLiteral("--given"), QString::number(i + 1),
                 QStringLiteral("--rank"), QStringLiteral("%1k").arg(4 + i % 3),
                 QStringLiteral("--status"), QStringLiteral("final")})
                .code,
            0);
    const CliRun notYet =
        cli({QStringLiteral("awards"), event, QStringLiteral("--division"), QStringLiteral("1"),
             QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_NE(notYet.code, 0);
    EXPECT_TRUE(notYet.err.contains(QStringLiteral("is not a certification group")))
        << notYet.err.toStdString();
    const CliRun certify =
        cli({QStringLiteral("division"), QStringLiteral("edit"), event, QStringLiteral("--name"),
             QStringLiteral("1"), QStringLiteral("--certify"), QStringLiteral("--award-table"),
             QStringLiteral("hanguk-kiwon-kyu"), QStringLiteral("--json")});
    ASSERT_EQ(certify.code, 0) << certify.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(certify.out.toUtf8()).object()[QStringLiteral("certifies")],
              (QJsonArray{QStringLiteral("6k"), QStringLiteral("4k")}));
    // Four rounds, Black winning every game.
    for (int round = 1; round <= 4; ++round) {
        const CliRun paired = cli({QStringLiteral("pair"), event, QStringLiteral("--json")});
        ASSERT_EQ(paired.code, 0) << paired.err.toStdString();
        for (int table = 1; table <= 3; ++table)
            ASSERT_EQ(cli({QStringLiteral("result"), event, QStringLiteral("--round"),
                           QString::number(round), QStringLiteral("--table"),
                           QString::number(table), QStringLiteral("--result"), QStringLiteral("2")})
                          .code,
                      0);
    }
    const CliRun awards =
        cli({QStringLiteral("awards"), event, QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(awards.code, 0) << awards.err.toStdString();
    const QJsonArray rows = QJsonDocument::fromJson(awards.out.toUtf8()).array();
    ASSERT_EQ(rows.size(), 6);
    const QString byScore[] = {QStringLiteral("7k"), QStringLiteral("6k"), QStringLiteral("5k"),
                               QStringLiteral("4k"), QStringLiteral("3k")};
    int wins = 0;
    for (const QJsonValue& r : rows) {
        EXPECT_EQ(r[QStringLiteral("games")].toInt(), 4);
        EXPECT_EQ(r[QStringLiteral("awarded")].toString(),
                  byScore[r[QStringLiteral("score")].toInt()])
            << QJsonDocument(r.toObject()).toJson().toStdString();
        EXPECT_EQ(r[QStringLiteral("division")].toString(), QStringLiteral("升级赛"));
        wins += r[QStringLiteral("score")].toInt();
    }
    EXPECT_EQ(wins, 12); // one win a game
    const CliRun csv =
        cli({QStringLiteral("awards"), event, QStringLiteral("--format"), QStringLiteral("csv")});
    EXPECT_TRUE(csv.out.startsWith(
        QStringLiteral("player,id,division,claimed,score,games,awarded,fee_band\n")));
    // The director's own table: 3 or 4 wins the grade claimed, less nothing.
    const QString mine = dir.filePath(QStringLiteral("mine.json"));
    const auto writeTable = [&](const QByteArray& json) {
        QFile f(mine);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(json);
    };
    writeTable(R"({"name": "市升级赛", "rounds": 4, "rules": [
        {"wins": 4, "award": "claimed"}, {"wins": 3, "award": "claimed", "fee": "half"},
        {"wins": 2, "award": "none"}, {"wins": 1, "award": "none"}, {"wins": 0, "award": "none"}]})");
    ASSERT_EQ(cli({QStringLiteral("division"), QStringLiteral("edit"), event,
                   QStringLiteral("--name"), QStringLiteral("1"), QStringLiteral("--certify"),
                   QStringLiteral("--award-table"), mine})
                  .code,
              0);
    const QJsonArray own =
        QJsonDocument::fromJson(cli({QStringLiteral("awards"), event, QStringLiteral("--format"),
                                     QStringLiteral("json")})
                                    .out.toUtf8())
            .array();
    for (const QJsonValue& r : own) {
        const int score = r[QStringLiteral("score")].toInt();
        if (score >= 3) {
            EXPECT_EQ(r[QStringLiteral("awarded")], r[QStringLiteral("claimed")]);
        } else {
            EXPECT_TRUE(r[QStringLiteral("awarded")].isNull());
        }
        if (score == 3) {
            EXPECT_EQ(r[QStringLiteral("fee_band")].toString(), QStringLiteral("half"));
        }
    }
    // A table with a gap: refused, naming the score, the division as it was.
    writeTable(R"({"name": "gap", "rounds": 4, "rules": [{"wins": 4, "award": "claimed"}]})");
    const QJsonArray before = divisionsOf(event);
    const CliRun gap =
        cli({QStringLiteral("division"), QStringLiteral("edit"), event, QStringLiteral("--name"),
             QStringLiteral("1"), QStringLiteral("--certify"), QStringLiteral("--award-table"),
             mine, QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_NE(gap.code, 0);
    EXPECT_TRUE(gap.err.contains(QStringLiteral("no rule for 0 wins"))) << gap.err.toStdString();
    EXPECT_EQ(divisionsOf(event), before);
    // A file far larger than any table is not read whole.
    writeTable(QByteArray(70 * 1024, ' ') + "{}");
    const CliRun huge =
        cli({QStringLiteral("division"), QStringLiteral("edit"), event, QStringLiteral("--name"),
             QStringLiteral("1"), QStringLiteral("--certify"), QStringLiteral("--award-table"),
             mine, QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_NE(huge.code, 0);
    EXPECT_TRUE(huge.err.contains(QStringLiteral("more than 64 KiB"))) << huge.err.toStdString();
    EXPECT_EQ(divisionsOf(event), before);
}

// Four programs adding a division at the same moment: each is added once, under its own id.
TEST(CliDivisions, FourProgramsAddingDivisionsAtOnceLoseNoneAndShareNoId) {
    QTemporaryDir dir;
    const QString event = newEvent(dir, 2);
    std::vector<std::unique_ptr<QProcess>> desks;
    for (int i = 0; i < 4; ++i) {
        desks.push_back(std::make_unique<QProcess>());
        desks.back()->start(QStringLiteral(TENGEN_CLI),
                            {QStringLiteral("division"), QStringLiteral("add"), event,
                             QStringLiteral("--name"), QStringLiteral("组%1").arg(i + 1)});
    }
    for (const auto& desk : desks) {
        ASSERT_TRUE(desk->waitForFinished(60000));
        EXPECT_EQ(desk->exitCode(), 0) << desk->readAllStandardError().toStdString();
    }
    const QJsonArray divisions = divisionsOf(event);
    ASSERT_EQ(divisions.size(), 5);
    QSet<int> ids;
    QSet<QString> names;
    for (const QJsonValue& d : divisions) {
        ids.insert(d[QStringLiteral("id")].toInt());
        names.insert(d[QStringLiteral("name")].toString());
    }
    EXPECT_EQ(ids, (QSet<int>{1, 2, 3, 4, 5}));
    for (int i = 1; i <= 4; ++i)
        EXPECT_TRUE(names.contains(QStringLiteral("组%1").arg(i)));
}

// An event of three divisions of 4, 6 and 4 players (甲组 the event's own, then 乙组 and 丙组).
QString threeDivisions(const QTemporaryDir& dir) {
    const QString event = newEvent(dir, 14);
    for (const char* name : {"乙组", "丙组"})
        EXPECT_EQ(
            cli({QStringLiteral("division"), QStringLiteral("add"), event, QStringLiteral("--name"),
                 QString::fromUtf8(name), QStringLiteral("--system"), QStringLiteral("swiss"),
                 QStringLiteral("--rounds"), QStringLiteral("3")})
                .code,
            0);
    EXPECT_EQ(
        cli({QStringLiteral("division"), QStringLiteral("edit"), event, QStringLiteral("--name"),
             QStringLiteral("1"), QStringLiteral("--rename"), QStringLiteral("甲组")})
            .code,
        0);
    for (int id = 5; id <= 14; ++id)
        EXPECT_EQ(cli({QStringLiteral("player"), QStringLiteral("edit"), event, QString::number(id),
                       QStringLiteral("--division"), QString::fromUtf8(id <= 10 ? "乙组" : "丙组")})
                      .code,
                  0);
    return event;
}

QJsonObject pairedJson(const QString& event, const QString& division, int round) {
    const CliRun paired =
        cli({QStringLiteral("pair"), event, QStringLiteral("--division"), division,
             QStringLiteral("--round"), QString::number(round), QStringLiteral("--json")});
    EXPECT_EQ(paired.code, 0) << paired.err.toStdString();
    return QJsonDocument::fromJson(paired.out.toUtf8()).object();
}

} // namespace

// #47 point 2 through the contract: `pair --division NAME --round R --json` answers with
// event-wide table numbers; a division's round 2 is paired while another has not begun;
// `standings --division` lists that division's players only; without --division, an event of
// several divisions is refused naming them; a result is entered by its event-wide table.
TEST(CliDivisions, EachDivisionPairsItsRoundsAtItsOwnTables) {
    QTemporaryDir dir;
    const QString event = threeDivisions(dir);
    const QJsonArray divisions = divisionsOf(event);
    ASSERT_EQ(divisions.size(), 3);
    EXPECT_EQ(divisions[1][QStringLiteral("tables")].toArray(), (QJsonArray{3, 5}));
    const CliRun which =
        cli({QStringLiteral("pair"), event, QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_EQ(which.code, 1);
    EXPECT_TRUE(which.err.contains(QStringLiteral("3 divisions")) &&
                which.err.contains(QStringLiteral("乙组")))
        << which.err.toStdString();
    const CliRun standingsWhich = cli(
        {QStringLiteral("standings"), event, QStringLiteral("--format"), QStringLiteral("json")});
    EXPECT_EQ(standingsWhich.code, 1);
    // 乙组: round 1 at tables 3–5, its results, then round 2 before the others begin.
    QJsonObject r1 = pairedJson(event, QStringLiteral("乙组"), 1);
    QJsonArray games = r1[QStringLiteral("games")].toArray();
    ASSERT_EQ(games.size(), 3);
    QSet<int> tables;
    for (const QJsonValue& g : games)
        tables.insert(g[QStringLiteral("table")].toInt());
    EXPECT_EQ(tables, (QSet<int>{3, 4, 5}));
    for (int table = 3; table <= 5; ++table) {
        const CliRun r =
            cli({QStringLiteral("result"), event, QStringLiteral("--round"), QStringLiteral("1"),
                 QStringLiteral("--table"), QString::number(table), QStringLiteral("--result"),
                 QStringLiteral("w")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
    }
    games = pairedJson(event, QStringLiteral("乙组"), 2)[QStringLiteral("games")].toArray();
    EXPECT_EQ(games.size(), 3);
    // 丙组 and 甲组: their round 1 at their tables (6–7, 1–2).
    games = pairedJson(event, QStringLiteral("丙组"), 1)[QStringLiteral("games")].toArray();
    ASSERT_EQ(games.size(), 2);
    EXPECT_GE(games[0][QStringLiteral("table")].toInt(), 6);
    games = pairedJson(event, QStringLiteral("甲组"), 1)[QStringLiteral("games")].toArray();
    ASSERT_EQ(games.size(), 2);
    EXPECT_LE(games[1][QStringLiteral("table")].toInt(), 2);
    // The standings of 乙组: its six players, with the wins of round 1.
    const CliRun standings =
        cli({QStringLiteral("standings"), event, QStringLiteral("--division"),
             QStringLiteral("乙组"), QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(standings.code, 0) << standings.err.toStdString();
    const QJsonDocument doc = QJsonDocument::fromJson(standings.out.toUtf8());
    const QJsonArray rows =
        doc.isArray() ? doc.array() : doc.object().value(QStringLiteral("rows")).toArray();
    EXPECT_EQ(rows.size(), 6) << standings.out.toStdString();
    // The pairings of 甲组's round 1 name its tables only.
    const CliRun pairings =
        cli({QStringLiteral("pairings"), event, QStringLiteral("--division"),
             QStringLiteral("甲组"), QStringLiteral("--round"), QStringLiteral("1")});
    ASSERT_EQ(pairings.code, 0) << pairings.err.toStdString();
    EXPECT_FALSE(pairings.out.contains(QStringLiteral("棋手5"))) << pairings.out.toStdString();
    // No such division: refused, naming the event's.
    const CliRun none =
        cli({QStringLiteral("standings"), event, QStringLiteral("--division"),
             QStringLiteral("戊组"), QStringLiteral("--format"), QStringLiteral("json")});
    EXPECT_EQ(none.code, 1);
    EXPECT_TRUE(none.err.contains(QStringLiteral("丙组"))) << none.err.toStdString();
}

// #47's acceptance: two programs pairing two divisions' rounds at the same moment store both;
// two pairing the same division's round store one pairing (the other is told it is paired).
TEST(CliDivisions, TwoProgramsPairingTwoDivisionsAtOnceStoreBoth) {
    QTemporaryDir dir;
    const QString event = threeDivisions(dir);
    auto pairIn = [&](const QString& division) {
        auto p = std::make_unique<QProcess>();
        p->start(QStringLiteral(TENGEN_CLI),
                 {QStringLiteral("pair"), event, QStringLiteral("--division"), division,
                  QStringLiteral("--round"), QStringLiteral("1"), QStringLiteral("--json")});
        return p;
    };
    std::vector<std::unique_ptr<QProcess>> desks;
    desks.push_back(pairIn(QStringLiteral("乙组")));
    desks.push_back(pairIn(QStringLiteral("丙组")));
    desks.push_back(pairIn(QStringLiteral("乙组")));
    std::vector<int> codes;
    for (const auto& desk : desks) {
        ASSERT_TRUE(desk->waitForFinished(60000));
        codes.push_back(desk->exitCode());
    }
    EXPECT_EQ(codes[1], 0);
    EXPECT_EQ((codes[0] == 0) + (codes[2] == 0), 1) << "乙组's round 1 paired once";
    // Each pairing whole, at its own tables: 乙组 3 games at 3–5, 丙组 2 at 6–7.
    const auto tablesOf = [&](const QString& division) {
        const CliRun list = cli({QStringLiteral("pairings"), event, QStringLiteral("--division"),
                                 division, QStringLiteral("--round"), QStringLiteral("1"),
                                 QStringLiteral("--format"), QStringLiteral("text")});
        EXPECT_EQ(list.code, 0) << list.err.toStdString();
        std::vector<int> tables;
        static const QRegularExpression row(QStringLiteral("^(\\d+)\\s"));
        for (const QString& line : list.out.split(QLatin1Char('\n')))
            if (const QRegularExpressionMatch m = row.match(line); m.hasMatch())
                tables.push_back(m.captured(1).toInt());
        return tables;
    };
    EXPECT_EQ(tablesOf(QStringLiteral("乙组")), (std::vector<int>{3, 4, 5}));
    EXPECT_EQ(tablesOf(QStringLiteral("丙组")), (std::vector<int>{6, 7}));
    EXPECT_TRUE(tablesOf(QStringLiteral("甲组")).empty());
    const CliRun again =
        cli({QStringLiteral("pair"), event, QStringLiteral("--division"), QStringLiteral("丙组"),
             QStringLiteral("--round"), QStringLiteral("1")});
    EXPECT_EQ(again.code, 1) << "round 1 of 丙组 is paired already";
}

namespace {

// The text of page `page` of a PDF as a reader copies it (pdftotext); "" past the last page.
QString pdfPageText(const QString& pdf, int page) {
    QProcess p;
    p.start(QStringLiteral("pdftotext"),
            {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
             QString::number(page), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

// Automatic divisions that certify their band (#47 points 4 and 5): the Korean kyu groups of
// three, each a certification group of its players' grades by the Hanguk Kiwon's table; a table
// of other rounds than the event's is refused and nothing is made.
TEST(CliDivisions, AutomaticDivisionsByGradeCertifyTheirBands) {
    QTemporaryDir dir;
    const QString event = newEvent(dir, 12); // 1k … 12k, 5 rounds
    const QStringList autoCertify{QStringLiteral("division"),
                                  QStringLiteral("auto"),
                                  event,
                                  QStringLiteral("--by"),
                                  QStringLiteral("grade"),
                                  QStringLiteral("--band"),
                                  QStringLiteral("3"),
                                  QStringLiteral("--certify"),
                                  QStringLiteral("--award-table"),
                                  QStringLiteral("hanguk-kiwon-kyu"),
                                  QStringLiteral("--apply"),
                                  QStringLiteral("--lang"),
                                  QStringLiteral("en")};
    const CliRun fiveRounds = cli(autoCertify);
    EXPECT_EQ(fiveRounds.code, 1);
    EXPECT_TRUE(fiveRounds.err.contains(QStringLiteral("4 rounds")))
        << fiveRounds.err.toStdString();
    EXPECT_EQ(divisionsOf(event).size(), 1);
    // An event of 4 rounds: four groups of three grades, each certifying its own.
    QStringList again = autoCertify;
    const QString four = newEvent(dir, 12, 4, QStringLiteral("four"));
    again[2] = four;
    const CliRun made = cli(again);
    ASSERT_EQ(made.code, 0) << made.err.toStdString();
    const QJsonArray divisions = divisionsOf(four);
    ASSERT_EQ(divisions.size(), 4);
    const QJsonArray bands[] = {{QStringLiteral("3k"), QStringLiteral("1k")},
                                {QStringLiteral("6k"), QStringLiteral("4k")},
                                {QStringLiteral("9k"), QStringLiteral("7k")},
                                {QStringLiteral("12k"), QStringLiteral("10k")}};
    for (int i = 0; i < 4; ++i)
        EXPECT_EQ(divisions[i][QStringLiteral("certifies")].toArray(), bands[i])
            << QJsonDocument(divisions[i].toObject()).toJson().toStdString();
}

// #47's acceptance: certificates, one page per player a grade is awarded to, printed for the
// group in one file; each page names the player and the grade in the certificate's language
// (Chinese: 业余5级; Korean: 5급), with the certificate's number. Asked of a division that is
// not a certification group: refused, nothing written.
TEST(CliDivisions, CertificatesAreAPageForEachGradeAwardedInChineseAndKorean) {
    QTemporaryDir dir;
    const QString event = newEvent(dir, 6); // 1k … 6k, Swiss
    ASSERT_EQ(cli({QStringLiteral("division"), QStringLiteral("add"), event,
                   QStringLiteral("--name"), QStringLiteral("升级组"), QStringLiteral("--system"),
                   QStringLiteral("swiss"), QStringLiteral("--rounds"), QStringLiteral("4")})
                  .code,
              0);
    const QString refusedPdf = dir.filePath(QStringLiteral("none.pdf"));
    const CliRun notAGroup =
        cli({QStringLiteral("awards"), event, QStringLiteral("--division"), QStringLiteral("1"),
             QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("-o"), refusedPdf,
             QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_EQ(notAGroup.code, 1);
    EXPECT_TRUE(notAGroup.err.contains(QStringLiteral("is not a certification group")))
        << notAGroup.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(refusedPdf));
    for (int id = 1; id <= 6; ++id)
        ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("edit"), event, QString::number(id),
                       QStringLiteral("--rank"), QStringLiteral("%1k").arg(4 + id % 3),
                       QStringLiteral("--division"), QStringLiteral("升级组")})
                      .code,
                  0);
    ASSERT_EQ(cli({QStringLiteral("division"), QStringLiteral("edit"), event,
                   QStringLiteral("--name"), QStringLiteral("升级组"), QStringLiteral("--certify"),
                   QStringLiteral("--award-table"), QStringLiteral("hanguk-kiwon-kyu")})
                  .code,
              0);
    // Before a result: no grade awarded, no certificate.
    const CliRun early = cli({QStringLiteral("awards"), event, QStringLiteral("--format"),
                              QStringLiteral("pdf"), QStringLiteral("-o"), refusedPdf});
    EXPECT_EQ(early.code, 1);
    EXPECT_FALSE(QFileInfo::exists(refusedPdf));
    for (int round = 1; round <= 4; ++round) {
        const QJsonObject paired = pairedJson(event, QStringLiteral("升级组"), round);
        for (const QJsonValue& g : paired[QStringLiteral("games")].toArray())
            ASSERT_EQ(cli({QStringLiteral("result"), event, QStringLiteral("--round"),
                           QString::number(round), QStringLiteral("--table"),
                           QString::number(g[QStringLiteral("table")].toInt()),
                           QStringLiteral("--result"), QStringLiteral("2")})
                          .code,
                      0);
    }
    const QJsonArray rows =
        QJsonDocument::fromJson(cli({QStringLiteral("awards"), event, QStringLiteral("--format"),
                                     QStringLiteral("json")})
                                    .out.toUtf8())
            .array();
    ASSERT_EQ(rows.size(), 6);
    // The standings show each player's grade awarded.
    const CliRun standings =
        cli({QStringLiteral("standings"), event, QStringLiteral("--division"),
             QStringLiteral("升级组"), QStringLiteral("--format"), QStringLiteral("text"),
             QStringLiteral("--lang"), QStringLiteral("en")});
    ASSERT_EQ(standings.code, 0) << standings.err.toStdString();
    EXPECT_TRUE(standings.out.contains(QStringLiteral("Grade awarded")))
        << standings.out.toStdString();
    for (const QJsonValue& r : rows) {
        const QString line = standings.out.split(QLatin1Char('\n'))
                                 .filter(r[QStringLiteral("player")].toString())
                                 .value(0);
        EXPECT_TRUE(line.trimmed().endsWith(r[QStringLiteral("awarded")].toString()))
            << line.toStdString();
    }
    for (const char* language : {"zh_CN", "ko"}) {
        const QString pdf =
            dir.filePath(QStringLiteral("certificates-%1.pdf").arg(QString::fromLatin1(language)));
        const CliRun printed = cli({QStringLiteral("awards"), event, QStringLiteral("--division"),
                                    QStringLiteral("升级组"), QStringLiteral("--format"),
                                    QStringLiteral("pdf"), QStringLiteral("-o"), pdf,
                                    QStringLiteral("--lang"), QString::fromLatin1(language)});
        ASSERT_EQ(printed.code, 0) << printed.err.toStdString();
        // A page for each row (every score awards a grade in the Korean kyu table), in order.
        for (int page = 1; page <= 6; ++page) {
            const QJsonObject row = rows[page - 1].toObject();
            const QString text = pdfPageText(pdf, page);
            const int kyu = row[QStringLiteral("awarded")].toString().chopped(1).toInt();
            const QString grade = QString::fromLatin1(language) == QLatin1String("ko")
                                      ? QStringLiteral("%1급").arg(kyu)
                                      : QStringLiteral("业余%1级").arg(kyu);
            EXPECT_TRUE(text.contains(row[QStringLiteral("player")].toString()))
                << language << " page " << page << ": " << text.toStdString();
            EXPECT_TRUE(text.contains(grade)) << language << " page " << page << " has no "
                                              << grade.toStdString() << ": " << text.toStdString();
            EXPECT_TRUE(text.contains(QStringLiteral("-2-%1").arg(row[QStringLiteral("id")].toInt(),
                                                                  4, 10, QLatin1Char('0'))))
                << "the certificate's number";
        }
        EXPECT_TRUE(pdfPageText(pdf, 7).isEmpty()) << "six pages, no more";
    }
    // The next event: the same players, each with the grade awarded here.
    const QString next = tengen::test::tournamentAt(dir, QStringLiteral("next"));
    const CliRun made = cli({QStringLiteral("awards"), event, QStringLiteral("--next-event"), next,
                             QStringLiteral("--name"), QStringLiteral("下一届升级赛")});
    ASSERT_EQ(made.code, 0) << made.err.toStdString();
    const QJsonArray players =
        QJsonDocument::fromJson(
            cli({QStringLiteral("player"), QStringLiteral("list"), next, QStringLiteral("--json")})
                .out.toUtf8())
            .array();
    ASSERT_EQ(players.size(), 6);
    std::map<QString, QString> awardedTo;
    for (const QJsonValue& r : rows)
        awardedTo[r[QStringLiteral("player")].toString()] = r[QStringLiteral("awarded")].toString();
    for (const QJsonValue& p : players) {
        const QString name = p[QStringLiteral("name")].toString();
        EXPECT_EQ(p[QStringLiteral("rank")].toString(), awardedTo[name])
            << QJsonDocument(p.toObject()).toJson().toStdString();
    }
}

// #47's acceptance: the site of a 3-division event — an index of the divisions, each
// division's pages (its pairings and standings, headed with its name) in a folder of its own,
// in the desk's language and in Chinese and English; every link of every page resolves.
TEST(CliDivisions, TheSiteOfThreeDivisionsHasAnIndexAndEveryLinkResolves) {
    QTemporaryDir dir;
    const QString event = threeDivisions(dir);
    pairedJson(event, QStringLiteral("乙组"), 1);
    pairedJson(event, QStringLiteral("甲组"), 1);
    const QString site = dir.filePath(QStringLiteral("site"));
    const CliRun published = cli({QStringLiteral("publish"), event, QStringLiteral("-o"), site,
                                  QStringLiteral("--lang"), QStringLiteral("ja")});
    ASSERT_EQ(published.code, 0) << published.err.toStdString();
    QFile index(site + QStringLiteral("/index.html"));
    ASSERT_TRUE(index.open(QIODevice::ReadOnly));
    const QString top = QString::fromUtf8(index.readAll());
    for (int id = 1; id <= 3; ++id)
        EXPECT_TRUE(top.contains(QStringLiteral("href=\"division-%1/index.html\"").arg(id)))
            << top.toStdString();
    for (const char* name : {"甲组", "乙组", "丙组"})
        EXPECT_TRUE(top.contains(QString::fromUtf8(name)));
    QFile open(site + QStringLiteral("/zh/division-2/standings.html"));
    ASSERT_TRUE(open.open(QIODevice::ReadOnly));
    const QString standings = QString::fromUtf8(open.readAll());
    EXPECT_TRUE(standings.contains(QStringLiteral("市少儿围棋赛 · 乙组")))
        << standings.toStdString();
    QFile home(site + QStringLiteral("/zh/division-2/index.html"));
    ASSERT_TRUE(home.open(QIODevice::ReadOnly));
    EXPECT_TRUE(
        QString::fromUtf8(home.readAll()).contains(QStringLiteral("href=\"../index.html\"")));
    // Every relative link of every page names a page that is there.
    int links = 0;
    QDirIterator pages(site, {QStringLiteral("*.html")}, QDir::Files, QDirIterator::Subdirectories);
    static const QRegularExpression href(QStringLiteral("href=\"([^\"#]+)\""));
    while (pages.hasNext()) {
        const QString page = pages.next();
        QFile f(page);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(f.readAll());
        for (auto m = href.globalMatch(html); m.hasNext();) {
            const QString target = m.next().captured(1);
            if (target.contains(QLatin1Char(':')))
                continue; // another site's address
            ++links;
            EXPECT_TRUE(QFileInfo::exists(QFileInfo(page).dir().filePath(target)))
                << page.toStdString() << " links to " << target.toStdString();
        }
    }
    EXPECT_GT(links, 60);
    // One division named: its site alone.
    const QString one = dir.filePath(QStringLiteral("one"));
    ASSERT_EQ(cli({QStringLiteral("publish"), event, QStringLiteral("--division"),
                   QStringLiteral("乙组"), QStringLiteral("-o"), one})
                  .code,
              0);
    EXPECT_TRUE(QFileInfo::exists(one + QStringLiteral("/standings.html")));
    EXPECT_FALSE(QFileInfo::exists(one + QStringLiteral("/division-2")));
}

namespace {

// A file edited by hand: a player in a division the event does not have, or two divisions
// sharing tables. Refused at opening, naming the file, and left byte for byte.
TEST(CliDivisionFiles, AFileWithAPlayerInADivisionItDoesNotHaveIsRefused) {
    QTemporaryDir dir;
    const QString event = dir.filePath(QStringLiteral("hand.tengen"));
    ASSERT_EQ(cli({QStringLiteral("demo"), event}).code, 0);
    const auto edit = [&](const QString& sql) {
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("hand"));
            db.setDatabaseName(event);
            ASSERT_TRUE(db.open());
            QSqlQuery q(db);
            ASSERT_TRUE(q.exec(sql)) << sql.toStdString();
            q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("hand"));
    };
    const auto bytes = [&] {
        QFile f(event);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    edit(QStringLiteral("UPDATE player SET division = 7 WHERE id = 3"));
    QByteArray was = bytes();
    CliRun r =
        cli({QStringLiteral("standings"), event, QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(QStringLiteral("player 3 is in division 7"))) << r.err.toStdString();
    EXPECT_EQ(bytes(), was);
    edit(QStringLiteral("UPDATE player SET division = 1"));
    edit(QStringLiteral("INSERT INTO division (id, position, name_native, table_first, table_last)"
                        " VALUES (1, 1, 'A', 1, 20)"));
    edit(QStringLiteral("INSERT INTO division (id, position, name_native, system, rounds,"
                        " table_first, table_last) VALUES (2, 2, 'B', 'swiss', 4, 15, 30)"));
    was = bytes();
    r = cli({QStringLiteral("standings"), event, QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(QStringLiteral("share tables 15-20"))) << r.err.toStdString();
    EXPECT_EQ(bytes(), was);
    // A game of a division the event does not have (round 1's moved to division 9).
    edit(QStringLiteral("DELETE FROM division"));
    ASSERT_EQ(cli({QStringLiteral("pair"), event}).code, 0);
    edit(QStringLiteral("UPDATE game SET division = 9 WHERE round = 1"));
    was = bytes();
    r = cli({QStringLiteral("standings"), event, QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(QStringLiteral("round 1 has a game or a bye of division 9")))
        << r.err.toStdString();
    EXPECT_EQ(bytes(), was);
}

} // namespace
