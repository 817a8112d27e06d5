#include "hall_address.h"

#include "actions/join_codes.h"

#include <QHostAddress>
#include <QNetworkInterface>

namespace tengen {

QString expectedHallAddress() {
    const QString chosen = qEnvironmentVariable("TENGEN_HALL_ADDRESS").trimmed();
    if (!chosen.isEmpty())
        return QHostAddress(chosen).isNull() ? QString() : chosen;
    for (const QNetworkInterface& i : QNetworkInterface::allInterfaces()) {
        const auto flags = i.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) ||
            !flags.testFlag(QNetworkInterface::IsRunning) ||
            flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol && !e.ip().isLoopback())
                return e.ip().toString();
    }
    return {};
}

QString expectedHallUrl() {
    const QString address = expectedHallAddress();
    return address.isEmpty() ? QString()
                             : QStringLiteral("http://%1:%2/").arg(address).arg(kDefaultHallPort);
}

QString hallUrlForDocuments(const QString& stored) {
    return stored.isEmpty() ? expectedHallUrl() : stored;
}

} // namespace tengen
