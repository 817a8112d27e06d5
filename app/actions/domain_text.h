#pragma once
// The domain's values in the user's language, for documents and screens alike.
#include "tournament/rank.h"

#include <QString>
#include <optional>

namespace tengen {

// "3d" in English, "3段" in Chinese, "5级" for a kyu grade, "职业2段" for a professional in
// Chinese; "3단", "5급" in Korean. Federation files keep the short form (Rank::toString).
QString rankText(const Rank& rank);
QString rankText(const std::optional<Rank>& rank); // "" when not known

} // namespace tengen
