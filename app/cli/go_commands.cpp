#include "go_commands.h"

#include "actions/dispute.h"
#include "actions/go_text.h"
#include "cli.h"
#include "cli_args.h"
#include "documents/decision_record.h"
#include "go/game_record.h"
#include "go/scoring.h"
#include "go/verifier.h"

#include <QDateTime>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace tengen::cli {

namespace {

using namespace tengen::go;

QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

RuleSet rulesFrom(const Args& a) {
    const QString name = a.value(QStringLiteral("rules"), QStringLiteral("chinese"));
    auto rules = tryRuleSetByName(name.toStdString());
    if (!rules) {
        QStringList names;
        for (std::string_view n : ruleSetNames())
            names << QString::fromLatin1(n.data(), static_cast<qsizetype>(n.size()));
        throw UsageError{
            Cli::tr("--rules: expected one of %1").arg(names.join(QStringLiteral(", ")))};
    }
    if (a.has(QStringLiteral("ko"))) {
        auto ko = tryParseKoRule(a.value(QStringLiteral("ko")).toStdString());
        if (!ko)
            throw UsageError{Cli::tr("--ko: expected simple, positional or situational")};
        rules->ko = *ko;
    }
    return *rules;
}

QStringList sgfFiles(const QStringList& paths) {
    QStringList files;
    for (const QString& p : paths) {
        if (QFileInfo(p).isDir()) {
            QStringList found;
            QDirIterator it(p, {QStringLiteral("*.sgf"), QStringLiteral("*.SGF")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                found << it.next();
            found.sort();
            files << found;
        } else {
            files << p;
        }
    }
    return files;
}

QJsonValue pointJson(const std::optional<Coord>& c, int size) {
    return c ? QJsonValue(q(toGtp(*c, size))) : QJsonValue(QStringLiteral("pass"));
}

QJsonObject problemJson(const MoveProblem& p, int size) {
    QJsonObject o;
    o[QStringLiteral("move")] = p.move;
    o[QStringLiteral("colour")] = QString(QLatin1Char(colourLetter(p.colour)));
    o[QStringLiteral("point")] = pointJson(p.point, size);
    o[QStringLiteral("reason")] = q(problemReason(p.kind));
    o[QStringLiteral("cycle")] = p.repetition ? QJsonValue(p.repetition->cycle) : QJsonValue();
    o[QStringLiteral("illegal")] = p.illegal;
    if (p.kind == ProblemKind::SingleStoneSuicide)
        o[QStringLiteral("single_stone")] = true;
    if (p.repetition) {
        o[QStringLiteral("earlier_move")] = p.repetition->earlierMove;
        o[QStringLiteral("same_side_to_move")] = p.repetition->sameSideToMove;
        o[QStringLiteral("pass_inside")] = p.repetition->passInside;
    }
    o[QStringLiteral("node")] = p.node;
    o[QStringLiteral("offset")] = static_cast<qint64>(p.offset);
    return o;
}

QString problemText(const MoveProblem& p, int size) {
    QString text =
        Cli::tr("move %1 (%2 %3): %4")
            .arg(p.move)
            .arg(QLatin1Char(colourLetter(p.colour)))
            .arg(p.point ? q(toGtp(*p.point, size)) : QStringLiteral("pass"), moveProblemText(p));
    if (!p.illegal)
        text += Cli::tr(" (flagged for the referee, not illegal under these rules)");
    return text;
}

QByteArray readAll(const QString& path, QString& error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = f.errorString();
        return {};
    }
    return f.readAll();
}

} // namespace

int cmdVerify(const QStringList& rest, QTextStream& out, QTextStream& err) {
    Args a(rest, {QStringLiteral("rules"), QStringLiteral("ko")},
           {QStringLiteral("tolerant"), QStringLiteral("summary"), QStringLiteral("json")});
    if (a.positional().isEmpty())
        throw UsageError{Cli::tr("verify needs SGF files or folders")};
    const RuleSet rules = rulesFrom(a);
    const bool tolerant = a.flag(QStringLiteral("tolerant"));
    const QStringList files = sgfFiles(a.positional());
    std::vector<QByteArray> contents;
    contents.reserve(files.size());
    int unreadable = 0;
    for (const QString& f : files) {
        QString error;
        contents.push_back(readAll(f, error));
        if (!error.isEmpty()) {
            err << Cli::tr("%1: %2").arg(f, error) << '\n';
            ++unreadable;
        }
    }

    long moves = 0;
    int illegalGames = 0;
    QJsonArray results;
    QElapsedTimer timer;
    timer.start();
    qint64 nanoseconds = 0;
    for (size_t i = 0; i < contents.size(); ++i) {
        const QByteArray& bytes = contents[i];
        if (bytes.isNull())
            continue;
        timer.restart();
        GameRecordParse parsed = readGameRecords(std::string_view(bytes.constData(), bytes.size()));
        std::optional<Verification> v;
        if (parsed.ok())
            v = verifyGame(parsed.games.front(), rules, tolerant);
        nanoseconds += timer.nsecsElapsed();
        if (!parsed.ok()) {
            ++unreadable;
            if (!a.flag(QStringLiteral("summary")))
                for (const auto& e : parsed.errors)
                    err << files[i] << QStringLiteral(": ") << sgfIssueText(e) << '\n';
            continue;
        }
        moves += v->moves;
        illegalGames += !v->legal;
        if (a.flag(QStringLiteral("summary")))
            continue;
        const int size = parsed.games.front().size;
        if (a.flag(QStringLiteral("json"))) {
            QJsonObject o;
            o[QStringLiteral("file")] = files[i];
            o[QStringLiteral("rules")] = q(rules.name);
            o[QStringLiteral("ko")] = q(koRuleName(rules.ko));
            o[QStringLiteral("moves")] = v->moves;
            o[QStringLiteral("legal")] = v->legal;
            o[QStringLiteral("first_illegal")] =
                v->firstIllegal ? QJsonValue(problemJson(*v->firstIllegal, size)) : QJsonValue();
            QJsonArray problems, warnings;
            for (const auto& p : v->problems)
                problems.append(problemJson(p, size));
            for (const auto& w : parsed.warnings)
                warnings.append(q(w.toString()));
            o[QStringLiteral("problems")] = problems;
            o[QStringLiteral("warnings")] = warnings;
            o[QStringLiteral("charset")] = q(charsetName(parsed.games.front().charset));
            results.append(o);
        } else {
            out << files[i] << QStringLiteral(": ")
                << (v->legal
                        ? Cli::tr("%n move(s), all legal under %1", "", v->moves).arg(q(rules.name))
                        : Cli::tr("illegal at %1").arg(problemText(*v->firstIllegal, size)))
                << '\n';
            for (size_t k = v->legal ? 0 : 1; k < v->problems.size(); ++k)
                out << QStringLiteral("  ") << problemText(v->problems[k], size) << '\n';
        }
    }
    const double seconds = nanoseconds / 1e9;
    if (a.flag(QStringLiteral("summary"))) {
        QJsonObject o;
        o[QStringLiteral("files")] = static_cast<int>(files.size());
        o[QStringLiteral("moves")] = static_cast<qint64>(moves);
        o[QStringLiteral("illegal_games")] = illegalGames;
        o[QStringLiteral("unreadable")] = unreadable;
        o[QStringLiteral("seconds")] = seconds;
        o[QStringLiteral("moves_per_second")] = seconds > 0 ? moves / seconds : 0.0;
        printJson(out, o);
    } else if (a.flag(QStringLiteral("json"))) {
        printJson(out, results.size() == 1 ? QJsonValue(results[0]) : QJsonValue(results));
    }
    return illegalGames > 0 || unreadable > 0 ? kInvalid : kOk;
}

// The referee's decision record of `tengen-cli score --record`, the page the Dispute view prints.
void writeScoreRecord(const Args& a, const QString& path, const GameRecord& record,
                      const RuleSet& rules, const DisputeInput& input, const DisputeCount& counted,
                      const Verification& strict) {
    const Score& s = counted.score;
    const QString result = q(resultInPoints(s.marginHalfPoints, rules.blackWinsTies));
    const QString resultZh = q(resultInZi(s.marginHalfPoints, rules.blackWinsTies));
    const QString pdf = a.value(QStringLiteral("record"));
    if (QFileInfo(pdf) == QFileInfo(path))
        throw UsageError{Cli::tr("--record: %1 is not a file to overwrite").arg(pdf)};
    store::refuseOverwritingTournamentFile(pdf);
    DecisionFacts f;
    f.event = a.value(QStringLiteral("event"));
    f.table = a.value(QStringLiteral("table"));
    f.black = sgfText(record.blackName, record.charset);
    f.white = sgfText(record.whiteName, record.charset);
    f.record = QFileInfo(path).fileName();
    f.move = f.moves = record.moveCount();
    f.rules = q(rules.name);
    f.board = input.board;
    f.score = s;
    f.dead = counted.dead;
    f.blackCount = counted.blackCount;
    f.result = s.ok() ? Cli::tr("%1 · %2").arg(result, resultZh)
                      : Cli::tr("no result: the marks are inconsistent");
    if (!strict.legal)
        f.verdict =
            Cli::tr("the game is illegal: %1").arg(problemText(*strict.firstIllegal, record.size));
    f.referee = a.value(QStringLiteral("referee"));
    f.time = QDateTime::currentDateTime().toString(Qt::ISODate);
    const QString failed = DecisionRecord::writePdf(f, pdf);
    if (!failed.isEmpty())
        throw InvalidInput{failed};
}

// The score as `tengen-cli score --json` gives it (errors and notes in the core's English).
QJsonObject scoreJson(const RuleSet& rules, const GameRecord& record, const Board& position,
                      const Score& s, double blackCount, const QStringList& errors,
                      const QStringList& notes) {
    const int margin = s.marginHalfPoints;
    QJsonObject o;
    o[QStringLiteral("rules")] = q(rules.name);
    o[QStringLiteral("komi")] = s.komiHalfPoints / 2.0;
    o[QStringLiteral("handicap")] = s.handicap;
    o[QStringLiteral("compensation")] = s.compensationHalfPoints / 2.0;
    o[QStringLiteral("black")] = blackCount;
    o[QStringLiteral("white")] = s.whiteHalf / 2.0;
    o[QStringLiteral("dame")] = s.dame;
    o[QStringLiteral("margin")] = margin / 2.0;
    o[QStringLiteral("result")] = q(resultInPoints(margin, rules.blackWinsTies));
    o[QStringLiteral("result_zh")] = q(resultInZi(margin, rules.blackWinsTies));
    QJsonArray seki, errs, ns;
    for (const Coord& c : s.seki)
        seki.append(q(toGtp(c, record.size)));
    for (const QString& e : errors)
        errs.append(e);
    for (const QString& n : notes)
        ns.append(n);
    o[QStringLiteral("seki")] = seki;
    o[QStringLiteral("errors")] = errs;
    o[QStringLiteral("notes")] = ns;
    o[QStringLiteral("black_stones")] = s.blackStones;
    o[QStringLiteral("white_stones")] = s.whiteStones;
    o[QStringLiteral("black_territory")] = s.blackTerritory;
    o[QStringLiteral("white_territory")] = s.whiteTerritory;
    o[QStringLiteral("black_prisoners")] = s.blackPrisoners;
    o[QStringLiteral("white_prisoners")] = s.whitePrisoners;
    // The final position before dead stones are removed, top row first: X black, O white.
    QJsonArray board;
    for (int y = 0; y < record.size; ++y) {
        QString row;
        for (int x = 0; x < record.size; ++x) {
            const Colour c = position.at(Coord{x, y});
            row += c == Colour::Black   ? QLatin1Char('X')
                   : c == Colour::White ? QLatin1Char('O')
                                        : QLatin1Char('.');
        }
        board.append(row);
    }
    o[QStringLiteral("board")] = board;
    return o;
}

int cmdScore(const QStringList& rest, QTextStream& out, QTextStream& err) {
    Args a(rest,
           {QStringLiteral("rules"), QStringLiteral("ko"), QStringLiteral("komi"),
            QStringLiteral("dead"), QStringLiteral("black-count"), QStringLiteral("record"),
            QStringLiteral("event"), QStringLiteral("table"), QStringLiteral("referee")},
           {QStringLiteral("json")});
    const QString path = a.positionalAt(0, Cli::tr("the SGF file"));
    const RuleSet rules = rulesFrom(a);
    QString readError;
    const QByteArray bytes = readAll(path, readError);
    if (!readError.isEmpty())
        throw InvalidInput{Cli::tr("%1: %2").arg(path, readError)};
    GameRecordParse parsed = readGameRecords(std::string_view(bytes.constData(), bytes.size()));
    if (!parsed.ok()) {
        QStringList errors;
        for (const auto& e : parsed.errors)
            errors << path + QStringLiteral(": ") + sgfIssueText(e);
        throw InvalidInput{errors.join(QLatin1Char('\n'))};
    }
    const GameRecord& record = parsed.games.front();
    const Verification strict = verifyGame(record, rules, false);
    const Verification played = strict.legal ? strict : verifyGame(record, rules, true);

    DisputeInput input{played.board, {}, record.handicapStones(), std::nullopt, std::nullopt};
    QStringList notes;
    const bool json = a.flag(QStringLiteral("json"));
    if (a.has(QStringLiteral("komi"))) {
        input.komiHalfPoints = parseKomiHalfPoints(a.value(QStringLiteral("komi")));
        if (!input.komiHalfPoints)
            throw UsageError{Cli::tr("--komi: a number of half points, such as 7.5")};
    } else if (record.komiHalfPoints) {
        input.komiHalfPoints = *record.komiHalfPoints;
        if (!record.komiNote.empty())
            notes << (json ? q(record.komiNote.english()) : toText(record.komiNote));
    }
    QStringList tokens;
    for (const QString& token :
         a.value(QStringLiteral("dead")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        auto c = tryParsePoint(token.trimmed().toStdString(), record.size);
        if (!c)
            throw UsageError{Cli::tr("--dead: '%1' is not a point (D16 or dd)").arg(token)};
        input.marks.push_back(*c);
        tokens << token.trimmed();
    }
    if (a.has(QStringLiteral("black-count"))) {
        input.blackCount = parseBlackCount(a.value(QStringLiteral("black-count")));
        if (!input.blackCount)
            throw UsageError{Cli::tr("--black-count: Black's count in 子, such as 184.5")};
    }
    const DisputeCount counted = countDispute(input, rules);
    for (std::size_t i = 0; i < input.marks.size(); ++i)
        if (std::find(counted.emptyMarks.begin(), counted.emptyMarks.end(), input.marks[i]) !=
            counted.emptyMarks.end())
            throw InvalidInput{Cli::tr("--dead: %1 has no stone").arg(tokens[i])};
    const Score& s = counted.score;
    QStringList errors;
    if (!strict.legal)
        errors << Cli::tr("the game is illegal: %1")
                      .arg(problemText(*strict.firstIllegal, record.size));
    // The JSON keeps the core's English (a contract for scripts); text is in the user's language.
    for (const auto& e : s.errors)
        errors << (json ? q(e.english()) : toText(e));
    for (const auto& n : s.notes)
        notes << (json ? q(n.english()) : toText(n));

    const int margin = s.marginHalfPoints;
    const double blackCount = counted.blackCount.value_or(s.blackHalf / 2.0);
    if (counted.blackCount)
        notes << Cli::tr("result from the referee's count of Black: %1").arg(*counted.blackCount);
    const QString result = q(resultInPoints(margin, rules.blackWinsTies));
    const QString resultZh = q(resultInZi(margin, rules.blackWinsTies));
    if (a.has(QStringLiteral("record")))
        writeScoreRecord(a, path, record, rules, input, counted, strict);
    if (json) {
        printJson(out, scoreJson(rules, record, input.board, s, blackCount, errors, notes));
    } else {
        for (const QString& e : errors)
            err << Cli::tr("error: ") << e << '\n';
        out << Cli::tr("%1 (%2): Black %3, White %4, dame %5; komi %6, compensation %7")
                   .arg(result, resultZh)
                   .arg(blackCount)
                   .arg(s.whiteHalf / 2.0)
                   .arg(s.dame)
                   .arg(s.komiHalfPoints / 2.0)
                   .arg(s.compensationHalfPoints / 2.0)
            << '\n';
        for (const QString& n : notes)
            out << QStringLiteral("  ") << n << '\n';
    }
    return errors.isEmpty() ? kOk : kInvalid;
}

} // namespace tengen::cli
