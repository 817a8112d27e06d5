#pragma once
// The referee screen's four parts as the desk and the tests use them, each handed out by
// RefereeView (referee_view.h) and implemented in its own file: the tiles and the table mode
// (`view.tiles()`, referee_tiles.cpp), the actions on one table (`view.tableActions()`,
// referee_table_actions.cpp), the spoken calls (`view.calls()`, referee_calls.cpp) and the table
// devices (`view.devices()`, referee_devices.cpp).
#include "actions/refusal.h"
#include "clock/calling_schedule.h"
#include "clock/journal.h"
#include "clock/qt/hall_scheduler.h"
#include "tournament/game.h"

#include <QFont>
#include <QHostAddress>
#include <QPoint>
#include <QRect>
#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>
#include <set>

class QMenu;
class QWidget;

namespace tengen {
class HallServer;
}

namespace tengen::gui {

// Every table's tile, the flags waiting for a referee, the Attention list, and one table full
// screen (two big clocks for a laptop or tablet at the board).
class RefereeTiles {
  public:
    // Tables whose fallen flag flashes until a referee acknowledges it (a click on the tile).
    virtual const std::set<int>& unacknowledgedFlags() const = 0;
    virtual void acknowledge(int table) = 0;
    // The Attention list's lines, as shown (first the soonest).
    virtual QStringList attentionLines() const = 0;
    virtual void refreshAttention() = 0;
    // The widget with every table's tile (for tests: click positions).
    virtual QWidget* tilesWidget() const = 0;
    virtual QPoint tileCentre(int table) const = 0;
    // What a tile writes besides the clocks and names: its number, its clock's state, and what
    // its devices ask (offline, several devices, the clock's device gone, a result, a dispute).
    struct TileTexts {
        QString number, state, device;
        bool deviceAlert = false; // shown in red
    };
    virtual TileTexts tileTexts(int table) const = 0;
    // Where a tile's lines go, none on another: the number and the state side by side at the
    // top (the state starts after the number, `numberWidth` wide), both clocks, both names,
    // and the devices' line at the bottom.
    struct TileBoxes {
        QRect number, state, clocks, names, device;
    };
    static TileBoxes tileBoxes(const QRect& tile, int numberWidth);
    // Shows one table full screen (two big clocks; a tap on the side to move presses); 0 closes.
    virtual void showTableMode(int table) = 0;
    virtual QWidget* tableModeWidget() const = 0;
    // The pixel size of the table mode's clock font: as large as fits `box` with a margin, so that
    // "0:09.1 ×1" is never clipped.
    static int clockPixelSize(const QFont& font, const QString& text, QSize box);

  protected:
    ~RefereeTiles() = default;
};

// The referee's actions on one table (a tile's context menu), each "" or why the clock refused.
class RefereeTableActions {
  public:
    // Pause, sealed move, undo a press, swap sides, finish...
    virtual QString tableAction(int table, clock::JournalKind kind) = 0;
    // The table plays another time control than the event's (a spec, clock/control.h): only
    // before its clock starts; journalled, so a recovery after a crash keeps it.
    virtual QString setTableControl(int table, const QString& spec) = 0;
    // Refused NeedsConfirmation when the only refusal is that the time would reach zero.
    virtual Refusal adjustTime(int table, clock::Side side, clock::Millis delta,
                               const QString& reason, bool confirmed = false) = 0;
    // Asks for confirmation, then declares the game at `table` over (both clocks stop); "" or why
    // not (also "" when the referee says no: nothing happened).
    virtual QString declareGameOver(int table) = 0;
    // The tile's context menu.
    virtual QMenu* tableMenu(int table) = 0;
    // A result as a tile's line writes it ("Jigo", "No result").
    static QString tableResultText(GameResult result);

  protected:
    ~RefereeTableActions() = default;
};

// The spoken calls: heard here for the pinned tables, with the table's number first
// ("十二号台，五十秒"), and for the table shown in table mode; their language, voice and the
// event's calling schedule.
class RefereeCalls {
  public:
    // Pinned tables have their calls spoken through this computer's output.
    virtual void setPinned(int table, bool pinned) = 0;
    virtual const std::set<int>& pinnedTables() const = 0;
    // The language of the spoken calls, or nullopt for none; renders and loads the clips.
    // Returns "" or the problem (espeak-ng missing and no voice pack).
    virtual QString setCallLanguage(std::optional<clock::Language> language) = 0;
    virtual void setVoicePack(const QString& folder) = 0;
    // Where spoken calls go (the clip speaker); tests put a recorder here.
    virtual void setCallOutput(clock::Speaker* output) = 0;
    virtual clock::Speaker* callOutput() const = 0;
    // The event's calling schedule for the hall's period, as text (clock/calling_schedule.h);
    // "" restores the default. Saved in the tournament file when one is open. "" or the problem
    // ("line 3: ...").
    virtual QString setScheduleText(const QString& text) = 0;
    virtual QString scheduleText() const = 0;

  protected:
    ~RefereeCalls() = default;
};

// The table devices (docs/hall-protocol.md): a phone or tablet at each table shows and presses
// its clock over the network; the tiles show each table's device.
class RefereeDevices {
  public:
    // Serves the devices on `address`:`port` only. "" or why not (no round's clocks, the address
    // cannot be listened on).
    virtual QString startDevices(const QHostAddress& address, quint16 port) = 0;
    virtual void stopDevices() = 0;
    // The devices' server while they are on, else nullptr.
    virtual HallServer* server() const = 0;
    // The referee's PIN for actions from a device ("" removes it); kept in the tournament file.
    virtual QString setRefereePin(const QString& pin) = 0;

  protected:
    ~RefereeDevices() = default;
};

} // namespace tengen::gui
