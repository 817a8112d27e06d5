#pragma once
// Purpose: a team of a team event and its line-up for a round — who plays on boards 1..N — with
// the rule the event chooses for changing it. Plain data and its checks; the tournament file
// stores them (issue #32).
#include "base/problem.h"
#include "ids.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen {

struct TeamIdTag;
using TeamId = StrongId<TeamIdTag, std::int64_t>;

// The boards a team event plays: 2 to 10 (OpenGotha's most).
constexpr int kMinBoards = 2;
constexpr int kMaxBoards = 10;

struct Team {
    TeamId id{};
    std::string nameNative, nameLatin; // the Latin name for the federations' files
    std::string club, country;         // a school or club; the country's two-letter code
    std::optional<PlayerId> captain;
    // Its players in board order; those after the event's number of boards are reserves.
    std::vector<PlayerId> members;
    friend bool operator==(const Team&, const Team&) = default;

    // The native name, else the Latin one.
    const std::string& displayName() const { return nameNative.empty() ? nameLatin : nameNative; }
    bool hasMember(PlayerId p) const;
};

// The team `id` of `teams`, nullptr when it is not there.
const Team* teamIn(const std::vector<Team>& teams, TeamId id);

// A team's own check: a name, each member once, the captain one of its members (or none).
Problem validateTeam(const Team& team);
// Across the event: a player plays for one team at most (the first such player named).
Problem checkMembership(const std::vector<Team>& teams);

// How a team's line-up for a round may differ from its member order.
enum class LineupRule {
    // A player may be left out, never moved above a member listed before him: the usual rule of
    // Chinese leagues and of FIDE's team events.
    FixedOrder,
    Free, // any of its members on any board
};
std::string_view lineupRuleId(LineupRule rule); // "fixed", "free"
std::optional<LineupRule> tryParseLineupRule(std::string_view id);

// The line-up a round takes unless the director gives one: the first `boards` members present,
// in order (fewer when fewer are present).
std::vector<PlayerId> defaultLineup(const Team& team, int boards,
                                    const std::function<bool(PlayerId)>& present);
// A line-up the director gives for a round: `boards` players, each a member of `team` and each
// once, in member order under FixedOrder. Empty: it holds.
Problem checkLineup(const Team& team, const std::vector<PlayerId>& lineup, int boards,
                    LineupRule rule);

} // namespace tengen
