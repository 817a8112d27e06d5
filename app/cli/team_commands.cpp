#include "team_commands.h"

#include "actions/players.h"
#include "actions/teams.h"
#include "cli.h"
#include "cli_args.h"
#include "store/tournament_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tengen::cli {

namespace {

const QSet<QString> kTeamOptions = {QStringLiteral("name"),    QStringLiteral("name-latin"),
                                    QStringLiteral("club"),    QStringLiteral("country"),
                                    QStringLiteral("captain"), QStringLiteral("members")};

PlayerId playerIdOf(const QString& text, const QString& option) {
    bool ok = false;
    const PlayerId id{text.trimmed().toLongLong(&ok)};
    if (!ok || id <= 0)
        throw UsageError{Cli::tr("%1: '%2' is not a player id").arg(option, text)};
    return id;
}

TeamId teamIdOf(const QString& text) {
    bool ok = false;
    const TeamId id{text.toLongLong(&ok)};
    if (!ok || id.value() <= 0)
        throw UsageError{Cli::tr("'%1' is not a team id").arg(text)};
    return id;
}

// The options given, over `team` (edit keeps what is not given).
Team withOptions(Team team, const Args& a) {
    if (a.has(QStringLiteral("name")))
        team.nameNative = a.value(QStringLiteral("name")).trimmed().toStdString();
    if (a.has(QStringLiteral("name-latin")))
        team.nameLatin = a.value(QStringLiteral("name-latin")).trimmed().toStdString();
    if (a.has(QStringLiteral("club")))
        team.club = a.value(QStringLiteral("club")).trimmed().toStdString();
    if (a.has(QStringLiteral("country")))
        team.country = a.value(QStringLiteral("country")).trimmed().toUpper().toStdString();
    if (a.has(QStringLiteral("captain"))) {
        const QString captain = a.value(QStringLiteral("captain"));
        team.captain = captain.isEmpty()
                           ? std::nullopt
                           : std::optional(playerIdOf(captain, QStringLiteral("--captain")));
    }
    if (a.has(QStringLiteral("members"))) {
        team.members.clear();
        for (const QString& m :
             a.value(QStringLiteral("members")).split(QLatin1Char(','), Qt::SkipEmptyParts))
            team.members.push_back(playerIdOf(m, QStringLiteral("--members")));
    }
    return team;
}

// The JSON contract (issue #32): ids are numbers, members in board order.
QJsonObject toJson(const Team& t) {
    QJsonArray members;
    for (PlayerId p : t.members)
        members.append(static_cast<qint64>(p.value()));
    QJsonObject o{{QStringLiteral("id"), static_cast<qint64>(t.id.value())},
                  {QStringLiteral("name"), QString::fromStdString(t.displayName())},
                  {QStringLiteral("name_native"), QString::fromStdString(t.nameNative)},
                  {QStringLiteral("name_latin"), QString::fromStdString(t.nameLatin)},
                  {QStringLiteral("club"), QString::fromStdString(t.club)},
                  {QStringLiteral("country"), QString::fromStdString(t.country)},
                  {QStringLiteral("members"), members}};
    o.insert(QStringLiteral("captain"),
             t.captain ? QJsonValue(static_cast<qint64>(t.captain->value())) : QJsonValue());
    return o;
}

void printTeam(QTextStream& out, const store::TournamentFile& file, const Team& t, int boards) {
    out << QStringLiteral("%1  %2")
               .arg(t.id.value(), 4)
               .arg(QString::fromStdString(t.displayName()));
    if (!t.club.empty())
        out << QStringLiteral("  ") << QString::fromStdString(t.club);
    out << '\n';
    for (std::size_t i = 0; i < t.members.size(); ++i) {
        const auto p = file.players().find(t.members[i]);
        const QString name =
            p ? QString::fromStdString(p->displayName()) : QString::number(t.members[i].value());
        out << "      "
            << (static_cast<int>(i) < boards ? Cli::tr("board %1").arg(i + 1) : Cli::tr("reserve"))
            << QStringLiteral("  %1").arg(name)
            << (t.captain == t.members[i] ? Cli::tr("  (captain)") : QString()) << '\n';
    }
}

void printJsonValue(QTextStream& out, const QJsonValue& v) {
    out << (v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject()))
               .toJson(QJsonDocument::Indented);
}

// A team as written: its JSON, or its lines.
void printStored(QTextStream& out, const store::TournamentFile& file, const Team& team, bool json) {
    if (json)
        printJsonValue(out, toJson(team));
    else
        printTeam(out, file, team, file.settings().get().boards);
}

// The team the command names (its second argument); an unknown id is invalid input.
Team teamOrThrow(const store::TournamentFile& file, const Args& a) {
    Refusal refusal;
    const auto team = findTeam(file, teamIdOf(a.positionalAt(1, Cli::tr("the team id"))), &refusal);
    throwIfRefused(refusal);
    return *team;
}

} // namespace

int cmdTeam(const QStringList& args, QTextStream& out) {
    if (args.isEmpty())
        throw UsageError{Cli::tr("team needs add, edit, list or remove")};
    const QString verb = args.front();
    const QStringList rest = args.mid(1);
    if (verb == QLatin1String("list")) {
        Args a(rest, {}, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const int boards = file->settings().get().boards;
        QJsonArray all;
        for (const Team& t : file->teams().all()) {
            if (a.flag(QStringLiteral("json")))
                all.append(toJson(t));
            else
                printTeam(out, *file, t, boards);
        }
        if (a.flag(QStringLiteral("json")))
            printJsonValue(out, all);
        return kOk;
    }
    if (verb == QLatin1String("add")) {
        Args a(rest, kTeamOptions, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const TeamOutcome done = addTeam(*file, withOptions(Team{}, a));
        throwIfRefused(done.refusal);
        printStored(out, *file, done.stored, a.flag(QStringLiteral("json")));
        return kOk;
    }
    if (verb == QLatin1String("edit")) {
        Args a(rest, kTeamOptions, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const Team seen = teamOrThrow(*file, a);
        const TeamOutcome done = editTeam(*file, seen, withOptions(seen, a));
        throwIfRefused(done.refusal);
        printStored(out, *file, done.stored, a.flag(QStringLiteral("json")));
        return kOk;
    }
    if (verb == QLatin1String("remove")) {
        Args a(rest, {}, {});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const Team seen = teamOrThrow(*file, a);
        throwIfRefused(removeTeam(*file, seen));
        out << Cli::tr("Removed team %1 %2")
                   .arg(seen.id.value())
                   .arg(QString::fromStdString(seen.displayName()))
            << '\n';
        return kOk;
    }
    throw UsageError{Cli::tr("unknown team command '%1'").arg(verb)};
}

} // namespace tengen::cli
