#include "rounds.h"

#include "pairing_field.h"

#include <QObject>

namespace tengen {

pairing::Field fieldForRound(const store::TournamentFile& file, int round) {
    pairing::Field f;
    const TournamentSettings settings = file.settings();
    f.rounds = settings.rounds;
    f.settings = file.pairingSettings();
    for (const Player& p : file.players()) {
        f.entrants.push_back(entrantFromPlayer(p));
        if (p.participation(round) == Participation::ByeRequested && !p.withdrawn)
            f.byes.push_back({round, p.id});
    }
    for (const Game& g : file.games())
        if (g.round < round)
            f.games.push_back(g);
    for (const Bye& b : file.byes())
        if (b.round < round)
            f.byes.push_back(b);
    f.reindex();
    return f;
}

int nextRoundToPair(const store::TournamentFile& file) {
    const int rounds = file.settings().rounds;
    for (int r = 1; r <= rounds; ++r)
        if (file.games(r).empty())
            return r;
    return rounds + 1;
}

pairing::RoundPairing pairRoundInFile(store::TournamentFile& file, int round) {
    const int rounds = file.settings().rounds;
    if (round < 1 || round > rounds)
        throw store::StoreError(QObject::tr("round %1 is outside 1..%2").arg(round).arg(rounds));
    if (!file.games(round).empty())
        throw store::StoreError(
            QObject::tr("round %1 is already paired; unpair it first").arg(round));
    const pairing::Field field = fieldForRound(file, round);
    const pairing::RoundPairing pairing = pairing::pairRound(field, round);
    std::vector<Game> games;
    for (const pairing::PairedGame& g : pairing.games) {
        Game game;
        game.round = round;
        game.table = g.table;
        game.white = g.white;
        game.black = g.black;
        game.handicap = g.handicap;
        games.push_back(game);
    }
    std::vector<Bye> byes;
    for (const Bye& b : field.byes)
        if (b.round == round)
            byes.push_back(b);
    if (pairing.bye)
        byes.push_back({round, *pairing.bye});
    file.saveRound(round, games, byes);
    return pairing;
}

std::vector<std::pair<PlayerId, PlayerId>> pairsOf(const std::vector<Game>& games) {
    std::vector<std::pair<PlayerId, PlayerId>> out;
    for (const Game& g : games)
        out.emplace_back(g.white, g.black);
    return out;
}

pairing::PairExplanation explainInFile(const store::TournamentFile& file, int round, PlayerId a,
                                       PlayerId b) {
    const pairing::Field field = fieldForRound(file, round);
    if (field.indexOf(a) < 0 || field.indexOf(b) < 0)
        throw store::StoreError(
            QObject::tr("no player has the id %1").arg(field.indexOf(a) < 0 ? a : b));
    const std::vector<Game> games = file.games(round);
    std::vector<int> pool;
    for (const Game& g : games) {
        pool.push_back(field.indexOf(g.white));
        pool.push_back(field.indexOf(g.black));
    }
    for (const Bye& b : file.byes(round))
        pool.push_back(field.indexOf(b.player));
    if (pool.empty())
        for (PlayerId id : pairing::pairablePlayers(field, round))
            pool.push_back(field.indexOf(id));
    const pairing::RoundContext context(field, round, pool);
    return pairing::explainPair(context, a, b, pairsOf(games));
}

} // namespace tengen
