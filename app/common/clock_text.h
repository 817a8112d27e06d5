#pragma once
// The clock layer's messages in the user's language: refusals of the clock (fixed sentences
// marked in context "tengen") and problems in a calling schedule's text.
#include "clock/calling_schedule.h"
#include "clock/journal.h"
#include "store/problem_text.h"
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QString>

namespace tengen {

inline QString clockRefusalText(const std::string& refusal) {
    return QCoreApplication::translate("tengen", refusal.c_str());
}

inline QString scheduleProblemText(const clock::ScheduleParse& p) {
    const QString why = toText(p.problem);
    return p.line > 0 ? QCoreApplication::translate("tengen", "line %1: %2").arg(p.line).arg(why)
                      : why;
}

// A journal entry as the tournament file keeps it, and back (nullopt: a kind this version does
// not know).
inline store::ClockEventRecord clockEventRecord(int table, const clock::JournalEntry& e,
                                                const QString& wall) {
    return {table,
            QString::fromLatin1(clock::journalKindName(e.kind).data()),
            e.at.count(),
            wall,
            e.side ? QLatin1Char(clock::sideLetter(*e.side)) : QChar(),
            e.delta.count(),
            QString::fromStdString(e.reason)};
}
inline std::optional<clock::JournalEntry> journalEntry(const store::ClockEventRecord& r) {
    const auto kind = clock::tryParseJournalKind(r.kind.toStdString());
    if (!kind)
        return std::nullopt;
    std::optional<clock::Side> side;
    if (r.side == QLatin1Char('B'))
        side = clock::Side::Black;
    else if (r.side == QLatin1Char('W'))
        side = clock::Side::White;
    return clock::JournalEntry{*kind, clock::Millis(r.steadyMs), side, clock::Millis(r.deltaMs),
                               r.reason.toStdString()};
}

} // namespace tengen
