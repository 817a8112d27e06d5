#pragma once
// Numbers that must not be mixed up: a player's id, a round's number, a table's number.
// Each is made from a plain number only on purpose (the constructor is explicit), so a table
// can never be passed where a round or a player is expected; each reads as its number
// (the conversion is implicit), so printing, comparing with a literal, arithmetic and storing
// stay plain. docs/architecture.md, "Strong ids".
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>

namespace tengen {

template <typename Tag, typename Rep> class StrongId {
  public:
    using rep = Rep;
    constexpr StrongId() = default;
    constexpr explicit StrongId(Rep value) : value_(value) {}
    constexpr operator Rep() const { return value_; } // NOLINT: reads as its number
    constexpr Rep value() const { return value_; }
    friend constexpr bool operator==(StrongId, StrongId) = default;
    friend constexpr auto operator<=>(StrongId, StrongId) = default;

  private:
    Rep value_ = 0;
};

struct PlayerIdTag;
struct RoundNoTag;
struct TableNoTag;

// A player's row id in the tournament file; 0: not stored yet. Never reused.
using PlayerId = StrongId<PlayerIdTag, std::int64_t>;
// A round's number, 1-based.
using RoundNo = StrongId<RoundNoTag, int>;
// A table's number in a round, 1-based.
using TableNo = StrongId<TableNoTag, int>;

} // namespace tengen

template <typename Tag, typename Rep> struct std::hash<tengen::StrongId<Tag, Rep>> {
    std::size_t operator()(tengen::StrongId<Tag, Rep> id) const noexcept {
        return std::hash<Rep>{}(id.value());
    }
};
