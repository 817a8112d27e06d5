// The tournament file: opening (every check on a read-only connection before anything is
// written), write transactions that wait for the lock, read snapshots, revisions and the
// journal. The checks are in file_checks.cpp, a write-ahead log's in log_check.cpp, a
// tournament on a PostgreSQL server in tournament_file_server.cpp. The aggregates' reads and
// writes are in players_store.cpp, rounds_store.cpp, colours_store.cpp, settings_store.cpp and
// clocks_store.cpp; the connection they share in connection.cpp. docs/shared-file.md explains
// why each rule is there.
#include "tournament_file.h"

#include "file_opening.h"
#include "open_files.h"
#include "problem_text.h"
#include "schema.h"
#include "sql_support.h"

#include <QFileInfo>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QStorageInfo>
#include <QUrl>
#include <atomic>
#include <tuple>

namespace tengen::store {

using namespace detail;

namespace file_detail {

QString nextConnectionName() {
    static std::atomic<int> counter{0};
    return QStringLiteral("tengen-%1").arg(counter.fetch_add(1));
}

QVariant pragma(QSqlDatabase db, const QString& name) {
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA ") + name) || !query.next())
        return {};
    return query.value(0);
}

// No -wal, no -shm beside the file: no program has it open.
bool atRest(const QString& path) {
    return !QFileInfo::exists(path + QStringLiteral("-wal")) &&
           !QFileInfo::exists(path + QStringLiteral("-shm"));
}

QSqlDatabase openConnection(const QString& path, const QString& name, Mode mode) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    QStringList options = {QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs())};
    if (mode == Mode::Immutable) {
        // The file cannot change while it is read (a read-only medium, a full disk): SQLite
        // reads it without the shared-memory file it could not create.
        options << QStringLiteral("QSQLITE_OPEN_URI");
        db.setDatabaseName(QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString() +
                           QStringLiteral("?immutable=1"));
    } else {
        db.setDatabaseName(path);
    }
    if (mode != Mode::ReadWrite)
        options << QStringLiteral("QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!db.open()) {
        const StoreError error = storeError(db.lastError(), path);
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        throw error;
    }
    return db;
}

} // namespace file_detail

using namespace file_detail;

namespace {

QString fileName(const QString& path) {
    return QFileInfo(path).fileName();
}

// Less room than SQLite needs for its shared-memory file and a few pages of log.
bool diskIsFull(const QString& folder) {
    return QStorageInfo(folder).bytesAvailable() < 64 * 1024;
}

// A connection that only reads. When SQLite cannot make its shared-memory file beside the file
// and there is no write-ahead log with pages in it, the file is the whole tournament: it is read
// as immutable, but only where nobody can be writing it — a read-only file system, or a full
// disk (a folder this user may not write can hold a file its owner's desk is changing).
QSqlDatabase openForReading(const QString& path, const QString& name) {
    const bool log = QFileInfo(path + QStringLiteral("-wal")).size() > 0;
    QSqlDatabase db = openConnection(path, name, Mode::ReadOnly);
    QSqlQuery probe(db);
    const QString folder = QFileInfo(path).absolutePath();
    const bool nobodyWrites = QStorageInfo(folder).isReadOnly() || diskIsFull(folder);
    if (probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")) || log || !nobodyWrites)
        return db;
    const int code = sqliteCode(probe.lastError());
    if (code != kSqliteIoErr && code != kSqliteCantOpen && code != kSqliteFull &&
        code != kSqliteReadOnly)
        return db; // not SQLite, damaged...: the checks say so
    probe = QSqlQuery();
    db = QSqlDatabase();
    closeConnection(name);
    return openConnection(path, name, Mode::Immutable);
}

// The connection the checks on open run on. A file at rest (no -wal, no -shm: no program has
// it open) is read as immutable, so that not even SQLite's side files appear beside a file that
// is then refused; otherwise it is read as it is, through the side files other programs made.
QSqlDatabase openForChecks(const QString& path, const QString& name) {
    return atRest(path) ? openConnection(path, name, Mode::Immutable) : openForReading(path, name);
}

void applyConnectionSettings(QSqlDatabase db, const QString& path) {
    run(db, QStringLiteral("PRAGMA foreign_keys = ON"));
    // The schema is checked on open; even so, nothing in it may call functions with side
    // effects.
    run(db, QStringLiteral("PRAGMA trusted_schema = OFF"));
    run(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeoutMs()));
    QSqlQuery mode(db);
    if (!mode.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !mode.next())
        throw storeError(mode.lastError(), path);
    if (mode.value(0).toString() != QLatin1String("wal"))
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 cannot be written (a read-only medium, or no "
                                                "permission to change it). Nothing was changed."),
                    problemArg(fileName(path))),
            StoreError::Kind::ReadOnly);
    // FULL: a transaction is on disk when commit returns, even across a power cut.
    run(db, QStringLiteral("PRAGMA synchronous = FULL"));
}

void applyReadOnlySettings(QSqlDatabase db) {
    run(db, QStringLiteral("PRAGMA trusted_schema = OFF"));
    run(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeoutMs()));
}

// Each step in its own write transaction; the version is read again inside it, so that two
// programs opening an old file at once migrate it once.
void migrate(QSqlDatabase db) {
    for (const auto& step : migrations()) {
        run(db, QStringLiteral("BEGIN IMMEDIATE"));
        try {
            if (pragma(db, QStringLiteral("user_version")).toInt() < step.toVersion) {
                for (const auto& sql : step.statements)
                    run(db, sql);
                run(db, QStringLiteral("PRAGMA user_version = %1").arg(step.toVersion));
                run(db, QStringLiteral("PRAGMA application_id = %1")
                            .arg(TournamentFile::kApplicationId));
            }
            run(db, QStringLiteral("COMMIT"));
        } catch (...) {
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            throw;
        }
    }
    // The file's identity, which its write-ahead log must share (checkLogBelongs); given once,
    // to a new file or to one from before it was kept. Asked first: an insert that changes
    // nothing would still take the write lock at every opening.
    if (scalar(db, QStringLiteral("SELECT count(*) FROM meta WHERE key = 'file.id'")).toInt() == 0)
        run(db, QStringLiteral("INSERT OR IGNORE INTO meta (key, value) VALUES ('file.id', ?)"),
            {static_cast<qint64>(QRandomGenerator::system()->generate64() >> 1)});
}

// Why a healthy file that could not be opened for writing is open to read only.
QString readOnlyReasonFor(const StoreError& e, const QString& path) {
    const QFileInfo info(path);
    if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable())
        return QObject::tr("%1 is on a read-only medium, or this user may not change it: it is "
                           "open to read only.")
            .arg(path);
    // SQLite calls a full disk an I/O error when it cannot size its shared-memory file.
    if (e.kind() == StoreError::Kind::DiskFull || diskIsFull(info.absolutePath()))
        return QObject::tr("The disk holding %1 is full: the tournament is open to read only "
                           "until space is freed.")
            .arg(path);
    return QObject::tr("%1 cannot be written (the disk or the folder failed): it is open to "
                       "read only.")
        .arg(path);
}

bool canFallBackToReading(const StoreError& e) {
    using Kind = StoreError::Kind;
    return e.kind() == Kind::ReadOnly || e.kind() == Kind::DiskFull || e.kind() == Kind::Io;
}

} // namespace

TournamentFile::TournamentFile(std::unique_ptr<Connection> connection)
    : c_(std::move(connection)), players_(*c_, *this), rounds_(*c_, *this), colours_(*c_, *this),
      settings_(*c_, *this), constraints_(*c_, *this), teams_(*c_, *this), teamRounds_(*c_, *this),
      stages_(*c_, *this), divisions_(*c_, *this), clocks_(*c_), journal_(*c_) {}

TournamentFile::~TournamentFile() = default;
std::unique_ptr<TournamentFile> TournamentFile::create(const QString& path,
                                                       const TournamentSettings& settings) {
    return create(path, settings, {});
}

std::unique_ptr<TournamentFile>
TournamentFile::create(const QString& path, const TournamentSettings& settings,
                       const std::function<void(TournamentFile&)>& fill) {
    if (isServerUrl(path))
        return createOnServer(path, settings, fill);
    if (QFileInfo::exists(path))
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 exists already; open it instead"),
                                 problemArg(path)));
    Problem problem = validate(settings);
    if (!problem.empty())
        throw StoreError(problem);
    const QString building = path + QStringLiteral(".creating");
    auto removeBuilding = [&building] {
        for (const char* suffix : {"", "-wal", "-shm", "-journal"})
            QFile::remove(building + QLatin1String(suffix));
    };
    removeBuilding(); // left by a crash during an earlier attempt: never a user's file
    try {
        const QString name = nextConnectionName();
        openConnection(building, name, Mode::ReadWrite);
        std::unique_ptr<TournamentFile> file(
            new TournamentFile(std::make_unique<Connection>(building, name)));
        {
            QSqlDatabase db = file->c_->db();
            applyConnectionSettings(db, building);
            migrate(db);
        }
        file->settings().saveAll(settings);
        if (fill) // before the rename: the file appears with it or not at all
            file->writeTransaction([&] { fill(*file); });
        file.reset(); // the last connection checkpoints the WAL into the file and removes it
    } catch (...) {
        removeBuilding();
        throw;
    }
    if (QFileInfo::exists(building + QStringLiteral("-wal")) || !QFile::rename(building, path)) {
        removeBuilding();
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 could not be created"), problemArg(path)),
            StoreError::Kind::Io);
    }
    return open(path);
}

std::unique_ptr<TournamentFile> TournamentFile::open(const QString& path, Access access) {
    if (isServerUrl(path))
        return openOnServer(path, access);
    const QFileInfo info(path);
    if (!info.exists())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "There is no file %1"), problemArg(path)),
            StoreError::Kind::NotFound);
    if (info.isDir())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 is not a tournament file (it is a folder)"),
                    problemArg(path)),
            StoreError::Kind::NotTournament);
    if (!info.isFile()) // a pipe, a device (a link to /dev/zero), a socket: never read
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 is not a tournament file (it is not a file "
                                                "but a device, a pipe or a socket)"),
                    problemArg(path)),
            StoreError::Kind::NotTournament);
    if (!info.isReadable())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 cannot be read: no permission to read it"),
                    problemArg(path)),
            StoreError::Kind::ReadOnly);
    // SQLite takes an empty file for an empty database; a director should hear what it is.
    if (info.size() < 512)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is not a tournament file (it is not an SQLite database)"),
                    problemArg(path)),
            StoreError::Kind::NotTournament);
    // The header's format bytes (18, 19: 1 for a rollback journal, 2 for WAL): SQLite opens a
    // file with a larger one read-only, which said "a read-only medium" of a damaged header.
    {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) {
            const QByteArray header = f.read(20);
            const auto format = [&](int i) { return static_cast<unsigned char>(header.at(i)); };
            if (header.size() == 20 && header.startsWith("SQLite format 3") &&
                (format(18) < 1 || format(18) > 2 || format(19) < 1 || format(19) > 2))
                throw StoreError(
                    Problem(QT_TRANSLATE_NOOP("tengen",
                                              "%1 is damaged: its header's format bytes (18 and "
                                              "19) are %2 and %3, where SQLite writes 1 or 2. "
                                              "Open a backup copy of the tournament."),
                            problemArg(path), problemArg(format(18)), problemArg(format(19))),
                    StoreError::Kind::Damaged);
        }
    }
    // A rollback journal beside the file: a program writing in rollback mode (not Tengen, whose
    // files are in WAL mode: the sqlite3 shell after journal_mode=DELETE) stopped in the middle
    // of a change. Its pages are half written; the journal holds them as they were. SQLite rolls
    // it back on the next read-write connection, as any program opening the file would; the
    // checks then see the file as it was before that change (they said "damaged … cut off").
    if (QFileInfo(path + QStringLiteral("-journal")).size() > 0) {
        const QString name = nextConnectionName();
        ConnectionGuard guard{name};
        try {
            QSqlDatabase db = openConnection(path, name, Mode::ReadWrite);
            QSqlQuery rollBack(db);
            if (!rollBack.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")))
                throw storeError(rollBack.lastError(), path);
        } catch (const StoreError& e) {
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen",
                                          "%1 holds a change another program did not finish (a "
                                          "-journal file beside it), which could not be undone "
                                          "here: %2"),
                        problemArg(path), problemArg(e.message())),
                StoreError::Kind::Damaged);
        }
        qCInfo(storeLog) << path << ": an unfinished change (a -journal) was rolled back";
    }
    // Nothing another program may be using is removed when the file is refused: its -wal stays,
    // and only a -shm the checks themselves made, which nobody maps (removeShmTheChecksMade).
    int version = 0;
    // The checks read a file other programs may be writing: one that began writing a file found
    // at rest (read as immutable), or closed it while it was read, or checkpointed it, changes
    // the bytes under the checks, which then see a file that is not there (a healthy file was
    // called damaged, or cut off, in a few of 1,500 actions with programs killed around it). So
    // a file found damaged is checked again while its bytes or side files keep changing; one
    // that stays as it is is damaged.
    const auto signature = [&path] {
        const QFileInfo file(path), log(path + QStringLiteral("-wal"));
        return std::tuple(file.size(), file.lastModified(), log.exists(), log.size(),
                          log.lastModified(), QFileInfo::exists(path + QStringLiteral("-shm")));
    };
    for (int attempt = 1;; ++attempt) {
        const auto before = signature();
        const bool shmBefore = QFileInfo::exists(path + QStringLiteral("-shm"));
        const bool orphan = orphanLog(path);
        try {
            const QString name = nextConnectionName();
            ConnectionGuard guard{name};
            QSqlDatabase db = openForChecks(path, name);
            version = checkWithoutWriting(db, path);
            if (orphan)
                checkLogBelongs(db, path);
            break;
        } catch (const StoreError& e) {
            if (!shmBefore)
                removeShmTheChecksMade(path);
            if (e.kind() != StoreError::Kind::Damaged || attempt == 3 || signature() == before)
                throw;
            qCInfo(storeLog) << path << ": changed while it was checked; checked again";
        }
    }

    auto openToRead = [&](const QString& reason) {
        if (version < kSchemaVersion)
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen",
                                          "%1 was written by an older Tengen and must be brought "
                                          "up to date, which needs writing: %2"),
                        problemArg(path), problemArg(reason)),
                StoreError::Kind::ReadOnly);
        const QString name = nextConnectionName();
        openForReading(path, name);
        std::unique_ptr<TournamentFile> file(
            new TournamentFile(std::make_unique<Connection>(path, name)));
        applyReadOnlySettings(file->c_->db());
        file->c_->setReadOnly(reason);
        return file;
    };
    if (access == Access::ReadOnly)
        return openToRead(
            QObject::tr("%1 is open to read only; nothing can be changed here.").arg(path));

    const QString name = nextConnectionName();
    std::unique_ptr<TournamentFile> file;
    try {
        openConnection(path, name, Mode::ReadWrite);
        // Declared after the connection: ~TournamentFile removes it.
        file.reset(new TournamentFile(std::make_unique<Connection>(path, name)));
        applyConnectionSettings(file->c_->db(), path);
        migrate(file->c_->db());
    } catch (const StoreError& e) {
        if (!canFallBackToReading(e))
            throw;
        file.reset();
        if (QSqlDatabase::contains(name))
            closeConnection(name);
        return openToRead(readOnlyReasonFor(e, path));
    }
    return file;
}

int schemaVersionOf(const QString& path) {
    QString name = nextConnectionName();
    int version = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open())
            version = pragma(db, QStringLiteral("user_version")).toInt();
    }
    closeConnection(name);
    return version;
}

void TournamentFile::writeTransaction(const std::function<void()>& work) {
    Transaction tx(*c_);
    work();
    tx.commit();
}

RoundInputs TournamentFile::roundInputs() const {
    const ReadSnapshot snapshot(*this);
    RoundInputs in;
    in.settings = settings_.get();
    in.pairing = settings_.pairing();
    in.players = players_.all();
    in.games = rounds_.games();
    in.byes = rounds_.byes();
    in.constraints = constraints_.all();
    in.revisions = revisions();
    return in;
}

} // namespace tengen::store
