#include "journal.h"

#include <array>
#include <boost/date_time/posix_time/posix_time.hpp>

namespace tengen::clock {

namespace {
constexpr std::array<std::pair<JournalKind, std::string_view>, 14> kNames = {{
    {JournalKind::Start, "start"},
    {JournalKind::Press, "press"},
    {JournalKind::Pause, "pause"},
    {JournalKind::Resume, "resume"},
    {JournalKind::Seal, "seal"},
    {JournalKind::Unseal, "unseal"},
    {JournalKind::Adjust, "adjust"},
    {JournalKind::UndoPress, "undo"},
    {JournalKind::Finish, "finish"},
    {JournalKind::Checkpoint, "checkpoint"},
    {JournalKind::SwapSides, "swap"},
    {JournalKind::Flag, "flag"},
    {JournalKind::Control, "control"},
    {JournalKind::Unflag, "unflag"},
}};
} // namespace

std::string_view journalKindName(JournalKind k) {
    for (const auto& [kind, name] : kNames)
        if (kind == k)
            return name;
    return "press";
}

std::optional<JournalKind> tryParseJournalKind(std::string_view name) {
    for (const auto& [kind, n] : kNames)
        if (n == name)
            return kind;
    return std::nullopt;
}

ClockRefusal apply(GameClock& clock, const JournalEntry& e) {
    // The hall handles what fell due before every action (a flag first), so a replay does too: a
    // flag that fell before an adjustment or a game over stays fallen.
    if (e.kind != JournalKind::Start && e.kind != JournalKind::Control)
        clock.checkFlag(e.at);
    switch (e.kind) {
    case JournalKind::Start:
        return clock.start(e.at, e.side.value_or(Side::Black));
    case JournalKind::Press:
        return clock.press(e.at);
    case JournalKind::Pause:
        return clock.pause(e.at);
    case JournalKind::Resume:
        return clock.resume(e.at);
    case JournalKind::Seal:
        return clock.seal(e.at);
    case JournalKind::Unseal:
        return clock.unseal(e.at);
    case JournalKind::Adjust:
        return clock.adjust(e.side.value_or(Side::Black), e.delta, e.reason, true);
    case JournalKind::UndoPress:
        return clock.undoPress(e.at);
    case JournalKind::Finish:
        return clock.finish(e.at);
    case JournalKind::Checkpoint:
        clock.checkFlag(e.at);
        return {};
    case JournalKind::SwapSides:
        return clock.swapSides();
    case JournalKind::Control: {
        if (clock.state() != GameClock::State::NotStarted)
            return kControlAfterStart;
        const ControlParse parsed = tryParseControl(e.reason);
        if (!parsed.control)
            return QT_TRANSLATE_NOOP("tengen", "the journal has a time control that is not valid");
        clock = GameClock(*parsed.control);
        return {};
    }
    case JournalKind::Unflag:
        return clock.unflag();
    case JournalKind::Flag: // checked above: the replay must see the same flag fall
        return clock.state() == GameClock::State::Flagged
                   ? ClockRefusal()
                   : ClockRefusal(
                         QT_TRANSLATE_NOOP("tengen", "the journal has a flag the clock does not"));
    }
    return {};
}

GameClock recover(const Control& control, const std::vector<JournalEntry>& journal,
                  bool* pausedHere) {
    GameClock clock(control);
    for (const JournalEntry& e : journal)
        apply(clock, e);
    const bool running = !journal.empty() && clock.state() == GameClock::State::Running;
    if (running)
        clock.pause(journal.back().at); // the last moment the journal can vouch for
    if (pausedHere)
        *pausedHere = running && clock.state() == GameClock::State::Paused;
    return clock;
}

std::string wallClockStamp() {
    return boost::posix_time::to_iso_extended_string(
               boost::posix_time::microsec_clock::universal_time()) +
           "Z";
}

} // namespace tengen::clock
