#include "http_server.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#include <algorithm>
#include <sys/resource.h>
#include <sys/socket.h>

namespace tengen {

qint64 monotonicMs() {
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

namespace {

QByteArray reasonPhrase(int status) {
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Error";
    }
}

// Every phone keeps a connection or two open: the default soft limit of 1,024 descriptors is
// too few for a hall, so the server takes what the system allows (up to 16,384).
void raiseOpenFileLimit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return;
    const rlim_t wanted = std::min<rlim_t>(limit.rlim_max, 16384);
    if (limit.rlim_cur < wanted) {
        limit.rlim_cur = wanted;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
}

} // namespace

struct HttpServer::Connection {
    QTcpSocket* socket = nullptr;
    QByteArray buffer;
    qint64 lastActivityMs = 0;
    qint64 headStartedMs = -1; // when the first byte of the request being read arrived
    bool closing = false;      // answered with Connection: close; nothing more is read
    qint64 lingerSinceMs = -1; // the answer is sent and our side shut: what still comes in is
                               // read and dropped, so the peer reads the answer, not a reset
};

QByteArray HttpServer::Request::header(const QByteArray& name) const {
    for (const auto& [key, value] : headers)
        if (key == name)
            return value;
    return {};
}

HttpServer::HttpServer(Handler handler, QObject* parent)
    : HttpServer(std::move(handler), Limits{}, parent) {}

HttpServer::HttpServer(Handler handler, Limits limits, QObject* parent)
    : QObject(parent), handler_(std::move(handler)), limits_(limits), server_(new QTcpServer(this)),
      sweeper_(new QTimer(this)) {
    connect(server_, &QTcpServer::newConnection, this, &HttpServer::accept);
    sweeper_->setInterval(std::max(50, std::min(limits_.headTimeoutMs, limits_.idleTimeoutMs) / 4));
    connect(sweeper_, &QTimer::timeout, this, &HttpServer::sweep);
}

HttpServer::~HttpServer() {
    close();
}

quint16 HttpServer::listen(const QHostAddress& address, quint16 port) {
    raiseOpenFileLimit();
    server_->setListenBacklogSize(1024);
    server_->setMaxPendingConnections(1024);
    if (!server_->listen(address, port))
        return 0;
    sweeper_->start();
    return server_->serverPort();
}

QString HttpServer::errorString() const {
    return server_->errorString();
}

void HttpServer::close() {
    server_->close();
    sweeper_->stop();
    while (!connections_.empty())
        drop(connections_.back().get());
}

int HttpServer::connectionCount() const {
    return static_cast<int>(connections_.size());
}

void HttpServer::accept() {
    while (QTcpSocket* socket = server_->nextPendingConnection()) {
        if (static_cast<int>(connections_.size()) >= limits_.maxConnections)
            makeRoom();
        auto c = std::make_unique<Connection>();
        c->socket = socket;
        c->lastActivityMs = monotonicMs();
        Connection* raw = c.get();
        connections_.push_back(std::move(c));
        connect(socket, &QTcpSocket::readyRead, this, [this, raw] { read(raw); });
        connect(socket, &QTcpSocket::disconnected, this, [this, raw] { drop(raw); });
        // A phone reading a long page slowly is busy, not idle.
        connect(socket, &QTcpSocket::bytesWritten, this, [this, raw] {
            raw->lastActivityMs = monotonicMs();
            if (raw->closing && raw->lingerSinceMs < 0 && raw->socket->bytesToWrite() == 0)
                linger(raw);
        });
        if (socket->bytesAvailable() > 0)
            read(raw);
    }
}

// The connection silent for the longest time goes: an idle phone reconnects when it needs to,
// a slow or stuck client loses its place to one that asks.
void HttpServer::makeRoom() {
    if (connections_.empty())
        return;
    auto oldest = std::min_element(
        connections_.begin(), connections_.end(),
        [](const auto& a, const auto& b) { return a->lastActivityMs < b->lastActivityMs; });
    drop(oldest->get());
}

void HttpServer::drop(Connection* c) {
    auto it = std::find_if(connections_.begin(), connections_.end(),
                           [c](const auto& x) { return x.get() == c; });
    if (it == connections_.end())
        return;
    QTcpSocket* socket = c->socket;
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
    connections_.erase(it);
}

void HttpServer::sweep() {
    const qint64 now = monotonicMs();
    std::vector<Connection*> late;
    for (const auto& c : connections_) {
        const bool readingHead = !c->buffer.isEmpty() && !c->closing;
        const bool lingeredEnough = c->lingerSinceMs >= 0 && now - c->lingerSinceMs > 2000;
        if (lingeredEnough || (readingHead && now - c->headStartedMs > limits_.headTimeoutMs) ||
            now - c->lastActivityMs > limits_.idleTimeoutMs)
            late.push_back(c.get());
    }
    for (Connection* c : late)
        drop(c);
}

void HttpServer::setWebSocketUpgrade(const QString& path, std::function<void(QTcpSocket*)> take) {
    upgradePath_ = path;
    upgrade_ = std::move(take);
}

bool HttpServer::handOver(Connection* c) {
    // Only a request at the start of the connection's reading, whole in the socket, unread.
    const QByteArray head = c->socket->peek(limits_.maxHeadBytes);
    const qsizetype end = head.indexOf("\r\n\r\n");
    if (end < 0)
        return false;
    const QByteArray lower = head.left(end).toLower();
    const QByteArray line = head.left(head.indexOf("\r\n"));
    if (!line.startsWith("GET ") || !lower.contains("\r\nupgrade: websocket"))
        return false;
    const QList<QByteArray> parts = line.split(' ');
    if (parts.size() != 3 || QUrl::fromEncoded(parts[1]).path() != upgradePath_)
        return false;
    auto it = std::find_if(connections_.begin(), connections_.end(),
                           [c](const auto& x) { return x.get() == c; });
    if (it == connections_.end())
        return false;
    QTcpSocket* socket = c->socket;
    socket->disconnect(this);
    socket->setParent(nullptr);
    connections_.erase(it);
    upgrade_(socket);
    return true;
}

void HttpServer::read(Connection* c) {
    if (upgrade_ && c->buffer.isEmpty() && !c->closing) {
        if (handOver(c))
            return;
        // A WebSocket request not complete yet waits in the socket: it is handed over whole.
        const QByteArray start = c->socket->peek(16);
        if (start.startsWith("GET " + upgradePath_.toLatin1()) &&
            c->socket->peek(limits_.maxHeadBytes).indexOf("\r\n\r\n") < 0 &&
            c->socket->bytesAvailable() < limits_.maxHeadBytes)
            return;
    }
    const QByteArray data = c->socket->readAll();
    if (c->closing || data.isEmpty())
        return;
    c->lastActivityMs = monotonicMs();
    if (c->buffer.isEmpty())
        c->headStartedMs = c->lastActivityMs;
    c->buffer += data;
    while (!c->buffer.isEmpty())
        if (!handleOne(c))
            return;
}

bool HttpServer::handleOne(Connection* c) {
    const qsizetype end = c->buffer.indexOf("\r\n\r\n");
    if (end < 0) {
        if (c->buffer.size() > limits_.maxHeadBytes) {
            refuse(c, 431, "The request head is too large.\n");
            return false;
        }
        return false; // wait for the rest
    }
    if (end > limits_.maxHeadBytes) {
        refuse(c, 431, "The request head is too large.\n");
        return false;
    }
    const QByteArray head = c->buffer.left(end);
    c->buffer.remove(0, end + 4);
    c->headStartedMs = monotonicMs();
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.front().trimmed().split(' ');
    if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/")) {
        refuse(c, 400, "Bad request.\n");
        return false;
    }
    const QByteArray version = requestLine[2];
    if (version != "HTTP/1.1" && version != "HTTP/1.0") {
        refuse(c, 505, "HTTP/1.0 and HTTP/1.1 only.\n");
        return false;
    }
    Request request;
    request.method = requestLine[0];
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            refuse(c, 400, "Bad request header.\n");
            return false;
        }
        request.headers.append(
            qMakePair(line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed()));
    }
    if (request.method != "GET" && request.method != "HEAD") {
        Response r;
        r.status = 405;
        r.contentType = "text/plain; charset=utf-8";
        r.body = "These pages are only read: GET and HEAD.\n";
        r.headers.append(qMakePair(QByteArray("Allow"), QByteArray("GET, HEAD")));
        respond(c, r, false, false);
        return false;
    }
    // A request to read has no body; one that brings one is not for this server.
    const QByteArray length = request.header("content-length");
    if ((!length.isEmpty() && length != "0") || !request.header("transfer-encoding").isEmpty()) {
        refuse(c, 400, "A request to read a page has no body.\n");
        return false;
    }
    const QUrl url = QUrl::fromEncoded(requestLine[1]);
    if (!url.isValid()) {
        refuse(c, 400, "Bad request target.\n");
        return false;
    }
    request.path = url.path();
    if (request.path.isEmpty())
        request.path = QStringLiteral("/");
    request.query = QUrlQuery(url);
    const QByteArray connection = request.header("connection").toLower();
    const bool keepAlive =
        version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive");
    Response response;
    try {
        response = handler_(request);
    } catch (...) {
        response = Response{500, "text/plain; charset=utf-8", "The page cannot be made now.\n", {}};
    }
    return respond(c, response, request.method == "HEAD", keepAlive);
}

bool HttpServer::respond(Connection* c, const Response& response, bool head, bool keepAlive) {
    QByteArray out = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' +
                     reasonPhrase(response.status) + "\r\n";
    out += "Content-Type: " + response.contentType + "\r\n";
    out += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    out += "Cache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\n";
    for (const auto& [name, value] : response.headers)
        out += name + ": " + value + "\r\n";
    out += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n";
    if (!head)
        out += response.body;
    c->socket->write(out);
    c->lastActivityMs = monotonicMs();
    if (c->socket->bytesToWrite() > limits_.maxUnsentBytes) {
        drop(c);
        return false;
    }
    if (!keepAlive) {
        c->closing = true;
        c->buffer.clear();
        if (c->socket->bytesToWrite() == 0)
            linger(c);
        // else: once the answer is written (bytesWritten)
        return false;
    }
    return true;
}

void HttpServer::linger(Connection* c) {
    c->lingerSinceMs = monotonicMs();
    c->socket->flush();
    ::shutdown(static_cast<int>(c->socket->socketDescriptor()), SHUT_WR);
}

void HttpServer::refuse(Connection* c, int status, const QByteArray& reason) {
    Response r;
    r.status = status;
    r.contentType = "text/plain; charset=utf-8";
    r.body = reason;
    respond(c, r, false, false);
}

} // namespace tengen
