#pragma once
// The tournament files this process has open, so that nothing but SQLite ever opens a
// descriptor on them. POSIX advisory locks belong to the process and the file: closing *any*
// descriptor of the database (a dialog reading it for an icon, an importer handed the wrong
// file, a document saved over it) releases every lock SQLite holds on it, and the next program
// to open the file would then checkpoint and delete the write-ahead log this process is still
// writing into (SQLite, "How To Corrupt An SQLite Database File", §2.2). Every code path that
// opens a file a user chose asks here first.
#include <QString>

namespace tengen::store {

// Whether `path` names a tournament file open in this process (through any link or relative
// path), or its -wal, -shm or -journal file. Uses stat() and realpath() only: no descriptor.
bool isOpenTournamentFile(const QString& path);

// Throws StoreError (Invalid) naming `path` when isOpenTournamentFile(path).
void refuseOpenTournamentFile(const QString& path);
// For a file about to be written over (an export, a report, a decision record): refuses, as
// above, a tournament file open here, and also one open in another program (a -wal or -shm
// beside it) or any tournament file at all (its header says so): a document is never written
// over a tournament. (`score --record` turned a file `serve` held into a PDF.)
void refuseOverwritingTournamentFile(const QString& path);

namespace detail {
// Registered by TournamentFile for the life of its connection; returns the key to unregister.
QString registerOpenFile(const QString& path);
void unregisterOpenFile(const QString& key);
} // namespace detail

} // namespace tengen::store
