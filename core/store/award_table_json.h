#pragma once
// An award table (tournament/award_table.h) as JSON: how the tournament file keeps a
// certification group's table, and the file a director writes his own table in:
//   {"name": "市升段赛", "rounds": 7, "forfeit_win_counts": false,
//    "rules": [{"wins": 7, "award": "claimed"}, {"wins": 5, "award": "claimed", "steps": -1},
//              {"wins": 4, "award": "none"}, {"wins": 3, "award": "band-top", "fee": "half"}]}
#include "base/problem.h"
#include "tournament/award_table.h"

#include <QByteArray>
#include <optional>

namespace tengen::store {

QByteArray awardTableJson(const AwardTable& table);

struct AwardTableRead {
    std::optional<AwardTable> table;
    Problem problem; // what is wrong, naming the field (when table is empty)
};
// The table, checked by validateAwardTable.
AwardTableRead readAwardTableJson(const QByteArray& json);

} // namespace tengen::store
