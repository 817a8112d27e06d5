#pragma once
// An OpenGotha tournament file (docs/formats.md §2), so a tournament can move back to OpenGotha:
// players, games with results, byes and every parameter set OpenGotha reads.
#include "tournament/game.h"
#include "tournament/pairing_settings.h"
#include "tournament/player.h"
#include "tournament/team_round.h"
#include "tournament/tournament_settings.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace tengen::formats {

struct OpenGothaExport {
    QByteArray xml;
    std::vector<QString> warnings; // beyond OpenGotha's limits, keys made unique, ...
    // Where OpenGotha would score a player otherwise than the tournament does, one line per
    // player and round: OpenGotha holds one bye a round and no requested bye, so a requested
    // bye is written as an absence, which OpenGotha scores with the absence's points. Empty
    // when the event's bye and absence scores are equal.
    std::vector<QString> scoreChanges;
    // The team rules OpenGotha has no place for, one line each (#44): a tied match decided by
    // the leader board (主将), match points other than 2/1/0, a team bye scored as a win or a
    // loss, a criterion it lacks. Reopened, the file ranks the teams otherwise.
    std::vector<QString> ruleChanges;
};

// OpenGotha's file as OpenGotha holds a tournament: one bye a round — the pairing's; a bye a
// player asked for is an absence in that round (as an OpenGotha director records it, so that
// OpenGotha pairs the round again as it was paired); a withdrawn player takes part only in the
// rounds he played.
//
// A team event's teams go with it (`teams`, `teamRounds`): each team's boards in every round
// (its line-up where the round has one, else its first members), the team size and the team
// criteria OpenGotha has (LBW and DE are left out, warned).
OpenGothaExport openGothaXml(const TournamentSettings& settings, const PairingSettings& pairing,
                             const std::vector<Player>& players, const std::vector<Game>& games,
                             const std::vector<Bye>& byes, const std::vector<Team>& teams = {},
                             const std::vector<TeamRound>& teamRounds = {});

} // namespace tengen::formats
