// tengen-cli player and import: the player options (--family, --rank, --fee-due...) as a
// registration's fields, a player's line as the list prints it, each player verb, and an import
// of another program's file.
#include "player_commands.h"

#include "actions/divisions.h"
#include "division_commands.h"

#include "cli.h"
#include "cli_args.h"
#include "common/translations.h"
#include "report_commands.h"
#include "store/problem_text.h"

#include "actions/players.h"
#include "common/player_json.h"
#include "formats/importers.h"
#include "store/tournament_file.h"
#include "tournament/duplicates.h"
#include "tournament/player_search.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <optional>

namespace tengen::cli {

namespace {

const QSet<QString> kPlayerOptions = {
    QStringLiteral("family"),        QStringLiteral("given"),      QStringLiteral("family-latin"),
    QStringLiteral("given-latin"),   QStringLiteral("name-order"), QStringLiteral("rank"),
    QStringLiteral("rank-override"), QStringLiteral("country"),    QStringLiteral("club"),
    QStringLiteral("association"),   QStringLiteral("rating"),     QStringLiteral("rating-system"),
    QStringLiteral("egd-pin"),       QStringLiteral("aga-id"),     QStringLiteral("ffg-licence"),
    QStringLiteral("other-ids"),     QStringLiteral("birth-date"), QStringLiteral("gender"),
    QStringLiteral("category"),      QStringLiteral("fee-due"),    QStringLiteral("fee-paid"),
    QStringLiteral("status"),        QStringLiteral("contact"),    QStringLiteral("notes"),
    QStringLiteral("division"),      QStringLiteral("reason")};

Rank parseRankOption(const QString& text, const QString& option) {
    RankParse r = tryParseRank(text.toStdString());
    if (!r.rank)
        throw InvalidInput{QStringLiteral("--%1: %2").arg(option, toText(r.error))};
    return *r.rank;
}

MoneyMinor parseMoneyOption(const QString& text, const QString& option) {
    bool ok = false;
    double v = text.toDouble(&ok);
    // Finite and within what a fee can be before it is turned into cents (1e20 overflowed
    // into a negative number); the player's own check bounds it further.
    if (!ok || !std::isfinite(v) || v < 0 || v > 1e12)
        throw InvalidInput{Cli::tr("--%1: '%2' is not an amount").arg(option, text)};
    return static_cast<MoneyMinor>(std::llround(v * 100));
}

// Applies the player options present in `a` to `p`; options not given leave fields alone.
void applyPlayerOptions(const Args& a, Player& p) {
    auto text = [&](const char* key, std::string& field) {
        if (a.has(QString::fromLatin1(key)))
            field = a.value(QString::fromLatin1(key)).trimmed().toStdString();
    };
    text("family", p.familyNative);
    text("given", p.givenNative);
    text("family-latin", p.familyLatin);
    text("given-latin", p.givenLatin);
    text("club", p.club);
    text("association", p.association);
    text("egd-pin", p.egdPin);
    text("aga-id", p.agaId);
    text("ffg-licence", p.ffgLicence);
    text("other-ids", p.otherIds);
    text("category", p.category);
    text("contact", p.contact);
    text("notes", p.notes);
    if (a.has(QStringLiteral("family")) && !a.has(QStringLiteral("name-order")))
        p.nameOrder = containsCjk(p.familyNative) ? NameOrder::FamilyFirst : p.nameOrder;
    if (a.has(QStringLiteral("name-order"))) {
        const QString o = a.value(QStringLiteral("name-order"));
        if (o != QLatin1String("family") && o != QLatin1String("given"))
            throw InvalidInput{Cli::tr("--name-order: expected family or given, not '%1'").arg(o)};
        p.nameOrder = o == QLatin1String("given") ? NameOrder::GivenFirst : NameOrder::FamilyFirst;
    }
    if (a.has(QStringLiteral("rank"))) {
        const QString r = a.value(QStringLiteral("rank")).trimmed();
        p.rankLabel = r.toStdString();
        p.declaredRank = r.isEmpty()
                             ? std::nullopt
                             : std::optional<Rank>(parseRankOption(r, QStringLiteral("rank")));
    }
    if (a.has(QStringLiteral("rank-override"))) {
        const QString r = a.value(QStringLiteral("rank-override")).trimmed();
        p.rankOverride =
            r.isEmpty() ? std::nullopt
                        : std::optional<Rank>(parseRankOption(r, QStringLiteral("rank-override")));
    }
    if (a.has(QStringLiteral("country"))) {
        const QString c = a.value(QStringLiteral("country")).trimmed();
        QString code = c.isEmpty() ? QString() : formats::countryCode(c);
        if (!c.isEmpty() && code.isEmpty())
            throw InvalidInput{
                Cli::tr("--country: '%1' is not a country name or two-letter code").arg(c)};
        p.country = code.toStdString();
    }
    if (a.has(QStringLiteral("rating"))) {
        const QString r = a.value(QStringLiteral("rating")).trimmed();
        if (r.isEmpty()) {
            p.rating.reset();
        } else {
            bool ok = false;
            double v = r.toDouble(&ok);
            if (!ok)
                throw InvalidInput{Cli::tr("--rating: '%1' is not a number").arg(r)};
            p.rating = Rating{p.rating ? p.rating->system : RatingSystem::EgdGoR, v, {}, {}};
        }
    }
    if (a.has(QStringLiteral("rating-system"))) {
        auto system = tryParseRatingSystem(a.value(QStringLiteral("rating-system")).toStdString());
        if (!system)
            throw InvalidInput{Cli::tr("--rating-system: expected egd, aga, ffg or other")};
        if (p.rating)
            p.rating->system = *system;
    }
    if (a.has(QStringLiteral("birth-date"))) {
        const QString d = a.value(QStringLiteral("birth-date")).trimmed();
        p.birthDate = tryParseDate(d.toStdString());
        if (!d.isEmpty() && !p.birthDate)
            throw InvalidInput{Cli::tr("--birth-date: '%1' is not a date (yyyy-mm-dd)").arg(d)};
    }
    if (a.has(QStringLiteral("gender"))) {
        auto g = tryParseGender(a.value(QStringLiteral("gender")).toStdString());
        if (!g)
            throw InvalidInput{Cli::tr("--gender: expected f or m")};
        p.gender = *g;
    }
    if (a.has(QStringLiteral("fee-due")))
        p.feeDue = parseMoneyOption(a.value(QStringLiteral("fee-due")), QStringLiteral("fee-due"));
    if (a.has(QStringLiteral("fee-paid")))
        p.feePaid =
            parseMoneyOption(a.value(QStringLiteral("fee-paid")), QStringLiteral("fee-paid"));
    if (a.has(QStringLiteral("status"))) {
        const QString s = a.value(QStringLiteral("status"));
        if (s != QLatin1String("final") && s != QLatin1String("preliminary"))
            throw InvalidInput{Cli::tr("--status: expected preliminary or final")};
        p.status = s == QLatin1String("final") ? RegistrationStatus::Final
                                               : RegistrationStatus::Preliminary;
    }
}

// In the interface language (3段 in Chinese), "?" when not known.
QString shownRank(const std::optional<Rank>& r) {
    return r ? tengen::rankText(*r) : QStringLiteral("?");
}

// Terminal columns a text takes: CJK ideographs, kana and hangul are two wide.
int displayWidth(const QString& text) {
    int width = 0;
    for (QChar c : text)
        width += containsCjk(QString(c).toStdString()) || c.unicode() >= 0xFF00 ? 2 : 1;
    return width;
}

QString padded(const QString& text, int width) {
    return text + QString(std::max(0, width - displayWidth(text)), QLatin1Char(' '));
}

void printPlayerLine(QTextStream& out, const Player& p) {
    out << QStringLiteral("%1  %2  %3  %4  %5%6\n")
               .arg(p.id, 5)
               .arg(padded(QString::fromStdString(p.displayName()), 24))
               .arg(shownRank(p.effectiveRank()), 4)
               .arg(QString::fromStdString(p.country), 2)
               .arg(QString::fromStdString(p.club))
               .arg(p.withdrawn ? Cli::tr("  (withdrawn)") : QString());
}

// The player the file has under `id`; an unknown id is invalid input (exit 1).
Player playerOrThrow(const store::TournamentFile& file, PlayerId id) {
    const FoundPlayer found = findPlayer(file, id);
    throwIfRefused(found.refusal);
    return found.player;
}

PlayerId parseId(const QString& text) {
    bool ok = false;
    PlayerId id{text.toLongLong(&ok)};
    if (!ok || id <= 0)
        throw UsageError{Cli::tr("'%1' is not a player id").arg(text)};
    return id;
}

} // namespace

int cmdPlayer(const QStringList& rest, QTextStream& out) {
    if (rest.isEmpty())
        throw UsageError{
            Cli::tr("player needs add, list, edit, withdraw, delete, duplicates or round")};
    const QString verb = rest.front();
    const QStringList args = rest.mid(1);
    if (verb == QLatin1String("add") || verb == QLatin1String("edit")) {
        Args a(args, kPlayerOptions, {QStringLiteral("json"), QStringLiteral("yes")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        Player p;
        if (verb == QLatin1String("edit")) {
            const Player existing =
                playerOrThrow(*file, parseId(a.positionalAt(1, Cli::tr("the player id"))));
            p = existing;
            // Only the fields given on the command line change; another program's edit of the
            // others, even a moment ago, stays.
            applyPlayerOptions(a, p);
            // --division moves the player (with --reason once the division has begun), in the
            // edit's own transaction.
            const std::optional<int> division =
                a.has(QStringLiteral("division"))
                    ? std::optional<int>(divisionOption(*file, a.value(QStringLiteral("division"))))
                    : std::nullopt;
            throwIfRefused(inWriteTransaction(*file, [&] {
                if (p != existing)
                    if (Refusal r = editPlayer(*file, existing, p).refusal)
                        return r;
                if (!division)
                    return Refusal{};
                return movePlayers(*file, {existing.id}, *division,
                                   a.value(QStringLiteral("reason")));
            }));
        } else {
            if (a.has(QStringLiteral("division")))
                p.division = divisionOption(*file, a.value(QStringLiteral("division")));
            if (!a.has(QStringLiteral("family")) && !a.has(QStringLiteral("given")))
                throw UsageError{Cli::tr("player add needs --family or --given")};
            applyPlayerOptions(a, p);
            // The desk's rule: a player who looks like one registered already only on a yes.
            const RegisterOutcome added = registerPlayer(*file, p, a.flag(QStringLiteral("yes")));
            QStringList why;
            for (const DuplicateOf& d : added.duplicates)
                why << Cli::tr("#%1 %2: %3")
                           .arg(d.registered.id)
                           .arg(QString::fromStdString(d.registered.displayName()),
                                toText(d.reason));
            throwIfRefused(added.refusal, why);
            p.id = added.stored.id;
        }
        const Player stored = playerOrThrow(*file, p.id);
        if (a.flag(QStringLiteral("json")))
            printJson(out, toJson(stored));
        else
            printPlayerLine(out, stored);
        return kOk;
    }
    if (verb == QLatin1String("list") && args.contains(QLatin1String("--format")))
        return cmdPlayerListDocument(args, out);
    if (verb == QLatin1String("list")) {
        Args a(args, {QStringLiteral("filter")}, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        // The desk's rule: every word, case and accents ignored (tournament/player_search.h).
        const std::vector<std::string> words =
            searchWords(a.value(QStringLiteral("filter")).toStdString());
        QJsonArray array;
        for (const Player& p : file->players().all()) {
            if (!searchMatches(playerSearchKey(p), words))
                continue;
            if (a.flag(QStringLiteral("json")))
                array.append(toJson(p));
            else
                printPlayerLine(out, p);
        }
        if (a.flag(QStringLiteral("json")))
            printJson(out, array);
        return kOk;
    }
    if (verb == QLatin1String("withdraw")) {
        Args a(args, {}, {QStringLiteral("reinstate")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const Player seen =
            playerOrThrow(*file, parseId(a.positionalAt(1, Cli::tr("the player id"))));
        throwIfRefused(setWithdrawn(*file, seen, !a.flag(QStringLiteral("reinstate"))).refusal);
        printPlayerLine(out, playerOrThrow(*file, seen.id));
        return kOk;
    }
    if (verb == QLatin1String("delete")) {
        Args a(args, {}, {});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const Player seen =
            playerOrThrow(*file, parseId(a.positionalAt(1, Cli::tr("the player id"))));
        throwIfRefused(deleteRegistration(*file, seen));
        out << Cli::tr("Deleted #%1 %2")
                   .arg(seen.id)
                   .arg(QString::fromStdString(seen.displayName()))
            << '\n';
        return kOk;
    }
    if (verb == QLatin1String("duplicates")) {
        Args a(args, {}, {QStringLiteral("json")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        const std::vector<Player> players = file->players().all();
        QJsonArray array;
        for (const auto& d : findLikelyDuplicates(players)) {
            const Player& x = players[d.first];
            const Player& y = players[d.second];
            if (a.flag(QStringLiteral("json"))) {
                QJsonObject o;
                o[QStringLiteral("first")] = static_cast<qint64>(x.id);
                o[QStringLiteral("second")] = static_cast<qint64>(y.id);
                o[QStringLiteral("same_id")] = d.sameId;
                o[QStringLiteral("reason")] = toText(d.reason);
                array.append(o);
            } else {
                out << Cli::tr("#%1 %2 and #%3 %4: %5")
                           .arg(x.id)
                           .arg(QString::fromStdString(x.displayName()))
                           .arg(y.id)
                           .arg(QString::fromStdString(y.displayName()), toText(d.reason))
                    << '\n';
            }
        }
        if (a.flag(QStringLiteral("json")))
            printJson(out, array);
        return kOk;
    }
    if (verb == QLatin1String("round")) {
        Args a(args, {QStringLiteral("round"), QStringLiteral("state")},
               {QStringLiteral("check-in")});
        auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
        // Several players at once, in one change (#44: the door's queue): ids apart or with
        // commas.
        (void)a.positionalAt(1, Cli::tr("the player id"));
        std::vector<Player> seen;
        for (const QString& arg : a.positional().mid(1))
            for (const QString& id : arg.split(QLatin1Char(','), Qt::SkipEmptyParts))
                seen.push_back(playerOrThrow(*file, parseId(id.trimmed())));
        bool ok = false;
        RoundParticipation r;
        r.round = a.value(QStringLiteral("round")).toInt(&ok);
        // The rounds of the players' divisions (#47: a later division may play more).
        int rounds = 0;
        const std::vector<Division> divisions = file->divisions().all();
        for (const Player& p : seen)
            for (const Division& d : divisions)
                if (d.id == p.division)
                    rounds = std::max(rounds, d.rounds);
        if (rounds == 0)
            rounds = file->settings().get().rounds;
        if (!ok || r.round < 1 || r.round > rounds)
            throw UsageError{Cli::tr("--round: expected 1 to %1").arg(rounds)};
        auto state = tryParseParticipation(
            a.value(QStringLiteral("state"), QStringLiteral("present")).toStdString());
        if (!state)
            throw UsageError{Cli::tr("--state: expected present, absent or bye")};
        // A check-in makes the registration final too (the action's rule, as at the desk).
        r = roundState(r.round, *state, a.flag(QStringLiteral("check-in")));
        throwIfRefused(setParticipation(*file, seen, r).refusal);
        for (const Player& p : seen)
            printPlayerLine(out, playerOrThrow(*file, p.id));
        return kOk;
    }
    throw UsageError{Cli::tr("unknown player command '%1'").arg(verb)};
}

int cmdImport(const QStringList& rest, QTextStream& out, QTextStream& err) {
    Args a(rest, {QStringLiteral("format"), QStringLiteral("encoding")}, {QStringLiteral("json")});
    const QString path = a.positionalAt(0, Cli::tr("the tournament file"));
    const QString source = a.positionalAt(1, Cli::tr("the file to import"));
    auto format = formats::tryParseImportFormat(a.value(QStringLiteral("format")));
    if (!format)
        throw UsageError{Cli::tr("--format: expected csv, egd, ffg, aga or opengotha")};
    auto file = store::TournamentFile::open(path);
    const ImportResult result =
        importPlayers(*file, {source, *format, a.value(QStringLiteral("encoding"))});
    for (const auto& w : result.warnings)
        err << Cli::tr("warning: ") << w.toString() << '\n';
    if (!result.errors.empty()) {
        for (const auto& e : result.errors)
            err << e.toString() << '\n';
        err << Cli::tr("Nothing was imported (%n error(s)).", "",
                       static_cast<int>(result.errors.size()))
            << '\n';
        return kInvalid;
    }
    throwIfRefused(result.refusal);
    const store::ImportOutcome& outcome = result.outcome;
    for (const auto& d : outcome.likelyDuplicates)
        err << Cli::tr("check: ") << toText(d) << '\n';
    if (a.flag(QStringLiteral("json"))) {
        QJsonObject o;
        o[QStringLiteral("imported")] = outcome.added;
        o[QStringLiteral("settings_applied")] = outcome.settingsApplied;
        o[QStringLiteral("games")] = outcome.games;
        o[QStringLiteral("byes")] = outcome.byes;
        QJsonArray dups;
        for (const auto& d : outcome.likelyDuplicates)
            dups.append(toText(d));
        o[QStringLiteral("likely_duplicates")] = dups;
        QJsonArray warnings;
        for (const auto& w : result.warnings)
            warnings.append(w.toString());
        o[QStringLiteral("warnings")] = warnings;
        printJson(out, o);
    } else {
        out << (outcome.settingsApplied
                    ? Cli::tr("Imported %n player(s) and the tournament settings.", "",
                              outcome.added)
                    : Cli::tr("Imported %n player(s).", "", outcome.added))
            << '\n';
        if (const QString rounds = importedRoundsText(outcome); !rounds.isEmpty())
            out << rounds << '\n';
    }
    return kOk;
}

} // namespace tengen::cli
