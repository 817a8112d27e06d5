#pragma once
#include "store/tournament_file.h"

#include <QCryptographicHash>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

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

inline QByteArray sha256Of(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace tengen::test
