#pragma once
// Purpose: the rounds of a team event as the desk and `tengen-cli team` run them (issue #32):
// line-ups given before a round, the round paired as the event says (team Swiss, round robin,
// double round robin) or match by match by hand, a whole team's forfeit, the team standings.
// Each change is one transaction; each refusal says why.
#include "actions/refusal.h"
#include "pairing/team_pairing.h"
#include "store/tournament_file.h"
#include "tournament/team_standings.h"

namespace tengen {

// The teams, the event's rules, every team round and board game, the players' ratings: what
// the team standings and team pairing read, from one snapshot.
TeamHistory teamHistoryOf(const store::TournamentFile& file);
// The same from the settings and players the caller read already (in its snapshot or write
// transaction): they are not read twice.
TeamHistory teamHistoryOf(const store::TournamentFile& file, const TournamentSettings& settings,
                          const std::vector<Player>& players);
// The games of `round` among `history`'s.
std::vector<Game> roundGames(const TeamHistory& history, RoundNo round);

// The line-up `team` fields in `round`: the one the director gave (or the round was paired
// with), else its first present members in order (fewer when fewer are present).
std::vector<PlayerId> teamLineupFor(const store::TournamentFile& file, RoundNo round,
                                    const Team& team);

// Gives `team`'s line-up for `round` before it is paired (an empty `lineup` takes it back);
// `seen` is the given line-up as the caller read it (empty: none).
Refusal setTeamLineup(store::TournamentFile& file, RoundNo round, TeamId team,
                      const std::vector<PlayerId>& lineup, const std::vector<PlayerId>& seen);

struct TeamPairingOutcome {
    Refusal refusal;
    TeamRound round;         // as stored
    std::vector<Game> games; // its boards, by table
    bool secondBye = false;  // the bye went to a team that had one (no other pairing existed)
    int rematches = 0;       // pairs that met before (no other pairing existed)
    // By hand: the round just before the match was added (for its undo).
    TeamRound before;
    std::vector<Game> gamesBefore;
};

// The round a plain `team pair` pairs: the first whose pairing is not complete — no match yet,
// or matches fixed by hand while other teams with players present do not play — else the round
// after the event's last.
int nextTeamRoundToPair(const store::TournamentFile& file);

// Pairs `round` as the event's team pairing says: refused outside the event's rounds, when the
// round is paired already, for pairing by hand (pairTeamsByHand), after a round robin's last
// round, and when a team that plays cannot field a full line-up (its name and how many of its
// players are present). In a team Swiss, matches fixed by hand in the round stay and the other
// teams are paired around them (a lone one gets the bye).
TeamPairingOutcome pairTeamRound(store::TournamentFile& file, RoundNo round);

// Adds the match `home` against `away` to `round` (OpenGotha's way): refused when either plays
// in it already; a rematch only with `allowRematch` (else NeedsConfirmation).
TeamPairingOutcome pairTeamsByHand(store::TournamentFile& file, RoundNo round, TeamId home,
                                   TeamId away, bool allowRematch);

// "Why (not) these two teams in `round`?": the facts the team Swiss knew and the cost of the
// pair against the pairing made (the round's teams as it was paired with, else as it would be
// paired now). `scheduled`: the event pairs by a round robin's table or by hand, not by cost.
struct TeamPairExplanationOutcome {
    Refusal refusal;
    pairing::TeamPairExplanation explanation;
    bool scheduled = false;
};
TeamPairExplanationOutcome explainTeamPairInFile(const store::TournamentFile& file, RoundNo round,
                                                 TeamId a, TeamId b);

// `team` forfeits its match of `round`: every board is won by the other team by forfeit. A board
// with a result already changes only with the referee's `reason` (kept with each game, as for
// any result changed).
Refusal forfeitTeam(store::TournamentFile& file, RoundNo round, TeamId team,
                    const QString& reason = {});

// The team standings after `through` (0: every round).
std::vector<TeamStandingsRow> teamStandingsInFile(const store::TournamentFile& file, int through,
                                                  TeamHistory* history = nullptr);

} // namespace tengen
