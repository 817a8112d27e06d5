// Team Swiss at scale (#32: 500 teams of 5 boards paired in at most 0.5 s): round 5 after four
// rounds with seeded random results, the engine alone (BM_TeamSwissRound5) and from the
// tournament file to the stored round (BM_TeamSwissRound5InFile).
#include "actions/team_rounds.h"
#include "actions/tournament.h"
#include "pairing/team_pairing.h"
#include "store/tournament_file.h"

#include <QTemporaryDir>
#include <benchmark/benchmark.h>
#include <random>

using namespace tengen;

namespace {

constexpr int kBoards = 5;

GameResult coin(std::mt19937& rng) {
    return rng() % 2 ? GameResult::WhiteWins : GameResult::BlackWins;
}

TeamHistory historyOf(int teams, int rounds) {
    TeamHistory h;
    h.boards = kBoards;
    std::int64_t player = 1;
    for (int t = 1; t <= teams; ++t) {
        Team team;
        team.id = TeamId{t};
        for (int b = 0; b < kBoards; ++b)
            team.members.push_back(PlayerId{player++});
        h.teams.push_back(team);
    }
    std::mt19937 rng(5);
    for (int r = 1; r <= rounds; ++r) {
        std::vector<TeamId> ids;
        for (const Team& t : h.teams)
            ids.push_back(t.id);
        const pairing::TeamRoundPairing p = pairing::pairTeamsSwiss(h, r, ids);
        TeamRound round;
        round.round = r;
        int number = 0;
        for (const auto& m : p.matches) {
            round.matches.push_back({r, ++number, m.home, m.away, m.homeWhiteOnBoard1});
            for (TeamId t : {m.home, m.away})
                round.lineups[t] = h.teams[static_cast<std::size_t>(t.value() - 1)].members;
            for (Game g : matchGames(round.matches.back(), round.lineups[m.home],
                                     round.lineups[m.away], kBoards)) {
                g.result = coin(rng);
                h.games.push_back(g);
            }
        }
        round.bye = p.bye;
        h.rounds.push_back(round);
    }
    return h;
}

void BM_TeamSwissRound5(benchmark::State& state) {
    const TeamHistory h = historyOf(static_cast<int>(state.range(0)), 4);
    std::vector<TeamId> ids;
    for (const Team& t : h.teams)
        ids.push_back(t.id);
    for (auto _ : state)
        benchmark::DoNotOptimize(pairing::pairTeamsSwiss(h, 5, ids));
}
BENCHMARK(BM_TeamSwissRound5)->Arg(100)->Arg(500)->Unit(benchmark::kMillisecond);

void BM_TeamSwissRound5InFile(benchmark::State& state) {
    const int teams = static_cast<int>(state.range(0));
    QTemporaryDir dir;
    TournamentSettings s;
    s.nameNative = "bench";
    s.rounds = 5;
    s.boards = kBoards;
    s.komi = Komi::fromHalfPoints(14);
    Refusal refusal;
    auto fileMade = createTournament(dir.filePath(QStringLiteral("teams.tengen")), s);
    refusal = fileMade.refusal;
    auto file = std::move(fileMade.file);
    file->writeTransaction([&] {
        for (int t = 0; t < teams; ++t) {
            Team team;
            team.nameLatin = "Team " + std::to_string(t + 1);
            for (int b = 0; b < kBoards; ++b) {
                Player p;
                p.familyLatin = "T" + std::to_string(t);
                p.givenLatin = "B" + std::to_string(b);
                p.declaredRank = Rank::kyu(1 + (t + b) % 20);
                p.status = RegistrationStatus::Final;
                team.members.push_back(file->players().add(p));
            }
            file->teams().add(team);
        }
    });
    std::mt19937 rng(5);
    for (int r = 1; r <= 4; ++r) {
        pairTeamRound(*file, RoundNo{r});
        file->writeTransaction([&] {
            for (const Game& g : file->rounds().games(RoundNo{r}))
                file->rounds().setResult(RoundNo{r}, TableNo{g.table}, coin(rng), false);
        });
    }
    for (auto _ : state) {
        const TeamPairingOutcome out = pairTeamRound(*file, RoundNo{5});
        if (!out.refusal.done())
            state.SkipWithError("refused");
        state.PauseTiming();
        file->rounds().save(RoundNo{5}, {}, {}, QStringLiteral("round.unpair"));
        state.ResumeTiming();
    }
}
BENCHMARK(BM_TeamSwissRound5InFile)->Arg(500)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

BENCHMARK_MAIN();
