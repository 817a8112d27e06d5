#pragma once
// Registering from a federation's rating list as the director types (Players → Add from a
// rating list…): the list (EGD, FFG or AGA) is read once, then each keystroke finds the players
// whose name, ID or club holds every word typed, accents and case aside ("muller" finds Müller,
// "10598830" Vannier, "35re" his club). A linear scan over keys made once: under 2 ms a
// keystroke on a list of 100,000 (the EGD's holds about 90,000;
// tests/bench/rating_list_search.cpp).
#include "tournament/player.h"

#include <QString>
#include <string>
#include <vector>

namespace tengen::formats {

class RatingListSearch {
  public:
    explicit RatingListSearch(std::vector<Player> players);

    // The players matching `query`, best first, at most `limit`: those whose family name starts
    // with the first word, then those whose name starts with it, then the rest, each in list
    // order. Every word must be found in the name (either order), an ID or the club. Empty for
    // an empty query.
    std::vector<const Player*> find(const QString& query, int limit = 50) const;
    int size() const { return static_cast<int>(players_.size()); }

    // Lower case, accents dropped (NFD, marks out), blanks made one: the form keys and queries
    // are compared in.
    static std::string folded(const QString& text);

  private:
    std::vector<Player> players_;
    std::vector<std::string> keys_;   // "family given | given family | ids | club"
    std::vector<std::string> family_; // folded family name, for the ranking
};

} // namespace tengen::formats
