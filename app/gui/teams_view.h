#pragma once
// The Teams view of a team event (#32): the teams (add, edit with members in board order and
// reserves after them, remove), a team's line-up for the shown round, the round's matches with
// their boards and scores (paired as the event says, or match by hand; a whole team's forfeit),
// and the team standings. Board results are entered in the Rounds view like any game's.
#include "documents/team_documents.h"
#include "tournament/team_standings.h"

#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace tengen::gui {

class TournamentDocument;

class TeamsView : public QWidget {
    Q_OBJECT
  public:
    explicit TeamsView(QWidget* parent = nullptr);
    void setDocument(TournamentDocument* doc); // nullptr: no tournament open
    // Shows the buttons of what this desk may change only (store::DeskRights).
    void setRights(bool players, bool rounds, bool results);

    int round() const;
    void setRound(int round);
    QTableWidget* teamTable() const { return teams_; }
    QTableWidget* matchTable() const { return matches_; }
    QTableWidget* standingsTable() const { return standings_; }
    QLabel* messageLabel() const { return message_; }
    // The team of the selected row, if any.
    std::optional<Team> selectedTeam() const;
    void selectTeam(TeamId id);

    // How the view asks: a team's fields and members (nullopt cancels); a line-up from the
    // team's members; two teams for a match by hand. Tests answer without a dialog.
    using TeamAsker = std::function<std::optional<Team>(const Team& initial)>;
    using LineupAsker = std::function<std::optional<std::vector<PlayerId>>(
        const Team& team, const std::vector<PlayerId>& current)>;
    using MatchAsker = std::function<std::optional<std::pair<TeamId, TeamId>>()>;
    // Teams from clubs: the reserves a team takes and the suffixes of a club's further teams
    // (nullopt cancels), shown the proposal's text.
    struct FromClubs {
        int reserves = 1;
        QStringList suffixes;
    };
    using FromClubsAsker = std::function<std::optional<FromClubs>(
        const std::function<QString(const FromClubs&)>& proposal)>;
    void setFromClubsAsker(FromClubsAsker a) { fromClubsAsker_ = std::move(a); }
    void setTeamAsker(TeamAsker a) { teamAsker_ = std::move(a); }
    void setLineupAsker(LineupAsker a) { lineupAsker_ = std::move(a); }
    void setMatchAsker(MatchAsker a) { matchAsker_ = std::move(a); }
    // Asked before two teams that met are paired again (the sentence says when).
    void setRematchConfirmer(std::function<bool(const QString&)> c) {
        confirmRematch_ = std::move(c);
    }

  public slots:
    void addTeam();
    // A team for each club of the players in no team, as proposed and confirmed (#44).
    void teamsFromClubs();
    void editTeam();
    void removeTeam();
    void editLineup(); // of the selected team, for the shown round
    void pairRound();
    void pairByHand();
    void forfeitSelected(); // the selected team loses its match of the shown round
    void explainMatch();    // two teams asked for: why (not) they meet in the shown round
    // The selected team's members (reserves too) checked in for the shown round, or absent.
    void setSelectedPresent(bool present);
    void refresh();

  private:
    std::optional<Team> askTeam(const Team& initial);
    std::optional<std::vector<PlayerId>> askLineup(const Team& team,
                                                   const std::vector<PlayerId>& current);
    std::optional<std::pair<TeamId, TeamId>> askMatch();
    std::optional<FromClubs> askFromClubs(const std::function<QString(const FromClubs&)>& proposal);
    void say(const QString& message);
    void fillTeams(const std::vector<Team>& teams, int boards);
    void fillMatches(const TeamHistory& history);
    void fillStandings(const reports::TableSection& table);
    QString playerName(PlayerId id) const;

    TournamentDocument* doc_ = nullptr;
    QSpinBox* round_;
    QTableWidget *teams_, *matches_, *standings_;
    QLabel* message_;
    QPushButton *add_, *edit_, *remove_, *fromClubs_, *lineup_, *pair_, *byHand_, *forfeit_,
        *explain_, *presence_;
    TeamAsker teamAsker_;
    LineupAsker lineupAsker_;
    MatchAsker matchAsker_;
    FromClubsAsker fromClubsAsker_;
    std::function<bool(const QString&)> confirmRematch_;
    std::optional<TeamDocuments> docs_; // what the tables show, read once a refresh
    std::vector<Team> shown_;
};

} // namespace tengen::gui
