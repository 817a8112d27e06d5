#include "standings.h"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/strong_components.hpp>
#include <functional>
#include <map>

namespace tengen::pairing {

namespace {

// Net result of a against b over their games up to `afterRound`: > 0 a did better.
int netResult(const Scoreboard& s, int a, int b, int afterRound) {
    const Field& f = s.field();
    int net = 0;
    for (int r = 1; r <= afterRound; ++r) {
        const Game* g = s.gameOf(a, r);
        if (g && f.indexOf(g->opponentOf(f.entrants[a].id)) == b)
            net += g->halfPointsOf(f.entrants[a].id) - g->halfPointsOf(f.entrants[b].id);
    }
    return net;
}

// Direct confrontation inside a tie, as OpenGotha documents and does it (its help, "DC"):
// look only at the games between players of the tie; merge each cycle of victories into one
// node that shares all its members' victories and defeats against the others; then, again and
// again, of the players who beat nobody still unranked, take those lowest on the criteria after
// DC (`later`: their values, higher is better) and rank them last, together when equal. Returns
// the value OpenGotha stores (higher is better): 0 for the last rank, up to the number of ranks.
// A player beat another when their games' net result is a win (OpenGotha's code counts only a
// net of exactly one game; two wins over the same player count here too).
std::vector<int> directConfrontation(const Scoreboard& s, const std::vector<int>& tie,
                                     int afterRound, const std::vector<std::vector<int>>& later) {
    const int n = static_cast<int>(tie.size());
    const Field& f = s.field();
    // Who beat whom inside the tie, from each player's own games (a tie can be most of a big
    // field in round 1: nothing here is cubic).
    std::map<int, int> place; // entrant -> position in the tie
    for (int i = 0; i < n; ++i)
        place[tie[i]] = i;
    std::vector<std::vector<int>> beaten(n);
    for (int i = 0; i < n; ++i) {
        std::map<int, int> net;
        for (int r = 1; r <= afterRound; ++r) {
            const Game* g = s.gameOf(tie[i], r);
            if (!g)
                continue;
            const PlayerId me = f.entrants[tie[i]].id;
            const auto o = place.find(f.indexOf(g->opponentOf(me)));
            if (o != place.end())
                net[o->second] += g->halfPointsOf(me) - g->halfPointsOf(g->opponentOf(me));
        }
        for (const auto& [j, v] : net)
            if (v > 0)
                beaten[i].push_back(j);
    }
    // Cycles of victories: the strongly connected components of the "beat" graph.
    boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS> graph(n);
    for (int i = 0; i < n; ++i)
        for (int j : beaten[i])
            boost::add_edge(i, j, graph);
    std::vector<int> comp(n);
    const int comps = boost::strong_components(
        graph,
        boost::make_iterator_property_map(comp.begin(), boost::get(boost::vertex_index, graph)));
    // Each member of a cycle shares its mates' victories and defeats against the rest: a
    // player beat another when their cycles (a lone player is a cycle of one) did.
    std::vector<std::vector<int>> compBeats(comps);
    for (int i = 0; i < n; ++i)
        for (int j : beaten[i])
            if (comp[i] != comp[j])
                compBeats[comp[i]].push_back(comp[j]);
    for (auto& b : compBeats) {
        std::sort(b.begin(), b.end());
        b.erase(std::unique(b.begin(), b.end()), b.end());
    }
    std::vector<int> unrankedIn(comps, 0);
    for (int i = 0; i < n; ++i)
        ++unrankedIn[comp[i]];
    std::vector<int> rank(n, 0);
    std::vector<bool> ranked(n, false);
    int left = n;
    while (left > 0) {
        std::vector<int> candidates;
        for (int i = 0; i < n; ++i) {
            if (ranked[i])
                continue;
            const auto& b = compBeats[comp[i]];
            if (std::any_of(b.begin(), b.end(), [&](int c) { return unrankedIn[c] > 0; }))
                continue; // beat someone still unranked
            if (!candidates.empty() && later[i] > later[candidates.front()])
                continue;
            if (!candidates.empty() && later[i] < later[candidates.front()])
                candidates.clear();
            candidates.push_back(i);
        }
        if (candidates.empty()) // cannot happen once cycles are merged; never loop forever
            for (int i = 0; i < n; ++i)
                if (!ranked[i])
                    candidates.push_back(i);
        const int at = 1 + left - static_cast<int>(candidates.size());
        for (int c : candidates) {
            rank[c] = at;
            ranked[c] = true;
            --unrankedIn[comp[c]];
        }
        left -= static_cast<int>(candidates.size());
    }
    const int worst = *std::max_element(rank.begin(), rank.end());
    std::vector<int> value(n);
    for (int i = 0; i < n; ++i)
        value[i] = worst - rank[i];
    return value;
}

// Simplified direct confrontation, as OpenGotha: only when every two players of the tie have a
// decided net result between them (they met, and not one win each); then the number of the
// tie's players each beat. Otherwise 0 for all.
std::vector<int> simplifiedDirectConfrontation(const Scoreboard& s, const std::vector<int>& tie,
                                               int afterRound) {
    const int n = static_cast<int>(tie.size());
    std::vector<int> value(n, 0);
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (netResult(s, tie[i], tie[j], afterRound) == 0)
                return value;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (i != j && netResult(s, tie[i], tie[j], afterRound) > 0)
                ++value[i];
    return value;
}

} // namespace

std::vector<StandingRow> standings(const Field& field, int afterRound,
                                   const std::vector<Criterion>& criteria) {
    return standings(Scoreboard(field, afterRound), afterRound, criteria);
}

std::vector<StandingRow> standings(const Scoreboard& scores, int afterRound,
                                   const std::vector<Criterion>& criteria) {
    const Field& field = scores.field();
    // Finally registered players, and anyone who plays or has a bye in any round the field
    // holds, later ones included: as OpenGotha lists them, so that the standings after round 2
    // of a finished event name the same players in both programs (a player who withdrew after
    // round 2 keeps the games everyone else's tie-breakers count; one who came in round 3 is
    // listed with nothing yet).
    std::vector<bool> took(field.entrants.size(), false);
    for (int i = 0; i < static_cast<int>(field.entrants.size()); ++i)
        took[i] = field.entrants[i].finalRegistration;
    for (const Game& g : field.games)
        for (PlayerId id : {g.white, g.black})
            if (const int i = field.indexOf(id); i >= 0)
                took[i] = true;
    for (const Bye& b : field.byes)
        if (const int i = field.indexOf(b.player); i >= 0)
            took[i] = true;
    std::vector<int> players;
    for (int i = 0; i < static_cast<int>(field.entrants.size()); ++i)
        if (took[i])
            players.push_back(i);
    const int c = static_cast<int>(criteria.size());
    std::map<int, std::vector<int>> values; // entrant -> values
    for (int i : players)
        for (Criterion cr : criteria)
            values[i].push_back(scores.value(cr, i, afterRound));
    // Players equal on every criterion are listed by their Latin names (pinyin for a Chinese
    // name), else as written; the pairing's own tie-breaks use the names as the file holds them.
    auto byName = [&](int a, int b) {
        const Entrant &ea = field.entrants[a], &eb = field.entrants[b];
        const std::string& fa = ea.latinFamily.empty() ? ea.family : ea.latinFamily;
        const std::string& fb = eb.latinFamily.empty() ? eb.family : eb.latinFamily;
        if (fa != fb)
            return fa < fb;
        const std::string& ga = ea.latinGiven.empty() ? ea.given : ea.latinGiven;
        const std::string& gb = eb.latinGiven.empty() ? eb.given : eb.latinGiven;
        if (ga != gb)
            return ga < gb;
        return ea.id < eb.id;
    };
    // Sort criterion by criterion; DC and SDC are filled in for each tie when reached.
    std::function<void(std::vector<int>&, int)> order = [&](std::vector<int>& group, int k) {
        if (k == c || group.size() < 2) {
            std::sort(group.begin(), group.end(), byName);
            return;
        }
        if (criteria[k] == Criterion::Dc || criteria[k] == Criterion::Sdc) {
            std::vector<std::vector<int>> later;
            for (int i : group)
                later.emplace_back(values[i].begin() + k + 1, values[i].end());
            const std::vector<int> v =
                criteria[k] == Criterion::Dc
                    ? directConfrontation(scores, group, afterRound, later)
                    : simplifiedDirectConfrontation(scores, group, afterRound);
            for (std::size_t i = 0; i < group.size(); ++i)
                values[group[i]][k] = v[i];
        }
        std::stable_sort(group.begin(), group.end(),
                         [&](int a, int b) { return values[a][k] > values[b][k]; });
        std::vector<int> result;
        for (std::size_t i = 0; i < group.size();) {
            std::size_t j = i;
            std::vector<int> tie;
            while (j < group.size() && values[group[j]][k] == values[group[i]][k])
                tie.push_back(group[j++]);
            order(tie, k + 1);
            result.insert(result.end(), tie.begin(), tie.end());
            i = j;
        }
        group = result;
    };
    order(players, 0);
    std::vector<StandingRow> rows;
    for (std::size_t i = 0; i < players.size(); ++i) {
        StandingRow row;
        row.id = field.entrants[players[i]].id;
        row.values = values[players[i]];
        row.place = static_cast<int>(i) + 1;
        if (i > 0 && values[players[i]] == rows.back().values) {
            row.place = rows.back().place;
            row.shared = rows.back().shared = true;
        }
        rows.push_back(row);
    }
    return rows;
}

} // namespace tengen::pairing
