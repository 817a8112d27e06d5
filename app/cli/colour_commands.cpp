#include "colour_commands.h"

#include "actions/round_edits.h"

#include "actions/round_colours.h"
#include "actions/rounds.h"
#include "cli.h"
#include "cli_args.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tengen::cli {

namespace {

Seed parseSeed(const QString& text, const QString& where) {
    Seed seed;
    if (!fromHex(text.trimmed().toStdString(), seed) || seed.size() < 16)
        throw InvalidInput{
            Cli::tr("%1: the seed must be at least 16 bytes in hexadecimal").arg(where)};
    return seed;
}

Seed readSeedFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw InvalidInput{Cli::tr("%1: %2").arg(path, f.errorString())};
    return parseSeed(QString::fromLatin1(f.readAll()), path);
}

QString name(const store::TournamentFile& file, PlayerId id) {
    return playerDisplayName(file, id);
}

QJsonObject recordJson(const store::ColourRecord& d) {
    return {{QStringLiteral("table"), d.table},
            {QStringLiteral("white"), static_cast<qint64>(d.white)},
            {QStringLiteral("black"), static_cast<qint64>(d.black)},
            {QStringLiteral("method"), d.method},
            {QStringLiteral("inputs"), d.inputs}};
}

} // namespace

// colours T --round R --method lots|nigiri|board [--seed-file F] [--json]
// colours T --round R --verify SEED [--json]      exit 1 when a draw does not reproduce
// colours T --round R --reveal                    prints the seed and marks it public
// colours T --round R --table N --white ID --reason TEXT
// colours T --round R --history [--json]
int cmdColours(const QStringList& args, QTextStream& out, QTextStream&) {
    const Args a(args,
                 {QStringLiteral("round"), QStringLiteral("method"), QStringLiteral("seed-file"),
                  QStringLiteral("verify"), QStringLiteral("table"), QStringLiteral("white"),
                  QStringLiteral("reason"), QStringLiteral("division")},
                 {QStringLiteral("json"), QStringLiteral("reveal"), QStringLiteral("history")});
    auto file = openTournament(a);
    bool ok = false;
    const int round = a.value(QStringLiteral("round")).toInt(&ok);
    if (!ok || round < 1)
        throw UsageError{Cli::tr("--round must be a round number")};
    const bool json = a.flag(QStringLiteral("json"));

    if (a.has(QStringLiteral("verify"))) {
        const Seed seed = parseSeed(a.value(QStringLiteral("verify")), QStringLiteral("--verify"));
        const ColourVerification v = verifyColours(*file, RoundNo{round}, seed);
        throwIfRefused(v.refusal);
        if (json) {
            QJsonArray tables;
            for (const ColourCheck& c : v.tables)
                tables.append(QJsonObject{
                    {QStringLiteral("table"), c.table},
                    {QStringLiteral("expected_white"), static_cast<qint64>(c.expectedWhite)},
                    {QStringLiteral("recorded_white"), static_cast<qint64>(c.recordedWhite)},
                    {QStringLiteral("ok"), c.ok()}});
            out << QJsonDocument(
                       QJsonObject{{QStringLiteral("round"), round},
                                   {QStringLiteral("commitment_matches"), v.commitmentMatches},
                                   {QStringLiteral("ok"), v.ok()},
                                   {QStringLiteral("tables"), tables}})
                       .toJson(QJsonDocument::Compact)
                << '\n';
        } else {
            out << (v.commitmentMatches
                        ? Cli::tr("The seed matches the commitment published before the draw.")
                        : Cli::tr("The seed does NOT match the commitment."))
                << '\n';
            for (const ColourCheck& c : v.tables)
                if (!c.ok())
                    out << Cli::tr("Table %1: the draw gives white to %2, the record says %3.")
                               .arg(c.table)
                               .arg(name(*file, c.expectedWhite), name(*file, c.recordedWhite))
                        << '\n';
            out << (v.ok() ? Cli::tr("Every draw of round %1 is reproduced (%2 tables).")
                                 .arg(round)
                                 .arg(v.tables.size())
                           : Cli::tr("Round %1 does not verify.").arg(round))
                << '\n';
        }
        return v.ok() ? kOk : kInvalid;
    }
    if (a.flag(QStringLiteral("reveal"))) {
        QString seed;
        throwIfRefused(revealColourSeed(*file, RoundNo{round}, &seed));
        out << seed << '\n';
        return kOk;
    }
    if (a.flag(QStringLiteral("history"))) {
        const auto history = file->colours().history(RoundNo{round});
        if (json) {
            QJsonArray rows;
            for (const store::ColourRecord& d : history) {
                QJsonObject o = recordJson(d);
                o.insert(QStringLiteral("who"), d.who);
                o.insert(QStringLiteral("at"), d.at);
                o.insert(QStringLiteral("reason"), d.reason);
                rows.append(o);
            }
            out << QJsonDocument(rows).toJson(QJsonDocument::Compact) << '\n';
        } else {
            for (const store::ColourRecord& d : history)
                out << QStringLiteral("%1  %2  %3  %4 - %5  %6  %7\n")
                           .arg(d.at, d.method)
                           .arg(d.table)
                           .arg(name(*file, d.white), name(*file, d.black), d.inputs, d.reason);
        }
        return kOk;
    }
    if (a.has(QStringLiteral("table"))) {
        bool tableOk = false, whiteOk = false;
        const int table = a.value(QStringLiteral("table")).toInt(&tableOk);
        const PlayerId white{a.value(QStringLiteral("white")).toLongLong(&whiteOk)};
        if (!tableOk || !whiteOk || table < 1)
            throw UsageError{Cli::tr("--table needs --white ID (and --reason)")};
        throwIfRefused(decideColours(*file, RoundNo{round}, TableNo{table}, white,
                                     a.value(QStringLiteral("reason"))));
        out << Cli::tr("Round %1, table %2: %3 takes white.")
                   .arg(round)
                   .arg(table)
                   .arg(name(*file, white))
            << '\n';
        return kOk;
    }
    const QString methodText = a.value(QStringLiteral("method"));
    if (methodText == QLatin1String("board")) {
        throwIfRefused(
            coloursAtTheBoards(*file, RoundNo{round}, file->rounds().state(RoundNo{round}))
                .refusal);
        out << Cli::tr("Round %1: colours are decided at the boards and entered with the "
                       "results (result --black ID).")
                   .arg(round)
            << '\n';
        return kOk;
    }
    ColourMethod method;
    if (methodText == QLatin1String("lots"))
        method = ColourMethod::Lots;
    else if (methodText == QLatin1String("nigiri"))
        method = ColourMethod::DigitalNigiri;
    else
        throw UsageError{Cli::tr("--method must be lots, nigiri or board")};
    const Seed seed = a.has(QStringLiteral("seed-file"))
                          ? readSeedFile(a.value(QStringLiteral("seed-file")))
                          : freshSeed();
    const ColourDraw drawn = drawColoursInFile(*file, RoundNo{round}, method, seed);
    throwIfRefused(drawn.refusal);
    const store::ColourRound& header = drawn.header;
    const auto history = file->colours().history(RoundNo{round});
    if (json) {
        QJsonArray tables;
        for (const store::ColourRecord& d : history)
            tables.append(recordJson(d));
        out << QJsonDocument(QJsonObject{{QStringLiteral("round"), round},
                                         {QStringLiteral("method"), header.method},
                                         {QStringLiteral("commitment"), header.commitment},
                                         {QStringLiteral("tables"), tables}})
                   .toJson(QJsonDocument::Compact)
            << '\n';
        return kOk;
    }
    out << Cli::tr("Round %1 colours by %2. Commitment (SHA-256 of the seed): %3")
               .arg(round)
               .arg(header.method, header.commitment)
        << '\n';
    for (const store::ColourRecord& d : history)
        out << QStringLiteral("%1  ").arg(d.table, 4) << name(*file, d.white)
            << QStringLiteral(" - ") << name(*file, d.black) << QStringLiteral("  (") << d.inputs
            << QStringLiteral(")\n");
    return kOk;
}

} // namespace tengen::cli
