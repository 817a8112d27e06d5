#pragma once
// The open tournament as the desktop app sees it: the file, the undo history of this session,
// and signals for views. Every change is written to the file at once (one transaction). Other
// programs may write the same file at the same time: the document notices their changes within
// a second and tells the views, and every change and every undo says what it was based on, so
// that the file refuses it (and nothing is overwritten) when another program changed that first.
#include "store/tournament_file.h"

#include <QObject>
#include <QTimer>
#include <QUndoStack>
#include <memory>

namespace tengen::gui {

class TournamentDocument : public QObject {
    Q_OBJECT
  public:
    explicit TournamentDocument(std::unique_ptr<store::TournamentFile> file,
                                QObject* parent = nullptr);
    ~TournamentDocument() override;

    store::TournamentFile& file() { return *file_; }
    QUndoStack* undoStack() { return &undo_; }

    // Each does the change in the file, then records it for undo. Players are taken by value:
    // the caller's may be a row of a view that the change itself refreshes. Throws
    // store::StoreError and records nothing when the file refuses (a Conflict when another program
    // changed what the change was based on: the views have been told to show the file's values
    // again).
    PlayerId addPlayer(const Player& p);
    // Writes the fields in which `after` differs from `before` (the player the user saw).
    void editPlayer(Player before, Player after);
    // Removes a registration made by mistake (a player who leaves is withdrawn instead).
    void deletePlayer(Player p);
    void setWithdrawn(Player p, bool withdrawn);
    // A check-in (r.checkedInAt set) also makes the registration final.
    void setParticipation(Player p, RoundParticipation r);
    // The same for several players (a selection, the whole list): one transaction, one undo.
    void setParticipations(std::vector<Player> players, RoundParticipation r);
    // Preliminary registrations made final (a selection, the whole list); one undo.
    void makeFinal(std::vector<Player> players);
    // Several players changed together (before, after: as the user saw them, as changed), each
    // written only if nobody changed him meanwhile: one transaction, one undo, all or none.
    void changePlayers(const std::vector<std::pair<Player, Player>>& changes, const QString& text);
    store::ImportOutcome importBatch(const store::ImportBatch& batch);
    // `before`: the settings the user started from.
    void saveSettings(const TournamentSettings& before, const TournamentSettings& after);
    // The pairing parameters (and the system a preset brings); undoable, with the reason.
    void changePairingSettings(const PairingSettings& before, const PairingSettings& after,
                               PairingSystem system, const QString& reason);
    // Rounds, each undoable: a new pairing, a hand edit of the round, a result.
    void pairRound(int round);
    // `seen`: the round as the view showed it when the user began the edit.
    void editRound(int round, store::RoundState seen, const std::vector<Game>& games,
                   const std::vector<Bye>& byes, const QString& text);
    // `seen`: the game as the view showed it.
    void setResult(Game seen, GameResult result, bool byForfeit, const QString& reason,
                   std::optional<PlayerId> black = std::nullopt);

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
    void operationFailed(const QString& message); // an undo or redo the file refused

  private:
    // What a refusal means for the views: on a conflict, they show the file again.
    void refreshAfterRefusal(const store::StoreError& e);
    // Runs a change of the file; on a refusal the views show the file again, and it is thrown on.
    void changeFile(const std::function<void()>& change);
    void changePlayer(Player before, Player after, const QString& text);
    void pushCommand(const QString& text, std::function<void()> redo, std::function<void()> undo);

    std::unique_ptr<store::TournamentFile> file_;
    QUndoStack undo_;
    QTimer poll_;
    store::Revisions seen_;
    bool recheck_ = false;
};

} // namespace tengen::gui
