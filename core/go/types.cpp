#include "types.h"

#include <cctype>
#include <charconv>
#include <cmath>

namespace tengen::go {

namespace {
constexpr std::string_view kGtpColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

int sgfIndex(char ch) {
    if (ch >= 'a' && ch <= 'z')
        return ch - 'a';
    if (ch >= 'A' && ch <= 'Z')
        return 26 + ch - 'A';
    return -1;
}

char sgfLetter(int i) {
    return static_cast<char>(i < 26 ? 'a' + i : 'A' + i - 26);
}
} // namespace

std::string toGtp(Coord c, int size) {
    return std::string(1, kGtpColumns[c.x]) + std::to_string(size - c.y);
}

std::optional<Coord> tryParseGtp(std::string_view text, int size) {
    if (text.size() < 2 || text.size() > 3)
        return std::nullopt;
    char column = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    auto x = kGtpColumns.find(column);
    if (x == std::string_view::npos || static_cast<int>(x) >= size)
        return std::nullopt;
    int row = 0;
    for (char ch : text.substr(1)) {
        if (!std::isdigit(static_cast<unsigned char>(ch)))
            return std::nullopt;
        row = row * 10 + (ch - '0');
    }
    if (row < 1 || row > size)
        return std::nullopt;
    return Coord{static_cast<int>(x), size - row};
}

std::optional<double> parseDecimal(std::string_view text) {
    if (!text.empty() && text[0] == '+')
        text.remove_prefix(1);
    if (text.empty())
        return std::nullopt;
    double v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v) ||
        std::fabs(v) > 1e9)
        return std::nullopt;
    return v;
}

std::string toSgf(Coord c) {
    return {sgfLetter(c.x), sgfLetter(c.y)};
}

std::optional<Coord> tryParseSgfPoint(std::string_view text) {
    if (text.size() != 2)
        return std::nullopt;
    int x = sgfIndex(text[0]), y = sgfIndex(text[1]);
    if (x < 0 || y < 0)
        return std::nullopt;
    return Coord{x, y};
}

std::optional<Coord> tryParsePoint(std::string_view text, int size) {
    if (text.size() == 2 && std::islower(static_cast<unsigned char>(text[0])) &&
        std::islower(static_cast<unsigned char>(text[1]))) {
        auto c = tryParseSgfPoint(text);
        if (c && c->x < size && c->y < size)
            return c;
        return std::nullopt;
    }
    return tryParseGtp(text, size);
}

} // namespace tengen::go
