#pragma once
// A table's time log for appeals and for the game record: every journalled action replayed, with
// each move's thinking time and what the mover had left after it, and the SGF time properties of
// each move (BL/WL: time left; OB/OW: byo-yomi periods or Canadian stones left).
#include "journal.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen::clock {

struct TimeLogRow {
    JournalEntry entry;       // as journalled (steady time of its run)
    std::optional<Side> side; // a press: the side that moved; else the side the entry names
    int move = 0;             // a press: 1-based move number
    Millis used{0};           // a press: the move's thinking time, pauses left out
    SideState after;          // a press: the mover's time after it
    ClockRefusal refused;     // the clock's refusal when replaying (a journal should have none)
};

std::vector<TimeLogRow> timeLog(const Control& control, const std::vector<JournalEntry>& journal);

// What the mover has left after a press, as the SGF and the log show it: the main time; once in
// byo-yomi a fresh period and the periods left; once in a Canadian or moves-per-period block the
// block's time and the stones left.
struct TimeLeft {
    Millis time{0};
    std::optional<int> count;
};
TimeLeft timeLeftAfter(const Control& control, const TimeLogRow& press);

// "BL[1795.5]OB[3]" style properties for a press (seconds with at most three decimals): for
// byo-yomi in overtime the time left is that of a fresh period, OB the periods left.
std::vector<std::pair<std::string, std::string>> sgfTimeProperties(const Control& control,
                                                                   const TimeLogRow& press);
// The root's TM (main time, seconds) and OT (overtime) for the control.
std::vector<std::pair<std::string, std::string>> sgfRootTimeProperties(const Control& control);

} // namespace tengen::clock
