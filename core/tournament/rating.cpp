#include "rating.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace tengen {

std::string_view ratingSystemId(RatingSystem system) {
    switch (system) {
    case RatingSystem::EgdGoR:
        return "egd";
    case RatingSystem::Aga:
        return "aga";
    case RatingSystem::Ffg:
        return "ffg";
    case RatingSystem::Other:
        return "other";
    }
    return "other";
}

std::optional<RatingSystem> tryParseRatingSystem(std::string_view id) {
    std::string s;
    for (char c : id)
        s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (s == "egd" || s == "egf" || s == "gor")
        return RatingSystem::EgdGoR;
    if (s == "aga")
        return RatingSystem::Aga;
    if (s == "ffg")
        return RatingSystem::Ffg;
    if (s == "other")
        return RatingSystem::Other;
    return std::nullopt;
}

Rank rankFromGoR(double gor) {
    int value = static_cast<int>(std::floor((gor - 2050.0) / 100.0));
    return Rank::amateur(std::clamp(value, Rank::kWeakest, Rank::kStrongest));
}

std::optional<Rank> rankFromRating(const Rating& rating) {
    switch (rating.system) {
    case RatingSystem::EgdGoR:
        return rankFromGoR(rating.value);
    case RatingSystem::Ffg:
        return rankFromGoR(rating.value + 2050.0);
    case RatingSystem::Aga: {
        // The sign gives kyu or dan and the integer part the grade: -20.06 = 20k, 5.4 = 5d.
        // No AGA rating lies in (-1, 1).
        int grade = static_cast<int>(std::trunc(std::fabs(rating.value)));
        grade = std::max(grade, 1);
        if (rating.value < 0)
            return Rank::kyu(std::min(grade, 30));
        return Rank::dan(std::min(grade, 9));
    }
    case RatingSystem::Other:
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<double> goRFromRating(const Rating& rating) {
    switch (rating.system) {
    case RatingSystem::EgdGoR:
        return rating.value;
    case RatingSystem::Ffg:
        return rating.value + 2050.0;
    case RatingSystem::Aga:
        return rating.value >= 1 ? 100 * rating.value + 1950 : 100 * rating.value + 2150;
    case RatingSystem::Other:
        return std::nullopt;
    }
    return std::nullopt;
}

int ratingFromRank(int rank) {
    return 2100 + 100 * rank;
}

int pairingRating(std::optional<double> gor, int rank) {
    const int rating = gor ? static_cast<int>(std::lround(*gor)) : ratingFromRank(rank);
    return std::clamp(rating, -900, 2949);
}

} // namespace tengen
