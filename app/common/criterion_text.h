#pragma once
// A tie-breaker (or the main score) in words, everywhere one is shown: its standings heading and
// its name for a director choosing it, with the names Chinese events use (积分, 对手分, 累进分).
// The words themselves are the criterion's row in core/tournament/pairing_settings.cpp, beside
// its id: with its value (pairing/scoreboard.cpp) all a new tie-breaker needs
// (docs/architecture.md, "Where to add"); this file translates them.
#include "tournament/pairing_settings.h"

#include <QString>
#include <vector>

namespace tengen {

// As the standings head its column: "Score", "SOS", "SB" … (积分, 对手分 in Chinese).
QString criterionHeading(Criterion c);
// As a director chooses it: "Opponents' scores (对手分) — SOSW".
QString criterionName(Criterion c);
// The criteria a director chooses from, in the order offered.
const std::vector<Criterion>& choosableCriteria();

} // namespace tengen
