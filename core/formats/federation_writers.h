#pragma once
// The FFG results file (.tou, docs/formats.md §4.1) and the AGA results submission (§5.2).
#include "egf_writer.h"
#include "tournament/game.h"
#include "tournament/player.h"

#include <map>

namespace tengen::formats {

// Same player lines as the EGF file in the FFG's columns: place, name (25), rank, licence
// (7 digits or -------), club, then 8-char round fields without '/' ("2+w0", "0="). Forfeits
// are written "0=" unless kept (OpenGotha writes them as played games; the FFG does not rate
// them). ISO-8859-1.
QByteArray ffgTou(const StandingsTable& table, const TournamentSettings& settings,
                  const std::map<PlayerId, std::string>& licences, bool keepForfeits = false);

struct AgaExport {
    QByteArray text;
    std::vector<QString> warnings; // games the AGA format cannot carry (jigo, both win/lose)
};
// TOURNEY / PLAYERS / GAMES as the AGA publishes it; players without an AGA ID get temporary
// numbers from 99999 down. Forfeits and unknown results are left out.
AgaExport agaResults(const TournamentSettings& settings, const std::vector<Player>& players,
                     const std::vector<Game>& games);

} // namespace tengen::formats
