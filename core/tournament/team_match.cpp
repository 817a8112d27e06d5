#include "team_match.h"

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

namespace {

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

} // namespace

MatchScore scoreMatch(const std::vector<BoardOutcome>& home, const MatchRules& rules) {
    MatchScore s;
    bool complete = !home.empty();
    for (BoardOutcome o : home) {
        s.homeBoardHalves += halvesOf(o);
        s.awayBoardHalves += halvesOf(opposite(o));
        complete = complete && o != BoardOutcome::Unknown;
    }
    if (!complete)
        return s; // no match points until every board has its result
    using Winner = MatchScore::Winner;
    if (s.homeBoardHalves != s.awayBoardHalves) {
        s.winner = s.homeBoardHalves > s.awayBoardHalves ? Winner::Home : Winner::Away;
    } else if (rules.tied == TiedMatch::LeaderBoard && rules.leaderBoard >= 1 &&
               rules.leaderBoard <= static_cast<int>(home.size())) {
        const BoardOutcome leader = home[static_cast<std::size_t>(rules.leaderBoard - 1)];
        s.winner = leader == BoardOutcome::Win    ? Winner::Home
                   : leader == BoardOutcome::Loss ? Winner::Away
                                                  : Winner::Draw;
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
