#include "division_commands.h"

#include "actions/awards.h"
#include "actions/divisions.h"
#include "actions/stages.h"
#include "cli.h"
#include "documents/certificates.h"
#include "reports/table_document.h"
#include "store/award_table_json.h"

#include <QFile>
#include <QRegularExpression>
#include <algorithm>
#include <map>

namespace tengen::cli {

namespace {

QString nameOf(const Division& d) {
    return QString::fromStdString(d.name());
}

QJsonObject divisionJson(const DivisionNow& now) {
    const Division& d = now.division;
    return QJsonObject{
        {QStringLiteral("id"), d.id},
        {QStringLiteral("name"), nameOf(d)},
        {QStringLiteral("name_native"), QString::fromStdString(d.nameNative)},
        {QStringLiteral("name_latin"), QString::fromStdString(d.nameLatin)},
        {QStringLiteral("system"), QString::fromLatin1(stageFormatId(d.system).data())},
        {QStringLiteral("rounds"), d.rounds},
        {QStringLiteral("tables"), QJsonArray{now.tables.first, now.tables.last}},
        {QStringLiteral("tables_given"), d.tableFirst.has_value()},
        {QStringLiteral("players"), now.players},
        {QStringLiteral("certifies"),
         d.certifies
             ? QJsonValue(QJsonArray{
                   QString::fromStdString(Rank::amateur(d.certifies->weakest).toString()),
                   QString::fromStdString(Rank::amateur(d.certifies->strongest).toString())})
             : QJsonValue()},
        {QStringLiteral("award_table"),
         d.awards ? QJsonValue(QString::fromStdString(d.awards->name)) : QJsonValue()}};
}

void printDivision(QTextStream& out, const DivisionNow& now) {
    const Division& d = now.division;
    out << Cli::tr("%1. %2: %3, %n round(s)", "", d.rounds)
               .arg(d.id)
               .arg(nameOf(d), stageFormatName(d.system))
        << Cli::tr(", %n player(s)", "", now.players)
        << Cli::tr(", tables %1-%2").arg(now.tables.first).arg(now.tables.last)
        << (d.tableFirst ? QString() : Cli::tr(" (numbered after the divisions before)")) << '\n';
}

const QSet<QString> kDivisionOptions = {QStringLiteral("name"),   QStringLiteral("name-latin"),
                                        QStringLiteral("system"), QStringLiteral("rounds"),
                                        QStringLiteral("tables"), QStringLiteral("rename"),
                                        QStringLiteral("grades"), QStringLiteral("award-table")};

// --grades 6k-4k (or one grade) as a band on the amateur scale.
GradeBand gradesOption(const QString& text) {
    const QStringList parts = text.split(QLatin1Char('-'));
    std::vector<int> values;
    for (const QString& part : parts) {
        const RankParse r = tryParseRank(part.trimmed().toStdString());
        if (!r.rank || parts.size() > 2)
            throw UsageError{Cli::tr("--grades: a grade or a range of grades such as 6k-4k")};
        values.push_back(r.rank->amateurScale());
    }
    return {*std::min_element(values.begin(), values.end()),
            *std::max_element(values.begin(), values.end())};
}

// --award-table NAME (a preset) or FILE (the director's own table, JSON).
AwardTable awardTableOption(const QString& text) {
    if (const std::optional<AwardTable> preset = awardPreset(text.toStdString()))
        return *preset;
    QFile f(text);
    if (!f.open(QIODevice::ReadOnly))
        throw InvalidInput{Cli::tr("--award-table: %1 is neither a preset (%2) nor a file that "
                                   "can be read")
                               .arg(text, QStringLiteral("hanguk-kiwon-kyu, nihon-kiin"))};
    // A table is a few hundred bytes: a file beyond 64 KiB (or a device that never ends) is not
    // read whole.
    constexpr qint64 kMostBytes = 64 * 1024;
    const QByteArray bytes = f.read(kMostBytes + 1);
    if (bytes.size() > kMostBytes)
        throw InvalidInput{Cli::tr("%1: more than 64 KiB, not an award table").arg(text)};
    const store::AwardTableRead read = store::readAwardTableJson(bytes);
    if (!read.table)
        throw InvalidInput{Cli::tr("%1: %2").arg(text, toText(read.problem))};
    return *read.table;
}

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
    if (a.flag(QStringLiteral("no-certify"))) {
        d.certifies.reset();
        d.awards.reset();
    }
    if (a.flag(QStringLiteral("certify"))) {
        if (a.has(QStringLiteral("grades")))
            d.certifies = gradesOption(a.value(QStringLiteral("grades")));
        if (a.has(QStringLiteral("award-table")))
            d.awards = awardTableOption(a.value(QStringLiteral("award-table")));
        if (!d.awards)
            throw UsageError{Cli::tr("--certify needs --award-table hanguk-kiwon-kyu, nihon-kiin "
                                     "or the director's table (a JSON file)")};
    }
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
    int id = 0;
    throwIfRefused(divisionNamed(file, name, id));
    return id;
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
        const std::vector<DivisionNow> divisions = divisionsNow(*file);
        if (a.flag(QStringLiteral("json"))) {
            QJsonArray list;
            for (const DivisionNow& d : divisions)
                list.append(divisionJson(d));
            printJson(out, list);
            return kOk;
        }
        for (const DivisionNow& d : divisions)
            printDivision(out, d);
        return kOk;
    }
    const auto report = [&](const store::TournamentFile& file, const DivisionsChange& change,
                            bool json, const QString& said) {
        throwIfRefused(change.refusal);
        for (const DivisionNow& d : divisionsNow(file))
            if (d.division.id == change.division) {
                if (json)
                    printJson(out, divisionJson(d));
                else
                    out << said.arg(nameOf(d.division)) << '\n';
            }
        return kOk;
    };
    if (sub == QLatin1String("add")) {
        const Args a(rest,
                     kDivisionOptions - QSet<QString>{QStringLiteral("rename"),
                                                      QStringLiteral("grades"),
                                                      QStringLiteral("award-table")},
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
        const Args a(
            rest, kDivisionOptions,
            {QStringLiteral("json"), QStringLiteral("certify"), QStringLiteral("no-certify")});
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
        const Args a(rest,
                     {QStringLiteral("by"), QStringLiteral("band"), QStringLiteral("min"),
                      QStringLiteral("award-table")},
                     {QStringLiteral("apply"), QStringLiteral("json"), QStringLiteral("certify")});
        auto file = store::TournamentFile::open(a.positionalAt(0, fileWhat));
        const auto by = tryParseDivideBy(a.value(QStringLiteral("by")).toStdString());
        if (!by)
            throw UsageError{Cli::tr("--by grade|age|category: what the divisions are made by")};
        const int band = numberOption(a, QStringLiteral("band"), 1, 1, 40);
        const int minimum = numberOption(a, QStringLiteral("min"), 1, 1, 10000);
        const std::vector<ProposedDivision> proposal =
            proposeDivisions(file->players().all(), *by, band, minimum);
        const bool apply = a.flag(QStringLiteral("apply"));
        // --certify: each group a certification group of its players' grades (#47).
        std::optional<AwardTable> certify;
        if (a.flag(QStringLiteral("certify"))) {
            if (!a.has(QStringLiteral("award-table")))
                throw UsageError{Cli::tr("--certify needs --award-table hanguk-kiwon-kyu, "
                                         "nihon-kiin or FILE.json")};
            certify = awardTableOption(a.value(QStringLiteral("award-table")));
        }
        if (apply)
            throwIfRefused(applyDivisionProposal(*file, proposal, certify).refusal);
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

namespace {

QString gradeText(const std::optional<Rank>& r) {
    return r ? QString::fromStdString(r->toString()) : QString();
}

} // namespace

int cmdAwards(const QStringList& given, QTextStream& out) {
    const Args a(withOutputOption(given),
                 {QStringLiteral("division"), QStringLiteral("format"), QStringLiteral("o"),
                  QStringLiteral("next-event"), QStringLiteral("name")},
                 {});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    if (a.has(QStringLiteral("next-event"))) {
        // The next event: this one's players with the grades awarded here as their ranks.
        if (!a.has(QStringLiteral("name")))
            throw UsageError{Cli::tr("--next-event needs --name NAME (the new event's)")};
        TournamentSettings settings;
        {
            const store::WholeEvent event(*file);
            settings = file->settings().get();
        }
        settings.nameNative = a.value(QStringLiteral("name")).toStdString();
        settings.nameLatin.clear();
        const QString path = a.value(QStringLiteral("next-event"));
        store::refuseOverwritingTournamentFile(path);
        const NextEvent next = newEventFromAwards(*file, path, settings);
        throwIfRefused(next.refusal);
        out << Cli::tr("%1: %n player(s) registered, %2 with the grade awarded here", "",
                       next.players)
                   .arg(path)
                   .arg(next.regraded)
            << '\n';
        return kOk;
    }
    std::optional<int> division;
    if (a.has(QStringLiteral("division")))
        division = divisionOption(*file, a.value(QStringLiteral("division")));
    const QString format = a.value(QStringLiteral("format"), QStringLiteral("text"));
    if (format != QLatin1String("text") && format != QLatin1String("csv") &&
        format != QLatin1String("json") && format != QLatin1String("pdf"))
        throw UsageError{Cli::tr("--format: text, csv, json or pdf")};
    if (format == QLatin1String("pdf")) {
        // The certificates, one page per grade awarded, in the command's language.
        const QString path = a.value(QStringLiteral("o"));
        if (path.isEmpty() || path == QLatin1String("-"))
            throw UsageError{Cli::tr("--format pdf needs -o FILE.pdf")};
        store::refuseOverwritingTournamentFile(path);
        throwIfRefused(writeCertificates(*file, division, commandLanguage(), path));
        out << Cli::tr("Certificates written to %1").arg(path) << '\n';
        return kOk;
    }
    const Awards awards = computeAwards(*file, division);
    throwIfRefused(awards.refusal);
    QString text;
    QTextStream doc(&text);
    if (format == QLatin1String("json")) {
        QJsonArray rows;
        for (const AwardRow& r : awards.rows)
            rows.append(QJsonObject{
                {QStringLiteral("player"), QString::fromStdString(r.player.displayName())},
                {QStringLiteral("id"), static_cast<qint64>(r.player.id.value())},
                {QStringLiteral("division"), nameOf(r.division)},
                {QStringLiteral("claimed"), gradeText(r.claimed)},
                {QStringLiteral("score"), r.wins},
                {QStringLiteral("games"), r.games},
                {QStringLiteral("awarded"),
                 r.awarded ? QJsonValue(gradeText(r.awarded)) : QJsonValue()},
                {QStringLiteral("fee_band"), r.feeBand.empty()
                                                 ? QJsonValue()
                                                 : QJsonValue(QString::fromStdString(r.feeBand))}});
        printJson(doc, rows);
    } else if (format == QLatin1String("csv")) {
        doc << "player,id,division,claimed,score,games,awarded,fee_band\n";
        for (const AwardRow& r : awards.rows)
            doc << reports::csvField(QString::fromStdString(r.player.displayName())) << ','
                << r.player.id.value() << ',' << reports::csvField(nameOf(r.division)) << ','
                << gradeText(r.claimed) << ',' << r.wins << ',' << r.games << ','
                << gradeText(r.awarded) << ','
                << reports::csvField(QString::fromStdString(r.feeBand)) << '\n';
    } else {
        for (const AwardRow& r : awards.rows)
            doc << Cli::tr("%1 (#%2, %3): claimed %4, %5 of %6 won: %7")
                       .arg(QString::fromStdString(r.player.displayName()))
                       .arg(r.player.id.value())
                       .arg(nameOf(r.division), gradeText(r.claimed))
                       .arg(r.wins)
                       .arg(r.games)
                       .arg(r.awarded ? gradeText(r.awarded) : Cli::tr("no grade awarded"))
                << (r.feeBand.empty()
                        ? QString()
                        : Cli::tr(" (fee: %1)").arg(QString::fromStdString(r.feeBand)))
                << '\n';
    }
    doc.flush();
    writeDocument(text.toUtf8(), a.value(QStringLiteral("o")), out);
    return kOk;
}

} // namespace tengen::cli
