#pragma once
// The clocks of a hall bound to the tournament file: the action layer under the referee screen,
// the CLI and (next) the table devices. It sets up the clocks of a round, applies every press,
// pause and referee action to the hall scheduler, writes each action into the file's clock
// journal (one transaction per batch; a write that waits for another program goes in with the
// next try, in order), and brings a journalled hall back after a crash. No widget, no text: each
// action returns a Refusal (refusal.h), turned into words where it is shown.
// docs/clocks.md describes the journal and the recovery.
#include "actions/refusal.h"
#include "actions/round_clocks.h"
#include "clock/control.h"
#include "clock/journal.h"
#include "clock/qt/hall_scheduler.h"
#include "store/tournament_file.h"

#include <QObject>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

class QTimer;

namespace tengen {

// A journal entry as the tournament file keeps it, and back (nullopt: a kind this version does
// not know).
store::ClockEventRecord clockEventRecord(int table, const clock::JournalEntry& e,
                                         const QString& wall);
std::optional<clock::JournalEntry> journalEntry(const store::ClockEventRecord& r);

// A hall's journal as the file holds it, per table, in the order written. Records of a kind this
// version does not know are left out and counted: the desk and the CLI read a journal alike.
struct HallJournal {
    std::map<int, std::vector<clock::JournalEntry>> entries; // per table
    std::map<int, std::vector<QString>> wall;                // the wall time of each entry
    std::vector<store::ClockEventRecord> unknown;
};
HallJournal readHallJournal(const store::TournamentFile& file, qint64 hallId);

class ClockHall : public QObject {
    Q_OBJECT
  public:
    explicit ClockHall(QObject* parent = nullptr);
    ~ClockHall() override;

    // The steady time source (steady_clock since the hall was made); tests replace it.
    void setTimeSource(std::function<clock::Millis()> now);
    // The hall's time: the source's, moved onto the journal's timeline after a recovery.
    clock::Millis now() const { return now_() + offset_; }
    // Where the scheduler's calls go (set before setting up; the referee screen routes them).
    void setSpeaker(clock::Speaker* speaker) { speaker_ = speaker; }

    // What opening a tournament did to the clocks.
    struct Opened {
        enum class How {
            NoFile,           // no tournament: the clocks stay as they are, out of any journal
            KeptOutOfJournal, // clocks in play started before the file: they stay out of it
            RoundSetUp,       // no hall journalled yet: the last paired round's clocks, unstarted
            Nothing,          // no hall journalled and no paired round
            Recovered,        // the journalled hall came back, its running clocks paused
            ServedElsewhere,  // another program serves the hall (its lease): nothing taken
        };
        How how = How::NoFile;
        int tables = 0;            // the hall's tables
        bool hadEntries = false;   // Recovered: the journal held events
        int unknownEntries = 0;    // records of a kind this version does not know, left out
        bool namesMissing = false; // Recovered: the round's names could not be read
        Refusal problem;           // the stored control cannot be run, or the round's clocks
                                   // could not be set up, or (ServedElsewhere) who serves them
    };
    // Binds the hall to an open tournament (nullptr: none). The last events of the previous file
    // are written first. Throws store::StoreError when the file's clock journal cannot be read:
    // the file is not opened as if it had no hall.
    Opened open(store::TournamentFile* file);
    store::TournamentFile* file() const { return file_; }

    // New clocks: `tables` tables playing `spec` (clock/control.h), for `round` (0: none), with
    // the names at each table. Nothing is written until the first clock starts.
    Refusal setUp(int tables, const QString& spec, RoundNo round = RoundNo{},
                  std::vector<TableSeats> seats = {});
    // The clocks of a paired round: its tables, both names, the event's time control.
    Refusal setUpRound(RoundNo round);

    clock::HallScheduler* scheduler() const { return hall_.get(); }
    int tableCount() const { return hall_ ? hall_->tableCount() : 0; }
    const QString& spec() const { return spec_; }
    int round() const { return round_; }
    TableSeats seats(TableNo table) const;
    // Clocks started and not over (running, paused or sealed).
    int clocksInPlay() const;

    // The actions on one table, each applied now and journalled.
    Refusal press(TableNo table);
    // `at`: as of that moment (clock::HallScheduler::pause), not now.
    Refusal pause(TableNo table, const QString& reason = {},
                  std::optional<clock::Millis> at = std::nullopt);
    Refusal resume(TableNo table);
    // A pause the hall made taken back as from `at` (clock::HallScheduler::resumeAt).
    Refusal resumeAt(TableNo table, clock::Millis at, const QString& reason);
    std::optional<clock::Millis> pausedSince(TableNo table) const;
    // A referee's action without arguments: seal, unseal, undo a press, swap sides, finish.
    Refusal act(TableNo table, clock::JournalKind kind);
    // An adjustment that takes the time to zero is refused with NeedsConfirmation unless
    // `confirmed`.
    Refusal adjust(TableNo table, clock::Side side, clock::Millis delta, const QString& reason,
                   bool confirmed = false);
    // A press from a table's device (the hall server, docs/hall-protocol.md): applied once per
    // `pressId` — a press sent again after a reconnection is acknowledged, never applied twice,
    // not even after a crash of the desk (the ids are kept in the journal) — at `at`, the hall's
    // time the device says it was made, kept between the table's last entry and now.
    // `duplicate`: set when the id was applied before (the refusal is then empty).
    Refusal pressFromDevice(TableNo table, clock::Millis at, const QString& pressId,
                            bool* duplicate = nullptr);
    // The table applied a device's press of this id before (in this run or, by the journal,
    // an earlier one).
    bool pressApplied(TableNo table, const QString& pressId) const {
        const auto it = devicePresses_.find(table);
        return it != devicePresses_.end() && it->second.count(pressId.toStdString()) > 0;
    }
    // A sealed move (封棋): the clock stops and the move the player wrote is kept in the journal
    // for the referee, who opens it at resumption (act(Unseal)).
    Refusal seal(TableNo table, const QString& move);
    // Tables whose clock runs on a device: a flag is decided `grace` after it fell (a press made
    // before the fall and delivered after it counts); held (the device is offline), it is not
    // decided until released. See clock::HallScheduler::setFlagGrace.
    void setFlagGrace(TableNo table, clock::Millis grace);
    void setFlagHold(TableNo table, bool hold);
    bool flagHeld(TableNo table) const;
    // The table's device was last known in touch at `inTouch` (hall time): its flag is decided
    // only once it is known in touch since the fall. See clock::HallScheduler::setDeviceInTouch.
    void setDeviceInTouch(TableNo table, std::optional<clock::Millis> inTouch,
                          bool replace = false);
    // The referee takes a fallen flag back (`reason` required; journalled): the clock stands
    // paused at the instant it fell until he gives the side to move time and resumes it.
    Refusal unflag(TableNo table, const QString& reason);
    // The referee decides a flag that waits for its silent device.
    void decideFlagNow(TableNo table);
    bool flagWaitsForDevice(TableNo table) const;
    // The sealed move written at the table, "" when none is sealed.
    QString sealedMove(TableNo table) const;

    // The table plays another control than the hall's: only before its clock starts.
    Refusal setTableControl(TableNo table, const QString& spec);
    Refusal startAll();
    void pauseAll();
    void resumeAll();
    // The hall stops cleanly (the program quits, another tournament is opened): running clocks
    // are paused and journalled as stopped — not as found after a crash — and the lease is
    // given back.
    void stopCleanly();

    // ---- The hall's lease (#45): one program at a time serves the clocks of a tournament ----
    // Taken (or kept) for this program, and renewed while held; refused naming the program,
    // machine and process that hold it. Starting or resuming clocks takes it; so does a hall
    // server before it listens.
    Refusal takeLease();
    bool holdsLease() const { return leaseHeld_; }
    void releaseLease();
    // The program that serves the open tournament's hall other than this one, if one does
    // (its lease live): "tengen-cli on HOST (process PID)".
    std::optional<store::HallLeaseRecord> servedElsewhere() const;
    // Tests: the wall time (ms since 1970) the lease is counted in, and its length.
    void setLeaseClock(std::function<qint64()> wallMs, int leaseMs = 30000);

    // The event's calling schedule for the hall's period, in its text form (without comments);
    // "" restores the default. Saved in the tournament file when one is open.
    Refusal setScheduleText(const QString& text);
    QString scheduleText() const;

    // Writes what is waiting for the journal now (also done by the actions themselves).
    void writeJournal();
    // While held, actions wait to be written together, in one transaction, when released (the
    // hall server groups what its devices sent in one turn of the event loop: one commit for
    // many presses). Each caller still tells its user an action is done only once it is written
    // (unwrittenEvents() == 0, or journalWritten()).
    void holdJournal(bool hold);
    // Events waiting to go into the journal (another program holds the file).
    std::size_t unwrittenEvents() const { return unwritten_.size(); }

  signals:
    void flagFell(int table, clock::Side side);
    // A table's clock changed (an action, a period used, a flag): views and devices follow.
    void tableChanged(int table);
    // A journal write failed for another reason than a busy file (it is tried again).
    void journalFailed(const QString& message);
    // Everything waiting for the journal is in the file now.
    void journalWritten();
    // Another program took the hall's lease (this one could not renew it in time): this one
    // must stop serving the clocks. `why` names the other.
    void leaseLost(const QString& why);
    // New clocks (set up, or another tournament opened): a round's table devices may be done.
    // Emitted before the new round and names are in place: listen with a queued connection.
    void clocksReplaced();

  private:
    Refusal noSuchTable(TableNo table) const;
    Refusal noClocks() const;
    void journalTo(qint64 hallId);
    void applyStoredSchedule();
    void adopt(std::unique_ptr<clock::HallScheduler> hall);

    std::function<clock::Millis()> now_;
    clock::Millis offset_{0};
    clock::Speaker* speaker_ = nullptr;
    std::unique_ptr<clock::HallScheduler> hall_;
    QString spec_;                  // the hall's time control as set up
    int round_ = 0;                 // the round it is for (0: none)
    std::vector<TableSeats> seats_; // per table
    store::TournamentFile* file_ = nullptr;
    qint64 hallId_ = 0;
    std::vector<store::ClockEventRecord> unwritten_;
    QTimer* retry_ = nullptr;
    bool holdJournal_ = false;
    std::map<int, std::set<std::string>> devicePresses_; // per table, the ids applied
    std::map<int, QString> sealed_;                      // per table, the sealed move
    // The lease: this run's token, whether it holds it, its renewal, its clock.
    QString leaseHolder_;
    bool leaseHeld_ = false;
    QTimer* leaseTimer_ = nullptr;
    std::function<qint64()> wallMs_;
    int leaseMs_ = 30000;
    std::optional<store::HallLeaseRecord> renewLease();
};

// What a lease held elsewhere says: who, where, which process.
Refusal leaseRefusal(const store::HallLeaseRecord& held);

} // namespace tengen
