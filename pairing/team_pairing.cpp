#include "team_pairing.h"

#include "matching.h"
#include "round_robin.h"

#include <algorithm>
#include <set>

namespace tengen::pairing {

std::map<TeamId, int> boardOneBalance(const TeamHistory& history, int before) {
    std::map<TeamId, int> balance;
    for (const TeamRound& r : history.rounds)
        if (r.round < before)
            for (const TeamMatch& m : r.matches) {
                balance[m.home] += m.homeWhiteOnBoard1 ? 1 : -1;
                balance[m.away] += m.homeWhiteOnBoard1 ? -1 : 1;
            }
    return balance;
}

namespace {

// +1 white, −1 black on board 1 in the team's latest match before `before`, 0 without one.
int lastBoardOneColour(const TeamHistory& history, int before, TeamId team) {
    int latestRound = 0, colour = 0;
    for (const TeamRound& r : history.rounds)
        if (r.round < before && r.round > latestRound)
            for (const TeamMatch& m : r.matches)
                if (m.home == team || m.away == team) {
                    latestRound = r.round;
                    colour = (m.home == team) == m.homeWhiteOnBoard1 ? 1 : -1;
                }
    return colour;
}

} // namespace

bool homeWhiteOnBoardOne(const TeamHistory& history, int round, TeamId home, TeamId away,
                         int matchNumber) {
    const auto balance = boardOneBalance(history, round);
    const auto of = [&](TeamId t) {
        const auto b = balance.find(t);
        return b == balance.end() ? 0 : b->second;
    };
    if (of(home) != of(away))
        return of(home) < of(away);
    if (const int last = lastBoardOneColour(history, round, home); last != 0)
        return last < 0;
    if (const int last = lastBoardOneColour(history, round, away); last != 0)
        return last > 0;
    return matchNumber % 2 == 1;
}

namespace {

// The weights: every pairing without a rematch or second bye outweighs every pairing with one
// (kBase per such pair), then the quality of the pairs (kQuality minus their cost).
constexpr std::int64_t kBase = 1'000'000'000'000'000;
constexpr std::int64_t kQuality = 1'000'000'000'000;
constexpr std::int64_t kScoreStep = 1'000'000; // per squared half point of match points
constexpr std::int64_t kColourClash = 1'000;   // per match of the smaller imbalance
constexpr std::int64_t kFold = 100;            // top half of a score group against bottom half

struct SwissField {
    std::vector<TeamId> order; // by placement: match points, board points, seed
    std::vector<long long> match;
    std::vector<int> group, inGroup, groupSize, balance;
    std::vector<bool> hadBye;
    std::vector<std::vector<bool>> met;
    std::vector<std::vector<bool>> sameClub; // with TeamRules::avoidSameClub
};

SwissField swissField(const TeamHistory& history, int round, const std::vector<TeamId>& teams,
                      const std::map<TeamId, long long>& start) {
    auto scores = teamScores(history, round - 1);
    for (const auto& [team, halves] : start)
        scores[team].matchHalves += halves; // McMahon: the start counts as match points won
    SwissField f;
    f.order = teams;
    const auto score = [&](TeamId t) {
        const auto s = scores.find(t);
        return s == scores.end() ? TeamScore{} : s->second;
    };
    std::stable_sort(f.order.begin(), f.order.end(), [&](TeamId a, TeamId b) {
        const TeamScore sa = score(a), sb = score(b);
        if (sa.matchHalves != sb.matchHalves)
            return sa.matchHalves > sb.matchHalves;
        return sa.boardHalves > sb.boardHalves;
    });
    const std::size_t n = f.order.size();
    std::map<TeamId, std::size_t> index;
    for (std::size_t i = 0; i < n; ++i)
        index[f.order[i]] = i;
    const auto balance = boardOneBalance(history, round);
    f.match.resize(n);
    f.group.resize(n);
    f.inGroup.resize(n);
    f.balance.resize(n);
    f.hadBye.assign(n, false);
    f.met.assign(n, std::vector<bool>(n, false));
    f.sameClub.assign(n, std::vector<bool>(n, false));
    if (history.rules.avoidSameClub) {
        std::vector<std::string> club(n);
        for (std::size_t i = 0; i < n; ++i)
            if (const Team* t = teamIn(history.teams, f.order[i]))
                club[i] = t->club;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j)
                f.sameClub[i][j] = i != j && !club[i].empty() && club[i] == club[j];
    }
    for (std::size_t i = 0; i < n; ++i) {
        f.match[i] = score(f.order[i]).matchHalves;
        const bool sameGroup = i > 0 && f.match[i] == f.match[i - 1];
        f.group[i] = i == 0 ? 0 : f.group[i - 1] + (sameGroup ? 0 : 1);
        f.inGroup[i] = sameGroup ? f.inGroup[i - 1] + 1 : 0;
        if (const auto b = balance.find(f.order[i]); b != balance.end())
            f.balance[i] = b->second;
    }
    f.groupSize.assign(n == 0 ? 0 : static_cast<std::size_t>(f.group[n - 1]) + 1, 0);
    for (std::size_t i = 0; i < n; ++i)
        ++f.groupSize[static_cast<std::size_t>(f.group[i])];
    for (const TeamRound& r : history.rounds) {
        if (r.round >= round)
            continue;
        if (r.bye)
            if (const auto i = index.find(*r.bye); i != index.end())
                f.hadBye[i->second] = true;
        for (const TeamMatch& m : r.matches) {
            const auto h = index.find(m.home), a = index.find(m.away);
            if (h != index.end() && a != index.end())
                f.met[h->second][a->second] = f.met[a->second][h->second] = true;
        }
    }
    return f;
}

TeamPairCost pairCost(const SwissField& f, int u, int v) {
    TeamPairCost c;
    const int n = static_cast<int>(f.order.size());
    if (v == n || u == n) { // the bye: the lowest placed team that has not had one
        const int t = u == n ? v : u;
        c.rematch = f.hadBye[static_cast<std::size_t>(t)];
        c.placement = static_cast<std::int64_t>(n - 1 - t) * kScoreStep;
        return c;
    }
    const auto a = static_cast<std::size_t>(u), b = static_cast<std::size_t>(v);
    const std::int64_t d = f.match[a] - f.match[b];
    c.scoreDifference = d * d * kScoreStep;
    if (f.group[a] == f.group[b]) {
        const int half = f.groupSize[static_cast<std::size_t>(f.group[a])] / 2;
        c.placement = std::abs(std::abs(f.inGroup[a] - f.inGroup[b]) - half) * kFold;
    } else {
        c.placement = std::abs(u - v); // a floater: the nearest teams of the next group
    }
    if ((f.balance[a] > 0 && f.balance[b] > 0) || (f.balance[a] < 0 && f.balance[b] < 0))
        c.colour = std::min(std::abs(f.balance[a]), std::abs(f.balance[b])) * kColourClash;
    c.rematch = f.met[a][b];
    c.sameClub = f.sameClub[a][b];
    return c;
}

std::int64_t pairWeight(const SwissField& f, int u, int v) {
    const TeamPairCost c = pairCost(f, u, v);
    return (c.rematch || c.sameClub ? 1 : kBase) + kQuality - c.total();
}

} // namespace

TeamRoundPairing pairTeamsSwiss(const TeamHistory& history, int round,
                                const std::vector<TeamId>& teams,
                                const std::map<TeamId, long long>& start) {
    TeamRoundPairing out;
    const SwissField f = swissField(history, round, teams, start);
    const int n = static_cast<int>(f.order.size());
    if (n < 2)
        return out;
    const int nodes = n % 2 == 0 ? n : n + 1; // node n: the bye
    std::vector<WeightedEdge> candidates;
    const auto weight = [&f](int u, int v) { return pairWeight(f, u, v); };
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < std::min(n, u + 12); ++v)
            candidates.push_back({u, v, weight(u, v)});
    if (nodes > n)
        for (int u = std::max(0, n - 24); u < n; ++u)
            candidates.push_back({u, n, weight(u, n)});
    const Matching m = sparseMaxWeightPerfectMatching(nodes, candidates, weight);
    std::vector<std::pair<int, int>> pairs;
    for (int u = 0; u < n; ++u) {
        const int v = m.mate[static_cast<std::size_t>(u)];
        if (v == n) {
            out.bye = f.order[static_cast<std::size_t>(u)];
            out.secondBye = f.hadBye[static_cast<std::size_t>(u)];
        } else if (u < v) {
            pairs.emplace_back(u, v);
        }
    }
    std::sort(pairs.begin(), pairs.end());
    for (const auto& [u, v] : pairs) {
        PairedTeams p;
        p.home = f.order[static_cast<std::size_t>(u)];
        p.away = f.order[static_cast<std::size_t>(v)];
        p.rematch = f.met[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)];
        p.homeWhiteOnBoard1 = homeWhiteOnBoardOne(history, round, p.home, p.away,
                                                  static_cast<int>(out.matches.size()) + 1);
        out.matches.push_back(p);
    }
    return out;
}

int teamRoundRobinRounds(int n, bool twice) {
    return n < 2 ? 0 : bergerRounds(n) * (twice ? 2 : 1);
}

TeamRoundPairing pairTeamsRoundRobin(const std::vector<TeamId>& teams, int round, bool twice) {
    TeamRoundPairing out;
    const int n = static_cast<int>(teams.size());
    if (round < 1 || round > teamRoundRobinRounds(n, twice))
        return out;
    std::set<int> playing;
    // The individual round robin's schedule (seats from 1; the second cycle swapped, the first
    // cycle's last two rounds exchanged so no team has one board-1 colour three times running).
    for (const auto& [white, black] : roundRobinRound(n, round, twice)) {
        PairedTeams p;
        p.home = teams[static_cast<std::size_t>(white - 1)];
        p.away = teams[static_cast<std::size_t>(black - 1)];
        p.homeWhiteOnBoard1 = true; // the table's first-named team has white on board 1
        out.matches.push_back(p);
        playing.insert(white - 1);
        playing.insert(black - 1);
    }
    for (int i = 0; i < n; ++i)
        if (!playing.contains(i))
            out.bye = teams[static_cast<std::size_t>(i)];
    return out;
}

TeamPairExplanation explainTeamPair(const TeamHistory& history, int round,
                                    const std::vector<TeamId>& teams,
                                    const std::map<TeamId, long long>& start, TeamId a, TeamId b,
                                    const std::vector<std::pair<TeamId, TeamId>>& paired) {
    TeamPairExplanation e;
    e.a = a;
    e.b = b;
    const SwissField f = swissField(history, round, teams, start);
    const auto scores = teamScores(history, round - 1);
    std::map<TeamId, int> index;
    for (std::size_t i = 0; i < f.order.size(); ++i)
        index[f.order[i]] = static_cast<int>(i);
    const auto facts = [&](TeamId t) {
        TeamFacts x;
        const auto i = index.find(t);
        if (i == index.end())
            return x;
        const auto k = static_cast<std::size_t>(i->second);
        x.matchHalves = f.match[k];
        if (const auto s = scores.find(t); s != scores.end())
            x.boardHalves = s->second.boardHalves;
        x.group = f.group[k];
        x.place = f.inGroup[k];
        x.groupSize = f.groupSize[static_cast<std::size_t>(f.group[k])];
        x.boardOneBalance = f.balance[k];
        x.hadBye = f.hadBye[k];
        return x;
    };
    e.factsA = facts(a);
    e.factsB = facts(b);
    for (const TeamRound& r : history.rounds)
        if (r.round < round)
            for (const TeamMatch& m : r.matches)
                if ((m.home == a && m.away == b) || (m.home == b && m.away == a))
                    e.metIn.push_back(r.round);
    std::sort(e.metIn.begin(), e.metIn.end());
    if (!index.contains(a) || !index.contains(b))
        return e;
    const auto cost = [&](TeamId x, TeamId y) { return pairCost(f, index.at(x), index.at(y)); };
    e.cost = cost(a, b);
    for (const auto& [home, away] : paired) {
        if (home == a || away == a)
            e.partnerOfA = home == a ? away : home;
        if (home == b || away == b)
            e.partnerOfB = home == b ? away : home;
    }
    if (!e.partnerOfA || !e.partnerOfB || *e.partnerOfA == b || !index.contains(*e.partnerOfA) ||
        !index.contains(*e.partnerOfB))
        return e;
    const TeamPairCost madeA = cost(a, *e.partnerOfA), madeB = cost(b, *e.partnerOfB);
    const TeamPairCost other = cost(*e.partnerOfA, *e.partnerOfB);
    const auto avoided = [](const TeamPairCost& c) { return c.rematch || c.sameClub ? 1 : 0; };
    const int rematchesMade = avoided(madeA) + avoided(madeB);
    const int rematchesSwap = avoided(e.cost) + avoided(other);
    // A rematch (or teams of one club) outweighs every other part: kBase in the comparison.
    e.swapGain = (rematchesMade - rematchesSwap) * kBase + madeA.total() + madeB.total() -
                 e.cost.total() - other.total();
    if (*e.swapGain < 0) {
        const std::pair<const char*, std::int64_t> parts[] = {
            {"rematch", static_cast<std::int64_t>(rematchesSwap - rematchesMade)},
            {"score_difference", e.cost.scoreDifference + other.scoreDifference -
                                     madeA.scoreDifference - madeB.scoreDifference},
            {"placement", e.cost.placement + other.placement - madeA.placement - madeB.placement},
            {"colour", e.cost.colour + other.colour - madeA.colour - madeB.colour}};
        if (parts[0].second > 0) {
            e.mainReason = parts[0].first;
        } else {
            const auto worst =
                std::max_element(std::begin(parts) + 1, std::end(parts),
                                 [](const auto& x, const auto& y) { return x.second < y.second; });
            e.mainReason = worst->first;
        }
    }
    return e;
}

} // namespace tengen::pairing
