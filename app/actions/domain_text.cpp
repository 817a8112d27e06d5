#include "domain_text.h"

#include <cmath>

#include <QCoreApplication>

namespace tengen {

QString rankText(const Rank& rank) {
    if (rank.isProfessional())
        return QCoreApplication::translate("tengen::Rank", "%1p", "a professional dan: 2p")
            .arg(rank.value());
    if (rank.value() >= 0)
        return QCoreApplication::translate("tengen::Rank", "%1d", "an amateur dan: 3d")
            .arg(rank.value() + 1);
    return QCoreApplication::translate("tengen::Rank", "%1k", "a kyu grade: 5k").arg(-rank.value());
}

QString rankText(const std::optional<Rank>& rank) {
    return rank ? rankText(*rank) : QString();
}

} // namespace tengen

namespace tengen {

QString ratingValueText(const Rating& rating) {
    if (rating.system == RatingSystem::Aga)
        return QString::number(rating.value, 'f', 1);
    return QString::number(std::lround(rating.value));
}

} // namespace tengen
