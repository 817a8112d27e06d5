#pragma once
// tengen-cli division: the divisions of an event (issue #47, docs/divisions.md).
#include "cli_args.h"
#include "store/tournament_file.h"

#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

int cmdDivision(const QStringList& args, QTextStream& out);
// tengen-cli awards: the grades the certification groups award (text, csv, json).
int cmdAwards(const QStringList& args, QTextStream& out);

// --division NAME (its native or Latin name, or its id) as a division id of `file`'s event;
// refused (exit 1) naming the event's divisions when it has none such.
int divisionOption(const store::TournamentFile& file, const QString& name);

} // namespace tengen::cli
