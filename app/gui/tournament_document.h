#pragma once
// The open tournament as the desktop app sees it: the file, the undo history of this session,
// and signals for views. Every change is written to the file at once (one transaction). Other
// programs may write the same file at the same time: the document notices their changes within
// a second and tells the views, and every change and every undo says what it was based on, so
// that the file refuses it (and nothing is overwritten) when another program changed that first.
#include "actions/players.h"
#include "actions/results.h"
#include "actions/round_colours.h"
#include "actions/round_edits.h"
#include "actions/team_rounds.h"
#include "actions/teams.h"
#include "store/tournament_file.h"

#include <QObject>
#include <QTimer>
#include <QUndoStack>
#include <functional>
#include <memory>

namespace tengen {
struct Undoable;
}

namespace tengen::gui {

class TournamentDocument : public QObject {
    Q_OBJECT
  public:
    explicit TournamentDocument(std::unique_ptr<store::TournamentFile> file,
                                QObject* parent = nullptr);
    ~TournamentDocument() override;

    store::TournamentFile& file() { return *file_; }
    QUndoStack* undoStack() { return &undo_; }

    // Each calls the action (app/actions) that does the change in the file, then records it
    // for undo. Players are taken by value: the caller's may be a row of a view that the change
    // itself refreshes. A refusal records nothing; on a Conflict (another program changed what
    // the change was based on) the views have been told to show the file's values again.
    RegisterOutcome registerPlayer(const Player& p, bool duplicateConfirmed = false);
    // Writes the fields in which `after` differs from `before` (the player the user saw).
    Refusal editPlayer(Player before, Player after);
    // Removes a registration made by mistake (a player who leaves is withdrawn instead).
    Refusal deletePlayer(Player p);
    Refusal setWithdrawn(Player p, bool withdrawn);
    // A check-in (r.checkedInAt set) also makes the registration final. One or several
    // players (a selection, the whole list): one transaction, one undo.
    Refusal setParticipation(std::vector<Player> players, RoundParticipation r);
    // Preliminary registrations made final (a selection, the whole list); one undo.
    Refusal makeFinal(std::vector<Player> players);
    // Players moved into another division (#47, actions/divisions.h movePlayers: a reason once
    // the round 1 of either division is paired, Kind::Incomplete without it). Not undone by
    // Undo: a move back is another move, with its reason in the journal.
    Refusal moveToDivision(const std::vector<Player>& players, int division, const QString& reason);
    // Several players changed together (as the user saw them, as changed), each written only if
    // nobody changed him meanwhile: one transaction, one undo, all or none.
    Refusal changePlayers(const std::vector<PlayerChange>& changes, const QString& text);
    ImportResult importPlayers(const ImportRequest& request);
    // `before`: the settings the user started from.
    Refusal saveSettings(const TournamentSettings& before, const TournamentSettings& after);
    // The pairing parameters (and the system a preset brings); undoable, with the reason.
    Refusal changePairingSettings(const PairingSettings& before, const PairingSettings& after,
                                  PairingSystem system, const QString& reason);
    // Pairs a round; undo unpairs it while it is as paired.
    Refusal pairRound(RoundNo round);
    // A hand edit of a round by one of the round actions (actions/round_edits.h), given the file;
    // undoable. NeedsConfirmation and other refusals record nothing.
    RoundEdit editRound(RoundNo round, const QString& text,
                        const std::function<RoundEdit(store::TournamentFile&)>& action);
    // A result (actions/results.h); undo puts the game back as it was.
    ResultOutcome enterResult(const ResultRequest& request);
    // Colours decided at a board or by the director: not undoable (published colours change
    // only with a reason, kept in the history); the views are told.
    Refusal recordNigiri(RoundNo round, TableNo table, PlayerId holder, bool guessOdd, int stones,
                         const QString& reason, ColourOutcome* outcome = nullptr);
    // The event's next stage (#33): a round-robin final or a knockout of the top K; undoable.
    Refusal addStage(const Stage& next);
    // The last stage taken away (refused for the first, or one with placed players); undoable.
    Refusal removeLastStage();
    // `stage`'s players placed (numbers, groups, bracket slots; by lot from a fresh seed), or
    // their places taken back (refused once the stage has a paired round); undoable.
    Refusal placeStage(int stage);
    Refusal unplaceStage(int stage);
    // The referee's decision of a knockout game the board did not decide (#33), and the next
    // round it lets the bracket pair; undoable (both at once).
    Refusal decideKnockout(RoundNo round, TableNo table, PlayerId winner, const QString& reason);
    Refusal drawColours(RoundNo round, ColourMethod method, const Seed& seed,
                        store::ColourRound* header = nullptr);

    // Teams of a team event (#32), each undoable: a team added, edited or removed, a line-up
    // given before a round, a team round paired (undo unpairs it while it is as paired).
    TeamOutcome addTeam(const Team& team);
    // Teams from the clubs of the players in no team (actions/teams.h), one undoable step.
    TeamsFromClubs makeTeamsFromClubs(int reserves, const QStringList& suffixes);
    TeamOutcome editTeam(Team seen, Team wanted);
    Refusal removeTeam(Team seen);
    Refusal setTeamLineup(RoundNo round, TeamId team, std::vector<PlayerId> lineup,
                          std::vector<PlayerId> seen);
    TeamPairingOutcome pairTeamRound(RoundNo round);
    // A match by hand and a whole team's forfeit: not undoable (unpair the round; enter the
    // boards' results again).
    TeamPairingOutcome pairTeamsByHand(RoundNo round, TeamId home, TeamId away, bool allowRematch);
    Refusal forfeitTeam(RoundNo round, TeamId team, const QString& reason = {});

    // The division the desk works in (#47; nullopt: the whole event, of one division): the
    // players, rounds, settings and documents every view reads are that division's from now
    // on; the views are told. An undo does its change in the division it was done in.
    void setDivision(std::optional<int> division);
    // The divisions changed here (File → Divisions…): the views and the selector are told.
    void divisionsEdited() {
        emit settingsChanged();
        emit playersReloaded();
        emit roundsReloaded();
    }
    // How often the file is asked whether another program changed it (default 250 ms).
    void setPollInterval(int ms) { poll_.setInterval(ms); }

  public slots:
    // Asks the file whether another program changed it and, if so, tells the views.
    void checkForChanges();

  signals:
    void playerChanged(PlayerId id); // added, edited or restored
    void playerRemoved(PlayerId id);
    void playersReloaded(); // many changed at once (import, undo of an import, another program)
    void settingsChanged();
    void roundChanged(int round); // paired, edited, unpaired or a result entered
    void roundsReloaded();        // another program changed rounds (which is not known)
    void clocksChanged();         // another program wrote the clock journal
    void teamsChanged();          // a team or a line-up changed here
    void divisionChanged();       // the desk works in another division (setDivision)
    void operationFailed(const QString& message); // an undo or redo the file refused

  private:
    // What a refusal means for the views: on a conflict, they show the file again.
    void refreshAfterRefusal(const Refusal& r);
    // Records the players' change for undo and tells the views.
    void recordPlayers(const std::vector<PlayerChange>& changes, const QString& text);
    // `change` on the undo stack; `redone` and `undone` tell the views what it changed.
    void pushCommand(const QString& text, const Undoable& change, std::function<void()> redone,
                     std::function<void()> undone);

    std::unique_ptr<store::TournamentFile> file_;
    QUndoStack undo_;
    QTimer poll_;
    store::Revisions seen_;
    bool recheck_ = false;
};

} // namespace tengen::gui
