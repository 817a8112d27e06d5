#pragma once
// Purpose: the hall's protocol (docs/hall-protocol.md) without a socket — each device's message
// read, checked and turned into the clocks' actions (ClockHall) and the tables' (HallTables), one
// transaction for what arrived together; the answers, the welcome and the tables' states made and
// handed to the network (HallLink). HallServer is the network around it; a test drives it alone.
#include "actions/clock_hall.h"
#include "actions/hall_tables.h"
#include "actions/refusal.h"
#include "tournament/ids.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QObject>
#include <QString>
#include <QWebSocketProtocol>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <vector>

class QTimer;

namespace tengen {

Q_DECLARE_LOGGING_CATEGORY(lcHall)

// One connection as the protocol knows it: where it comes from, the table it joined, and what the
// desk observed of its timing.
struct HallPeer {
    QString address;        // the peer's address, for the limits per address
    QString label;          // address:port, for the log
    qint64 connectedMs = 0; // the hall's uptime
    qint64 lastHeardMs = 0;
    int failedJoins = 0;
    // The hall's time the last frame arrived, and the earliest a frame now arriving may have
    // been sent: the arrival of the frame before the silence this one ends (frames arriving
    // together share it). Between the two the desk heard nothing from the device, so a press it
    // made then cannot be contradicted (docs/hall-protocol.md §6).
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

// What the protocol needs of the network.
class HallLink {
  public:
    virtual ~HallLink() = default;
    // A message to the peer, now.
    virtual void send(HallPeer& peer, const QString& text) = 0;
    // The connection is closed (a device that breaks the rules); the peer is detached before
    // this returns and must not be used again.
    virtual void close(HallPeer& peer, QWebSocketProtocol::CloseCode code, const QString& why) = 0;
};

// Where a spoken call's clip is found (the desk's rendered clips or a voice pack): the page
// fetches /clips/<language>/<key>.wav. Empty: no clip (the page stays silent).
using HallClipSource = std::function<QByteArray(const QString& language, const QString& key)>;

// The languages a table page speaks.
const QStringList& hallLanguages();

class HallProtocol : public QObject {
    Q_OBJECT
  public:
    HallProtocol(ClockHall* clocks, HallLink* link, QObject* parent = nullptr);
    ~HallProtocol() override;

    HallTables& tables() { return tables_; }
    const HallTables& tables() const { return tables_; }
    void setClipSource(HallClipSource clips) { clips_ = std::move(clips); }
    void setMaxFailedJoins(int n) { maxFailedJoins_ = n; }
    // The hall's time since it started (ms): the limits and the log count in it. A test
    // replaces its source, as it does the clocks' (ClockHall::setTimeSource).
    qint64 uptime() const { return uptimeSource_ ? uptimeSource_() : uptime_.elapsed(); }
    void setUptimeSource(std::function<qint64()> source) { uptimeSource_ = std::move(source); }

    // A connection opened, and ended (its table learns the device is gone).
    void attach(HallPeer* peer);
    void detach(HallPeer* peer);
    const std::set<HallPeer*>& peers() const { return peers_; }
    int deviceCount() const;

    // What the devices sent in one turn of the event loop, handled together: their actions go
    // into the journal in one transaction, and each is answered once it is written.
    void receive(const std::vector<std::pair<HallPeer*, QString>>& batch);

    // The table's join code in the round the clocks are set up for ("" when there is none).
    QString joinCode(TableNo table) const;
    // What the devices of a table are sent: its clock, its link, a result waiting.
    QJsonObject stateOf(TableNo table) const;
    std::size_t pressesApplied() const { return pressesApplied_; }

    // At most 20 lines a second for the hall's log and the referee's list of drops; what is
    // left out is counted (takeLeftOut).
    bool mayLog();
    qint64 takeLeftOut();
    // Failures a minute old forgotten.
    void sweep();

  private:
    void receiveOne(HallPeer& p, const QString& text);
    bool countMessage(HallPeer& p, const QJsonObject* m);
    void noteEvidence(HallPeer& p, const QJsonObject& m, const QString& type, qint64 now);
    void hello(HallPeer& p, const QJsonObject& m);
    bool codeRefused(HallPeer& p, const QString& code, std::optional<TableNo>* table);
    void join(HallPeer& p, TableNo table, const QString& device, int queued, bool counting);
    QJsonObject welcome(const HallPeer& p, TableNo table) const;
    void tableMessage(HallPeer& p, const QString& type, const QJsonObject& m);
    Refusal press(HallPeer& p, TableNo table, const QJsonObject& m, QJsonObject* ack);
    Refusal result(TableNo table, const QJsonObject& m);
    Refusal confirm(HallPeer& p, TableNo table, const QJsonObject& m);
    void referee(HallPeer& p, const QJsonObject& m);
    Refusal refereeCheck(HallPeer& p, const QJsonObject& m);
    Refusal refereeAction(HallPeer& p, TableNo table, const QJsonObject& m);
    void send(HallPeer& p, const QJsonObject& message);
    void refuse(HallPeer& p, const QString& ref, const Refusal& r, bool afterJournal = false);
    void reply(HallPeer& p, const QJsonObject& message);
    void sendReplies();
    void sendState(int table);
    void flushStates();
    void endRound();
    void warmClips(const QString& language);
    const QString& secret() const;
    std::deque<qint64>& recentFailures(const QString& key, qint64 now);

    ClockHall* clocks_;
    HallLink* link_;
    HallTables tables_;
    HallClipSource clips_;
    mutable QString secret_;
    int maxFailedJoins_ = 5;
    QElapsedTimer uptime_;
    std::function<qint64()> uptimeSource_; // empty: uptime_
    std::set<HallPeer*> peers_;
    std::vector<std::pair<HallPeer*, QJsonObject>> replies_; // waiting for the journal
    std::set<int> dirty_; // tables whose state goes out at the next turn of the event loop
    QTimer* flush_ = nullptr;
    // Uptime of each wrong referee PIN and join code in the last minute, by device ("d:" + its
    // id), by address ("a:" + the address) and, for join codes, "j:" + the address.
    std::map<QString, std::deque<qint64>> failures_;
    std::set<QString> warmed_; // the languages whose clips were asked for
    std::size_t pressesApplied_ = 0;
    qint64 logSecondStartedMs_ = 0;
    int logLinesThisSecond_ = 0;
    qint64 logLinesLeftOut_ = 0;
};

} // namespace tengen
