#include "awards.h"

#include "actions/tournament.h"

#include <QFile>
#include <algorithm>
#include <map>

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
            std::vector<Bye> byes;
            std::vector<Player> players;
            {
                const store::InDivision in(file, d.id);
                games = file.rounds().games();
                byes = file.rounds().byes();
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
                // A bye (an odd group) is a game won; a grade only once every round of the
                // group is played (a player who left early, or a group still playing, has none
                // yet).
                const int rested = static_cast<int>(std::count_if(
                    byes.begin(), byes.end(), [&](const Bye& b) { return b.player == p.id; }));
                row.wins += rested;
                row.byes = rested;
                if (row.claimed && row.games + rested >= d.rounds)
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

NextEvent newEventFromAwards(const store::TournamentFile& file, const QString& path,
                             const TournamentSettings& settings) {
    NextEvent out;
    const Awards awards = computeAwards(file, std::nullopt);
    if (awards.refusal) {
        out.refusal = awards.refusal;
        return out;
    }
    std::map<PlayerId, Rank> awarded;
    for (const AwardRow& row : awards.rows)
        if (row.awarded)
            awarded.emplace(row.player.id, *row.awarded);
    std::vector<Player> players;
    if (const Refusal failed = guarded([&] { players = file.players().everyone(); })) {
        out.refusal = failed;
        return out;
    }
    CreatedTournament made = createTournament(path, settings);
    if (made.refusal) {
        out.refusal = made.refusal;
        return out;
    }
    out.refusal = guarded([&] {
        made.file->writeTransaction([&] {
            for (const Player& before : players) {
                Player p = before;
                p.id = PlayerId{};
                p.rounds.clear();
                p.division = kFirstDivision;
                p.status = RegistrationStatus::Preliminary;
                p.withdrawn = false;
                if (const auto it = awarded.find(before.id); it != awarded.end()) {
                    p.declaredRank = it->second;
                    p.rankOverride.reset();
                    p.rankLabel.clear(); // "5级" as written at this event's registration
                    ++out.regraded;
                }
                made.file->players().add(p);
                ++out.players;
            }
        });
    });
    if (out.refusal) { // the new file is left as nothing: no half-registered event
        made.file.reset();
        QFile::remove(path);
        out.players = out.regraded = 0;
    }
    return out;
}

} // namespace tengen
