#include "teams.h"

namespace tengen {

namespace {

// Teams belong to a team event; an individual event is refused with what to do instead.
Refusal teamEventOnly(const store::TournamentFile& file) {
    if (file.settings().get().teamEvent())
        return {};
    Refusal r;
    r.kind = Refusal::Kind::Refused;
    r.problem = Problem(QT_TRANSLATE_NOOP("tengen", "this is an individual event: teams play in "
                                                    "a team event (tengen-cli new … --teams "
                                                    "--board-count N)"));
    return r;
}

} // namespace

TeamOutcome addTeam(store::TournamentFile& file, const Team& team) {
    TeamOutcome out;
    Refusal individual;
    out.refusal = guarded([&] {
        individual = teamEventOnly(file);
        if (!individual.done())
            return;
        const TeamId id = file.teams().add(team);
        out.stored = *file.teams().find(id);
    });
    if (!individual.done())
        out.refusal = individual;
    return out;
}

TeamOutcome editTeam(store::TournamentFile& file, const Team& seen, const Team& wanted) {
    TeamOutcome out;
    out.refusal = guarded([&] {
        file.teams().update(seen, wanted);
        out.stored = *file.teams().find(seen.id);
    });
    return out;
}

Refusal removeTeam(store::TournamentFile& file, const Team& seen) {
    return guarded([&] { file.teams().remove(seen); });
}

std::optional<Team> findTeam(const store::TournamentFile& file, TeamId id, Refusal* refusal) {
    std::optional<Team> team;
    const Refusal r = guarded([&] { team = file.teams().find(id); });
    if (refusal)
        *refusal =
            !r.done() ? r
            : team    ? Refusal{}
                   : Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "no team has the id %1"),
                                              std::to_string(id.value())));
    return team;
}

std::vector<Player> teamMembers(const store::TournamentFile& file, const Team& team) {
    const store::TournamentFile::ReadSnapshot snapshot(file);
    std::vector<Player> members;
    for (PlayerId id : team.members)
        if (const auto p = file.players().find(id))
            members.push_back(*p);
    return members;
}

} // namespace tengen
