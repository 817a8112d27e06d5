#include "dispute.h"

#include "tournament/komi.h"

#include <QRegularExpression>

#include <algorithm>

namespace tengen {

DisputeCount countDispute(const DisputeInput& in, const go::RuleSet& rules) {
    DisputeCount out;
    go::ScoreInput input{
        in.board, {}, in.handicap, in.komiHalfPoints.value_or(rules.komiHalfPoints)};
    for (const go::Coord& c : in.marks) {
        if (c.x < 0 || c.y < 0 || c.x >= in.board.size() || c.y >= in.board.size())
            continue;
        const go::Point p = input.board.point(c);
        if (input.board.at(p) != go::Colour::Black && input.board.at(p) != go::Colour::White) {
            out.emptyMarks.push_back(c);
            continue;
        }
        // One point names its whole chain, as a click on the desk's board does.
        input.board.forEachStoneOfChain(p, [&](go::Point stone) {
            const go::Coord sc = input.board.coord(stone);
            if (std::find(input.dead.begin(), input.dead.end(), sc) == input.dead.end())
                input.dead.push_back(sc);
        });
    }
    out.score = go::score(input, rules);
    out.dead = input.dead;
    if (in.blackCount) {
        out.blackCount = in.blackCount;
        out.score.marginHalfPoints =
            go::marginFromBlackCount(*in.blackCount, in.board.size(), out.score.komiHalfPoints,
                                     out.score.compensationHalfPoints);
    }
    return out;
}

std::optional<int> parseKomiHalfPoints(const QString& text) {
    const auto komi = tryParseKomi(text.trimmed().toStdString());
    return komi ? std::optional<int>(komi->halfPoints()) : std::nullopt;
}

std::optional<double> parseBlackCount(const QString& text) {
    QString t = text.trimmed();
    if (t.endsWith(QStringLiteral("子")))
        t.chop(1);
    // A whole number and at most a half: "184", "184.5", "184½", "184 1/2", "184又1/2". Up to
    // every point of the largest board (25×25); komi's own limit is far lower.
    static const QRegularExpression count(
        QStringLiteral("^(\\d{1,3})(?:\\.(0+|50*)|\\s*又?\\s*(½|1/2))?$"));
    const QRegularExpressionMatch m = count.match(t.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const double whole = m.captured(1).toInt();
    const bool half = m.captured(2).startsWith(QLatin1Char('5')) || !m.captured(3).isEmpty();
    const double value = whole + (half ? 0.5 : 0.0);
    if (value > go::kMaxSize * go::kMaxSize)
        return std::nullopt;
    return value;
}

} // namespace tengen
