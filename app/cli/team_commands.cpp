#include "team_commands.h"

#include "actions/players.h"
#include "actions/rounds.h"
#include "actions/settings_actions.h"
#include "actions/stages.h"
#include "actions/team_rounds.h"
#include "actions/teams.h"
#include "base/qt_text.h"
#include "cli.h"
#include "cli_args.h"
#include "common/player_json.h"
#include "documents/documents.h"
#include "documents/team_documents.h"
#include "report_commands.h"
#include "store/tournament_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrl>

namespace tengen::cli {

namespace {

const QSet<QString> kTeamOptions = {QStringLiteral("name"),    QStringLiteral("name-latin"),
                                    QStringLiteral("club"),    QStringLiteral("country"),
                                    QStringLiteral("captain"), QStringLiteral("members")};

PlayerId playerIdOf(const QString& text, const QString& option) {
    bool ok = false;
    const PlayerId id{text.trimmed().toLongLong(&ok)};
    if (!ok || id <= 0)
        throw UsageError{Cli::tr("%1: '%2' is not a player id").arg(option, text)};
    return id;
}

TeamId teamIdOf(const QString& text) {
    bool ok = false;
    const TeamId id{text.toLongLong(&ok)};
    if (!ok || id.value() <= 0)
        throw UsageError{Cli::tr("'%1' is not a team id").arg(text)};
    return id;
}

// The options given, over `team` (edit keeps what is not given).
Team withOptions(Team team, const Args& a) {
    if (a.has(QStringLiteral("name")))
        team.nameNative = a.value(QStringLiteral("name")).trimmed().toStdString();
    if (a.has(QStringLiteral("name-latin")))
        team.nameLatin = a.value(QStringLiteral("name-latin")).trimmed().toStdString();
    if (a.has(QStringLiteral("club")))
        team.club = a.value(QStringLiteral("club")).trimmed().toStdString();
    if (a.has(QStringLiteral("country")))
        team.country = a.value(QStringLiteral("country")).trimmed().toUpper().toStdString();
    if (a.has(QStringLiteral("captain"))) {
        const QString captain = a.value(QStringLiteral("captain"));
        team.captain = captain.isEmpty()
                           ? std::nullopt
                           : std::optional(playerIdOf(captain, QStringLiteral("--captain")));
    }
    if (a.has(QStringLiteral("members"))) {
        team.members.clear();
        for (const QString& m :
             a.value(QStringLiteral("members")).split(QLatin1Char(','), Qt::SkipEmptyParts))
            team.members.push_back(playerIdOf(m, QStringLiteral("--members")));
    }
    return team;
}

// The JSON contract (issue #32): ids are numbers, members in board order.
QJsonObject toJson(const Team& t) {
    QJsonArray members;
    for (PlayerId p : t.members)
        members.append(static_cast<qint64>(p.value()));
    QJsonObject o{{QStringLiteral("id"), static_cast<qint64>(t.id.value())},
                  {QStringLiteral("name"), QString::fromStdString(t.displayName())},
                  {QStringLiteral("name_native"), QString::fromStdString(t.nameNative)},
                  {QStringLiteral("name_latin"), QString::fromStdString(t.nameLatin)},
                  {QStringLiteral("club"), QString::fromStdString(t.club)},
                  {QStringLiteral("country"), QString::fromStdString(t.country)},
                  {QStringLiteral("members"), members}};
    o.insert(QStringLiteral("captain"),
             t.captain ? QJsonValue(static_cast<qint64>(t.captain->value())) : QJsonValue());
    return o;
}

void printTeam(QTextStream& out, const store::TournamentFile& file, const Team& t, int boards) {
    out << QStringLiteral("%1  %2")
               .arg(t.id.value(), 4)
               .arg(QString::fromStdString(t.displayName()));
    if (!t.club.empty())
        out << QStringLiteral("  ") << QString::fromStdString(t.club);
    out << '\n';
    for (std::size_t i = 0; i < t.members.size(); ++i) {
        const auto p = file.players().find(t.members[i]);
        const QString name =
            p ? QString::fromStdString(p->displayName()) : QString::number(t.members[i].value());
        out << "      "
            << (static_cast<int>(i) < boards ? Cli::tr("board %1").arg(i + 1) : Cli::tr("reserve"))
            << QStringLiteral("  %1").arg(name)
            << (t.captain == t.members[i] ? Cli::tr("  (captain)") : QString()) << '\n';
    }
}

// A team as written: its JSON, or its lines.
void printStored(QTextStream& out, const store::TournamentFile& file, const Team& team, bool json) {
    if (json)
        printJson(out, toJson(team));
    else
        printTeam(out, file, team, file.settings().get().boards);
}

// The team the command names (its second argument); an unknown id is invalid input.
Team teamOrThrow(const store::TournamentFile& file, const Args& a) {
    const FoundTeam found = findTeam(file, teamIdOf(a.positionalAt(1, Cli::tr("the team id"))));
    throwIfRefused(found.refusal);
    return found.team;
}

TeamId teamOption(const Args& a) {
    if (!a.has(QStringLiteral("team")))
        throw UsageError{Cli::tr("--team is required")};
    return teamIdOf(a.value(QStringLiteral("team")));
}

std::vector<PlayerId> playerList(const QString& text, const QString& option) {
    std::vector<PlayerId> out;
    for (const QString& id : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out.push_back(playerIdOf(id, option));
    return out;
}

QJsonArray idsJson(const std::vector<PlayerId>& ids) {
    QJsonArray out;
    for (PlayerId p : ids)
        out.append(static_cast<qint64>(p.value()));
    return out;
}

QString teamName(const std::vector<Team>& teams, TeamId id) {
    const Team* t = teamIn(teams, id);
    return t ? QString::fromStdString(t->displayName()) : QString::number(id.value());
}

// team from-clubs T [--reserves N] [--suffixes B,C] [--apply] [--json]: the teams the clubs
// make (the proposal; --apply makes them).
int cmdTeamsFromClubs(const QStringList& rest, QTextStream& out) {
    Args a(rest, {QStringLiteral("reserves"), QStringLiteral("suffixes")},
           {QStringLiteral("apply"), QStringLiteral("json")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const int reserves = numberOption(a, QStringLiteral("reserves"), 1, 0, 10);
    const QStringList suffixes =
        a.value(QStringLiteral("suffixes")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    const TeamsFromClubs made = a.flag(QStringLiteral("apply"))
                                    ? makeTeamsFromClubs(*file, reserves, suffixes)
                                    : proposeTeamsFromClubs(*file, reserves, suffixes);
    throwIfRefused(made.refusal);
    if (a.flag(QStringLiteral("json"))) {
        QJsonArray teams, left;
        for (const Team& t : made.teams)
            teams.append(toJson(t));
        for (PlayerId p : made.leftOut)
            left.append(static_cast<qint64>(p.value()));
        printJson(out, QJsonObject{{QStringLiteral("applied"), a.flag(QStringLiteral("apply"))},
                                   {QStringLiteral("teams"), teams},
                                   {QStringLiteral("left_out"), left}});
        return kOk;
    }
    const int boards = file->settings().get().boards;
    for (const Team& t : made.teams)
        printTeam(out, *file, t, boards);
    if (!made.leftOut.empty()) {
        QStringList names;
        for (PlayerId p : made.leftOut)
            names << playerDisplayName(*file, p);
        out << Cli::tr("Left out (too few in their club for a full team): %1")
                   .arg(names.join(QStringLiteral(", ")))
            << '\n';
    }
    out << (a.flag(QStringLiteral("apply"))
                ? Cli::tr("%n team(s) made.", "", static_cast<int>(made.teams.size()))
                : Cli::tr("%n team(s) proposed; --apply makes them.", "",
                          static_cast<int>(made.teams.size())))
        << '\n';
    return kOk;
}

// team rules T [options]: shows the event's team rules, changes those given.
int cmdTeamRules(const QStringList& rest, QTextStream& out) {
    QSet<QString> valued = kTeamRuleOptions;
    valued << QStringLiteral("lineup");
    Args a(rest, valued, {QStringLiteral("json")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const TournamentSettings before = file->settings().get();
    TournamentSettings after = before;
    after.team = withTeamRuleOptions(before.team, a);
    if (a.has(QStringLiteral("lineup"))) {
        const auto rule = tryParseLineupRule(a.value(QStringLiteral("lineup")).toStdString());
        if (!rule)
            throw UsageError{Cli::tr("--lineup: expected fixed or free")};
        after.lineup = *rule;
    }
    if (!before.teamEvent())
        throw InvalidInput{Cli::tr("this is an individual event: it has no team rules")};
    if (after != before)
        throwIfRefused(changeTournamentSettings(*file, before, after));
    const TournamentSettings s = file->settings().get();
    if (a.flag(QStringLiteral("json"))) {
        printJson(out, toJson(s).value(QStringLiteral("team")).toObject());
        return kOk;
    }
    out << Cli::tr("Boards: %1, line-ups: %2").arg(s.boards).arg(q(lineupRuleId(s.lineup))) << '\n'
        << Cli::tr("Pairing: %1").arg(q(teamPairingId(s.team.pairing))) << '\n'
        << Cli::tr("Match points (win/draw/loss): %1; a tied match: %2; counted: %3")
               .arg(q(matchPointsText(s.team.match)), q(tiedMatchText(s.team.match)),
                    q(matchCountId(s.team.match.count)))
        << '\n'
        << Cli::tr("A team's bye: %1").arg(q(teamByeValueId(s.team.bye))) << '\n'
        << Cli::tr("Boards with handicap by rank: %1")
               .arg(s.team.handicap ? Cli::tr("yes") : Cli::tr("no"))
        << '\n'
        << Cli::tr("McMahon bar between teams: %1")
               .arg(s.team.mcMahonBar ? q(Rank::amateur(*s.team.mcMahonBar).toString())
                                      : Cli::tr("none (team Swiss)"))
        << '\n'
        << Cli::tr("Teams of one school or club meet late: %1")
               .arg(s.team.avoidSameClub ? Cli::tr("yes") : Cli::tr("no"))
        << '\n'
        << Cli::tr("Standings: %1").arg(q(teamCriteriaText(s.team.criteria))) << '\n';
    return kOk;
}

// team lineup T --team K --round R [--players ID,… | --default] [--json]
int cmdTeamLineup(const QStringList& rest, QTextStream& out) {
    Args a(rest, {QStringLiteral("team"), QStringLiteral("round"), QStringLiteral("players")},
           {QStringLiteral("json"), QStringLiteral("default")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const TeamId teamId = teamOption(a);
    const FoundTeam found = findTeam(*file, teamId);
    throwIfRefused(found.refusal);
    const std::optional<Team> team{found.team};
    const RoundNo round{eventRoundOption(a, lastRoundToShow(*file), nextRoundToPair(*file))};
    if (a.has(QStringLiteral("players")) || a.flag(QStringLiteral("default"))) {
        const TeamRound now = file->teamRounds().round(round);
        const auto given = now.lineups.find(teamId);
        const std::vector<PlayerId> seen =
            given == now.lineups.end() ? std::vector<PlayerId>{} : given->second;
        const std::vector<PlayerId> lineup =
            a.flag(QStringLiteral("default"))
                ? std::vector<PlayerId>{}
                : playerList(a.value(QStringLiteral("players")), QStringLiteral("--players"));
        if (lineup.empty() && !a.flag(QStringLiteral("default")))
            throw UsageError{Cli::tr("--players: the players in board order, as 12,7,3,9")};
        throwIfRefused(setTeamLineup(*file, round, teamId, lineup, seen));
    }
    const std::vector<PlayerId> lineup = teamLineupFor(*file, round, *team);
    if (a.flag(QStringLiteral("json"))) {
        printJson(out, QJsonObject{{QStringLiteral("team"), static_cast<qint64>(teamId.value())},
                                   {QStringLiteral("round"), round.value()},
                                   {QStringLiteral("players"), idsJson(lineup)}});
        return kOk;
    }
    out << Cli::tr("%1, round %2:")
               .arg(QString::fromStdString(team->displayName()))
               .arg(round.value())
        << '\n';
    for (std::size_t b = 0; b < lineup.size(); ++b)
        out << "  " << Cli::tr("board %1").arg(b + 1) << "  " << playerDisplayName(*file, lineup[b])
            << '\n';
    return kOk;
}

QJsonObject pairingJson(const TeamRound& round, const std::vector<Game>& games, int boards) {
    const GamesByPlayer byPlayer(games);
    QJsonArray matches;
    for (const TeamMatch& m : round.matches) {
        QJsonArray boardList;
        int b = 0;
        for (const std::optional<Game>& g : matchBoardGames(m, round, byPlayer, boards)) {
            ++b;
            if (g)
                boardList.append(
                    QJsonObject{{QStringLiteral("board"), b},
                                {QStringLiteral("black"), static_cast<qint64>(g->black.value())},
                                {QStringLiteral("white"), static_cast<qint64>(g->white.value())},
                                {QStringLiteral("table"), g->table}});
        }
        matches.append(QJsonObject{{QStringLiteral("table"), m.number},
                                   {QStringLiteral("home"), static_cast<qint64>(m.home.value())},
                                   {QStringLiteral("away"), static_cast<qint64>(m.away.value())},
                                   {QStringLiteral("boards"), boardList}});
    }
    return {{QStringLiteral("round"), round.round},
            {QStringLiteral("matches"), matches},
            {QStringLiteral("bye"),
             round.bye ? QJsonValue(static_cast<qint64>(round.bye->value())) : QJsonValue()}};
}

void printPairing(QTextStream& out, const store::TournamentFile& file, const TeamRound& round,
                  const std::vector<Game>& games, int boards) {
    const std::vector<Team> teams = file.teams().all();
    const GamesByPlayer byPlayer(games);
    out << Cli::tr("Round %1").arg(round.round) << '\n';
    for (const TeamMatch& m : round.matches) {
        out << Cli::tr("Match %1: %2 – %3")
                   .arg(m.number)
                   .arg(teamName(teams, m.home), teamName(teams, m.away))
            << '\n';
        int b = 0;
        for (const std::optional<Game>& g : matchBoardGames(m, round, byPlayer, boards)) {
            ++b;
            if (!g)
                continue;
            // In the match's order, home first (#44: it read Black – White under Home – Away),
            // each with his colour.
            const auto home = round.lineups.find(m.home);
            const bool homeWhite =
                home != round.lineups.end() &&
                std::find(home->second.begin(), home->second.end(), g->white) != home->second.end();
            const PlayerId first = homeWhite ? g->white : g->black;
            const PlayerId second = homeWhite ? g->black : g->white;
            out << "  "
                << Cli::tr("board %1, table %2: %3 (%4) – %5 (%6)")
                       .arg(b)
                       .arg(g->table)
                       .arg(playerDisplayName(file, first),
                            homeWhite ? Cli::tr("White") : Cli::tr("Black"),
                            playerDisplayName(file, second),
                            homeWhite ? Cli::tr("Black") : Cli::tr("White"))
                << '\n';
        }
    }
    if (round.bye)
        out << Cli::tr("Bye: %1").arg(teamName(teams, *round.bye)) << '\n';
}

// team pair T --round R [--home K --away L [--yes]] [--json]
// team pair T --explain K L [--round R] [--json]: why (not) these two teams.
int explainTeams(const Args& a, const store::TournamentFile& file, QTextStream& out) {
    if (a.positional().size() != 3)
        throw UsageError{Cli::tr("--explain needs two team ids")};
    const TeamId first = teamIdOf(a.positional()[1]), second = teamIdOf(a.positional()[2]);
    const int next = nextRoundToPair(file);
    const RoundNo round{eventRoundOption(a, lastRoundToShow(file), next > 1 ? next - 1 : 1)};
    const TeamPairExplanationOutcome e = explainTeamPairInFile(file, round, first, second);
    throwIfRefused(e.refusal);
    if (!a.flag(QStringLiteral("json"))) {
        for (const QString& line : TeamDocuments(file).explanation(e, round.value()))
            out << line << '\n';
        return kOk;
    }
    const pairing::TeamPairExplanation& x = e.explanation;
    const auto facts = [](const pairing::TeamFacts& f) {
        return QJsonObject{{QStringLiteral("match_points"), static_cast<double>(f.matchHalves) / 2},
                           {QStringLiteral("board_points"), static_cast<double>(f.boardHalves) / 2},
                           {QStringLiteral("group"), f.group + 1},
                           {QStringLiteral("board1_balance"), f.boardOneBalance},
                           {QStringLiteral("had_bye"), f.hadBye}};
    };
    QJsonArray met;
    for (int r : x.metIn)
        met.append(r);
    QJsonObject root{{QStringLiteral("round"), round.value()},
                     {QStringLiteral("a"), facts(x.factsA)},
                     {QStringLiteral("b"), facts(x.factsB)},
                     {QStringLiteral("met_in"), met},
                     {QStringLiteral("rematch"), x.cost.rematch},
                     {QStringLiteral("cost"), QString::number(x.cost.total())},
                     {QStringLiteral("scheduled"), e.scheduled}};
    if (x.swapGain)
        root.insert(QStringLiteral("swap_gain"), QString::number(*x.swapGain));
    if (!x.mainReason.empty())
        root.insert(QStringLiteral("main_reason"), QString::fromStdString(x.mainReason));
    printJson(out, root);
    return kOk;
}

int cmdTeamPair(const QStringList& rest, QTextStream& out) {
    Args a(rest, {QStringLiteral("round"), QStringLiteral("home"), QStringLiteral("away")},
           {QStringLiteral("json"), QStringLiteral("yes"), QStringLiteral("show"),
            QStringLiteral("explain")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    if (a.flag(QStringLiteral("explain")))
        return explainTeams(a, *file, out);
    const int boards = file->settings().get().boards;
    TeamRound round;
    std::vector<Game> games;
    if (a.flag(QStringLiteral("show"))) { // the round as it stands
        const RoundNo r{
            eventRoundOption(a, lastRoundToShow(*file), std::max(1, nextRoundToPair(*file) - 1))};
        round = file->teamRounds().round(r);
        games = file->rounds().games(r);
    } else {
        const RoundNo r{eventRoundOption(a, lastRoundToShow(*file), nextTeamRoundToPair(*file))};
        TeamPairingOutcome done;
        if (a.has(QStringLiteral("home")) || a.has(QStringLiteral("away"))) {
            if (!a.has(QStringLiteral("home")) || !a.has(QStringLiteral("away")))
                throw UsageError{Cli::tr("pairing by hand needs --home and --away")};
            done = pairTeamsByHand(*file, r, teamIdOf(a.value(QStringLiteral("home"))),
                                   teamIdOf(a.value(QStringLiteral("away"))),
                                   a.flag(QStringLiteral("yes")));
        } else {
            done = pairTeamRound(*file, r);
        }
        throwIfRefused(done.refusal);
        round = done.round;
        games = done.games;
    }
    if (a.flag(QStringLiteral("json")))
        printJson(out, pairingJson(round, games, boards));
    else
        printPairing(out, *file, round, games, boards);
    return kOk;
}

// team round T --team K --round R --state present|absent [--check-in]: every member of the team
// (reserves too) in one transaction.
int cmdTeamRound(const QStringList& rest, QTextStream& out) {
    Args a(rest, {QStringLiteral("round"), QStringLiteral("team"), QStringLiteral("state")},
           {QStringLiteral("check-in")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const FoundTeam found = findTeam(*file, teamOption(a));
    throwIfRefused(found.refusal);
    const Team& team = found.team;
    const QString state = a.value(QStringLiteral("state"), QStringLiteral("present"));
    if (state != QLatin1String("present") && state != QLatin1String("absent"))
        throw UsageError{Cli::tr("--state: expected present or absent")};
    const RoundParticipation r = roundState(
        eventRoundOption(a, lastRoundToShow(*file), nextRoundToPair(*file)),
        state == QLatin1String("present") ? Participation::Present : Participation::Absent,
        a.flag(QStringLiteral("check-in")));
    const std::vector<Player> members = teamMembers(*file, team);
    throwIfRefused(setParticipation(*file, members, r).refusal);
    out << (r.state == Participation::Present ? Cli::tr("%1: %n player(s) present in round %2",
                                                        nullptr, static_cast<int>(members.size()))
                                              : Cli::tr("%1: %n player(s) absent in round %2",
                                                        nullptr, static_cast<int>(members.size())))
               .arg(QString::fromStdString(team.displayName()), QString::number(r.round))
        << '\n';
    return kOk;
}

// team forfeit T --round R --team K
int cmdTeamForfeit(const QStringList& rest, QTextStream& out) {
    Args a(rest, {QStringLiteral("round"), QStringLiteral("team"), QStringLiteral("reason")}, {});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const TeamId team = teamOption(a);
    const RoundNo round{
        eventRoundOption(a, lastRoundToShow(*file), std::max(1, nextRoundToPair(*file) - 1))};
    throwIfRefused(forfeitTeam(*file, round, team, a.value(QStringLiteral("reason"))));
    out << Cli::tr("Team %1 forfeits its match of round %2").arg(team.value()).arg(round.value())
        << '\n';
    return kOk;
}

// team standings T [--round R] [--format text|csv|html|pdf|json] [-o FILE]
int cmdTeamStandings(const QStringList& rest, QTextStream& out) {
    Args a(withOutputOption(rest),
           {QStringLiteral("round"), QStringLiteral("format"), QStringLiteral("o")}, {});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const int through = eventRoundOption(a, lastRoundToShow(*file), 0, 0);
    if (a.value(QStringLiteral("format")) != QLatin1String("json"))
        return writeTableDocument(TeamDocuments(*file).standings(through), a, out);
    TeamHistory history;
    const std::vector<TeamStandingsRow> rows = teamStandingsInFile(*file, through, &history);
    const auto& criteria = history.rules.criteria;
    QJsonArray names, list;
    for (const TeamCriterion& c : criteria)
        names.append(q(teamCriterionId(c)));
    for (const TeamStandingsRow& r : rows) {
        QJsonObject values;
        for (std::size_t k = 0; k < criteria.size(); ++k)
            values[q(teamCriterionId(criteria[k]))] =
                criteria[k].kind == TeamCriterionKind::MeanRating
                    ? QJsonValue(static_cast<qint64>(r.values[k]))
                    : QJsonValue(static_cast<double>(r.values[k]) / 2);
        list.append(QJsonObject{{QStringLiteral("team"), static_cast<qint64>(r.team.value())},
                                {QStringLiteral("name"), teamName(history.teams, r.team)},
                                {QStringLiteral("place"), r.place},
                                {QStringLiteral("shared"), r.shared},
                                {QStringLiteral("played"), r.played},
                                {QStringLiteral("won"), r.won},
                                {QStringLiteral("drawn"), r.drawn},
                                {QStringLiteral("lost"), r.lost},
                                {QStringLiteral("byes"), r.byes},
                                {QStringLiteral("values"), values}});
    }
    writeDocument(QJsonDocument(QJsonObject{{QStringLiteral("criteria"), names},
                                            {QStringLiteral("rows"), list}})
                      .toJson(QJsonDocument::Indented),
                  a.value(QStringLiteral("o")), out);
    return kOk;
}

// team pairings|crosstable T [--round R] [--format text|csv|html|pdf] [-o FILE]
int cmdTeamTable(const QStringList& rest, QTextStream& out, bool pairings) {
    Args a(withOutputOption(rest),
           {QStringLiteral("round"), QStringLiteral("format"), QStringLiteral("o")}, {});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const TeamDocuments documents(*file);
    return writeTableDocument(
        pairings ? documents.pairings(eventRoundOption(a, lastRoundToShow(*file),
                                                       std::max(1, nextRoundToPair(*file) - 1)))
                 : documents.crosstable(eventRoundOption(a, lastRoundToShow(*file), 0, 0)),
        a, out);
}

// team sheets T [--round R] [--hall-url URL] [--format html|pdf] [-o FILE]: one result sheet
// a match, every board with its join code.
int cmdTeamSheets(const QStringList& rest, QTextStream& out) {
    Args a(withOutputOption(rest),
           {QStringLiteral("round"), QStringLiteral("format"), QStringLiteral("o"),
            QStringLiteral("hall-url")},
           {});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const QString url = a.value(QStringLiteral("hall-url"));
    if (!url.isEmpty() && !QUrl(url).isValid())
        throw UsageError{Cli::tr("--hall-url: an address such as http://192.168.1.10:8090/")};
    const int round =
        eventRoundOption(a, lastRoundToShow(*file), Documents(*file).lastPairedRound(), 0);
    return writeHtmlDocument(TeamDocuments(*file).matchSheets(round, url), a, out);
}

int cmdTeamPairings(const QStringList& rest, QTextStream& out) {
    return cmdTeamTable(rest, out, true);
}

// team crosstable T [--round R] [--format text|csv|html|pdf|json] [-o FILE]. JSON: [{"team",
// "name", "match_points", "board_points", "rounds": [{"round", "opponent" (team id or null),
// "bye", "result" ("+", "=", "-", "?"), "board_points"}]}] in standings order.
int cmdTeamCrosstable(const QStringList& rest, QTextStream& out) {
    Args a(withOutputOption(rest),
           {QStringLiteral("round"), QStringLiteral("format"), QStringLiteral("o")}, {});
    if (a.value(QStringLiteral("format")) != QLatin1String("json"))
        return cmdTeamTable(rest, out, false);
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const TeamDocuments documents(*file);
    QJsonArray rows;
    for (const TeamDocuments::CrossRow& row :
         documents.crossRows(eventRoundOption(a, lastRoundToShow(*file), 0, 0))) {
        QJsonArray rounds;
        for (const TeamDocuments::CrossMatch& x : row.rounds) {
            QJsonObject o{{QStringLiteral("round"), x.round}, {QStringLiteral("bye"), x.bye}};
            o.insert(QStringLiteral("opponent"),
                     x.opponent ? QJsonValue(static_cast<qint64>(x.opponent->value()))
                                : QJsonValue(QJsonValue::Null));
            if (x.opponent) {
                o.insert(QStringLiteral("result"), !x.decided          ? QStringLiteral("?")
                                                   : x.ours > x.theirs ? QStringLiteral("+")
                                                   : x.ours < x.theirs ? QStringLiteral("-")
                                                                       : QStringLiteral("="));
                o.insert(QStringLiteral("board_points"), static_cast<double>(x.boardHalves) / 2);
            }
            rounds.append(o);
        }
        rows.append(QJsonObject{
            {QStringLiteral("team"), static_cast<qint64>(row.team.value())},
            {QStringLiteral("name"), documents.teamName(row.team)},
            {QStringLiteral("match_points"), static_cast<double>(row.score.matchHalves) / 2},
            {QStringLiteral("board_points"), static_cast<double>(row.score.boardHalves) / 2},
            {QStringLiteral("rounds"), rounds}});
    }
    printJson(out, rows);
    return kOk;
}

// team boards T [--round R] [--json | --format text|csv|html|pdf [-o FILE]]: each board's
// individual results, for board prizes.
int cmdTeamBoards(const QStringList& rest, QTextStream& out) {
    Args a(withOutputOption(rest),
           {QStringLiteral("round"), QStringLiteral("format"), QStringLiteral("o")},
           {QStringLiteral("json")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const int through = eventRoundOption(a, lastRoundToShow(*file), 0, 0);
    if (!a.flag(QStringLiteral("json")))
        return writeTableDocument(TeamDocuments(*file).boards(through), a, out);
    QJsonArray list;
    for (const BoardRecord& r :
         boardRecords(teamHistoryOf(*file), through > 0 ? through : kMaxRounds))
        list.append(QJsonObject{{QStringLiteral("board"), r.board},
                                {QStringLiteral("player"), static_cast<qint64>(r.player.value())},
                                {QStringLiteral("team"), static_cast<qint64>(r.team.value())},
                                {QStringLiteral("games"), r.games},
                                {QStringLiteral("points"), static_cast<double>(r.halves) / 2},
                                {QStringLiteral("percent"), r.percent()}});
    printJson(out, list);
    return kOk;
}

} // namespace

const QSet<QString> kTeamRuleOptions = {
    QStringLiteral("team-pairing"),   QStringLiteral("match-points"),
    QStringLiteral("tied-match"),     QStringLiteral("team-bye"),
    QStringLiteral("team-criteria"),  QStringLiteral("match-count"),
    QStringLiteral("team-handicap"),  QStringLiteral("team-mcmahon-bar"),
    QStringLiteral("avoid-same-club")};

TeamRules withTeamRuleOptions(TeamRules rules, const Args& a) {
    const auto problem = [](const QString& option, const Problem& p) {
        return UsageError{Cli::tr("%1: %2").arg(option, toText(p))};
    };
    if (a.has(QStringLiteral("team-pairing"))) {
        const auto p = tryParseTeamPairing(a.value(QStringLiteral("team-pairing")).toStdString());
        if (!p)
            throw UsageError{Cli::tr(
                "--team-pairing: expected swiss, round-robin, double-round-robin or manual")};
        rules.pairing = *p;
    }
    if (a.has(QStringLiteral("match-points")))
        if (const Problem p = parseMatchPoints(
                a.value(QStringLiteral("match-points")).toStdString(), rules.match);
            !p.empty())
            throw problem(QStringLiteral("--match-points"), p);
    if (a.has(QStringLiteral("tied-match")))
        if (const Problem p = parseTiedMatchRule(
                a.value(QStringLiteral("tied-match")).toStdString(), rules.match);
            !p.empty())
            throw problem(QStringLiteral("--tied-match"), p);
    if (a.has(QStringLiteral("match-count"))) {
        const auto c = tryParseMatchCount(a.value(QStringLiteral("match-count")).toStdString());
        if (!c)
            throw UsageError{Cli::tr("--match-count: expected boards or opengotha")};
        rules.match.count = *c;
    }
    if (a.has(QStringLiteral("team-bye"))) {
        const auto v = tryParseTeamByeValue(a.value(QStringLiteral("team-bye")).toStdString());
        if (!v)
            throw UsageError{Cli::tr("--team-bye: expected draw, win or loss")};
        rules.bye = *v;
    }
    if (a.has(QStringLiteral("team-criteria")))
        if (const Problem p = parseTeamCriteria(
                a.value(QStringLiteral("team-criteria")).toStdString(), rules.criteria);
            !p.empty())
            throw problem(QStringLiteral("--team-criteria"), p);
    if (a.has(QStringLiteral("team-handicap"))) {
        const QString v = a.value(QStringLiteral("team-handicap"));
        if (v != QLatin1String("yes") && v != QLatin1String("no"))
            throw UsageError{Cli::tr("--team-handicap: expected yes or no")};
        rules.handicap = v == QLatin1String("yes");
    }
    if (a.has(QStringLiteral("avoid-same-club"))) {
        const QString v = a.value(QStringLiteral("avoid-same-club"));
        if (v != QLatin1String("yes") && v != QLatin1String("no"))
            throw UsageError{Cli::tr("--avoid-same-club: expected yes or no")};
        rules.avoidSameClub = v == QLatin1String("yes");
    }
    if (a.has(QStringLiteral("team-mcmahon-bar"))) {
        const QString v = a.value(QStringLiteral("team-mcmahon-bar"));
        if (v == QLatin1String("none")) {
            rules.mcMahonBar.reset();
        } else {
            const RankParse bar = tryParseRank(v.toStdString());
            if (!bar.rank || bar.rank->isProfessional())
                throw UsageError{
                    Cli::tr("--team-mcmahon-bar: expected an amateur rank such as 3d, or none")};
            rules.mcMahonBar = bar.rank->value();
        }
    }
    return rules;
}

int cmdTeam(const QStringList& args, QTextStream& out) {
    if (args.isEmpty())
        throw UsageError{
            Cli::tr("team needs add, edit, list, remove, rules, lineup, round, pair, forfeit, "
                    "standings, pairings, sheets, crosstable or boards")};
    const QString verb = args.front();
    const QStringList rest = args.mid(1);
    if (verb == QLatin1String("list")) {
        Args a(rest, {}, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const int boards = file->settings().get().boards;
        QJsonArray all;
        for (const Team& t : file->teams().all()) {
            if (a.flag(QStringLiteral("json")))
                all.append(toJson(t));
            else
                printTeam(out, *file, t, boards);
        }
        if (a.flag(QStringLiteral("json")))
            printJson(out, all);
        return kOk;
    }
    if (verb == QLatin1String("add")) {
        Args a(rest, kTeamOptions, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const TeamOutcome done = addTeam(*file, withOptions(Team{}, a));
        throwIfRefused(done.refusal);
        printStored(out, *file, done.stored, a.flag(QStringLiteral("json")));
        return kOk;
    }
    if (verb == QLatin1String("edit")) {
        Args a(rest, kTeamOptions, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const Team seen = teamOrThrow(*file, a);
        const TeamOutcome done = editTeam(*file, seen, withOptions(seen, a));
        throwIfRefused(done.refusal);
        printStored(out, *file, done.stored, a.flag(QStringLiteral("json")));
        return kOk;
    }
    if (verb == QLatin1String("remove")) {
        Args a(rest, {}, {});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const Team seen = teamOrThrow(*file, a);
        throwIfRefused(removeTeam(*file, seen));
        out << Cli::tr("Removed team %1 %2")
                   .arg(seen.id.value())
                   .arg(QString::fromStdString(seen.displayName()))
            << '\n';
        return kOk;
    }
    if (verb == QLatin1String("from-clubs"))
        return cmdTeamsFromClubs(rest, out);
    using Verb = int (*)(const QStringList&, QTextStream&);
    static const QMap<QString, Verb> rounds = {
        {QStringLiteral("rules"), cmdTeamRules},
        {QStringLiteral("lineup"), cmdTeamLineup},
        {QStringLiteral("pair"), cmdTeamPair},
        {QStringLiteral("forfeit"), cmdTeamForfeit},
        {QStringLiteral("round"), cmdTeamRound},
        {QStringLiteral("standings"), cmdTeamStandings},
        {QStringLiteral("pairings"), cmdTeamPairings},
        {QStringLiteral("sheets"), cmdTeamSheets},
        {QStringLiteral("crosstable"), cmdTeamCrosstable},
        {QStringLiteral("boards"), cmdTeamBoards},
    };
    if (const auto run = rounds.find(verb); run != rounds.end())
        return (*run)(rest, out);
    throw UsageError{Cli::tr("unknown team command '%1'").arg(verb)};
}

} // namespace tengen::cli
