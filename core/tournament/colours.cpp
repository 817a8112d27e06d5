#include "colours.h"

#include <array>
#include <limits>
#include <utility>

namespace tengen {

namespace {
constexpr std::array<std::pair<ColourMethod, std::string_view>, 5> kMethodIds{{
    {ColourMethod::Handicap, "handicap"},
    {ColourMethod::Lots, "lots"},
    {ColourMethod::Nigiri, "nigiri"},
    {ColourMethod::DigitalNigiri, "digital-nigiri"},
    {ColourMethod::Director, "director"},
}};

void appendU32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    for (int shift = 24; shift >= 0; shift -= 8)
        out.push_back(static_cast<std::uint8_t>(v >> shift));
}
} // namespace

std::string_view colourMethodId(ColourMethod m) {
    for (const auto& [method, id] : kMethodIds)
        if (method == m)
            return id;
    return {};
}

std::optional<ColourMethod> tryParseColourMethod(std::string_view id) {
    for (const auto& [method, text] : kMethodIds)
        if (text == id)
            return method;
    return std::nullopt;
}

std::uint64_t colourRandom(const Seed& seed, int round, int table, std::uint32_t draw) {
    std::vector<std::uint8_t> message = seed;
    const std::string_view label = "tengen-colours-v1";
    message.insert(message.end(), label.begin(), label.end());
    appendU32(message, static_cast<std::uint32_t>(round));
    appendU32(message, static_cast<std::uint32_t>(table));
    appendU32(message, draw);
    const Sha256Digest d = sha256(message);
    std::uint64_t x = 0;
    for (int i = 0; i < 8; ++i)
        x = x << 8 | d[i];
    return x;
}

std::uint64_t colourUniform(const Seed& seed, int round, int table, std::uint32_t slot,
                            std::uint64_t n) {
    const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    const std::uint64_t limit = max - (max % n + 1) % n; // largest multiple of n, minus 1
    for (std::uint32_t k = 0;; ++k) {
        const std::uint64_t x = colourRandom(seed, round, table, slot * 256 + k);
        if (x <= limit)
            return x % n;
    }
}

std::string commitmentOf(const Seed& seed) {
    return toHex(sha256(seed));
}

ColourOutcome drawLots(const ColourCase& c, const Seed& seed, int round) {
    auto other = [&](PlayerId p) { return p == c.a ? c.b : c.a; };
    if (c.handicap > 0)
        return {c.stronger, other(c.stronger), ColourMethod::Handicap,
                "handicap " + std::to_string(c.handicap)};
    if (c.fixedWhite)
        return {*c.fixedWhite, other(*c.fixedWhite), ColourMethod::Director, "fixed"};
    const std::string balances =
        "balance " + std::to_string(c.balanceA) + "/" + std::to_string(c.balanceB);
    if (c.balanceA > c.balanceB)
        return {c.b, c.a, ColourMethod::Lots, balances};
    if (c.balanceA < c.balanceB)
        return {c.a, c.b, ColourMethod::Lots, balances};
    const std::uint64_t coin = colourUniform(seed, round, c.table, kLotsSlot, 2);
    const std::string inputs = balances + ", coin " + std::to_string(coin);
    return coin == 0 ? ColourOutcome{c.b, c.a, ColourMethod::Lots, inputs}
                     : ColourOutcome{c.a, c.b, ColourMethod::Lots, inputs};
}

NigiriHolder nigiriHolder(const NigiriPlayer& a, const NigiriPlayer& b) {
    if (a.rank && b.rank && *a.rank != *b.rank)
        return {*a.rank > *b.rank ? a.id : b.id, HolderReason::Rank};
    if (a.birthDate && b.birthDate && *a.birthDate != *b.birthDate)
        return {*a.birthDate < *b.birthDate ? a.id : b.id, HolderReason::Age};
    return {std::nullopt, HolderReason::Referee};
}

ColourOutcome nigiri(PlayerId holder, PlayerId guesser, bool guessOdd, int stones) {
    const bool odd = stones % 2 == 1;
    const std::string inputs = std::string("guess ") + (guessOdd ? "odd" : "even") + ", " +
                               std::to_string(stones) + " stones";
    return odd == guessOdd ? ColourOutcome{holder, guesser, ColourMethod::Nigiri, inputs}
                           : ColourOutcome{guesser, holder, ColourMethod::Nigiri, inputs};
}

ColourOutcome digitalNigiri(const ColourCase& c, PlayerId holder, const Seed& seed, int round) {
    if (c.handicap > 0 || c.fixedWhite)
        return drawLots(c, seed, round);
    const int stones = 10 + static_cast<int>(colourUniform(seed, round, c.table, kHandfulSlot, 21));
    const bool guessOdd = colourUniform(seed, round, c.table, kGuessSlot, 2) == 1;
    ColourOutcome o = nigiri(holder, holder == c.a ? c.b : c.a, guessOdd, stones);
    o.method = ColourMethod::DigitalNigiri;
    return o;
}

} // namespace tengen
