#include "awards.h"

#include <algorithm>

namespace tengen {

Awards computeAwards(const store::TournamentFile& file, std::optional<int> division) {
    Awards out;
    out.refusal = guarded([&] {
        const store::TournamentFile::ReadSnapshot snapshot(file);
        std::vector<Division> groups;
        for (const Division& d : file.divisions().all())
            if (!division || d.id == *division)
                groups.push_back(d);
        if (division && (groups.empty() || !groups.front().certifies))
            refuse(Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen", "division \"%1\" is not a certification group: "
                                            "give it the grades it certifies and an award table "
                                            "(division edit --certify)"),
                groups.empty() ? std::to_string(*division) : groups.front().name())));
        groups.erase(std::remove_if(groups.begin(), groups.end(),
                                    [](const Division& d) { return !d.certifies; }),
                     groups.end());
        if (groups.empty())
            refuse(Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen", "the event has no certification group (division "
                                            "edit --certify)"))));
        for (const Division& d : groups) {
            // The group's players and the games of its rounds (a player moved in after its
            // round 1 brings none of his old division's).
            std::vector<Game> games;
            std::vector<Player> players;
            {
                const store::InDivision in(file, d.id);
                games = file.rounds().games();
                players = file.players().all();
            }
            std::vector<AwardRow> rows;
            for (const Player& p : players) {
                AwardRow row;
                row.player = p;
                row.division = d;
                row.claimed = p.claimedRank();
                for (const Game& g : games) {
                    if (!g.involves(p.id) || g.result == GameResult::Unknown)
                        continue;
                    ++row.games;
                    const bool won = g.halfPointsOf(p.id) == 2;
                    if (won && (!g.byForfeit || d.awards->forfeitWinCounts))
                        ++row.wins;
                }
                if (row.claimed)
                    row.awarded = awardedGrade(*d.awards, *row.claimed, *d.certifies, row.wins);
                if (const AwardRule* rule = awardRule(*d.awards, row.wins); rule && row.awarded)
                    row.feeBand = rule->feeBand;
                rows.push_back(std::move(row));
            }
            std::stable_sort(rows.begin(), rows.end(),
                             [](const AwardRow& a, const AwardRow& b) { return a.wins > b.wins; });
            out.rows.insert(out.rows.end(), rows.begin(), rows.end());
        }
    });
    return out;
}

} // namespace tengen
