#pragma once
// Internal to core/store: the write transaction every change of the tournament file runs in,
// shared by the files that implement TournamentFile's aggregates.
#include "sql_support.h"
#include "tournament_file.h"

#include <QFileInfo>

namespace tengen::store {

// The rows of `meta` holding the revisions, in the order of Aggregate.
inline constexpr const char* kRevisionKeys[4] = {"revision.settings", "revision.players",
                                                 "revision.rounds", "revision.clocks"};

// Who made a change, for the journal: the desk's OS user name.
inline QString deskName() {
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? QStringLiteral("desk") : user;
}

// One user action: BEGIN IMMEDIATE takes the write lock at once (waiting for another program's
// write to end, up to detail::busyTimeoutMs()), so that every read inside sees the latest state
// and the commit can never fail for a stale read. Commits on commit(), after counting up the
// revisions of what it touched; rolls back if destroyed first (an exception). Inside
// TournamentFile::writeTransaction a Transaction is a savepoint of the caller's: released on
// commit, rolled back alone on failure; what it touched is counted when the caller's commits.
class TournamentFile::Transaction {
  public:
    explicit Transaction(TournamentFile& file) : file_(file) {
        if (file_.isReadOnly())
            throw StoreError(file_.readOnlyReason_, StoreError::Kind::ReadOnly);
        if (file_.snapshotDepth_ > 0)
            throw StoreError(QObject::tr("%1: a change was started while the file was being "
                                         "read (an internal error). Nothing was changed.")
                                 .arg(QFileInfo(file_.path_).fileName()),
                             StoreError::Kind::Invalid);
        if (file_.writing_) {
            // Inside writeTransaction: a savepoint, so that a change that fails inside is
            // undone alone even if the caller goes on.
            savepoint_ = QStringLiteral("change_%1").arg(++file_.savepoints_);
            detail::run(file_.db(), QStringLiteral("SAVEPOINT ") + savepoint_);
            return;
        }
        detail::run(file_.db(), QStringLiteral("BEGIN IMMEDIATE"));
        file_.writing_ = true;
        for (bool& t : file_.touched_)
            t = false;
    }
    ~Transaction() {
        if (!savepoint_.isEmpty()) {
            if (!done_) {
                QSqlQuery(file_.db()).exec(QStringLiteral("ROLLBACK TO ") + savepoint_);
                QSqlQuery(file_.db()).exec(QStringLiteral("RELEASE ") + savepoint_);
            }
            return;
        }
        if (!done_)
            QSqlQuery(file_.db()).exec(QStringLiteral("ROLLBACK"));
        file_.writing_ = false;
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    void touch(Aggregate a) { file_.touched_[static_cast<int>(a)] = true; }
    // Returns the revisions as this change leaves them (inside writeTransaction: as they stand
    // so far; the caller's commit counts up what everything inside touched once).
    Revisions commit() {
        if (!savepoint_.isEmpty()) {
            detail::run(file_.db(), QStringLiteral("RELEASE ") + savepoint_);
            done_ = true;
            return file_.revisions();
        }
        for (int i = 0; i < 4; ++i)
            if (file_.touched_[i])
                detail::run(file_.db(),
                            QStringLiteral("UPDATE meta SET value = value + 1 WHERE key = ?"),
                            {QString::fromLatin1(kRevisionKeys[i])});
        const Revisions after = file_.revisions();
        detail::run(file_.db(), QStringLiteral("COMMIT"));
        done_ = true;
        return after;
    }

  private:
    TournamentFile& file_;
    QString savepoint_;
    bool done_ = false;
};

} // namespace tengen::store
