#pragma once
#include "go/game_record.h"
#include "go/verifier.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace tengen::go::test {

// Rows top to bottom: 'X' black, 'O' white, '.' empty; blanks between points are ignored.
inline Board boardFromDiagram(const std::vector<std::string>& rows) {
    Board b(static_cast<int>(rows.size()));
    for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
        int x = 0;
        for (char ch : rows[y]) {
            if (ch == ' ')
                continue;
            if (ch == 'X')
                b.setStone(b.point(x, y), Colour::Black);
            else if (ch == 'O')
                b.setStone(b.point(x, y), Colour::White);
            ++x;
        }
    }
    return b;
}

inline GameRecord record(const std::string& sgf) {
    GameRecordParse p = readGameRecords(sgf);
    EXPECT_TRUE(p.ok()) << (p.errors.empty() ? std::string("no game") : p.errors[0].toString());
    return p.games.empty() ? GameRecord{} : p.games.front();
}

inline RuleSet rules(const char* name) {
    auto r = tryRuleSetByName(name);
    EXPECT_TRUE(r.has_value());
    return r.value_or(RuleSet{});
}

} // namespace tengen::go::test
