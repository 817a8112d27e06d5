#pragma once
// The domain's values in the user's language, for documents and screens alike.
#include "tournament/rank.h"
#include "tournament/rating.h"
#include "tournament/time_control.h"
#include "tournament/tournament_settings.h"

#include <QString>
#include <optional>

namespace tengen {

// "3d" in English, "3段" in Chinese, "5级" for a kyu grade, "职业2段" for a professional in
// Chinese; "3단", "5급" in Korean. Federation files keep the short form (Rank::toString).
QString rankText(const Rank& rank);
QString rankText(const std::optional<Rank>& rank); // "" when not known

// A time control as players read it: "60 min, then byo-yomi 3 × 60 s"
// (基本用时60分钟，读秒3次×60秒), "90 min, sudden death", "30 min + 20 s a move"; never the spec
// the clock parses.
QString timeControlText(const TimeControl& control);
// A duration in words: "1 h 30 min", "45 s" (1小时30分钟, 45秒).
QString durationText(Millis duration);

// A rating as its federation writes it: the EGD's GoR and the FFG's points whole ("2153",
// "-400"), the AGA's with one decimal ("2.1" a 2 dan, "-11.2" an 11 kyu), never "2.1182".
QString ratingValueText(const Rating& rating);

// The event's name as documents head it: the native name, else the Latin one.
QString eventName(const TournamentSettings& s);

} // namespace tengen
