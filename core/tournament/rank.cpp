#include "rank.h"

#include <cctype>
#include <vector>

namespace tengen {

int Rank::amateurScale() const {
    if (kind_ == Kind::Amateur)
        return value_;
    return value_ <= 3 ? 6 : value_ <= 6 ? 7 : 8;
}

std::string Rank::toString() const {
    if (kind_ == Kind::Professional)
        return std::to_string(value_) + "p";
    if (value_ < 0)
        return std::to_string(-value_) + "k";
    return std::to_string(value_ + 1) + "d";
}

std::string Rank::toChinese() const {
    if (kind_ == Kind::Professional)
        return "职业" + std::to_string(value_) + "段";
    if (value_ < 0)
        return std::to_string(-value_) + "级";
    return std::to_string(value_ + 1) + "段";
}

std::strong_ordering operator<=>(const Rank& a, const Rank& b) {
    if (a.kind_ != b.kind_)
        return a.isProfessional() ? std::strong_ordering::greater : std::strong_ordering::less;
    return a.value_ <=> b.value_;
}

namespace {

enum class Unit { None, Kyu, Dan, Pro };

bool startsWith(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

bool consume(std::string_view& s, std::string_view prefix) {
    if (!startsWith(s, prefix))
        return false;
    s.remove_prefix(prefix.size());
    return true;
}

bool consumeSuffix(std::string_view& s, std::string_view suffix) {
    if (s.size() < suffix.size() || s.substr(s.size() - suffix.size()) != suffix)
        return false;
    s.remove_suffix(suffix.size());
    return true;
}

// Lower-cases ASCII, drops blanks (ASCII and the ideographic space) and maps full-width digits
// and letters (as typed with a CJK input method) to ASCII.
std::string normalise(std::string_view text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == ' ' || c == '\t')
            continue;
        // "2-dan", "5_kyu": a separator only between the number and the unit, never inside it.
        if ((c == '-' || c == '_') && i > 0 && i + 1 < text.size() &&
            !(std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
              std::isdigit(static_cast<unsigned char>(text[i + 1]))))
            continue;
        if (c == 0xE3 && i + 2 < text.size() && (unsigned char)text[i + 1] == 0x80 &&
            (unsigned char)text[i + 2] == 0x80) { // U+3000 ideographic space
            i += 2;
            continue;
        }
        if (c == 0xEF && i + 2 < text.size()) { // U+FF01..U+FF5E full-width forms
            unsigned b1 = (unsigned char)text[i + 1], b2 = (unsigned char)text[i + 2];
            unsigned cp = ((c & 0x0F) << 12) | ((b1 & 0x3F) << 6) | (b2 & 0x3F);
            if (cp >= 0xFF01 && cp <= 0xFF5E) {
                char ascii = static_cast<char>(cp - 0xFF01 + 0x21);
                out += static_cast<char>(std::tolower(static_cast<unsigned char>(ascii)));
                i += 2;
                continue;
            }
        }
        out += (c < 0x80) ? static_cast<char>(std::tolower(c)) : static_cast<char>(c);
    }
    return out;
}

// Parses "1".."30" or a Chinese numeral up to 三十 ("二十五"); the whole text must be the number.
std::optional<int> parseNumber(std::string_view s) {
    if (s.empty())
        return std::nullopt;
    if (s.size() <= 2 && std::isdigit((unsigned char)s[0]) &&
        (s.size() == 1 || std::isdigit((unsigned char)s[1])))
        return std::stoi(std::string(s));
    static const std::vector<std::string_view> digits = {"零", "一", "二", "三", "四",
                                                         "五", "六", "七", "八", "九"};
    auto digit = [&](std::string_view& t) -> std::optional<int> {
        for (int d = 1; d <= 9; ++d)
            if (consume(t, digits[d]))
                return d;
        if (consume(t, "两"))
            return 2;
        return std::nullopt;
    };
    std::string_view t = s;
    int tens = 0;
    if (auto d = digit(t); d) {
        if (consume(t, "十")) {
            tens = *d;
        } else {
            return t.empty() ? std::optional<int>(*d) : std::nullopt;
        }
    } else if (consume(t, "十")) {
        tens = 1;
    } else {
        return std::nullopt;
    }
    int ones = 0;
    if (!t.empty()) {
        auto d = digit(t);
        if (!d || !t.empty())
            return std::nullopt;
        ones = *d;
    }
    return tens * 10 + ones;
}

RankParse fail(const char* text, const std::string& arg = {}) {
    return RankParse{std::nullopt, Problem{text, arg}};
}

} // namespace

RankParse tryParseRank(std::string_view text) {
    const std::string original(text);
    std::string norm = normalise(text);
    if (norm.empty())
        return fail(QT_TRANSLATE_NOOP("tengen", "the rank is empty"));
    std::string_view s = norm;

    bool proPrefix = consume(s, "职业") || consume(s, "職業") || consume(s, "プロ") ||
                     consume(s, "프로") || consume(s, "pro");
    bool amateurPrefix = !proPrefix && (consume(s, "业余") || consume(s, "業餘") ||
                                        consume(s, "アマ") || consume(s, "아마"));

    Unit unit = Unit::None;
    if (consumeSuffix(s, "kyu") || consumeSuffix(s, "kyū") || consumeSuffix(s, "k") ||
        consumeSuffix(s, "级") || consumeSuffix(s, "級") || consumeSuffix(s, "급"))
        unit = Unit::Kyu;
    else if (consumeSuffix(s, "dan") || consumeSuffix(s, "d") || consumeSuffix(s, "段") ||
             consumeSuffix(s, "단"))
        unit = Unit::Dan;
    else if (consumeSuffix(s, "pro") || consumeSuffix(s, "p"))
        unit = Unit::Pro;
    if (unit == Unit::None)
        return fail(
            QT_TRANSLATE_NOOP(
                "tengen", "'%1' is not a rank: expected a grade such as 2d, 5k, 3p, 2段 or 5级"),
            original);

    // 初段 is 1 dan; there is no 初级.
    std::optional<int> grade =
        (s == "初" && unit == Unit::Dan) ? std::optional<int>(1) : parseNumber(s);
    if (!grade)
        return fail(QT_TRANSLATE_NOOP(
                        "tengen", "'%1' is not a rank: the grade number is missing or unreadable"),
                    original);

    if (proPrefix && unit == Unit::Dan)
        unit = Unit::Pro;
    if (amateurPrefix && unit == Unit::Pro)
        return fail(QT_TRANSLATE_NOOP("tengen", "'%1' mixes amateur and professional"), original);

    switch (unit) {
    case Unit::Kyu:
        if (proPrefix)
            return fail(QT_TRANSLATE_NOOP("tengen", "'%1': professionals have no kyu grades"),
                        original);
        if (*grade < 1 || *grade > 30)
            return fail(QT_TRANSLATE_NOOP("tengen", "'%1': kyu grades run from 30k to 1k"),
                        original);
        return RankParse{Rank::kyu(*grade), {}};
    case Unit::Dan:
        if (*grade < 1 || *grade > 9)
            return fail(QT_TRANSLATE_NOOP("tengen", "'%1': dan grades run from 1d to 9d"),
                        original);
        return RankParse{Rank::dan(*grade), {}};
    case Unit::Pro:
        if (*grade < 1 || *grade > 9)
            return fail(QT_TRANSLATE_NOOP("tengen", "'%1': professional grades run from 1p to 9p"),
                        original);
        return RankParse{Rank::professional(*grade), {}};
    case Unit::None:
        break;
    }
    return fail(QT_TRANSLATE_NOOP("tengen", "'%1' is not a rank"), original);
}

} // namespace tengen
