#pragma once
// What every tengen-cli command shares: argument parsing and the two kinds of failure.
#include "actions/divisions.h"
#include "actions/refusal.h"
#include "store/open_files.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTextStream>
#include <exception>
#include <utility>

namespace tengen::cli {

// The translation context of every CLI message.
class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Both are std::exceptions, so that nothing a command throws escapes run() (it catches every
// std::exception, and anything else, as exit 1 with a message).
struct CliFailure : std::exception {
    explicit CliFailure(QString m) : message(std::move(m)), utf8_(message.toUtf8()) {}
    const char* what() const noexcept override { return utf8_.constData(); }
    QString message;

  private:
    QByteArray utf8_;
};
struct UsageError : CliFailure {
    using CliFailure::CliFailure;
};
struct InvalidInput : CliFailure {
    using CliFailure::CliFailure;
};

// An action's refusal as the CLI's failure: exit 1 with the action's sentence. A question the
// desk would ask (NeedsConfirmation) is answered yes only by --yes: without it, the sentence and
// the hint.
inline void throwIfRefused(const Refusal& r, const QStringList& details = {}) {
    if (r.done())
        return;
    QStringList lines{toText(r)};
    lines << details;
    if (r.kind == Refusal::Kind::NeedsConfirmation)
        lines << Cli::tr("Nothing was changed; --yes does it anyway.");
    throw InvalidInput{lines.join(QLatin1Char('\n'))};
}

// "--key value" options and "--flag"s after the positional arguments.
class Args {
  public:
    Args(const QStringList& args, const QSet<QString>& valued, const QSet<QString>& flags) {
        for (qsizetype i = 0; i < args.size(); ++i) {
            const QString& a = args[i];
            if (!a.startsWith(QLatin1String("--"))) {
                positional_ << a;
                continue;
            }
            const QString key = a.mid(2);
            if (flags.contains(key)) {
                flags_ << key;
            } else if (valued.contains(key)) {
                if (i + 1 >= args.size())
                    throw UsageError{Cli::tr("%1 needs a value").arg(a)};
                values_[key] = args[++i];
                every_[key] << values_[key];
            } else {
                throw UsageError{Cli::tr("unknown option %1").arg(a)};
            }
        }
    }
    const QStringList& positional() const { return positional_; }
    bool has(const QString& key) const { return values_.contains(key); }
    QString value(const QString& key, const QString& fallback = {}) const {
        return values_.value(key, fallback);
    }
    // Every value of an option given several times ("--set a=1 --set b=2"), in order.
    QStringList values(const QString& key) const { return every_.value(key); }
    bool flag(const QString& key) const { return flags_.contains(key); }
    QString positionalAt(qsizetype i, const QString& what) const {
        if (i >= positional_.size())
            throw UsageError{Cli::tr("missing %1").arg(what)};
        return positional_[i];
    }

  private:
    QStringList positional_;
    QMap<QString, QString> values_;
    QMap<QString, QStringList> every_;
    QSet<QString> flags_;
};

// --round as a round number (at least `least`), or `fallback` when not given.
inline int roundOption(const Args& a, int fallback, int least = 1) {
    if (!a.has(QStringLiteral("round")))
        return fallback;
    bool ok = false;
    const int r = a.value(QStringLiteral("round")).toInt(&ok);
    if (!ok || r < least)
        throw UsageError{Cli::tr("--round must be a round number")};
    return r;
}

// --round on the rounds of an event whose last round is `last` (lastRoundToShow: a later
// stage's first round counts while its players are not placed): from `least` to `last`, else
// refused (exit 1) naming the event's rounds, as the actions refuse to write one (#44).
// Without --round: `fallback`; past the last round, refused with "every round is paired".
inline int eventRoundOption(const Args& a, int last, int fallback, int least = 1) {
    const int r = roundOption(a, fallback, least);
    if (r <= last)
        return r;
    if (!a.has(QStringLiteral("round")))
        throw InvalidInput{Cli::tr("every round of the event is paired (%1 of %1): --round "
                                   "names the one to show, change or unpair")
                               .arg(last)};
    throw InvalidInput{
        Cli::tr("round %1 is outside the event's rounds (1 to %2)").arg(r).arg(last)};
}

// --KEY as a number from `least` to `most`, or `fallback` when not given.
inline int numberOption(const Args& a, const QString& key, int fallback, int least, int most) {
    if (!a.has(key))
        return fallback;
    bool ok = false;
    const int v = a.value(key).toInt(&ok);
    if (!ok || v < least || v > most)
        throw UsageError{Cli::tr("--%1: a number from %2 to %3").arg(key).arg(least).arg(most)};
    return v;
}

// A JSON object or array as the contract prints it (indented).
inline void printJson(QTextStream& out, const QJsonValue& v) {
    out << (v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject()))
               .toJson(QJsonDocument::Indented);
}

// The contract writes "-o FILE"; Args reads "--o".
inline QStringList withOutputOption(QStringList args) {
    for (QString& a : args)
        if (a == QLatin1String("-o"))
            a = QStringLiteral("--o");
    return args;
}

// Writes a document to `path`, or to standard output for "" and "-".
inline void writeDocument(const QByteArray& bytes, const QString& path, QTextStream& out) {
    if (path.isEmpty() || path == QLatin1String("-")) {
        out.flush();
        out << QString::fromUtf8(bytes);
        return;
    }
    store::refuseOverwritingTournamentFile(path);
    QFile f(path);
    // A full disk or /dev/full is a failure, not a document written: the write, and the close
    // that flushes it, are checked.
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size() ||
        !f.flush())
        throw InvalidInput{Cli::tr("%1: %2").arg(path, f.errorString())};
    f.close();
    if (f.error() != QFileDevice::NoError)
        throw InvalidInput{Cli::tr("%1: %2").arg(path, f.errorString())};
}

// The tournament file named first, worked in the division --division names (#47, by either
// name or its id; refused naming the event's divisions when it has none of that name). With
// `oneDivision`, an event of several divisions without --division is refused (which one?):
// what the command shows or writes is one division's.
inline std::unique_ptr<store::TournamentFile>
openTournament(const Args& a, bool oneDivision = true,
               store::TournamentFile::Access access = store::TournamentFile::Access::ReadWrite) {
    auto file =
        store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")), access);
    if (a.has(QStringLiteral("division")))
        throwIfRefused(workInDivision(*file, a.value(QStringLiteral("division"))));
    else if (oneDivision)
        throwIfRefused(needsOneDivision(*file));
    return file;
}

} // namespace tengen::cli
