#pragma once
// Provisional EGF rating (GoR) changes of an event, from the EGD's formulas in force since 2021
// (docs/ratings.md). Each game counts from the ratings both players had before the event:
//   new = r + weight · Σ [ con(r) · (Sa − Se) + bonus(r) ]
//   con(r)   = ((3300 − r) / 200)^1.6
//   bonus(r) = ln(1 + e^((2300 − r) / 80)) / 5
//   Se       = 1 / (1 + e^(β(r₂') − β(r₁'))),  β(r) = −7 · ln(3300 − r)
// where r₁', r₂' are the ratings raised for a handicap game: the player who took h ≥ 1 stones
// plays as 100 · (h − 0.5) points stronger (Se only; con and bonus use his own rating). The class
// weight is 1 (A), 0.75 (B), 0.5 (C), 0.25 (D, online); class X is not rated. A rating never
// falls below −900. Standard library only.
#include <optional>
#include <string_view>
#include <vector>

namespace tengen::egd {

double con(double rating);
double bonus(double rating);
double beta(double rating);
// The chance the EGD gives a player rated `own` against one rated `opponent`.
double expectedScore(double own, double opponent);

// The EGF class's weight; nullopt for X (or anything else): not rated.
std::optional<double> classWeight(char egfClass);

// One rated game as one player saw it.
struct RatedGame {
    double opponentRating = 0;
    double score = 0;    // 1 win, 0.5 jigo, 0 loss
    int stonesTaken = 0; // handicap stones this player received (he had Black)
    int stonesGiven = 0; // handicap stones the opponent received
};

// The change one game makes (before the class weight).
double gameChange(double rating, const RatedGame& game);

struct RatingChange {
    double before = 0, after = 0, change = 0;
    int games = 0;
};
// Every game of the event against the player's rating before it.
RatingChange ratingChange(double before, const std::vector<RatedGame>& games, double weight);

constexpr double kFloor = -900;

} // namespace tengen::egd
