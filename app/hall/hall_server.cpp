#include "hall_server.h"

#include <cmath>

#include "actions/join_codes.h"
#include "actions/results.h"
#include "clock/qt/clip_speaker.h"
#include "clock/voice.h"
#include "common/http_server.h"
#include "common/translations.h"
#include "hall/frame_watch.h"
#include "store/tournament_file.h"
#include "tournament/result_codec.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMessageAuthenticationCode>
#include <QPointer>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QThreadPool>
#include <QTimer>
#include <QUrlQuery>
#include <QWebSocket>
#include <QWebSocketServer>

#include <array>
#include <mutex>

namespace tengen {

using namespace tengen::clock;

namespace {

constexpr int kMaxMessageBytes = 16 * 1024;
constexpr int kHandshakeTimeoutMs = 10 * 1000;
constexpr int kLogLinesPerSecond = 20;
constexpr int kMaxMessagesPerSecond = 60;
// The network's delay a live press may have had besides the silence the desk observed before it
// arrived: a device's word alone never takes more than this off a player's time.
constexpr qint64 kOnlineLateMs = 2000;
// Frames arriving within this of each other came together (after a silence, in one burst).
constexpr qint64 kBurstMs = 50;
// Wrong referee PINs a minute before the door shuts, for one device and for one address.
constexpr std::size_t kPinTriesPerDevice = 5;
constexpr std::size_t kPinTriesPerAddress = 20;
constexpr std::size_t kCodeTriesPerAddress = 30;

QString sideId(Side s) {
    return s == Side::Black ? QStringLiteral("B") : QStringLiteral("W");
}

std::optional<Side> parseSide(const QJsonValue& v) {
    if (v.toString() == QLatin1String("B"))
        return Side::Black;
    if (v.toString() == QLatin1String("W"))
        return Side::White;
    return std::nullopt;
}

QString stateId(GameClock::State s) {
    switch (s) {
    case GameClock::State::NotStarted:
        return QStringLiteral("not-started");
    case GameClock::State::Running:
        return QStringLiteral("running");
    case GameClock::State::Paused:
        return QStringLiteral("paused");
    case GameClock::State::Sealed:
        return QStringLiteral("sealed");
    case GameClock::State::Flagged:
        return QStringLiteral("flagged");
    case GameClock::State::Finished:
        return QStringLiteral("finished");
    }
    return {};
}

// A result in the protocol's words (docs/hall-protocol.md §8), and nothing else: a "1" is no
// word of the protocol (the file's "both win", the desk's "White wins") and is refused.
QString resultWord(GameResult r) {
    return QString::fromLatin1(encodeResult(r, ResultVocabulary::Hall).data());
}

std::optional<GameResult> parseResultWord(const QString& text) {
    return decodeResult(text.toStdString(), ResultVocabulary::Hall);
}

// What the devices at a table are told of the one that holds its clock: a tag made from its id
// with the hall's secret, never the id itself. The id is what a device proves itself with when
// it reconnects; a state that named it let a second phone at the table say it was the holder
// and press, enter and confirm a result as it (#30). Each device is told its own tag in its
// welcome, so the page still knows whether it holds the clock.
QString deviceTag(const QString& secret, const QString& device) {
    if (device.isEmpty())
        return {};
    return QString::fromLatin1(QMessageAuthenticationCode::hash("device:" + device.toUtf8(),
                                                                secret.toUtf8(),
                                                                QCryptographicHash::Sha256)
                                   .toHex()
                                   .left(16));
}

QJsonObject sideJson(const SideState& s) {
    return {{QStringLiteral("main"), static_cast<qint64>(s.main.count())},
            {QStringLiteral("periods"), s.periods},
            {QStringLiteral("stones"), s.stones},
            {QStringLiteral("block"), static_cast<qint64>(s.block.count())}};
}

QJsonObject controlJson(const Control& c) {
    return {{QStringLiteral("system"), QString::fromUtf8(timeSystemId(c.system).data())},
            {QStringLiteral("main"), static_cast<qint64>(c.main.count())},
            {QStringLiteral("period"), static_cast<qint64>(c.period.count())},
            {QStringLiteral("periods"), c.periods},
            {QStringLiteral("stones"), c.stones},
            {QStringLiteral("increment"), static_cast<qint64>(c.increment.count())},
            {QStringLiteral("cap"), c.cap ? static_cast<qint64>(c.cap->count()) : qint64(0)},
            {QStringLiteral("delay"), static_cast<qint64>(c.delay.count())}};
}

QJsonArray keysJson(const std::vector<std::string>& keys) {
    QJsonArray a;
    for (const std::string& k : keys)
        a.append(QString::fromStdString(k));
    return a;
}

// The calls of a byo-yomi period, for a device that reckons its clock alone while offline:
// offsets from the period's start (ms), and what is said at a period's end with `left` periods
// to come and when the main time ends with `left` periods.
QJsonObject callsJson(const Control& c, const std::optional<CallingSchedule>& schedule) {
    if (!schedule)
        return {};
    auto phrases = [](const std::vector<ScheduledPhrase>& list) {
        QJsonArray a;
        for (const ScheduledPhrase& p : list)
            a.append(QJsonObject{{QStringLiteral("at"), static_cast<qint64>(p.offset.count())},
                                 {QStringLiteral("keys"), keysJson(p.keys)}});
        return a;
    };
    QJsonObject periodEnd, mainEnd;
    for (int left = 0; left <= c.periods; ++left) {
        periodEnd.insert(QString::number(left), keysJson(periodEndKeys(c.period, left)));
        mainEnd.insert(QString::number(left), keysJson(mainTimeEndKeys(c.period, left)));
    }
    return {{QStringLiteral("ordinary"), phrases(schedule->ordinary)},
            {QStringLiteral("last"), phrases(schedule->last)},
            {QStringLiteral("periodEnd"), periodEnd},
            {QStringLiteral("mainEnd"), mainEnd}};
}

QByteArray resource(const QString& name) {
    QFile f(QStringLiteral(":/hall/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QStringList kLanguages = {QStringLiteral("zh_CN"), QStringLiteral("zh_TW"),
                                QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("ko")};

} // namespace

Q_LOGGING_CATEGORY(lcHall, "tengen.hall")

struct HallServer::Session {
    QWebSocket* socket = nullptr;
    QString peer;           // address:port, for the log
    qint64 connectedMs = 0; // uptime
    qint64 lastHeardUptimeMs = 0;
    qint64 unread = 0; // sent and not yet written to the network
    int failedJoins = 0;
    // The hall's time the last frame arrived, and the earliest a frame now arriving may have
    // been sent: the arrival of the frame before the silence this one ends (frames arriving
    // together, within kBurstMs, share it). Between the two the desk heard nothing from the
    // device, so a press it made then cannot be contradicted (docs/hall-protocol.md §6).
    qint64 heardAtHall = -1;
    qint64 silentSinceHall = 0;
    int replayAllowance = 0; // queued presses announced in the hello, not yet received
    // What the desk observed of the presses the device kept offline: none was made before the
    // desk last heard the device before its hello (less the network's delay) nor after the
    // hello; each is no earlier than the one before (#30 point 2). No floor for a device the
    // desk has no memory of (it came back after a crash of the desk).
    std::optional<qint64> queuedFloor;
    qint64 helloAtHall = 0;
    qint64 lastQueuedAt = 0;
    int table = 0; // 0: not joined yet
    int round = 0; // the round it joined (a code ends with its round)
    QString device;
    QString language = QStringLiteral("zh_CN");
    int messagesThisSecond = 0;
    qint64 secondStartedMs = 0;
};

HallServer::HallServer(ClockHall* clocks, QObject* parent)
    : QObject(parent), clocks_(clocks), flush_(new QTimer(this)) {
    uptime_.start();
    linksRound_ = clocks_->round();
    flush_->setSingleShot(true);
    flush_->setInterval(0);
    connect(flush_, &QTimer::timeout, this, &HallServer::flushStates);
    handle_ = new QTimer(this);
    handle_->setSingleShot(true);
    handle_->setInterval(0);
    connect(handle_, &QTimer::timeout, this, &HallServer::handleIncoming);
    sweeper_ = new QTimer(this);
    sweeper_->setInterval(1000);
    connect(sweeper_, &QTimer::timeout, this, &HallServer::sweep);
    connect(clocks_, &ClockHall::journalWritten, this, &HallServer::sendReplies);
    connect(clocks_, &ClockHall::tableChanged, this, [this](int table) {
        // Resumed (at the desk or by a referee's device): the pause asked for is answered.
        const auto l = links_.find(table);
        if (l != links_.end() && l->second.pauseRequested && clocks_->scheduler() &&
            table <= clocks_->tableCount() &&
            clocks_->scheduler()->clock(table).state() == GameClock::State::Running) {
            l->second.pauseRequested = false;
            emit linkChanged(table);
        }
        dirty_.insert(table);
        flush_->start();
    });
    connect(clocks_, &ClockHall::clocksReplaced, this, &HallServer::endRound, Qt::QueuedConnection);
    connect(clocks_, &ClockHall::flagFell, this, [this](int table, Side) {
        dirty_.insert(table);
        flush_->start();
    });
}

HallServer::~HallServer() {
    close();
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
        const qint64 now = uptime_.elapsed();
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
    prepareThreadLanguages();
    HttpServer::Limits limits;
    limits.maxConnections = 1024;
    http_ = std::make_unique<HttpServer>(
        [this](const HttpServer::Request& r) {
            HttpServer::Response response;
            QString language = r.query.queryItemValue(QStringLiteral("lang"));
            if (!kLanguages.contains(language))
                language = QStringLiteral("zh_CN");
            response.body = page(r.path, language, &response.status, &response.contentType);
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
    return http_ ? http_->errorString() : QString();
}

bool HallServer::isListening() const {
    return http_ && port_ != 0;
}

void HallServer::close() {
    for (auto& [socket, session] : sessions_) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    sessions_.clear();
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
    store::TournamentFile* file = clocks_->file();
    if (!file || clocks_->round() < 1)
        return {};
    try {
        return tengen::joinCode(secret(), RoundNo{clocks_->round()}, table);
    } catch (const store::StoreError&) {
        return {};
    }
}

QString HallServer::tableUrl(TableNo table) const {
    const QString code = joinCode(table);
    return code.isEmpty() ? QString() : tablePageUrl(url(), code);
}

// The event's secret, read once: every join code is made from it (it never changes; another
// tournament opened at the desk gets another server).
const QString& HallServer::secret() const {
    if (secret_.isEmpty() && clocks_->file())
        secret_ = clocks_->file()->clocks().hallSecret();
    return secret_;
}

int HallServer::deviceCount() const {
    int n = 0;
    for (const auto& [socket, s] : sessions_)
        n += s->table > 0;
    return n;
}

HallServer::TableLink HallServer::link(TableNo table) const {
    const auto it = links_.find(table);
    return it == links_.end() ? TableLink{} : it->second;
}

std::vector<HallServer::TableDevice> HallServer::devicesAt(TableNo table) const {
    std::vector<TableDevice> out;
    const auto l = links_.find(table);
    const qint64 now = uptime_.elapsed();
    for (const auto& [socket, s] : sessions_)
        if (s->table == table)
            out.push_back({s->device, socket->peerAddress().toString(), now - s->connectedMs,
                           l != links_.end() && l->second.clockDevice == s->device});
    std::stable_sort(out.begin(), out.end(), [](const TableDevice& a, const TableDevice& b) {
        return a.connectedForMs > b.connectedForMs;
    });
    return out;
}

void HallServer::releaseFlag(TableNo table) {
    clocks_->setFlagHold(table, false);
}

// ---- HTTP: the page, its script, the spoken calls ------------------------------------------

QByteArray HallServer::page(const QString& path, const QString& language, int* status,
                            QByteArray* contentType) const {
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
    Q_UNUSED(language);
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
        session->peer =
            QStringLiteral("%1:%2").arg(socket->peerAddress().toString()).arg(socket->peerPort());
        session->connectedMs = session->lastHeardUptimeMs = uptime_.elapsed();
        // The page's language from the first request (`/ws?lang=en`): what is refused before
        // its `hello` is in that language too.
        if (const QString lang =
                QUrlQuery(socket->requestUrl()).queryItemValue(QStringLiteral("lang"));
            kLanguages.contains(lang))
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
                reportDrop(QStringLiteral("%1: too many connections").arg(s->peer));
                socket->abort();
                socket->deleteLater();
                continue;
            }
            dropFor(oldest, QWebSocketProtocol::CloseCodeTooMuchData,
                    QStringLiteral("too many connections; it had not joined a table"));
        }
        sessions_[socket] = std::move(session);
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
            if (s->socket->closeCode() == QWebSocketProtocol::CloseCodeTooMuchData && mayLog())
                qCInfo(lcHall) << "dropped" << s->peer << ": a message over 16 KB";
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
            .arg(s->peer, s->table > 0 ? QStringLiteral(" (table %1)").arg(s->table) : QString(),
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

// The hall's log and the referee's list of drops take at most kLogLinesPerSecond lines a second:
// a flood of connections wrote 695,000 lines (52 MB) in 45 s. What is left out is counted, and
// the count logged at the next sweep.
bool HallServer::mayLog() {
    const qint64 now = uptime_.elapsed();
    if (now - logSecondStartedMs_ >= 1000) {
        logSecondStartedMs_ = now;
        logLinesThisSecond_ = 0;
    }
    if (++logLinesThisSecond_ <= kLogLinesPerSecond)
        return true;
    ++logLinesLeftOut_;
    return false;
}

void HallServer::reportDrop(const QString& line) {
    if (!mayLog())
        return;
    qCInfo(lcHall).noquote() << "dropped" << line;
    emit dropped(line);
}

// Wrong PINs and join codes under `key` in the last minute, the older ones forgotten.
std::deque<qint64>& HallServer::recentFailures(const QString& key, qint64 now) {
    std::deque<qint64>& times = pinFailures_[key];
    while (!times.empty() && now - times.front() > 60000)
        times.pop_front();
    return times;
}

// Connections that never joined, devices gone silent, devices that read nothing; failures a
// minute old; the count of log lines left out.
void HallServer::sweep() {
    const qint64 now = uptime_.elapsed();
    for (auto it = pinFailures_.begin(); it != pinFailures_.end();) // a minute old: forgotten
        it = it->second.empty() || now - it->second.back() > 60000 ? pinFailures_.erase(it)
                                                                   : std::next(it);
    if (logLinesLeftOut_ > 0) {
        const QString line =
            QStringLiteral("%1 more refusals and drops not logged").arg(logLinesLeftOut_);
        qCInfo(lcHall).noquote() << line;
        emit dropped(line);
        logLinesLeftOut_ = 0;
    }
    std::vector<std::pair<Session*, QString>> doomed;
    for (const auto& [socket, s] : sessions_) {
        if (s->table == 0 && now - s->connectedMs > limits_.joinTimeoutMs)
            doomed.emplace_back(s.get(), QStringLiteral("did not join a table in time"));
        else if (now - s->lastHeardUptimeMs > limits_.silenceTimeoutMs)
            doomed.emplace_back(s.get(), QStringLiteral("silent"));
        else if (s->unread > limits_.maxUnreadBytes)
            doomed.emplace_back(s.get(), QStringLiteral("reads nothing"));
    }
    for (const auto& [s, why] : doomed)
        dropFor(s, QWebSocketProtocol::CloseCodePolicyViolated, why);
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
    const int table = s->table;
    s->socket->disconnect(this);
    sessions_.erase(it);
    if (table > 0)
        setOnline(TableNo{table}, false);
    return true;
}

// The table's devices counted again, and whether the one holding its clock is among them.
void HallServer::countDevices(TableNo table) {
    TableLink& l = links_[table];
    l.devices = 0;
    l.clockDeviceHere = false;
    for (const auto& [socket, s] : sessions_)
        if (s->table == table) {
            ++l.devices;
            l.clockDeviceHere = l.clockDeviceHere || s->device == l.clockDevice;
        }
}

void HallServer::setOnline(TableNo table, bool online) {
    TableLink& l = links_[table];
    const bool was = l.devices > 0;
    countDevices(table);
    const int devices = l.devices;
    if (online) {
        l.everConnected = true;
        l.offlineSince.clear();
        clocks_->setFlagGrace(table, grace_);
    } else if (devices == 0 && was) {
        // The device may still send presses it makes while offline: the flag waits for them.
        l.offlineSince = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
        clocks_->setFlagHold(table, true);
    }
    emit linkChanged(table);
}

void HallServer::handleIncoming() {
    endRound(); // new clocks set up in this turn: the old round's devices are done first
    const auto batch = std::move(incoming_);
    incoming_.clear();
    clocks_->holdJournal(true);
    for (const auto& [socket, text] : batch) {
        const auto it = sessions_.find(socket);
        if (it != sessions_.end())
            receive(it->second.get(), text);
    }
    clocks_->holdJournal(false); // one transaction for the batch
    if (clocks_->unwrittenEvents() == 0)
        sendReplies();
    // The tables' new states follow their acknowledgements in the same turn.
    if (!dirty_.empty() && clocks_->unwrittenEvents() == 0) {
        flush_->stop();
        flushStates();
    }
    // else: the journal is retried (another program holds the file); the replies wait for it
}

void HallServer::reply(Session* s, const QJsonObject& message) {
    replies_.emplace_back(s->socket, message);
}

void HallServer::sendReplies() {
    const auto replies = std::move(replies_);
    replies_.clear();
    for (const auto& [socket, message] : replies) {
        const auto it = sessions_.find(socket);
        if (it != sessions_.end())
            send(it->second.get(), message);
    }
}

void HallServer::send(Session* s, const QJsonObject& message) {
    s->unread += s->socket->sendTextMessage(
        QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    s->socket->flush(); // now, not at the event loop's next turn (a poll over every socket)
    if (s->unread > limits_.maxUnreadBytes)
        QTimer::singleShot(0, this, &HallServer::sweep); // dropped at the next turn
}

QJsonObject HallServer::refusalMessage(Session* s, const QString& ref, const Refusal& r) const {
    const ThreadLanguage language(s->language);
    return {{QStringLiteral("type"), QStringLiteral("error")},
            {QStringLiteral("ref"), ref},
            {QStringLiteral("message"), toText(r)}};
}

void HallServer::receive(Session* s, const QString& text) {
    const qint64 now = clocks_->now().count();
    if (s->heardAtHall < 0)
        s->silentSinceHall = now;
    else if (now - s->heardAtHall > kBurstMs)
        s->silentSinceHall = s->heardAtHall;
    s->heardAtHall = now;
    // Heard from a table's device now: a live press may yet come for any time since, less the
    // network's delay; the table's checkpoints wait for it.
    if (s->table > 0 && s->round == clocks_->round() && s->table <= clocks_->tableCount() &&
        clocks_->scheduler())
        clocks_->scheduler()->setDeviceFloor(s->table, Millis(now - kOnlineLateMs));
    s->lastHeardUptimeMs = uptime_.elapsed();
    if (s->lastHeardUptimeMs - s->secondStartedMs >= 1000) {
        s->secondStartedMs = s->lastHeardUptimeMs;
        s->messagesThisSecond = 0;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    // The presses a device kept offline (announced in its hello) come at once when it is back:
    // they are not held against its rate.
    const bool replaying = s->replayAllowance > 0 && doc.isObject() &&
                           doc.object().value(QStringLiteral("type")) == QLatin1String("press") &&
                           doc.object().value(QStringLiteral("queued")).toBool();
    if (replaying) {
        if (const auto a = announced_.find({s->table, s->device}); a != announced_.end()) {
            a->second.owed = std::max(0, a->second.owed - 1); // it keeps its word
            ++a->second.delivered;
        }
        if (--s->replayAllowance == 0 && s->table > 0 &&
            s->device == links_[TableNo{s->table}].clockDevice)
            // Every press announced is here (handled below, in this turn): the flag is decided
            // after them even if `replayed` never comes.
            QTimer::singleShot(0, this, [this, t = TableNo{s->table}] {
                if (link(t).devices > 0)
                    clocks_->setFlagHold(t, false);
            });
    } else if (++s->messagesThisSecond > kMaxMessagesPerSecond) { // a broken or hostile device
        dropFor(s, QWebSocketProtocol::CloseCodePolicyViolated,
                QStringLiteral("more than %1 messages a second").arg(kMaxMessagesPerSecond));
        return;
    }
    if (!doc.isObject()) {
        if (mayLog())
            qCInfo(lcHall).noquote()
                << "refused from" << s->peer << ": not a JSON object at byte" << error.offset;
        // JSON that is not an object (`[1,2,3]`) parses without an error to name.
        send(s, refusalMessage(
                    s, {},
                    error.error != QJsonParseError::NoError
                        ? Refusal::invalid(Problem(
                              QT_TRANSLATE_NOOP("tengen", "message at byte %1: %2"),
                              std::to_string(error.offset), error.errorString().toStdString()))
                        : Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                              "tengen", "message at byte 0: a message is one JSON object")))));
        return;
    }
    const QJsonObject m = doc.object();
    const QString type = m.value(QStringLiteral("type")).toString();
    // When the device was last in touch, as far as the desk can tell: a frame was sent no
    // earlier than the arrival of the one before it (less the network's delay), and when it
    // says it was sent (a sync's or a live press's `at`) within that. What it keeps offline
    // is later (#30 point 2). A hello's own evidence is taken in hello(), after it has read
    // this; a queued press speaks of the past.
    if (s->table > 0 && type != QLatin1String("hello") &&
        !(type == QLatin1String("press") && m.value(QStringLiteral("queued")).toBool())) {
        qint64 evidence = s->silentSinceHall - kOnlineLateMs;
        if (m.value(QStringLiteral("at")).isDouble())
            evidence = std::clamp<qint64>(m.value(QStringLiteral("at")).toInteger(), evidence, now);
        const auto [it, added] = heardOf_.try_emplace({s->table, s->device}, evidence);
        if (!added)
            it->second = std::max(it->second, evidence);
    }
    const QString fullId = m.value(QStringLiteral("id")).toString();
    const QString id = fullId.left(64); // a longer press id is refused below
    if (type == QLatin1String("sync")) {
        send(s, {{QStringLiteral("type"), QStringLiteral("sync")},
                 {QStringLiteral("id"), id}, // what comes back is never larger than a sync
                 {QStringLiteral("t"), m.value(QStringLiteral("t")).toDouble()},
                 {QStringLiteral("now"), static_cast<qint64>(clocks_->now().count())}});
        return;
    }
    if (type == QLatin1String("hello")) {
        hello(s, m);
        return;
    }
    if (s->table == 0) {
        send(s, refusalMessage(s, id,
                               Refusal::invalid(Problem(
                                   QT_TRANSLATE_NOOP("tengen", "join a table first (message '%1')"),
                                   type.left(32).toStdString()))));
        return;
    }
    if (s->round != clocks_->round() || s->table > clocks_->tableCount()) {
        // The desk set up another round's clocks: this device's code has ended.
        send(s, refusalMessage(s, QStringLiteral("hello"), roundOver(s->round)));
        const int was = s->table;
        s->table = 0;
        setOnline(TableNo{was}, false);
        return;
    }
    const TableNo table{s->table};
    Refusal refused;
    QJsonObject ack{{QStringLiteral("type"), QStringLiteral("ack")}, {QStringLiteral("id"), id}};
    // Only the device that holds the table's clock acts on it (a second tab, a second phone);
    // the referee's actions go on from any device of the table, with the PIN.
    if (type != QLatin1String("referee") && s->device != links_[table].clockDevice) {
        reply(s, refusalMessage(
                     s, id,
                     Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                         "tengen", "another device holds this table's clock: a referee can move "
                                   "it to this one")))));
        return;
    }
    if (type == QLatin1String("press")) {
        const auto side = parseSide(m.value(QStringLiteral("side")));
        const GameClock& clock = clocks_->scheduler()->clock(table);
        bool duplicate = false;
        const bool offlinePress = m.value(QStringLiteral("queued")).toBool();
        qint64 at = m.value(QStringLiteral("at")).toInteger(now);
        // A press is placed at the device's own time. Sent live, it was made after the desk
        // last heard the device before this frame (less the network's delay): on a network
        // that stalled without closing, that is the whole silence, and the press keeps its time
        // however late it comes. One kept while offline is as old as the device says. Never
        // before the table's last entry nor after now (the clock keeps that).
        if (!offlinePress) {
            at = std::max(at, s->silentSinceHall - kOnlineLateMs);
        } else {
            // Kept offline: inside the time the desk did not hear the device, in order.
            const qint64 said = at;
            if (s->queuedFloor)
                at = std::max(at, *s->queuedFloor);
            at = std::clamp(at, s->lastQueuedAt, std::max(s->lastQueuedAt, s->helloAtHall));
            s->lastQueuedAt = at;
            if (at != said)
                qCInfo(lcHall).noquote()
                    << "table" << table.value() << ": a kept press said" << said << "placed at"
                    << at << "(what the desk observed of device" << s->device << ")";
        }
        if (fullId.size() > 64)
            refused = Refusal::invalid(Problem(
                QT_TRANSLATE_NOOP("tengen", "a press needs an id of at most 64 characters")));
        else if (!id.isEmpty() && clocks_->pressApplied(table, id))
            duplicate = true; // sent again (its answer was lost): applied once, acknowledged
        else if (!side)
            refused = Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "a press needs the side that moved (B or W)")));
        else if (clock.state() == GameClock::State::Running && *side != clock.toMove()) {
            refused.kind = Refusal::Kind::Refused; // a tap on the wrong half, or a stale device
            refused.problem = *side == Side::Black
                                  ? Problem(QT_TRANSLATE_NOOP("tengen", "it is not Black's turn"))
                                  : Problem(QT_TRANSLATE_NOOP("tengen", "it is not White's turn"));
        } else
            refused = clocks_->pressFromDevice(table, Millis(at), id, &duplicate);
        if (refused.done() && !duplicate)
            ++pressesApplied_;
        ack.insert(QStringLiteral("applied"), refused.done() && !duplicate);
        ack.insert(QStringLiteral("duplicate"), duplicate);
    } else if (type == QLatin1String("replayed")) {
        clocks_->setFlagHold(table, false); // what the device kept offline is in: decide
    } else if (type == QLatin1String("pause")) {
        refused = clocks_->pause(table);
        if (refused.done()) {
            links_[table].pauseRequested = true;
            emit linkChanged(table);
        }
    } else if (type == QLatin1String("seal")) {
        const QString move = m.value(QStringLiteral("move")).toString().trimmed().left(16);
        refused = move.isEmpty() ? Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                                       "tengen", "a sealed move needs the move written down")))
                                 : clocks_->seal(table, move);
        if (refused.done())
            emit linkChanged(table);
    } else if (type == QLatin1String("result")) {
        const auto result = parseResultWord(m.value(QStringLiteral("result")).toString());
        if (!result) {
            refused = Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                "tengen", "a result is black-wins, white-wins, jigo, both-lose or both-win")));
        } else {
            // Entered at the table: both players review it (复核) and confirm it (确认). Another
            // result replacing one entered is a disagreement: a dispute, both claims kept.
            auto& pending = links_[table].result;
            PendingResult next;
            next.result = *result;
            if (pending) {
                next.stoppedClock = pending->stoppedClock;
                next.disputed = pending->disputed;
                if (pending->result == *result) { // entered again: the same claim
                    next.blackConfirmed = pending->blackConfirmed;
                    next.whiteConfirmed = pending->whiteConfirmed;
                } else if (next.disputed == GameResult::Unknown)
                    next.disputed = pending->result;
                if (next.disputed == next.result)
                    next.disputed = pending->result;
            }
            // The game is over as far as the table says: its clock stops while they confirm.
            if (!next.stoppedClock &&
                clocks_->scheduler()->clock(table).state() == GameClock::State::Running)
                next.stoppedClock = clocks_->pause(table).done();
            pending = next;
            emit linkChanged(table);
            sendState(table);
        }
    } else if (type == QLatin1String("confirm")) {
        const auto side = parseSide(m.value(QStringLiteral("side")));
        auto& pending = links_[table].result;
        // A confirmation names the result it confirms (the page sends the one it shows): one
        // sent for a result since replaced confirms nothing.
        const QString named = m.value(QStringLiteral("result")).toString();
        const auto confirmed = named.isEmpty() ? std::nullopt : parseResultWord(named);
        if (!pending || !side) {
            refused = Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "there is no result to confirm")));
        } else if (!named.isEmpty() && confirmed != pending->result) {
            refused = Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                "tengen", "the result to confirm has changed: look at the screen again")));
        } else {
            (*side == Side::Black ? pending->blackConfirmed : pending->whiteConfirmed) = true;
            if (pending->blackConfirmed && pending->whiteConfirmed)
                confirmResult(s, table);
            emit linkChanged(table);
            sendState(table);
        }
    } else if (type == QLatin1String("cancel-result")) {
        auto& pending = links_[table].result;
        if (pending && pending->refused.isEmpty() &&
            !(pending->blackConfirmed && pending->whiteConfirmed)) {
            const bool restart = pending->stoppedClock;
            pending.reset();
            restartStoppedClock(table, restart);
        }
        emit linkChanged(table);
        sendState(table);
    } else if (type == QLatin1String("referee")) {
        referee(s, m);
        return;
    } else {
        refused = Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "unknown message '%1'"),
                                           type.left(32).toStdString()));
    }
    if (!refused.done()) {
        links_[table].lastError = toText(refused);
        reply(s, refusalMessage(s, id, refused));
        return;
    }
    reply(s, ack); // once the action is in the journal
}

void HallServer::hello(Session* s, const QJsonObject& m) {
    const QString language = m.value(QStringLiteral("lang")).toString();
    if (kLanguages.contains(language))
        s->language = language;
    s->device = m.value(QStringLiteral("device")).toString().left(64);
    const QString code = m.value(QStringLiteral("code")).toString();
    store::TournamentFile* file = clocks_->file();
    // Wrong codes are counted by connection (a sixth closes it) and by address: thirty in a
    // minute from one address, and it joins nothing for the minute (a new connection for each
    // five tries counted nothing before).
    const qint64 now = uptime_.elapsed();
    const QString addressKey =
        QStringLiteral("j:") + (s->socket ? s->socket->peerAddress().toString() : s->peer);
    std::deque<qint64>& wrongCodes = recentFailures(addressKey, now);
    if (wrongCodes.size() >= kCodeTriesPerAddress) {
        send(s, refusalMessage(s, QStringLiteral("hello"),
                               Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                                   "tengen", "too many wrong join codes from this address: try "
                                             "again in a minute")))));
        return;
    }
    std::optional<TableNo> table;
    try {
        if (file && clocks_->round() > 0)
            table =
                tableOfJoinCode(secret(), RoundNo{clocks_->round()}, clocks_->tableCount(), code);
    } catch (const store::StoreError&) {
    }
    if (!table) {
        wrongCodes.push_back(now);
        if (mayLog())
            qCInfo(lcHall).noquote()
                << "refused" << s->peer << ": join code" << code.left(16).toHtmlEscaped();
        if (++s->failedJoins > limits_.maxFailedJoins) { // someone trying codes
            dropFor(s, QWebSocketProtocol::CloseCodePolicyViolated,
                    QStringLiteral("too many wrong join codes"));
            return;
        }
        send(s, refusalMessage(s, QStringLiteral("hello"),
                               Refusal::invalid(Problem(
                                   QT_TRANSLATE_NOOP("tengen", "'%1' is not a table of this "
                                                               "round: look at the code on the "
                                                               "result sheet again"),
                                   code.left(16).toStdString()))));
        return;
    }
    const int previous = s->table;
    s->table = *table;
    s->round = clocks_->round();
    if (s->device.isEmpty()) // a device without an id is one of its own
        s->device = QStringLiteral("conn-%1").arg(quintptr(s), 0, 16);
    if (links_[*table].clockDevice.isEmpty())
        links_[*table].clockDevice = s->device;
    if (previous > 0 && previous != s->table)
        setOnline(TableNo{previous}, false);
    setOnline(*table, true);
    // Presses the device kept while offline come next; until it says they are in, the table's
    // flag waits for them.
    const int queued = m.value(QStringLiteral("queued")).toInt();
    s->replayAllowance = std::clamp(queued, 0, 10000);
    s->helloAtHall = clocks_->now().count();
    s->lastQueuedAt = 0;
    const auto heard = heardOf_.find({*table, s->device});
    s->queuedFloor = heard == heardOf_.end() ? std::nullopt
                                             : std::optional<qint64>(heard->second - kOnlineLateMs);
    heardOf_[{*table, s->device}] = s->helloAtHall; // in touch now
    if (s->device == links_[*table].clockDevice) {
        // A device holds the flag for the presses it announces only if it delivered what it
        // announced before, or at least one of them since: a hello saying "one kept" every
        // 10 s, none ever sent, held a flag for ever (each hold's own timer was overtaken by
        // the next hello).
        Announced& announced = announced_[{table->value(), s->device}];
        const bool hold = queued > 0 && (announced.owed == 0 || announced.delivered > 0);
        announced = {std::clamp(queued, 0, 10000), 0};
        clocks_->setFlagHold(*table, hold);
        // The hold has an end, whether the presses come or not (a later hello's hold has its
        // own: `serial`).
        const int serial = ++replayHolds_[table->value()];
        if (hold)
            QTimer::singleShot(limits_.replayHoldMs, this,
                               [this, t = *table, round = s->round, serial] {
                                   if (clocks_->round() == round && link(t).devices > 0 &&
                                       replayHolds_[t.value()] == serial)
                                       clocks_->setFlagHold(t, false);
                               });
    }
    warmClips(s->language);
    const TableSeats seats = clocks_->seats(*table);
    const GameClock& clock = clocks_->scheduler()->clock(*table);
    QJsonObject welcome{
        {QStringLiteral("type"), QStringLiteral("welcome")},
        {QStringLiteral("table"), s->table},
        {QStringLiteral("round"), clocks_->round()},
        {QStringLiteral("black"), seats.black},
        {QStringLiteral("white"), seats.white},
        {QStringLiteral("control"), controlJson(clock.control())},
        {QStringLiteral("calls"),
         callsJson(clock.control(), clocks_->scheduler()->scheduleFor(clock.control()))},
        {QStringLiteral("spec"), clocks_->spec()},
        {QStringLiteral("lang"), s->language},
        {QStringLiteral("now"), static_cast<qint64>(clocks_->now().count())},
        {QStringLiteral("device"), deviceTag(secret(), s->device)},
        {QStringLiteral("state"), stateOf(*table)}};
    send(s, welcome);
}

void HallServer::confirmResult(Session* s, TableNo table) {
    const ThreadLanguage language(s->language);
    const Refusal refused = enterPendingResult(
        table, {},
        QStringLiteral("confirmed at the table by both players (device %1)").arg(s->device), false);
    if (!refused.done() && links_[table].result)
        links_[table].result->refused = toText(refused); // the referee decides
}

Refusal HallServer::acceptResult(TableNo table, const QString& reason, const QString& who) {
    const Refusal refused =
        enterPendingResult(table, reason.trimmed(),
                           QStringLiteral("entered at the table, accepted by %1").arg(who), true);
    if (refused.done()) {
        emit linkChanged(table);
        sendState(table);
    }
    return refused;
}

// The result waiting at `table` goes into the round, one transaction refused if the game
// changed since it was read; the clock then stops for good. A result the round has already
// changes only by a referee (`byReferee`), with a reason.
Refusal HallServer::enterPendingResult(TableNo table, const QString& reason, const QString& by,
                                       bool byReferee) {
    auto& pending = links_[table].result;
    store::TournamentFile* file = clocks_->file();
    if (!pending || !file)
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "there is no result to confirm")));
    ResultRequest request;
    request.round = RoundNo{clocks_->round()};
    request.table = table;
    request.result = pending->result;
    request.reason = reason;
    request.by = by;
    try {
        request.seen = file->rounds().game(request.round, table);
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
    if (request.seen && request.seen->result != GameResult::Unknown) {
        if (!byReferee)
            return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                "tengen", "the round has this game's result already: only a referee changes it, "
                          "with a reason")));
        if (reason.isEmpty())
            return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                "tengen", "changing a result in the round needs the referee's reason")));
    }
    const Refusal refused = enterResult(*file, request).refusal;
    if (!refused.done())
        return refused; // a jigo the komi rules out, colours decided at the board, the file
    pending.reset();
    finishClock(table);
    return {};
}

// The clock a result stopped runs again where it stopped, unless something else (the referee's
// pause, a seal, the end of the game) has taken it since.
void HallServer::restartStoppedClock(TableNo table, bool stopped) {
    if (stopped && clocks_->scheduler() && table <= clocks_->tableCount() &&
        clocks_->scheduler()->clock(table).state() == GameClock::State::Paused &&
        !links_[table].pauseRequested)
        clocks_->resume(table);
}

void HallServer::moveClock(TableNo table, const QString& device) {
    if (device.isEmpty() || links_[table].clockDevice == device)
        return;
    qCInfo(lcHall).noquote() << "table" << table.value() << ": the clock moves from device"
                             << links_[table].clockDevice << "to" << device;
    links_[table].clockDevice = device;
    countDevices(table);
    // A device of this table sent presses it kept offline: they are the old device's, no longer.
    clocks_->setFlagHold(table, false);
    emit linkChanged(table);
    sendState(table);
}

void HallServer::dismissResult(TableNo table) {
    auto& pending = links_[table].result;
    const bool restart = pending && pending->stoppedClock;
    pending.reset();
    restartStoppedClock(table, restart);
    emit linkChanged(table);
    sendState(table);
}

// The game is over: the clock stops for good.
void HallServer::finishClock(TableNo table) {
    if (!clocks_->scheduler() || table > clocks_->tableCount())
        return;
    const GameClock& clock = clocks_->scheduler()->clock(table);
    if (clock.state() != GameClock::State::Finished &&
        clock.state() != GameClock::State::NotStarted)
        clocks_->act(table, JournalKind::Finish);
}

void HallServer::referee(Session* s, const QJsonObject& m) {
    const TableNo table{s->table};
    const QString id = m.value(QStringLiteral("id")).toString().left(64);
    store::TournamentFile* file = clocks_->file();
    // Wrong PINs shut the door for a minute: after five from one device, or twenty from one
    // address (a device that changes its id each time). Only there: the other tables' phones,
    // where a referee may be standing, and the desk are never locked out by someone guessing.
    const qint64 now = uptime_.elapsed();
    const QString deviceKey = QStringLiteral("d:") + s->device; // never empty once joined
    const QString addressKey =
        QStringLiteral("a:") + (s->socket ? s->socket->peerAddress().toString() : s->peer);
    const bool locked = recentFailures(deviceKey, now).size() >= kPinTriesPerDevice ||
                        recentFailures(addressKey, now).size() >= kPinTriesPerAddress;
    bool pinSet = false, pinOk = false;
    try {
        pinSet = file && file->clocks().refereePinSet();
        pinOk = !locked && pinSet &&
                file->clocks().refereePinMatches(m.value(QStringLiteral("pin")).toString());
    } catch (const store::StoreError&) {
    }
    if (!pinOk && !locked && pinSet) {
        pinFailures_[deviceKey].push_back(now);
        pinFailures_[addressKey].push_back(now);
        qCInfo(lcHall).noquote() << "wrong referee PIN from" << s->peer << "at table" << s->table;
    }
    Refusal refused;
    if (locked) {
        refused.kind = Refusal::Kind::Refused;
        refused.problem = Problem(QT_TRANSLATE_NOOP(
            "tengen", "too many wrong referee PINs: try again in a minute, or act at the desk"));
    } else if (!pinSet) {
        refused.kind = Refusal::Kind::Refused;
        refused.problem = Problem(QT_TRANSLATE_NOOP(
            "tengen", "a referee's action needs the referee's PIN (set at the desk)"));
    } else if (!pinOk) {
        refused.kind = Refusal::Kind::Refused;
        refused.problem = Problem(QT_TRANSLATE_NOOP("tengen", "wrong referee PIN"));
    } else {
        const QString action = m.value(QStringLiteral("action")).toString();
        if (action == QLatin1String("resume")) {
            const GameClock& clock = clocks_->scheduler()->clock(table);
            refused = clock.state() == GameClock::State::Sealed
                          ? clocks_->act(table, JournalKind::Unseal)
                          : clocks_->resume(table);
            if (refused.done())
                links_[table].pauseRequested = false;
        } else if (action == QLatin1String("undo")) {
            refused = clocks_->act(table, JournalKind::UndoPress);
        } else if (action == QLatin1String("adjust")) {
            // Each field checked for what it is, and named when it is not: a delta that is not
            // a whole number of milliseconds was read as 0 and journalled as "+0 s".
            const auto side = parseSide(m.value(QStringLiteral("side")));
            const QJsonValue deltaValue = m.value(QStringLiteral("delta"));
            const double delta = deltaValue.toDouble();
            const QJsonValue reasonValue = m.value(QStringLiteral("reason"));
            const QString reason = reasonValue.toString().trimmed().left(200);
            if (!side)
                refused = Refusal::invalid(
                    Problem(QT_TRANSLATE_NOOP("tengen", "an adjustment needs the side (B or W)")));
            else if (!deltaValue.isDouble() || delta != std::floor(delta) ||
                     std::abs(delta) > static_cast<double>(clock::kMaxAdjustment.count()))
                refused = Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                    "tengen",
                    "delta: a whole number of milliseconds, at most 10 hours either way")));
            else if (!reasonValue.isString() || reason.isEmpty())
                refused = Refusal::invalid(Problem(
                    QT_TRANSLATE_NOOP("tengen", "reason: a time adjustment needs a reason")));
            else if (!m.value(QStringLiteral("confirmed")).isUndefined() &&
                     !m.value(QStringLiteral("confirmed")).isBool())
                refused = Refusal::invalid(
                    Problem(QT_TRANSLATE_NOOP("tengen", "confirmed: true or false")));
            else
                refused = clocks_->adjust(table, *side, Millis(static_cast<qint64>(delta)), reason,
                                          m.value(QStringLiteral("confirmed")).toBool());
        } else if (action == QLatin1String("take-over")) {
            moveClock(table, s->device);
        } else if (action == QLatin1String("accept-result")) {
            refused = acceptResult(table, m.value(QStringLiteral("reason")).toString().left(200),
                                   QStringLiteral("a referee at table %1 (device %2)")
                                       .arg(table.value())
                                       .arg(s->device));
        } else {
            refused = Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "unknown message '%1'"),
                                               action.left(32).toStdString()));
        }
    }
    emit linkChanged(table);
    if (!refused.done()) {
        reply(s, refusalMessage(s, id, refused));
        return;
    }
    reply(s, {{QStringLiteral("type"), QStringLiteral("ack")}, {QStringLiteral("id"), id}});
    sendState(table);
}

// The desk set up other clocks: the devices of another round are told their code has ended
// (they join again with the new round's code), and what the tables' devices asked for (a
// pause, a result to confirm) belonged to that round.
void HallServer::endRound() {
    if (linksRound_ == clocks_->round())
        return;
    linksRound_ = clocks_->round();
    std::set<int> tables;
    for (const auto& [table, link] : links_)
        tables.insert(table);
    links_.clear();
    heardOf_.clear();
    replayHolds_.clear();
    announced_.clear();
    for (const auto& [socket, s] : sessions_) {
        if (s->table == 0 || s->round == clocks_->round())
            continue;
        tables.insert(s->table);
        send(s.get(), refusalMessage(s.get(), QStringLiteral("hello"), roundOver(s->round)));
        s->table = 0;
    }
    for (int table : tables)
        emit linkChanged(table);
}

Refusal HallServer::roundOver(int round) {
    return Refusal::invalid(
        Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is over at this desk: join with the code of "
                                            "the new round"),
                std::to_string(round)));
}

// The calls' clips of the device's language are rendered (in the background) when its first
// device joins, not when the first call falls due.
void HallServer::warmClips(const QString& language) {
    const QString voice =
        language.startsWith(QLatin1String("zh")) ? QStringLiteral("zh") : language;
    if (!clips_ || !clocks_->scheduler() || clocks_->tableCount() < 1 ||
        !warmed_.insert(voice).second)
        return;
    const CallingSchedule schedule = clocks_->scheduler()->schedule();
    const Control& control = clocks_->scheduler()->clock(1).control();
    std::vector<std::string> keys = callKeys(control, 0, &schedule);
    for (const std::string& k : optionalCallKeys(control))
        keys.push_back(k);
    for (const std::string& k : keys)
        clips_(voice, QString::fromStdString(k));
}

// ---- State -----------------------------------------------------------------------------------

QJsonObject HallServer::stateOf(TableNo table) const {
    const HallScheduler* hall = clocks_->scheduler();
    if (!hall || table < 1 || table > hall->tableCount())
        return {};
    const GameClock& clock = hall->clock(table);
    const Millis now = clocks_->now();
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("state")},
                  {QStringLiteral("table"), table.value()},
                  {QStringLiteral("now"), static_cast<qint64>(now.count())},
                  {QStringLiteral("status"), stateId(clock.state())},
                  {QStringLiteral("toMove"), sideId(clock.toMove())},
                  {QStringLiteral("black"), sideJson(clock.sideNow(Side::Black, now))},
                  {QStringLiteral("white"), sideJson(clock.sideNow(Side::White, now))},
                  {QStringLiteral("held"), hall->flagHeld(table)}};
    if (clock.flagFellAt())
        o.insert(QStringLiteral("flag"), sideId(clock.toMove()));
    if (clock.state() == GameClock::State::Running) {
        // What falls due in this turn, in the hall's time: the device counts to each (and
        // speaks the calls) against its estimate of the desk's clock.
        const Millis base = clock.turnStartedAt() + clock.pausedInTurn();
        QJsonArray events;
        for (const TurnEvent& e : hall->turnEvents(table)) {
            const Millis at = base + e.offset;
            if (at < now - Millis(1000))
                continue;
            QJsonArray keys;
            for (const std::string& k : e.keys)
                keys.append(QString::fromStdString(k));
            events.append(
                QJsonObject{{QStringLiteral("at"), static_cast<qint64>(at.count())},
                            {QStringLiteral("kind"), QString::fromUtf8(eventName(e.kind).data())},
                            {QStringLiteral("left"), e.periodsLeft},
                            {QStringLiteral("keys"), keys}});
        }
        o.insert(QStringLiteral("events"), events);
    }
    const auto l = links_.find(table);
    if (l != links_.end()) {
        o.insert(QStringLiteral("pauseRequested"), l->second.pauseRequested);
        o.insert(QStringLiteral("clockDevice"), deviceTag(secret(), l->second.clockDevice));
        if (l->second.result) {
            const PendingResult& r = *l->second.result;
            QJsonObject result{{QStringLiteral("result"), resultWord(r.result)},
                               {QStringLiteral("B"), r.blackConfirmed},
                               {QStringLiteral("W"), r.whiteConfirmed},
                               {QStringLiteral("refused"), r.refused}};
            if (r.disputed != GameResult::Unknown)
                result.insert(QStringLiteral("disputed"), resultWord(r.disputed));
            o.insert(QStringLiteral("result"), result);
        }
    }
    o.insert(QStringLiteral("sealed"), !clocks_->sealedMove(table).isEmpty());
    return o;
}

void HallServer::sendState(TableNo table) {
    dirty_.insert(table);
    flush_->start();
}

void HallServer::flushStates() {
    const std::set<int> tables = std::move(dirty_);
    dirty_.clear();
    for (int table : tables) {
        const QJsonObject state = stateOf(TableNo{table});
        if (state.isEmpty())
            continue;
        const QString text = QString::fromUtf8(QJsonDocument(state).toJson(QJsonDocument::Compact));
        bool backlog = false;
        for (const auto& [socket, s] : sessions_)
            if (s->table == table && s->round == clocks_->round()) {
                s->unread += socket->sendTextMessage(text);
                socket->flush();
                backlog |= s->unread > limits_.maxUnreadBytes;
            }
        if (backlog)
            QTimer::singleShot(0, this, &HallServer::sweep);
    }
}

// The clips the table pages play: rendered by espeak-ng into the user's cache (or a recorded
// voice pack's), per language. A request never waits for espeak-ng (up to seconds a clip, and
// the hall's clocks and sockets share this thread): a clip not rendered yet is rendered in the
// background and the page asks again.
HallServer::ClipSource HallServer::voiceClips(const QString& voicePack) {
    struct Banks {
        std::mutex mutex;
        std::map<QString, std::unique_ptr<clock::VoiceBank>> banks;
        std::set<std::pair<QString, std::string>> rendering;
    };
    auto shared = std::make_shared<Banks>();
    return [shared, voicePack](const QString& language, const QString& file) -> QByteArray {
        static const std::map<QString, clock::Language> languages = {
            {QStringLiteral("zh"), clock::Language::Chinese},
            {QStringLiteral("en"), clock::Language::English},
            {QStringLiteral("ja"), clock::Language::Japanese},
            {QStringLiteral("ko"), clock::Language::Korean}};
        const auto l = languages.find(language);
        if (l == languages.end())
            return {};
        const std::string key = file.toStdString(); // "sec:30", "left_periods:2"
        if (!clock::isPhraseKey(key))
            return {}; // a key no call uses: not espeak reading the key aloud
        QString path;
        {
            const std::lock_guard lock(shared->mutex);
            auto& bank = shared->banks[language];
            if (!bank)
                bank = std::make_unique<clock::VoiceBank>(
                    l->second,
                    QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
                        QStringLiteral("/voice-") + language,
                    voicePack);
            path = bank->clipPath(key);
            if (path.isEmpty() && shared->rendering.insert({language, key}).second) {
                clock::VoiceBank worker = *bank;
                QThreadPool::globalInstance()->start([shared, worker, language, key]() mutable {
                    worker.prepare({key});
                    const std::lock_guard done(shared->mutex);
                    shared->rendering.erase({language, key});
                });
            }
        }
        QFile f(path);
        return !path.isEmpty() && f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
}

} // namespace tengen
