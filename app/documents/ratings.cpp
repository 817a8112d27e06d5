#include "documents/ratings.h"

#include "actions/divisions.h"
#include "actions/domain_text.h"
#include "formats/egf_writer.h"
#include "tournament/egd_rating.h"
#include "tournament/rating.h"

#include <QCollator>
#include <algorithm>
#include <cmath>

namespace tengen {

namespace {

// The rating a player without an EGD rating starts with at the EGD: his grade's (1d = 2100,
// 100 a grade; 1p = 2700, 30 a professional grade).
std::optional<double> gradeRating(const Player& p) {
    const std::optional<Rank> rank = p.effectiveRank();
    if (!rank)
        return std::nullopt;
    if (rank->isProfessional())
        return 2700.0 + 30.0 * (rank->value() - 1);
    return static_cast<double>(ratingFromRank(rank->value()));
}

// Within the range the EGD's formulas hold (below 3300, where con and β are defined; the
// store's own range for a GoR): a value a hand-edited file puts beyond it counts as no rating.
std::optional<double> egdRating(const Player& p) {
    if (p.rating && p.rating->system == RatingSystem::EgdGoR && std::isfinite(p.rating->value) &&
        p.rating->value >= -1000 && p.rating->value < 3300)
        return p.rating->value;
    return std::nullopt;
}

} // namespace

ProvisionalRatings provisionalRatings(const store::TournamentFile& file,
                                      std::optional<char> egfClass, int throughRound) {
    ProvisionalRatings out;
    out.egfClass = egfClass ? *egfClass : formats::egfClass(file.settings().get().time);
    out.weight = egd::classWeight(out.egfClass).value_or(0.0);
    const std::vector<Player> players = file.players().all();
    std::map<PlayerId, double> before;
    std::map<PlayerId, bool> fromRank;
    for (const Player& p : players) {
        if (const auto r = egdRating(p)) {
            before[p.id] = *r;
            fromRank[p.id] = false;
        } else if (const auto g = gradeRating(p)) {
            before[p.id] = *g;
            fromRank[p.id] = true;
        }
    }
    // Games played at the board with a result; a result by default (forfeit) and a bye are not
    // rated, as the EGD takes neither. Both-win and both-lose count as the results file says them.
    std::map<PlayerId, std::vector<egd::RatedGame>> games;
    for (const Game& g : file.rounds().games()) {
        if (throughRound > 0 && g.round > throughRound)
            continue;
        if (!g.wasPlayed() || !before.count(g.white) || !before.count(g.black))
            continue;
        out.throughRound = std::max(out.throughRound, g.round);
        const auto score = [&](PlayerId p) { return g.halfPointsOf(p) / 2.0; };
        const int stones = g.knownColour ? g.handicap : 0;
        games[g.white].push_back({before[g.black], score(g.white), 0, stones});
        games[g.black].push_back({before[g.white], score(g.black), stones, 0});
    }
    for (const Player& p : players) {
        const auto b = before.find(p.id);
        if (b == before.end())
            continue;
        const std::vector<egd::RatedGame>& own = games[p.id];
        const egd::RatingChange c = egd::ratingChange(b->second, own, out.weight);
        ProvisionalRating row;
        row.player = p.id;
        row.name = QString::fromStdString(p.displayName());
        row.before = c.before;
        row.after = c.after;
        row.change = c.change;
        row.games = out.weight > 0 ? c.games : 0;
        row.fromRank = fromRank[p.id];
        out.rows.push_back(row);
    }
    QCollator collator;
    collator.setNumericMode(true);
    std::stable_sort(out.rows.begin(), out.rows.end(),
                     [&](const ProvisionalRating& a, const ProvisionalRating& b) {
                         return collator.compare(a.name, b.name) < 0;
                     });
    return out;
}

std::map<PlayerId, ProvisionalRating> provisionalRatingsById(const ProvisionalRatings& r) {
    std::map<PlayerId, ProvisionalRating> byId;
    for (const ProvisionalRating& row : r.rows)
        byId.emplace(row.player, row);
    return byId;
}

QString ratingChangeText(double change) {
    const double rounded = std::round(change * 1000.0) / 1000.0;
    if (rounded == 0)
        return QStringLiteral("0.000");
    return (rounded > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) +
           QString::number(std::abs(rounded), 'f', 3);
}

reports::TableDocument ratingsDocument(const store::TournamentFile& file,
                                       const ProvisionalRatings& r) {
    reports::TableDocument d;
    d.title = RatingsText::tr("%1 — provisional EGF rating changes (class %2)")
                  .arg(eventTitle(file), QString(QLatin1Char(r.egfClass)));
    d.language = RatingsText::tr("en", "the HTML lang attribute of documents in this language");
    reports::TableSection s;
    s.heading =
        r.weight > 0
            ? RatingsText::tr("Provisional: the EGD rates the event when it receives the results "
                              "file. Class %1 counts %2 of a game's change; games by default and "
                              "byes are not rated; * rating from the grade (no EGD rating).")
                  .arg(QLatin1Char(r.egfClass))
                  .arg(QString::number(r.weight, 'f', 2))
            : RatingsText::tr("Class X: the event is not rated by the EGD (its time is too short, "
                              "or it is not an EGF event).");
    s.columns = {RatingsText::tr("Player"), RatingsText::tr("Rating before"),
                 RatingsText::tr("Rating after"), RatingsText::tr("Change"),
                 RatingsText::tr("Games")};
    s.numeric = {false, true, true, true, true};
    for (const ProvisionalRating& row : r.rows)
        s.rows.push_back(
            {row.name,
             QString::number(row.before, 'f', 0) + (row.fromRank ? QStringLiteral("*") : QString()),
             QString::number(row.after, 'f', 3), ratingChangeText(row.change),
             QString::number(row.games)});
    s.empty = RatingsText::tr("No player has a rating or a grade.");
    d.sections.push_back(s);
    return d;
}

} // namespace tengen
