#pragma once
#include "problem_text.h"

#include <QObject>
#include <QString>
#include <stdexcept>

namespace tengen::store {

// A failure a director can read: what went wrong and where (file, line, field), as a message
// template and its arguments (turned into the user's language where it is shown, by message()
// or a Refusal's toText), or, for a sentence made of translated parts, already in the
// language of the thread that made it. The kind says what the caller may do about it.
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
        Offline,       // the server could not be reached or the connection was lost: try again
        Forbidden,     // the server refused: this desk's role may not make that change
    };

    explicit StoreError(Problem problem, Kind kind = Kind::Invalid)
        : std::runtime_error(problem.english()), problem_(std::move(problem)), kind_(kind) {}
    // A sentence already in the user's language (made of translated parts).
    static StoreError translated(const QString& message, Kind kind = Kind::Invalid) {
        StoreError e{Problem{}, kind};
        e.text_ = message;
        e.utf8_ = message.toUtf8();
        return e;
    }
    // In the user's language (the thread's, when asked).
    QString message() const { return problem_.empty() ? text_ : toText(problem_); }
    const Problem& problem() const { return problem_; }
    Kind kind() const { return kind_; }
    // Trying the same action again later may succeed (another program was writing).
    bool retryable() const { return kind_ == Kind::Busy || kind_ == Kind::Offline; }
    const char* what() const noexcept override {
        return problem_.empty() ? utf8_.constData() : std::runtime_error::what();
    }

  private:
    Problem problem_;
    QString text_;
    Kind kind_;
    QByteArray utf8_;
};

} // namespace tengen::store
