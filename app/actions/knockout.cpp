// The knockout: its bracket from the places, results and the referee's decisions, its places as
// tiers, and the bracket going on by itself.
#include "stages.h"

#include "stage_detail.h"

#include "pairing/knockout.h"

#include <algorithm>
#include <map>
#include <set>

namespace tengen {

using namespace stage_detail;

namespace stage_detail {

// The bracket from the stage's slots and the file's games.
Bracket makeBracket(const store::RoundInputs& in, const std::vector<StageDecision>& decisions,
                    const Stage& s, const std::vector<StageSeat>& seats) {
    Bracket b;
    b.stage = s;
    b.placed = !seats.empty();
    int maxSlot = 0;
    for (const StageSeat& seat : seats)
        maxSlot = std::max(maxSlot, seat.seat);
    b.size = pairing::bracketSize(maxSlot);
    while ((1 << b.rounds) < b.size)
        ++b.rounds;
    struct Slot {
        std::optional<PlayerId> id;
        bool known = true; // false: the winner of a match not decided yet
    };
    std::vector<Slot> level(static_cast<std::size_t>(b.size));
    for (const StageSeat& seat : seats)
        level[static_cast<std::size_t>(seat.seat - 1)].id = seat.player;
    const int gamesPer = s.bestOf == 3 ? 3 : 1;
    const int needed = s.bestOf == 3 ? 2 : 1;
    std::vector<std::optional<PlayerId>> semiLosers;
    for (int j = 1; j <= b.rounds; ++j) {
        const int first = s.firstRound + (j - 1) * gamesPer;
        const int last = first + gamesPer - 1;
        std::vector<Slot> next;
        const auto play = [&](BracketMatch& m) {
            if (!m.upper || !m.lower)
                return;
            for (const Game& g : in.games)
                if (g.round >= first && g.round <= last && g.involves(*m.upper) &&
                    g.involves(*m.lower)) {
                    m.games.push_back(g);
                    std::optional<PlayerId> w = winnerOf(g);
                    if (!w && g.result != GameResult::Unknown) {
                        const auto d = std::find_if(
                            decisions.begin(), decisions.end(), [&](const StageDecision& x) {
                                return x.stage == s.number && x.round == g.round &&
                                       x.table == g.table;
                            });
                        if (d != decisions.end()) {
                            w = d->winner;
                            m.decision = QString::fromStdString(d->reason);
                        } else {
                            m.needsDecision = true;
                        }
                    }
                    if (w == m.upper)
                        ++m.upperWins;
                    else if (w == m.lower)
                        ++m.lowerWins;
                }
            if (m.upperWins >= needed)
                m.winner = m.upper;
            else if (m.lowerWins >= needed)
                m.winner = m.lower;
            if (m.winner)
                m.needsDecision = false;
        };
        for (int m = 0; m < b.size >> j; ++m) {
            const Slot& up = level[static_cast<std::size_t>(2 * m)];
            const Slot& down = level[static_cast<std::size_t>(2 * m + 1)];
            BracketMatch match;
            match.bracketRound = j;
            match.match = m;
            match.upper = up.id;
            match.lower = down.id;
            match.upperKnown = up.known;
            match.lowerKnown = down.known;
            Slot goesOn;
            if (up.known && down.known && (!up.id || !down.id)) {
                goesOn.id = up.id ? up.id : down.id; // a bye (or nobody)
                match.winner = goesOn.id;
            } else if (up.known && down.known) {
                play(match);
                goesOn.id = match.winner;
                goesOn.known = match.winner.has_value();
            } else {
                goesOn.known = false;
            }
            if (j == b.rounds - 1 && s.thirdPlace) {
                if (match.winner && match.upper && match.lower)
                    semiLosers.push_back(match.winner == match.upper ? match.lower : match.upper);
                else
                    semiLosers.push_back(std::nullopt);
            }
            next.push_back(goesOn);
            b.matches.push_back(match);
        }
        if (j == b.rounds) {
            if (next.size() == 1 && next.front().known)
                b.champion = next.front().id;
            if (s.thirdPlace && b.rounds >= 2) {
                BracketMatch third;
                third.bracketRound = j;
                third.match = 1;
                third.thirdPlace = true;
                third.upperKnown = semiLosers.size() == 2 && semiLosers[0].has_value();
                third.lowerKnown = semiLosers.size() == 2 && semiLosers[1].has_value();
                if (third.upperKnown)
                    third.upper = semiLosers[0];
                if (third.lowerKnown)
                    third.lower = semiLosers[1];
                play(third);
                b.matches.push_back(third);
            }
        }
        level = std::move(next);
    }
    return b;
}

// A knockout's round: the matches of its bracket round that are still open, game by game.
StageRound knockoutRound(const store::RoundInputs& in, const Bracket& b, int round) {
    const Stage& s = b.stage;
    const int gamesPer = s.bestOf == 3 ? 3 : 1;
    const int j = (round - s.firstRound) / gamesPer + 1;
    const int game = (round - s.firstRound) % gamesPer + 1; // 1..3
    for (const BracketMatch& m : b.matches)
        if (m.bracketRound == j - 1 && !m.thirdPlace && !m.winner)
            refuse(Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen", "round %1 cannot be paired yet: a match of the round "
                                            "before it is not decided (a result, or the "
                                            "referee's decision, is missing)"),
                std::to_string(round))));
    // Game 2 or 3 of a bracket round: only once every open match's games before it have their
    // results (and the referee's decisions).
    for (const BracketMatch& m : b.matches)
        if (m.bracketRound == j && m.upper && m.lower && !m.winner &&
            (static_cast<int>(m.games.size()) < game - 1 || m.needsDecision ||
             std::any_of(m.games.begin(), m.games.end(),
                         [](const Game& g) { return g.result == GameResult::Unknown; })))
            refuse(Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen", "round %1 cannot be paired yet: a game of the round "
                                            "before it has no result (or needs the referee's "
                                            "decision)"),
                std::to_string(round))));
    const auto away = awayIn(in, round);
    StageRound out;
    int table = 0;
    for (const BracketMatch& m : b.matches) {
        if (m.bracketRound != j || !m.upper || !m.lower || m.winner)
            continue;
        if (static_cast<int>(m.games.size()) >= game)
            continue;
        Game g;
        g.round = round;
        g.table = ++table;
        // The upper player has White in games 1 and 3; the colours alternate.
        const bool upperWhite = game % 2 == 1;
        g.white = upperWhite ? *m.upper : *m.lower;
        g.black = upperWhite ? *m.lower : *m.upper;
        const bool whiteAway = away(g.white), blackAway = away(g.black);
        if (whiteAway != blackAway) {
            g.byForfeit = true;
            g.result = whiteAway ? GameResult::BlackWins : GameResult::WhiteWins;
        }
        out.games.push_back(g);
    }
    return out;
}

// A knockout's places as tiers, best first, each tier sharing its place: the champion (or,
// while the bracket is played, everyone not out yet together), then those who went out in
// each round, the latest first — the final's loser, third and fourth by the game for third
// place when it is decided (else the semi-finals' losers together), the quarter-finals' …
std::vector<std::vector<PlayerId>> knockoutTiers(const store::TournamentFile& file, int stage,
                                                 int afterRound) {
    const Bracket b = bracketOf(file, stage, afterRound);
    std::vector<std::vector<PlayerId>> tiers;
    const BracketMatch* third = nullptr;
    std::set<PlayerId> out;
    for (const BracketMatch& m : b.matches) {
        if (m.thirdPlace)
            third = &m;
        else if (m.winner && m.upper && m.lower)
            out.insert(m.winner == m.upper ? *m.lower : *m.upper);
    }
    if (b.champion) {
        tiers.push_back({*b.champion});
    } else {
        std::vector<PlayerId> alive;
        for (const StageSeat& seat : file.stages().seats(stage))
            if (!out.count(seat.player))
                alive.push_back(seat.player);
        tiers.push_back(alive);
    }
    for (int j = b.rounds; j >= 1; --j) {
        if (j == b.rounds - 1 && third && third->winner) {
            tiers.push_back({*third->winner});
            tiers.push_back({third->winner == third->upper ? *third->lower : *third->upper});
            continue;
        }
        std::vector<PlayerId> lost;
        for (const BracketMatch& m : b.matches)
            if (m.bracketRound == j && !m.thirdPlace && m.winner && m.upper && m.lower)
                lost.push_back(m.winner == m.upper ? *m.lower : *m.upper);
        tiers.push_back(lost);
    }
    return tiers;
}

} // namespace stage_detail

int knockoutStage(const store::TournamentFile& file) {
    int out = 0;
    for (const Stage& s : file.stages().all())
        if (s.format == StageFormat::Knockout)
            out = s.number;
    return out;
}

Bracket bracketOf(const store::TournamentFile& file, int stageNo, int afterRound) {
    store::RoundInputs in = file.roundInputs();
    const std::vector<Stage> stages = eventStages(in.settings, file.stages().all());
    const Stage& s = stageNumbered(stages, stageNo);
    if (s.format != StageFormat::Knockout)
        throw store::StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "stage %1 is not a knockout"),
                                        std::to_string(stageNo)),
                                store::StoreError::Kind::NotFound);
    std::vector<StageDecision> decisions = file.stages().decisions();
    if (afterRound > 0) { // the bracket as it stood then
        std::erase_if(in.games, [&](const Game& g) { return g.round > afterRound; });
        std::erase_if(in.byes, [&](const Bye& b) { return b.round > afterRound; });
        std::erase_if(decisions, [&](const StageDecision& d) { return d.round > afterRound; });
    }
    return makeBracket(in, decisions, s, file.stages().seats(stageNo));
}

KnockoutAdvance advanceKnockout(store::TournamentFile& file) {
    KnockoutAdvance out;
    const int k = knockoutStage(file);
    if (k == 0)
        return out;
    const Bracket b = bracketOf(file, k);
    if (!b.placed || std::all_of(b.matches.begin(), b.matches.end(), [](const BracketMatch& m) {
            return m.winner.has_value() ||
                   (m.thirdPlace && (!m.upper || !m.lower) && m.upperKnown && m.lowerKnown);
        }))
        return out;
    const Stage& s = b.stage;
    for (int round = s.firstRound; round <= s.lastRound(); ++round) {
        if (!file.rounds().games(RoundNo{round}).empty())
            continue;
        const StageRound made = stageRound(file, round);
        if (made.refusal.kind == Refusal::Kind::Refused)
            return out; // the bracket waits: a result or a decision is missing
        if (made.refusal) {
            out.refusal = made.refusal;
            return out;
        }
        if (made.games.empty())
            continue; // best of three: no third game needed
        const PairedRound paired = pairStageRoundInFile(file, RoundNo{round});
        if (paired.refusal) {
            out.refusal = paired.refusal; // e.g. a results desk that may not pair
            return out;
        }
        out.round = RoundNo{round};
        out.paired = paired.stored;
        return out;
    }
    return out;
}

std::optional<int> knockoutPairedAfter(const store::TournamentFile& file, int round) {
    if (file.stages().all().empty())
        return std::nullopt;
    const std::vector<Stage> stages = eventStages(file);
    const Stage* s = stageOf(stages, round);
    if (!s || s->format != StageFormat::Knockout)
        return std::nullopt;
    std::optional<int> later;
    for (const Game& g : file.rounds().games())
        if (g.round > round && g.round <= s->lastRound())
            later = std::max(later.value_or(0), g.round);
    return later;
}

} // namespace tengen
