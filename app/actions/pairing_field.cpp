#include "pairing_field.h"

#include <algorithm>
#include <cmath>

#include <QString>

namespace tengen {

pairing::Entrant entrantFromPlayer(const Player& p, std::optional<int> openGothaRating,
                                   const std::optional<OpenGothaText>& openGothaText) {
    pairing::Entrant e;
    e.id = p.id;
    // The names as the OpenGotha export writes them (native first): ties in the pairing go by
    // name, and the exported file must pair again as the tournament did (pair-check).
    e.family = p.familyNative.empty() ? p.familyLatin : p.familyNative;
    e.given = p.givenNative.empty() ? p.givenLatin : p.givenNative;
    e.latinFamily = p.familyLatin;
    e.latinGiven = p.givenLatin;
    const std::optional<Rank> rank = p.effectiveRank();
    e.rank = rank ? rank->amateurScale() : Rank::kWeakest;
    if (openGothaRating)
        e.rating = std::clamp(*openGothaRating, -900, 2949); // OpenGotha's range, as it reads it
    else
        e.rating =
            pairing::pairingRating(p.rating ? goRFromRating(*p.rating) : std::nullopt, e.rank);
    e.country = p.country;
    e.club = p.club;
    if (openGothaText) {
        e.family = openGothaText->family;
        e.given = openGothaText->given;
        // OpenGotha compares clubs and countries in lower case over all of Unicode; the
        // pairing's own comparison lowers ASCII letters only.
        e.country = QString::fromStdString(openGothaText->country).toLower().toStdString();
        e.club = QString::fromStdString(openGothaText->club).toLower().toStdString();
    }
    e.mmsCorrection = p.mcMahonCorrection;
    e.finalRegistration = p.status == RegistrationStatus::Final && !p.withdrawn;
    e.withdrawn = p.withdrawn;
    for (const RoundParticipation& r : p.rounds)
        if (r.state != Participation::Present)
            e.absentRounds.push_back(r.round);
    return e;
}

pairing::Field fieldFromImport(const ImportBatch& batch, PairingCompat compat) {
    pairing::Field f;
    const auto& players = batch.players;
    for (std::size_t i = 0; i < players.size(); ++i) {
        Player p = players[i].player;
        p.id = static_cast<PlayerId>(i + 1);
        f.entrants.push_back(
            entrantFromPlayer(p, players[i].openGothaRating, players[i].openGothaText));
    }
    for (const ImportedGame& g : batch.games) {
        Game game = g.game;
        game.white = PlayerId{g.white + 1};
        game.black = PlayerId{g.black + 1};
        f.games.push_back(game);
    }
    for (const ImportedBye& b : batch.byes)
        f.byes.push_back({b.round, PlayerId{b.player + 1}});

    if (batch.settings)
        f.rounds = batch.settings->rounds;
    f.settings = batch.pairing
                     ? *batch.pairing
                     : PairingSettings::forSystem(batch.settings ? batch.settings->system
                                                                 : PairingSystem::McMahon);
    f.settings.compat = compat;
    f.reindex();
    return f;
}

} // namespace tengen
