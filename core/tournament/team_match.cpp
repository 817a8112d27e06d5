#include "team_match.h"

#include <algorithm>

namespace tengen {

BoardOutcome boardOutcome(const Game& g, PlayerId ours) {
    const bool black = g.black == ours;
    switch (g.result) {
    case GameResult::BlackWins:
        return black ? BoardOutcome::Win : BoardOutcome::Loss;
    case GameResult::WhiteWins:
        return black ? BoardOutcome::Loss : BoardOutcome::Win;
    case GameResult::Jigo:
        return BoardOutcome::Draw;
    case GameResult::BothLose:
        return BoardOutcome::BothLose;
    case GameResult::BothWin:
        return BoardOutcome::BothWin;
    case GameResult::Unknown:
        break;
    }
    return BoardOutcome::Unknown;
}

BoardOutcome opposite(BoardOutcome o) {
    switch (o) {
    case BoardOutcome::Win:
        return BoardOutcome::Loss;
    case BoardOutcome::Loss:
        return BoardOutcome::Win;
    default:
        return o; // a jigo, both losing, both winning and no result are the same either side
    }
}

std::string_view tiedMatchId(TiedMatch t) {
    return t == TiedMatch::LeaderBoard ? "leader" : "draw";
}

std::optional<TiedMatch> tryParseTiedMatch(std::string_view id) {
    if (id == "draw")
        return TiedMatch::Draw;
    if (id == "leader")
        return TiedMatch::LeaderBoard;
    return std::nullopt;
}

MatchRules chineseLeagueRules() {
    MatchRules r;
    r.winHalves = 6;
    r.drawHalves = 2; // a tied leader board as well: rare, scored as a draw
    r.lossHalves = 0;
    r.tied = TiedMatch::LeaderBoard;
    r.leaderWinHalves = 4;
    r.leaderLossHalves = 2;
    return r;
}

int halvesOf(BoardOutcome o) {
    switch (o) {
    case BoardOutcome::Win:
    case BoardOutcome::BothWin:
        return 2;
    case BoardOutcome::Draw:
        return 1;
    default:
        return 0;
    }
}

MatchScore scoreMatch(const std::vector<BoardOutcome>& home, const MatchRules& rules) {
    std::vector<BoardOutcome> away;
    for (BoardOutcome o : home)
        away.push_back(opposite(o));
    return scoreMatch(home, away, rules);
}

std::string_view matchCountId(MatchCount c) {
    return c == MatchCount::OpenGotha ? "opengotha" : "boards";
}

std::optional<MatchCount> tryParseMatchCount(std::string_view id) {
    if (id == "boards")
        return MatchCount::Boards;
    if (id == "opengotha")
        return MatchCount::OpenGotha;
    return std::nullopt;
}

namespace {

// OpenGotha's count (Match.getTeamScore): each side against max(half the boards, the other).
MatchScore openGothaCount(MatchScore s, std::size_t boards, const MatchRules& rules) {
    using Winner = MatchScore::Winner;
    const int half = static_cast<int>(boards); // half of 2 × boards half points
    const auto points = [&](int ours, int theirs) {
        const int threshold = std::max(half, theirs);
        return ours > threshold    ? rules.winHalves
               : ours == threshold ? rules.drawHalves
                                   : rules.lossHalves;
    };
    s.homeMatchHalves = points(s.homeBoardHalves, s.awayBoardHalves);
    s.awayMatchHalves = points(s.awayBoardHalves, s.homeBoardHalves);
    const int threshold = std::max(half, std::min(s.homeBoardHalves, s.awayBoardHalves));
    s.winner = s.homeBoardHalves > std::max(half, s.awayBoardHalves)   ? Winner::Home
               : s.awayBoardHalves > std::max(half, s.homeBoardHalves) ? Winner::Away
               : s.homeBoardHalves == threshold && s.awayBoardHalves == threshold
                   ? Winner::Draw
                   : Winner::Undecided;
    return s;
}

} // namespace

MatchScore scoreMatch(const std::vector<BoardOutcome>& home, const std::vector<BoardOutcome>& away,
                      const MatchRules& rules) {
    MatchScore s;
    bool complete = !home.empty() && home.size() == away.size();
    for (std::size_t b = 0; b < home.size(); ++b) {
        s.homeBoardHalves += halvesOf(home[b]);
        s.awayBoardHalves += b < away.size() ? halvesOf(away[b]) : 0;
        complete = complete && home[b] != BoardOutcome::Unknown && away[b] != BoardOutcome::Unknown;
    }
    if (rules.count == MatchCount::OpenGotha)
        return openGothaCount(s, home.size(), rules);
    if (!complete)
        return s; // no match points until every board has its result
    using Winner = MatchScore::Winner;
    if (s.homeBoardHalves != s.awayBoardHalves) {
        s.winner = s.homeBoardHalves > s.awayBoardHalves ? Winner::Home : Winner::Away;
    } else if (rules.tied == TiedMatch::LeaderBoard && rules.leaderBoard >= 1 &&
               rules.leaderBoard <= static_cast<int>(home.size())) {
        const auto leader = static_cast<std::size_t>(rules.leaderBoard - 1);
        const int h = halvesOf(home[leader]), a = halvesOf(away[leader]);
        s.winner = h > a ? Winner::Home : h < a ? Winner::Away : Winner::Draw;
        s.decidedByLeader = s.winner != Winner::Draw;
    } else {
        s.winner = Winner::Draw;
    }
    const int win = s.decidedByLeader ? rules.leaderWinHalves : rules.winHalves;
    const int loss = s.decidedByLeader ? rules.leaderLossHalves : rules.lossHalves;
    switch (s.winner) {
    case Winner::Home:
        s.homeMatchHalves = win;
        s.awayMatchHalves = loss;
        break;
    case Winner::Away:
        s.homeMatchHalves = loss;
        s.awayMatchHalves = win;
        break;
    case Winner::Draw:
        s.homeMatchHalves = s.awayMatchHalves = rules.drawHalves;
        break;
    case Winner::Undecided:
        break;
    }
    return s;
}

} // namespace tengen
