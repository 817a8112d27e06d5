#pragma once
// The one connection to a tournament file that every aggregate of it (players, rounds, colours,
// settings, constraints, clocks, journal) reads and writes through, with the write transaction
// and the read snapshot they share. docs/shared-file.md explains why each rule is there.
#include "records.h"
#include "server.h"

#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QString>
#include <QTimer>
#include <functional>
#include <memory>

namespace tengen::store {

class Connection {
  public:
    // `path`: the file, or the server's URL without its password. `setUp` runs on the open
    // connection and again after a reconnection (PostgreSQL: the schema, the lock wait).
    Connection(QString path, QString name, Backend backend = Backend::Sqlite,
               std::function<void(QSqlDatabase)> setUp = {});
    ~Connection();
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    QSqlDatabase db() const;
    Backend backend() const { return backend_; }
    // How long a write waits for another's to end (detail::busyTimeoutMs() unless set).
    void setWait(int ms);
    // A server connection that was lost is opened again (between transactions only); true if
    // it is usable.
    bool reconnect();
    // The write under way counts up no revision (a copy's rows bring the source's revisions).
    void keepRevisions() {
        for (bool& t : touched_)
            t = false;
    }
    // PostgreSQL: the tournament's schema, which names the channel its changes are announced on
    // (NOTIFY at each commit) and the advisory lock of its making (before it has a `meta`; its
    // write lock is then a row of `meta`, see Transaction).
    void setServerTournament(const QString& schema) {
        lockKey_ = QStringLiteral("tengen.") + schema;
        channel_ = schema;
    }
    // PostgreSQL: `onChange` runs (from the event loop) whenever another connection commits a
    // change to the tournament (LISTEN), at once instead of at the next poll; subscribed again
    // after a reconnection. False on a file, or when the server refused.
    bool listen(std::function<void()> onChange);
    const QString& path() const { return path_; }
    bool isReadOnly() const { return !readOnlyReason_.isEmpty(); }
    const QString& readOnlyReason() const { return readOnlyReason_; }
    void setReadOnly(const QString& reason) { readOnlyReason_ = reason; }
    // Inside a write transaction (whose reads are a snapshot of their own).
    bool writing() const { return writing_; }

    Revisions revisions() const;
    // True when another connection committed a change since the last call (SQLite: PRAGMA
    // data_version; PostgreSQL: the revisions' sum against what this connection last saw).
    bool changedElsewhere();
    // SQLite: copies the write-ahead log into the file itself (a passive checkpoint, which
    // never waits), so that a plain copy of the *.tengen file alone — what a director puts on a
    // stick, where file dialogs hide the -wal beside it — holds every committed change. Run
    // after each commit; a checkpoint that a reader kept from finishing is tried again at the
    // next call, by a timer where an event loop runs, and at the latest (for a second) when
    // the connection closes; a change another program committed is checkpointed here too
    // (changedElsewhere). No-op on a server or a file open to read only.
    void keepFileCurrent();
    // A line of the file's journal (who, when, what), inside the caller's transaction.
    void journal(const QString& action, const QString& detail);
    // One entry of `action` for each of `details`, in order, as many journal() calls would write
    // them (an import's teams: thousands, a few statements).
    void journal(const QString& action, const QStringList& details);

  private:
    friend class Transaction;
    friend class ReadSnapshot;
    QString path_;
    QString name_;
    QString registryKey_;
    QString readOnlyReason_;
    Backend backend_ = Backend::Sqlite;
    std::function<void(QSqlDatabase)> setUp_;
    QString lockKey_;
    bool metaSeen_ = false; // PostgreSQL: the tournament's `meta` exists (its write lock's row)
    QString channel_;
    std::function<void()> onChange_;
    bool subscribe(QSqlDatabase d);
    // An announcement heard: onChange_ at once, then at most once per interval while more come
    // (anyone may send them: a flood is not a look per announcement).
    void heard();
    QElapsedTimer lastHeard_;
    std::unique_ptr<QTimer> heardLater_; // the look after a flood's last announcement
    qint64 dataVersion_ = -1;
    bool checkpointBehind_ = false; // the last checkpoint left frames in the -wal
    std::unique_ptr<QTimer> retry_; // tries again while it does, where an event loop runs
    mutable int snapshotDepth_ = 0;
    bool writing_ = false;
    bool touched_[4] = {false, false, false, false}; // by the write transaction under way
    int savepoints_ = 0;
};

// One user action: BEGIN IMMEDIATE takes the write lock at once (waiting for another program's
// write to end, up to detail::busyTimeoutMs()), so that every read inside sees the latest state
// and the commit can never fail for a stale read. Commits on commit(), after counting up the
// revisions of what it touched; rolls back if destroyed first (an exception). Inside another
// Transaction (TournamentFile::writeTransaction) it is a savepoint of the caller's: released on
// commit, rolled back alone on failure; what it touched is counted when the caller's commits.
class Transaction {
  public:
    explicit Transaction(Connection& c);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    void touch(Aggregate a) { c_.touched_[static_cast<int>(a)] = true; }
    // Returns the revisions as this change leaves them (inside writeTransaction: as they stand
    // so far; the caller's commit counts up what everything inside touched once).
    Revisions commit();

  private:
    Connection& c_;
    QString savepoint_;
    bool done_ = false;
};

// While one lives, every read through the connection sees the same state of the file (one read
// transaction): a document built from several reads is never torn by another program's write.
// Writes are refused while a snapshot is open.
class ReadSnapshot {
  public:
    explicit ReadSnapshot(const Connection& c);
    ~ReadSnapshot();
    ReadSnapshot(const ReadSnapshot&) = delete;
    ReadSnapshot& operator=(const ReadSnapshot&) = delete;

  private:
    const Connection& c_;
    bool counted_ = false;
    bool began_ = false;
};

} // namespace tengen::store
