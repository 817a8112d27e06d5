#pragma once
// A time control as one value for the whole program: the event's settings, the EGF and
// OpenGotha files, the clocks and the referee screen all hold this type (the clock layer names
// it clock::Control). Durations are integer milliseconds, never floating point: the boundaries
// are exact, a move at 59.999 s costs nothing and one at 60.000 s costs a period.
// docs/clocks.md describes the systems.
#include "base/problem.h"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace tengen {

using Millis = std::chrono::milliseconds;

enum class TimeSystem {
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
// A duration in whole seconds, as the federations' files and the settings columns give it.
inline int wholeSeconds(Millis d) {
    return static_cast<int>(d.count() / 1000);
}

// The spec's names: "absolute", "byoyomi", "canadian", "moves", "fischer", "bronstein",
// "delay", "hourglass", "ing".
std::string_view timeSystemId(TimeSystem t);
std::optional<TimeSystem> tryParseTimeSystem(std::string_view s);

struct TimeControl {
    TimeSystem system = TimeSystem::ByoYomi;
    Millis main{0};
    Millis period{60000};      // byo-yomi period; Canadian / moves-per-period block; Ing's extension
    int periods = 3;           // byo-yomi periods; Ing's extensions
    int stones = 0;            // Canadian stones / moves per period
    Millis increment{0};       // Fischer
    std::optional<Millis> cap; // Fischer: the main time never exceeds it
    Millis delay{0};           // Bronstein and simple delay
    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

struct TimeControlParse {
    std::optional<TimeControl> control;
    std::string error; // what is wrong, naming the part of the spec (English)
    Problem problem;   // the same, to translate at the edge (context "tengen")
};

// "byoyomi:main=0,period=60s,periods=3", "canadian:main=60m,stones=25,period=10m",
// "absolute:main=90m", "fischer:main=30m,inc=20s[,cap=40m]",
// "moves:main=120m,stones=15,period=10m", "bronstein:main=30m,delay=10s",
// "delay:main=30m,delay=10s", "hourglass:main=10m", "ing:main=3h[,extensions=3][,period=30m]"
// (Ing's extension is a sixth of the main time unless given). Durations: 500ms, 30s, 10m, 1h, or a
// bare number of seconds.
TimeControlParse tryParseTimeControl(std::string_view spec);
// Only what the system uses (a sudden death has no period): what the spec keeps, so that a
// control read back equals the one written.
TimeControl normalised(TimeControl c);
// The spec form, which tryParseTimeControl reads back to the same value (when normalised).
std::string timeControlSpec(const TimeControl& c);
// "60m+3x60s" style summary for lists and exports.
std::string timeControlSummary(const TimeControl& t);

} // namespace tengen
