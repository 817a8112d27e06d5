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

} // namespace

ExportOutcome exportResults(const store::TournamentFile& file, ExportFormat format,
                            const ExportOptions& options) {
    ExportOutcome out;
    try {
        const store::TournamentFile::ReadSnapshot snapshot(file);
        const Documents documents(file);
        const int round = options.afterRound.value_or(documents.lastPlayedRound());
        switch (format) {
        case ExportFormat::OpenGotha: {
            const formats::OpenGothaExport xml = formats::openGothaXml(
                file.settings().get(), file.settings().pairing(), file.players().all(),
                file.rounds().games(), file.rounds().byes());
            if (!xml.scoreChanges.empty() && !options.force) {
                QStringList lines;
                for (const QString& c : xml.scoreChanges)
                    lines << c;
                out.refusal.kind = Refusal::Kind::NeedsConfirmation;
                out.refusal.problem = Problem(
                    QT_TRANSLATE_NOOP("tengen",
                                      "OpenGotha holds one bye a round and records a requested "
                                      "bye as an absence, which this event scores otherwise: %1. "
                                      "Make the bye and absence scores equal in the pairing "
                                      "settings, or export anyway and OpenGotha will count "
                                      "these players' scores otherwise."),
                    lines.join(QStringLiteral("; ")).toStdString());
                return out;
            }
            out.bytes = xml.xml;
            for (const QString& w : xml.warnings)
                out.warnings << w;
            for (const QString& c : xml.scoreChanges)
                out.warnings << c;
            break;
        }
        case ExportFormat::Aga: {
            out.unwritable = documents.unwritableNames(round, formats::EgfEncoding::Ascii);
            if (!out.unwritable.isEmpty()) {
                out.refusal = unwritableRefusal(out.unwritable, QStringLiteral("AGA"));
                return out;
            }
            const formats::AgaExport aga = formats::agaResults(
                file.settings().get(), file.players().all(), file.rounds().games());
            out.bytes = aga.text;
            for (const QString& w : aga.warnings)
                out.warnings << w;
            break;
        }
        case ExportFormat::Ffg: {
            out.unwritable = documents.unwritableNames(round, formats::EgfEncoding::Latin1);
            if (!out.unwritable.isEmpty()) {
                out.refusal = unwritableRefusal(out.unwritable, QStringLiteral("FFG"));
                return out;
            }
            std::map<PlayerId, std::string> licences;
            for (const Player& p : file.players().all())
                if (!p.ffgLicence.empty())
                    licences[p.id] = p.ffgLicence;
            out.bytes = formats::ffgTou(documents.standings(round), file.settings().get(), licences,
                                        options.keepForfeits);
            break;
        }
        case ExportFormat::Egf: {
            formats::EgfOptions egf = options.egf;
            egf.keepForfeits = options.keepForfeits || egf.keepForfeits;
            out.unwritable = documents.unwritableNames(round, egf.encoding);
            if (!out.unwritable.isEmpty()) {
                out.refusal = unwritableRefusal(out.unwritable, QStringLiteral("EGF"));
                return out;
            }
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
