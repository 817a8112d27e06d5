// Berger tables: every pair exactly once, nobody twice in a round, colours balanced.
#include "pairing/round_robin.h"

#include <gtest/gtest.h>

#include "pairing/knockout.h"

#include <map>
#include <set>
#include <sstream>
#include <string>

using namespace tengen::pairing;

TEST(RoundRobin, EveryPairMeetsOnceAndColoursStayBalanced) {
    for (int n = 2; n <= 12; ++n) {
        std::set<std::pair<int, int>> met;
        std::vector<int> whites(n, 0), games(n, 0);
        for (int round = 1; round <= bergerRounds(n); ++round) {
            std::set<int> busy;
            for (const auto& [w, b] : bergerRound(n, round)) {
                ASSERT_TRUE(busy.insert(w).second) << n << " " << round;
                ASSERT_TRUE(busy.insert(b).second) << n << " " << round;
                ASSERT_TRUE(met.insert({std::min(w, b), std::max(w, b)}).second);
                ++whites[w];
                ++games[w];
                ++games[b];
            }
            EXPECT_GE(static_cast<int>(busy.size()), n - 1); // at most one bye
        }
        EXPECT_EQ(static_cast<int>(met.size()), n * (n - 1) / 2) << n;
        for (int p = 0; p < n; ++p) {
            EXPECT_EQ(games[p], n - 1);
            EXPECT_LE(std::abs(2 * whites[p] - games[p]), 2) << "n=" << n << " player " << p;
        }
    }
}

// FIDE's published Berger tables (Handbook C.05, Annex 1) for 4 to 16 players, transcribed from a
// printed copy of the handbook's page (every round: "white-black" by board). The schedule of
// a round robin of 3 to 16 players is checked against them: an odd field plays the next even
// table, the last number being the bye.
const char* const kFideBergerTables = R"(
4 1: 1-4 2-3
4 2: 4-3 1-2
4 3: 2-4 3-1
6 1: 1-6 2-5 3-4
6 2: 6-4 5-3 1-2
6 3: 2-6 3-1 4-5
6 4: 6-5 1-4 2-3
6 5: 3-6 4-2 5-1
8 1: 1-8 2-7 3-6 4-5
8 2: 8-5 6-4 7-3 1-2
8 3: 2-8 3-1 4-7 5-6
8 4: 8-6 7-5 1-4 2-3
8 5: 3-8 4-2 5-1 6-7
8 6: 8-7 1-6 2-5 3-4
8 7: 4-8 5-3 6-2 7-1
10 1: 1-10 2-9 3-8 4-7 5-6
10 2: 10-6 7-5 8-4 9-3 1-2
10 3: 2-10 3-1 4-9 5-8 6-7
10 4: 10-7 8-6 9-5 1-4 2-3
10 5: 3-10 4-2 5-1 6-9 7-8
10 6: 10-8 9-7 1-6 2-5 3-4
10 7: 4-10 5-3 6-2 7-1 8-9
10 8: 10-9 1-8 2-7 3-6 4-5
10 9: 5-10 6-4 7-3 8-2 9-1
12 1: 1-12 2-11 3-10 4-9 5-8 6-7
12 2: 12-7 8-6 9-5 10-4 11-3 1-2
12 3: 2-12 3-1 4-11 5-10 6-9 7-8
12 4: 12-8 9-7 10-6 11-5 1-4 2-3
12 5: 3-12 4-2 5-1 6-11 7-10 8-9
12 6: 12-9 10-8 11-7 1-6 2-5 3-4
12 7: 4-12 5-3 6-2 7-1 8-11 9-10
12 8: 12-10 11-9 1-8 2-7 3-6 4-5
12 9: 5-12 6-4 7-3 8-2 9-1 10-11
12 10: 12-11 1-10 2-9 3-8 4-7 5-6
12 11: 6-12 7-5 8-4 9-3 10-2 11-1
14 1: 1-14 2-13 3-12 4-11 5-10 6-9 7-8
14 2: 14-8 9-7 10-6 11-5 12-4 13-3 1-2
14 3: 2-14 3-1 4-13 5-12 6-11 7-10 8-9
14 4: 14-9 10-8 11-7 12-6 13-5 1-4 2-3
14 5: 3-14 4-2 5-1 6-13 7-12 8-11 9-10
14 6: 14-10 11-9 12-8 13-7 1-6 2-5 3-4
14 7: 4-14 5-3 6-2 7-1 8-13 9-12 10-11
14 8: 14-11 12-10 13-9 1-8 2-7 3-6 4-5
14 9: 5-14 6-4 7-3 8-2 9-1 10-13 11-12
14 10: 14-12 13-11 1-10 2-9 3-8 4-7 5-6
14 11: 6-14 7-5 8-4 9-3 10-2 11-1 12-13
14 12: 14-13 1-12 2-11 3-10 4-9 5-8 6-7
14 13: 7-14 8-6 9-5 10-4 11-3 12-2 13-1
16 1: 1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9
16 2: 16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2
16 3: 2-16 3-1 4-15 5-14 6-13 7-12 8-11 9-10
16 4: 16-10 11-9 12-8 13-7 14-6 15-5 1-4 2-3
16 5: 3-16 4-2 5-1 6-15 7-14 8-13 9-12 10-11
16 6: 16-11 12-10 13-9 14-8 15-7 1-6 2-5 3-4
16 7: 4-16 5-3 6-2 7-1 8-15 9-14 10-13 11-12
16 8: 16-12 13-11 14-10 15-9 1-8 2-7 3-6 4-5
16 9: 5-16 6-4 7-3 8-2 9-1 10-15 11-14 12-13
16 10: 16-13 14-12 15-11 1-10 2-9 3-8 4-7 5-6
16 11: 6-16 7-5 8-4 9-3 10-2 11-1 12-15 13-14
16 12: 16-14 15-13 1-12 2-11 3-10 4-9 5-8 6-7
16 13: 7-16 8-6 9-5 10-4 11-3 12-2 13-1 14-15
16 14: 16-15 1-14 2-13 3-12 4-11 5-10 6-9 7-8
16 15: 8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1
)";

namespace {
// n -> rounds -> (white, black) by board, 1-based.
std::map<int, std::vector<std::vector<std::pair<int, int>>>> fideTables() {
    std::map<int, std::vector<std::vector<std::pair<int, int>>>> tables;
    std::istringstream in(kFideBergerTables);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty())
            continue;
        std::istringstream l(line);
        int n = 0, round = 0;
        char colon = 0;
        l >> n >> round >> colon;
        std::vector<std::pair<int, int>> games;
        std::string pair;
        while (l >> pair) {
            const auto dash = pair.find('-');
            games.emplace_back(std::stoi(pair.substr(0, dash)), std::stoi(pair.substr(dash + 1)));
        }
        tables[n].push_back(games);
        EXPECT_EQ(static_cast<int>(tables[n].size()), round) << line;
    }
    return tables;
}
} // namespace

TEST(RoundRobin, GivesFideBergerTablesFrom3To16Players) {
    const auto tables = fideTables();
    ASSERT_EQ(tables.size(), 7u); // 4, 6, … 16
    for (const auto& [even, rounds] : tables) {
        ASSERT_EQ(static_cast<int>(rounds.size()), even - 1);
        for (int round = 1; round < even; ++round) {
            const auto& printed = rounds[static_cast<std::size_t>(round - 1)];
            EXPECT_EQ(roundRobinRound(even, round, false), printed)
                << even << " players, round " << round;
            // An odd field: the same table, the last number's opponent has the bye.
            std::vector<std::pair<int, int>> withoutDummy;
            int bye = 0;
            for (const auto& [w, b] : printed) {
                if (w == even || b == even)
                    bye = w == even ? b : w;
                else
                    withoutDummy.emplace_back(w, b);
            }
            EXPECT_EQ(roundRobinRound(even - 1, round, false), withoutDummy)
                << even - 1 << " players, round " << round;
            EXPECT_EQ(roundRobinBye(even - 1, round, false), bye);
        }
    }
}

// 3 to 20 players, once and twice: every pair meets once (twice: once with each colour), nobody
// twice in a round, at most one bye a round, colours within one of balance.
TEST(RoundRobin, SingleAndDoubleSchedulesFrom3To20Players) {
    for (int n = 3; n <= 20; ++n)
        for (bool twice : {false, true}) {
            std::map<std::pair<int, int>, int> met; // (white, black) -> games
            std::vector<int> whites(n + 1, 0), games(n + 1, 0);
            const int rounds = bergerRounds(n) * (twice ? 2 : 1);
            for (int round = 1; round <= rounds; ++round) {
                std::set<int> busy;
                for (const auto& [w, b] : roundRobinRound(n, round, twice)) {
                    ASSERT_TRUE(busy.insert(w).second);
                    ASSERT_TRUE(busy.insert(b).second);
                    ++met[{w, b}];
                    ++whites[w];
                    ++games[w];
                    ++games[b];
                }
                EXPECT_EQ(static_cast<int>(busy.size()), n - n % 2);
                const int bye = roundRobinBye(n, round, twice);
                EXPECT_EQ(bye != 0, n % 2 == 1);
                EXPECT_FALSE(busy.count(bye));
            }
            for (int a = 1; a <= n; ++a) {
                EXPECT_EQ(games[a], (n - 1) * (twice ? 2 : 1));
                // Whites minus blacks: within one (a double round robin: none).
                EXPECT_LE(std::abs(2 * whites[a] - games[a]), twice ? 0 : 1)
                    << n << " player " << a;
                for (int b = a + 1; b <= n; ++b) {
                    const int ab = met[{a, b}], ba = met[{b, a}];
                    if (twice) {
                        EXPECT_EQ(ab, 1) << n << ": " << a << " v " << b;
                        EXPECT_EQ(ba, 1) << n << ": " << b << " v " << a;
                    } else {
                        EXPECT_EQ(ab + ba, 1) << n << ": " << a << " v " << b;
                    }
                }
            }
        }
}

// 64 players in 8 groups by snake seeding: group A has seeds 1, 16, 17, 32 …; two players of
// one club in one row are split when another group's player of that row is of another club.
TEST(Groups, SnakeSeedingKeepsStrengthAndSpreadsClubs) {
    std::vector<std::string> club(64), country(64, "CN");
    auto groups = snakeGroups(club, country, 8);
    EXPECT_EQ(groups[0], 0);
    EXPECT_EQ(groups[7], 7);
    EXPECT_EQ(groups[8], 7);
    EXPECT_EQ(groups[15], 0);
    EXPECT_EQ(groups[16], 0);
    std::vector<int> size(8, 0);
    for (int g : groups)
        ++size[static_cast<std::size_t>(g)];
    EXPECT_EQ(size, std::vector<int>(8, 8));
    // Seeds 1 and 16 (A, row 1 and 2) of one club: 16 changes places with a row-2 player.
    club[0] = club[15] = "Beijing";
    groups = snakeGroups(club, country, 8);
    EXPECT_EQ(groups[0], 0);
    EXPECT_NE(groups[15], 0);
    EXPECT_GE(groups[15], 0);
    EXPECT_LT(groups[15], 8);
}

TEST(Knockout, SeedsStandWhereTheyMeetLatest) {
    EXPECT_EQ(bracketSeedOrder(8), (std::vector<int>{1, 8, 4, 5, 2, 7, 3, 6}));
    EXPECT_EQ(bracketSize(12), 16);
    EXPECT_EQ(meetingRound(0, 1), 1);
    EXPECT_EQ(meetingRound(0, 15), 4);
    // 12 players: the top four seeds have the byes.
    const auto slots = bracketSlots(std::vector<BracketEntrant>(12));
    const auto order = bracketSeedOrder(16);
    for (int slot = 0; slot < 16; slot += 2) {
        const int a = order[slot], b = order[slot + 1];
        EXPECT_EQ(slots[slot] == -1 || slots[slot + 1] == -1, std::min(a, b) <= 4);
    }
}

// 8 groups, their top two into 16: two players of one group meet only in the final, every
// group's runner-up starts against the winner of the neighbouring group (A2–B1, B2–A1, …).
TEST(Knockout, PlayersOfOneGroupMeetOnlyInTheFinal) {
    std::vector<BracketEntrant> entrants;
    for (int place = 1; place <= 2; ++place)
        for (int g = 0; g < 8; ++g)
            entrants.push_back({g, place});
    const auto slots = bracketSlots(entrants);
    for (int a = 0; a < 16; ++a)
        for (int b = a + 1; b < 16; ++b)
            if (entrants[slots[a]].group == entrants[slots[b]].group) {
                EXPECT_EQ(meetingRound(a, b), 4) << a << " " << b;
            }
    for (int slot = 0; slot < 16; slot += 2) {
        const auto& x = entrants[slots[slot]];
        const auto& y = entrants[slots[slot + 1]];
        EXPECT_NE(x.groupPlace, y.groupPlace);
        EXPECT_EQ(x.group ^ 1, y.group);
    }
    // Four groups, top four each: one group's players never meet in round 1 or 2.
    entrants.clear();
    for (int place = 1; place <= 4; ++place)
        for (int g = 0; g < 4; ++g)
            entrants.push_back({g, place});
    const auto sixteen = bracketSlots(entrants);
    for (int a = 0; a < 16; ++a)
        for (int b = a + 1; b < 16; ++b)
            if (entrants[sixteen[a]].group == entrants[sixteen[b]].group) {
                EXPECT_GE(meetingRound(a, b), 3) << a << " " << b;
            }
}

// A double round robin: nobody has one colour three times running (FIDE: the first cycle's last
// two rounds exchanged), and the first cycle is still the published table, rounds aside.
TEST(RoundRobin, ADoubleRoundRobinNeverGivesOneColourThreeTimesRunning) {
    for (int n = 4; n <= 16; n += 2) {
        const int rounds = 2 * bergerRounds(n);
        std::vector<std::string> colours(n + 1);
        for (int round = 1; round <= rounds; ++round)
            for (const auto& [w, b] : roundRobinRound(n, round, true)) {
                colours[w] += 'W';
                colours[b] += 'B';
            }
        for (int p = 1; p <= n; ++p) {
            EXPECT_EQ(colours[p].find("WWW"), std::string::npos)
                << n << " player " << p << " " << colours[p];
            EXPECT_EQ(colours[p].find("BBB"), std::string::npos)
                << n << " player " << p << " " << colours[p];
        }
        EXPECT_EQ(roundRobinRound(n, bergerRounds(n), true),
                  roundRobinRound(n, bergerRounds(n) - 1, false));
    }
}
