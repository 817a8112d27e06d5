#include "clock_commands.h"

#include "actions/settings_actions.h"

#include "actions/clock_hall.h"
#include "actions/clock_text.h"
#include "actions/game_times.h"
#include "actions/go_text.h"
#include "cli.h"
#include "cli_args.h"
#include "clock/game_clock.h"
#include "clock/qt/clip_speaker.h"
#include "clock/time_log.h"
#include "clock/voice.h"
#include "documents/clock_log.h"
#include "go/sgf.h"
#include "reports/table_document.h"
#include "store/open_files.h"
#include "store/tournament_file.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tengen::cli {

namespace {

using namespace tengen::clock;

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// One press time (ms since the start) per line; blank lines and '#' comments are skipped.
std::vector<Millis> readPresses(const QString& path) {
    store::refuseOpenTournamentFile(path);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw InvalidInput{Cli::tr("%1: %2").arg(path, f.errorString())};
    std::vector<Millis> presses;
    int line = 0;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        ++line;
        const QByteArray text = raw.trimmed();
        if (text.isEmpty() || text.startsWith('#'))
            continue;
        bool ok = false;
        const qlonglong ms = text.toLongLong(&ok);
        if (!ok || ms < 0)
            throw InvalidInput{Cli::tr("%1:%2: '%3' is not a time in milliseconds")
                                   .arg(path)
                                   .arg(line)
                                   .arg(QString::fromUtf8(text))};
        if (!presses.empty() && Millis(ms) <= presses.back())
            throw InvalidInput{Cli::tr("%1:%2: %3 ms comes before the press on the line above")
                                   .arg(path)
                                   .arg(line)
                                   .arg(ms)};
        presses.push_back(Millis(ms));
    }
    return presses;
}

// clock log T.tengen --table N [--round R] [--format text|csv|json] [--sgf GAME.sgf] [-o FILE]
// With --round, the game at that table in that round (players and result) heads the log.
int clockLog(const QStringList& args, QTextStream& out, QTextStream& err) {
    const Args a(withOutputOption(args),
                 {QStringLiteral("table"), QStringLiteral("format"), QStringLiteral("sgf"),
                  QStringLiteral("o"), QStringLiteral("round")},
                 {});
    const QString path = a.positionalAt(0, Cli::tr("the tournament file"));
    auto file = store::TournamentFile::open(path);
    ClockLogRequest request;
    bool ok = false;
    request.table = TableNo{a.value(QStringLiteral("table")).toInt(&ok)};
    // The option's range is the hall's (a usage error, as for any option out of its range);
    // with no clocks at all the action says so (invalid input).
    const auto hall = file->clocks().latestHall();
    if (hall && (!ok || request.table < 1 || request.table > hall->tables))
        throw UsageError{Cli::tr("--table: a table number from 1 to %1").arg(hall->tables)};
    if (a.has(QStringLiteral("round"))) {
        const int round = a.value(QStringLiteral("round")).toInt(&ok);
        if (!ok || round < 1)
            throw UsageError{Cli::tr("--round must be a round number")};
        request.round = RoundNo{round};
    }
    request.format = a.value(QStringLiteral("format"), QStringLiteral("text"));
    if (request.format != QLatin1String("text") && request.format != QLatin1String("csv") &&
        request.format != QLatin1String("json"))
        throw UsageError{Cli::tr("--format must be text, csv or json")};
    if (a.has(QStringLiteral("sgf"))) {
        const QString sgfPath = a.value(QStringLiteral("sgf"));
        store::refuseOpenTournamentFile(sgfPath);
        QFile f(sgfPath);
        if (!f.open(QIODevice::ReadOnly))
            throw InvalidInput{Cli::tr("%1: %2").arg(sgfPath, f.errorString())};
        request.sgf = f.readAll();
        request.sgfName = sgfPath;
    }
    const ClockLogOutcome log = clockLog(*file, request);
    // Warnings on stderr: the log or the record may go to stdout.
    for (const QString& w : log.warnings)
        err << Cli::tr("warning: %1").arg(w) << '\n';
    throwIfRefused(log.refusal);
    writeDocument(log.document, a.value(QStringLiteral("o")), out);
    return kOk;
}

QString readText(const QString& path) {
    store::refuseOpenTournamentFile(path);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw InvalidInput{Cli::tr("%1: %2").arg(path, f.errorString())};
    return QString::fromUtf8(f.readAll());
}

CallingSchedule parseScheduleFile(const QString& path) {
    const ScheduleParse parsed = tryParseSchedule(readText(path).toStdString());
    if (!parsed.schedule)
        throw InvalidInput{Cli::tr("%1: %2").arg(path, scheduleProblemText(parsed))};
    return *parsed.schedule;
}

// clock schedule T.tengen --period 60s [--set FILE | --reset]: the event's calls for byo-yomi
// periods of that length (printed; stored from a file; or back to the default).
int clockSchedule(const QStringList& args, QTextStream& out) {
    const Args a(args, {QStringLiteral("period"), QStringLiteral("set")},
                 {QStringLiteral("reset")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const ControlParse period =
        tryParseControl((QStringLiteral("byoyomi:main=0,periods=1,period=") +
                         a.value(QStringLiteral("period"), QStringLiteral("60s")))
                            .toStdString());
    if (!period.control)
        throw UsageError{Cli::tr("--period: %1").arg(toText(period.problem))};
    const qint64 ms = period.control->period.count();
    if (a.flag(QStringLiteral("reset"))) {
        throwIfRefused(setCallingSchedule(*file, Millis(ms), QString()));
    } else if (a.has(QStringLiteral("set"))) {
        const CallingSchedule s = parseScheduleFile(a.value(QStringLiteral("set")));
        if (s.period.count() != ms)
            throw InvalidInput{Cli::tr("%1: the schedule is for %2 s periods, not %3 s")
                                   .arg(a.value(QStringLiteral("set")))
                                   .arg(s.period.count() / 1000)
                                   .arg(ms / 1000)};
        throwIfRefused(setCallingSchedule(*file, Millis(ms), q(formatSchedule(s))));
    }
    const auto stored = file->clocks().schedule(ms);
    out << (stored ? *stored : q(formatSchedule(defaultSchedule(Millis(ms)))));
    return kOk;
}

// The calls installed with the programs (and rendered by `clock clips` without --control): byo-yomi
// of 10 to 60 s a period, up to five periods, after a main time; table numbers are left to
// espeak-ng (a hall has them rendered when it starts).
std::vector<std::string> usualCallKeys() {
    std::vector<std::string> keys;
    for (int seconds : {10, 20, 30, 40, 60}) {
        Control c;
        c.system = System::ByoYomi;
        c.main = Millis(3600000);
        c.period = Millis(seconds * 1000);
        c.periods = 5;
        for (const std::string& k : callKeys(c, 0))
            if (std::find(keys.begin(), keys.end(), k) == keys.end())
                keys.push_back(k);
    }
    return keys;
}

// clock clips DIR [--language zh|en|ja|ko] [--control SPEC] [--tables N]: a voice pack rendered by
// espeak-ng (a referee's machine without it takes the folder); without --language every
// language, each in DIR/<espeak voice> as the package installs them.
// clock clips --installed [--json]: the clips the programs found beside them.
int clockClips(const QStringList& args, QTextStream& out) {
    const Args a(args,
                 {QStringLiteral("language"), QStringLiteral("control"), QStringLiteral("tables")},
                 {QStringLiteral("installed"), QStringLiteral("json")});
    if (a.flag(QStringLiteral("installed"))) {
        QJsonArray rows;
        int found = 0;
        for (const auto& [id, language] : kCallLanguages) {
            const QString code = QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
            const QString dir = VoiceBank::installedClips(language);
            const int clips = VoiceBank::installedClipCount(language);
            found += clips > 0;
            if (a.flag(QStringLiteral("json"))) {
                QJsonObject o;
                o[QStringLiteral("language")] = code;
                o[QStringLiteral("folder")] = dir;
                o[QStringLiteral("clips")] = clips;
                rows.append(o);
            } else {
                out << (dir.isEmpty()
                            ? Cli::tr("%1: no clips installed").arg(code)
                            : Cli::tr("%1: %n clip(s) in %2", nullptr, clips).arg(code, dir))
                    << '\n';
            }
        }
        if (a.flag(QStringLiteral("json")))
            printJson(out, rows);
        return found > 0 ? kOk : kInvalid;
    }
    const QString dir = a.positionalAt(0, Cli::tr("the folder of the clips"));
    std::vector<std::pair<QString, Language>> languages;
    if (a.has(QStringLiteral("language"))) {
        const auto language = tryParseLanguage(a.value(QStringLiteral("language")).toStdString());
        if (!language)
            throw UsageError{Cli::tr("--language: expected zh, en, ja or ko")};
        languages.emplace_back(dir, *language);
    } else {
        for (const auto& [code, language] : kCallLanguages)
            languages.emplace_back(
                QDir(dir).filePath(QString::fromLatin1(espeakVoice(language).data())), language);
    }
    std::vector<std::string> keys = usualCallKeys();
    if (a.has(QStringLiteral("control"))) {
        const ControlParse parsed =
            tryParseControl(a.value(QStringLiteral("control")).toStdString());
        if (!parsed.control)
            throw InvalidInput{Cli::tr("--control: %1").arg(toText(parsed.problem))};
        keys = callKeys(*parsed.control, 0);
    }
    const int tables = numberOption(a, QStringLiteral("tables"), 0, 0, 999);
    for (int t = 1; t <= tables; ++t)
        keys.push_back("table:" + std::to_string(t));
    if (!VoiceBank::espeakAvailable())
        throw InvalidInput{Cli::tr("espeak-ng is not installed: no clip can be rendered")};
    for (const auto& [folder, language] : languages) {
        if (!QDir().mkpath(folder))
            throw InvalidInput{Cli::tr("%1: the folder cannot be created").arg(folder)};
        const VoiceBank bank(language, QString());
        for (const std::string& key : keys)
            if (const QString problem =
                    bank.render(key, QDir(folder).filePath(q(clipFileName(key))));
                !problem.isEmpty())
                throw InvalidInput{problem};
        out << Cli::tr("%n clip(s) in %1", nullptr, int(keys.size())).arg(folder) << '\n';
    }
    return kOk;
}

} // namespace

int cmdClock(const QStringList& rest, QTextStream& out, QTextStream& err) {
    if (!rest.isEmpty() && rest.front() == QLatin1String("log"))
        return clockLog(rest.mid(1), out, err);
    if (!rest.isEmpty() && rest.front() == QLatin1String("schedule"))
        return clockSchedule(rest.mid(1), out);
    if (!rest.isEmpty() && rest.front() == QLatin1String("clips"))
        return clockClips(rest.mid(1), out);
    if (rest.isEmpty() || rest.front() != QLatin1String("simulate"))
        throw UsageError{Cli::tr("clock needs: simulate --control SPEC --presses FILE [--language "
                                 "zh|en|ja|ko] [--json], log T.tengen --table N, schedule "
                                 "T.tengen, or clips DIR")};
    Args a(rest.mid(1),
           {QStringLiteral("control"), QStringLiteral("language"), QStringLiteral("presses"),
            QStringLiteral("table"), QStringLiteral("schedule")},
           {QStringLiteral("json")});
    const ControlParse parsed = tryParseControl(a.value(QStringLiteral("control")).toStdString());
    if (!parsed.control)
        throw InvalidInput{Cli::tr("--control: %1").arg(toText(parsed.problem))};
    const auto language =
        tryParseLanguage(a.value(QStringLiteral("language"), QStringLiteral("zh")).toStdString());
    if (!language)
        throw UsageError{Cli::tr("--language: expected zh, en, ja or ko")};
    if (!a.has(QStringLiteral("presses")))
        throw UsageError{
            Cli::tr("--presses FILE is required (one press time in ms per line; it may be empty)")};
    const std::vector<Millis> presses = readPresses(a.value(QStringLiteral("presses")));
    const bool json = a.flag(QStringLiteral("json"));
    // --table N: calls open with the table's number, as a hall with one loudspeaker needs.
    int table = 0;
    if (a.has(QStringLiteral("table"))) {
        bool ok = false;
        table = a.value(QStringLiteral("table")).toInt(&ok);
        if (!ok || table < 1)
            throw UsageError{Cli::tr("--table: a table number from 1")};
    }

    GameClock clock(*parsed.control);
    // --schedule FILE: the event's own calls (clock schedule prints the default to start from).
    const CallingSchedule schedule = a.has(QStringLiteral("schedule"))
                                         ? parseScheduleFile(a.value(QStringLiteral("schedule")))
                                         : defaultSchedule(parsed.control->period);
    if (schedule.period != parsed.control->period && parsed.control->system == System::ByoYomi)
        throw InvalidInput{Cli::tr("--schedule: the schedule is for %1 s periods, the control has "
                                   "%2 s")
                               .arg(schedule.period.count() / 1000)
                               .arg(parsed.control->period.count() / 1000)};
    const CallingSchedule* calls = parsed.control->system == System::ByoYomi ? &schedule : nullptr;
    clock.start(Millis(0), Side::Black);

    auto report = [&](Millis t, Side side, std::string_view eventId,
                      const std::vector<std::string>& keys, const QString& extra = {}) {
        const QString event =
            QString::fromLatin1(eventId.data(), static_cast<qsizetype>(eventId.size()));
        const SideState s = clock.sideNow(side, t);
        const QString text = keys.empty() ? QString() : q(phraseText(keys, *language));
        if (json) {
            QJsonObject o;
            o[QStringLiteral("t_ms")] = static_cast<qint64>(t.count());
            o[QStringLiteral("player")] = QString(QLatin1Char(sideLetter(side)));
            o[QStringLiteral("event")] = event;
            QStringList keyList;
            for (const auto& k : keys)
                keyList << q(k);
            o[QStringLiteral("key")] = keyList.join(QLatin1Char(','));
            o[QStringLiteral("text")] = text;
            o[QStringLiteral("periods_left")] = s.periods;
            o[QStringLiteral("main_ms")] = static_cast<qint64>(s.main.count());
            if (!extra.isEmpty())
                o[QStringLiteral("reason")] = extra;
            out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        } else {
            out << QStringLiteral("%1  %2  %3  %4%5\n")
                       .arg(q(formatDuration(t)), -9)
                       .arg(QLatin1Char(sideLetter(side)))
                       .arg(event, -14)
                       .arg(text, extra);
        }
    };
    // Everything the current turn brings up to `until` (inclusive: a press at the very instant a
    // period ends comes after it). Returns false once the flag has fallen.
    auto runTurnUntil = [&](std::optional<Millis> until) {
        const Side side = clock.toMove();
        for (const TurnEvent& e : clock.turnEvents(calls)) {
            const Millis t = clock.turnStartedAt() + e.offset;
            if (until && t > *until)
                return true;
            if (e.kind == EventKind::Flag) {
                clock.checkFlag(t);
                report(t, side, eventName(e.kind), {});
                return false;
            }
            std::vector<std::string> keys = e.keys;
            if (table > 0 && !keys.empty())
                keys.insert(keys.begin(), "table:" + std::to_string(table));
            report(t, side, eventName(e.kind), keys);
        }
        return true;
    };
    for (Millis t : presses) {
        if (!runTurnUntil(t)) {
            report(t, clock.toMove(), "press_refused", {}, clockRefusalText(clock.press(t)));
            return kOk;
        }
        const Side mover = clock.toMove();
        const clock::ClockRefusal refused = clock.press(t);
        report(t, mover, refused.empty() ? "press" : "press_refused", {},
               clockRefusalText(refused));
    }
    runTurnUntil(std::nullopt);
    (void)err;
    return kOk;
}

} // namespace tengen::cli
