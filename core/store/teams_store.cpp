// The teams of a team event in the tournament file.
#include "connection.h"
#include "problem_text.h"
#include "sql_support.h"
#include "tournament_file.h"

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

} // namespace

std::vector<Team> Teams::all() const {
    ReadSnapshot snapshot(c_);
    std::vector<Team> out;
    QSqlQuery rows = run(c_.db(), QStringLiteral("SELECT id, name_native, name_latin, club,"
                                                 " country, captain FROM team ORDER BY id"));
    while (rows.next())
        out.push_back(teamFromRow(rows));
    QSqlQuery members = run(c_.db(), QStringLiteral("SELECT team_id, player_id FROM team_member"
                                                    " ORDER BY team_id, position"));
    while (members.next()) {
        const TeamId team{members.value(0).toLongLong()};
        for (Team& t : out)
            if (t.id == team)
                t.members.push_back(playerId(members.value(1)));
    }
    return out;
}

std::optional<Team> Teams::find(TeamId id) const {
    for (Team& t : all())
        if (t.id == id)
            return std::move(t);
    return std::nullopt;
}

void Teams::check(const Team& team) const {
    if (const Problem problem = validateTeam(team); !problem.empty())
        throw StoreError(problem);
    for (PlayerId p : team.members)
        if (!file_.players().find(p))
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1: no player has the id %2"),
                                     team.displayName(), std::to_string(p.value())),
                             StoreError::Kind::NotFound);
    std::vector<Team> teams = all();
    std::erase_if(teams, [&](const Team& t) { return t.id == team.id; });
    teams.push_back(team);
    if (const Problem problem = checkMembership(teams); !problem.empty())
        throw StoreError(problem);
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
    run(c_.db(), QStringLiteral("DELETE FROM team_member WHERE team_id = ?"),
        {static_cast<qlonglong>(seen.id.value())});
    run(c_.db(), QStringLiteral("DELETE FROM team WHERE id = ?"),
        {static_cast<qlonglong>(seen.id.value())});
    c_.journal(QStringLiteral("team.remove"),
               QStringLiteral("%1 %2").arg(seen.id.value()).arg(q(seen.displayName())));
    tx.touch(Aggregate::Players);
    tx.commit();
}

} // namespace tengen::store
