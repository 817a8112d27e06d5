#pragma once
// Divisions (组别, issue #47): one event of many groups — a youth championship by age or grade,
// a rank-certification day with a group per claimed grade — with one registration, one hall and
// one site. Each division has its own name, system and rounds, and plays its rounds on its own
// tables; every player is in one division. An event without divisions is one division, the
// event itself (division 1): every file made before divisions opens as such an event.
// docs/divisions.md.
#include "award_table.h"
#include "base/problem.h"
#include "stage.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen {

// The event's first division, the one every player is in until moved, whose system and rounds
// are the tournament's own.
inline constexpr int kFirstDivision = 1;
// Table numbers run through the event up to this.
inline constexpr int kMaxTable = 9999;
// A division's name, in characters, as long as the event's (whose name the first takes).
inline constexpr std::size_t kMaxDivisionName = 200;

struct Division {
    int id = kFirstDivision;
    int position = 1; // the order in which the event lists its divisions (and numbers tables)
    std::string nameNative, nameLatin;
    StageFormat system = StageFormat::McMahon;
    int rounds = 1;
    // The tables its games are at, from `tableFirst` to `tableLast`; nullopt: after the
    // divisions before it, as many as its players need.
    std::optional<int> tableFirst, tableLast;
    // A certification group (升段组): the grades it certifies, and the table of the grade each
    // score awards. Both or neither.
    std::optional<GradeBand> certifies;
    std::optional<AwardTable> awards;
    friend bool operator==(const Division&, const Division&) = default;
    // The name to show: the native one, else the Latin one.
    const std::string& name() const { return nameNative.empty() ? nameLatin : nameNative; }
};

// What is wrong with an event's divisions (ids unique, the first division among them, names
// given and unique in either script, 1 to 99 rounds, table ranges from 1 to kMaxTable that
// overlap no other; a certification group's band of grades in order and its award table whole
// and of the division's rounds), or nothing.
Problem validateDivisions(const std::vector<Division>& divisions);

// The division named `name` (native or Latin, case-insensitively in Latin) or numbered `name`.
const Division* findDivision(const std::vector<Division>& divisions, const std::string& name);

// Each division's tables in the event, in the order of `divisions` (by position): a division
// with a range keeps it; the others take, after the highest table given so far, as many tables
// as `tablesNeeded` says for them (at least one), skipping the ranges given.
struct DivisionTables {
    int division = kFirstDivision;
    int first = 1, last = 1;
};
std::vector<DivisionTables> divisionTables(const std::vector<Division>& divisions,
                                           const std::vector<int>& tablesNeeded);

} // namespace tengen
