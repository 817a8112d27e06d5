#include "pair_round.h"

#include "matching.h"

#include <algorithm>
#include <map>

namespace tengen::pairing {

std::vector<PlayerId> pairablePlayers(const Field& field, int round) {
    std::vector<PlayerId> out;
    for (const Entrant& e : field.entrants) {
        if (!e.finalRegistration || !e.plays(round))
            continue;
        const bool busy =
            std::any_of(field.games.begin(), field.games.end(),
                        [&](const Game& g) { return g.round == round && g.involves(e.id); }) ||
            std::any_of(field.byes.begin(), field.byes.end(),
                        [&](const Bye& b) { return b.round == round && b.player == e.id; });
        if (!busy)
            out.push_back(e.id);
    }
    return out;
}

std::vector<int> nameOrder(const Field& field, const std::vector<int>& entrants) {
    std::vector<int> order = entrants;
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const Entrant &ea = field.entrants[a], &eb = field.entrants[b];
        const std::string na = ea.family + ea.given, nb = eb.family + eb.given;
        if (na != nb)
            return na < nb;
        return ea.id < eb.id;
    });
    return order;
}

// 3.52: the lowest rank + 2·MMS; 2024: McMahon 2·MMS, Swiss rank + 40·NBW; +1000 for each
// earlier bye. Ties go to the last in name order, as in OpenGotha.
std::optional<PlayerId> chooseBye(const RoundContext& context, const std::vector<int>& players) {
    if (players.size() % 2 == 0)
        return std::nullopt;
    const Field& field = context.scores().field();
    const PairingSettings& s = field.settings;
    const int k = context.round() - 1;
    std::optional<PlayerId> chosen;
    long best = 0;
    // The last of the lowest weight, in the order OpenGotha goes through them: 3.52 its list of
    // players to pair (the standings after the last round); else by name.
    std::vector<int> order = nameOrder(field, players);
    if (s.compat == PairingCompat::OpenGotha352)
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return context.listPlace(a) < context.listPlace(b); });
    for (int i : order) {
        const Entrant& e = field.entrants[i];
        long weight = 0;
        const int mmsX2 = context.scores().value(Criterion::Mms, i, k);
        const int nbwX2 = context.scores().value(Criterion::Nbw, i, k);
        if (s.compat == PairingCompat::OpenGotha352)
            weight = e.rank + mmsX2;
        else if (s.isMcMahon())
            weight = mmsX2 / 2 * 2;
        else
            weight = e.rank + 40 * nbwX2 / 2;
        for (const Bye& b : field.byes)
            if (b.player == e.id && b.round < context.round())
                weight += 1000;
        if (!chosen || weight <= best) {
            best = weight;
            chosen = e.id;
        }
    }
    return chosen;
}

namespace {

// Edges worth offering the sparse solver: each player's best partners by exact score among
// its own score group and the two next to it (where draw-ups and draw-downs go), plus its
// neighbours in score order. The proof adds whatever this misses.
std::vector<WeightedEdge> candidateEdges(const RoundContext& context,
                                         const std::vector<int>& entrants,
                                         const std::function<std::int64_t(int, int)>& weight) {
    const int n = static_cast<int>(entrants.size());
    const int groups = context.numberOfGroups();
    std::vector<std::vector<int>> members(groups);
    for (int u = 0; u < n; ++u)
        members[context.group(entrants[u])].push_back(u);
    constexpr int kBest = 12;
    std::vector<WeightedEdge> edges;
    std::vector<std::pair<std::int64_t, int>> scored;
    for (int u = 0; u < n; ++u) {
        const int g = context.group(entrants[u]);
        scored.clear();
        for (int h = std::max(0, g - 1); h <= std::min(groups - 1, g + 1); ++h)
            for (int v : members[h])
                if (v != u)
                    scored.emplace_back(-weight(std::min(u, v), std::max(u, v)), v);
        if (scored.size() > kBest) {
            std::nth_element(scored.begin(), scored.begin() + kBest, scored.end());
            scored.resize(kBest);
        }
        for (const auto& [negative, v] : scored)
            edges.push_back({std::min(u, v), std::max(u, v), -negative});
    }
    // Neighbours in score order keep sparse groups connected.
    std::vector<int> order(n);
    for (int i = 0; i < n; ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const int ea = entrants[a], eb = entrants[b];
        if (context.group(ea) != context.group(eb))
            return context.group(ea) < context.group(eb);
        return context.placeInGroup(ea) < context.placeInGroup(eb);
    });
    for (int p = 0; p + 1 < n; ++p)
        for (int d = 1; d <= 3 && p + d < n; ++d) {
            const int u = std::min(order[p], order[p + d]), v = std::max(order[p], order[p + d]);
            edges.push_back({u, v, weight(u, v)});
        }
    std::sort(edges.begin(), edges.end(), [](const WeightedEdge& a, const WeightedEdge& b) {
        return a.u != b.u ? a.u < b.u : a.v < b.v;
    });
    edges.erase(std::unique(edges.begin(), edges.end(),
                            [](const WeightedEdge& a, const WeightedEdge& b) {
                                return a.u == b.u && a.v == b.v;
                            }),
                edges.end());
    return edges;
}

// The optimality proof by groups: a vertex whose potential plus the lowest potential of a group
// already covers the best score any pair across those groups can have needs no pricing there.
Pricer groupPricer(const RoundContext& context, const std::vector<int>& entrants,
                   const std::function<std::int64_t(int, int)>& weight) {
    return [&context, &entrants,
            &weight](const Matching& m, const std::function<void(int, int, std::int64_t)>& report) {
        const int n = static_cast<int>(entrants.size());
        const int groups = context.numberOfGroups();
        std::vector<std::vector<int>> members(groups);
        for (int u = 0; u < n; ++u)
            members[context.group(entrants[u])].push_back(u);
        std::vector<std::int64_t> lowest(groups, 0);
        for (int g = 0; g < groups; ++g)
            for (std::size_t k = 0; k < members[g].size(); ++k)
                lowest[g] = k == 0 ? m.potential[members[g][k]]
                                   : std::min(lowest[g], m.potential[members[g][k]]);
        std::vector<bool> anyAbove(groups, false);
        for (int u = 0; u < n; ++u)
            if (context.aboveSecondaryThresholds(entrants[u]))
                anyAbove[context.group(entrants[u])] = true;
        // bound[above][gap]
        std::vector<std::int64_t> bound[3];
        for (int above = 0; above < 3; ++above)
            for (int gap = 0; gap < groups; ++gap)
                bound[above].push_back(m.dualScale * context.scoreBound(gap, above));
        for (int u = 0; u < n; ++u) {
            const int gu = context.group(entrants[u]);
            const int uAbove = context.aboveSecondaryThresholds(entrants[u]) ? 1 : 0;
            for (int g = 0; g < groups; ++g) {
                if (members[g].empty() ||
                    m.potential[u] + lowest[g] >=
                        bound[uAbove + (anyAbove[g] ? 1 : 0)][std::abs(g - gu)])
                    continue;
                for (int v : members[g])
                    if (v > u)
                        report(u, v, reducedCost(m, u, v, weight(u, v)));
            }
        }
    };
}

constexpr int kDenseLimit = 400; // below this the whole graph is cheaper than the proof

// OpenGotha 3.52 pairs a pool of more than 600 players in parts: going down its list of
// players to pair by category, then by main score, it takes the best-placed players into a
// part until the part has at least 200 players and an even number at the end of a score level
// (or 600 players, or only 200 are left), pairs that part alone, and goes on with the rest
// until 600 or fewer are left; those are the last part. Pair scores stay those of the whole
// round. `pool` is in any order; each part comes back in the order it took its players
// (category, then score level, then the list), the order OpenGotha builds its costs in.
constexpr std::size_t kPartMin = 200, kPartMax = 3 * kPartMin;

std::vector<std::vector<int>> openGothaParts(const RoundContext& context, std::vector<int> pool) {
    const Field& field = context.scores().field();
    const PairingSettings& s = field.settings;
    std::stable_sort(pool.begin(), pool.end(),
                     [&](int a, int b) { return context.listPlace(a) < context.listPlace(b); });
    // The main score's range as OpenGotha bounds it: McMahon from the floor (less one) to the
    // bar (plus two) and a point a round; else 0 to the rounds played.
    const int played = context.round() - 1;
    const bool mms = s.mainCriterion() == Criterion::Mms;
    const int lowest = mms ? s.mmFloor - 1 - s.mmZero : 0;
    const int highest = mms ? s.mmBar + 2 + played - s.mmZero : played;
    const int categories = static_cast<int>(s.categoryLimits.size()) + 1;
    std::vector<std::vector<int>> parts;
    while (pool.size() > kPartMax) {
        std::vector<int> part;
        bool ready = false;
        for (int category = 0; category < categories && !ready; ++category)
            for (int level = highest; level >= lowest && !ready; --level) {
                for (auto it = pool.begin(); it != pool.end();) {
                    const int i = *it;
                    if (categoryOf(field.entrants[i].rank, s.categoryLimits) > category ||
                        context.mainScore(i) < level) {
                        ++it;
                        continue;
                    }
                    part.push_back(i);
                    it = pool.erase(it);
                    if (part.size() >= kPartMax || pool.size() <= kPartMin) {
                        ready = true;
                        break;
                    }
                }
                ready = ready || (part.size() >= kPartMin && part.size() % 2 == 0);
            }
        // Nobody within the score range (McMahon corrections below the floor): OpenGotha would
        // loop for ever; the rest is paired as one part.
        if (part.empty())
            break;
        parts.push_back(std::move(part));
    }
    parts.push_back(std::move(pool));
    return parts;
}

} // namespace

void numberTables(const RoundContext& context, std::vector<PairedGame>& games) {
    const Field& field = context.scores().field();
    const int k = context.round() - 1;
    const std::vector<Criterion>& criteria = field.settings.placement;
    // Strict order on players: placement criteria, rating, name, id.
    auto better = [&](int a, int b) {
        for (Criterion c : criteria) {
            const int va = context.scores().value(c, a, k), vb = context.scores().value(c, b, k);
            if (va != vb)
                return va > vb;
        }
        const Entrant &ea = field.entrants[a], &eb = field.entrants[b];
        if (ea.rating != eb.rating)
            return ea.rating > eb.rating;
        if (ea.family + ea.given != eb.family + eb.given)
            return ea.family + ea.given < eb.family + eb.given;
        return ea.id < eb.id;
    };
    auto bestOf = [&](const PairedGame& g) {
        const int w = field.indexOf(g.white), b = field.indexOf(g.black);
        return better(w, b) ? std::pair{w, b} : std::pair{b, w};
    };
    std::sort(games.begin(), games.end(), [&](const PairedGame& x, const PairedGame& y) {
        const auto [bx, ox] = bestOf(x);
        const auto [by, oy] = bestOf(y);
        if (bx != by)
            return better(bx, by);
        return better(ox, oy);
    });
    std::map<int, bool> reserved; // table -> used
    for (const auto& [player, table] : field.reservedTables)
        reserved[table] = false;
    for (PairedGame& g : games) {
        g.table = 0;
        for (const auto& [player, table] : field.reservedTables)
            if (g.white == player || g.black == player) {
                g.table = table;
                reserved[table] = true;
                break;
            }
    }
    int next = 1;
    for (PairedGame& g : games) {
        if (g.table != 0)
            continue;
        while (reserved.count(next))
            ++next;
        g.table = next++;
    }
    std::sort(games.begin(), games.end(),
              [](const PairedGame& a, const PairedGame& b) { return a.table < b.table; });
}

RoundPairing pairRound(const Field& field, int round,
                       std::optional<std::vector<PlayerId>> players) {
    RoundPairing result;
    result.round = round;
    std::vector<int> pool;
    for (PlayerId id : players ? *players : pairablePlayers(field, round))
        if (const int i = field.indexOf(id); i >= 0)
            pool.push_back(i);
    RoundContext context(field, round, pool);

    // Fixed pairs first: they take no part in the matching.
    auto makeGame = [&](int a, int b) {
        const Colours c = context.colours(a, b);
        PairedGame g{0,          field.entrants[c.white].id,  field.entrants[c.black].id,
                     c.handicap, context.score(a, b).total(), false};
        return g;
    };
    for (const auto& [p, q] : field.fixedPairs) {
        const int a = field.indexOf(p), b = field.indexOf(q);
        auto ia = std::find(pool.begin(), pool.end(), a);
        auto ib = std::find(pool.begin(), pool.end(), b);
        if (a < 0 || b < 0 || ia == pool.end() || ib == pool.end())
            continue;
        result.games.push_back(makeGame(a, b));
        pool.erase(std::find(pool.begin(), pool.end(), a));
        pool.erase(std::find(pool.begin(), pool.end(), b));
    }

    result.bye = chooseBye(context, pool);
    if (result.bye)
        std::erase(pool, field.indexOf(*result.bye));

    std::vector<std::pair<int, int>> forbidden;
    for (const auto& [p, q] : field.forbiddenPairs)
        forbidden.emplace_back(field.indexOf(p), field.indexOf(q));
    auto isForbidden = [&](int a, int b) {
        return std::any_of(forbidden.begin(), forbidden.end(), [&](const auto& f) {
            return (f.first == a && f.second == b) || (f.first == b && f.second == a);
        });
    };
    // Each part is matched alone (one part but in 3.52 mode with more than 600 players).
    auto pairPart = [&](const std::vector<int>& part) {
        const std::vector<int> entrants = nameOrder(field, part);
        const int n = static_cast<int>(entrants.size());
        // A forbidden pair keeps the smallest possible weight: chosen only when nothing else
        // works.
        const auto weight = [&](int u, int v) -> std::int64_t {
            const int a = entrants[u], b = entrants[v];
            if (!forbidden.empty() && isForbidden(a, b))
                return 1;
            return context.score(a, b).total();
        };
        Matching m;
        if (n > 0) {
            if (n <= kDenseLimit) {
                m = denseMaxWeightPerfectMatching(n, weight);
                result.solves += 1;
            } else {
                int solves = 0;
                m = sparseMaxWeightPerfectMatching(n, candidateEdges(context, entrants, weight),
                                                   weight, &solves,
                                                   groupPricer(context, entrants, weight));
                result.solves += solves;
            }
        }
        for (int u = 0; u < n; ++u) {
            const int v = m.mate.empty() ? -1 : m.mate[u];
            if (v <= u)
                continue;
            PairedGame g = makeGame(entrants[u], entrants[v]);
            g.forbidden = isForbidden(entrants[u], entrants[v]);
            result.games.push_back(g);
        }
    };
    if (field.settings.compat == PairingCompat::OpenGotha352 && pool.size() > kPartMax)
        for (const std::vector<int>& part : openGothaParts(context, pool)) {
            context.orderListAs(part);
            pairPart(part);
        }
    else
        pairPart(pool);
    for (const PairedGame& g : result.games)
        result.total += g.score;
    numberTables(context, result.games);
    return result;
}

} // namespace tengen::pairing
