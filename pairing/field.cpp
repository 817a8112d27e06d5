#include "field.h"

#include <algorithm>
#include <cmath>

namespace tengen::pairing {

bool Entrant::plays(int round) const {
    return std::find(absentRounds.begin(), absentRounds.end(), round) == absentRounds.end();
}

int Field::indexOf(PlayerId id) const {
    auto it = index_.find(id);
    return it == index_.end() ? -1 : it->second;
}

void Field::reindex() {
    index_.clear();
    for (int i = 0; i < static_cast<int>(entrants.size()); ++i)
        index_[entrants[i].id] = i;
}

} // namespace tengen::pairing
