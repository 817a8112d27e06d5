#include "division_commands.h"

#include "actions/divisions.h"
#include "actions/stages.h"
#include "cli.h"

#include <QRegularExpression>
#include <map>

namespace tengen::cli {

namespace {

QString nameOf(const Division& d) {
    return QString::fromStdString(d.name());
}

// Each division's tables as the event numbers them now (a division without a range of its own:
// as many as half its players, after those before it).
std::map<int, DivisionTables> tablesNow(const store::TournamentFile& file,
                                        const std::vector<Division>& divisions) {
    const std::map<int, int> counts = file.divisions().playerCounts();
    std::vector<int> needed;
    for (const Division& d : divisions) {
        const auto c = counts.find(d.id);
        needed.push_back(c == counts.end() ? 1 : (c->second + 1) / 2);
    }
    std::map<int, DivisionTables> out;
    for (const DivisionTables& t : divisionTables(divisions, needed))
        out[t.division] = t;
    return out;
}

QJsonObject divisionJson(const store::TournamentFile& file, const Division& d,
                         const std::map<int, DivisionTables>& tables) {
    const std::map<int, int> counts = file.divisions().playerCounts();
    const auto players = counts.find(d.id);
    const DivisionTables& t = tables.at(d.id);
    return QJsonObject{
        {QStringLiteral("id"), d.id},
        {QStringLiteral("name"), nameOf(d)},
        {QStringLiteral("name_native"), QString::fromStdString(d.nameNative)},
        {QStringLiteral("name_latin"), QString::fromStdString(d.nameLatin)},
        {QStringLiteral("system"), QString::fromLatin1(stageFormatId(d.system).data())},
        {QStringLiteral("rounds"), d.rounds},
        {QStringLiteral("tables"), QJsonArray{t.first, t.last}},
        {QStringLiteral("tables_given"), d.tableFirst.has_value()},
        {QStringLiteral("players"), players == counts.end() ? 0 : players->second}};
}

void printDivision(QTextStream& out, const store::TournamentFile& file, const Division& d,
                   const std::map<int, DivisionTables>& tables) {
    const std::map<int, int> counts = file.divisions().playerCounts();
    const auto players = counts.find(d.id);
    const DivisionTables& t = tables.at(d.id);
    out << Cli::tr("%1. %2: %3, %n round(s)", "", d.rounds)
               .arg(d.id)
               .arg(nameOf(d), stageFormatName(d.system))
        << Cli::tr(", %n player(s)", "", players == counts.end() ? 0 : players->second)
        << Cli::tr(", tables %1-%2").arg(t.first).arg(t.last)
        << (d.tableFirst ? QString() : Cli::tr(" (numbered after the divisions before)")) << '\n';
}

const QSet<QString> kDivisionOptions = {QStringLiteral("name"),   QStringLiteral("name-latin"),
                                        QStringLiteral("system"), QStringLiteral("rounds"),
                                        QStringLiteral("tables"), QStringLiteral("rename")};

// The options that describe a division, over `d`.
Division divisionFromOptions(Division d, const Args& a, bool renaming) {
    const QString nameKey = renaming ? QStringLiteral("rename") : QStringLiteral("name");
    if (a.has(nameKey))
        d.nameNative = a.value(nameKey).trimmed().toStdString();
    if (a.has(QStringLiteral("name-latin")))
        d.nameLatin = a.value(QStringLiteral("name-latin")).trimmed().toStdString();
    if (a.has(QStringLiteral("system"))) {
        const auto system = tryParseStageFormat(a.value(QStringLiteral("system")).toStdString());
        if (!system)
            throw UsageError{Cli::tr("--system: mcmahon, swiss, round-robin, double-round-robin, "
                                     "groups or knockout")};
        d.system = *system;
    }
    d.rounds = numberOption(a, QStringLiteral("rounds"), d.rounds, 1, 99);
    if (a.has(QStringLiteral("tables"))) {
        const QString tables = a.value(QStringLiteral("tables")).trimmed();
        static const QRegularExpression range(QStringLiteral("^(\\d{1,4})\\s*-\\s*(\\d{1,4})$"));
        const QRegularExpressionMatch m = range.match(tables);
        if (tables == QLatin1String("auto")) {
            d.tableFirst.reset();
            d.tableLast.reset();
        } else if (m.hasMatch()) {
            d.tableFirst = m.captured(1).toInt();
            d.tableLast = m.captured(2).toInt();
        } else {
            throw UsageError{Cli::tr("--tables: a range of tables such as 41-75, or auto")};
        }
    }
    return d;
}

} // namespace

int divisionOption(const store::TournamentFile& file, const QString& name) {
    const std::vector<Division> divisions = file.divisions().all();
    if (const Division* d = findDivision(divisions, name.trimmed().toStdString()))
        return d->id;
    QStringList names;
    for (const Division& d : divisions)
        names << nameOf(d);
    throw InvalidInput{Cli::tr("the event has no division \"%1\" (its divisions: %2)")
                           .arg(name, names.join(QStringLiteral(", ")))};
}

int cmdDivision(const QStringList& given, QTextStream& out) {
    if (given.isEmpty())
        throw UsageError{Cli::tr("division: expected list, add, edit, remove or auto")};
    const QString sub = given.front();
    const QStringList rest = given.mid(1);
    const QString fileWhat = Cli::tr("the tournament file");
    if (sub == QLatin1String("list")) {
        const Args a(rest, {}, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, fileWhat));
        const std::vector<Division> divisions = file->divisions().all();
        const auto tables = tablesNow(*file, divisions);
        if (a.flag(QStringLiteral("json"))) {
            QJsonArray list;
            for (const Division& d : divisions)
                list.append(divisionJson(*file, d, tables));
            printJson(out, list);
            return kOk;
        }
        for (const Division& d : divisions)
            printDivision(out, *file, d, tables);
        return kOk;
    }
    const auto report = [&](const store::TournamentFile& file, const DivisionsChange& change,
                            bool json, const QString& said) {
        throwIfRefused(change.refusal);
        const auto tables = tablesNow(file, change.after);
        for (const Division& d : change.after)
            if (d.id == change.division || (change.division == 0 && &d == &change.after.back())) {
                if (json)
                    printJson(out, divisionJson(file, d, tables));
                else
                    out << said.arg(nameOf(d)) << '\n';
            }
        return kOk;
    };
    if (sub == QLatin1String("add")) {
        const Args a(rest, kDivisionOptions - QSet<QString>{QStringLiteral("rename")},
                     {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, fileWhat));
        if (!a.has(QStringLiteral("name")) && !a.has(QStringLiteral("name-latin")))
            throw UsageError{Cli::tr("--name NAME: the division's name")};
        Division d;
        const TournamentSettings settings = file->settings().get();
        d.rounds = settings.rounds;
        d.system =
            settings.system == PairingSystem::Swiss ? StageFormat::Swiss : StageFormat::McMahon;
        d = divisionFromOptions(d, a, false);
        return report(*file, addDivision(*file, d), a.flag(QStringLiteral("json")),
                      Cli::tr("Added the division %1"));
    }
    if (sub == QLatin1String("edit")) {
        const Args a(rest, kDivisionOptions, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, fileWhat));
        if (!a.has(QStringLiteral("name")))
            throw UsageError{Cli::tr("--name NAME: the division to change (--rename gives it a "
                                     "new name)")};
        const int id = divisionOption(*file, a.value(QStringLiteral("name")));
        Division d;
        for (const Division& each : file->divisions().all())
            if (each.id == id)
                d = each;
        d = divisionFromOptions(d, a, true);
        return report(*file, editDivision(*file, id, d), a.flag(QStringLiteral("json")),
                      Cli::tr("Changed the division %1"));
    }
    if (sub == QLatin1String("remove")) {
        const Args a(rest, {QStringLiteral("name")}, {});
        auto file = store::TournamentFile::open(a.positionalAt(0, fileWhat));
        if (!a.has(QStringLiteral("name")))
            throw UsageError{Cli::tr("--name NAME: the division to remove")};
        const int id = divisionOption(*file, a.value(QStringLiteral("name")));
        const DivisionsChange removed = removeDivision(*file, id);
        throwIfRefused(removed.refusal);
        for (const Division& d : removed.before)
            if (d.id == id)
                out << Cli::tr("Removed the division %1").arg(nameOf(d)) << '\n';
        return kOk;
    }
    if (sub == QLatin1String("auto")) {
        const Args a(rest, {QStringLiteral("by"), QStringLiteral("band"), QStringLiteral("min")},
                     {QStringLiteral("apply"), QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, fileWhat));
        const auto by = tryParseDivideBy(a.value(QStringLiteral("by")).toStdString());
        if (!by)
            throw UsageError{Cli::tr("--by grade|age|category: what the divisions are made by")};
        const int band = numberOption(a, QStringLiteral("band"), 1, 1, 40);
        const int minimum = numberOption(a, QStringLiteral("min"), 1, 1, 10000);
        const std::vector<ProposedDivision> proposal =
            proposeDivisions(file->players().all(), *by, band, minimum);
        const bool apply = a.flag(QStringLiteral("apply"));
        if (apply)
            throwIfRefused(applyDivisionProposal(*file, proposal).refusal);
        if (a.flag(QStringLiteral("json"))) {
            QJsonArray list;
            for (const ProposedDivision& d : proposal) {
                QJsonArray ids;
                for (PlayerId id : d.players)
                    ids.append(static_cast<qint64>(id.value()));
                list.append(
                    QJsonObject{{QStringLiteral("name"), QString::fromStdString(d.nameNative)},
                                {QStringLiteral("name_latin"), QString::fromStdString(d.nameLatin)},
                                {QStringLiteral("players"), static_cast<int>(d.players.size())},
                                {QStringLiteral("ids"), ids}});
            }
            printJson(out, QJsonObject{{QStringLiteral("divisions"), list},
                                       {QStringLiteral("applied"), apply}});
            return kOk;
        }
        for (const ProposedDivision& d : proposal)
            out << Cli::tr("%1 (%2): %n player(s)", "", static_cast<int>(d.players.size()))
                       .arg(QString::fromStdString(d.nameNative),
                            QString::fromStdString(d.nameLatin))
                << '\n';
        out << (apply ? Cli::tr("Applied: the event has %n division(s).", "",
                                static_cast<int>(proposal.size()))
                      : Cli::tr("A proposal: --apply makes these divisions."))
            << '\n';
        return kOk;
    }
    throw UsageError{
        Cli::tr("division: expected list, add, edit, remove or auto, not '%1'").arg(sub)};
}

} // namespace tengen::cli
