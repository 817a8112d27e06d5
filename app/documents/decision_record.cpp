#include "documents/decision_record.h"

#include <algorithm>
#include <cmath>

namespace tengen {

namespace {
QString halfPoints(int h) {
    return QString::number(h / 2.0);
}
} // namespace

QString DecisionRecord::title() {
    return tr("Dispute decision  争议裁定");
}

QStringList DecisionRecord::lines(const DecisionFacts& f) {
    const go::Score& s = f.score;
    QStringList lines = {tr("Event: %1").arg(f.event), tr("Table: %1").arg(f.table),
                         tr("Black: %1   White: %2").arg(f.black, f.white),
                         tr("Record: %1, move %2 of %3")
                             .arg(f.record.isEmpty() ? tr("position entered by hand") : f.record)
                             .arg(f.move)
                             .arg(f.moves),
                         tr("Rules: %1, komi %2, handicap %3, compensation %4")
                             .arg(f.rules, halfPoints(s.komiHalfPoints))
                             .arg(s.handicap)
                             .arg(halfPoints(s.compensationHalfPoints))};
    // The dead stones as the points they stood on, by colour.
    QStringList blackDead, whiteDead;
    for (const go::Coord& c : f.dead) {
        const go::Colour colour = f.board.at(c);
        if (colour == go::Colour::Black || colour == go::Colour::White)
            (colour == go::Colour::Black ? blackDead : whiteDead)
                << QString::fromStdString(go::toGtp(c, f.board.size()));
    }
    lines << (blackDead.isEmpty() && whiteDead.isEmpty()
                  ? tr("Dead stones: none")
                  : tr("Dead stones: Black %1 (%2); White %3 (%4)")
                        .arg(blackDead.size())
                        .arg(blackDead.isEmpty() ? tr("none") : blackDead.join(QStringLiteral(" ")))
                        .arg(whiteDead.size())
                        .arg(whiteDead.isEmpty() ? tr("none")
                                                 : whiteDead.join(QStringLiteral(" "))));
    // One count for the record: the referee's, when given, else the board's as marked. The
    // referee counts Black's stones and points (子); White has the rest of the board.
    if (f.blackCount) {
        const int board = f.board.size() * f.board.size();
        const int black = static_cast<int>(std::lround(*f.blackCount * 2));
        lines << tr("Count used: the referee's count of Black, %1子 (White %2子 of %3)")
                     .arg(halfPoints(black), halfPoints(2 * board - black))
                     .arg(board);
    } else {
        lines << tr("Count used: the board as marked, Black %1, White %2, dame %3")
                     .arg(halfPoints(s.blackHalf), halfPoints(s.whiteHalf))
                     .arg(s.dame);
    }
    lines << tr("Result: %1").arg(f.result);
    if (!f.verdict.isEmpty())
        lines << f.verdict;
    lines << tr("Referee: %1").arg(f.referee);
    if (!f.time.isEmpty())
        lines << tr("Time: %1").arg(f.time);
    return lines;
}

reports::DecisionDiagram DecisionRecord::diagram(const DecisionFacts& f) {
    reports::DecisionDiagram d;
    const int n = f.board.size();
    d.size = n;
    d.stones.assign(static_cast<std::size_t>(n * n), 0);
    d.dead.assign(static_cast<std::size_t>(n * n), false);
    d.area.assign(static_cast<std::size_t>(n * n), 0);
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const go::Colour c = f.board.at(go::Coord{x, y});
            d.stones[static_cast<std::size_t>(y * n + x)] = c == go::Colour::Black   ? 1
                                                            : c == go::Colour::White ? 2
                                                                                     : 0;
        }
    auto index = [&](const go::Coord& c) { return static_cast<std::size_t>(c.y * n + c.x); };
    for (const go::Coord& c : f.dead)
        if (c.x >= 0 && c.y >= 0 && c.x < n && c.y < n)
            d.dead[index(c)] = true;
    for (const go::Coord& c : f.score.blackArea)
        if (c.x >= 0 && c.y >= 0 && c.x < n && c.y < n)
            d.area[index(c)] = 1;
    for (const go::Coord& c : f.score.whiteArea)
        if (c.x >= 0 && c.y >= 0 && c.x < n && c.y < n)
            d.area[index(c)] = 2;
    return d;
}

QString DecisionRecord::writePdf(const DecisionFacts& f, const QString& path,
                                 const std::function<void(QPainter&, const QRectF&)>& paintBoard) {
    return reports::writeDecisionPdf(path, title(), lines(f), diagram(f), paintBoard);
}

} // namespace tengen
