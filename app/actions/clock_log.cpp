#include "clock_log.h"

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
        const std::vector<QString>& wall = read.wall[table];
        const std::vector<TimeLogRow> rows = timeLog(*parsed.control, journal);
        std::optional<Game> game;
        if (request.round) {
            game = file.rounds().game(*request.round, table);
            if (!game) {
                out.refusal = invalid(
                    Problem(QT_TRANSLATE_NOOP("tengen", "%1: round %2 has no game at table %3"),
                            file.path().toStdString(), std::to_string(*request.round),
                            std::to_string(table)));
                return out;
            }
        }
        if (request.sgf) {
            const GameWithTimes timed = withClockTimes(*request.sgf, *parsed.control, rows);
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
        auto playerName = [&](PlayerId id) {
            const auto p = file.players().find(id);
            return p ? q(p->displayName()) : QString::number(id);
        };
        const QString& format = request.format;
        // The wall time of each kept row (checkpoints are left out of the log).
        std::vector<QString> rowWall;
        for (std::size_t i = 0; i < journal.size(); ++i)
            if (journal[i].kind != JournalKind::Checkpoint)
                rowWall.push_back(wall[i]);
        auto left = [&](const TimeLogRow& r) {
            const TimeLeft t = timeLeftAfter(*parsed.control, r);
            return shown(t.time) + (t.count ? QStringLiteral(" ×%1").arg(*t.count) : QString());
        };
        if (format == QLatin1String("json")) {
            QJsonObject root{{QStringLiteral("table"), table.value()},
                             {QStringLiteral("control"), hall->control}};
            if (game) {
                root.insert(QStringLiteral("round"), game->round);
                root.insert(QStringLiteral("white"), playerName(game->white));
                root.insert(QStringLiteral("black"), playerName(game->black));
                root.insert(QStringLiteral("result"),
                            q(std::string(encodeResult(game->result, ResultVocabulary::File))) +
                                (game->byForfeit ? QStringLiteral("!") : QString()));
            }
            QJsonArray array;
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const TimeLogRow& r = rows[i];
                QJsonObject o{
                    {QStringLiteral("wall"), rowWall[i]},
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
                if (r.entry.kind == JournalKind::Adjust) {
                    o.insert(QStringLiteral("delta_ms"),
                             static_cast<qint64>(r.entry.delta.count()));
                    o.insert(QStringLiteral("reason"), q(r.entry.reason));
                }
                if (!r.refused.empty())
                    o.insert(QStringLiteral("refused"), clockRefusalText(r.refused));
                array.append(o);
            }
            root.insert(QStringLiteral("events"), array);
            out.document = QJsonDocument(root).toJson(QJsonDocument::Indented);
            return out;
        }

        const bool csv = format == QLatin1String("csv");
        QString text;
        if (csv)
            text = QStringLiteral("wall,event,player,move,used,left,reason\r\n");
        else
            text = QCoreApplication::translate("tengen", "Table %1 — %2\n")
                       .arg(table)
                       .arg(hall->control);
        if (game && !csv)
            text +=
                QCoreApplication::translate("tengen", "Round %1: White %2, Black %3, result %4\n")
                    .arg(game->round)
                    .arg(playerName(game->white), playerName(game->black),
                         q(std::string(encodeResult(game->result, ResultVocabulary::File))));
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const TimeLogRow& r = rows[i];
            const bool press = r.entry.kind == JournalKind::Press && r.refused.empty();
            QString reason = q(r.entry.reason);
            if (r.entry.kind == JournalKind::Adjust)
                reason = QStringLiteral("%1%2 s %3")
                             .arg(r.entry.delta.count() >= 0 ? QStringLiteral("+") : QString())
                             .arg(r.entry.delta.count() / 1000.0)
                             .arg(reason);
            if (!r.refused.empty())
                reason = clockRefusalText(r.refused);
            const QStringList cells = {rowWall[i],
                                       q(std::string(journalKindName(r.entry.kind))),
                                       r.side ? QString(QLatin1Char(sideLetter(*r.side)))
                                              : QStringLiteral("-"),
                                       press ? QString::number(r.move) : QString(),
                                       press ? shown(r.used) : QString(),
                                       press ? left(r) : QString(),
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
        out.document = text.toUtf8();
    } catch (const store::StoreError& e) {
        out.refusal = Refusal::fromStore(e);
    }
    return out;
}

} // namespace tengen
