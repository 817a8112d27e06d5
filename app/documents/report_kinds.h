#pragma once
// The documents a director can show, print, save, write from the command line or serve on the
// live page: one table of report kinds (docs/architecture.md, "Where to add": a report is one
// entry here). The desk's Reports view lists the kinds the open event has, `tengen-cli report`
// writes any of them, and the live page serves those marked `live` at "/<id>".
#include "actions/event_format.h"
#include "documents/documents.h"
#include "reports/player_list.h"
#include "reports/prize_list.h"
#include "reports/table_document.h"
#include "store/tournament_file.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

namespace tengen {

// The round a kind's document follows.
enum class ReportRound {
    After, // the standings after a round: the last with a result by default
    Of,    // a round's lists: the last paired by default
    None,  // the whole event (the player list): no round to choose
};

// What the reader chose beside the kind; each kind reads only what it uses.
struct ReportOptions {
    std::optional<int> round; // none: the kind's latest round
    int stage = 0;            // 0: the stage the round (or kind) shows
    reports::PlayerOrder order = reports::PlayerOrder::Rank; // the player list
    std::vector<reports::PrizeSection> prizeSections;        // empty: the event's own sections
    bool onePrizePerPlayer = false;
    PairingJoinCodes joinCodes{}; // the pairing list printed for the tables
    bool ratingColumn = false;    // the desk's standings: the provisional EGF rating
};

struct ReportKind {
    QString id;       // "standings": the CLI's name, the live page's path "/standings"
    const char* name; // its title in English, context "ReportKinds"; title() translates it
    ReportRound round;
    QStringList formats;                           // what write() takes: text, csv, html, json, pdf
    bool live = false;                             // on the live page (never with join codes)
    std::function<bool(const EventShape&)> listed; // the events that have it (event_format.h)
    // The document as a table of sections, when it is one: the desk prints it as a table and
    // saves it as text, CSV, HTML or PDF (write() then follows it unless it has its own).
    std::function<std::optional<reports::TableDocument>(const store::TournamentFile&,
                                                        const ReportOptions&)>
        table;
    // The document in `format` (one of `formats`); for "pdf", written at `pdfPath` and the
    // returned text is "" or the problem. Empty: table() in that format.
    std::function<QByteArray(const store::TournamentFile&, const ReportOptions&,
                             const QString& format, const QString& pdfPath)>
        write;
    // Its HTML is laid out for a browser (the bracket's picture): the desk previews the table.
    bool browserHtml = false;

    QString title() const { return QCoreApplication::translate("ReportKinds", name); }
};

// Every kind, in the order the desk lists them.
const std::vector<ReportKind>& reportKinds();
// The kind of that id, or nullptr.
const ReportKind* reportKind(const QString& id);
// A kind added after the others (a test's, or one a later format brings): the desk, the CLI and
// the live page list it from then on. Call before any of them reads the table.
void addReportKind(ReportKind kind);

// The round `kind` shows when none is chosen: the last with a result or the last paired (0
// before any), 0 for the whole event's.
int latestReportRound(const store::TournamentFile& file, const ReportKind& kind);
// The kind's document in `format` ("" format: its first); for "pdf", the file at `pdfPath`
// and "" or the problem as the text returned.
QByteArray writeReport(const store::TournamentFile& file, const ReportKind& kind,
                       const ReportOptions& options, const QString& format,
                       const QString& pdfPath = {});
// The kind's table when it is one (the desk prints it as a table), else nullopt.
std::optional<reports::TableDocument> reportTable(const store::TournamentFile& file,
                                                  const ReportKind& kind,
                                                  const ReportOptions& options);

} // namespace tengen
