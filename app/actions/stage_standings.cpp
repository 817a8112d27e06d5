// A stage's standings (its own rounds, its tie-breakers, the withdrawal rule) and the event's final
// places.
#include "stages.h"

#include "stage_detail.h"

#include "pairing/standings.h"
#include "pairing_field.h"

#include <algorithm>
#include <map>
#include <set>

namespace tengen {

using namespace stage_detail;

namespace {

// The stage's field: its players, its games and byes renumbered from its first round.
pairing::Field stageField(const store::RoundInputs& in, const Stage& s,
                          const std::vector<StageSeat>& seats, int throughRound) {
    pairing::Field f;
    f.settings = in.pairing;
    f.rounds = std::max(1, s.rounds);
    std::set<PlayerId> inStage;
    for (const StageSeat& seat : seats)
        inStage.insert(seat.player);
    const bool scheduledOrBracket = isScheduled(s.format) || s.format == StageFormat::Knockout;
    for (const Player& p : in.players)
        if (inStage.count(p.id)) {
            pairing::Entrant e = entrantFromPlayer(p);
            if (scheduledOrBracket) { // his games are stored (forfeits too): nothing else counts
                e.absentRounds.clear();
                e.withdrawn = false;
                e.finalRegistration = true;
            }
            f.entrants.push_back(e);
        }
    for (Game g : in.games)
        if (g.round >= s.firstRound && g.round <= throughRound && inStage.count(g.white) &&
            inStage.count(g.black)) {
            g.round -= s.firstRound - 1;
            f.games.push_back(g);
        }
    for (Bye b : in.byes)
        if (b.round >= s.firstRound && b.round <= throughRound && inStage.count(b.player)) {
            b.round -= s.firstRound - 1;
            f.byes.push_back(b);
        }
    f.reindex();
    return f;
}

// Rule "half": the players who withdrew having played (at the board) fewer than half of their
// scheduled games; their games count for nobody.
std::set<PlayerId> annulledPlayers(const store::RoundInputs& in, const Stage& s,
                                   const std::vector<StageSeat>& seats,
                                   const pairing::Field& field) {
    std::set<PlayerId> out;
    if (!isScheduled(s.format) || s.withdrawal != WithdrawalRule::Half)
        return out;
    std::map<int, int> groupSize;
    for (const StageSeat& seat : seats)
        ++groupSize[seat.group];
    for (const StageSeat& seat : seats) {
        const auto p = std::find_if(in.players.begin(), in.players.end(),
                                    [&](const Player& x) { return x.id == seat.player; });
        if (p == in.players.end() || !p->withdrawn)
            continue;
        const bool twice = s.format == StageFormat::DoubleRoundRobin || s.doubleRounds;
        const int scheduled = (groupSize[seat.group] - 1) * (twice ? 2 : 1);
        const int played = static_cast<int>(
            std::count_if(field.games.begin(), field.games.end(),
                          [&](const Game& g) { return g.involves(seat.player) && g.wasPlayed(); }));
        if (2 * played < scheduled)
            out.insert(seat.player);
    }
    return out;
}

int lastPlayed(const std::vector<Game>& games) {
    int last = 0;
    for (const Game& g : games)
        if (g.result != GameResult::Unknown)
            last = std::max(last, g.round);
    return last;
}

} // namespace

reports::StandingsTable stageStandings(const store::TournamentFile& file, int stageNo,
                                       int afterRound, bool grouped) {
    const store::RoundInputs in = file.roundInputs();
    const std::vector<Stage> stages = eventStages(in.settings, file.stages().all());
    const Stage& s = stageNumbered(stages, stageNo);
    std::vector<StageSeat> seats = file.stages().seats(stageNo);
    if (seats.empty() && s.number == 1 && !isScheduled(s.format) &&
        s.format != StageFormat::Knockout) { // a Swiss or McMahon stage: everyone
        for (const Player& p : in.players)
            seats.push_back({p.id, 0, 1});
    }
    const int through = afterRound > 0
                            ? std::min(afterRound, s.rounds > 0 ? s.lastRound() : afterRound)
                            : (s.rounds > 0 ? s.lastRound() : in.settings.rounds);
    // Whether a withdrawal annuls is a fact of the whole stage, whatever round is asked for.
    const int stageEnd = s.rounds > 0 ? s.lastRound() : in.settings.rounds;
    pairing::Field field = stageField(in, s, seats, stageEnd);
    const std::set<PlayerId> annulled = annulledPlayers(in, s, seats, field);
    if (through < stageEnd)
        field = stageField(in, s, seats, through);
    std::erase_if(field.games, [&](const Game& g) {
        return annulled.count(g.white) || annulled.count(g.black);
    });
    std::erase_if(field.entrants,
                  [&](const pairing::Entrant& e) { return annulled.count(e.id) > 0; });
    field.reindex();
    if (isScheduled(s.format)) {
        field.settings.nbwBye = field.settings.mmsBye = 0; // a rest round scores nothing
        field.settings.nbwAbsent = field.settings.mmsAbsent = 0;
    }
    const std::map<PlayerId, Player> players = playersById(file);
    reports::PlayerNames names;
    names.display = [players](PlayerId id) { return players.at(id).displayName(); };
    names.latin = [players](PlayerId id) { return players.at(id).latinName(); };
    const int stageAfter = afterRound > 0
                               ? std::max(0, std::min(afterRound, through) - s.firstRound + 1)
                               : std::max(0, lastPlayed(field.games));
    reports::StandingsTable table =
        reports::buildStandings(field, stageAfter, stageCriteria(file, s), names);
    if (s.format == StageFormat::Knockout) {
        // A knockout's places are the bracket's (#44): the champion, the runner-up, third and
        // fourth, then the rounds they went out in, shared — never a sum of scores.
        std::vector<PlayerId> order;
        std::map<PlayerId, std::pair<int, bool>> placeOf;
        int next = 1;
        for (const auto& tier : knockoutTiers(file, stageNo, afterRound > 0 ? through : 0)) {
            for (PlayerId p : tier) {
                order.push_back(p);
                placeOf[p] = {next, tier.size() > 1};
            }
            next += static_cast<int>(tier.size());
        }
        reports::reorderRows(table, order);
        for (StandingsRow& row : table.rows) {
            const auto p = placeOf.find(row.id);
            row.place = p != placeOf.end() ? p->second.first : next++;
            row.shared = p != placeOf.end() && p->second.second;
        }
    }
    if (s.format == StageFormat::Groups && grouped) {
        // Places within each group: the rows group by group, numbered down the table.
        std::map<PlayerId, int> groupOf;
        for (const StageSeat& seat : seats)
            groupOf[seat.player] = seat.group;
        std::vector<PlayerId> order;
        for (const StandingsRow& row : table.rows)
            order.push_back(row.id);
        std::stable_sort(order.begin(), order.end(),
                         [&](PlayerId a, PlayerId b) { return groupOf[a] < groupOf[b]; });
        reports::reorderRows(table, order);
        int group = -1, place = 0, seen = 0;
        std::vector<std::string> previous;
        for (StandingsRow& row : table.rows) {
            if (groupOf[row.id] != group) {
                group = groupOf[row.id];
                seen = 0;
                previous.clear();
            }
            ++seen;
            row.shared = !previous.empty() && row.values == previous && place > 0;
            if (!row.shared)
                place = seen;
            row.place = place;
            row.category = group;
            previous = row.values;
        }
        table.categories = s.groups;
        table.placesInCategory = true;
    }
    return table;
}

int stageOfStandings(const store::TournamentFile& file, int afterRound) {
    const std::vector<Stage> stages = eventStages(file);
    const Stage* s = stageOf(stages, std::max(1, afterRound));
    return s ? s->number : 1;
}

std::vector<FinalPlace> finalPlaces(const store::TournamentFile& file, int afterRound) {
    const std::vector<Stage> stages = eventStages(file);
    std::vector<FinalPlace> out;
    std::set<PlayerId> placed;
    int next = 1;
    for (auto s = stages.rbegin(); s != stages.rend(); ++s) {
        if (s->number > 1 && file.stages().seats(s->number).empty())
            continue; // not reached yet
        if (afterRound > 0 && s->number > 1 && s->firstRound > afterRound)
            continue; // not reached by then
        if (s->format == StageFormat::Knockout) {
            for (const auto& tier : knockoutTiers(file, s->number, afterRound)) {
                int added = 0;
                for (PlayerId p : tier)
                    if (placed.insert(p).second) {
                        out.push_back({p, next, tier.size() > 1, s->number});
                        ++added;
                    }
                next += added;
            }
            continue;
        }
        const reports::StandingsTable table = stageStandings(file, s->number, afterRound);
        std::vector<const StandingsRow*> rows;
        for (const StandingsRow& row : table.rows)
            rows.push_back(&row);
        if (s->format == StageFormat::Groups) {
            // By place in the group, then across the groups by the criteria (the order the
            // stage's players stand in before they are grouped).
            std::map<PlayerId, std::size_t> criteriaOrder;
            const reports::StandingsTable whole =
                stageStandings(file, s->number, afterRound, /*grouped=*/false);
            for (std::size_t k = 0; k < whole.rows.size(); ++k)
                criteriaOrder[whole.rows[k].id] = k;
            std::sort(rows.begin(), rows.end(), [&](const StandingsRow* a, const StandingsRow* b) {
                return a->place != b->place ? a->place < b->place
                                            : criteriaOrder[a->id] < criteriaOrder[b->id];
            });
        }
        int last = 0, lastPlace = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const StandingsRow& row = *rows[i];
            if (placed.count(row.id))
                continue;
            const bool tied = i > 0 && rows[i - 1]->place == row.place &&
                              rows[i - 1]->values == row.values && last > 0;
            const int place = tied ? lastPlace : next;
            if (tied && !out.empty())
                out.back().shared = true;
            out.push_back({row.id, place, tied, s->number});
            placed.insert(row.id);
            lastPlace = place;
            ++last;
            ++next;
        }
    }
    return out;
}

} // namespace tengen
