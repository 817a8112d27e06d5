// tengen-cli: the usage text, and run(), which reads --lang and hands each command to its
// function (the tournament's in tournament_commands.cpp, the players' in player_commands.cpp,
// the rest in one file a group of commands); every failure becomes an exit status and a sentence.
#include "cli.h"

#include "cli_args.h"
#include "clock_commands.h"
#include "colour_commands.h"
#include "common/translations.h"
#include "division_commands.h"
#include "go_commands.h"
#include "hall_commands.h"
#include "pairing_commands.h"
#include "player_commands.h"
#include "publish_commands.h"
#include "report_commands.h"
#include "stage_commands.h"
#include "store/problem_text.h"
#include "team_commands.h"
#include "tournament_commands.h"

#include "store/store_error.h"

#include <QCoreApplication>
#include <algorithm>
#include <new>
#include <optional>

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
    "  tengen-cli division list T.tengen [--json]       the event's divisions (组别): each its\n"
    "             system, rounds, tables and players (an event without divisions: one)\n"
    "  tengen-cli division add T.tengen --name NAME [--name-latin NAME]\n"
    "             [--system mcmahon|swiss|round-robin|double-round-robin|groups|knockout]\n"
    "             [--rounds R] [--tables A-B] [--json]   (tables: by default after the divisions\n"
    "             before, as many as half its players)\n"
    "  tengen-cli division edit T.tengen --name NAME [--rename NAME] [--name-latin NAME]\n"
    "             [--system S] [--rounds R] [--tables A-B|auto] [--json]\n"
    "  tengen-cli division edit T.tengen --name NAME --certify [--grades 6k-4k]\n"
    "             [--award-table hanguk-kiwon-kyu|nihon-kiin|TABLE.json] | --no-certify\n"
    "             a certification group: the grades it certifies (by default those its\n"
    "             players claim) and the grade each score awards\n"
    "  tengen-cli awards T.tengen [--division NAME] [--format text|csv|json|pdf] [-o FILE]\n"
    "             the grades awarded: each player's score, the grade it gives, the fee band;\n"
    "             pdf: the certificates, a page for each grade awarded, in the --lang language\n"
    "  tengen-cli awards T.tengen --next-event NEW.tengen --name NAME   the next event: these\n"
    "             players, each with the grade awarded here as his rank (preliminary)\n"
    "  tengen-cli division remove T.tengen --name NAME   a division without players\n"
    "  tengen-cli division auto T.tengen --by grade|age|category [--band N] [--min M] [--apply]\n"
    "             [--json]   divisions from the registration: a grade, or bands of N grades\n"
    "             (kyu and dan apart), birth years, or the category field; a group under M\n"
    "             players joins its smaller neighbour; without --apply, the proposal;\n"
    "             [--certify --award-table PRESET|FILE.json]: each group a certification group\n"
    "             of the grades its players claim\n"
    "  --division NAME (either name, or its id) on pair, result, standings, report, pairings,\n"
    "             prizes, sheets, export, crosstable, bracket, places and colours: the division\n"
    "             worked in; an event of several divisions needs it for what shows or pairs one\n"
    "             (its tables are numbered through the event)\n"
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
    "             [--division NAME [--reason TEXT]]   moves the player to another division\n"
    "             (a reason once the round 1 of either division is paired)\n"
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
    "  --status preliminary|final --contact C --notes N --division NAME (the event's division)\n"
    "--lang zh_CN|zh_TW|ja|ko|en before or after any command: messages and documents in that\n"
    "  language (default: TENGEN_LANG, else the system's language).\n"
    "Exit status: 0 success, 1 invalid input, 2 usage error.\n");

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
        if (command == QLatin1String("division"))
            return cmdDivision(rest, out);
        if (command == QLatin1String("awards"))
            return cmdAwards(rest, out);
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
