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
#include "referee_interfaces.h"
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

// The referee screen itself: the hall's clocks set up (for a round, or by hand), the open
// tournament, the desk's rights; its four parts are handed out below (referee_interfaces.h).
class RefereeView : public QWidget,
                    private RefereeTiles,
                    private RefereeTableActions,
                    private RefereeCalls,
                    private RefereeDevices {
    Q_OBJECT
  public:
    explicit RefereeView(QWidget* parent = nullptr);
    ~RefereeView() override;

    // The tiles, the flags, the Attention list and the table mode (referee_tiles.cpp).
    RefereeTiles& tiles() { return *this; }
    const RefereeTiles& tiles() const { return *this; }
    // The actions on one table (referee_table_actions.cpp).
    RefereeTableActions& tableActions() { return *this; }
    // The spoken calls (referee_calls.cpp).
    RefereeCalls& calls() { return *this; }
    const RefereeCalls& calls() const { return *this; }
    // The table devices (referee_devices.cpp).
    RefereeDevices& devices() { return *this; }
    const RefereeDevices& devices() const { return *this; }

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
    // The open tournament (nullptr: none). A hall journalled in it comes back, every clock paused
    // with the time it had at its last journal entry (a crash loses at most one checkpoint).
    void setTournamentFile(store::TournamentFile* file);
    QString statusText() const;
    clock::HallScheduler* hall() const { return clocks_->scheduler(); }
    // The time source the view uses (steady_clock since the view was made); tests may replace it.
    void setTimeSource(std::function<clock::Millis()> now);
    // The hall's time: the source's, moved onto the journal's timeline after a recovery.
    clock::Millis now() const { return clocks_->now(); }
    // What this desk's role may change (a server's desk): the clocks (setting up, starting,
    // pressing, the per-table actions, the table devices) and the tables' results. Without the
    // clocks the hall is shown, not run.
    void setRights(bool clocks, bool results);
    bool mayRunClocks() const { return mayRunClocks_; }
    // The time control as players read it ("60 min, then byo-yomi 3 × 60 s").
    QString controlTextShown() const;

  protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

  private:
    // RefereeTiles (referee_tiles.cpp)
    const std::set<int>& unacknowledgedFlags() const override { return flags_; }
    void acknowledge(int table) override;
    QStringList attentionLines() const override;
    void refreshAttention() override;
    QWidget* tilesWidget() const override;
    QPoint tileCentre(int table) const override;
    TileTexts tileTexts(int table) const override;
    void showTableMode(int table) override;
    QWidget* tableModeWidget() const override;

    // RefereeTableActions (referee_table_actions.cpp)
    QString tableAction(int table, clock::JournalKind kind) override;
    QString setTableControl(int table, const QString& spec) override;
    Refusal adjustTime(int table, clock::Side side, clock::Millis delta, const QString& reason,
                       bool confirmed = false) override;
    QString declareGameOver(int table) override;
    QMenu* tableMenu(int table) override;
    void askAdjustTime(int table);
    void addDeviceRequests(QMenu* menu, int table);

    // RefereeCalls (referee_calls.cpp)
    void setPinned(int table, bool pinned) override;
    const std::set<int>& pinnedTables() const override { return pinned_; }
    QString setCallLanguage(std::optional<clock::Language> language) override;
    void setVoicePack(const QString& folder) override;
    void setCallOutput(clock::Speaker* output) override;
    clock::Speaker* callOutput() const override { return callOutput_; }
    QString setScheduleText(const QString& text) override;
    QString scheduleText() const override;
    QString prepareVoices(); // "" or the problem (also shown in the status line)
    void editSchedule();

    // RefereeDevices (referee_devices.cpp)
    QString startDevices(const QHostAddress& address, quint16 port) override;
    void stopDevices() override;
    HallServer* server() const override { return devices_.get(); }
    QString setRefereePin(const QString& pin) override;
    QHBoxLayout* buildDevicesRow();
    void showJoinCodes();

    void retranslate();
    void hallSetUp();
    QString afterSetUp(const Refusal& refused);
    std::vector<TableSeats> seatsOfHall() const;
    void showSetUp();
    bool replacingClocksIsConfirmed();
    void showControlText();

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
    std::set<int> flags_;
    std::unique_ptr<HallServer> devices_;
    bool attentionDue_ = false;
    QCheckBox* devicesBox_;
    QLineEdit *deviceAddress_, *refereePin_;
    QSpinBox* devicePort_;
    QLabel* deviceUrl_;
    QPushButton* codesButton_;
    HallWidget* tiles_;
    QListWidget* attention_;
    QLabel *attentionLabel_, *controlLabel_, *tablesLabel_, *status_, *callsLabel_;
    QComboBox* callLanguageBox_;
    QPushButton *voicePackButton_, *scheduleButton_;
    QLineEdit* control_;
    QLabel* controlText_; // the control as players read it ("60 min, then byo-yomi 3 × 60 s")
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
