#pragma once
// tengen-cli standings and export: the documents a tournament publishes and the files the
// rating bodies read.
#include "cli_args.h"
#include "documents/report_kinds.h"
#include "reports/table_document.h"

#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

// report: any document of the report kinds' table (documents/report_kinds.h).
int cmdReport(const QStringList& args, QTextStream& out);
// A report kind of the tournament `a` names, as its options say: --round (the kind's latest when
// not given), --stage, --format (the kind's first when not given), -o. The commands of one
// document (standings, bracket, crosstable, places) write theirs through it.
int writeReportKind(const ReportKind& kind, const Args& a, QTextStream& out);
int cmdStandings(const QStringList& args, QTextStream& out);
int cmdPlayerListDocument(const QStringList& args, QTextStream& out);
int cmdPrizes(const QStringList& args, QTextStream& out);
int cmdExport(const QStringList& args, QTextStream& out);
int cmdPairings(const QStringList& args, QTextStream& out);
int cmdSheets(const QStringList& args, QTextStream& out);
// serve T.tengen [--address A] [--port N]: the live page until interrupted.
int cmdServe(const QStringList& args, QTextStream& out);
// A document of tables as --format says (text, csv, html; pdf to -o FILE) to -o or the output.
int writeTableDocument(const reports::TableDocument& d, const Args& a, QTextStream& out);
// An HTML document as --format says (html, or pdf to -o FILE; pdf by default) to -o or the
// output.
int writeHtmlDocument(const QByteArray& html, const Args& a, QTextStream& out);

} // namespace tengen::cli
