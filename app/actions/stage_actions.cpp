#include "stage_actions.h"

#include "actions/event_format.h"
#include "actions/stage_detail.h"
#include "actions/stages.h"

namespace tengen {

namespace {

// `guarded` for an action whose rules come first: the refusal they give, else the store's.
Refusal noStage(int stage) {
    return Refusal::invalid(
        Problem(QT_TRANSLATE_NOOP("tengen", "the event has no stage %1"), std::to_string(stage)));
}

} // namespace

StagesChange addStage(store::TournamentFile& file, Stage next) {
    StagesChange out;
    out.refusal = inWriteTransaction(file, [&]() -> Refusal {
        if (const Refusal refused = eventFormat(file)->mayAddStage())
            return refused;
        out.before = file.stages().all();
        std::vector<Stage> stages = eventStages(file); // the first stage made explicit
        const Stage& last = stages.back();
        if (last.rounds <= 0)
            return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                "tengen", "the stage before has no known number of rounds yet: place its players "
                          "first")));
        next.number = static_cast<int>(stages.size()) + 1;
        next.firstRound = last.lastRound() + 1;
        next.rounds = 0;
        stages.push_back(next);
        file.stages().save(out.before, stages);
        out.after = std::move(stages);
        return {};
    });
    return out;
}

StagesChange removeStage(store::TournamentFile& file, std::optional<int> stage) {
    StagesChange out;
    out.refusal = inWriteTransaction(file, [&]() -> Refusal {
        out.before = file.stages().all();
        const int last = static_cast<int>(out.before.size());
        if (last < 2)
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "only a later stage can be removed")));
        if (stage && *stage != last)
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "only the last stage (%1) can be removed"),
                        std::to_string(last)));
        out.after = out.before;
        out.after.pop_back();
        file.stages().save(out.before, out.after);
        return {};
    });
    return out;
}

StagePlacement placeStage(store::TournamentFile& file, int stage,
                          const std::optional<std::string>& seed) {
    StagePlacement out;
    out.refusal = inWriteTransaction(file, [&]() -> Refusal {
        out.seats = stage_detail::placePlayers(file, stage, seed); // refused there
        out.stage = eventStages(file)[static_cast<std::size_t>(stage - 1)];
        return {};
    });
    return out;
}

Refusal unplaceStage(store::TournamentFile& file, int stage) {
    return inWriteTransaction(file, [&]() -> Refusal {
        if (stage < 1 || stage > static_cast<int>(eventStages(file).size()))
            return noStage(stage);
        file.stages().unplace(stage);
        return {};
    });
}

KnockoutDecisionOutcome decideKnockout(store::TournamentFile& file, RoundNo round, TableNo table,
                                       PlayerId winner, const QString& reason) {
    KnockoutDecisionOutcome out;
    out.refusal = inWriteTransaction(file, [&]() -> Refusal {
        const std::vector<Stage> stages = eventStages(file);
        const Stage* s = stageOf(stages, round);
        if (!s || s->format != StageFormat::Knockout)
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is not a knockout round"),
                        problemArg(round)));
        const std::optional<Game> g = file.rounds().game(round, table);
        if (!g)
            return Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "round %1 has no table %2"),
                                            problemArg(round), problemArg(table)));
        if (!g->involves(winner))
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "player %1 does not play at table %2"),
                        problemArg(winner), problemArg(table)));
        if (g->result == GameResult::Unknown || stage_detail::winnerOf(*g))
            return Refusal::invalid(Problem(
                QT_TRANSLATE_NOOP("tengen", "the board decided table %1 (or has no result yet): "
                                            "no decision is needed"),
                problemArg(table)));
        out.decision = {s->number, round, table, winner, reason.trimmed().toStdString()};
        file.stages().decide(out.decision);
        // The bracket goes on with the decision, in its transaction; when it cannot (a desk that
        // may not pair), the decision stands and notAdvanced says why.
        const KnockoutAdvance advance = advanceKnockout(file);
        out.notAdvanced = advance.refusal;
        out.advanced = advance.round;
        out.paired = advance.paired;
        return {};
    });
    return out;
}

Refusal takeBackKnockoutDecision(store::TournamentFile& file, RoundNo round, TableNo table) {
    return inWriteTransaction(file, [&]() -> Refusal {
        if (const std::optional<int> later = knockoutPairedAfter(file, round))
            return Refusal::invalid(Problem(
                QT_TRANSLATE_NOOP("tengen", "round %1, table %2: the bracket went on from this "
                                            "result; unpair round %3 (and any after it) before "
                                            "changing it"),
                problemArg(round), problemArg(table), std::to_string(*later)));
        for (const StageDecision& d : file.stages().decisions())
            if (d.round == round && d.table == table) {
                file.stages().undecide(d);
                return {};
            }
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "round %1, table %2 has no referee's decision"),
                    problemArg(round), problemArg(table)));
    });
}

} // namespace tengen
