#include "dispute.h"

#include "tournament/komi.h"

#include <algorithm>

namespace tengen {

DisputeCount countDispute(const DisputeInput& in, const go::RuleSet& rules) {
    DisputeCount out;
    go::ScoreInput input{in.board, {}, in.handicap, in.komiHalfPoints.value_or(rules.komiHalfPoints)};
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
        out.score.marginHalfPoints = go::marginFromBlackCount(
            *in.blackCount, in.board.size(), out.score.komiHalfPoints,
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
    t = t.trimmed();
    if (t.isEmpty() || t.startsWith(QLatin1Char('-')))
        return std::nullopt;
    // A count is written like komi in points: a whole number and a half at most.
    const auto halves = tryParseKomi(t.toStdString());
    if (!halves)
        return std::nullopt;
    return halves->halfPoints() / 2.0;
}

} // namespace tengen
