#pragma once
// The clock layer's names for the program's one time-control type (tournament/time_control.h),
// and what only the clocks need of it.
#include "tournament/time_control.h"

#include <string>

namespace tengen::clock {

using Millis = tengen::Millis;
using System = TimeSystem;
using Control = TimeControl;
using ControlParse = TimeControlParse;

inline ControlParse tryParseControl(std::string_view spec) {
    return tryParseTimeControl(spec);
}
inline std::string describe(const Control& c) { // the spec form
    return timeControlSpec(c);
}
// Ing: the points a side has lost to extensions (2 for each one opened).
int ingPenaltyPoints(const Control& c, int extensionsLeft);
// "1:02:03" / "9:59" / "0:07.5" style display of a duration (tenths only under ten seconds).
std::string formatDuration(Millis d);

} // namespace tengen::clock
