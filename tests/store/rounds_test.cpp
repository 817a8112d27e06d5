// Rounds in the tournament file: games, byes, results and the pairing parameters, each change
// one transaction; bad rounds refused with the file left as it was.
#include "backend.h"
#include "formats/importers.h"
#include "test_support.h"

#include <gtest/gtest.h>

using namespace tengen;
using namespace tengen::store;
using namespace tengen::formats;

namespace {

struct RoundsFile : ::testing::Test {
    QTemporaryDir dir;
    std::unique_ptr<TournamentFile> file;
    std::vector<PlayerId> ids;
    void SetUp() override {
        file = TournamentFile::create(test::tournamentAt(dir, QStringLiteral("r")),
                                      test::sampleSettings());
        for (const char* name : {"Ma", "Niu", "Yang", "Zhu", "Gou"}) {
            Player p;
            p.familyLatin = name;
            p.givenLatin = "Xiao";
            p.declaredRank = Rank::dan(1);
            p.status = RegistrationStatus::Final;
            ids.push_back(file->players().add(p));
        }
    }
    Game game(int round, int table, int w, int b) const {
        Game g;
        g.round = round;
        g.table = table;
        g.white = ids[w];
        g.black = ids[b];
        return g;
    }
};

TEST_F(RoundsFile, SavingARoundReplacesOnlyThatRound) {
    file->rounds().save(RoundNo{1}, {game(1, 1, 0, 1), game(1, 2, 2, 3)}, {{1, ids[4]}});
    file->rounds().save(RoundNo{2}, {game(2, 1, 0, 2)}, {});
    file->rounds().save(RoundNo{1}, {game(1, 1, 1, 0)}, {});
    ASSERT_EQ(file->rounds().games(RoundNo{1}).size(), 1u);
    EXPECT_EQ(file->rounds().games(RoundNo{1})[0].white, ids[1]);
    EXPECT_TRUE(file->rounds().byes(RoundNo{1}).empty());
    EXPECT_EQ(file->rounds().games(RoundNo{2}).size(), 1u);
    EXPECT_EQ(file->rounds().games().size(), 2u);
}

// #44 point 5: a round past 99 written by a command made a file every program refused to open
// ("changed outside Tengen"). The store writes no round the file check refuses: games, byes,
// participation, constraints — and the file opens as before.
TEST_F(RoundsFile, NoRoundTheFileCheckRefusesIsEverWritten) {
    EXPECT_THROW(file->rounds().save(RoundNo{100}, {game(100, 1, 0, 1)}, {}), StoreError);
    EXPECT_THROW(file->rounds().save(RoundNo{0}, {game(0, 1, 0, 1)}, {}), StoreError);
    EXPECT_THROW(file->players().setParticipation(ids[0], {100, Participation::Absent, {}}),
                 StoreError);
    PairingConstraint fixed;
    fixed.kind = QStringLiteral("fixed");
    fixed.a = ids[0];
    fixed.b = ids[1];
    fixed.round = 100;
    EXPECT_THROW(file->constraints().add(fixed), StoreError);
    file->rounds().save(RoundNo{99}, {game(99, 1, 0, 1)}, {}); // the most any event has
    const QString path = file->path();
    file.reset();
    file = TournamentFile::open(path);
    EXPECT_EQ(file->rounds().games().size(), 1u);
}

TEST_F(RoundsFile, APlayerPairedTwiceIsRefusedAndTheRoundKept) {
    file->rounds().save(RoundNo{1}, {game(1, 1, 0, 1)}, {});
    EXPECT_THROW(file->rounds().save(RoundNo{1}, {game(1, 1, 0, 2), game(1, 2, 0, 3)}, {}),
                 StoreError);
    EXPECT_THROW(file->rounds().save(RoundNo{1}, {game(1, 1, 0, 2)}, {{1, ids[0]}}), StoreError);
    EXPECT_THROW(file->rounds().save(RoundNo{1}, {game(1, 1, 0, 2), game(1, 1, 3, 4)}, {}),
                 StoreError);
    ASSERT_EQ(file->rounds().games(RoundNo{1}).size(), 1u);
    EXPECT_EQ(file->rounds().games(RoundNo{1})[0].black, ids[1]);
}

TEST_F(RoundsFile, ResultsAreStoredAndAMissingTableIsRefused) {
    file->rounds().save(RoundNo{1}, {game(1, 1, 0, 1), game(1, 2, 2, 3)}, {});
    file->rounds().setResult(RoundNo{1}, TableNo{2}, GameResult::BlackWins, true);
    EXPECT_EQ(file->rounds().games(RoundNo{1})[1].result, GameResult::BlackWins);
    EXPECT_TRUE(file->rounds().games(RoundNo{1})[1].byForfeit);
    EXPECT_THROW(file->rounds().setResult(RoundNo{1}, TableNo{9}, GameResult::WhiteWins, false),
                 StoreError);
    EXPECT_EQ(file->rounds().games(RoundNo{1})[0].result, GameResult::Unknown);
    // Reopening shows the same: every call was durable.
    const QString path = file->path();
    file.reset();
    file = TournamentFile::open(path);
    EXPECT_EQ(file->rounds().games(RoundNo{1})[1].result, GameResult::BlackWins);
}

TEST_F(RoundsFile, ColoursDecidedAtTheBoardComeWithTheResult) {
    file->rounds().save(RoundNo{1}, {game(1, 1, 0, 1), game(1, 2, 2, 3)}, {});
    std::vector<Game> atTheBoard = file->rounds().games(RoundNo{1}); // actions/round_edits.h
    for (Game& g : atTheBoard)
        g.knownColour = false;
    file->rounds().save(RoundNo{1}, atTheBoard, {});
    EXPECT_FALSE(file->rounds().games(RoundNo{1})[0].knownColour);
    // (Without saying who took black the result action refuses it: tests/actions.)
    // The board gave black to the player listed as white: the colours follow the board.
    file->rounds().setResult(RoundNo{1}, TableNo{1}, GameResult::WhiteWins, false, ids[0]);
    const Game g = file->rounds().games(RoundNo{1})[0];
    EXPECT_EQ(g.black, ids[0]);
    EXPECT_EQ(g.white, ids[1]);
    EXPECT_TRUE(g.knownColour);
    EXPECT_EQ(g.result, GameResult::WhiteWins);
    // Someone from another table cannot be named.
    EXPECT_THROW(
        file->rounds().setResult(RoundNo{1}, TableNo{2}, GameResult::BlackWins, false, ids[0]),
        StoreError);
}

TEST_F(RoundsFile, NewPairsDropTheRoundsColourDrawAndAPairingNeverReplacesOne) {
    file->rounds().save(RoundNo{1}, {game(1, 1, 0, 1), game(1, 2, 2, 3)}, {});
    file->colours().recordDraw(
        {1, QStringLiteral("lots"), QStringLiteral("c"), QStringLiteral("s"), false, {}},
        {{1, 1, QStringLiteral("lots"), QStringLiteral("coin 1"), ids[1], ids[0], {}, {}, {}}});
    // A second draw of the same round is refused inside the transaction.
    EXPECT_THROW(
        file->colours().recordDraw(
            {1, QStringLiteral("lots"), QStringLiteral("d"), QStringLiteral("t"), false, {}}, {}),
        StoreError);
    EXPECT_EQ(file->colours().draw(RoundNo{1})->commitment, QStringLiteral("c"));
    // Same pairs at the same tables (colours swapped back by an undo): the draw stays.
    file->rounds().save(RoundNo{1}, {game(1, 1, 0, 1), game(1, 2, 2, 3)}, {});
    EXPECT_TRUE(file->colours().draw(RoundNo{1}).has_value());
    // Other pairs: the draw no longer means anything and goes.
    file->rounds().save(RoundNo{1}, {game(1, 1, 0, 2), game(1, 2, 1, 3)}, {});
    EXPECT_FALSE(file->colours().draw(RoundNo{1}).has_value());
    EXPECT_TRUE(file->colours().history(RoundNo{1}).empty());
    // A new pairing of a paired round is refused.
    EXPECT_THROW(file->rounds().save(RoundNo{1}, {game(1, 1, 3, 4)}, {},
                                     QStringLiteral("round.pair"), {RoundState{}, {}}),
                 StoreError);
    EXPECT_EQ(file->rounds().games(RoundNo{1}).size(), 2u);
}

TEST_F(RoundsFile, PairingSettingsStartAsTheSystemsDefaultsAndRoundTrip) {
    EXPECT_EQ(file->settings().pairing(), PairingSettings::mcMahon());
    PairingSettings s = PairingSettings::mcMahon();
    s.mmBar = 5; // 6d
    s.seedSystem2 = SeedSystem::SplitAndFold;
    s.placement = {Criterion::Mms, Criterion::SosmM1, Criterion::Dc};
    s.categoryLimits = {0, -10};
    s.compat = PairingCompat::OpenGotha352;
    file->settings().savePairing(s);
    EXPECT_EQ(file->settings().pairing(), s);
}

TEST_F(RoundsFile, APlayerWithGamesCannotBeDeleted) {
    file->rounds().save(RoundNo{1}, {game(1, 1, 0, 1)}, {});
    EXPECT_THROW(file->players().remove(ids[0]), StoreError);
    EXPECT_TRUE(file->players().find(ids[0]).has_value());
}

const char* kTwoRoundsXml = R"(<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201">
<Players>
<Player name="Ma" firstName="Long" rank="1D" grade="1D" rating="2100" ratingOrigin="" club="Bj" country="CN" registeringStatus="FIN" participating="11111111111111111111" smmsCorrection="0"/>
<Player name="Fan" firstName="Zhendong" rank="2K" grade="2K" rating="1900" ratingOrigin="" club="Bj" country="CN" registeringStatus="FIN" participating="11111111111111111111" smmsCorrection="0"/>
<Player name="Xu" firstName="Xin" rank="5K" grade="5K" rating="1600" ratingOrigin="" club="Sh" country="CN" registeringStatus="FIN" participating="11111111111111111111" smmsCorrection="0"/>
</Players>
<Games>
<Game whitePlayer="MALONG" blackPlayer="FANZHENDONG" handicap="0" knownColor="true" result="RESULT_WHITEWINS" roundNumber="1" tableNumber="1"/>
%GAME%
</Games>
<ByePlayers><ByePlayer player="XUXIN" roundNumber="1"/></ByePlayers>
<TournamentParameterSet>
<GeneralParameterSet name="Small" shortName="small" numberOfRounds="3" beginDate="2026-01-01" endDate="2026-01-01" komi="7.5" size="19" basicTime="60" complementaryTimeSystem="STDBYOYOMI" stdByoYomiTime="30" genMMBar="3D" genMMFloor="20K"/>
<HandicapParameterSet hdBasedOnMMS="false" hdCeiling="9" hdCorrection="1" hdNoHdRankThreshold="1D"/>
<PlacementParameterSet><PlacementCriteria><PlacementCriterion name="MMS" number="1"/><PlacementCriterion name="SOSM" number="2"/></PlacementCriteria></PlacementParameterSet>
<PairingParameterSet paiMaSeedSystem1="SPLITANDFOLD" paiMaLastRoundForSeedSystem1="1"/>
</TournamentParameterSet>
</Tournament>)";

QByteArray xmlWith(const char* game) {
    return QString::fromUtf8(kTwoRoundsXml)
        .replace(QStringLiteral("%GAME%"), QString::fromUtf8(game))
        .toUtf8();
}

TEST_F(RoundsFile, AnOpenGothaTournamentBringsItsGamesByesAndParameters) {
    const ImportParse p = parseOpenGotha(
        xmlWith(
            R"(<Game whitePlayer="XUXIN" blackPlayer="MALONG" handicap="0" result="RESULT_BLACKWINS_BYDEF" roundNumber="2" tableNumber="1"/>)"),
        QStringLiteral("small.xml"));
    ASSERT_TRUE(p.ok()) << p.errors.front().toString().toStdString();
    QTemporaryDir other;
    auto fresh =
        TournamentFile::create(other.filePath(QStringLiteral("o.tengen")), test::sampleSettings());
    const ImportOutcome outcome = fresh->players().import(p.batch);
    const auto games = fresh->rounds().games();
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].white, outcome.ids[0]);
    EXPECT_EQ(games[1].result, GameResult::BlackWins);
    EXPECT_TRUE(games[1].byForfeit);
    ASSERT_EQ(fresh->rounds().byes().size(), 1u);
    EXPECT_EQ(fresh->rounds().byes()[0].player, outcome.ids[2]);
    const PairingSettings s = fresh->settings().pairing();
    EXPECT_EQ(s.mmBar, 2);
    EXPECT_EQ(s.handicapBase, HandicapBase::Rank);
    EXPECT_EQ(s.seedSystem1, SeedSystem::SplitAndFold);
    EXPECT_EQ(s.placement, (std::vector<Criterion>{Criterion::Mms, Criterion::Sosm}));
    // A second tournament's games never land on top of these.
    const QByteArray before = test::sha256Of(fresh->path());
    EXPECT_THROW(fresh->players().import(p.batch), StoreError);
    EXPECT_EQ(fresh->rounds().games().size(), 2u);
    (void)before;
}

TEST(OpenGothaGames, AGameNamingAnUnknownPlayerIsLeftOutWithAWarningAsOpenGothaDoes) {
    const ImportParse p = parseOpenGotha(
        xmlWith(
            R"(<Game whitePlayer="NOBODY" blackPlayer="MALONG" result="RESULT_WHITEWINS" roundNumber="2" tableNumber="1"/>)"),
        QStringLiteral("bad.xml"));
    ASSERT_TRUE(p.ok());
    ASSERT_FALSE(p.warnings.empty());
    EXPECT_EQ(p.warnings.front().line, 10);
    EXPECT_TRUE(p.warnings.front().toString().contains(QStringLiteral("NOBODY")));
    for (const auto& g : p.batch.games)
        EXPECT_NE(g.game.round, 2);
}

TEST(OpenGothaGames, APlayerTwiceInARoundIsRefused) {
    const ImportParse p = parseOpenGotha(
        xmlWith(
            R"(<Game whitePlayer="XUXIN" blackPlayer="MALONG" result="RESULT_WHITEWINS" roundNumber="1" tableNumber="2"/>)"),
        QStringLiteral("bad.xml"));
    ASSERT_FALSE(p.ok());
    EXPECT_TRUE(p.errors.front().toString().contains(QStringLiteral("round 1")));
}

TEST(OpenGothaGames, AnUnknownResultIsNoResultAndAnUnknownCriterionIsRefused) {
    // OpenGotha reads a result code it does not know as no result yet.
    ImportParse p = parseOpenGotha(
        xmlWith(
            R"(<Game whitePlayer="XUXIN" blackPlayer="MALONG" result="RESULT_MAYBE" roundNumber="2" tableNumber="1"/>)"),
        QStringLiteral("bad.xml"));
    ASSERT_TRUE(p.ok());
    EXPECT_TRUE(p.warnings.front().toString().contains(QStringLiteral("RESULT_MAYBE")));
    EXPECT_EQ(p.batch.games.back().game.result, GameResult::Unknown);
    QByteArray xml = xmlWith("");
    xml.replace("name=\"SOSM\"", "name=\"SOSX\"");
    p = parseOpenGotha(xml, QStringLiteral("bad.xml"));
    ASSERT_FALSE(p.ok());
    EXPECT_EQ(p.errors.front().field, QStringLiteral("PlacementCriterion name"));
}

} // namespace
