#include "egd_rating.h"

#include <algorithm>
#include <cmath>

namespace tengen::egd {

double con(double rating) {
    return std::pow((3300.0 - rating) / 200.0, 1.6);
}

double bonus(double rating) {
    return std::log1p(std::exp((2300.0 - rating) / 80.0)) / 5.0;
}

double beta(double rating) {
    return -7.0 * std::log(3300.0 - rating);
}

double expectedScore(double own, double opponent) {
    return 1.0 / (1.0 + std::exp(beta(opponent) - beta(own)));
}

std::optional<double> classWeight(char egfClass) {
    switch (egfClass) {
    case 'A':
        return 1.0;
    case 'B':
        return 0.75;
    case 'C':
        return 0.5;
    case 'D':
        return 0.25;
    default:
        return std::nullopt;
    }
}

namespace {
// A handicap of h stones is worth 100 · (h − 0.5) points to the player who takes it: one stone
// (no komi) half a grade, each further stone a grade.
double handicapPoints(int stones) {
    return stones >= 1 ? 100.0 * (stones - 0.5) : 0.0;
}
} // namespace

double gameChange(double rating, const RatedGame& game) {
    const double se = expectedScore(rating + handicapPoints(game.stonesTaken),
                                    game.opponentRating + handicapPoints(game.stonesGiven));
    return con(rating) * (game.score - se) + bonus(rating);
}

RatingChange ratingChange(double before, const std::vector<RatedGame>& games, double weight) {
    RatingChange c;
    c.before = before;
    double sum = 0;
    for (const RatedGame& g : games)
        sum += gameChange(before, g);
    c.games = static_cast<int>(games.size());
    c.after = std::max(kFloor, before + weight * sum);
    c.change = c.after - before;
    return c;
}

} // namespace tengen::egd
