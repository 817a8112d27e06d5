#include "game_times.h"

namespace tengen {

using namespace tengen::clock;

GameWithTimes withClockTimes(const QByteArray& bytes, const Control& control,
                             const std::vector<TimeLogRow>& rows) {
    GameWithTimes result;
    go::SgfParse parse = go::parseSgf(std::string_view(bytes.constData(), bytes.size()));
    if (!parse.ok()) {
        result.issue = parse.errors.empty()
                           ? go::SgfIssue{0, -1, Problem(QT_TRANSLATE_NOOP("tengen", "no game"))}
                           : parse.errors.front();
        return result;
    }
    std::vector<const TimeLogRow*> presses; // the moves that stand
    for (const TimeLogRow& r : rows) {
        if (!r.refused.empty())
            continue;
        if (r.entry.kind == JournalKind::Press && r.move > 0)
            presses.push_back(&r);
        else if (r.entry.kind == JournalKind::UndoPress && !presses.empty())
            presses.pop_back(); // a press taken back
    }
    result.clockMoves = presses.size();
    auto dropTimes = [](go::SgfNode& n) {
        std::erase_if(n.properties, [](const go::SgfProperty& p) {
            return p.id == "BL" || p.id == "WL" || p.id == "OB" || p.id == "OW";
        });
    };
    go::SgfTree* tree = &parse.games.front();
    bool root = true;
    std::size_t move = 0;
    while (tree) {
        for (go::SgfNode& node : tree->sequence) {
            if (root) {
                for (const auto& [id, value] : sgfRootTimeProperties(control))
                    if (!node.find(id))
                        node.properties.push_back({id, {value}, 0});
                root = false;
            }
            const bool black = node.find("B") != nullptr, white = node.find("W") != nullptr;
            if (!black && !white)
                continue;
            if (move >= presses.size())
                continue; // the clock stopped before the record's end
            const TimeLogRow& r = *presses[move++];
            if ((r.side == Side::Black) != black) { // a press always names its side
                result.issue = go::SgfIssue{
                    node.offset, node.number,
                    Problem(black ? QT_TRANSLATE_NOOP("tengen", "the clock's move %1 was White's, "
                                                                "the record has Black to play")
                                  : QT_TRANSLATE_NOOP("tengen", "the clock's move %1 was Black's, "
                                                                "the record has White to play"),
                            std::to_string(r.move))};
                return result;
            }
            dropTimes(node);
            for (const auto& [id, value] : sgfTimeProperties(control, r))
                node.properties.push_back({id, {value}, 0});
        }
        tree = tree->children.empty() ? nullptr : &tree->children.front();
    }
    result.recordMoves = move;
    result.sgf = QByteArray::fromStdString(go::writeSgf(parse.games.front()));
    return result;
}

} // namespace tengen
