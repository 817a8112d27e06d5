#pragma once
// The hall: a phone or tablet at each table shows and presses that table's clock, asks for a
// pause, seals a move and enters the result, over a WebSocket to the desk (docs/hall-protocol.md).
// The desk's clocks (ClockHall) stay the source of truth: every press, pause, sealed move and
// result from a device goes through the same actions as the desk and the CLI, one transaction
// each, into the tournament file's journal.
//
// One port: the table page, its script and the spoken calls over HTTP (the live page's small
// server, with its limits), the WebSocket at /ws on the same port (the request handed to a
// QWebSocketServer untouched). It binds only to the address given.
#include "actions/clock_hall.h"
#include "tournament/game.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QWebSocketProtocol>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>

class QWebSocket;
class QWebSocketServer;
class QTimer;

class QTcpSocket;

namespace tengen {

class HttpServer;

class HallServer : public QObject {
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

    // Where a spoken call's clip is found (the desk's rendered clips or a voice pack): the
    // page fetches /clips/<language>/<key>.wav. Empty: no clip (the page stays silent).
    using ClipSource = std::function<QByteArray(const QString& language, const QString& key)>;
    void setClipSource(ClipSource source) { clips_ = std::move(source); }
    // The clips espeak-ng renders into the user's cache, once per key and language (a recorded
    // voice pack's when one is given for the language).
    static ClipSource voiceClips(const QString& voicePack = {});
    // A flag is decided this long after it fell on a table with a device (a press sent just
    // before the fall still counts); 1 s by default.
    void setFlagGrace(clock::Millis grace) { grace_ = grace; }

    // A result both players confirmed at the table, waiting or entered.
    struct PendingResult {
        GameResult result = GameResult::Unknown;
        bool blackConfirmed = false, whiteConfirmed = false;
        QString refused; // why it could not go into the round (the referee decides), "" if none
        // The result the table entered first, when another replaced it: the players disagree,
        // a dispute for the referee with both claims (Unknown: no disagreement).
        GameResult disputed = GameResult::Unknown;
        // Entering the result stopped the running clock (a flag cannot fall while the players
        // confirm); a cancelled or dismissed result restarts it where it stopped.
        bool stoppedClock = false;
    };
    // What the desk shows of a table's device.
    struct TableLink {
        int devices = 0; // connected now
        bool everConnected = false;
        QString offlineSince; // ISO UTC wall time; "" while connected or never connected
        bool pauseRequested = false;
        // The device that holds the table's clock (its `device` id): the first to join. Another
        // device at the table shows the clock and may take the referee's actions; it acts on
        // the clock only once a referee moves the clock to it (`take-over`, moveClock).
        QString clockDevice;
        // The device that holds the clock is connected now (false: it is gone, and a device
        // that joined since waits for the referee to move the clock to it).
        bool clockDeviceHere = false;
        std::optional<PendingResult> result;
        QString lastError; // the last refusal sent to the device, for the referee
    };
    TableLink link(TableNo table) const;
    // The referee decided at the desk: the flag of an offline table is decided now (a pause
    // request is answered by resuming the clock, wherever that is done).
    void releaseFlag(TableNo table);
    // The result entered at the table goes into the round (`who` accepted it; a result the
    // round has already changes only with `reason`), and the clock stops; or it is set aside.
    Refusal acceptResult(TableNo table, const QString& reason, const QString& who);
    void dismissResult(TableNo table);
    // The referee moves a table's clock to the device `device` (a phone that died is replaced;
    // the old one stops acting on the clock).
    void moveClock(TableNo table, const QString& device);
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
    };
    void setLimits(const Limits& limits) { limits_ = limits; }

    // For tests and the simulator's figures.
    int deviceCount() const;
    int connectionCount() const { return static_cast<int>(sessions_.size()); }
    // Connections whose WebSocket handshake is not answered yet (each holds a socket).
    int pendingHandshakeCount() const { return static_cast<int>(pendingGuards_.size()); }
    std::size_t pressesApplied() const { return pressesApplied_; }

  signals:
    // A connection was refused or dropped (a wrong code, a malformed or oversized message, too
    // many messages, silence, a client that reads nothing): logged for the referee.
    void dropped(const QString& why);
    // A table's device connected, went offline, asked for a pause, sealed a move or entered a
    // result: the referee screen shows it.
    void linkChanged(int table);

  private:
    struct Session;
    QByteArray page(const QString& path, const QString& language, int* status,
                    QByteArray* contentType) const;
    void accept();
    struct Guard;
    void guardConnection(QTcpSocket* socket);
    void watchFrames(QWebSocket* webSocket);
    void receive(Session* s, const QString& text);
    void drop(Session* s);
    bool forget(Session* s); // the session ends; its socket is the caller's
    void send(Session* s, const QJsonObject& message);
    // What the devices sent this turn of the event loop, handled together: their actions go
    // into the journal in one transaction, and each is acknowledged once it is written.
    void handleIncoming();
    void reply(Session* s, const QJsonObject& message);
    void sendReplies();
    void sendState(TableNo table);
    void flushStates();
    QJsonObject stateOf(TableNo table) const;
    QJsonObject refusalMessage(Session* s, const QString& ref, const Refusal& r) const;
    void hello(Session* s, const QJsonObject& m);
    void confirmResult(Session* s, TableNo table);
    void referee(Session* s, const QJsonObject& m);
    void countDevices(TableNo table);
    void setOnline(TableNo table, bool online);
    void sweep();
    void warmClips(const QString& language);
    void endRound();
    void finishClock(TableNo table);
    void restartStoppedClock(TableNo table, bool stopped);
    Refusal enterPendingResult(TableNo table, const QString& reason, const QString& by,
                               bool byReferee);
    const QString& secret() const;
    static Refusal roundOver(int round);
    void dropFor(Session* s, QWebSocketProtocol::CloseCode code, const QString& why);
    bool mayLog();
    std::deque<qint64>& recentFailures(const QString& key, qint64 now);
    void reportDrop(const QString& line);

    ClockHall* clocks_;
    std::unique_ptr<HttpServer> http_;
    QWebSocketServer* ws_ = nullptr;
    QHostAddress address_;
    mutable QString secret_;
    quint16 port_ = 0;
    ClipSource clips_;
    clock::Millis grace_{1000};
    std::map<QWebSocket*, std::unique_ptr<Session>> sessions_;
    // Raw connections handed to QWebSocketServer and not yet upgraded, with their watch.
    std::map<QTcpSocket*, std::shared_ptr<Guard>> pendingGuards_;
    std::map<int, TableLink> links_; // of the round linksRound_
    // When the desk last heard each device of a table (the hall's ms), kept after its connection
    // ends: what it kept offline since can be no older (#30 point 2).
    std::map<std::pair<int, QString>, qint64> heardOf_;
    std::map<int, int> replayHolds_; // per table: the hellos that held its flag, counted
    // What each (table, device) announced in its last hello and has delivered since: a device
    // that owes presses and delivered none holds no flag again.
    struct Announced {
        int owed = 0;
        int delivered = 0;
    };
    std::map<std::pair<int, QString>, Announced> announced_;
    int linksRound_ = 0;
    // Uptime of each wrong referee PIN in the last minute, by device ("d:" + its id, or the
    // connection when it gave none) and by address ("a:" + the peer's address).
    std::map<QString, std::deque<qint64>> pinFailures_; // and wrong join codes ("j:" + address)
    std::set<QString> warmed_;                          // the languages whose clips were asked for
    std::set<int> dirty_; // tables whose state goes out at the next turn of the event loop
    QTimer* flush_ = nullptr;
    std::vector<std::pair<QWebSocket*, QString>> incoming_;
    QTimer* handle_ = nullptr;
    std::vector<std::pair<QWebSocket*, QJsonObject>> replies_; // waiting for the journal
    QElapsedTimer uptime_;
    QTimer* sweeper_ = nullptr;
    Limits limits_;
    std::size_t pressesApplied_ = 0;
    qint64 logSecondStartedMs_ = 0;
    int logLinesThisSecond_ = 0;
    qint64 logLinesLeftOut_ = 0;
};

} // namespace tengen
