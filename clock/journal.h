#pragma once
// A table clock's journal: every action with its steady offset, so that after a crash the clock
// can be rebuilt. Entries are plain data; the tournament file stores them (with wall time) and
// recover() replays them.
#include "game_clock.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen::clock {

enum class JournalKind {
    Start,
    Press,
    Pause,
    Resume,
    Seal,
    Unseal,
    Adjust,
    UndoPress,
    Finish,
    Checkpoint,
    SwapSides,
    Flag, // the side to move ran out of time (written when the hall saw it fall, at the fall)
    // The table plays another time control than the hall's (written before its start; the spec
    // in `reason`): a handicap or an accessibility arrangement the referee set.
    Control,
    // The referee takes a fallen flag back, with his reason (#45): the clock stands paused at
    // the instant it fell, the side to move with nothing left until he gives it time.
    Unflag
};
std::string_view journalKindName(JournalKind k); // "start", "press", ...
std::optional<JournalKind> tryParseJournalKind(std::string_view name);

struct JournalEntry {
    JournalKind kind = JournalKind::Press;
    Millis at{0}; // steady time of the run that wrote it
    // The side the entry concerns: Start, who moves first; Press, who moved; Pause, Resume, Seal,
    // Unseal, Flag, the side to move; Adjust, whose time; UndoPress, whose press is taken back;
    // none for Finish, Checkpoint and SwapSides.
    std::optional<Side> side = Side::Black;
    Millis delta{0};    // Adjust
    std::string reason; // Adjust: why; Control: the spec
    friend bool operator==(const JournalEntry&, const JournalEntry&) = default;
};

// Applies an entry to a clock (the same call the live clock got). Returns the clock's answer.
ClockRefusal apply(GameClock& clock, const JournalEntry& e);

// Rebuilds a clock from its journal and leaves it paused at the last moment the journal knows
// (its last entry; Checkpoint entries are written while a clock runs so that little time is
// unknown after a crash). The returned clock's steady times are those of the journal: a new run
// drives it on the same timeline (its own steady time plus the offset that puts "now" at the
// last entry), so that what it journals next replays with the rest.
// `pausedHere` tells whether recovery paused a running clock: the caller journals that pause
// (at the last entry's time), so that the next replay pauses it there too.
GameClock recover(const Control& control, const std::vector<JournalEntry>& journal,
                  bool* pausedHere = nullptr);

// The wall-clock time now, UTC, as the journal stores it next to the steady offset
// ("2026-11-30T20:41:07.123456Z", from Boost.Date_Time's microsec_clock). Never used to measure
// a game's time: NTP or an operator can move it.
std::string wallClockStamp();

} // namespace tengen::clock
