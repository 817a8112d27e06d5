#include "standings.h"

#include <algorithm>
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

bool met(const Scoreboard& s, int a, int b, int afterRound) {
    const Field& f = s.field();
    for (int r = 1; r <= afterRound; ++r) {
        const Game* g = s.gameOf(a, r);
        if (g && f.indexOf(g->opponentOf(f.entrants[a].id)) == b)
            return true;
    }
    return false;
}

// Direct confrontation inside a tie: "a beat b" edges, made transitive; a player's value is
// minus the number of cycle classes that beat them, so whom nobody beats comes first and
// players in one cycle share. Returns 0, -1, -2 ... (higher is better).
std::vector<int> directConfrontation(const Scoreboard& s, const std::vector<int>& tie,
                                     int afterRound) {
    const int n = static_cast<int>(tie.size());
    std::vector<std::vector<bool>> beats(n, std::vector<bool>(n, false));
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (i != j && netResult(s, tie[i], tie[j], afterRound) > 0)
                beats[i][j] = true;
    // Transitive closure (ties are small).
    for (int k = 0; k < n; ++k)
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                if (beats[i][k] && beats[k][j])
                    beats[i][j] = true;
    // Level: the number of distinct cycle classes strictly above the player.
    std::vector<int> value(n, 0);
    for (int j = 0; j < n; ++j) {
        std::vector<int> above;
        for (int i = 0; i < n; ++i)
            if (beats[i][j] && !beats[j][i])
                above.push_back(i);
        int classes = 0;
        for (std::size_t a = 0; a < above.size(); ++a) {
            bool firstOfClass = true;
            for (std::size_t b = 0; b < a; ++b)
                if (beats[above[a]][above[b]] && beats[above[b]][above[a]])
                    firstOfClass = false;
            if (firstOfClass)
                ++classes;
        }
        value[j] = -classes;
    }
    return value;
}

// Simplified direct confrontation: wins against the rest of the tie, only if all of them met.
std::vector<int> simplifiedDirectConfrontation(const Scoreboard& s, const std::vector<int>& tie,
                                               int afterRound) {
    const int n = static_cast<int>(tie.size());
    std::vector<int> value(n, 0);
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (!met(s, tie[i], tie[j], afterRound))
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
    const Scoreboard scores(field, afterRound);
    // Finally registered players, and anyone who played or had a bye (a player who withdrew
    // after round 2 keeps the games everyone else's tie-breakers count).
    std::vector<int> players;
    for (int i = 0; i < static_cast<int>(field.entrants.size()); ++i) {
        bool took = field.entrants[i].finalRegistration;
        for (int r = 1; r <= afterRound && !took; ++r)
            took = scores.status(i, r) == Scoreboard::Status::Paired ||
                   scores.status(i, r) == Scoreboard::Status::Bye;
        if (took)
            players.push_back(i);
    }
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
            const std::vector<int> v =
                criteria[k] == Criterion::Dc
                    ? directConfrontation(scores, group, afterRound)
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
