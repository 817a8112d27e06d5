#pragma once
// What OpenGotha knows about every entrant when it pairs round R ("fillPairingInfo"): score
// groups, places inside them, draw-ups and draw-downs so far, colour balance, earlier meetings;
// and from that the score of every possible pair (docs/pairing-model.md, "Cost of a pair").
#include "scoreboard.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tengen::pairing {

// The parts of a pair's score, named as OpenGotha's weight dumps name them. Higher is better.
struct PairScore {
    std::int64_t duplicateGame = 0, random = 0, colourBalance = 0;
    std::int64_t category = 0, scoreDifference = 0, drawUpDown = 0, seeding = 0;
    std::int64_t handicap = 0, geography = 0;
    std::int64_t total() const {
        return 1 + duplicateGame + random + colourBalance + category + scoreDifference +
               drawUpDown + seeding + handicap + geography;
    }
};

// The colours and handicap OpenGotha gives a pair (before nigiri or lots change them).
struct Colours {
    int white = -1, black = -1; // entrant indices
    int handicap = 0;
};

class RoundContext {
  public:
    // Precondition: 1 <= round; field.games holds the games of earlier rounds. `pool` (entrant
    // indices) are the players to pair, bye included: in the 2024 behaviour score groups and
    // places in them count only these; in 3.52 they count every registered player. Empty: all.
    RoundContext(const Field& field, int round, const std::vector<int>& pool = {});

    PairScore score(int a, int b) const;
    // An upper bound of score(a, b).total() for any a, b whose groups are `groupGap` apart
    // (0: the same group) and of whom `above` (0, 1, 2) are above the secondary thresholds.
    // Lets the optimality proof skip whole groups.
    std::int64_t scoreBound(int groupGap, int above) const;
    // Handicap stones between a and b; positive when a is the stronger (takes white).
    int handicap(int a, int b) const;
    Colours colours(int a, int b) const;

    const Scoreboard& scores() const { return scores_; }
    int round() const { return round_; }
    int group(int i) const { return info_[i].group; } // 0 = best score group
    int groupSize(int i) const { return info_[i].groupSize; }
    int placeInGroup(int i) const { return info_[i].place; }
    int numberOfGroups() const { return groups_; }
    int mainScore(int i) const; // whole points before the round (MMS or NBW)
    int colourBalance(int i) const { return info_[i].whiteMinusBlack; }
    int drawnUp(int i) const { return info_[i].drawnUp; }
    int drawnDown(int i) const { return info_[i].drawnDown; }
    int timesMet(int a, int b) const;
    // OpenGotha's deterministic random number in 0..max from the two players' names; the same
    // for (a, b) and (b, a). In 2024 it is symmetric in the names. In 3.52 it is not: OpenGotha
    // takes the pair in the order of its list of players to pair (its Pair window's default,
    // the standings after the last round, ties by name) and turns the number over (max - n)
    // when that order is against the names' (docs/pairing-model.md, "Cost of a pair").
    std::int64_t detRandom(std::int64_t max, int a, int b) const;
    // 3.52: a's place in OpenGotha's list of players to pair (0 first); -1 outside it.
    int listPlace(int a) const { return info_[a].listPlace; }
    // 3.52, a pool paired in parts: OpenGotha builds a part's costs and colours in the order
    // the part took its players; `part` (entrant indices) becomes that order among them.
    void orderListAs(const std::vector<int>& part);
    // True when a is above the secondary-criteria thresholds (rank, wins, McMahon bar).
    bool aboveSecondaryThresholds(int a) const { return info_[a].above; }

  private:
    struct Info {
        int group = 0, groupSize = 1, place = 0;
        int drawnUp = 0, drawnDown = 0, whiteMinusBlack = 0;
        std::int64_t nameHash = 0, nameSum = 0, nameLength = 0; // over UTF-16 units
        std::u16string name;
        std::string countryKey, clubKey; // lower-cased
        // Cached per round: they do not depend on the partner.
        bool above = false;     // above the secondary thresholds
        int handicapRank = 0;   // pseudo rank for handicaps, capped at the no-handicap rank
        int secondaryScore = 0; // pseudo MMS of the handicap criterion
        int category = 0;
        bool local = false;         // of the host club (localClubRelaxation)
        int listPlace = -1;         // 3.52: place in OpenGotha's list of players to pair
        std::vector<int> opponents; // entrant indices met in earlier rounds, with repeats
    };
    void computeListValues();
    void placeInGroups(const std::vector<int>& pool);
    void placeInOpenGothasList(const std::vector<int>& pool);
    void countHistory();
    void findLocalClub(const std::vector<int>& pool);
    std::int64_t drawUpDownScore(int a, int b) const;
    std::int64_t seedingScore(int a, int b) const;
    std::int64_t geographyScore(int a, int b) const;
    std::int64_t concave(std::int64_t weight, double x) const;
    bool computeAbove(int a) const;

    const Field& field_;
    int round_;
    Scoreboard scores_;
    std::vector<Info> info_;
    int groups_ = 1;
    bool hasLocalClub_ = false;
    // 3.52: each listed player's placement values after the last round, DC and SDC worked out
    // (the standings OpenGotha's Pair window lists); entrants missing are not in the standings.
    std::map<int, std::vector<int>> listValues_;
};

} // namespace tengen::pairing
