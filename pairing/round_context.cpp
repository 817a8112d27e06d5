#include "round_context.h"

#include "standings.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <numeric>

namespace tengen::pairing {

namespace {

// UTF-8 to UTF-16 code units: OpenGotha hashes and compares Java strings.
std::u16string utf16(const std::string& s) {
    std::u16string out;
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        char32_t cp = c;
        int extra = 0;
        if (c >= 0xF0) {
            cp = c & 0x07;
            extra = 3;
        } else if (c >= 0xE0) {
            cp = c & 0x0F;
            extra = 2;
        } else if (c >= 0xC0) {
            cp = c & 0x1F;
            extra = 1;
        }
        ++i;
        for (int k = 0; k < extra && i < s.size(); ++k, ++i)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i]) & 0x3F);
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
            out.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
        } else {
            out.push_back(static_cast<char16_t>(cp));
        }
    }
    return out;
}

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

} // namespace

RoundContext::RoundContext(const Field& field, int round, const std::vector<int>& pool)
    : field_(field), round_(round),
      scores_(field, round - 1, field.settings.compat == PairingCompat::OpenGotha352) {
    const int n = static_cast<int>(field.entrants.size());
    info_.resize(n);
    for (int i = 0; i < n; ++i) {
        const Entrant& e = field.entrants[i];
        Info& info = info_[i];
        info.name = utf16(e.family + e.given);
        for (std::size_t k = 0; k < info.name.size(); ++k) {
            info.nameHash += static_cast<std::int64_t>(info.name[k]) * static_cast<int>(k + 1);
            info.nameSum += info.name[k];
        }
        info.nameLength = static_cast<std::int64_t>(info.name.size());
        info.countryKey = lower(e.country);
        info.clubKey = lower(e.club);
    }
    if (field.settings.compat == PairingCompat::OpenGotha352)
        computeListValues();
    placeInGroups(pool);
    if (field.settings.compat == PairingCompat::OpenGotha352)
        placeInOpenGothasList(pool);
    countHistory();
    findLocalClub(pool);
    const PairingSettings& s = field.settings;
    const int maxMms = s.mmBar + 2 - s.mmZero + (round - 1);
    for (int i = 0; i < n; ++i) {
        Info& info = info_[i];
        info.above = computeAbove(i);
        info.category = scores_.category(i);
        const int mms = scores_.value(Criterion::Mms, i, round - 1) / 2;
        info.secondaryScore = info.above ? maxMms : mms;
        const int pseudo =
            s.handicapBase == HandicapBase::Mms ? mms + Rank::kWeakest : field.entrants[i].rank;
        info.handicapRank = std::min(pseudo, s.noHandicapRank);
    }
}

void RoundContext::findLocalClub(const std::vector<int>& pool) {
    const PairingSettings& s = field_.settings;
    if (!s.localClubRelaxation || pool.empty())
        return;
    std::map<std::string, int> count;
    for (int i : pool)
        if (!info_[i].clubKey.empty())
            ++count[info_[i].clubKey];
    // The host club: the biggest, if it holds more than the share.
    auto biggest = std::max_element(count.begin(), count.end(), [](const auto& x, const auto& y) {
        return x.second < y.second;
    });
    if (biggest == count.end() ||
        static_cast<double>(biggest->second) / static_cast<double>(pool.size()) <= s.localClubShare)
        return;
    hasLocalClub_ = true;
    for (Info& info : info_)
        info.local = info.clubKey == biggest->first;
}

int RoundContext::mainScore(int i) const {
    return scores_.value(field_.settings.mainCriterion(), i, round_ - 1) / 2;
}

// Groups by main score, best first, every score value between the lowest and the highest
// possible one counting as a group even when empty (their count normalises score distances).
// Inside a group players are ordered by the placement criteria, then the additional criterion,
// then by name.
void RoundContext::placeInGroups(const std::vector<int>& pool) {
    const PairingSettings& s = field_.settings;
    const int n = static_cast<int>(field_.entrants.size());
    int minScore = 0, maxScore = round_ - 1;
    if (s.isMcMahon()) {
        minScore = s.mmFloor - 1 - s.mmZero;
        maxScore = s.mmBar + 2 + (round_ - 1) - s.mmZero;
    }
    const int range = maxScore - minScore + 1;
    const int categories = static_cast<int>(s.categoryLimits.size()) + 1;
    groups_ = categories * range;

    std::vector<Criterion> order = s.placement;
    order.push_back(round_ <= s.lastRoundForSeedSystem1 ? s.additionalPlacement1
                                                        : s.additionalPlacement2);
    const int k = round_ - 1;
    // DC and SDC exist only inside a standings' tie. OpenGotha 3.52 orders a score group with
    // the values its list of players to pair has just worked out (the standings after the last
    // round); a player outside those standings counts 0 there.
    auto value = [&](std::size_t index, int i) {
        const Criterion c = order[index];
        if ((c == Criterion::Dc || c == Criterion::Sdc) && index < s.placement.size()) {
            const auto it = listValues_.find(i);
            return it == listValues_.end() ? 0 : it->second[index];
        }
        return scores_.value(c, i, k);
    };
    auto better = [&](int a, int b) {
        for (std::size_t c = 0; c < order.size(); ++c) {
            const int va = value(c, a), vb = value(c, b);
            if (va != vb)
                return va > vb;
        }
        const Entrant &ea = field_.entrants[a], &eb = field_.entrants[b];
        if (ea.family != eb.family)
            return utf16(ea.family) < utf16(eb.family);
        if (ea.given != eb.given)
            return utf16(ea.given) < utf16(eb.given);
        return ea.id < eb.id;
    };
    std::vector<int> placed = pool;
    if (pool.empty() || s.compat == PairingCompat::OpenGotha352) {
        placed.resize(n);
        std::iota(placed.begin(), placed.end(), 0);
    }
    std::vector<std::vector<int>> members(groups_);
    for (int i : placed) {
        const int score = std::clamp(mainScore(i), minScore, maxScore);
        members[scores_.category(i) * range + (maxScore - score)].push_back(i);
    }
    for (int g = 0; g < groups_; ++g) {
        std::sort(members[g].begin(), members[g].end(), better);
        for (int place = 0; place < static_cast<int>(members[g].size()); ++place) {
            Info& info = info_[members[g][place]];
            info.group = g;
            info.groupSize = static_cast<int>(members[g].size());
            info.place = place;
        }
    }
}

void RoundContext::computeListValues() {
    for (const StandingRow& row : standings(scores_, round_ - 1, field_.settings.placement))
        listValues_[field_.indexOf(row.id)] = row.values;
}

void RoundContext::orderListAs(const std::vector<int>& part) {
    for (std::size_t k = 0; k < part.size(); ++k)
        info_[part[k]].listPlace = static_cast<int>(k);
}

// OpenGotha 3.52 pairs the players in the order of its Pair window's list: by default the
// standings after the last round (the placement criteria, DC and SDC included), ties by name
// then first name as Java compares strings. The order matters there: its deterministic random
// depends on which of two players comes first.
void RoundContext::placeInOpenGothasList(const std::vector<int>& pool) {
    std::vector<int> players = pool;
    if (players.empty()) {
        players.resize(field_.entrants.size());
        std::iota(players.begin(), players.end(), 0);
    }
    const std::map<int, std::vector<int>>& values = listValues_;
    std::stable_sort(players.begin(), players.end(), [&](int a, int b) {
        const auto va = values.find(a), vb = values.find(b);
        if (va != values.end() && vb != values.end() && va->second != vb->second)
            return va->second > vb->second;
        if ((va != values.end()) != (vb != values.end()))
            return va != values.end();
        const Entrant &ea = field_.entrants[a], &eb = field_.entrants[b];
        if (ea.family != eb.family)
            return utf16(ea.family) < utf16(eb.family);
        return utf16(ea.given) < utf16(eb.given);
    });
    for (int place = 0; place < static_cast<int>(players.size()); ++place)
        info_[players[place]].listPlace = place;
}

// Draw-ups and draw-downs (by main score before each earlier round), colour balance of even
// games, and who met whom.
void RoundContext::countHistory() {
    const Criterion main = field_.settings.mainCriterion();
    for (int r = 1; r < round_; ++r) {
        for (int i = 0; i < static_cast<int>(info_.size()); ++i) {
            const Game* g = scores_.gameOf(i, r);
            if (!g)
                continue;
            const int o = field_.indexOf(g->opponentOf(field_.entrants[i].id));
            const int mine = scores_.value(main, i, r - 1) / 2;
            const int theirs = scores_.value(main, o, r - 1) / 2;
            if (mine < theirs)
                ++info_[i].drawnUp;
            if (mine > theirs)
                ++info_[i].drawnDown;
            if (g->handicap == 0)
                info_[i].whiteMinusBlack += g->white == field_.entrants[i].id ? 1 : -1;
            info_[i].opponents.push_back(o);
        }
    }
}

int RoundContext::timesMet(int a, int b) const {
    const auto& met = info_[a].opponents;
    return static_cast<int>(std::count(met.begin(), met.end(), b));
}

std::int64_t RoundContext::detRandom(std::int64_t max, int a, int b) const {
    const Info* first = &info_[a];
    const Info* second = &info_[b];
    // 3.52: the pair as OpenGotha's list orders it; the number is turned over when the names
    // are the other way round.
    bool turned = false;
    if (field_.settings.compat == PairingCompat::OpenGotha352 && first->listPlace >= 0 &&
        second->listPlace >= 0) {
        if (first->listPlace > second->listPlace)
            std::swap(first, second);
        turned = first->name > second->name;
    }
    if (first->name > second->name)
        std::swap(first, second);
    // Σ c·(position) over the concatenation, from per-name sums.
    const std::int64_t sum =
        first->nameHash + second->nameHash + first->nameLength * second->nameSum;
    const std::int64_t n = sum * 1234567 % (max + 1);
    return turned ? max - n : n;
}

std::int64_t RoundContext::concave(std::int64_t weight, double x) const {
    const double k = field_.settings.concavity;
    return static_cast<std::int64_t>(static_cast<double>(weight) * (1.0 - x) * (1.0 + k * x));
}

int RoundContext::handicap(int a, int b) const {
    return field_.settings.handicapBetween(info_[a].handicapRank, info_[b].handicapRank);
}

// OpenGotha: the stronger takes white in a handicap game; in an even game the one who had white
// more often takes black, and a tie goes by the deterministic random.
Colours RoundContext::colours(int a, int b) const {
    const int hd = handicap(a, b);
    if (hd > 0)
        return {a, b, hd};
    if (hd < 0)
        return {b, a, -hd};
    if (info_[a].whiteMinusBlack > info_[b].whiteMinusBlack)
        return {b, a, 0};
    if (info_[a].whiteMinusBlack < info_[b].whiteMinusBlack)
        return {a, b, 0};
    // 3.52: the first of the pair in OpenGotha's list takes white when detRandom(1) is 0.
    if (field_.settings.compat == PairingCompat::OpenGotha352 && info_[a].listPlace >= 0 &&
        info_[b].listPlace >= 0) {
        const bool aFirstInList = info_[a].listPlace < info_[b].listPlace;
        const bool firstWhite = detRandom(1, a, b) == 0;
        return aFirstInList == firstWhite ? Colours{a, b, 0} : Colours{b, a, 0};
    }
    // detRandom(1, a, b) == 0 gives a white, whichever order the pair is given in.
    const bool aFirst = !(info_[a].name > info_[b].name);
    const bool lowWhite = detRandom(1, a, b) == 0;
    return (aFirst == lowWhite) ? Colours{a, b, 0} : Colours{b, a, 0};
}

bool RoundContext::computeAbove(int a) const {
    const PairingSettings& s = field_.settings;
    const int nbwX2 = scores_.value(Criterion::Nbw, a, round_ - 1);
    const int nbwThresholdX2 = s.secondaryNbwThreshold ? field_.rounds : 2 * field_.rounds;
    const bool strong = 2 * field_.entrants[a].rank + nbwX2 >= 2 * s.secondaryRankThreshold;
    const bool manyWins = nbwX2 >= nbwThresholdX2;
    const bool aboveBar = s.secondaryBarThreshold && scores_.startMms(a) >= s.mmBar - s.mmZero;
    return strong || manyWins || aboveBar;
}

PairScore RoundContext::score(int a, int b) const {
    const PairingSettings& s = field_.settings;
    PairScore p;
    if (timesMet(a, b) == 0)
        p.duplicateGame = s.avoidDuplicateGame;
    p.random = s.deterministicRandom ? detRandom(s.randomWeight, a, b) : 0;

    if (handicap(a, b) == 0) {
        const int wb1 = info_[a].whiteMinusBlack, wb2 = info_[b].whiteMinusBlack;
        if (wb1 * wb2 < 0)
            p.colourBalance = s.colourBalance;
        else if ((wb1 == 0 && std::abs(wb2) >= 2) || (wb2 == 0 && std::abs(wb1) >= 2))
            p.colourBalance = s.colourBalance / 2;
    }

    const int categories = static_cast<int>(s.categoryLimits.size()) + 1;
    const int catA = info_[a].category, catB = info_[b].category;
    if (categories > 1)
        p.category = concave(s.avoidMixingCategories,
                             static_cast<double>(std::abs(catA - catB)) / categories);
    if (catA == catB)
        p.scoreDifference =
            concave(s.minimizeScoreDifference,
                    static_cast<double>(std::abs(info_[a].group - info_[b].group)) / groups_);
    p.drawUpDown = drawUpDownScore(a, b);
    p.seeding = seedingScore(a, b);

    // Secondary criteria: players above the thresholds count as if at the top score.
    const int pseudoA = info_[a].secondaryScore, pseudoB = info_[b].secondaryScore;
    const int secondaryRange = s.isMcMahon() ? groups_ : (s.mmBar - s.mmFloor + 3) + (round_ - 1);
    p.handicap = concave(s.minimizeHandicap,
                         static_cast<double>(std::abs(pseudoA - pseudoB)) / secondaryRange);
    p.geography = geographyScore(a, b);
    return p;
}

std::int64_t RoundContext::scoreBound(int groupGap, int above) const {
    const PairingSettings& s = field_.settings;
    // Geography grows with the ratio; the largest ratio two strangers can have bounds it.
    const double range = groups_;
    const double country = s.countryFactor != 0 ? std::min(1.0, s.countryFactor / range) : 0.0;
    const double club = s.clubFactor != 0 ? std::min(1.0, s.clubFactor * 1.2 / range) : 0.0;
    double ratio = std::max(country, club) + std::min(country, club) / 2.0;
    if (ratio > 0.0)
        ratio += 0.5 / range;
    // (1 - r)(1 + kr) falls with r when k <= 1; otherwise take the weight itself.
    std::int64_t geo =
        s.concavity <= 1.0
            ? std::min(s.avoidSameGeography,
                       s.minimizeScoreDifference - concave(s.avoidSameGeography, ratio) + 1)
            : s.avoidSameGeography;
    if (s.compat == PairingCompat::OpenGotha2024 && above > 0)
        geo = above == 2 ? s.avoidSameGeography : (geo + s.avoidSameGeography) / 2 + 1;
    std::int64_t bound = 1 + s.avoidDuplicateGame + std::max<std::int64_t>(0, s.randomWeight) +
                         s.colourBalance + s.avoidMixingCategories + s.minimizeHandicap +
                         std::max<std::int64_t>(0, geo);
    bound += concave(s.minimizeScoreDifference, static_cast<double>(groupGap) / groups_) + 1;
    bound += groupGap == 0 ? s.maximizeSeeding : s.drawUpDown;
    return bound;
}

std::int64_t RoundContext::drawUpDownScore(int a, int b) const {
    const PairingSettings& s = field_.settings;
    const Info &A = info_[a], &B = info_[b];
    if (A.group == B.group)
        return 0;
    if (s.compat == PairingCompat::OpenGotha352 && std::abs(A.group - B.group) >= 4)
        return 0;
    // Scenario 2 is neutral; each earlier draw the same way costs one, each compensation of
    // an earlier draw the other way gains one (group numbers grow downwards).
    int scenario = 2;
    // OpenGotha checks the four conditions one by one; a player cannot meet both of a pair.
    if (A.drawnUp > 0 && A.group > B.group)
        --scenario;
    if (A.drawnDown > 0 && A.group < B.group)
        --scenario;
    if (B.drawnUp > 0 && B.group > A.group)
        --scenario;
    if (B.drawnDown > 0 && B.group < A.group)
        --scenario;
    if (scenario != 0 && A.drawnUp > 0 && A.drawnDown < A.drawnUp && A.group < B.group)
        ++scenario;
    if (scenario != 0 && A.drawnDown > 0 && A.drawnUp < A.drawnDown && A.group > B.group)
        ++scenario;
    if (scenario != 0 && B.drawnUp > 0 && B.drawnDown < B.drawnUp && B.group < A.group)
        ++scenario;
    if (scenario != 0 && B.drawnDown > 0 && B.drawnUp < B.drawnDown && B.group > A.group)
        ++scenario;

    const std::int64_t w = s.drawUpDown / 5;
    const Info& upper = A.group < B.group ? A : B;
    const Info& lower = A.group < B.group ? B : A;
    auto placement = [w](DrawPlacement mode, const Info& p) -> std::int64_t {
        const std::int64_t size = p.groupSize, place = p.place;
        switch (mode) {
        case DrawPlacement::Top:
            return w / 2 * (size - 1 - place) / size;
        case DrawPlacement::Middle:
            return w / 2 * (size - 1 - std::abs(2 * place - size + 1)) / size;
        case DrawPlacement::Bottom:
            return w / 2 * place / size;
        }
        return 0;
    };
    std::int64_t cost = placement(s.drawUpperMode, upper) + placement(s.drawLowerMode, lower);
    if (scenario == 1)
        cost += w;
    else if (scenario == 2 || (scenario > 2 && !s.compensateDrawUpDown))
        cost += 2 * w;
    else if (scenario == 3)
        cost += 3 * w;
    else if (scenario == 4)
        cost += 4 * w;
    const std::int64_t gap = std::abs(info_[a].category - info_[b].category) + 1;
    return cost / gap / gap / gap / gap;
}

std::int64_t RoundContext::seedingScore(int a, int b) const {
    const PairingSettings& s = field_.settings;
    const Info &A = info_[a], &B = info_[b];
    if (A.group != B.group)
        return 0;
    const std::int64_t n = A.groupSize, c1 = A.place, c2 = B.place;
    const std::int64_t w = s.maximizeSeeding;
    if (n < 2)
        return 0; // a player outside the pool (explanations) has no place to seed
    switch (round_ <= s.lastRoundForSeedSystem1 ? s.seedSystem1 : s.seedSystem2) {
    case SeedSystem::SplitAndRandom:
        if ((2 * c1 < n && 2 * c2 >= n) || (2 * c1 >= n && 2 * c2 < n))
            return w - detRandom(static_cast<std::int64_t>(static_cast<double>(w) * 0.2), a, b);
        return 0;
    case SeedSystem::SplitAndFold: {
        const std::int64_t x = c1 + c2 - (n - 1);
        return w - (w * x / (n - 1) * x / (n - 1));
    }
    case SeedSystem::SplitAndSlip: {
        const std::int64_t x = 2 * std::abs(c1 - c2) - n;
        return w - (w * x / n * x / n);
    }
    }
    return 0;
}

// Club and country avoidance (docs/pairing-model.md, "Cost of a pair"): a ratio of the score range
// the director would rather bridge than pair two compatriots or club mates, shaped by the concave
// function.
std::int64_t RoundContext::geographyScore(int a, int b) const {
    const PairingSettings& s = field_.settings;
    const Info &A = info_[a], &B = info_[b];
    const double range = groups_;
    double countryRatio = 0;
    if (A.countryKey != B.countryKey && s.countryFactor != 0)
        countryRatio = std::min(1.0, s.countryFactor / range);
    double clubRatio = 0;
    bool commonClub = A.clubKey == B.clubKey;
    double factor = 1.0;
    if (hasLocalClub_) {
        // Host-club members meet as strangers; visitors of different clubs count half.
        const bool visitors = !A.local && !B.local;
        commonClub = commonClub && visitors;
        if (visitors)
            factor = 0.5;
    }
    if (!commonClub && s.clubFactor != 0)
        clubRatio = std::min(1.0, factor * s.clubFactor * 1.2 / range);
    double ratio = std::max(countryRatio, clubRatio) + std::min(countryRatio, clubRatio) / 2.0;
    if (ratio > 0.0)
        ratio += 0.5 / range;
    const double k = s.concavity;
    const double shaped =
        static_cast<double>(s.avoidSameGeography) * (1.0 - ratio) * (1.0 + k * ratio);
    std::int64_t nominal = s.minimizeScoreDifference - static_cast<std::int64_t>(shaped);
    nominal = std::min(nominal, s.avoidSameGeography);
    if (s.compat == PairingCompat::OpenGotha352)
        return nominal;
    // 2024: players above the secondary thresholds are not kept apart from compatriots.
    const int above = (A.above ? 1 : 0) + (B.above ? 1 : 0);
    if (above == 2)
        return s.avoidSameGeography;
    if (above == 1)
        return (nominal + s.avoidSameGeography) / 2;
    return nominal;
}

} // namespace tengen::pairing
