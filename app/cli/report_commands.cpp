#include "report_commands.h"

#include "actions/event_format.h"
#include "documents/exports.h"
#include "documents/report_kinds.h"

#include "actions/stages.h"
#include "cli.h"
#include "cli_args.h"
#include "documents/documents.h"
#include "documents/stage_documents.h"
#include "formats/federation_writers.h"
#include "formats/opengotha_writer.h"
#include "store/problem_text.h"
#include "web/live_page.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace tengen::cli {

namespace {

QString pdfPath(const Args& a) {
    const QString path = a.value(QStringLiteral("o"));
    if (path.isEmpty() || path == QLatin1String("-"))
        throw UsageError{Cli::tr("a PDF needs -o FILE")};
    store::refuseOpenTournamentFile(path);
    return path;
}

int checked(const QString& error) {
    if (!error.isEmpty())
        throw InvalidInput{error};
    return kOk;
}

} // namespace

int writeReportKind(const ReportKind& kind, const Args& a, QTextStream& out) {
    auto file = openTournament(a);
    if (!kind.listed(eventFormat(*file)->shape()))
        throw InvalidInput{
            Cli::tr("this event has no document '%1' (%2)").arg(kind.id, kind.title())};
    ReportOptions options;
    if (kind.round != ReportRound::None)
        options.round = eventRoundOption(a, lastRoundToShow(*file), latestReportRound(*file, kind),
                                         kind.round == ReportRound::After ? 0 : 1);
    if (a.has(QStringLiteral("stage"))) {
        const int stages = static_cast<int>(eventStages(*file).size());
        bool ok = false;
        options.stage = a.value(QStringLiteral("stage")).toInt(&ok);
        if (!ok || options.stage < 1 || options.stage > stages)
            throw UsageError{Cli::tr("--stage: a stage of the event, 1 to %1").arg(stages)};
    }
    const QString format = a.value(QStringLiteral("format"), kind.formats.value(0));
    if (!kind.formats.contains(format))
        throw UsageError{
            Cli::tr("--format: one of %1").arg(kind.formats.join(QStringLiteral(", ")))};
    if (format == QLatin1String("pdf"))
        return checked(QString::fromUtf8(writeReport(*file, kind, options, format, pdfPath(a))));
    writeDocument(writeReport(*file, kind, options, format), a.value(QStringLiteral("o")), out);
    return kOk;
}

// report --list | report T.tengen KIND [--round R] [--stage N] [--format F] [-o FILE]
int cmdReport(const QStringList& args, QTextStream& out) {
    if (args.value(0) == QLatin1String("--list")) {
        for (const ReportKind& k : reportKinds())
            out << k.id.leftJustified(16) << ' ' << k.title() << " ("
                << k.formats.join(QLatin1Char('|')) << ")\n";
        return kOk;
    }
    const Args a(withOutputOption(args),
                 {QStringLiteral("round"), QStringLiteral("format"), QStringLiteral("o"),
                  QStringLiteral("stage"), QStringLiteral("division")},
                 {});
    const QString id = a.positionalAt(1, Cli::tr("the document (tengen-cli report --list)"));
    const ReportKind* kind = reportKind(id);
    if (!kind)
        throw UsageError{Cli::tr("no document '%1' (tengen-cli report --list)").arg(id)};
    return writeReportKind(*kind, a, out);
}

// standings T.tengen [--round R] [--stage N] --format text|csv|html|json|pdf [-o FILE]
int cmdStandings(const QStringList& args, QTextStream& out) {
    const Args a(withOutputOption(args),
                 {QStringLiteral("round"), QStringLiteral("format"), QStringLiteral("o"),
                  QStringLiteral("stage"), QStringLiteral("division")},
                 {});
    return writeReportKind(*reportKind(QStringLiteral("standings")), a, out);
}

// pairings T.tengen [--round R] [--by-name] [--join-codes [--hall-url URL]]
//     --format text|html|pdf [-o FILE]
int cmdPairings(const QStringList& args, QTextStream& out) {
    const Args a(withOutputOption(args),
                 {QStringLiteral("round"), QStringLiteral("format"), QStringLiteral("o"),
                  QStringLiteral("hall-url"), QStringLiteral("division")},
                 {QStringLiteral("by-name"), QStringLiteral("join-codes")});
    auto file = openTournament(a);
    const Documents documents(*file);
    const int round = eventRoundOption(a, lastRoundToShow(*file), documents.lastPairedRound(), 0);
    const Documents::JoinCodes codes{a.flag(QStringLiteral("join-codes")),
                                     a.value(QStringLiteral("hall-url"))};
    if (!codes.hallUrl.isEmpty() && !QUrl(codes.hallUrl).isValid())
        throw UsageError{Cli::tr("--hall-url: an address such as http://192.168.1.10:8090/")};
    const QString format = a.value(QStringLiteral("format"), QStringLiteral("text"));
    if (format == QLatin1String("pdf"))
        return checked(
            a.flag(QStringLiteral("by-name"))
                ? reports::htmlToPdf(documents.nameList(round, QStringLiteral("html")), pdfPath(a))
                : documents.pairingListPdf(round, pdfPath(a), codes));
    if (format != QLatin1String("text") && format != QLatin1String("html"))
        throw UsageError{Cli::tr("--format must be text, html or pdf")};
    writeDocument(a.flag(QStringLiteral("by-name")) ? documents.nameList(round, format)
                                                    : documents.pairingList(round, format, codes),
                  a.value(QStringLiteral("o")), out);
    return kOk;
}

int writeTableDocument(const reports::TableDocument& d, const Args& a, QTextStream& out) {
    const QString format = a.value(QStringLiteral("format"), QStringLiteral("text"));
    if (format == QLatin1String("pdf"))
        return checked(reports::tableDocumentPdf(d, pdfPath(a)));
    if (!QStringList{QStringLiteral("text"), QStringLiteral("csv"), QStringLiteral("html")}
             .contains(format))
        throw UsageError{Cli::tr("--format must be text, csv, html or pdf")};
    writeDocument(Documents::tableDocument(d, format), a.value(QStringLiteral("o")), out);
    return kOk;
}

int writeHtmlDocument(const QByteArray& html, const Args& a, QTextStream& out) {
    const QString format = a.value(QStringLiteral("format"), QStringLiteral("pdf"));
    if (format == QLatin1String("pdf"))
        return checked(reports::htmlToPdf(html, pdfPath(a)));
    if (format != QLatin1String("html"))
        throw UsageError{Cli::tr("--format must be html or pdf")};
    writeDocument(html, a.value(QStringLiteral("o")), out);
    return kOk;
}

// player list T.tengen --format text|csv|html|pdf [--sort rank|name|club] [-o FILE]
int cmdPlayerListDocument(const QStringList& args, QTextStream& out) {
    const Args a(withOutputOption(args),
                 {QStringLiteral("format"), QStringLiteral("o"), QStringLiteral("sort"),
                  QStringLiteral("division")},
                 {});
    auto file = openTournament(a, false);
    const auto order = reports::tryParsePlayerOrder(
        a.value(QStringLiteral("sort"), QStringLiteral("rank")).toStdString());
    if (!order)
        throw UsageError{Cli::tr("--sort must be rank, name or club")};
    return writeTableDocument(Documents(*file).playerList(*order), a, out);
}

// prizes T.tengen [--round R] [--sections SPEC] [--one-prize] --format text|csv|html|pdf [-o F]
int cmdPrizes(const QStringList& args, QTextStream& out) {
    const Args a(withOutputOption(args),
                 {QStringLiteral("format"), QStringLiteral("o"), QStringLiteral("round"),
                  QStringLiteral("sections"), QStringLiteral("division")},
                 {QStringLiteral("one-prize")});
    auto file = openTournament(a);
    const Documents documents(*file);
    const int round = eventRoundOption(a, lastRoundToShow(*file), documents.lastPlayedRound(), 0);
    std::vector<reports::PrizeSection> sections = documents.defaultPrizeSections(round);
    if (a.has(QStringLiteral("sections"))) {
        const reports::PrizeSpecParse spec =
            reports::tryParsePrizeSpec(a.value(QStringLiteral("sections")).toStdString());
        if (!spec.error.empty())
            throw UsageError{QStringLiteral("--sections: %1").arg(toText(spec.error))};
        sections = spec.sections;
    }
    return writeTableDocument(
        documents.prizes(round, sections, a.flag(QStringLiteral("one-prize"))), a, out);
}

// sheets T.tengen [--round R] [--hall-url URL] -o FILE.pdf: result sheets, four to an A4 page,
// with each table's join code (and a QR code of its page at the hall's address).
int cmdSheets(const QStringList& args, QTextStream&) {
    const Args a(withOutputOption(args),
                 {QStringLiteral("round"), QStringLiteral("o"), QStringLiteral("hall-url"),
                  QStringLiteral("division")},
                 {});
    auto file = openTournament(a);
    const QString url = a.value(QStringLiteral("hall-url"));
    if (!url.isEmpty() && !QUrl(url).isValid())
        throw UsageError{Cli::tr("--hall-url: an address such as http://192.168.1.10:8090/")};
    const Documents documents(*file);
    return checked(documents.resultSheetsPdf(
        eventRoundOption(a, lastRoundToShow(*file), documents.lastPairedRound(), 0), pdfPath(a),
        url));
}

// export T.tengen --format egf|aga|ffg|opengotha [-o FILE] [--encoding latin1|ascii|utf8] [--pin]
//     [--keep-forfeits] [--country CC]
int cmdExport(const QStringList& args, QTextStream& out) {
    const Args a(withOutputOption(args),
                 {QStringLiteral("format"), QStringLiteral("o"), QStringLiteral("encoding"),
                  QStringLiteral("country"), QStringLiteral("round"), QStringLiteral("division")},
                 {QStringLiteral("pin"), QStringLiteral("keep-forfeits"), QStringLiteral("yes")});
    auto file = openTournament(a);
    const auto format = tryParseExportFormat(a.value(QStringLiteral("format")));
    if (!format)
        throw UsageError{Cli::tr("--format must be egf, aga, ffg or opengotha")};
    ExportOptions options;
    const QString encoding = a.value(QStringLiteral("encoding"), QStringLiteral("latin1"));
    if (encoding == QLatin1String("ascii"))
        options.egf.encoding = formats::EgfEncoding::Ascii;
    else if (encoding == QLatin1String("utf8"))
        options.egf.encoding = formats::EgfEncoding::Utf8;
    else if (encoding != QLatin1String("latin1"))
        throw UsageError{Cli::tr("--encoding must be latin1, ascii or utf8")};
    options.egf.pinTail = a.flag(QStringLiteral("pin"));
    options.egf.countryCode = a.value(QStringLiteral("country"));
    options.keepForfeits = a.flag(QStringLiteral("keep-forfeits"));
    // --force, which wrote '?' for names before, is gone rather than given another meaning.
    options.force = a.flag(QStringLiteral("yes"));
    if (a.has(QStringLiteral("round")))
        options.afterRound = eventRoundOption(a, lastRoundToShow(*file), 0, 0);
    const ExportOutcome exported = exportResults(*file, *format, options);
    throwIfRefused(exported.refusal);
    // The EGF file's warnings go to stderr (the file may go to stdout); the others as before.
    QTextStream err(stderr);
    for (const QString& warning : exported.warnings)
        (*format == ExportFormat::Egf ? err : out) << Cli::tr("warning: %1").arg(warning) << '\n';
    writeDocument(exported.bytes, a.value(QStringLiteral("o")), out);
    return kOk;
}

int cmdServe(const QStringList& args, QTextStream& out) {
    const Args a(args, {QStringLiteral("address"), QStringLiteral("port")}, {});
    const QString path = a.positionalAt(0, Cli::tr("the tournament file"));
    const QHostAddress address(a.value(QStringLiteral("address"), QStringLiteral("127.0.0.1")));
    if (address.isNull())
        throw UsageError{Cli::tr("--address must be an IP address")};
    bool ok = true;
    const int port = a.value(QStringLiteral("port"), QStringLiteral("8080")).toInt(&ok);
    if (!ok || port < 0 || port > 65535)
        throw UsageError{Cli::tr("--port must be a port number")};
    LivePage live(path);
    const quint16 bound = live.start(address, static_cast<quint16>(port));
    if (!live.error().isEmpty())
        throw InvalidInput{live.error()}; // a bad file is refused before it is served
    if (bound == 0)
        throw InvalidInput{Cli::tr("cannot listen on %1:%2").arg(address.toString()).arg(port)};
    out << Cli::tr("Live page at http://%1:%2/ (Ctrl+C stops it)")
               .arg(address.toString())
               .arg(bound)
        << '\n';
    out.flush();
    return QCoreApplication::exec();
}

} // namespace tengen::cli
