#pragma once
// The small value types of the rules core: colours and points.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tengen::go {

enum class Colour : std::uint8_t { Empty = 0, Black = 1, White = 2, Wall = 3 };

constexpr Colour opposite(Colour c) {
    return c == Colour::Black ? Colour::White : Colour::Black;
}
// "B" / "W".
constexpr char colourLetter(Colour c) {
    return c == Colour::Black ? 'B' : 'W';
}

constexpr int kMinSize = 2;
constexpr int kMaxSize = 25;

// A point on a board of a given size, as column and row from the top-left corner, 0-based.
struct Coord {
    int x = 0; // column, 0 = left
    int y = 0; // row, 0 = top (SGF order)
    friend bool operator==(const Coord&, const Coord&) = default;
};

// GTP / board coordinates without the letter I: "D16" on 19×19 is x = 3, y = 3.
std::string toGtp(Coord c, int size);
std::optional<Coord> tryParseGtp(std::string_view text, int size);
// SGF coordinates "dd" (a–z then A–Z, 52 at most).
std::string toSgf(Coord c);
std::optional<Coord> tryParseSgfPoint(std::string_view text);
// A decimal number with a '.', whatever the process locale; the whole text must be the number.
std::optional<double> parseDecimal(std::string_view text);
// Accepts either notation ("dd" or "D16").
std::optional<Coord> tryParsePoint(std::string_view text, int size);

} // namespace tengen::go
