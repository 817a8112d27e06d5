#pragma once
// The tests' files: the fixtures in tests/data, the real files in ../shared (tests that read those
// carry the `shared` label), and a tournament's settings to start from.
#include "tournament/tournament_settings.h"

#include <QString>
#include <boost/date_time/gregorian/gregorian.hpp>

namespace tengen::test {

inline QString dataFile(const char* name) {
    return QStringLiteral(TENGEN_TEST_DATA "/import/") + QString::fromUtf8(name);
}

inline QString sharedFile(const char* name) {
    return QStringLiteral(TENGEN_SHARED_DIR "/") + QString::fromUtf8(name);
}

inline TournamentSettings sampleSettings() {
    TournamentSettings s;
    s.nameNative = "天元杯";
    s.nameLatin = "Tengen Cup";
    s.place = "杭州";
    s.firstDay = boost::gregorian::date(2026, 12, 5);
    s.lastDay = boost::gregorian::date(2026, 12, 6);
    s.rounds = 5;
    return s;
}

} // namespace tengen::test
