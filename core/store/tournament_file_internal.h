#pragma once
// Internal to core/store: the write transaction every change of the tournament file runs in,
// shared by the files that implement TournamentFile's aggregates.
#include "sql_support.h"
#include "tournament_file.h"

#include <QFileInfo>

namespace tengen::store {

// Who made a change, for the journal: the desk's OS user name.
inline QString deskName() {
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? QStringLiteral("desk") : user;
}

// One user action: BEGIN IMMEDIATE takes the write lock at once (waiting for another program's
// write to end, up to detail::busyTimeoutMs()), so that every read inside sees the latest state
// and the commit can never fail for a stale read. Commits on commit(), after counting up the
// revisions of what it touched; rolls back if destroyed first (an exception). Inside
// TournamentFile::writeTransaction a Transaction is part of the caller's: it neither begins nor
// commits, and what it touched is counted when the caller's commits.
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
            nested_ = true;
            return;
        }
        detail::run(file_.db(), QStringLiteral("BEGIN IMMEDIATE"));
        file_.writing_ = true;
        for (bool& t : file_.touched_)
            t = false;
    }
    ~Transaction() {
        if (nested_)
            return;
        if (!done_)
            QSqlQuery(file_.db()).exec(QStringLiteral("ROLLBACK"));
        file_.writing_ = false;
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    void touch(Aggregate a) { file_.touched_[static_cast<int>(a)] = true; }
    void commit() {
        done_ = true;
        if (nested_)
            return;
        done_ = false;
        static const char* keys[] = {"revision.settings", "revision.players", "revision.rounds",
                                     "revision.clocks"};
        for (int i = 0; i < 4; ++i)
            if (file_.touched_[i])
                detail::run(file_.db(),
                            QStringLiteral("UPDATE meta SET value = value + 1 WHERE key = ?"),
                            {QString::fromLatin1(keys[i])});
        detail::run(file_.db(), QStringLiteral("COMMIT"));
        done_ = true;
    }

  private:
    TournamentFile& file_;
    bool nested_ = false;
    bool done_ = false;
};

} // namespace tengen::store
