#pragma once
// Points as Tengen writes them: one writing for people and one for files and command lines,
// whatever the page, list or document (#46).
#include <string>

namespace tengen {

// A score kept in 1/`scale` of a point (2: half points, the pairing's and the team event's
// scale; 4: quarters), as people read it: "2", "1½", "½", "-½", "2¼". A `scale` of 1 or less:
// the whole number.
std::string pointsText(long long value, int scale = 2);

// The same as a file or a command line takes it: "2", "1.5", "-0.5", "2.25" (team rules such as
// --match-points 2/1/0, which a director types).
std::string pointsDecimal(long long value, int scale = 2);

} // namespace tengen
