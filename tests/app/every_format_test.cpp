// #44, the day in every format, through the CLI as a director's scripts run it: a staged event's
// final places in its prizes, its federations' files and its site; no command writes a round the
// event does not have; a team event set up from one spreadsheet.
#include "../support/backend.h"
#include "../support/cli_run.h"
#include "store/tournament_file.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <map>

// Failures print the text, not its bytes.
inline void PrintTo(const QString& s, std::ostream* os) {
    *os << '"' << s.toStdString() << '"';
}

namespace {

using tengen::Game;
using tengen::GameResult;
using tengen::PlayerId;
using tengen::RoundNo;
using tengen::test::cli;
using tengen::test::CliRun;

QString readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

void write(const QString& path, const QString& text) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text.toUtf8());
}

// Sixty players with Chinese names and their pinyin, 6d down to 9k (four a grade), clubs in
// Chinese and Latin letters: ids 1 to 60 in this order.
QString sixtyPlayers() {
    const char* family[][2] = {{"王", "Wang"}, {"李", "Li"},   {"张", "Zhang"}, {"刘", "Liu"},
                               {"陈", "Chen"}, {"杨", "Yang"}, {"赵", "Zhao"},  {"黄", "Huang"},
                               {"周", "Zhou"}, {"吴", "Wu"}};
    const char* given[][2] = {{"伟", "Wei"}, {"芳", "Fang"}, {"娜", "Na"},
                              {"敏", "Min"}, {"静", "Jing"}, {"磊", "Lei"}};
    const char* clubs[] = {"北京棋院", "上海棋社", "Berlin", "广州围棋", "杭州棋院", "Paris"};
    const char* ranks[] = {"6d", "5d", "4d", "3d", "2d", "1d", "1k", "2k",
                           "3k", "4k", "5k", "6k", "7k", "8k", "9k"};
    QString csv = QStringLiteral("family,given,familylatin,givenlatin,rank,club,country,status\n");
    for (int i = 0; i < 60; ++i) {
        const QString n = QString::number(i);
        csv += QStringList{QString::fromUtf8(family[i % 10][0]),
                           QString::fromUtf8(given[i / 10][0]) + n,
                           QString::fromUtf8(family[i % 10][1]),
                           QString::fromUtf8(given[i / 10][1]) + n,
                           QString::fromUtf8(ranks[i / 4]),
                           QString::fromUtf8(clubs[i % 6]),
                           QStringLiteral("CN"),
                           QStringLiteral("final")}
                   .join(QLatin1Char(',')) +
               QLatin1Char('\n');
    }
    return csv;
}

std::vector<Game> gamesOf(const QString& event, int round) {
    return tengen::store::TournamentFile::open(event)->rounds().games(RoundNo{round});
}

// Every game of `round` decided: the lower id wins, or the higher one (an upset a round).
void decide(const QString& event, int round, bool lowerWins) {
    for (const Game& g : gamesOf(event, round)) {
        const bool whiteWins = (g.white < g.black) == lowerWins;
        const CliRun r =
            cli({QStringLiteral("result"), event, QStringLiteral("--round"), QString::number(round),
                 QStringLiteral("--table"), QString::number(g.table), QStringLiteral("--result"),
                 whiteWins ? QStringLiteral("1") : QStringLiteral("2")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
    }
}

// The rows of an HTML table's body as their cells' text.
std::vector<QStringList> htmlRows(const QString& html) {
    static const QRegularExpression row(QStringLiteral("<tr>(.*?)</tr>"));
    static const QRegularExpression cell(QStringLiteral("<td[^>]*>(.*?)</td>"));
    std::vector<QStringList> rows;
    for (auto r = row.globalMatch(html); r.hasNext();) {
        QStringList cells;
        for (auto c = cell.globalMatch(r.next().captured(1)); c.hasNext();)
            cells << c.next().captured(1);
        if (!cells.isEmpty())
            rows.push_back(cells);
    }
    return rows;
}

} // namespace

// #44 acceptance: a 60-player McMahon of 5 rounds and a top-8 knockout with a game for third
// place. `places`, `prizes`, the EGF file's order and the published standings agree on places
// 1 to 8 — the quarter-finals' losers share 5th everywhere; the prizes said 1 杨伟5 (third),
// 2 王芳10 (the champion), and the EGF file put the runner-up 4th.
TEST(EveryFormat, AnOpenWithATopEightKnockoutHasOnePlaceListEverywhere) {
    QTemporaryDir dir;
    const QString event = tengen::test::tournamentAt(dir, QStringLiteral("open"));
    ASSERT_EQ(
        cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("测试赛"),
             QStringLiteral("--name-latin"), QStringLiteral("Test Cup"), QStringLiteral("--system"),
             QStringLiteral("mcmahon"), QStringLiteral("--rounds"), QStringLiteral("5"),
             QStringLiteral("--place"), QStringLiteral("北京")})
            .code,
        0);
    const QString csv = dir.filePath(QStringLiteral("players.csv"));
    write(csv, sixtyPlayers());
    CliRun imported = cli(
        {QStringLiteral("import"), event, csv, QStringLiteral("--format"), QStringLiteral("csv")});
    ASSERT_EQ(imported.code, 0) << imported.err.toStdString();
    for (int round = 1; round <= 5; ++round) {
        const CliRun paired =
            cli({QStringLiteral("pair"), event, QStringLiteral("--round"), QString::number(round)});
        ASSERT_EQ(paired.code, 0) << paired.err.toStdString();
        decide(event, round, true);
        if (round == 2) { // 吴娜29 (id 30) leaves after round 2
            ASSERT_EQ(cli({QStringLiteral("player"), QStringLiteral("withdraw"), event,
                           QStringLiteral("30")})
                          .code,
                      0);
        }
    }
    CliRun r = cli({QStringLiteral("stage"), QStringLiteral("add"), event,
                    QStringLiteral("--format"), QStringLiteral("knockout"), QStringLiteral("--top"),
                    QStringLiteral("8"), QStringLiteral("--third-place")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    ASSERT_EQ(
        cli({QStringLiteral("pair"), event, QStringLiteral("--round"), QStringLiteral("6")}).code,
        0);
    for (int round = 6; round <= 8; ++round) // the bracket pairs 7 and 8 by itself
        decide(event, round, false);

    std::map<qint64, QString> nameOf;
    std::map<QString, QString> latinOf; // the EGF file's names: "Family Given"
    for (const QJsonValue& p :
         QJsonDocument::fromJson(cli({QStringLiteral("player"), QStringLiteral("list"), event,
                                      QStringLiteral("--json")})
                                     .out.toUtf8())
             .array()) {
        const QJsonObject o = p.toObject();
        nameOf[o.value(QStringLiteral("id")).toInteger()] =
            o.value(QStringLiteral("name")).toString();
        latinOf[o.value(QStringLiteral("name")).toString()] =
            o.value(QStringLiteral("family_latin")).toString() + QLatin1Char(' ') +
            o.value(QStringLiteral("given_latin")).toString();
    }
    r = cli({QStringLiteral("places"), event, QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray places = QJsonDocument::fromJson(r.out.toUtf8()).array();
    ASSERT_GE(places.size(), 8);
    QStringList top;
    for (int k = 0; k < 8; ++k)
        top << nameOf[places[k].toObject().value(QStringLiteral("player")).toInteger()];
    for (int k = 4; k < 8; ++k) { // the quarter-finals' losers
        EXPECT_EQ(places[k].toObject().value(QStringLiteral("place")).toInt(), 5);
        EXPECT_TRUE(places[k].toObject().value(QStringLiteral("shared")).toBool());
    }

    // The prizes: the final places, said so in the title.
    const QString prizes = dir.filePath(QStringLiteral("prizes.csv"));
    r = cli({QStringLiteral("prizes"), event, QStringLiteral("--sections"),
             QStringLiteral("overall=8"), QStringLiteral("--format"), QStringLiteral("csv"),
             QStringLiteral("-o"), prizes});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QStringList prizeNames;
    for (const QString& line : readAll(prizes).split(QLatin1Char('\n')))
        if (const QStringList cells = line.split(QLatin1Char(','));
            cells.size() > 3 && top.contains(cells[2]))
            prizeNames << cells[2];
    EXPECT_EQ(prizeNames, top);
    r = cli({QStringLiteral("prizes"), event, QStringLiteral("--sections"),
             QStringLiteral("overall=8"), QStringLiteral("--format"), QStringLiteral("text")});
    EXPECT_TRUE(r.out.contains(QStringLiteral("final places"))) << r.out.toStdString();

    // The EGF file: the same order, the shared place written once, clubs romanised, and the
    // player who withdrew absent only in the McMahon rounds.
    const QString h9 = dir.filePath(QStringLiteral("open.h9"));
    r = cli({QStringLiteral("export"), event, QStringLiteral("--format"), QStringLiteral("egf"),
             QStringLiteral("-o"), h9});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile egfFile(h9);
    ASSERT_TRUE(egfFile.open(QIODevice::ReadOnly));
    const QStringList egf = QString::fromLatin1(egfFile.readAll()).split(QLatin1Char('\n'));
    QStringList egfNames, egfPlaces;
    QString withdrawn;
    for (const QString& line : egf) {
        if (line.startsWith(QLatin1Char(';')) || line.trimmed().isEmpty())
            continue;
        egfNames << line.mid(5, 30).trimmed().replace(QLatin1Char('_'), QLatin1Char(' '));
        egfPlaces << line.left(4).trimmed();
        if (line.contains(QStringLiteral("Wu Na29")))
            withdrawn = line;
        EXPECT_FALSE(line.mid(43, 4).contains(QStringLiteral("xxxx"))) << line.toStdString();
    }
    ASSERT_GE(egfNames.size(), 8);
    for (int k = 0; k < 8; ++k)
        EXPECT_EQ(egfNames[k], latinOf[top[k]]) << k;
    EXPECT_EQ(egfPlaces.mid(4, 4), (QStringList{QStringLiteral("5"), {}, {}, {}}));
    EXPECT_TRUE(egf.join(QLatin1Char('\n')).contains(QStringLiteral(" Beij ")));
    const QStringList entries = withdrawn.mid(47).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    ASSERT_GE(entries.size(), 4 + 8) << withdrawn.toStdString();
    for (int round = 3; round <= 5; ++round) // absent in the McMahon rounds after he left
        EXPECT_EQ(entries[3 + round], QStringLiteral("0=")) << withdrawn.toStdString();
    for (int round = 6; round <= 8; ++round) // out of the knockout as every non-qualifier
        EXPECT_EQ(entries[3 + round], QStringLiteral("0-")) << withdrawn.toStdString();

    // The published site: the knockout's standings in its places, headed by the event's round
    // as the index links them.
    const QString site = dir.filePath(QStringLiteral("site"));
    r = cli({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("publish"), event,
             QStringLiteral("-o"), site});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QString standings = readAll(site + QStringLiteral("/standings.html"));
    EXPECT_TRUE(standings.contains(QStringLiteral("standings after round 8")))
        << standings.left(600).toStdString();
    EXPECT_FALSE(standings.contains(QStringLiteral("after round 3")));
    EXPECT_FALSE(standings.contains(QStringLiteral("McMahon")));
    EXPECT_TRUE(readAll(site + QStringLiteral("/index.html"))
                    .contains(QStringLiteral("Standings after round 8")));
    const std::vector<QStringList> rows = htmlRows(standings);
    ASSERT_EQ(rows.size(), 8u);
    for (int k = 0; k < 8; ++k) {
        EXPECT_EQ(rows[static_cast<std::size_t>(k)][1], top[k]) << k;
        EXPECT_EQ(rows[static_cast<std::size_t>(k)][0],
                  k < 4 ? QString::number(k + 1) : QStringLiteral("5="))
            << k;
    }
    const QString placesPage = readAll(site + QStringLiteral("/places.html"));
    for (int k = 0; k < 8; ++k)
        EXPECT_TRUE(placesPage.contains(top[k]));
}

// #44 point 6: groups' standings in text are headed group by group and numbered down the page;
// the crosstable numbers each player as the schedule did (its columns in that order).
TEST(EveryFormat, GroupStandingsHaveTheirHeadingsAndTheCrosstableTheSchedulesNumbers) {
    QTemporaryDir dir;
    const QString event = tengen::test::tournamentAt(dir, QStringLiteral("groups"));
    ASSERT_EQ(cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("小组赛"),
                   QStringLiteral("--system"), QStringLiteral("groups"), QStringLiteral("--groups"),
                   QStringLiteral("2"), QStringLiteral("--per-group"), QStringLiteral("2"),
                   QStringLiteral("--seating"), QStringLiteral("lots")})
                  .code,
              0);
    const QString csv = dir.filePath(QStringLiteral("players.csv"));
    write(csv, sixtyPlayers().section(QLatin1Char('\n'), 0, 8) + QLatin1Char('\n'));
    ASSERT_EQ(cli({QStringLiteral("import"), event, csv, QStringLiteral("--format"),
                   QStringLiteral("csv")})
                  .code,
              0);
    ASSERT_EQ(cli({QStringLiteral("stage"), QStringLiteral("place"), event,
                   QStringLiteral("--seed"), QStringLiteral("44")})
                  .code,
              0);
    for (int round = 1; round <= 3; ++round) {
        ASSERT_EQ(
            cli({QStringLiteral("pair"), event, QStringLiteral("--round"), QString::number(round)})
                .code,
            0);
        decide(event, round, true);
    }
    CliRun r = cli({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("standings"),
                    event, QStringLiteral("--stage"), QStringLiteral("1"),
                    QStringLiteral("--format"), QStringLiteral("text")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    const qsizetype a = lines.indexOf(QStringLiteral("Group A"));
    const qsizetype b = lines.indexOf(QStringLiteral("Group B"));
    ASSERT_GE(a, 0) << r.out.toStdString();
    ASSERT_GT(b, a + 4) << r.out.toStdString();
    // Lines 1 to 8 down the page: the rounds' opponent numbers refer to them.
    EXPECT_TRUE(lines[a + 1].trimmed().startsWith(QStringLiteral("1 "))) << r.out.toStdString();
    EXPECT_TRUE(lines[b + 1].trimmed().startsWith(QStringLiteral("5 "))) << r.out.toStdString();
    r = cli({QStringLiteral("standings"), event, QStringLiteral("--stage"), QStringLiteral("1"),
             QStringLiteral("--format"), QStringLiteral("csv")});
    EXPECT_TRUE(r.out.section(QLatin1Char('\n'), 1, 1).contains(QStringLiteral("A")));

    // The schedule's numbers, group A.
    r = cli({QStringLiteral("stage"), QStringLiteral("schedule"), event, QStringLiteral("--format"),
             QStringLiteral("csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    std::map<QString, QString> numberOf;
    for (const QString& line : r.out.split(QLatin1Char('\n'))) {
        const QStringList cells = line.split(QLatin1Char(','));
        if (cells.size() >= 3 && cells[0] == QLatin1String("A"))
            numberOf[cells[2]] = cells[1];
    }
    ASSERT_EQ(numberOf.size(), 4u) << r.out.toStdString();
    r = cli({QStringLiteral("crosstable"), event, QStringLiteral("--stage"), QStringLiteral("1"),
             QStringLiteral("--format"), QStringLiteral("csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    int checked = 0;
    for (const QString& line : r.out.split(QLatin1Char('\n'))) {
        const QStringList cells = line.split(QLatin1Char(','));
        if (cells.size() > 3 && numberOf.contains(cells[2])) {
            EXPECT_EQ(cells[1], numberOf[cells[2]]) << line.toStdString();
            // His own column, numbered as he is, is the cross.
            EXPECT_EQ(cells[2 + cells[1].toInt()], QStringLiteral("×")) << line.toStdString();
            ++checked;
        }
    }
    EXPECT_EQ(checked, 4) << r.out.toStdString();
}

// #44 point 5 acceptance: no command writes a round the event does not have — `team pair
// --round 100` left a file every program refused ("changed outside Tengen"); a plain `team
// pair` after the last round paired round N+1. Each is refused (exit 1) and the file opens.
TEST(EveryFormat, NoCommandWritesARoundTheEventDoesNotHave) {
    QTemporaryDir dir;
    const QString event = tengen::test::tournamentAt(dir, QStringLiteral("league"));
    ASSERT_EQ(cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("联赛"),
                   QStringLiteral("--system"), QStringLiteral("swiss"), QStringLiteral("--rounds"),
                   QStringLiteral("2"), QStringLiteral("--teams"), QStringLiteral("--board-count"),
                   QStringLiteral("2")})
                  .code,
              0);
    QString csv = QStringLiteral("name,rank,team,board,status\n");
    for (int t = 1; t <= 4; ++t)
        for (int b = 1; b <= 2; ++b)
            csv += QStringLiteral("选手%1%2,%3k,队%1,%2,final\n").arg(t).arg(b).arg(t + b);
    const QString players = dir.filePath(QStringLiteral("teams.csv"));
    write(players, csv);
    CliRun r = cli({QStringLiteral("import"), event, players, QStringLiteral("--format"),
                    QStringLiteral("csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const auto refused = [&](const QStringList& args) {
        const CliRun run = cli(args);
        EXPECT_EQ(run.code, 1) << args.join(u' ').toStdString() << ": " << run.err.toStdString();
        EXPECT_EQ(cli({QStringLiteral("player"), QStringLiteral("list"), event}).code, 0)
            << "the file opens after " << args.join(u' ').toStdString();
        return run;
    };
    refused({QStringLiteral("team"), QStringLiteral("pair"), event, QStringLiteral("--round"),
             QStringLiteral("100")});
    refused({QStringLiteral("team"), QStringLiteral("pair"), event, QStringLiteral("--round"),
             QStringLiteral("3")});
    refused({QStringLiteral("team"), QStringLiteral("pair"), event, QStringLiteral("--round"),
             QStringLiteral("100"), QStringLiteral("--home"), QStringLiteral("1"),
             QStringLiteral("--away"), QStringLiteral("2")});
    refused({QStringLiteral("team"), QStringLiteral("lineup"), event, QStringLiteral("--team"),
             QStringLiteral("1"), QStringLiteral("--round"), QStringLiteral("100"),
             QStringLiteral("--default")});
    refused({QStringLiteral("pair"), event, QStringLiteral("--fix"), QStringLiteral("1"),
             QStringLiteral("3"), QStringLiteral("--round"), QStringLiteral("100")});
    refused({QStringLiteral("standings"), event, QStringLiteral("--round"), QStringLiteral("100"),
             QStringLiteral("--format"), QStringLiteral("text")});
    for (int round = 1; round <= 2; ++round)
        ASSERT_EQ(cli({QStringLiteral("team"), QStringLiteral("pair"), event}).code, 0) << round;
    r = refused({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("team"),
                 QStringLiteral("pair"), event});
    EXPECT_TRUE(r.err.contains(QStringLiteral("every round of the event is paired")))
        << r.err.toStdString();
    EXPECT_TRUE(gamesOf(event, 3).empty());
    // An individual event and a staged one, the same.
    const QString open = tengen::test::tournamentAt(dir, QStringLiteral("open"));
    ASSERT_EQ(cli({QStringLiteral("new"), open, QStringLiteral("--name"), QStringLiteral("X"),
                   QStringLiteral("--system"), QStringLiteral("mcmahon"),
                   QStringLiteral("--rounds"), QStringLiteral("3")})
                  .code,
              0);
    EXPECT_EQ(
        cli({QStringLiteral("pair"), open, QStringLiteral("--round"), QStringLiteral("100")}).code,
        1);
    EXPECT_EQ(cli({QStringLiteral("bracket"), open, QStringLiteral("decide"),
                   QStringLiteral("--round"), QStringLiteral("100"), QStringLiteral("--table"),
                   QStringLiteral("1"), QStringLiteral("--winner"), QStringLiteral("1"),
                   QStringLiteral("--reason"), QStringLiteral("x")})
                  .code,
              1);
    EXPECT_EQ(cli({QStringLiteral("player"), QStringLiteral("list"), open}).code, 0);
}

// #44 point 7 acceptance: a team event of 12 schools × (4 + 1) from a spreadsheet with team
// (队伍) and board (台次) columns — its teams come with the import, members in board order,
// reserves after (the columns were "unknown" before); two players on one board of a team are
// refused naming both lines, and nothing is imported.
TEST(EveryFormat, TwelveSchoolsTeamsComeWithTheirSpreadsheet) {
    QTemporaryDir dir;
    const QString event = tengen::test::tournamentAt(dir, QStringLiteral("schools"));
    ASSERT_EQ(cli({QStringLiteral("new"), event, QStringLiteral("--name"),
                   QStringLiteral("中小学团体赛"), QStringLiteral("--system"),
                   QStringLiteral("swiss"), QStringLiteral("--rounds"), QStringLiteral("5"),
                   QStringLiteral("--teams"), QStringLiteral("--board-count"), QStringLiteral("4")})
                  .code,
              0);
    QString csv = QStringLiteral("姓名,段位,单位,队伍,台次,状态\n");
    for (int school = 12; school >= 1; --school) // the rows in no team's order
        for (int board : {5, 2, 4, 1, 3})
            csv += QStringLiteral("学生%1-%2,%3k,学校%1,学校%1队,%2,正式\n")
                       .arg(school)
                       .arg(board)
                       .arg(board + 2);
    const QString path = dir.filePath(QStringLiteral("schools.csv"));
    write(path, csv);
    CliRun r = cli(
        {QStringLiteral("import"), event, path, QStringLiteral("--format"), QStringLiteral("csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("unknown column"))) << r.err.toStdString();
    r = cli({QStringLiteral("team"), QStringLiteral("list"), event, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray teams = QJsonDocument::fromJson(r.out.toUtf8()).array();
    ASSERT_EQ(teams.size(), 12);
    r = cli({QStringLiteral("player"), QStringLiteral("list"), event, QStringLiteral("--json")});
    std::map<qint64, QString> nameOf;
    for (const QJsonValue& p : QJsonDocument::fromJson(r.out.toUtf8()).array())
        nameOf[p.toObject().value(QStringLiteral("id")).toInteger()] =
            p.toObject().value(QStringLiteral("name")).toString();
    for (const QJsonValue& t : teams) {
        const QJsonObject team = t.toObject();
        const QString name = team.value(QStringLiteral("name")).toString();
        const QString school = name.chopped(1); // 学校7队 → 学校7
        const QJsonArray members = team.value(QStringLiteral("members")).toArray();
        ASSERT_EQ(members.size(), 5) << name.toStdString();
        for (int b = 1; b <= 5; ++b)
            EXPECT_EQ(nameOf[members[b - 1].toInteger()],
                      QStringLiteral("学生%1-%2").arg(school.mid(2)).arg(b))
                << name.toStdString();
        EXPECT_EQ(team.value(QStringLiteral("club")).toString(), school);
    }
    // Two on one board: both lines named, nothing imported.
    const QString again = tengen::test::tournamentAt(dir, QStringLiteral("again"));
    ASSERT_EQ(cli({QStringLiteral("new"), again, QStringLiteral("--name"), QStringLiteral("X"),
                   QStringLiteral("--system"), QStringLiteral("swiss"), QStringLiteral("--rounds"),
                   QStringLiteral("3"), QStringLiteral("--teams"), QStringLiteral("--board-count"),
                   QStringLiteral("2")})
                  .code,
              0);
    write(path, QStringLiteral("name,team,board\nA1,甲,1\nA2,甲,2\nA3,甲,1\n"));
    r = cli({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("import"), again, path,
             QStringLiteral("--format"), QStringLiteral("csv")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("lines 2 and 4"))) << r.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(cli({QStringLiteral("player"), QStringLiteral("list"), again,
                                           QStringLiteral("--json")})
                                          .out.toUtf8())
                  .array()
                  .size(),
              0);
}

// #44 point 14: the door's queue checked in with one command, in one change.
TEST(EveryFormat, SeveralPlayersAreCheckedInAtOnce) {
    QTemporaryDir dir;
    const QString event = tengen::test::tournamentAt(dir, QStringLiteral("door"));
    ASSERT_EQ(cli({QStringLiteral("new"), event, QStringLiteral("--name"), QStringLiteral("X"),
                   QStringLiteral("--system"), QStringLiteral("mcmahon"),
                   QStringLiteral("--rounds"), QStringLiteral("3")})
                  .code,
              0);
    for (int i = 1; i <= 4; ++i)
        ASSERT_EQ(
            cli({QStringLiteral("player"), QStringLiteral("add"), event, QStringLiteral("--family"),
                 QStringLiteral("王"), QStringLiteral("--given"), QStringLiteral("%1号").arg(i),
                 QStringLiteral("--rank"), QStringLiteral("%1k").arg(i)})
                .code,
            0);
    const CliRun r = cli({QStringLiteral("player"), QStringLiteral("round"), event,
                          QStringLiteral("1,2"), QStringLiteral("4"), QStringLiteral("--round"),
                          QStringLiteral("1"), QStringLiteral("--check-in")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray players =
        QJsonDocument::fromJson(
            cli({QStringLiteral("player"), QStringLiteral("list"), event, QStringLiteral("--json")})
                .out.toUtf8())
            .array();
    ASSERT_EQ(players.size(), 4);
    for (const QJsonValue& p : players)
        EXPECT_EQ(p.toObject().value(QStringLiteral("status")).toString(),
                  p.toObject().value(QStringLiteral("id")).toInt() == 3
                      ? QStringLiteral("preliminary")
                      : QStringLiteral("final"));
}
