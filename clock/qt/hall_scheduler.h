#pragma once
// The hall: every table's clock, one single-shot precise timer armed for the earliest thing due
// over all tables (a call, a period used, a flag), and a speaker for the calls. The display
// repaints on its own timer; nothing here ticks.
#include "clock/game_clock.h"
#include "clock/journal.h"

#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace tengen::clock {

struct SpokenCall {
    int table = 0; // 1-based table number
    Side side = Side::Black;
    std::vector<std::string> keys; // phrase keys (calling_schedule.h)
    Millis due{0};                 // steady time the call was due
};

// Where calls go: clips through QtMultimedia in the app, a recorder in tests.
class Speaker {
  public:
    virtual ~Speaker() = default;
    virtual void say(const SpokenCall& call) = 0;
};

// Keeps every call with the steady time it was handed over, to measure lateness.
class RecordingSpeaker : public Speaker {
  public:
    explicit RecordingSpeaker(std::function<Millis()> now) : now_(std::move(now)) {}
    struct Heard {
        SpokenCall call;
        Millis at;
    };
    void say(const SpokenCall& call) override { heard.push_back({call, now_()}); }
    std::vector<Heard> heard;

  private:
    std::function<Millis()> now_;
};

class HallScheduler : public QObject {
    Q_OBJECT
  public:
    // `now` is the steady time source (steady_clock in the app, a fake in tests).
    HallScheduler(Control control, int tables, std::function<Millis()> now, Speaker* speaker,
                  QObject* parent = nullptr);

    // A hall rebuilt from its journal: the clocks as recover() returned them (paused).
    HallScheduler(Control control, std::vector<GameClock> clocks, std::function<Millis()> now,
                  Speaker* speaker, QObject* parent = nullptr);

    // Where every action goes, as journal entries (table number, entry), in batches: the
    // tournament file writes each batch in one transaction. Running clocks also get a Checkpoint
    // every `checkpointEvery`, so a crash loses at most that much of the time in play.
    using JournalSink = std::function<void(const std::vector<std::pair<int, JournalEntry>>&)>;
    void setJournal(JournalSink sink, Millis checkpointEvery = Millis(5000));
    // Writes a checkpoint of every running clock now (the timer does it; tests call it).
    void writeCheckpoints();

    int tableCount() const { return static_cast<int>(tables_.size()); }
    // The event's own calls (an edited schedule for the period); the turns in play are replanned.
    void setSchedule(const CallingSchedule& schedule);
    const CallingSchedule& schedule() const { return schedule_; }
    // The calls a table playing `control` gets: the event's own schedule for the event's period,
    // the standard one of another period; none for a system other than byo-yomi.
    std::optional<CallingSchedule> scheduleFor(const Control& control) const;
    const GameClock& clock(int table) const { return tables_.at(table - 1).clock; }
    // What falls due in the table's current turn if nobody presses (offsets from the turn's
    // start, pauses left out), as the hall plans it.
    const std::vector<TurnEvent>& turnEvents(int table) const {
        return tables_.at(table - 1).events;
    }

    // Each returns "" or why it was refused.
    // The table plays `control` instead of the hall's: only before its clock starts; journalled.
    ClockRefusal setControl(int table, const Control& control);
    ClockRefusal startAll();
    ClockRefusal press(int table);
    // A press that was made at `at` (a table device's, which the network brought a moment
    // later; or one it kept while offline and sends on reconnecting): charged up to `at`, kept
    // between the table's last journalled entry and now, journalled at that time with `reason`
    // (the device's press id).
    ClockRefusal pressAt(int table, Millis at, const std::string& reason);
    // A table whose clock runs on a device: its flag is decided `grace` after it fell, so that a
    // press made just before the fall and delivered just after it still counts; held, it is not
    // decided at all (the device is offline and may still send presses made before it), and no
    // checkpoint vouches for its time. Released, the flag (if any) is decided at the time it
    // fell.
    void setFlagGrace(int table, Millis grace);
    void setFlagHold(int table, bool hold);
    bool flagHeld(int table) const { return tables_.at(table - 1).hold; }
    // A device's press may yet come for any time from `floor` (the hall server last heard the
    // table's device then, less the network's delay): no checkpoint vouches for the table's
    // time past it. A network that stalls without closing is not seen as offline; without this a
    // checkpoint written during the stall would push the presses it held to its own time.
    void setDeviceFloor(int table, Millis floor);
    // The table's clock runs on a device, last known to be in touch at `inTouch` (hall time: a
    // frame it sent then has arrived, so every press it made before then has too). Its flag is
    // decided only once the device is known in touch at or after the instant the flag fell
    // (#45: a stalled socket looked connected, the flag was decided a second after it fell and
    // the press made in time during the stall was refused when its bytes came). The device's
    // page says so at the fall; a device that stays silent keeps the flag waiting, shown, until
    // it speaks or the referee decides (decideFlagNow). nullopt: no device, decided after the
    // grace.
    // `replace`: another device now holds the clock (its own moment, not the latest of both).
    void setDeviceInTouch(int table, std::optional<Millis> inTouch, bool replace = false);
    // The referee decides a flag that waits for its silent device: now, at the instant it fell.
    void decideFlagNow(int table);
    // The table's flag has fallen by the clock and waits for its device to be heard since.
    bool flagWaitsForDevice(int table) const;
    // The steady time of the table's last journalled entry.
    Millis lastEntryAt(int table) const { return tables_.at(table - 1).lastAt; }
    // `reason`, journalled with the pause or resume: why the hall did it (a result entered at
    // the table, its device gone).
    // `at`: as of that moment (between the table's last entry and now), not now — a table
    // whose device went silent then.
    ClockRefusal pause(int table, const std::string& reason = {},
                       std::optional<Millis> at = std::nullopt);
    ClockRefusal resume(int table);
    // Runs a paused clock again as from `at` (between its pause and now): the time since is the
    // mover's, as if the pause had ended then — a pause the hall made that turned out not to be
    // one (a result taken back, a device back that kept counting).
    ClockRefusal resumeAt(int table, Millis at, const std::string& reason);
    // When the table's clock was paused (nullopt: not paused).
    std::optional<Millis> pausedSince(int table) const;
    void pauseAll(const std::string& reason = {});
    void resumeAll();
    // A referee's action on one table (seal, unseal, undo a press, swap sides, adjust, finish),
    // applied now and journalled; adjustments that take a side's time to zero need `confirmed`.
    ClockRefusal act(int table, JournalEntry action, bool confirmed = false);

    // The steady time the next event of the hall falls due, if any (for tests and the display).
    std::optional<Millis> nextDue() const;
    // Handles everything due at the source's current time and re-arms the timer. The timer calls
    // it; tests with a fake clock call it directly.
    void processDue();

  signals:
    void flagFell(int table, Side side);
    void tableChanged(int table);

  private:
    struct Table {
        GameClock clock;
        std::vector<TurnEvent> events;       // of the current turn, in time order
        size_t next = 0;                     // first event not yet handled
        bool flagTold = false;               // its fallen flag is journalled and signalled
        Millis grace{0};                     // a flag is decided this long after it fell
        bool hold = false;                   // the flag is not decided at all
        Millis lastAt{0};                    // the latest steady time journalled for the table
        std::optional<Millis> deviceFloor{}; // see setDeviceFloor
        std::optional<Millis> inTouch{};     // see setDeviceInTouch
        std::optional<Millis> pausedAt{};    // the hall's pause (pause()), while it lasts
    };
    // The instant the table's pending flag event falls (the event's due time without grace).
    Millis fallOf(const Table& t, const TurnEvent& e) const;
    // Whether the flag event `e` may be decided now: not held, and its device heard since.
    bool mayDecide(const Table& t, const TurnEvent& e) const;
    // Journals and signals a flag the clock has and the hall has not told yet (a flag can fall
    // inside an action, between the due check and the action's own reading of the time).
    void tellFlag(int table);
    void reschedule(Table& t);
    Millis dueOf(const Table& t, const TurnEvent& e) const;
    void arm();
    void record(int table, JournalKind kind, std::optional<Side> side);
    void record(const std::vector<std::pair<int, JournalEntry>>& batch);

    std::vector<Table> tables_;
    CallingSchedule schedule_; // for the hall's period
    Millis period_;            // the hall's byo-yomi period
    std::function<Millis()> now_;
    Speaker* speaker_;
    QTimer timer_;
    JournalSink journal_;
    QTimer checkpoints_;
};

} // namespace tengen::clock
