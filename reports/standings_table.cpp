#include "standings_table.h"

#include "pairing/scoreboard.h"
#include "tournament/points_text.h"

#include <algorithm>
#include <map>

namespace tengen::reports {

std::string formatValue(int value, int scale) {
    return pointsText(value, scale);
}

namespace {
char resultSymbol(int halfPoints) {
    return halfPoints >= 2 ? '+' : halfPoints == 1 ? '=' : '-';
}
} // namespace

StandingsTable buildStandings(const pairing::Field& field, int afterRound,
                              const std::vector<Criterion>& criteria, const PlayerNames& names) {
    StandingsTable table;
    table.afterRound = afterRound;
    table.rounds = field.rounds;
    table.criteria = criteria;
    table.categories = static_cast<int>(field.settings.categoryLimits.size()) + 1;
    const pairing::Scoreboard scores(field, field.rounds);
    const auto rows = pairing::standings(field, afterRound, criteria);
    // Keep who took part in a round up to `afterRound` (buildStandings' rule, in the header).
    std::vector<bool> underway(static_cast<std::size_t>(field.rounds) + 2, true);
    for (const Game& g : field.games)
        if (g.result != GameResult::Unknown && g.round >= 1 && g.round <= field.rounds)
            underway[static_cast<std::size_t>(g.round)] = false;
    using Status = pairing::Scoreboard::Status;
    std::vector<pairing::StandingRow> kept;
    for (const pairing::StandingRow& r : rows) {
        const int i = field.indexOf(r.id);
        bool took = false;
        for (int round = 1; round <= std::max(afterRound, 1) && round <= field.rounds && !took;
             ++round) {
            const Status status = scores.status(i, round);
            took = status == Status::Paired || status == Status::Bye ||
                   (status == Status::NotAssigned && underway[static_cast<std::size_t>(round)]);
        }
        if (took)
            kept.push_back(r);
    }
    // Places again over the players kept, so the numbering has no gaps.
    for (std::size_t k = 0; k < kept.size(); ++k) {
        const bool tied = k > 0 && kept[k].values == kept[k - 1].values;
        kept[k].place = tied ? kept[k - 1].place : static_cast<int>(k) + 1;
        kept[k].shared = tied || (k + 1 < kept.size() && kept[k + 1].values == kept[k].values);
    }
    std::map<PlayerId, int> line; // 1-based line in the table
    for (std::size_t k = 0; k < kept.size(); ++k)
        line[kept[k].id] = static_cast<int>(k) + 1;
    const PairingSettings& s = field.settings;
    const bool mcMahon = s.isMcMahon();
    for (std::size_t k = 0; k < kept.size(); ++k) {
        const pairing::StandingRow& r = kept[k];
        const int i = field.indexOf(r.id);
        const pairing::Entrant& e = field.entrants[i];
        StandingsRow row;
        row.place = r.place;
        row.shared = r.shared;
        row.line = static_cast<int>(k) + 1;
        row.category = pairing::categoryOf(e.rank, s.categoryLimits);
        row.id = r.id;
        row.name = names.display ? names.display(r.id) : e.family + " " + e.given;
        row.latinFamily = e.latinFamily.empty() ? e.family : e.latinFamily;
        row.latinGiven = e.latinGiven.empty() ? e.given : e.latinGiven;
        row.latinName = names.latin ? names.latin(r.id) : row.latinFamily + " " + row.latinGiven;
        row.rank = Rank::amateur(e.rank).toString();
        row.country = e.country;
        row.club = e.club;
        for (std::size_t c = 0; c < criteria.size(); ++c)
            // A category is ranked by its negated index; it shows as its number, 1 the strongest.
            row.values.push_back(criteria[c] == Criterion::Category
                                     ? std::to_string(1 - r.values[c])
                                     : formatValue(r.values[c], criterionScale(criteria[c])));
        for (int round = 1; round <= field.rounds; ++round) {
            if (round > afterRound) {
                row.rounds.push_back("0-");
                continue;
            }
            if (const Game* g = scores.gameOf(i, round)) {
                const PlayerId opponent = g->opponentOf(r.id);
                const int opponentLine = line.count(opponent) ? line[opponent] : 0;
                std::string entry = std::to_string(opponentLine);
                entry +=
                    g->result == GameResult::Unknown ? '?' : resultSymbol(g->halfPointsOf(r.id));
                entry += g->byForfeit ? '!' : '/';
                entry += !g->knownColour ? '?' : (g->white == r.id ? 'w' : 'b');
                entry += std::to_string(g->handicap);
                row.rounds.push_back(entry);
                continue;
            }
            const auto status = scores.status(i, round);
            int points = 0;
            if (status == pairing::Scoreboard::Status::Bye)
                points = mcMahon ? s.mmsBye : s.nbwBye;
            else if (status == pairing::Scoreboard::Status::Absent)
                points = mcMahon ? s.mmsAbsent : s.nbwAbsent;
            row.rounds.push_back(std::string("0") + resultSymbol(points));
        }
        table.rows.push_back(row);
    }
    return table;
}

void reorderRows(StandingsTable& table, const std::vector<PlayerId>& ids) {
    std::map<PlayerId, std::size_t> wanted;
    for (std::size_t k = 0; k < ids.size(); ++k)
        wanted.emplace(ids[k], k);
    std::stable_sort(table.rows.begin(), table.rows.end(),
                     [&](const StandingsRow& a, const StandingsRow& b) {
                         const auto x = wanted.find(a.id), y = wanted.find(b.id);
                         const std::size_t ka = x == wanted.end() ? ids.size() : x->second;
                         const std::size_t kb = y == wanted.end() ? ids.size() : y->second;
                         return ka < kb;
                     });
    std::map<int, int> newLine; // old line -> new
    for (std::size_t k = 0; k < table.rows.size(); ++k) {
        newLine[table.rows[k].line] = static_cast<int>(k) + 1;
        table.rows[k].line = static_cast<int>(k) + 1;
    }
    for (StandingsRow& row : table.rows)
        for (std::string& entry : row.rounds) {
            std::size_t digits = 0;
            while (digits < entry.size() && entry[digits] >= '0' && entry[digits] <= '9')
                ++digits;
            if (digits == 0)
                continue;
            const int old = std::stoi(entry.substr(0, digits));
            if (const auto n = newLine.find(old); old > 0 && n != newLine.end())
                entry = std::to_string(n->second) + entry.substr(digits);
        }
}

void numberWithinCategories(StandingsTable& table) {
    if (table.categories < 2 || table.criteria.empty() ||
        table.criteria.front() != Criterion::Category)
        return;
    table.placesInCategory = true;
    // CAT first: a category's rows are consecutive and no tie crosses categories, so a row
    // tied with the one above keeps that row's place and `shared` stays as it was.
    std::size_t first = 0; // the first row of the current category
    int previousOverall = 0;
    for (std::size_t k = 0; k < table.rows.size(); ++k) {
        StandingsRow& row = table.rows[k];
        const int overall = row.place;
        if (k == 0 || row.category != table.rows[k - 1].category)
            first = k;
        const bool tied = k > first && overall == previousOverall;
        row.place = tied ? table.rows[k - 1].place : static_cast<int>(k - first) + 1;
        previousOverall = overall;
    }
}

} // namespace tengen::reports
