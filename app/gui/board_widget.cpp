#include "board_widget.h"

#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

namespace tengen::gui {

namespace {
const QByteArray kBlackStoneSvg = QByteArrayLiteral(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
    "<defs><radialGradient id='g' cx='35%' cy='30%' r='70%'><stop offset='0' stop-color='#6a6a6a'/>"
    "<stop offset='0.35' stop-color='#222'/><stop offset='1' "
    "stop-color='#000'/></radialGradient></defs>"
    "<circle cx='50' cy='50' r='48' fill='url(#g)'/></svg>");
const QByteArray kWhiteStoneSvg = QByteArrayLiteral(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
    "<defs><radialGradient id='g' cx='35%' cy='30%' r='75%'><stop offset='0' stop-color='#ffffff'/>"
    "<stop offset='0.7' stop-color='#e8e6e0'/><stop offset='1' "
    "stop-color='#b8b4aa'/></radialGradient></defs>"
    "<circle cx='50' cy='50' r='47' fill='url(#g)' stroke='#888' stroke-width='2'/></svg>");
const QString kColumns = QStringLiteral("ABCDEFGHJKLMNOPQRSTUVWXYZ");

std::vector<int> starPoints(int size) {
    if (size < 7)
        return {};
    const int edge = size >= 13 ? 3 : 2;
    std::vector<int> lines = {edge, size - 1 - edge};
    if (size % 2 == 1 && size >= 9)
        lines.insert(lines.begin() + 1, size / 2);
    return lines;
}

// Nine star points from 15×15 up; below that the four corners and the centre (tengen).
bool isStarPoint(int x, int y, int size) {
    const auto lines = starPoints(size);
    const bool onX = std::find(lines.begin(), lines.end(), x) != lines.end();
    const bool onY = std::find(lines.begin(), lines.end(), y) != lines.end();
    if (!onX || !onY)
        return false;
    if (size >= 15 || lines.size() < 3)
        return true;
    const bool centreX = x == size / 2, centreY = y == size / 2;
    return centreX == centreY;
}
} // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent), blackStone_(kBlackStoneSvg), whiteStone_(kWhiteStoneSvg) {
    setMinimumSize(240, 240);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setBoard(go::Board(19));
}

void BoardWidget::setBoard(const go::Board& board) {
    const bool resized = board.size() != board_.size();
    board_ = board;
    const size_t n = static_cast<size_t>(board.stride() * board.stride());
    if (resized || dead_.size() != n) {
        dead_.assign(n, 0);
        blackArea_.assign(n, 0);
        whiteArea_.assign(n, 0);
    }
    update();
}

void BoardWidget::setDead(const std::vector<go::Coord>& dead) {
    std::fill(dead_.begin(), dead_.end(), 0);
    for (const go::Coord& c : dead)
        dead_[board_.point(c)] = 1;
    update();
}

void BoardWidget::setArea(const std::vector<go::Coord>& black,
                          const std::vector<go::Coord>& white) {
    std::fill(blackArea_.begin(), blackArea_.end(), 0);
    std::fill(whiteArea_.begin(), whiteArea_.end(), 0);
    for (const go::Coord& c : black)
        blackArea_[board_.point(c)] = 1;
    for (const go::Coord& c : white)
        whiteArea_[board_.point(c)] = 1;
    update();
}

void BoardWidget::setLastMove(std::optional<go::Coord> move) {
    lastMove_ = move;
    update();
}

BoardWidget::Geometry BoardWidget::geometry(const QRectF& target) const {
    const double side = std::min(target.width(), target.height());
    const int n = board_.size();
    const double step = side / (n + 1.2); // room for the coordinates
    const double boardSide = step * n;
    const QPointF topLeft(target.x() + (target.width() - boardSide) / 2 + step * 0.3,
                          target.y() + (target.height() - boardSide) / 2 + step * 0.3);
    return {QRectF(topLeft, QSizeF(boardSide, boardSide)), step};
}

QPointF BoardWidget::centreOf(go::Coord c) const {
    const Geometry g = geometry(QRectF(rect()));
    return {g.board.left() + (c.x + 0.5) * g.step, g.board.top() + (c.y + 0.5) * g.step};
}

std::optional<go::Coord> BoardWidget::pointAt(const QPointF& pos) const {
    const Geometry g = geometry(QRectF(rect()));
    const int x = static_cast<int>(std::floor((pos.x() - g.board.left()) / g.step));
    const int y = static_cast<int>(std::floor((pos.y() - g.board.top()) / g.step));
    if (x < 0 || y < 0 || x >= board_.size() || y >= board_.size())
        return std::nullopt;
    return go::Coord{x, y};
}

void BoardWidget::paintBoard(QPainter& p, const QRectF& target) const {
    const Geometry g = geometry(target);
    const int n = board_.size();
    const double s = g.step;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(g.board.adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1), QColor(0xDC, 0xB3, 0x5C));
    p.setPen(QPen(QColor(0x3a, 0x2a, 0x10), std::max(1.0, s / 30)));
    for (int i = 0; i < n; ++i) {
        const double off = (i + 0.5) * s;
        p.drawLine(QPointF(g.board.left() + s / 2, g.board.top() + off),
                   QPointF(g.board.right() - s / 2, g.board.top() + off));
        p.drawLine(QPointF(g.board.left() + off, g.board.top() + s / 2),
                   QPointF(g.board.left() + off, g.board.bottom() - s / 2));
    }
    p.setBrush(QColor(0x3a, 0x2a, 0x10));
    for (int x : starPoints(n))
        for (int y : starPoints(n))
            if (isStarPoint(x, y, n))
                p.drawEllipse(
                    QPointF(g.board.left() + (x + 0.5) * s, g.board.top() + (y + 0.5) * s), s * 0.1,
                    s * 0.1);
    QFont font = p.font();
    font.setPixelSize(std::max(6, static_cast<int>(s * 0.35)));
    p.setFont(font);
    p.setPen(QColor(0x30, 0x30, 0x30));
    for (int i = 0; i < n; ++i) {
        const QString column(kColumns.at(i));
        const QString row = QString::number(n - i);
        p.drawText(QRectF(g.board.left() + i * s, g.board.top() - s * 0.75, s, s * 0.6),
                   Qt::AlignCenter, column);
        p.drawText(QRectF(g.board.left() + i * s, g.board.bottom() + s * 0.15, s, s * 0.6),
                   Qt::AlignCenter, column);
        p.drawText(QRectF(g.board.left() - s * 0.95, g.board.top() + i * s, s * 0.8, s),
                   Qt::AlignCenter, row);
        p.drawText(QRectF(g.board.right() + s * 0.15, g.board.top() + i * s, s * 0.8, s),
                   Qt::AlignCenter, row);
    }
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const go::Point pt = board_.point(x, y);
            const QRectF cell(g.board.left() + x * s, g.board.top() + y * s, s, s);
            const go::Colour c = board_.at(pt);
            if (c == go::Colour::Black || c == go::Colour::White) {
                p.setOpacity(dead_[pt] ? 0.45 : 1.0);
                (c == go::Colour::Black ? blackStone_ : whiteStone_)
                    .render(&p, cell.adjusted(s * 0.03, s * 0.03, -s * 0.03, -s * 0.03));
                p.setOpacity(1.0);
            }
            // Counted points are marked on empty points and on dead stones, not on living stones.
            if ((blackArea_[pt] || whiteArea_[pt]) && (c == go::Colour::Empty || dead_[pt])) {
                const QRectF mark(cell.center() - QPointF(s * 0.14, s * 0.14),
                                  QSizeF(s * 0.28, s * 0.28));
                p.fillRect(mark,
                           blackArea_[pt] ? QColor(0, 0, 0, 200) : QColor(255, 255, 255, 230));
                p.setPen(QPen(QColor(0x55, 0x55, 0x55), 1));
                p.setBrush(Qt::NoBrush);
                p.drawRect(mark);
            }
            if (dead_[pt]) {
                p.setPen(QPen(QColor(0xc0, 0x10, 0x10), std::max(1.5, s / 12)));
                const double r = s * 0.22;
                p.drawLine(cell.center() - QPointF(r, r), cell.center() + QPointF(r, r));
                p.drawLine(cell.center() + QPointF(-r, r), cell.center() + QPointF(r, -r));
            }
        }
    if (lastMove_) {
        const QPointF c(g.board.left() + (lastMove_->x + 0.5) * s,
                        g.board.top() + (lastMove_->y + 0.5) * s);
        p.setPen(QPen(QColor(0xd0, 0x20, 0x20), std::max(1.5, s / 14)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(c, s * 0.2, s * 0.2);
    }
    p.restore();
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    paintBoard(p, QRectF(rect()));
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (auto c = pointAt(event->position()))
        emit pointClicked(*c, event->button());
}

} // namespace tengen::gui
