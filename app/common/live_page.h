#pragma once
// The live page: a web server that only reads, off by default, bound to the address the director
// chooses, serving the current pairings and standings to players' phones in Chinese and
// English. Pages refresh themselves every 30 seconds. Each page is made once per state of the
// tournament (the file's revisions of players, rounds and settings) and language, and then
// served from memory: a hall of phones refreshing costs the desk nothing, and what players see
// is what the desk has confirmed.
#include "http_server.h"
#include "store/tournament_file.h"

#include <QHostAddress>
#include <QString>
#include <map>
#include <memory>

class QTranslator;

namespace tengen {

class LivePage {
  public:
    // Serves `file`, which must outlive this page and be used on this thread: the desk's own
    // connection, or one that `tengen-cli serve` opened to read only.
    explicit LivePage(store::TournamentFile& file);
    ~LivePage();
    // Starts listening; returns the port (0 when it could not listen). Port 0 picks a free one.
    quint16 start(const QHostAddress& address, quint16 port);
    // The page for `route` ("/", "/pairings", "/standings", "/find") in `language` ("zh_CN" or
    // "en"); empty for a route that does not exist.
    QByteArray page(const QString& route, const QString& language);
    HttpServer* server() const { return server_.get(); }

  private:
    QByteArray make(const QString& route, const QString& language) const;

    store::TournamentFile& file_;
    std::unique_ptr<HttpServer> server_;
    std::unique_ptr<QTranslator> chinese_, english_, identity_;
    store::Revisions cachedAt_;
    bool cacheValid_ = false;
    std::map<QString, QByteArray> cache_; // "route|language" -> page
};

} // namespace tengen
