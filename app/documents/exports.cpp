#include "documents/exports.h"

#include "formats/federation_writers.h"
#include "formats/opengotha_writer.h"

#include <QCoreApplication>

namespace tengen {

namespace {

// A federation's file holds names in Latin letters: a player without one is named, never
// written as '?'.
Refusal unwritableRefusal(const QStringList& players, const QString& format) {
    Refusal r;
    r.kind = Refusal::Kind::Refused;
    r.problem = Problem(QT_TRANSLATE_NOOP("tengen", "%1 player(s) have no Latin name (family and "
                                                    "given name in Latin letters) the %2 file "
                                                    "can hold: %3. Give each one in "
                                                    "Registration."),
                        std::to_string(players.size()), format.toStdString(),
                        players.join(QStringLiteral(", ")).toStdString());
    return r;
}

// What every exporter reads: the file in one snapshot, its documents, the round, the options.
struct ExportInput {
    const store::TournamentFile& file;
    const Documents& documents;
    int round;
    const ExportOptions& options;
};

// A question before an OpenGotha file that would not hold the event as it is: `text` with the
// `changes` it names (%1); nothing is written unless the director says yes (force).
Refusal askFirst(const char* text, const std::vector<QString>& changes) {
    QStringList lines;
    for (const QString& c : changes)
        lines << c;
    Refusal r;
    r.kind = Refusal::Kind::NeedsConfirmation;
    r.problem = Problem(text, lines.join(QStringLiteral("; ")).toStdString());
    return r;
}

void writeOpenGotha(const ExportInput& in, ExportOutcome& out) {
    const store::TournamentFile& file = in.file;
    const formats::OpenGothaExport xml = formats::openGothaXml(
        file.settings().get(), file.settings().pairing(), file.players().all(),
        file.rounds().games(), file.rounds().byes(), file.teams().all(), file.teamRounds().all());
    if (!in.options.force && !xml.ruleChanges.empty()) {
        out.refusal = askFirst(
            QT_TRANSLATE_NOOP("tengen", "OpenGotha cannot hold this event's team rules: %1. "
                                        "Reopened, the file ranks the teams otherwise; export "
                                        "anyway only to pair or print it there."),
            xml.ruleChanges);
        return;
    }
    if (!in.options.force && !xml.scoreChanges.empty()) {
        out.refusal = askFirst(
            QT_TRANSLATE_NOOP("tengen", "OpenGotha holds one bye a round and records a requested "
                                        "bye as an absence, which this event scores otherwise: %1. "
                                        "Make the bye and absence scores equal in the pairing "
                                        "settings, or export anyway and OpenGotha will count "
                                        "these players' scores otherwise."),
            xml.scoreChanges);
        return;
    }
    out.bytes = xml.xml;
    for (const std::vector<QString>* said : {&xml.warnings, &xml.scoreChanges, &xml.ruleChanges})
        for (const QString& w : *said)
            out.warnings << w;
}

void writeAga(const ExportInput& in, ExportOutcome& out) {
    const formats::AgaExport aga = formats::agaResults(
        in.file.settings().get(), in.file.players().all(), in.file.rounds().games());
    out.bytes = aga.text;
    for (const QString& w : aga.warnings)
        out.warnings << w;
}

void writeFfg(const ExportInput& in, ExportOutcome& out) {
    std::map<PlayerId, std::string> licences;
    for (const Player& p : in.file.players().all())
        if (!p.ffgLicence.empty())
            licences[p.id] = p.ffgLicence;
    out.bytes = formats::ffgTou(in.documents.standings(in.round), in.file.settings().get(),
                                licences, in.options.keepForfeits);
}

formats::EgfOptions egfOptions(const ExportOptions& options) {
    formats::EgfOptions egf = options.egf;
    egf.keepForfeits = options.keepForfeits || egf.keepForfeits;
    return egf;
}

void writeEgf(const ExportInput& in, ExportOutcome& out) {
    for (const Documents::UnusualResult& r : in.documents.unusualResults(in.round))
        out.warnings << QCoreApplication::translate("tengen", "%1 (noted in the file's header)")
                            .arg(in.documents.unusualResultText(r));
    out.bytes = in.documents.egf(in.round, egfOptions(in.options));
}

// Each format's exporter, picked by the format: its id, the name it is refused with, the
// encoding its names must fit (none: any name), and the writer.
struct Exporter {
    ExportFormat format;
    const char* id;
    const char* label;
    std::optional<formats::EgfEncoding> (*names)(const ExportOptions&);
    void (*write)(const ExportInput&, ExportOutcome&);
};

const Exporter kExporters[] = {
    {ExportFormat::Egf, "egf", "EGF",
     [](const ExportOptions& o) {
         return std::optional<formats::EgfEncoding>(egfOptions(o).encoding);
     },
     &writeEgf},
    {ExportFormat::Aga, "aga", "AGA",
     [](const ExportOptions&) { return std::optional(formats::EgfEncoding::Ascii); }, &writeAga},
    {ExportFormat::Ffg, "ffg", "FFG",
     [](const ExportOptions&) { return std::optional(formats::EgfEncoding::Latin1); }, &writeFfg},
    {ExportFormat::OpenGotha, "opengotha", "OpenGotha",
     [](const ExportOptions&) { return std::optional<formats::EgfEncoding>(); }, &writeOpenGotha},
};

} // namespace

std::optional<ExportFormat> tryParseExportFormat(const QString& id) {
    for (const Exporter& e : kExporters)
        if (id == QLatin1String(e.id))
            return e.format;
    return std::nullopt;
}

ExportOutcome exportResults(const store::TournamentFile& file, ExportFormat format,
                            const ExportOptions& options) {
    ExportOutcome out;
    const Exporter* exporter = &kExporters[0];
    for (const Exporter& e : kExporters)
        if (e.format == format)
            exporter = &e;
    try {
        const store::TournamentFile::ReadSnapshot snapshot(file);
        const Documents documents(file);
        const int round = options.afterRound.value_or(documents.lastPlayedRound());
        if (const auto encoding = exporter->names(options)) {
            out.unwritable = documents.unwritableNames(round, *encoding);
            if (!out.unwritable.isEmpty()) {
                out.refusal = unwritableRefusal(out.unwritable, QLatin1String(exporter->label));
                return out;
            }
        }
        exporter->write({file, documents, round, options}, out);
    } catch (const store::StoreError& e) {
        out.refusal = Refusal::fromStore(e);
    }
    return out;
}

Refusal publishRound(const store::TournamentFile& file, RoundNo round, const QString& folder,
                     const QString& languageLinks, QStringList* written) {
    try {
        const QString problem = Documents(file).publish(round, folder, languageLinks, written);
        if (!problem.isEmpty())
            return Refusal::withText(Refusal::Kind::Refused, problem);
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

} // namespace tengen
