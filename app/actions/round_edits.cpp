#include "round_edits.h"

#include "actions/rounds.h"
#include "pairing/round_context.h"

#include <algorithm>

namespace tengen {

namespace {

std::string number(int n) {
    return std::to_string(n);
}

std::string nameOf(const store::TournamentFile& file, PlayerId id) {
    return playerDisplayName(file, id).toStdString();
}

Refusal refused(Problem p) {
    Refusal r;
    r.kind = Refusal::Kind::Refused;
    r.problem = std::move(p);
    return r;
}

Game* gameAt(std::vector<Game>& games, int table) {
    for (Game& g : games)
        if (g.table == table)
            return &g;
    return nullptr;
}

// Stores `after` in place of `seen` (refused if the round changed since) and fills the edit.
RoundEdit storeRound(store::TournamentFile& file, RoundNo round, const store::RoundState& seen,
                     const store::RoundState& after,
                     const QString& what = QStringLiteral("round.edit")) {
    RoundEdit edit;
    edit.before = seen;
    edit.after = store::RoundState::ordered(after.games, after.byes);
    try {
        file.rounds().save(round, edit.after.games, edit.after.byes, what, {seen, {}});
    } catch (const store::StoreError& e) {
        edit.refusal = Refusal::fromStore(e);
    }
    return edit;
}

bool coloursPublished(const store::TournamentFile& file, RoundNo round) {
    return file.colours().draw(round) || !file.colours().history(round).empty();
}

// A pair that met before the round, or that the director forbade: the user confirms it.
std::vector<Problem> doubtsAbout(const store::TournamentFile& file, RoundNo round,
                                 const std::vector<Game>& pairs) {
    std::vector<Problem> doubts;
    const std::vector<Game> earlier = file.rounds().games();
    const std::vector<store::PairingConstraint> constraints = file.constraints().all();
    for (const Game& g : pairs) {
        for (const Game& e : earlier)
            if (e.round < round && e.involves(g.white) && e.involves(g.black)) {
                doubts.push_back(
                    Problem(QT_TRANSLATE_NOOP("tengen", "%1 and %2 played each other in round %3."),
                            nameOf(file, g.white), nameOf(file, g.black), number(e.round)));
                break;
            }
        for (const store::PairingConstraint& c : constraints)
            if (c.kind == QLatin1String("forbidden") &&
                ((c.a == g.white && c.b == g.black) || (c.a == g.black && c.b == g.white)))
                doubts.push_back(Problem(QT_TRANSLATE_NOOP("tengen", "%1 and %2 are a pair the "
                                                                     "director forbade (%3)."),
                                         nameOf(file, g.white), nameOf(file, g.black),
                                         c.note.toStdString()));
    }
    return doubts;
}

} // namespace

RoundEdit unpairRound(store::TournamentFile& file, RoundNo round, const store::RoundState& seen) {
    for (const Game& g : seen.games)
        if (g.result != GameResult::Unknown) {
            RoundEdit edit;
            edit.before = seen;
            edit.refusal = refused(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1 has results; they would be lost"),
                        number(round)));
            return edit;
        }
    // A round that is not paired is unpaired already; the change still checks that it is so.
    return storeRound(file, round, seen, {}, QStringLiteral("round.unpair"));
}

RoundEdit swapColours(store::TournamentFile& file, RoundNo round, TableNo table,
                      const store::RoundState& seen) {
    RoundEdit edit;
    edit.before = seen;
    store::RoundState after = seen;
    Game* g = gameAt(after.games, table);
    try {
        if (!g)
            edit.refusal =
                Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "Round %1 has no table %2."),
                                         number(round), number(table)));
        else if (g->result != GameResult::Unknown)
            edit.refusal = refused(
                Problem(QT_TRANSLATE_NOOP("tengen", "Table %1 has a result; clear it first."),
                        number(table)));
        else if (g->handicap > 0)
            edit.refusal = refused(Problem(
                QT_TRANSLATE_NOOP("tengen", "Table %1 is a handicap game: the weaker player "
                                            "takes black."),
                number(table)));
        else if (coloursPublished(file, round))
            edit.refusal = refused(Problem(
                QT_TRANSLATE_NOOP("tengen", "The colours of round %1 are published: record the "
                                            "change with a reason (nigiri at the board, or the "
                                            "director's decision)."),
                number(round)));
    } catch (const store::StoreError& e) {
        edit.refusal = Refusal::fromStore(e);
    }
    if (!edit.refusal.done())
        return edit;
    std::swap(g->white, g->black);
    return storeRound(file, round, seen, after);
}

RoundEdit exchangeOpponents(store::TournamentFile& file, RoundNo round, TableNo a, TableNo b,
                            const store::RoundState& seen, bool confirmed) {
    RoundEdit edit;
    edit.before = seen;
    store::RoundState after = seen;
    Game* first = gameAt(after.games, a);
    Game* second = gameAt(after.games, b);
    if (!first || !second || a == b) {
        edit.refusal = Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "Round %1 has no tables %2 and %3 to exchange."),
                    number(round), number(a), number(b)));
        return edit;
    }
    if (first->result != GameResult::Unknown || second->result != GameResult::Unknown) {
        edit.refusal = refused(
            Problem(QT_TRANSLATE_NOOP("tengen", "Only games without a result can be changed.")));
        return edit;
    }
    try {
        std::swap(first->black, second->black);
        // The new pairs get the colours and handicap the engine gives them.
        const pairing::Field field = fieldForRound(file, round);
        std::vector<int> pool;
        for (const Game& g : after.games)
            for (PlayerId p : {g.white, g.black})
                if (field.indexOf(p) >= 0)
                    pool.push_back(field.indexOf(p));
        const pairing::RoundContext context(field, round, pool);
        for (Game* g : {first, second}) {
            const int w = field.indexOf(g->white), k = field.indexOf(g->black);
            if (w < 0 || k < 0)
                continue;
            // An even game keeps the colours the exchange gives (the Black players change
            // tables); a handicap game is the engine's: the weaker player takes black, with
            // the stones the difference gives.
            const pairing::Colours c = context.colours(w, k);
            g->handicap = c.handicap;
            if (c.handicap > 0) {
                g->white = field.entrants[c.white].id;
                g->black = field.entrants[c.black].id;
                g->knownColour = true; // no nigiri in a handicap game
            }
        }
        edit.doubts.push_back(
            Problem(QT_TRANSLATE_NOOP("tengen", "Table %1: %2 (white) plays %3 (black)."),
                    number(first->table), nameOf(file, first->white), nameOf(file, first->black)));
        edit.doubts.push_back(Problem(
            QT_TRANSLATE_NOOP("tengen", "Table %1: %2 (white) plays %3 (black)."),
            number(second->table), nameOf(file, second->white), nameOf(file, second->black)));
        for (const Problem& p : doubtsAbout(file, round, {*first, *second}))
            edit.doubts.push_back(p);
    } catch (const store::StoreError& e) {
        edit.refusal = Refusal::fromStore(e);
        return edit;
    }
    edit.after = after;
    if (!confirmed) {
        edit.refusal.kind = Refusal::Kind::NeedsConfirmation;
        edit.refusal.problem =
            Problem(QT_TRANSLATE_NOOP("tengen", "Exchange the Black players of tables %1 and %2?"),
                    number(a), number(b));
        return edit;
    }
    return storeRound(file, round, seen, after);
}

RoundEdit pairChosen(store::TournamentFile& file, RoundNo round,
                     const std::vector<PlayerId>& chosen, const store::RoundState& seen,
                     bool confirmed) {
    RoundEdit edit;
    edit.before = seen;
    const ChosenPairing chosenPairing = pairChosenPlayers(file, round, chosen, seen);
    edit.refusal = chosenPairing.refusal;
    if (!edit.refusal)
        edit.refusal = guarded([&] {
            edit.added = chosenPairing.games;
            edit.after = withGamesAdded(seen, edit.added);
            edit.doubts = doubtsAbout(file, round, edit.added);
        });
    if (edit.refusal)
        return edit;
    if (!edit.doubts.empty() && !confirmed) {
        edit.refusal.kind = Refusal::Kind::NeedsConfirmation;
        edit.refusal.problem = Problem(QT_TRANSLATE_NOOP("tengen", "Pair them anyway?"));
        return edit;
    }
    RoundEdit stored = storeRound(file, round, seen, edit.after);
    stored.added = edit.added;
    stored.doubts = edit.doubts;
    return stored;
}

RoundEdit coloursAtTheBoards(store::TournamentFile& file, RoundNo round,
                             const store::RoundState& seen) {
    store::RoundState after = seen;
    for (Game& g : after.games)
        if (g.handicap == 0 && g.result == GameResult::Unknown)
            g.knownColour = false;
    return storeRound(file, round, seen, after, QStringLiteral("colours.board"));
}

Refusal restoreRound(store::TournamentFile& file, RoundNo round, const store::RoundState& to,
                     const store::RoundState& expected) {
    try {
        file.rounds().save(round, to.games, to.byes, QStringLiteral("round.undo"), {expected, {}});
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

} // namespace tengen
