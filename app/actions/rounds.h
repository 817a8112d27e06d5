#pragma once

// Pairing a round of the tournament file: what the Rounds view and `tengen-cli pair` share.
#include "actions/refusal.h"
#include "pairing/explain.h"
#include "pairing/pair_round.h"
#include "store/tournament_file.h"

#include <QStringList>
#include <chrono>
#include <functional>

namespace tengen {

// Everything the engine needs to pair `round`: every player (withdrawn and preliminary ones
// too, for the history; they are not paired), the games and byes of earlier rounds, the byes
// requested for `round`, the pairing settings.
pairing::Field fieldForRound(const store::TournamentFile& file, RoundNo round);
// The same from what the file gave in one call (store::TournamentFile::roundInputs).
pairing::Field fieldForRound(const store::RoundInputs& inputs, RoundNo round);

// "柯洁": a player's name as lists show it; the id when the player is unknown.
QString playerDisplayName(const store::TournamentFile& file, PlayerId id);

// The first round without games, or the number of rounds + 1 when all are paired.
int nextRoundToPair(const store::TournamentFile& file);

// Who will not be (or was not) paired in `round`, and why; the players with a bye request get
// their bye and are not listed.
struct LeftOut {
    QStringList preliminary; // registration not final: check them in, or make it final
    QStringList absent;      // marked absent for the round
    QStringList withdrawn;
    bool empty() const { return preliminary.isEmpty() && absent.isEmpty() && withdrawn.isEmpty(); }
};
LeftOut leftOutOfRound(const store::TournamentFile& file, RoundNo round);
// "Not paired: 3 preliminary registrations (张三, 李四, 王五); 1 absent (赵六)."
QString leftOutText(const LeftOut& out);

// Pairs `round` and stores it. Refused (Kind::Refused) for a round that already has games,
// checked in the transaction that stores it (the director unpairs it first), and for a round in
// which no two players can play, saying who is left out and why; a store failure is returned as
// one (Kind::Store).
//
// The pairing is computed outside the file's write lock, from one snapshot, and stored only if
// nothing it was computed from changed meanwhile (another desk checked a player in). When the
// field keeps changing, it is computed again; after `attemptsOutsideTheLock`, a pairing that
// took at most `lockedComputeAtMost` is computed once more holding the write lock (other desks
// wait that long, well inside their busy timeout), and a longer one is refused (a store
// conflict) with a message to pair again once check-in is over (a 10,000-player field takes
// 17 s: holding the lock that long made every other desk's change fail "busy").
struct PairingAttempts {
    int attemptsOutsideTheLock = 4;
    std::chrono::milliseconds lockedComputeAtMost{2000};
    std::function<void()> beforeStore; // tests: another desk's change lands here
};
struct PairedRound {
    Refusal refusal;
    pairing::RoundPairing pairing;
    store::RoundState stored; // the round as stored, from the same transaction
    bool done() const { return refusal.done(); }
};
PairedRound pairRoundInFile(store::TournamentFile& file, RoundNo round,
                            const PairingAttempts& attempts = {});

// Players who can still be given a game in `round` as it stands (`shown`): finally registered,
// not withdrawn, not absent, without a game in it (a player with the bye is listed: giving him
// a game takes the bye back). In the order of the registration list.
std::vector<PlayerId> waitingPlayers(const store::TournamentFile& file, RoundNo round,
                                     const store::RoundState& shown);
// The same from players already read (a view's refresh reads them once).
std::vector<PlayerId> waitingPlayers(const std::vector<Player>& players, RoundNo round,
                                     const store::RoundState& shown);
// The round a desk opens on: the last paired round while a result of it is still missing
// (where results are coming in: a results desk opened on the next, unpaired round, #44), else
// the next round to pair.
int roundToOpenOn(const store::TournamentFile& file);

// Whether the McMahon/Swiss engine pairs `round` player by player (event_format.h): not in a
// team event (teams are paired, boards follow their line-ups) nor in a round of a round robin,
// groups or knockout stage (the schedule or the bracket pairs it).
bool pairedByTheEngine(const store::TournamentFile& file, RoundNo round);
// Games for the `chosen` players, to add to `round` as it stands (`shown`; not paired yet, or
// paired without them: a late arrival, a side event, two players paired by hand). The engine
// pairs them among themselves with its colours and handicaps, two of them with each other, at
// the tables after the round's last. Refused for fewer than two, an odd number, or a player who
// is not waiting (waitingPlayers). Nothing is stored.
struct ChosenPairing {
    Refusal refusal;
    std::vector<Game> games;
};
ChosenPairing pairChosenPlayers(const store::TournamentFile& file, RoundNo round,
                                const std::vector<PlayerId>& chosen,
                                const store::RoundState& shown);

// The round as it stands (`shown`) with the `added` games; the byes of their players are taken
// back.
store::RoundState withGamesAdded(const store::RoundState& shown, const std::vector<Game>& added);

// The round's games as the engine scores them, for explanations of a paired round.
std::vector<std::pair<PlayerId, PlayerId>> pairsOf(const std::vector<Game>& games);

// "Why not a-b?" in `round` (paired or not); refused when a or b is no player of the event.
struct PairExplained {
    Refusal refusal;
    pairing::PairExplanation explanation;
};
PairExplained explainInFile(const store::TournamentFile& file, RoundNo round, PlayerId a,
                            PlayerId b);

// What the director checks on a paired round, game by game.
struct GameReview {
    Game game;
    int scoreGap = 0;                   // main score (MMS or wins) difference before the round
    int whiteScore = 0, blackScore = 0; // each main score before the round (whole points)
    bool rematch = false;               // they met in an earlier round
    bool sameClub = false;
    bool colourImbalance = false; // a player would have two more whites than blacks (or the
                                  // reverse) after this even game
    std::int64_t pairScore = 0;
    // Paired by the McMahon/Swiss engine (pairedByTheEngine): else the scores, the gap and the
    // warnings above are left out (a schedule's or bracket's boards, a team match's).
    bool byEngine = true;
};
std::vector<GameReview> reviewRound(const store::TournamentFile& file, RoundNo round);

// Reads "12 1", "12w", "7=", "3 f2" (table, then 1/w white wins, 2/b black wins, = jigo,
// 0 both lose; f before the code: by forfeit). nullopt when the text is not such an entry.
struct ResultEntry {
    int table = 0;
    GameResult result = GameResult::Unknown;
    bool byForfeit = false;
};
std::optional<ResultEntry> parseResultEntry(const QString& text);
// What a director types for a result at the desk or on the CLI (ResultVocabulary::Desk: 1 or w
// White wins, 2 or b Black wins, = jigo, 0 both lose, both-win, ? no result; case ignored).
std::optional<GameResult> parseResultCode(const QString& code);

// Komi of a game with `handicap` stones under the tournament's rules (Chinese: 让先 without
// komi; handicap games: Black gives back half the stones, in 子).
QString gameKomiText(const TournamentSettings& settings, int handicap);

} // namespace tengen
