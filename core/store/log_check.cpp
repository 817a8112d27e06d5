// A write-ahead log found beside a SQLite tournament file (docs/shared-file.md): whether it is
// an orphan (nobody writing it), whether it belongs to the file (one file id, counters only moved
// forward, the same content read without it where it adds nothing), and the shared-memory index
// the checks made, removed again when nobody maps it.
#include "file_opening.h"
#include "open_files.h"
#include "problem_text.h"
#include "sql_support.h"
#include "store_error.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QSqlRecord>

#include <fcntl.h>
#include <map>
#include <unistd.h>

namespace tengen::store::file_detail {

using namespace detail;

namespace {

// meta's rows, key → value, as `db` reads them.
std::map<QString, qint64> metaRows(QSqlDatabase db) {
    std::map<QString, qint64> rows;
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT key, value FROM meta")))
        while (q.next())
            rows[q.value(0).toString()] = q.value(1).toLongLong();
    return rows;
}

// A digest of every row of every table but meta, as `db` reads them: whether two reads of a file
// hold the same tournament.
QByteArray contentDigest(QSqlDatabase db) {
    QCryptographicHash digest(QCryptographicHash::Sha256);
    QSqlQuery tables(db);
    if (!tables.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name "
                                    "NOT LIKE 'sqlite_%' AND name <> 'meta' ORDER BY name")))
        return {};
    while (tables.next()) {
        const QString table = tables.value(0).toString();
        digest.addData(table.toUtf8());
        QSqlQuery rows(db);
        rows.setForwardOnly(true);
        if (!rows.exec(QStringLiteral("SELECT * FROM \"%1\"").arg(table)))
            continue;
        const int columns = rows.record().count();
        while (rows.next())
            for (int i = 0; i < columns; ++i) {
                const QVariant v = rows.value(i);
                digest.addData(v.isNull() ? QByteArrayLiteral("\x01null")
                                          : QByteArrayLiteral("\x02") + v.toString().toUtf8());
            }
    }
    return digest.result();
}

// Whether another program maps the shared-memory index beside `path` (-shm): every SQLite
// connection using it holds a read lock on its byte 128 (the "DMS" lock of SQLite's unix VFS);
// an open-file-description lock query sees other processes' POSIX locks. Only for a file this
// process does not have open: closing the descriptor the query needs would release this
// process's own locks on it.
// A write lock on that byte, to ask for (F_OFD_GETLK) or take (F_OFD_SETLK).
struct flock dmsLock() {
    struct flock lock {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = 128;
    lock.l_len = 1;
    return lock;
}

bool shmMappedElsewhere(const QString& path) {
    const QByteArray shm = QFile::encodeName(path + QStringLiteral("-shm"));
    const int fd = ::open(shm.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false; // no -shm: nobody has the file open in WAL mode
    struct flock lock = dmsLock();
    const bool held = ::fcntl(fd, F_OFD_GETLK, &lock) != 0 || lock.l_type != F_UNLCK;
    ::close(fd);
    return held;
}

} // namespace

// A log nobody is writing: a -wal with pages in it, left by a program that is gone (a crash) or
// copied there. A log another program is writing is that program's, and its own: never checked
// (its checkpoints would move pages under the check).
bool orphanLog(const QString& path) {
    return QFileInfo(path + QStringLiteral("-wal")).size() > 0 && !isOpenTournamentFile(path) &&
           !shmMappedElsewhere(path);
}

// A write-ahead log beside the file is the file's newest changes, and SQLite applies whatever
// log it finds there: one copied beside it from another tournament, or left from an earlier
// copy of this one, would merge its pages into this file without a word (a log from another
// file made the players of one tournament appear in another, every check passed). An orphan
// log (orphanLog, decided before the checks open the file) is checked: the file read without
// its log (immutable: SQLite then ignores the log) and with it (`withLog`, a fresh read) must be
// one file — the same `file.id` — and the log can only have moved its counters forward.
void checkLogBelongs(QSqlDatabase withLog, const QString& path) {
    const QString log = path + QStringLiteral("-wal");
    std::map<QString, qint64> without;
    QByteArray contentWithout;
    int versionWithout = 0;
    {
        const QString name = nextConnectionName();
        ConnectionGuard guard{name};
        try {
            QSqlDatabase alone = openConnection(path, name, Mode::Immutable);
            without = metaRows(alone);
            contentWithout = contentDigest(alone);
            versionWithout = pragma(alone, QStringLiteral("user_version")).toInt();
        } catch (const StoreError&) {
            return; // the file alone cannot be read: the other checks say why
        }
    }
    const std::map<QString, qint64> with = metaRows(withLog);
    const QString id = QStringLiteral("file.id");
    const bool otherFile = with.count(id) && without.count(id) && with.at(id) != without.at(id);
    bool older = false, moved = false;
    for (const auto& [key, value] : without)
        if (key.startsWith(QLatin1String("revision.")) && with.count(key)) {
            older = older || with.at(key) < value;
            moved = moved || with.at(key) != value;
        }
    // A log that changes the tournament without moving any of its counters was not written by
    // Tengen, whose every change counts its aggregate up (a log another program wrote, or copied
    // from another file where it touched no counter). A migration (the file's version moves) and
    // the file's identity (meta) are the only changes Tengen makes without one.
    const bool foreign =
        !otherFile && !older && !moved &&
        pragma(withLog, QStringLiteral("user_version")).toInt() == versionWithout &&
        contentDigest(withLog) != contentWithout;
    const auto refuse = [&](const char* why) {
        throw StoreError(Problem(why, problemArg(path), problemArg(log)),
                         StoreError::Kind::Refused);
    };
    if (foreign)
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1 has a write-ahead log beside it (%2) that changes the "
                                 "tournament without counting the change, as Tengen does: "
                                 "another program wrote it. The file is refused and left as it "
                                 "is; move %2 away to open the file as it was last saved."));
    if (otherFile)
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1 has a write-ahead log beside it (%2) that belongs to "
                                 "another tournament file. The file is refused and left as it "
                                 "is; move %2 away to open the file as it was last saved."));
    if (older)
        refuse(QT_TRANSLATE_NOOP("tengen",
                                 "%1 has a write-ahead log beside it (%2) older than the file "
                                 "itself, left from an earlier copy. The file is refused and "
                                 "left as it is; move %2 away to open the file as it was last "
                                 "saved."));
}

// A refused file is left as it was found. Reading a file that has a log makes SQLite create its
// shared-memory index (-shm) beside it; when there was none before, the one the checks made is
// removed again — but only when no program maps it: every SQLite connection using a -shm holds
// a read lock on its byte 128 (the "DMS" lock of SQLite's unix VFS), so a write lock granted here
// (an open-file-description lock, which also sees other processes' POSIX locks) proves nobody
// does. This process holds no lock on it: it had none before the checks, which are closed.
void removeShmTheChecksMade(const QString& path) {
    if (isOpenTournamentFile(path))
        return;
    const QByteArray shm = QFile::encodeName(path + QStringLiteral("-shm"));
    const int fd = ::open(shm.constData(), O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return;
    struct flock lock = dmsLock();
    if (::fcntl(fd, F_OFD_SETLK, &lock) == 0)
        ::unlink(shm.constData());
    ::close(fd); // releases the lock
}

} // namespace tengen::store::file_detail
