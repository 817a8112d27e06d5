#include "standings_writers.h"

#include "base/qt_text.h"
#include "table_document.h"
#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace tengen::reports {

namespace {

bool isWide(char32_t c) {
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
           (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

// The rounds played so far: standings after round 1 show no columns for the rounds to come.
int shownRounds(const StandingsTable& t) {
    return std::min(t.rounds, t.afterRound);
}

// Places within categories get a column of line numbers before them, as in OpenGotha's
// window: the rounds' opponent numbers refer to lines, not places.
int leadingColumns(const StandingsTable& t) {
    return t.placesInCategory ? 1 : 0;
}

QStringList headings(const StandingsTable& t, const DocumentLabels& l) {
    QStringList h = {l.place, l.name, l.rank, l.country, l.club};
    if (t.placesInCategory)
        h.prepend(l.line);
    for (std::size_t c = 0; c < t.criteria.size(); ++c)
        h << (c < l.criteria.size() ? l.criteria[c]
                                    : QString::fromUtf8(criterionId(t.criteria[c]).data()));
    for (int r = 1; r <= shownRounds(t); ++r)
        h << l.roundHeading.arg(r + l.firstRound - 1);
    for (const std::string& e : t.extraHeadings)
        h << q(e);
    return h;
}

// Every row shows its place; a place shared by a tie is marked "12=" on each of its rows (a
// spreadsheet gets the bare number: `tiesMarked` false).
QStringList cells(const StandingsTable& t, const StandingsRow& row, bool tiesMarked) {
    const QString place = QString::number(row.place);
    QStringList c = {row.shared && tiesMarked ? place + QLatin1Char('=') : place, q(row.name),
                     q(row.rank), q(row.country), q(row.club)};
    if (t.placesInCategory)
        c.prepend(QString::number(row.line));
    for (const std::string& v : row.values)
        c << q(v);
    for (int r = 0; r < shownRounds(t) && r < static_cast<int>(row.rounds.size()); ++r)
        c << q(row.rounds[static_cast<size_t>(r)]);
    for (std::size_t e = 0; e < t.extraHeadings.size(); ++e)
        c << (e < row.extra.size() ? q(row.extra[e]) : QString());
    return c;
}

// The heading of `row`'s category when it is the first row of one, else "".
QString categoryHeadingBefore(const StandingsTable& t, const DocumentLabels& l, std::size_t k) {
    if (!t.placesInCategory || l.categoryHeadings.empty())
        return {};
    const int category = t.rows[k].category;
    if (k > 0 && t.rows[k - 1].category == category)
        return {};
    return category >= 0 && category < static_cast<int>(l.categoryHeadings.size())
               ? l.categoryHeadings[static_cast<std::size_t>(category)]
               : QString();
}

QString categoryOf(const StandingsRow& row, const DocumentLabels& l) {
    return row.category >= 0 && row.category < static_cast<int>(l.categoryHeadings.size())
               ? l.categoryHeadings[static_cast<std::size_t>(row.category)]
               : QString();
}

} // namespace

QStringList standingsHeadings(const StandingsTable& t, const DocumentLabels& l) {
    return headings(t, l);
}

std::vector<QStringList> standingsCells(const StandingsTable& t) {
    std::vector<QStringList> rows;
    for (const StandingsRow& row : t.rows)
        rows.push_back(cells(t, row, true));
    return rows;
}

std::vector<bool> standingsNumericColumns(const StandingsTable& t) {
    const int lead = leadingColumns(t);
    std::vector<bool> numeric(lead + 5 + t.criteria.size() + static_cast<size_t>(shownRounds(t)) +
                                  t.extraHeadings.size(),
                              true);
    for (int c = lead + 1; c < lead + 5; ++c)
        numeric[c] = false;
    return numeric;
}

int displayWidth(const QString& s) {
    int width = 0;
    for (char32_t c : s.toUcs4())
        width += isWide(c) ? 2 : 1;
    return width;
}

QByteArray standingsText(const StandingsTable& t, const DocumentLabels& l) {
    const QStringList head = headings(t, l);
    std::vector<QStringList> rows;
    for (const StandingsRow& row : t.rows)
        rows.push_back(cells(t, row, true));
    std::vector<int> width(head.size(), 0);
    for (qsizetype c = 0; c < head.size(); ++c) {
        width[c] = displayWidth(head[c]);
        for (const QStringList& r : rows)
            width[c] = std::max(width[c], displayWidth(r[c]));
    }
    const int lead = leadingColumns(t);
    auto line = [&](const QStringList& r) {
        QStringList out;
        for (qsizetype c = 0; c < r.size(); ++c)
            out << padToWidth(r[c], width[c], c <= lead || c >= lead + 5);
        QString text = out.join(QLatin1String("  "));
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        return text + QLatin1Char('\n');
    };
    QString text = l.title + QLatin1Char('\n') + line(head);
    for (std::size_t k = 0; k < rows.size(); ++k) {
        if (const QString heading = categoryHeadingBefore(t, l, k); !heading.isEmpty())
            text += QLatin1Char('\n') + heading + QLatin1Char('\n');
        text += line(rows[k]);
    }
    if (!l.footer.isEmpty())
        text += QLatin1Char('\n') + l.footer + QLatin1Char('\n');
    return text.toUtf8();
}

QByteArray standingsCsv(const StandingsTable& t, const DocumentLabels& l) {
    QString text;
    auto line = [&](const QStringList& r) {
        QStringList out;
        for (const QString& s : r)
            out << csvField(s);
        text += out.join(QLatin1Char(',')) + QLatin1String("\r\n");
    };
    const bool grouped = t.placesInCategory && !l.categoryHeadings.empty();
    QStringList head = headings(t, l);
    if (grouped)
        head.prepend(l.categoryColumn);
    line(head);
    for (const StandingsRow& row : t.rows) {
        QStringList c = cells(t, row, false);
        if (grouped)
            c.prepend(categoryOf(row, l));
        line(c);
    }
    return text.toUtf8();
}

QByteArray standingsJson(const StandingsTable& t) {
    QJsonArray criteria;
    for (Criterion c : t.criteria)
        criteria.append(QString::fromUtf8(criterionId(c).data()));
    QJsonArray rows;
    for (const StandingsRow& row : t.rows) {
        QJsonObject values;
        for (std::size_t c = 0; c < t.criteria.size(); ++c)
            values.insert(QString::fromUtf8(criterionId(t.criteria[c]).data()), q(row.values[c]));
        QJsonArray rounds;
        for (int r = 0; r < shownRounds(t) && r < static_cast<int>(row.rounds.size()); ++r)
            rounds.append(q(row.rounds[static_cast<size_t>(r)]));
        QJsonObject o{{QStringLiteral("place"), row.place},
                      {QStringLiteral("shared"), row.shared},
                      {QStringLiteral("id"), static_cast<qint64>(row.id)},
                      {QStringLiteral("name"), q(row.name)},
                      {QStringLiteral("latin_name"), q(row.latinName)},
                      {QStringLiteral("rank"), q(row.rank)},
                      {QStringLiteral("country"), q(row.country)},
                      {QStringLiteral("club"), q(row.club)},
                      {QStringLiteral("values"), values},
                      {QStringLiteral("rounds"), rounds}};
        if (t.categories > 1)
            o.insert(QStringLiteral("category"), row.category + 1);
        rows.append(o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("after_round"), t.afterRound},
                                     {QStringLiteral("criteria"), criteria},
                                     {QStringLiteral("rows"), rows}})
        .toJson(QJsonDocument::Indented);
}

QByteArray standingsHtml(const StandingsTable& t, const DocumentLabels& l) {
    QString html =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, "
                       "initial-scale=1\">\n<title>%2</title>\n<style>\n"
                       "body{font-family:sans-serif;margin:0.5em}"
                       "table{border-collapse:collapse}"
                       "th,td{border:1px solid #bbb;padding:0.2em 0.4em;white-space:nowrap}"
                       "td.n{text-align:right}tr:nth-child(even){background:#f4f4f4}"
                       "div.scroll{overflow-x:auto}%3"
                       "@media (max-width:600px){.co,.cl,.r{display:none}"
                       "th,td{white-space:normal}}\n</style>\n</head>\n<body>\n"
                       "<h1>%2</h1>\n<div class=\"scroll\">\n<table>\n<tr>")
            .arg(l.language.toHtmlEscaped(), l.title.toHtmlEscaped(),
                 l.categoryHeadings.empty()
                     ? QString()
                     : QStringLiteral("th.group{text-align:left;background:#e8e8e8}"));
    const qsizetype lead = leadingColumns(t);
    const qsizetype criteria = static_cast<qsizetype>(t.criteria.size());
    // Classes by column: numbers right-aligned (n); country (co), club (cl) and the rounds (r)
    // give way on a phone held upright, where the score and its tie-breakers must be seen
    // without scrolling.
    const auto cellClass = [&](qsizetype k) {
        QStringList classes;
        if (k <= lead || (k >= lead + 5 && k < lead + 5 + criteria))
            classes << QStringLiteral("n");
        if (k == lead + 3)
            classes << QStringLiteral("co");
        if (k == lead + 4)
            classes << QStringLiteral("cl");
        if (k >= lead + 5 + criteria)
            classes << QStringLiteral("r");
        return classes.isEmpty()
                   ? QString()
                   : QStringLiteral(" class=\"%1\"").arg(classes.join(QLatin1Char(' ')));
    };
    const QStringList heads = headings(t, l);
    for (qsizetype k = 0; k < heads.size(); ++k)
        html += QStringLiteral("<th%1>%2</th>").arg(cellClass(k), heads[k].toHtmlEscaped());
    html += QStringLiteral("</tr>\n");
    for (std::size_t k = 0; k < t.rows.size(); ++k) {
        const StandingsRow& row = t.rows[k];
        if (const QString heading = categoryHeadingBefore(t, l, k); !heading.isEmpty())
            html += QStringLiteral("<tr><th class=\"group\" colspan=\"%1\">%2</th></tr>\n")
                        .arg(heads.size())
                        .arg(heading.toHtmlEscaped());
        const QStringList c = cells(t, row, true);
        html += QStringLiteral("<tr>");
        for (qsizetype k = 0; k < c.size(); ++k)
            html += QStringLiteral("<td%1>%2</td>").arg(cellClass(k), c[k].toHtmlEscaped());
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</table>\n</div>\n");
    if (!l.footer.isEmpty())
        html += QStringLiteral("<p class=\"settings\">%1</p>\n").arg(l.footer.toHtmlEscaped());
    html += QStringLiteral("</body>\n</html>\n");
    return html.toUtf8();
}

} // namespace tengen::reports
