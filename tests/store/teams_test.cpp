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
