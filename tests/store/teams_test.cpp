// The teams of a team event in the tournament file (#32): stored with their members in board
// order, a player in one team at most, a change refused when another program changed the team
// since, a member not deleted from under his team, and all of it there again after a reopen.
#include "backend.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace tengen;
using namespace tengen::store;

namespace {

struct TeamEvent {
    QTemporaryDir dir;
    QString path = test::tournamentAt(dir, QStringLiteral("teams"));
    std::unique_ptr<TournamentFile> file;
    std::vector<PlayerId> players;
    TeamEvent() {
        TournamentSettings s = test::sampleSettings();
        s.boards = 3;
        file = TournamentFile::create(path, s);
        for (const char* given : {"一", "二", "三", "四", "五", "六"}) {
            Player p;
            p.familyNative = "王";
            p.givenNative = given;
            players.push_back(file->players().add(p));
        }
    }
    Team team(const char* name, std::vector<int> members) const {
        Team t;
        t.nameNative = name;
        for (int m : members)
            t.members.push_back(players[static_cast<std::size_t>(m)]);
        return t;
    }
};

} // namespace

TEST(TeamsFile, MembersInBoardOrderOneTeamAPlayerAndBackAfterAReopen) {
    TeamEvent e;
    Team first = e.team("杭州一中", {0, 1, 2, 3});
    first.captain = e.players[0];
    first.club = "杭州";
    const TeamId id = e.file->teams().add(first);
    try {
        e.file->teams().add(e.team("宁波二中", {4, 3}));
        ADD_FAILURE() << "a player in two teams";
    } catch (const StoreError& error) {
        EXPECT_NE(error.problem().english().find("is in two teams"), std::string::npos);
    }
    EXPECT_EQ(e.file->teams().all().size(), 1u) << "nothing written";
    e.file->teams().add(e.team("宁波二中", {5, 4}));
    e.file.reset();
    e.file = TournamentFile::open(e.path);
    EXPECT_EQ(e.file->settings().get().boards, 3);
    const std::vector<Team> teams = e.file->teams().all();
    ASSERT_EQ(teams.size(), 2u);
    EXPECT_EQ(teams[0].id, id);
    EXPECT_EQ(teams[0].members,
              (std::vector<PlayerId>{e.players[0], e.players[1], e.players[2], e.players[3]}));
    EXPECT_EQ(teams[0].captain, e.players[0]);
    EXPECT_EQ(teams[0].club, "杭州");
    EXPECT_EQ(teams[1].members, (std::vector<PlayerId>{e.players[5], e.players[4]}));
}

TEST(TeamsFile, AChangeOverAnotherProgramsIsRefusedAndAMemberIsNotDeleted) {
    TeamEvent e;
    const TeamId id = e.file->teams().add(e.team("杭州一中", {0, 1, 2}));
    const Team seen = *e.file->teams().find(id);
    Team reordered = seen;
    std::swap(reordered.members[0], reordered.members[1]);
    e.file->teams().update(seen, reordered); // another desk, first
    Team renamed = seen;
    renamed.nameNative = "杭州第一中学";
    try {
        e.file->teams().update(seen, renamed);
        ADD_FAILURE() << "an edit over another's";
    } catch (const StoreError& error) {
        EXPECT_EQ(error.kind(), StoreError::Kind::Conflict);
    }
    EXPECT_EQ(e.file->teams().find(id)->members[0], e.players[1]);
    EXPECT_EQ(e.file->teams().find(id)->nameNative, "杭州一中");
    try {
        e.file->players().remove(e.players[1], std::nullopt);
        ADD_FAILURE() << "a member deleted from under his team";
    } catch (const StoreError& error) {
        EXPECT_NE(error.problem().english().find("plays for the team"), std::string::npos);
    }
    EXPECT_THROW(e.file->teams().remove(seen), StoreError) << "changed since it was read";
    e.file->teams().remove(*e.file->teams().find(id));
    EXPECT_TRUE(e.file->teams().all().empty());
    e.file->players().remove(e.players[1], std::nullopt); // off the team: deleted
}

// #45 point 13: a player in one team's line-up moved into another team said one thing in two
// places (his line-up and his team), and the standings followed either. The move is refused
// until the line-up is changed; a member only taken off his team is no one else's.
TEST(TeamsFile, AMemberInALineUpIsNotMovedToAnotherTeam) {
    TeamEvent e;
    const TeamId a = e.file->teams().add(e.team("杭州一中", {0, 1, 2}));
    const TeamId b = e.file->teams().add(e.team("宁波二中", {3, 4, 5}));
    e.file->teamRounds().setLineup(RoundNo{1}, a, {e.players[0], e.players[1], e.players[2]}, {});
    Team smaller = *e.file->teams().find(a);
    smaller.members = {e.players[1], e.players[2]};
    e.file->teams().update(*e.file->teams().find(a), smaller);
    Team bigger = *e.file->teams().find(b);
    bigger.members.push_back(e.players[0]);
    try {
        e.file->teams().update(*e.file->teams().find(b), bigger);
        ADD_FAILURE() << "a player of one team's line-up moved into another";
    } catch (const StoreError& error) {
        EXPECT_EQ(error.kind(), StoreError::Kind::Conflict);
        EXPECT_EQ(error.problem().english(),
                  "王一 is in another team's line-up for round 1: change that line-up first");
    }
    EXPECT_EQ(e.file->teams().find(b)->members.size(), 3u) << "nothing written";
    e.file.reset();
    e.file = TournamentFile::open(e.path); // the file as written opens
    EXPECT_EQ(e.file->teams().all().size(), 2u);
}

// #45 point 11: OpenGotha lists every team's boards for every round it can hold. A round not
// played yet whose listing is the line-up the team takes anyway is not kept as a line-up the
// director gave (the default follows the members' presence); a listing that differs is, and so
// is every line-up of a round played.
TEST(TeamsFile, AnImportKeepsOnlyTheLineUpsThatSaySomething) {
    QTemporaryDir dir;
    TournamentSettings s = test::sampleSettings();
    auto file = TournamentFile::create(test::tournamentAt(dir, QStringLiteral("import")), s);
    ImportBatch batch;
    batch.source = "teams.xml";
    for (const char* given : {"一", "二", "三", "四"}) {
        ImportedPlayer p;
        p.player.familyNative = "李";
        p.player.givenNative = given;
        batch.players.push_back(p);
    }
    TournamentSettings imported = s;
    imported.boards = 2;
    imported.rounds = 3;
    batch.settings = imported;
    ImportedTeam a{"甲", 1, {{1, {0, 1}}, {2, {0, 1}}, {3, {0, 1}}}, {}, 1};
    ImportedTeam b{"乙", 2, {{1, {2, 3}}, {2, {3, 2}}, {3, {2, 3}}}, {}, 2};
    batch.teams = {a, b};
    Game g; // round 1 played: board 1 of 甲 against board 1 of 乙
    g.round = 1;
    g.table = 1;
    batch.games.push_back({0, 2, g, 3});
    Game g2 = g;
    g2.table = 2;
    batch.games.push_back({3, 1, g2, 4});
    const ImportOutcome outcome = file->players().import(batch);
    ASSERT_EQ(outcome.teams.size(), 2u);
    // Round 1 (played): both teams' line-ups; round 2: 乙's, which is not its default; round 3:
    // none.
    for (const auto& [round, teams] :
         std::vector<std::pair<int, std::size_t>>{{1, 2u}, {2, 1u}, {3, 0u}}) {
        std::size_t given = 0;
        for (const auto& [team, lineup] : file->teamRounds().round(RoundNo{round}).lineups)
            given += lineup.empty() ? 0 : 1;
        EXPECT_EQ(given, teams) << "round " << round;
    }
    const TeamRound two = file->teamRounds().round(RoundNo{2});
    ASSERT_EQ(two.lineups.count(outcome.teams[1].id), 1u);
    EXPECT_EQ(two.lineups.at(outcome.teams[1].id),
              (std::vector<PlayerId>{outcome.ids[3], outcome.ids[2]}));
}
