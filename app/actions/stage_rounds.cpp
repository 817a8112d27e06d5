// A scheduled or knockout stage's round: its games from the places and results, and pairing it.
#include "actions/divisions.h"
#include "stages.h"

#include "stage_detail.h"

#include "pairing/round_robin.h"
#include "tournament/result_codec.h"

#include <algorithm>
#include <functional>
#include <map>

namespace tengen {

using namespace stage_detail;

namespace stage_detail {

// Who does not come to `round`: withdrawn, marked absent, or no longer registered.
std::function<bool(PlayerId)> awayIn(const store::RoundInputs& in, int round) {
    std::map<PlayerId, const Player*> players;
    for (const Player& p : in.players)
        players[p.id] = &p;
    return [players = std::move(players), round](PlayerId id) {
        const auto p = players.find(id);
        return p == players.end() || p->second->withdrawn ||
               p->second->participation(round) == Participation::Absent;
    };
}

StageRound scheduledRound(const store::RoundInputs& in, const Stage& s,
                          const std::vector<StageSeat>& seats, int round) {
    StageRound out;
    const int stageRoundNo = round - s.firstRound + 1;
    const bool twice = s.format == StageFormat::DoubleRoundRobin || s.doubleRounds;
    std::map<int, std::map<int, PlayerId>> groups; // group -> seat -> player
    for (const StageSeat& seat : seats)
        groups[seat.group][seat.seat] = seat.player;
    const auto away = awayIn(in, round);
    int table = 0;
    for (const auto& [group, bySeat] : groups) {
        const int n = static_cast<int>(bySeat.size());
        if (stageRoundNo > pairing::bergerRounds(n) * (twice ? 2 : 1))
            continue; // a smaller group has finished
        for (const auto& [w, b] : pairing::roundRobinRound(n, stageRoundNo, twice)) {
            Game g;
            g.round = round;
            g.table = ++table;
            g.white = bySeat.at(w);
            g.black = bySeat.at(b);
            const bool whiteAway = away(g.white), blackAway = away(g.black);
            if (whiteAway || blackAway) {
                g.byForfeit = true;
                g.result = whiteAway && blackAway ? GameResult::BothLose
                           : whiteAway            ? GameResult::BlackWins
                                                  : GameResult::WhiteWins;
            }
            out.games.push_back(g);
        }
        if (const int bye = pairing::roundRobinBye(n, stageRoundNo, twice))
            out.byes.push_back({round, bySeat.at(bye)});
    }
    return out;
}

} // namespace stage_detail

namespace {

// stageRound's games; a refusal by refuse().
StageRound madeRound(const store::TournamentFile& file, int round) {
    const store::RoundInputs in = file.roundInputs();
    const std::vector<Stage> stages = eventStages(in.settings, file.stages().all());
    const Stage* s = stageOf(stages, round);
    if (!s || (!isScheduled(s->format) && s->format != StageFormat::Knockout))
        refuse(Refusal::invalid(Problem(
            QT_TRANSLATE_NOOP("tengen", "round %1 is not in a round-robin or knockout stage"),
            std::to_string(round))));
    const std::vector<StageSeat> seats = file.stages().seats(s->number);
    if (seats.empty())
        refuse(Refusal::refused(Problem(QT_TRANSLATE_NOOP("tengen", "stage %1's players are not "
                                                                    "placed yet"),
                                        std::to_string(s->number))));
    if (round > s->lastRound())
        refuse(Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is outside 1..%2"),
                                        std::to_string(round), std::to_string(s->lastRound()))));
    checkSeats(*s, seats);
    if (isScheduled(s->format))
        return scheduledRound(in, *s, seats, round);
    return knockoutRound(in, makeBracket(in, file.stages().decisions(), *s, seats), round);
}

} // namespace

StageRound stageRound(const store::TournamentFile& file, int round) {
    StageRound out;
    const Refusal refused = guarded([&] { out = madeRound(file, round); });
    out.refusal = refused;
    return out;
}

PairedRound pairStageRoundInFile(store::TournamentFile& file, RoundNo round) {
    PairedRound out;
    out.pairing.round = round;
    // One transaction: two desks pairing the stage's first round at once place its players once
    // and pair it once (the other is told it is paired).
    out.refusal = inWriteTransaction(file, [&]() -> Refusal {
        if (const int last = lastRoundToShow(file); round < 1 || round > last)
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is outside the event's rounds (1 to "
                                                    "%2)"),
                        std::to_string(round.value()), std::to_string(last)));
        if (!file.rounds().games(round).empty() || !file.rounds().byes(round).empty())
            return Refusal::refused(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is already paired; unpair it first"),
                        std::to_string(round.value())));
        const std::vector<Stage> stages = eventStages(file);
        const Stage* s = stageOf(stages, round);
        if (s && file.stages().seats(s->number).empty() && round == s->firstRound)
            placePlayers(file, s->number, std::nullopt);
        StageRound made = stageRound(file, round);
        if (made.refusal)
            return made.refusal;
        placeOnDivisionTables(file, round, made.games); // event-wide table numbers (#47)
        if (made.games.empty())
            return Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen", "Round %1 has no game to pair: every match of its "
                                            "bracket round is decided"),
                std::to_string(round.value())));
        file.rounds().save(round, made.games, made.byes, QStringLiteral("round.pair"));
        out.stored = store::RoundState::ordered(made.games, made.byes);
        for (const Game& g : made.games)
            out.pairing.games.push_back({g.table, g.white, g.black, g.handicap});
        if (!made.byes.empty())
            out.pairing.bye = made.byes.front().player;
        return {};
    });
    return out;
}

} // namespace tengen
