#include "pairing_commands.h"

#include "cli.h"
#include "cli_args.h"
#include "common/pairing_field.h"
#include "pairing/pair_check.h"
#include "store/importers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tengen::cli {

namespace {

QString playerName(const pairing::Field& f, std::optional<PlayerId> id) {
    if (!id)
        return Cli::tr("none");
    const int i = f.indexOf(*id);
    if (i < 0)
        return QString::number(*id);
    const pairing::Entrant& e = f.entrants[i];
    return QString::fromStdString(e.family + " " + e.given);
}

QJsonValue playerJson(const pairing::Field& f, std::optional<PlayerId> id) {
    if (!id)
        return QJsonValue::Null;
    const pairing::Entrant& e = f.entrants[f.indexOf(*id)];
    return QJsonObject{{QStringLiteral("id"), static_cast<qint64>(e.id)},
                       {QStringLiteral("family"), QString::fromStdString(e.family)},
                       {QStringLiteral("given"), QString::fromStdString(e.given)}};
}

} // namespace

// Exit 0 when every round is reproduced, or paired differently with the same total (several
// optimal pairings); 1 when a round's pairing differs in value, or the file is refused.
int cmdPairCheck(const QStringList& args, QTextStream& out, QTextStream& err) {
    const Args a(args, {QStringLiteral("compat")}, {QStringLiteral("json")});
    const QString path = a.positionalAt(0, Cli::tr("the OpenGotha file"));
    const auto compat = tryParsePairingCompat(
        a.value(QStringLiteral("compat"), QStringLiteral("opengotha-2024")).toStdString());
    if (!compat)
        throw UsageError{Cli::tr("--compat must be opengotha-3.52 or opengotha-2024")};
    const store::ImportParse parse = store::parsePlayersFile(path, store::ImportFormat::OpenGotha);
    if (!parse.ok()) {
        for (const store::ImportIssue& issue : parse.errors)
            err << issue.toString() << '\n';
        return kInvalid;
    }
    const pairing::Field field = fieldFromImport(parse.batch, *compat);
    const pairing::PairCheck check = pairing::pairCheck(field);

    bool equalValue = true;
    for (const pairing::RoundCheck& r : check.rounds)
        if (r.reproduced != r.games && r.totalTengen != r.totalFile)
            equalValue = false;

    if (a.flag(QStringLiteral("json"))) {
        QJsonArray rounds;
        for (const pairing::RoundCheck& r : check.rounds)
            rounds.append(QJsonObject{
                {QStringLiteral("round"), r.round},
                {QStringLiteral("games"), r.games},
                {QStringLiteral("reproduced"), r.reproduced},
                {QStringLiteral("same_pairs"), r.samePairs},
                {QStringLiteral("total_tengen"), QString::number(r.totalTengen)},
                {QStringLiteral("total_file"), QString::number(r.totalFile)},
                {QStringLiteral("bye_file"), playerJson(field, r.byeFile)},
                {QStringLiteral("bye_tengen"), playerJson(field, r.byeTengen)},
            });
        const QJsonObject root{{QStringLiteral("games"), check.games()},
                               {QStringLiteral("reproduced"), check.reproduced()},
                               {QStringLiteral("rounds"), rounds}};
        out << QJsonDocument(root).toJson(QJsonDocument::Compact) << '\n';
    } else {
        for (const pairing::RoundCheck& r : check.rounds) {
            out << Cli::tr("Round %1: %2 of %3 games reproduced (%4 with the same players); "
                           "total Tengen %5, file %6")
                       .arg(r.round)
                       .arg(r.reproduced)
                       .arg(r.games)
                       .arg(r.samePairs)
                       .arg(r.totalTengen)
                       .arg(r.totalFile);
            if (r.byeFile || r.byeTengen)
                out << Cli::tr("; bye %1 (file: %2)")
                           .arg(playerName(field, r.byeTengen), playerName(field, r.byeFile));
            out << '\n';
        }
        out << Cli::tr("%1 of %2 games reproduced.").arg(check.reproduced()).arg(check.games())
            << '\n';
    }
    return equalValue ? kOk : kInvalid;
}

} // namespace tengen::cli
