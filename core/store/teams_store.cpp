// The teams of a team event in the tournament file.
#include "connection.h"
#include "problem_text.h"
#include "sql_support.h"
#include "tournament_file.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>

namespace tengen::store {

using namespace detail;

namespace {

Team teamFromRow(const QSqlQuery& row) {
    Team t;
    t.id = TeamId{row.value(0).toLongLong()};
    t.nameNative = s(row.value(1));
    t.nameLatin = s(row.value(2));
    t.club = s(row.value(3));
    t.country = s(row.value(4));
    if (!row.value(5).isNull())
        t.captain = playerId(row.value(5));
    return t;
}

QVariant captainOf(const Team& t) {
    return t.captain ? QVariant(static_cast<qlonglong>(t.captain->value())) : QVariant();
}

// Writes `rows` by `insert` ("INSERT INTO t (a, b) VALUES ") and `row` ("(?, ?)"), many rows
// to a statement: an import's 160,000 line-up rows (8,000 teams of 4 boards, 5 rounds) take
// half the time they take one statement each, and the write lock is held that much less.
void insertRows(QSqlDatabase db, const QString& insert, const QString& row,
                const std::vector<QVariantList>& rows) {
    constexpr std::size_t kAtOnce = 64;
    std::size_t done = 0;
    if (rows.size() >= kAtOnce) {
        Statement many(
            db, insert + QStringList(static_cast<qsizetype>(kAtOnce), row).join(QLatin1Char(',')));
        for (; done + kAtOnce <= rows.size(); done += kAtOnce) {
            QVariantList values;
            for (std::size_t k = done; k < done + kAtOnce; ++k)
                values += rows[k];
            many.exec(values);
        }
    }
    if (done < rows.size()) {
        Statement one(db, insert + row);
        for (; done < rows.size(); ++done)
            one.exec(rows[done]);
    }
}

} // namespace

std::vector<Team> Teams::all() const {
    ReadSnapshot snapshot(c_);
    std::vector<Team> out;
    QSqlQuery rows = run(c_.db(), QStringLiteral("SELECT id, name_native, name_latin, club,"
                                                 " country, captain FROM team ORDER BY id"));
    std::map<TeamId, std::size_t> at; // each member row to its team at once, not by a search
    while (rows.next()) {
        at[TeamId{rows.value(0).toLongLong()}] = out.size();
        out.push_back(teamFromRow(rows));
    }
    QSqlQuery members = run(c_.db(), QStringLiteral("SELECT team_id, player_id FROM team_member"
                                                    " ORDER BY team_id, position"));
    while (members.next()) {
        const auto team = at.find(TeamId{members.value(0).toLongLong()});
        if (team != at.end())
            out[team->second].members.push_back(playerId(members.value(1)));
    }
    return out;
}

std::optional<Team> Teams::find(TeamId id) const {
    // The one team's rows (a team is looked for once per change: never all of them).
    ReadSnapshot snapshot(c_);
    const QVariant team = static_cast<qlonglong>(id.value());
    QSqlQuery row = run(c_.db(),
                        QStringLiteral("SELECT id, name_native, name_latin, club, country, captain"
                                       " FROM team WHERE id = ?"),
                        {team});
    if (!row.next())
        return std::nullopt;
    Team t = teamFromRow(row);
    QSqlQuery members =
        run(c_.db(),
            QStringLiteral("SELECT player_id FROM team_member WHERE team_id = ? ORDER BY position"),
            {team});
    while (members.next())
        t.members.push_back(playerId(members.value(0)));
    return t;
}

namespace {

// The checks of a team added or changed: validateTeam, then each member a player of the file
// (`registered`), then each in no other team (`otherTeam`: the name of the team he plays for,
// if another): checkMembership's rule, asked member by member.
void checkTeam(const Team& team, const std::function<bool(PlayerId)>& registered,
               const std::function<std::optional<std::string>(PlayerId)>& otherTeam) {
    if (const Problem problem = validateTeam(team); !problem.empty())
        throw StoreError(problem);
    for (PlayerId p : team.members)
        if (!registered(p))
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1: no player has the id %2"),
                                     team.displayName(), std::to_string(p.value())),
                             StoreError::Kind::NotFound);
    for (PlayerId p : team.members)
        if (const std::optional<std::string> other = otherTeam(p))
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen", "player %1 is in two teams: %2 and %3"),
                        std::to_string(p.value()), *other, team.displayName()));
}

} // namespace

void Teams::check(const Team& team) const {
    // Each member's other team asked of the file by his id (an index), not by reading every
    // team: an undo of an import restores its teams one by one.
    checkTeam(
        team, [&](PlayerId p) { return file_.players().find(p).has_value(); },
        [&](PlayerId p) -> std::optional<std::string> {
            QSqlQuery other = run(c_.db(),
                                  QStringLiteral("SELECT t.name_native, t.name_latin"
                                                 " FROM team_member m JOIN team t"
                                                 " ON t.id = m.team_id"
                                                 " WHERE m.player_id = ? AND m.team_id <> ?"),
                                  {id(p), static_cast<qlonglong>(team.id.value())});
            if (!other.next())
                return std::nullopt;
            Team t;
            t.nameNative = s(other.value(0));
            t.nameLatin = s(other.value(1));
            return t.displayName();
        });
}

void Teams::writeMembers(const Team& team) {
    run(c_.db(), QStringLiteral("DELETE FROM team_member WHERE team_id = ?"),
        {static_cast<qlonglong>(team.id.value())});
    int position = 0;
    for (PlayerId p : team.members)
        run(c_.db(),
            QStringLiteral(
                "INSERT INTO team_member (team_id, position, player_id) VALUES (?, ?, ?)"),
            {static_cast<qlonglong>(team.id.value()), position++, id(p)});
    // A member now of this team who stands in another team's line-up (he was moved): the
    // line-up is changed first, or the file says one thing in two places (#45; opening refuses
    // it). A file without line-ups has nothing to look at. Each member is looked up round by
    // round through the (round, player) index: the undo of an import of thousands of teams
    // asks this once a team.
    const int lastRound =
        scalar(c_.db(), QStringLiteral("SELECT coalesce(max(round), 0) FROM team_lineup")).toInt();
    if (lastRound < 1 || team.members.empty())
        return;
    QStringList rounds;
    for (int r = 1; r <= std::min(lastRound, kMaxRounds); ++r)
        rounds << QString::number(r);
    QSqlQuery moved =
        run(c_.db(),
            QStringLiteral("SELECT l.player_id, l.round FROM team_member m"
                           " JOIN team_lineup l ON l.player_id = m.player_id AND l.round IN (%1)"
                           " WHERE m.team_id = ? AND l.team_id <> ? LIMIT 1")
                .arg(rounds.join(QLatin1Char(','))),
            {static_cast<qlonglong>(team.id.value()), static_cast<qlonglong>(team.id.value())});
    if (moved.next()) {
        const std::optional<Player> player = file_.players().find(playerId(moved.value(0)));
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 is in another team's line-up "
                                                "for round %2: change that line-up "
                                                "first"),
                    player ? player->displayName() : std::to_string(moved.value(0).toLongLong()),
                    moved.value(1).toString().toStdString()),
            StoreError::Kind::Conflict);
    }
}

TeamId Teams::add(const Team& given) {
    Transaction tx(c_);
    Team team = given;
    team.id = TeamId{};
    check(team);
    team.id = TeamId{scalar(c_.db(),
                            QStringLiteral("INSERT INTO team (name_native, name_latin, club,"
                                           " country, captain) VALUES (?, ?, ?, ?, ?)"
                                           " RETURNING id"),
                            {q(team.nameNative), q(team.nameLatin), q(team.club), q(team.country),
                             captainOf(team)})
                         .toLongLong()};
    writeMembers(team);
    c_.journal(QStringLiteral("team.add"),
               QStringLiteral("%1 %2").arg(team.id.value()).arg(q(team.displayName())));
    tx.touch(Aggregate::Players);
    tx.commit();
    return team.id;
}

std::vector<Team> Teams::addAll(const std::vector<Team>& teams) {
    Transaction tx(c_);
    // add's checks for each team in turn, against the file's players and teams read once and
    // the teams added before it.
    std::set<PlayerId> registered;
    QSqlQuery players = run(c_.db(), QStringLiteral("SELECT id FROM player"));
    while (players.next())
        registered.insert(playerId(players.value(0)));
    std::map<PlayerId, std::string> teamOf;
    for (const Team& t : all())
        for (PlayerId p : t.members)
            teamOf.emplace(p, t.displayName());
    for (const Team& team : teams) {
        checkTeam(
            team, [&](PlayerId p) { return registered.contains(p); },
            [&](PlayerId p) -> std::optional<std::string> {
                const auto other = teamOf.find(p);
                return other == teamOf.end() ? std::nullopt
                                             : std::optional<std::string>(other->second);
            });
        for (PlayerId p : team.members)
            teamOf.emplace(p, team.displayName());
    }
    // Written as add writes each (a new team has no members to replace); the team's row by one
    // statement prepared once (a file), its members and journal lines many to a statement.
    std::vector<TeamId> ids;
    std::vector<QVariantList> members;
    QStringList journal;
    const QString insertTeam = QStringLiteral("INSERT INTO team (name_native, name_latin, club,"
                                              " country, captain) VALUES (?, ?, ?, ?, ?)"
                                              " RETURNING id");
    QSqlQuery prepared(c_.db());
    const bool file =
        c_.db().driverName() == QLatin1String("QSQLITE") && prepared.prepare(insertTeam);
    for (const Team& team : teams) {
        const QVariantList values{q(team.nameNative), q(team.nameLatin), q(team.club),
                                  q(team.country), captainOf(team)};
        qlonglong teamId = 0;
        if (file) {
            for (int i = 0; i < values.size(); ++i)
                prepared.bindValue(i, values[i]);
            if (prepared.exec() && prepared.next())
                teamId = prepared.value(0).toLongLong();
            prepared.finish();
        }
        if (teamId == 0) // a server; or the statement failed, and fails again saying why
            teamId = scalar(c_.db(), insertTeam, values).toLongLong();
        int position = 0;
        for (PlayerId p : team.members)
            members.push_back({teamId, position++, id(p)});
        journal << QStringLiteral("%1 %2").arg(teamId).arg(q(team.displayName()));
        ids.push_back(TeamId{teamId});
    }
    insertRows(c_.db(),
               QStringLiteral("INSERT INTO team_member (team_id, position, player_id) VALUES "),
               QStringLiteral("(?, ?, ?)"), members);
    c_.journal(QStringLiteral("team.add"), journal);
    // As stored: one read of every team, each new one taken by its id.
    std::map<TeamId, Team> stored;
    for (Team& t : all())
        stored.emplace(t.id, std::move(t));
    std::vector<Team> added;
    for (TeamId teamId : ids)
        added.push_back(stored.at(teamId));
    tx.touch(Aggregate::Players);
    tx.commit();
    return added;
}

void Teams::restore(const Team& team) {
    Transaction tx(c_);
    if (find(team.id))
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "team %1 was changed by another "
                                                             "program since it was read: look "
                                                             "at it again"),
                                 team.displayName()),
                         StoreError::Kind::Conflict);
    check(team);
    run(c_.db(),
        QStringLiteral("INSERT INTO team (id, name_native, name_latin, club, country, captain)"
                       " VALUES (?, ?, ?, ?, ?, ?)"),
        {static_cast<qlonglong>(team.id.value()), q(team.nameNative), q(team.nameLatin),
         q(team.club), q(team.country), captainOf(team)});
    writeMembers(team);
    c_.journal(QStringLiteral("team.restore"),
               QStringLiteral("%1 %2").arg(team.id.value()).arg(q(team.displayName())));
    tx.touch(Aggregate::Players);
    tx.commit();
}

// The team as the caller read it is the team in the file: else NotFound, or Conflict (another
// program changed it since).
void Teams::stillAsSeen(const Team& seen) const {
    const std::optional<Team> now = find(seen.id);
    if (!now)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "no team has the id %1"),
                                 std::to_string(seen.id.value())),
                         StoreError::Kind::NotFound);
    if (*now != seen)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "team %1 was changed by another "
                                                             "program since it was read: look "
                                                             "at it again"),
                                 seen.displayName()),
                         StoreError::Kind::Conflict);
}

void Teams::update(const Team& seen, const Team& wanted) {
    Transaction tx(c_);
    stillAsSeen(seen);
    Team team = wanted;
    team.id = seen.id;
    check(team);
    run(c_.db(),
        QStringLiteral("UPDATE team SET name_native = ?, name_latin = ?, club = ?, country = ?,"
                       " captain = ? WHERE id = ?"),
        {q(team.nameNative), q(team.nameLatin), q(team.club), q(team.country), captainOf(team),
         static_cast<qlonglong>(team.id.value())});
    writeMembers(team);
    c_.journal(QStringLiteral("team.edit"),
               QStringLiteral("%1 %2").arg(team.id.value()).arg(q(team.displayName())));
    tx.touch(Aggregate::Players);
    tx.commit();
}

void Teams::remove(const Team& seen) {
    Transaction tx(c_);
    stillAsSeen(seen);
    const QVariant team = static_cast<qlonglong>(seen.id.value());
    if (scalar(c_.db(),
               QStringLiteral("SELECT count(*) FROM team_match WHERE home_id = ? OR away_id = ?"),
               {team, team})
                .toInt() +
            scalar(c_.db(), QStringLiteral("SELECT count(*) FROM team_bye WHERE team_id = ?"),
                   {team})
                .toInt() >
        0)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 is paired in a round and cannot "
                                                             "be removed; unpair the round first"),
                                 seen.displayName()));
    run(c_.db(), QStringLiteral("DELETE FROM team_lineup WHERE team_id = ?"), {team});
    run(c_.db(), QStringLiteral("DELETE FROM team_member WHERE team_id = ?"),
        {static_cast<qlonglong>(seen.id.value())});
    run(c_.db(), QStringLiteral("DELETE FROM team WHERE id = ?"),
        {static_cast<qlonglong>(seen.id.value())});
    c_.journal(QStringLiteral("team.remove"),
               QStringLiteral("%1 %2").arg(seen.id.value()).arg(q(seen.displayName())));
    tx.touch(Aggregate::Players);
    tx.commit();
}

std::vector<TeamRound> TeamRounds::read(std::optional<RoundNo> only) const {
    ReadSnapshot snapshot(c_);
    std::map<int, TeamRound> rounds;
    const QString where = only ? QStringLiteral(" WHERE round = ?") : QString();
    const QVariantList args = only ? QVariantList{only->value()} : QVariantList{};
    const auto roundOf = [&](int r) -> TeamRound& {
        TeamRound& round = rounds[r];
        round.round = r;
        return round;
    };
    QSqlQuery matches = run(c_.db(),
                            QStringLiteral("SELECT round, match_number, home_id, away_id,"
                                           " home_white_board1 FROM team_match%1"
                                           " ORDER BY round, match_number")
                                .arg(where),
                            args);
    while (matches.next()) {
        TeamMatch m;
        m.round = matches.value(0).toInt();
        m.number = matches.value(1).toInt();
        m.home = TeamId{matches.value(2).toLongLong()};
        m.away = TeamId{matches.value(3).toLongLong()};
        m.homeWhiteOnBoard1 = matches.value(4).toInt() != 0;
        roundOf(m.round).matches.push_back(m);
    }
    QSqlQuery byes =
        run(c_.db(), QStringLiteral("SELECT round, team_id FROM team_bye%1").arg(where), args);
    while (byes.next())
        roundOf(byes.value(0).toInt()).bye = TeamId{byes.value(1).toLongLong()};
    QSqlQuery lineups = run(c_.db(),
                            QStringLiteral("SELECT round, team_id, player_id FROM team_lineup%1"
                                           " ORDER BY round, team_id, board")
                                .arg(where),
                            args);
    while (lineups.next())
        roundOf(lineups.value(0).toInt())
            .lineups[TeamId{lineups.value(1).toLongLong()}]
            .push_back(playerId(lineups.value(2)));
    std::vector<TeamRound> out;
    for (auto& [r, round] : rounds)
        out.push_back(std::move(round));
    return out;
}

TeamRound TeamRounds::round(RoundNo round) const {
    std::vector<TeamRound> rounds = read(round);
    if (rounds.empty()) {
        TeamRound empty;
        empty.round = round.value();
        return empty;
    }
    return std::move(rounds.front());
}

std::vector<TeamRound> TeamRounds::all() const {
    return read(std::nullopt);
}

namespace {

// `given`: by the director (kept when the round is unpaired), or the default a pairing took.
void writeLineup(Connection& c, RoundNo round, TeamId team, const std::vector<PlayerId>& lineup,
                 bool given = true) {
    const QVariant t = static_cast<qlonglong>(team.value());
    run(c.db(), QStringLiteral("DELETE FROM team_lineup WHERE round = ? AND team_id = ?"),
        {round.value(), t});
    int board = 1;
    for (PlayerId p : lineup)
        run(c.db(),
            QStringLiteral("INSERT INTO team_lineup (round, team_id, board, player_id, given)"
                           " VALUES (?, ?, ?, ?, ?)"),
            {round.value(), t, board++, id(p), given ? 1 : 0});
}

} // namespace

void TeamRounds::setLineup(RoundNo round, TeamId teamId, const std::vector<PlayerId>& lineup,
                           const std::vector<PlayerId>& seen) {
    if (Problem problem = checkRoundNumber(round.value()); !problem.empty())
        throw StoreError(problem);
    Transaction tx(c_);
    const std::optional<Team> team = file_.teams().find(teamId);
    if (!team)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "no team has the id %1"),
                                 std::to_string(teamId.value())),
                         StoreError::Kind::NotFound);
    const TeamRound now = this->round(round);
    if (!now.matches.empty() || now.bye)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is paired: its line-ups stand. "
                                                "Unpair it to change %2's line-up"),
                    std::to_string(round.value()), team->displayName()),
            StoreError::Kind::Conflict);
    const auto given = now.lineups.find(teamId);
    const std::vector<PlayerId> current =
        given == now.lineups.end() ? std::vector<PlayerId>{} : given->second;
    if (current != seen)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1's line-up for round %2 was changed by "
                                                "another program since it was read: look at "
                                                "it again"),
                    team->displayName(), std::to_string(round.value())),
            StoreError::Kind::Conflict);
    if (!lineup.empty()) {
        const TournamentSettings settings = file_.settings().get();
        if (const Problem p = checkLineup(*team, lineup, settings.boards, settings.lineup);
            !p.empty())
            throw StoreError(p);
        for (const auto& [other, players] : now.lineups)
            for (PlayerId p : lineup)
                if (other != teamId &&
                    std::find(players.begin(), players.end(), p) != players.end())
                    throw StoreError(Problem(
                        QT_TRANSLATE_NOOP("tengen", "player %1 is in another line-up of round %2"),
                        std::to_string(p.value()), std::to_string(round.value())));
    }
    writeLineup(c_, round, teamId, lineup);
    QStringList ids;
    for (PlayerId p : lineup)
        ids << QString::number(p.value());
    c_.journal(QStringLiteral("team.lineup"),
               QStringLiteral("round %1 team %2: %3")
                   .arg(round.value())
                   .arg(teamId.value())
                   .arg(ids.isEmpty() ? QStringLiteral("default") : ids.join(QLatin1Char(','))));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

Revisions TeamRounds::save(RoundNo round, const TeamRound& paired, const std::vector<Game>& games,
                           const QString& what, const RoundExpectation& expect) {
    const TournamentSettings settings = file_.settings().get();
    if (const Problem p = checkTeamRound(paired, settings.boards); !p.empty())
        throw StoreError(p);
    // Every board of every match is its game, between the two line-ups' players of that board.
    std::map<int, const Game*> byTable;
    for (const Game& g : games)
        byTable[g.table] = &g;
    std::size_t boards = 0;
    for (const TeamMatch& m : paired.matches)
        for (int b = 1; b <= settings.boards; ++b, ++boards) {
            const auto g = byTable.find(boardTable(m.number, b, settings.boards));
            const PlayerId home = paired.lineups.at(m.home)[static_cast<std::size_t>(b - 1)];
            const PlayerId away = paired.lineups.at(m.away)[static_cast<std::size_t>(b - 1)];
            if (g == byTable.end() || !g->second->involves(home) || !g->second->involves(away))
                throw StoreError(Problem(
                    QT_TRANSLATE_NOOP("tengen", "match %1, board %2 of round %3 has no game of its "
                                                "line-ups' players"),
                    std::to_string(m.number), std::to_string(b), std::to_string(round.value())));
        }
    if (boards != games.size())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "round %1 of a team event has a game outside "
                                                "its matches"),
                    std::to_string(round.value())));
    Transaction tx(c_);
    Rounds& rounds = file_.rounds();
    rounds.teamBoards_ = true;
    try {
        rounds.save(round, games, {}, what, expect); // a savepoint of this transaction
    } catch (...) {
        rounds.teamBoards_ = false;
        throw;
    }
    rounds.teamBoards_ = false;
    run(c_.db(), QStringLiteral("DELETE FROM team_match WHERE round = ?"), {round.value()});
    run(c_.db(), QStringLiteral("DELETE FROM team_bye WHERE round = ?"), {round.value()});
    // A default line-up lives with its match: written again below for the teams that play.
    run(c_.db(), QStringLiteral("DELETE FROM team_lineup WHERE round = ? AND given = 0"),
        {round.value()});
    for (const TeamMatch& m : paired.matches)
        run(c_.db(),
            QStringLiteral("INSERT INTO team_match (round, match_number, home_id, away_id,"
                           " home_white_board1) VALUES (?, ?, ?, ?, ?)"),
            {round.value(), m.number, static_cast<qlonglong>(m.home.value()),
             static_cast<qlonglong>(m.away.value()), m.homeWhiteOnBoard1 ? 1 : 0});
    if (paired.bye)
        run(c_.db(), QStringLiteral("INSERT INTO team_bye (round, team_id) VALUES (?, ?)"),
            {round.value(), static_cast<qlonglong>(paired.bye->value())});
    // The line-ups as paired: a given one stays given; the others are the defaults the pairing
    // took, gone again when the round is unpaired.
    std::map<TeamId, std::vector<PlayerId>> given;
    QSqlQuery rows = run(c_.db(),
                         QStringLiteral("SELECT team_id, player_id FROM team_lineup"
                                        " WHERE round = ? AND given = 1 ORDER BY team_id, board"),
                         {round.value()});
    while (rows.next())
        given[TeamId{rows.value(0).toLongLong()}].push_back(playerId(rows.value(1)));
    for (const auto& [team, lineup] : paired.lineups) {
        const auto g = given.find(team);
        writeLineup(c_, round, team, lineup, g != given.end() && g->second == lineup);
    }
    tx.touch(Aggregate::Rounds);
    return tx.commit();
}

std::vector<Team> TeamRounds::importTeams(const std::vector<ImportedTeam>& imported,
                                          const std::vector<PlayerId>& ids,
                                          const std::vector<Game>& games, int rounds) {
    Transaction tx(c_);
    std::set<PlayerId> placed;
    for (const Team& t : file_.teams().all())
        placed.insert(t.members.begin(), t.members.end());
    std::map<PlayerId, std::string> clubOf;
    if (std::any_of(imported.begin(), imported.end(),
                    [](const ImportedTeam& t) { return !t.members.empty(); })) {
        QSqlQuery clubs = run(c_.db(), QStringLiteral("SELECT id, club FROM player"));
        while (clubs.next())
            clubOf[playerId(clubs.value(0))] = s(clubs.value(1));
    }
    std::vector<Team> wanted;
    for (const ImportedTeam& it : imported) {
        Team team;
        team.nameNative = it.name;
        if (!containsCjk(it.name))
            team.nameLatin = it.name;
        for (int p : it.members)
            if (p >= 0 && placed.insert(ids[static_cast<std::size_t>(p)]).second)
                team.members.push_back(ids[static_cast<std::size_t>(p)]);
        std::map<std::string, int> clubs;
        for (PlayerId p : team.members)
            if (!clubOf[p].empty())
                ++clubs[clubOf[p]];
        for (const auto& [club, n] : clubs)
            if (team.club.empty() || n > clubs[team.club])
                team.club = club;
        for (const auto& [round, lineup] : it.lineups) // rounds in order: the first one first
            for (int p : lineup)
                if (p >= 0 && placed.insert(ids[static_cast<std::size_t>(p)]).second)
                    team.members.push_back(ids[static_cast<std::size_t>(p)]);
        wanted.push_back(std::move(team));
    }
    // All the teams at once (each checked and journalled as an added team), then their line-ups
    // and matches, each statement prepared once: time linear in the file (#45).
    const std::vector<Team> added = file_.teams().addAll(wanted);
    // A new team has no line-up to replace (writeLineup's DELETE): only its rows are written.
    // OpenGotha lists every team's boards for every round it can hold; a round not played yet
    // whose listing is the line-up the team takes anyway (its first members present, in order)
    // is no line-up the director gave, and is not kept as one: the default follows the
    // members' presence as the rounds come (and 8,000 teams' listings held the write lock half
    // a second, #45).
    std::set<int> played;
    for (const Game& g : games)
        played.insert(g.round);
    std::set<std::pair<qlonglong, int>> away; // (player, round) absent or with a bye asked
    {
        QSqlQuery rows = run(c_.db(), QStringLiteral("SELECT player_id, round FROM participation"
                                                     " WHERE state <> 'present'"));
        while (rows.next())
            away.insert({rows.value(0).toLongLong(), rows.value(1).toInt()});
    }
    const int boards = file_.settings().get().boards;
    std::vector<QVariantList> lineupRows;
    std::map<int, TeamRound> byRound;
    for (std::size_t k = 0; k < imported.size(); ++k) {
        const Team& team = added[k];
        for (const auto& [round, lineup] : imported[k].lineups) {
            if (round > rounds)
                continue;
            std::vector<PlayerId> players;
            for (int p : lineup)
                if (p >= 0 && team.hasMember(ids[static_cast<std::size_t>(p)]))
                    players.push_back(ids[static_cast<std::size_t>(p)]);
            const bool asDefault =
                !played.contains(round) &&
                players == defaultLineup(team, boards, [&](PlayerId p) {
                    return !away.contains({static_cast<qlonglong>(p.value()), round});
                });
            int board = 1;
            if (!asDefault)
                for (PlayerId p : players)
                    lineupRows.push_back({round, static_cast<qlonglong>(team.id.value()), board++,
                                          static_cast<qlonglong>(p.value())});
            TeamRound& r = byRound[round];
            r.round = round;
            r.lineups[team.id] = players;
        }
    }
    insertRows(c_.db(),
               QStringLiteral("INSERT INTO team_lineup (round, team_id, board, player_id, given)"
                              " VALUES "),
               QStringLiteral("(?, ?, ?, ?, 1)"), lineupRows);
    Statement matchRow(c_.db(),
                       QStringLiteral("INSERT INTO team_match (round, match_number, home_id,"
                                      " away_id, home_white_board1) VALUES (?, ?, ?, ?, ?)"));
    std::map<int, std::vector<Game>> gamesOf; // each round's own: never every game for each
    for (const Game& g : games)
        gamesOf[g.round].push_back(g);
    for (const auto& [round, r] : byRound)
        for (const TeamMatch& m : matchesFromGames(r, gamesOf[round]))
            matchRow.exec({round, m.number, static_cast<qlonglong>(m.home.value()),
                           static_cast<qlonglong>(m.away.value()), m.homeWhiteOnBoard1 ? 1 : 0});
    tx.touch(Aggregate::Rounds);
    tx.commit();
    return added;
}

} // namespace tengen::store
