#include "cli.h"

#include "cli_args.h"
#include "clock_commands.h"
#include "colour_commands.h"
#include "common/translations.h"
#include "go_commands.h"
#include "hall_commands.h"
#include "pairing_commands.h"
#include "publish_commands.h"
#include "report_commands.h"
#include "stage_commands.h"
#include "store/problem_text.h"
#include "team_commands.h"

#include "actions/demo_tournament.h"
#include "actions/players.h"
#include "actions/stages.h"
#include "actions/tournament.h"
#include "common/player_json.h"
#include "formats/importers.h"
#include "store/tournament_file.h"
#include "tournament/duplicates.h"
#include "tournament/player_search.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSet>
#include <cmath>

namespace tengen::cli {

namespace {

const char* kUsageText = QT_TRANSLATE_NOOP(
    "Cli",
    "Usage:\n"
    "  tengen-cli new T.tengen --name NAME [--name-latin NAME] --system mcmahon|swiss --rounds R\n"
    "             [--place P] [--first-day YYYY-MM-DD] [--last-day YYYY-MM-DD] [--rules R]\n"
    "             [--komi 7.5] [--board-size 19] [--time SPEC] [--json]\n"
    "             [--teams [--board-count 4] [--lineup fixed|free]]   a team event: its boards\n"
    "             (2 to 10); a line-up keeps the members' order (fixed) or not (free);\n"
    "             and its TEAM RULES: [--team-pairing "
    "swiss|round-robin|double-round-robin|manual]\n"
    "             [--match-points 2/1/0] [--tied-match draw|leader[:2/1]] [--team-bye "
    "draw|win|loss]\n"
    "             [--match-count boards|opengotha]   (opengotha: more than half the boards wins,\n"
    "             each side on its own, as OpenGotha counts)\n"
    "             [--team-criteria TEAMP,BDW,SOST,DE | opengotha|fide|chinese]   (BDW1U..BDW9U,\n"
    "             LBW: board-1 wins (主将), MNR: mean rating; or the Chinese names 团体分 局分\n"
    "             对手分 主将胜局 直胜 平均等级分, and 中国 for chinese; --tied-match "
    "平局|主将[:2/1])\n"
    "             [--avoid-same-club yes|no]   teams of one school or club meet only when no\n"
    "             other pairing is left, as a rematch (team Swiss)\n"
    "             [--team-handicap yes|no]   boards with handicap by rank (the pairing\n"
    "             settings' correction and ceiling)\n"
    "             [--team-mcmahon-bar 3d|none]   McMahon between teams: a win's start per\n"
    "             grade of the team's mean rank above the weakest team's, up to the bar\n"
    "  tengen-cli new T.tengen --name NAME --system "
    "round-robin|double-round-robin|groups|knockout\n"
    "             [--groups G --per-group K [--double]] [--best-of 1|3] [--third-place]\n"
    "             [--withdrawal half|forfeit] [--seating strength|lots] [--criteria "
    "NBW,SB,DC,WINS,KOYA]\n"
    "             a round robin (循环赛), groups (小组赛) or a knockout (淘汰赛): its rounds "
    "follow\n"
    "             from its players; withdrawal half: fewer than half played, all annulled\n"
    "  tengen-cli stage list T.tengen [--json]          the event's stages\n"
    "  tengen-cli stage add T.tengen --format round-robin|double-round-robin|knockout --top K\n"
    "             [stage options] [--stage-name NAME]   a later stage: the top K of the one "
    "before\n"
    "  tengen-cli stage place T.tengen [--stage N] [--seed S] [--json]   the players' numbers,\n"
    "             groups or bracket slots (by strength, or by lot); pairing the stage's first\n"
    "             round places them too\n"
    "  tengen-cli stage unplace|remove T.tengen [--stage N]\n"
    "  tengen-cli stage schedule T.tengen [--stage N] [--format text|csv|html|pdf] [-o FILE]\n"
    "  tengen-cli crosstable T.tengen [--stage N] [--round R] [--format text|csv|html|pdf] [-o "
    "FILE]\n"
    "  tengen-cli bracket T.tengen [--stage N] [--format text|csv|json|html|pdf] [-o FILE]\n"
    "  tengen-cli bracket T.tengen decide --round R --table N --winner ID --reason TEXT\n"
    "             the referee's decision of a knockout game the board did not decide (a jigo)\n"
    "  tengen-cli bracket T.tengen undecide --round R --table N   that decision taken back\n"
    "  tengen-cli places T.tengen [--format text|csv|html|pdf|json] [-o FILE]   final places\n"
    "  tengen-cli publish T.tengen -o DIR [--round R] [--to URL --secret S] [--retry-after 2]\n"
    "             [--give-up-after 600] [--stall-timeout 20]   the event's site: every round,\n"
    "             the standings, a page per player, in the language of the run and in Chinese\n"
    "             and English (zh/, en/);\n"
    "             --to: each page POSTed to the site (secret in X-Tengen-Secret, or from\n"
    "             TENGEN_PUBLISH_SECRET), sent again until it arrives (scripts/publish-receiver)\n"
    "  tengen-cli ratings T.tengen [--system egd] [--class A|B|C|D|X] [--round R] [--json |\n"
    "             --format text|csv|html|pdf] [-o FILE]   provisional EGF rating changes (GoR,\n"
    "             the EGD's formulas since 2021; class from the time control unless given)\n"
    "  tengen-cli demo T.tengen                        a demo tournament with 32 players\n"
    "  tengen-cli copy SOURCE DESTINATION              the whole tournament, journal included,\n"
    "             between a file and a server (either way), all or nothing\n"
    "  tengen-cli backup T.tengen COPY.tengen [--replace]   a copy of the tournament as it stands\n"
    "             now, one file, consistent while other programs write (a stick between rounds)\n"
    "  (T.tengen may also be postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?tournament=NAME])\n"
    "  tengen-cli server init URL --director USER [--name NAME]   the desks' roles on a server\n"
    "             (the tournament made first if it is not there)\n"
    "  tengen-cli server grant URL --user USER --role "
    "director|registration|results|referee|viewer\n"
    "             [--password PASSWORD | --password-stdin]   (stdin: not shown to ps)\n"
    "  tengen-cli server roles URL                     what this connection's user may do\n"
    "  tengen-cli player add T.tengen --family F [--given G] [PLAYER OPTIONS] [--yes] [--json]\n"
    "  tengen-cli player list T.tengen [--filter TEXT] [--json]\n"
    "  tengen-cli player list T.tengen --format text|csv|html|pdf [--sort rank|name|club] [-o "
    "FILE]\n"
    "  tengen-cli player edit T.tengen ID [PLAYER OPTIONS] [--json]\n"
    "  tengen-cli player withdraw T.tengen ID [--reinstate]\n"
    "  tengen-cli player delete T.tengen ID              a registration made by mistake\n"
    "  tengen-cli player duplicates T.tengen [--json]     likely duplicate registrations\n"
    "  tengen-cli player round T.tengen ID[,ID…] [ID…] --round R --state present|absent|bye\n"
    "             [--check-in]   several players in one change\n"
    "  tengen-cli team add T.tengen --name NAME [--name-latin NAME] [--club C] [--country CC]\n"
    "             [--captain ID] [--members ID,ID,...] [--json]   members in board order,\n"
    "             reserves after the boards; a player in one team at most\n"
    "  tengen-cli team edit T.tengen TEAM [same options] [--json]\n"
    "  tengen-cli team from-clubs T.tengen [--reserves 1] [--suffixes B,C] [--apply] [--json]\n"
    "             teams from the clubs (schools) of the players in no team: boards by\n"
    "             strength, then reserves, then the club's next team (named with a suffix);\n"
    "             without --apply, the proposal\n"
    "  tengen-cli team list T.tengen [--json]\n"
    "  tengen-cli team remove T.tengen TEAM\n"
    "  tengen-cli team rules T.tengen [TEAM RULES] [--lineup fixed|free] [--json]\n"
    "  tengen-cli team lineup T.tengen --team TEAM [--round R] [--players ID,ID,... | --default]\n"
    "             [--json]   a line-up before the round is paired (default: the first present\n"
    "             members in order)\n"
    "  tengen-cli team pair T.tengen [--round R] [--json]   pair the teams as the event says\n"
    "  tengen-cli team pair T.tengen --round R --home TEAM --away TEAM [--yes]   a match by\n"
    "             hand (--yes: a rematch); --show: the round as it stands. Board b of match m\n"
    "             is played at table (m-1)*boards+b; results are entered per table (result)\n"
    "  tengen-cli team pair T.tengen --explain TEAM TEAM [--round R] [--json]   why (not) these\n"
    "             two teams: their match points, groups, board-1 colours, earlier meeting,\n"
    "             and the pairing made against them together\n"
    "  tengen-cli team round T.tengen --team TEAM --round R --state present|absent [--check-in]\n"
    "             every member of the team, reserves too (a team that sits a round out)\n"
    "  tengen-cli team forfeit T.tengen --round R --team TEAM [--reason TEXT]   the team loses\n"
    "             every board by forfeit; boards with a result change only with --reason\n"
    "  tengen-cli team standings T.tengen [--round R] [--format text|csv|html|pdf|json] [-o "
    "FILE]\n"
    "  tengen-cli team pairings|crosstable T.tengen [--round R] [--format text|csv|html|pdf] [-o "
    "FILE]\n"
    "             (crosstable also --format json; pairings as JSON: team pair --show --json)\n"
    "  tengen-cli team boards T.tengen [--round R] [--json | --format ...]   each board's "
    "scores\n"
    "             (board prizes)\n"
    "  tengen-cli team sheets T.tengen [--round R] [--hall-url URL] [--format html|pdf] -o "
    "FILE\n"
    "             one result sheet a match: every board, its join code and QR code, the\n"
    "             captains' signatures\n"
    "  tengen-cli import T.tengen FILE --format csv|egd|ffg|aga|opengotha [--encoding E] [--json]\n"
    "  tengen-cli verify GAME.sgf|DIR... [--rules R] [--ko simple|positional|situational] "
    "[--tolerant]\n"
    "             [--summary] [--json]\n"
    "  tengen-cli score GAME.sgf [--rules R] [--ko K] [--komi K] [--dead D16,Q3,...] [--json]\n"
    "             [--black-count 184.5]                the referee's count of Black's 子\n"
    "             [--record FILE.pdf [--event E] [--table N] [--referee R]]   the decision record\n"
    "R: chinese (default), japanese, korean, aga, ing, nz, tromp-taylor.\n"
    "  tengen-cli clock simulate --control SPEC --presses FILE [--language zh|en|ja|ko] [--table "
    "N] [--json]\n"
    "             [--schedule FILE]\n"
    "             SPEC: byoyomi:main=0,period=60s,periods=3  "
    "canadian:main=60m,stones=25,period=10m\n"
    "                   absolute:main=90m  fischer:main=30m,inc=20s  "
    "moves:main=120m,stones=15,period=10m\n"
    "                   bronstein:main=30m,delay=10s  delay:main=30m,delay=5s  hourglass:main=10m  "
    "ing:main=3h\n"
    "  tengen-cli clock schedule T.tengen [--period 60s] [--set FILE | --reset]   the event's "
    "calls\n"
    "  tengen-cli clock clips DIR [--language zh|en|ja|ko] [--control SPEC] [--tables N]   a "
    "voice\n"
    "             pack rendered by espeak-ng (for a machine without it); --installed: the clips\n"
    "             installed with the programs\n"
    "  tengen-cli clock log T.tengen --table N [--round R] [--format text|csv|json] [--sgf "
    "GAME.sgf] "
    "[-o FILE]\n"
    "             every press, pause and adjustment; with --sgf the record gets BL/WL/OB/OW\n"
    "  tengen-cli pair T.tengen [--round R] [--json]    pair the next (or the given) round\n"
    "  tengen-cli pair T.tengen --unpair --round R      undo a pairing that has no results\n"
    "  tengen-cli pair T.tengen --round R --players ID,ID,...   pair these players among\n"
    "             themselves at new tables (a late arrival; two players by hand; --yes for\n"
    "             a pair that met before)\n"
    "  tengen-cli pair T.tengen --explain ID ID [--round R] [--raw] [--json]  why (not) this pair\n"
    "  tengen-cli pair T.tengen --forbid ID ID | --fix ID ID --round R [--note N]\n"
    "  tengen-cli pair T.tengen --reserve-table ID --table N [--round R] | --constraints [--json]\n"
    "  tengen-cli pair T.tengen --remove-constraint CID\n"
    "  tengen-cli result T.tengen --round R --table N --result 1|2|=|0|both-win|? [--forfeit] "
    "[--black ID] [--reason TEXT]\n"
    "             1 or w: White wins, 2 or b: Black wins, =: jigo, 0: both lose; a jigo with a\n"
    "             half-point komi needs --reason (the referee's decision)\n"
    "  tengen-cli settings T.tengen [--preset chinese|egf|aga|swiss|swisscat] [--set KEY=VALUE "
    "...]\n"
    "             [--reason TEXT] [--json]   the pairing and placement parameters; KEY: bar,\n"
    "             floor, bye.mms, absent.mms, bye.nbw, absent.nbw (points), handicap.base,\n"
    "             handicap.threshold, handicap.correction, handicap.ceiling, placement "
    "(NBW,SOSW,..),\n"
    "             club, country, geography, seeding, or OpenGotha's names (genMMBar=4d)\n"
    "  tengen-cli colours T.tengen --round R --method lots|nigiri|board [--seed-file F] [--json]\n"
    "  tengen-cli colours T.tengen --round R --verify SEED | --reveal | --history [--json]\n"
    "  tengen-cli colours T.tengen --round R --table N --white ID --reason TEXT\n"
    "  tengen-cli standings T.tengen [--round R] [--stage N] --format text|csv|html|json|pdf [-o "
    "FILE]\n"
    "  tengen-cli report T.tengen KIND [--round R] [--stage N] [--format F] [-o FILE]   any\n"
    "             document: KIND and its formats as tengen-cli report --list gives them\n"
    "  tengen-cli prizes T.tengen [--round R] [--sections SPEC] [--one-prize] --format "
    "text|csv|html|pdf [-o FILE]\n"
    "             SPEC: overall=6; women; u12=3; ranks:10k-20k; category:NAME  (=N prizes, "
    "default 3)\n"
    "  tengen-cli pairings T.tengen [--round R] [--by-name] --format text|html|pdf [-o FILE]\n"
    "             [--join-codes [--hall-url URL]]   with each table's join code for the hall\n"
    "  tengen-cli sheets T.tengen [--round R] [--hall-url URL] -o FILE.pdf   result sheets, four\n"
    "             to a page, each with its table's join code (and QR code) for the hall\n"
    "  tengen-cli serve T.tengen [--address 127.0.0.1] [--port 8080]   the live page\n"
    "  tengen-cli hall T.tengen [--address 127.0.0.1] [--port 8090] [--round R] [--pin PIN]\n"
    "             [--start] [--device-gone-grace S]   the table devices' hall (a clock on a\n"
    "             phone at each table); --start starts each round's clocks, or resumes those\n"
    "             a crash or a stop left paused; S: seconds before a table whose only device\n"
    "             is gone is paused (the event keeps it; 0: never; 20 unless set). One hall\n"
    "             per tournament; it serves the next round once it is paired and the last is "
    "over\n"
    "  tengen-cli hall codes T.tengen [--round R] [--json]   each table's join code\n"
    "  tengen-cli hall simulate [--url ws://HOST:P] [--tournament T.tengen] --tables N --seconds "
    "S\n"
    "             [--drop-rate X] [--stall-rate X] [--seed K] [--delay-ms D] --json   simulated "
    "devices;\n"
    "             without --url a hall of its own (on T or a new event) whose CPU is measured\n"
    "  tengen-cli export T.tengen --format egf|aga|ffg|opengotha [-o FILE] [--encoding "
    "latin1|ascii|utf8]\n"
    "             [--pin] [--keep-forfeits] [--country CC] [--yes]   --yes: an OpenGotha file\n"
    "             though OpenGotha would score a requested bye as an absence\n"
    "  tengen-cli pair-check OPENGOTHA.xml [--compat opengotha-3.52|opengotha-2024] [--json]\n"
    "             pair every round again from the rounds before it and compare\n"
    "PLAYER OPTIONS: --family --given --family-latin --given-latin --name-order family|given\n"
    "  --rank 2d|5k|3p|2段|5级 --rank-override R --country CC --club C --association A\n"
    "  --rating N --rating-system egd|aga|ffg|other --egd-pin --aga-id --ffg-licence --other-ids\n"
    "  --birth-date YYYY-MM-DD --gender f|m --category C --fee-due N --fee-paid N\n"
    "  --status preliminary|final --contact C --notes N\n"
    "--lang zh_CN|zh_TW|ja|ko|en before or after any command: messages and documents in that\n"
    "  language (default: TENGEN_LANG, else the system's language).\n"
    "Exit status: 0 success, 1 invalid input, 2 usage error.\n");

const QSet<QString> kPlayerOptions = {
    QStringLiteral("family"),        QStringLiteral("given"),      QStringLiteral("family-latin"),
    QStringLiteral("given-latin"),   QStringLiteral("name-order"), QStringLiteral("rank"),
    QStringLiteral("rank-override"), QStringLiteral("country"),    QStringLiteral("club"),
    QStringLiteral("association"),   QStringLiteral("rating"),     QStringLiteral("rating-system"),
    QStringLiteral("egd-pin"),       QStringLiteral("aga-id"),     QStringLiteral("ffg-licence"),
    QStringLiteral("other-ids"),     QStringLiteral("birth-date"), QStringLiteral("gender"),
    QStringLiteral("category"),      QStringLiteral("fee-due"),    QStringLiteral("fee-paid"),
    QStringLiteral("status"),        QStringLiteral("contact"),    QStringLiteral("notes")};

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

// A tournament's place as printed: a server's URL without its password.
QString shownLocation(const QString& location) {
    return store::isServerUrl(location) ? store::parseServerUrl(location).display() : location;
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
            const PlayersOutcome edited = editPlayer(*file, existing, p);
            throwIfRefused(edited.refusal);
        } else {
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
        const int rounds = file->settings().get().rounds;
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

} // namespace

// What a usage error prints: the one line saying what is wrong, the command's own synopsis
// lines, and where the rest is; never the whole help.
QString usageHint(const QString& command) {
    const QString usage = Cli::tr(kUsageText);
    QStringList synopsis;
    bool inCommand = false;
    for (const QString& line : usage.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("  tengen-cli ")))
            inCommand = line.startsWith(QStringLiteral("  tengen-cli %1 ").arg(command));
        else if (!line.startsWith(QStringLiteral("    ")))
            inCommand = false;
        if (inCommand)
            synopsis << line;
    }
    QString out =
        synopsis.isEmpty() ? QString() : synopsis.join(QLatin1Char('\n')) + QLatin1Char('\n');
    return out + Cli::tr("Run 'tengen-cli help' for every command and option.") + QLatin1Char('\n');
}

namespace {
QString runLanguage; // --lang of the command running, "" for the environment's
} // namespace

QString commandLanguage() {
    return runLanguage.isEmpty() ? languageFromEnvironment() : runLanguage;
}

int run(const QStringList& given, QTextStream& out, QTextStream& err) {
    runLanguage.clear();
    // --lang LANG anywhere: messages and documents in that language for this run (else the
    // interface language, from TENGEN_LANG or the system's locale).
    QStringList args = given;
    std::optional<ThreadLanguage> language;
    const qsizetype lang = args.indexOf(QStringLiteral("--lang"));
    if (lang >= 0) {
        const QString code = args.value(lang + 1);
        args.remove(lang, std::min<qsizetype>(2, args.size() - lang));
        if (!availableLanguages().contains(code)) {
            err << Cli::tr("--lang must be one of %1")
                       .arg(availableLanguages().join(QStringLiteral(", ")))
                << '\n';
            return kUsage;
        }
        prepareThreadLanguages();
        language.emplace(code);
        runLanguage = code;
    }
    const QString command = args.isEmpty() ? QString() : args.front();
    try {
        if (args.isEmpty() || args.front() == QLatin1String("--help") ||
            args.front() == QLatin1String("help")) {
            (args.isEmpty() ? err : out) << Cli::tr(kUsageText);
            return args.isEmpty() ? kUsage : kOk;
        }
        if (command == QLatin1String("--version") || command == QLatin1String("version")) {
            out << QStringLiteral("tengen-cli %1\n").arg(QStringLiteral(TENGEN_VERSION));
            return kOk;
        }
        const QStringList rest = args.mid(1);
        if (command == QLatin1String("new"))
            return cmdNew(rest, out);
        if (command == QLatin1String("demo"))
            return cmdDemo(rest, out);
        if (command == QLatin1String("copy"))
            return cmdCopy(rest, out);
        if (command == QLatin1String("backup"))
            return cmdBackup(rest, out);
        if (command == QLatin1String("server"))
            return cmdServer(rest, out);
        if (command == QLatin1String("player"))
            return cmdPlayer(rest, out);
        if (command == QLatin1String("team"))
            return cmdTeam(rest, out);
        if (command == QLatin1String("import"))
            return cmdImport(rest, out, err);
        if (command == QLatin1String("verify"))
            return cmdVerify(rest, out, err);
        if (command == QLatin1String("score"))
            return cmdScore(rest, out, err);
        if (command == QLatin1String("clock"))
            return cmdClock(rest, out, err);
        if (command == QLatin1String("pair-check"))
            return cmdPairCheck(rest, out, err);
        if (command == QLatin1String("pair"))
            return cmdPair(rest, out);
        if (command == QLatin1String("result"))
            return cmdResult(rest, out);
        if (command == QLatin1String("settings"))
            return cmdSettings(rest, out);
        if (command == QLatin1String("colours"))
            return cmdColours(rest, out, err);
        if (command == QLatin1String("standings"))
            return cmdStandings(rest, out);
        if (command == QLatin1String("report"))
            return cmdReport(rest, out);
        if (command == QLatin1String("stage"))
            return cmdStage(rest, out);
        if (command == QLatin1String("bracket"))
            return cmdBracket(rest, out);
        if (command == QLatin1String("crosstable"))
            return cmdCrosstable(rest, out);
        if (command == QLatin1String("places"))
            return cmdFinalPlaces(rest, out);
        if (command == QLatin1String("ratings"))
            return cmdRatings(rest, out);
        if (command == QLatin1String("publish"))
            return cmdPublish(rest, out, err);
        if (command == QLatin1String("prizes"))
            return cmdPrizes(rest, out);
        if (command == QLatin1String("export"))
            return cmdExport(rest, out);
        if (command == QLatin1String("pairings"))
            return cmdPairings(rest, out);
        if (command == QLatin1String("sheets"))
            return cmdSheets(rest, out);
        if (command == QLatin1String("serve"))
            return cmdServe(rest, out);
        if (command == QLatin1String("hall"))
            return cmdHall(rest, out);
        throw UsageError{Cli::tr("unknown command '%1'").arg(command)};
    } catch (const UsageError& e) {
        err << e.message << '\n' << usageHint(command);
        return kUsage;
    } catch (const InvalidInput& e) {
        err << e.message << '\n';
        return kInvalid;
    } catch (const store::StoreError& e) {
        err << e.message() << '\n';
        return kInvalid;
    } catch (const std::bad_alloc&) {
        err << Cli::tr("not enough memory for this command") << '\n';
        return kInvalid;
    } catch (const std::exception& e) {
        // A defect, not the user's input: said, never an abort.
        err << Cli::tr("the command failed unexpectedly: %1").arg(QString::fromUtf8(e.what()))
            << '\n';
        return kInvalid;
    } catch (...) {
        err << Cli::tr("the command failed unexpectedly") << '\n';
        return kInvalid;
    }
}

} // namespace tengen::cli
