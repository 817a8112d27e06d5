#include "team_standings.h"

#include <algorithm>
#include <set>

namespace tengen {

namespace {

// What the rounds up to `through` gave each team.
struct Tally {
    TeamScore score;
    std::vector<long long> boardHalves; // per board, board 1 first
    long long leaderHalves = 0;
    std::vector<TeamId> opponents;
    std::map<TeamId, long long> againstHalves; // match points scored against each opponent
    int played = 0, won = 0, drawn = 0, lost = 0, byes = 0;
};

void countMatch(const TeamMatch& m, const TeamRound& round, const TeamHistory& h,
                const GamesByPlayer& games, std::map<TeamId, Tally>& tally) {
    const TeamMatchResult r = scoreTeamMatch(m, round, games, h.boards, h.rules.match);
    Tally& home = tally[m.home];
    Tally& away = tally[m.away];
    home.opponents.push_back(m.away);
    away.opponents.push_back(m.home);
    for (std::size_t b = 0; b < r.home.size(); ++b) {
        home.boardHalves[b] += halvesOf(r.home[b]);
        away.boardHalves[b] += halvesOf(r.away[b]);
    }
    home.score.boardHalves += r.score.homeBoardHalves;
    away.score.boardHalves += r.score.awayBoardHalves;
    if (!r.home.empty()) {
        home.leaderHalves += halvesOf(r.home[0]);
        away.leaderHalves += halvesOf(r.away[0]);
    }
    // Match points as counted (OpenGotha's count gives them before every board is known).
    home.score.matchHalves += r.score.homeMatchHalves;
    away.score.matchHalves += r.score.awayMatchHalves;
    home.againstHalves[m.away] += r.score.homeMatchHalves;
    away.againstHalves[m.home] += r.score.awayMatchHalves;
    using Winner = MatchScore::Winner;
    if (r.score.winner == Winner::Undecided)
        return;
    ++home.played;
    ++away.played;
    if (r.score.winner == Winner::Draw) {
        ++home.drawn;
        ++away.drawn;
    } else {
        const bool homeWon = r.score.winner == Winner::Home;
        ++(homeWon ? home.won : home.lost);
        ++(homeWon ? away.lost : away.won);
    }
}

void countBye(TeamId team, const TeamHistory& h, std::map<TeamId, Tally>& tally) {
    Tally& t = tally[team];
    const MatchRules& m = h.rules.match;
    const int perBoard = h.rules.bye == TeamByeValue::Win    ? 2
                         : h.rules.bye == TeamByeValue::Draw ? 1
                                                             : 0;
    t.score.matchHalves += h.rules.bye == TeamByeValue::Win    ? m.winHalves
                           : h.rules.bye == TeamByeValue::Draw ? m.drawHalves
                                                               : m.lossHalves;
    t.score.boardHalves += perBoard * h.boards;
    for (auto& b : t.boardHalves)
        b += perBoard;
    ++t.byes;
    ++(h.rules.bye == TeamByeValue::Win    ? t.won
       : h.rules.bye == TeamByeValue::Draw ? t.drawn
                                           : t.lost);
}

std::map<TeamId, Tally> tallies(const TeamHistory& h, int through) {
    const GamesByPlayer games(h.games);
    std::map<TeamId, Tally> tally;
    for (const Team& t : h.teams)
        tally[t.id].boardHalves.assign(static_cast<std::size_t>(std::max(h.boards, 0)), 0);
    for (const TeamRound& round : h.rounds) {
        if (round.round > through)
            continue;
        for (const TeamMatch& m : round.matches)
            if (tally.contains(m.home) && tally.contains(m.away))
                countMatch(m, round, h, games, tally);
        if (round.bye && tally.contains(*round.bye))
            countBye(*round.bye, h, tally);
    }
    return tally;
}

// OpenGotha's mean rating: of the team's first line-up (its earliest round), summed and divided
// by the number of boards (an empty board counts 0); without a line-up, of its first members.
long long meanRating(const Team& team, const TeamHistory& h) {
    const std::vector<PlayerId>* first = nullptr;
    int firstRound = 0;
    for (const TeamRound& r : h.rounds)
        if (const auto l = r.lineups.find(team.id);
            l != r.lineups.end() && (!first || r.round < firstRound)) {
            first = &l->second;
            firstRound = r.round;
        }
    std::vector<PlayerId> who = first ? *first : std::vector<PlayerId>{};
    if (!first)
        for (std::size_t i = 0; i < team.members.size() && static_cast<int>(i) < h.boards; ++i)
            who.push_back(team.members[i]);
    long long sum = 0;
    for (PlayerId p : who)
        if (const auto r = h.ratings.find(p); r != h.ratings.end())
            sum += r->second;
    return h.boards > 0 ? sum / h.boards : 0;
}

long long plainValue(const TeamCriterion& c, const Team& team, const Tally& t,
                     const std::map<TeamId, Tally>& all, const TeamHistory& h) {
    switch (c.kind) {
    case TeamCriterionKind::MatchPoints:
        return t.score.matchHalves;
    case TeamCriterionKind::BoardPoints:
        return t.score.boardHalves;
    case TeamCriterionKind::BoardPointsUpTo: {
        long long sum = 0;
        for (int b = 0; b < c.boards && b < static_cast<int>(t.boardHalves.size()); ++b)
            sum += t.boardHalves[static_cast<std::size_t>(b)];
        return sum;
    }
    case TeamCriterionKind::OpponentsMatchPoints: {
        long long sum = 0;
        for (TeamId o : t.opponents)
            sum += all.at(o).score.matchHalves;
        return sum;
    }
    case TeamCriterionKind::LeaderBoardWins:
        return t.leaderHalves;
    case TeamCriterionKind::MeanRating:
        return meanRating(team, h);
    case TeamCriterionKind::DirectEncounter:
        break; // needs the group: see rank()
    }
    return 0;
}

} // namespace

std::map<TeamId, TeamScore> teamScores(const TeamHistory& history, int through) {
    std::map<TeamId, TeamScore> out;
    for (const auto& [id, t] : tallies(history, through))
        out[id] = t.score;
    return out;
}

std::vector<TeamStandingsRow> teamStandings(const TeamHistory& h, int through) {
    const std::map<TeamId, Tally> tally = tallies(h, through);
    std::vector<TeamStandingsRow> rows;
    for (const Team& team : h.teams) {
        const Tally& t = tally.at(team.id);
        TeamStandingsRow row;
        row.team = team.id;
        row.played = t.played;
        row.won = t.won;
        row.drawn = t.drawn;
        row.lost = t.lost;
        row.byes = t.byes;
        for (const TeamCriterion& c : h.rules.criteria)
            row.values.push_back(plainValue(c, team, t, tally, h));
        rows.push_back(std::move(row));
    }
    std::sort(rows.begin(), rows.end(),
              [](const TeamStandingsRow& a, const TeamStandingsRow& b) { return a.team < b.team; });
    // Criterion by criterion: each group of teams equal so far is ordered by the next one; a
    // direct encounter is counted within its group only.
    std::vector<std::pair<std::size_t, std::size_t>> groups{{0, rows.size()}};
    for (std::size_t k = 0; k < h.rules.criteria.size(); ++k) {
        std::vector<std::pair<std::size_t, std::size_t>> next;
        for (const auto& [begin, end] : groups) {
            if (h.rules.criteria[k].kind == TeamCriterionKind::DirectEncounter) {
                std::set<TeamId> group;
                for (std::size_t i = begin; i < end; ++i)
                    group.insert(rows[i].team);
                for (std::size_t i = begin; i < end; ++i) {
                    long long sum = 0;
                    for (const auto& [opponent, halves] : tally.at(rows[i].team).againstHalves)
                        if (group.contains(opponent))
                            sum += halves;
                    rows[i].values[k] = end - begin > 1 ? sum : 0;
                }
            }
            const auto first = rows.begin() + static_cast<std::ptrdiff_t>(begin);
            const auto last = rows.begin() + static_cast<std::ptrdiff_t>(end);
            std::stable_sort(first, last,
                             [k](const TeamStandingsRow& a, const TeamStandingsRow& b) {
                                 return a.values[k] > b.values[k];
                             });
            std::size_t start = begin;
            for (std::size_t i = begin + 1; i <= end; ++i)
                if (i == end || rows[i].values[k] != rows[start].values[k]) {
                    next.emplace_back(start, i);
                    start = i;
                }
        }
        groups = std::move(next);
    }
    for (const auto& [begin, end] : groups)
        for (std::size_t i = begin; i < end; ++i) {
            rows[i].place = static_cast<int>(begin) + 1;
            rows[i].shared = end - begin > 1;
        }
    return rows;
}

std::vector<BoardRecord> boardRecords(const TeamHistory& h, int through) {
    const GamesByPlayer games(h.games);
    std::map<std::pair<int, PlayerId>, BoardRecord> records;
    for (const TeamRound& round : h.rounds) {
        if (round.round > through)
            continue;
        for (const TeamMatch& m : round.matches) {
            const TeamMatchResult r = scoreTeamMatch(m, round, games, h.boards, h.rules.match);
            for (const auto& [team, outcomes] :
                 {std::pair{m.home, &r.home}, std::pair{m.away, &r.away}}) {
                const auto lineup = round.lineups.find(team);
                if (lineup == round.lineups.end())
                    continue;
                for (std::size_t b = 0; b < outcomes->size() && b < lineup->second.size(); ++b) {
                    const BoardOutcome o = (*outcomes)[b];
                    if (o == BoardOutcome::Unknown)
                        continue;
                    BoardRecord& rec = records[{static_cast<int>(b) + 1, lineup->second[b]}];
                    rec.player = lineup->second[b];
                    rec.team = team;
                    rec.board = static_cast<int>(b) + 1;
                    ++rec.games;
                    rec.halves += halvesOf(o);
                }
            }
        }
    }
    std::vector<BoardRecord> out;
    for (const auto& [key, rec] : records)
        out.push_back(rec);
    std::sort(out.begin(), out.end(), [](const BoardRecord& a, const BoardRecord& b) {
        if (a.board != b.board)
            return a.board < b.board;
        // Best percentage first (compared exactly), then more games.
        const long long l = a.halves * b.games, r = b.halves * a.games;
        if (l != r)
            return l > r;
        if (a.games != b.games)
            return a.games > b.games;
        return a.player < b.player;
    });
    return out;
}

} // namespace tengen
