#pragma once
// A rating as a federation publishes it, with the system it belongs to, and the grade each
// system implies. Stored as published (GoR points, AGA's signed float, FFG's GoR - 2050).
#include "rank.h"

#include <boost/date_time/gregorian/gregorian_types.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace tengen {

enum class RatingSystem { EgdGoR, Aga, Ffg, Other };

std::string_view ratingSystemId(RatingSystem system); // "egd", "aga", "ffg", "other"
std::optional<RatingSystem> tryParseRatingSystem(std::string_view id);

struct Rating {
    RatingSystem system = RatingSystem::EgdGoR;
    double value = 0;
    std::optional<double> sigma;                // AGA publishes one
    std::optional<boost::gregorian::date> asOf; // the list's publication date, when known

    friend bool operator==(const Rating&, const Rating&) = default;
};

// EGD GoR: 1d = 2100, 100 points per grade; grade = floor((GoR - 2050) / 100), clamped to 30k..9d.
Rank rankFromGoR(double gor);
// The amateur grade a rating implies; nullopt for "other" systems, whose scale is unknown.
std::optional<Rank> rankFromRating(const Rating& rating);
// The GoR equivalent (FFG + 2050; AGA as OpenGotha maps it), nullopt for "other".
std::optional<double> goRFromRating(const Rating& rating);

// OpenGotha's rating for a player without one: 1d = 2100, 100 per grade.
int ratingFromRank(int rank);
// The rating the pairing uses: the GoR rounded, else the rank's, in OpenGotha's range
// [-900, 2949] (the OpenGotha file holds it so, and pairs again the same).
int pairingRating(std::optional<double> gor, int rank);

} // namespace tengen
