#include "knockout.h"

#include <algorithm>
#include <bit>

namespace tengen::pairing {

int bracketSize(int n) {
    int size = 1;
    while (size < n)
        size *= 2;
    return size;
}

std::vector<int> bracketSeedOrder(int size) {
    std::vector<int> order{1};
    for (int s = 1; s < size; s *= 2) {
        std::vector<int> next;
        for (int seed : order) {
            next.push_back(seed);
            next.push_back(2 * s + 1 - seed);
        }
        order = std::move(next);
    }
    return order;
}

int meetingRound(int slotA, int slotB) {
    const unsigned differ = static_cast<unsigned>(slotA ^ slotB);
    return differ == 0 ? 0 : std::bit_width(differ);
}

std::vector<int> bracketSlots(const std::vector<BracketEntrant>& entrants) {
    const int n = static_cast<int>(entrants.size());
    const int size = bracketSize(n);
    const std::vector<int> order = bracketSeedOrder(size);
    std::vector<int> slotOfSeed(static_cast<std::size_t>(size) + 1);
    for (int slot = 0; slot < size; ++slot)
        slotOfSeed[order[slot]] = slot;
    std::vector<int> slots(static_cast<std::size_t>(size), -1);
    const bool grouped = std::any_of(entrants.begin(), entrants.end(),
                                     [](const BracketEntrant& e) { return e.group >= 0; });
    if (!grouped) {
        for (int i = 0; i < n; ++i)
            slots[slotOfSeed[i + 1]] = i;
        return slots;
    }
    // Tiers: the entrants with the same group place, in seeding order.
    int first = 0;
    while (first < n) {
        int last = first;
        while (last < n && entrants[last].groupPlace == entrants[first].groupPlace)
            ++last;
        for (int i = first; i < last; ++i) {
            int bestSlot = -1;
            std::pair<int, int> bestKey{-1, -1};
            for (int seed = first + 1; seed <= last; ++seed) {
                const int slot = slotOfSeed[seed];
                if (slots[slot] >= 0)
                    continue;
                int latest = 99; // the earliest meeting with a player of his own group
                for (int other = 0; other < size; ++other)
                    if (slots[other] >= 0 && entrants[slots[other]].group == entrants[i].group)
                        latest = std::min(latest, meetingRound(slot, other));
                const int opponent = slots[slot ^ 1];
                const bool neighbour = opponent >= 0 && entrants[opponent].group >= 0 &&
                                       (entrants[opponent].group ^ 1) == entrants[i].group;
                const std::pair<int, int> key{latest, neighbour ? 1 : 0};
                if (key > bestKey) { // strictly better: the higher seed's slot wins ties
                    bestKey = key;
                    bestSlot = slot;
                }
            }
            slots[bestSlot] = i;
        }
        first = last;
    }
    return slots;
}

} // namespace tengen::pairing
