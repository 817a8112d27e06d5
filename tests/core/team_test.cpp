// Teams, line-ups and a match scored from its boards (#32): the rules as a director states them,
// worked by hand.
#include "tournament/team.h"
#include "tournament/team_match.h"

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
