#include "stage_documents.h"

#include "actions/divisions.h"
#include "actions/domain_text.h"
#include "actions/stage_detail.h"
#include "base/qt_text.h"
#include "common/criterion_text.h"
#include "documents/documents.h"
#include "pairing/knockout.h"
#include "pairing/round_robin.h"
#include "tournament/result_codec.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <map>
#include <set>

namespace tengen {

using namespace stage_detail;

QString stageSummary(const store::TournamentFile& file, const Stage& s) {
    if (s.format == StageFormat::Swiss || s.format == StageFormat::McMahon)
        return Documents(file).settingsSummary();
    QStringList parts;
    if (s.format == StageFormat::Knockout) {
        parts << (s.bestOf > 1 ? StageDocuments::tr("knockout: best of %1").arg(s.bestOf)
                               : StageDocuments::tr("knockout: one game a match"));
        if (s.thirdPlace)
            parts.back() += StageDocuments::tr(", a game for third place");
        parts << StageDocuments::tr("even games")
              << StageDocuments::tr("the winner goes on; the referee decides a game "
                                    "the board did not decide");
        return parts.join(StageDocuments::tr("; "));
    }
    parts << StageDocuments::tr("%1 (the Berger tables' schedule)").arg(stageFormatName(s.format))
          << StageDocuments::tr("even games") << StageDocuments::tr("a rest round scores nothing");
    QStringList criteria;
    for (Criterion c : stageCriteria(file, s))
        criteria << criterionHeading(c);
    parts << StageDocuments::tr("tie-breakers: %1").arg(criteria.join(StageDocuments::tr(", ")))
          << (s.withdrawal == WithdrawalRule::Half
                  ? StageDocuments::tr(
                        "a player who withdraws having played fewer than half his games has "
                        "them annulled")
                  : StageDocuments::tr("a player who withdraws loses his games left by forfeit"));
    return parts.join(StageDocuments::tr("; "));
}

QByteArray stageStandingsDocument(const store::TournamentFile& file, int stage, int afterRound,
                                  const QString& format, const QString& pdfPath) {
    const std::vector<Stage> stages = eventStages(file);
    const Stage& s = stageNumbered(stages, stage);
    const Documents documents(file);
    reports::StandingsTable table = stageStandings(file, stage, afterRound);
    if (format != QLatin1String("json"))
        for (reports::StandingsRow& row : table.rows)
            if (const auto r = tryParseRank(row.rank).rank)
                row.rank = rankText(*r).toStdString();
    // Rounds by the event's numbers, as the pairings and the index name them (#44): stage 2's
    // standings after round 8, its columns R6–R8 — never its own "after round 3".
    const int eventAfter = table.afterRound > 0 ? s.firstRound - 1 + table.afterRound : 0;
    reports::StandingsTable headed = table;
    headed.afterRound = eventAfter;
    reports::DocumentLabels labels = documents.standingsLabels(headed);
    labels.title = stageTitle(s) + QStringLiteral(" — ") + labels.title;
    labels.firstRound = s.firstRound;
    if (s.format == StageFormat::Groups) {
        for (int g = 0; g < s.groups; ++g)
            labels.categoryHeadings.push_back(
                StageDocuments::tr("Group %1").arg(QString::fromStdString(groupLetter(g))));
        labels.categoryColumn = StageDocuments::tr("Group");
    }
    // The footer is the stage's own rules, never the McMahon settings a knockout does not use.
    labels.footer = stageSummary(file, s);
    if (!pdfPath.isEmpty()) {
        QStringList headings = reports::standingsHeadings(table, labels);
        std::vector<QStringList> cells = reports::standingsCells(table);
        std::vector<bool> numeric = reports::standingsNumericColumns(table);
        if (!labels.categoryHeadings.empty()) { // the group in a first column
            headings.prepend(labels.categoryColumn);
            for (std::size_t k = 0; k < cells.size(); ++k) {
                const int g = table.rows[k].category;
                cells[k].prepend(g >= 0 && g < static_cast<int>(labels.categoryHeadings.size())
                                     ? labels.categoryHeadings[static_cast<std::size_t>(g)]
                                     : QString());
            }
            numeric.insert(numeric.begin(), false);
        }
        return reports::tablePdf(labels.title, headings, cells, numeric, pdfPath).toUtf8();
    }
    if (format == QLatin1String("json")) {
        QJsonObject o = QJsonDocument::fromJson(reports::standingsJson(table)).object();
        o.insert(QStringLiteral("after_round"), eventAfter); // the event's round
        o.insert(QStringLiteral("system"), QString::fromUtf8(stageFormatId(s.format).data()));
        o.insert(QStringLiteral("stage"), stage);
        return QJsonDocument(o).toJson(QJsonDocument::Indented);
    }
    if (format == QLatin1String("csv"))
        return reports::standingsCsv(table, labels);
    if (format == QLatin1String("html"))
        return reports::standingsHtml(table, labels);
    return reports::standingsText(table, labels);
}

reports::TableDocument scheduleDocument(const store::TournamentFile& file, int stageNo) {
    const std::vector<Stage> stages = eventStages(file);
    const Stage& s = stageNumbered(stages, stageNo);
    const std::map<PlayerId, Player> players = playersById(file);
    reports::TableDocument d;
    d.title = StageDocuments::tr("%1 — schedule of %2").arg(eventTitle(file)).arg(stageTitle(s));
    d.language = StageDocuments::tr("en", "the HTML lang attribute of documents in this language");
    const std::vector<StageSeat> seats = file.stages().seats(stageNo);
    if (seats.empty() || !isScheduled(s.format)) {
        reports::TableSection none;
        none.columns = {StageDocuments::tr("Round")};
        none.empty = isScheduled(s.format)
                         ? StageDocuments::tr(
                               "The players are not placed yet (tengen-cli stage place, or pair "
                               "the stage's first round).")
                         : StageDocuments::tr("This stage is not scheduled in advance.");
        d.sections.push_back(none);
        return d;
    }
    checkSeats(s, seats);
    const store::RoundInputs in = file.roundInputs();
    reports::TableSection numbers;
    numbers.heading = StageDocuments::tr("Numbers");
    const bool grouped = s.format == StageFormat::Groups;
    numbers.columns = {StageDocuments::tr("No."), StageDocuments::tr("Name"),
                       StageDocuments::tr("Rank"), StageDocuments::tr("Club")};
    numbers.numeric = {true, false, false, false};
    if (grouped) {
        numbers.columns.prepend(StageDocuments::tr("Group"));
        numbers.numeric.insert(numbers.numeric.begin(), false);
    }
    for (const StageSeat& seat : seats) {
        const Player& p = players.at(seat.player);
        QStringList row{QString::number(seat.seat), nameOf(players, seat.player),
                        rankText(p.effectiveRank()), QString::fromStdString(p.club)};
        if (grouped)
            row.prepend(QString::fromStdString(groupLetter(seat.group)));
        numbers.rows.push_back(row);
    }
    d.sections.push_back(numbers);
    std::map<PlayerId, StageSeat> seatOf;
    for (const StageSeat& seat : seats)
        seatOf[seat.player] = seat;
    for (int round = s.firstRound; round <= s.lastRound(); ++round) {
        reports::TableSection section;
        section.heading = StageDocuments::tr("Round %1").arg(round);
        section.columns = {StageDocuments::tr("Table"), StageDocuments::tr("White"),
                           StageDocuments::tr("Black"), StageDocuments::tr("Result")};
        section.numeric = {true, false, false, false};
        const StageRound made = scheduledRound(in, s, seats, round);
        for (const Game& g : made.games) {
            const auto label = [&](PlayerId id) {
                const StageSeat& seat = seatOf[id];
                const QString number = s.format == StageFormat::Groups
                                           ? QString::fromStdString(groupLetter(seat.group)) +
                                                 QString::number(seat.seat)
                                           : QString::number(seat.seat);
                return QStringLiteral("%1 %2").arg(number, nameOf(players, id));
            };
            QString result; // as the pairing list writes it, once the game has one
            for (const Game& x : in.games)
                if (x.round == round && x.table == g.table && x.result != GameResult::Unknown)
                    result =
                        QString::fromUtf8(encodeResult(x.result, ResultVocabulary::Score).data());
            section.rows.push_back(
                {QString::number(g.table), label(g.white), label(g.black), result});
        }
        for (const Bye& b : made.byes)
            section.rows.push_back({QString(), nameOf(players, b.player),
                                    StageDocuments::tr("rests (bye)"), QString()});
        d.sections.push_back(section);
    }
    reports::TableSection rule;
    rule.heading = StageDocuments::tr("Withdrawals");
    rule.columns = {StageDocuments::tr("Rule")};
    rule.rows.push_back(
        {s.withdrawal == WithdrawalRule::Half
             ? StageDocuments::tr("A player who withdraws having played fewer than half of his "
                                  "games: all his games are annulled. Otherwise his games left "
                                  "are lost by forfeit.")
             : StageDocuments::tr("A player who withdraws: his games played stand, his games "
                                  "left are lost by forfeit.")});
    d.sections.push_back(rule);
    return d;
}

int crosstableStage(const store::TournamentFile& file) {
    int stage = 0;
    for (const Stage& s : file.stages().all())
        if (isScheduled(s.format) && !file.stages().seats(s.number).empty())
            stage = s.number;
    return stage;
}

reports::TableDocument crosstableDocument(const store::TournamentFile& file, int stageNo,
                                          int afterRound) {
    const std::vector<Stage> stages = eventStages(file);
    const Stage& s = stageNumbered(stages, stageNo);
    const reports::StandingsTable table = stageStandings(file, stageNo, afterRound);
    const store::RoundInputs in = file.roundInputs();
    reports::TableDocument d;
    d.title =
        StageDocuments::tr("%1 — crosstable of %2").arg(eventName(in.settings)).arg(stageTitle(s));
    d.language = StageDocuments::tr("en", "the HTML lang attribute of documents in this language");
    // Each player's number is the schedule's (the Berger table's, #44): the columns follow it,
    // and a player finds his games by the number the schedule printed; the rows stand by place.
    std::map<PlayerId, int> groupOf, numberOf;
    for (const StageSeat& seat : file.stages().seats(stageNo)) {
        groupOf[seat.player] = seat.group;
        numberOf[seat.player] = seat.seat;
    }
    const int groups = s.format == StageFormat::Groups ? s.groups : 1;
    const int last = table.afterRound + s.firstRound - 1;
    const std::vector<QString> criteria = Documents(file).standingsLabels(table).criteria;
    for (int group = 0; group < groups; ++group) {
        std::vector<const StandingsRow*> rows;
        for (const StandingsRow& row : table.rows)
            if (groups == 1 || groupOf[row.id] == group)
                rows.push_back(&row);
        std::vector<const StandingsRow*> columns = rows; // by number
        std::stable_sort(columns.begin(), columns.end(),
                         [&](const StandingsRow* a, const StandingsRow* b) {
                             return numberOf[a->id] < numberOf[b->id];
                         });
        const auto number = [&](const StandingsRow* r, std::size_t fallback) {
            const auto n = numberOf.find(r->id);
            return n != numberOf.end() ? n->second : static_cast<int>(fallback) + 1;
        };
        reports::TableSection section;
        if (groups > 1)
            section.heading =
                StageDocuments::tr("Group %1").arg(QString::fromStdString(groupLetter(group)));
        section.columns = {StageDocuments::tr("Place"), StageDocuments::tr("No."),
                           StageDocuments::tr("Name")};
        section.numeric = {true, true, false};
        for (std::size_t j = 0; j < columns.size(); ++j) {
            section.columns << QString::number(number(columns[j], j));
            section.numeric.push_back(false);
        }
        for (const QString& heading : criteria) { // as the standings head them
            section.columns << heading;
            section.numeric.push_back(true);
        }
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const StandingsRow& row = *rows[i];
            QStringList cells{
                (row.shared ? QStringLiteral("%1=") : QStringLiteral("%1")).arg(row.place),
                QString::number(number(&row, i)), QString::fromStdString(row.name)};
            for (std::size_t j = 0; j < columns.size(); ++j) {
                if (columns[j] == &row) {
                    cells << QStringLiteral("×");
                    continue;
                }
                QStringList marks;
                for (const Game& g : in.games) {
                    if (g.round < s.firstRound || g.round > last || !g.involves(row.id) ||
                        !g.involves(columns[j]->id))
                        continue;
                    const int points = g.halfPointsOf(row.id);
                    QString mark = g.result == GameResult::Unknown ? QStringLiteral("?")
                                   : g.byForfeit
                                       ? (points == 2 ? QStringLiteral("+") : QStringLiteral("−"))
                                   : points == 2 ? QStringLiteral("1")
                                   : points == 1 ? QStringLiteral("½")
                                                 : QStringLiteral("0");
                    mark += g.white == row.id ? QStringLiteral("w") : QStringLiteral("b");
                    if (g.handicap > 0)
                        mark += QStringLiteral("h%1").arg(g.handicap);
                    marks << mark;
                }
                cells << marks.join(QLatin1Char(' '));
            }
            for (const std::string& v : row.values)
                cells << QString::fromStdString(v);
            section.rows.push_back(cells);
        }
        d.sections.push_back(section);
    }
    return d;
}

namespace {
QString matchPlayer(const std::map<PlayerId, Player>& players, const std::optional<PlayerId>& id,
                    bool known) {
    if (id)
        return nameOf(players, *id);
    return known ? StageDocuments::tr("bye") : StageDocuments::tr("—");
}

QString bracketRoundName(int j, int rounds) {
    if (j == rounds)
        return StageDocuments::tr("Final");
    if (j == rounds - 1)
        return StageDocuments::tr("Semi-finals");
    if (j == rounds - 2)
        return StageDocuments::tr("Quarter-finals");
    return StageDocuments::tr("Round of %1").arg(1 << (rounds - j + 1));
}

QString matchScore(const BracketMatch& m) {
    QStringList games;
    for (const Game& g : m.games) {
        if (g.result == GameResult::Unknown) {
            games << QStringLiteral("?");
            continue;
        }
        const std::optional<PlayerId> w = winnerOf(g);
        games << (w == m.upper                   ? QStringLiteral("1–0")
                  : w == m.lower                 ? QStringLiteral("0–1")
                  : g.result == GameResult::Jigo ? QStringLiteral("½–½")
                                                 : QStringLiteral("0–0"));
    }
    return games.join(QStringLiteral(", "));
}
} // namespace

reports::TableDocument bracketDocument(const store::TournamentFile& file, int stageNo) {
    const Bracket b = bracketOf(file, stageNo);
    const std::map<PlayerId, Player> players = playersById(file);
    reports::TableDocument d;
    d.title =
        StageDocuments::tr("%1 — bracket of %2").arg(eventTitle(file)).arg(stageTitle(b.stage));
    d.language = StageDocuments::tr("en", "the HTML lang attribute of documents in this language");
    for (int j = 1; j <= b.rounds; ++j) {
        reports::TableSection section;
        section.heading = bracketRoundName(j, b.rounds);
        section.columns = {StageDocuments::tr("Match"), StageDocuments::tr("Player"),
                           StageDocuments::tr("Player"), StageDocuments::tr("Games"),
                           StageDocuments::tr("Goes on")};
        section.numeric = {true, false, false, false, false};
        for (const BracketMatch& m : b.matches) {
            if (m.bracketRound != j)
                continue;
            QString on = m.winner          ? nameOf(players, *m.winner)
                         : m.needsDecision ? StageDocuments::tr("referee's decision needed")
                                           : QString();
            if (!m.decision.isEmpty())
                on += StageDocuments::tr(" (referee: %1)").arg(m.decision);
            section.rows.push_back(
                {m.thirdPlace ? StageDocuments::tr("3rd") : QString::number(m.match + 1),
                 matchPlayer(players, m.upper, m.upperKnown),
                 matchPlayer(players, m.lower, m.lowerKnown), matchScore(m), on});
        }
        d.sections.push_back(section);
    }
    if (b.champion) {
        reports::TableSection winner;
        winner.heading = StageDocuments::tr("Winner");
        winner.columns = {StageDocuments::tr("Name")};
        winner.rows.push_back({nameOf(players, *b.champion)});
        d.sections.push_back(winner);
    }
    return d;
}

QByteArray bracketHtml(const store::TournamentFile& file, int stageNo) {
    const Bracket b = bracketOf(file, stageNo);
    const std::map<PlayerId, Player> players = playersById(file);
    const auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    const QString title =
        StageDocuments::tr("%1 — bracket of %2").arg(eventTitle(file)).arg(stageTitle(b.stage));
    // One column per bracket round, side by side; on a narrow screen the columns scroll
    // sideways inside the page, each match a box a thumb can read.
    QString html =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                       "<title>%2</title>\n<style>\n"
                       "body{font-family:sans-serif;margin:0.5em}"
                       "h1{font-size:1.2em}"
                       ".bracket{display:flex;gap:0.8em;overflow-x:auto;align-items:stretch}"
                       ".round{display:flex;flex-direction:column;min-width:11em}"
                       ".ms{display:flex;flex-direction:column;justify-content:space-around;"
                       "flex:1}"
                       ".round h2{font-size:0.9em;margin:0 0 0.3em 0;color:#555}"
                       ".match{border:1px solid #999;border-radius:4px;margin:0.3em 0;"
                       "padding:0.2em 0.4em;background:#fafafa}"
                       ".p{display:flex;justify-content:space-between;gap:0.5em;padding:0.15em 0}"
                       ".win{font-weight:bold}.third{border-style:dashed}"
                       ".note{font-size:0.8em;color:#a40}"
                       "</style>\n</head>\n<body>\n<h1>%2</h1>\n<div class=\"bracket\">\n")
            .arg(StageDocuments::tr("en", "the HTML lang attribute of documents in this language"),
                 esc(title));
    for (int j = 1; j <= b.rounds; ++j) {
        html += QStringLiteral("<div class=\"round\"><h2>%1</h2><div class=\"ms\">\n")
                    .arg(esc(bracketRoundName(j, b.rounds)));
        for (const BracketMatch& m : b.matches) {
            if (m.bracketRound != j)
                continue;
            const auto line = [&](const std::optional<PlayerId>& p, bool known, int wins) {
                const bool won = p && m.winner == p;
                return QStringLiteral("<div class=\"p%1\"><span>%2</span><span>%3</span></div>")
                    .arg(won ? QStringLiteral(" win") : QString(),
                         esc(matchPlayer(players, p, known)),
                         m.games.empty() ? QString() : QString::number(wins));
            };
            html += QStringLiteral("<div class=\"match%1\">")
                        .arg(m.thirdPlace ? QStringLiteral(" third") : QString());
            if (m.thirdPlace)
                html += QStringLiteral("<div class=\"note\">%1</div>")
                            .arg(esc(StageDocuments::tr("For third place")));
            html +=
                line(m.upper, m.upperKnown, m.upperWins) + line(m.lower, m.lowerKnown, m.lowerWins);
            if (m.needsDecision)
                html += QStringLiteral("<div class=\"note\">%1</div>")
                            .arg(esc(StageDocuments::tr("referee's decision needed")));
            if (!m.decision.isEmpty())
                html += QStringLiteral("<div class=\"note\">%1</div>")
                            .arg(esc(StageDocuments::tr("referee: %1").arg(m.decision)));
            html += QStringLiteral("</div>\n");
        }
        html += QStringLiteral("</div></div>\n");
    }
    html += QStringLiteral("<div class=\"round\"><h2>%1</h2><div class=\"match\"><div class=\"p "
                           "win\">%2</div></div></div>\n")
                .arg(esc(StageDocuments::tr("Winner")),
                     esc(b.champion ? nameOf(players, *b.champion) : QStringLiteral("—")));
    html += QStringLiteral("</div>\n</body>\n</html>\n");
    return html.toUtf8();
}

QByteArray bracketJson(const store::TournamentFile& file, int stageNo) {
    const Bracket b = bracketOf(file, stageNo);
    const auto idOf = [](const std::optional<PlayerId>& p) {
        return p ? QJsonValue(static_cast<qint64>(p->value())) : QJsonValue();
    };
    QJsonArray matches;
    for (const BracketMatch& m : b.matches) {
        QJsonArray games;
        for (const Game& g : m.games)
            games.append(
                QJsonObject{{QStringLiteral("round"), g.round},
                            {QStringLiteral("table"), g.table},
                            {QStringLiteral("white"), static_cast<qint64>(g.white.value())},
                            {QStringLiteral("black"), static_cast<qint64>(g.black.value())},
                            {QStringLiteral("winner"), idOf(winnerOf(g))}});
        QJsonObject o{{QStringLiteral("bracket_round"), m.bracketRound},
                      {QStringLiteral("match"), m.match + 1},
                      {QStringLiteral("upper"), idOf(m.upper)},
                      {QStringLiteral("lower"), idOf(m.lower)},
                      {QStringLiteral("winner"), idOf(m.winner)},
                      {QStringLiteral("games"), games}};
        if (m.thirdPlace)
            o.insert(QStringLiteral("third_place"), true);
        if (m.needsDecision)
            o.insert(QStringLiteral("needs_decision"), true);
        if (!m.decision.isEmpty())
            o.insert(QStringLiteral("decision"), m.decision);
        matches.append(o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("stage"), b.stage.number},
                                     {QStringLiteral("first_round"), b.stage.firstRound},
                                     {QStringLiteral("size"), b.size},
                                     {QStringLiteral("best_of"), b.stage.bestOf},
                                     {QStringLiteral("matches"), matches},
                                     {QStringLiteral("winner"), idOf(b.champion)}})
        .toJson(QJsonDocument::Indented);
}

reports::TableDocument finalPlacesDocument(const store::TournamentFile& file) {
    const std::map<PlayerId, Player> players = playersById(file);
    const std::vector<Stage> stages = eventStages(file);
    reports::TableDocument d;
    d.title = StageDocuments::tr("%1 — final places").arg(eventTitle(file));
    d.language = StageDocuments::tr("en", "the HTML lang attribute of documents in this language");
    reports::TableSection section;
    section.columns = {StageDocuments::tr("Place"), StageDocuments::tr("Name"),
                       StageDocuments::tr("Rank"), StageDocuments::tr("Club"),
                       StageDocuments::tr("Stage")};
    section.numeric = {true, false, false, false, false};
    for (const FinalPlace& p : finalPlaces(file)) {
        const Player& x = players.at(p.player);
        section.rows.push_back(
            {(p.shared ? QStringLiteral("%1=") : QStringLiteral("%1")).arg(p.place),
             nameOf(players, p.player), rankText(x.effectiveRank()), QString::fromStdString(x.club),
             stages.size() > 1 ? stageTitle(stages[static_cast<std::size_t>(p.stage - 1)])
                               : QString()});
    }
    d.sections.push_back(section);
    return d;
}
} // namespace tengen
