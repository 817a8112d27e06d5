#pragma once
// Benson's algorithm: the chains of a colour that stay alive however often their owner passes
// (pass-alive), and the regions they enclose. Computed as if suicide were illegal; with suicide
// allowed the opponent could fill an eye of one point with a suicide that changes nothing, so the
// same chains stay alive.
#include "board.h"

#include <vector>

namespace tengen::go {

struct PassAlive {
    std::vector<char> aliveStone; // per padded point: a stone of a pass-alive chain
    std::vector<char>
        territory; // per padded point: in a small region enclosed by pass-alive chains
                   // (every empty point a liberty of one): no opponent can live there
};

PassAlive passAlive(const Board& board, Colour colour);

} // namespace tengen::go
