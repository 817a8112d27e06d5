#pragma once
// A printed document as a reader sees it: a PDF page rendered to an image (pdftoppm) and its
// words with their boxes on the page (pdftotext -bbox), both from poppler-utils, which
// scripts/install-deps installs. Tests look at what is printed, not at how it was drawn.
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QRectF>
#include <QString>
#include <QTemporaryDir>
#include <vector>

namespace tengen::test {

struct PdfWord {
    QString text;
    QRectF box; // in points, from the page's top left
};

// The words of page `page` (1-based) and the page's size in points; empty when poppler cannot
// read the file.
inline std::vector<PdfWord> pdfWords(const QString& pdf, int page, QSizeF* pageSize = nullptr) {
    QProcess p;
    p.start(QStringLiteral("pdftotext"),
            {QStringLiteral("-bbox"), QStringLiteral("-f"), QString::number(page),
             QStringLiteral("-l"), QString::number(page), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return {};
    const QString html = QString::fromUtf8(p.readAllStandardOutput());
    static const QRegularExpression pageRe(
        QStringLiteral(R"re(<page width="([\d.]+)" height="([\d.]+)")re"));
    if (const auto m = pageRe.match(html); m.hasMatch() && pageSize)
        *pageSize = QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble());
    static const QRegularExpression wordRe(QStringLiteral(
        R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"));
    std::vector<PdfWord> words;
    for (auto it = wordRe.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        const double x0 = m.captured(1).toDouble(), y0 = m.captured(2).toDouble();
        const double x1 = m.captured(3).toDouble(), y1 = m.captured(4).toDouble();
        words.push_back({m.captured(5), QRectF(QPointF(x0, y0), QPointF(x1, y1))});
    }
    return words;
}

// Page `page` as an image at `dpi`; null when poppler cannot render it.
inline QImage pdfPage(const QString& pdf, int page, int dpi = 50) {
    QTemporaryDir dir;
    QProcess p;
    p.start(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-f"),
             QString::number(page), QStringLiteral("-l"), QString::number(page),
             QStringLiteral("-png"), QStringLiteral("-singlefile"), pdf,
             dir.filePath(QStringLiteral("page"))});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return {};
    return QImage(dir.filePath(QStringLiteral("page.png")));
}

// The share of dark pixels in `area` of `image` (0..1).
inline double inkIn(const QImage& image, const QRect& area) {
    int dark = 0, all = 0;
    for (int y = area.top(); y <= area.bottom() && y < image.height(); ++y)
        for (int x = area.left(); x <= area.right() && x < image.width(); ++x) {
            ++all;
            dark += qGray(image.pixel(x, y)) < 128;
        }
    return all ? static_cast<double>(dark) / all : 0.0;
}

} // namespace tengen::test
