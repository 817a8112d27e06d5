#pragma once
// Players as JSON, the shape `tengen-cli --json` prints and scripts read.
#include "tournament/player.h"
#include "tournament/tournament_settings.h"

#include <QJsonObject>

namespace tengen {

QJsonObject toJson(const Player& p);
QJsonObject toJson(const TournamentSettings& s);

} // namespace tengen
