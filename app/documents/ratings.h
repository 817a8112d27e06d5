#pragma once
// Provisional EGF rating changes of the event (#34; docs/ratings.md): what each player's GoR
// becomes once the EGD has rated the games played so far, from the formulas in
// core/tournament/egd_rating.h. Always provisional: the EGD rates the event when the results file
// reaches it, and may class it otherwise.
#include "reports/table_document.h"
#include "store/tournament_file.h"
#include "tournament/ids.h"

#include <QCoreApplication>
#include <QString>
#include <map>
#include <optional>
#include <vector>

namespace tengen {

struct ProvisionalRating {
    PlayerId player{};
    QString name;
    double before = 0, after = 0, change = 0;
    int games = 0;
    bool fromRank = false; // no EGD rating: the rating of the player's grade, as the EGD starts one
};

struct ProvisionalRatings {
    char egfClass = 'X';                 // the event's (or the director's --class)
    double weight = 0;                   // 0 for class X: nothing is rated
    int throughRound = 0;                // the games of rounds 1..throughRound
    std::vector<ProvisionalRating> rows; // every player with a rating or a grade, by name order
};

struct RatingsText {
    Q_DECLARE_TR_FUNCTIONS(RatingsText)
};

// The event's class from its time control when `egfClass` is not given ('A'..'D', 'X').
ProvisionalRatings provisionalRatings(const store::TournamentFile& file,
                                      std::optional<char> egfClass = std::nullopt,
                                      int throughRound = 0 /* 0: every round */);
// Per player, for a standings column or a player's page.
std::map<PlayerId, ProvisionalRating> provisionalRatingsById(const ProvisionalRatings& r);
// "+9.306", "−3.120": the change as shown (three decimals, the minus sign a reader expects).
QString ratingChangeText(double change);
// The table of changes, titled as provisional (text, CSV, HTML, PDF).
reports::TableDocument ratingsDocument(const store::TournamentFile& file,
                                       const ProvisionalRatings& r);

} // namespace tengen
