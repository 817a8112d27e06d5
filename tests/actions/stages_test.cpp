// Formats of play beside McMahon and Swiss (#33), run through the actions the desk and the CLI
// call: a round robin with a hand-worked crosstable (score, Sonneborn–Berger, games won, Koya),
// the withdrawal rules, a double round robin, 64 players in 8 groups then a 16-player knockout
// that goes on by itself, a knockout game the referee decides, and a Swiss stage of 60 followed
// by a top-6 round-robin final whose exports carry every game of both stages.
#include "actions/event_format.h"
#include "actions/results.h"
#include "actions/round_edits.h"
#include "actions/rounds.h"
#include "actions/stage_actions.h"
#include "actions/stages.h"
#include "actions/tournament.h"
#include "actions/undo.h"
#include "backend.h"
#include "documents/exports.h"
#include "documents/stage_documents.h"
#include "formats/importers.h"
#include "pairing/knockout.h"
#include "pairing/round_robin.h"
#include "store/tournament_file.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>

using namespace tengen;

namespace {

struct Event {
    QTemporaryDir dir;
    std::unique_ptr<store::TournamentFile> file;
    std::vector<PlayerId> ids; // strongest first

    // `players` players, the first the strongest; `first` the event's first stage (none: Swiss
    // of `rounds` rounds).
    Event(int players, std::optional<Stage> first, int rounds = 5, int clubs = 0) {
        TournamentSettings s;
        s.nameNative = "循环赛";
        s.system = PairingSystem::Swiss;
        s.rounds = rounds;
        s.komi = Komi::fromHalfPoints(14); // 7 points: a jigo can happen
        Refusal r;
        auto fileMade = createTournament(test::tournamentAt(dir), s);
        r = fileMade.refusal;
        file = std::move(fileMade.file);
        EXPECT_TRUE(r.done()) << toText(r).toStdString();
        if (first)
            makeStagedEvent(*file, *first);
        file->writeTransaction([&] {
            for (int i = 0; i < players; ++i) {
                Player p;
                p.familyNative = "棋手";
                p.givenNative = std::to_string(i + 1);
                p.familyLatin = "Player";
                p.givenLatin = std::to_string(i + 1);
                p.declaredRank = Rank::amateur(8 - i / 2); // 9d, 9d, 8d, …
                p.rating = Rating{RatingSystem::EgdGoR, 2800.0 - 10 * i, {}, {}};
                p.status = RegistrationStatus::Final;
                if (clubs > 0)
                    p.club = "C" + std::to_string(i % clubs);
                ids.push_back(file->players().add(p));
            }
        });
    }
    void result(int round, const Game& g, GameResult r) {
        ResultRequest q;
        q.round = RoundNo{round};
        q.table = TableNo{g.table};
        q.result = r;
        q.reason = QStringLiteral("test");
        const ResultOutcome out = enterResult(*file, q);
        EXPECT_TRUE(out.refusal.done()) << toText(out.refusal).toStdString();
    }
    std::vector<Game> games(int round) const { return file->rounds().games(RoundNo{round}); }
};

Stage stage(StageFormat f) {
    Stage s;
    s.format = f;
    return s;
}

const reports::StandingsRow& rowOf(const reports::StandingsTable& t, PlayerId id) {
    for (const reports::StandingsRow& r : t.rows)
        if (r.id == id)
            return r;
    throw std::runtime_error("not in the standings");
}

std::string valueOf(const reports::StandingsTable& t, PlayerId id, Criterion c) {
    const auto& row = rowOf(t, id);
    for (std::size_t k = 0; k < t.criteria.size(); ++k)
        if (t.criteria[k] == c)
            return row.values[k];
    return "?";
}

} // namespace

// Six players A–F; the results (row against column) worked by hand:
//        A  B  C  D  E  F   score  SB    wins  Koya (against A, B, C, E: 2½ or more)
//   A    ×  1  1  1  ½  0   3½     8¾    3     2½
//   B    0  ×  1  1  0  1   3      6     3     1
//   C    0  0  ×  1  1  ½   2½     5¼    2     1
//   D    0  0  0  ×  1  1   2      4     2     1
//   E    ½  1  0  0  ×  1   2½     6¼    2     1½
//   F    1  0  ½  0  0  ×   1½     4¾    1     1½
// E is third on SB (6¼ against C's 5¼).
TEST(Stages, ARoundRobinOfSixGivesTheHandWorkedCrosstableAndSonnebornBerger) {
    Event e(6, stage(StageFormat::RoundRobin));
    const double points[6][6] = {{-1, 1, 1, 1, .5, 0}, {0, -1, 1, 1, 0, 1},  {0, 0, -1, 1, 1, .5},
                                 {0, 0, 0, -1, 1, 1},  {.5, 1, 0, 0, -1, 1}, {1, 0, .5, 0, 0, -1}};
    const auto index = [&](PlayerId id) {
        return static_cast<int>(std::find(e.ids.begin(), e.ids.end(), id) - e.ids.begin());
    };
    // The whole schedule is printable before round 1.
    ASSERT_TRUE(placeStage(*e.file, 1).refusal.done());
    EXPECT_EQ(e.file->settings().get().rounds, 5);
    const reports::TableDocument schedule = scheduleDocument(*e.file, 1);
    ASSERT_EQ(schedule.sections.size(), 1u + 5u + 1u); // numbers, five rounds, the rule
    EXPECT_EQ(schedule.sections[1].rows.size(), 3u);
    for (int round = 1; round <= 5; ++round) {
        EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{round}).done());
        const std::vector<Game> games = e.games(round);
        ASSERT_EQ(games.size(), 3u);
        // The FIDE table: seat 1 is the strongest; table numbers as the schedule gives them.
        const auto berger = [&] {
            std::vector<std::pair<PlayerId, PlayerId>> v;
            for (const auto& [w, b] : pairing::roundRobinRound(6, round, false))
                v.emplace_back(e.ids[static_cast<std::size_t>(w - 1)],
                               e.ids[static_cast<std::size_t>(b - 1)]);
            return v;
        }();
        for (std::size_t t = 0; t < games.size(); ++t) {
            EXPECT_EQ(games[t].table, static_cast<int>(t) + 1);
            EXPECT_EQ(std::make_pair(games[t].white, games[t].black), berger[t]);
            const double p = points[index(games[t].white)][index(games[t].black)];
            e.result(round, games[t],
                     p == 1   ? GameResult::WhiteWins
                     : p == 0 ? GameResult::BlackWins
                              : GameResult::Jigo);
        }
    }
    const reports::StandingsTable t = stageStandings(*e.file, 1);
    ASSERT_EQ(t.rows.size(), 6u);
    const std::vector<int> order{0, 1, 4, 2, 3, 5}; // A B E C D F
    for (std::size_t k = 0; k < order.size(); ++k)
        EXPECT_EQ(t.rows[k].id, e.ids[static_cast<std::size_t>(order[k])]) << k;
    const std::vector<std::string> score{"3½", "3", "2½", "2", "2½", "1½"};
    const std::vector<std::string> sb{"8¾", "6", "5¼", "4", "6¼", "4¾"};
    const std::vector<std::string> wins{"3", "3", "2", "2", "2", "1"};
    const std::vector<std::string> koya{"2½", "1", "1", "1", "1½", "1½"};
    for (std::size_t i = 0; i < 6; ++i) {
        SCOPED_TRACE("player " + std::string(1, static_cast<char>('A' + i)));
        EXPECT_EQ(valueOf(t, e.ids[i], Criterion::Nbw), score[i]);
        EXPECT_EQ(valueOf(t, e.ids[i], Criterion::Sb), sb[i]);
        EXPECT_EQ(valueOf(t, e.ids[i], Criterion::Wins), wins[i]);
        EXPECT_EQ(valueOf(t, e.ids[i], Criterion::Koya), koya[i]);
    }
    // The crosstable: rows by place, each player's No. and the columns by the schedule's numbers
    // (#44: "No." was the place) — A (No. 1) against B (2), E (5) and F (6), with colours.
    const reports::TableDocument cross = crosstableDocument(*e.file, 1);
    ASSERT_EQ(cross.sections.size(), 1u);
    const QStringList& a = cross.sections[0].rows[0];
    EXPECT_EQ(a[2], QStringLiteral("棋手1"));
    EXPECT_EQ(a[1], QStringLiteral("1"));
    EXPECT_EQ(a[3], QStringLiteral("×"));
    EXPECT_TRUE(a[4].startsWith(QStringLiteral("1"))) << a[4].toStdString();
    EXPECT_TRUE(a[7].startsWith(QStringLiteral("½"))) << a[7].toStdString();
    EXPECT_TRUE(a[8].startsWith(QStringLiteral("0"))) << a[8].toStdString();
    const QStringList& third = cross.sections[0].rows[2]; // E, third, numbered 5
    EXPECT_EQ(third[1], QStringLiteral("5"));
    EXPECT_EQ(third[7], QStringLiteral("×"));
    for (int n = 1; n <= 6; ++n)
        EXPECT_EQ(cross.sections[0].columns[2 + n], QString::number(n));
    EXPECT_EQ(systemOfRound(*e.file, 3), QStringLiteral("round-robin"));
}

// Rule "half": F withdraws after two games (fewer than half of five): his games count for
// nobody. Rule "forfeit": his two games stand and the three left are lost by forfeit.
TEST(Stages, AWithdrawalAnnulsOrForfeitsAsTheDirectorChose) {
    for (WithdrawalRule rule : {WithdrawalRule::Half, WithdrawalRule::Forfeit}) {
        SCOPED_TRACE(std::string(withdrawalRuleId(rule)));
        Stage s = stage(StageFormat::RoundRobin);
        s.withdrawal = rule;
        Event e(6, s);
        const PlayerId f = e.ids[5];
        for (int round = 1; round <= 5; ++round) {
            if (round == 3)
                e.file->writeTransaction([&] {
                    Player p = *e.file->players().find(f);
                    Player w = p;
                    w.withdrawn = true;
                    e.file->players().update(p, w);
                });
            EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{round}).done());
            for (const Game& g : e.games(round)) {
                if (round >= 3 && g.involves(f)) { // lost by forfeit, stored as paired
                    EXPECT_TRUE(g.byForfeit);
                    EXPECT_EQ(g.halfPointsOf(f), 0);
                    continue;
                }
                e.result(round, g, GameResult::WhiteWins);
            }
        }
        const reports::StandingsTable t = stageStandings(*e.file, 1);
        int total = 0;
        for (const auto& row : t.rows)
            for (std::size_t k = 0; k < t.criteria.size(); ++k)
                if (t.criteria[k] == Criterion::Nbw)
                    total += std::stoi(row.values[k].substr(0, 1));
        if (rule == WithdrawalRule::Half) {
            EXPECT_EQ(t.rows.size(), 5u);
            EXPECT_EQ(total, 10); // the ten games among the five others
        } else {
            EXPECT_EQ(t.rows.size(), 6u);
            EXPECT_EQ(total, 15);
        }
        const reports::TableDocument schedule = scheduleDocument(*e.file, 1);
        EXPECT_FALSE(schedule.sections.back().rows.front().front().isEmpty()); // the rule, stated
    }
}

// A double round robin of 4: six rounds, each pair twice, once with each colour.
TEST(Stages, ADoubleRoundRobinPlaysEveryPairTwiceWithColoursSwapped) {
    Event e(4, stage(StageFormat::DoubleRoundRobin));
    std::map<std::pair<PlayerId, PlayerId>, int> met;
    for (int round = 1; round <= 6; ++round) {
        EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{round}).done());
        for (const Game& g : e.games(round)) {
            ++met[{g.white, g.black}];
            e.result(round, g, GameResult::BlackWins);
        }
    }
    EXPECT_EQ(e.file->settings().get().rounds, 6);
    EXPECT_EQ(met.size(), 12u);
    for (const auto& [pair, n] : met)
        EXPECT_EQ(n, 1);
    EXPECT_EQ(pairRoundInFile(*e.file, RoundNo{7}).refusal.kind, Refusal::Kind::Invalid)
        << "after the last round";
}

// 64 players in 8 groups of 8 by snake seeding, the top two of each group into a knockout of
// 16 crossed by group: two players of one group can meet only in the final; each result that
// decides a bracket round pairs the next by itself; places 1 to 4 from the final and the game
// for third place.
TEST(Stages, SixtyFourInEightGroupsThenASixteenPlayerKnockout) {
    Stage groups = stage(StageFormat::Groups);
    groups.groups = 8;
    groups.perGroup = 2;
    Event e(64, groups, 5, 7);
    ASSERT_TRUE(placeStage(*e.file, 1).refusal.done());
    EXPECT_EQ(e.file->settings().get().rounds, 7);
    std::map<PlayerId, int> groupOf;
    for (const StageSeat& seat : e.file->stages().seats(1))
        groupOf[seat.player] = seat.group;
    // Snake: seeds 1 and 16 in group A, 8 and 9 in group H.
    EXPECT_EQ(groupOf[e.ids[0]], 0);
    EXPECT_EQ(groupOf[e.ids[7]], 7);
    std::mt19937 rng(7);
    for (int round = 1; round <= 7; ++round) {
        EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{round}).done());
        const std::vector<Game> games = e.games(round);
        EXPECT_EQ(games.size(), 32u);
        for (const Game& g : games) {
            EXPECT_EQ(groupOf[g.white], groupOf[g.black]); // a group plays among itself
            e.result(round, g, rng() % 2 ? GameResult::WhiteWins : GameResult::BlackWins);
        }
    }
    std::vector<Stage> stages = e.file->stages().all();
    Stage ko = stage(StageFormat::Knockout);
    ko.number = 2;
    ko.firstRound = 8;
    ko.entrants = 16;
    ko.thirdPlace = true;
    e.file->stages().save(stages, {stages.front(), ko});
    EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{8}).done());
    EXPECT_EQ(e.file->settings().get().rounds, 11);
    const std::vector<StageSeat> bracketSeats = e.file->stages().seats(2);
    ASSERT_EQ(bracketSeats.size(), 16u);
    // The group winners and runners-up are the first two rows of each group's standings.
    const reports::StandingsTable groupTable = stageStandings(*e.file, 1);
    std::map<int, std::vector<PlayerId>> topOf;
    for (const auto& row : groupTable.rows)
        if (topOf[groupOf[row.id]].size() < 2)
            topOf[groupOf[row.id]].push_back(row.id);
    std::set<PlayerId> qualified;
    for (const auto& [group, top] : topOf)
        qualified.insert(top.begin(), top.end());
    ASSERT_EQ(qualified.size(), 16u);
    for (const StageSeat& s : bracketSeats) {
        EXPECT_TRUE(qualified.count(s.player)) << s.player.value();
        for (const StageSeat& o : bracketSeats)
            if (s.seat < o.seat && groupOf[s.player] == groupOf[o.player]) {
                EXPECT_EQ(pairing::meetingRound(s.seat - 1, o.seat - 1), 4);
            }
    }
    // Results only: the bracket goes on by itself.
    for (int round = 8; round <= 11; ++round) {
        const std::vector<Game> games = e.games(round);
        ASSERT_EQ(games.size(), round == 11 ? 2u : static_cast<std::size_t>(16 >> (round - 7)))
            << round;
        for (const Game& g : games) {
            EXPECT_NE(groupOf[g.white] == groupOf[g.black] && round < 11, true);
            e.result(round, g, GameResult::WhiteWins);
        }
    }
    const Bracket b = bracketOf(*e.file, 2);
    ASSERT_TRUE(b.champion);
    const std::vector<FinalPlace> places = finalPlaces(*e.file);
    ASSERT_EQ(places.size(), 64u);
    EXPECT_EQ(places[0].player, *b.champion);
    EXPECT_EQ(places[0].place, 1);
    EXPECT_EQ(places[2].place, 3);
    EXPECT_EQ(places[3].place, 4);
    EXPECT_EQ(places[4].place, 5);
    EXPECT_TRUE(places[4].shared);
    EXPECT_EQ(places[16].stage, 1); // out in the groups
}

// A jigo (integer komi) in a knockout: the bracket waits for the referee; his decision (kept
// in the journal) sends the player on and the next round is paired.
TEST(Stages, AKnockoutJigoWaitsForTheRefereesDecision) {
    Event e(4, stage(StageFormat::Knockout));
    EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{1}).done());
    std::vector<Game> games = e.games(1);
    ASSERT_EQ(games.size(), 2u);
    e.result(1, games[0], GameResult::WhiteWins);
    e.result(1, games[1], GameResult::Jigo);
    EXPECT_TRUE(e.games(2).empty());
    Bracket b = bracketOf(*e.file, 1);
    EXPECT_TRUE(b.matches[1].needsDecision);
    // The board decided that one: a rule of the event, said as such (not the file failing).
    const KnockoutDecisionOutcome decided =
        decideKnockout(*e.file, RoundNo{1}, TableNo{1}, games[0].white, QStringLiteral("x"));
    EXPECT_EQ(decided.refusal.kind, Refusal::Kind::Invalid);
    EXPECT_TRUE(e.file->stages().decisions().empty());
    // The decision and the bracket's next round, in one transaction.
    const KnockoutDecisionOutcome first = decideKnockout(
        *e.file, RoundNo{1}, TableNo{2}, games[1].black, QStringLiteral("加赛: 黑胜"));
    ASSERT_FALSE(first.refusal) << toText(first.refusal).toStdString();
    EXPECT_EQ(first.advanced, RoundNo{2});
    // A second desk's other decision does not overwrite it; the same one again changes nothing.
    EXPECT_EQ(decideKnockout(*e.file, RoundNo{1}, TableNo{2}, games[1].white, QStringLiteral("x"))
                  .refusal.kind,
              Refusal::Kind::Store);
    EXPECT_FALSE(decideKnockout(*e.file, RoundNo{1}, TableNo{2}, games[1].black,
                                QStringLiteral("加赛: 黑胜"))
                     .refusal);
    ASSERT_EQ(e.file->stages().decisions().size(), 1u);
    EXPECT_EQ(e.file->stages().decisions()[0].winner, games[1].black);
    EXPECT_EQ(advanceKnockout(*e.file).round, std::nullopt); // paired with the decision already
    // Taken back only once the round it let the bracket pair is unpaired.
    EXPECT_EQ(takeBackKnockoutDecision(*e.file, RoundNo{1}, TableNo{2}).kind,
              Refusal::Kind::Invalid);
    games = e.games(2);
    ASSERT_EQ(games.size(), 1u);
    EXPECT_TRUE(games[0].involves(e.games(1)[1].black));
    bool journalled = false;
    for (const auto& j : e.file->journal().entries(1000))
        journalled = journalled || j.action == QLatin1String("stage.decide");
    EXPECT_TRUE(journalled);
}

// Best of three: a third game only when the first two are split.
TEST(Stages, ABestOfThreeKnockoutPlaysAThirdGameOnlyWhenNeeded) {
    Stage ko = stage(StageFormat::Knockout);
    ko.bestOf = 3;
    Event e(4, ko);
    EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{1}).done());
    EXPECT_EQ(e.file->settings().get().rounds, 6);
    std::vector<Game> g1 = e.games(1);
    ASSERT_EQ(g1.size(), 2u);
    for (const Game& g : g1)
        e.result(1, g, GameResult::WhiteWins);
    const std::vector<Game> g2 = e.games(2); // paired by itself: game 2 of both matches
    ASSERT_EQ(g2.size(), 2u);
    EXPECT_EQ(g2[0].white, g1[0].black);       // colours alternate
    e.result(2, g2[0], GameResult::WhiteWins); // 1–1
    e.result(2, g2[1], GameResult::BlackWins); // 2–0
    const std::vector<Game> g3 = e.games(3);   // paired by itself: only the split match
    ASSERT_EQ(g3.size(), 1u);
    EXPECT_TRUE(g3[0].involves(g1[0].white));
}

// A Swiss stage of 60, then a round-robin final of the top 6 in the same file: each stage's
// standings, the final places (the final's order, then the Swiss order), and OpenGotha and EGF
// files that carry every game of both stages in its round.
TEST(Stages, ASwissStageOfSixtyThenATopSixRoundRobinFinal) {
    Event e(60, std::nullopt, 5, 9);
    std::mt19937 rng(11);
    for (int round = 1; round <= 5; ++round) {
        EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{round}).done());
        for (const Game& g : e.games(round))
            e.result(round, g, rng() % 3 ? GameResult::WhiteWins : GameResult::BlackWins);
    }
    const reports::StandingsTable swissBefore = stageStandings(*e.file, 1);
    const std::vector<Stage> seen = e.file->stages().all();
    ASSERT_TRUE(seen.empty());
    std::vector<Stage> wanted = eventStages(*e.file);
    Stage final = stage(StageFormat::RoundRobin);
    final.number = 2;
    final.firstRound = 6;
    final.entrants = 6;
    wanted.push_back(final);
    e.file->stages().save(seen, wanted);
    const std::vector<PlayerId> finalists = stageEntrants(*e.file, 2);
    ASSERT_EQ(finalists.size(), 6u);
    for (std::size_t k = 0; k < 6; ++k)
        EXPECT_EQ(finalists[k], swissBefore.rows[k].id);
    for (int round = 6; round <= 10; ++round) {
        EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{round}).done());
        const std::vector<Game> games = e.games(round);
        ASSERT_EQ(games.size(), 3u);
        for (const Game& g : games) {
            EXPECT_TRUE(std::count(finalists.begin(), finalists.end(), g.white));
            e.result(round, g, rng() % 2 ? GameResult::WhiteWins : GameResult::BlackWins);
        }
    }
    EXPECT_EQ(e.file->settings().get().rounds, 10);
    // The Swiss stage's standings do not move with the final's games.
    const reports::StandingsTable swissAfter = stageStandings(*e.file, 1);
    ASSERT_EQ(swissAfter.rows.size(), 60u);
    for (std::size_t k = 0; k < 60; ++k) {
        EXPECT_EQ(swissAfter.rows[k].id, swissBefore.rows[k].id);
        EXPECT_EQ(swissAfter.rows[k].values, swissBefore.rows[k].values);
    }
    const reports::StandingsTable finalTable = stageStandings(*e.file, 2);
    ASSERT_EQ(finalTable.rows.size(), 6u);
    const std::vector<FinalPlace> places = finalPlaces(*e.file);
    ASSERT_EQ(places.size(), 60u);
    for (std::size_t k = 0; k < 6; ++k) {
        EXPECT_EQ(places[k].player, finalTable.rows[k].id);
        EXPECT_EQ(places[k].stage, 2);
    }
    std::size_t next = 6;
    for (const auto& row : swissBefore.rows)
        if (!std::count(finalists.begin(), finalists.end(), row.id)) {
            EXPECT_EQ(places[next].player, row.id);
            if (!places[next].shared) {
                EXPECT_EQ(places[next].place, static_cast<int>(next) + 1);
            } else {
                EXPECT_LE(places[next].place, static_cast<int>(next) + 1);
                EXPECT_GE(places[next].place, places[next - 1].place);
            }
            ++next;
        }
    // Exports: every game of both stages, in its round.
    const std::vector<Game> all = e.file->rounds().games();
    ASSERT_EQ(all.size(), 5u * 30u + 5u * 3u);
    const ExportOutcome og = exportResults(*e.file, ExportFormat::OpenGotha, {});
    ASSERT_TRUE(og.refusal.done()) << toText(og.refusal).toStdString();
    const formats::ImportParse back = formats::parseOpenGotha(og.bytes, QStringLiteral("t.xml"));
    ASSERT_TRUE(back.ok());
    ASSERT_EQ(back.batch.games.size(), all.size());
    std::map<int, int> perRound;
    for (const ImportedGame& g : back.batch.games)
        ++perRound[g.game.round];
    for (int round = 1; round <= 10; ++round)
        EXPECT_EQ(perRound[round], round <= 5 ? 30 : 3) << round;
    ASSERT_TRUE(back.batch.settings);
    EXPECT_EQ(back.batch.settings->rounds, 10);
    ExportOptions egfOptions;
    const ExportOutcome egf = exportResults(*e.file, ExportFormat::Egf, egfOptions);
    ASSERT_TRUE(egf.refusal.done()) << toText(egf.refusal).toStdString();
    // The published folder: the final's standings, its crosstable, the final places.
    QTemporaryDir site;
    ASSERT_TRUE(publishRound(*e.file, RoundNo{10}, site.path()).done());
    for (const char* page : {"index.html", "standings.html", "crosstable.html", "places.html"})
        EXPECT_TRUE(QFile::exists(site.filePath(QString::fromLatin1(page)))) << page;
    QFile standings(site.filePath(QStringLiteral("standings.html")));
    ASSERT_TRUE(standings.open(QIODevice::ReadOnly));
    EXPECT_TRUE(standings.readAll().contains("Stage 2"));
    EXPECT_EQ(QString::fromLatin1(egf.bytes).count(QStringLiteral("/w")),
              static_cast<int>(all.size()));
}

// A file edited by hand: a player's number beyond the field, or a stage starting in the wrong
// round, is refused with what is wrong, and nothing is paired from it.
// The file's own: not registered in the server pass (tests/actions/CMakeLists.txt).
TEST(Stages, AStageFileEditedByHandIsRefusedNotPaired) {
    Event e(4, stage(StageFormat::RoundRobin));
    ASSERT_TRUE(placeStage(*e.file, 1).refusal.done());
    const QString path = e.file->path();
    const auto edit = [&](const QString& sql) { // the file closed and edited
        e.file.reset();
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("hand"));
            db.setDatabaseName(path);
            EXPECT_TRUE(db.open());
            QSqlQuery q(db);
            EXPECT_TRUE(q.exec(sql));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("hand"));
    };
    const auto byHand = [&](const QString& sql) { // ... and opened again
        edit(sql);
        e.file = store::TournamentFile::open(path);
    };
    // A seat past the schedule's: refused on opening since #45 (it was refused when paired).
    edit(QStringLiteral("UPDATE stage_seat SET seat = 9 WHERE seat = 4"));
    try {
        e.file = store::TournamentFile::open(path);
        FAIL() << "opened with a broken schedule";
    } catch (const store::StoreError& error) {
        EXPECT_TRUE(error.message().contains(QStringLiteral("stage 1 has 4 players placed")))
            << error.message().toStdString();
    }
    byHand(QStringLiteral("UPDATE stage_seat SET seat = 4 WHERE seat = 9"));
    EXPECT_TRUE(e.games(1).empty());
    byHand(QStringLiteral("UPDATE stage SET first_round = 2"));
    const PairedRound handEdited = pairRoundInFile(*e.file, RoundNo{1});
    EXPECT_EQ(handEdited.refusal.kind, Refusal::Kind::Store);
    EXPECT_EQ(handEdited.refusal.storeKind, store::StoreError::Kind::Damaged);
    EXPECT_TRUE(e.games(1).empty());
}

// A later stage waits for the one before to be over; a player who withdrew does not go on (the
// next one does); a knockout result the bracket went on from is not changed until the round
// after it is unpaired.
// Every change to the stage list, as the CLI and the desk make it (#46): one action each, a rule
// of the event refused as one (Invalid, with its sentence), never as the file failing.
TEST(Stages, EachStageChangeIsOneActionAndARuleBrokenIsSaidAsOne) {
    Event e(6, stage(StageFormat::RoundRobin));
    Stage final = stage(StageFormat::Knockout);
    final.entrants = 2;
    const auto refusedAs = [](const Refusal& r, const char* words) {
        EXPECT_EQ(r.kind, Refusal::Kind::Invalid) << toText(r).toStdString();
        EXPECT_TRUE(toText(r).contains(QString::fromUtf8(words))) << toText(r).toStdString();
    };
    // A stage after one whose rounds are not known yet (its players not placed).
    refusedAs(addStage(*e.file, final).refusal, "place its players first");
    refusedAs(placeStage(*e.file, 2).refusal, "no stage 2");
    const StagePlacement placed = placeStage(*e.file, 1, std::string("seed"));
    ASSERT_FALSE(placed.refusal) << toText(placed.refusal).toStdString();
    EXPECT_EQ(placed.seats.size(), 6u);
    EXPECT_EQ(placed.stage.rounds, 5);
    refusedAs(placeStage(*e.file, 1).refusal, "placed already");
    const StagesChange added = addStage(*e.file, final);
    ASSERT_FALSE(added.refusal) << toText(added.refusal).toStdString();
    EXPECT_EQ(added.before.size(), 1u);
    ASSERT_EQ(added.after.size(), 2u);
    EXPECT_EQ(added.after.back().firstRound, 6);
    // The knockout cannot be placed before the round robin is over.
    refusedAs(placeStage(*e.file, 2).refusal, "not over");
    refusedAs(removeStage(*e.file, 1).refusal, "only the last stage (2)");
    const StagesChange removed = removeStage(*e.file);
    ASSERT_FALSE(removed.refusal) << toText(removed.refusal).toStdString();
    EXPECT_EQ(e.file->stages().all().size(), 1u);
    refusedAs(removeStage(*e.file).refusal, "only a later stage");
    refusedAs(unplaceStage(*e.file, 3), "no stage 3");
    // Paired, the places stay (the store keeps its games' seats).
    EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{1}).done());
    EXPECT_EQ(unplaceStage(*e.file, 1).kind, Refusal::Kind::Store);
    ASSERT_FALSE(unpairRound(*e.file, RoundNo{1}, e.file->rounds().state(RoundNo{1})).refusal);
    EXPECT_FALSE(unplaceStage(*e.file, 1));
    EXPECT_TRUE(e.file->stages().seats(1).empty());
}

TEST(Stages, ALaterStageTakesTheTopOfAFinishedStageAndTheBracketKeepsItsResults) {
    Event e(5, stage(StageFormat::RoundRobin));
    for (int round = 1; round <= 5; ++round) {
        EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{round}).done());
        for (const Game& g : e.games(round))
            if (round < 5 || g.table == 1) // the last round's second game still open
                e.result(round, g,
                         g.white < g.black ? GameResult::WhiteWins : GameResult::BlackWins);
    }
    const std::vector<Stage> one = e.file->stages().all();
    Stage ko = stage(StageFormat::Knockout);
    ko.number = 2;
    ko.firstRound = 6;
    ko.entrants = 2;
    e.file->stages().save(one, {one.front(), ko});
    EXPECT_EQ(pairRoundInFile(*e.file, RoundNo{6}).refusal.kind, Refusal::Kind::Invalid)
        << "round 5 is open: stage 1 is not over";
    EXPECT_TRUE(e.file->stages().seats(2).empty());
    e.result(5, e.games(5)[1], GameResult::WhiteWins);
    // The winner of the round robin withdraws: the third goes on with the second.
    const reports::StandingsTable table = stageStandings(*e.file, 1);
    const PlayerId first = table.rows[0].id, second = table.rows[1].id, third = table.rows[2].id;
    e.file->writeTransaction([&] {
        const Player p = *e.file->players().find(first);
        Player w = p;
        w.withdrawn = true;
        e.file->players().update(p, w);
    });
    const std::vector<PlayerId> finalists = stageEntrants(*e.file, 2);
    EXPECT_EQ(finalists, (std::vector<PlayerId>{second, third}));
    EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{6}).done());
    const Game final = e.games(6).at(0);
    e.result(6, final, GameResult::WhiteWins);
    EXPECT_EQ(bracketOf(*e.file, 2).champion, final.white);
    // A final has nothing after it: its result may change (with the referee's reason).
    ResultRequest change;
    change.round = RoundNo{6};
    change.table = TableNo{1};
    change.result = GameResult::BlackWins;
    change.reason = QStringLiteral("recount");
    EXPECT_TRUE(enterResult(*e.file, change).refusal.done());
    EXPECT_EQ(bracketOf(*e.file, 2).champion, final.black);
    // In a bracket of four, a semi-final's result stays while the final is paired.
    Event k(4, stage(StageFormat::Knockout));
    EXPECT_TRUE(pairRoundInFile(*k.file, RoundNo{1}).done());
    for (const Game& g : k.games(1))
        k.result(1, g, GameResult::WhiteWins);
    ASSERT_EQ(k.games(2).size(), 1u);
    ResultRequest flip;
    flip.round = RoundNo{1};
    flip.table = TableNo{1};
    flip.result = GameResult::BlackWins;
    flip.reason = QStringLiteral("wrong sheet");
    const ResultOutcome refused = enterResult(*k.file, flip);
    EXPECT_FALSE(refused.refusal.done());
    EXPECT_TRUE(toText(refused.refusal).contains(QStringLiteral("unpair round 2")))
        << toText(refused.refusal).toStdString();
    EXPECT_EQ(k.games(1)[0].result, GameResult::WhiteWins);
}

// The desk's undo of the result that decided a bracket round: the round it paired goes with it,
// and comes back with it.
TEST(Stages, UndoingTheDecidingResultUnpairsTheRoundItPaired) {
    Event e(4, stage(StageFormat::Knockout));
    EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{1}).done());
    const std::vector<Game> games = e.games(1);
    e.result(1, games[0], GameResult::WhiteWins);
    ResultRequest last;
    last.round = RoundNo{1};
    last.table = TableNo{games[1].table};
    last.result = GameResult::BlackWins;
    const ResultOutcome out = enterResult(*e.file, last);
    ASSERT_TRUE(out.refusal.done());
    ASSERT_TRUE(out.advanced);
    EXPECT_EQ(*out.advanced, RoundNo{2});
    const Undoable step =
        knockoutResultUndo(out.before, out.after, *out.advanced, out.advancedRound);
    step.undo(*e.file);
    EXPECT_TRUE(e.games(2).empty());
    EXPECT_EQ(e.games(1)[1].result, GameResult::Unknown);
    step.redo(*e.file);
    ASSERT_EQ(e.games(2).size(), 1u);
    EXPECT_TRUE(e.games(2)[0].involves(games[1].black));
}

// The event's format answers for results, pairing, the documents and the desk (event_format.h):
// how each round is paired, who waits for a game, what a result sets off, and what it refuses.
TEST(Stages, TheEventsFormatSaysHowEachRoundIsPairedAndWhatAResultSetsOff) {
    Event plain(6, std::nullopt, 4);
    const std::unique_ptr<const EventFormat> one = eventFormat(*plain.file);
    EXPECT_EQ(one->pairingOf(1), RoundPairing::Engine);
    EXPECT_EQ(one->pairingOf(4), RoundPairing::Engine);
    EXPECT_FALSE(one->shape().staged || one->shape().team || one->shape().knockout);
    EXPECT_EQ(one->seatable(*plain.file, RoundNo{1}, plain.ids), plain.ids);
    EXPECT_EQ(one->firstReport(), QStringLiteral("standings"));

    // A round robin of five (a rest each round) then a final of two.
    Event e(5, stage(StageFormat::RoundRobin));
    ASSERT_FALSE(placeStage(*e.file, 1, std::string("seed")).refusal);
    Stage final = stage(StageFormat::Knockout);
    final.entrants = 2;
    ASSERT_FALSE(addStage(*e.file, final).refusal);
    std::unique_ptr<const EventFormat> staged = eventFormat(*e.file);
    EXPECT_TRUE(staged->shape().staged && staged->shape().knockout);
    EXPECT_EQ(staged->pairingOf(1), RoundPairing::Schedule);
    EXPECT_EQ(staged->pairingOf(5), RoundPairing::Schedule);
    EXPECT_EQ(staged->pairingOf(6), RoundPairing::Bracket);
    ASSERT_TRUE(staged->stageOf(6));
    EXPECT_EQ(staged->stageOf(6)->number, 2);
    // Waiting in a knockout round is no one's: a player out of the bracket plays no game.
    EXPECT_TRUE(staged->seatable(*e.file, RoundNo{6}, e.ids).empty());
    for (int round = 1; round <= 5; ++round) {
        ASSERT_TRUE(pairRoundInFile(*e.file, RoundNo{round}).done());
        for (const Game& g : e.games(round))
            e.result(round, g, g.white < g.black ? GameResult::WhiteWins : GameResult::BlackWins);
    }
    // The last result of the round robin places nothing by itself; the final is paired by hand.
    EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{6}).done());
    staged = eventFormat(*e.file);
    EXPECT_FALSE(staged->pairedFrom(*e.file, 6)) << "nothing is paired from the final";
    EXPECT_EQ(staged->afterResult(*e.file).round, std::nullopt) << "the final waits";

    // A team event pairs its teams and takes no stage: its round robin is its team pairing.
    QTemporaryDir dir;
    TournamentSettings s;
    s.nameNative = "团体赛";
    s.rounds = 3;
    s.boards = 3;
    CreatedTournament made = createTournament(test::tournamentAt(dir), s);
    ASSERT_TRUE(made.refusal.done()) << toText(made.refusal).toStdString();
    const std::unique_ptr<const EventFormat> team = eventFormat(*made.file);
    EXPECT_TRUE(team->shape().team);
    EXPECT_EQ(team->pairingOf(1), RoundPairing::TeamMatches);
    EXPECT_EQ(team->firstReport(), QStringLiteral("team-standings"));
    const StagesChange refused = addStage(*made.file, final);
    EXPECT_EQ(refused.refusal.kind, Refusal::Kind::Invalid)
        << toText(refused.refusal).toStdString();
    EXPECT_TRUE(toText(refused.refusal).contains(QStringLiteral("no stages")));
    EXPECT_TRUE(made.file->stages().all().empty()) << "the file is as it was";
}
