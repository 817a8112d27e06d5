#include "time_log.h"

#include <cstdio>

namespace tengen::clock {

std::vector<TimeLogRow> timeLog(const Control& control, const std::vector<JournalEntry>& journal) {
    std::vector<TimeLogRow> rows;
    GameClock clock(control);
    int moves = 0;
    for (const JournalEntry& e : journal) {
        TimeLogRow row;
        row.entry = e;
        row.side = e.side;
        if (e.kind == JournalKind::Press) {
            row.side = clock.toMove();
            row.used = clock.turnElapsed(e.at);
        }
        row.refused = apply(clock, e);
        if (e.kind == JournalKind::Press && row.refused.empty()) {
            row.move = ++moves;
            row.after = clock.side(*row.side);
        } else if (e.kind == JournalKind::UndoPress && row.refused.empty()) {
            --moves;
        } else if (e.kind == JournalKind::SwapSides && row.refused.empty()) {
            // The clock had the colours the wrong way round: so had every row before.
            for (TimeLogRow& before : rows)
                if (before.side)
                    before.side = other(*before.side);
        }
        if (e.kind != JournalKind::Checkpoint)
            rows.push_back(row);
    }
    return rows;
}

namespace {
std::string seconds(Millis d) {
    char buf[32];
    const long long ms = d.count();
    if (ms % 1000 == 0)
        std::snprintf(buf, sizeof buf, "%lld", ms / 1000);
    else
        std::snprintf(buf, sizeof buf, "%lld.%03lld", ms / 1000, ms % 1000);
    std::string s = buf;
    if (s.find('.') != std::string::npos)
        while (s.back() == '0')
            s.pop_back();
    return s;
}
} // namespace

TimeLeft timeLeftAfter(const Control& c, const TimeLogRow& press) {
    const SideState& s = press.after;
    if (s.main == Millis(0) && c.system == System::ByoYomi)
        return {c.period, s.periods};
    if (s.main == Millis(0) && (c.system == System::Canadian || c.system == System::MovesPerPeriod))
        return {s.block, s.stones};
    return {s.main, std::nullopt};
}

std::vector<std::pair<std::string, std::string>> sgfTimeProperties(const Control& c,
                                                                   const TimeLogRow& press) {
    const TimeLeft t = timeLeftAfter(c, press);
    std::vector<std::pair<std::string, std::string>> out = {
        {press.side == Side::Black ? "BL" : "WL", seconds(t.time)}};
    if (t.count)
        out.push_back({press.side == Side::Black ? "OB" : "OW", std::to_string(*t.count)});
    return out;
}

std::vector<std::pair<std::string, std::string>> sgfRootTimeProperties(const Control& c) {
    std::string overtime;
    switch (c.system) {
    case System::ByoYomi:
        overtime = std::to_string(c.periods) + "x" + seconds(c.period) + " byo-yomi";
        break;
    case System::Canadian:
        overtime = std::to_string(c.stones) + "/" + seconds(c.period) + " Canadian";
        break;
    case System::MovesPerPeriod:
        overtime = std::to_string(c.stones) + "/" + seconds(c.period) + " moves per period";
        break;
    case System::Fischer:
        overtime = seconds(c.increment) + " Fischer";
        break;
    case System::Bronstein:
        overtime = seconds(c.delay) + " Bronstein delay";
        break;
    case System::SimpleDelay:
        overtime = seconds(c.delay) + " delay";
        break;
    case System::Hourglass:
        overtime = "hourglass";
        break;
    case System::Ing:
        overtime = std::to_string(c.periods) + "x" + seconds(c.period) + " Ing";
        break;
    case System::Absolute:
        break;
    }
    std::vector<std::pair<std::string, std::string>> out = {{"TM", seconds(c.main)}};
    if (!overtime.empty())
        out.push_back({"OT", overtime});
    return out;
}

} // namespace tengen::clock
