#pragma once
// The open tournament as the desktop app sees it: the file, the undo history of this session,
// and signals for views. Every change is written to the file at once (one transaction).
#include "store/tournament_file.h"

#include <QObject>
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

    // Each does the change in the file, then records it for undo. Throws store::StoreError and
    // records nothing when the file refuses.
    PlayerId addPlayer(const Player& p);
    void editPlayer(const Player& before, const Player& after);
    // Removes a registration made by mistake (a player who leaves is withdrawn instead).
    void deletePlayer(const Player& p);
    void setWithdrawn(const Player& p, bool withdrawn);
    void setParticipation(const Player& p, const RoundParticipation& r);
    store::ImportOutcome importBatch(const store::ImportBatch& batch);
    void saveSettings(const TournamentSettings& after);
    // Rounds, each undoable: a new pairing, a hand edit of the round, a result.
    void pairRound(int round);
    void editRound(int round, const std::vector<Game>& games, const std::vector<Bye>& byes,
                   const QString& text);
    void setResult(int round, int table, GameResult result, bool byForfeit,
                   std::optional<PlayerId> black = std::nullopt);

  signals:
    void playerChanged(PlayerId id); // added, edited or restored
    void playerRemoved(PlayerId id);
    void playersReloaded(); // many changed at once (import, undo of an import)
    void settingsChanged();
    void roundChanged(int round);                 // paired, edited, unpaired or a result entered
    void operationFailed(const QString& message); // an undo or redo the file refused

  private:
    std::unique_ptr<store::TournamentFile> file_;
    QUndoStack undo_;
};

} // namespace tengen::gui
