#include "board.h"

#include <algorithm>

namespace tengen::go {

namespace {

constexpr int kMaxPoints = (kMaxSize + 2) * (kMaxSize + 2);

std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

struct Keys {
    std::array<std::uint64_t, kMaxPoints> black{}, white{};
    Keys() {
        std::uint64_t state =
            0x54454E47454E2D47ull; // "TENGEN-G": fixed, so hashes are reproducible
        for (int i = 0; i < kMaxPoints; ++i) {
            black[i] = splitmix64(state);
            white[i] = splitmix64(state);
        }
    }
};

const Keys& keys() {
    static const Keys k;
    return k;
}

} // namespace

std::uint64_t zobristKey(Point p, Colour c) {
    return c == Colour::Black ? keys().black[p] : keys().white[p];
}

Board::Board(int size) : size_(size), stride_(size + 2) {
    offsets_ = {-1, 1, -stride_, stride_};
    const int n = stride_ * stride_;
    colour_.assign(n, Colour::Wall);
    head_.assign(n, kNoPoint);
    next_.assign(n, kNoPoint);
    size_of_.assign(n, 0);
    pseudoLiberties_.assign(n, 0);
    chainHash_.assign(n, 0);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            colour_[point(x, y)] = Colour::Empty;
            points_.push_back(point(x, y));
        }
}

int Board::adjacency(Point head, Point p) const {
    int n = 0;
    for (int d : offsets_)
        n += (colour_[p + d] == Colour::Black || colour_[p + d] == Colour::White) &&
             head_[p + d] == head;
    return n;
}

MoveCheck Board::check(Point p, Colour c, bool suicideAllowed) const {
    MoveCheck result;
    if (colour_[p] != Colour::Empty) {
        result.status = MoveStatus::Occupied;
        return result;
    }
    const Colour them = opposite(c);
    std::uint64_t h = hash_ ^ zobristKey(p, c);
    std::uint64_t ownChains = 0; // hashes of the mover's chains that join the new stone
    Point seen[4];
    int seenCount = 0;
    bool liberty = false, hasOwnNeighbour = false;
    for (int d : offsets_) {
        const Point n = p + d;
        const Colour col = colour_[n];
        if (col == Colour::Empty) {
            liberty = true;
            continue;
        }
        if (col == Colour::Wall)
            continue;
        const Point hd = head_[n];
        bool already = false;
        for (int i = 0; i < seenCount; ++i)
            already = already || seen[i] == hd;
        if (already)
            continue;
        seen[seenCount++] = hd;
        if (col == c) {
            hasOwnNeighbour = true;
            ownChains ^= chainHash_[hd];
            if (pseudoLiberties_[hd] > adjacency(hd, p))
                liberty = true;
        } else if (col == them && pseudoLiberties_[hd] == adjacency(hd, p)) {
            result.captures += size_of_[hd];
            h ^= chainHash_[hd];
            liberty = true;
        }
    }
    if (!liberty) {
        if (!hasOwnNeighbour) {
            result.status = MoveStatus::SingleStoneSuicide;
            return result;
        }
        if (!suicideAllowed) {
            result.status = MoveStatus::Suicide;
            return result;
        }
        result.suicide = true;
        h = hash_ ^ ownChains; // the new stone and the chains it joins leave the board
    }
    result.hashAfter = h;
    return result;
}

void Board::placeStone(Point p, Colour c) {
    colour_[p] = c;
    head_[p] = p;
    next_[p] = p;
    size_of_[p] = 1;
    chainHash_[p] = zobristKey(p, c);
    hash_ ^= chainHash_[p];
    int libs = 0;
    for (int d : offsets_) {
        const Colour col = colour_[p + d];
        if (col == Colour::Empty)
            ++libs;
        else if (col != Colour::Wall)
            --pseudoLiberties_[head_[p + d]];
    }
    pseudoLiberties_[p] = libs;
}

void Board::mergeChains(Point a, Point b) {
    Point ha = head_[a], hb = head_[b];
    if (ha == hb)
        return;
    if (size_of_[ha] < size_of_[hb])
        std::swap(ha, hb);
    Point s = hb;
    do {
        head_[s] = ha;
        s = next_[s];
    } while (s != hb);
    std::swap(next_[ha], next_[hb]);
    size_of_[ha] += size_of_[hb];
    pseudoLiberties_[ha] += pseudoLiberties_[hb];
    chainHash_[ha] ^= chainHash_[hb];
}

int Board::removeChain(Point hd) {
    int removed = 0;
    Point s = hd;
    do {
        const Point nextStone = next_[s];
        hash_ ^= zobristKey(s, colour_[s]);
        colour_[s] = Colour::Empty;
        ++removed;
        s = nextStone;
    } while (s != hd);
    // Every removed stone is now a liberty of the chains around it.
    s = hd;
    do {
        const Point nextStone = next_[s];
        for (int d : offsets_) {
            const Colour col = colour_[s + d];
            if (col == Colour::Black || col == Colour::White)
                ++pseudoLiberties_[head_[s + d]];
        }
        head_[s] = kNoPoint;
        s = nextStone;
    } while (s != hd);
    return removed;
}

void Board::play(Point p, Colour c) {
    placeStone(p, c);
    const Colour them = opposite(c);
    for (int d : offsets_)
        if (colour_[p + d] == c)
            mergeChains(p, p + d);
    int captured = 0;
    for (int d : offsets_) {
        const Point n = p + d;
        if (colour_[n] == them && pseudoLiberties_[head_[n]] == 0)
            captured += removeChain(head_[n]);
    }
    (c == Colour::Black ? capturedByBlack_ : capturedByWhite_) += captured;
    if (pseudoLiberties_[head_[p]] == 0) // legal suicide: the opponent takes the stones
        (c == Colour::Black ? capturedByWhite_ : capturedByBlack_) += removeChain(head_[p]);
}

void Board::setStone(Point p, Colour c) {
    if (colour_[p] == c)
        return;
    if (colour_[p] == Colour::Black || colour_[p] == Colour::White)
        hash_ ^= zobristKey(p, colour_[p]);
    colour_[p] = c;
    if (c != Colour::Empty)
        hash_ ^= zobristKey(p, c);
    rebuildChains();
}

void Board::removeChainAsDead(Point p) {
    const Colour c = colour_[p];
    if (c != Colour::Black && c != Colour::White)
        return;
    const int n = removeChain(head_[p]);
    (c == Colour::Black ? capturedByWhite_ : capturedByBlack_) += n;
}

void Board::rebuildChains() {
    for (Point p : points_) {
        head_[p] = kNoPoint;
        next_[p] = kNoPoint;
    }
    for (Point p : points_) {
        const Colour c = colour_[p];
        if (c != Colour::Black && c != Colour::White)
            continue;
        head_[p] = p;
        next_[p] = p;
        size_of_[p] = 1;
        chainHash_[p] = zobristKey(p, c);
        int libs = 0;
        for (int d : offsets_)
            libs += colour_[p + d] == Colour::Empty;
        pseudoLiberties_[p] = libs;
        for (int d : offsets_)
            if (colour_[p + d] == c && head_[p + d] != kNoPoint)
                mergeChains(p, p + d);
    }
}

int Board::libertyCount(Point p) const {
    std::vector<char> seen(colour_.size(), 0);
    int libs = 0;
    forEachStoneOfChain(p, [&](Point s) {
        for (int d : offsets_)
            if (colour_[s + d] == Colour::Empty && !seen[s + d]) {
                seen[s + d] = 1;
                ++libs;
            }
    });
    return libs;
}

} // namespace tengen::go
