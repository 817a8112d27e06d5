#include "exports.h"

#include "formats/federation_writers.h"
#include "formats/opengotha_writer.h"

#include <QCoreApplication>

namespace tengen {

std::optional<ExportFormat> tryParseExportFormat(const QString& id) {
    if (id == QLatin1String("egf"))
        return ExportFormat::Egf;
    if (id == QLatin1String("aga"))
        return ExportFormat::Aga;
    if (id == QLatin1String("ffg"))
        return ExportFormat::Ffg;
    if (id == QLatin1String("opengotha"))
        return ExportFormat::OpenGotha;
    return std::nullopt;
}

ExportOutcome exportResults(const store::TournamentFile& file, ExportFormat format,
                            const ExportOptions& options) {
    ExportOutcome out;
    try {
        const store::TournamentFile::ReadSnapshot snapshot(file);
        const Documents documents(file);
        const int round = options.afterRound.value_or(documents.lastPlayedRound());
        switch (format) {
        case ExportFormat::OpenGotha: {
            const reports::OpenGothaExport xml = reports::openGothaXml(
                file.settings().get(), file.settings().pairing(), file.players().all(),
                file.rounds().games(), file.rounds().byes());
            out.bytes = xml.xml;
            for (const QString& w : xml.warnings)
                out.warnings << w;
            break;
        }
        case ExportFormat::Aga: {
            const reports::AgaExport aga = reports::agaResults(
                file.settings().get(), file.players().all(), file.rounds().games());
            out.bytes = aga.text;
            for (const QString& w : aga.warnings)
                out.warnings << w;
            break;
        }
        case ExportFormat::Ffg: {
            std::map<PlayerId, std::string> licences;
            for (const Player& p : file.players().all())
                if (!p.ffgLicence.empty())
                    licences[p.id] = p.ffgLicence;
            out.bytes = reports::ffgTou(documents.standings(round),
                                        file.settings().get(), licences, options.keepForfeits);
            break;
        }
        case ExportFormat::Egf: {
            reports::EgfOptions egf = options.egf;
            egf.keepForfeits = options.keepForfeits || egf.keepForfeits;
            out.unwritable = documents.egfUnwritableNames(round, egf.encoding);
            if (!out.unwritable.isEmpty() && !options.force) {
                out.refusal.kind = Refusal::Kind::Refused;
                out.refusal.problem = Problem(
                    QT_TRANSLATE_NOOP("tengen", "%1 player(s) have no Latin name the EGF file "
                                                "can hold: %2. Give them one, or write '?' for "
                                                "them."),
                    std::to_string(out.unwritable.size()),
                    out.unwritable.join(QStringLiteral(", ")).toStdString());
                return out;
            }
            for (const QString& name : out.unwritable)
                out.warnings << QCoreApplication::translate("tengen",
                                                            "%1 has no Latin name: written as '?'")
                                    .arg(name);
            for (const Documents::UnusualResult& r : documents.unusualResults(round))
                out.warnings << QCoreApplication::translate("tengen",
                                                            "%1 (noted in the file's header)")
                                    .arg(documents.unusualResultText(r));
            out.bytes = documents.egf(round, egf);
            break;
        }
        }
    } catch (const store::StoreError& e) {
        out.refusal = Refusal::fromStore(e);
    }
    return out;
}

Refusal publishRound(const store::TournamentFile& file, RoundNo round, const QString& folder) {
    try {
        const QString problem = Documents(file).publish(round, folder);
        if (!problem.isEmpty())
            return Refusal::withText(Refusal::Kind::Refused, problem);
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

} // namespace tengen
