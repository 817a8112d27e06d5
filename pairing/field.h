#pragma once
// The immutable snapshot a pairing works on: who is registered, what was played, the settings.
// Built from the tournament file (app, CLI) or from an OpenGotha file (pair-check).
#include "tournament/game.h"
#include "tournament/pairing_settings.h"
#include "tournament/rating.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace tengen::pairing {

struct Entrant {
    PlayerId id{};
    // Names as the OpenGotha file holds them (native script first): the deterministic random
    // draws and the last tie-break of every order hash them, so the same names give the same
    // pairing anywhere, the exported file included.
    std::string family, given;
    // In Latin letters, for documents that need them (the EGF file); empty: family, given.
    std::string latinFamily, latinGiven;
    int rank = -30; // internal scale, 30k = -30 .. 9d = 8
    int rating = 0; // GoR equivalent (OpenGotha's "rating")
    std::string country, club;
    int mmsCorrection = 0;
    bool finalRegistration = true;
    // Left the event: every round without a game or bye of his counts as an absence (the
    // event's absence score), as OpenGotha counts a player who does not take part; so an
    // OpenGotha file, where he takes part only in the rounds he played, scores him the same.
    bool withdrawn = false;
    std::vector<int> absentRounds; // 1-based rounds the player does not play
    bool plays(int round) const;
};

struct Field {
    std::vector<Entrant> entrants;
    std::vector<Game> games; // games of earlier rounds (and fixed games of the round being paired)
    std::vector<Bye> byes;
    int rounds = 5;
    PairingSettings settings;
    // Beyond OpenGotha, set by the director for the round being paired:
    std::vector<std::pair<PlayerId, PlayerId>> forbiddenPairs; // siblings, families, declared
    std::vector<std::pair<PlayerId, PlayerId>> fixedPairs;     // paired whatever the scores
    std::vector<std::pair<PlayerId, int>> reservedTables;      // player -> table kept for them

    // Index of an entrant by id; -1 when unknown.
    int indexOf(PlayerId id) const;
    void reindex(); // call after changing `entrants`
  private:
    std::unordered_map<PlayerId, int> index_;
};

// ratingFromRank and pairingRating are the domain's (tournament/rating.h).
using tengen::pairingRating;
using tengen::ratingFromRank;

} // namespace tengen::pairing
