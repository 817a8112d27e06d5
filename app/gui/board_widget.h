#pragma once
// A Go board drawn with SVG stones and coordinates (GTP letters without I, numbers from the
// bottom), optional area shading, dead-stone crosses and a last-move marker.
#include "go/board.h"

#include <QSvgRenderer>
#include <QWidget>
#include <optional>
#include <vector>

namespace tengen::gui {

class BoardWidget : public QWidget {
    Q_OBJECT
  public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setBoard(const go::Board& board);
    void setDead(const std::vector<go::Coord>& dead);
    void setArea(const std::vector<go::Coord>& black, const std::vector<go::Coord>& white);
    void setLastMove(std::optional<go::Coord> move);
    const go::Board& board() const { return board_; }

    // Draws the board into `target` (used for the widget and for the PDF decision record).
    void paintBoard(QPainter& painter, const QRectF& target) const;
    // The point under a widget position, if any.
    std::optional<go::Coord> pointAt(const QPointF& pos) const;
    // The widget position of a point's centre (for tests and tooltips).
    QPointF centreOf(go::Coord c) const;

    QSize sizeHint() const override { return {560, 560}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

  signals:
    void pointClicked(go::Coord point, Qt::MouseButton button);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    struct Geometry {
        QRectF board;
        double step;
    };
    Geometry geometry(const QRectF& target) const;

    go::Board board_{19};
    std::vector<char> dead_, blackArea_, whiteArea_; // per padded point
    std::optional<go::Coord> lastMove_;
    mutable QSvgRenderer blackStone_, whiteStone_;
};

} // namespace tengen::gui
