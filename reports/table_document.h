#pragma once
// A document made of titled tables (the player list: one; the prize list: one per section), as
// text (aligned, CJK counted double width), CSV (RFC 4180, UTF-8; a section's heading on a line
// of its own), HTML (one small-screen-friendly page) and PDF.
#include <QByteArray>
#include <QString>
#include <QStringList>
#include <vector>

namespace tengen::reports {

struct TableSection {
    QString heading; // "" for a document of one table
    QStringList columns;
    std::vector<QStringList> rows;
    std::vector<bool> numeric; // per column: right-aligned
    QString empty;             // shown when there are no rows ("no player qualifies")
};

struct TableDocument {
    QString title;
    QString language = QStringLiteral("en"); // the HTML lang attribute
    std::vector<TableSection> sections;
};

QByteArray tableText(const TableDocument& d);
QByteArray tableCsv(const TableDocument& d);
QByteArray tableHtml(const TableDocument& d);

// Helpers the other writers share.
QString padToWidth(const QString& s, int width, bool right); // by display width
QString csvField(const QString& s);

} // namespace tengen::reports
