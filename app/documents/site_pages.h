#pragma once
// The published folder's pages beyond the round's documents (#34): every round's pairings and
// results, the list of players and a page per player with his games (and, in an EGF event, his
// provisional rating change). Plain HTML readable on a phone, no script; nothing personal (no
// birth date, contact, notes, fees or federation ids) — only what the standings already show.
#include "store/tournament_file.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <vector>

namespace tengen {

struct SitePage {
    QString path; // relative to the folder: "player-12.html"
    QByteArray bytes;
};

struct SitePages {
    Q_DECLARE_TR_FUNCTIONS(SitePages)
  public:
    // players.html and player-<id>.html for every player in a game or registered and not
    // withdrawn (as OpenGotha lists them), with the games of rounds 1..round.
    static std::vector<SitePage> players(const store::TournamentFile& file, int round);
    // A team event: teams.html and team-<id>.html (members linked to their pages; each round's
    // opponent team, match and board points, or the bye) through round `round`.
    static std::vector<SitePage> teams(const store::TournamentFile& file, int round);
    // A page of the site: its title, a line of links back, and the body (HTML).
    static QByteArray page(const QString& title, const QString& back, const QString& body);
};

} // namespace tengen
