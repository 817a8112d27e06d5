#pragma once
// Purpose: each action's inverse — what an action did, as a change that can be taken back and
// made again, each way one transaction that is refused (a StoreError, Conflict) when another
// program changed what it touches since, or (a rule met on the way, by refuse()) when the event
// no longer allows it: the desk runs each way through guarded (refusal.h). The desk's undo stack
// holds these and never writes the store itself; the CLI has no undo (every command is one
// transaction the journal keeps).
#include "actions/players.h"
#include "store/tournament_file.h"

#include <QString>
#include <functional>
#include <vector>

namespace tengen {

struct Undoable {
    std::function<void(store::TournamentFile&)> redo, undo;
};

// Teams (#32): an addition (`stored`, as written), an edit, a removal; a line-up given for a
// round; a team round paired (`paired` and its `games`, as stored).
Undoable teamAddUndo(const Team& stored);
// Several teams made at once (teams from clubs): one step.
Undoable teamsAddUndo(const std::vector<Team>& stored);
Undoable teamEditUndo(const Team& before, const Team& after);
Undoable teamRemoveUndo(const Team& removed);
Undoable lineupUndo(RoundNo round, TeamId team, const std::vector<PlayerId>& before,
                    const std::vector<PlayerId>& after);
Undoable teamPairingUndo(RoundNo round, const TeamRound& paired, const std::vector<Game>& games);
// A match added by hand: undo takes the round back to `before` (its other matches and their
// results stay), redo adds the match again; each refused when the round changed meanwhile.
Undoable teamMatchUndo(RoundNo round, const TeamRound& before, const std::vector<Game>& gamesBefore,
                       const TeamRound& after, const std::vector<Game>& gamesAfter);

// A registration (`stored`, as written): undo removes it, redo puts it back.
Undoable registrationUndo(const Player& stored);
// A registration deleted (`deleted`, as it was): undo puts it back.
Undoable deletionUndo(const Player& deleted);
// Players' fields changed (edits, withdrawals, participation, making final): undo puts back the
// fields the user changed, if they still hold what the action wrote.
Undoable playersUndo(const std::vector<PlayerChange>& changes);
// An import: undo takes back exactly the players (and the settings an OpenGotha file brought)
// it added.
Undoable importUndo(const store::ImportOutcome& outcome);
// The tournament's settings, from `before` to `after`.
Undoable settingsUndo(const TournamentSettings& before, const TournamentSettings& after);
// The pairing parameters and system, with the director's reason (undo writes `undoReason`).
Undoable pairingSettingsUndo(const PairingSettings& before, const PairingSettings& after,
                             PairingSystem systemBefore, PairingSystem system,
                             const QString& reason, const QString& undoReason);
// A round edited by hand (round_edits.h): from `seen` to `after`.
Undoable roundEditUndo(RoundNo round, const store::RoundState& seen,
                       const store::RoundState& after);
// A round paired: undo unpairs it while it is as paired (not after results); redo pairs it again
// only if nothing it was made from changed since the undo.
Undoable pairingUndo(RoundNo round, const store::RoundState& paired);
// A result (the whole game, colours too when the result brought them), while the game is as
// the result left it.
Undoable resultUndo(const Game& seen, const Game& after);
// The event's stages from `before` to `after` (a stage added or removed at the desk).
Undoable stagesUndo(const std::vector<Stage>& before, const std::vector<Stage>& after);
// `stage`'s players placed by placeStage (`seed`: its lot's, "" by strength; `before`: the
// stage list before, which a knockout added after groups leaves): undo takes the places back
// and the stage list as it was, redo places them again from the same seed (the same places
// while the entrants are the same); each refused when the stage has a paired round.
Undoable placementUndo(int stage, const std::string& seed, const std::vector<Stage>& before);
// The referee's decision of a knockout game (`decision`, as stored) and the round it paired (if
// any): undo unpairs that round (while it has no result) and takes the decision back; redo
// gives it again and pairs the round.
Undoable knockoutDecisionUndo(const StageDecision& decision, std::optional<RoundNo> round,
                              const store::RoundState& paired);
// A result that decided a knockout's bracket round, and the next round it paired (`paired`):
// undo unpairs that round (while it has no result) and puts the game back, in one transaction;
// redo enters the result and pairs the round again.
Undoable knockoutResultUndo(const Game& seen, const Game& after, RoundNo round,
                            const store::RoundState& paired);

} // namespace tengen
