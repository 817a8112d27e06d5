#pragma once
// A Go board of any size from 2 to 25: stones, chains, captures and an incremental 64-bit
// Zobrist hash. Points are indices into a padded array (a border of Wall around the board), so
// neighbour lookups need no bounds checks.
//
// Chains keep a pseudo-liberty count (the number of stone/empty adjacencies). It is zero exactly
// when the chain has no liberty, which is all capture and suicide tests need; exact liberties are
// computed on demand (libertyCount).
#include "types.h"

#include <array>
#include <cstdint>
#include <vector>

namespace tengen::go {

using Point = int; // index into the padded array
constexpr Point kNoPoint = -1;

enum class MoveStatus {
    Legal,
    Occupied,
    Suicide,            // multi-stone suicide where the rules forbid it
    SingleStoneSuicide, // always illegal: it leaves the board unchanged
};

struct MoveCheck {
    MoveStatus status = MoveStatus::Legal;
    std::uint64_t hashAfter =
        0;                // position hash after the move (when not Occupied/SingleStoneSuicide)
    int captures = 0;     // opponent stones the move removes
    bool suicide = false; // a legal multi-stone suicide (its own stones are removed)
};

class Board {
  public:
    // Precondition: kMinSize <= size <= kMaxSize.
    explicit Board(int size = 19);

    int size() const { return size_; }
    int stride() const { return stride_; }
    Point point(Coord c) const { return (c.y + 1) * stride_ + c.x + 1; }
    Point point(int x, int y) const { return (y + 1) * stride_ + x + 1; }
    Coord coord(Point p) const { return {p % stride_ - 1, p / stride_ - 1}; }
    Colour at(Point p) const { return colour_[p]; }
    Colour at(Coord c) const { return colour_[point(c)]; }
    const std::array<int, 4>& neighbourOffsets() const { return offsets_; }

    // The Zobrist hash of the stones on the board (not of whose turn it is).
    std::uint64_t hash() const { return hash_; }
    // Stones `c` has captured by play (prisoners it holds).
    int prisonersTakenBy(Colour c) const {
        return c == Colour::Black ? capturedByBlack_ : capturedByWhite_;
    }

    // Whether `c` may play at `p`, and the position it would make. Does not change the board.
    MoveCheck check(Point p, Colour c, bool suicideAllowed) const;
    // Plays a move that check() found Legal: captures opponent chains without liberties, then
    // removes the mover's own chain if it has none (a legal suicide).
    void play(Point p, Colour c);

    // Setup (AB/AW/AE): puts `c` (or Empty) on `p` with no captures. Rebuilds the chains.
    void setStone(Point p, Colour c);
    // Removes the chain through `p` as dead stones, adding them to the opponent's prisoners.
    void removeChainAsDead(Point p);

    // The representative stone of the chain through `p` (a stone), and its stones.
    Point chainOf(Point p) const { return head_[p]; }
    int chainSize(Point p) const { return size_of_[head_[p]]; }
    template <typename F> void forEachStoneOfChain(Point p, F&& f) const {
        const Point start = head_[p];
        Point s = start;
        do {
            f(s);
            s = next_[s];
        } while (s != start);
    }
    int libertyCount(Point p) const;
    // Every point of the board, in row order.
    const std::vector<Point>& points() const { return points_; }

    friend bool operator==(const Board& a, const Board& b) { return a.colour_ == b.colour_; }

  private:
    void placeStone(Point p, Colour c);
    void mergeChains(Point a, Point b);
    int removeChain(Point head);
    void rebuildChains();
    int adjacency(Point head, Point p) const;

    int size_, stride_;
    std::array<int, 4> offsets_;
    std::vector<Colour> colour_;
    std::vector<Point> head_, next_;
    std::vector<int> size_of_, pseudoLiberties_;
    std::vector<std::uint64_t> chainHash_;
    std::vector<Point> points_;
    std::uint64_t hash_ = 0;
    int capturedByBlack_ = 0, capturedByWhite_ = 0;
};

// The key of a stone of colour `c` on padded point `p` (fixed seed: the same in every run).
std::uint64_t zobristKey(Point p, Colour c);

} // namespace tengen::go
