#include "clock_commands.h"

#include "cli.h"
#include "cli_args.h"
#include "clock/game_clock.h"

#include <QFile>
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

} // namespace

int cmdClock(const QStringList& rest, QTextStream& out, QTextStream& err) {
    if (rest.isEmpty() || rest.front() != QLatin1String("simulate"))
        throw UsageError{Cli::tr("clock needs: simulate --control SPEC --presses FILE [--language "
                                 "zh|en|ja|ko] [--json]")};
    Args a(rest.mid(1),
           {QStringLiteral("control"), QStringLiteral("language"), QStringLiteral("presses"),
            QStringLiteral("table")},
           {QStringLiteral("json")});
    const ControlParse parsed = tryParseControl(a.value(QStringLiteral("control")).toStdString());
    if (!parsed.control)
        throw InvalidInput{Cli::tr("--control: %1").arg(q(parsed.error))};
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
    const CallingSchedule schedule = defaultSchedule(parsed.control->period);
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
            report(t, clock.toMove(), "press_refused", {}, q(clock.press(t)));
            return kOk;
        }
        const Side mover = clock.toMove();
        const std::string refused = clock.press(t);
        report(t, mover, refused.empty() ? "press" : "press_refused", {}, q(refused));
    }
    runTurnUntil(std::nullopt);
    (void)err;
    return kOk;
}

} // namespace tengen::cli
