#pragma once
// Who takes black: handicap games by strength, even games by the organiser's lots (抽签) or by
// nigiri (猜先), every random draw reproducible from a seed published after the round and
// committed to before it (docs/colours.md specifies the generator; tests pin it).
#include "game.h"
#include "sha256.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen {

enum class ColourMethod { Handicap, Lots, Nigiri, DigitalNigiri, Director };
std::string_view colourMethodId(ColourMethod m); // "handicap", "lots", "nigiri", ...
std::optional<ColourMethod> tryParseColourMethod(std::string_view id);

using Seed = std::vector<std::uint8_t>;

// The generator: the first 8 bytes, big-endian, of
//   SHA-256(seed || "tengen-colours-v1" || u32be(round) || u32be(table) || u32be(draw)).
std::uint64_t colourRandom(const Seed& seed, int round, int table, std::uint32_t draw);
// A uniform number in [0, n) for draw slot `slot` (n >= 1): candidates are draws slot*256,
// slot*256+1, ...; the first below the largest multiple of n under 2^64 is taken modulo n.
std::uint64_t colourUniform(const Seed& seed, int round, int table, std::uint32_t slot,
                            std::uint64_t n);
// The commitment shown before the draw: SHA-256 of the seed, in hex.
std::string commitmentOf(const Seed& seed);

// The draw slots of one table.
inline constexpr std::uint32_t kLotsSlot = 0, kHandfulSlot = 1, kGuessSlot = 2, kHolderSlot = 3;

// One game as the colour rules see it. `a` is the game's player with the smaller id.
struct ColourCase {
    int table = 0;
    PlayerId a{}, b{};
    int handicap = 0;
    PlayerId stronger{};                // handicap games: who takes white
    int balanceA = 0, balanceB = 0;     // whites minus blacks in earlier even games
    std::optional<PlayerId> fixedWhite; // set by the director: not drawn
};

struct ColourOutcome {
    PlayerId white{}, black{};
    ColourMethod method = ColourMethod::Lots;
    std::string inputs; // how it was decided, for the audit ("balance 1/0", "coin 37...")
};

// Lots: handicap games and fixed colours as they are; else the player with more whites takes
// black; equal balances: the coin colourUniform(.., kLotsSlot, 2) — 0 gives `a` black.
ColourOutcome drawLots(const ColourCase& c, const Seed& seed, int round);

// Nigiri at the board. The stronger player holds the white stones (higher rank; equal rank:
// the older, from birth dates; unknown: the referee picks); the other guesses odd (one black
// stone) or even (two) and takes black when the guess is right.
struct NigiriPlayer {
    PlayerId id{};
    std::optional<int> rank;              // amateur scale, higher is stronger
    std::optional<std::string> birthDate; // ISO yyyy-mm-dd
};
enum class HolderReason { Rank, Age, Referee };
struct NigiriHolder {
    std::optional<PlayerId> holder; // nullopt: the referee picks
    HolderReason reason = HolderReason::Referee;
};
NigiriHolder nigiriHolder(const NigiriPlayer& a, const NigiriPlayer& b);
ColourOutcome nigiri(PlayerId holder, PlayerId guesser, bool guessOdd, int stones);
// Digital nigiri: a handful of 10..30 white stones and the guess, both drawn.
ColourOutcome digitalNigiri(const ColourCase& c, PlayerId holder, const Seed& seed, int round);

} // namespace tengen
