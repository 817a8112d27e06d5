#include "komi.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace tengen {

std::string Komi::points() const {
    int a = std::abs(halfPoints_);
    std::string s = (halfPoints_ < 0 ? "-" : "") + std::to_string(a / 2);
    if (a % 2)
        s += ".5";
    return s;
}

std::string Komi::zi() const {
    // Quarters of a 子: halfPoints / 4 子.
    int a = std::abs(halfPoints_);
    static const char* fractions[] = {"", "¼", "½", "¾"};
    std::string s = halfPoints_ < 0 ? "-" : "";
    if (a / 4 > 0 || a % 4 == 0)
        s += std::to_string(a / 4);
    s += fractions[a % 4];
    return s + "子";
}

namespace {

bool consumeSuffix(std::string& s, std::string_view suffix) {
    if (s.size() < suffix.size() || s.compare(s.size() - suffix.size(), suffix.size(), suffix))
        return false;
    s.resize(s.size() - suffix.size());
    return true;
}

// Always with a decimal point, whatever the desk's locale (strtod would follow LC_NUMERIC).
std::optional<double> parseDecimal(const std::string& s) {
    if (s.empty())
        return std::nullopt;
    const char* first = s.data() + (s[0] == '+' ? 1 : 0);
    double v = 0;
    auto [end, ec] = std::from_chars(first, s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return v;
}

// "3¾", "3 3/4", "3又3/4", "¾", "3.75", "3" -> quarters of a unit.
std::optional<double> parseWithFraction(std::string s) {
    double fraction = 0;
    if (consumeSuffix(s, "¼") || consumeSuffix(s, "1/4"))
        fraction = 0.25;
    else if (consumeSuffix(s, "½") || consumeSuffix(s, "1/2"))
        fraction = 0.5;
    else if (consumeSuffix(s, "¾") || consumeSuffix(s, "3/4"))
        fraction = 0.75;
    if (fraction != 0) {
        consumeSuffix(s, "又");
        while (!s.empty() && s.back() == ' ')
            s.pop_back();
        if (s.empty() || s == "-")
            return s == "-" ? -fraction : fraction;
        auto whole = parseDecimal(s);
        if (!whole || *whole != std::floor(*whole))
            return std::nullopt;
        return *whole < 0 || s[0] == '-' ? *whole - fraction : *whole + fraction;
    }
    return parseDecimal(s);
}

} // namespace

std::optional<Komi> tryParseKomi(std::string_view text) {
    std::string s(text);
    while (!s.empty() && s.front() == ' ')
        s.erase(s.begin());
    while (!s.empty() && s.back() == ' ')
        s.pop_back();
    bool inZi = consumeSuffix(s, "子");
    while (!s.empty() && s.back() == ' ')
        s.pop_back();
    auto value = parseWithFraction(s);
    if (!value)
        return std::nullopt;
    double halfPoints = inZi ? *value * 4 : *value * 2;
    if (halfPoints != std::round(halfPoints) || std::fabs(halfPoints) > 1000)
        return std::nullopt;
    return Komi::fromHalfPoints(static_cast<int>(std::lround(halfPoints)));
}

} // namespace tengen
