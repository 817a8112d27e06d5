#include "report_commands.h"

#include "cli.h"
#include "cli_args.h"
#include "common/rounds.h"
#include "reports/egf_writer.h"
#include "reports/opengotha_writer.h"
#include "reports/pairing_list.h"
#include "reports/pdf_documents.h"
#include "reports/standings_writers.h"

#include <QFile>

namespace tengen::cli {

namespace {

// Chinese events name the main criteria 积分 (score), 对手分 (SOS), 累进分 (CUSS).
QString criterionHeading(Criterion c) {
    switch (c) {
    case Criterion::Nbw:
    case Criterion::Mms:
        return Cli::tr("Score");
    case Criterion::Sosw:
    case Criterion::Sosm:
        return Cli::tr("SOS");
    case Criterion::SoswM1:
    case Criterion::SosmM1:
        return Cli::tr("SOS-1");
    case Criterion::SoswM2:
    case Criterion::SosmM2:
        return Cli::tr("SOS-2");
    case Criterion::Cussw:
    case Criterion::Cussm:
        return Cli::tr("CUSS");
    case Criterion::Sososw:
    case Criterion::Sososm:
        return Cli::tr("SOSOS");
    case Criterion::Sodosw:
    case Criterion::Sodosm:
        return Cli::tr("SODOS");
    default:
        return QString::fromUtf8(criterionId(c).data());
    }
}

// The rounds with at least one game: standings go up to the last of them.
int lastPlayedRound(const store::TournamentFile& file) {
    int last = 0;
    for (const Game& g : file.games())
        last = std::max(last, g.round);
    return last;
}

reports::StandingsTable tableOf(const store::TournamentFile& file, int afterRound) {
    pairing::Field field = fieldForRound(file, file.settings().rounds + 1);
    reports::PlayerNames names;
    std::map<PlayerId, Player> players;
    for (const Player& p : file.players())
        players[p.id] = p;
    names.display = [players](PlayerId id) { return players.at(id).displayName(); };
    names.latin = [players](PlayerId id) { return players.at(id).latinName(); };
    return reports::buildStandings(field, afterRound, field.settings.placement, names);
}

void write(const QByteArray& bytes, const QString& path, QTextStream& out) {
    if (path.isEmpty() || path == QLatin1String("-")) {
        out.flush();
        out << QString::fromUtf8(bytes);
        return;
    }
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        throw InvalidInput{Cli::tr("%1: %2").arg(path, f.errorString())};
}

// The contract writes "-o FILE"; Args reads "--o".
QStringList withOutputOption(QStringList args) {
    for (QString& a : args)
        if (a == QLatin1String("-o"))
            a = QStringLiteral("--o");
    return args;
}

int writePdf(const QByteArray& html, const QString& path) {
    if (path.isEmpty() || path == QLatin1String("-"))
        throw UsageError{Cli::tr("a PDF needs -o FILE")};
    const QString error = reports::htmlToPdf(html, path);
    if (!error.isEmpty())
        throw InvalidInput{error};
    return kOk;
}

QString nameWithRank(const store::TournamentFile& file, PlayerId id, bool club) {
    const auto p = file.player(id);
    if (!p)
        return QString::number(id);
    QString s = QString::fromStdString(p->displayName());
    if (const auto r = p->effectiveRank())
        s += QStringLiteral(" (%1)").arg(QString::fromStdString(r->toString()));
    if (club && !p->club.empty())
        s += QLatin1Char(' ') + QString::fromStdString(p->club);
    return s;
}

int roundArgument(const Args& a, int fallback) {
    if (!a.has(QStringLiteral("round")))
        return fallback;
    bool ok = false;
    const int r = a.value(QStringLiteral("round")).toInt(&ok);
    if (!ok || r < 0)
        throw UsageError{Cli::tr("--round must be a round number")};
    return r;
}

} // namespace

// standings T.tengen [--round R] --format text|csv|html|json [-o FILE]
int cmdStandings(const QStringList& args, QTextStream& out) {
    const Args a(withOutputOption(args),
                 {QStringLiteral("round"), QStringLiteral("format"), QStringLiteral("o")}, {});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const int round = roundArgument(a, lastPlayedRound(*file));
    const reports::StandingsTable table = tableOf(*file, round);
    const TournamentSettings s = file->settings();
    reports::DocumentLabels labels;
    labels.title =
        Cli::tr("%1 — standings after round %2")
            .arg(QString::fromStdString(s.nameNative.empty() ? s.nameLatin : s.nameNative))
            .arg(round);
    labels.place = Cli::tr("Place");
    labels.name = Cli::tr("Name");
    labels.rank = Cli::tr("Rank");
    labels.country = Cli::tr("Country");
    labels.club = Cli::tr("Club");
    for (Criterion c : table.criteria)
        labels.criteria.push_back(criterionHeading(c));
    labels.roundHeading = Cli::tr("R%1");
    labels.language = Cli::tr("en", "the HTML lang attribute of documents in this language");
    const QString format = a.value(QStringLiteral("format"), QStringLiteral("text"));
    QByteArray bytes;
    if (format == QLatin1String("text"))
        bytes = reports::standingsText(table, labels);
    else if (format == QLatin1String("csv"))
        bytes = reports::standingsCsv(table, labels);
    else if (format == QLatin1String("json"))
        bytes = reports::standingsJson(table);
    else if (format == QLatin1String("html"))
        bytes = reports::standingsHtml(table, labels);
    else if (format == QLatin1String("pdf")) {
        const QString path = a.value(QStringLiteral("o"));
        if (path.isEmpty() || path == QLatin1String("-"))
            throw UsageError{Cli::tr("a PDF needs -o FILE")};
        const QString error = reports::tablePdf(
            labels.title, reports::standingsHeadings(table, labels), reports::standingsCells(table),
            reports::standingsNumericColumns(table), path);
        if (!error.isEmpty())
            throw InvalidInput{error};
        return kOk;
    } else
        throw UsageError{Cli::tr("--format must be text, csv, html, json or pdf")};
    write(bytes, a.value(QStringLiteral("o")), out);
    return kOk;
}

// export T.tengen --format egf [-o FILE] [--encoding latin1|ascii|utf8] [--pin] [--keep-forfeits]
//     [--country CC]
int cmdExport(const QStringList& args, QTextStream& out) {
    const Args a(withOutputOption(args),
                 {QStringLiteral("format"), QStringLiteral("o"), QStringLiteral("encoding"),
                  QStringLiteral("country"), QStringLiteral("round")},
                 {QStringLiteral("pin"), QStringLiteral("keep-forfeits")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const QString format = a.value(QStringLiteral("format"));
    if (format == QLatin1String("opengotha")) {
        const reports::OpenGothaExport xml =
            reports::openGothaXml(file->settings(), file->pairingSettings(), file->players(),
                                  file->games(), file->byes());
        for (const QString& warning : xml.warnings)
            out << Cli::tr("warning: %1").arg(warning) << '\n';
        write(xml.xml, a.value(QStringLiteral("o")), out);
        return kOk;
    }
    if (format != QLatin1String("egf"))
        throw UsageError{Cli::tr("--format: this version exports egf and opengotha (aga and ffg "
                                 "come with the reports)")};
    reports::EgfOptions options;
    const QString encoding = a.value(QStringLiteral("encoding"), QStringLiteral("latin1"));
    if (encoding == QLatin1String("ascii"))
        options.encoding = reports::EgfEncoding::Ascii;
    else if (encoding == QLatin1String("utf8"))
        options.encoding = reports::EgfEncoding::Utf8;
    else if (encoding != QLatin1String("latin1"))
        throw UsageError{Cli::tr("--encoding must be latin1, ascii or utf8")};
    options.pinTail = a.flag(QStringLiteral("pin"));
    options.keepForfeits = a.flag(QStringLiteral("keep-forfeits"));
    options.countryCode = a.value(QStringLiteral("country"));
    const reports::StandingsTable table = tableOf(*file, roundArgument(a, lastPlayedRound(*file)));
    std::map<PlayerId, std::string> pins;
    for (const Player& p : file->players())
        if (!p.egdPin.empty())
            pins[p.id] = p.egdPin;
    write(reports::egfResults(table, file->settings(), file->pairingSettings(), pins, options),
          a.value(QStringLiteral("o")), out);
    return kOk;
}

// pairings T.tengen [--round R] --format text|html|pdf [-o FILE]
int cmdPairings(const QStringList& args, QTextStream& out) {
    const Args a(withOutputOption(args),
                 {QStringLiteral("round"), QStringLiteral("format"), QStringLiteral("o")}, {});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const int round = roundArgument(a, std::max(1, nextRoundToPair(*file) - 1));
    const TournamentSettings s = file->settings();
    std::vector<reports::PairingLine> lines;
    for (const Game& g : file->games(round))
        lines.push_back({g.table, nameWithRank(*file, g.white, false),
                         nameWithRank(*file, g.black, false), g.handicap,
                         gameKomiText(s, g.handicap)});
    QStringList byes;
    for (const Bye& b : file->byes(round))
        byes << nameWithRank(*file, b.player, false);
    const auto colours = file->colourRound(round);
    reports::PairingListLabels l;
    l.title = Cli::tr("%1 — pairings of round %2")
                  .arg(QString::fromStdString(s.nameNative.empty() ? s.nameLatin : s.nameNative))
                  .arg(round);
    l.table = Cli::tr("Table");
    l.white = Cli::tr("White");
    l.black = Cli::tr("Black");
    l.handicap = Cli::tr("Handicap");
    l.komi = Cli::tr("Komi");
    l.bye = Cli::tr("Bye");
    l.commitment = Cli::tr("Colour draw commitment (SHA-256 of the seed)");
    l.language = Cli::tr("en", "the HTML lang attribute of documents in this language");
    const QString commitment = colours ? colours->commitment : QString();
    const QString format = a.value(QStringLiteral("format"), QStringLiteral("text"));
    if (format == QLatin1String("text"))
        write(reports::pairingListText(lines, byes.join(QStringLiteral(", ")), commitment, l),
              a.value(QStringLiteral("o")), out);
    else if (format == QLatin1String("html"))
        write(reports::pairingListHtml(lines, byes.join(QStringLiteral(", ")), commitment, l),
              a.value(QStringLiteral("o")), out);
    else if (format == QLatin1String("pdf"))
        return writePdf(
            reports::pairingListHtml(lines, byes.join(QStringLiteral(", ")), commitment, l),
            a.value(QStringLiteral("o")));
    else
        throw UsageError{Cli::tr("--format must be text, html or pdf")};
    return kOk;
}

// sheets T.tengen [--round R] -o FILE.pdf: result sheets, four to an A4 page.
int cmdSheets(const QStringList& args, QTextStream&) {
    const Args a(withOutputOption(args), {QStringLiteral("round"), QStringLiteral("o")}, {});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const int round = roundArgument(a, std::max(1, nextRoundToPair(*file) - 1));
    const QString path = a.value(QStringLiteral("o"));
    if (path.isEmpty())
        throw UsageError{Cli::tr("a PDF needs -o FILE")};
    const TournamentSettings s = file->settings();
    std::vector<reports::ResultSheet> sheets;
    for (const Game& g : file->games(round))
        sheets.push_back({round, g.table, nameWithRank(*file, g.white, true),
                          nameWithRank(*file, g.black, true), g.handicap,
                          gameKomiText(s, g.handicap)});
    reports::SheetLabels l;
    l.title = QString::fromStdString(s.nameNative.empty() ? s.nameLatin : s.nameNative);
    l.round = Cli::tr("Round");
    l.table = Cli::tr("Table");
    l.white = Cli::tr("White");
    l.black = Cli::tr("Black");
    l.handicap = Cli::tr("Handicap");
    l.komi = Cli::tr("Komi");
    l.result = Cli::tr("Result");
    l.signature = Cli::tr("Signature");
    const QString error = reports::resultSheetsPdf(sheets, l, path);
    if (!error.isEmpty())
        throw InvalidInput{error};
    return kOk;
}

} // namespace tengen::cli
