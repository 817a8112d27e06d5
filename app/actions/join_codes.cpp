#include "join_codes.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QMessageAuthenticationCode>

namespace tengen {

namespace {
constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford
constexpr int kLength = 8;
} // namespace

QString joinCode(const QString& secretHex, RoundNo round, TableNo table) {
    const QByteArray key = QByteArray::fromHex(secretHex.toLatin1());
    const QByteArray message = "tengen-hall:" + QByteArray::number(round.value()) + ':' +
                               QByteArray::number(table.value());
    const QByteArray mac =
        QMessageAuthenticationCode::hash(message, key, QCryptographicHash::Sha256);
    // 40 bits of the MAC, five at a time.
    quint64 bits = 0;
    for (int i = 0; i < 5; ++i)
        bits = (bits << 8) | static_cast<quint8>(mac[i]);
    QString code;
    for (int i = kLength - 1; i >= 0; --i)
        code += QLatin1Char(kAlphabet[(bits >> (5 * i)) & 31]);
    return code;
}

QString normalisedJoinCode(const QString& typed) {
    QString out;
    for (QChar c : typed) {
        if (c.isSpace() || c == QLatin1Char('-'))
            continue;
        c = c.toUpper();
        if (c == QLatin1Char('O'))
            c = QLatin1Char('0');
        else if (c == QLatin1Char('I') || c == QLatin1Char('L'))
            c = QLatin1Char('1');
        if (!QByteArray(kAlphabet).contains(static_cast<char>(c.unicode() < 128 ? c.unicode() : 0)))
            return {};
        out += c;
    }
    return out.size() == kLength ? out : QString();
}

std::optional<TableNo> tableOfJoinCode(const QString& secretHex, RoundNo round, int tables,
                                       const QString& typed) {
    const QString code = normalisedJoinCode(typed);
    if (code.isEmpty() || secretHex.isEmpty())
        return std::nullopt;
    for (int t = 1; t <= tables; ++t)
        if (joinCode(secretHex, round, TableNo{t}) == code)
            return TableNo{t};
    return std::nullopt;
}

QString tablePageUrl(QString hallUrl, const QString& code) {
    if (!hallUrl.endsWith(QLatin1Char('/')))
        hallUrl += QLatin1Char('/');
    return hallUrl + QStringLiteral("t/") + code;
}

} // namespace tengen
