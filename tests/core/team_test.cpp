// Teams, line-ups and a match scored from its boards (#32): the rules as a director states them,
// worked by hand.
#include "tournament/team.h"
#include "tournament/team_match.h"
#include "tournament/team_standings.h"

#include <gtest/gtest.h>

using namespace tengen;

namespace {

Team school() {
    Team t;
    t.id = TeamId{1};
    t.nameNative = "杭州一中";
    t.members = {PlayerId{11}, PlayerId{12}, PlayerId{13}, PlayerId{14}, PlayerId{15}};
    t.captain = PlayerId{11};
    return t;
}

std::string english(const Problem& p) {
    return p.english();
}

} // namespace

TEST(Team, ANameEachMemberOnceAndOneTeamAPlayer) {
    EXPECT_TRUE(validateTeam(school()).empty());
    Team unnamed = school();
    unnamed.nameNative.clear();
    EXPECT_EQ(english(validateTeam(unnamed)), "a team needs a name");
    Team twice = school();
    twice.members.push_back(PlayerId{12});
    EXPECT_EQ(english(validateTeam(twice)), "杭州一中: player 12 is listed twice");
    Team broken = school();
    broken.club = "杭州\n一中";
    EXPECT_NE(english(validateTeam(broken)).find("control character"), std::string::npos)
        << english(validateTeam(broken));
    broken.club = std::string(201, 'x');
    EXPECT_FALSE(validateTeam(broken).empty());
    Team captain = school();
    captain.captain = PlayerId{99};
    EXPECT_FALSE(validateTeam(captain).empty());
    Team other;
    other.nameNative = "宁波二中";
    other.members = {PlayerId{21}, PlayerId{13}};
    EXPECT_EQ(english(checkMembership({school(), other})),
              "player 13 is in two teams: 杭州一中 and 宁波二中");
    other.members = {PlayerId{21}};
    EXPECT_TRUE(checkMembership({school(), other}).empty());
}

TEST(Team, TheDefaultLineUpIsTheFirstMembersPresent) {
    const auto all = [](PlayerId) { return true; };
    EXPECT_EQ(defaultLineup(school(), 4, all),
              (std::vector<PlayerId>{PlayerId{11}, PlayerId{12}, PlayerId{13}, PlayerId{14}}));
    const auto without12 = [](PlayerId p) { return p != PlayerId{12}; };
    EXPECT_EQ(defaultLineup(school(), 4, without12),
              (std::vector<PlayerId>{PlayerId{11}, PlayerId{13}, PlayerId{14}, PlayerId{15}}))
        << "the reserve moves up to board 4";
    const auto two = [](PlayerId p) { return p == PlayerId{11} || p == PlayerId{15}; };
    EXPECT_EQ(defaultLineup(school(), 4, two).size(), 2u) << "fewer when fewer are present";
}

TEST(Team, AFixedOrderLeavesPlayersOutButNeverMovesOneUp) {
    const Team t = school();
    const auto check = [&](std::vector<PlayerId> lineup, LineupRule rule) {
        return checkLineup(t, lineup, 4, rule);
    };
    EXPECT_TRUE(
        check({PlayerId{11}, PlayerId{13}, PlayerId{14}, PlayerId{15}}, LineupRule::FixedOrder)
            .empty())
        << "12 left out";
    const Problem up =
        check({PlayerId{12}, PlayerId{11}, PlayerId{13}, PlayerId{14}}, LineupRule::FixedOrder);
    EXPECT_NE(english(up).find("board 2: player 11 is listed after the player of board 1"),
              std::string::npos)
        << english(up);
    EXPECT_TRUE(
        check({PlayerId{12}, PlayerId{11}, PlayerId{13}, PlayerId{14}}, LineupRule::Free).empty());
    EXPECT_EQ(english(check({PlayerId{11}, PlayerId{12}, PlayerId{13}}, LineupRule::Free)),
              "杭州一中: 3 players for 4 boards");
    EXPECT_EQ(
        english(check({PlayerId{11}, PlayerId{12}, PlayerId{13}, PlayerId{31}}, LineupRule::Free)),
        "杭州一中, board 4: player 31 is not a member");
    EXPECT_EQ(
        english(check({PlayerId{11}, PlayerId{12}, PlayerId{12}, PlayerId{13}}, LineupRule::Free)),
        "杭州一中: player 12 is on two boards");
    EXPECT_EQ(tryParseLineupRule(lineupRuleId(LineupRule::Free)), LineupRule::Free);
    EXPECT_EQ(tryParseLineupRule("fixed"), LineupRule::FixedOrder);
    EXPECT_FALSE(tryParseLineupRule("any"));
}

// Colours alternate from board to board: each board's result is taken from the team's side.
TEST(TeamMatch, ABoardsResultIsTheTeamsWhateverItsColour) {
    Game board1; // home's player 11 has Black
    board1.black = PlayerId{11};
    board1.white = PlayerId{21};
    board1.result = GameResult::BlackWins;
    Game board2; // home's player 12 has White
    board2.black = PlayerId{22};
    board2.white = PlayerId{12};
    board2.result = GameResult::BlackWins;
    EXPECT_EQ(boardOutcome(board1, PlayerId{11}), BoardOutcome::Win);
    EXPECT_EQ(boardOutcome(board2, PlayerId{12}), BoardOutcome::Loss);
    EXPECT_EQ(boardOutcome(board2, PlayerId{22}), BoardOutcome::Win);
    board2.result = GameResult::Jigo;
    EXPECT_EQ(boardOutcome(board2, PlayerId{12}), BoardOutcome::Draw);
    board2.result = GameResult::Unknown;
    EXPECT_EQ(boardOutcome(board2, PlayerId{12}), BoardOutcome::Unknown);
}

TEST(TeamMatch, MatchPointsFollowTheBoardsAndTheTiedMatchRule) {
    using W = BoardOutcome;
    using Winner = MatchScore::Winner;
    const MatchRules standard; // 2/1/0, a tied match drawn (FIDE, OpenGotha's TEAMP)
    MatchScore s = scoreMatch({W::Win, W::Win, W::Loss, W::Win}, standard);
    EXPECT_EQ(s.winner, Winner::Home);
    EXPECT_EQ(s.homeBoardHalves, 6);
    EXPECT_EQ(s.awayBoardHalves, 2);
    EXPECT_EQ(s.homeMatchHalves, 4);
    EXPECT_EQ(s.awayMatchHalves, 0);
    s = scoreMatch({W::Win, W::Loss, W::Loss, W::Win}, standard);
    EXPECT_EQ(s.winner, Winner::Draw);
    EXPECT_EQ(s.homeMatchHalves, 2);
    EXPECT_EQ(s.awayMatchHalves, 2);
    s = scoreMatch({W::Win, W::Draw, W::Loss, W::Unknown}, standard);
    EXPECT_EQ(s.winner, Winner::Undecided) << "a board still playing";
    EXPECT_EQ(s.homeMatchHalves + s.awayMatchHalves, 0);
    EXPECT_EQ(s.homeBoardHalves, 3);

    // 围甲: 3 for a win; a 2:2 goes to the side that won board 1, for 2 and 1.
    const MatchRules league = chineseLeagueRules();
    s = scoreMatch({W::Win, W::Win, W::Win, W::Loss}, league);
    EXPECT_EQ(s.homeMatchHalves, 6);
    EXPECT_EQ(s.awayMatchHalves, 0);
    EXPECT_FALSE(s.decidedByLeader);
    s = scoreMatch({W::Win, W::Loss, W::Loss, W::Win}, league);
    EXPECT_EQ(s.winner, Winner::Home);
    EXPECT_TRUE(s.decidedByLeader);
    EXPECT_EQ(s.homeMatchHalves, 4);
    EXPECT_EQ(s.awayMatchHalves, 2);
    s = scoreMatch({W::Loss, W::Win, W::Win, W::Loss}, league);
    EXPECT_EQ(s.winner, Winner::Away);
    EXPECT_EQ(s.homeMatchHalves, 2);
    EXPECT_EQ(s.awayMatchHalves, 4);
    // Both players losing a board (a double forfeit) gives neither side its point.
    s = scoreMatch({W::Win, W::BothLose, W::Loss, W::Loss}, standard);
    EXPECT_EQ(s.homeBoardHalves, 2);
    EXPECT_EQ(s.awayBoardHalves, 4);
    EXPECT_EQ(s.winner, Winner::Away);
    EXPECT_EQ(tryParseTiedMatch(tiedMatchId(TiedMatch::LeaderBoard)), TiedMatch::LeaderBoard);
}

TEST(TeamRules, MatchPointsTiedMatchesAndCriteriaAsADirectorWritesThem) {
    MatchRules m;
    EXPECT_TRUE(parseMatchPoints("3/1/0", m).empty());
    EXPECT_EQ(m.winHalves, 6);
    EXPECT_EQ(matchPointsText(m), "3/1/0");
    EXPECT_TRUE(parseMatchPoints("1/0.5/0", m).empty());
    EXPECT_EQ(m.drawHalves, 1);
    for (const char* bad : {"3/1", "a/1/0", "11/1/0", "2/1/0/0", "1.25/1/0", ""})
        EXPECT_FALSE(parseMatchPoints(bad, m).empty()) << bad;
    EXPECT_TRUE(parseTiedMatchRule("leader:2/1", m).empty());
    EXPECT_EQ(m.tied, TiedMatch::LeaderBoard);
    EXPECT_EQ(tiedMatchText(m), "leader:2/1");
    EXPECT_FALSE(parseTiedMatchRule("leader:2", m).empty());
    std::vector<TeamCriterion> c;
    EXPECT_TRUE(parseTeamCriteria("TEAMP, sost,BDW3U", c).empty());
    EXPECT_EQ(teamCriteriaText(c), "TEAMP,SOST,BDW3U");
    EXPECT_TRUE(parseTeamCriteria("chinese", c).empty());
    EXPECT_EQ(teamCriteriaText(c), "TEAMP,BDW,SOST,LBW,DE");
    const Problem bad = parseTeamCriteria("TEAMP,XYZ", c);
    ASSERT_FALSE(bad.empty());
    EXPECT_EQ(bad.arg, "XYZ");
    EXPECT_EQ(bad.arg2, "7") << "the place named";
    TeamRules rules;
    rules.criteria = {{TeamCriterionKind::BoardPointsUpTo, 5}};
    EXPECT_FALSE(validateTeamRules(rules, 4).empty()) << "BDW5U of four boards";
    rules.criteria = {{TeamCriterionKind::MatchPoints, 0}, {TeamCriterionKind::MatchPoints, 0}};
    EXPECT_FALSE(validateTeamRules(rules, 4).empty()) << "twice";
}

namespace {

// Four teams of two boards, two rounds, worked by hand in TeamStandings below.
struct SmallLeague {
    TeamHistory h;
    SmallLeague() {
        h.boards = 2;
        for (int t = 1; t <= 4; ++t) {
            Team team;
            team.id = TeamId{t};
            team.nameLatin = std::string(1, static_cast<char>('A' + t - 1));
            team.members = {PlayerId{t * 10 + 1}, PlayerId{t * 10 + 2}};
            h.teams.push_back(team);
        }
        // Round 1: A–B 1:1 (A wins board 1), C–D 2:0. Round 2: A–C ½:1½ (C wins board 1,
        // board 2 jigo), B–D 1:1 (B wins board 1).
        play(1, 1, 1, 2, {BoardOutcome::Win, BoardOutcome::Loss});
        play(1, 2, 3, 4, {BoardOutcome::Win, BoardOutcome::Win});
        play(2, 1, 1, 3, {BoardOutcome::Loss, BoardOutcome::Draw});
        play(2, 2, 2, 4, {BoardOutcome::Win, BoardOutcome::Loss});
    }
    void play(int r, int number, int home, int away, std::vector<BoardOutcome> forHome) {
        if (h.rounds.size() < static_cast<std::size_t>(r))
            h.rounds.push_back(TeamRound{r, {}, std::nullopt, {}});
        TeamRound& round = h.rounds[static_cast<std::size_t>(r - 1)];
        const TeamMatch m{r, number, TeamId{home}, TeamId{away}, number % 2 == 1};
        round.matches.push_back(m);
        round.lineups[m.home] = h.teams[static_cast<std::size_t>(home - 1)].members;
        round.lineups[m.away] = h.teams[static_cast<std::size_t>(away - 1)].members;
        std::vector<Game> games = matchGames(m, round.lineups[m.home], round.lineups[m.away], 2);
        for (std::size_t b = 0; b < games.size(); ++b) {
            Game& g = games[b];
            const bool homeWhite = g.white == round.lineups[m.home][b];
            g.result = forHome[b] == BoardOutcome::Draw                 ? GameResult::Jigo
                       : (forHome[b] == BoardOutcome::Win) == homeWhite ? GameResult::WhiteWins
                                                                        : GameResult::BlackWins;
            h.games.push_back(g);
        }
    }
    std::map<TeamId, TeamStandingsRow> byTeam(const std::vector<TeamStandingsRow>& rows) const {
        std::map<TeamId, TeamStandingsRow> out;
        for (const auto& r : rows)
            out[r.team] = r;
        return out;
    }
};

} // namespace

TEST(TeamStandings, HandWorkedFourTeamsTwoRounds) {
    SmallLeague league;
    league.h.rules.criteria = {{TeamCriterionKind::MatchPoints, 0},
                               {TeamCriterionKind::OpponentsMatchPoints, 0},
                               {TeamCriterionKind::BoardPoints, 0},
                               {TeamCriterionKind::BoardPointsUpTo, 1},
                               {TeamCriterionKind::LeaderBoardWins, 0}};
    const auto rows = teamStandings(league.h, 2);
    // By hand, in half points: match points A 1+0, B 1+1, C 2+2, D 0+1 (×2);
    // SOST A: B 4 + C 8, B: A 2 + D 2, C: D 2 + A 2, D: C 8 + B 4;
    // BDW A 1 + ½, B 1 + 1, C 2 + 1½, D 0 + 1; board 1 only: A 1, B 1, C 2, D 0.
    ASSERT_EQ(rows.size(), 4u);
    const std::vector<std::vector<long long>> expected = {
        {8, 4, 7, 4, 4}, {4, 4, 4, 2, 2}, {2, 12, 3, 2, 2}, {2, 12, 2, 0, 0}};
    const std::vector<int> order = {3, 2, 1, 4};
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(rows[i].team, TeamId{order[i]}) << i;
        EXPECT_EQ(rows[i].values, expected[i]) << "team " << order[i];
        EXPECT_EQ(rows[i].place, static_cast<int>(i) + 1);
        EXPECT_FALSE(rows[i].shared);
    }
    EXPECT_EQ(rows[0].won, 2);
    EXPECT_EQ(rows[1].drawn, 2);
    // Match points then the direct encounter: A and D never met, so they share third place.
    league.h.rules.criteria = {{TeamCriterionKind::MatchPoints, 0},
                               {TeamCriterionKind::DirectEncounter, 0}};
    const auto shared = league.byTeam(teamStandings(league.h, 2));
    EXPECT_EQ(shared.at(TeamId{1}).place, 3);
    EXPECT_EQ(shared.at(TeamId{4}).place, 3);
    EXPECT_TRUE(shared.at(TeamId{1}).shared);
    // After round 1 only, B and A drew: the direct encounter does not part them either, but
    // the board-1 wins do.
    league.h.rules.criteria = {{TeamCriterionKind::MatchPoints, 0},
                               {TeamCriterionKind::DirectEncounter, 0},
                               {TeamCriterionKind::LeaderBoardWins, 0}};
    const auto first = teamStandings(league.h, 1);
    EXPECT_EQ(first[0].team, TeamId{3});
    EXPECT_EQ(first[1].team, TeamId{1}) << "A won board 1 against B";
    EXPECT_EQ(first[2].team, TeamId{2});
}

TEST(TeamStandings, ABoardsScoresForBoardPrizes) {
    SmallLeague league;
    const std::vector<BoardRecord> records = boardRecords(league.h, 2);
    ASSERT_FALSE(records.empty());
    EXPECT_EQ(records.front().board, 1);
    EXPECT_EQ(records.front().player, PlayerId{31}) << "C's board 1 won both";
    EXPECT_EQ(records.front().percent(), 100);
    const auto a2 = std::find_if(records.begin(), records.end(),
                                 [](const BoardRecord& r) { return r.player == PlayerId{12}; });
    ASSERT_NE(a2, records.end());
    EXPECT_EQ(a2->halves, 1) << "a loss and a jigo";
    EXPECT_EQ(a2->percent(), 25);
}

// #44 point 8: `--tied-match 主将` was refused; the rules and criteria are read in the Chinese
// words a Chinese event writes them with, beside the codes.
TEST(TeamRules, ChineseWordsAreReadBesideTheCodes) {
    MatchRules m;
    EXPECT_TRUE(parseTiedMatchRule("主将", m).empty());
    EXPECT_EQ(m.tied, TiedMatch::LeaderBoard);
    EXPECT_TRUE(parseTiedMatchRule("主将:2/1", m).empty());
    EXPECT_EQ(m.leaderWinHalves, 4);
    EXPECT_EQ(m.leaderLossHalves, 2);
    EXPECT_TRUE(parseTiedMatchRule("平局", m).empty());
    EXPECT_EQ(m.tied, TiedMatch::Draw);
    EXPECT_FALSE(parseTiedMatchRule("主帅", m).empty());
    std::vector<TeamCriterion> c;
    ASSERT_TRUE(parseTeamCriteria("团体分，局分、对手分,直胜", c).empty());
    EXPECT_EQ(c, (std::vector<TeamCriterion>{{TeamCriterionKind::MatchPoints, 0},
                                             {TeamCriterionKind::BoardPoints, 0},
                                             {TeamCriterionKind::OpponentsMatchPoints, 0},
                                             {TeamCriterionKind::DirectEncounter, 0}}));
    ASSERT_TRUE(parseTeamCriteria("中国", c).empty());
    EXPECT_EQ(c, *teamCriteriaPreset("chinese"));
    EXPECT_TRUE(parseTeamCriteria("TEAMP,BDW", c).empty());
    EXPECT_FALSE(parseTeamCriteria("团体分,胜局", c).empty());
}
