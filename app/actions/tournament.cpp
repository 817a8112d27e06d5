#include "tournament.h"

#include "actions/demo_tournament.h"
#include "actions/rounds.h"

namespace tengen {

std::unique_ptr<store::TournamentFile>
createTournament(const QString& path, const TournamentSettings& settings, Refusal* refusal) {
    if (const Problem problem = validate(settings); !problem.empty()) {
        if (refusal)
            *refusal = Refusal::invalid(problem);
        return nullptr;
    }
    try {
        return store::TournamentFile::create(path, settings);
    } catch (const store::StoreError& e) {
        if (refusal)
            *refusal = Refusal::fromStore(e);
        return nullptr;
    }
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

std::unique_ptr<store::TournamentFile> createHallLoadTournament(const QString& path, int tables,
                                                                Refusal* refusal) {
    TournamentSettings settings;
    settings.nameNative = "天元杯";
    settings.nameLatin = "Tengen Cup";
    settings.rounds = 5;
    settings.time = *tryParseTimeControl("byoyomi:main=0,period=30s,periods=5").control;
    auto file = createTournament(path, settings, refusal);
    if (!file)
        return nullptr;
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
    Refusal failed = guarded([&] { file->players().import(batch); });
    if (!failed)
        failed = pairRoundInFile(*file, RoundNo{1}).refusal;
    if (failed) {
        if (refusal)
            *refusal = failed;
        return nullptr;
    }
    return file;
}

std::unique_ptr<store::TournamentFile> createDemoTournament(const QString& path, Refusal* refusal,
                                                            int* players) {
    auto file = createTournament(path, demoSettings(), refusal);
    if (!file)
        return nullptr;
    ImportBatch batch;
    batch.source = "demo";
    int line = 1;
    for (const Player& p : demoPlayers())
        batch.players.push_back({p, line++, std::nullopt});
    try {
        file->players().import(batch);
    } catch (const store::StoreError& e) {
        if (refusal)
            *refusal = Refusal::fromStore(e);
        return nullptr;
    }
    if (players)
        *players = static_cast<int>(batch.players.size());
    return file;
}

} // namespace tengen
