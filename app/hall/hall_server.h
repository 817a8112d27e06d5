#pragma once
// The hall: a phone or tablet at each table shows and presses that table's clock, asks for a
// pause, seals a move and enters the result, over a WebSocket to the desk (docs/hall-protocol.md).
// The desk's clocks (ClockHall) stay the source of truth: every press, pause, sealed move and
// result from a device goes through the same actions as the desk and the CLI, one transaction
// each, into the tournament file's journal.
//
// One port: the table page, its script and the spoken calls over HTTP (the live page's small
// server, with its limits), the WebSocket at /ws on the same port (the request handed to a
// QWebSocketServer untouched). It binds only to the address given. This is the network: the
// messages are the protocol's (hall_protocol.h), the tables' state the actions' (hall_tables.h).
#include "actions/clock_hall.h"
#include "hall/hall_protocol.h"
#include "tournament/game.h"

#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QWebSocketProtocol>
#include <map>
#include <memory>
#include <vector>

class QWebSocket;
class QWebSocketServer;
class QTimer;
class QTcpSocket;

namespace tengen {

class HttpServer;

class HallServer : public QObject, private HallLink {
    Q_OBJECT
  public:
    // `clocks`: the desk's clocks, bound to the open tournament (they outlive the server).
    explicit HallServer(ClockHall* clocks, QObject* parent = nullptr);
    ~HallServer() override;

    // Listens on `address` only; returns the port (0: it cannot, errorString() says why).
    quint16 listen(const QHostAddress& address, quint16 port);
    QString errorString() const;
    void close();
    bool isListening() const;
    // "http://192.168.1.10:8080/"
    QString url() const;
    // The table's join code for the round the clocks are set up for, and the page it opens.
    QString joinCode(TableNo table) const;
    QString tableUrl(TableNo table) const;

    // Where a spoken call's clip is found (hall/voice_clips.h).
    void setClipSource(HallClipSource source) {
        clips_ = source;
        protocol_.setClipSource(std::move(source));
    }
    // What the hall knows of each table's devices, and the referee's actions on it.
    HallTables& tables() { return protocol_.tables(); }
    const HallTables& tables() const { return protocol_.tables(); }
    // A flag is decided this long after it fell on a table with a device (a press sent just
    // before the fall still counts); 1 s by default.
    void setFlagGrace(clock::Millis grace) { tables().setFlagGrace(grace); }

    // The devices connected at a table now, the longest connected first: what the referee
    // chooses from to move the clock.
    struct TableDevice {
        QString device;  // its id (one per page load)
        QString address; // where it connects from
        qint64 connectedForMs = 0;
        bool holdsClock = false;
    };
    std::vector<TableDevice> devicesAt(TableNo table) const;

    // How long a connection may stay without joining a table, and a joined device silent (the
    // page sends a time sync every 10 s), before it is dropped; how much may wait unread for a
    // device before it is dropped (a client that reads nothing); how many connections at most.
    struct Limits {
        int joinTimeoutMs = 15 * 1000;
        int silenceTimeoutMs = 45 * 1000;
        qint64 maxUnreadBytes = 256 * 1024;
        int maxConnections = 2000;
        int maxFailedJoins = 5; // wrong codes on one connection before it is closed
        // The kernel's send buffer of a device's socket: a hall's messages are small and few,
        // and a device that stops reading is then seen by its backlog within seconds.
        int socketSendBuffer = 64 * 1024;
        // What one connection may send in a second, every frame counted (pings, pongs, text,
        // close): a device sends a few hundred bytes a second.
        qint64 maxBytesInPerSecond = 32 * 1024;
        // A flag held for the presses a device announced in its hello is decided this long
        // after it at the latest, whether they came or not.
        int replayHoldMs = 15 * 1000;
        // A table whose devices have all been silent this long (the page syncs every 10 s) is
        // treated as one whose device is gone: paused after the event's grace.
        int heartbeatMs = 12 * 1000;
        // How often the limits above are checked (the sweep); a test checks them sooner.
        int sweepMs = 1000;
    };
    void setLimits(const Limits& limits);
    // The hall's time since it started (ms), which the limits count in: a test replaces it.
    void setUptimeSource(std::function<qint64()> source) {
        protocol_.setUptimeSource(std::move(source));
    }

    // For tests and the simulator's figures.
    int deviceCount() const { return protocol_.deviceCount(); }
    int connectionCount() const { return static_cast<int>(sessions_.size()); }
    // Connections whose WebSocket handshake is not answered yet (each holds a socket).
    int pendingHandshakeCount() const { return static_cast<int>(pendingGuards_.size()); }
    std::size_t pressesApplied() const { return protocol_.pressesApplied(); }

  signals:
    // A connection was refused or dropped (a wrong code, a malformed or oversized message, too
    // many messages, silence, a client that reads nothing): logged for the referee.
    void dropped(const QString& why);
    // A table's device connected, went offline, asked for a pause, sealed a move or entered a
    // result: the referee screen shows it (HallTables::linkChanged).
    void linkChanged(int table);

  private:
    struct Session;
    struct Guard;
    QByteArray page(const QString& path, int* status, QByteArray* contentType) const;
    void accept();
    void guardConnection(QTcpSocket* socket);
    void watchFrames(QWebSocket* webSocket);
    void drop(Session* s);
    bool forget(Session* s); // the session ends; its socket is the caller's
    void dropFor(Session* s, QWebSocketProtocol::CloseCode code, const QString& why);
    void sweep();
    void reportDrop(const QString& line);
    // HallLink
    void send(HallPeer& peer, const QString& text) override;
    void close(HallPeer& peer, QWebSocketProtocol::CloseCode code, const QString& why) override;

    ClockHall* clocks_;
    HallProtocol protocol_;
    std::unique_ptr<HttpServer> http_;
    QWebSocketServer* ws_ = nullptr;
    QHostAddress address_;
    quint16 port_ = 0;
    QString refused_; // why listen() would not (another program serves the hall)
    HallClipSource clips_;
    std::map<QWebSocket*, std::unique_ptr<Session>> sessions_;
    // Raw connections handed to QWebSocketServer and not yet upgraded, with their watch.
    std::map<QTcpSocket*, std::shared_ptr<Guard>> pendingGuards_;
    std::vector<std::pair<QWebSocket*, QString>> incoming_; // what came in this turn
    QTimer* handle_ = nullptr;
    QTimer* sweeper_ = nullptr;
    Limits limits_;
};

} // namespace tengen
