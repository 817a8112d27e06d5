#include "rating_list_search.h"

#include "tournament/player_search.h"

#include <QStringList>
#include <algorithm>

namespace tengen::formats {

std::string RatingListSearch::folded(const QString& text) {
    return searchFolded(text.toStdString());
}

RatingListSearch::RatingListSearch(std::vector<Player> players) : players_(std::move(players)) {
    keys_.reserve(players_.size());
    family_.reserve(players_.size());
    for (const Player& p : players_) {
        const QString family =
            QString::fromStdString(p.familyLatin.empty() ? p.familyNative : p.familyLatin);
        const QString given =
            QString::fromStdString(p.givenLatin.empty() ? p.givenNative : p.givenLatin);
        QStringList parts = {family + QLatin1Char(' ') + given, given + QLatin1Char(' ') + family};
        if (!p.familyNative.empty() && p.familyNative != p.familyLatin)
            parts << QString::fromStdString(p.familyNative + p.givenNative);
        for (const std::string* id : {&p.egdPin, &p.ffgLicence, &p.agaId})
            if (!id->empty())
                parts << QString::fromStdString(*id);
        if (!p.club.empty())
            parts << QString::fromStdString(p.club);
        keys_.push_back(folded(parts.join(QStringLiteral(" | "))));
        family_.push_back(folded(family));
    }
}

std::vector<const Player*> RatingListSearch::find(const QString& query, int limit) const {
    const std::vector<std::string> words = searchWords(query.toStdString());
    if (words.empty() || limit <= 0)
        return {};
    // Three ranks, each in list order; a scan stops once the best rank alone fills the limit.
    std::vector<int> rank[3];
    for (std::size_t i = 0; i < keys_.size(); ++i) {
        const std::string& key = keys_[i];
        if (!searchMatches(key, words)) // the desk's rule (tournament/player_search.h)
            continue;
        const int r = family_[i].rfind(words.front(), 0) == 0 ? 0
                      : key.rfind(words.front(), 0) == 0      ? 1
                                                              : 2;
        if (static_cast<int>(rank[r].size()) < limit)
            rank[r].push_back(static_cast<int>(i));
        if (static_cast<int>(rank[0].size()) >= limit)
            break;
    }
    std::vector<const Player*> out;
    for (const auto& group : rank)
        for (int i : group)
            if (static_cast<int>(out.size()) < limit)
                out.push_back(&players_[static_cast<std::size_t>(i)]);
    return out;
}

} // namespace tengen::formats
