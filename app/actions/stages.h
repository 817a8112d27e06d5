#pragma once
// Formats of play beside McMahon and Swiss (issue #33, docs/formats-of-play.md): the event's
// stages, the schedule of a round robin (and of groups), the knockout bracket, each stage's
// standings and the event's final places. What the CLI, the desk and the live page share; their
// documents are documents/stage_documents.h.
#include "actions/refusal.h"
#include "actions/rounds.h"
#include "pairing/pair_round.h"
#include "reports/standings_writers.h"
#include "reports/table_document.h"
#include "store/tournament_file.h"
#include "tournament/stage.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <vector>

namespace tengen {

// The stages the event plays: the file's, or one stage of the tournament's system over every
// round (an event made before stages, or a plain Swiss or McMahon event).
std::vector<Stage> eventStages(const TournamentSettings& settings,
                               const std::vector<Stage>& stored);
std::vector<Stage> eventStages(const store::TournamentFile& file);
// The stage `round` belongs to; a round after every stage's known rounds belongs to the last
// stage (its rounds are not known yet) or to none (nullptr).
const Stage* stageOf(const std::vector<Stage>& stages, int round);
// "round-robin", "swiss" …: what `round` is paired by (the JSON's "system").
QString systemOfRound(const store::TournamentFile& file, int round);
// The format in the reader's language: 循环赛, 双循环, 小组赛, 淘汰赛, 积分编排 (Swiss), 麦克马洪.
QString stageFormatName(StageFormat f);
// "Stage 2: round robin (rounds 6–10)" in the reader's language.
QString stageTitle(const Stage& s);

// A new event played as `first` (a round robin, groups, a knockout), in one transaction: its
// stage, and pairing settings that suit it (Swiss scores: wins; a rest round scores nothing;
// even games; tie-breakers score, SB, direct encounter, wins, Koya).
void makeStagedEvent(store::TournamentFile& file, const Stage& first);

// The last round a desk offers: the event's rounds, or the first round of a stage whose rounds
// are not known until its players are placed (pairing that round places them).
int lastRoundToShow(const store::TournamentFile& file);

// The players of `stage` in seeding order, before they are placed: stage 1 — the finally
// registered players not withdrawn, strongest first (rating, then rank); a later stage — the top
// `entrants` of the stage before it (its final places; groups: the top `perGroup` of each group,
// winners first, then runners-up …).
std::vector<PlayerId> stageEntrants(const store::TournamentFile& file, int stage);

// Placing a stage's players is the action placeStage (stage_actions.h); pairing a stage's first
// round places them too.
// Why `stage`'s players cannot be placed now, or none: no such stage or nothing to place, placed
// already, the stage before not over, too few players.
Refusal stagePlacementRefusal(const store::TournamentFile& file, int stage);

// The games (and byes) `round` of a scheduled or knockout stage gets, from its places and the
// results so far; nothing is stored. A game with a withdrawn or absent player is lost by forfeit
// (by both when both are). Refused when the round is not a round robin's, groups' or knockout's,
// when the stage's players are not placed, and while the knockout's previous round is not decided
// (Kind::Refused: the bracket waits).
struct StageRound {
    Refusal refusal;
    std::vector<Game> games;
    std::vector<Bye> byes;
};
StageRound stageRound(const store::TournamentFile& file, int round);

// Pairs `round` of a scheduled or knockout stage and stores it, placing the stage's players
// first when they are not placed yet (one transaction); refused like pairRoundInFile (paired
// already, no games) and like placeStage.
PairedRound pairStageRoundInFile(store::TournamentFile& file, RoundNo round);

// The knockout's next round when the bracket round before it is decided and it is not paired
// yet: paired and stored (the bracket goes on by itself after a result). `round` is nullopt when
// there is nothing to pair yet; `refusal` says why a round that was due could not be paired (a
// desk that may not pair — a results desk on a server — or a file that failed): the caller shows
// it, and the director's desk pairs the round. Only the pairing writes, in its own transaction
// (a savepoint inside the caller's), so a refusal leaves the caller's change standing.
struct KnockoutAdvance {
    Refusal refusal;
    std::optional<RoundNo> round;
    store::RoundState paired; // that round as stored
};
KnockoutAdvance advanceKnockout(store::TournamentFile& file);

// One stage's standings after event round `afterRound` (0: as far as played): its players, its
// games in its own rounds (R1 = its first), the tie-breakers its format uses; in a round robin,
// the games of a player who withdrew having played fewer than half are annulled (rule "half").
// A knockout's rows stand in the bracket's places (shared by the players who went out in one
// round) beside their games won; groups' rows group by group (`grouped`), places within each.
reports::StandingsTable stageStandings(const store::TournamentFile& file, int stage,
                                       int afterRound = 0, bool grouped = true);
// The stage a reader of the standings after `afterRound` sees: the stage of that round (the
// first stage before any round).
int stageOfStandings(const store::TournamentFile& file, int afterRound);
// The criteria a stage's standings use.
std::vector<Criterion> stageCriteria(const store::TournamentFile& file, const Stage& s);

// A knockout's bracket as the results make it. (A stage number the file does not hold, or a stage
// that is no knockout, is a lookup that fails: StoreError NotFound.)
struct BracketMatch {
    int bracketRound = 1;                 // 1 = the first
    int match = 0;                        // 0-based, top to bottom
    std::optional<PlayerId> upper, lower; // nullopt: a bye, or not known yet
    bool upperKnown = false, lowerKnown = false;
    std::vector<Game> games; // played so far
    int upperWins = 0, lowerWins = 0;
    std::optional<PlayerId> winner;
    QString decision;           // the referee's reason when he decided it
    bool thirdPlace = false;    // the game for third place
    bool needsDecision = false; // a game the board did not decide (jigo, both lost)
};
struct Bracket {
    Stage stage;
    int size = 0, rounds = 0;          // slots; bracket rounds
    std::vector<BracketMatch> matches; // by bracket round, then top to bottom; third place last
    std::optional<PlayerId> champion;
    bool placed = false;
};
// `afterRound` > 0: as it stood after that event round (later games and decisions left out).
Bracket bracketOf(const store::TournamentFile& file, int stage, int afterRound = 0);
// The stage of the event's (last) knockout, or 0.
int knockoutStage(const store::TournamentFile& file);

// A knockout game's result may change only while no later round of its bracket is paired (the
// bracket went on from it): the round to unpair first, or nullopt.
std::optional<int> knockoutPairedAfter(const store::TournamentFile& file, int round);

// The referee's decisions and the stage list's changes are actions: stage_actions.h.

// The event's final places: the last stage's places, then those who went out in an earlier
// stage in that stage's order (a knockout: by the round they went out in, shared).
struct FinalPlace {
    PlayerId player{};
    int place = 0;
    bool shared = false;
    int stage = 1; // the last stage he played
};
// `afterRound` > 0: as they stood after that event round (a stage not reached by then is left
// out, a knockout's bracket as it stood).
std::vector<FinalPlace> finalPlaces(const store::TournamentFile& file, int afterRound = 0);

} // namespace tengen
