#pragma once
// A pair's score said as a director reads it: for each criterion of the pairing, what the
// engine knew (scores, groups, colours, clubs, earlier games) and how much of the criterion's
// weight the pair gets, in the interface language. The raw weights stay available apart.
#include "pairing/explain.h"

#include <QCoreApplication>
#include <QStringList>
#include <functional>

namespace tengen {

class PairExplanationText {
    Q_DECLARE_TR_FUNCTIONS(PairExplanationText)

  public:
    using NameOf = std::function<QString(PlayerId)>;
    // The criterion a part id stands for ("score_difference" → "score difference").
    static QString criterionName(const std::string& id);
    // Sentences, one per line: the two players, each criterion, the total, and when the round
    // is paired, what pairing them instead would cost.
    static QStringList inWords(const pairing::PairExplanation& e, const NameOf& name);
    // "id value / weight" for each part: the numbers behind the words.
    static QStringList rawWeights(const pairing::PairExplanation& e);
};

} // namespace tengen
