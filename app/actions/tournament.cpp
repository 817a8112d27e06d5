#include "tournament.h"

#include "actions/demo_tournament.h"

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

std::unique_ptr<store::TournamentFile> createDemoTournament(const QString& path, Refusal* refusal,
                                                            int* players) {
    auto file = createTournament(path, demoSettings(), refusal);
    if (!file)
        return nullptr;
    store::ImportBatch batch;
    batch.source = QStringLiteral("demo");
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
