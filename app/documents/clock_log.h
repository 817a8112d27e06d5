#pragma once
// The time log of one table: every press, pause and adjustment of its clock as the journal
// holds them, with the time each move took and the time left; or the game record with the
// clock's times in it. For a time dispute at the desk, `tengen-cli clock log` and (next) the
// hall's referee screen.
#include "actions/refusal.h"
#include "store/tournament_file.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace tengen {

struct ClockLogRequest {
    TableNo table{};
    std::optional<RoundNo> round;            // the game at the table that round heads the log
    QString format = QStringLiteral("text"); // text, csv or json
    std::optional<QByteArray> sgf;           // a game record: returned with BL/WL/OB/OW
    QString sgfName;                         // its file name, for messages
};

struct ClockLogOutcome {
    Refusal refusal; // Invalid: no clocks, no such table, an unreadable stored control or record
    QByteArray document;
    QStringList warnings; // records of a kind this version does not know, left out; ...
};

ClockLogOutcome clockLog(const store::TournamentFile& file, const ClockLogRequest& request);

} // namespace tengen
