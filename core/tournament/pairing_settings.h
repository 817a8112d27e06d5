#pragma once
// How the director wants rounds paired and players placed: OpenGotha's parameter sets as one
// value (docs/pairing-model.md). Ranks are on the internal scale (30k = -30, 1d = 0, 9d = 8).
// Scores given "in half points" are the OpenGotha "X2" values: 2 = one point.
#include "tournament_settings.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen {

// Which OpenGotha behaviour to reproduce where its versions differ (docs/pairing-model.md,
// "OpenGotha behaviours"): 3.52 = the last published source; 2024 = what produced the real
// OpenGotha files the tests read.
enum class PairingCompat { OpenGotha352, OpenGotha2024 };
std::string_view pairingCompatId(PairingCompat c); // "opengotha-3.52", "opengotha-2024"
std::optional<PairingCompat> tryParsePairingCompat(std::string_view id);

// Placement criteria (tie-breakers). Values are compared "higher is better".
enum class Criterion {
    None,
    Category, // lower category number is better
    Rank,
    Rating,
    Nbw,    // number of wins
    Mms,    // McMahon score
    Sosw,   // sum of opponents' NBW
    SoswM1, // ... without the lowest
    SoswM2, // ... without the two lowest
    Sodosw, // sum of defeated opponents' NBW
    Sososw, // sum of opponents' SOSW
    Cussw,  // cumulative sum of NBW after each round
    Sosm,
    SosmM1,
    SosmM2,
    Sodosm,
    Sososm,
    Cussm,
    Ext, // "exploits tentés": opponents' NBW weighted by the handicap given
    Exr, // "exploits réussis": EXT over won games only
    Dc,  // direct confrontation inside a tie
    Sdc, // simplified direct confrontation
    // Round robin (issue #33):
    Sb,   // Sonneborn–Berger: the beaten opponents' scores plus half the drawn ones' (= SODOSW)
    Koya, // points scored against the opponents who scored at least half their games
    Wins, // games won (a jigo is not a win)
    // A new criterion goes here, kCriterionCount names it, and its row in pairing_settings.cpp
    // gives its id and words (docs/architecture.md, "Where to add").
};
// How many criteria there are: the last one's number and one.
inline constexpr int kCriterionCount = static_cast<int>(Criterion::Wins) + 1;
// Whether OpenGotha has it: its own come first, up to SDC (an OpenGotha file writes none, or SB
// as SODOSW, for the others).
bool inOpenGotha(Criterion c);
// OpenGotha's names: "NULL", "CAT", "Rank", "Rating", "NBW", "MMS", "SOSW", "SOSW-1", ...
std::string_view criterionId(Criterion c);
// A criterion's words: English templates in the context "Criteria", translated where they are
// shown (app/common/criterion_text.h). `heading` heads its standings column (nullptr: the id),
// with a note for the translator; `name` is what a director chooses (%1: the id; nullptr: the id).
struct CriterionWords {
    const char* heading = nullptr;
    const char* headingNote = nullptr;
    const char* name = nullptr;
};
CriterionWords criterionWords(Criterion c);
// Every criterion, in the order a director is offered them.
std::vector<Criterion> allCriteria();
std::optional<Criterion> tryParseCriterion(std::string_view id);
// The divisor that turns the stored value into points: 2 for scores, 4 for SODOS, 1 otherwise.
int criterionScale(Criterion c);

enum class SeedSystem { SplitAndRandom, SplitAndFold, SplitAndSlip };
enum class DrawPlacement { Top, Middle, Bottom }; // where in a group draw-ups/downs are taken
enum class HandicapBase { Rank, Mms };
std::string_view seedSystemId(SeedSystem s); // "SPLITANDRANDOM", "SPLITANDFOLD", "SPLITANDSLIP"
std::optional<SeedSystem> tryParseSeedSystem(std::string_view id);
std::string_view drawPlacementId(DrawPlacement p); // "TOP", "MID", "BOT"
std::optional<DrawPlacement> tryParseDrawPlacement(std::string_view id);

struct PairingSettings {
    PairingCompat compat = PairingCompat::OpenGotha2024;

    // McMahon bands and the start score: clamp(rank, floor, bar) - zero + correction.
    int mmFloor = -20, mmBar = 3, mmZero = -30;
    // Scores of rounds without a game, in half points; rounded down to whole points if set.
    int nbwAbsent = 0, nbwBye = 2, mmsAbsent = 1, mmsBye = 2;
    bool roundDownUnplayed = true;
    bool unplayedAsHalfPointForOpponents = false; // "virtual" scores in SOS
    // Lower rank limit of each category but the last (empty: one category).
    std::vector<int> categoryLimits;

    std::vector<Criterion> placement{Criterion::Mms, Criterion::Sosm, Criterion::Sososm};

    // Base criteria.
    std::int64_t avoidDuplicateGame = 500'000'000'000'000;
    std::int64_t randomWeight = 0;
    bool deterministicRandom = true;
    std::int64_t colourBalance = 1'000'000;
    // Main criteria.
    std::int64_t avoidMixingCategories = 0;
    std::int64_t minimizeScoreDifference = 100'000'000'000;
    std::int64_t drawUpDown = 100'000'000;
    bool compensateDrawUpDown = true;
    DrawPlacement drawUpperMode = DrawPlacement::Middle, drawLowerMode = DrawPlacement::Middle;
    std::int64_t maximizeSeeding = 5'000'000;
    int lastRoundForSeedSystem1 = 1; // 1-based
    SeedSystem seedSystem1 = SeedSystem::SplitAndRandom, seedSystem2 = SeedSystem::SplitAndSlip;
    Criterion additionalPlacement1 = Criterion::Rating, additionalPlacement2 = Criterion::None;
    double concavity = 0.5; // k in W(1-x)(1+kx)
    // Secondary criteria and who is "above" them.
    std::int64_t minimizeHandicap = 0;
    std::int64_t avoidSameGeography = 100'000'000'000;
    int secondaryRankThreshold = 0; // 1d
    bool secondaryNbwThreshold = false;
    bool secondaryBarThreshold = true;
    int countryFactor = 1, clubFactor = 3;
    // Beyond OpenGotha: when one club holds more than `localClubShare` of the round's players
    // (the host club), its members may meet each other as if from different clubs, and two
    // visitors of different clubs count half, so locals meet visitors first.
    bool localClubRelaxation = false;
    double localClubShare = 0.5;
    // Handicap.
    HandicapBase handicapBase = HandicapBase::Mms;
    int noHandicapRank = 0; // players at or above play even
    int handicapCorrection = 1;
    int handicapCeiling = 9;

    friend bool operator==(const PairingSettings&, const PairingSettings&) = default;

    // Handicap stones between two players whose ranks for the handicap (amateur scale, already
    // capped at noHandicapRank) are a and b: the difference less the correction, up to the
    // ceiling; positive when a is the stronger (takes white).
    int handicapBetween(int a, int b) const;

    static PairingSettings mcMahon();
    static PairingSettings swiss();
    // Swiss with categories (three by default, limits 1d and 5k): players meet their own
    // category first.
    static PairingSettings swissCat();
    static PairingSettings forSystem(PairingSystem s);
    // The presets a director starts from (docs/pairing-model.md, "Presets"):
    //   chinese   中国全国比赛: Swiss, even games, 积分 (wins), 对手分 (SOS), 累进分 (CUSS),
    //             then SODOS; a bye scores a win;
    //   egf       EGF McMahon: MMS, SOSM, SOSOSM, even games above 1d, handicap below;
    //   aga       AGA McMahon: MMS, SOSM, SODOSM, handicap by the difference less one, up to 9;
    //   swiss     Swiss: wins, SOSW, SOSOSW;
    //   swisscat  Swiss with categories (1d, 5k).
    static std::optional<PairingSettings> preset(std::string_view id);
    static const std::vector<std::string_view>& presetIds();
    bool isMcMahon() const;
    Criterion mainCriterion() const; // the first of MMS / NBW in the placement list
};

} // namespace tengen
