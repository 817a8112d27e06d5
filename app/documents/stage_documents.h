#pragma once
// The documents of an event's stages (docs/formats-of-play.md), in the reader's language: a
// stage's standings, the rules under them, the schedule, the crosstable, the bracket and the
// final places — made from what actions/stages.h computes; nothing here writes the file.
#include "actions/stages.h"
#include "reports/table_document.h"
#include "store/tournament_file.h"

#include <QByteArray>
#include <QString>

namespace tengen {

// Those standings as a document in the reader's language ("text", "csv", "html", "json"; the
// JSON says the stage's "system" and its "stage"); `path` given: a PDF there ("" or the problem,
// as the return's text).
QByteArray stageStandingsDocument(const store::TournamentFile& file, int stage, int afterRound,
                                  const QString& format, const QString& pdfPath = {});

// A round robin's, groups' or knockout's rules in a line under its documents, in the reader's
// language: "knockout: best of 3, a game for third place; even games; …" (a Swiss or McMahon
// stage: the pairing settings' summary).
QString stageSummary(const store::TournamentFile& file, const Stage& s);

// Documents (text, CSV, HTML, PDF through reports::tableDocumentPdf), in the reader's language:
// the whole schedule of a scheduled stage, printable before round 1 (each round's tables,
// with the withdrawal rule stated); the player × player crosstable (results, colours, handicap;
// score and tie-breakers); the bracket; the final places.
reports::TableDocument scheduleDocument(const store::TournamentFile& file, int stage);
// The stage a crosstable shows by default: the last round robin (or groups) whose players are
// placed; 0 when none is.
int crosstableStage(const store::TournamentFile& file);
reports::TableDocument crosstableDocument(const store::TournamentFile& file, int stage,
                                          int afterRound = 0);
reports::TableDocument bracketDocument(const store::TournamentFile& file, int stage);
QByteArray bracketHtml(const store::TournamentFile& file, int stage); // the picture
QByteArray bracketJson(const store::TournamentFile& file, int stage);
reports::TableDocument finalPlacesDocument(const store::TournamentFile& file);

} // namespace tengen
