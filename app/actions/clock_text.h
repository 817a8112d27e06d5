#pragma once
// The clock layer's messages in the user's language: refusals of the clock (fixed sentences
// marked in context "tengen") and problems in a calling schedule's text.
#include "clock/calling_schedule.h"
#include "clock/journal.h"
#include "store/problem_text.h"

#include <QCoreApplication>
#include <QString>

namespace tengen {

// Empty for no refusal.
inline QString clockRefusalText(const clock::ClockRefusal& refusal) {
    return toText(refusal.problem);
}

inline QString scheduleProblemText(const clock::ScheduleParse& p) {
    const QString why = toText(p.problem);
    return p.line > 0 ? QCoreApplication::translate("tengen", "line %1: %2").arg(p.line).arg(why)
                      : why;
}

} // namespace tengen
