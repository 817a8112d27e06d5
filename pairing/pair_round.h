#pragma once
// Pairs one round: bye, pair scores, one maximum-weight perfect matching over the whole field
// (no score bands), colours and handicaps, table numbers.
#include "round_context.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen::pairing {

struct PairedGame {
    int table = 0;
    PlayerId white{}, black{};
    int handicap = 0;
    std::int64_t score = 0; // the pair's score under the cost model
    bool forbidden = false; // a forbidden pair the field left no way around
};

struct RoundPairing {
    int round = 0;
    std::vector<PairedGame> games; // by table
    std::optional<PlayerId> bye;
    std::int64_t total = 0; // sum of the games' scores
    int solves = 0;         // matching solves the optimality proof needed
};

// Who is to be paired in `round`: finally registered, playing that round, not withdrawn (the
// caller leaves withdrawn players out of the field), not already in a game or bye of the round.
std::vector<PlayerId> pairablePlayers(const Field& field, int round);

// The bye when the number of players is odd (docs/pairing-model.md, "Bye"), else nullopt.
std::optional<PlayerId> chooseBye(const RoundContext& context, const std::vector<int>& players);

// Pairs `players` (default: pairablePlayers) for `round`. Deterministic: the same field gives the
// same pairing on every machine. Precondition: field.games and field.byes hold no entry of a
// player of `players` in `round`.
RoundPairing pairRound(const Field& field, int round,
                       std::optional<std::vector<PlayerId>> players = std::nullopt);

// Numbers tables from 1: best placed player first (placement criteria, then rating), tables
// reserved for a player kept and skipped by the others.
void numberTables(const RoundContext& context, std::vector<PairedGame>& games);

// The field's list order for the matrix: by name as the file holds it (Field), then id.
std::vector<int> nameOrder(const Field& field, const std::vector<int>& entrants);

} // namespace tengen::pairing
