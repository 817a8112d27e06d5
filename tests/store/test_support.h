#pragma once
#include "store/tournament_file.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <gtest/gtest.h>

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

// Runs SQL on a file outside TournamentFile, as another program would.
inline void foreignSql(const QString& path, const QStringList& statements) {
    const QString name = QStringLiteral("foreign");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        for (const QString& s : statements) {
            QSqlQuery q(db);
            ASSERT_TRUE(q.exec(s)) << s.toStdString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

inline QByteArray sha256Of(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace tengen::test
