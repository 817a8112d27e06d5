#include "game_record.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

namespace tengen::go {

int GameRecord::moveCount() const {
    return static_cast<int>(std::count_if(events.begin(), events.end(), [](const RecordEvent& e) {
        return e.kind == RecordEvent::Kind::Move;
    }));
}

int GameRecord::handicapStones() const {
    if (!initialWhite.empty())
        return 0; // a position set up with stones of both colours is not a handicap
    int n = static_cast<int>(initialBlack.size());
    if (n == 0 && initialWhite.empty() && handicapProperty > 1) {
        for (const RecordEvent& e : events) {
            if (e.kind != RecordEvent::Kind::Move || e.colour != Colour::Black || !e.point)
                break;
            if (++n == handicapProperty)
                break;
        }
        if (n < handicapProperty)
            n = 0;
    }
    return n > 1 ? n : 0;
}

namespace {

// The GB2312 spellings of the characters Chinese results use, mapped to UTF-8.
std::string chineseResultToUtf8(std::string_view s, SgfCharset cs) {
    if (cs != SgfCharset::Gb18030)
        return std::string(s);
    static const std::map<std::string, std::string> gb = {
        {"\xBA\xDA", "黑"}, {"\xB0\xD7", "白"}, {"\xCA\xA4", "胜"}, {"\xD6\xD0", "中"},
        {"\xC5\xCC", "盘"}, {"\xD3\xD6", "又"}, {"\xD7\xD3", "子"}, {"\xC4\xBF", "目"},
        {"\xBA\xCD", "和"}, {"\xC6\xE5", "棋"}, {"\xB3\xAC", "超"}, {"\xCA\xB1", "时"},
        {"\xB8\xBA", "负"}, {"\xB0\xEB", "半"}, {"\xB5\xE3", "点"}, {"\xC8\xA8", "权"},
        {"\xC6\xFA", "弃"}, {"\xCE\xDE", "无"}, {"\xD0\xA7", "效"}, {"\xBE\xD6", "局"}};
    std::string out;
    for (size_t i = 0; i < s.size();) {
        if (static_cast<unsigned char>(s[i]) < 0x80 || i + 1 >= s.size()) {
            out += s[i++];
            continue;
        }
        auto it = gb.find(std::string(s.substr(i, 2)));
        out += it == gb.end() ? "?" : it->second;
        i += 2;
    }
    return out;
}

bool startsWith(std::string_view s, std::string_view p) {
    return s.substr(0, p.size()) == p;
}

// "2又3/4" / "3/4" / "2.75" / "2" -> value; nullopt if unreadable.
std::optional<double> chineseNumber(std::string_view s) {
    double whole = 0, fraction = 0;
    auto slash = s.find('/');
    std::string_view wholePart = s, fracPart;
    if (auto you = s.find("又"); you != std::string_view::npos) {
        wholePart = s.substr(0, you);
        fracPart = s.substr(you + std::string_view("又").size());
    } else if (slash != std::string_view::npos) {
        wholePart = {};
        fracPart = s;
    }
    if (!wholePart.empty()) {
        auto w = parseDecimal(wholePart);
        if (!w)
            return std::nullopt;
        whole = *w;
    }
    if (!fracPart.empty()) {
        auto sl = fracPart.find('/');
        if (sl == std::string_view::npos)
            return std::nullopt;
        const int num = std::atoi(std::string(fracPart.substr(0, sl)).c_str());
        const int den = std::atoi(std::string(fracPart.substr(sl + 1)).c_str());
        if (den <= 0)
            return std::nullopt;
        fraction = static_cast<double>(num) / den;
    }
    return whole + fraction;
}

} // namespace

RecordResult parseResult(std::string_view re, SgfCharset charset) {
    RecordResult r;
    r.raw = std::string(re);
    std::string s = chineseResultToUtf8(re, charset);
    s.erase(std::remove(s.begin(), s.end(), ' '), s.end());
    if (s.empty())
        return r;
    std::string lower;
    for (char c : s)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "0" || lower == "draw" || lower == "jigo" || s == "和棋" || s == "和")
        return r.kind = ResultKind::Draw, r;
    if (lower == "void" || s == "无效")
        return r.kind = ResultKind::Void, r;
    if (lower == "?")
        return r.kind = ResultKind::Unknown, r;
    r.kind = ResultKind::Unknown;
    if ((lower[0] == 'b' || lower[0] == 'w') && lower.size() >= 2 && lower[1] == '+') {
        r.winner = lower[0] == 'b' ? Colour::Black : Colour::White;
        const std::string rest = lower.substr(2);
        if (rest == "r" || rest == "resign")
            r.kind = ResultKind::Resignation;
        else if (rest == "t" || rest == "time")
            r.kind = ResultKind::Time;
        else if (rest == "f" || rest == "forfeit")
            r.kind = ResultKind::Forfeit;
        else if (!rest.empty()) {
            const auto v = parseDecimal(rest);
            if (v && *v * 2 == std::round(*v * 2)) {
                r.kind = ResultKind::Points;
                r.marginHalfPoints = static_cast<int>(std::lround(*v * 2));
            }
        }
        return r;
    }
    std::string_view t = s;
    if (startsWith(t, "黑"))
        r.winner = Colour::Black;
    else if (startsWith(t, "白"))
        r.winner = Colour::White;
    else
        return r;
    t.remove_prefix(std::string_view("黑").size());
    if (t == "中盘胜" || t == "中盘胜利")
        return r.kind = ResultKind::Resignation, r;
    if (t == "超时胜")
        return r.kind = ResultKind::Time, r;
    if (startsWith(t, "胜"))
        t.remove_prefix(std::string_view("胜").size());
    else
        return r;
    if (t.empty())
        return r;
    const bool zi = t.size() >= 3 && t.substr(t.size() - 3) == "子";
    const bool mu = t.size() >= 3 && t.substr(t.size() - 3) == "目";
    if (zi || mu)
        t.remove_suffix(3);
    if (t == "半")
        t = "0.5";
    if (auto v = chineseNumber(t)) {
        const double points = zi ? *v * 2 : *v; // one 子 is two points of margin
        if (points * 2 == std::round(points * 2)) {
            r.kind = ResultKind::Points;
            r.marginHalfPoints = static_cast<int>(std::lround(points * 2));
        }
    }
    return r;
}

namespace {

struct Reader {
    GameRecordParse& out;
    GameRecord rec;
    bool moved = false;
    std::map<std::pair<int, int>, Colour> initial;

    void warn(const SgfNode& n, size_t offset, Problem m) {
        out.warnings.push_back({offset, n.number, std::move(m)});
    }
    void error(const SgfNode& n, size_t offset, Problem m) {
        out.errors.push_back({offset, n.number, std::move(m)});
    }

    // Points of a (possibly compressed "aa:cc") value; false on a bad value. Each point of the
    // board is taken once, however often the values name it: a file of a million "aa:ss" took
    // 4 GB expanded, and now takes no more than the board.
    bool points(const SgfNode& node, const SgfProperty& p, bool allowCompressed,
                std::vector<Coord>& into) {
        std::vector<bool> taken(static_cast<size_t>(rec.size * rec.size), false);
        const auto outside = [&](const Coord& c, const std::string& v) {
            if (c.x < rec.size && c.y < rec.size)
                return false;
            error(node, p.offset,
                  Problem{QT_TRANSLATE_NOOP("tengen", "%1[%2] lies outside the %3×%3 board"), p.id,
                          v, std::to_string(rec.size)});
            return true;
        };
        const auto take = [&](int x, int y) {
            const size_t i = static_cast<size_t>(y * rec.size + x);
            if (!taken[i]) {
                taken[i] = true;
                into.push_back({x, y});
            }
        };
        for (const std::string& v : p.values) {
            auto colon = v.find(':');
            if (colon != std::string::npos) {
                auto a = tryParseSgfPoint(v.substr(0, colon)),
                     b = tryParseSgfPoint(v.substr(colon + 1));
                if (!allowCompressed || !a || !b) {
                    error(
                        node, p.offset,
                        Problem{QT_TRANSLATE_NOOP("tengen", "%1[%2] is not a point or point range"),
                                p.id, v});
                    return false;
                }
                if (outside(*a, toSgf(*a)) || outside(*b, toSgf(*b)))
                    return false;
                for (int y = std::min(a->y, b->y); y <= std::max(a->y, b->y); ++y)
                    for (int x = std::min(a->x, b->x); x <= std::max(a->x, b->x); ++x)
                        take(x, y);
                continue;
            }
            auto c = tryParseSgfPoint(v);
            if (!c) {
                error(node, p.offset,
                      Problem{QT_TRANSLATE_NOOP("tengen", "%1[%2] is not a point"), p.id, v});
                return false;
            }
            if (outside(*c, toSgf(*c)))
                return false;
            take(c->x, c->y);
        }
        return true;
    }

    void readRoot(const SgfNode& root) {
        if (const SgfProperty* sz = root.find("SZ")) {
            const std::string& v = sz->values[0];
            char* end = nullptr;
            const long n = std::strtol(v.c_str(), &end, 10);
            if (end == v.c_str() || *end != '\0' || n < kMinSize || n > kMaxSize)
                error(root, sz->offset,
                      Problem{
                          QT_TRANSLATE_NOOP(
                              "tengen", "SZ[%1]: board sizes from 2 to 25 (square) are supported"),
                          v});
            else
                rec.size = static_cast<int>(n);
        }
        if (const SgfProperty* km = root.find("KM"))
            readKomi(root, *km);
        if (const SgfProperty* ha = root.find("HA")) {
            char* end = nullptr;
            const long n = std::strtol(ha->values[0].c_str(), &end, 10);
            if (end != ha->values[0].c_str() && *end == '\0' && n >= 0 && n <= 99)
                rec.handicapProperty = static_cast<int>(n);
            else
                warn(root, ha->offset,
                     Problem{
                         QT_TRANSLATE_NOOP("tengen", "HA[%1] is not a number of stones; ignored"),
                         ha->values[0]});
        }
        auto text = [&](const char* id, std::string& into) {
            if (const SgfProperty* p = root.find(id)) {
                into = p->values[0];
                if (p->values.size() > 1)
                    warn(root, p->offset,
                         Problem{QT_TRANSLATE_NOOP("tengen",
                                                   "%1 has several values; the first is used"),
                                 std::string(id)});
            }
        };
        text("RU", rec.rulesText);
        text("PB", rec.blackName);
        text("PW", rec.whiteName);
        std::string re;
        text("RE", re);
        rec.result = parseResult(re, rec.charset);
    }

    void readKomi(const SgfNode& root, const SgfProperty& km) {
        const std::string& v = km.values[0];
        // Fox writes komi ×100 in points (750) or in 子 (375); GoGoD Chinese files in 子 (3.75).
        static const std::map<std::string, int> known = {{"750", 15},  {"375", 15},  {"650", 13},
                                                         {"325", 13},  {"550", 11},  {"275", 11},
                                                         {"3.75", 15}, {"3.25", 13}, {"2.75", 11}};
        if (auto it = known.find(v); it != known.end()) {
            rec.komiHalfPoints = it->second;
            rec.komiNote = Problem(QT_TRANSLATE_NOOP("tengen", "KM[%1] read as %2 points"), v,
                                   std::to_string(it->second / 2) + (it->second % 2 ? ".5" : ""));
            return;
        }
        const auto k = parseDecimal(v);
        if (k && *k * 2 == std::round(*k * 2) && std::fabs(*k) <= 400) {
            rec.komiHalfPoints = static_cast<int>(std::lround(*k * 2));
            return;
        }
        warn(root, km.offset,
             Problem{
                 QT_TRANSLATE_NOOP(
                     "tengen", "KM[%1] is not a komi in half points; the rule set's komi is used"),
                 v});
    }

    void readNode(const SgfNode& node) {
        bool hasSetup = false, hasMove = false;
        for (const SgfProperty& p : node.properties) {
            if (p.id == "AB" || p.id == "AW" || p.id == "AE") {
                std::vector<Coord> pts;
                if (!points(node, p, true, pts))
                    return;
                hasSetup = true;
                const Colour c = p.id == "AB"   ? Colour::Black
                                 : p.id == "AW" ? Colour::White
                                                : Colour::Empty;
                if (!moved) {
                    for (const Coord& pt : pts)
                        initial[{pt.y, pt.x}] = c;
                } else {
                    RecordEvent e;
                    e.kind = RecordEvent::Kind::Setup;
                    e.colour = c;
                    e.setupPoints = pts;
                    e.node = node.number;
                    e.offset = p.offset;
                    rec.events.push_back(e);
                }
            } else if (p.id == "PL" && !moved) {
                const std::string& v = p.values[0];
                if (v == "B" || v == "b" || v == "1")
                    rec.firstToMove = Colour::Black;
                else if (v == "W" || v == "w" || v == "2")
                    rec.firstToMove = Colour::White;
            }
        }
        for (const SgfProperty& p : node.properties) {
            if (p.id != "B" && p.id != "W")
                continue;
            if (hasSetup)
                warn(node, p.offset,
                     Problem{QT_TRANSLATE_NOOP(
                         "tengen", "a move and setup in one node: the setup is applied first")});
            if (hasMove)
                warn(node, p.offset,
                     Problem{QT_TRANSLATE_NOOP("tengen",
                                               "several moves in one node: applied in order")});
            hasMove = true;
            for (const std::string& v : p.values) {
                RecordEvent e;
                e.colour = p.id == "B" ? Colour::Black : Colour::White;
                e.node = node.number;
                e.offset = p.offset;
                if (!(v.empty() || (v == "tt" && rec.size <= 19))) {
                    auto c = tryParseSgfPoint(v);
                    if (!c || c->x >= rec.size || c->y >= rec.size) {
                        error(node, p.offset,
                              Problem{QT_TRANSLATE_NOOP("tengen",
                                                        "%1[%2] is not a point on the %3×%3 board"),
                                      p.id, v, std::to_string(rec.size)});
                        return;
                    }
                    e.point = c;
                }
                rec.events.push_back(e);
                moved = true;
            }
        }
    }
};

void collectMainLine(const SgfTree& tree, std::vector<const SgfNode*>& line) {
    const SgfTree* t = &tree;
    for (;;) {
        for (const SgfNode& n : t->sequence)
            line.push_back(&n);
        if (t->children.empty())
            return;
        t = &t->children.front();
    }
}

} // namespace

GameRecordParse readGameRecords(std::string_view bytes) {
    GameRecordParse out;
    SgfParse sgf = parseSgf(bytes);
    out.errors = sgf.errors;
    out.warnings = sgf.warnings;
    if (sgf.charsetDetected)
        out.warnings.push_back({0, -1,
                                Problem{QT_TRANSLATE_NOOP("tengen", "charset detected as %1"),
                                        std::string(charsetName(sgf.charset))}});
    if (!sgf.errors.empty())
        return out;
    for (const SgfTree& tree : sgf.games) {
        std::vector<const SgfNode*> line;
        collectMainLine(tree, line);
        if (line.empty())
            continue;
        Reader r{out, {}, false, {}};
        r.rec.charset = sgf.charset;
        if (const SgfProperty* gm = line.front()->find("GM"); gm && gm->values[0] != "1") {
            out.errors.push_back({gm->offset, line.front()->number,
                                  Problem{QT_TRANSLATE_NOOP("tengen", "GM[%1] is not a game of Go"),
                                          gm->values[0]}});
            continue;
        }
        const size_t errorsBefore = out.errors.size();
        r.readRoot(*line.front());
        for (const SgfNode* node : line) {
            r.readNode(*node);
            if (out.errors.size() > errorsBefore)
                break;
        }
        for (const auto& [yx, c] : r.initial) {
            if (c == Colour::Black)
                r.rec.initialBlack.push_back({yx.second, yx.first});
            else if (c == Colour::White)
                r.rec.initialWhite.push_back({yx.second, yx.first});
        }
        if (out.errors.size() == errorsBefore)
            out.games.push_back(std::move(r.rec));
    }
    if (out.games.empty() && out.errors.empty())
        out.errors.push_back(
            {0, -1, Problem{QT_TRANSLATE_NOOP("tengen", "no game of Go in the file")}});
    return out;
}

std::string writeGameRecord(const GameRecord& rec) {
    SgfTree tree;
    SgfNode root;
    auto add = [](SgfNode& n, std::string id, std::vector<std::string> values) {
        n.properties.push_back({std::move(id), std::move(values), 0});
    };
    add(root, "FF", {"4"});
    add(root, "GM", {"1"});
    add(root, "CA", {std::string(charsetName(rec.charset))});
    add(root, "SZ", {std::to_string(rec.size)});
    if (rec.komiHalfPoints) {
        const int k = *rec.komiHalfPoints;
        add(root, "KM",
            {(k < 0 ? "-" : "") + std::to_string(std::abs(k) / 2) + (std::abs(k) % 2 ? ".5" : "")});
    }
    if (rec.handicapProperty)
        add(root, "HA", {std::to_string(rec.handicapProperty)});
    if (!rec.rulesText.empty())
        add(root, "RU", {rec.rulesText});
    if (!rec.blackName.empty())
        add(root, "PB", {rec.blackName});
    if (!rec.whiteName.empty())
        add(root, "PW", {rec.whiteName});
    if (!rec.result.raw.empty())
        add(root, "RE", {rec.result.raw});
    auto sgfPoints = [](const std::vector<Coord>& pts) {
        std::vector<std::string> v;
        for (const Coord& c : pts)
            v.push_back(toSgf(c));
        return v;
    };
    if (!rec.initialBlack.empty())
        add(root, "AB", sgfPoints(rec.initialBlack));
    if (!rec.initialWhite.empty())
        add(root, "AW", sgfPoints(rec.initialWhite));
    if (rec.firstToMove)
        add(root, "PL", {std::string(1, colourLetter(*rec.firstToMove))});
    tree.sequence.push_back(std::move(root));
    for (const RecordEvent& e : rec.events) {
        SgfNode n;
        if (e.kind == RecordEvent::Kind::Move)
            add(n, std::string(1, colourLetter(e.colour)),
                {e.point ? toSgf(*e.point) : std::string()});
        else
            add(n,
                e.colour == Colour::Black   ? "AB"
                : e.colour == Colour::White ? "AW"
                                            : "AE",
                sgfPoints(e.setupPoints));
        tree.sequence.push_back(std::move(n));
    }
    return writeSgf(tree);
}

} // namespace tengen::go
