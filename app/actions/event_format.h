#pragma once
// The event's format: what an event of its kind does, asked in one place (docs/architecture.md,
// "Where to add — an event format"). Results, pairing, the live page, the documents and the
// desk's views ask the format instead of asking "is this a team event, an event of stages?"
// themselves; the next format (divisions) is a new implementation here, not new branches in
// each of them.
//
// Three formats today, chosen from the file by eventFormat():
// - one system: McMahon or Swiss over every round, paired by the engine;
// - a team event: teams paired, each match's boards following it;
// - an event of stages: round robins, groups, knockouts (and McMahon or Swiss stages) one after
//   the other, each round paired as its stage says.
#include "actions/refusal.h"
#include "actions/stages.h"
#include "store/tournament_file.h"
#include "tournament/stage.h"

#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace tengen {

// What the event is, as far as the lists that depend on it go (the report kinds an event has,
// the desk's tabs).
struct EventShape {
    bool team = false;     // a team event
    bool staged = false;   // an event of stages (round robin, groups, knockout …)
    bool knockout = false; // … one of which is a knockout
};

// How a round is paired.
enum class RoundPairing {
    Engine,      // McMahon or Swiss: the pairing engine, from the standings so far
    Schedule,    // a round robin's or groups' schedule, fixed when the stage's players are placed
    Bracket,     // a knockout's bracket, from the round before it
    TeamMatches, // the teams are paired; each match's boards follow it
};

class EventFormat {
  public:
    virtual ~EventFormat() = default;

    virtual EventShape shape() const = 0;
    // How `round` is paired.
    virtual RoundPairing pairingOf(int round) const = 0;
    // The stage `round` belongs to, in an event of stages (nullopt elsewhere).
    virtual std::optional<Stage> stageOf(int /*round*/) const { return std::nullopt; }
    // Of the players `waiting` in `round` (not paired, not resting), those the round still
    // leaves without a game in its format (#44): all of them where the engine pairs; in a round
    // robin's or groups' round, the stage's own players; nobody in a team event (a reserve plays
    // for nobody) or in a knockout round (a player out of the bracket waits for no game).
    virtual std::vector<PlayerId> seatable(const store::TournamentFile& file, RoundNo round,
                                           const std::vector<PlayerId>& waiting) const = 0;
    // May the event take another stage? (A team event plays its round robin as its team
    // pairing: no stages.)
    virtual Refusal mayAddStage() const { return {}; }
    // A stored result of `round` may change only while nothing was paired from it: the round to
    // unpair first (a knockout's next), or nullopt.
    virtual std::optional<int> pairedFrom(const store::TournamentFile& /*file*/,
                                          int /*round*/) const {
        return std::nullopt;
    }
    // What follows a result (or a referee's decision), inside its transaction: a knockout pairs
    // its next round when the bracket round is decided. Nothing elsewhere.
    virtual KnockoutAdvance afterResult(store::TournamentFile& /*file*/) const { return {}; }
    // The report kind (documents/report_kinds.h) its readers look for first: the standings, a
    // team event's team standings.
    virtual QString firstReport() const { return QStringLiteral("standings"); }
};

// The open event's format, read from its settings and stages (in the caller's read; a file's
// stages edited beyond sense throw StoreError Damaged, as eventStages does).
std::unique_ptr<const EventFormat> eventFormat(const store::TournamentFile& file);

} // namespace tengen
