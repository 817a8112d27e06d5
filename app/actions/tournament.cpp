#include "tournament.h"

#include "actions/demo_tournament.h"
#include "actions/rounds.h"

namespace tengen {

CreatedTournament createTournament(const QString& path, const TournamentSettings& settings) {
    CreatedTournament out;
    if (const Problem problem = validate(settings); !problem.empty()) {
        out.refusal = Refusal::invalid(problem);
        return out;
    }
    out.refusal = guarded([&] { out.file = store::TournamentFile::create(path, settings); });
    return out;
}

Refusal saveTournamentCopy(const store::TournamentFile& file, const QString& destination,
                           bool replace) {
    try {
        file.saveCopy(destination, replace);
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

namespace {
// `created` with `batch` imported (and, for a hall's load, round 1 paired): the file, or the
// refusal without it.
CreatedTournament withPlayers(CreatedTournament created, const ImportBatch& batch, bool pair) {
    if (created.refusal)
        return created;
    created.refusal = guarded([&] { created.file->players().import(batch); });
    if (!created.refusal && pair)
        created.refusal = pairRoundInFile(*created.file, RoundNo{1}).refusal;
    if (created.refusal)
        created.file.reset();
    else
        created.players = static_cast<int>(batch.players.size());
    return created;
}
} // namespace

CreatedTournament createHallLoadTournament(const QString& path, int tables) {
    TournamentSettings settings;
    settings.nameNative = "天元杯";
    settings.nameLatin = "Tengen Cup";
    settings.rounds = 5;
    settings.time = *tryParseTimeControl("byoyomi:main=0,period=30s,periods=5").control;
    ImportBatch batch;
    batch.source = "hall load";
    for (int i = 0; i < 2 * tables; ++i) {
        Player p;
        p.familyNative = "棋手";
        p.givenNative = std::to_string(i);
        p.familyLatin = "Player";
        p.givenLatin = std::to_string(i);
        p.declaredRank = Rank::kyu(1 + i % 25);
        p.rankLabel = std::to_string(1 + i % 25) + "k";
        p.status = RegistrationStatus::Final;
        batch.players.push_back({p, i + 1, std::nullopt});
    }
    return withPlayers(createTournament(path, settings), batch, true);
}

CreatedTournament createDemoTournament(const QString& path) {
    ImportBatch batch;
    batch.source = "demo";
    int line = 1;
    for (const Player& p : demoPlayers())
        batch.players.push_back({p, line++, std::nullopt});
    return withPlayers(createTournament(path, demoSettings()), batch, false);
}

} // namespace tengen
