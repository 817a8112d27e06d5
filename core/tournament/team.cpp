#include "team.h"

#include "player.h"

#include <algorithm>
#include <map>
#include <set>

namespace tengen {

bool Team::hasMember(PlayerId p) const {
    return std::find(members.begin(), members.end(), p) != members.end();
}

const Team* teamIn(const std::vector<Team>& teams, TeamId id) {
    const auto t =
        std::find_if(teams.begin(), teams.end(), [id](const Team& t) { return t.id == id; });
    return t == teams.end() ? nullptr : &*t;
}

Problem validateTeam(const Team& team) {
    if (team.nameNative.empty() && team.nameLatin.empty())
        return Problem(QT_TRANSLATE_NOOP("tengen", "a team needs a name"));
    // As a player's text: no line break or control character, at most 200 characters.
    for (const auto& [text, field] :
         {std::pair{&team.nameNative, "name"}, std::pair{&team.nameLatin, "name-latin"},
          std::pair{&team.club, "club"}, std::pair{&team.country, "country"}})
        if (Problem problem = checkText(*text, field, 200); !problem.empty())
            return problem;
    std::set<PlayerId> seen;
    for (PlayerId p : team.members)
        if (!seen.insert(p).second)
            return Problem(QT_TRANSLATE_NOOP("tengen", "%1: player %2 is listed twice"),
                           team.displayName(), std::to_string(p.value()));
    if (team.captain && !team.hasMember(*team.captain))
        return Problem(QT_TRANSLATE_NOOP("tengen", "%1: the captain (player %2) is not a member"),
                       team.displayName(), std::to_string(team.captain->value()));
    return {};
}

Problem checkMembership(const std::vector<Team>& teams) {
    std::map<PlayerId, const Team*> teamOf;
    for (const Team& t : teams)
        for (PlayerId p : t.members) {
            const auto [it, added] = teamOf.emplace(p, &t);
            if (!added && it->second != &t)
                return Problem(QT_TRANSLATE_NOOP("tengen", "player %1 is in two teams: %2 and %3"),
                               std::to_string(p.value()), it->second->displayName(),
                               t.displayName());
        }
    return {};
}

std::string_view lineupRuleId(LineupRule rule) {
    return rule == LineupRule::Free ? "free" : "fixed";
}

std::optional<LineupRule> tryParseLineupRule(std::string_view id) {
    if (id == "fixed")
        return LineupRule::FixedOrder;
    if (id == "free")
        return LineupRule::Free;
    return std::nullopt;
}

std::vector<PlayerId> defaultLineup(const Team& team, int boards,
                                    const std::function<bool(PlayerId)>& present) {
    std::vector<PlayerId> lineup;
    for (PlayerId p : team.members)
        if (static_cast<int>(lineup.size()) < boards && present(p))
            lineup.push_back(p);
    return lineup;
}

Problem checkLineup(const Team& team, const std::vector<PlayerId>& lineup, int boards,
                    LineupRule rule) {
    if (static_cast<int>(lineup.size()) != boards)
        return Problem(QT_TRANSLATE_NOOP("tengen", "%1: %2 players for %3 boards"),
                       team.displayName(), std::to_string(lineup.size()), std::to_string(boards));
    std::set<PlayerId> seen;
    int lastPlace = -1;
    for (std::size_t board = 0; board < lineup.size(); ++board) {
        const PlayerId p = lineup[board];
        const auto at = std::find(team.members.begin(), team.members.end(), p);
        if (at == team.members.end())
            return Problem(QT_TRANSLATE_NOOP("tengen", "%1, board %2: player %3 is not a member"),
                           team.displayName(), std::to_string(board + 1),
                           std::to_string(p.value()));
        if (!seen.insert(p).second)
            return Problem(QT_TRANSLATE_NOOP("tengen", "%1: player %2 is on two boards"),
                           team.displayName(), std::to_string(p.value()));
        const int place = static_cast<int>(at - team.members.begin());
        if (rule == LineupRule::FixedOrder && place < lastPlace)
            return Problem(QT_TRANSLATE_NOOP("tengen", "%1, board %2: player %3 is listed after "
                                                       "the player of board %4: the order of the "
                                                       "members is kept (players may be left out, "
                                                       "not moved up)"),
                           team.displayName(), std::to_string(board + 1), std::to_string(p.value()),
                           std::to_string(board));
        lastPlace = std::max(lastPlace, place);
    }
    return {};
}

} // namespace tengen
