#include "award_table.h"

#include "player.h"

#include <algorithm>
#include <set>

namespace tengen {

namespace {

struct KindName {
    AwardKind kind;
    std::string_view id;
};
constexpr KindName kKinds[] = {{AwardKind::None, "none"},
                               {AwardKind::Claimed, "claimed"},
                               {AwardKind::BandTop, "band-top"},
                               {AwardKind::BandMiddle, "band-middle"},
                               {AwardKind::BandBottom, "band-bottom"},
                               {AwardKind::BandAbove, "band-above"},
                               {AwardKind::BandBelow, "band-below"}};

std::optional<Rank> onScale(int value) {
    if (value < Rank::kWeakest || value > Rank::kStrongest)
        return std::nullopt;
    return Rank::amateur(value);
}

} // namespace

std::string_view awardKindId(AwardKind k) {
    for (const KindName& n : kKinds)
        if (n.kind == k)
            return n.id;
    return "none";
}

std::optional<AwardKind> tryParseAwardKind(std::string_view id) {
    for (const KindName& n : kKinds)
        if (n.id == id)
            return n.kind;
    return std::nullopt;
}

Problem validateAwardTable(const AwardTable& table) {
    if (table.rounds < 1 || table.rounds > 99)
        return Problem(QT_TRANSLATE_NOOP("tengen", "award table %1: %2 rounds (1 to 99)"),
                       table.name, std::to_string(table.rounds));
    if (Problem p = checkText(table.name, "award table name", 100); !p.empty())
        return p;
    std::set<int> scores;
    for (const AwardRule& r : table.rules) {
        if (Problem p = checkText(r.feeBand, "fee band", 40); !p.empty())
            return p;
        if (r.wins < 0 || r.wins > table.rounds)
            return Problem(QT_TRANSLATE_NOOP("tengen", "award table %1: a rule for %2 wins, "
                                                       "beyond its %3 rounds"),
                           table.name, std::to_string(r.wins), std::to_string(table.rounds));
        if (!scores.insert(r.wins).second)
            return Problem(QT_TRANSLATE_NOOP("tengen", "award table %1: two rules for %2 wins"),
                           table.name, std::to_string(r.wins));
        if (r.steps < -9 || r.steps > 9)
            return Problem(QT_TRANSLATE_NOOP("tengen", "award table %1: %2 grades from the one "
                                                       "claimed (at most 9)"),
                           table.name, std::to_string(r.steps));
    }
    for (int w = 0; w <= table.rounds; ++w)
        if (!scores.count(w))
            return Problem(QT_TRANSLATE_NOOP("tengen", "award table %1: no rule for %2 wins "
                                                       "(every score from 0 to %3 needs one)"),
                           table.name, std::to_string(w), std::to_string(table.rounds));
    return {};
}

const AwardRule* awardRule(const AwardTable& table, int wins) {
    const auto it = std::find_if(table.rules.begin(), table.rules.end(),
                                 [&](const AwardRule& r) { return r.wins == wins; });
    return it == table.rules.end() ? nullptr : &*it;
}

std::optional<Rank> awardedGrade(const AwardTable& table, const Rank& claimed,
                                 const GradeBand& band, int wins) {
    const AwardRule* rule = awardRule(table, wins);
    if (!rule)
        return std::nullopt;
    const int width = band.strongest - band.weakest + 1;
    switch (rule->kind) {
    case AwardKind::None:
        return std::nullopt;
    case AwardKind::Claimed:
        return onScale(claimed.amateurScale() + rule->steps);
    case AwardKind::BandTop:
        return onScale(band.strongest);
    case AwardKind::BandMiddle:
        return onScale(band.weakest + (width - 1) / 2);
    case AwardKind::BandBottom:
        return onScale(band.weakest);
    case AwardKind::BandAbove:
        return onScale(band.strongest + 1);
    case AwardKind::BandBelow:
        return onScale(band.weakest - 1);
    }
    return std::nullopt;
}

std::optional<AwardTable> awardPreset(std::string_view name) {
    if (name == "hanguk-kiwon-kyu") {
        // Hanguk Kiwon, 2017 second half: kyu groups of three, 4 rounds. 4 wins: the weakest
        // kyu of the group above; 3: the top of one's group; 2: its middle; 1: its bottom;
        // 0: the group below.
        return AwardTable{std::string(name),
                          4,
                          true,
                          {{4, AwardKind::BandAbove, 0, {}},
                           {3, AwardKind::BandTop, 0, {}},
                           {2, AwardKind::BandMiddle, 0, {}},
                           {1, AwardKind::BandBottom, 0, {}},
                           {0, AwardKind::BandBelow, 0, {}}}};
    }
    if (name == "nihon-kiin") {
        // Nihon Ki-in 棋力認定 (up to 4 dan, 4 games): the grade claimed from 2 wins, with the
        // diploma's fee falling with the score (at 初段: 2-2 the full fee, 3-1 half, 4-0 free).
        return AwardTable{std::string(name),
                          4,
                          true,
                          {{4, AwardKind::Claimed, 0, "free"},
                           {3, AwardKind::Claimed, 0, "half"},
                           {2, AwardKind::Claimed, 0, "full"},
                           {1, AwardKind::None, 0, {}},
                           {0, AwardKind::None, 0, {}}}};
    }
    return std::nullopt;
}

std::vector<std::string> awardPresetNames() {
    return {"hanguk-kiwon-kyu", "nihon-kiin"};
}

} // namespace tengen
