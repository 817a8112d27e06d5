#pragma once
// Likely duplicate registrations: the director resolves them, Tengen never merges silently.
#include "player.h"
#include "base/problem.h"

#include <string>
#include <vector>

namespace tengen {

struct LikelyDuplicate {
    size_t first, second; // indices into the list given
    Problem reason;       // "same EGD PIN %1" with the PIN, "same name, club and rank"
    bool sameId = false;  // an ID (EGD PIN, AGA ID, FFG licence) matched, not just the name
};

// Pairs in `players` that share an EGD PIN, AGA ID or FFG licence, or name (native or Latin,
// case-insensitive) + club + declared rank. Runs in O(n log n).
std::vector<LikelyDuplicate> findLikelyDuplicates(const std::vector<Player>& players);

} // namespace tengen
