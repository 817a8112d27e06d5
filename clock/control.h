#pragma once
// Time controls as values, with durations in integer milliseconds (never floating point: the
// boundaries are exact, a move at 59.999 s costs nothing and one at 60.000 s costs a period).
#include "tournament/problem.h"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace tengen::clock {

using Millis = std::chrono::milliseconds;

enum class System {
    Absolute, // 包干: all moves in the main time
    ByoYomi,  // 读秒: after the main time, N periods of P; a move inside a period costs nothing
    Canadian, // after the main time, n stones in each block of M (the rest of a block is lost)
    MovesPerPeriod, // 定时限步制: n moves in M, time left over carries into the next period
    Fischer,        // an increment after each move, optionally capped
    Bronstein,      // delay d: the time a move used, up to d, comes back after the move
    SimpleDelay,    // US delay d: the main time starts to run only after d
    Hourglass,      // the time one side uses is added to the other's
    Ing,            // 应氏: main time, then up to N extensions of P (main/6), 2 points each
};

struct Control {
    System system = System::ByoYomi;
    Millis main{0};
    Millis period{60000};      // byo-yomi period; Canadian / moves-per-period block
    int periods = 3;           // byo-yomi periods
    int stones = 0;            // Canadian stones / moves per period
    Millis increment{0};       // Fischer
    std::optional<Millis> cap; // Fischer: the main time never exceeds it
    Millis delay{0};           // Bronstein and simple delay
    friend bool operator==(const Control&, const Control&) = default;
};

struct ControlParse {
    std::optional<Control> control;
    std::string error; // what is wrong, naming the part of the spec (English)
    Problem problem;   // the same, to translate at the edge (context "tengen")
};

// "byoyomi:main=0,period=60s,periods=3", "canadian:main=60m,stones=25,period=10m",
// "absolute:main=90m", "fischer:main=30m,inc=20s[,cap=40m]",
// "moves:main=120m,stones=15,period=10m", "bronstein:main=30m,delay=10s",
// "delay:main=30m,delay=10s", "hourglass:main=10m", "ing:main=3h[,extensions=3][,period=30m]"
// (Ing's extension is a sixth of the main time unless given). Durations: 500ms, 30s, 10m, 1h, or a
// bare number of seconds.
ControlParse tryParseControl(std::string_view spec);
std::string describe(const Control& c); // the spec form
// Ing: the points a side has lost to extensions (2 for each one opened).
int ingPenaltyPoints(const Control& c, int extensionsLeft);
// "1:02:03" / "9:59" / "0:07.5" style display of a duration (tenths only under ten seconds).
std::string formatDuration(Millis d);

} // namespace tengen::clock
