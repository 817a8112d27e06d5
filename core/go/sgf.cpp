#include "sgf.h"

#include <cctype>
#include <cstdio>
#include <optional>

namespace tengen::go {

std::string SgfIssue::toString() const {
    std::string s = "offset " + std::to_string(offset);
    if (node >= 0)
        s += ", node " + std::to_string(node);
    return s + ": " + problem.english();
}

const SgfProperty* SgfNode::find(std::string_view id) const {
    for (const auto& p : properties)
        if (p.id == id)
            return &p;
    return nullptr;
}

std::string_view charsetName(SgfCharset c) {
    switch (c) {
    case SgfCharset::Utf8:
        return "UTF-8";
    case SgfCharset::Gb18030:
        return "GB18030";
    case SgfCharset::Big5:
        return "Big5";
    case SgfCharset::ShiftJis:
        return "Shift_JIS";
    case SgfCharset::Latin1:
        return "ISO-8859-1";
    }
    return "UTF-8";
}

namespace {

using u8 = unsigned char;

bool validUtf8(std::string_view b, bool& anyHigh) {
    anyHigh = false;
    for (size_t i = 0; i < b.size();) {
        u8 c = static_cast<u8>(b[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        anyHigh = true;
        int len = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
        if (len == 0 || c < 0xC2 || i + len > b.size())
            return false;
        for (int k = 1; k < len; ++k)
            if ((static_cast<u8>(b[i + k]) & 0xC0) != 0x80)
                return false;
        i += len;
    }
    return true;
}

// Length of the character starting at b[i] in `cs` (1 for ASCII and invalid lead bytes).
size_t charLength(std::string_view b, size_t i, SgfCharset cs) {
    const u8 c = static_cast<u8>(b[i]);
    if (c < 0x80 || i + 1 >= b.size())
        return 1;
    const u8 t = static_cast<u8>(b[i + 1]);
    switch (cs) {
    case SgfCharset::Gb18030:
        if (c >= 0x81 && c <= 0xFE) {
            if (t >= 0x30 && t <= 0x39) {
                if (i + 3 >= b.size())
                    return 1;
                const u8 t2 = static_cast<u8>(b[i + 2]), t3 = static_cast<u8>(b[i + 3]);
                return (t2 >= 0x81 && t2 <= 0xFE && t3 >= 0x30 && t3 <= 0x39) ? 4 : 1;
            }
            if (t >= 0x40 && t <= 0xFE && t != 0x7F)
                return 2;
        }
        return 1;
    case SgfCharset::Big5:
        return (c >= 0x81 && c <= 0xFE && ((t >= 0x40 && t <= 0x7E) || (t >= 0xA1 && t <= 0xFE)))
                   ? 2
                   : 1;
    case SgfCharset::ShiftJis:
        return (((c >= 0x81 && c <= 0x9F) || (c >= 0xE0 && c <= 0xFC)) && t >= 0x40 && t <= 0xFC &&
                t != 0x7F)
                   ? 2
                   : 1;
    case SgfCharset::Utf8:
    case SgfCharset::Latin1:
        return 1;
    }
    return 1;
}

// How well the high bytes of `b` fit the multi-byte structure of `cs`: -1 if some do not.
long fit(std::string_view b, SgfCharset cs) {
    long pairs = 0;
    for (size_t i = 0; i < b.size();) {
        const u8 c = static_cast<u8>(b[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        if (cs == SgfCharset::ShiftJis && c >= 0xA1 && c <= 0xDF) { // half-width katakana
            ++i;
            continue;
        }
        const size_t len = charLength(b, i, cs);
        if (len == 1)
            return -1;
        ++pairs;
        i += len;
    }
    return pairs;
}

// Shift-JIS kana (lead 0x82/0x83) are rare in GBK text: a Japanese record shows many.
bool looksJapanese(std::string_view b) {
    long kana = 0, pairs = 0;
    for (size_t i = 0; i + 1 < b.size();) {
        const u8 c = static_cast<u8>(b[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        const u8 t = static_cast<u8>(b[i + 1]);
        ++pairs;
        if ((c == 0x82 && t >= 0x9F && t <= 0xF1) || (c == 0x83 && t >= 0x40 && t <= 0x96))
            ++kana;
        i += 2;
    }
    return pairs > 0 && kana * 3 >= pairs;
}

std::string declaredCharset(std::string_view b) {
    for (size_t i = 0; i + 3 < b.size(); ++i) {
        if (b[i] == 'C' && b[i + 1] == 'A' &&
            (i == 0 || !std::isalpha(static_cast<u8>(b[i - 1])))) {
            size_t j = i + 2;
            while (j < b.size() && std::isspace(static_cast<u8>(b[j])))
                ++j;
            if (j >= b.size() || b[j] != '[')
                continue;
            std::string value;
            for (++j; j < b.size() && b[j] != ']' && value.size() < 40; ++j)
                if (std::isalnum(static_cast<u8>(b[j])))
                    value += static_cast<char>(std::toupper(static_cast<u8>(b[j])));
            return value;
        }
    }
    return {};
}

void settleCharset(std::string_view b, SgfParse& out) {
    bool anyHigh = false;
    const bool utf8 = validUtf8(b, anyHigh);
    const std::string ca = declaredCharset(b);
    std::optional<SgfCharset> declared;
    if (ca == "UTF8")
        declared = SgfCharset::Utf8;
    else if (ca == "GB2312" || ca == "GBK" || ca == "GB18030" || ca == "CP936" || ca == "EUCCN")
        declared = SgfCharset::Gb18030;
    else if (ca.rfind("BIG5", 0) == 0 || ca == "CP950")
        declared = SgfCharset::Big5;
    else if (ca == "SHIFTJIS" || ca == "SJIS" || ca == "CP932" || ca == "WINDOWS31J" ||
             ca == "MSKANJI")
        declared = SgfCharset::ShiftJis;
    else if (ca == "ISO88591" || ca == "LATIN1" || ca == "ISO885915")
        declared = SgfCharset::Latin1;

    if (!anyHigh) { // plain ASCII: any charset reads it the same
        out.charset = declared.value_or(SgfCharset::Utf8);
        return;
    }
    if (declared == SgfCharset::Utf8) { // names cut mid-character still read as UTF-8
        out.charset = SgfCharset::Utf8;
        return;
    }
    if (declared == SgfCharset::Latin1 && !utf8) {
        out.charset = SgfCharset::Latin1;
        return;
    }
    if (declared && *declared != SgfCharset::Latin1 && fit(b, *declared) >= 0 && !utf8) {
        out.charset = *declared;
        return;
    }
    out.charsetDetected = true;
    if (utf8)
        out.charset = SgfCharset::Utf8;
    else if (fit(b, SgfCharset::ShiftJis) >= 0 && looksJapanese(b))
        out.charset = SgfCharset::ShiftJis;
    else if (fit(b, SgfCharset::Gb18030) >= 0)
        out.charset = SgfCharset::Gb18030;
    else if (fit(b, SgfCharset::Big5) >= 0)
        out.charset = SgfCharset::Big5;
    else if (fit(b, SgfCharset::ShiftJis) >= 0)
        out.charset = SgfCharset::ShiftJis;
    else if (declared == SgfCharset::Latin1 || !declared)
        out.charset = SgfCharset::Latin1;
    else
        out.charset = SgfCharset::Gb18030; // most real Chinese records; bad pairs become '?' later
    if (declared && *declared == out.charset)
        out.charsetDetected = false;
}

class Parser {
  public:
    static constexpr size_t kMaxDepth = 5000; // deeper nesting is refused, never a stack overflow
    // What one file may hold: a game record has a few hundred nodes, a commented review with its
    // variations a few thousand; a joseki dictionary tens of thousands. Beyond these a file is
    // refused at the place it passes them, which bounds the memory a file takes to a few hundred
    // bytes per node and value (a 9.6 MB file of 1.4 million bare moves took 470 MB before).
    static constexpr int kMaxNodes = 200000;
    static constexpr size_t kMaxValues = 1000000;

    Parser(std::string_view b, SgfParse& out) : b_(b), out_(out) {}

    void run() {
        std::vector<SgfTree*> open;
        while (pos_ < b_.size()) {
            const char c = b_[pos_];
            if (std::isspace(static_cast<u8>(c))) {
                ++pos_;
                continue;
            }
            if (c == '(') {
                if (open.size() >= kMaxDepth) {
                    error(
                        Problem{QT_TRANSLATE_NOOP("tengen", "variations nested more than %1 deep"),
                                std::to_string(kMaxDepth)});
                    return;
                }
                if (open.empty()) {
                    out_.games.emplace_back();
                    open.push_back(&out_.games.back());
                } else {
                    if (open.back()->sequence.empty()) {
                        error(Problem{
                            QT_TRANSLATE_NOOP("tengen", "a variation starts before any node")});
                        return;
                    }
                    open.back()->children.emplace_back();
                    open.push_back(&open.back()->children.back());
                }
                ++pos_;
                continue;
            }
            if (open.empty()) { // text before the first '(' or between games
                ++pos_;
                continue;
            }
            if (c == ')') {
                if (open.back()->sequence.empty())
                    warn(Problem{QT_TRANSLATE_NOOP("tengen", "an empty game tree")});
                open.pop_back();
                ++pos_;
                continue;
            }
            if (c == ';' || std::isalpha(static_cast<u8>(c))) {
                SgfTree& tree = *open.back();
                if (!tree.children.empty()) {
                    error(Problem{QT_TRANSLATE_NOOP(
                        "tengen", "a node after the variations of its sequence")});
                    return;
                }
                if (c != ';') {
                    warn(Problem{
                        QT_TRANSLATE_NOOP("tengen", "a node without ';' (read as if it had one)")});
                } else {
                    ++pos_;
                }
                if (nodeCount_ >= kMaxNodes) {
                    error(Problem{QT_TRANSLATE_NOOP(
                                      "tengen", "more than %1 nodes: too large for a game record"),
                                  std::to_string(kMaxNodes)});
                    return;
                }
                SgfNode node;
                node.offset = pos_;
                node.number = nodeCount_++;
                if (!readProperties(node))
                    return;
                tree.sequence.push_back(std::move(node));
                continue;
            }
            error(Problem{QT_TRANSLATE_NOOP("tengen", "unexpected character '%1'"), printable(c)});
            return;
        }
        if (!open.empty()) {
            error(Problem{
                QT_TRANSLATE_NOOP("tengen", "the file ends inside a game tree (missing ')')")});
        }
        if (out_.games.empty() && out_.errors.empty())
            error(
                Problem{QT_TRANSLATE_NOOP("tengen", "no game tree: an SGF file starts with '('")});
    }

  private:
    static std::string printable(char c) {
        if (std::isprint(static_cast<u8>(c)))
            return std::string(1, c);
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<u8>(c));
        return buf;
    }
    void error(Problem m) { out_.errors.push_back({pos_, nodeCount_ - 1, std::move(m)}); }
    void warn(Problem m) { out_.warnings.push_back({pos_, nodeCount_ - 1, std::move(m)}); }
    void skipSpace() {
        while (pos_ < b_.size() && std::isspace(static_cast<u8>(b_[pos_])))
            ++pos_;
    }

    bool readProperties(SgfNode& node) {
        for (;;) {
            skipSpace();
            if (pos_ >= b_.size() || !std::isalpha(static_cast<u8>(b_[pos_])))
                return true;
            SgfProperty prop;
            prop.offset = pos_;
            while (pos_ < b_.size() && std::isalpha(static_cast<u8>(b_[pos_]))) {
                if (std::isupper(static_cast<u8>(b_[pos_])))
                    prop.id += b_[pos_];
                ++pos_;
            }
            if (prop.id.empty()) {
                error(Problem{
                    QT_TRANSLATE_NOOP("tengen", "a property name without capital letters")});
                return false;
            }
            skipSpace();
            if (pos_ >= b_.size() || b_[pos_] != '[') {
                error(Problem{QT_TRANSLATE_NOOP("tengen", "property %1 has no value"), prop.id});
                return false;
            }
            while (pos_ < b_.size() && b_[pos_] == '[') {
                if (++valueCount_ > kMaxValues) {
                    error(Problem{
                        QT_TRANSLATE_NOOP(
                            "tengen", "more than %1 property values: too large for a game record"),
                        std::to_string(kMaxValues)});
                    return false;
                }
                std::string value;
                if (!readValue(value))
                    return false;
                prop.values.push_back(std::move(value));
                skipSpace();
            }
            SgfProperty* existing = nullptr;
            for (auto& p : node.properties)
                if (p.id == prop.id)
                    existing = &p;
            if (existing) {
                out_.warnings.push_back(
                    {prop.offset, node.number,
                     Problem{QT_TRANSLATE_NOOP("tengen", "property %1 appears twice in one node"),
                             prop.id}});
                for (auto& v : prop.values)
                    existing->values.push_back(std::move(v));
            } else {
                node.properties.push_back(std::move(prop));
            }
        }
    }

    bool readValue(std::string& value) {
        const size_t start = pos_;
        ++pos_; // '['
        while (pos_ < b_.size()) {
            const char c = b_[pos_];
            if (c == ']') {
                ++pos_;
                return true;
            }
            if (c == '\\') {
                ++pos_;
                if (pos_ >= b_.size())
                    break;
                if (b_[pos_] == '\n' || b_[pos_] == '\r') { // soft line break
                    const char first = b_[pos_++];
                    if (pos_ < b_.size() && (b_[pos_] == '\n' || b_[pos_] == '\r') &&
                        b_[pos_] != first)
                        ++pos_;
                    continue;
                }
            }
            const size_t len = charLength(b_, pos_, out_.charset);
            value.append(b_.substr(pos_, len));
            pos_ += len;
        }
        out_.errors.push_back(
            {start, nodeCount_ - 1,
             Problem{QT_TRANSLATE_NOOP("tengen", "a value that is never closed with ']'")}});
        return false;
    }

    std::string_view b_;
    SgfParse& out_;
    size_t pos_ = 0;
    int nodeCount_ = 0;
    size_t valueCount_ = 0;
};

void writeValue(std::string& out, const std::string& v) {
    out += '[';
    for (char c : v) {
        if (c == ']' || c == '\\')
            out += '\\';
        out += c;
    }
    out += ']';
}

void writeTree(std::string& out, const SgfTree& tree) {
    out += '(';
    for (const SgfNode& node : tree.sequence) {
        out += ';';
        for (const SgfProperty& p : node.properties) {
            out += p.id;
            for (const auto& v : p.values)
                writeValue(out, v);
        }
        out += '\n';
    }
    for (const SgfTree& child : tree.children)
        writeTree(out, child);
    out += ")";
}

} // namespace

namespace {
int nodeCount(const SgfTree& t) {
    int n = static_cast<int>(t.sequence.size());
    for (const SgfTree& c : t.children)
        n += nodeCount(c);
    return n;
}

int nodeCount(const SgfParse& p) {
    int n = 0;
    for (const SgfTree& g : p.games)
        n += nodeCount(g);
    return n;
}
} // namespace

SgfParse parseSgf(std::string_view bytes) {
    SgfParse out;
    settleCharset(bytes, out);
    Parser(bytes, out).run();
    // A guessed multi-byte charset can swallow a ']' after an accented Latin-1 letter (é + ']' is
    // a GBK pair). When the Latin-1 reading gives a sound file with more structure, it wins.
    if (out.charsetDetected && out.charset != SgfCharset::Utf8 &&
        out.charset != SgfCharset::Latin1) {
        SgfParse latin;
        latin.charset = SgfCharset::Latin1;
        latin.charsetDetected = true;
        Parser(bytes, latin).run();
        if (latin.errors.empty() && (!out.errors.empty() || nodeCount(latin) > nodeCount(out)))
            return latin;
    }
    return out;
}

std::string writeSgf(const SgfTree& tree) {
    std::string out;
    writeTree(out, tree);
    out += '\n';
    return out;
}

} // namespace tengen::go
