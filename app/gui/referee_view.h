#pragma once
// The referee screen: every table's clock on one screen. Tiles show both clocks, whose turn,
// periods left and the state; a fallen flag flashes until a referee acknowledges it (click).
// An attention list orders the running tables by the time to their next critical moment.
// The display repaints on its own 10 Hz timer; calls and flags come from the hall scheduler.
#include "clock/qt/hall_scheduler.h"

#include <QWidget>
#include <chrono>
#include <memory>
#include <set>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTimer;

namespace tengen::store {
class TournamentFile;
}

namespace tengen::gui {

class HallWidget;

class RefereeView : public QWidget {
    Q_OBJECT
  public:
    explicit RefereeView(QWidget* parent = nullptr);
    ~RefereeView() override;

    // Sets up `tables` clocks with a time control spec (clock/control.h); returns an error or "".
    // With a tournament file open, the hall and every action go into its journal.
    QString setUpHall(int tables, const QString& spec);
    // The open tournament (nullptr: none). A hall journalled in it comes back, every clock paused
    // with the time it had at its last journal entry (a crash loses at most one checkpoint).
    void setTournamentFile(store::TournamentFile* file);
    QString statusText() const;
    clock::HallScheduler* hall() const { return hall_.get(); }
    // The time source the view uses (steady_clock since the view was made); tests may replace it.
    void setTimeSource(std::function<clock::Millis()> now);
    clock::Millis now() const { return now_(); }
    const std::set<int>& unacknowledgedFlags() const { return flags_; }
    void acknowledge(int table);
    void refreshAttention();
    // The widget with every table's tile (for tests: click positions).
    QWidget* tilesWidget() const;
    QPoint tileCentre(int table) const;

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    std::function<clock::Millis()> now_;
    std::unique_ptr<clock::Speaker> speaker_;
    std::unique_ptr<clock::HallScheduler> hall_;
    std::set<int> flags_;
    store::TournamentFile* file_ = nullptr;
    qint64 hallId_ = 0;
    void journalTo(qint64 hallId);
    HallWidget* tiles_;
    QListWidget* attention_;
    QLabel *attentionLabel_, *controlLabel_, *tablesLabel_, *status_;
    QLineEdit* control_;
    QSpinBox* tableCount_;
    QPushButton *setUp_, *start_, *pauseAll_, *resumeAll_;
    QTimer* repaint_;
    QTimer* attentionTimer_;
    friend class HallWidget;
};

} // namespace tengen::gui
