#include "results.h"

#include "event_format.h"
#include "tournament/result_codec.h"

#include <algorithm>

namespace tengen {

ResultNeeds resultNeeds(const Game& game, GameResult result, bool byForfeit,
                        const TournamentSettings& settings) {
    ResultNeeds needs;
    needs.black = !game.knownColour && result != GameResult::Unknown;
    needs.change = game.result != GameResult::Unknown &&
                   (result != game.result || byForfeit != game.byForfeit);
    needs.reason = needs.change || (result == GameResult::Jigo && !byForfeit &&
                                    jigoImpossible(settings, game.handicap));
    return needs;
}

Refusal changeNeedsReason(const Game& before) {
    return Refusal::of(Refusal::Kind::Incomplete,
                       Problem(QT_TRANSLATE_NOOP("tengen", "round %1, table %2 has the result %3 "
                                                           "already: a change needs the referee's "
                                                           "reason"),
                               std::to_string(before.round), std::to_string(before.table),
                               std::string(encodeResult(before.result, ResultVocabulary::Score))));
}

ResultOutcome enterResult(store::TournamentFile& file, const ResultRequest& r) {
    ResultOutcome out;
    // The table's event-wide number names the game, whichever division is shown (a hall's
    // device, a desk switched to another division): entered in the division whose it is.
    std::optional<int> where = file.division();
    try {
        if (const std::optional<int> d = file.rounds().divisionAt(r.round, r.table))
            where = d;
    } catch (const store::StoreError&) {
        // read again below, where a failure is the refusal
    }
    const store::InDivision in(file, where);
    try {
        std::optional<Game> game;
        TournamentSettings settings;
        {
            const store::TournamentFile::ReadSnapshot snapshot(file);
            settings = file.settings().get();
            for (const Game& g : file.rounds().games(RoundNo{r.round}))
                if (g.table == r.table)
                    game = g;
        }
        if (!game) {
            out.refusal =
                Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "Round %1 has no table %2."),
                                         std::to_string(r.round), std::to_string(r.table)));
            return out;
        }
        out.before = r.seen.value_or(*game);
        if (r.seen && !(*r.seen == *game)) { // changed meanwhile: the store refuses, saying how
            out.after = file.rounds().setResult(RoundNo{r.round}, TableNo{r.table}, r.result,
                                                r.byForfeit, r.black, r.seen, r.reason.trimmed());
            return out;
        }
        const ResultNeeds needs = resultNeeds(out.before, r.result, r.byForfeit, settings);
        out.missing.black = needs.black && !r.black;
        out.missing.reason = needs.reason && r.reason.trimmed().isEmpty();
        out.missing.change = needs.change;
        if (out.missing.black) {
            out.refusal.kind = Refusal::Kind::Incomplete;
            out.refusal.problem =
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1, table %2: the colours were decided "
                                                    "at the board; say who took black"),
                        std::to_string(r.round), std::to_string(r.table));
            return out;
        }
        if (out.missing.reason && needs.change) {
            out.refusal = changeNeedsReason(out.before);
            return out;
        }
        // A knockout went on from this game's result: the rounds after it come back first.
        if (out.before.result != GameResult::Unknown && out.before.result != r.result) {
            if (const std::optional<int> later = eventFormat(file)->pairedFrom(file, r.round)) {
                out.refusal = Refusal::invalid(Problem(
                    QT_TRANSLATE_NOOP("tengen", "round %1, table %2: the bracket went on from "
                                                "this result; unpair round %3 (and any after it) "
                                                "before changing it"),
                    std::to_string(r.round), std::to_string(r.table), std::to_string(*later)));
                return out;
            }
        }
        if (out.missing.reason) {
            out.refusal.kind = Refusal::Kind::Incomplete;
            out.refusal.problem = Problem(
                QT_TRANSLATE_NOOP("tengen", "round %1, table %2: a jigo cannot happen with komi "
                                            "%3; enter it only with the referee's reason"),
                std::to_string(r.round), std::to_string(r.table), settings.komi.points());
            return out;
        }
        file.writeTransaction([&] {
            out.after =
                file.rounds().setResult(RoundNo{r.round}, TableNo{r.table}, r.result, r.byForfeit,
                                        r.black, r.seen, r.reason.trimmed(), r.by);
            // What follows in the event's format, in the result's transaction: a knockout's
            // result that decides its bracket round pairs the next. When it cannot (a desk that
            // may not pair), the pairing's own savepoint is rolled back, the result stands, and
            // notAdvanced says why.
            const KnockoutAdvance advance = eventFormat(file)->afterResult(file);
            out.notAdvanced = advance.refusal;
            out.advanced = advance.round;
            out.advancedRound = advance.paired;
        });
    } catch (const store::StoreError& error) {
        out.refusal = Refusal::fromStore(error);
    }
    return out;
}

} // namespace tengen
