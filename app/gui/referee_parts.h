#pragma once
// Purpose: the referee screen's inner parts (RefereeView's, not the rest of the desk's) — the
// tiles of every table, one table full screen, the routing of spoken calls to this computer, and
// how a side's clock reads on them.
#include "clock/qt/hall_scheduler.h"

#include <QString>
#include <QWidget>
#include <vector>

class QPainter;

namespace tengen::gui {

class RefereeView;

// A side's clock as a tile or the table mode shows it now ("0:25 ×2", "⚑ flag").
QString sideText(const clock::GameClock& c, clock::Side s, clock::Millis now);

// A player's name in `box`: in `base`, or smaller (down to three quarters) when it does not fit,
// cut with an ellipsis only when even that is too wide — a name is read, not guessed.
void drawFitted(QPainter& p, const QRect& box, const QString& text, const QFont& base,
                Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter);

// Calls of pinned tables (and of the table in table mode) go to the view's output; the rest are
// left to the tables' own devices.
class RoutingSpeaker : public clock::Speaker {
  public:
    explicit RoutingSpeaker(RefereeView* view) : view_(view) {}
    void say(const clock::SpokenCall& call) override;

  private:
    RefereeView* view_;
};

// All tiles in one widget: a hall of 200 tables stays cheap to repaint.
class HallWidget : public QWidget {
  public:
    explicit HallWidget(RefereeView* view);
    // Tall enough for every tile at the current width (the scroll area shows the rest).
    void fitHeight();
    // The display timer's tick: repaints only the tiles whose shown text or colour changed (a
    // running clock changes once a second, or ten times under ten seconds).
    void tick();
    QRect tileRect(int index) const;
    int tableAt(const QPoint& p) const; // 0: none

    static constexpr int kTileWidth = 190;
    static constexpr int kTileHeight = 98; // number and state, clocks, names, devices

  protected:
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    QString linkSignature(int table) const;
    RefereeView* view_;
    std::vector<QString> shown_; // per tile: what it showed when last painted
};

// One table full screen: two big clocks side by side (Black left), the side to move lit; a tap
// or click on the side to move is its press; Escape leaves.
class TableModeWidget : public QWidget {
  public:
    explicit TableModeWidget(RefereeView* view);
    int table = 0;

  protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    RefereeView* view_;
};

} // namespace tengen::gui
