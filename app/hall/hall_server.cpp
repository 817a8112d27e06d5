#include "hall_server.h"

#include "actions/join_codes.h"
#include "common/translations.h"
#include "hall/frame_watch.h"
#include "store/tournament_file.h"
#include "web/http_server.h"

#include <QFile>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>
#include <QWebSocket>
#include <QWebSocketServer>

namespace tengen {

namespace {

constexpr int kMaxMessageBytes = 16 * 1024;
constexpr int kHandshakeTimeoutMs = 10 * 1000;

QByteArray resource(const QString& name) {
    QFile f(QStringLiteral(":/hall/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

// A connection: its socket, and the peer the protocol knows.
struct HallServer::Session : HallPeer {
    QWebSocket* socket = nullptr;
    qint64 unread = 0; // sent and not yet written to the network
};

HallServer::HallServer(ClockHall* clocks, QObject* parent)
    : QObject(parent), clocks_(clocks), protocol_(clocks, this), sweeper_(new QTimer(this)) {
    sweeper_->setInterval(limits_.sweepMs);
    connect(sweeper_, &QTimer::timeout, this, &HallServer::sweep);
    handle_ = new QTimer(this);
    handle_->setSingleShot(true);
    handle_->setInterval(0);
    connect(handle_, &QTimer::timeout, this, [this] {
        std::vector<std::pair<HallPeer*, QString>> batch;
        for (auto& [socket, text] : std::exchange(incoming_, {}))
            if (const auto it = sessions_.find(socket); it != sessions_.end())
                batch.emplace_back(it->second.get(), std::move(text));
        protocol_.receive(batch);
    });
    connect(&protocol_.tables(), &HallTables::linkChanged, this, &HallServer::linkChanged);
}

HallServer::~HallServer() {
    close();
}

void HallServer::setLimits(const Limits& limits) {
    limits_ = limits;
    sweeper_->setInterval(limits.sweepMs);
    protocol_.setMaxFailedJoins(limits.maxFailedJoins);
    protocol_.tables().setReplayHold(clock::Millis(limits.replayHoldMs));
    protocol_.tables().setHeartbeat(clock::Millis(limits.heartbeatMs));
}

// What the raw socket's watch knows of one connection (HallServer::guardConnection).
struct HallServer::Guard {
    qint64 headBytes = 0;  // the upgrade request, whole at the start of the socket's buffer
    bool upgraded = false; // the request answered; what follows is frames
    qint64 leftUnread = 0; // what QWebSocket left in the buffer when it last read
    qint64 secondStartedMs = 0;
    qint64 bytesThisSecond = 0;
    FrameWatch frames;
    bool cut = false;
};

// Every frame counts, and no connection takes more than its share of memory. Qt answers a ping
// inside QWebSocket, where the hall never sees it; its pong waits in this socket's write buffer
// while a client that reads nothing lets it pile up (a ping flood took the desk from 33 MB to
// 4.5 GB in 15 s). So the raw socket is watched beneath the WebSocket: this slot is connected
// before QWebSocket's own (slots run in the order connected) and sees every byte the client
// sends, whatever the frame, before it is read. More than `maxBytesInPerSecond` in a second, or
// more than `maxUnreadBytes` waiting to be sent to the client, and the connection is cut.
//
// The same watch follows the frames' headers (FrameWatch) and cuts a client that sends a frame
// without a mask (RFC 6455 §5.1; Qt 6.4 accepts them). To see each byte once, it must know where
// QWebSocket stopped reading: QWebSocket reads only in its readyRead slot (processData) and, once,
// when it takes the request (the head, skipped whole), so a second slot connected after
// QWebSocket's (in `accept`) notes what it left, and what is in the buffer beyond that at the
// next readyRead is new. A client must wait for the handshake's answer before sending frames
// (RFC 6455 §4.1); one that sends bytes behind its request is cut before Qt reads them, which
// keeps the frames' start exactly where the watch expects it.
void HallServer::guardConnection(QTcpSocket* socket) {
    auto guard = std::make_shared<Guard>();
    const qsizetype end = socket->peek(socket->bytesAvailable()).indexOf("\r\n\r\n");
    guard->headBytes = end < 0 ? socket->bytesAvailable() : end + 4;
    pendingGuards_[socket] = guard;
    connect(socket, &QObject::destroyed, this, [this, socket] { pendingGuards_.erase(socket); });
    // Until QWebSocket takes it, the socket is nobody's: Qt 6.4's QWebSocketServer deletes one
    // only when it sees it disconnect, and one that disconnected before it listened (cut by
    // this watch before it was handed over, or closed at once) was never deleted — 1,000 such
    // connections kept 2.6 MB, and each later handshake grew slower. The hall deletes it, and
    // cuts one that waits too long for its answer.
    connect(socket, &QAbstractSocket::disconnected, this, [this, socket] {
        if (pendingGuards_.erase(socket) > 0)
            socket->deleteLater();
    });
    QTimer::singleShot(kHandshakeTimeoutMs, socket, [this, socket] {
        if (pendingGuards_.erase(socket) == 0)
            return;
        socket->abort();
        socket->deleteLater(); // it may have disconnected before the slot above was connected
    });
    const auto cut = [this, socket, guard](const QString& why) {
        reportDrop(QStringLiteral("%1: %2").arg(socket->peerAddress().toString(), why));
        guard->cut = true;
        socket->abort(); // QWebSocket sees the disconnection; the session ends with it
    };
    const auto watch = [this, socket, guard, cut] {
        if (guard->cut)
            return;
        const qint64 available = socket->bytesAvailable();
        qint64 fresh = 0;
        if (!guard->upgraded) {
            if (available > guard->headBytes) {
                cut(QStringLiteral("sent data before the answer to its request"));
                return;
            }
        } else {
            fresh = available - guard->leftUnread;
            if (fresh > 0) {
                const QByteArray buffered = socket->peek(available);
                const std::string_view bytes(buffered.constData() + guard->leftUnread,
                                             static_cast<std::size_t>(fresh));
                if (guard->frames.feed(bytes) == FrameWatch::Verdict::Unmasked) {
                    cut(QStringLiteral("sent a frame without a mask"));
                    return;
                }
            }
        }
        const qint64 now = protocol_.uptime();
        if (now - guard->secondStartedMs >= 1000) {
            guard->secondStartedMs = now;
            guard->bytesThisSecond = 0;
        }
        guard->bytesThisSecond += guard->upgraded ? fresh : available;
        if (guard->bytesThisSecond > limits_.maxBytesInPerSecond)
            cut(QStringLiteral("more than %1 bytes in a second").arg(limits_.maxBytesInPerSecond));
        else if (socket->bytesToWrite() > limits_.maxUnreadBytes)
            cut(QStringLiteral("reads nothing (%1 bytes wait for it)").arg(socket->bytesToWrite()));
    };
    connect(socket, &QTcpSocket::readyRead, socket, watch);
    watch(); // what came with the request
}

// QWebSocket took `webSocket`'s connection: from now on the watch reads frames, and notes after
// each of QWebSocket's reads what it left in the buffer.
void HallServer::watchFrames(QWebSocket* webSocket) {
    for (auto it = pendingGuards_.begin(); it != pendingGuards_.end(); ++it) {
        QTcpSocket* socket = it->first;
        if (socket->peerPort() != webSocket->peerPort() ||
            socket->peerAddress() != webSocket->peerAddress())
            continue;
        std::shared_ptr<Guard> guard = it->second;
        pendingGuards_.erase(it);
        guard->upgraded = true;
        guard->leftUnread = socket->bytesAvailable(); // 0: bytes behind the request were cut
        // QWebSocket never deletes the socket it was given (Qt 6.4): it goes with it. Without
        // this, a client that closed before its handshake was answered (its disconnection
        // came before anybody listened for it) left its socket behind at every attempt.
        connect(webSocket, &QObject::destroyed, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, socket,
                [socket, guard] { guard->leftUnread = socket->bytesAvailable(); });
        return;
    }
}

quint16 HallServer::listen(const QHostAddress& address, quint16 port) {
    close();
    refused_.clear();
    // One hall per tournament (#45): the lease first, before anything is written or served.
    if (const Refusal refused = clocks_->takeLease()) {
        refused_ = toText(refused);
        return 0;
    }
    if (store::TournamentFile* file = clocks_->file())
        try { // the event's grace before a table whose device is gone is paused
            protocol_.tables().setDeviceGoneGrace(
                clock::Millis(file->clocks().deviceGoneGraceMs()));
        } catch (const store::StoreError& e) {
            qCWarning(lcHall).noquote() << "the event's device grace is not read:" << e.what();
        }
    prepareThreadLanguages();
    HttpServer::Limits limits;
    limits.maxConnections = 1024;
    http_ = std::make_unique<HttpServer>(
        [this](const HttpServer::Request& r) {
            HttpServer::Response response;
            response.body = page(r.path, &response.status, &response.contentType);
            return response;
        },
        limits);
    ws_ =
        new QWebSocketServer(QStringLiteral("Tengen hall"), QWebSocketServer::NonSecureMode, this);
    ws_->setHandshakeTimeout(kHandshakeTimeoutMs);
    connect(ws_, &QWebSocketServer::newConnection, this, &HallServer::accept);
    http_->setWebSocketUpgrade(QStringLiteral("/ws"), [this](QTcpSocket* socket) {
        socket->setSocketOption(QAbstractSocket::SendBufferSizeSocketOption,
                                limits_.socketSendBuffer);
        // An ack right after a state: without this, Nagle holds it for the device's delayed
        // ACK (40 ms on Linux).
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        guardConnection(socket);
        ws_->handleConnection(socket);
    });
    port_ = http_->listen(address, port);
    address_ = address;
    if (port_ != 0) {
        sweeper_->start();
        // The result sheets printed from now on carry QR codes of the tables' pages here.
        if (store::TournamentFile* file = clocks_->file())
            try {
                file->clocks().setHallUrl(url());
            } catch (const store::StoreError& e) {
                qCWarning(lcHall).noquote() << "the hall's address is not kept:" << e.what();
            }
    }
    return port_;
}

QString HallServer::errorString() const {
    if (!refused_.isEmpty())
        return refused_;
    return http_ ? http_->errorString() : QString();
}

bool HallServer::isListening() const {
    return http_ && port_ != 0;
}

void HallServer::close() {
    for (auto& [socket, session] : sessions_) {
        socket->disconnect(this);
        protocol_.detach(session.get()); // the protocol keeps no peer that is gone
        socket->abort();
        socket->deleteLater();
    }
    sessions_.clear();
    incoming_.clear();
    sweeper_->stop();
    if (http_)
        http_->close();
    http_.reset();
    if (ws_)
        ws_->deleteLater();
    ws_ = nullptr;
    port_ = 0;
}

QString HallServer::url() const {
    const QString host = address_.protocol() == QAbstractSocket::IPv6Protocol
                             ? QStringLiteral("[%1]").arg(address_.toString())
                             : address_.toString();
    return QStringLiteral("http://%1:%2/").arg(host).arg(port_);
}

QString HallServer::joinCode(TableNo table) const {
    return protocol_.joinCode(table);
}

QString HallServer::tableUrl(TableNo table) const {
    const QString code = joinCode(table);
    return code.isEmpty() ? QString() : tablePageUrl(url(), code);
}

std::vector<HallServer::TableDevice> HallServer::devicesAt(TableNo table) const {
    std::vector<TableDevice> out;
    const QString holder = protocol_.tables().link(table).clockDevice;
    const qint64 now = protocol_.uptime();
    for (const auto& [socket, s] : sessions_)
        if (s->table == table)
            out.push_back({s->device, s->address, now - s->connectedMs, s->device == holder});
    std::stable_sort(out.begin(), out.end(), [](const TableDevice& a, const TableDevice& b) {
        return a.connectedForMs > b.connectedForMs;
    });
    return out;
}

// ---- HTTP: the page, its script, the spoken calls ------------------------------------------

QByteArray HallServer::page(const QString& path, int* status, QByteArray* contentType) const {
    *status = 200;
    static const QRegularExpression table(QStringLiteral("^/t/([0-9A-Za-z-]{6,12})$"));
    static const QRegularExpression clip(
        QStringLiteral("^/clips/([a-z]{2}(?:_[A-Z]{2})?)/([a-z_0-9:]{1,40})\\.wav$"));
    if (path == QLatin1String("/") || table.match(path).hasMatch()) {
        *contentType = "text/html; charset=utf-8";
        return resource(QStringLiteral("table.html"));
    }
    if (path == QLatin1String("/hall.js")) {
        *contentType = "text/javascript; charset=utf-8";
        return resource(QStringLiteral("hall.js"));
    }
    if (path == QLatin1String("/hall.css")) {
        *contentType = "text/css; charset=utf-8";
        return resource(QStringLiteral("hall.css"));
    }
    // The keep-awake video of a page without a Wake Lock (hall.js).
    if (path == QLatin1String("/awake.mp4") || path == QLatin1String("/awake.webm")) {
        *contentType = path.endsWith(QLatin1String("mp4")) ? "video/mp4" : "video/webm";
        return resource(path.mid(1));
    }
    if (const auto m = clip.match(path); m.hasMatch() && clips_) {
        const QByteArray wav = clips_(m.captured(1), m.captured(2));
        if (!wav.isEmpty()) {
            *contentType = "audio/wav";
            return wav;
        }
    }
    *status = 404;
    *contentType = "text/plain; charset=utf-8";
    return "Not found.\n";
}

// ---- WebSocket sessions --------------------------------------------------------------------

void HallServer::accept() {
    while (QWebSocket* socket = ws_->nextPendingConnection()) {
        socket->setParent(this);
        watchFrames(socket);
        socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
        auto session = std::make_unique<Session>();
        session->socket = socket;
        session->address = socket->peerAddress().toString();
        session->label = QStringLiteral("%1:%2").arg(session->address).arg(socket->peerPort());
        session->connectedMs = session->lastHeardMs = protocol_.uptime();
        // The page's language from the first request (`/ws?lang=en`): what is refused before
        // its `hello` is in that language too.
        if (const QString lang =
                QUrlQuery(socket->requestUrl()).queryItemValue(QStringLiteral("lang"));
            hallLanguages().contains(lang))
            session->language = lang;
        Session* s = session.get();
        if (static_cast<int>(sessions_.size()) >= limits_.maxConnections) {
            // Full: the longest-waiting connection that has not joined makes room, else this one
            // is refused (the devices at the tables keep theirs).
            Session* oldest = nullptr;
            for (const auto& [sock, other] : sessions_)
                if (other->table == 0 && (!oldest || other->connectedMs < oldest->connectedMs))
                    oldest = other.get();
            if (!oldest) {
                reportDrop(QStringLiteral("%1: too many connections").arg(s->label));
                socket->abort();
                socket->deleteLater();
                continue;
            }
            dropFor(oldest, QWebSocketProtocol::CloseCodeTooMuchData,
                    QStringLiteral("too many connections; it had not joined a table"));
        }
        sessions_[socket] = std::move(session);
        protocol_.attach(s);
        // What waits unread for the device: a device that reads nothing is dropped before the
        // desk's memory fills with its backlog.
        connect(socket, &QWebSocket::bytesWritten, this,
                [s](qint64 n) { s->unread = std::max<qint64>(0, s->unread - n); });
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString& text) {
                    incoming_.emplace_back(socket, text);
                    handle_->start();
                });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, s] {
            dropFor(s, QWebSocketProtocol::CloseCodeDatatypeNotSupported,
                    QStringLiteral("a binary message"));
        });
        // An oversized message or frame: Qt closes the connection with code 1009.
        connect(socket, &QWebSocket::disconnected, this, [this, s] {
            if (s->socket->closeCode() == QWebSocketProtocol::CloseCodeTooMuchData &&
                protocol_.mayLog())
                qCInfo(lcHall) << "dropped" << s->label << ": a message over 16 KB";
        });
        connect(socket, &QWebSocket::disconnected, this, [this, s] { drop(s); });
        // Gone before it was taken (a client that sent its request and closed): its
        // disconnection came before the slot above; without this the session waited for the
        // sweeper, and thousands of them held the desk's memory and slowed every handshake.
        if (socket->state() != QAbstractSocket::ConnectedState)
            drop(s);
    }
}

void HallServer::dropFor(Session* s, QWebSocketProtocol::CloseCode code, const QString& why) {
    const QString line =
        QStringLiteral("%1%2: %3")
            .arg(s->label, s->table > 0 ? QStringLiteral(" (table %1)").arg(s->table) : QString(),
                 why);
    reportDrop(line);
    QWebSocket* socket = s->socket;
    forget(s); // s is gone; the socket lives until its close is sent (or 2 s pass)
    QObject::connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
    QTimer::singleShot(2000, socket, [socket] {
        socket->abort(); // a peer that never answers the close
        socket->deleteLater();
    });
    socket->close(code);
}

// Logged and shown to the referee, within the hall's log budget (HallProtocol::mayLog).
void HallServer::reportDrop(const QString& line) {
    if (!protocol_.mayLog())
        return;
    qCInfo(lcHall).noquote() << "dropped" << line;
    emit dropped(line);
}

// Connections that never joined, devices gone silent, devices that read nothing; failures a
// minute old; the count of log lines left out.
void HallServer::sweep() {
    const qint64 now = protocol_.uptime();
    protocol_.sweep();
    if (const qint64 leftOut = protocol_.takeLeftOut(); leftOut > 0) {
        const QString line = QStringLiteral("%1 more refusals and drops not logged").arg(leftOut);
        qCInfo(lcHall).noquote() << line;
        emit dropped(line);
    }
    std::vector<std::pair<Session*, QString>> doomed;
    for (const auto& [socket, s] : sessions_) {
        if (s->table == 0 && now - s->connectedMs > limits_.joinTimeoutMs)
            doomed.emplace_back(s.get(), QStringLiteral("did not join a table in time"));
        else if (now - s->lastHeardMs > limits_.silenceTimeoutMs)
            doomed.emplace_back(s.get(), QStringLiteral("silent"));
        else if (s->unread > limits_.maxUnreadBytes)
            doomed.emplace_back(s.get(), QStringLiteral("reads nothing"));
    }
    for (const auto& [s, why] : doomed)
        dropFor(s, QWebSocketProtocol::CloseCodePolicyViolated, why);
    // A table whose devices have all gone silent (a phone that died leaves its socket open
    // until the silence drops it): paused like a table whose device is gone (#45).
    std::map<int, qint64> lastHeard; // per table of this round, the latest any device was heard
    for (const auto& [socket, s] : sessions_)
        if (s->table > 0 && s->round == clocks_->round()) {
            auto [it, added] = lastHeard.try_emplace(s->table, s->lastHeardMs);
            if (!added)
                it->second = std::max(it->second, s->lastHeardMs);
        }
    for (const auto& [table, heard] : lastHeard)
        protocol_.tables().silent(TableNo{table}, clock::Millis(now - heard));
}

void HallServer::drop(Session* s) {
    QWebSocket* socket = s->socket;
    if (forget(s))
        socket->deleteLater();
}

bool HallServer::forget(Session* s) {
    const auto it = sessions_.find(s->socket);
    if (it == sessions_.end())
        return false;
    s->socket->disconnect(this);
    protocol_.detach(s);
    sessions_.erase(it);
    return true;
}

void HallServer::send(HallPeer& peer, const QString& text) {
    Session* s = static_cast<Session*>(&peer);
    s->unread += s->socket->sendTextMessage(text);
    s->socket->flush(); // now, not at the event loop's next turn (a poll over every socket)
    if (s->unread > limits_.maxUnreadBytes)
        QTimer::singleShot(0, this, &HallServer::sweep); // dropped at the next turn
}

void HallServer::close(HallPeer& peer, QWebSocketProtocol::CloseCode code, const QString& why) {
    dropFor(static_cast<Session*>(&peer), code, why);
}

} // namespace tengen
