#include "decision_pdf.h"

#include <QObject>
#include <QPageSize>
#include <QPdfWriter>
#include <algorithm>

namespace tengen::reports {

namespace {
const char kColumns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
} // namespace

void paintDecisionDiagram(QPainter& p, const DecisionDiagram& d, const QRectF& target) {
    const int n = std::max(2, d.size);
    const double s = std::min(target.width(), target.height()) / (n + 1.5);
    const QRectF board(target.left() + s * 0.75, target.top() + s * 0.75, s * n, s * n);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(board, QColor(0xDC, 0xB3, 0x5C));
    p.setPen(QPen(QColor(0x3a, 0x2a, 0x10), std::max(1.0, s / 30)));
    for (int i = 0; i < n; ++i) {
        const double off = (i + 0.5) * s;
        p.drawLine(QPointF(board.left() + s / 2, board.top() + off),
                   QPointF(board.right() - s / 2, board.top() + off));
        p.drawLine(QPointF(board.left() + off, board.top() + s / 2),
                   QPointF(board.left() + off, board.bottom() - s / 2));
    }
    QFont font = p.font();
    font.setPixelSize(std::max(6, static_cast<int>(s * 0.4)));
    p.setFont(font);
    for (int i = 0; i < n && i < 25; ++i) {
        p.drawText(QRectF(board.left() + i * s, board.top() - s * 0.75, s, s * 0.7),
                   Qt::AlignCenter, QString(QLatin1Char(kColumns[i])));
        p.drawText(QRectF(board.left() - s * 0.75, board.top() + i * s, s * 0.7, s),
                   Qt::AlignCenter, QString::number(n - i));
    }
    const auto at = [&](const auto& v, int x, int y) {
        const std::size_t k = static_cast<std::size_t>(y * n + x);
        return k < v.size() ? v[k] : decltype(v[k]){};
    };
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const QRectF cell(board.left() + x * s, board.top() + y * s, s, s);
            const int stone = at(d.stones, x, y);
            const bool dead = at(d.dead, x, y);
            if (stone == 1 || stone == 2) {
                p.setPen(QPen(Qt::black, std::max(1.0, s / 25)));
                p.setBrush(stone == 1 ? QColor(0x10, 0x10, 0x10) : QColor(0xF8, 0xF8, 0xF8));
                p.setOpacity(dead ? 0.45 : 1.0);
                p.drawEllipse(cell.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05));
                p.setOpacity(1.0);
            }
            const int area = at(d.area, x, y);
            if (area != 0 && (stone == 0 || dead)) {
                const QRectF mark(cell.center() - QPointF(s * 0.14, s * 0.14),
                                  QSizeF(s * 0.28, s * 0.28));
                p.fillRect(mark, area == 1 ? QColor(0, 0, 0, 200) : QColor(255, 255, 255, 230));
                p.setPen(QPen(QColor(0x55, 0x55, 0x55), 1));
                p.setBrush(Qt::NoBrush);
                p.drawRect(mark);
            }
            if (dead) {
                p.setPen(QPen(QColor(0xc0, 0x10, 0x10), std::max(1.5, s / 12)));
                const QRectF x2 = cell.adjusted(s * 0.28, s * 0.28, -s * 0.28, -s * 0.28);
                p.drawLine(x2.topLeft(), x2.bottomRight());
                p.drawLine(x2.topRight(), x2.bottomLeft());
            }
        }
    p.restore();
}

QString writeDecisionPdf(const QString& path, const QString& title, const QStringList& lines,
                         const DecisionDiagram& diagram,
                         const std::function<void(QPainter&, const QRectF&)>& paintBoard) {
    QPdfWriter pdf(path);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setResolution(150);
    pdf.setTitle(title);
    QPainter p;
    if (!p.begin(&pdf))
        return QObject::tr("%1 cannot be written").arg(path);
    const QRectF page(0, 0, pdf.width(), pdf.height());
    const double margin = page.width() * 0.07;
    const QRectF area = page.adjusted(margin, margin, -margin, -margin);
    QFont heading = p.font();
    heading.setPointSize(18);
    heading.setBold(true);
    p.setFont(heading);
    p.drawText(QRectF(area.left(), area.top(), area.width(), 60), Qt::AlignLeft, title);
    QFont body = p.font();
    body.setPointSize(10);
    body.setBold(false);
    p.setFont(body);
    double y = area.top() + 70;
    const double lineHeight = 28;
    for (const QString& line : lines) {
        p.drawText(QRectF(area.left(), y, area.width(), lineHeight),
                   Qt::AlignLeft | Qt::AlignVCenter, line);
        y += lineHeight;
    }
    const double side = std::min(area.width(), area.bottom() - y - 20);
    const QRectF square(area.left() + (area.width() - side) / 2, y + 10, side, side);
    if (paintBoard)
        paintBoard(p, square);
    else
        paintDecisionDiagram(p, diagram, square);
    return p.end() ? QString() : QObject::tr("%1 cannot be written").arg(path);
}

} // namespace tengen::reports
