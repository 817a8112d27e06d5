#include "report_kinds.h"

#include "actions/stages.h"
#include "documents/stage_documents.h"
#include "documents/team_documents.h"
#include "reports/pdf_documents.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace tengen {

namespace {

const QString kText = QStringLiteral("text");
const QString kCsv = QStringLiteral("csv");
const QString kHtml = QStringLiteral("html");
const QString kJson = QStringLiteral("json");
const QString kPdf = QStringLiteral("pdf");

using Options = ReportOptions;
using File = store::TournamentFile;

bool always(const EventShape&) {
    return true;
}
bool teamEvent(const EventShape& e) {
    return e.team;
}
bool stagedEvent(const EventShape& e) {
    return e.staged;
}
bool knockoutEvent(const EventShape& e) {
    return e.knockout;
}

int afterRound(const File& file, const Options& o) {
    return o.round.value_or(Documents(file).lastPlayedRound());
}
int ofRound(const File& file, const Options& o) {
    return std::max(1, o.round.value_or(Documents(file).lastPairedRound()));
}

// The stage a schedule or crosstable shows: the one asked for; else the stage of the round when
// it is scheduled; else the last scheduled stage whose players are placed, else the first
// scheduled stage, else the first.
int scheduledStage(const File& file, const Options& o) {
    if (o.stage > 0)
        return o.stage;
    const std::vector<Stage> stages = eventStages(file);
    if (const Stage* s = stageOf(stages, std::max(1, afterRound(file, o)));
        s && isScheduled(s->format))
        return s->number;
    if (const int placed = crosstableStage(file); placed > 0)
        return placed;
    for (const Stage& s : stages)
        if (isScheduled(s.format))
            return s.number;
    return 1;
}

int bracketStage(const File& file, const Options& o) {
    return o.stage > 0 ? o.stage : knockoutStage(file);
}

QByteArray writeStandings(const File& file, const Options& o, const QString& format,
                          const QString& pdfPath) {
    Documents documents(file);
    documents.setRatingColumn(o.ratingColumn);
    const int r = afterRound(file, o);
    if (eventFormat(file)->shape().staged || o.stage > 0) // the stage's own standings
        return stageStandingsDocument(file, o.stage > 0 ? o.stage : stageOfStandings(file, r), r,
                                      format, pdfPath);
    if (format == kPdf)
        return documents.standingsPdf(r, pdfPath).toUtf8();
    QByteArray bytes = documents.standingsDocument(r, format);
    if (format == kJson) { // which system placed them, as a staged event's JSON says
        QJsonObject json = QJsonDocument::fromJson(bytes).object();
        json.insert(QStringLiteral("system"), systemOfRound(file, std::max(1, r)));
        bytes = QJsonDocument(json).toJson(QJsonDocument::Indented);
    }
    return bytes;
}

// The standings printed as one table (an event of stages prints its stage's page).
std::optional<reports::TableDocument> standingsTable(const File& file, const Options& o) {
    if (eventFormat(file)->shape().staged || o.stage > 0)
        return std::nullopt;
    Documents documents(file);
    documents.setRatingColumn(o.ratingColumn);
    const reports::StandingsTable t = documents.publishedStandings(afterRound(file, o));
    const reports::DocumentLabels labels = documents.standingsLabels(t);
    reports::TableDocument d;
    d.title = labels.title;
    d.sections.push_back({QString(), reports::standingsHeadings(t, labels),
                          reports::standingsCells(t), reports::standingsNumericColumns(t),
                          QString()});
    return d;
}

QByteArray writePairingList(const File& file, const Options& o, const QString& format,
                            const QString& pdfPath) {
    const Documents documents(file);
    const int r = ofRound(file, o);
    if (format == kPdf)
        return documents.pairingListPdf(r, pdfPath, o.joinCodes).toUtf8();
    return documents.pairingList(r, format, o.joinCodes);
}

QByteArray writeNameList(const File& file, const Options& o, const QString& format,
                         const QString& pdfPath) {
    const Documents documents(file);
    const int r = ofRound(file, o);
    if (format == kPdf)
        return reports::htmlToPdf(documents.nameList(r, kHtml), pdfPath).toUtf8();
    return documents.nameList(r, format);
}

QByteArray writeBracket(const File& file, const Options& o, const QString& format,
                        const QString& pdfPath) {
    const int stage = bracketStage(file, o);
    if (format == kJson)
        return bracketJson(file, stage);
    if (format == kPdf)
        return reports::htmlToPdf(bracketHtml(file, stage), pdfPath).toUtf8();
    if (format == kHtml) // the picture
        return bracketHtml(file, stage);
    return Documents::tableDocument(bracketDocument(file, stage), format);
}

QByteArray writePlaces(const File& file, const Options&, const QString& format,
                       const QString& pdfPath) {
    if (format == kJson) {
        QJsonArray list;
        for (const FinalPlace& p : finalPlaces(file))
            list.append(
                QJsonObject{{QStringLiteral("place"), p.place},
                            {QStringLiteral("shared"), p.shared},
                            {QStringLiteral("player"), static_cast<qint64>(p.player.value())},
                            {QStringLiteral("stage"), p.stage}});
        return QJsonDocument(list).toJson(QJsonDocument::Indented);
    }
    const reports::TableDocument d = finalPlacesDocument(file);
    if (format == kPdf)
        return reports::tableDocumentPdf(d, pdfPath).toUtf8();
    return Documents::tableDocument(d, format);
}

std::vector<ReportKind> makeKinds() {
    const QStringList tables{kText, kCsv, kHtml, kPdf};
    std::vector<ReportKind> k;
    k.push_back({QStringLiteral("standings"), QT_TRANSLATE_NOOP("ReportKinds", "Standings"),
                 ReportRound::After, tables + QStringList{kJson}, true, always, standingsTable,
                 writeStandings});
    k.push_back({QStringLiteral("pairings"),
                 QT_TRANSLATE_NOOP("ReportKinds", "Pairing list"),
                 ReportRound::Of,
                 {kText, kHtml, kPdf},
                 true,
                 always,
                 {},
                 writePairingList});
    k.push_back({QStringLiteral("find"),
                 QT_TRANSLATE_NOOP("ReportKinds", "Find your table (by name)"),
                 ReportRound::Of,
                 {kText, kHtml, kPdf},
                 true,
                 always,
                 {},
                 writeNameList});
    k.push_back({QStringLiteral("players"),
                 QT_TRANSLATE_NOOP("ReportKinds", "Player list"),
                 ReportRound::None,
                 tables,
                 false,
                 always,
                 [](const File& file, const Options& o) -> std::optional<reports::TableDocument> {
                     return Documents(file).playerList(o.order);
                 },
                 {}});
    k.push_back({QStringLiteral("prizes"),
                 QT_TRANSLATE_NOOP("ReportKinds", "Prize list"),
                 ReportRound::After,
                 tables,
                 false,
                 always,
                 [](const File& file, const Options& o) -> std::optional<reports::TableDocument> {
                     const Documents documents(file);
                     const int r = afterRound(file, o);
                     return documents.prizes(r,
                                             o.prizeSections.empty()
                                                 ? documents.defaultPrizeSections(r)
                                                 : o.prizeSections,
                                             o.onePrizePerPlayer);
                 },
                 {}});
    k.push_back({QStringLiteral("team-standings"),
                 QT_TRANSLATE_NOOP("ReportKinds", "Team standings"),
                 ReportRound::After,
                 tables,
                 true,
                 teamEvent,
                 [](const File& file, const Options& o) -> std::optional<reports::TableDocument> {
                     return TeamDocuments(file).standings(afterRound(file, o));
                 },
                 {}});
    k.push_back({QStringLiteral("team-pairings"),
                 QT_TRANSLATE_NOOP("ReportKinds", "Team pairing (matches and boards)"),
                 ReportRound::Of,
                 tables,
                 true,
                 teamEvent,
                 [](const File& file, const Options& o) -> std::optional<reports::TableDocument> {
                     return TeamDocuments(file).pairings(ofRound(file, o));
                 },
                 {}});
    k.push_back({QStringLiteral("team-crosstable"),
                 QT_TRANSLATE_NOOP("ReportKinds", "Team crosstable"),
                 ReportRound::After,
                 tables,
                 false,
                 teamEvent,
                 [](const File& file, const Options& o) -> std::optional<reports::TableDocument> {
                     return TeamDocuments(file).crosstable(afterRound(file, o));
                 },
                 {}});
    k.push_back({QStringLiteral("team-boards"),
                 QT_TRANSLATE_NOOP("ReportKinds", "Board results (board prizes)"),
                 ReportRound::After,
                 tables,
                 false,
                 teamEvent,
                 [](const File& file, const Options& o) -> std::optional<reports::TableDocument> {
                     return TeamDocuments(file).boards(afterRound(file, o));
                 },
                 {}});
    k.push_back({QStringLiteral("schedule"),
                 QT_TRANSLATE_NOOP("ReportKinds", "Schedule (round robin)"),
                 ReportRound::After,
                 tables,
                 false,
                 stagedEvent,
                 [](const File& file, const Options& o) -> std::optional<reports::TableDocument> {
                     return scheduleDocument(file, scheduledStage(file, o));
                 },
                 {}});
    k.push_back({QStringLiteral("crosstable"),
                 QT_TRANSLATE_NOOP("ReportKinds", "Crosstable"),
                 ReportRound::After,
                 tables,
                 true,
                 stagedEvent,
                 [](const File& file, const Options& o) -> std::optional<reports::TableDocument> {
                     return crosstableDocument(file, scheduledStage(file, o), afterRound(file, o));
                 },
                 {}});
    k.push_back({QStringLiteral("bracket"), QT_TRANSLATE_NOOP("ReportKinds", "Knockout bracket"),
                 ReportRound::None, tables + QStringList{kJson}, true, knockoutEvent,
                 [](const File& file, const Options& o) -> std::optional<reports::TableDocument> {
                     return bracketDocument(file, bracketStage(file, o));
                 },
                 writeBracket});
    k.back().browserHtml = true;
    k.push_back({QStringLiteral("places"), QT_TRANSLATE_NOOP("ReportKinds", "Final places"),
                 ReportRound::None, tables + QStringList{kJson}, true, stagedEvent,
                 [](const File& file, const Options&) -> std::optional<reports::TableDocument> {
                     return finalPlacesDocument(file);
                 },
                 writePlaces});
    return k;
}

std::vector<ReportKind>& kinds() {
    static std::vector<ReportKind> all = makeKinds();
    return all;
}

} // namespace

const std::vector<ReportKind>& reportKinds() {
    return kinds();
}

const ReportKind* reportKind(const QString& id) {
    for (const ReportKind& k : kinds())
        if (k.id == id)
            return &k;
    return nullptr;
}

void addReportKind(ReportKind kind) {
    kinds().push_back(std::move(kind));
}

int latestReportRound(const store::TournamentFile& file, const ReportKind& kind) {
    switch (kind.round) {
    case ReportRound::After:
        return Documents(file).lastPlayedRound();
    case ReportRound::Of:
        return Documents(file).lastPairedRound();
    case ReportRound::None:
        break;
    }
    return 0;
}

std::optional<reports::TableDocument> reportTable(const store::TournamentFile& file,
                                                  const ReportKind& kind,
                                                  const ReportOptions& options) {
    return kind.table ? kind.table(file, options) : std::nullopt;
}

QByteArray writeReport(const store::TournamentFile& file, const ReportKind& kind,
                       const ReportOptions& options, const QString& format,
                       const QString& pdfPath) {
    const QString chosen = format.isEmpty() ? kind.formats.value(0) : format;
    if (kind.write)
        return kind.write(file, options, chosen, pdfPath);
    const std::optional<reports::TableDocument> d = reportTable(file, kind, options);
    if (!d)
        return {};
    if (chosen == kPdf)
        return reports::tableDocumentPdf(*d, pdfPath).toUtf8();
    return Documents::tableDocument(*d, chosen);
}

} // namespace tengen
