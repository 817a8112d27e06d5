#pragma once
// What opening a SQLite tournament file shares between its files, private to core/store:
// tournament_file.cpp opens the file, file_checks.cpp checks it on a read-only connection before
// anything is written, log_check.cpp checks a write-ahead log left beside it.
#include "sql_support.h"

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

namespace tengen::store::file_detail {

// A connection name no other connection of this process has.
QString nextConnectionName();

// The value of `PRAGMA name` on `db`; null when it cannot be read.
QVariant pragma(QSqlDatabase db, const QString& name);

// No -wal, no -shm beside the file: no program has it open.
bool atRest(const QString& path);

enum class Mode { ReadWrite, ReadOnly, Immutable };

// Opens `path` as the connection `name`; throws StoreError when SQLite cannot.
QSqlDatabase openConnection(const QString& path, const QString& name, Mode mode);

// Closes the connection `name` when it goes out of scope.
struct ConnectionGuard {
    QString name;
    ~ConnectionGuard() { detail::closeConnection(name); }
};

// Checks what can be checked without writing a byte, on a read-only connection: an SQLite
// database, our application id, a schema version we can read, our schema and nothing else, an
// intact database of the size its header says, and the settings row. Throws with a message for
// the director; returns the file's schema version.
int checkWithoutWriting(QSqlDatabase db, const QString& path);

// A log nobody is writing: a -wal with pages in it, left by a program that is gone (a crash) or
// copied there (log_check.cpp).
bool orphanLog(const QString& path);

// An orphan log must belong to the file beside it: one file id, counters only moved forward.
// Throws StoreError when it does not (log_check.cpp says why).
void checkLogBelongs(QSqlDatabase withLog, const QString& path);

// A refused file is left as it was found: the -shm the checks made is removed when no program
// maps it.
void removeShmTheChecksMade(const QString& path);

} // namespace tengen::store::file_detail
