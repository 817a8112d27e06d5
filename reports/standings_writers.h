#pragma once
// The standings as text (aligned, CJK counted double width), CSV (RFC 4180, UTF-8), JSON and
// HTML (a whole UTF-8 page, small-screen friendly).
#include "standings_table.h"

#include <QByteArray>
#include <QString>

namespace tengen::reports {

struct DocumentLabels {
    QString title;                            // "天元杯 — 第3轮后排名"
    QString place, name, rank, country, club; // column headings
    QString line = QStringLiteral("No.");     // the line numbers' heading (placesInCategory)
    std::vector<QString> criteria;            // headings of the tie-breaker columns
    QString roundHeading;                     // "R%1" style, %1 = round number
    QString language = QStringLiteral("en");  // the HTML lang attribute
    QString footer;     // the pairing parameters in a line, under the table (text and HTML)
    int firstRound = 1; // the event's round the first round column is (a later stage's: 6)
    // With places within categories: each category's heading ("Group A"), a line before its
    // rows in text and HTML, a first column in CSV under `categoryColumn`.
    std::vector<QString> categoryHeadings;
    QString categoryColumn;
};

QByteArray standingsText(const StandingsTable& t, const DocumentLabels& labels);
QByteArray standingsCsv(const StandingsTable& t, const DocumentLabels& labels);
QByteArray standingsJson(const StandingsTable& t);
QByteArray standingsHtml(const StandingsTable& t, const DocumentLabels& labels);

// The cells of the standings as the documents show them (headings first), and which columns
// hold numbers (right-aligned).
QStringList standingsHeadings(const StandingsTable& t, const DocumentLabels& labels);
std::vector<QStringList> standingsCells(const StandingsTable& t);
std::vector<bool> standingsNumericColumns(const StandingsTable& t);

// Display width of UTF-8 text in a monospaced font: East Asian wide characters count 2.
int displayWidth(const QString& s);

} // namespace tengen::reports
