#include "teams.h"

#include "tournament/rating.h"

#include <algorithm>
#include <map>
#include <set>

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

FoundTeam findTeam(const store::TournamentFile& file, TeamId id) {
    FoundTeam out;
    std::optional<Team> found;
    out.refusal = guarded([&] { found = file.teams().find(id); });
    if (found)
        out.team = *found;
    else if (out.refusal.done())
        out.refusal = Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "no team has the id %1"),
                                               std::to_string(id.value())));
    return out;
}

TeamsFromClubs proposeTeamsFromClubs(const store::TournamentFile& file, int reserves,
                                     const QStringList& suffixes) {
    TeamsFromClubs out;
    out.reserves = std::max(0, reserves);
    out.suffixes = suffixes;
    out.refusal = guarded([&] {
        const store::TournamentFile::ReadSnapshot snapshot(file);
        if (out.refusal = teamEventOnly(file); !out.refusal.done())
            return;
        const int boards = file.settings().get().boards;
        std::set<PlayerId> inTeams;
        for (const Team& t : file.teams().all())
            inTeams.insert(t.members.begin(), t.members.end());
        std::map<std::string, std::vector<Player>> clubs; // in the clubs' own order of names
        std::vector<std::string> order;
        for (const Player& p : file.players().all()) {
            if (p.withdrawn || inTeams.contains(p.id) || p.club.empty())
                continue;
            if (!clubs.contains(p.club))
                order.push_back(p.club);
            clubs[p.club].push_back(p);
        }
        const auto strength = [](const Player& p) { // as pairing orders them
            const std::optional<Rank> r = p.effectiveRank();
            return pairingRating(p.rating ? goRFromRating(*p.rating) : std::nullopt,
                                 r ? r->amateurScale() : Rank::kWeakest);
        };
        for (const std::string& club : order) {
            std::vector<Player>& players = clubs[club];
            std::stable_sort(players.begin(), players.end(), [&](const Player& a, const Player& b) {
                return strength(a) > strength(b);
            });
            std::size_t next = 0;
            for (int k = 0; players.size() - next >= static_cast<std::size_t>(boards); ++k) {
                Team t;
                QString suffix;
                if (k > 0)
                    suffix = k - 1 < suffixes.size() ? suffixes[k - 1]
                                                     : QString(QChar(u'A' + std::min(k, 25)));
                t.nameNative = club + (suffix.isEmpty() ? std::string() : suffix.toStdString());
                t.club = club;
                const std::size_t take = std::min(players.size() - next,
                                                  static_cast<std::size_t>(boards + out.reserves));
                for (std::size_t i = 0; i < take; ++i)
                    t.members.push_back(players[next + i].id);
                if (!t.members.empty())
                    t.captain = t.members.front();
                if (!players.empty() && !players.front().country.empty())
                    t.country = players.front().country;
                next += take;
                out.teams.push_back(t);
            }
            for (; next < players.size(); ++next)
                out.leftOut.push_back(players[next].id);
        }
    });
    return out;
}

TeamsFromClubs makeTeamsFromClubs(store::TournamentFile& file, int reserves,
                                  const QStringList& suffixes) {
    TeamsFromClubs out;
    const Refusal written = guarded([&] {
        file.writeTransaction([&] {
            out = proposeTeamsFromClubs(file, reserves, suffixes);
            if (!out.refusal.done())
                return;
            for (Team& t : out.teams) {
                const TeamId id = file.teams().add(t);
                t = *file.teams().find(id);
            }
        });
    });
    if (!written.done())
        out.refusal = written;
    return out;
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
