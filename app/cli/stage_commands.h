#pragma once
// tengen-cli stage, bracket and crosstable: formats of play beside McMahon and Swiss (issue #33).
#include "cli_args.h"
#include "tournament/stage.h"

#include <QSet>
#include <QStringList>
#include <QTextStream>
#include <optional>

namespace tengen::cli {

// The options that describe a stage (new --system …, stage add).
extern const QSet<QString> kStageOptions;
extern const QSet<QString> kStageFlags;
// A stage of `format` from those options.
Stage stageFromOptions(StageFormat format, const Args& a);
// --system round-robin|double-round-robin|groups|knockout: the event's first stage; nullopt
// for mcmahon and swiss (no stage table).
std::optional<Stage> firstStageFromOptions(const QString& system, const Args& a);

int cmdStage(const QStringList& args, QTextStream& out);
int cmdBracket(const QStringList& args, QTextStream& out);
int cmdCrosstable(const QStringList& args, QTextStream& out);
int cmdFinalPlaces(const QStringList& args, QTextStream& out);

} // namespace tengen::cli
