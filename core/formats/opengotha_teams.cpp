// An OpenGotha file's teams (docs/formats.md §2): <Team> and its <Board> line-ups, the team size,
// the teams' placement criteria, and the team event they make once the players are known.
#include "opengotha_read.h"

#include <QLatin1String>

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>

namespace tengen::formats::opengotha_detail {

// <Team teamName teamNumber>: its <Board> elements follow.
void OpenGothaRead::team(const QXmlStreamAttributes& a) {
    PendingTeam t;
    t.name = a.value(QLatin1String("teamName")).toString().trimmed();
    t.number = a.value(QLatin1String("teamNumber")).toInt();
    t.line = static_cast<int>(xml.lineNumber());
    // A team inside a team, or one name for two teams: which team a board is of is anybody's
    // guess (#45: both were read, the boards going to whichever came last).
    if (inTeam && !pendingTeams.empty())
        error(QStringLiteral("Team"),
              Problem(QT_TRANSLATE_NOOP("tengen", "a team inside the team of line %1"),
                      problemArg(pendingTeams.back().line)));
    inTeam = true;
    if (const auto same = teamLines.constFind(t.name.toCaseFolded());
        !t.name.isEmpty() && same != teamLines.constEnd())
        error(QStringLiteral("Team teamName"),
              Problem(QT_TRANSLATE_NOOP("tengen", "%1 is the name of the team of line %2 too"),
                      problemArg(t.name), problemArg(*same)));
    else
        teamLines.insert(t.name.toCaseFolded(), t.line);
    if (t.name.isEmpty())
        error(QStringLiteral("Team teamName"),
              Problem(QT_TRANSLATE_NOOP("tengen", "a team needs a name")));
    // As the team will be checked when it is stored, but here with the file's line.
    else if (const Problem p = checkText(t.name.toStdString(), "teamName", 200); !p.empty())
        error(QStringLiteral("Team teamName"), p);
    pendingTeams.push_back(std::move(t));
}

// <Board boardNumber player roundNumber>: who plays that board of the team in that round.
void OpenGothaRead::board(const QXmlStreamAttributes& a) {
    if (pendingTeams.empty() || !inTeam) {
        error(QStringLiteral("Board"),
              Problem(QT_TRANSLATE_NOOP("tengen", "a board outside a team")));
        return;
    }
    PendingBoard b;
    bool okBoard = false, okRound = false;
    b.board = a.value(QLatin1String("boardNumber")).toInt(&okBoard);
    b.round = a.value(QLatin1String("roundNumber")).toInt(&okRound);
    b.player = a.value(QLatin1String("player")).toString();
    b.line = static_cast<int>(xml.lineNumber());
    if (!okBoard || !okRound || b.board < 1 || b.board > kMaxBoards || b.round < 1 ||
        b.round > kMaxRounds) {
        error(QStringLiteral("Board boardNumber/roundNumber"),
              Problem(QT_TRANSLATE_NOOP("tengen", "board %1 of round %2: boards are 1 to %3, "
                                                  "rounds 1 to %4"),
                      problemArg(a.value(QLatin1String("boardNumber"))),
                      problemArg(a.value(QLatin1String("roundNumber"))), problemArg(kMaxBoards),
                      problemArg(kMaxRounds)));
        return;
    }
    pendingTeams.back().boards.push_back(std::move(b));
}

// <TeamGeneralParameterSet teamSize>: the number of boards.
void OpenGothaRead::teamGeneral(const QXmlStreamAttributes& a) {
    bool ok = false;
    teamSize = a.value(QLatin1String("teamSize")).toInt(&ok);
    if (!ok || teamSize < 1 || teamSize > kMaxBoards)
        error(QStringLiteral("TeamGeneralParameterSet teamSize"),
              Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a team size of 1 to %2"),
                      problemArg(a.value(QLatin1String("teamSize"))), problemArg(kMaxBoards)));
}

// A <PlacementCriterion> of the teams' placement: OpenGotha's names are Tengen's; its median
// rating is not kept (warned).
void OpenGothaRead::teamCriterion(const QXmlStreamAttributes& a) {
    const QString name = a.value(QLatin1String("name")).toString();
    if (name == QLatin1String("NULL"))
        return;
    if (const auto c = tryParseTeamCriterion(name.toStdString());
        c && (name == QLatin1String("TEAMP") || name == QLatin1String("SOST") ||
              name == QLatin1String("MNR") || name.startsWith(QLatin1String("BDW")))) {
        if (std::find(teamCriteria.begin(), teamCriteria.end(), *c) == teamCriteria.end())
            teamCriteria.push_back(*c);
        return;
    }
    warn(QStringLiteral("PlacementCriterion name"),
         Problem(QT_TRANSLATE_NOOP("tengen", "team criterion '%1' is not one Tengen counts: left "
                                             "out of the team standings"),
                 problemArg(name)));
}

// The teams, once the players are known: each round's line-up by board; the event becomes a
// team event of the file's team size, counted as OpenGotha counts (2/1/0, more than half the
// boards wins). A team of one board is no team event: the teams are left out, warned.
void OpenGothaRead::readTeams() {
    if (pendingTeams.empty() || !parse.batch.settings)
        return;
    if (teamSize < kMinBoards) {
        parse.warnings.push_back(
            {fileName, pendingTeams.front().line, QStringLiteral("TeamGeneralParameterSet"),
             Problem(QT_TRANSLATE_NOOP("tengen", "teams of %1 board: read as an individual "
                                                 "event, the teams left out"),
                     problemArg(teamSize))});
        return;
    }
    QHash<QPair<int, int>, int> lineOf; // (player, round) -> the line placing him in a team
    std::map<std::tuple<int, int, int>, int> boardLine; // (team's line, round, board) -> line
    for (const PendingTeam& t : pendingTeams) {
        ImportedTeam team;
        team.name = t.name.toStdString();
        team.number = t.number;
        team.line = t.line;
        for (const PendingBoard& b : t.boards) {
            if (b.round > parse.batch.settings->rounds || b.board > teamSize)
                continue; // OpenGotha lists every round it can hold, and boards it does not play
            const int p = resolve(b.player, b.line, QStringLiteral("Board player"));
            if (p < 0)
                continue;
            if (const int other = lineOf.value(qMakePair(p, b.round)); other > 0) {
                parse.warnings.push_back(
                    {fileName, b.line, QStringLiteral("Board player"),
                     Problem(QT_TRANSLATE_NOOP("tengen", "%1 is on a board of round %2 already "
                                                         "(line %3): left out here"),
                             problemArg(b.player), problemArg(b.round), problemArg(other))});
                continue;
            }
            lineOf.insert(qMakePair(p, b.round), b.line);
            std::vector<int>& lineup = team.lineups[b.round];
            if (static_cast<int>(lineup.size()) < b.board)
                lineup.resize(static_cast<std::size_t>(b.board), -1);
            int& seat = lineup[static_cast<std::size_t>(b.board - 1)];
            if (seat >= 0) { // two players on one board: neither is to be preferred
                parse.errors.push_back(
                    {fileName, b.line, QStringLiteral("Board boardNumber"),
                     Problem(QT_TRANSLATE_NOOP("tengen", "board %1 of round %2 of %3 has a "
                                                         "player already (line %4)"),
                             problemArg(b.board), problemArg(b.round), problemArg(t.name),
                             problemArg(boardLine[{t.line, b.round, b.board}]))});
                continue;
            }
            seat = p;
            boardLine[{t.line, b.round, b.board}] = b.line;
        }
        parse.batch.teams.push_back(std::move(team));
    }
    TournamentSettings& s = *parse.batch.settings;
    s.boards = teamSize;
    s.team.match.count = MatchCount::OpenGotha;
    std::erase_if(teamCriteria, [&](const TeamCriterion& c) {
        return c.kind == TeamCriterionKind::BoardPointsUpTo && c.boards > teamSize;
    });
    if (!teamCriteria.empty())
        s.team.criteria = teamCriteria;
    else
        s.team.criteria = *teamCriteriaPreset("opengotha");
    if (!validateTeamRules(s.team, s.boards).empty())
        s.team.criteria = {{TeamCriterionKind::MatchPoints, 0}};
}

} // namespace tengen::formats::opengotha_detail
