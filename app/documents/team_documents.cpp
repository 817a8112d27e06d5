#include "documents/team_documents.h"

#include "actions/domain_text.h"
#include "actions/join_codes.h"
#include "actions/team_rounds.h"
#include "documents/documents.h"
#include "documents/hall_address.h"
#include "reports/qr_code.h"
#include "tournament/points_text.h"

namespace tengen {

namespace {

QString points(long long halves) {
    return QString::fromStdString(pointsText(halves));
}

// A standings column as its readers call it: OpenGotha's names in English, 场分, 局分, 对手分…
// in Chinese (the JSON keeps the ids).
QString criterionHeading(const TeamCriterion& c) {
    switch (c.kind) {
    case TeamCriterionKind::MatchPoints:
        return TeamDocuments::tr("TEAMP", "team standings column: match points");
    case TeamCriterionKind::BoardPoints:
        return TeamDocuments::tr("BDW", "team standings column: board points");
    case TeamCriterionKind::BoardPointsUpTo:
        return TeamDocuments::tr("BDW%1U", "team standings column: board points of the first "
                                           "%1 boards")
            .arg(c.boards);
    case TeamCriterionKind::OpponentsMatchPoints:
        return TeamDocuments::tr("SOST", "team standings column: the opponents' match points");
    case TeamCriterionKind::LeaderBoardWins:
        return TeamDocuments::tr("LBW", "team standings column: board-1 points");
    case TeamCriterionKind::DirectEncounter:
        return TeamDocuments::tr("DE", "team standings column: direct encounter");
    case TeamCriterionKind::MeanRating:
        return TeamDocuments::tr("MNR", "team standings column: mean rating");
    }
    return QString::fromStdString(teamCriterionId(c));
}

} // namespace

QString TeamDocuments::criterionName(const TeamCriterion& c) {
    switch (c.kind) {
    case TeamCriterionKind::MatchPoints:
        return tr("Match points");
    case TeamCriterionKind::BoardPoints:
        return tr("Board points");
    case TeamCriterionKind::BoardPointsUpTo:
        return tr("Board points of boards 1 to %1").arg(c.boards);
    case TeamCriterionKind::OpponentsMatchPoints:
        return tr("Opponents' match points");
    case TeamCriterionKind::LeaderBoardWins:
        return tr("Board-1 wins (主将)");
    case TeamCriterionKind::DirectEncounter:
        return tr("Direct encounter");
    case TeamCriterionKind::MeanRating:
        return tr("Mean rating");
    }
    return QString::fromStdString(teamCriterionId(c));
}

// "B+", "W+", "=", "0-0", "1-1" (a forfeit marked), "" before the result.
QString TeamDocuments::resultText(const Game& g) {
    QString text;
    switch (g.result) {
    case GameResult::BlackWins:
        text = tr("B+");
        break;
    case GameResult::WhiteWins:
        text = tr("W+");
        break;
    case GameResult::Jigo:
        text = QStringLiteral("=");
        break;
    case GameResult::BothLose:
        text = QStringLiteral("0-0");
        break;
    case GameResult::BothWin:
        text = QStringLiteral("1-1");
        break;
    case GameResult::Unknown:
        break;
    }
    return g.byForfeit ? tr("%1 (forfeit)").arg(text) : text;
}

TeamDocuments::TeamDocuments(const store::TournamentFile& file) : file_(file) {
    const store::TournamentFile::ReadSnapshot snapshot(file);
    const TournamentSettings s = file.settings().get();
    const std::vector<Player> players = file.players().all();
    history_ = teamHistoryOf(file, s, players);
    for (const Player& p : players)
        names_[p.id] = QString::fromStdString(p.displayName());
    event_ = eventName(s);
}

QString TeamDocuments::teamName(TeamId id) const {
    const Team* t = teamIn(history_.teams, id);
    return t ? QString::fromStdString(t->displayName()) : QString::number(id.value());
}

QString TeamDocuments::playerName(PlayerId id) const {
    const auto n = names_.find(id);
    return n == names_.end() ? QString::number(id.value()) : n->second;
}

int TeamDocuments::last(int through) const {
    if (through > 0)
        return through;
    for (const TeamRound& r : history_.rounds)
        if (!r.matches.empty() || r.bye)
            through = std::max(through, r.round);
    return through;
}

reports::TableDocument TeamDocuments::standings(int through) const {
    const int round = last(through);
    reports::TableDocument d;
    d.title = tr("%1 — team standings after round %2").arg(event_, QString::number(round));
    d.language = tr("en", "the HTML lang attribute of documents in this language");
    reports::TableSection s;
    s.columns = {tr("Place"), tr("Team"), tr("W-D-L")};
    s.numeric = {true, false, false};
    for (const TeamCriterion& c : history_.rules.criteria) {
        s.columns << criterionHeading(c);
        s.numeric.push_back(true);
    }
    for (const TeamStandingsRow& r : teamStandings(history_, round)) {
        QStringList line{QString::number(r.place) + (r.shared ? QStringLiteral("=") : QString()),
                         teamName(r.team),
                         QStringLiteral("%1-%2-%3").arg(r.won).arg(r.drawn).arg(r.lost)};
        for (std::size_t k = 0; k < r.values.size(); ++k)
            line << (history_.rules.criteria[k].kind == TeamCriterionKind::MeanRating
                         ? QString::number(r.values[k])
                         : points(r.values[k]));
        s.rows.push_back(line);
    }
    s.empty = tr("no team yet");
    d.sections.push_back(s);
    return d;
}

std::vector<TeamDocuments::CrossRow> TeamDocuments::crossRows(int through) const {
    const int round = last(through);
    const GamesByPlayer games(history_.games);
    const std::map<TeamId, TeamScore> scores = teamScores(history_, round);
    std::vector<CrossRow> out;
    for (const TeamStandingsRow& row : teamStandings(history_, round)) {
        CrossRow c;
        c.team = row.team;
        if (const auto found = scores.find(row.team); found != scores.end())
            c.score = found->second;
        for (int r = 1; r <= round; ++r) {
            CrossMatch x;
            x.round = r;
            for (const TeamRound& played : history_.rounds) {
                if (played.round != r)
                    continue;
                x.bye = x.bye || played.bye == row.team;
                for (const TeamMatch& m : played.matches) {
                    if (m.home != row.team && m.away != row.team)
                        continue;
                    const bool home = m.home == row.team;
                    const TeamMatchResult res =
                        scoreTeamMatch(m, played, games, history_.boards, history_.rules.match);
                    x.opponent = home ? m.away : m.home;
                    x.decided = res.score.winner != MatchScore::Winner::Undecided;
                    x.ours = home ? res.score.homeMatchHalves : res.score.awayMatchHalves;
                    x.theirs = home ? res.score.awayMatchHalves : res.score.homeMatchHalves;
                    x.boardHalves = home ? res.score.homeBoardHalves : res.score.awayBoardHalves;
                }
            }
            c.rounds.push_back(x);
        }
        out.push_back(std::move(c));
    }
    return out;
}

reports::TableDocument TeamDocuments::crosstable(int through) const {
    const int round = last(through);
    const std::vector<CrossRow> rows = crossRows(round);
    std::map<TeamId, int> placeOf; // the row number each team has in this table
    for (std::size_t i = 0; i < rows.size(); ++i)
        placeOf[rows[i].team] = static_cast<int>(i) + 1;
    reports::TableDocument d;
    d.title = tr("%1 — team crosstable after round %2").arg(event_, QString::number(round));
    d.language = tr("en", "the HTML lang attribute of documents in this language");
    reports::TableSection s;
    s.columns = {tr("No."), tr("Team")};
    s.numeric = {true, false};
    for (int r = 1; r <= round; ++r) {
        s.columns << tr("R%1").arg(r);
        s.numeric.push_back(false);
    }
    s.columns << tr("Match points") << tr("Board points");
    s.numeric.push_back(true);
    s.numeric.push_back(true);
    for (const CrossRow& row : rows) {
        QStringList line{QString::number(placeOf[row.team]), teamName(row.team)};
        for (const CrossMatch& x : row.rounds) {
            // "3+ 2½": the opponent's row, won (+), drawn (=) or lost (-), the board points.
            QString cell = x.bye ? tr("bye") : QStringLiteral("–");
            if (x.opponent) {
                const QChar mark = !x.decided          ? QLatin1Char('?')
                                   : x.ours > x.theirs ? QLatin1Char('+')
                                   : x.ours < x.theirs ? QLatin1Char('-')
                                                       : QLatin1Char('=');
                cell = QStringLiteral("%1%2 %3")
                           .arg(placeOf.count(*x.opponent) ? placeOf.at(*x.opponent) : 0)
                           .arg(mark)
                           .arg(points(x.boardHalves));
            }
            line << cell;
        }
        line << points(row.score.matchHalves) << points(row.score.boardHalves);
        s.rows.push_back(line);
    }
    s.empty = tr("no team yet");
    d.sections.push_back(s);
    return d;
}

reports::TableDocument TeamDocuments::boards(int through) const {
    const int round = last(through);
    reports::TableDocument d;
    d.title = tr("%1 — board results after round %2").arg(event_, QString::number(round));
    d.language = tr("en", "the HTML lang attribute of documents in this language");
    std::map<int, reports::TableSection> byBoard;
    for (const BoardRecord& r : boardRecords(history_, round)) {
        reports::TableSection& s = byBoard[r.board];
        if (s.columns.isEmpty()) {
            s.heading = tr("Board %1").arg(r.board);
            s.columns = {tr("Player"), tr("Team"), tr("Points"), tr("Games"), tr("%")};
            s.numeric = {false, false, true, true, true};
        }
        s.rows.push_back({playerName(r.player), teamName(r.team), points(r.halves),
                          QString::number(r.games), QString::number(r.percent())});
    }
    for (auto& [board, s] : byBoard)
        d.sections.push_back(std::move(s));
    return d;
}

reports::TableDocument TeamDocuments::pairings(int round) const {
    reports::TableDocument d;
    d.title = tr("%1 — round %2 team pairing").arg(event_, QString::number(round));
    d.language = tr("en", "the HTML lang attribute of documents in this language");
    const GamesByPlayer games(history_.games);
    for (const TeamRound& r : history_.rounds) {
        if (r.round != round)
            continue;
        for (const TeamMatch& m : r.matches) {
            reports::TableSection s;
            s.heading =
                tr("Match %1: %2 – %3").arg(m.number).arg(teamName(m.home), teamName(m.away));
            s.columns = {tr("Board"), tr("Table"), tr("Black"), tr("White"), tr("Result")};
            s.numeric = {true, true, false, false, false};
            int b = 0;
            for (const std::optional<Game>& g : matchBoardGames(m, r, games, history_.boards)) {
                ++b;
                if (!g)
                    continue;
                s.rows.push_back({QString::number(b), QString::number(g->table),
                                  playerName(g->black), playerName(g->white), resultText(*g)});
            }
            d.sections.push_back(std::move(s));
        }
        if (r.bye) {
            reports::TableSection s;
            s.heading = tr("Bye: %1").arg(teamName(*r.bye));
            d.sections.push_back(std::move(s));
        }
    }
    if (d.sections.empty()) {
        reports::TableSection s;
        s.empty = tr("round %1 is not paired").arg(round);
        d.sections.push_back(s);
    }
    return d;
}

QByteArray TeamDocuments::matchSheets(int round, const QString& hallUrl) const {
    const QString secret = hallSecretForDocuments(file_);
    const QString url = hallUrl.isEmpty() ? hallUrlForDocuments(file_.clocks().hallUrl()) : hallUrl;
    const GamesByPlayer games(history_.games);
    const auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    QString html =
        QStringLiteral("<!DOCTYPE html><html lang=\"%1\"><head><meta charset=\"utf-8\">"
                       "<title>%2</title></head><body>")
            .arg(tr("en", "the HTML lang attribute of documents in this language"),
                 esc(tr("%1 — round %2 match sheets").arg(event_, QString::number(round))));
    int sheets = 0;
    for (const TeamRound& r : history_.rounds) {
        if (r.round != round)
            continue;
        for (const TeamMatch& m : r.matches) {
            html += QStringLiteral("<div%1>").arg(
                sheets++ > 0 ? QStringLiteral(" style=\"page-break-before: always\"") : QString());
            html +=
                QStringLiteral("<h2>%1</h2><h1>%2</h1>")
                    .arg(esc(tr("%1 — round %2, match %3")
                                 .arg(event_, QString::number(round), QString::number(m.number))),
                         esc(tr("%1 – %2").arg(teamName(m.home), teamName(m.away))));
            html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"6\" "
                                   "width=\"100%\"><tr>");
            for (const QString& h : {tr("Board"), tr("Table"), teamName(m.home), teamName(m.away),
                                     tr("Handicap"), tr("Result"), tr("Clock on a phone")})
                html += QStringLiteral("<th>%1</th>").arg(esc(h));
            html += QStringLiteral("</tr>");
            const auto lineup = [&](TeamId t) {
                const auto l = r.lineups.find(t);
                return l == r.lineups.end() ? std::vector<PlayerId>{} : l->second;
            };
            const std::vector<PlayerId> home = lineup(m.home);
            int b = 0;
            for (const std::optional<Game>& g : matchBoardGames(m, r, games, history_.boards)) {
                ++b;
                if (!g)
                    continue;
                const bool homeWhite = b <= static_cast<int>(home.size()) &&
                                       g->white == home[static_cast<std::size_t>(b - 1)];
                const auto player = [&](PlayerId p, bool white) {
                    return esc(playerName(p)) +
                           QStringLiteral(" (%1)").arg(esc(white ? tr("White") : tr("Black")));
                };
                QString code;
                if (!secret.isEmpty()) {
                    const QString c = joinCode(secret, RoundNo{round}, TableNo{g->table});
                    code = QStringLiteral("<code>%1</code>").arg(esc(c));
                    if (!url.isEmpty())
                        code +=
                            QStringLiteral("<br>") + reports::qrImgTag(tablePageUrl(url, c), 72);
                }
                html += QStringLiteral("<tr><td align=\"right\">%1</td><td align=\"right\">%2</td>"
                                       "<td>%3</td><td>%4</td><td align=\"right\">%5</td>"
                                       "<td>%6</td><td>%7</td></tr>")
                            .arg(b)
                            .arg(g->table)
                            .arg(homeWhite ? player(g->white, true) : player(g->black, false),
                                 homeWhite ? player(g->black, false) : player(g->white, true),
                                 g->handicap > 0 ? QString::number(g->handicap) : QString(),
                                 esc(resultText(*g)), code);
            }
            html += QStringLiteral("</table><p>%1</p><p>%2</p><p>%3</p></div>")
                        .arg(esc(tr("Match score: %1 ____ : ____ %2")
                                     .arg(teamName(m.home), teamName(m.away))),
                             esc(tr("Captain of %1: ____________________").arg(teamName(m.home))),
                             esc(tr("Captain of %1: ____________________").arg(teamName(m.away))));
        }
    }
    if (sheets == 0)
        html += QStringLiteral("<p>%1</p>").arg(esc(tr("round %1 is not paired").arg(round)));
    html += QStringLiteral("</body></html>");
    return html.toUtf8();
}

QStringList TeamDocuments::explanation(const TeamPairExplanationOutcome& outcome, int round) const {
    const pairing::TeamPairExplanation& e = outcome.explanation;
    QStringList lines;
    lines << tr("Round %1: %2 – %3").arg(round).arg(teamName(e.a), teamName(e.b));
    if (outcome.scheduled)
        lines << tr("This event pairs its teams by a round robin's table or by hand: the table "
                    "or the director decides, not the team Swiss; what the team Swiss would "
                    "weigh follows.");
    const auto facts = [&](TeamId t, const pairing::TeamFacts& f) {
        const QString group = QString::number(f.group + 1), place = QString::number(f.place + 1),
                      size = QString::number(f.groupSize),
                      balance = QString::number(f.boardOneBalance);
        return f.hadBye
                   ? tr("%1: %2 match points, %3 board points before the round; score group %4, "
                        "place %5 of %6; board 1 colour balance %7; had the bye")
                         .arg(teamName(t), points(f.matchHalves), points(f.boardHalves), group,
                              place, size, balance)
                   : tr("%1: %2 match points, %3 board points before the round; score group %4, "
                        "place %5 of %6; board 1 colour balance %7")
                         .arg(teamName(t), points(f.matchHalves), points(f.boardHalves), group,
                              place, size, balance);
    };
    lines << facts(e.a, e.factsA) << facts(e.b, e.factsB);
    if (e.metIn.empty()) {
        lines << tr("They have not met.");
    } else {
        QStringList rounds;
        for (int r : e.metIn)
            rounds << QString::number(r);
        lines << tr("They met in round %1: a rematch is paired only when no other pairing "
                    "exists.")
                     .arg(rounds.join(QStringLiteral(", ")));
    }
    lines << tr("Cost of the pair: score difference %1, placement %2, board 1 colours %3")
                 .arg(e.cost.scoreDifference)
                 .arg(e.cost.placement)
                 .arg(e.cost.colour);
    if (e.partnerOfA && *e.partnerOfA == e.b) {
        lines << tr("They were paired together.");
    } else if (e.partnerOfA && e.partnerOfB && e.swapGain) {
        lines << tr("They were paired with %1 and %2.")
                     .arg(teamName(*e.partnerOfA), teamName(*e.partnerOfB));
        if (*e.swapGain >= 0) {
            lines << tr("Pairing them together (and %1 with %2) would cost no more.")
                         .arg(teamName(*e.partnerOfA), teamName(*e.partnerOfB));
        } else {
            const QString reason =
                e.mainReason == "rematch"            ? tr("a rematch")
                : e.mainReason == "score_difference" ? tr("the match points between them")
                : e.mainReason == "colour"           ? tr("board 1 colours")
                                                     : tr("the places in the score groups");
            lines << tr("Pairing them together (and %1 with %2) would cost %3 more, mostly "
                        "because of %4.")
                         .arg(teamName(*e.partnerOfA), teamName(*e.partnerOfB),
                              QString::number(-*e.swapGain), reason);
        }
    } else if (e.partnerOfA || e.partnerOfB) {
        lines << tr("One of them had the bye or played outside the team Swiss.");
    }
    return lines;
}

} // namespace tengen
