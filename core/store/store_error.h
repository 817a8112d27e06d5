#pragma once
#include <QObject>
#include <QString>
#include <stdexcept>

namespace tengen::store {

// A failure a director can read: what went wrong and where (file, line, field), already in the
// user's language. The kind says what the caller may do about it.
class StoreError : public std::runtime_error {
  public:
    enum class Kind {
        Invalid,       // the record or request is wrong (a bad rank, no such table)
        NotFound,      // no player, round or table with that number
        Conflict,      // someone else changed what this change was based on: reload, look again
        Busy,          // another program held the file longer than the wait: try again
        ReadOnly,      // the file cannot be written (medium, permissions, opened to read only)
        DiskFull,      // no space left for the change
        Damaged,       // the file is damaged, truncated or not what its header says
        Io,            // the disk failed to read or write
        Newer,         // written by a newer Tengen
        NotTournament, // not a Tengen tournament file (another program's, or not SQLite at all)
        Refused,       // a tournament file holding what Tengen did not put there (code, tables)
    };

    explicit StoreError(const QString& message, Kind kind = Kind::Invalid)
        : std::runtime_error(message.toStdString()), message_(message), kind_(kind) {}
    const QString& message() const { return message_; }
    Kind kind() const { return kind_; }
    // Trying the same action again later may succeed (another program was writing).
    bool retryable() const { return kind_ == Kind::Busy; }

  private:
    QString message_;
    Kind kind_;
};

} // namespace tengen::store
