#include "pair_explanation_text.h"

#include <cstdlib>
#include <utility>

namespace tengen {

namespace {

QString percentOf(std::int64_t value, std::int64_t weight) {
    if (weight <= 0)
        return QStringLiteral("0");
    const double share = 100.0 * static_cast<double>(value) / static_cast<double>(weight);
    return QString::number(share, 'f', share >= 10 || share <= 0 ? 0 : 1);
}

} // namespace

QString PairExplanationText::criterionName(const std::string& id) {
    if (id == "duplicate_game")
        return tr("not meeting twice");
    if (id == "random")
        return tr("the random tie-break");
    if (id == "colour_balance")
        return tr("colour balance");
    if (id == "category")
        return tr("categories");
    if (id == "score_difference")
        return tr("score difference");
    if (id == "draw_up_down")
        return tr("draw-ups and draw-downs");
    if (id == "seeding")
        return tr("seeding inside the score group");
    if (id == "handicap")
        return tr("handicap");
    if (id == "geography")
        return tr("club and country");
    return QString::fromStdString(id);
}

QStringList PairExplanationText::inWords(const pairing::PairExplanation& e, const NameOf& name) {
    const QString a = name(e.a), b = name(e.b);
    const pairing::PlayerFacts &fa = e.factsA, &fb = e.factsB;
    const pairing::PairScore &s = e.score, &w = e.weights;
    QStringList lines;
    for (const auto& [who, f] : {std::pair{a, fa}, std::pair{b, fb}})
        lines << (e.mcMahon ? tr("%1: McMahon score %2 before the round, place %3 of %4 in the "
                                 "score group")
                                  .arg(who)
                                  .arg(f.score)
                            : tr("%1: wins before the round %2, place %3 of %4 in the score "
                                 "group")
                                  .arg(who)
                                  .arg(f.score))
                     .arg(f.place + 1)
                     .arg(f.groupSize);

    // Each criterion: the fact, then its share of the criterion's weight.
    if (e.timesMet > 0)
        lines << tr("• Not meeting twice: they have already played each other (%n time(s)); "
                    "the pair loses this criterion's whole weight, the largest of all.",
                    "", e.timesMet);
    else
        lines << tr("• Not meeting twice: they have not played each other.");

    const int gap = std::abs(fa.group - fb.group);
    if (gap == 0)
        lines << tr("• Score difference: both are in the same score group; full weight.");
    else
        lines << tr("• Score difference: %1 against %2, %n score group(s) apart; %3 % of the "
                    "weight.",
                    "", gap)
                     .arg(fa.score)
                     .arg(fb.score)
                     .arg(percentOf(s.scoreDifference, w.scoreDifference));

    if (e.handicap != 0)
        lines << tr("• Colour balance: a handicap game of %n stone(s), the weaker player takes "
                    "Black; colours do not count.",
                    "", std::abs(e.handicap));
    else {
        const QString how = s.colourBalance >= w.colourBalance && w.colourBalance > 0
                                ? tr("the game evens out both")
                            : s.colourBalance > 0 ? tr("the game evens out one of them")
                                                  : tr("the game evens out neither");
        lines << tr("• Colour balance: White minus Black so far %1 for %2 and %3 for %4; %5 "
                    "(%6 % of the weight).")
                     .arg(fa.whiteMinusBlack)
                     .arg(a)
                     .arg(fb.whiteMinusBlack)
                     .arg(b, how, percentOf(s.colourBalance, w.colourBalance));
    }

    if (gap == 0)
        lines << tr("• Seeding inside the group: places %1 and %2 of %3; %4 % of the weight.")
                     .arg(fa.place + 1)
                     .arg(fb.place + 1)
                     .arg(fa.groupSize)
                     .arg(percentOf(s.seeding, w.seeding));
    else {
        const bool aHigher = fa.group < fb.group;
        const QString down = aHigher ? a : b, up = aHigher ? b : a;
        const pairing::PlayerFacts &fd = aHigher ? fa : fb, &fu = aHigher ? fb : fa;
        lines << tr("• Draw-ups and draw-downs: %1 would be drawn down (before: down %2, up "
                    "%3) and %4 drawn up (before: up %5, down %6); %7 % of the weight.")
                     .arg(down)
                     .arg(fd.drawnDown)
                     .arg(fd.drawnUp)
                     .arg(up)
                     .arg(fu.drawnUp)
                     .arg(fu.drawnDown)
                     .arg(percentOf(s.drawUpDown, w.drawUpDown));
    }

    const QString club = QString::fromStdString(e.club);
    const QString country = QString::fromStdString(e.country);
    const QString geography = percentOf(s.geography, w.geography);
    // Players above the thresholds (rank, wins or the bar) are not kept apart in the 2024
    // rules: say why a club pair still gets the whole weight.
    const bool relaxed = (e.sameClub || e.sameCountry) && s.geography >= w.geography &&
                         fa.aboveThresholds && fb.aboveThresholds;
    if (relaxed)
        lines << tr("• Club and country: both from %1, but both are above the thresholds "
                    "(rank, wins or bar), where club mates and compatriots may meet; full "
                    "weight.")
                     .arg(e.sameClub ? club : country);
    else if (e.sameClub)
        lines << tr("• Club and country: both play for %1; %2 % of the weight.")
                     .arg(club, geography);
    else if (e.sameCountry)
        lines << tr("• Club and country: both come from %1; %2 % of the weight.")
                     .arg(country, geography);
    else
        lines << tr("• Club and country: different clubs and countries; %1 % of the weight.")
                     .arg(geography);

    if (w.handicap > 0)
        lines << tr("• Handicap: %1 % of the weight.").arg(percentOf(s.handicap, w.handicap));
    if (w.category > 0)
        lines << tr("• Categories: %1 % of the weight.").arg(percentOf(s.category, w.category));
    if (w.random > 0)
        lines << tr("• The random tie-break adds %1.").arg(s.random);

    lines << tr("Pair score %1 (higher is better).").arg(s.total());
    // The director's constraints decide before the scores: said first of the outcome.
    if (e.forbidden)
        lines << tr("The director forbade this pair: they are paired only if no other pairing "
                    "of the round is possible.");
    if (e.fixedTogether)
        lines << tr("The director fixed this pair for the round: they play each other whatever "
                    "the scores.");
    for (const auto& [who, partner] :
         {std::pair{a, e.fixedPartnerOfA}, std::pair{b, e.fixedPartnerOfB}})
        if (partner)
            lines << tr("The director fixed %1 to play %2 in this round: that pair is made "
                        "whatever the scores.")
                         .arg(who, name(*partner));
    const bool constrained = e.forbidden || e.fixedPartnerOfA || e.fixedPartnerOfB;

    if (e.partnerOfA && *e.partnerOfA == e.b) {
        lines << tr("They are paired together in this round.");
    } else if (e.swapGain && e.partnerOfA && e.partnerOfB) {
        lines << tr("Paired instead: %1 - %2 and %3 - %4.")
                     .arg(a, name(*e.partnerOfA), b, name(*e.partnerOfB));
        if (constrained)
            lines << tr("Pairing %1 with %2 is ruled out by the director's constraint above, "
                        "whatever the scores.")
                         .arg(a, b);
        else if (*e.swapGain < 0)
            lines << tr("Pairing %1 with %2 (and their partners together) would make the round "
                        "worse; the criterion that loses most is %3.")
                         .arg(a, b, criterionName(e.mainReason));
        else
            lines << tr("Pairing %1 with %2 (and their partners together) would be as good: "
                        "an equally good pairing.")
                         .arg(a, b);
    } else if (e.roundPaired) {
        for (const auto& [who, partner] : {std::pair{a, e.partnerOfA}, std::pair{b, e.partnerOfB}})
            if (!partner)
                lines << tr("%1 has no game in this round (a bye, absent or not registered "
                            "for it).")
                             .arg(who);
    }
    return lines;
}

QStringList PairExplanationText::rawWeights(const pairing::PairExplanation& e) {
    QStringList lines;
    const auto values = pairing::parts(e.score), weights = pairing::parts(e.weights);
    for (std::size_t k = 0; k < values.size(); ++k)
        lines << QStringLiteral("%1 %2 / %3")
                     .arg(QString::fromStdString(values[k].id), -18)
                     .arg(values[k].value)
                     .arg(weights[k].value);
    lines << QStringLiteral("%1 %2").arg(QStringLiteral("total"), -18).arg(e.score.total());
    if (e.swapGain)
        lines << QStringLiteral("%1 %2").arg(QStringLiteral("swap_gain"), -18).arg(*e.swapGain);
    return lines;
}

} // namespace tengen
