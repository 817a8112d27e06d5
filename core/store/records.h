#pragma once
// The plain records the tournament file's aggregates read and write, beside the domain's own
// types (Player, Game, Bye, the settings): the journal, the clock halls, the colour draws, the
// pairing constraints, and what a change was based on.
#include "tournament/game.h"
#include "tournament/ids.h"
#include "tournament/pairing_settings.h"
#include "tournament/player.h"
#include "tournament/team.h"
#include "tournament/tournament_settings.h"

#include <QChar>
#include <QString>
#include <optional>
#include <vector>

namespace tengen::store {

struct JournalEntry {
    qint64 id = 0;
    QString at;     // ISO 8601 UTC
    QString who;    // OS user name of the desk
    QString action; // "player.add", "import", ...
    QString detail;
};

// The referee clocks of the hall (see clock/journal.h): plain data here, the clock layer reads it.
struct ClockHallRecord {
    qint64 id = 0;
    QString control; // the time-control spec, e.g. "byoyomi:main=60m,period=60s,periods=3"
    int tables = 0;
    int round = 0; // the round whose games the clocks are for; 0: none
};

// The program that serves the hall's clocks (Clocks::takeHallLease).
struct HallLeaseRecord {
    QString holder; // one run of one program (a random token)
    QString host;   // the machine's name
    qint64 pid = 0;
    qint64 untilMs = 0; // wall time (ms since 1970, UTC) up to which it holds, unless renewed
};

struct ClockEventRecord {
    int table = 0;                 // 1-based
    QString kind;                  // "start", "press", "pause", ... "checkpoint"
    qint64 steadyMs = 0;           // steady time of the run that wrote it
    QString wall;                  // ISO 8601 UTC wall time, for the referee's record
    QChar side = QLatin1Char('B'); // 'B', 'W', or null: the event concerns neither side
    qint64 deltaMs = 0;
    QString reason;
};

// The colours of a round drawn at once (lots, digital nigiri): the commitment published before,
// the seed that anyone may check after.
struct ColourRound {
    int round = 0;
    QString method;     // "lots", "digital-nigiri"
    QString commitment; // SHA-256 of the seed, hex
    QString seed;       // hex; secret until revealed
    bool revealed = false;
    QString drawnAt; // ISO 8601 UTC
};

// One colour decision of the audit trail.
struct ColourRecord {
    int round = 0, table = 0;
    QString method; // colourMethodId
    QString inputs; // "balance 1/0, coin 1", "guess odd, 17 stones" ...
    PlayerId white{}, black{};
    QString who, at, reason;
};

// A constraint the director sets on pairing: a pair never to pair (siblings, a family), a pair
// to pair in a round, a table kept for a player (TV table, wheelchair access).
struct PairingConstraint {
    qint64 id = 0;
    QString kind; // "forbidden", "fixed", "table"
    PlayerId a{}, b{};
    int round = 0; // fixed: the round; table: 0 = every round
    int table = 0;
    QString note;
};

// A likely duplicate an import brought: the row of the file, the player it may be (already
// registered, or another row of the same file), and why.
struct ImportDuplicate {
    QString file; // the imported file's name
    int line = 0; // the row of the imported file

    QString name;          // the imported player's name
    QString otherName;     // the player it may be
    PlayerId registered{}; // ... when already registered: the id
    int otherLine = 0;     // ... when another row of the same file: its line
    Problem reason;        // "the same EGD PIN", "the same name, club and rank"
};

struct ImportOutcome {
    int added = 0;
    std::vector<PlayerId> ids; // of the added players, in file order
    bool settingsApplied = false;
    int games = 0, byes = 0; // of the rounds a tournament file brought with it
    // Likely duplicates between the new and the already registered players, for the director.
    std::vector<ImportDuplicate> likelyDuplicates;
    // As written, read in the import's own transaction (for an undo of exactly this import).
    std::vector<Player> players;
    std::optional<TournamentSettings> settings;       // when the import brought settings
    std::optional<TournamentSettings> settingsBefore; // ... and those they replaced
    std::vector<Team> teams;                          // the teams the file brought, as stored
};

// What a write may touch. Each write transaction counts up the revision of every aggregate it
// changed, so that readers (another desk's views, the live page's cache, a pairing that read
// the field) can tell cheaply what changed and whether what they read still holds.
enum class Aggregate { Settings, Players, Rounds, Clocks };
struct Revisions {
    qint64 settings = 0; // tournament settings, categories, pairing settings and constraints,
                         // calling schedules
    qint64 players = 0;  // registrations and per-round participation
    qint64 rounds = 0;   // games, byes, results, colours
    qint64 clocks = 0;   // the clock halls and their journal
    friend bool operator==(const Revisions&, const Revisions&) = default;
};

// Everything pairing a round reads, in one call and one read transaction (never torn by another
// program's write): the event's and the pairing's settings, every player, game and bye, the
// director's constraints, and the revisions they were read at.
struct RoundInputs {
    TournamentSettings settings;
    PairingSettings pairing;
    std::vector<Player> players;
    std::vector<Game> games; // every round
    std::vector<Bye> byes;   // every round
    std::vector<PairingConstraint> constraints;
    Revisions revisions;
};

// Settings that an undo or redo of an import puts back: the file must hold `from`.
struct SettingsChange {
    TournamentSettings from, to;
};

// The games and byes of one round, as a caller saw them.
struct RoundState {
    std::vector<Game> games; // by table
    std::vector<Bye> byes;   // by player id
    friend bool operator==(const RoundState&, const RoundState&) = default;
    // The round as the file keeps it, from games and byes in any order.
    static RoundState ordered(std::vector<Game> games, std::vector<Bye> byes);
};

// What a change of a round was based on. The change is refused (StoreError::Kind::Conflict)
// when the file no longer holds it: another program entered a result, paired the round, or
// changed the players the pairing was computed from.
struct RoundExpectation {
    std::optional<RoundState> round; // the round as the caller saw it (empty: unpaired)
    std::optional<Revisions> inputs; // the players, settings and rounds a pairing read
};

} // namespace tengen::store
