#include "players.h"

#include <QDateTime>

#include <functional>

#include "actions/player_files.h"

#include "store/open_files.h"
#include "tournament/romanise.h"

#include "tournament/duplicates.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace tengen {

namespace {

// "李 一: EGD PIN '123' must have 8 digits": the domain's problem with the player it is about.
Refusal invalidPlayer(const Player& p, const Problem& problem) {
    return Refusal::withText(
        Refusal::Kind::Invalid,
        QStringLiteral("%1: %2").arg(QString::fromStdString(p.displayName()), toText(problem)));
}

// Writes each change (only if nobody changed the player since `before`), all in one
// transaction; the outcome holds the changes as wanted and the players as written.
// `check`, when given, runs in the same transaction first and refuses by refuse().
PlayersOutcome writeChanges(store::TournamentFile& file, std::vector<PlayerChange> changes,
                            const std::function<void()>& check = {}) {
    PlayersOutcome out;
    if (changes.empty())
        return out;
    out.refusal = guarded([&] {
        file.writeTransaction([&] {
            if (check)
                check();
            for (const PlayerChange& c : changes)
                out.stored.push_back(file.players().update(c.before, c.after));
        });
    });
    if (!out.refusal.done())
        out.stored.clear();
    if (out.refusal.done())
        out.changes = std::move(changes);
    return out;
}

// A check-in makes the registration final: the player is here and is paired from now on.
Player withRound(const Player& p, const RoundParticipation& r) {
    Player after = withParticipation(p, r);
    if (r.checkedInAt && !p.withdrawn)
        after.status = RegistrationStatus::Final;
    return after;
}

// A player already paired in a round keeps what the pairing gave him: absent while he has a
// game or the bye there, or asking for a bye while he has a game, would contradict the round
// (the standings counted both). The check of `changes`, run in their transaction.
std::function<void()> pairedRoundsAllow(store::TournamentFile& file,
                                        const std::vector<PlayerChange>& changes) {
    return [&file, &changes] {
        for (const PlayerChange& c : changes)
            for (const RoundParticipation& r : c.after.rounds) {
                if (r.state == Participation::Present || c.before.participation(r.round) == r.state)
                    continue;
                for (const Game& g : file.rounds().games(RoundNo{r.round}))
                    if (g.involves(c.after.id))
                        refuse(Refusal::refused(Problem(
                            r.state == Participation::Absent
                                ? QT_TRANSLATE_NOOP("tengen",
                                                    "%1 plays at table %2 of round %3: unpair the "
                                                    "round, or enter the game as lost by forfeit, "
                                                    "rather than marking the player absent")
                                : QT_TRANSLATE_NOOP("tengen",
                                                    "%1 plays at table %2 of round %3: a bye is "
                                                    "asked for before the round is paired"),
                            c.after.displayName(), std::to_string(g.table),
                            std::to_string(r.round))));
                for (const Bye& b : file.rounds().byes(RoundNo{r.round}))
                    if (b.player == c.after.id && r.state == Participation::Absent)
                        refuse(Refusal::refused(Problem(
                            QT_TRANSLATE_NOOP("tengen", "%1 has the bye of round %2: unpair the "
                                                        "round before marking the player absent"),
                            c.after.displayName(), std::to_string(r.round))));
            }
    };
}

} // namespace

RegisterOutcome registerPlayer(store::TournamentFile& file, const Player& player,
                               bool duplicateConfirmed) {
    RegisterOutcome out;
    if (const Problem problem = validate(player); !problem.empty()) {
        out.refusal = invalidPlayer(player, problem);
        return out;
    }
    // The look for duplicates and the registration in one transaction: two desks registering
    // the same person at once cannot both pass it.
    out.refusal = guarded([&] {
        file.writeTransaction([&] {
            if (!duplicateConfirmed) {
                std::vector<Player> all = file.players().everyone();
                all.push_back(player);
                const size_t added = all.size() - 1;
                for (const LikelyDuplicate& d : findLikelyDuplicates(all))
                    if (d.first == added || d.second == added)
                        out.duplicates.push_back(
                            {all[d.first == added ? d.second : d.first], d.reason});
                if (!out.duplicates.empty())
                    return;
            }
            out.stored = player;
            out.stored.id = file.players().add(player, &out.stored);
        });
    });
    if (out.refusal.done() && !out.duplicates.empty()) {
        // The edge names each duplicate with its reason (in the user's language).
        out.refusal.kind = Refusal::Kind::NeedsConfirmation;
        const DuplicateOf& d = out.duplicates.front();
        out.refusal.problem = Problem(
            QT_TRANSLATE_NOOP("tengen", "%1 looks like %2, registered already (no. %3)."),
            player.displayName(), d.registered.displayName(), std::to_string(d.registered.id));
    }
    return out;
}

PlayersOutcome editPlayer(store::TournamentFile& file, const Player& seen, const Player& edited) {
    if (seen == edited)
        return {};
    const Player wanted = withLatinNameAfterEdit(seen, edited);
    if (const Problem problem = validate(wanted); !problem.empty())
        return {invalidPlayer(wanted, problem), {}, {}};
    return writeChanges(file, {{seen, wanted}});
}

PlayersOutcome setWithdrawn(store::TournamentFile& file, const Player& seen, bool withdrawn) {
    if (seen.withdrawn == withdrawn)
        return {};
    Player after = seen;
    after.withdrawn = withdrawn;
    return writeChanges(file, {{seen, after}});
}

RoundParticipation roundState(int round, Participation state, bool checkIn) {
    RoundParticipation r;
    r.round = round;
    r.state = state;
    if (checkIn)
        r.checkedInAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    return r;
}

PlayersOutcome setParticipation(store::TournamentFile& file, const std::vector<Player>& seen,
                                const RoundParticipation& r) {
    if (r.round < 1)
        return {Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "round numbers start at 1"))),
                {},
                {}};
    std::vector<PlayerChange> changes;
    for (const Player& p : seen)
        changes.push_back({p, withRound(p, r)});
    return writeChanges(file, changes, pairedRoundsAllow(file, changes));
}

PlayersOutcome makeFinal(store::TournamentFile& file, const std::vector<Player>& seen) {
    std::vector<PlayerChange> changes;
    for (const Player& p : seen)
        if (p.status != RegistrationStatus::Final && !p.withdrawn) {
            Player after = p;
            after.status = RegistrationStatus::Final;
            changes.push_back({p, after});
        }
    return writeChanges(file, std::move(changes));
}

PlayersOutcome changePlayers(store::TournamentFile& file, const std::vector<PlayerChange>& wanted) {
    for (const PlayerChange& c : wanted)
        if (const Problem problem = validate(c.after); !problem.empty())
            return {invalidPlayer(c.after, problem), {}, {}};
    return writeChanges(file, wanted, pairedRoundsAllow(file, wanted));
}

Refusal deleteRegistration(store::TournamentFile& file, const Player& seen) {
    return guarded([&] { file.players().remove(seen.id, seen); });
}

FoundPlayer findPlayer(const store::TournamentFile& file, PlayerId id) {
    FoundPlayer out;
    std::optional<Player> found;
    out.refusal = guarded([&] { found = file.players().find(id); });
    if (found)
        out.player = *found;
    else if (out.refusal.done())
        out.refusal = Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "no player with id %1"), std::to_string(id)));
    return out;
}

ImportResult importPlayers(store::TournamentFile& file, const ImportRequest& request) {
    ImportResult out;
    formats::ImportParse parse =
        request.parsed ? *request.parsed
                       : parsePlayersFile(request.path, request.format, request.encoding);
    out.errors = std::move(parse.errors);
    out.warnings = std::move(parse.warnings);
    if (!out.errors.empty()) {
        out.refusal = Refusal::invalid(Problem(
            QT_TRANSLATE_NOOP("tengen", "%1: nothing was imported (errors: %2)."),
            QFileInfo(request.path).fileName().toStdString(), std::to_string(out.errors.size())));
        return out;
    }
    // A registration's team column makes teams only in a team event: elsewhere it is left out,
    // and said (an OpenGotha file brings its own settings, a team event's among them).
    if (!parse.batch.teams.empty() && !parse.batch.settings) {
        try {
            if (!file.settings().get().teamEvent()) {
                parse.batch.teams.clear();
                out.warnings.push_back(
                    {QFileInfo(request.path).fileName(), 0, QStringLiteral("team"),
                     Problem(QT_TRANSLATE_NOOP("tengen",
                                               "this is not a team event: the team "
                                               "column is left out (make the event a "
                                               "team event first to import its teams)"))});
            }
        } catch (const store::StoreError& e) {
            out.refusal = Refusal::fromStore(e);
            return out;
        }
    }
    out.refusal = guarded([&] { out.outcome = file.players().import(parse.batch); });
    return out;
}

formats::ImportFormat guessImportFormat(const QString& path) {
    // What the file begins with first (never a tournament file open here: reading it would
    // release SQLite's locks), then its name.
    QByteArray head;
    if (!store::isOpenTournamentFile(path) && QFileInfo(path).isFile()) { // never a pipe
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            head = f.read(4096);
    }
    const QByteArray start = head.trimmed().left(64).toLower();
    if (start.startsWith("<?xml") || head.contains("<Tournament"))
        return formats::ImportFormat::OpenGotha;
    if (start.startsWith("#echelle"))
        return formats::ImportFormat::Ffg;
    if (head.contains("European Go Database"))
        return formats::ImportFormat::Egd;
    const QByteArray firstLine = head.left(head.indexOf('\n'));
    if (firstLine.count('\t') == 8 && firstLine.left(firstLine.indexOf('\t')).contains(','))
        return formats::ImportFormat::Aga;
    const QString name = QFileInfo(path).fileName().toLower();
    if (name.endsWith(QLatin1String(".xml")))
        return formats::ImportFormat::OpenGotha;
    if (name.contains(QLatin1String("tdlist")))
        return formats::ImportFormat::Aga;
    if (name.contains(QLatin1String("ech")))
        return formats::ImportFormat::Ffg;
    if (name.contains(QLatin1String("allworld")))
        return formats::ImportFormat::Egd;
    return formats::ImportFormat::Csv;
}

QString importedRoundsText(const store::ImportOutcome& outcome) {
    if (outcome.games == 0 && outcome.byes == 0)
        return {};
    return QCoreApplication::translate("tengen", "The file's rounds came with it: %n game(s), %1.",
                                       "", outcome.games)
        .arg(QCoreApplication::translate("tengen", "%n bye(s)", "", outcome.byes));
}

} // namespace tengen
