#pragma once
// The live page: a web server that only reads, off by default, bound to the address the director
// chooses, serving the current pairings and standings to players' phones in Chinese and
// English. Pages refresh themselves every 30 seconds.
//
// Pages are made on a thread of the live page's own, from a connection of its own that only
// reads, in the page's language (never by swapping the desk's translators). A request is
// answered from memory at once; when the tournament changes (its revisions of players, rounds
// and settings), the pages phones asked for lately are made again in the background and
// replace the old ones, so what players see is what the desk confirmed a moment ago, and no
// request waits for a page to be made (but the very first of each, before a phone asked).
#include "http_server.h"
#include "store/tournament_file.h"

#include <QHostAddress>
#include <QMutex>
#include <QString>
#include <QThread>
#include <map>
#include <memory>
#include <set>

namespace tengen {

class LivePage {
  public:
    // `path`: the tournament file.
    explicit LivePage(QString path);
    ~LivePage();
    LivePage(const LivePage&) = delete;
    LivePage& operator=(const LivePage&) = delete;

    // Reads the tournament, makes the pages, then listens; returns the port, 0 when the file
    // cannot be read (error() says why) or the address cannot be listened on. Port 0 picks a
    // free one.
    quint16 start(const QHostAddress& address, quint16 port);
    QString error() const;
    // The page for `route` ("/", "/pairings", "/standings", "/find") in `language` ("zh_CN" or
    // "en"), from memory, made first when it was never made; empty for a route that does not
    // exist.
    QByteArray page(const QString& route, const QString& language);
    // Asks the builder to look at the file now (tests; it does so by itself every 250 ms) and
    // waits until the pages it keeps are of the file's present state.
    void refreshNow();
    HttpServer* server() const { return server_.get(); }

    struct Entry {
        QByteArray html;
        qint64 lastAskedMs = 0;
        store::Revisions madeAt; // the state of the tournament the page shows
    };
    class Builder;

  private:
    QString path_;
    QThread thread_;
    Builder* builder_ = nullptr;
    std::unique_ptr<HttpServer> server_;
    mutable QMutex mutex_;
    std::map<QString, Entry> pages_; // "route|language"
    // The event's divisions as last read (none for an event of one): a page of another id is
    // answered "not found" at once, never made (a client asking for every id).
    std::set<int> divisions_;
    QString error_;
};

} // namespace tengen
