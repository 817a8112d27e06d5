#pragma once
// A large tournament file for measurements and load tests: `players` registered players with
// ranks from 30k to 7d and a few hundred clubs, `rounds` rounds paired by registration order
// (table t: neighbours in the list turned by one place each round) with results from a fixed
// seed.
#include "store/tournament_file.h"

#include <random>
#include <string>

namespace tengen::test {

inline void buildBigTournament(const QString& path, int players, int rounds,
                               unsigned seed = 20261201) {
    TournamentSettings s;
    s.nameNative = "全国围棋个人赛";
    s.nameLatin = "National Individual Championship";
    s.place = "北京";
    s.firstDay = boost::gregorian::date(2026, 12, 5);
    s.lastDay = boost::gregorian::date(2026, 12, 7);
    s.rounds = std::max(rounds, 1);
    auto file = store::TournamentFile::create(path, s);
    static const char* families[] = {"王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周",
                                     "徐", "孙", "马", "朱", "胡", "郭", "何", "高", "林", "罗"};
    static const char* givens[] = {"伟", "芳", "娜", "敏",   "静",   "磊",  "洋",
                                   "勇", "艳", "杰", "涛",   "明",   "超",  "秀英",
                                   "霞", "平", "刚", "桂英", "浩然", "一鸣"};
    std::mt19937 random(seed);
    ImportBatch batch;
    batch.source = "big";
    for (int i = 0; i < players; ++i) {
        Player p;
        p.familyNative = families[random() % 20];
        p.givenNative = std::string(givens[random() % 20]) + std::to_string(i);
        p.familyLatin = "Family";
        p.givenLatin = "Given" + std::to_string(i);
        p.club = "棋院" + std::to_string(random() % 300);
        p.country = "CN";
        p.declaredRank = Rank::amateur(static_cast<int>(random() % 37) - 30);
        p.status = RegistrationStatus::Final;
        batch.players.push_back({p, i + 2});
    }
    const store::ImportOutcome outcome = file->players().import(batch);
    const std::vector<PlayerId>& ids = outcome.ids;
    for (int r = 1; r <= rounds; ++r) {
        // Round r pairs neighbours in the list turned by r - 1: every player once per round.
        std::vector<Game> games;
        const int n = static_cast<int>(ids.size()) / 2 * 2;
        for (int t = 0; t < n / 2; ++t) {
            Game g;
            g.round = r;
            g.table = t + 1;
            g.white = ids[static_cast<size_t>((2 * t + r - 1) % n)];
            g.black = ids[static_cast<size_t>((2 * t + 1 + r - 1) % n)];
            g.result = random() % 2 ? GameResult::WhiteWins : GameResult::BlackWins;
            games.push_back(g);
        }
        file->rounds().save(RoundNo{r}, games, {});
    }
}

} // namespace tengen::test
