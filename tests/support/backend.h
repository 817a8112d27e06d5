#pragma once
// Where a test keeps its tournament. ctest runs the store, actions and CLI tests twice: on
// SQLite files, and (the "pg." tests, label postgresql) on the private PostgreSQL cluster that
// tests/pg/cluster starts, whose URL TENGEN_TEST_PG_URL_FILE names. A test that asks here for a
// tournament gets a file in its temporary folder in the first pass and a tournament of its own
// on the server in the second; the same assertions hold for both.
#include <QAtomicInt>
#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QTemporaryDir>
#include <QUuid>

namespace tengen::test {

// The server's URL when this is the PostgreSQL pass, else "".
inline QString serverUrl() {
    const QString file = qEnvironmentVariable("TENGEN_TEST_PG_URL_FILE");
    if (file.isEmpty())
        return {};
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).trimmed();
}

inline bool onServer() {
    return !serverUrl().isEmpty();
}

// A fresh place for a tournament named `name`: dir/name, or a new tournament on the server.
inline QString tournamentAt(const QTemporaryDir& dir, const QString& name = QStringLiteral("t")) {
    const QString server = serverUrl();
    if (server.isEmpty())
        return dir.filePath(
            name.endsWith(QLatin1String(".tengen")) ? name : name + QStringLiteral(".tengen"));
    static const QRegularExpression notWord(QStringLiteral("[^a-z0-9]+"));
    const QString stem = QString(name).toLower().replace(notWord, QStringLiteral("_")).left(20);
    const QString unique = QUuid::createUuid().toString(QUuid::Id128).left(12);
    return QStringLiteral("%1?tournament=t_%2_%3").arg(server, stem, unique);
}

} // namespace tengen::test
