// The rounds of a team event as the desk and the CLI run them (#32): a school event paired by
// team Swiss for seven rounds, a 围甲-style double round robin with the leader-board rule, line-ups
// under the event's rule, matches by hand and a whole team's forfeit — checked game by game from
// the file, not from what the pairing says it did.
#include "actions/round_colours.h"
#include "actions/round_edits.h"
#include "actions/rounds.h"
#include "actions/settings_actions.h"
#include "actions/team_rounds.h"
#include "actions/teams.h"
#include "actions/tournament.h"
#include "actions/undo.h"
#include "backend.h"
#include "documents/exports.h"
#include "documents/team_documents.h"
#include "store/tournament_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>

using namespace tengen;

namespace {

struct TeamEvent {
    QTemporaryDir dir;
    std::unique_ptr<store::TournamentFile> file;
    std::vector<Team> teams;

    // `teams` teams of `members` players each (the first `boards` play, the rest are reserves).
    TeamEvent(int teamCount, int members, int boards, TeamRules rules, int rounds) {
        TournamentSettings s;
        s.nameNative = "中小学团体赛";
        s.rounds = rounds;
        s.boards = boards;
        s.team = rules;
        s.komi = Komi::fromHalfPoints(14); // 7 points: a board may end in jigo
        Refusal r;
        auto fileMade = createTournament(test::tournamentAt(dir, QStringLiteral("teams")), s);
        r = fileMade.refusal;
        file = std::move(fileMade.file);
        EXPECT_TRUE(r.done()) << toText(r).toStdString();
        file->writeTransaction([&] {
            for (int t = 0; t < teamCount; ++t) {
                Team team;
                team.nameNative = "第" + std::to_string(t + 1) + "队";
                for (int m = 0; m < members; ++m) {
                    Player p;
                    p.familyNative = "队" + std::to_string(t + 1);
                    p.givenNative = "棋手" + std::to_string(m + 1);
                    p.declaredRank = Rank::kyu(1 + (t + m) % 10);
                    p.status = RegistrationStatus::Final;
                    team.members.push_back(file->players().add(p));
                }
                team.id = file->teams().add(team);
                teams.push_back(team);
            }
        });
    }
    int boards() const { return file->settings().get().boards; }
};

// Board 1's player of `team` wins with probability ~½, a jigo now and then.
GameResult randomResult(std::mt19937& rng) {
    const int r = static_cast<int>(rng() % 20);
    return r == 0 ? GameResult::Jigo : r < 10 ? GameResult::WhiteWins : GameResult::BlackWins;
}

void enterRandomResults(store::TournamentFile& file, RoundNo round, std::mt19937& rng) {
    file.writeTransaction([&] {
        for (const Game& g : file.rounds().games(round))
            file.rounds().setResult(round, TableNo{g.table}, randomResult(rng), false);
    });
}

// What the file holds for `round` keeps the team rules: board k of one line-up against board k
// of the other, board 1's colour as the match says and the boards after it alternating.
void expectBoardsOfRound(const store::TournamentFile& file, RoundNo round, int boards) {
    const TeamRound r = file.teamRounds().round(round);
    const std::vector<Game> games = file.rounds().games(round);
    EXPECT_EQ(games.size(), r.matches.size() * static_cast<std::size_t>(boards));
    for (const TeamMatch& m : r.matches)
        for (int b = 1; b <= boards; ++b) {
            const PlayerId home = r.lineups.at(m.home)[static_cast<std::size_t>(b - 1)];
            const PlayerId away = r.lineups.at(m.away)[static_cast<std::size_t>(b - 1)];
            const auto g = std::find_if(games.begin(), games.end(), [&](const Game& g) {
                return g.table == boardTable(m.number, b, boards);
            });
            ASSERT_NE(g, games.end());
            const bool homeWhite = (b % 2 == 1) == m.homeWhiteOnBoard1;
            EXPECT_EQ(g->white, homeWhite ? home : away) << "round " << round << " board " << b;
            EXPECT_EQ(g->black, homeWhite ? away : home) << "round " << round << " board " << b;
        }
}

} // namespace

TEST(TeamRounds, ASchoolEventOf24TeamsOverSevenSwissRounds) {
    TeamEvent e(24, 5, 4, TeamRules{}, 7);
    std::mt19937 rng(20261203);
    std::set<std::pair<TeamId, TeamId>> met;
    std::map<TeamId, int> byes;
    for (int r = 1; r <= 7; ++r) {
        const RoundNo round{r};
        // Round 3: the last team cannot come (its players absent): 23 teams, one has the bye.
        if (r == 3)
            for (PlayerId p : e.teams.back().members)
                e.file->players().setParticipation(p, {3, Participation::Absent, std::nullopt});
        // Round 2: a team rests its board-2 player, the reserve plays board 4.
        if (r == 2) {
            const Team& t = e.teams[5];
            const std::vector<PlayerId> lineup{t.members[0], t.members[2], t.members[3],
                                               t.members[4]};
            ASSERT_TRUE(setTeamLineup(*e.file, round, t.id, lineup, {}).done());
        }
        const TeamPairingOutcome paired = pairTeamRound(*e.file, round);
        ASSERT_TRUE(paired.refusal.done()) << toText(paired.refusal).toStdString();
        EXPECT_EQ(paired.rematches, 0);
        EXPECT_FALSE(paired.secondBye);
        EXPECT_EQ(paired.round.matches.size(), r == 3 ? 11u : 12u);
        EXPECT_EQ(paired.round.bye.has_value(), r == 3);
        const TeamRound stored = e.file->teamRounds().round(round);
        EXPECT_EQ(stored, paired.round) << "the file holds what was paired";
        for (const TeamMatch& m : stored.matches) {
            EXPECT_TRUE(met.insert({std::min(m.home, m.away), std::max(m.home, m.away)}).second)
                << "a rematch in round " << r;
        }
        if (stored.bye) {
            EXPECT_EQ(++byes[*stored.bye], 1) << "a second bye";
        }
        if (r == 2) {
            EXPECT_EQ(stored.lineups.at(e.teams[5].id)[3], e.teams[5].members[4]) << "as given";
        }
        expectBoardsOfRound(*e.file, round, e.boards());
        enterRandomResults(*e.file, round, rng);
    }
    // Every team's match points are what its matches gave, counted here from the games.
    TeamHistory history;
    const std::vector<TeamStandingsRow> rows = teamStandingsInFile(*e.file, 0, &history);
    std::map<TeamId, long long> points;
    for (int r = 1; r <= 7; ++r) {
        const TeamRound round = e.file->teamRounds().round(RoundNo{r});
        for (const TeamMatch& m : round.matches) {
            int home = 0, away = 0;
            for (int b = 1; b <= 4; ++b) {
                const Game g =
                    *e.file->rounds().game(RoundNo{r}, TableNo{boardTable(m.number, b, 4)});
                const PlayerId h = round.lineups.at(m.home)[static_cast<std::size_t>(b - 1)];
                const int forHome = g.result == GameResult::Jigo                            ? 1
                                    : (g.result == GameResult::WhiteWins) == (g.white == h) ? 2
                                                                                            : 0;
                home += forHome;
                away += 2 - forHome;
            }
            points[m.home] += home > away ? 4 : home == away ? 2 : 0;
            points[m.away] += away > home ? 4 : home == away ? 2 : 0;
        }
        if (round.bye)
            points[*round.bye] += 2; // a drawn match (FIDE)
    }
    ASSERT_EQ(rows.size(), 24u);
    for (const TeamStandingsRow& row : rows)
        EXPECT_EQ(row.values[0], points[row.team]) << "team " << row.team;
    for (std::size_t i = 1; i < rows.size(); ++i)
        EXPECT_GE(rows[i - 1].values[0], rows[i].values[0]) << "by match points first";
}

TEST(TeamRounds, ALeagueDoubleRoundRobinMeetsTwiceWithColoursSwappedAndTheLeaderBoardRule) {
    TeamRules rules;
    rules.pairing = TeamPairing::DoubleRoundRobin;
    rules.match = chineseLeagueRules();
    rules.criteria = *teamCriteriaPreset("chinese");
    TeamEvent e(12, 5, 4, rules, 22);
    std::mt19937 rng(7);
    std::map<std::pair<TeamId, TeamId>, std::vector<bool>> board1White; // first team's colour
    std::map<TeamId, long long> points;
    int decidedByLeader = 0;
    for (int r = 1; r <= 22; ++r) {
        const RoundNo round{r};
        const TeamPairingOutcome paired = pairTeamRound(*e.file, round);
        ASSERT_TRUE(paired.refusal.done()) << toText(paired.refusal).toStdString();
        ASSERT_EQ(paired.round.matches.size(), 6u);
        expectBoardsOfRound(*e.file, round, 4);
        enterRandomResults(*e.file, round, rng);
        const TeamRound stored = e.file->teamRounds().round(round);
        for (const TeamMatch& m : stored.matches) {
            const TeamId a = std::min(m.home, m.away), b = std::max(m.home, m.away);
            board1White[{a, b}].push_back((m.home == a) == m.homeWhiteOnBoard1);
            // The 围甲 count, by hand: the majority of boards wins 3; a 2:2 goes to the leader
            // board, 2 for its winner and 1 for the other; a jigo on board 1 too is a draw.
            int home = 0, leader = 0;
            for (int k = 1; k <= 4; ++k) {
                const Game g = *e.file->rounds().game(round, TableNo{boardTable(m.number, k, 4)});
                const PlayerId h = stored.lineups.at(m.home)[static_cast<std::size_t>(k - 1)];
                const int forHome = g.result == GameResult::Jigo                            ? 1
                                    : (g.result == GameResult::WhiteWins) == (g.white == h) ? 2
                                                                                            : 0;
                home += forHome;
                if (k == 1)
                    leader = forHome;
            }
            if (home != 4) {
                points[home > 4 ? m.home : m.away] += 6;
            } else if (leader != 1) {
                ++decidedByLeader;
                points[leader == 2 ? m.home : m.away] += 4;
                points[leader == 2 ? m.away : m.home] += 2;
            } else {
                points[m.home] += 2;
                points[m.away] += 2;
            }
        }
    }
    EXPECT_EQ(pairTeamRound(*e.file, RoundNo{23}).refusal.kind, Refusal::Kind::Refused)
        << "22 rounds";
    EXPECT_EQ(board1White.size(), 66u) << "every pair of 12 teams";
    for (const auto& [pair, colours] : board1White) {
        ASSERT_EQ(colours.size(), 2u) << "twice";
        EXPECT_NE(colours[0], colours[1]) << "colours swapped in the second cycle";
    }
    EXPECT_GT(decidedByLeader, 5) << "the random results hold 2:2 matches";
    for (const TeamStandingsRow& row : teamStandingsInFile(*e.file, 0))
        EXPECT_EQ(row.values[0], points[row.team]) << "team " << row.team;
}

TEST(TeamRounds, ALineUpKeepsTheMembersOrderAndItsTeam) {
    TeamEvent e(2, 5, 3, TeamRules{}, 3);
    const Team& t = e.teams[0];
    const RoundNo one{1};
    const auto refusedWith = [&](const std::vector<PlayerId>& lineup, const char* words) {
        const Refusal r = setTeamLineup(*e.file, one, t.id, lineup, {});
        EXPECT_FALSE(r.done());
        EXPECT_NE(toText(r).indexOf(QString::fromUtf8(words)), -1) << toText(r).toStdString();
    };
    refusedWith({t.members[1], t.members[0], t.members[2]}, "moved up");
    refusedWith({t.members[0], t.members[1]}, "2 players for 3 boards");
    refusedWith({t.members[0], t.members[1], e.teams[1].members[0]}, "not a member");
    EXPECT_TRUE(e.file->teamRounds().round(one).lineups.empty()) << "nothing written";
    const std::vector<PlayerId> rested{t.members[0], t.members[2], t.members[4]};
    ASSERT_TRUE(setTeamLineup(*e.file, one, t.id, rested, {}).done());
    EXPECT_EQ(
        setTeamLineup(*e.file, one, t.id, {t.members[0], t.members[1], t.members[2]}, {}).storeKind,
        store::StoreError::Kind::Conflict)
        << "another desk's line-up is not overwritten unseen";
    ASSERT_TRUE(pairTeamRound(*e.file, one).refusal.done());
    EXPECT_EQ(e.file->teamRounds().round(one).lineups.at(t.id), rested);
    EXPECT_FALSE(setTeamLineup(*e.file, one, t.id, {}, rested).done()) << "the round is paired";
    // Unpaired, the line-up given stays; a team short of players is named.
    ASSERT_TRUE(e.file->rounds().save(one, {}, {}, QStringLiteral("round.unpair")).rounds > 0);
    EXPECT_EQ(e.file->teamRounds().round(one).lineups.at(t.id), rested);
    EXPECT_TRUE(e.file->teamRounds().round(one).matches.empty());
    for (std::size_t m = 0; m < 3; ++m)
        e.file->players().setParticipation(e.teams[1].members[m],
                                           {2, Participation::Absent, std::nullopt});
    const TeamPairingOutcome short_ = pairTeamRound(*e.file, RoundNo{2});
    EXPECT_NE(toText(short_.refusal).indexOf(QStringLiteral("2 players present for 3 boards")), -1)
        << toText(short_.refusal).toStdString();
}

TEST(TeamRounds, ByHandARematchNeedsAYesAndAForfeitLosesEveryBoard) {
    TeamRules rules;
    rules.pairing = TeamPairing::Manual;
    TeamEvent e(4, 3, 3, rules, 3);
    EXPECT_EQ(pairTeamRound(*e.file, RoundNo{1}).refusal.kind, Refusal::Kind::Refused)
        << "this event pairs by hand";
    ASSERT_TRUE(
        pairTeamsByHand(*e.file, RoundNo{1}, e.teams[0].id, e.teams[1].id, false).refusal.done());
    EXPECT_FALSE(
        pairTeamsByHand(*e.file, RoundNo{1}, e.teams[1].id, e.teams[2].id, false).refusal.done())
        << "a team plays once a round";
    const TeamPairingOutcome second =
        pairTeamsByHand(*e.file, RoundNo{1}, e.teams[2].id, e.teams[3].id, false);
    ASSERT_TRUE(second.refusal.done());
    EXPECT_EQ(second.round.matches.size(), 2u);
    EXPECT_EQ(second.games.size(), 6u);
    EXPECT_EQ(second.games.back().table, 6) << "match 2's boards at tables 4 to 6";
    // Undo takes the match added by hand back, and only it; redo adds it again.
    const Undoable byHand =
        teamMatchUndo(RoundNo{1}, second.before, second.gamesBefore, second.round, second.games);
    byHand.undo(*e.file);
    EXPECT_EQ(e.file->teamRounds().round(RoundNo{1}).matches.size(), 1u);
    EXPECT_EQ(e.file->rounds().games(RoundNo{1}).size(), 3u);
    EXPECT_EQ(e.file->teamRounds().round(RoundNo{1}).lineups.count(e.teams[2].id), 0u)
        << "its default line-ups go with it";
    EXPECT_THROW(byHand.undo(*e.file), store::StoreError) << "the round is no longer as it was";
    byHand.redo(*e.file);
    EXPECT_EQ(e.file->teamRounds().round(RoundNo{1}).matches.size(), 2u);
    ASSERT_TRUE(forfeitTeam(*e.file, RoundNo{1}, e.teams[1].id).done());
    for (const Game& g : e.file->rounds().games(RoundNo{1}))
        if (g.table <= 3) {
            EXPECT_TRUE(g.byForfeit);
            EXPECT_TRUE(
                e.teams[0].hasMember(g.result == GameResult::WhiteWins ? g.white : g.black));
        }
    EXPECT_EQ(
        pairTeamsByHand(*e.file, RoundNo{2}, e.teams[1].id, e.teams[0].id, false).refusal.kind,
        Refusal::Kind::NeedsConfirmation);
    EXPECT_TRUE(e.file->teamRounds().round(RoundNo{2}).matches.empty()) << "nothing written";
    EXPECT_TRUE(
        pairTeamsByHand(*e.file, RoundNo{2}, e.teams[1].id, e.teams[0].id, true).refusal.done());
    const std::vector<TeamStandingsRow> rows = teamStandingsInFile(*e.file, 1);
    EXPECT_EQ(rows.front().team, e.teams[0].id) << "won every board by forfeit";
    EXPECT_EQ(rows.front().values[1], 6) << "3 board points";
    // The documents say the same: each match with its boards, the crosstable's "opponent,
    // result, board points".
    const TeamDocuments docs(*e.file);
    const reports::TableDocument pairing = docs.pairings(1);
    ASSERT_EQ(pairing.sections.size(), 2u);
    EXPECT_TRUE(pairing.sections[0].heading.contains(QStringLiteral("Match 1")));
    ASSERT_EQ(pairing.sections[0].rows.size(), 3u);
    EXPECT_TRUE(pairing.sections[0].rows[0][4].contains(QStringLiteral("forfeit")));
    const reports::TableDocument cross = docs.crosstable(1);
    ASSERT_FALSE(cross.sections[0].rows.empty());
    EXPECT_EQ(cross.sections[0].rows[0][1], QString::fromStdString(e.teams[0].displayName()));
    EXPECT_TRUE(cross.sections[0].rows[0][2].endsWith(QStringLiteral("+ 3")))
        << cross.sections[0].rows[0][2].toStdString();
    EXPECT_EQ(docs.standings(1).sections[0].rows[0][0], QStringLiteral("1"));
    // The published folder of the round leads to its matches and the team standings.
    const QString folder = e.dir.filePath(QStringLiteral("site"));
    ASSERT_TRUE(publishRound(*e.file, RoundNo{1}, folder).done());
    QFile index(folder + QStringLiteral("/index.html"));
    ASSERT_TRUE(index.open(QIODevice::ReadOnly));
    const QByteArray links = index.readAll();
    EXPECT_TRUE(links.contains("team-pairings.html") && links.contains("team-standings.html"));
    QFile matches(folder + QStringLiteral("/team-pairings.html"));
    ASSERT_TRUE(matches.open(QIODevice::ReadOnly));
    EXPECT_TRUE(QString::fromUtf8(matches.readAll())
                    .contains(QString::fromStdString(e.teams[0].displayName())));
    // #34: a page per team, its players linked to their own pages, its match of round 1 with
    // the opponent team linked and the score the crosstable gives.
    EXPECT_TRUE(links.contains("teams.html"));
    QFile team(folder + QStringLiteral("/team-%1.html").arg(e.teams[0].id.value()));
    ASSERT_TRUE(team.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(team.readAll());
    EXPECT_TRUE(page.contains(QString::fromStdString(e.teams[0].displayName())));
    EXPECT_TRUE(page.contains(
        QStringLiteral("href=\"player-%1.html\"").arg(e.teams[0].members.front().value())));
    EXPECT_TRUE(std::any_of(e.teams.begin() + 1, e.teams.end(), [&](const Team& t) {
        return page.contains(QStringLiteral("href=\"team-%1.html\"").arg(t.id.value()));
    })) << page.toStdString(); // the opponent of round 1
    for (const Team& t : e.teams)
        EXPECT_TRUE(QFile::exists(folder + QStringLiteral("/team-%1.html").arg(t.id.value())));
    EXPECT_TRUE(QFile::exists(
        folder + QStringLiteral("/player-%1.html").arg(e.teams[0].members.front().value())));
}

TEST(TeamRounds, TheBoardsFollowTheMatchesNotTheIndividualPairing) {
    TeamEvent e(2, 2, 2, TeamRules{}, 2);
    EXPECT_FALSE(pairRoundInFile(*e.file, RoundNo{1}).done())
        << "players are not paired one by one in a team event";
    EXPECT_TRUE(e.file->rounds().games(RoundNo{1}).empty());
    ASSERT_TRUE(pairTeamRound(*e.file, RoundNo{1}).refusal.done());
    const store::RoundState seen = e.file->rounds().state(RoundNo{1});
    const RoundEdit exchanged =
        exchangeOpponents(*e.file, RoundNo{1}, TableNo{1}, TableNo{2}, seen, true);
    EXPECT_NE(toText(exchanged.refusal).indexOf(QStringLiteral("boards follow the matches")), -1)
        << toText(exchanged.refusal).toStdString();
    EXPECT_TRUE(swapColours(*e.file, RoundNo{1}, TableNo{1}, seen).refusal.done())
        << "a board's colours may change";
    const TeamRound round = e.file->teamRounds().round(RoundNo{1});
    EXPECT_EQ(round.matches.size(), 1u) << "the match stands";
    const store::RoundState now = e.file->rounds().state(RoundNo{1});
    ASSERT_TRUE(unpairRound(*e.file, RoundNo{1}, now).refusal.done());
    EXPECT_TRUE(e.file->teamRounds().round(RoundNo{1}).matches.empty()) << "unpaired with it";
    EXPECT_FALSE(restoreRound(*e.file, RoundNo{1}, now, {}).done())
        << "boards without their match do not come back";
}

TEST(TeamRounds, ColoursByLotsOrNigiriDecideBoardOneAndTheOtherBoardsAlternate) {
    TeamEvent e(4, 4, 4, TeamRules{}, 3);
    ASSERT_TRUE(pairTeamRound(*e.file, RoundNo{1}).refusal.done());
    const Seed seed(32, 7);
    ASSERT_TRUE(drawColoursInFile(*e.file, RoundNo{1}, ColourMethod::Lots, seed).refusal.done());
    // Read back from the file: the history takes board 1's colours as drawn.
    TeamHistory h = teamHistoryOf(*e.file);
    const auto drawn = std::find_if(h.rounds.begin(), h.rounds.end(),
                                    [](const TeamRound& r) { return r.round == 1; });
    ASSERT_NE(drawn, h.rounds.end());
    for (const TeamMatch& m : drawn->matches)
        for (int b = 1; b <= e.boards(); ++b) {
            const PlayerId home = drawn->lineups.at(m.home)[static_cast<std::size_t>(b - 1)];
            const auto g = e.file->rounds().game(RoundNo{1}, TableNo{boardTable(m.number, b, 4)});
            ASSERT_TRUE(g);
            EXPECT_EQ(g->white == home, (b % 2 == 1) == m.homeWhiteOnBoard1)
                << "match " << m.number << " board " << b << " alternates from board 1";
        }
    EXPECT_TRUE(verifyColours(*e.file, RoundNo{1}, seed).ok()) << "the draw reproduces";
    EXPECT_EQ(e.file->colours().history(RoundNo{1}).size(), 8u) << "every board recorded";

    // Round 2: the nigiri is held at board 1 and colours the match; at board 2 it is refused.
    enterRandomResults(*e.file, RoundNo{1}, *std::make_unique<std::mt19937>(3));
    ASSERT_TRUE(pairTeamRound(*e.file, RoundNo{2}).refusal.done());
    // The director fixed board 3's colours first: the nigiri leaves them.
    const Game board3 = *e.file->rounds().game(RoundNo{2}, TableNo{3});
    ASSERT_TRUE(
        decideColours(*e.file, RoundNo{2}, TableNo{3}, board3.black, QStringLiteral("arbiter"))
            .done());
    const Game board2 = *e.file->rounds().game(RoundNo{2}, TableNo{2});
    EXPECT_EQ(recordNigiri(*e.file, RoundNo{2}, TableNo{2}, board2.white, true, 13, {}).kind,
              Refusal::Kind::Refused);
    const Game board1 = *e.file->rounds().game(RoundNo{2}, TableNo{1});
    ColourOutcome o;
    // The guesser says odd with 13 stones in the hand: right, so he takes black.
    const Refusal nigiriAtBoardOne =
        recordNigiri(*e.file, RoundNo{2}, TableNo{1}, board1.white, true, 13, {}, &o);
    ASSERT_TRUE(nigiriAtBoardOne.done()) << toText(nigiriAtBoardOne).toStdString();
    EXPECT_EQ(o.black, board1.black);
    const std::vector<Game> after = e.file->rounds().games(RoundNo{2});
    EXPECT_EQ(after[2].white, board3.black) << "the director's colours stay";
    for (int b : {1, 2, 4}) {
        const Game& g = after[static_cast<std::size_t>(b - 1)];
        const Team& whiteOnBoardOne = *std::find_if(
            e.teams.begin(), e.teams.end(), [&](const Team& t) { return t.hasMember(o.white); });
        EXPECT_EQ(whiteOnBoardOne.hasMember(g.white), b % 2 == 1) << "board " << b;
    }
    EXPECT_EQ(e.file->colours().history(RoundNo{2}).size(), 4u)
        << "the director's board 3, then the nigiri for boards 1, 2 and 4";
}

namespace {

// Sets each team's members' ranks, board order: ranks[t][m] on the amateur scale.
void giveRanks(TeamEvent& e, const std::vector<std::vector<int>>& ranks) {
    e.file->writeTransaction([&] {
        for (std::size_t t = 0; t < ranks.size(); ++t)
            for (std::size_t m = 0; m < ranks[t].size(); ++m) {
                const Player before = *e.file->players().find(e.teams[t].members[m]);
                Player after = before;
                after.declaredRank = Rank::amateur(ranks[t][m]);
                e.file->players().update(before, after);
            }
    });
}

} // namespace

TEST(TeamRounds, HandicapBoardsGiveWhiteToTheStrongerAndTheEvenBoardsAlternate) {
    TeamRules rules;
    rules.handicap = true;
    TeamEvent e(2, 3, 3, rules, 1);
    // The event's pairing settings (McMahon's defaults): even from 1d, the difference less one.
    giveRanks(e, {{-1, -2, 1}, {-5, -2, 0}}); // 1k 2k 2d against 5k 2k 1d
    const TeamPairingOutcome paired = pairTeamRound(*e.file, RoundNo{1});
    ASSERT_TRUE(paired.refusal.done());
    const std::vector<Game> games = e.file->rounds().games(RoundNo{1});
    ASSERT_EQ(games.size(), 3u);
    EXPECT_EQ(games[0].handicap, 3) << "1k gives 5k three stones";
    EXPECT_EQ(games[0].white, e.teams[0].members[0]);
    EXPECT_EQ(games[1].handicap, 0) << "2k against 2k: even";
    EXPECT_EQ(games[2].handicap, 0) << "1d and 2d play even";
    EXPECT_NE(e.teams[0].hasMember(games[1].white), e.teams[0].hasMember(games[2].white))
        << "the even boards alternate";
    EXPECT_EQ(e.file->settings().get().team.handicap, true) << "the rule is kept in the file";
    // A draw by lots decides the first even board (board 2) and board 3 alternates from it;
    // board 1 keeps its handicap colours.
    const Seed seed(32, 9);
    ASSERT_TRUE(drawColoursInFile(*e.file, RoundNo{1}, ColourMethod::Lots, seed).refusal.done());
    const std::vector<Game> drawn = e.file->rounds().games(RoundNo{1});
    EXPECT_EQ(drawn[0].white, e.teams[0].members[0]) << "the stronger keeps White";
    EXPECT_NE(e.teams[0].hasMember(drawn[1].white), e.teams[0].hasMember(drawn[2].white));
    EXPECT_TRUE(verifyColours(*e.file, RoundNo{1}, seed).ok());
}

TEST(TeamRounds, McMahonBetweenTeamsPairsTheStrongTeamsTogetherInRoundOne) {
    TeamRules rules;
    rules.mcMahonBar = 0; // 1d
    TeamEvent e(4, 2, 2, rules, 3);
    // Two dan teams, two kyu teams: plain Swiss would fold them strong against weak.
    giveRanks(e, {{2, 2}, {-6, -6}, {1, 1}, {-5, -5}});
    ASSERT_TRUE(pairTeamRound(*e.file, RoundNo{1}).refusal.done());
    const TeamRound r = e.file->teamRounds().round(RoundNo{1});
    ASSERT_EQ(r.matches.size(), 2u);
    const auto met = [&](const Team& a, const Team& b) {
        return std::any_of(r.matches.begin(), r.matches.end(), [&](const TeamMatch& m) {
            return (m.home == a.id && m.away == b.id) || (m.home == b.id && m.away == a.id);
        });
    };
    EXPECT_TRUE(met(e.teams[0], e.teams[2])) << "the dan teams start five wins up together";
    EXPECT_TRUE(met(e.teams[1], e.teams[3]));
    EXPECT_EQ(e.file->settings().get().team.mcMahonBar, 0);
}

TEST(TeamRounds, TheBoardsAndTheEventsKindStayOnceARoundIsPaired) {
    TeamEvent e(2, 3, 3, TeamRules{}, 2);
    const TournamentSettings before = e.file->settings().get();
    TournamentSettings individual = before;
    individual.boards = 0;
    const Refusal withTeams = changeTournamentSettings(*e.file, before, individual);
    EXPECT_NE(toText(withTeams).indexOf(QStringLiteral("has teams")), -1)
        << "the teams would be left without an event: " << toText(withTeams).toStdString();
    TournamentSettings two = before;
    two.boards = 2;
    ASSERT_TRUE(changeTournamentSettings(*e.file, before, two).done()) << "nothing paired yet";
    ASSERT_TRUE(pairTeamRound(*e.file, RoundNo{1}).refusal.done());
    TournamentSettings three = two;
    three.boards = 3;
    const Refusal r = changeTournamentSettings(*e.file, two, three);
    EXPECT_NE(toText(r).indexOf(QStringLiteral("paired")), -1) << toText(r).toStdString();
    EXPECT_EQ(e.file->settings().get().boards, 2);
}

TEST(TeamRounds, ExplainSaysWhyTwoTeamsDidNotMeetAgain) {
    TeamEvent e(4, 2, 2, TeamRules{}, 3);
    ASSERT_TRUE(pairTeamRound(*e.file, RoundNo{1}).refusal.done());
    std::mt19937 rng(11);
    enterRandomResults(*e.file, RoundNo{1}, rng);
    ASSERT_TRUE(pairTeamRound(*e.file, RoundNo{2}).refusal.done());
    const TeamMatch first = e.file->teamRounds().round(RoundNo{1}).matches.front();
    const TeamPairExplanationOutcome why =
        explainTeamPairInFile(*e.file, RoundNo{2}, first.home, first.away);
    ASSERT_TRUE(why.refusal.done()) << toText(why.refusal).toStdString();
    EXPECT_EQ(why.explanation.metIn, std::vector<int>{1});
    EXPECT_TRUE(why.explanation.cost.rematch);
    ASSERT_TRUE(why.explanation.swapGain);
    EXPECT_LT(*why.explanation.swapGain, 0);
    EXPECT_EQ(why.explanation.mainReason, "rematch");
    const QStringList words = TeamDocuments(*e.file).explanation(why, 2);
    EXPECT_TRUE(words.join(QLatin1Char('\n')).contains(QStringLiteral("rematch")))
        << words.join(QLatin1Char('\n')).toStdString();
    // Two teams that met in round 2: paired together.
    const TeamMatch second = e.file->teamRounds().round(RoundNo{2}).matches.front();
    const TeamPairExplanationOutcome together =
        explainTeamPairInFile(*e.file, RoundNo{2}, second.home, second.away);
    EXPECT_EQ(together.explanation.partnerOfA, second.away);
    EXPECT_FALSE(together.explanation.cost.rematch);
    EXPECT_EQ(explainTeamPairInFile(*e.file, RoundNo{2}, first.home, TeamId{99}).refusal.kind,
              Refusal::Kind::Invalid);
}

// #44 point 6: a team with a bye stood "0-0-0" beside the point the bye gave. The bye counts in
// W-D-L as the outcome its points are (a draw by default), and apart as a bye.
TEST(TeamDay, ATeamByeCountsInItsWinsDrawsAndLossesAsItsPointsSay) {
    TeamEvent e(3, 2, 2, TeamRules{}, 1);
    const TeamPairingOutcome paired = pairTeamRound(*e.file, RoundNo{1});
    ASSERT_TRUE(paired.refusal.done()) << toText(paired.refusal).toStdString();
    ASSERT_TRUE(paired.round.bye);
    for (const TeamStandingsRow& row : teamStandingsInFile(*e.file, 1))
        if (row.team == *paired.round.bye) {
            EXPECT_EQ(row.byes, 1);
            EXPECT_EQ(row.drawn, 1);
            EXPECT_EQ(row.won + row.lost, 0);
            EXPECT_EQ(row.played, 0);
        }
}

// #44 point 4: the OpenGotha file of a 主将-rule event dropped the rule without a word; reopened,
// 2:2 matches were draws. The export is refused naming what OpenGotha cannot hold, unless the
// director says yes — and then each rule lost is a warning.
TEST(TeamDay, AnOpenGothaFileOfALeaderRuleEventIsRefusedUnlessAsked) {
    TeamRules rules;
    rules.match = chineseLeagueRules(); // 3/1/0, a 2:2 decided by board 1 for 2 and 1
    rules.criteria = *teamCriteriaPreset("chinese");
    TeamEvent e(4, 4, 4, rules, 1);
    ASSERT_TRUE(pairTeamRound(*e.file, RoundNo{1}).refusal.done());
    ExportOptions options;
    ExportOutcome out = exportResults(*e.file, ExportFormat::OpenGotha, options);
    EXPECT_EQ(out.refusal.kind, Refusal::Kind::NeedsConfirmation);
    const QString why = toText(out.refusal);
    EXPECT_TRUE(why.contains(QStringLiteral("主将"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("3/1/0"))) << why.toStdString();
    EXPECT_TRUE(out.bytes.isEmpty());
    options.force = true;
    out = exportResults(*e.file, ExportFormat::OpenGotha, options);
    ASSERT_TRUE(out.refusal.done()) << toText(out.refusal).toStdString();
    EXPECT_TRUE(out.bytes.contains("<Tournament"));
    EXPECT_TRUE(out.warnings.join(u'\n').contains(QStringLiteral("主将")));
    // An event OpenGotha holds whole exports at once.
    TeamRules openGotha;
    openGotha.criteria = *teamCriteriaPreset("opengotha");
    TeamEvent plain(4, 4, 4, openGotha, 1);
    EXPECT_TRUE(exportResults(*plain.file, ExportFormat::OpenGotha, {}).refusal.done());
}

// #44 point 9: one match fixed by hand blocked the pairing of the rest ("already paired"), and
// a plain `team pair` went on to the next round. The fixed match stays, the other teams are
// paired around it, and the round to pair is the one not complete yet.
TEST(TeamDay, AMatchFixedByHandStaysAndTheOtherTeamsArePairedAroundIt) {
    TeamEvent e(6, 2, 2, TeamRules{}, 3);
    const TeamPairingOutcome fixed =
        pairTeamsByHand(*e.file, RoundNo{1}, e.teams[0].id, e.teams[5].id, false);
    ASSERT_TRUE(fixed.refusal.done()) << toText(fixed.refusal).toStdString();
    EXPECT_EQ(nextTeamRoundToPair(*e.file), 1);
    const TeamPairingOutcome rest = pairTeamRound(*e.file, RoundNo{1});
    ASSERT_TRUE(rest.refusal.done()) << toText(rest.refusal).toStdString();
    const TeamRound round = e.file->teamRounds().round(RoundNo{1});
    ASSERT_EQ(round.matches.size(), 3u);
    EXPECT_EQ(round.matches[0].home, e.teams[0].id);
    EXPECT_EQ(round.matches[0].away, e.teams[5].id);
    std::set<TeamId> playing;
    for (const TeamMatch& m : round.matches)
        playing.insert({m.home, m.away});
    EXPECT_EQ(playing.size(), 6u);
    expectBoardsOfRound(*e.file, RoundNo{1}, 2);
    EXPECT_EQ(nextTeamRoundToPair(*e.file), 2);
    EXPECT_EQ(pairTeamRound(*e.file, RoundNo{1}).refusal.kind, Refusal::Kind::Refused);
}

// #44 point 9: "teams of one school never meet" (学军A / 学军B). After a round both won, the
// team Swiss pairs them together — unless the event keeps a school's teams apart, which it
// does whenever another pairing is left.
TEST(TeamDay, TeamsOfOneSchoolMeetOnlyWhenNoOtherPairingIsLeft) {
    for (bool apart : {false, true}) {
        SCOPED_TRACE(apart ? "kept apart" : "as the scores say");
        TeamRules rules;
        rules.avoidSameClub = apart;
        TeamEvent e(4, 2, 2, rules, 2);
        e.file->writeTransaction([&] {
            for (std::size_t t : {std::size_t{0}, std::size_t{1}}) {
                Team seen = *e.file->teams().find(e.teams[t].id);
                Team school = seen;
                school.club = "学军中学";
                e.file->teams().update(seen, school);
            }
        });
        EXPECT_EQ(e.file->settings().get().team.avoidSameClub, apart);
        ASSERT_TRUE(pairTeamsByHand(*e.file, RoundNo{1}, e.teams[0].id, e.teams[2].id, false)
                        .refusal.done());
        ASSERT_TRUE(pairTeamsByHand(*e.file, RoundNo{1}, e.teams[1].id, e.teams[3].id, false)
                        .refusal.done());
        e.file->writeTransaction([&] { // the school's teams win every board
            for (const Game& g : e.file->rounds().games(RoundNo{1})) {
                const bool whiteOfSchool =
                    e.teams[0].hasMember(g.white) || e.teams[1].hasMember(g.white);
                e.file->rounds().setResult(
                    RoundNo{1}, TableNo{g.table},
                    whiteOfSchool ? GameResult::WhiteWins : GameResult::BlackWins, false);
            }
        });
        const TeamPairingOutcome second = pairTeamRound(*e.file, RoundNo{2});
        ASSERT_TRUE(second.refusal.done()) << toText(second.refusal).toStdString();
        bool met = false;
        for (const TeamMatch& m : second.round.matches)
            met = met || (m.home == e.teams[0].id && m.away == e.teams[1].id) ||
                  (m.home == e.teams[1].id && m.away == e.teams[0].id);
        EXPECT_EQ(met, !apart);
    }
}

// #44 point 10: `team forfeit` had no reason, so a match with a result could not be forfeited.
// With the referee's reason every board is lost by forfeit, the journal keeping the reason;
// without one a board that has a result is refused and nothing changes.
TEST(TeamDay, AWholeTeamsForfeitOfABoardWithAResultNeedsTheReferees) {
    TeamEvent e(2, 2, 2, TeamRules{}, 1);
    ASSERT_TRUE(pairTeamRound(*e.file, RoundNo{1}).refusal.done());
    const std::vector<Game> games = e.file->rounds().games(RoundNo{1});
    e.file->rounds().setResult(RoundNo{1}, TableNo{games[0].table}, GameResult::WhiteWins, false);
    const TeamId loser = e.teams[0].id;
    EXPECT_FALSE(forfeitTeam(*e.file, RoundNo{1}, loser).done());
    EXPECT_EQ(e.file->rounds().games(RoundNo{1}), [&] {
        std::vector<Game> g = games;
        g[0].result = GameResult::WhiteWins;
        return g;
    }());
    ASSERT_TRUE(forfeitTeam(*e.file, RoundNo{1}, loser, QStringLiteral("迟到三十分钟")).done());
    for (const Game& g : e.file->rounds().games(RoundNo{1})) {
        EXPECT_TRUE(g.byForfeit);
        const PlayerId winner = g.result == GameResult::WhiteWins ? g.white : g.black;
        EXPECT_FALSE(e.teams[0].hasMember(winner));
    }
    // The reason with the changed board's result, in the journal.
    bool kept = false;
    for (const store::JournalEntry& entry : e.file->journal().entries())
        kept = kept || entry.detail.contains(QStringLiteral("reason: 迟到三十分钟"));
    EXPECT_TRUE(kept);
}

// #44 point 7: twelve schools' teams in one step — "teams from clubs": each school's players,
// strongest first, fill a team's boards and reserves, then its next team named with a suffix;
// too few for a full team are left out; one undoable change.
TEST(TeamDay, TeamsAreMadeFromTheClubsOfThePlayersInNoTeam) {
    QTemporaryDir dir;
    TournamentSettings s;
    s.nameNative = "十二校团体赛";
    s.rounds = 5;
    s.boards = 4;
    Refusal r;
    auto fileMade = createTournament(test::tournamentAt(dir, QStringLiteral("clubs")), s);
    r = fileMade.refusal;
    auto file = std::move(fileMade.file);
    ASSERT_TRUE(r.done());
    file->writeTransaction([&] {
        for (int school = 1; school <= 12; ++school) {
            const int players = school == 1 ? 11 : 5; // school 1: two teams and one left out
            for (int k = players; k >= 1; --k) {      // registered weakest first
                Player p;
                p.familyNative = "学校" + std::to_string(school);
                p.givenNative = std::to_string(k) + "号";
                p.club = "学校" + std::to_string(school);
                p.declaredRank = Rank::kyu(k);
                p.status = RegistrationStatus::Final;
                file->players().add(p);
            }
        }
    });
    const TeamsFromClubs proposal = proposeTeamsFromClubs(*file, 1, {QStringLiteral("二队")});
    ASSERT_TRUE(proposal.refusal.done()) << toText(proposal.refusal).toStdString();
    EXPECT_EQ(proposal.teams.size(), 13u);
    EXPECT_EQ(proposal.leftOut.size(), 1u);
    EXPECT_TRUE(file->teams().all().empty()) << "a proposal writes nothing";
    const TeamsFromClubs made = makeTeamsFromClubs(*file, 1, {QStringLiteral("二队")});
    ASSERT_TRUE(made.refusal.done());
    const std::vector<Team> teams = file->teams().all();
    ASSERT_EQ(teams.size(), 13u);
    EXPECT_EQ(teams[0].nameNative, "学校1");
    EXPECT_EQ(teams[1].nameNative, "学校1二队");
    for (const Team& t : teams) {
        ASSERT_EQ(t.members.size(), 5u) << t.nameNative;
        EXPECT_EQ(t.club, t.nameNative.substr(0, t.club.size()));
        // Board 1 the strongest: ranks 1k, 2k … down the boards.
        std::vector<int> ranks;
        for (PlayerId p : t.members)
            ranks.push_back(file->players().find(p)->declaredRank->amateurScale());
        EXPECT_TRUE(std::is_sorted(ranks.rbegin(), ranks.rend())) << t.nameNative;
    }
    // Undone as one step: every team made goes.
    const Undoable undo = teamsAddUndo(made.teams);
    undo.undo(*file);
    EXPECT_TRUE(file->teams().all().empty());
    undo.redo(*file);
    EXPECT_EQ(file->teams().all().size(), 13u);
}
