#pragma once
// Why an action did not happen, typed: what kind of refusal (so that a caller decides on the
// kind, never on a sentence) and the message as a core Problem (an English template and its
// arguments), turned into the user's language only where it is shown (toText below, at the edge).
// A store failure arrives already in the user's language (store::StoreError) and is kept as it is.
#include "base/problem.h"
#include "clock/game_clock.h"
#include "store/problem_text.h"
#include "store/store_error.h"

#include <QDebug>
#include <QString>
#include <string>

namespace tengen {

struct Refusal {
    enum class Kind {
        None,              // the action was done
        Invalid,           // the input is wrong (a bad time control, no such table)
        Refused,           // the clock or the rule says no (a press on a finished game)
        NeedsConfirmation, // done only when the user confirms (an adjustment to zero)
        Incomplete,        // the action needs more from the user (who took black, a reason)
        Store,             // the tournament file failed or refused (conflict, busy, read only)
    };
    Kind kind = Kind::None;
    Problem problem;      // what is wrong, translated where it is shown
    QString storeMessage; // instead, a sentence a Qt layer made: already in the user's language
    store::StoreError::Kind storeKind = store::StoreError::Kind::Invalid;
    int line = 0; // the line of the text given that it concerns (0: none)
    // What of the input the problem is in, for the edge to name it ("Time control: …").
    enum class Subject { None, TimeControl };
    Subject subject = Subject::None;

    bool done() const { return kind == Kind::None; }
    explicit operator bool() const { return !done(); } // true: refused

    static Refusal invalid(Problem p) { return of(Kind::Invalid, std::move(p)); }
    // A rule of the event says no (a round paired already, a bracket round not decided).
    static Refusal refused(Problem p) { return of(Kind::Refused, std::move(p)); }
    static Refusal of(Kind kind, Problem p) {
        Refusal r;
        r.kind = kind;
        r.problem = std::move(p);
        return r;
    }
    // A refusal whose sentence a Qt layer already made in the user's language.
    static Refusal withText(Kind kind, const QString& text) {
        Refusal r;
        r.kind = kind;
        r.storeMessage = text;
        return r;
    }
    // The store's refusal keeps its message template, translated where it is shown.
    static Refusal fromStore(const store::StoreError& e) {
        Refusal r;
        r.kind = Kind::Store;
        r.problem = e.problem();
        if (r.problem.empty())
            r.storeMessage = e.message();
        r.storeKind = e.kind();
        return r;
    }
    // A refusal of the clock core (none when it is empty), its kind kept: an adjustment that
    // needs confirmation is NeedsConfirmation.
    static Refusal fromClock(const clock::ClockRefusal& refusal);
};

// A refusal met below an action's public function (inside its write transaction, or in a helper
// that returns a value): thrown up to that function, rolling its transaction back (to the
// savepoint when it is nested), and returned there (`guarded`). It never leaves the actions
// layer: every public action returns its refusal.
struct RefusalThrown {
    Refusal refusal;
};
[[noreturn]] inline void refuse(Refusal r) {
    throw RefusalThrown{std::move(r)};
}

// Runs `change` (a read or a write of the file); a StoreError it throws becomes the refusal, and
// so does a refusal it met inside its transaction.
template <typename F> Refusal guarded(F&& change) {
    try {
        change();
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    } catch (const RefusalThrown& r) {
        return r.refusal;
    }
}

// One write transaction for `change`, which returns its refusal: a refusal rolls back whatever
// `change` wrote before it said no; a store failure is returned as one.
template <typename File, typename F> Refusal inWriteTransaction(File& file, F&& change) {
    return guarded([&] {
        file.writeTransaction([&] {
            if (Refusal refused = change())
                refuse(std::move(refused));
        });
    });
}

// A read whose failure this moment leaves things as they are (a label, a refresh, a lookup the
// next turn makes again): true when it ran. A failure is logged, never thrown out, and the
// caller keeps what it had — the one way the screens let a store error pass.
template <typename F> bool attemptRead(F&& read) {
    try {
        read();
        return true;
    } catch (const store::StoreError& e) {
        qDebug().noquote() << "a read of the tournament failed; kept as it was:" << e.message();
        return false;
    }
}

inline QString toText(const Refusal& r) {
    if (r.problem.empty())
        return r.storeMessage;
    const QString why = toText(r.problem);
    return r.line > 0 ? QCoreApplication::translate("tengen", "line %1: %2").arg(r.line).arg(why)
                      : why;
}

} // namespace tengen
