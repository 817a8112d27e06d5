#pragma once
// Knockout brackets (淘汰赛): where each seed stands, and where players of one group go so that
// they meet as late as the bracket allows.
#include <vector>

namespace tengen::pairing {

// The smallest power of two that holds n players (1 for n <= 1).
int bracketSize(int n);

// The seeds in the bracket's slots, top to bottom, for a bracket of `size` (a power of two):
// 1 v size, then so that seeds 1 and 2 can meet only in the final, 1–4 only in the semi-finals
// (size 8: 1, 8, 4, 5, 2, 7, 3, 6). A seed above the number of players is a bye.
std::vector<int> bracketSeedOrder(int size);

// The bracket round (1 = the first) in which the players of two slots can meet.
int meetingRound(int slotA, int slotB);

// One player going into the bracket: his place in the seeding, and the group he comes from
// (-1: none) with his place there (1 = the group's winner).
struct BracketEntrant {
    int group = -1;
    int groupPlace = 1;
};

// Each slot's entrant (an index into `entrants`, which are in seeding order), or -1 for a bye:
// every entrant goes into the slot of his seed, except that players from groups are placed
// tier by tier (the groups' winners, then the runners-up …), each in the free slot of his tier
// farthest in the bracket from the players of his own group already placed (they meet as late
// as possible), preferring the winner of the neighbouring group (A2 against B1, B2 against A1)
// and then the higher seed's slot.
std::vector<int> bracketSlots(const std::vector<BracketEntrant>& entrants);

} // namespace tengen::pairing
