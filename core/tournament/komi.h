#pragma once
// Komi stored in half points, so 7.5 is exact. Chinese rules count it in 子 (stones):
// one 子 is two points of margin, so 7.5 points = 3¾子.
#include <optional>
#include <string>
#include <string_view>

namespace tengen {

class Komi {
  public:
    static Komi fromHalfPoints(int halfPoints) { return Komi(halfPoints); }
    int halfPoints() const { return halfPoints_; }
    std::string points() const; // "7.5", "6", "-0.5"
    std::string zi() const;     // "3¾子", "3子", "0子"
    friend bool operator==(const Komi&, const Komi&) = default;

  private:
    explicit Komi(int halfPoints) : halfPoints_(halfPoints) {}
    int halfPoints_;
};

// Accepts points ("7.5", "6", "-0.5", "7½") and 子 ("3¾子", "3 3/4子", "3又3/4子").
// Rejects anything that is not a whole number of half points.
std::optional<Komi> tryParseKomi(std::string_view text);

} // namespace tengen
