#pragma once
// An OpenGotha tournament file (docs/formats.md §2), so a tournament can move back to OpenGotha:
// players, games with results, byes and every parameter set OpenGotha reads.
#include "tournament/game.h"
#include "tournament/pairing_settings.h"
#include "tournament/player.h"
#include "tournament/tournament_settings.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace tengen::reports {

struct OpenGothaExport {
    QByteArray xml;
    std::vector<QString> warnings; // beyond OpenGotha's limits, keys made unique, ...
};

OpenGothaExport openGothaXml(const TournamentSettings& settings, const PairingSettings& pairing,
                             const std::vector<Player>& players, const std::vector<Game>& games,
                             const std::vector<Bye>& byes);

} // namespace tengen::reports
