#pragma once
// A realistic demo event for a first look at the app: an open McMahon tournament in Hangzhou
// with players from China, Japan, Korea and Europe. Names are invented.
#include "tournament/player.h"
#include "tournament/tournament_settings.h"

#include <vector>

namespace tengen {

TournamentSettings demoSettings();
std::vector<Player> demoPlayers();

} // namespace tengen
