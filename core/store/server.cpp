#include "server.h"

#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace tengen::store {

bool isServerUrl(const QString& location) {
    return location.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           location.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

namespace {
// `what` is a message template whose %1 is the address.
[[noreturn]] void refuse(const QString& url, const char* what) {
    throw StoreError(Problem(what, problemArg(url)), StoreError::Kind::Invalid);
}
} // namespace

ServerLocation parseServerUrl(const QString& text) {
    const QUrl url(text, QUrl::StrictMode);
    ServerLocation l;
    // The URL as typed, without a password, names the place in a message.
    QUrl shown = url;
    shown.setPassword({});
    const QString place = shown.toString();
    if (!url.isValid() || !isServerUrl(text))
        refuse(place,
               QT_TRANSLATE_NOOP("tengen", "%1: not a postgresql://USER@HOST/DATABASE address"));
    l.user = url.userName();
    l.password = url.password();
    l.host = url.host();
    l.port = url.port(5432);
    l.database = url.path().mid(1);
    if (l.user.isEmpty())
        refuse(place, QT_TRANSLATE_NOOP("tengen", "%1: the address names no user (USER@HOST)"));
    if (l.host.isEmpty())
        refuse(place, QT_TRANSLATE_NOOP("tengen", "%1: the address names no server"));
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]{0,62}$"));
    if (!identifier.match(l.database).hasMatch())
        refuse(place, QT_TRANSLATE_NOOP("tengen",
                                        "%1: the database is a name of letters, digits and _ after "
                                        "the server (HOST/DATABASE)"));
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key != QLatin1String("tournament"))
            refuse(place, QT_TRANSLATE_NOOP("tengen", "%1: the only option is ?tournament=NAME"));
        l.tournament = value.toLower();
    }
    static const QRegularExpression tournament(QStringLiteral("^[a-z][a-z0-9_]{0,62}$"));
    if (!tournament.match(l.tournament).hasMatch() ||
        l.tournament.startsWith(QLatin1String("pg_")) || l.tournament == QLatin1String("public"))
        refuse(place, QT_TRANSLATE_NOOP("tengen",
                                        "%1: a tournament's name is a letter, then letters, digits "
                                        "and _ (not pg_..., not public)"));
    return l;
}

QString ServerLocation::url(bool withPassword) const {
    QUrl u;
    u.setScheme(QStringLiteral("postgresql"));
    u.setUserName(user);
    if (withPassword)
        u.setPassword(password);
    u.setHost(host);
    if (port != 5432)
        u.setPort(port);
    u.setPath(QLatin1Char('/') + database);
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("tournament"), tournament);
    u.setQuery(q);
    return u.toString();
}

QString ServerLocation::display() const {
    return url(false);
}

namespace detail {

QString toDialect(const QString& sql, Backend backend) {
    if (backend == Backend::Sqlite)
        return sql;
    QString s = sql;
    static const QRegularExpression rowid(QStringLiteral("\\bid INTEGER PRIMARY KEY(?! CHECK)"));
    s.replace(rowid, QStringLiteral("id BIGSERIAL PRIMARY KEY"));
    static const QRegularExpression integer(QStringLiteral("\\bINTEGER\\b"));
    s.replace(integer, QStringLiteral("BIGINT"));
    static const QRegularExpression real(QStringLiteral("\\bREAL\\b"));
    s.replace(real, QStringLiteral("DOUBLE PRECISION"));
    s.replace(QStringLiteral("lower(hex(randomblob(16)))"),
              QStringLiteral("md5(random()::text || clock_timestamp()::text)"));
    return s;
}

bool isConnectionLoss(const QString& sqlState) {
    // Class 08: connection exception; 57P01-03: the server shut down or cannot connect now.
    // No SQLSTATE at all: the failure is the client's (a connection that closed, a database
    // not open), never a refusal by the server, which always names one.
    return sqlState.startsWith(QLatin1String("08")) || sqlState == QLatin1String("57P01") ||
           sqlState == QLatin1String("57P02") || sqlState == QLatin1String("57P03") ||
           sqlState.isEmpty();
}

} // namespace detail

} // namespace tengen::store
