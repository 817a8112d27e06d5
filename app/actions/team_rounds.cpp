#include "team_rounds.h"

#include "actions/results.h"

#include "pairing/team_pairing.h"
#include "tournament/rating.h"

#include <algorithm>
#include <set>

namespace tengen {

namespace {

bool presentIn(const Player& p, RoundNo round) {
    return p.status == RegistrationStatus::Final && !p.withdrawn &&
           p.participation(round.value()) == Participation::Present;
}

int ratingOf(const Player& p) {
    const std::optional<Rank> rank = p.effectiveRank();
    return pairingRating(p.rating ? goRFromRating(*p.rating) : std::nullopt,
                         rank ? rank->amateurScale() : Rank::kWeakest);
}

Refusal refused(Problem p) {
    Refusal r = Refusal::invalid(std::move(p));
    r.kind = Refusal::Kind::Refused;
    return r;
}

// What pairing a round reads, inside the write transaction.
struct TeamRoundInputs {
    TournamentSettings settings;
    PairingSettings pairing; // the handicap's correction and ceiling
    std::vector<Player> players;
    TeamHistory history;
    TeamRound round; // as it stands: given line-ups, maybe matches
    std::vector<Game> games;
};

TeamRoundInputs inputsOf(const store::TournamentFile& file, RoundNo round) {
    TeamRoundInputs in;
    in.settings = file.settings().get();
    in.pairing = file.settings().pairing();
    in.players = file.players().all();
    in.history = teamHistoryOf(file, in.settings, in.players);
    in.round = file.teamRounds().round(round); // as stored: the colours as paired
    in.games = roundGames(in.history, round);
    return in;
}

std::vector<PlayerId> lineupOf(const TeamRoundInputs& in, RoundNo round, const Team& team) {
    if (const auto given = in.round.lineups.find(team.id); given != in.round.lineups.end())
        return given->second;
    std::set<PlayerId> present;
    for (const Player& p : in.players)
        if (presentIn(p, round))
            present.insert(p.id);
    return defaultLineup(team, in.settings.boards, [&](PlayerId p) { return present.contains(p); });
}

// The teams that play `round` with their line-ups; a team none of whose players is present
// sits out; one with too few is a refusal naming it.
Refusal lineupsOf(const TeamRoundInputs& in, RoundNo round, std::vector<TeamId>& playing,
                  std::map<TeamId, std::vector<PlayerId>>& lineups) {
    for (const Team& team : in.history.teams) {
        std::vector<PlayerId> lineup = lineupOf(in, round, team);
        if (lineup.empty())
            continue;
        if (static_cast<int>(lineup.size()) < in.settings.boards)
            return refused(
                Problem(QT_TRANSLATE_NOOP("tengen", "%1 has %2 players present for %3 boards: "
                                                    "check in or add a member, give its "
                                                    "line-up, or mark its players absent"),
                        team.displayName(), std::to_string(lineup.size()),
                        std::to_string(in.settings.boards)));
        playing.push_back(team.id);
        lineups[team.id] = std::move(lineup);
    }
    return {};
}

// The event's handicap between two board players, by rank (none when its boards are even).
BoardHandicap boardHandicapOf(const TeamRoundInputs& in) {
    if (!in.settings.team.handicap)
        return {};
    std::map<PlayerId, int> rank; // for the handicap: capped where games become even
    for (const Player& p : in.players) {
        const std::optional<Rank> r = p.effectiveRank();
        rank[p.id] = std::min(r ? r->amateurScale() : Rank::kWeakest, in.pairing.noHandicapRank);
    }
    return [rank, settings = in.pairing](PlayerId home, PlayerId away) {
        const auto of = [&](PlayerId p) {
            const auto r = rank.find(p);
            return r == rank.end() ? Rank::kWeakest : r->second;
        };
        return settings.handicapBetween(of(home), of(away));
    };
}

std::vector<Game> gamesOf(const TeamRoundInputs& in, const TeamRound& round) {
    std::vector<Game> games;
    const BoardHandicap handicap = boardHandicapOf(in);
    for (const TeamMatch& m : round.matches) {
        std::vector<Game> g = matchGames(m, round.lineups.at(m.home), round.lineups.at(m.away),
                                         in.settings.boards, handicap);
        games.insert(games.end(), g.begin(), g.end());
    }
    return games;
}

Refusal teamEventOnly(const TournamentSettings& settings) {
    if (settings.teamEvent())
        return {};
    return refused(Problem(QT_TRANSLATE_NOOP("tengen", "this is an individual event: it has no "
                                                       "team rounds")));
}

// A round the event has (#44): a round past the last was paired without a word, and round 100
// made a file no program would open again.
Refusal inTheEvent(const TournamentSettings& settings, RoundNo round) {
    if (round.value() >= 1 && round.value() <= settings.rounds)
        return {};
    return refused(
        Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is outside the event's rounds (1 to %2)"),
                std::to_string(round.value()), std::to_string(settings.rounds)));
}

// Only the teams that play keep a line-up in the round.
void keepPlayingLineups(TeamRound& round) {
    std::erase_if(round.lineups, [&](const auto& entry) {
        return std::none_of(round.matches.begin(), round.matches.end(), [&](const TeamMatch& m) {
            return m.home == entry.first || m.away == entry.first;
        });
    });
}

// McMahon between teams: each team's start in half match points (none for plain team Swiss).
std::map<TeamId, long long> mcMahonStart(const TeamRoundInputs& in) {
    std::map<TeamId, long long> start;
    if (!in.settings.team.mcMahonBar)
        return start;
    std::map<PlayerId, int> rank;
    for (const Player& p : in.players) {
        const std::optional<Rank> r = p.effectiveRank();
        rank[p.id] = r ? r->amateurScale() : Rank::kWeakest;
    }
    std::map<TeamId, int> grade;
    for (const Team& t : in.history.teams) {
        const std::size_t n =
            std::min(t.members.size(), static_cast<std::size_t>(in.settings.boards));
        if (n == 0)
            continue;
        long long sum = 0;
        for (std::size_t i = 0; i < n; ++i)
            sum += rank.count(t.members[i]) ? rank.at(t.members[i]) : Rank::kWeakest;
        const long long mean = sum >= 0 ? sum / static_cast<long long>(n)
                                        : -((-sum + static_cast<long long>(n) - 1) /
                                            static_cast<long long>(n)); // rounded down
        grade[t.id] = std::min(static_cast<int>(mean), *in.settings.team.mcMahonBar);
    }
    if (grade.empty())
        return start;
    const int floor =
        std::min_element(grade.begin(), grade.end(), [](const auto& a, const auto& b) {
            return a.second < b.second;
        })->second;
    for (const auto& [team, g] : grade)
        start[team] = static_cast<long long>(g - floor) * in.settings.team.match.winHalves;
    return start;
}

// The teams of `playing` seeded by the mean rating of their line-ups, the stronger first.
std::vector<TeamId> seeded(const TeamRoundInputs& in, std::vector<TeamId> playing,
                           const TeamRound& paired) {
    std::map<TeamId, long long> strength;
    for (TeamId t : playing) {
        long long sum = 0;
        if (const auto l = paired.lineups.find(t); l != paired.lineups.end())
            for (PlayerId p : l->second)
                sum += in.history.ratings.count(p) ? in.history.ratings.at(p) : 0;
        strength[t] = sum;
    }
    std::stable_sort(playing.begin(), playing.end(),
                     [&](TeamId a, TeamId b) { return strength.at(a) > strength.at(b); });
    return playing;
}

// Team Swiss among `playing`, seeded by the mean rating of their line-ups, the stronger first.
pairing::TeamRoundPairing swissPairing(const TeamRoundInputs& in, RoundNo round,
                                       const std::vector<TeamId>& playing,
                                       const TeamRound& paired) {
    return pairing::pairTeamsSwiss(in.history, round.value(), seeded(in, playing, paired),
                                   mcMahonStart(in));
}

// The round of the schedule of every team of the event, in its list order; refused after the
// last round, or when a team it pairs has no line-up (none of its players present).
Refusal roundRobinPairing(const TeamRoundInputs& in, RoundNo round, const TeamRound& paired,
                          pairing::TeamRoundPairing& p) {
    std::vector<TeamId> schedule;
    for (const Team& t : in.history.teams)
        schedule.push_back(t.id);
    const bool twice = in.settings.team.pairing == TeamPairing::DoubleRoundRobin;
    const int rounds = pairing::teamRoundRobinRounds(static_cast<int>(schedule.size()), twice);
    if (round.value() > rounds)
        return refused(
            Problem(QT_TRANSLATE_NOOP("tengen", "the round robin of %1 teams has %2 rounds"),
                    std::to_string(schedule.size()), std::to_string(rounds)));
    p = pairing::pairTeamsRoundRobin(schedule, round.value(), twice);
    for (const auto& m : p.matches)
        for (TeamId t : {m.home, m.away})
            if (!paired.lineups.contains(t))
                return refused(Problem(
                    QT_TRANSLATE_NOOP("tengen", "%1 plays in round %2 but none of its "
                                                "players is present: give its line-up"),
                    teamIn(in.history.teams, t)->displayName(), std::to_string(round.value())));
    return {};
}

bool playsIn(const TeamRound& round, TeamId team) {
    return round.bye == team ||
           std::any_of(round.matches.begin(), round.matches.end(),
                       [&](const TeamMatch& m) { return m.home == team || m.away == team; });
}

// The matches fixed by hand in `in.round` kept as they are (their boards' results too), the
// teams of `rest` paired by the team Swiss among themselves after them, a lone team given the
// bye; `paired` holds every playing team's line-up.
void completeRound(const TeamRoundInputs& in, RoundNo round, const std::vector<TeamId>& rest,
                   TeamRound& paired, TeamPairingOutcome& out) {
    for (const auto& [team, lineup] : in.round.lineups)
        paired.lineups[team] = lineup;
    paired.matches = in.round.matches;
    int number = 0;
    for (const TeamMatch& m : paired.matches)
        number = std::max(number, m.number);
    out.games = in.games;
    if (rest.size() == 1) {
        paired.bye = rest.front();
    } else {
        const pairing::TeamRoundPairing p = swissPairing(in, round, rest, paired);
        const BoardHandicap handicap = boardHandicapOf(in);
        for (const pairing::PairedTeams& m : p.matches) {
            paired.matches.push_back(
                {round.value(), ++number, m.home, m.away,
                 pairing::homeWhiteOnBoardOne(in.history, round.value(), m.home, m.away, number)});
            out.rematches += m.rematch ? 1 : 0;
            const std::vector<Game> added =
                matchGames(paired.matches.back(), paired.lineups.at(m.home),
                           paired.lineups.at(m.away), in.settings.boards, handicap);
            out.games.insert(out.games.end(), added.begin(), added.end());
        }
        paired.bye = p.bye;
        out.secondBye = p.secondBye;
    }
    keepPlayingLineups(paired);
}

// Whether `h` and `a` may meet in `round` by hand: neither plays in it already; a rematch only
// with `allowRematch` (else NeedsConfirmation).
Refusal byHandAllowed(const TeamRoundInputs& in, RoundNo round, const Team& h, const Team& a,
                      bool allowRematch) {
    for (const Team* t : {&h, &a}) {
        const bool busy =
            in.round.bye == t->id ||
            std::any_of(in.round.matches.begin(), in.round.matches.end(),
                        [&](const TeamMatch& m) { return m.home == t->id || m.away == t->id; });
        if (busy)
            return refused(Problem(QT_TRANSLATE_NOOP("tengen", "%1 already plays in round %2"),
                                   t->displayName(), std::to_string(round.value())));
    }
    for (const TeamRound& r : in.history.rounds)
        for (const TeamMatch& m : r.matches)
            if (r.round != round.value() && !allowRematch &&
                ((m.home == h.id && m.away == a.id) || (m.home == a.id && m.away == h.id))) {
                Refusal again = refused(
                    Problem(QT_TRANSLATE_NOOP("tengen", "%1 and %2 met in round %3: pair them "
                                                        "again only if you mean it"),
                            h.displayName(), a.displayName(), std::to_string(r.round)));
                again.kind = Refusal::Kind::NeedsConfirmation;
                return again;
            }
    return {};
}

} // namespace

TeamHistory teamHistoryOf(const store::TournamentFile& file) {
    const store::TournamentFile::ReadSnapshot snapshot(file);
    return teamHistoryOf(file, file.settings().get(), file.players().all());
}

TeamHistory teamHistoryOf(const store::TournamentFile& file, const TournamentSettings& settings,
                          const std::vector<Player>& players) {
    const store::TournamentFile::ReadSnapshot snapshot(file);
    TeamHistory h;
    h.teams = file.teams().all();
    h.boards = settings.boards;
    h.rules = settings.team;
    h.rounds = file.teamRounds().all();
    h.games = file.rounds().games();
    takeBoardOneColours(h.rounds, h.games);
    for (const Player& p : players)
        h.ratings[p.id] = ratingOf(p);
    return h;
}

std::vector<Game> roundGames(const TeamHistory& history, RoundNo round) {
    std::vector<Game> games;
    std::copy_if(history.games.begin(), history.games.end(), std::back_inserter(games),
                 [&](const Game& g) { return g.round == round.value(); });
    return games;
}

std::vector<PlayerId> teamLineupFor(const store::TournamentFile& file, RoundNo round,
                                    const Team& team) {
    TeamRoundInputs in;
    in.settings = file.settings().get();
    in.players = file.players().all();
    in.round = file.teamRounds().round(round);
    return lineupOf(in, round, team);
}

Refusal setTeamLineup(store::TournamentFile& file, RoundNo round, TeamId team,
                      const std::vector<PlayerId>& lineup, const std::vector<PlayerId>& seen) {
    return guarded([&] { file.teamRounds().setLineup(round, team, lineup, seen); });
}

int nextTeamRoundToPair(const store::TournamentFile& file) {
    const store::TournamentFile::ReadSnapshot snapshot(file);
    const int rounds = file.settings().get().rounds;
    for (int r = 1; r <= rounds; ++r) {
        const TeamRoundInputs in = inputsOf(file, RoundNo{r});
        if (in.round.matches.empty() && !in.round.bye)
            return r;
        if (in.round.bye)
            continue;
        for (const Team& team : in.history.teams)
            if (!playsIn(in.round, team.id) && !lineupOf(in, RoundNo{r}, team).empty())
                return r; // matches fixed by hand, the rest not paired yet
    }
    return rounds + 1;
}

TeamPairingOutcome pairTeamRound(store::TournamentFile& file, RoundNo round) {
    TeamPairingOutcome out;
    Refusal refusal;
    const Refusal store = guarded([&] {
        file.writeTransaction([&] {
            const TeamRoundInputs in = inputsOf(file, round);
            if ((refusal = teamEventOnly(in.settings)) ||
                (refusal = inTheEvent(in.settings, round)))
                return;
            const TeamPairing system = in.settings.team.pairing;
            // Matches fixed by hand first, the rest paired around them (#44; team Swiss).
            const bool completing =
                !in.round.matches.empty() && !in.round.bye && system == TeamPairing::Swiss;
            if ((!in.round.matches.empty() && !completing) || in.round.bye ||
                (in.round.matches.empty() && !in.games.empty())) {
                refusal = refused(
                    Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is paired already: unpair it "
                                                        "first to pair it again"),
                            std::to_string(round.value())));
                return;
            }
            if (system == TeamPairing::Manual) {
                refusal = refused(Problem(QT_TRANSLATE_NOOP(
                    "tengen", "this event pairs teams by hand: choose two teams for each match")));
                return;
            }
            std::vector<TeamId> playing;
            TeamRound paired;
            paired.round = round.value();
            if ((refusal = lineupsOf(in, round, playing, paired.lineups)))
                return;
            if (completing) {
                std::erase_if(playing, [&](TeamId t) { return playsIn(in.round, t); });
                if (playing.empty()) {
                    refusal = refused(
                        Problem(QT_TRANSLATE_NOOP("tengen", "every team plays in round %1 already"),
                                std::to_string(round.value())));
                    return;
                }
                completeRound(in, round, playing, paired, out);
                file.teamRounds().save(round, paired, out.games, QStringLiteral("team.pair"));
                out.round = paired;
                return;
            }
            if (playing.size() < 2) {
                refusal = refused(Problem(
                    QT_TRANSLATE_NOOP(
                        "tengen", "fewer than two teams have players present in round %1: a team "
                                  "plays with its members whose registration is final and who are "
                                  "not absent"),
                    std::to_string(round.value())));
                return;
            }
            pairing::TeamRoundPairing p;
            if (system == TeamPairing::Swiss)
                p = swissPairing(in, round, playing, paired);
            else if ((refusal = roundRobinPairing(in, round, paired, p)))
                return;
            int number = 0;
            for (const pairing::PairedTeams& m : p.matches) {
                paired.matches.push_back(
                    {round.value(), ++number, m.home, m.away, m.homeWhiteOnBoard1});
                out.rematches += m.rematch ? 1 : 0;
            }
            paired.bye = p.bye;
            out.secondBye = p.secondBye;
            keepPlayingLineups(paired);
            out.games = gamesOf(in, paired);
            file.teamRounds().save(round, paired, out.games, QStringLiteral("team.pair"));
            out.round = paired;
        });
    });
    out.refusal = !store.done() ? store : refusal;
    return out;
}

TeamPairingOutcome pairTeamsByHand(store::TournamentFile& file, RoundNo round, TeamId home,
                                   TeamId away, bool allowRematch) {
    TeamPairingOutcome out;
    Refusal refusal;
    const Refusal store = guarded([&] {
        file.writeTransaction([&] {
            const TeamRoundInputs in = inputsOf(file, round);
            if ((refusal = teamEventOnly(in.settings)) ||
                (refusal = inTheEvent(in.settings, round)))
                return;
            const Team* h = teamIn(in.history.teams, home);
            const Team* a = teamIn(in.history.teams, away);
            if (!h || !a || home == away) {
                refusal =
                    Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "no team has the id %1"),
                                             std::to_string((!h ? home : away).value())));
                if (h && a)
                    refusal = Refusal::invalid(
                        Problem(QT_TRANSLATE_NOOP("tengen", "team %1 cannot play itself"),
                                h->displayName()));
                return;
            }
            if ((refusal = byHandAllowed(in, round, *h, *a, allowRematch)))
                return;
            TeamRound paired = in.round;
            paired.round = round.value();
            out.before = paired;
            out.gamesBefore = in.games;
            for (const Team* t : {h, a}) {
                std::vector<PlayerId> lineup = lineupOf(in, round, *t);
                if (static_cast<int>(lineup.size()) != in.settings.boards) {
                    refusal = refused(Problem(
                        QT_TRANSLATE_NOOP("tengen", "%1 has %2 players present for %3 boards: "
                                                    "check in or add a member, or give its "
                                                    "line-up"),
                        t->displayName(), std::to_string(lineup.size()),
                        std::to_string(in.settings.boards)));
                    return;
                }
                paired.lineups[t->id] = std::move(lineup);
            }
            int number = 0;
            for (const TeamMatch& m : paired.matches)
                number = std::max(number, m.number);
            paired.matches.push_back(
                {round.value(), number + 1, home, away,
                 pairing::homeWhiteOnBoardOne(in.history, round.value(), home, away, number + 1)});
            keepPlayingLineups(paired);
            // The boards already played keep their results: the new match's games are added.
            std::vector<Game> games = in.games;
            const std::vector<Game> added =
                matchGames(paired.matches.back(), paired.lineups.at(home), paired.lineups.at(away),
                           in.settings.boards, boardHandicapOf(in));
            games.insert(games.end(), added.begin(), added.end());
            file.teamRounds().save(round, paired, games, QStringLiteral("team.pair-by-hand"));
            out.round = paired;
            out.games = games;
        });
    });
    out.refusal = !store.done() ? store : refusal;
    return out;
}

Refusal forfeitTeam(store::TournamentFile& file, RoundNo round, TeamId team,
                    const QString& reason) {
    Refusal refusal;
    const Refusal store = guarded([&] {
        file.writeTransaction([&] {
            const TeamRound r = file.teamRounds().round(round);
            const std::vector<Game> games = file.rounds().games(round);
            const GamesByPlayer byPlayer(games);
            for (const TeamMatch& m : r.matches) {
                if (m.home != team && m.away != team)
                    continue;
                // Each of its players' games is lost by forfeit, whatever it held (a line-up
                // missing from a hand-edited file: nothing to forfeit).
                const auto lineup = r.lineups.find(team);
                if (lineup == r.lineups.end())
                    return;
                for (PlayerId ours : lineup->second) {
                    const Game* g = byPlayer.of(round.value(), ours);
                    if (!g)
                        continue;
                    const GameResult lost =
                        g->white == ours ? GameResult::BlackWins : GameResult::WhiteWins;
                    if (reason.trimmed().isEmpty() &&
                        resultNeeds(*g, lost, true, file.settings().get()).change)
                        refuse(changeNeedsReason(*g)); // nothing of the forfeit is kept
                    file.rounds().setResult(round, TableNo{g->table}, lost, true,
                                            g->knownColour ? std::nullopt
                                                           : std::optional<PlayerId>(g->black),
                                            *g, reason.trimmed());
                }
                return;
            }
            refusal =
                refused(Problem(QT_TRANSLATE_NOOP("tengen", "team %1 has no match in round %2"),
                                std::to_string(team.value()), std::to_string(round.value())));
        });
    });
    return !store.done() ? store : refusal;
}

std::vector<TeamStandingsRow> teamStandingsInFile(const store::TournamentFile& file, int through,
                                                  TeamHistory* history) {
    TeamHistory h = teamHistoryOf(file);
    if (through <= 0)
        for (const TeamRound& r : h.rounds)
            through = std::max(through, r.round);
    std::vector<TeamStandingsRow> rows = teamStandings(h, through);
    if (history)
        *history = std::move(h);
    return rows;
}

TeamPairExplanationOutcome explainTeamPairInFile(const store::TournamentFile& file, RoundNo round,
                                                 TeamId a, TeamId b) {
    TeamPairExplanationOutcome out;
    const store::TournamentFile::ReadSnapshot snapshot(file);
    const TeamRoundInputs in = inputsOf(file, round);
    if ((out.refusal = teamEventOnly(in.settings)))
        return out;
    if (a == b) {
        out.refusal = Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "two different teams are needed (got %1 twice)"),
                    std::to_string(a.value())));
        return out;
    }
    for (TeamId t : {a, b})
        if (!teamIn(in.history.teams, t)) {
            out.refusal = Refusal::invalid(Problem(
                QT_TRANSLATE_NOOP("tengen", "no team has the id %1"), std::to_string(t.value())));
            return out;
        }
    // The teams as the round was paired with, else as it would be now.
    std::vector<TeamId> playing;
    TeamRound asPaired = in.round;
    std::vector<std::pair<TeamId, TeamId>> paired;
    if (!in.round.matches.empty()) {
        for (const TeamMatch& m : in.round.matches) {
            playing.insert(playing.end(), {m.home, m.away});
            paired.emplace_back(m.home, m.away);
        }
        if (in.round.bye)
            playing.push_back(*in.round.bye);
    } else {
        // As the round would be paired now: the teams that can field a full line-up (one short
        // of players does not keep two others from being explained).
        for (const Team& team : in.history.teams) {
            std::vector<PlayerId> lineup = lineupOf(in, round, team);
            if (static_cast<int>(lineup.size()) < in.settings.boards)
                continue;
            playing.push_back(team.id);
            asPaired.lineups[team.id] = std::move(lineup);
        }
    }
    out.scheduled = in.settings.team.pairing != TeamPairing::Swiss;
    out.explanation = pairing::explainTeamPair(
        in.history, round.value(), seeded(in, playing, asPaired), mcMahonStart(in), a, b, paired);
    return out;
}

} // namespace tengen
