#include "duplicates.h"

#include <cctype>
#include <map>

namespace tengen {

namespace {
std::string folded(const std::string& s) {
    std::string out;
    for (char c : s)
        if (c != ' ' && c != '_')
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}
} // namespace

std::vector<LikelyDuplicate> findLikelyDuplicates(const std::vector<Player>& players) {
    std::vector<LikelyDuplicate> found;
    std::map<std::string, size_t> byId;
    std::map<std::string, size_t> byIdentity;
    for (size_t i = 0; i < players.size(); ++i) {
        const Player& p = players[i];
        bool reported = false;
        const std::pair<const std::string*, const char*> ids[] = {
            {&p.egdPin, QT_TRANSLATE_NOOP("tengen", "same EGD PIN %1")},
            {&p.agaId, QT_TRANSLATE_NOOP("tengen", "same AGA ID %1")},
            {&p.ffgLicence, QT_TRANSLATE_NOOP("tengen", "same FFG licence %1")}};
        for (const auto& [id, label] : ids) {
            if (id->empty() || reported)
                continue;
            auto [it, fresh] = byId.emplace(std::string(label) + *id, i);
            if (!fresh) {
                found.push_back({it->second, i, Problem{label, *id}, true});
                reported = true;
            }
        }
        std::string rank = p.declaredRank ? p.declaredRank->toString() : folded(p.rankLabel);
        std::string name = folded(p.familyNative + "|" + p.givenNative);
        if (name == "|")
            name = folded(p.familyLatin + "|" + p.givenLatin);
        auto [it, fresh] = byIdentity.emplace(name + "|" + folded(p.club) + "|" + rank, i);
        if (!fresh && !reported)
            found.push_back({it->second, i,
                             Problem{QT_TRANSLATE_NOOP("tengen", "same name, club and rank"), {}},
                             false});
    }
    return found;
}

} // namespace tengen
