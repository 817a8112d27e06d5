#include "stage_commands.h"

#include "actions/stage_actions.h"
#include "actions/stages.h"
#include "cli.h"
#include "documents/report_kinds.h"
#include "documents/stage_documents.h"
#include "report_commands.h"
#include "reports/pdf_documents.h"
#include "store/problem_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tengen::cli {

const QSet<QString> kStageOptions = {QStringLiteral("groups"),     QStringLiteral("per-group"),
                                     QStringLiteral("best-of"),    QStringLiteral("withdrawal"),
                                     QStringLiteral("seating"),    QStringLiteral("criteria"),
                                     QStringLiteral("stage-name"), QStringLiteral("top")};
const QSet<QString> kStageFlags = {QStringLiteral("double"), QStringLiteral("third-place")};

namespace {

int stageOption(const Args& a, int fallback) {
    return numberOption(a, QStringLiteral("stage"), fallback, 1, 99);
}

QJsonObject stageJson(const Stage& s) {
    QJsonObject o{
        {QStringLiteral("stage"), s.number},
        {QStringLiteral("format"), QString::fromUtf8(stageFormatId(s.format).data())},
        {QStringLiteral("first_round"), s.firstRound},
        {QStringLiteral("rounds"), s.rounds},
        {QStringLiteral("withdrawal"), QString::fromUtf8(withdrawalRuleId(s.withdrawal).data())},
        {QStringLiteral("seating"), QString::fromUtf8(stageSeedingId(s.seeding).data())}};
    if (s.entrants > 0)
        o.insert(QStringLiteral("top"), s.entrants);
    if (s.format == StageFormat::Groups) {
        o.insert(QStringLiteral("groups"), s.groups);
        o.insert(QStringLiteral("per_group"), s.perGroup);
        o.insert(QStringLiteral("double"), s.doubleRounds);
    }
    if (s.format == StageFormat::Knockout) {
        o.insert(QStringLiteral("best_of"), s.bestOf);
        o.insert(QStringLiteral("third_place"), s.thirdPlace);
    }
    if (!s.seed.empty())
        o.insert(QStringLiteral("seed"), QString::fromStdString(s.seed));
    if (!s.criteria.empty())
        o.insert(QStringLiteral("criteria"), QString::fromStdString(s.criteria));
    if (!s.name.empty())
        o.insert(QStringLiteral("name"), QString::fromStdString(s.name));
    return o;
}

} // namespace

Stage stageFromOptions(StageFormat format, const Args& a) {
    Stage s;
    s.format = format;
    if (format == StageFormat::RoundRobin && a.flag(QStringLiteral("double")))
        s.format = StageFormat::DoubleRoundRobin;
    if (format == StageFormat::Groups) {
        s.groups = numberOption(a, QStringLiteral("groups"), 2, 2, 16);
        s.perGroup = numberOption(a, QStringLiteral("per-group"), 0, 0, 64);
        s.doubleRounds = a.flag(QStringLiteral("double"));
    } else if (a.has(QStringLiteral("groups")) || a.has(QStringLiteral("per-group"))) {
        throw UsageError{Cli::tr("--groups and --per-group are for a groups stage")};
    }
    if (format == StageFormat::Knockout) {
        s.bestOf = numberOption(a, QStringLiteral("best-of"), 1, 1, 3);
        if (s.bestOf == 2)
            throw UsageError{Cli::tr("--best-of: 1 or 3")};
        s.thirdPlace = a.flag(QStringLiteral("third-place"));
    } else if (a.has(QStringLiteral("best-of")) || a.flag(QStringLiteral("third-place"))) {
        throw UsageError{Cli::tr("--best-of and --third-place are for a knockout")};
    }
    if (a.has(QStringLiteral("withdrawal"))) {
        const auto rule =
            tryParseWithdrawalRule(a.value(QStringLiteral("withdrawal")).toStdString());
        if (!rule)
            throw UsageError{Cli::tr("--withdrawal: half or forfeit")};
        s.withdrawal = *rule;
    }
    if (a.has(QStringLiteral("seating"))) {
        const auto seeding = tryParseStageSeeding(a.value(QStringLiteral("seating")).toStdString());
        if (!seeding)
            throw UsageError{Cli::tr("--seating: strength or lots")};
        s.seeding = *seeding;
    }
    if (a.has(QStringLiteral("criteria"))) {
        QStringList ids;
        for (const QString& id : a.value(QStringLiteral("criteria")).split(QLatin1Char(','))) {
            const auto c = tryParseCriterion(id.trimmed().toStdString());
            if (!c)
                throw UsageError{Cli::tr("--criteria: unknown criterion '%1'").arg(id.trimmed())};
            ids << QString::fromUtf8(criterionId(*c).data());
        }
        s.criteria = ids.join(QLatin1Char(',')).toStdString();
    }
    s.name = a.value(QStringLiteral("stage-name")).toStdString();
    s.entrants = numberOption(a, QStringLiteral("top"), 0, 2, 4096);
    return s;
}

std::optional<Stage> firstStageFromOptions(const QString& system, const Args& a) {
    const auto format = tryParseStageFormat(system.toStdString());
    const bool staged = format && *format != StageFormat::Swiss && *format != StageFormat::McMahon;
    if (!staged) {
        for (const QString& o : kStageOptions)
            if (a.has(o))
                throw UsageError{Cli::tr("--%1 is for a round robin, groups or knockout").arg(o)};
        for (const QString& o : kStageFlags)
            if (a.flag(o))
                throw UsageError{Cli::tr("--%1 is for a round robin, groups or knockout").arg(o)};
        return std::nullopt;
    }
    if (a.has(QStringLiteral("top")))
        throw UsageError{Cli::tr("--top is for a later stage (stage add)")};
    return stageFromOptions(*format, a);
}

// stage list|add|place|unplace|remove|schedule T …
int cmdStage(const QStringList& given, QTextStream& out) {
    if (given.isEmpty())
        throw UsageError{Cli::tr("stage: expected list, add, place, unplace, remove or schedule")};
    const QString sub = given.front();
    const QStringList rest = withOutputOption(given.mid(1));
    if (sub == QLatin1String("list")) {
        const Args a(rest, {}, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const std::vector<Stage> stages = eventStages(*file);
        if (a.flag(QStringLiteral("json"))) {
            QJsonArray list;
            for (const Stage& s : stages) {
                QJsonObject o = stageJson(s);
                o.insert(QStringLiteral("placed"), !file->stages().seats(s.number).empty());
                list.append(o);
            }
            printJson(out, list);
            return kOk;
        }
        for (const Stage& s : stages) {
            out << stageTitle(s);
            const auto seats = file->stages().seats(s.number);
            if (!seats.empty())
                out << Cli::tr(", %n player(s) placed", "", static_cast<int>(seats.size()));
            if (s.entrants > 0)
                out << Cli::tr(", the top %1 of the stage before").arg(s.entrants);
            out << '\n';
        }
        return kOk;
    }
    if (sub == QLatin1String("add")) {
        const Args a(rest, kStageOptions + QSet<QString>{QStringLiteral("format")},
                     kStageFlags + QSet<QString>{QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const auto format = tryParseStageFormat(a.value(QStringLiteral("format")).toStdString());
        if (!format)
            throw UsageError{Cli::tr("--format: round-robin, knockout (a later stage)")};
        if (!a.has(QStringLiteral("top")))
            throw UsageError{Cli::tr("--top K: how many players of the stage before go on")};
        const StagesChange added = addStage(*file, stageFromOptions(*format, a));
        throwIfRefused(added.refusal);
        const Stage& s = added.after.back();
        if (a.flag(QStringLiteral("json")))
            printJson(out, stageJson(s));
        else
            out << Cli::tr("Added %1").arg(stageTitle(s)) << '\n';
        return kOk;
    }
    if (sub == QLatin1String("remove")) {
        // --stage as the synopsis says: only the last stage can go.
        const Args a(rest, {QStringLiteral("stage")}, {});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        std::optional<int> which;
        if (a.has(QStringLiteral("stage")))
            which = stageOption(a, 1);
        const StagesChange removed = removeStage(*file, which);
        throwIfRefused(removed.refusal);
        out << Cli::tr("Removed %1").arg(stageTitle(removed.before.back())) << '\n';
        return kOk;
    }
    if (sub == QLatin1String("place") || sub == QLatin1String("unplace")) {
        const Args a(rest, {QStringLiteral("stage"), QStringLiteral("seed")},
                     {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const int stage = stageOption(a, 1);
        if (sub == QLatin1String("unplace")) {
            throwIfRefused(unplaceStage(*file, stage));
            out << Cli::tr("Stage %1: the places are taken back").arg(stage) << '\n';
            return kOk;
        }
        std::optional<std::string> seed;
        if (a.has(QStringLiteral("seed")))
            seed = a.value(QStringLiteral("seed")).toStdString();
        const StagePlacement placed = placeStage(*file, stage, seed);
        throwIfRefused(placed.refusal);
        const std::vector<StageSeat>& seats = placed.seats;
        const Stage& s = placed.stage;
        if (a.flag(QStringLiteral("json"))) {
            QJsonArray list;
            for (const StageSeat& seat : seats)
                list.append(QJsonObject{
                    {QStringLiteral("player"), static_cast<qint64>(seat.player.value())},
                    {QStringLiteral("group"), QString::fromStdString(groupLetter(seat.group))},
                    {QStringLiteral("number"), seat.seat}});
            QJsonObject o = stageJson(s);
            o.insert(QStringLiteral("places"), list);
            printJson(out, o);
            return kOk;
        }
        out << Cli::tr("%1: %n player(s) placed", "", static_cast<int>(seats.size()))
                   .arg(stageTitle(s));
        if (!s.seed.empty())
            out << Cli::tr(" (by lot, seed %1)").arg(QString::fromStdString(s.seed));
        out << '\n';
        return kOk;
    }
    if (sub == QLatin1String("schedule")) {
        const Args a(rest, {QStringLiteral("stage"), QStringLiteral("format"), QStringLiteral("o")},
                     {});
        return writeReportKind(*reportKind(QStringLiteral("schedule")), a, out);
    }
    throw UsageError{Cli::tr("stage: expected list, add, place, unplace, remove or schedule")};
}

// bracket T [--stage N] [--format json|html|pdf|text|csv] [-o F]
// bracket T decide --round R --table N --winner ID --reason TEXT
int cmdBracket(const QStringList& given, QTextStream& out) {
    const QStringList args = withOutputOption(given);
    if (args.size() > 1 && args.at(1) == QLatin1String("undecide")) {
        QStringList rest = args;
        rest.removeAt(1);
        const Args a(rest, {QStringLiteral("round"), QStringLiteral("table")}, {});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        if (!a.has(QStringLiteral("round")) || !a.has(QStringLiteral("table")))
            throw UsageError{Cli::tr("bracket undecide needs --round and --table")};
        const int round = eventRoundOption(a, lastRoundToShow(*file), 1);
        const int table = numberOption(a, QStringLiteral("table"), 1, 1, 100000);
        throwIfRefused(takeBackKnockoutDecision(*file, RoundNo{round}, TableNo{table}));
        out << Cli::tr("Round %1, table %2: the referee's decision is taken back")
                   .arg(round)
                   .arg(table)
            << '\n';
        return kOk;
    }
    if (args.size() > 1 && args.at(1) == QLatin1String("decide")) {
        QStringList rest = args;
        rest.removeAt(1);
        const Args a(rest,
                     {QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("winner"),
                      QStringLiteral("reason")},
                     {});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        for (const char* key : {"round", "table", "winner", "reason"})
            if (!a.has(QString::fromLatin1(key)))
                throw UsageError{Cli::tr("bracket decide needs --round, --table, --winner and "
                                         "--reason")};
        const int round = eventRoundOption(a, lastRoundToShow(*file), 1);
        const int table = numberOption(a, QStringLiteral("table"), 1, 1, 100000);
        bool ok = false;
        const PlayerId winner{a.value(QStringLiteral("winner")).toLongLong(&ok)};
        if (!ok)
            throw UsageError{Cli::tr("--winner: a player id")};
        const KnockoutDecisionOutcome decided = decideKnockout(
            *file, RoundNo{round}, TableNo{table}, winner, a.value(QStringLiteral("reason")));
        throwIfRefused(decided.refusal);
        const std::optional<RoundNo> next = decided.advanced;
        out << Cli::tr("Round %1, table %2: the referee's decision is recorded")
                   .arg(round)
                   .arg(table);
        if (next)
            out << Cli::tr("; round %1 is paired").arg(next->value());
        out << '\n';
        if (decided.notAdvanced)
            out << Cli::tr("The knockout's next round is not paired: %1")
                       .arg(toText(decided.notAdvanced))
                << '\n';
        return kOk;
    }
    // The bracket as the report kind writes it (documents/report_kinds.h): the desk's and the
    // live page's, to the letter.
    const Args a(args,
                 {QStringLiteral("stage"), QStringLiteral("format"), QStringLiteral("o"),
                  QStringLiteral("division")},
                 {});
    return writeReportKind(*reportKind(QStringLiteral("bracket")), a, out);
}

// crosstable T [--stage N] [--round R] --format text|csv|html|pdf [-o F]
int cmdCrosstable(const QStringList& given, QTextStream& out) {
    const Args a(withOutputOption(given),
                 {QStringLiteral("stage"), QStringLiteral("round"), QStringLiteral("format"),
                  QStringLiteral("o"), QStringLiteral("division")},
                 {});
    return writeReportKind(*reportKind(QStringLiteral("crosstable")), a, out);
}

// places T --format text|csv|html|pdf|json [-o F]: the event's final places
int cmdFinalPlaces(const QStringList& given, QTextStream& out) {
    const Args a(withOutputOption(given),
                 {QStringLiteral("format"), QStringLiteral("o"), QStringLiteral("division")}, {});
    return writeReportKind(*reportKind(QStringLiteral("places")), a, out);
}

} // namespace tengen::cli
