#pragma once
// A game record with the clock's times: each move's time left (BL/WL) and periods or stones
// left (OB/OW), and the time control (TM/OT) in the root. The i-th move of the record's main line
// takes the clock's i-th press that stands (a press taken back is left out). No text here: the
// problems are typed and said where they are shown.
#include "clock/control.h"
#include "clock/time_log.h"
#include "go/sgf.h"

#include <QByteArray>
#include <optional>
#include <vector>

namespace tengen {

struct GameWithTimes {
    QByteArray sgf;                    // the record with the times (empty when refused)
    std::optional<go::SgfIssue> issue; // the record cannot be read, or a press's side differs
    std::size_t clockMoves = 0;        // presses that stand
    std::size_t recordMoves = 0;       // moves of the record that took a press
    bool ok() const { return !issue; }
};

GameWithTimes withClockTimes(const QByteArray& sgf, const clock::Control& control,
                             const std::vector<clock::TimeLogRow>& rows);

} // namespace tengen
