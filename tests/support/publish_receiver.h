#pragma once
// scripts/publish-receiver (a club's server for the published site) started for the publish
// tests and their benchmark, with the secret they push with.
#include <QProcess>
#include <QString>
#include <QStringList>

namespace tengen::test {

// The receiver at `script` on `port`, writing into `folder` (`more`: its other options), once it
// says it listens.
inline bool startPublishReceiver(QProcess& receiver, const QString& script, const QString& folder,
                                 int port, const QStringList& more = {}) {
    receiver.start(QStringLiteral("python3"),
                   QStringList{script, QStringLiteral("--folder"), folder,
                               QStringLiteral("--secret"), QStringLiteral("club-secret"),
                               QStringLiteral("--port"), QString::number(port)} +
                       more);
    return receiver.waitForStarted(10000) && receiver.waitForReadyRead(10000) &&
           receiver.readLine().startsWith("listening");
}

} // namespace tengen::test
