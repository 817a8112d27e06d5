#pragma once
// The grades a certification group awards (issue #47 point 5, docs/divisions.md): each
// player's score (games won, a forfeit win as the award table says), the grade his score
// gives by the table, and the fee band. Read-only: the standings and documents show them.
#include "actions/refusal.h"
#include "store/tournament_file.h"
#include "tournament/division.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen {

struct AwardRow {
    Player player;
    Division division;
    std::optional<Rank> claimed; // the director's rank if set, else the one claimed
    int wins = 0;                // games won (a forfeit as the award table says) and byes
    int games = 0;               // games with a result
    int byes = 0;                // rounds he had the bye (each a game won)
    // Once every round of the group is played for him (games with a result and byes): the
    // grade his score gives by the table; none before.
    std::optional<Rank> awarded;
    std::string feeBand;
};

struct Awards {
    Refusal refusal;
    std::vector<AwardRow> rows; // by division, then score (best first), then registration
};

// The awards of division `division` (nullopt: of every certification group). Refused for a
// division that is not a certification group, and when the event has none.
Awards computeAwards(const store::TournamentFile& file, std::optional<int> division);

// The next event (#47 point 5: the grades awarded applied): a new file at `path` with
// `settings`, its players this event's — names, club, country, ratings, birth date, category —
// each with the grade a certification group awarded him as his rank (his rank as it was when
// none was awarded), as preliminary registrations, in one division, without rounds. Refused
// when the event has no certification group, or the new file cannot be made; nothing is
// written then. One transaction for the players.
struct NextEvent {
    Refusal refusal;
    int players = 0, regraded = 0; // registered; of them with a grade awarded here
};
NextEvent newEventFromAwards(const store::TournamentFile& file, const QString& path,
                             const TournamentSettings& settings);

} // namespace tengen
