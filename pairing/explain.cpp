#include "explain.h"

#include <cctype>

namespace tengen::pairing {

std::vector<ScorePart> parts(const PairScore& s) {
    return {{"duplicate_game", s.duplicateGame},
            {"random", s.random},
            {"colour_balance", s.colourBalance},
            {"category", s.category},
            {"score_difference", s.scoreDifference},
            {"draw_up_down", s.drawUpDown},
            {"seeding", s.seeding},
            {"handicap", s.handicap},
            {"geography", s.geography}};
}

PairExplanation explainPair(const RoundContext& context, PlayerId a, PlayerId b,
                            const std::vector<std::pair<PlayerId, PlayerId>>& paired) {
    const Field& field = context.scores().field();
    const int ia = field.indexOf(a), ib = field.indexOf(b);
    PairExplanation e;
    e.a = a;
    e.b = b;
    e.score = context.score(ia, ib);
    e.handicap = context.handicap(ia, ib);
    const PairingSettings& s = field.settings;
    e.weights.duplicateGame = s.avoidDuplicateGame;
    e.weights.random = s.deterministicRandom ? s.randomWeight : 0;
    e.weights.colourBalance = s.colourBalance;
    e.weights.category = s.avoidMixingCategories;
    e.weights.scoreDifference = s.minimizeScoreDifference;
    e.weights.drawUpDown = s.drawUpDown;
    e.weights.seeding = s.maximizeSeeding;
    e.weights.handicap = s.minimizeHandicap;
    e.weights.geography = s.avoidSameGeography;
    auto facts = [&](int i) {
        PlayerFacts f;
        f.score = context.mainScore(i);
        f.group = context.group(i);
        f.place = context.placeInGroup(i);
        f.groupSize = context.groupSize(i);
        f.whiteMinusBlack = context.colourBalance(i);
        f.drawnUp = context.drawnUp(i);
        f.drawnDown = context.drawnDown(i);
        f.aboveThresholds = context.aboveSecondaryThresholds(i);
        return f;
    };
    e.mcMahon = s.isMcMahon();
    e.factsA = facts(ia);
    e.factsB = facts(ib);
    e.timesMet = context.timesMet(ia, ib);
    const Entrant &ea = field.entrants[static_cast<std::size_t>(ia)],
                  &eb = field.entrants[static_cast<std::size_t>(ib)];
    auto same = [](const std::string& x, const std::string& y) {
        if (x.empty() || x.size() != y.size())
            return false;
        for (std::size_t k = 0; k < x.size(); ++k)
            if (std::tolower(static_cast<unsigned char>(x[k])) !=
                std::tolower(static_cast<unsigned char>(y[k])))
                return false;
        return true;
    };
    e.sameClub = same(ea.club, eb.club);
    e.sameCountry = same(ea.country, eb.country);
    e.club = ea.club;
    e.country = ea.country;
    auto partnerOf = [&](PlayerId p) -> std::optional<PlayerId> {
        for (const auto& [x, y] : paired) {
            if (x == p)
                return y;
            if (y == p)
                return x;
        }
        return std::nullopt;
    };
    for (const auto& [x, y] : field.forbiddenPairs)
        if ((x == a && y == b) || (x == b && y == a))
            e.forbidden = true;
    for (const auto& [x, y] : field.fixedPairs) {
        if ((x == a && y == b) || (x == b && y == a)) {
            e.fixedTogether = true;
            continue;
        }
        for (const auto& [who, other] : {std::pair{x, y}, std::pair{y, x}}) {
            if (who == a)
                e.fixedPartnerOfA = other;
            if (who == b)
                e.fixedPartnerOfB = other;
        }
    }
    e.roundPaired = !paired.empty();
    e.partnerOfA = partnerOf(a);
    e.partnerOfB = partnerOf(b);
    if (!e.partnerOfA || !e.partnerOfB || *e.partnerOfA == b)
        return e;
    const int pa = field.indexOf(*e.partnerOfA), pb = field.indexOf(*e.partnerOfB);
    e.scoreWithPartnerOfA = context.score(ia, pa);
    e.scoreWithPartnerOfB = context.score(ib, pb);
    e.scoreOfPartners = context.score(pa, pb);
    e.swapGain = e.score.total() + e.scoreOfPartners.total() - e.scoreWithPartnerOfA.total() -
                 e.scoreWithPartnerOfB.total();
    // The criterion whose change weighs most against the swap.
    const auto swapped = parts(e.score), partners = parts(e.scoreOfPartners);
    const auto withA = parts(e.scoreWithPartnerOfA), withB = parts(e.scoreWithPartnerOfB);
    std::int64_t worst = 0;
    for (std::size_t k = 0; k < swapped.size(); ++k) {
        const std::int64_t delta =
            swapped[k].value + partners[k].value - withA[k].value - withB[k].value;
        if (delta < worst) {
            worst = delta;
            e.mainReason = swapped[k].id;
        }
    }
    return e;
}

} // namespace tengen::pairing
