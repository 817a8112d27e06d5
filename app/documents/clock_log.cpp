#include "documents/clock_log.h"

#include "actions/clock_hall.h"
#include "actions/clock_text.h"
#include "actions/game_times.h"
#include "actions/go_text.h"
#include "clock/time_log.h"
#include "reports/table_document.h"
#include "tournament/result_codec.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <functional>

namespace tengen {

using namespace tengen::clock;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// "0:59.9" style for the log: the thinking time of a move and the time left.
QString shown(Millis d) {
    return q(formatDuration(d));
}

Refusal invalid(Problem p) {
    return Refusal::invalid(std::move(p));
}

// What a log shows of one table: its events as the clock read them, each with its wall time, and
// the game the log is for (when asked).
struct TableLog {
    TableNo table;
    QString controlSpec;
    Control control;
    std::vector<TimeLogRow> rows;
    std::vector<QString> wall; // per row
    std::optional<Game> game;
    std::function<QString(PlayerId)> playerName;

    QString left(const TimeLogRow& r) const {
        const TimeLeft t = timeLeftAfter(control, r);
        return shown(t.time) + (t.count ? QStringLiteral(" ×%1").arg(*t.count) : QString());
    }
};

QByteArray jsonLog(const TableLog& log) {
    QJsonObject root{{QStringLiteral("table"), log.table.value()},
                     {QStringLiteral("control"), log.controlSpec}};
    if (const auto& game = log.game) {
        root.insert(QStringLiteral("round"), game->round);
        root.insert(QStringLiteral("white"), log.playerName(game->white));
        root.insert(QStringLiteral("black"), log.playerName(game->black));
        root.insert(QStringLiteral("result"),
                    q(std::string(encodeResult(game->result, ResultVocabulary::File))) +
                        (game->byForfeit ? QStringLiteral("!") : QString()));
    }
    QJsonArray array;
    for (std::size_t i = 0; i < log.rows.size(); ++i) {
        const TimeLogRow& r = log.rows[i];
        QJsonObject o{{QStringLiteral("wall"), log.wall[i]},
                      {QStringLiteral("t_ms"), static_cast<qint64>(r.entry.at.count())},
                      {QStringLiteral("event"), q(std::string(journalKindName(r.entry.kind)))},
                      {QStringLiteral("player"),
                       r.side ? QString(QLatin1Char(sideLetter(*r.side))) : QString()}};
        if (r.entry.kind == JournalKind::Press) {
            o.insert(QStringLiteral("move"), r.move);
            o.insert(QStringLiteral("used_ms"), static_cast<qint64>(r.used.count()));
            o.insert(QStringLiteral("main_ms"), static_cast<qint64>(r.after.main.count()));
            o.insert(QStringLiteral("periods_left"), r.after.periods);
        }
        if (r.entry.kind == JournalKind::Adjust)
            o.insert(QStringLiteral("delta_ms"), static_cast<qint64>(r.entry.delta.count()));
        // Why the referee or the hall did it (a press's own reason is its device's id).
        if (r.entry.kind != JournalKind::Press &&
            (r.entry.kind == JournalKind::Adjust || !r.entry.reason.empty()))
            o.insert(QStringLiteral("reason"), q(r.entry.reason));
        if (!r.refused.empty())
            o.insert(QStringLiteral("refused"), clockRefusalText(r.refused));
        array.append(o);
    }
    root.insert(QStringLiteral("events"), array);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

// The log as a referee reads it (text) or a spreadsheet takes it (CSV).
QByteArray textLog(const TableLog& log, bool csv) {
    QString text;
    if (csv)
        text = QStringLiteral("wall,event,player,move,used,left,reason\r\n");
    else
        text = QCoreApplication::translate("tengen", "Table %1 — %2\n")
                   .arg(log.table)
                   .arg(log.controlSpec);
    if (log.game && !csv)
        text += QCoreApplication::translate("tengen", "Round %1: White %2, Black %3, result %4\n")
                    .arg(log.game->round)
                    .arg(log.playerName(log.game->white), log.playerName(log.game->black),
                         q(std::string(encodeResult(log.game->result, ResultVocabulary::File))));
    for (std::size_t i = 0; i < log.rows.size(); ++i) {
        const TimeLogRow& r = log.rows[i];
        const bool press = r.entry.kind == JournalKind::Press && r.refused.empty();
        QString reason = q(r.entry.reason);
        if (r.entry.kind == JournalKind::Adjust)
            reason = QStringLiteral("%1%2 s %3")
                         .arg(r.entry.delta.count() >= 0 ? QStringLiteral("+") : QString())
                         .arg(r.entry.delta.count() / 1000.0)
                         .arg(reason);
        if (!r.refused.empty())
            reason = clockRefusalText(r.refused);
        const QStringList cells = {log.wall[i],
                                   q(std::string(journalKindName(r.entry.kind))),
                                   r.side ? QString(QLatin1Char(sideLetter(*r.side)))
                                          : QStringLiteral("-"),
                                   press ? QString::number(r.move) : QString(),
                                   press ? shown(r.used) : QString(),
                                   press ? log.left(r) : QString(),
                                   reason};
        if (csv) {
            QStringList quoted;
            for (const QString& c : cells)
                quoted << reports::csvField(c);
            text += quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
        } else {
            text += QStringLiteral("%1  %2 %3 %4 %5 %6 %7")
                        .arg(cells[0], -27)
                        .arg(cells[1], -10)
                        .arg(cells[2])
                        .arg(cells[3], 4)
                        .arg(cells[4], 8)
                        .arg(cells[5], 10)
                        .arg(cells[6])
                        .trimmed() +
                    QLatin1Char('\n');
        }
    }
    return text.toUtf8();
}

// The game record with the clock's times in it.
ClockLogOutcome timedRecord(const ClockLogRequest& request, const TableLog& log) {
    ClockLogOutcome out;
    const GameWithTimes timed = withClockTimes(*request.sgf, log.control, log.rows);
    if (!timed.ok()) {
        out.refusal = Refusal::withText(
            Refusal::Kind::Invalid,
            QStringLiteral("%1: %2").arg(request.sgfName, sgfIssueText(*timed.issue)));
        return out;
    }
    if (timed.recordMoves < timed.clockMoves)
        out.warnings << QCoreApplication::translate("tengen", "the clock has %1 moves, the "
                                                              "record %2")
                            .arg(timed.clockMoves)
                            .arg(timed.recordMoves);
    out.document = timed.sgf;
    return out;
}

} // namespace

ClockLogOutcome clockLog(const store::TournamentFile& file, const ClockLogRequest& request) {
    ClockLogOutcome out;
    if (request.format != QLatin1String("text") && request.format != QLatin1String("csv") &&
        request.format != QLatin1String("json")) {
        out.refusal =
            invalid(Problem(QT_TRANSLATE_NOOP("tengen", "a time log is text, csv or json, "
                                                        "not '%1'"),
                            request.format.toStdString()));
        return out;
    }
    try {
        const store::TournamentFile::ReadSnapshot snapshot(file);
        const auto hall = file.clocks().latestHall();
        if (!hall) {
            out.refusal = invalid(Problem(QT_TRANSLATE_NOOP("tengen", "%1: no clocks have run in "
                                                                      "this tournament file"),
                                          file.path().toStdString()));
            return out;
        }
        const TableNo table = request.table;
        if (table < 1 || table > hall->tables) {
            out.refusal =
                invalid(Problem(QT_TRANSLATE_NOOP("tengen", "a table number from 1 to %1"),
                                std::to_string(hall->tables)));
            return out;
        }
        const ControlParse parsed = tryParseControl(hall->control.toStdString());
        if (!parsed.control) {
            out.refusal = Refusal::withText(
                Refusal::Kind::Invalid,
                QCoreApplication::translate("tengen", "%1: the stored time control: %2")
                    .arg(file.path(), toText(parsed.problem)));
            return out;
        }
        // Read as the referee screen reads it: a record of a kind this version does not know
        // is left out, and said.
        HallJournal read = readHallJournal(file, hall->id);
        for (const store::ClockEventRecord& r : read.unknown)
            if (r.table == table)
                out.warnings << QCoreApplication::translate(
                                    "tengen", "table %1: a clock event of an unknown kind '%2' "
                                              "is left out")
                                    .arg(table)
                                    .arg(r.kind);
        const std::vector<JournalEntry>& journal = read.entries[table];
        TableLog log{table,
                     hall->control,
                     *parsed.control,
                     timeLog(*parsed.control, journal),
                     {},
                     std::nullopt,
                     {}};
        if (request.round) {
            log.game = file.rounds().game(*request.round, table);
            if (!log.game) {
                out.refusal = invalid(
                    Problem(QT_TRANSLATE_NOOP("tengen", "%1: round %2 has no game at table %3"),
                            file.path().toStdString(), std::to_string(*request.round),
                            std::to_string(table)));
                return out;
            }
        }
        if (request.sgf) {
            ClockLogOutcome timed = timedRecord(request, log);
            timed.warnings = out.warnings + timed.warnings;
            return timed;
        }
        log.playerName = [&file](PlayerId id) {
            const auto p = file.players().find(id);
            return p ? q(p->displayName()) : QString::number(id);
        };
        // The wall time of each kept row (checkpoints are left out of the log).
        for (std::size_t i = 0; i < journal.size(); ++i)
            if (journal[i].kind != JournalKind::Checkpoint)
                log.wall.push_back(read.wall[table][i]);
        out.document = request.format == QLatin1String("json")
                           ? jsonLog(log)
                           : textLog(log, request.format == QLatin1String("csv"));
    } catch (const store::StoreError& e) {
        out.refusal = Refusal::fromStore(e);
    }
    return out;
}

} // namespace tengen
