// tengen-cli new, demo, copy, backup and server: a tournament made from the options (its first
// stage and team rules included), the demo, a copy between a file and a server, a backup, and
// the desks' roles on a server.
#include "tournament_commands.h"

#include "cli.h"
#include "cli_args.h"
#include "stage_commands.h"
#include "store/problem_text.h"
#include "team_commands.h"

#include "actions/demo_tournament.h"
#include "actions/stages.h"
#include "actions/tournament.h"
#include "common/player_json.h"
#include "common/translations.h"
#include "store/tournament_file.h"

#include <QSet>
#include <algorithm>
#include <memory>
#include <optional>

namespace tengen::cli {

namespace {

// A tournament's place as printed: a server's URL without its password.
QString shownLocation(const QString& location) {
    return store::isServerUrl(location) ? store::parseServerUrl(location).display() : location;
}

QString roleWord(store::DeskRole role) {
    switch (role) {
    case store::DeskRole::Director:
        return Cli::tr("director");
    case store::DeskRole::Registration:
        return Cli::tr("registration");
    case store::DeskRole::Results:
        return Cli::tr("results");
    case store::DeskRole::Referee:
        return Cli::tr("referee");
    case store::DeskRole::Viewer:
        break;
    }
    return Cli::tr("viewer");
}

} // namespace

int cmdNew(const QStringList& rest, QTextStream& out) {
    Args a(rest,
           QSet<QString>{
               QStringLiteral("name"), QStringLiteral("name-latin"), QStringLiteral("system"),
               QStringLiteral("rounds"), QStringLiteral("place"), QStringLiteral("first-day"),
               QStringLiteral("last-day"), QStringLiteral("rules"), QStringLiteral("komi"),
               QStringLiteral("board-size"), QStringLiteral("time"), QStringLiteral("board-count"),
               QStringLiteral("lineup")} +
               kTeamRuleOptions + kStageOptions,
           QSet<QString>{QStringLiteral("json"), QStringLiteral("teams")} + kStageFlags);
    const QString path = a.positionalAt(0, Cli::tr("the tournament file"));
    if (!a.has(QStringLiteral("name")))
        throw UsageError{Cli::tr("--name is required")};
    TournamentSettings s;
    s.nameNative = a.value(QStringLiteral("name")).toStdString();
    s.nameLatin = a.value(QStringLiteral("name-latin")).toStdString();
    s.place = a.value(QStringLiteral("place")).toStdString();
    const QString systemName = a.value(QStringLiteral("system"), QStringLiteral("mcmahon"));
    const std::optional<Stage> firstStage = firstStageFromOptions(systemName, a);
    auto system = firstStage ? std::optional(PairingSystem::Swiss)
                             : tryParsePairingSystem(systemName.toStdString());
    if (!system)
        throw UsageError{Cli::tr("--system: expected mcmahon, swiss, round-robin, "
                                 "double-round-robin, groups or knockout")};
    s.system = *system;
    if (firstStage && a.has(QStringLiteral("rounds")))
        throw UsageError{Cli::tr("--rounds: a round robin's, groups' or knockout's rounds follow "
                                 "from its players")};
    bool ok = true;
    s.rounds = a.value(QStringLiteral("rounds"), QStringLiteral("5")).toInt(&ok);
    if (!ok)
        throw UsageError{Cli::tr("--rounds: expected a number")};
    const auto today = boost::gregorian::day_clock::local_day();
    s.firstDay = s.lastDay = today;
    if (a.has(QStringLiteral("first-day"))) {
        auto d = tryParseDate(a.value(QStringLiteral("first-day")).toStdString());
        if (!d)
            throw InvalidInput{Cli::tr("--first-day: expected yyyy-mm-dd")};
        s.firstDay = s.lastDay = *d;
    }
    if (a.has(QStringLiteral("last-day"))) {
        auto d = tryParseDate(a.value(QStringLiteral("last-day")).toStdString());
        if (!d)
            throw InvalidInput{Cli::tr("--last-day: expected yyyy-mm-dd")};
        s.lastDay = *d;
    }
    s.rules = a.value(QStringLiteral("rules"), QStringLiteral("chinese")).toStdString();
    if (a.has(QStringLiteral("komi"))) {
        auto k = tryParseKomi(a.value(QStringLiteral("komi")).toStdString());
        if (!k)
            throw InvalidInput{Cli::tr("--komi: expected points such as 7.5 or 子 such as 3¾子")};
        s.komi = *k;
    }
    s.boardSize = a.value(QStringLiteral("board-size"), QStringLiteral("19")).toInt(&ok);
    if (!ok)
        throw UsageError{Cli::tr("--board-size: expected a number")};
    if (a.has(QStringLiteral("time"))) { // the clock's spec: the event's control is the clocks'
        const TimeControlParse time =
            tryParseTimeControl(a.value(QStringLiteral("time")).toStdString());
        if (!time.control)
            throw InvalidInput{Cli::tr("--time: %1").arg(toText(time.problem))};
        s.time = *time.control;
    }
    // A team event: its boards (4 unless given) and how its line-ups may change.
    if (a.flag(QStringLiteral("teams")) || a.has(QStringLiteral("board-count"))) {
        s.boards = a.value(QStringLiteral("board-count"), QStringLiteral("4")).toInt(&ok);
        if (!ok || s.boards < kMinBoards || s.boards > kMaxBoards)
            throw UsageError{Cli::tr("--board-count: 2 to 10 boards")};
        const auto rule = tryParseLineupRule(
            a.value(QStringLiteral("lineup"), QStringLiteral("fixed")).toStdString());
        if (!rule)
            throw UsageError{Cli::tr("--lineup: expected fixed or free")};
        s.lineup = *rule;
        s.team = withTeamRuleOptions(s.team, a);
    } else if (a.has(QStringLiteral("lineup")) ||
               std::any_of(kTeamRuleOptions.begin(), kTeamRuleOptions.end(),
                           [&](const QString& o) { return a.has(o); })) {
        throw UsageError{Cli::tr("--lineup and the team rules are for a team event (--teams)")};
    }
    if (firstStage && s.teamEvent())
        throw UsageError{Cli::tr("a team event's round robin is its team pairing "
                                 "(--team-pairing round-robin)")};
    CreatedTournament created = createTournament(path, s);
    throwIfRefused(created.refusal);
    const std::unique_ptr<store::TournamentFile> file = std::move(created.file);
    if (firstStage) {
        makeStagedEvent(*file, *firstStage);
        if (!a.flag(QStringLiteral("json"))) {
            out << Cli::tr("Created %1: %2; its rounds follow from its players when they are "
                           "placed (stage place, or pair round 1)")
                       .arg(path, stageFormatName(eventStages(*file).front().format))
                << '\n';
            return kOk;
        }
    }
    if (a.flag(QStringLiteral("json")))
        printJson(out, toJson(file->settings().get()));
    else
        out << Cli::tr("Created %1: %2, %n round(s), komi %3 (%4)", "", s.rounds)
                   .arg(path, QString::fromStdString(s.nameNative),
                        QString::fromStdString(s.komi.points()),
                        QString::fromStdString(s.komi.zi()))
            << '\n';
    return kOk;
}

int cmdDemo(const QStringList& rest, QTextStream& out) {
    Args a(rest, {}, {});
    const QString path = a.positionalAt(0, Cli::tr("the tournament file"));
    const CreatedTournament created = createDemoTournament(path);
    throwIfRefused(created.refusal);
    out << Cli::tr("Created the demo tournament %1 with %2 players\n")
               .arg(path)
               .arg(created.players);
    return kOk;
}

// copy SOURCE DESTINATION: a file to a server, a server to a file, or either to its own kind.
int cmdCopy(const QStringList& rest, QTextStream& out) {
    Args a(rest, {}, {});
    const QString source = a.positionalAt(0, Cli::tr("the tournament to copy"));
    const QString destination = a.positionalAt(1, Cli::tr("where to copy it"));
    store::TournamentFile::copy(source, destination);
    out << Cli::tr("Copied %1 to %2\n").arg(shownLocation(source), shownLocation(destination));
    return kOk;
}

// backup T DEST [--replace]: the tournament as it stands now, into one file that needs nothing
// beside it (consistent while other programs write).
int cmdBackup(const QStringList& rest, QTextStream& out) {
    Args a(rest, {}, {QStringLiteral("replace")});
    const QString source = a.positionalAt(0, Cli::tr("the tournament to back up"));
    const QString destination = a.positionalAt(1, Cli::tr("the file to write the copy to"));
    const auto file = store::TournamentFile::open(source, store::TournamentFile::Access::ReadOnly);
    if (const Refusal r = saveTournamentCopy(*file, destination, a.flag(QStringLiteral("replace"))))
        throw InvalidInput{toText(r)};
    out << Cli::tr("Saved a copy of %1 to %2\n").arg(shownLocation(source), destination);
    return kOk;
}

// server init URL --director USER [--name NAME] | server grant URL --user U --role R |
// server roles URL
int cmdServer(const QStringList& rest, QTextStream& out) {
    if (rest.isEmpty())
        throw UsageError{Cli::tr("server needs init, grant or roles")};
    const QString verb = rest.front();
    Args a(rest.mid(1),
           {QStringLiteral("director"), QStringLiteral("name"), QStringLiteral("user"),
            QStringLiteral("role"), QStringLiteral("password")},
           {QStringLiteral("password-stdin")});
    const QString url = a.positionalAt(0, Cli::tr("the server's address"));
    if (!store::isServerUrl(url))
        throw UsageError{Cli::tr("%1: a postgresql://USER@HOST/DATABASE address").arg(url)};
    if (verb == QLatin1String("init")) {
        const QString director = a.value(QStringLiteral("director"));
        if (director.isEmpty())
            throw UsageError{Cli::tr("server init needs --director USER")};
        std::unique_ptr<store::TournamentFile> file;
        try {
            file = store::TournamentFile::open(url);
        } catch (const store::StoreError& e) {
            if (e.kind() != store::StoreError::Kind::NotFound)
                throw;
            TournamentSettings s;
            s.nameNative = a.value(QStringLiteral("name"), store::parseServerUrl(url).tournament)
                               .toStdString();
            file = store::TournamentFile::create(url, s);
        }
        file->initServerRoles(director);
        out << Cli::tr("The desks' roles are set up on %1; %2 is its director\n")
                   .arg(shownLocation(url), director);
        return kOk;
    }
    if (verb == QLatin1String("grant")) {
        const auto role = store::parseDeskRole(a.value(QStringLiteral("role")));
        if (!role)
            throw UsageError{
                Cli::tr("--role must be director, registration, results, referee or viewer")};
        const QString user = a.value(QStringLiteral("user"));
        if (user.isEmpty())
            throw UsageError{Cli::tr("server grant needs --user USER")};
        // The password on the command line is for every `ps` to read: --password-stdin takes
        // it from the first line of the input instead (#44).
        QString password = a.value(QStringLiteral("password"));
        if (a.flag(QStringLiteral("password-stdin"))) {
            QTextStream in(stdin);
            password = in.readLine();
            if (password.isEmpty())
                throw UsageError{Cli::tr("--password-stdin: no password on the first line")};
        }
        store::TournamentFile::open(url)->grantDeskRole(user, *role, password);
        out << Cli::tr("%1 is a %2 desk on %3\n").arg(user, roleWord(*role), shownLocation(url));
        return kOk;
    }
    if (verb == QLatin1String("roles")) {
        QStringList words;
        for (const store::DeskRole r : store::TournamentFile::open(url)->deskRoles())
            words << roleWord(r);
        out << (words.isEmpty() ? Cli::tr("none (this user may not read the tournament)")
                                : words.join(QStringLiteral(", ")))
            << '\n';
        return kOk;
    }
    throw UsageError{Cli::tr("server needs init, grant or roles")};
}

} // namespace tengen::cli
