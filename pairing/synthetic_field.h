#pragma once
// A synthetic McMahon field for benchmarks and tests: ranks 25k..6d spread like a European
// congress, `playedRounds` rounds paired by a quick score-order pairing with results drawn from
// the rank difference. Deterministic for a given seed.
#include "field.h"

#include <cstdint>

namespace tengen::pairing {

Field syntheticMcMahonField(int players, int playedRounds, int totalRounds, std::uint32_t seed);

} // namespace tengen::pairing
