#pragma once
// What the stage actions and the stage documents (documents/stage_documents.h) both need, kept
// once: not an interface for the screens.
#include "actions/stages.h"
#include "store/tournament_file.h"
#include "tournament/stage.h"

#include <QCoreApplication>
#include <QString>
#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace tengen::stage_detail {

// The words of the stages' titles and documents, in the context "StageDocuments".
struct StageDocuments {
    Q_DECLARE_TR_FUNCTIONS(StageDocuments)
};

std::map<PlayerId, Player> playersById(const store::TournamentFile& file);
// The player's name, or his id when the file has no such player.
QString nameOf(const std::map<PlayerId, Player>& players, PlayerId id);
// Stage `stage` (1-based) of `stages`; refused (StoreError NotFound) when there is none.
const Stage& stageNumbered(const std::vector<Stage>& stages, int stage);
// Who won the game at the board; nullopt for a jigo, both lost, or no result.
std::optional<PlayerId> winnerOf(const Game& g);
// Numbers 1 .. n in each group (a schedule), slots within the bracket: else the file was edited
// by hand, and nothing is paired or printed from it (StoreError Damaged).
void checkSeats(const Stage& s, const std::vector<StageSeat>& seats);
// A scheduled stage's round: every group's table of its Berger round, group after group (a
// game with a withdrawn or absent player lost by forfeit).
StageRound scheduledRound(const store::RoundInputs& in, const Stage& s,
                          const std::vector<StageSeat>& seats, int round);
// Who does not come to `round`: withdrawn, marked absent, or no longer registered.
std::function<bool(PlayerId)> awayIn(const store::RoundInputs& in, int round);
// The bracket from the stage's slots, the file's games and the referee's decisions.
Bracket makeBracket(const store::RoundInputs& in, const std::vector<StageDecision>& decisions,
                    const Stage& s, const std::vector<StageSeat>& seats);
// A knockout's round: the matches of its bracket round that are still open, game by game
// (refused, by refuse(), while the round before is not decided).
StageRound knockoutRound(const store::RoundInputs& in, const Bracket& b, int round);
// Places the players of `stage` (once): their numbers in the schedule (by strength, or by lot
// from `seed` — a random one when none is given — which the stage keeps so that anyone can draw
// again and check), their groups by snake seeding, their slots in the bracket; the stage's rounds
// (and the event's) follow from their number. In one transaction; stagePlacementRefusal's
// refusal by refuse() (placeStage and pairing a stage's first round return it).
std::vector<StageSeat> placePlayers(store::TournamentFile& file, int stage,
                                    const std::optional<std::string>& seed);
// A knockout's places as tiers, best first, each tier sharing its place.
std::vector<std::vector<PlayerId>> knockoutTiers(const store::TournamentFile& file, int stage,
                                                 int afterRound);

} // namespace tengen::stage_detail
