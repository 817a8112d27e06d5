#include "table_document.h"

#include "standings_writers.h"

namespace tengen::reports {

QString padToWidth(const QString& s, int width, bool right) {
    const int fill = std::max(0, width - displayWidth(s));
    return right ? QString(fill, QLatin1Char(' ')) + s : s + QString(fill, QLatin1Char(' '));
}

namespace {
// A number as a spreadsheet reads one: "-3", "+1.5", "-0.5".
bool plainNumber(const QString& s) {
    bool ok = false;
    (void)s.toDouble(&ok);
    return ok && !s.contains(QLatin1Char('e'), Qt::CaseInsensitive);
}
} // namespace

QString csvField(const QString& text) {
    // A field a spreadsheet would run as a formula (=, +, -, @ first, or a tab or carriage
    // return before one) is written as text, an apostrophe first, as spreadsheets mark text
    // (#45: a player named "=HYPERLINK(…)" ran). A number ("-3") stays a number; Tengen's CSV
    // import takes the apostrophe off again.
    QString s = text;
    if (!s.isEmpty() && QStringView(u"=+-@\t\r").contains(s.front()) && !plainNumber(s))
        s.prepend(QLatin1Char('\''));
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) &&
        !s.contains(QLatin1Char('\n')))
        return s;
    QString quoted = s;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

namespace {

bool rightAligned(const TableSection& s, qsizetype column) {
    return column < static_cast<qsizetype>(s.numeric.size()) && s.numeric[column];
}

QString cell(const QStringList& row, qsizetype column) {
    return column < row.size() ? row[column] : QString();
}

} // namespace

QByteArray tableText(const TableDocument& d) {
    QString text = d.title + QLatin1Char('\n');
    for (const TableSection& s : d.sections) {
        if (!s.heading.isEmpty())
            text += QLatin1Char('\n') + s.heading + QLatin1Char('\n');
        if (s.rows.empty()) {
            text += s.empty + QLatin1Char('\n');
            continue;
        }
        std::vector<int> width(s.columns.size(), 0);
        for (qsizetype c = 0; c < s.columns.size(); ++c) {
            width[c] = displayWidth(s.columns[c]);
            for (const QStringList& r : s.rows)
                width[c] = std::max(width[c], displayWidth(cell(r, c)));
        }
        auto line = [&](const QStringList& r) {
            QStringList out;
            for (qsizetype c = 0; c < s.columns.size(); ++c)
                out << padToWidth(cell(r, c), width[c], rightAligned(s, c));
            QString l = out.join(QLatin1String("  "));
            while (l.endsWith(QLatin1Char(' ')))
                l.chop(1);
            text += l + QLatin1Char('\n');
        };
        line(s.columns);
        for (const QStringList& r : s.rows)
            line(r);
    }
    return text.toUtf8();
}

QByteArray tableCsv(const TableDocument& d) {
    QString text;
    auto line = [&](const QStringList& r) {
        QStringList out;
        for (const QString& f : r)
            out << csvField(f);
        text += out.join(QLatin1Char(',')) + QLatin1String("\r\n");
    };
    for (const TableSection& s : d.sections) {
        if (!s.heading.isEmpty())
            line({s.heading});
        line(s.columns);
        for (const QStringList& r : s.rows)
            line(r);
    }
    return text.toUtf8();
}

QByteArray tableHtml(const TableDocument& d) {
    QString html =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, "
                       "initial-scale=1\">\n<title>%2</title>\n<style>\n"
                       "body{font-family:sans-serif;margin:0.5em}"
                       "table{border-collapse:collapse;margin-bottom:1em}"
                       "th,td{border:1px solid #bbb;padding:0.2em 0.4em;white-space:nowrap}"
                       "td.n{text-align:right}tr:nth-child(even){background:#f4f4f4}"
                       "div.scroll{overflow-x:auto}\n</style>\n</head>\n<body>\n<h1>%2</h1>\n")
            .arg(d.language.toHtmlEscaped(), d.title.toHtmlEscaped());
    for (const TableSection& s : d.sections) {
        if (!s.heading.isEmpty())
            html += QStringLiteral("<h2>%1</h2>\n").arg(s.heading.toHtmlEscaped());
        if (s.rows.empty()) {
            html += QStringLiteral("<p>%1</p>\n").arg(s.empty.toHtmlEscaped());
            continue;
        }
        html += QStringLiteral("<div class=\"scroll\">\n<table>\n<tr>");
        for (const QString& h : s.columns)
            html += QStringLiteral("<th>%1</th>").arg(h.toHtmlEscaped());
        html += QStringLiteral("</tr>\n");
        for (const QStringList& r : s.rows) {
            html += QStringLiteral("<tr>");
            for (qsizetype c = 0; c < s.columns.size(); ++c)
                html += QStringLiteral("<td%1>%2</td>")
                            .arg(rightAligned(s, c) ? QStringLiteral(" class=\"n\"") : QString(),
                                 cell(r, c).toHtmlEscaped());
            html += QStringLiteral("</tr>\n");
        }
        html += QStringLiteral("</table>\n</div>\n");
    }
    html += QStringLiteral("</body>\n</html>\n");
    return html.toUtf8();
}

} // namespace tengen::reports
