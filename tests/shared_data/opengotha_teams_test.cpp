// OpenGotha's team files import whole (#32): their teams, line-ups and games, and team standings
// equal to what OpenGotha's rules give — worked out here from the XML alone, as OpenGotha's
// Match and ScoredTeamsSet count (a match from each team's board-1 game; each board scored from
// each side's own player's game; 2 team points above max(team size, the other side), 1 at it;
// SOST, BDW and BDWnU in OpenGotha's units) — and an export read back keeps all of it.
#include "actions/team_rounds.h"
#include "formats/importers.h"
#include "formats/opengotha_writer.h"
#include "store/tournament_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace tengen;

namespace {

// What OpenGotha's rules give each team after the file's last round, by team name.
struct OpenGothaTeamValues {
    long long teamPoints = 0, sost = 0, boardWins = 0;
    std::vector<long long> upperBoards; // BDW1U, BDW2U, ...
};

std::map<QString, OpenGothaTeamValues> byHand(const QString& path, int* boardsOut) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    struct G {
        QString white, black, result;
    };
    std::map<std::pair<int, QString>, G> gameOf;                     // (round, player key) -> game
    std::map<QString, std::map<int, std::map<int, QString>>> boards; // team -> round -> board
    QString team;
    int teamSize = 0, rounds = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("Game")) {
            const G g{a.value(QLatin1String("whitePlayer")).toString(),
                      a.value(QLatin1String("blackPlayer")).toString(),
                      a.value(QLatin1String("result")).toString()};
            const int r = a.value(QLatin1String("roundNumber")).toInt();
            gameOf[{r, g.white}] = g;
            gameOf[{r, g.black}] = g;
        } else if (xml.name() == QLatin1String("Team")) {
            team = a.value(QLatin1String("teamName")).toString();
        } else if (xml.name() == QLatin1String("Board")) {
            boards[team][a.value(QLatin1String("roundNumber")).toInt()]
                  [a.value(QLatin1String("boardNumber")).toInt()] =
                      a.value(QLatin1String("player")).toString();
        } else if (xml.name() == QLatin1String("TeamGeneralParameterSet")) {
            teamSize = a.value(QLatin1String("teamSize")).toInt();
        } else if (xml.name() == QLatin1String("GeneralParameterSet")) {
            rounds = a.value(QLatin1String("numberOfRounds")).toInt();
        }
    }
    *boardsOut = teamSize;
    // WX2 of `player` in his game of round r: 2 a win (by forfeit too, or both win), 1 a jigo.
    const auto wx2 = [&](int r, const QString& player) {
        const auto g = gameOf.find({r, player});
        if (g == gameOf.end())
            return 0;
        const QString& res = g->second.result;
        const bool white = g->second.white == player;
        if (res.startsWith(QLatin1String("RESULT_BOTHWIN")))
            return 2;
        if (res.startsWith(QLatin1String("RESULT_EQUAL")))
            return 1;
        if (res.startsWith(QLatin1String("RESULT_WHITEWINS")))
            return white ? 2 : 0;
        if (res.startsWith(QLatin1String("RESULT_BLACKWINS")))
            return white ? 0 : 2;
        return 0;
    };
    std::map<QString, OpenGothaTeamValues> out;
    std::map<QString, std::vector<QString>> opponents;
    for (const auto& [name, perRound] : boards)
        out[name].upperBoards.assign(static_cast<std::size_t>(teamSize), 0);
    for (int r = 1; r <= rounds; ++r) {
        std::map<QString, QString> teamOfPlayer;
        for (const auto& [name, perRound] : boards)
            if (const auto l = perRound.find(r); l != perRound.end())
                for (const auto& [b, player] : l->second)
                    teamOfPlayer[player] = name;
        std::set<std::pair<QString, QString>> seen;
        for (const auto& [name, perRound] : boards) {
            const auto l = perRound.find(r);
            if (l == perRound.end() || !l->second.contains(1))
                continue;
            const QString first = l->second.at(1);
            const auto g = gameOf.find({r, first});
            if (g == gameOf.end())
                continue;
            const QString opponent = g->second.white == first ? g->second.black : g->second.white;
            if (!teamOfPlayer.contains(opponent) || teamOfPlayer[opponent] == name)
                continue;
            const QString other = teamOfPlayer[opponent];
            if (!seen.insert({std::min(name, other), std::max(name, other)}).second)
                continue;
            int sums[2] = {0, 0};
            const QString sides[2] = {name, other};
            for (int s = 0; s < 2; ++s)
                for (int b = 1; b <= teamSize; ++b) {
                    const auto& lineup = boards[sides[s]][r];
                    const int v = lineup.contains(b) ? wx2(r, lineup.at(b)) : 0;
                    sums[s] += v;
                    out[sides[s]].boardWins += v;
                    for (int u = b; u <= teamSize; ++u)
                        out[sides[s]].upperBoards[static_cast<std::size_t>(u - 1)] += v;
                }
            for (int s = 0; s < 2; ++s) {
                const int threshold = std::max(teamSize, sums[1 - s]);
                out[sides[s]].teamPoints += sums[s] > threshold ? 2 : sums[s] == threshold ? 1 : 0;
                opponents[sides[s]].push_back(sides[1 - s]);
            }
        }
    }
    for (auto& [name, v] : out)
        for (const QString& o : opponents[name])
            v.sost += out[o].teamPoints;
    return out;
}

void expectOpenGothaValues(store::TournamentFile& file, const QString& source) {
    int teamSize = 0;
    const auto expected = byHand(source, &teamSize);
    TeamHistory history;
    const std::vector<TeamStandingsRow> rows = teamStandingsInFile(file, 0, &history);
    ASSERT_EQ(rows.size(), expected.size()) << "every team";
    EXPECT_EQ(history.boards, teamSize);
    for (const TeamStandingsRow& row : rows) {
        const Team* team = nullptr;
        for (const Team& t : history.teams)
            if (t.id == row.team)
                team = &t;
        ASSERT_NE(team, nullptr);
        const OpenGothaTeamValues& want = expected.at(QString::fromStdString(team->displayName()));
        SCOPED_TRACE(team->displayName());
        for (std::size_t k = 0; k < history.rules.criteria.size(); ++k) {
            const TeamCriterion& c = history.rules.criteria[k];
            switch (c.kind) {
            case TeamCriterionKind::MatchPoints: // OpenGotha's 2/1/0 team points
                EXPECT_EQ(row.values[k], want.teamPoints * 2) << "TEAMP";
                break;
            case TeamCriterionKind::OpponentsMatchPoints:
                EXPECT_EQ(row.values[k], want.sost * 2) << "SOST";
                break;
            case TeamCriterionKind::BoardPoints: // WX2: half points
                EXPECT_EQ(row.values[k], want.boardWins) << "BDW";
                break;
            case TeamCriterionKind::BoardPointsUpTo:
                EXPECT_EQ(row.values[k], want.upperBoards[static_cast<std::size_t>(c.boards - 1)])
                    << teamCriterionId(c);
                break;
            default:
                break;
            }
        }
    }
}

std::unique_ptr<store::TournamentFile> imported(const QTemporaryDir& dir, const QString& name,
                                                const QString& source) {
    QFile f(source);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    const formats::ImportParse parse = formats::parseOpenGotha(f.readAll(), source);
    EXPECT_TRUE(parse.errors.empty());
    TournamentSettings s;
    s.nameNative = "import";
    auto file = store::TournamentFile::create(dir.filePath(name), s);
    file->players().import(parse.batch);
    return file;
}

} // namespace

TEST(OpenGothaTeams, TheTeamFilesImportWholeWithOpenGothasStandingsAndComeBackFromAnExport) {
    for (const char* name : {"TournoiChinois.xml", "Tournoi de Juvisy.xml"}) {
        SCOPED_TRACE(name);
        const QString source = QStringLiteral(TENGEN_SHARED_DIR "/formats/opengotha-tournaments/") +
                               QString::fromUtf8(name);
        QTemporaryDir dir;
        auto file = imported(dir, QStringLiteral("a.tengen"), source);
        EXPECT_TRUE(file->settings().get().teamEvent());
        expectOpenGothaValues(*file, source);
        // Out to OpenGotha and in again: the same teams, line-ups, games and standings.
        const formats::OpenGothaExport out = formats::openGothaXml(
            file->settings().get(), file->settings().pairing(), file->players().all(),
            file->rounds().games(), file->rounds().byes(), file->teams().all(),
            file->teamRounds().all());
        const QString exported = dir.filePath(QStringLiteral("out.xml"));
        QFile w(exported);
        ASSERT_TRUE(w.open(QIODevice::WriteOnly));
        w.write(out.xml);
        w.close();
        auto again = imported(dir, QStringLiteral("b.tengen"), exported);
        expectOpenGothaValues(*again, source);
        const auto names = [](const store::TournamentFile& f) {
            std::vector<std::pair<std::string, std::size_t>> teams;
            for (const Team& t : f.teams().all())
                teams.emplace_back(t.displayName(), t.members.size());
            return teams;
        };
        EXPECT_EQ(names(*again), names(*file));
        EXPECT_EQ(again->rounds().games().size(), file->rounds().games().size());
        const auto lineups = [](const store::TournamentFile& f) {
            std::vector<std::pair<int, std::size_t>> out;
            for (const TeamRound& r : f.teamRounds().all())
                out.emplace_back(r.round, r.lineups.size());
            return out;
        };
        EXPECT_EQ(lineups(*again), lineups(*file));
    }
}
