#include "criterion_text.h"

#include <QCoreApplication>

namespace tengen {

namespace {
// The words, in the context "Criteria".
struct Criteria {
    Q_DECLARE_TR_FUNCTIONS(Criteria)
};

} // namespace

const std::vector<Criterion>& choosableCriteria() {
    static const std::vector<Criterion> all = allCriteria();
    return all;
}

// Chinese events name the main criteria 积分 (score), 对手分 (SOS), 累进分 (CUSS).
QString criterionHeading(Criterion c) {
    const CriterionWords words = criterionWords(c);
    return words.heading ? Criteria::tr(words.heading, words.headingNote)
                         : QString::fromUtf8(criterionId(c).data());
}

QString criterionName(Criterion c) {
    const QString id = QString::fromUtf8(criterionId(c).data());
    const CriterionWords words = criterionWords(c);
    if (!words.name)
        return id;
    const QString name = Criteria::tr(words.name);
    return name.contains(QLatin1String("%1")) ? name.arg(id) : name;
}

} // namespace tengen
