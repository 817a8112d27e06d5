#pragma once
// Divisions made from the registration (issue #47 point 4): one per claimed grade or per band of
// N grades (the Korean kyu groups of three), per birth year or band of years, or per the
// players' category field (组别, as imported). Groups smaller than a minimum are merged into
// their neighbour. The director sees the proposal before it is applied (app/actions/divisions.h).
#include "base/problem.h"
#include "ids.h"
#include "player.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen {

enum class DivideBy { Grade, Age, Category };
std::optional<DivideBy> tryParseDivideBy(std::string_view id); // "grade", "age", "category"

struct ProposedDivision {
    std::string nameNative, nameLatin;
    std::vector<PlayerId> players; // in registration order
    friend bool operator==(const ProposedDivision&, const ProposedDivision&) = default;
};

// The groups of `players` by `by`: by grade (the director's rank if set, else the claimed one),
// strongest first, `band` grades to a group (kyu and dan apart: 1-3k, 4-6k …; 1-3d …); by age,
// oldest first, `band` birth years to a group from the oldest; by category, in the order of the
// categories' names. A group of fewer than `minimum` players joins the smaller of its
// neighbours (the stronger or older one on a tie), the smallest first, until none is left or
// one group remains. Players without a grade, birth date or category are a group of their own,
// last, never merged. Empty: no players. `band` and `minimum` are at least 1.
std::vector<ProposedDivision> proposeDivisions(const std::vector<Player>& players, DivideBy by,
                                               int band, int minimum);

} // namespace tengen
