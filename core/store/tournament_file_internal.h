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
// revisions of what it touched; rolls back if destroyed first (an exception).
class TournamentFile::Transaction {
  public:
    explicit Transaction(TournamentFile& file) : file_(file) {
        if (file_.isReadOnly())
            throw StoreError(file_.readOnlyReason_, StoreError::Kind::ReadOnly);
        if (file_.writing_ || file_.snapshotDepth_ > 0)
            throw StoreError(QObject::tr("%1: a change was started inside another one (an "
                                         "internal error). Nothing was changed.")
                                 .arg(QFileInfo(file_.path_).fileName()),
                             StoreError::Kind::Invalid);
        detail::run(file_.db(), QStringLiteral("BEGIN IMMEDIATE"));
        file_.writing_ = true;
    }
    ~Transaction() {
        if (!done_)
            QSqlQuery(file_.db()).exec(QStringLiteral("ROLLBACK"));
        file_.writing_ = false;
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    void touch(Aggregate a) { touched_[static_cast<int>(a)] = true; }
    void commit() {
        static const char* keys[] = {"revision.settings", "revision.players", "revision.rounds",
                                     "revision.clocks"};
        for (int i = 0; i < 4; ++i)
            if (touched_[i])
                detail::run(file_.db(),
                            QStringLiteral("UPDATE meta SET value = value + 1 WHERE key = ?"),
                            {QString::fromLatin1(keys[i])});
        detail::run(file_.db(), QStringLiteral("COMMIT"));
        done_ = true;
    }

  private:
    TournamentFile& file_;
    bool touched_[4] = {false, false, false, false};
    bool done_ = false;
};

} // namespace tengen::store
