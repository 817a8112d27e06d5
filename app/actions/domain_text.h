#pragma once
// The domain's values in the user's language, for documents and screens alike.
#include "tournament/rank.h"
#include "tournament/rating.h"

#include <QString>
#include <optional>

namespace tengen {

// "3d" in English, "3段" in Chinese, "5级" for a kyu grade, "职业2段" for a professional in
// Chinese; "3단", "5급" in Korean. Federation files keep the short form (Rank::toString).
QString rankText(const Rank& rank);
QString rankText(const std::optional<Rank>& rank); // "" when not known

// A rating as its federation writes it: the EGD's GoR and the FFG's points whole ("2153",
// "-400"), the AGA's with one decimal ("2.1" a 2 dan, "-11.2" an 11 kyu), never "2.1182".
QString ratingValueText(const Rating& rating);

} // namespace tengen
