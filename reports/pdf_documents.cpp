#include "pdf_documents.h"

#include "qr_code.h"

#include <QFile>
#include <QFontMetrics>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <algorithm>

namespace tengen::reports {

namespace {
void a4(QPdfWriter& writer) {
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    writer.setResolution(300);
    writer.setCreator(QStringLiteral("Tengen"));
}

// The printable area in the painter's coordinates: a painter on a paged device already starts
// at the margins, so the rectangle starts at (0, 0).
QRect printable(const QPagedPaintDevice& device) {
    return QRect(QPoint(0, 0), device.pageLayout().paintRectPixels(device.logicalDpiX()).size());
}

QString cannotWrite(const QString& path) {
    return QStringLiteral("%1: cannot be written").arg(path);
}
} // namespace

void printHtml(const QByteArray& html, QPagedPaintDevice& device) {
    QTextDocument doc;
    QFont font = doc.defaultFont();
    font.setPointSize(8);
    doc.setDefaultFont(font);
    doc.setHtml(QString::fromUtf8(html));
    doc.print(&device);
}

QString htmlToPdf(const QByteArray& html, const QString& path) {
    QPdfWriter writer(path);
    a4(writer);
    printHtml(html, writer);
    if (!QFile::exists(path))
        return cannotWrite(path);
    return {};
}

QString tablePdf(const QString& title, const QStringList& headings,
                 const std::vector<QStringList>& rows, const std::vector<bool>& rightAligned,
                 const QString& path) {
    QPdfWriter writer(path);
    a4(writer);
    return printTable(title, headings, rows, rightAligned, writer) ? QString() : cannotWrite(path);
}

bool printTable(const QString& title, const QStringList& headings,
                const std::vector<QStringList>& rows, const std::vector<bool>& rightAligned,
                QPagedPaintDevice& device) {
    device.setPageOrientation(QPageLayout::Landscape);
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    QFont font = painter.font();
    font.setPointSize(7);
    painter.setFont(font);
    const QFontMetrics metrics(font, &device);
    const QRect page = printable(device);
    const int gap = metrics.horizontalAdvance(QLatin1Char(' ')) * 2;
    std::vector<int> width(headings.size(), 0);
    QFont boldFont = font;
    boldFont.setBold(true);
    const QFontMetrics boldMetrics(boldFont, &device);
    for (qsizetype c = 0; c < headings.size(); ++c)
        width[c] = boldMetrics.horizontalAdvance(headings[c]);
    for (const QStringList& row : rows)
        for (qsizetype c = 0; c < row.size() && c < headings.size(); ++c)
            width[c] = std::max(width[c], metrics.horizontalAdvance(row[c]));
    const int lineHeight = metrics.height() + metrics.height() / 4;
    int y = page.top();
    auto drawRow = [&](const QStringList& cells, bool bold) {
        QFont f = font;
        f.setBold(bold);
        painter.setFont(f);
        int x = page.left();
        for (qsizetype c = 0; c < cells.size() && c < headings.size(); ++c) {
            const bool right = c < static_cast<qsizetype>(rightAligned.size()) && rightAligned[c];
            painter.drawText(QRect(x, y, width[c], lineHeight),
                             (right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, cells[c]);
            x += width[c] + gap;
        }
        y += lineHeight;
    };
    auto header = [&] {
        QFont f = font;
        f.setPointSize(11);
        f.setBold(true);
        painter.setFont(f);
        painter.drawText(QRect(page.left(), y, page.width(), lineHeight * 2),
                         Qt::AlignLeft | Qt::AlignVCenter, title);
        y += lineHeight * 2;
        drawRow(headings, true);
        painter.drawLine(page.left(), y, page.right(), y);
    };
    header();
    for (const QStringList& row : rows) {
        if (y + lineHeight > page.bottom()) {
            device.newPage();
            y = page.top();
            header();
        }
        drawRow(row, false);
    }
    painter.end();
    return true;
}

bool printTableDocument(const TableDocument& d, QPagedPaintDevice& device) {
    if (d.sections.size() == 1 && d.sections[0].heading.isEmpty() && !d.sections[0].rows.empty())
        return printTable(d.title, d.sections[0].columns, d.sections[0].rows, d.sections[0].numeric,
                          device);
    device.setPageOrientation(QPageLayout::Portrait);
    printHtml(tableHtml(d), device);
    return true;
}

QString tableDocumentPdf(const TableDocument& d, const QString& path) {
    QPdfWriter writer(path);
    a4(writer);
    return printTableDocument(d, writer) && QFile::exists(path) ? QString() : cannotWrite(path);
}

// Four sheets to a page, each a quarter of the printable area: table and round in large
// figures, both players, handicap and komi, boxes to tick the winner, signature lines.
QString resultSheetsPdf(const std::vector<ResultSheet>& sheets, const SheetLabels& l,
                        const QString& path) {
    QPdfWriter writer(path);
    a4(writer);
    return printResultSheets(sheets, l, writer) ? QString() : cannotWrite(path);
}

namespace {
// A QR code in `box` (square), with its quiet zone around it.
void drawQr(QPainter& painter, const QString& text, const QRect& box) {
    const auto modules = qrModules(text);
    if (modules.empty())
        return;
    const int width = static_cast<int>(modules.size());
    const double unit = static_cast<double>(box.width()) / (width + 2 * kQuietZone);
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::black);
    for (int y = 0; y < width; ++y)
        for (int x = 0; x < width; ++x)
            if (modules[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)])
                painter.drawRect(QRectF(box.left() + (x + kQuietZone) * unit,
                                        box.top() + (y + kQuietZone) * unit, unit + 0.5,
                                        unit + 0.5));
    painter.restore();
}
} // namespace

bool printResultSheets(const std::vector<ResultSheet>& sheets, const SheetLabels& l,
                       QPagedPaintDevice& device) {
    device.setPageOrientation(QPageLayout::Portrait);
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    const QRect page = printable(device);
    const int w = page.width() / 2, h = page.height() / 2;
    QFont title = painter.font();
    title.setPointSize(14);
    title.setBold(true);
    QFont body = painter.font();
    body.setPointSize(10);
    for (std::size_t i = 0; i < sheets.size(); ++i) {
        if (i > 0 && i % 4 == 0)
            device.newPage();
        const ResultSheet& s = sheets[i];
        const int slot = static_cast<int>(i % 4);
        const QRect box(slot % 2 * w, slot / 2 * h, w, h);
        const QRect inner = box.adjusted(40, 40, -40, -40);
        painter.setPen(QPen(Qt::black, 3));
        painter.drawRect(box.adjusted(10, 10, -10, -10));
        const int line = inner.height() / 14;
        painter.setFont(title);
        const QFontMetrics titleMetrics(title, &device);
        painter.drawText(QRect(inner.left(), inner.top(), inner.width(), line),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         titleMetrics.elidedText(l.title, Qt::ElideRight, inner.width()));
        painter.drawText(
            QRect(inner.left(), inner.top() + line, inner.width(), line * 2),
            Qt::AlignLeft | Qt::AlignVCenter,
            QStringLiteral("%1 %2   %3 %4").arg(l.round).arg(s.round).arg(l.table).arg(s.table));
        // The table's clock on a phone, in the bottom right corner beside the short lines to
        // fill in: the page to scan (once the hall's address is known) above the code to type.
        // The lines to its left are cut to the width left of it, never drawn over it.
        QFont small = body;
        small.setPointSize(8);
        QFont codeFont = body;
        codeFont.setBold(true);
        const QFontMetrics smallMetrics(small, &device), codeMetrics(codeFont, &device);
        const int side = s.joinUrl.isEmpty() || s.joinCode.isEmpty() ? 0 : line * 3;
        const int joinWidth =
            s.joinCode.isEmpty()
                ? 0
                : std::max({side, smallMetrics.horizontalAdvance(l.clock),
                            codeMetrics.horizontalAdvance(s.joinCode)});
        const int joinHeight =
            s.joinCode.isEmpty() ? 0 : side + smallMetrics.height() + codeMetrics.height();
        const QRect join(inner.right() - joinWidth, inner.bottom() - joinHeight, joinWidth,
                         joinHeight);
        if (!s.joinCode.isEmpty()) {
            if (side > 0)
                drawQr(painter, s.joinUrl, QRect(join.right() - side, join.top(), side, side));
            painter.setFont(small);
            painter.drawText(
                QRect(join.left(), join.top() + side, join.width(), smallMetrics.height()),
                Qt::AlignRight | Qt::AlignVCenter, l.clock);
            painter.setFont(codeFont);
            painter.drawText(QRect(join.left(), join.top() + side + smallMetrics.height(),
                                   join.width(), codeMetrics.height()),
                             Qt::AlignRight | Qt::AlignVCenter, s.joinCode);
        }
        painter.setFont(body);
        const QFontMetrics bodyMetrics(body, &device);
        // A line at `y`: the whole width above the corner, the width left of it beside it.
        const auto text = [&](int y, const QString& what, int indent = 0) {
            const bool beside = joinHeight > 0 && y + line > join.top();
            const int width = inner.width() - indent - (beside ? joinWidth + line / 2 : 0);
            painter.drawText(QRect(inner.left() + indent, y, width, line),
                             Qt::AlignLeft | Qt::AlignVCenter,
                             bodyMetrics.elidedText(what, Qt::ElideRight, width));
        };
        // A label with a line to write on, as long as the room beside it allows.
        const auto fillIn = [&](int y, const QString& label) {
            const bool beside = joinHeight > 0 && y + line > join.top();
            const int right = inner.right() - (beside ? joinWidth + line / 2 : 0);
            const QString shown = bodyMetrics.elidedText(label + QStringLiteral(": "),
                                                         Qt::ElideRight, inner.width() / 2);
            painter.drawText(QRect(inner.left(), y, inner.width(), line),
                             Qt::AlignLeft | Qt::AlignVCenter, shown);
            const int from = inner.left() + bodyMetrics.horizontalAdvance(shown);
            const int base = y + line / 2 + bodyMetrics.ascent() / 2;
            painter.save();
            painter.setPen(QPen(Qt::black, 2));
            painter.drawLine(from, base, std::max(from, right), base);
            painter.restore();
        };
        int y = inner.top() + 3 * line + line / 2;
        for (const auto& [label, name] :
             {std::pair{l.white, s.white}, std::pair{l.black, s.black}}) {
            painter.drawRect(inner.left(), y + line / 4, line / 2, line / 2); // tick the winner
            text(y, QStringLiteral("%1: %2").arg(label, name), line);
            y += line + line / 2;
        }
        text(y, QStringLiteral("%1: %2    %3: %4").arg(l.handicap).arg(s.handicap).arg(l.komi, s.komi));
        y += 2 * line;
        fillIn(y, l.result);
        y += 2 * line;
        for (const QString& who : {l.white, l.black}) {
            fillIn(y, QStringLiteral("%1 (%2)").arg(l.signature, who));
            y += line + line / 2;
        }
    }
    painter.end();
    return true;
}

} // namespace tengen::reports
