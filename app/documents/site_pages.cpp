#include "documents/site_pages.h"

#include "actions/divisions.h"
#include "actions/domain_text.h"
#include "documents/ratings.h"
#include "documents/team_documents.h"
#include "tournament/egd_rating.h"
#include "tournament/points_text.h"

#include <QCollator>
#include <algorithm>
#include <map>
#include <set>

namespace tengen {

namespace {

QString esc(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

// The link back to the index, named after the event (native name, else Latin).
QString homeLink(const store::TournamentFile& file) {
    return QStringLiteral("<a href=\"index.html\">%1</a>").arg(eventTitle(file).toHtmlEscaped());
}

QString playerHref(PlayerId id) {
    return QStringLiteral("player-%1.html").arg(id.value());
}

// What the player got from a game, in his words.
QString outcome(const Game& g, PlayerId p) {
    if (g.result == GameResult::Unknown)
        return SitePages::tr("not yet");
    QString text;
    switch (g.result) {
    case GameResult::Jigo:
        text = SitePages::tr("jigo");
        break;
    case GameResult::BothLose:
        text = SitePages::tr("both lose");
        break;
    case GameResult::BothWin:
        text = SitePages::tr("both win");
        break;
    default:
        text = g.halfPointsOf(p) == 2 ? SitePages::tr("win") : SitePages::tr("loss");
    }
    return g.byForfeit ? SitePages::tr("%1 by default").arg(text) : text;
}

} // namespace

QByteArray SitePages::page(const QString& title, const QString& back, const QString& body) {
    return QStringLiteral(
               "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
               "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
               "<title>%2</title>\n<style>\n"
               "body{font-family:sans-serif;margin:0.8em;line-height:1.4}\n"
               "table{border-collapse:collapse;width:100%;max-width:48em}\n"
               "th,td{border-bottom:1px solid #ccc;padding:0.35em 0.4em;text-align:left}\n"
               "td.n{text-align:right}\n.k{white-space:nowrap}\nnav{margin-bottom:0.6em}\n"
               "</style>\n</head>\n<body>\n<nav>%3</nav>\n<h1>%2</h1>\n%4</body>\n</html>\n")
        .arg(tr("en", "the HTML lang attribute of documents in this language"),
             title.toHtmlEscaped(), back, body)
        .toUtf8();
}

std::vector<SitePage> SitePages::players(const store::TournamentFile& file, int round) {
    const std::vector<Player> all = file.players().all();
    const std::vector<Game> games = file.rounds().games();
    const std::vector<Bye> byes = file.rounds().byes();
    std::map<PlayerId, const Player*> byId;
    for (const Player& p : all)
        byId[p.id] = &p;
    // Players who played, and every registered player who has not withdrawn.
    std::vector<const Player*> shown;
    std::set<PlayerId> inGames;
    std::map<std::pair<int, PlayerId>, const Game*> gameOf; // (round, player): one look-up a row
    for (const Game& g : games) {
        inGames.insert(g.white), inGames.insert(g.black);
        gameOf[{g.round, g.white}] = &g;
        gameOf[{g.round, g.black}] = &g;
    }
    std::set<std::pair<int, PlayerId>> byeOf;
    for (const Bye& b : byes)
        byeOf.insert({b.round, b.player});
    for (const Player& p : all)
        if (inGames.count(p.id) || !p.withdrawn)
            shown.push_back(&p);
    QCollator collator;
    collator.setNumericMode(true);
    std::stable_sort(shown.begin(), shown.end(), [&](const Player* a, const Player* b) {
        return collator.compare(QString::fromStdString(a->displayName()),
                                QString::fromStdString(b->displayName())) < 0;
    });
    // An EGF event (some player rated by the EGD, a class the EGD rates): the provisional change.
    std::map<PlayerId, ProvisionalRating> ratings;
    const bool egf = std::any_of(all.begin(), all.end(), [](const Player& p) {
        return p.rating && p.rating->system == RatingSystem::EgdGoR;
    });
    if (egf) {
        const ProvisionalRatings r = provisionalRatings(file, std::nullopt, round);
        if (r.weight > 0)
            ratings = provisionalRatingsById(r);
    }
    const QString home = homeLink(file);
    std::vector<SitePage> pages;

    QString list =
        QStringLiteral("<table>\n<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>\n")
            .arg(tr("Player").toHtmlEscaped(), tr("Rank").toHtmlEscaped(),
                 tr("Club").toHtmlEscaped(), tr("Country").toHtmlEscaped());
    for (const Player* p : shown)
        list +=
            QStringLiteral("<tr><td><a href=\"%1\">%2</a></td><td class=\"k\">%3</td><td>%4</td>"
                           "<td>%5</td></tr>\n")
                .arg(playerHref(p->id), esc(p->displayName()),
                     rankText(p->effectiveRank()).toHtmlEscaped(), esc(p->club), esc(p->country));
    list += QStringLiteral("</table>\n");
    if (shown.empty())
        list = QStringLiteral("<p>%1</p>\n").arg(tr("No player yet.").toHtmlEscaped());
    pages.push_back({QStringLiteral("players.html"),
                     page(tr("Players"), home, list)}); // page() escapes the title

    for (const Player* p : shown) {
        QString body;
        const QString latin = QString::fromStdString(p->latinName());
        if (latin != QString::fromStdString(p->displayName()))
            body += QStringLiteral("<p>%1</p>\n").arg(latin.toHtmlEscaped());
        QStringList facts;
        if (const QString rank = rankText(p->effectiveRank()); !rank.isEmpty())
            facts << rank.toHtmlEscaped();
        if (!p->club.empty())
            facts << esc(p->club);
        if (!p->country.empty())
            facts << esc(p->country);
        if (!facts.isEmpty())
            body += QStringLiteral("<p>%1</p>\n").arg(facts.join(QStringLiteral(" · ")));
        if (const auto r = ratings.find(p->id); r != ratings.end())
            body += QStringLiteral("<p>%1</p>\n")
                        .arg(tr("Provisional EGF rating: %1 → %2 (%3 after %n game(s); the EGD "
                                "rates the event when it receives the results)",
                                nullptr, r->second.games)
                                 .arg(QString::number(r->second.before, 'f', 0),
                                      QString::number(r->second.after, 'f', 3),
                                      ratingChangeText(r->second.change))
                                 .toHtmlEscaped());
        body += QStringLiteral("<table>\n<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th>"
                               "<th>%5</th></tr>\n")
                    .arg(tr("Round").toHtmlEscaped(), tr("Opponent").toHtmlEscaped(),
                         tr("Colour").toHtmlEscaped(), tr("Handicap").toHtmlEscaped(),
                         tr("Result").toHtmlEscaped());
        for (int r = 1; r <= round; ++r) {
            const auto found = gameOf.find({r, p->id});
            if (found != gameOf.end()) {
                const Game* g = found->second;
                const PlayerId o = g->opponentOf(p->id);
                const auto opponent = byId.find(o);
                const QString name =
                    opponent == byId.end()
                        ? QStringLiteral("?")
                        : QStringLiteral("<a href=\"%1\">%2</a>")
                              .arg(playerHref(o), esc(opponent->second->displayName()));
                const QString colour = !g->knownColour     ? tr("at the board")
                                       : g->white == p->id ? tr("White")
                                                           : tr("Black");
                body += QStringLiteral("<tr><td class=\"n\">%1</td><td>%2</td><td>%3</td>"
                                       "<td class=\"n\">%4</td><td>%5</td></tr>\n")
                            .arg(r)
                            .arg(name, colour.toHtmlEscaped(), QString::number(g->handicap),
                                 outcome(*g, p->id).toHtmlEscaped());
            } else if (byeOf.count({r, p->id})) {
                body +=
                    QStringLiteral("<tr><td class=\"n\">%1</td><td colspan=\"4\">%2</td></tr>\n")
                        .arg(r)
                        .arg(tr("bye").toHtmlEscaped());
            } else {
                body +=
                    QStringLiteral("<tr><td class=\"n\">%1</td><td colspan=\"4\">%2</td></tr>\n")
                        .arg(r)
                        .arg(tr("did not play").toHtmlEscaped());
            }
        }
        body += QStringLiteral("</table>\n");
        pages.push_back(
            {playerHref(p->id), page(QString::fromStdString(p->displayName()),
                                     home + QStringLiteral(" · <a href=\"players.html\">%1</a>")
                                                .arg(tr("Players").toHtmlEscaped()),
                                     body)});
    }
    return pages;
}

namespace {
QString teamHref(TeamId id) {
    return QStringLiteral("team-%1.html").arg(id.value());
}
// Points from half points as the team documents write them ("2½").
QString halves(long long h) {
    return QString::fromStdString(pointsText(h));
}
} // namespace

std::vector<SitePage> SitePages::teams(const store::TournamentFile& file, int round) {
    const std::vector<Team> all = file.teams().all();
    const TeamDocuments documents(file);
    const std::vector<TeamDocuments::CrossRow> rows = documents.crossRows(round);
    const int boards = file.settings().get().boards;
    const QString home = homeLink(file);
    std::vector<SitePage> pages;
    QString list =
        QStringLiteral("<table>\n<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>\n")
            .arg(tr("Team").toHtmlEscaped(), tr("Club").toHtmlEscaped(),
                 tr("Match points").toHtmlEscaped(), tr("Board points").toHtmlEscaped());
    std::map<TeamId, const TeamDocuments::CrossRow*> rowOf;
    for (const TeamDocuments::CrossRow& row : rows)
        rowOf[row.team] = &row;
    for (const Team& t : all) {
        const auto row = rowOf.find(t.id);
        list += QStringLiteral("<tr><td><a href=\"%1\">%2</a></td><td>%3</td><td class=\"n\">%4"
                               "</td><td class=\"n\">%5</td></tr>\n")
                    .arg(teamHref(t.id), esc(t.displayName()), esc(t.club),
                         row == rowOf.end() ? QString() : halves(row->second->score.matchHalves),
                         row == rowOf.end() ? QString() : halves(row->second->score.boardHalves));
    }
    list += QStringLiteral("</table>\n");
    pages.push_back({QStringLiteral("teams.html"), page(tr("Teams"), home, list)});
    const QString back =
        home + QStringLiteral(" · <a href=\"teams.html\">%1</a>").arg(tr("Teams").toHtmlEscaped());
    for (const Team& t : all) {
        QString body;
        QStringList facts;
        if (!t.nameLatin.empty() && t.nameLatin != t.displayName())
            facts << esc(t.nameLatin);
        if (!t.club.empty())
            facts << esc(t.club);
        if (!t.country.empty())
            facts << esc(t.country);
        if (!facts.isEmpty())
            body += QStringLiteral("<p>%1</p>\n").arg(facts.join(QStringLiteral(" · ")));
        body += QStringLiteral("<h2>%1</h2>\n<ol>\n").arg(tr("Players").toHtmlEscaped());
        for (std::size_t i = 0; i < t.members.size(); ++i) {
            const auto member = file.players().find(t.members[i]);
            if (!member)
                continue;
            body += QStringLiteral("<li><a href=\"%1\">%2</a>%3</li>\n")
                        .arg(playerHref(t.members[i]), esc(member->displayName()),
                             static_cast<int>(i) >= boards
                                 ? QStringLiteral(" (%1)").arg(tr("reserve").toHtmlEscaped())
                                 : QString());
        }
        body += QStringLiteral("</ol>\n<h2>%1</h2>\n<table>\n<tr><th>%2</th><th>%3</th>"
                               "<th>%4</th><th>%5</th></tr>\n")
                    .arg(tr("Matches").toHtmlEscaped(), tr("Round").toHtmlEscaped(),
                         tr("Opponent").toHtmlEscaped(), tr("Match points").toHtmlEscaped(),
                         tr("Board points").toHtmlEscaped());
        if (const auto row = rowOf.find(t.id); row != rowOf.end()) {
            for (const TeamDocuments::CrossMatch& m : row->second->rounds) {
                QString opponent, score, board;
                if (m.opponent) {
                    const Team* other = teamIn(all, *m.opponent);
                    opponent = QStringLiteral("<a href=\"%1\">%2</a>")
                                   .arg(teamHref(*m.opponent),
                                        other ? esc(other->displayName()) : QStringLiteral("?"));
                    score = m.decided
                                ? QStringLiteral("%1 : %2").arg(halves(m.ours), halves(m.theirs))
                                : tr("not yet").toHtmlEscaped();
                    board = halves(m.boardHalves);
                } else {
                    opponent = (m.bye ? tr("bye") : tr("did not play")).toHtmlEscaped();
                }
                body += QStringLiteral("<tr><td class=\"n\">%1</td><td>%2</td><td>%3</td>"
                                       "<td class=\"n\">%4</td></tr>\n")
                            .arg(QString::number(m.round), opponent, score, board);
            }
        }
        body += QStringLiteral("</table>\n");
        pages.push_back(
            {teamHref(t.id), page(QString::fromStdString(t.displayName()), back, body)});
    }
    return pages;
}

} // namespace tengen
