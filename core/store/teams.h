#pragma once
// The teams of a team event in the tournament file (issue #32): each team's row and its members
// in board order, a player in one team at most. Every write is one transaction, refused when
// another program changed the team since the caller read it.
#include "tournament/team.h"

#include <optional>
#include <vector>

namespace tengen::store {

class Connection;
class TournamentFile;

class Teams {
  public:
    Teams(Connection& c, TournamentFile& file) : c_(c), file_(file) {}
    Teams(const Teams&) = delete;
    Teams& operator=(const Teams&) = delete;

    std::vector<Team> all() const; // in the order they were added
    std::optional<Team> find(TeamId id) const;
    // Adds `team` (its id is given here); refused (Invalid) when it breaks validateTeam, names a
    // player the file does not have, or one who plays for another team.
    TeamId add(const Team& team);
    // `seen` as the caller read it becomes `wanted`; Conflict when the team changed since.
    void update(const Team& seen, const Team& wanted);
    void remove(const Team& seen);
    // Puts a removed team back under its own id (undo of a removal, redo of an addition);
    // refused (Conflict) when the id is in use.
    void restore(const Team& team);
    // Part of an import (TeamRounds::importTeams, in its transaction): adds `teams` in their
    // order, each checked and journalled as add does, against one read of the file's players
    // and teams (never one for each team: an OpenGotha file of 8,000 teams). Returns them as
    // stored, in that order.
    std::vector<Team> addAll(const std::vector<Team>& teams);

  private:
    void check(const Team& team) const; // throws StoreError
    void stillAsSeen(const Team& seen) const;
    void writeMembers(const Team& team);
    Connection& c_;
    TournamentFile& file_;
};

} // namespace tengen::store

#include "records.h"
#include "tournament/import_batch.h"
#include "tournament/team_round.h"

namespace tengen::store {

// The rounds of a team event (issue #32): each round's matches, the team with the bye, and the
// line-ups — given by the director before the round is paired, then as paired. The matches'
// boards are the round's games (Rounds); both are written together, in one transaction.
class TeamRounds {
  public:
    TeamRounds(Connection& c, TournamentFile& file) : c_(c), file_(file) {}
    TeamRounds(const TeamRounds&) = delete;
    TeamRounds& operator=(const TeamRounds&) = delete;

    TeamRound round(RoundNo round) const;
    std::vector<TeamRound> all() const; // every round that has a match, a bye or a line-up

    // The line-up `team` fields in `round`, set before the round is paired (refused once it is:
    // Conflict), checked against the team and the event's line-up rule (Invalid). `seen` is the
    // line-up the caller read (empty: none given); Conflict when it changed since. An empty
    // `lineup` takes the given one back (the default applies again).
    void setLineup(RoundNo round, TeamId team, const std::vector<PlayerId>& lineup,
                   const std::vector<PlayerId>& seen);

    // Stores `paired` (its matches, bye and line-ups) and the board games `games` as the
    // round's, in one transaction; refused (Invalid) when they do not fit together, and as
    // Rounds::save when the round changed since `expect`. An empty `paired` with no games
    // unpairs the round (the line-ups given before stay).
    Revisions save(RoundNo round, const TeamRound& paired, const std::vector<Game>& games,
                   const QString& what, const RoundExpectation& expect = {});

    // Part of an import (Players::import, in its transaction): the file's teams, their members
    // (the first round's line-up in board order, then whoever else played for the team as
    // reserves; a player already in a team stays in it), each round's line-up, and the matches
    // its games make (matchesFromGames). A team given with its members (a registration CSV)
    // takes them in that order, its club the one most of them play for. `ids` maps the batch's
    // players to their ids. Returns the teams as stored.
    std::vector<Team> importTeams(const std::vector<ImportedTeam>& teams,
                                  const std::vector<PlayerId>& ids, const std::vector<Game>& games,
                                  int rounds);

  private:
    std::vector<TeamRound> read(std::optional<RoundNo> round) const;
    Connection& c_;
    TournamentFile& file_;
};

} // namespace tengen::store
