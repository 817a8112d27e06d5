#pragma once
// Printed documents as PDF (A4): any of the HTML documents laid out by QTextDocument, and the
// result sheets, four to a page, for the tables. Needs a QGuiApplication (the CLI makes one on
// the offscreen platform); CJK names are drawn with the system's CJK fonts.
#include "table_document.h"

#include <QByteArray>
#include <QPagedPaintDevice>
#include <QString>
#include <QStringList>
#include <vector>

namespace tengen::reports {

// Lays out `html` on A4 pages; returns "" or what went wrong. (Long tables go through tablePdf:
// HTML layout takes seconds for thousands of rows.)
QString htmlToPdf(const QByteArray& html, const QString& path);
// The same documents drawn on any paged device: a QPdfWriter, or the QPrinter the app's print
// dialog set up. The print* functions return false when the device cannot be painted on.
void printHtml(const QByteArray& html, QPagedPaintDevice& device);

// A table drawn straight onto landscape A4 pages, the header repeated on each page: fast for
// long standings (2,000 players) where laying out HTML would take seconds.
QString tablePdf(const QString& title, const QStringList& headings,
                 const std::vector<QStringList>& rows, const std::vector<bool>& rightAligned,
                 const QString& path);
bool printTable(const QString& title, const QStringList& headings,
                const std::vector<QStringList>& rows, const std::vector<bool>& rightAligned,
                QPagedPaintDevice& device);

// A table document: one long table drawn as by printTable, several sections laid out as HTML.
bool printTableDocument(const TableDocument& d, QPagedPaintDevice& device);
QString tableDocumentPdf(const TableDocument& d, const QString& path);

struct ResultSheet {
    int round = 0, table = 0;
    QString white, black; // "王浩然 5d 杭州棋院"
    int handicap = 0;
    QString komi; // as the tournament's rules say it
    // The table's join code for a clock on a phone (the hall), and the page it opens: drawn as
    // text and, when the page's address is known, as a QR code. Empty: not drawn.
    QString joinCode{};
    QString joinUrl{};
};
struct SheetLabels {
    QString title; // the event
    QString round, table, white, black, handicap, komi, result, signature;
    QString clock{}; // "Clock on a phone"
};
QString resultSheetsPdf(const std::vector<ResultSheet>& sheets, const SheetLabels& labels,
                        const QString& path);
bool printResultSheets(const std::vector<ResultSheet>& sheets, const SheetLabels& labels,
                       QPagedPaintDevice& device);

} // namespace tengen::reports
