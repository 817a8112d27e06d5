#pragma once
// Purpose: the one rule by which a player is found from what a director or a player types — at
// the desk's registration list, `tengen-cli player list --filter`, and in a federation's rating
// list: every word of the query appears in the player's search key, case, accents and width
// ignored. The key holds the names (native and Latin, in either order), the club and the IDs.
#include "player.h"

#include <string>
#include <string_view>
#include <vector>

namespace tengen {

// `text` as keys and queries are compared: compatibility-decomposed, accents dropped, case
// folded, blanks and commas made one space ("Müller, Jörg" and "muller jorg" are alike).
std::string searchFolded(std::string_view text);
// The words of a query, folded.
std::vector<std::string> searchWords(std::string_view query);
// What a player is found by, folded.
std::string playerSearchKey(const Player& p);
// Every word in the key (no word: every player).
bool searchMatches(const std::string& key, const std::vector<std::string>& words);

} // namespace tengen
