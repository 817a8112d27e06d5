#pragma once
// The clocks aggregate of the tournament file: the halls of referee clocks, their journal (for
// crash recovery and time disputes) and the event's calling schedules (docs/clocks.md).
#include "records.h"

#include <functional>
#include <optional>
#include <vector>

namespace tengen::store {

class Connection;

class Clocks {
  public:
    explicit Clocks(Connection& c) : c_(c) {}
    Clocks(const Clocks&) = delete;
    Clocks& operator=(const Clocks&) = delete;

    // Starts a new hall of clocks (a new round); the previous halls stay in the file as a record.
    qint64 startHall(const QString& control, int tables, int round = 0);
    std::optional<ClockHallRecord> latestHall() const;
    // Appends clock events in one transaction (a press, or the checkpoints of every running
    // clock). `waitMs` >= 0: wait at most that long for another program's write (the referee
    // screen keeps its clocks running and tries again later) instead of the usual wait.
    void append(qint64 hallId, const std::vector<ClockEventRecord>& events, int waitMs = -1);
    std::vector<ClockEventRecord> events(qint64 hallId) const;
    // The event's calling schedule for byo-yomi periods of `periodMs` (its text form), if the
    // organiser edited one; an empty text removes it (the default applies again).
    void setSchedule(qint64 periodMs, const QString& text);
    std::optional<QString> schedule(qint64 periodMs) const;

    // The event's secret the tables' join codes are made from (hex; hall/join_codes.h).
    QString hallSecret() const;
    // Where the hall's devices found it when it was last switched on ("http://10.0.0.5:8090/"):
    // the result sheets' QR codes open a table's page there. "" before.
    void setHallUrl(const QString& url);
    QString hallUrl() const;
    // The referee's PIN for actions from a table device: kept as a salted SHA-256, never as
    // typed. An empty PIN removes it (referee actions from devices are then refused).
    void setRefereePin(const QString& pin);
    bool refereePinSet() const;
    bool refereePinMatches(const QString& pin) const;

    // How long a table whose only device is gone while its clock runs waits before the hall
    // pauses it (ms; 0: never paused for that). 20 s unless the event set another.
    void setDeviceGoneGraceMs(int ms);
    int deviceGoneGraceMs() const;

    // The hall's lease: one program at a time serves the clocks of the file (#45: two halls on
    // one file interleaved the presses of a table). Taken, or renewed, for `me` until
    // `me.untilMs` unless another holder's lease is live — not past its time (against `nowMs`)
    // and, for a holder on this host, its process `alive`: that holder is returned then, and
    // nothing is written. Every call is one write transaction.
    std::optional<HallLeaseRecord> takeHallLease(const HallLeaseRecord& me, qint64 nowMs,
                                                 const std::function<bool(qint64 pid)>& alive);
    // The lease as it is (nullopt: nobody holds it).
    std::optional<HallLeaseRecord> hallLease() const;
    // `holder` gives the lease back (nothing if it is another's).
    void releaseHallLease(const QString& holder);

  private:
    Connection& c_;
    // The PIN that last matched, with the hash it matched: a referee's next action with it
    // costs no key derivation (a wrong PIN always does).
    mutable QString matchedPin_, matchedHash_;
};

} // namespace tengen::store
