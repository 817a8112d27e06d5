#pragma once
// "Why not A-B?": the score of a pair part by part, and how it compares with the pairing made.
#include "round_context.h"

#include <optional>
#include <string>
#include <vector>

namespace tengen::pairing {

struct ScorePart {
    std::string id; // "duplicate_game", "random", "colour_balance", "category",
                    // "score_difference", "draw_up_down", "seeding", "handicap", "geography"
    std::int64_t value = 0;
};
std::vector<ScorePart> parts(const PairScore& s);

struct PairExplanation {
    PlayerId a = 0, b = 0;
    PairScore score;                    // of a-b in the round
    int handicap = 0;                   // if they played: stones, a positive = a takes white
    std::optional<PlayerId> partnerOfA; // in the pairing made, if the round is paired
    std::optional<PlayerId> partnerOfB;
    PairScore scoreWithPartnerOfA, scoreWithPartnerOfB, scoreOfPartners;
    // Total of the pairing with a-b and their partners together, minus the pairing made: below
    // zero the engine's choice is better by that much.
    std::optional<std::int64_t> swapGain;
    // The part that costs most in the swap (the main reason), when swapGain < 0.
    std::string mainReason;
};

// `paired`: the games of the round as made (empty: not paired yet). The context is the one the
// round was paired with.
PairExplanation explainPair(const RoundContext& context, PlayerId a, PlayerId b,
                            const std::vector<std::pair<PlayerId, PlayerId>>& paired);

} // namespace tengen::pairing
