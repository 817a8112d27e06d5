#include "pairing_list.h"

#include "qr_code.h"

#include <algorithm>

#include "tournament/romanise.h"

#include "standings_writers.h"

namespace tengen::reports {

namespace {
QString pad(const QString& s, int width) {
    return s + QString(std::max(0, width - displayWidth(s)), QLatin1Char(' '));
}
} // namespace

QByteArray pairingListText(const std::vector<PairingLine>& lines, const QString& bye,
                           const QString& commitment, const PairingListLabels& l) {
    int whiteWidth = displayWidth(l.white), blackWidth = displayWidth(l.black);
    for (const PairingLine& p : lines) {
        whiteWidth = std::max(whiteWidth, displayWidth(p.white));
        blackWidth = std::max(blackWidth, displayWidth(p.black));
    }
    const int tableWidth = std::max(6, displayWidth(l.table) + 2);
    const int handicapWidth = std::max(6, displayWidth(l.handicap) + 2);
    const bool codes = std::any_of(lines.begin(), lines.end(),
                                   [](const PairingLine& p) { return !p.joinCode.isEmpty(); });
    int komiWidth = displayWidth(l.komi);
    for (const PairingLine& p : lines)
        komiWidth = std::max(komiWidth, displayWidth(p.komi));
    QString text = l.title + QLatin1Char('\n');
    text += pad(l.table, tableWidth) + pad(l.white, whiteWidth + 2) + pad(l.black, blackWidth + 2) +
            pad(l.handicap, handicapWidth) +
            (codes ? pad(l.komi, komiWidth + 2) + l.clock : l.komi) + QLatin1Char('\n');
    for (const PairingLine& p : lines)
        text += pad(QString::number(p.table), tableWidth) + pad(p.white, whiteWidth + 2) +
                pad(p.black, blackWidth + 2) +
                pad(p.handicap ? QString::number(p.handicap) : QString(), handicapWidth) +
                (codes ? pad(p.komi, komiWidth + 2) + p.joinCode : p.komi) + QLatin1Char('\n');
    if (!bye.isEmpty())
        text += l.bye + QStringLiteral(": ") + bye + QLatin1Char('\n');
    if (!commitment.isEmpty())
        text += l.commitment + QStringLiteral(": ") + commitment + QLatin1Char('\n');
    if (!l.footer.isEmpty())
        text += l.footer + QLatin1Char('\n');
    return text.toUtf8();
}

QByteArray pairingListHtml(const std::vector<PairingLine>& lines, const QString& bye,
                           const QString& commitment, const PairingListLabels& l) {
    QString html =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                       "<title>%2</title>\n<style>body{font-family:sans-serif;margin:0.5em}"
                       "table{border-collapse:collapse;width:100%}th,td{border:1px solid #bbb;"
                       "padding:0.2em 0.5em}td.n{text-align:right}</style>\n</head>\n<body>\n"
                       "<h1>%2</h1>\n<table>\n<tr><th>%3</th><th>%4</th><th>%5</th><th>%6</th>"
                       "<th>%7</th></tr>\n")
            .arg(l.language.toHtmlEscaped(), l.title.toHtmlEscaped(), l.table.toHtmlEscaped(),
                 l.white.toHtmlEscaped(), l.black.toHtmlEscaped(), l.handicap.toHtmlEscaped(),
                 l.komi.toHtmlEscaped());
    const bool codes = std::any_of(lines.begin(), lines.end(),
                                   [](const PairingLine& p) { return !p.joinCode.isEmpty(); });
    if (codes) // one more heading: the join codes
        html.insert(html.lastIndexOf(QLatin1String("</tr>")),
                    QStringLiteral("<th>%1</th>").arg(l.clock.toHtmlEscaped()));
    for (const PairingLine& p : lines) {
        QString code;
        if (codes) {
            code = QStringLiteral("<td><code>%1</code>").arg(p.joinCode.toHtmlEscaped());
            if (!p.joinUrl.isEmpty()) // a QR code of the table's page, for a phone's camera
                code += QStringLiteral("<br>") + qrImgTag(p.joinUrl, 96);
            code += QStringLiteral("</td>");
        }
        html += QStringLiteral("<tr><td class=\"n\">%1</td><td>%2</td><td>%3</td>"
                               "<td class=\"n\">%4</td><td>%5</td>%6</tr>\n")
                    .arg(p.table)
                    .arg(p.white.toHtmlEscaped(), p.black.toHtmlEscaped(),
                         p.handicap ? QString::number(p.handicap) : QString(),
                         p.komi.toHtmlEscaped(), code);
    }
    html += QStringLiteral("</table>\n");
    if (!bye.isEmpty())
        html += QStringLiteral("<p>%1: %2</p>\n").arg(l.bye.toHtmlEscaped(), bye.toHtmlEscaped());
    if (!commitment.isEmpty())
        html += QStringLiteral("<p>%1: <code>%2</code></p>\n")
                    .arg(l.commitment.toHtmlEscaped(), commitment.toHtmlEscaped());
    if (!l.footer.isEmpty())
        html += QStringLiteral("<p class=\"settings\">%1</p>\n").arg(l.footer.toHtmlEscaped());
    html += QStringLiteral("</body>\n</html>\n");
    return html.toUtf8();
}

namespace {
// Pinyin order for Chinese names (ICU's zh collation of the Latin name, whose surname readings
// are right), the same on every desk; each name's sort key is made once.
void byName(std::vector<NameLine>& lines) {
    std::vector<std::pair<std::string, NameLine>> keyed;
    keyed.reserve(lines.size());
    for (NameLine& line : lines)
        keyed.emplace_back(
            nameSortKey((line.sortName.isEmpty() ? line.name : line.sortName).toStdString()),
            std::move(line));
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < keyed.size(); ++i)
        lines[i] = std::move(keyed[i].second);
}
} // namespace

QByteArray nameListText(std::vector<NameLine> lines, const NameListLabels& l) {
    byName(lines);
    int nameWidth = displayWidth(l.name);
    for (const NameLine& n : lines)
        nameWidth = std::max(nameWidth, displayWidth(n.name));
    const int tableWidth = std::max(6, displayWidth(l.table) + 2);
    const int colourWidth = std::max(8, displayWidth(l.colour) + 2);
    QString text = l.title + QLatin1Char('\n') + pad(l.name, nameWidth + 2) +
                   pad(l.table, tableWidth) + pad(l.colour, colourWidth) + l.opponent +
                   QLatin1Char('\n');
    for (const NameLine& n : lines)
        text += pad(n.name, nameWidth + 2) +
                (n.table == 0 ? l.bye + QLatin1Char('\n')
                              : pad(QString::number(n.table), tableWidth) +
                                    pad(n.colour, colourWidth) + n.opponent + QLatin1Char('\n'));
    return text.toUtf8();
}

QByteArray nameListHtml(std::vector<NameLine> lines, const NameListLabels& l) {
    byName(lines);
    QString html =
        QStringLiteral(
            "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<title>%2</title>\n<style>body{font-family:sans-serif;margin:0.5em}"
            "table{border-collapse:collapse}th,td{border:1px solid #bbb;"
            "padding:0.2em 0.5em}td.n{text-align:right}</style>\n</head>\n<body>\n"
            "<h1>%2</h1>\n<table>\n<tr><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>\n")
            .arg(l.language.toHtmlEscaped(), l.title.toHtmlEscaped(), l.name.toHtmlEscaped(),
                 l.table.toHtmlEscaped(), l.colour.toHtmlEscaped(), l.opponent.toHtmlEscaped());
    for (const NameLine& n : lines)
        html += n.table == 0
                    ? QStringLiteral("<tr><td>%1</td><td colspan=\"3\">%2</td></tr>\n")
                          .arg(n.name.toHtmlEscaped(), l.bye.toHtmlEscaped())
                    : QStringLiteral("<tr><td>%1</td><td class=\"n\">%2</td><td>%3</td><td>%4</td>"
                                     "</tr>\n")
                          .arg(n.name.toHtmlEscaped())
                          .arg(n.table)
                          .arg(n.colour.toHtmlEscaped(), n.opponent.toHtmlEscaped());
    html += QStringLiteral("</table>\n</body>\n</html>\n");
    return html.toUtf8();
}

} // namespace tengen::reports
