#pragma once
// The live page: a web server that only reads, off by default, bound to the address the director
// chooses, serving the current pairings and standings to players' phones in Chinese and
// English. Pages refresh themselves every 30 seconds. Each request reads the tournament file
// afresh, so what players see is what the desk has confirmed.
#include <QHostAddress>
#include <QString>
#include <memory>

class QHttpServer;
class QTranslator;

namespace tengen {

class LivePage {
  public:
    // `path`: the tournament file (opened read-only per request).
    explicit LivePage(QString path);
    ~LivePage();
    // Starts listening; returns the port (0 when it could not listen). Port 0 picks a free one.
    quint16 start(const QHostAddress& address, quint16 port);
    // The page for `route` ("/", "/pairings", "/standings") in `language` ("zh_CN" or "en").
    QByteArray page(const QString& route, const QString& language) const;

  private:
    QString path_;
    std::unique_ptr<QHttpServer> server_;
    std::unique_ptr<QTranslator> chinese_, english_, identity_;
};

} // namespace tengen
