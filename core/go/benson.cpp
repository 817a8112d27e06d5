#include "benson.h"

namespace tengen::go {

PassAlive passAlive(const Board& board, Colour c) {
    const int n = board.stride() * board.stride();
    const auto& offsets = board.neighbourOffsets();

    // Regions: connected sets of points that are not `c` (empty or the opponent's stones).
    std::vector<int> region(n, -1);
    std::vector<std::vector<Point>> regions;
    for (Point p : board.points()) {
        if (board.at(p) == c || region[p] >= 0)
            continue;
        const int id = static_cast<int>(regions.size());
        regions.emplace_back();
        std::vector<Point> stack{p};
        region[p] = id;
        while (!stack.empty()) {
            const Point q = stack.back();
            stack.pop_back();
            regions[id].push_back(q);
            for (int d : offsets) {
                const Point r = q + d;
                if (board.at(r) != Colour::Wall && board.at(r) != c && region[r] < 0) {
                    region[r] = id;
                    stack.push_back(r);
                }
            }
        }
    }
    // Chains of `c`, by representative; for each region, the chains bordering it, and whether
    // every empty point of the region is a liberty of a given chain ("healthy" for it).
    std::vector<int> chainIndex(n, -1);
    std::vector<Point> chains;
    for (Point p : board.points())
        if (board.at(p) == c && chainIndex[board.chainOf(p)] < 0) {
            chainIndex[board.chainOf(p)] = static_cast<int>(chains.size());
            chains.push_back(board.chainOf(p));
        }
    const size_t R = regions.size(), C = chains.size();
    std::vector<std::vector<int>> borders(R); // chain indices bordering each region
    std::vector<std::vector<int>> healthyFor(R);
    for (size_t r = 0; r < R; ++r) {
        std::vector<char> isBorder(C, 0);
        int emptyCount = 0;
        std::vector<int> libertyCounts(C, 0); // empty points of r adjacent to each chain
        for (Point q : regions[r]) {
            const bool empty = board.at(q) == Colour::Empty;
            emptyCount += empty;
            std::vector<int> touched;
            for (int d : offsets)
                if (board.at(q + d) == c) {
                    const int ci = chainIndex[board.chainOf(q + d)];
                    bool dup = false;
                    for (int t : touched)
                        dup = dup || t == ci;
                    if (!dup) {
                        touched.push_back(ci);
                        isBorder[ci] = 1;
                        if (empty)
                            ++libertyCounts[ci];
                    }
                }
        }
        for (size_t ci = 0; ci < C; ++ci)
            if (isBorder[ci]) {
                borders[r].push_back(static_cast<int>(ci));
                if (libertyCounts[ci] == emptyCount)
                    healthyFor[r].push_back(static_cast<int>(ci));
            }
    }
    std::vector<char> chainAlive(C, 1), regionAlive(R, 1);
    for (size_t r = 0; r < R; ++r)
        if (borders[r].empty())
            regionAlive[r] = 0; // touches no chain of `c` (an empty board, or only the opponent)
    for (bool changed = true; changed;) {
        changed = false;
        std::vector<int> vital(C, 0);
        for (size_t r = 0; r < R; ++r)
            if (regionAlive[r])
                for (int ci : healthyFor[r])
                    ++vital[ci];
        for (size_t ci = 0; ci < C; ++ci)
            if (chainAlive[ci] && vital[ci] < 2) {
                chainAlive[ci] = 0;
                changed = true;
            }
        for (size_t r = 0; r < R; ++r) {
            if (!regionAlive[r])
                continue;
            for (int ci : borders[r])
                if (!chainAlive[ci]) {
                    regionAlive[r] = 0;
                    changed = true;
                    break;
                }
        }
    }
    PassAlive out;
    out.aliveStone.assign(n, 0);
    out.territory.assign(n, 0);
    for (Point p : board.points())
        if (board.at(p) == c && chainAlive[chainIndex[board.chainOf(p)]])
            out.aliveStone[p] = 1;
    // A surviving region is pass-alive territory only if it is small: every empty point in it is a
    // liberty of a pass-alive chain, so the opponent has no eye there. (A large region bordered by
    // pass-alive chains may hold a living opponent group with eyes of its own.)
    for (size_t r = 0; r < R; ++r) {
        if (!regionAlive[r])
            continue;
        bool small = true;
        for (Point q : regions[r]) {
            if (board.at(q) != Colour::Empty)
                continue;
            bool touchesAlive = false;
            for (int d : offsets)
                touchesAlive = touchesAlive || out.aliveStone[q + d];
            if (!touchesAlive) {
                small = false;
                break;
            }
        }
        if (small)
            for (Point q : regions[r])
                out.territory[q] = 1;
    }
    return out;
}

} // namespace tengen::go
