#pragma once
// The tournament file (*.tengen): one SQLite database per event, opened through Qt SQL.
// Every mutating call is one transaction, durable when it returns (WAL, synchronous=FULL):
// there is no "save" step, and a crash loses nothing a caller was told had succeeded.
#include "import_batch.h"
#include "store_error.h"
#include "tournament/game.h"
#include "tournament/pairing_settings.h"
#include "tournament/player.h"
#include "tournament/tournament_settings.h"

#include <QSqlDatabase>
#include <QString>
#include <functional>
#include <memory>
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

struct ImportOutcome {
    int added = 0;
    std::vector<PlayerId> ids; // of the added players, in file order
    bool settingsApplied = false;
    // Likely duplicates between the new and the already registered players, for the director.
    std::vector<QString> likelyDuplicates;
    // As written, read in the import's own transaction (for an undo of exactly this import).
    std::vector<Player> players;
    std::optional<TournamentSettings> settings;       // when the import brought settings
    std::optional<TournamentSettings> settingsBefore; // ... and those they replaced
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

class TournamentFile {
  public:
    // The schema this build writes. Files with a higher PRAGMA user_version are refused.
    static constexpr int kSchemaVersion = 10;
    // PRAGMA application_id: "TNGN", so other SQLite files are told apart.
    static constexpr int kApplicationId = 0x544E474E;

    enum class Access { ReadWrite, ReadOnly };

    // Creates a new file; refuses to overwrite an existing one. Throws StoreError. The file is
    // built under a temporary name and renamed when complete, so a crash never leaves half a file.
    static std::unique_ptr<TournamentFile> create(const QString& path,
                                                  const TournamentSettings& settings);
    // Opens and, if older, migrates a file. Every check runs on a read-only connection first: a
    // newer, foreign, damaged, truncated or extended file, or one whose schema holds what Tengen
    // did not create (triggers, views, tables), is refused with a StoreError and left byte for
    // byte as it was. A healthy file that cannot be written (a read-only medium, a full disk,
    // no permission) opens read-only: reads work, every write is refused saying why.
    static std::unique_ptr<TournamentFile> open(const QString& path,
                                                Access access = Access::ReadWrite);
    ~TournamentFile();
    TournamentFile(const TournamentFile&) = delete;
    TournamentFile& operator=(const TournamentFile&) = delete;

    QString path() const { return path_; }
    bool isReadOnly() const { return !readOnlyReason_.isEmpty(); }
    // Why the file is open read-only, in the user's language; "" when it is writable.
    QString readOnlyReason() const { return readOnlyReason_; }

    // True when another connection (another program, another window) committed a change since
    // the last call; cheap enough to poll several times a second (PRAGMA data_version).
    bool changedElsewhere();
    Revisions revisions() const;
    // What pairing a round reads, in one call and one read transaction.
    RoundInputs roundInputs() const;

    // While one lives, every read of this file sees the same state of it (one read
    // transaction): a document built from several reads is never torn by another program's
    // write. Writes are refused while a snapshot is open.
    class ReadSnapshot {
      public:
        explicit ReadSnapshot(const TournamentFile& file);
        ~ReadSnapshot();
        ReadSnapshot(const ReadSnapshot&) = delete;
        ReadSnapshot& operator=(const ReadSnapshot&) = delete;

      private:
        const TournamentFile& file_;
        bool counted_ = false;
        bool began_ = false;
    };

    // Runs `work` in one write transaction: it waits for the lock like every change, then no
    // other program writes until `work` returns, and every read and change inside it is of and
    // on the latest state. Commits when `work` returns, rolls everything back when it throws; a
    // change inside that fails is undone alone (a savepoint). For a change computed from much of
    // the file (a pairing) that another program keeps invalidating.
    void writeTransaction(const std::function<void()>& work);

    TournamentSettings settings() const;
    // Writes every field (a new tournament, an import).
    void saveSettings(const TournamentSettings& settings);
    // Writes the fields in which `after` differs from `before`; refused (Conflict) when one of
    // them no longer holds its value in `before`.
    void saveSettings(const TournamentSettings& before, const TournamentSettings& after);

    std::vector<Player> players() const; // in registration order
    std::optional<Player> player(PlayerId id) const;
    // Each of these is one transaction with a journal entry. Invalid records throw StoreError.
    // Ids are never reused, not even those of deleted players.
    // `stored` receives the player as written, read in the same transaction.
    PlayerId addPlayer(const Player& player, Player* stored = nullptr);
    // Changes only the fields (and rounds) in which `after` differs from `before`; refused
    // (Conflict, naming the fields and their values now) when one of them no longer holds its
    // value in `before`: another program changed it meanwhile. Returns the player as stored.
    Player updatePlayer(const Player& before, const Player& after);
    // Deletes a registration. With `expected`, refused (Conflict) unless the stored player is
    // exactly that (an undo of an add). A player who has played or has a bye is withdrawn, not
    // deleted.
    void deletePlayer(PlayerId id, const std::optional<Player>& expected = std::nullopt);
    // Puts a deleted player back under its old id (undo of a delete, redo of an add).
    void restorePlayer(const Player& player);
    // The same for many players, in one transaction with the settings the import had brought
    // (undo and redo of an import). Deleting checks each player as deletePlayer does with
    // `expected` = the player in the list; the settings must still be `settings->from`.
    void deletePlayers(const std::vector<Player>& players,
                       const std::optional<SettingsChange>& settings);
    void restorePlayers(const std::vector<Player>& players,
                        const std::optional<SettingsChange>& settings);
    void setWithdrawn(PlayerId id, bool withdrawn);
    void setParticipation(PlayerId id, const RoundParticipation& participation);

    // All or nothing: either every player (and the settings, if the batch has them) is in the
    // file when this returns, or none is. `progress(done, total)` is called during the insert.
    ImportOutcome importBatch(const ImportBatch& batch,
                              const std::function<void(int, int)>& progress = {});

    std::vector<JournalEntry> journal(int limit = 100) const;

    // Rounds. Games and byes of all rounds, or of one, by table.
    std::vector<Game> games(std::optional<int> round = std::nullopt) const;
    std::vector<Bye> byes(std::optional<int> round = std::nullopt) const;
    RoundState roundState(int round) const;
    // Replaces the games and byes of `round` (a new pairing, a hand edit, or unpairing with
    // empty lists) in one transaction. `what` names the action in the journal. `expect` says
    // what the change was based on; see RoundExpectation. When the pairs change, the round's
    // colour draw is dropped. Returns the file's revisions as this change left them.
    Revisions saveRound(int round, const std::vector<Game>& games, const std::vector<Bye>& byes,
                        const QString& what = QStringLiteral("round.pair"),
                        const RoundExpectation& expect = {});
    // Enters a result; throws StoreError when the round has no such table. A game whose colours
    // are not known yet (decided at the board) needs `black`, the player who took black: the
    // colours are set with the result, in the same transaction. With `expected`, refused
    // (Conflict) unless the game is still as the caller saw it. Returns the game as written.
    // A jigo that the game's komi rules out (jigoImpossible) is refused (Invalid) without a
    // `reason`, which is kept with the game.
    Game setResult(int round, int table, GameResult result, bool byForfeit,
                   std::optional<PlayerId> black = std::nullopt,
                   const std::optional<Game>& expected = std::nullopt, const QString& reason = {});
    // Puts one game back as it was (undo and redo of a result), refused (Conflict) unless the
    // game at that table is `expected`.
    void restoreGame(const Game& game, const Game& expected);
    // Colours of the round's even games without a result are decided at the board and entered
    // with the results (OpenGotha's knownColor="false").
    void setColoursAtTheBoard(int round);
    // The pairing parameters; the system's defaults until the director changes them.
    PairingSettings pairingSettings() const;
    void savePairingSettings(const PairingSettings& settings);
    // The director's change of the pairing parameters: refused (Conflict) unless the file
    // still holds `before`; once a round is paired it needs a `reason`, kept in the journal
    // with every key that changed. `system` (when given) changes with them (a preset of the
    // other system). One transaction.
    void changePairingSettings(const PairingSettings& before, const PairingSettings& after,
                               const QString& reason,
                               std::optional<PairingSystem> system = std::nullopt);

    // Colours. Records a draw for the round: the games' colours change to the decisions', the
    // decisions join the audit trail, the round's commitment and seed are kept. One transaction.
    void recordColourDraw(const ColourRound& header, const std::vector<ColourRecord>& decisions);
    // One table's colours decided at the board or by the director. Once the round's colours are
    // published (drawn or decided before), a change needs a reason; refused without one.
    void decideColours(const ColourRecord& decision);
    std::optional<ColourRound> colourRound(int round) const;
    std::vector<ColourRecord> colourHistory(int round) const; // oldest first
    void revealColourSeed(int round);

    std::vector<PairingConstraint> pairingConstraints() const;
    qint64 addPairingConstraint(const PairingConstraint& c); // throws on a bad constraint
    void removePairingConstraint(qint64 id);

    // Starts a new hall of clocks (a new round); the previous halls stay in the file as a record.
    qint64 startClockHall(const QString& control, int tables, int round = 0);
    std::optional<ClockHallRecord> latestClockHall() const;
    // Appends clock events in one transaction (a press, or the checkpoints of every running clock).
    // `waitMs` >= 0: wait at most that long for another program's write (the referee screen
    // keeps its clocks running and tries again later) instead of the usual wait.
    void appendClockEvents(qint64 hallId, const std::vector<ClockEventRecord>& events,
                           int waitMs = -1);
    std::vector<ClockEventRecord> clockEvents(qint64 hallId) const;
    // The event's calling schedule for byo-yomi periods of `periodMs` (its text form), if the
    // organiser edited one; an empty text removes it (the default applies again).
    void setClockSchedule(qint64 periodMs, const QString& text);
    std::optional<QString> clockSchedule(qint64 periodMs) const;

  private:
    TournamentFile(QString path, QString connection);
    class Transaction;
    QSqlDatabase db() const;
    void writePlayer(const Player& p, bool exists);
    void writeSettings(const TournamentSettings& settings);
    void writePairingSettings(const PairingSettings& settings);
    void insertGames(const std::vector<Game>& games);
    void insertByes(const std::vector<Bye>& byes);
    void writeParticipation(PlayerId id, const std::vector<RoundParticipation>& rounds);
    PlayerId nextPlayerId();
    void checkDeletable(const Player& stored);
    std::optional<Game> gameAt(int round, int table) const;
    void changeSettingsBack(const SettingsChange& change);
    void addJournal(const QString& action, const QString& detail);

    QString path_;
    QString connection_;
    QString registryKey_;
    QString readOnlyReason_;
    qint64 dataVersion_ = -1;
    mutable int snapshotDepth_ = 0;
    bool writing_ = false;
    bool touched_[4] = {false, false, false, false}; // by the write transaction under way
    int savepoints_ = 0;
    // The players as last read, and the players revision they were read at: views and documents
    // ask for the list many times between two changes.
    struct PlayersRead {
        qint64 revision = -1;
        std::vector<Player> players;
    };
    mutable std::optional<PlayersRead> playersRead_;
};

// Which schema version a file has, without opening it for writing (for diagnostics).
int schemaVersionOf(const QString& path);

} // namespace tengen::store
