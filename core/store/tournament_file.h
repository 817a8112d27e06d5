#pragma once
// The tournament file (*.tengen): one SQLite database per event, opened through Qt SQL.
// Every mutating call is one transaction, durable when it returns (WAL, synchronous=FULL):
// there is no "save" step, and a crash loses nothing a caller was told had succeeded.
// The file is a set of aggregates, each a class of its own over one shared connection:
// players(), rounds(), colours(), settings(), constraints(), clocks(), journal().
#include "clocks.h"
#include "colours.h"
#include "connection.h"
#include "constraints.h"
#include "divisions.h"
#include "journal.h"
#include "players.h"
#include "records.h"
#include "rounds.h"
#include "settings.h"
#include "stages.h"
#include "store_error.h"
#include "teams.h"
#include "tournament/import_batch.h"

#include <QString>
#include <functional>
#include <memory>

namespace tengen::store {

class TournamentFile {
  public:
    // The schema this build writes. Files with a higher PRAGMA user_version are refused.
    static constexpr int kSchemaVersion = 21;
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
    // `path` may also be a server's URL (postgresql://USER@HOST/DATABASE?tournament=NAME,
    // store/server.h): the same tournament, in a schema of its own on a PostgreSQL server.
    ~TournamentFile();
    // Copies the whole tournament at `source` (a file or a server's URL) to `destination`
    // (either kind; it must not exist): every table, the journal and the clocks' journal, ids
    // kept. All or nothing: a file is built under another name and renamed when whole; on a
    // server it is one transaction. The source is only read. Throws StoreError.
    static void copy(const QString& source, const QString& destination);
    // File → Save a copy… and `tengen-cli backup`: the whole tournament as it stands now (one
    // read snapshot, consistent while other programs write) into the file `destination`, a
    // tournament file of its own that needs nothing beside it. An existing `destination` is
    // refused unless `replace`, then replaced whole at once (built beside it, renamed over it);
    // never one that a program has open (this one, or another: a -wal or -shm beside it) or
    // this tournament itself. Throws StoreError.
    void saveCopy(const QString& destination, bool replace) const;

    // On a server (run as a user who may create roles): the desks' roles, made if missing and
    // given exactly their privileges on this tournament, which the director's role then owns;
    // `director` (made a login if missing) gets the director's role. Again after a newer
    // Tengen added tables. Throws StoreError.
    void initServerRoles(const QString& director);
    // A desk's user (made a login if missing) gets `role` on the server, and `password` if one
    // is given (a desk on the hall's network logs in with it).
    void grantDeskRole(const QString& user, DeskRole role, const QString& password = {});
    // The roles this connection's user has (a file: the director's); sorted.
    std::vector<DeskRole> deskRoles() const;
    TournamentFile(const TournamentFile&) = delete;
    TournamentFile& operator=(const TournamentFile&) = delete;

    QString path() const { return c_->path(); }
    // Where the tournament is kept: one SQLite file, or a PostgreSQL server.
    Backend backend() const { return c_->backend(); }
    bool isReadOnly() const { return c_->isReadOnly(); }
    // Why the file is open read-only, in the user's language; "" when it is writable.
    QString readOnlyReason() const { return c_->readOnlyReason(); }

    // True when another connection (another program, another window) committed a change since
    // the last call; cheap enough to poll several times a second (PRAGMA data_version).
    bool changedElsewhere() { return c_->changedElsewhere(); }
    // On a server: `onChange` runs from the event loop as soon as another desk commits a change
    // (PostgreSQL LISTEN/NOTIFY); false on a file, where only polling changedElsewhere() tells.
    bool listenForChanges(std::function<void()> onChange) {
        return c_->listen(std::move(onChange));
    }
    Revisions revisions() const { return c_->revisions(); }
    // What pairing a round reads, in one call and one read transaction.
    RoundInputs roundInputs() const;

    // The division this program works in (#47, docs/divisions.md). While one is set, the
    // players (Players::all), the games and byes, the colour draws, the stages and the
    // settings' system and rounds read are that division's, and a round written is its round.
    // nullopt: the whole event (every player and game; a round written is the first
    // division's, the only one of an event without divisions).
    void setDivision(std::optional<int> division) { division_ = division; }
    std::optional<int> division() const { return division_; }
    // The division whose rounds are read and written: the one worked in, else the first.
    int roundsDivision() const { return division_.value_or(kFirstDivision); }
    // A later division is worked in (its system and rounds are its own, it has no stages).
    bool inLaterDivision() const { return division_ && *division_ != kFirstDivision; }

    // While one lives, every read of this file sees the same state of it (one read
    // transaction): a document built from several reads is never torn by another program's
    // write. Writes are refused while a snapshot is open.
    class ReadSnapshot : public store::ReadSnapshot {
      public:
        explicit ReadSnapshot(const TournamentFile& file) : store::ReadSnapshot(*file.c_) {}
    };

    // Runs `work` in one write transaction: it waits for the lock like every change, then no
    // other program writes until `work` returns, and every read and change inside it is of and
    // on the latest state. Commits when `work` returns, rolls everything back when it throws; a
    // change inside that fails is undone alone (a savepoint). For a change computed from much of
    // the file (a pairing) that another program keeps invalidating, or several changes that
    // stand or fall together.
    void writeTransaction(const std::function<void()>& work);

    // The aggregates.
    Players& players() { return players_; }
    const Players& players() const { return players_; }
    Rounds& rounds() { return rounds_; }
    const Rounds& rounds() const { return rounds_; }
    Colours& colours() { return colours_; }
    const Colours& colours() const { return colours_; }
    Settings& settings() { return settings_; }
    const Settings& settings() const { return settings_; }
    Constraints& constraints() { return constraints_; }
    const Constraints& constraints() const { return constraints_; }
    Teams& teams() { return teams_; }
    const Teams& teams() const { return teams_; }
    Stages& stages() { return stages_; }
    const Stages& stages() const { return stages_; }
    Divisions& divisions() { return divisions_; }
    const Divisions& divisions() const { return divisions_; }
    TeamRounds& teamRounds() { return teamRounds_; }
    const TeamRounds& teamRounds() const { return teamRounds_; }
    Clocks& clocks() { return clocks_; }
    const Clocks& clocks() const { return clocks_; }
    const Journal& journal() const { return journal_; }

  private:
    // create() with `fill`, run before the new tournament can be seen (a copy's rows): inside
    // the creating transaction on a server, before the rename for a file.
    static std::unique_ptr<TournamentFile> create(const QString& path,
                                                  const TournamentSettings& settings,
                                                  const std::function<void(TournamentFile&)>& fill);
    static std::unique_ptr<TournamentFile>
    createOnServer(const QString& url, const TournamentSettings& settings,
                   const std::function<void(TournamentFile&)>& fill = {});
    static std::unique_ptr<TournamentFile> openOnServer(const QString& url, Access access);
    explicit TournamentFile(std::unique_ptr<Connection> connection);

    std::unique_ptr<Connection> c_;
    Players players_;
    Rounds rounds_;
    Colours colours_;
    Settings settings_;
    Constraints constraints_;
    Teams teams_;
    TeamRounds teamRounds_;
    Stages stages_;
    Divisions divisions_;
    Clocks clocks_;
    Journal journal_;
    mutable std::optional<int> division_; // WholeEvent sets it aside for a moment
    friend class InDivision;
};

// Which schema version a file has, without opening it for writing (for diagnostics).
// While it lives, the file works in `division` (nullopt: the whole event), whatever division
// was worked in before; then in that one again.
class InDivision {
  public:
    InDivision(const TournamentFile& file, std::optional<int> division)
        : file_(file), was_(file.division_) {
        file.division_ = division;
    }
    ~InDivision() { file_.division_ = was_; }
    InDivision(const InDivision&) = delete;
    InDivision& operator=(const InDivision&) = delete;

  private:
    const TournamentFile& file_;
    std::optional<int> was_;
};
// The whole event for a moment (the divisions themselves, the first division's settings and
// stages, the games of every division at a table).
class WholeEvent : public InDivision {
  public:
    explicit WholeEvent(const TournamentFile& file) : InDivision(file, std::nullopt) {}
};

int schemaVersionOf(const QString& path);

} // namespace tengen::store
