#include "pairing_commands.h"
#include "actions/player_files.h"

#include "actions/round_edits.h"
#include "actions/settings_actions.h"

#include "actions/results.h"

#include "actions/pairing_field.h"
#include "actions/rounds.h"
#include "actions/stages.h"
#include "cli.h"
#include "cli_args.h"
#include "common/pair_explanation_text.h"
#include "documents/documents.h"
#include "formats/importers.h"
#include "pairing/pair_check.h"
#include "store/pairing_settings_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

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

QJsonValue playerJson(const Player& p) {
    return QJsonObject{
        {QStringLiteral("id"), static_cast<qint64>(p.id)},
        {QStringLiteral("family"),
         QString::fromStdString(p.familyLatin.empty() ? p.familyNative : p.familyLatin)},
        {QStringLiteral("given"),
         QString::fromStdString(p.givenLatin.empty() ? p.givenNative : p.givenLatin)}};
}

PlayerId idArgument(const Args& a, qsizetype i) {
    bool ok = false;
    const PlayerId id{a.positionalAt(i, Cli::tr("a player id")).toLongLong(&ok)};
    if (!ok)
        throw UsageError{Cli::tr("'%1' is not a player id").arg(a.positional()[i])};
    return id;
}

QString name(const store::TournamentFile& file, PlayerId id) {
    return playerDisplayName(file, id);
}

int explain(const store::TournamentFile& file, int round, PlayerId a, PlayerId b, QTextStream& out,
            bool json, bool raw) {
    const PairExplained explained = explainInFile(file, RoundNo{round}, a, b);
    throwIfRefused(explained.refusal);
    const pairing::PairExplanation& e = explained.explanation;
    if (json) {
        QJsonObject parts;
        for (const pairing::ScorePart& p : pairing::parts(e.score))
            parts.insert(QString::fromStdString(p.id), QString::number(p.value));
        QJsonObject root{{QStringLiteral("round"), round},
                         {QStringLiteral("total"), QString::number(e.score.total())},
                         {QStringLiteral("parts"), parts}};
        if (e.swapGain)
            root.insert(QStringLiteral("swap_gain"), QString::number(*e.swapGain));
        if (!e.mainReason.empty())
            root.insert(QStringLiteral("main_reason"), QString::fromStdString(e.mainReason));
        // The director's constraints, which decide before the scores.
        if (e.forbidden)
            root.insert(QStringLiteral("constraint"), QStringLiteral("forbidden"));
        else if (e.fixedTogether)
            root.insert(QStringLiteral("constraint"), QStringLiteral("fixed"));
        else if (e.fixedPartnerOfA || e.fixedPartnerOfB)
            root.insert(QStringLiteral("constraint"), QStringLiteral("fixed_elsewhere"));
        out << QJsonDocument(root).toJson(QJsonDocument::Compact) << '\n';
        return kOk;
    }
    // In words, in the interface language; --raw adds the numbers behind them.
    out << Cli::tr("Round %1: %2 - %3").arg(round).arg(name(file, a), name(file, b)) << '\n';
    const auto nameOf = [&](PlayerId id) { return name(file, id); };
    for (const QString& line : PairExplanationText::inWords(e, nameOf))
        out << line << '\n';
    if (raw) {
        out << Cli::tr("Raw weights (value / weight):") << '\n';
        for (const QString& line : PairExplanationText::rawWeights(e))
            out << "  " << line << '\n';
    }
    return kOk;
}

} // namespace

// The director's constraints: --forbid A B, --fix A B --round R, --reserve-table ID --table N
// [--round R], --constraints, --remove-constraint ID. Returns -1 when none was asked.
int constraints(const Args& a, store::TournamentFile& file, QTextStream& out) {
    store::PairingConstraint c;
    c.note = a.value(QStringLiteral("note"));
    if (a.flag(QStringLiteral("forbid")) || a.flag(QStringLiteral("fix"))) {
        c.kind = a.flag(QStringLiteral("forbid")) ? QStringLiteral("forbidden")
                                                  : QStringLiteral("fixed");
        c.a = idArgument(a, 1);
        c.b = idArgument(a, 2);
        c.round = eventRoundOption(a, lastRoundToShow(file), 0);
    } else if (a.has(QStringLiteral("reserve-table"))) {
        c.kind = QStringLiteral("table");
        bool ok = false;
        c.a = PlayerId{a.value(QStringLiteral("reserve-table")).toLongLong(&ok)};
        c.table = a.value(QStringLiteral("table")).toInt();
        c.round = eventRoundOption(a, lastRoundToShow(file), 0);
        if (!ok)
            throw UsageError{Cli::tr("--reserve-table needs a player id and --table N")};
    } else if (a.has(QStringLiteral("remove-constraint"))) {
        throwIfRefused(removePairingConstraint(
            file, a.value(QStringLiteral("remove-constraint")).toLongLong()));
        out << Cli::tr("Constraint removed.") << '\n';
        return kOk;
    } else if (a.flag(QStringLiteral("constraints"))) {
        QJsonArray rows;
        for (const store::PairingConstraint& k : file.constraints().all()) {
            rows.append(QJsonObject{{QStringLiteral("id"), k.id},
                                    {QStringLiteral("kind"), k.kind},
                                    {QStringLiteral("a"), static_cast<qint64>(k.a)},
                                    {QStringLiteral("b"), static_cast<qint64>(k.b)},
                                    {QStringLiteral("round"), k.round},
                                    {QStringLiteral("table"), k.table},
                                    {QStringLiteral("note"), k.note}});
            if (!a.flag(QStringLiteral("json")))
                out << QStringLiteral("%1  %2\n").arg(k.id).arg(constraintText(k, [&](PlayerId p) {
                    return name(file, p);
                }));
        }
        if (a.flag(QStringLiteral("json")))
            out << QJsonDocument(rows).toJson(QJsonDocument::Compact) << '\n';
        return kOk;
    } else {
        return -1;
    }
    qint64 id = 0;
    throwIfRefused(addPairingConstraint(file, c, &id));
    out << Cli::tr("Constraint %1 added.").arg(id) << '\n';
    return kOk;
}

int cmdPair(const QStringList& args, QTextStream& out) {
    const Args a(args,
                 {QStringLiteral("round"), QStringLiteral("reserve-table"), QStringLiteral("table"),
                  QStringLiteral("remove-constraint"), QStringLiteral("note"),
                  QStringLiteral("players"), QStringLiteral("division")},
                 {QStringLiteral("json"), QStringLiteral("explain"), QStringLiteral("raw"),
                  QStringLiteral("unpair"), QStringLiteral("forbid"), QStringLiteral("fix"),
                  QStringLiteral("constraints"), QStringLiteral("yes")});
    auto file = openTournament(a, false);
    const bool json = a.flag(QStringLiteral("json"));
    if (const int done = constraints(a, *file, out); done >= 0)
        return done; // the constraints are the event's
    throwIfRefused(needsOneDivision(*file));
    if (a.flag(QStringLiteral("explain"))) {
        const PlayerId first = idArgument(a, 1), second = idArgument(a, 2);
        const int next = nextRoundToPair(*file);
        // Default: the last round paired (the one a director questions), else the next one.
        return explain(*file, eventRoundOption(a, lastRoundToShow(*file), next > 1 ? next - 1 : 1),
                       first, second, out, json, a.flag(QStringLiteral("raw")));
    }
    if (a.has(QStringLiteral("players"))) {
        // Chosen players paired among themselves and added to the round as it stands.
        if (!a.has(QStringLiteral("round")))
            throw UsageError{Cli::tr("--players needs --round")};
        const int round = eventRoundOption(a, lastRoundToShow(*file), 1);
        std::vector<PlayerId> chosen;
        for (const QString& part :
             a.value(QStringLiteral("players")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            chosen.push_back(PlayerId{part.trimmed().toLongLong(&ok)});
            if (!ok)
                throw UsageError{Cli::tr("'%1' is not a player id").arg(part)};
        }
        const store::RoundState seen = file->rounds().state(RoundNo{round});
        // A pair that met before, or that the director forbade: only with --yes (as the desk
        // asks). Refused if the round changed since it was read.
        const RoundEdit edit =
            pairChosen(*file, RoundNo{round}, chosen, seen, a.flag(QStringLiteral("yes")));
        QStringList doubts;
        for (const Problem& p : edit.doubts)
            doubts << toText(p);
        throwIfRefused(edit.refusal, doubts);
        const std::vector<Game>& added = edit.added;
        for (const Game& g : added)
            out << Cli::tr("Round %1, table %2: %3 (White) - %4 (Black)%5")
                       .arg(round)
                       .arg(g.table)
                       .arg(name(*file, g.white), name(*file, g.black),
                            g.handicap ? Cli::tr(", %n stone(s)", "", g.handicap) : QString())
                << '\n';
        return kOk;
    }
    const int round = eventRoundOption(a, lastRoundToShow(*file), nextRoundToPair(*file));
    if (a.flag(QStringLiteral("unpair"))) {
        // Refused when the round has results, or when one is entered meanwhile.
        throwIfRefused(
            unpairRound(*file, RoundNo{round}, file->rounds().state(RoundNo{round})).refusal);
        out << Cli::tr("Round %1 unpaired.").arg(round) << '\n';
        return kOk;
    }
    const PairedRound paired = pairRoundInFile(*file, RoundNo{round});
    throwIfRefused(paired.refusal);
    const pairing::RoundPairing& pairing = paired.pairing;
    if (json) {
        QJsonArray games;
        for (const pairing::PairedGame& g : pairing.games)
            games.append(
                QJsonObject{{QStringLiteral("table"), g.table},
                            {QStringLiteral("white"), playerJson(*file->players().find(g.white))},
                            {QStringLiteral("black"), playerJson(*file->players().find(g.black))},
                            {QStringLiteral("handicap"), g.handicap}});
        QJsonObject root{{QStringLiteral("round"), round}, {QStringLiteral("games"), games}};
        root.insert(QStringLiteral("bye"), pairing.bye
                                               ? playerJson(*file->players().find(*pairing.bye))
                                               : QJsonValue::Null);
        out << QJsonDocument(root).toJson(QJsonDocument::Compact) << '\n';
        return kOk;
    }
    out << Cli::tr("Round %1: %n game(s)", "", static_cast<int>(pairing.games.size())).arg(round)
        << '\n';
    for (const pairing::PairedGame& g : pairing.games) {
        out << QStringLiteral("%1  ").arg(g.table, 4) << name(*file, g.white)
            << QStringLiteral(" - ") << name(*file, g.black);
        if (g.handicap > 0)
            out << QStringLiteral("  H%1").arg(g.handicap);
        out << '\n';
    }
    if (pairing.bye)
        out << Cli::tr("Bye: %1").arg(name(*file, *pairing.bye)) << '\n';
    if (const QString left = leftOutText(leftOutOfRound(*file, RoundNo{round})); !left.isEmpty())
        out << left << '\n';
    return kOk;
}

int cmdResult(const QStringList& args, QTextStream& out) {
    const Args a(args,
                 {QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("result"),
                  QStringLiteral("black"), QStringLiteral("reason"), QStringLiteral("division")},
                 {QStringLiteral("forfeit")});
    auto file = openTournament(a, false);
    if (!a.has(QStringLiteral("round")) || !a.has(QStringLiteral("table")) ||
        !a.has(QStringLiteral("result")))
        throw UsageError{Cli::tr("result needs --round, --table and --result")};
    bool ok = false;
    const int table = a.value(QStringLiteral("table")).toInt(&ok);
    if (!ok || table < 1)
        throw UsageError{Cli::tr("--table must be a table number")};
    // The table's event-wide number names its game: the result is entered in the division
    // whose round it is (its rounds, its knockout's next round).
    if (!file->division())
        if (const std::optional<int> d =
                file->rounds().divisionAt(RoundNo{roundOption(a, 1)}, TableNo{table}))
            file->setDivision(*d);
    const int round = eventRoundOption(a, lastRoundToShow(*file), 1);
    // The desk's vocabulary (its result field): 1 is White wins, as there.
    const auto result = parseResultCode(a.value(QStringLiteral("result")));
    if (!result)
        throw UsageError{Cli::tr("--result must be 1 or w (White wins), 2 or b (Black wins), = "
                                 "(jigo), 0 (both lose), both-win, or ? (no result)")};
    std::optional<PlayerId> black;
    if (a.has(QStringLiteral("black"))) {
        black = PlayerId{a.value(QStringLiteral("black")).toLongLong(&ok)};
        if (!ok)
            throw UsageError{Cli::tr("--black must be a player id")};
    }
    // A jigo the komi rules out needs --reason (the referee's decision); a game whose colours
    // were decided at the board needs --black (actions/results.h).
    const ResultOutcome entered = enterResult(
        *file, {RoundNo{round}, TableNo{table}, *result, a.flag(QStringLiteral("forfeit")), black,
                a.value(QStringLiteral("reason")), std::nullopt});
    if (entered.refusal)
        throw InvalidInput{toText(entered.refusal)};
    out << Cli::tr("Round %1, table %2: result entered.").arg(round).arg(table) << '\n';
    if (entered.notAdvanced)
        out << Cli::tr("The knockout's next round is not paired: %1")
                   .arg(toText(entered.notAdvanced))
            << '\n';
    return kOk;
}

// Exit 0 when every round is reproduced, or paired differently with the same total (several
// optimal pairings); 1 when a round's pairing differs in value, or the file is refused.
int cmdPairCheck(const QStringList& args, QTextStream& out, QTextStream& err) {
    const Args a(args, {QStringLiteral("compat")}, {QStringLiteral("json")});
    const QString path = a.positionalAt(0, Cli::tr("the OpenGotha file"));
    const auto compat = tryParsePairingCompat(
        a.value(QStringLiteral("compat"), QStringLiteral("opengotha-2024")).toStdString());
    if (!compat)
        throw UsageError{Cli::tr("--compat must be opengotha-3.52 or opengotha-2024")};
    const formats::ImportParse parse = parsePlayersFile(path, formats::ImportFormat::OpenGotha);
    if (!parse.ok()) {
        for (const formats::ImportIssue& issue : parse.errors)
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
        // Colours drawn by lots or nigiri, or changed at the desk, are not the pairing's: say
        // so when they are the only difference.
        int samePairs = 0;
        for (const pairing::RoundCheck& r : check.rounds)
            samePairs += r.samePairs;
        if (samePairs == check.games() && check.reproduced() < check.games())
            out << Cli::tr("Every game has the same two players; %n of them with other colours "
                           "than the pairing's (colours drawn by lots or nigiri, or changed at "
                           "the desk).",
                           "", check.games() - check.reproduced())
                << '\n';
    }
    return equalValue ? kOk : kInvalid;
}

// The pairing and placement parameters: shown, or changed from a preset and KEY=VALUE pairs in
// one transaction (with --reason once a round is paired).
int cmdSettings(const QStringList& args, QTextStream& out) {
    const Args a(args, {QStringLiteral("preset"), QStringLiteral("set"), QStringLiteral("reason")},
                 {QStringLiteral("json")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    const PairingSettings before = file->settings().pairing();
    PairingSettings after = before;
    std::optional<PairingSystem> system;
    if (a.has(QStringLiteral("preset"))) {
        const auto preset =
            PairingSettings::preset(a.value(QStringLiteral("preset")).toStdString());
        if (!preset) {
            QStringList ids;
            for (std::string_view id : PairingSettings::presetIds())
                ids << QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
            throw UsageError{
                Cli::tr("--preset must be one of %1").arg(ids.join(QStringLiteral(", ")))};
        }
        after = *preset;
        system = after.isMcMahon() ? PairingSystem::McMahon : PairingSystem::Swiss;
    }
    for (const QString& pair : a.values(QStringLiteral("set"))) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0)
            throw UsageError{Cli::tr("--set takes KEY=VALUE, not '%1'").arg(pair)};
        const QString problem = store::applySetting(after, pair.left(eq), pair.mid(eq + 1));
        if (!problem.isEmpty())
            throw InvalidInput{problem};
    }
    throwIfRefused(
        changePairingSettings(*file, before, after, system, a.value(QStringLiteral("reason"))));
    const TournamentSettings event = file->settings().get();
    const PairingSettings now = file->settings().pairing();
    if (a.flag(QStringLiteral("json"))) {
        QJsonObject o = store::toJson(now);
        o.insert(QStringLiteral("system"), QString::fromUtf8(pairingSystemId(event.system).data()));
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return kOk;
    }
    out << Documents::settingsSummary(event, now) << '\n';
    return kOk;
}

} // namespace tengen::cli
