#pragma once
// The referee screen: every table's clock on one screen. Tiles show both clocks, whose turn,
// periods left and the state; a fallen flag flashes until a referee acknowledges it (click).
// An attention list orders the running tables by the time to their next critical moment.
// The display repaints on its own 10 Hz timer; calls and flags come from the hall scheduler.
// A tile's context menu holds the per-table actions (pause, sealed move, undo a press, swap
// sides, adjust time with a reason, finish, pin, table mode). Calls are spoken (clips, in the
// chosen language) for the pinned tables with the table's number first ("十二号台，五十秒"), and
// for the table shown in table mode (two big clocks for a laptop or tablet at the board).
#include "actions/clock_hall.h"
#include "actions/round_clocks.h"
#include "clock/qt/clip_speaker.h"
#include "clock/qt/hall_scheduler.h"
#include "store/tournament_file.h"

#include <QHostAddress>
#include <QWidget>
#include <chrono>
#include <memory>
#include <set>

class QCheckBox;
class QHBoxLayout;
class QComboBox;
class QMenu;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTimer;

namespace tengen::store {
class TournamentFile;
}
namespace tengen {
class HallServer;
}

namespace tengen::gui {

class HallWidget;
class TableModeWidget;

class RefereeView : public QWidget {
    Q_OBJECT
  public:
    QString controlTextShown() const;
    explicit RefereeView(QWidget* parent = nullptr);
    ~RefereeView() override;

    // Sets up `tables` clocks with a time control spec (clock/control.h); returns an error or "".
    // With a tournament file open, the hall and every action go into its journal from the first
    // clock started on (setting up alone writes nothing). `seats` names the players per table.
    QString setUpHall(int tables, const QString& spec, int round = 0,
                      std::vector<TableSeats> seats = {});
    // The clocks of a paired round: its tables, both players' names, the event's time control.
    QString setUpRound(int round);
    int round() const { return clocks_->round(); }
    // The names at a table as the tiles show them (empty without a round).
    TableSeats seats(int table) const;
    // A side's clock as its tile shows it now ("0:25 ×2", "⚑ flag").
    QString clockText(int table, clock::Side side) const;
    // Clocks started and not over (running, paused or sealed): quitting asks first.
    int clocksInPlay() const;
    // The desk quits: its devices stop, its clocks are journalled as stopped and the hall's
    // lease is given back.
    void stopClocksCleanly();
    // Asks for confirmation, then declares the game at `table` over (both clocks stop); "" or why
    // not (also "" when the referee says no: nothing happened).
    QString declareGameOver(int table);
    // The open tournament (nullptr: none). A hall journalled in it comes back, every clock paused
    // with the time it had at its last journal entry (a crash loses at most one checkpoint).
    void setTournamentFile(store::TournamentFile* file);
    QString statusText() const;
    clock::HallScheduler* hall() const { return clocks_->scheduler(); }
    // The time source the view uses (steady_clock since the view was made); tests may replace it.
    void setTimeSource(std::function<clock::Millis()> now);
    // The hall's time: the source's, moved onto the journal's timeline after a recovery.
    clock::Millis now() const { return clocks_->now(); }
    const std::set<int>& unacknowledgedFlags() const { return flags_; }
    // The Attention list's lines, as shown (first the soonest).
    QStringList attentionLines() const;
    void acknowledge(int table);
    void refreshAttention();
    // The widget with every table's tile (for tests: click positions).
    QWidget* tilesWidget() const;
    QPoint tileCentre(int table) const;
    // What a tile writes besides the clocks and names: its number, its clock's state, and what
    // its devices ask (offline, several devices, the clock's device gone, a result, a dispute).
    struct TileTexts {
        QString number, state, device;
        bool deviceAlert = false; // shown in red
    };
    TileTexts tileTexts(int table) const;
    // Where a tile's lines go, none on another: the number and the state side by side at the
    // top (the state starts after the number, `numberWidth` wide), both clocks, both names,
    // and the devices' line at the bottom.
    struct TileBoxes {
        QRect number, state, clocks, names, device;
    };
    static TileBoxes tileBoxes(const QRect& tile, int numberWidth);

    // Per-table actions (the tile's context menu); "" or why the clock refused. An adjustment
    // that would take the time to zero is refused unless confirmed.
    QString tableAction(int table, clock::JournalKind kind);
    // The table plays another time control than the event's (a spec, clock/control.h): only
    // before its clock starts; journalled, so a recovery after a crash keeps it.
    QString setTableControl(int table, const QString& spec);
    // Refused NeedsConfirmation when the only refusal is that the time would reach zero.
    Refusal adjustTime(int table, clock::Side side, clock::Millis delta, const QString& reason,
                       bool confirmed = false);
    // Pinned tables have their calls spoken through this computer's output.
    void setPinned(int table, bool pinned);
    const std::set<int>& pinnedTables() const { return pinned_; }
    // The language of the spoken calls, or nullopt for none; renders and loads the clips.
    // Returns "" or the problem (espeak-ng missing and no voice pack).
    QString setCallLanguage(std::optional<clock::Language> language);
    void setVoicePack(const QString& folder);
    // Where spoken calls go (the clip speaker); tests put a recorder here.
    void setCallOutput(clock::Speaker* output);
    clock::Speaker* callOutput() const { return callOutput_; }
    // Shows one table full screen (two big clocks; a tap on the side to move presses); 0 closes.
    void showTableMode(int table);
    QWidget* tableModeWidget() const;
    QMenu* tableMenu(int table);
    // What this desk's role may change (a server's desk): the clocks (setting up, starting,
    // pressing, the per-table actions, the table devices) and the tables' results. Without the
    // clocks the hall is shown, not run.
    void setRights(bool clocks, bool results);
    bool mayRunClocks() const { return mayRunClocks_; }
    // The pixel size of the table mode's clock font: as large as fits `box` with a margin, so that
    // "0:09.1 ×1" is never clipped.
    static int clockPixelSize(const QFont& font, const QString& text, QSize box);
    // The event's calling schedule for the hall's period, as text (clock/calling_schedule.h);
    // "" restores the default. Saved in the tournament file when one is open. "" or the problem
    // ("line 3: ...").
    QString setScheduleText(const QString& text);
    QString scheduleText() const;

    // The table devices (docs/hall-protocol.md): a phone or tablet at each table shows and
    // presses its clock over the network, served on `address`:`port` only. "" or why not (no
    // round's clocks, the address cannot be listened on). The tiles show each table's device.
    QString startDevices(const QHostAddress& address, quint16 port);
    void stopDevices();
    HallServer* devices() const { return devices_.get(); }
    static QString tableResultText(GameResult result);
    // The referee's PIN for actions from a device ("" removes it); kept in the tournament file.
    QString setRefereePin(const QString& pin);

  protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

  private:
    void askAdjustTime(int table);
    void addDeviceRequests(QMenu* menu, int table);
    void retranslate();
    QString prepareVoices(); // "" or the problem (also shown in the status line)
    void hallSetUp();
    QString afterSetUp(const Refusal& refused);
    std::vector<TableSeats> seatsOfHall() const;
    ClockHall* clocks_ = nullptr;
    std::unique_ptr<clock::Speaker> speaker_; // routes calls of pinned tables to callOutput_
    std::optional<clock::Language> callLanguage_;
    QString voicePack_;
    std::unique_ptr<clock::VoiceBank> voices_;
    std::unique_ptr<clock::ClipSpeaker> clips_;
    clock::Speaker* callOutput_ = nullptr;
    std::set<int> pinned_;
    int tableMode_ = 0;
    TableModeWidget* tableModeWidget_ = nullptr;
    friend class RoutingSpeaker;
    friend class TableModeWidget;
    void showSetUp();
    bool replacingClocksIsConfirmed();
    std::set<int> flags_;
    std::unique_ptr<HallServer> devices_;
    bool attentionDue_ = false;
    QCheckBox* devicesBox_;
    QLineEdit *deviceAddress_, *refereePin_;
    QSpinBox* devicePort_;
    QLabel* deviceUrl_;
    QPushButton* codesButton_;
    void showJoinCodes();
    void editSchedule();
    QHBoxLayout* buildDevicesRow();
    HallWidget* tiles_;
    QListWidget* attention_;
    QLabel *attentionLabel_, *controlLabel_, *tablesLabel_, *status_, *callsLabel_;
    QComboBox* callLanguageBox_;
    QPushButton *voicePackButton_, *scheduleButton_;
    QLineEdit* control_;
    QLabel* controlText_; // the control as players read it ("60 min, then byo-yomi 3 × 60 s")
    void showControlText();
    QSpinBox* tableCount_;
    QSpinBox* roundBox_;
    QLabel* roundLabel_;
    QPushButton *setUp_, *start_, *pauseAll_, *resumeAll_;
    bool mayRunClocks_ = true, mayEnterResults_ = true;
    QTimer* repaint_;
    QTimer* attentionTimer_;
    friend class HallWidget;
};

} // namespace tengen::gui
