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

// What the engine knew of one player when it scored the pair.
struct PlayerFacts {
    int score = 0;           // whole points before the round (MMS, or wins in a Swiss)
    int group = 0;           // score group, 0 = best
    int place = 0;           // place inside the group, 0 = first
    int groupSize = 1;       // players in the group
    int whiteMinusBlack = 0; // colour balance of earlier even games
    int drawnUp = 0, drawnDown = 0;
    bool aboveThresholds = false; // rank, wins or bar: club and country rules relaxed (2024)
};

struct PairExplanation {
    PlayerId a{}, b{};
    PairScore score;   // of a-b in the round
    PairScore weights; // each part's weight in the settings (its maximum)
    PlayerFacts factsA, factsB;
    bool mcMahon = false; // scores are McMahon scores, else wins
    int timesMet = 0;
    bool sameClub = false, sameCountry = false; // neither empty
    std::string club, country;                  // a's
    int handicap = 0; // if they played: stones, a positive = a takes white
    bool roundPaired = false;
    std::optional<PlayerId> partnerOfA; // in the pairing made, if the round is paired
    std::optional<PlayerId> partnerOfB;
    PairScore scoreWithPartnerOfA, scoreWithPartnerOfB, scoreOfPartners;
    // Total of the pairing with a-b and their partners together, minus the pairing made: below
    // zero the engine's choice is better by that much.
    std::optional<std::int64_t> swapGain;
    // The part that costs most in the swap (the main reason), when swapGain < 0.
    std::string mainReason;
    // The director's constraints, which decide before any score: a-b forbidden (paired only
    // when nothing else is possible), a-b fixed for the round, or a or b fixed with another.
    bool forbidden = false;
    bool fixedTogether = false;
    std::optional<PlayerId> fixedPartnerOfA, fixedPartnerOfB;
};

// `paired`: the games of the round as made (empty: not paired yet). The context is the one the
// round was paired with.
PairExplanation explainPair(const RoundContext& context, PlayerId a, PlayerId b,
                            const std::vector<std::pair<PlayerId, PlayerId>>& paired);

} // namespace tengen::pairing
