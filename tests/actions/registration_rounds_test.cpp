// The actions under registration, round edits, colours, settings and exports, as the desk, the
// CLI and the table devices call them: one rule each, typed refusals, nothing written when
// refused.
#include "actions/domain_text.h"
#include "actions/join_codes.h"
#include "actions/players.h"
#include "actions/results.h"
#include "actions/round_colours.h"
#include "actions/round_edits.h"
#include "actions/rounds.h"
#include "actions/settings_actions.h"
#include "actions/tournament.h"
#include "backend.h"
#include "documents/documents.h"
#include "documents/exports.h"
#include "reports/qr_code.h"
#include "store/tournament_file.h"

#include <QDir>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace tengen;

namespace {

TournamentSettings event(int rounds = 3) {
    TournamentSettings s;
    s.nameNative = "天元杯";
    s.nameLatin = "Tengen Cup";
    s.rounds = rounds;
    return s;
}

Player named(const char* family, const char* given, Rank rank, const char* club = "杭州棋院") {
    Player p;
    p.familyNative = family;
    p.givenNative = given;
    p.declaredRank = rank;
    p.club = club;
    p.status = RegistrationStatus::Final;
    return p;
}

struct Event {
    QTemporaryDir dir;
    std::unique_ptr<store::TournamentFile> file;
    std::vector<PlayerId> ids;

    explicit Event(int players, int rounds = 3) {
        Refusal r;
        auto fileMade =
            createTournament(test::tournamentAt(dir, QStringLiteral("t")), event(rounds));
        r = fileMade.refusal;
        file = std::move(fileMade.file);
        EXPECT_TRUE(r.done()) << toText(r).toStdString();
        static const char* given[] = {"一", "二", "三", "四", "五", "六", "七", "八"};
        for (int i = 0; i < players; ++i) {
            const RegisterOutcome out = registerPlayer(
                *file, named("王", given[i % 8], Rank::dan(4 - i), i % 2 ? "上海" : "北京"), true);
            EXPECT_TRUE(out.refusal.done()) << toText(out.refusal).toStdString();
            ids.push_back(out.stored.id);
        }
    }
    store::RoundState round(int r) const { return file->rounds().state(RoundNo{r}); }
};

} // namespace

TEST(Registration, ALikelyDuplicateIsRegisteredOnlyOnAYes) {
    Event e(2);
    Player again = *e.file->players().find(e.ids[0]);
    again.id = PlayerId{};
    const RegisterOutcome asked = registerPlayer(*e.file, again);
    EXPECT_EQ(asked.refusal.kind, Refusal::Kind::NeedsConfirmation);
    ASSERT_EQ(asked.duplicates.size(), 1u);
    EXPECT_EQ(asked.duplicates[0].registered.id, e.ids[0]) << "says whom";
    EXPECT_FALSE(asked.duplicates[0].reason.empty()) << "and why";
    EXPECT_EQ(e.file->players().all().size(), 2u) << "nothing written without the yes";
    const RegisterOutcome yes = registerPlayer(*e.file, again, true);
    ASSERT_TRUE(yes.refusal.done());
    EXPECT_EQ(e.file->players().all().size(), 3u);
    EXPECT_NE(yes.stored.id, e.ids[0]);
    // A record the domain refuses is Invalid, and nothing is written either.
    Player bad = named("李", "四", Rank::kyu(3));
    bad.egdPin = "+1234567";
    EXPECT_EQ(registerPlayer(*e.file, bad, true).refusal.kind, Refusal::Kind::Invalid);
    EXPECT_EQ(e.file->players().all().size(), 3u);
}

TEST(Registration, ACheckInMakesTheRegistrationFinalAndMakeFinalLeavesTheWithdrawn) {
    Event e(3);
    for (PlayerId id : e.ids) {
        Player p = *e.file->players().find(id);
        Player preliminary = p;
        preliminary.status = RegistrationStatus::Preliminary;
        ASSERT_TRUE(editPlayer(*e.file, p, preliminary).refusal.done());
    }
    const Player first = *e.file->players().find(e.ids[0]);
    RoundParticipation absent{2, Participation::Absent, std::nullopt};
    ASSERT_TRUE(setParticipation(*e.file, {first}, absent).refusal.done());
    EXPECT_EQ(e.file->players().find(e.ids[0])->status, RegistrationStatus::Preliminary)
        << "marking absent is no check-in";
    RoundParticipation checkIn{1, Participation::Present, std::string("2026-12-05T08:00:00Z")};
    const PlayersOutcome in =
        setParticipation(*e.file, {*e.file->players().find(e.ids[0])}, checkIn);
    ASSERT_TRUE(in.refusal.done());
    ASSERT_EQ(in.changes.size(), 1u);
    EXPECT_EQ(in.changes[0].after.status, RegistrationStatus::Final);
    EXPECT_EQ(e.file->players().find(e.ids[0])->participation(2), Participation::Absent)
        << "the other round stays as it was";

    const Player second = *e.file->players().find(e.ids[1]);
    ASSERT_TRUE(setWithdrawn(*e.file, second, true).refusal.done());
    const PlayersOutcome final = makeFinal(*e.file, e.file->players().all());
    ASSERT_TRUE(final.refusal.done());
    ASSERT_EQ(final.changes.size(), 1u) << "the third only: the first is final, the second left";
    EXPECT_EQ(final.changes[0].after.id, e.ids[2]);
    EXPECT_EQ(e.file->players().find(e.ids[1])->status, RegistrationStatus::Preliminary);
}

TEST(Registration, AStaleEditIsRefusedWithTheValueNowInTheFile) {
    Event e(1);
    const Player seen = *e.file->players().find(e.ids[0]);
    Player other = seen;
    other.club = "北京棋院";
    ASSERT_TRUE(editPlayer(*e.file, seen, other).refusal.done()); // another desk, first
    Player mine = seen;
    mine.club = "上海棋院";
    const PlayersOutcome out = editPlayer(*e.file, seen, mine);
    EXPECT_EQ(out.refusal.kind, Refusal::Kind::Store);
    EXPECT_EQ(out.refusal.storeKind, store::StoreError::Kind::Conflict);
    EXPECT_TRUE(toText(out.refusal).contains(QStringLiteral("北京棋院"))) << "names the value now";
    EXPECT_EQ(e.file->players().find(e.ids[0])->club, "北京棋院");
    // Deleting a player seen before a change is refused too; one who played is withdrawn.
    EXPECT_EQ(deleteRegistration(*e.file, seen).storeKind, store::StoreError::Kind::Conflict);
    EXPECT_TRUE(e.file->players().find(e.ids[0]));
}

// #30 point 12: a pairing is computed outside the write lock. Another desk changes the field each
// time it is about to be stored: after four tries, a quick pairing is computed holding the lock
// (of the field as it is then), and a long one is refused rather than holding every other desk's
// change past its busy timeout (a 10,000-player field takes 17 s); the other desk's changes all
// go in either way.
TEST(Rounds, APairingWhoseFieldKeepsChangingNeverHoldsTheLockLong) {
    for (const bool quick : {true, false}) {
        SCOPED_TRACE(quick ? "quick" : "long");
        Event e(8);
        auto other = store::TournamentFile::open(e.file->path());
        int changes = 0;
        PairingAttempts attempts;
        if (!quick)
            attempts.lockedComputeAtMost = std::chrono::milliseconds(-1); // every one is "long"
        attempts.beforeStore = [&] {
            const Player p = *other->players().find(e.ids[7]);
            const auto state = ++changes % 2 ? Participation::Absent : Participation::Present;
            ASSERT_TRUE(setParticipation(*other, {p}, RoundParticipation{1, state, std::nullopt})
                            .refusal.done());
        };
        if (quick) {
            const PairedRound done = pairRoundInFile(*e.file, RoundNo{1}, attempts);
            ASSERT_TRUE(done.done()) << toText(done.refusal).toStdString();
            EXPECT_EQ(done.pairing.games.size(), 4u) << "the field as it was at the locked attempt";
            EXPECT_EQ(e.round(1).games.size(), 4u);
        } else {
            const PairedRound refused = pairRoundInFile(*e.file, RoundNo{1}, attempts);
            EXPECT_EQ(refused.refusal.kind, Refusal::Kind::Store) << "not paired holding the lock";
            EXPECT_EQ(refused.refusal.storeKind, store::StoreError::Kind::Conflict);
            EXPECT_TRUE(toText(refused.refusal).contains(QStringLiteral("once check-in is over")))
                << toText(refused.refusal).toStdString();
            EXPECT_TRUE(e.round(1).games.empty()) << "nothing stored";
        }
        EXPECT_EQ(changes, 4);
        EXPECT_EQ(e.file->players().find(e.ids[7])->participation(1), Participation::Present)
            << "the other desk's last change is in";
    }
}

TEST(RoundEdits, UnpairSwapAndExchangeFollowOneRuleAndAreRefusedWhenTheRoundChanged) {
    Event e(6);
    EXPECT_TRUE(pairRoundInFile(*e.file, RoundNo{1}).done());
    const store::RoundState paired = e.round(1);
    ASSERT_EQ(paired.games.size(), 3u);

    // Swap: the colours change at one table.
    const RoundEdit swapped = swapColours(*e.file, RoundNo{1}, TableNo{1}, paired);
    ASSERT_TRUE(swapped.refusal.done()) << toText(swapped.refusal).toStdString();
    EXPECT_EQ(e.round(1).games[0].white, paired.games[0].black);
    // A second desk that still shows the round as paired is refused, and nothing changes.
    const RoundEdit stale = swapColours(*e.file, RoundNo{1}, TableNo{2}, paired);
    EXPECT_EQ(stale.refusal.storeKind, store::StoreError::Kind::Conflict);
    EXPECT_EQ(e.round(1), swapped.after);

    // Exchange: a question first, naming who then plays whom; nothing written before the yes.
    const store::RoundState now = e.round(1);
    const RoundEdit asked =
        exchangeOpponents(*e.file, RoundNo{1}, TableNo{1}, TableNo{2}, now, false);
    EXPECT_EQ(asked.refusal.kind, Refusal::Kind::NeedsConfirmation);
    EXPECT_GE(asked.doubts.size(), 2u);
    EXPECT_EQ(e.round(1), now);
    const RoundEdit exchanged =
        exchangeOpponents(*e.file, RoundNo{1}, TableNo{1}, TableNo{2}, now, true);
    ASSERT_TRUE(exchanged.refusal.done());
    EXPECT_EQ(e.round(1).games[0].black, now.games[1].black);
    EXPECT_EQ(e.round(1).games[1].black, now.games[0].black);

    // A result: no swap, no exchange, no unpairing, until it is cleared.
    ASSERT_TRUE(
        enterResult(*e.file,
                    {RoundNo{1}, TableNo{3}, GameResult::WhiteWins, false, {}, {}, std::nullopt})
            .refusal.done());
    const store::RoundState withResult = e.round(1);
    EXPECT_EQ(swapColours(*e.file, RoundNo{1}, TableNo{3}, withResult).refusal.kind,
              Refusal::Kind::Refused);
    EXPECT_EQ(exchangeOpponents(*e.file, RoundNo{1}, TableNo{2}, TableNo{3}, withResult, true)
                  .refusal.kind,
              Refusal::Kind::Refused);
    EXPECT_EQ(unpairRound(*e.file, RoundNo{1}, withResult).refusal.kind, Refusal::Kind::Refused);
    EXPECT_EQ(e.round(1), withResult);
}

TEST(RoundEdits, AHandicapGameKeepsItsColoursAndPublishedColoursNeedAReason) {
    Event e(4);
    store::RoundState r;
    Game handicap;
    handicap.round = 1;
    handicap.table = 1;
    handicap.white = e.ids[0];
    handicap.black = e.ids[3];
    handicap.handicap = 2;
    Game even;
    even.round = 1;
    even.table = 2;
    even.white = e.ids[1];
    even.black = e.ids[2];
    e.file->rounds().save(RoundNo{1}, {handicap, even}, {});
    r = e.round(1);
    EXPECT_EQ(swapColours(*e.file, RoundNo{1}, TableNo{1}, r).refusal.kind, Refusal::Kind::Refused)
        << "the weaker player takes black";
    EXPECT_EQ(recordNigiri(*e.file, RoundNo{1}, TableNo{1}, e.ids[0], true, 13, {}).kind,
              Refusal::Kind::Refused)
        << "no nigiri in a handicap game";
    // A nigiri at the board publishes the colours of the table: a later change needs a reason.
    ColourOutcome o;
    ASSERT_TRUE(recordNigiri(*e.file, RoundNo{1}, TableNo{2}, e.ids[1], true, 13, {}, &o).done());
    EXPECT_EQ(e.file->colours().history(RoundNo{1}).size(), 1u);
    r = e.round(1);
    EXPECT_EQ(swapColours(*e.file, RoundNo{1}, TableNo{2}, r).refusal.kind, Refusal::Kind::Refused);
    EXPECT_FALSE(decideColours(*e.file, RoundNo{1}, TableNo{2}, o.black, {}).done());
    EXPECT_TRUE(decideColours(*e.file, RoundNo{1}, TableNo{2}, o.black,
                              QStringLiteral("a mistake at the board"))
                    .done());
    EXPECT_EQ(e.round(1).games[1].white, o.black);
    // A player who does not play at the table is refused, naming him.
    EXPECT_EQ(decideColours(*e.file, RoundNo{1}, TableNo{2}, e.ids[0], QStringLiteral("x")).kind,
              Refusal::Kind::Invalid);
}

TEST(RoundEdits, ChosenPlayersWhoMetOrAreForbiddenArePairedOnlyOnAYes) {
    Event e(4);
    // Round 1 by hand: 1-2 and 3-4.
    Game a;
    a.round = 1;
    a.table = 1;
    a.white = e.ids[0];
    a.black = e.ids[1];
    Game b = a;
    b.table = 2;
    b.white = e.ids[2];
    b.black = e.ids[3];
    e.file->rounds().save(RoundNo{1}, {a, b}, {});
    store::PairingConstraint forbid;
    forbid.kind = QStringLiteral("forbidden");
    forbid.a = e.ids[0];
    forbid.b = e.ids[2];
    forbid.note = QStringLiteral("siblings");
    ASSERT_TRUE(addPairingConstraint(*e.file, forbid).done());
    // Round 2, chosen by hand: 1 and 2 met in round 1.
    const RoundEdit asked =
        pairChosen(*e.file, RoundNo{2}, {e.ids[0], e.ids[1]}, e.round(2), false);
    ASSERT_EQ(asked.refusal.kind, Refusal::Kind::NeedsConfirmation);
    ASSERT_EQ(asked.doubts.size(), 1u);
    EXPECT_TRUE(toText(asked.doubts[0]).contains(QStringLiteral("round 1")));
    EXPECT_TRUE(e.round(2).games.empty());
    const RoundEdit yes = pairChosen(*e.file, RoundNo{2}, {e.ids[0], e.ids[1]}, e.round(2), true);
    ASSERT_TRUE(yes.refusal.done());
    EXPECT_EQ(yes.added.size(), 1u);
    EXPECT_EQ(e.round(2).games.size(), 1u);
    // Odd numbers and unknown players are refused as before.
    EXPECT_FALSE(pairChosen(*e.file, RoundNo{2}, {e.ids[2]}, e.round(2), true).refusal.done());
}

TEST(Settings, AHandicapCeilingOfZeroMeansEvenGamesWhoeverSetsIt) {
    Event e(2);
    const PairingSettings before = e.file->settings().pairing();
    PairingSettings after = before;
    after.handicapCeiling = 0;
    ASSERT_TRUE(changePairingSettings(*e.file, before, after, std::nullopt, {}).done());
    EXPECT_EQ(e.file->settings().pairing().noHandicapRank, Rank::kWeakest);
    // Another desk's change first: refused, nothing written.
    PairingSettings mine = before;
    mine.mmBar = 1;
    EXPECT_EQ(changePairingSettings(*e.file, before, mine, std::nullopt, {}).storeKind,
              store::StoreError::Kind::Conflict);
    // A schedule for periods of another length is refused, naming both.
    const Refusal schedule = setCallingSchedule(
        *e.file, clock::Millis(60000), QStringLiteral("period 30s\nordinary 10: sec:20\n"));
    EXPECT_FALSE(schedule.done());
}

// #28 point 5: a federation's file (EGF, FFG, AGA) names the player whose Latin name it cannot
// hold and is not written — never a '?' for a name, even when the director insists.
TEST(Exports, AFederationFileRefusesANameItCannotHoldAndNeverWritesAQuestionMark) {
    Event e(2);
    Player kanji = *e.file->players().find(e.ids[0]);
    Player edited = kanji;
    edited.familyNative = "井山";
    edited.givenNative = "裕太";
    edited.familyLatin.clear();
    edited.givenLatin.clear();
    ASSERT_TRUE(editPlayer(*e.file, kanji, edited).refusal.done());
    Game g;
    g.round = 1;
    g.table = 1;
    g.white = e.ids[0];
    g.black = e.ids[1];
    g.result = GameResult::WhiteWins;
    e.file->rounds().save(RoundNo{1}, {g}, {});
    const Player stored = *e.file->players().find(e.ids[0]);
    ASSERT_TRUE(stored.familyLatin.empty()) << "this name got a Latin form: nothing to refuse";
    for (ExportFormat format : {ExportFormat::Egf, ExportFormat::Ffg, ExportFormat::Aga}) {
        for (bool force : {false, true}) {
            ExportOptions options;
            options.force = force;
            const ExportOutcome refused = exportResults(*e.file, format, options);
            EXPECT_EQ(refused.refusal.kind, Refusal::Kind::Refused);
            EXPECT_EQ(refused.unwritable.size(), 1);
            EXPECT_TRUE(toText(refused.refusal).contains(QStringLiteral("井山裕太")))
                << toText(refused.refusal).toStdString();
            EXPECT_TRUE(refused.bytes.isEmpty());
        }
    }
    const ExportOutcome og = exportResults(*e.file, ExportFormat::OpenGotha, {});
    EXPECT_TRUE(og.refusal.done());
    EXPECT_TRUE(og.bytes.contains("<Tournament"));
    // The published set of pages of a round.
    const QString folder = e.dir.filePath(QStringLiteral("web"));
    ASSERT_TRUE(publishRound(*e.file, RoundNo{1}, folder).done());
    EXPECT_TRUE(QDir(folder).exists(QStringLiteral("standings.html")));
}

TEST(NewTournament, BadSettingsAreRefusedAndNoFileIsLeft) {
    QTemporaryDir dir;
    const QString path = test::tournamentAt(dir, QStringLiteral("t"));
    TournamentSettings bad = event();
    bad.rounds = 0;
    Refusal r;
    r = createTournament(path, bad).refusal;
    EXPECT_EQ(r.kind, Refusal::Kind::Invalid);
    EXPECT_FALSE(QFile::exists(path));
    int players = 0;
    auto demoMade = createDemoTournament(path);
    r = demoMade.refusal;
    players = demoMade.players;
    auto demo = std::move(demoMade.file);
    ASSERT_TRUE(demo);
    EXPECT_EQ(static_cast<int>(demo->players().all().size()), players);
    r = createDemoTournament(path).refusal; // never over an existing file
    EXPECT_EQ(r.kind, Refusal::Kind::Store);
}

// The join codes for the hall: on the list a director prints for the tables (with a QR code of
// each table's page in HTML), never on the list the live page shows.
TEST(Documents, ThePairingListCarriesJoinCodesOnlyWhenAsked) {
    QTemporaryDir dir;
    Refusal refusal;
    auto fileMade = createDemoTournament(test::tournamentAt(dir, QStringLiteral("codes")));
    refusal = fileMade.refusal;
    auto file = std::move(fileMade.file);
    ASSERT_TRUE(file);
    EXPECT_TRUE(pairRoundInFile(*file, RoundNo{1}).done());
    const Documents documents(*file);
    const QString code = joinCode(file->clocks().hallSecret(), RoundNo{1}, TableNo{1});
    EXPECT_FALSE(
        QString::fromUtf8(documents.pairingList(1, QStringLiteral("text"))).contains(code));
    EXPECT_FALSE(
        QString::fromUtf8(documents.pairingList(1, QStringLiteral("html"))).contains(code));
    const Documents::JoinCodes codes{true, QStringLiteral("http://10.0.0.5:8090")};
    const QString text = QString::fromUtf8(documents.pairingList(1, QStringLiteral("text"), codes));
    EXPECT_TRUE(text.contains(code));
    const QString html = QString::fromUtf8(documents.pairingList(1, QStringLiteral("html"), codes));
    EXPECT_TRUE(html.contains(QStringLiteral("<code>%1</code>").arg(code)));
    // A QR code of table 1's page, as an image a browser and the PDF both show: its modules
    // are those of the page's address.
    static const QRegularExpression img(
        QStringLiteral("<img src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\""));
    const auto m = img.match(html);
    ASSERT_TRUE(m.hasMatch()) << "a QR code of the table's page";
    const QImage qr = QImage::fromData(QByteArray::fromBase64(m.captured(1).toLatin1()), "PNG");
    const auto modules =
        reports::qrModules(tablePageUrl(QStringLiteral("http://10.0.0.5:8090"), code));
    ASSERT_FALSE(modules.empty());
    const int n = static_cast<int>(modules.size()), side = n + 2 * reports::kQuietZone;
    ASSERT_EQ(qr.width() % side, 0);
    const int unit = qr.width() / side;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const int px = (x + reports::kQuietZone) * unit + unit / 2;
            const int py = (y + reports::kQuietZone) * unit + unit / 2;
            ASSERT_EQ(qGray(qr.pixel(px, py)) < 128, modules[y][x]) << x << "," << y;
        }
    // Without a hall's address (none kept, and this machine has none to offer): the codes alone.
    qputenv("TENGEN_HALL_ADDRESS", "none");
    const Documents::JoinCodes bare{true, {}};
    const QString plain = QString::fromUtf8(documents.pairingList(1, QStringLiteral("html"), bare));
    EXPECT_TRUE(plain.contains(code));
    EXPECT_FALSE(plain.contains(QLatin1String("<img")));
    // With one: its QR codes, though the hall was never switched on.
    qputenv("TENGEN_HALL_ADDRESS", "10.0.0.7");
    EXPECT_TRUE(documents.pairingList(1, QStringLiteral("html"), bare).contains("<img"));
    qunsetenv("TENGEN_HALL_ADDRESS");
}

// #28 point 12: values as people read them — an AGA rating was shown as 2.1182 and −11.181, a
// time control as the spec the clock parses.
TEST(DomainText, RatingsAndTimeControlsAsPeopleReadThem) {
    EXPECT_EQ(ratingValueText({RatingSystem::Aga, 2.1182, std::nullopt, std::nullopt}),
              QStringLiteral("2.1"));
    EXPECT_EQ(ratingValueText({RatingSystem::Aga, -11.181, std::nullopt, std::nullopt}),
              QStringLiteral("-11.2"));
    EXPECT_EQ(ratingValueText({RatingSystem::EgdGoR, 2153.4, std::nullopt, std::nullopt}),
              QStringLiteral("2153"));
    TimeControl byoyomi;
    byoyomi.main = std::chrono::minutes(90);
    byoyomi.period = std::chrono::seconds(30);
    byoyomi.periods = 5;
    EXPECT_EQ(timeControlText(byoyomi), QStringLiteral("1 h 30 min, then byo-yomi 5 × 30 s"));
    byoyomi.main = Millis{0};
    EXPECT_EQ(timeControlText(byoyomi), QStringLiteral("byo-yomi 5 × 30 s"));
    TimeControl canadian;
    canadian.system = TimeSystem::Canadian;
    canadian.main = std::chrono::minutes(60);
    canadian.stones = 25;
    canadian.period = std::chrono::minutes(10);
    EXPECT_EQ(timeControlText(canadian), QStringLiteral("1 h, then 25 stones in 10 min"));
}

// #30's attack, left then: a paired player marked absent in his own round (or asking for a bye
// while he has a game) was written, and the standings counted both. Refused now, at every
// entry (one player's state, the participation grid), and nothing written.
TEST(Participation, APairedPlayerIsNotMadeAbsentInHisRound) {
    QTemporaryDir dir;
    Refusal refusal;
    auto fileMade = createDemoTournament(test::tournamentAt(dir, QStringLiteral("demo")));
    refusal = fileMade.refusal;
    auto file = std::move(fileMade.file);
    ASSERT_TRUE(file) << toText(refusal).toStdString();
    store::RoundState paired;
    {
        const PairedRound done = pairRoundInFile(*file, RoundNo{1});
        ASSERT_TRUE(done.done());
        paired = done.stored;
    }
    ASSERT_FALSE(paired.games.empty());
    ASSERT_FALSE(paired.byes.empty());
    const Player playing = *file->players().find(paired.games.front().black);
    const Player resting = *file->players().find(paired.byes.front().player);
    RoundParticipation absent{1, Participation::Absent, {}};
    PlayersOutcome out = setParticipation(*file, {playing}, absent);
    EXPECT_EQ(out.refusal.kind, Refusal::Kind::Refused) << "a rule of the event, not the file";
    EXPECT_NE(toText(out.refusal).indexOf(QStringLiteral("plays at table")), -1)
        << toText(out.refusal).toStdString();
    out = setParticipation(*file, {resting}, absent);
    EXPECT_NE(toText(out.refusal).indexOf(QStringLiteral("has the bye of round 1")), -1);
    out = setParticipation(*file, {playing}, {1, Participation::ByeRequested, {}});
    EXPECT_FALSE(out.refusal.done());
    Player gridEdit = playing;
    gridEdit.rounds.push_back(absent);
    EXPECT_FALSE(changePlayers(*file, {{playing, gridEdit}}).refusal.done());
    EXPECT_EQ(file->players().find(playing.id)->participation(1), Participation::Present);
    // Another round, not paired yet, is the director's to set.
    EXPECT_TRUE(setParticipation(*file, {playing}, {2, Participation::Absent, {}}).refusal.done());
}
