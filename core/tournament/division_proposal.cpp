#include "division_proposal.h"

#include "rank.h"

#include <algorithm>
#include <map>

namespace tengen {

namespace {

// A group before merging: the keys it spans (grades on the amateur scale, or birth years) and
// its players.
struct Group {
    int low = 0, high = 0; // grade: weakest .. strongest scale value; age: first .. last year
    std::string category;
    std::vector<PlayerId> players;
};

std::string gradeNative(int scale) {
    return Rank::amateur(scale).toChinese();
}
std::string gradeLatin(int scale) {
    return Rank::amateur(scale).toString();
}

ProposedDivision named(const Group& g, DivideBy by) {
    ProposedDivision d;
    d.players = g.players;
    switch (by) {
    case DivideBy::Grade:
        if (g.low == g.high) {
            d.nameNative = gradeNative(g.low);
            d.nameLatin = gradeLatin(g.low);
        } else {
            d.nameNative = gradeNative(g.low) + "–" + gradeNative(g.high);
            d.nameLatin = gradeLatin(g.low) + "-" + gradeLatin(g.high);
        }
        break;
    case DivideBy::Age:
        if (g.low == g.high) {
            d.nameNative = std::to_string(g.low) + "年";
            d.nameLatin = "born " + std::to_string(g.low);
        } else {
            d.nameNative = std::to_string(g.low) + "–" + std::to_string(g.high) + "年";
            d.nameLatin = "born " + std::to_string(g.low) + "-" + std::to_string(g.high);
        }
        break;
    case DivideBy::Category:
        d.nameNative = g.category;
        d.nameLatin = g.category;
        break;
    }
    return d;
}

// The smallest group under `minimum` joins its smaller neighbour, until none is left.
void mergeSmall(std::vector<Group>& groups, int minimum) {
    while (groups.size() > 1) {
        std::size_t smallest = groups.size();
        for (std::size_t i = 0; i < groups.size(); ++i)
            if (static_cast<int>(groups[i].players.size()) < minimum &&
                (smallest == groups.size() ||
                 groups[i].players.size() < groups[smallest].players.size()))
                smallest = i;
        if (smallest == groups.size())
            return;
        std::size_t into;
        if (smallest == 0)
            into = 1;
        else if (smallest + 1 == groups.size())
            into = smallest - 1;
        else
            into = groups[smallest + 1].players.size() < groups[smallest - 1].players.size()
                       ? smallest + 1
                       : smallest - 1;
        Group& a = groups[std::min(into, smallest)];
        const Group& b = groups[std::max(into, smallest)];
        a.players.insert(a.players.end(), b.players.begin(), b.players.end());
        a.low = std::min(a.low, b.low);
        a.high = std::max(a.high, b.high);
        if (!b.category.empty())
            a.category += "+" + b.category;
        groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(std::max(into, smallest)));
    }
}

} // namespace

std::optional<DivideBy> tryParseDivideBy(std::string_view id) {
    if (id == "grade")
        return DivideBy::Grade;
    if (id == "age")
        return DivideBy::Age;
    if (id == "category")
        return DivideBy::Category;
    return std::nullopt;
}

std::vector<ProposedDivision> proposeDivisions(const std::vector<Player>& players, DivideBy by,
                                               int band, int minimum) {
    band = std::max(1, band);
    minimum = std::max(1, minimum);
    // Keyed so that the map's order is the groups' order: grades strongest first (the key is
    // minus the band's strongest value), years oldest first, categories by name.
    std::map<std::pair<int, std::string>, Group> keyed;
    Group unknown;
    std::optional<int> oldest;
    for (const Player& p : players)
        if (by == DivideBy::Age && p.birthDate)
            oldest = std::min(oldest.value_or(p.birthDate->year()),
                              static_cast<int>(p.birthDate->year()));
    for (const Player& p : players) {
        Group g;
        std::pair<int, std::string> key;
        if (by == DivideBy::Grade) {
            const std::optional<Rank> r = p.claimedRank();
            if (!r) {
                unknown.players.push_back(p.id);
                continue;
            }
            const int scale = r->amateurScale();
            // kyu k (scale -k) in bands 1..band, band+1..2band …; dan d (scale d-1) alike.
            if (scale < 0) {
                const int first = (-scale - 1) / band * band + 1; // the band's strongest kyu
                g.high = -first;
                g.low = std::max(Rank::kWeakest, -(first + band - 1));
            } else {
                const int first = scale / band * band; // the band's weakest dan - 1
                g.low = first;
                g.high = std::min(Rank::kStrongest, first + band - 1);
            }
            key = {-g.high, {}};
        } else if (by == DivideBy::Age) {
            if (!p.birthDate) {
                unknown.players.push_back(p.id);
                continue;
            }
            const int year = p.birthDate->year();
            g.low = *oldest + (year - *oldest) / band * band;
            g.high = g.low + band - 1;
            key = {g.low, {}};
        } else {
            if (p.category.empty()) {
                unknown.players.push_back(p.id);
                continue;
            }
            g.category = p.category;
            key = {0, p.category};
        }
        auto [it, made] = keyed.try_emplace(key, g);
        it->second.players.push_back(p.id);
    }
    std::vector<Group> groups;
    for (auto& [key, g] : keyed)
        groups.push_back(std::move(g));
    mergeSmall(groups, minimum);
    std::vector<ProposedDivision> out;
    for (const Group& g : groups)
        out.push_back(named(g, by));
    if (!unknown.players.empty()) {
        ProposedDivision d;
        d.players = unknown.players;
        switch (by) {
        case DivideBy::Grade:
            d.nameNative = "未定级";
            d.nameLatin = "No grade";
            break;
        case DivideBy::Age:
            d.nameNative = "出生年份不详";
            d.nameLatin = "Birth year not given";
            break;
        case DivideBy::Category:
            d.nameNative = "未分组";
            d.nameLatin = "No category";
            break;
        }
        out.push_back(std::move(d));
    }
    return out;
}

} // namespace tengen
