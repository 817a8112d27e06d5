// #28 points 3 and 4: a tournament run in Tengen — 60 players, five McMahon rounds, a player
// withdrawn after round 2, a requested bye, an absence, clubs longer than OpenGotha's four
// characters — exported to OpenGotha's file and read back keeps every player's score,
// tie-breakers, place and club, and pairing the file again reproduces every round Tengen paired.
#include "actions/pairing_field.h"
#include "actions/players.h"
#include "actions/results.h"
#include "actions/rounds.h"
#include "actions/settings_actions.h"
#include "actions/tournament.h"
#include "backend.h"
#include "documents/documents.h"
#include "documents/exports.h"
#include "formats/importers.h"
#include "pairing/pair_check.h"
#include "store/tournament_file.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace tengen;

namespace {

// Sixty players with Chinese names, ranks from 15k to 6d, clubs in Hanzi and in Latin letters
// (two that share their first four letters); the same every run.
std::vector<Player> sixtyPlayers() {
    static const char* family[] = {"王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周",
                                   "徐", "孙", "马", "朱", "胡", "郭", "何", "高", "林", "罗"};
    static const char* given[] = {"伟", "芳", "娜"};
    static const char* clubs[] = {"杭州棋院",         "北京棋院",        "Berlin",
                                  "Hangzhou Go Club", "Hangzhou Qiyuan", "上海棋院"};
    std::vector<Player> out;
    for (int i = 0; i < 60; ++i) {
        Player p;
        p.familyNative = family[i % 20];
        p.givenNative = given[i / 20];
        const int rank = 6 - (i * 7) % 21; // 6d .. 15k
        p.declaredRank = rank > 0 ? Rank::dan(rank) : Rank::kyu(1 - rank);
        p.club = clubs[(i * 5) % 6];
        p.country = "CN";
        p.status = RegistrationStatus::Final;
        out.push_back(p);
    }
    return out;
}

struct RunEvent {
    QTemporaryDir dir;
    std::unique_ptr<store::TournamentFile> file;
    std::vector<PlayerId> ids;
    PlayerId withdrawn{}, byeAsked{}, absent{};

    // `byeScoresAsAbsence`: the event's bye and absence scores made equal first.
    explicit RunEvent(bool byeScoresAsAbsence) {
        TournamentSettings s;
        s.nameNative = "测试杯";
        s.rounds = 5;
        Refusal r;
        auto fileMade = createTournament(test::tournamentAt(dir, QStringLiteral("event")), s);
        r = fileMade.refusal;
        file = std::move(fileMade.file);
        EXPECT_TRUE(r.done()) << toText(r).toStdString();
        if (byeScoresAsAbsence) {
            const PairingSettings before = file->settings().pairing();
            PairingSettings after = before;
            after.mmsBye = after.mmsAbsent;
            after.nbwBye = after.nbwAbsent;
            EXPECT_TRUE(changePairingSettings(*file, before, after, std::nullopt, {}).done());
        }
        for (const Player& p : sixtyPlayers())
            ids.push_back(registerPlayer(*file, p, true).stored.id);
        withdrawn = ids[6];
        byeAsked = ids[11];
        absent = ids[19];
        for (int round = 1; round <= 5; ++round) {
            if (round == 3) {
                EXPECT_TRUE(
                    setWithdrawn(*file, *file->players().find(withdrawn), true).refusal.done());
                EXPECT_TRUE(setParticipation(*file, {*file->players().find(byeAsked)},
                                             {3, Participation::ByeRequested, std::nullopt})
                                .refusal.done());
            }
            if (round == 4) {
                EXPECT_TRUE(setParticipation(*file, {*file->players().find(absent)},
                                             {4, Participation::Absent, std::nullopt})
                                .refusal.done());
            }
            EXPECT_TRUE(pairRoundInFile(*file, RoundNo{round}).done());
            for (const Game& g : file->rounds().games(RoundNo{round})) {
                ResultRequest request;
                request.round = RoundNo{round};
                request.table = TableNo{g.table};
                request.result = (g.table * 7 + round * 3) % 5 < 2 ? GameResult::WhiteWins
                                                                   : GameResult::BlackWins;
                const ResultOutcome out = enterResult(*file, request);
                EXPECT_TRUE(out.refusal.done()) << toText(out.refusal).toStdString();
            }
        }
    }
};

// The file read back into a tournament of its own.
std::unique_ptr<store::TournamentFile> readBack(const QByteArray& xml, const QTemporaryDir& dir,
                                                ImportBatch* batch) {
    const formats::ImportParse parse = formats::parseOpenGotha(xml, QStringLiteral("export.xml"));
    EXPECT_TRUE(parse.ok());
    TournamentSettings s;
    s.nameLatin = "back";
    auto file = store::TournamentFile::create(dir.filePath(QStringLiteral("back.tengen")), s);
    file->players().import(parse.batch);
    *batch = parse.batch;
    return file;
}

void expectSameStandings(const store::TournamentFile& a, const store::TournamentFile& b,
                         int afterRound) {
    SCOPED_TRACE("after round " + std::to_string(afterRound));
    const reports::StandingsTable x = Documents(a).standings(afterRound);
    const reports::StandingsTable y = Documents(b).standings(afterRound);
    ASSERT_EQ(x.rows.size(), y.rows.size());
    for (std::size_t k = 0; k < x.rows.size(); ++k) {
        const reports::StandingsRow &r = x.rows[k], &s = y.rows[k];
        SCOPED_TRACE(r.name);
        EXPECT_EQ(r.name, s.name);
        EXPECT_EQ(r.place, s.place);
        EXPECT_EQ(r.values, s.values); // score and every tie-breaker
        EXPECT_EQ(r.rounds, s.rounds); // opponents' lines, results and colours
        EXPECT_EQ(r.club, s.club);
    }
}

} // namespace

TEST(OpenGothaRoundTrip, ATengenEventComesBackWithEveryPointAndPairsAgainAsPaired) {
    RunEvent event(true);
    const ExportOutcome out = exportResults(*event.file, ExportFormat::OpenGotha, {});
    ASSERT_TRUE(out.refusal.done()) << toText(out.refusal).toStdString();
    // One bye a round at most; the requested one is an absence in its round.
    EXPECT_LE(out.bytes.count("<ByePlayer "), 5);
    QTemporaryDir dir;
    ImportBatch batch;
    auto back = readBack(out.bytes, dir, &batch);
    for (int r = 1; r <= 5; ++r)
        expectSameStandings(*event.file, *back, r);

    const pairing::PairCheck check =
        pairing::pairCheck(fieldFromImport(batch, event.file->settings().pairing().compat));
    ASSERT_EQ(check.rounds.size(), 5u);
    for (const pairing::RoundCheck& r : check.rounds) {
        SCOPED_TRACE("round " + std::to_string(r.round));
        EXPECT_EQ(r.reproduced, r.games);
        EXPECT_EQ(r.totalTengen, r.totalFile);
        EXPECT_EQ(r.byeTengen, r.byeFile);
    }
}

TEST(OpenGothaRoundTrip, ARequestedByeOpenGothaWouldScoreOtherwiseIsNamedBeforeExport) {
    RunEvent event(false); // a bye scores 1, an absence ½
    const ExportOutcome refused = exportResults(*event.file, ExportFormat::OpenGotha, {});
    ASSERT_EQ(refused.refusal.kind, Refusal::Kind::NeedsConfirmation);
    const QString why = toText(refused.refusal);
    const QString name =
        QString::fromStdString(event.file->players().find(event.byeAsked)->displayName());
    EXPECT_TRUE(why.contains(name)) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("round 3"))) << why.toStdString();
    EXPECT_TRUE(refused.bytes.isEmpty());
    ExportOptions yes;
    yes.force = true;
    const ExportOutcome forced = exportResults(*event.file, ExportFormat::OpenGotha, yes);
    ASSERT_TRUE(forced.refusal.done());
    EXPECT_TRUE(forced.warnings.join(QLatin1Char('\n')).contains(name));
    // Never two byes in a round, and the file says who played what.
    for (int r = 1; r <= 5; ++r)
        EXPECT_LE(
            forced.bytes.count(QStringLiteral("<ByePlayer roundNumber=\"%1\"").arg(r).toUtf8()), 1);
}
