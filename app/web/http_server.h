#pragma once
// A small HTTP/1.1 server for pages that are only read (the live page; the hall server's
// pages later): GET and HEAD, everything else 405. It keeps itself alive beside hundreds of
// phones and a few broken or hostile clients: a cap on the request head, a time limit for a
// request to arrive and for an idle keep-alive connection, a cap on connections (the longest
// silent one makes room for a new one), a cap on unsent output. Every client is answered on
// the thread that owns the server, one request at a time, with no busy loop.
//
// Why not QHttpServer: Qt 6.4's QHttpServer has no header or idle timeout, no limit on header
// size or connections, and answers every method with the route's page (issue #12 reports 1,068
// half-open connections leaving it spinning at 92 % CPU and starving real requests).
#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QUrlQuery>
#include <functional>
#include <memory>

class QTcpServer;
class QTcpSocket;
class QTimer;

namespace tengen {

// Monotonic milliseconds since the first call: timeouts and ages never follow the wall clock.
qint64 monotonicMs();

class HttpServer : public QObject {
    Q_OBJECT
  public:
    struct Request {
        QByteArray method; // "GET" or "HEAD"
        QString path;      // decoded, without the query
        QUrlQuery query;
        QList<QPair<QByteArray, QByteArray>> headers; // names lower-case
        QByteArray header(const QByteArray& name) const;
    };
    struct Response {
        int status = 200;
        QByteArray contentType = "text/html; charset=utf-8";
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers; // extra headers
    };
    using Handler = std::function<Response(const Request&)>;

    struct Limits {
        int maxHeadBytes = 8 * 1024;     // request line and headers; more: 431
        int headTimeoutMs = 10 * 1000;   // for a request head to arrive completely
        int idleTimeoutMs = 15 * 1000;   // a keep-alive connection with nothing to say
        int maxConnections = 512;        // the longest silent connection makes room
        qint64 maxUnsentBytes = 4 << 20; // a client that does not read is dropped
    };

    // A request to upgrade the connection to a WebSocket on `path` (the hall's devices): the
    // socket is handed over untouched — the request still unread in it — to `take`, which
    // passes it to a QWebSocketServer (handleConnection). Anything else is served as before.
    void setWebSocketUpgrade(const QString& path, std::function<void(QTcpSocket*)> take);

    explicit HttpServer(Handler handler, QObject* parent = nullptr);
    HttpServer(Handler handler, Limits limits, QObject* parent = nullptr);
    ~HttpServer() override;

    // Starts listening on `address` only; returns the port (0 when it cannot listen: the
    // reason is in errorString()). Port 0 picks a free one.
    quint16 listen(const QHostAddress& address, quint16 port);
    QString errorString() const;
    void close();
    int connectionCount() const;

  private:
    struct Connection;
    // The request waiting in the socket asks for a WebSocket on the upgrade path: handed over.
    bool handOver(Connection* c);
    void accept();
    void read(Connection* c);
    bool handleOne(Connection* c); // false: the connection was closed
    // Sends the answer; false when the connection is closing or was dropped (c is gone).
    bool respond(Connection* c, const Response& response, bool head, bool keepAlive);
    void refuse(Connection* c, int status, const QByteArray& reason);
    void linger(Connection* c);
    void drop(Connection* c);
    void sweep();
    void makeRoom();

    Handler handler_;
    QString upgradePath_;
    std::function<void(QTcpSocket*)> upgrade_;
    Limits limits_;
    QTcpServer* server_;
    QTimer* sweeper_;
    std::vector<std::unique_ptr<Connection>> connections_;
};

} // namespace tengen
