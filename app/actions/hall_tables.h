#pragma once
// Purpose: what the hall knows of each table's devices and what they asked for, apart from the
// network — whether a device is at the table and since when it is gone, which device holds the
// clock (and the referee moving it to another), a pause asked for, a result entered at the table
// and confirmed by both players (or disputed, or refused by the round), the flag held for the
// presses an offline device kept — with the actions that change it. The hall's protocol
// (app/hall) turns the devices' messages into these actions; the desk's referee screen reads the
// links and takes the referee's actions here. One round's worth: `clear` when the round changes.
#include "actions/clock_hall.h"
#include "actions/refusal.h"
#include "tournament/game.h"
#include "tournament/ids.h"

#include <QObject>
#include <QString>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace tengen {

class HallTables : public QObject {
    Q_OBJECT
  public:
    // `clocks`: the desk's clocks, bound to the open tournament (they outlive this).
    explicit HallTables(ClockHall* clocks, QObject* parent = nullptr);

    // A result both players confirm at the table, waiting or entered.
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
    // What the desk shows of a table's devices.
    struct TableLink {
        int devices = 0; // connected now
        bool everConnected = false;
        QString offlineSince; // ISO UTC wall time; "" while connected or never connected
        bool pauseRequested = false;
        // The device that holds the table's clock (its `device` id): the first to join. Another
        // device at the table shows the clock and may take the referee's actions; it acts on
        // the clock only once a referee moves the clock to it (moveClock).
        QString clockDevice;
        // The device that holds the clock is connected now (false: it is gone, and a device
        // that joined since waits for the referee to move the clock to it).
        bool clockDeviceHere = false;
        std::optional<PendingResult> result;
        bool pausedForDevice = false; // the hall paused the clock: its device was gone
        int wrongPins = 0;            // wrong referee PINs given at the table this round
        bool pinLocked = false;       // a device there is refused referee actions for a minute
        QString lastError;            // the last refusal sent to a device, for the referee
    };
    TableLink link(TableNo table) const;
    // A device has joined the table in this round, or the referee acted on it.
    bool known(TableNo table) const { return links_.contains(table.value()); }
    // The round these links belong to.
    int round() const { return round_; }
    // The round changed: every link belongs to the old one and is forgotten. Returns the tables
    // that had one (their screens change).
    std::set<int> clear();

    // A flag is decided this long after it fell on a table with a device (a press sent just
    // before the fall still counts); a flag held for the presses a device announced is decided
    // this long after the announcement at the latest.
    void setFlagGrace(clock::Millis grace) { grace_ = grace; }
    void setReplayHold(clock::Millis hold) { replayHold_ = hold; }
    // A table whose only device is gone while its clock runs is paused this long after (#45: a
    // phone lost was a clock lost); the pause is taken back as from its moment if the device
    // comes back having counted on (hello's `counting`), else it waits for a resume.
    void setDeviceGoneGrace(clock::Millis grace) { deviceGoneGrace_ = grace; }

    // ---- Devices ----
    // A device (`device`, its id) joined the table: the first to join holds the clock, and a
    // table with a device lets its flags fall after the grace.
    void joined(TableNo table, const QString& device);
    // One connection of `device` at the table ended; the last one gone holds the table's flag
    // for the presses it may still send.
    void left(TableNo table, const QString& device);
    bool holdsClock(TableNo table, const QString& device) const;
    // The referee moves a table's clock to the device `device` (a phone that died is replaced;
    // the old one stops acting on the clock).
    void moveClock(TableNo table, const QString& device);
    // The desk last heard `device` at `table` this long into the hall's time, at the earliest
    // (kept after its connection ends: what it kept offline since is no older, #30 point 2).
    void heardFrom(TableNo table, const QString& device, qint64 evidence);
    // `device` says hello at `hallNow` with `queued` presses kept offline: when the desk last
    // heard it before (nullopt: no memory of it); the table's flag waits for the presses, if it
    // holds the clock and kept its word before.
    // `counting`: the page kept the clock running while it was away (a network lost, not a
    // phone that died or was reloaded): a pause the hall made for its absence is taken back.
    std::optional<qint64> hello(TableNo table, const QString& device, int queued, qint64 hallNow,
                                bool counting = false);
    // A press announced in the hello arrived; `last`: every one announced is here.
    void keptPressArrived(TableNo table, const QString& device, bool last);
    // Every device at the table has been silent this long (a phone that died keeps its socket
    // open for the network): past its heartbeat and the grace, the table is paused as if its
    // device were gone.
    void silent(TableNo table, clock::Millis silentFor);
    // A device sends something at least this often (the page's time sync every 10 s, and
    // slack): silent longer, it may be gone.
    void setHeartbeat(clock::Millis heartbeat) { heartbeat_ = heartbeat; }
    // The referee decided at the desk (or the device said what it kept is in): the flag of an
    // offline table is decided now.
    void releaseFlag(TableNo table);
    void setLastError(TableNo table, const QString& error);
    // A wrong referee PIN at the table (`locked`: its device is now refused for a minute): the
    // referee sees it (#45: five wrong PINs left no trace at the desk).
    void wrongPin(TableNo table, bool locked);

    // ---- Actions at the table ----
    // A player asks for a pause: the clock pauses, and the referee sees the request until the
    // clock runs again.
    Refusal requestPause(TableNo table);
    // The referee resumes the table's clock (or opens its sealed move): the request is answered.
    Refusal resume(TableNo table);
    // A result entered at the table: both players review and confirm it; the clock stops while
    // they do. Another result replacing one entered is a disagreement: both claims are kept.
    void claimResult(TableNo table, GameResult result);
    // `side` confirms the result shown (`named`, when the device names it: a confirmation of a
    // result since replaced confirms nothing). Confirmed by both, it goes into the round, `by`
    // whom; refused by the round, it waits for the referee.
    Refusal confirmResult(TableNo table, clock::Side side, std::optional<GameResult> named,
                          bool namedGiven, const QString& by);
    // The table takes back a result nobody has confirmed both ways yet; its clock runs again.
    void cancelResult(TableNo table);
    // The referee: the result entered at the table goes into the round (`who` accepted it; a
    // result the round has already changes only with `reason`), and the clock stops; or it is
    // set aside.
    Refusal acceptResult(TableNo table, const QString& reason, const QString& who);
    void dismissResult(TableNo table);

  signals:
    // A table's device connected, went offline, asked for a pause, entered a result, or a
    // referee acted: the referee screen shows it.
    void linkChanged(int table);
    // What the table's devices show changed: their state goes out.
    void stateChanged(int table);

  private:
    TableLink& at(TableNo table) { return links_[table.value()]; }
    bool hasClock(TableNo table) const;
    Refusal enterPendingResult(TableNo table, const QString& reason, const QString& by,
                               bool byReferee);
    void restartStoppedClock(TableNo table, bool stopped);
    void finishClock(TableNo table);
    void changed(TableNo table);
    void count(TableNo table);

    ClockHall* clocks_;
    std::map<int, TableLink> links_;
    std::map<int, std::multiset<QString>> present_; // the devices connected at each table
    void pauseForAbsence(TableNo table);
    int round_ = 0;
    clock::Millis grace_{1000};
    clock::Millis replayHold_{15 * 1000};
    clock::Millis deviceGoneGrace_{20 * 1000};
    clock::Millis heartbeat_{12 * 1000};
    std::map<int, int> goneSerial_; // per table: its device's departures, counted
    std::set<int> absent_;          // tables paused for a silence, until a device is heard
    std::map<std::pair<int, QString>, qint64> heardOf_;
    std::map<int, int> replayHolds_; // per table: the hellos that held its flag, counted
    // What each (table, device) announced in its last hello and has delivered since: a device
    // that owes presses and delivered none holds no flag again.
    struct Announced {
        int owed = 0;
        int delivered = 0;
    };
    std::map<std::pair<int, QString>, Announced> announced_;
};

} // namespace tengen
