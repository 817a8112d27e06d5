#include "certificate_pdf.h"

#include <QFont>
#include <QFontMetricsF>
#include <QObject>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>

namespace tengen::reports {

namespace {

// A font of `family` at `points`, shrunk until `text` fits `width` (a long name stays on one
// line), never below half its size.
QFont face(const QStringList& families) {
    QFont f;
    f.setFamilies(families);
    return f;
}

QFont fitted(const QStringList& families, double points, bool bold, const QString& text,
             double width, const QPaintDevice* device) {
    QFont f = face(families);
    f.setBold(bold);
    for (double size = points; size >= points / 2; size -= 1) {
        f.setPointSizeF(size);
        if (QFontMetricsF(f, device).horizontalAdvance(text) <= width)
            break;
    }
    return f;
}

} // namespace

QString writeCertificatesPdf(const QString& path, const QString& title,
                             const std::vector<Certificate>& pages, const QStringList& families) {
    if (pages.empty())
        return QObject::tr("no grade was awarded: no certificate to print");
    QPdfWriter pdf(path);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setResolution(150);
    pdf.setTitle(title);
    pdf.setCreator(QStringLiteral("Tengen"));
    QPainter p;
    if (!p.begin(&pdf))
        return QObject::tr("%1 cannot be written").arg(path);
    const QRectF page(0, 0, pdf.width(), pdf.height());
    for (std::size_t i = 0; i < pages.size(); ++i) {
        if (i > 0 && !pdf.newPage())
            return QObject::tr("%1 cannot be written").arg(path);
        const Certificate& c = pages[i];
        const double margin = page.width() * 0.08;
        const QRectF frame = page.adjusted(margin, margin, -margin, -margin);
        p.setPen(QPen(QColor(0x8a, 0x6d, 0x1f), page.width() * 0.006));
        p.drawRect(frame);
        p.setPen(QPen(QColor(0x8a, 0x6d, 0x1f), page.width() * 0.0015));
        p.drawRect(frame.adjusted(page.width() * 0.012, page.width() * 0.012, -page.width() * 0.012,
                                  -page.width() * 0.012));
        const QRectF area = frame.adjusted(frame.width() * 0.08, frame.height() * 0.07,
                                           -frame.width() * 0.08, -frame.height() * 0.07);
        p.setPen(Qt::black);
        double y = area.top();
        const auto line = [&](const QString& text, double points, bool bold, double gap,
                              Qt::Alignment align = Qt::AlignHCenter) {
            if (text.isEmpty())
                return;
            const QFont f = fitted(families, points, bold, text, area.width(), &pdf);
            p.setFont(f);
            const QFontMetricsF m(f, &pdf);
            const QRectF box(area.left(), y, area.width(), m.height() * 1.15);
            p.drawText(box, align | Qt::AlignVCenter, text);
            y += box.height() + gap;
        };
        const double unit = area.height() / 40;
        line(c.heading, 30, true, unit * 3);
        line(c.name, 26, true, unit * 0.4);
        line(c.latinName, 14, false, unit * 2);
        // The statement may be long: wrapped in the area's width.
        {
            QFont f = face(families);
            f.setPointSizeF(13);
            p.setFont(f);
            const QRectF box(area.left(), y, area.width(), unit * 6);
            QRectF used;
            p.drawText(box, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, c.statement, &used);
            y += std::max(used.height(), unit) + unit * 1.5;
        }
        line(c.grade, 40, true, unit * 1.5);
        line(c.details, 12, false, unit * 4);
        line(c.place, 12, false, unit * 0.5);
        // The signature lines, side by side near the bottom; the number at the foot.
        const double signY = area.bottom() - unit * 7;
        const int n = std::max<int>(1, static_cast<int>(c.signatures.size()));
        const double w = area.width() / n;
        QFont small = face(families);
        small.setPointSizeF(11);
        p.setFont(small);
        for (int k = 0; k < static_cast<int>(c.signatures.size()); ++k) {
            const QRectF slot(area.left() + k * w + w * 0.1, signY, w * 0.8, unit * 3);
            p.drawLine(QPointF(slot.left(), slot.top() + unit * 1.8),
                       QPointF(slot.right(), slot.top() + unit * 1.8));
            p.drawText(QRectF(slot.left(), slot.top() + unit * 1.9, slot.width(), unit * 1.2),
                       Qt::AlignHCenter | Qt::AlignTop, c.signatures[static_cast<std::size_t>(k)]);
        }
        small.setPointSizeF(9);
        p.setFont(small);
        p.drawText(QRectF(area.left(), area.bottom() - unit * 1.5, area.width(), unit * 1.5),
                   Qt::AlignRight | Qt::AlignVCenter, c.number);
    }
    return p.end() ? QString() : QObject::tr("%1 cannot be written").arg(path);
}

} // namespace tengen::reports
