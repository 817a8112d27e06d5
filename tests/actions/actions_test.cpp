// The actions layer without any widget: the clocks bound to a tournament file, and the count of
// a disputed game, as the desk, the CLI and the table devices call them.
#include "actions/clock_hall.h"
#include "actions/dispute.h"
#include "actions/game_times.h"
#include "actions/hall_session.h"
#include "actions/join_codes.h"
#include "actions/results.h"
#include "actions/round_colours.h"
#include "actions/rounds.h"
#include "actions/tournament.h"
#include "backend.h"
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace tengen;
using namespace std::chrono_literals;
using clock::JournalKind;
using clock::Millis;
using clock::Side;

namespace {

TournamentSettings settings() {
    TournamentSettings s;
    s.nameNative = "天元杯";
    s.nameLatin = "Tengen Cup";
    s.rounds = 3;
    return s;
}

const QString kControl = QStringLiteral("byoyomi:main=10m,period=30s,periods=3");

} // namespace

TEST(ClockHall, EveryActionIsJournalledAndComesBackAfterACrash) {
    QTemporaryDir dir;
    const QString path = test::tournamentAt(dir, QStringLiteral("t"));
    auto file = store::TournamentFile::create(path, settings());
    Millis now{0};
    {
        ClockHall hall;
        hall.setTimeSource([&now] { return now; });
        EXPECT_EQ(hall.open(file.get()).how, ClockHall::Opened::How::Nothing);
        ASSERT_TRUE(hall.setUp(2, kControl).done());
        EXPECT_FALSE(file->clocks().latestHall()) << "setting up alone writes nothing";
        ASSERT_TRUE(hall.startAll().done());
        ASSERT_TRUE(file->clocks().latestHall());
        now = 20s;
        EXPECT_TRUE(hall.press(TableNo{1}).done()); // Black used 20 s
        now = 50s;
        EXPECT_TRUE(hall.pause(TableNo{2}).done());
        // Refusals are typed: the caller decides on the kind, never on a sentence.
        EXPECT_EQ(hall.press(TableNo{3}).kind, Refusal::Kind::Invalid);
        EXPECT_EQ(hall.resume(TableNo{1}).kind, Refusal::Kind::Refused); // it runs
        const Refusal toZero = hall.adjust(TableNo{1}, Side::White, -20min, QStringLiteral("test"));
        EXPECT_EQ(toZero.kind, Refusal::Kind::NeedsConfirmation);
        EXPECT_FALSE(toText(toZero).isEmpty());
        EXPECT_TRUE(hall.adjust(TableNo{1}, Side::Black, 1min, QStringLiteral("光线")).done());
        EXPECT_EQ(hall.unwrittenEvents(), 0u) << "each action is in the file when it returns";
        now = 65s; // the machine dies here: no goodbye, no last write
    }
    Millis later{3s}; // a new run of the program: its steady clock starts again
    ClockHall again;
    again.setTimeSource([&later] { return later; });
    const ClockHall::Opened opened = again.open(file.get());
    ASSERT_EQ(opened.how, ClockHall::Opened::How::Recovered);
    EXPECT_TRUE(opened.hadEntries);
    EXPECT_EQ(opened.tables, 2);
    EXPECT_EQ(again.spec(), kControl);
    const clock::GameClock& t1 = again.scheduler()->clock(1);
    EXPECT_EQ(t1.state(), clock::GameClock::State::Paused) << "a running clock comes back paused";
    EXPECT_EQ(t1.side(Side::Black).main, 10min - 20s + 1min);
    // White's turn ran from 20 s to the last entry (the adjustment at 50 s).
    EXPECT_EQ(t1.sideNow(Side::White, again.now()).main, 10min - 30s);
    EXPECT_EQ(again.scheduler()->clock(2).state(), clock::GameClock::State::Paused);
    // The recovery's own pause is in the journal, so a second crash replays the same.
    const HallJournal journal = readHallJournal(*file, file->clocks().latestHall()->id);
    EXPECT_EQ(journal.entries.at(1).back().kind, JournalKind::Pause);
    EXPECT_TRUE(journal.unknown.empty());
    later = 10s;
    EXPECT_TRUE(again.resume(TableNo{1}).done());
}

TEST(ClockHall, ARecordOfAnUnknownKindIsLeftOutAndCounted) {
    QTemporaryDir dir;
    auto file =
        store::TournamentFile::create(test::tournamentAt(dir, QStringLiteral("t")), settings());
    const qint64 id = file->clocks().startHall(kControl, 1);
    file->clocks().append(id, {{1, QStringLiteral("start"), 0, {}, QChar(), 0, {}},
                               {1, QStringLiteral("teleport"), 500, {}, QChar(), 0, {}},
                               {1, QStringLiteral("press"), 1000, {}, QLatin1Char('B'), 0, {}}});
    ClockHall hall;
    hall.setTimeSource([] { return Millis(0); });
    const ClockHall::Opened opened = hall.open(file.get());
    ASSERT_EQ(opened.how, ClockHall::Opened::How::Recovered);
    EXPECT_EQ(opened.unknownEntries, 1);
    EXPECT_EQ(hall.scheduler()->clock(1).toMove(), Side::White);
}

TEST(ClockHall, ABadControlIsRefusedAsATimeControlProblem) {
    ClockHall hall;
    const Refusal r = hall.setUp(3, QStringLiteral("byoyomi:main=x"));
    EXPECT_EQ(r.kind, Refusal::Kind::Invalid);
    EXPECT_EQ(r.subject, Refusal::Subject::TimeControl);
    EXPECT_EQ(hall.scheduler(), nullptr);
    const Refusal schedule = [&] {
        hall.setUp(1, kControl);
        return hall.setScheduleText(QStringLiteral("period 30\nordinary twenty sec:20\n"));
    }();
    EXPECT_EQ(schedule.line, 2);
    EXPECT_TRUE(toText(schedule).startsWith(QStringLiteral("line 2: ")))
        << toText(schedule).toStdString();
}

TEST(Dispute, MarksNameWholeChainsAndTheRefereesCountDecides) {
    go::Board board(9);
    for (int y = 0; y < 9; ++y) {
        board.play(board.point(4, y), go::Colour::Black);
        board.play(board.point(5, y), go::Colour::White);
    }
    board.play(board.point(1, 1), go::Colour::White); // dead inside Black's area
    board.play(board.point(1, 2), go::Colour::White);
    const go::RuleSet chinese = *go::tryRuleSetByName("chinese");
    DisputeInput input{board, {go::Coord{1, 1}, go::Coord{0, 0}}, 0, std::nullopt, std::nullopt};
    const DisputeCount counted = countDispute(input, chinese);
    EXPECT_EQ(counted.dead.size(), 2u) << "one mark names its whole chain";
    ASSERT_EQ(counted.emptyMarks.size(), 1u);
    EXPECT_EQ(counted.emptyMarks[0], (go::Coord{0, 0}));
    EXPECT_TRUE(counted.score.ok());
    EXPECT_EQ(counted.score.blackHalf, 45 * 2); // columns 0 to 4
    EXPECT_EQ(counted.score.komiHalfPoints, chinese.komiHalfPoints);

    input.komiHalfPoints = parseKomiHalfPoints(QStringLiteral("3¾子"));
    input.blackCount = parseBlackCount(QStringLiteral("40½"));
    const DisputeCount referee = countDispute(input, chinese);
    EXPECT_EQ(referee.score.komiHalfPoints, 15);
    EXPECT_EQ(referee.score.marginHalfPoints, go::marginFromBlackCount(40.5, 9, 15, 0));
    EXPECT_LT(referee.score.marginHalfPoints, 0) << "40½ of 81 with komi: White wins";
}

TEST(Dispute, CountsAndKomiAreReadAsARefereeWritesThem) {
    EXPECT_EQ(parseBlackCount(QStringLiteral("184.5")), 184.5);
    EXPECT_EQ(parseBlackCount(QStringLiteral("184½")), 184.5);
    EXPECT_EQ(parseBlackCount(QStringLiteral("184 1/2")), 184.5);
    EXPECT_EQ(parseBlackCount(QStringLiteral("184又1/2子")), 184.5);
    EXPECT_EQ(parseBlackCount(QStringLiteral(" 185 子 ")), 185.0);
    EXPECT_EQ(parseBlackCount(QStringLiteral("600")), 600.0) << "a count on a 25×25 board";
    EXPECT_FALSE(parseBlackCount(QStringLiteral("626"))) << "more than the largest board holds";
    EXPECT_FALSE(parseBlackCount(QStringLiteral("184.3")));
    EXPECT_FALSE(parseBlackCount(QStringLiteral("-3")));
    EXPECT_FALSE(parseBlackCount(QString()));
    EXPECT_EQ(parseKomiHalfPoints(QStringLiteral("7.5")), 15);
    EXPECT_EQ(parseKomiHalfPoints(QStringLiteral("7½")), 15);
    EXPECT_EQ(parseKomiHalfPoints(QStringLiteral("3¾子")), 15);
    EXPECT_FALSE(parseKomiHalfPoints(QStringLiteral("7.3")));
}

TEST(GameTimes, APressOfTheWrongSideIsRefusedAtItsNode) {
    const clock::Control control = *clock::tryParseControl(kControl.toStdString()).control;
    const std::vector<clock::JournalEntry> journal = {
        {JournalKind::Start, Millis(0), std::nullopt, {}, {}},
        {JournalKind::Press, Millis(4000), Side::Black, {}, {}},
        {JournalKind::Press, Millis(9000), Side::White, {}, {}}};
    const auto rows = clock::timeLog(control, journal);
    const GameWithTimes timed = withClockTimes("(;GM[1]SZ[19];B[pd];W[dp])", control, rows);
    ASSERT_TRUE(timed.ok());
    EXPECT_TRUE(timed.sgf.contains("B[pd]BL[596]")) << timed.sgf.toStdString();
    EXPECT_EQ(timed.clockMoves, 2u);
    EXPECT_EQ(timed.recordMoves, 2u);
    const GameWithTimes wrong = withClockTimes("(;GM[1]SZ[19];W[pd];B[dp])", control, rows);
    ASSERT_FALSE(wrong.ok());
    EXPECT_EQ(wrong.issue->offset, 14u); // the node's first property
    EXPECT_EQ(wrong.issue->node, 1);
    EXPECT_TRUE(wrong.sgf.isEmpty());
}

TEST(EnterResult, WhatAResultNeedsIsTypedAndAChangedGameIsRefused) {
    QTemporaryDir dir;
    auto file =
        store::TournamentFile::create(test::tournamentAt(dir, QStringLiteral("t")), settings());
    PlayerId ids[2] = {};
    for (int i = 0; i < 2; ++i) {
        Player p;
        p.familyNative = i ? "王" : "李";
        p.status = RegistrationStatus::Final;
        ids[i] = file->players().add(p);
    }
    Game g;
    g.round = 1;
    g.table = 1;
    g.white = ids[0];
    g.black = ids[1];
    g.knownColour = false; // decided at the board
    file->rounds().save(RoundNo{1}, {g}, {});

    ResultOutcome r =
        enterResult(*file, {RoundNo{1}, TableNo{1}, GameResult::BlackWins, false, {}, {}, {}});
    EXPECT_EQ(r.refusal.kind, Refusal::Kind::Incomplete);
    EXPECT_TRUE(r.missing.black);
    EXPECT_EQ(file->rounds().games(RoundNo{1}).front().result, GameResult::Unknown)
        << "nothing written";

    r = enterResult(*file, {RoundNo{1}, TableNo{1}, GameResult::BlackWins, false, ids[0], {}, {}});
    ASSERT_TRUE(r.refusal.done()) << toText(r.refusal).toStdString();
    EXPECT_EQ(r.after.black, ids[0]) << "the colours come with the result";
    EXPECT_TRUE(r.after.knownColour);

    // 7.5 komi: a jigo stands only with the referee's reason.
    r = enterResult(*file, {RoundNo{1}, TableNo{1}, GameResult::Jigo, false, {}, {}, {}});
    EXPECT_EQ(r.refusal.kind, Refusal::Kind::Incomplete);
    EXPECT_TRUE(r.missing.reason);
    EXPECT_FALSE(r.missing.black);
    r = enterResult(
        *file,
        {RoundNo{1}, TableNo{1}, GameResult::Jigo, false, {}, QStringLiteral("裁判判定"), {}});
    ASSERT_TRUE(r.refusal.done()) << toText(r.refusal).toStdString();
    EXPECT_EQ(file->rounds().games(RoundNo{1}).front().resultReason, "裁判判定");

    // The game as another desk saw it before this result: refused, the file unchanged.
    Game stale = r.before;
    r = enterResult(*file, {RoundNo{1}, TableNo{1}, GameResult::WhiteWins, false, {}, {}, stale});
    EXPECT_EQ(r.refusal.kind, Refusal::Kind::Store);
    EXPECT_EQ(r.refusal.storeKind, store::StoreError::Kind::Conflict);
    EXPECT_EQ(file->rounds().games(RoundNo{1}).front().result, GameResult::Jigo);

    EXPECT_EQ(enterResult(*file, {RoundNo{1}, TableNo{9}, GameResult::WhiteWins, false, {}, {}, {}})
                  .refusal.kind,
              Refusal::Kind::Invalid);
}

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv); // the hall's timers; no display needed
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

// #31 point 1: the hall of a round as the desk and `tengen-cli hall` open it, one rule each: the
// round's clocks set up, begun (resumed after a crash), refused for another round while these
// are in play; the referee's PIN trimmed; the round's codes those a device joins with.
TEST(HallSession, ARoundsHallOpensBeginsAndRefusesAnotherRoundWhileInPlay) {
    QTemporaryDir dir;
    Refusal refused;
    auto fileMade = createDemoTournament(dir.filePath(QStringLiteral("hall.tengen")));
    refused = fileMade.refusal;
    auto file = std::move(fileMade.file);
    ASSERT_TRUE(file) << toText(refused).toStdString();
    EXPECT_TRUE(pairRoundInFile(*file, RoundNo{1}).done());
    EXPECT_TRUE(pairRoundInFile(*file, RoundNo{2}).done());
    ClockHall clocks;
    Millis now = 0ms;
    clocks.setTimeSource([&now] { return now; });
    const ClockHall::Opened opened = clocks.open(file.get());
    ASSERT_TRUE(openHallRound(clocks, opened, RoundNo{1}).done());
    EXPECT_EQ(clocks.round(), 1);
    ASSERT_TRUE(beginHallRound(clocks).done());
    EXPECT_EQ(clocks.clocksInPlay(), clocks.tableCount());
    const Refusal other = openHallRound(clocks, opened, RoundNo{2});
    EXPECT_EQ(other.kind, Refusal::Kind::Refused);
    EXPECT_TRUE(toText(other).contains(QStringLiteral("are in play")))
        << toText(other).toStdString();
    EXPECT_EQ(clocks.round(), 1) << "the clocks in play stay";
    EXPECT_TRUE(openHallRound(clocks, opened, RoundNo{1}).done()) << "the same round: as it is";

    EXPECT_TRUE(setRefereePin(*file, QStringLiteral(" 4821 ")).done());
    EXPECT_TRUE(file->clocks().refereePinMatches(QStringLiteral("4821")));
    const std::vector<QString> codes = roundJoinCodes(*file, RoundNo{1}, clocks.tableCount());
    ASSERT_EQ(static_cast<int>(codes.size()), clocks.tableCount());
    for (int t = 1; t <= clocks.tableCount(); ++t)
        EXPECT_EQ(tableOfJoinCode(file->clocks().hallSecret(), RoundNo{1}, clocks.tableCount(),
                                  codes[t - 1]),
                  std::optional<TableNo>(TableNo{t}));
}

// #46 point 2: a rule of the event says no with a typed refusal (Refused, Invalid), never as
// the file's failure, and nothing is written: pairing a round twice, pairing chosen players who
// cannot be, explaining a pair with no such player, drawing the colours of a round not paired,
// verifying a draw that was never made.
TEST(Refusals, PairingAndColourRulesAreTypedRefusalsNotTheFilesFailure) {
    QTemporaryDir dir;
    Refusal created;
    auto fileMade = createDemoTournament(dir.filePath(QStringLiteral("rules.tengen")));
    created = fileMade.refusal;
    auto file = std::move(fileMade.file);
    ASSERT_TRUE(file) << toText(created).toStdString();

    const ColourDraw early = drawColoursInFile(*file, RoundNo{1}, ColourMethod::Lots, Seed(32, 1));
    EXPECT_EQ(early.refusal.kind, Refusal::Kind::Refused);
    EXPECT_TRUE(toText(early.refusal).contains(QStringLiteral("not paired")));
    EXPECT_FALSE(file->colours().draw(RoundNo{1}).has_value());

    const PairedRound first = pairRoundInFile(*file, RoundNo{1});
    ASSERT_TRUE(first.done()) << toText(first.refusal).toStdString();
    EXPECT_EQ(first.stored.games, file->rounds().games(RoundNo{1})) << "as stored";
    const PairedRound again = pairRoundInFile(*file, RoundNo{1});
    EXPECT_EQ(again.refusal.kind, Refusal::Kind::Refused);
    EXPECT_TRUE(toText(again.refusal).contains(QStringLiteral("already paired")));
    EXPECT_EQ(file->rounds().games(RoundNo{1}), first.stored.games) << "the round as it was";
    EXPECT_EQ(pairRoundInFile(*file, RoundNo{99}).refusal.kind, Refusal::Kind::Invalid);

    const store::RoundState shown = file->rounds().state(RoundNo{1});
    const PlayerId playing = shown.games.front().white;
    const ChosenPairing one = pairChosenPlayers(*file, RoundNo{1}, {playing}, shown);
    EXPECT_EQ(one.refusal.kind, Refusal::Kind::Invalid);
    EXPECT_TRUE(one.games.empty());
    const ChosenPairing busy =
        pairChosenPlayers(*file, RoundNo{1}, {playing, shown.games.front().black}, shown);
    EXPECT_EQ(busy.refusal.kind, Refusal::Kind::Refused) << "both already play in round 1";

    const PairExplained nobody = explainInFile(*file, RoundNo{1}, playing, PlayerId{999999});
    EXPECT_EQ(nobody.refusal.kind, Refusal::Kind::Invalid);
    EXPECT_TRUE(toText(nobody.refusal).contains(QStringLiteral("999999")));

    const ColourVerification never = verifyColours(*file, RoundNo{1}, Seed(32, 1));
    EXPECT_EQ(never.refusal.kind, Refusal::Kind::Invalid);
    EXPECT_FALSE(never.ok());
}
