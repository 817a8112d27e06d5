#include "report_commands.h"

#include "cli.h"
#include "cli_args.h"
#include "common/rounds.h"
#include "reports/egf_writer.h"
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
    else
        throw UsageError{Cli::tr("--format must be text, csv, html or json")};
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
    if (format != QLatin1String("egf"))
        throw UsageError{Cli::tr("--format: this version exports egf (aga, ffg and opengotha "
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

} // namespace tengen::cli
