#pragma once
// Purpose: a team event's documents (#32) as titled tables — text, CSV, HTML and PDF come from
// reports/table_document.h: the team standings, the round's pairing list (each match with its
// boards, tables and colours), the team crosstable and each board's individual scores for board
// prizes. In the interface language.
#include "actions/team_rounds.h"
#include "reports/table_document.h"
#include "store/tournament_file.h"
#include "tournament/team_standings.h"

#include <QCoreApplication>
#include <optional>

namespace tengen {

class TeamDocuments {
    Q_DECLARE_TR_FUNCTIONS(TeamDocuments)
  public:
    explicit TeamDocuments(const store::TournamentFile& file);

    // After round `through` (0: every round with a match).
    reports::TableDocument standings(int through) const;
    reports::TableDocument crosstable(int through) const;
    // The crosstable's data: each team in standings order with its matches round by round.
    struct CrossMatch {
        int round = 0;
        std::optional<TeamId> opponent; // none: the bye, or no match that round
        bool bye = false;
        bool decided = false;           // every board needed has its result
        long long ours = 0, theirs = 0; // match points, half points
        long long boardHalves = 0;      // this team's board points in the match
    };
    struct CrossRow {
        TeamId team{};
        std::vector<CrossMatch> rounds; // 1..through
        TeamScore score;
    };
    std::vector<CrossRow> crossRows(int through) const;
    reports::TableDocument boards(int through) const;
    // One section per match: board, table, Black, White, result.
    reports::TableDocument pairings(int round) const;
    // Match result sheets (HTML, one page a match): every board with its table, players and
    // colours, handicap, a box for the result, its join code for a clock on a phone and a QR
    // code of the table's page at `hallUrl` ("": where the hall was last switched on, if
    // known); the match score and the captains' signatures. Never for the live page: whoever
    // reads a code can act on that table.
    QByteArray matchSheets(int round, const QString& hallUrl = {}) const;

    static QString resultText(const Game& g);
    // A team criterion in words, for a director choosing it: "Board-1 wins (主将)" (the
    // standings' columns use its short heading).
    static QString criterionName(const TeamCriterion& c);
    // "Why (not) these two teams?" in words, a line each.
    QStringList explanation(const TeamPairExplanationOutcome& e, int round) const;
    // What the documents are made from (one read of the file), for a view that shows more.
    const TeamHistory& history() const { return history_; }
    QString teamName(TeamId id) const;
    QString playerName(PlayerId id) const; // the id when the file has no such player

  private:
    int last(int through) const;
    const store::TournamentFile& file_;
    TeamHistory history_;
    std::map<PlayerId, QString> names_;
    QString event_;
};

} // namespace tengen
