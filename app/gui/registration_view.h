#pragma once
// The Registration view: the player list with search-as-you-type, and the actions a desk uses
// on the day (add, edit, withdraw, check in per round).
#include "actions/players.h"
#include "tournament/player.h"

#include <QTimer>
#include <QWidget>
#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace tengen::gui {

class PlayerFilterProxy;
class PlayerTableModel;
class TournamentDocument;

class RegistrationView : public QWidget {
    Q_OBJECT
  public:
    explicit RegistrationView(QWidget* parent = nullptr);

    // nullptr: no tournament open.
    void setDocument(TournamentDocument* doc);

    // A desk whose role may not change players (a server's results or referee desk, a viewer)
    // shows the list without the buttons that change it.
    void setMayChangePlayers(bool may);

    PlayerTableModel* model() const { return model_; }
    PlayerFilterProxy* proxy() const { return proxy_; }
    QTableView* table() const { return table_; }
    QLineEdit* searchEdit() const { return search_; }
    // Asked before a deletion; tests answer without a dialog.
    void setConfirm(std::function<bool(const QString&)> confirm) { confirm_ = std::move(confirm); }
    // How a refusal of the file reaches the user (a message box unless set; the main window
    // routes it to its reporter).
    void setErrorSink(std::function<void(const QString&)> sink) { errorSink_ = std::move(sink); }
    // The player on the current row, or nullptr.
    const Player* selectedPlayer() const;
    // Every selected row (the current one when nothing is selected).
    std::vector<Player> selectedPlayers() const;
    void selectPlayer(PlayerId id);

  public slots:
    void addPlayer();
    // Registers a player typed at the desk. A likely duplicate of a registered player (same ID,
    // or the same name, club and rank) is said at once and needs a yes; false when not added.
    bool registerPlayer(const Player& p);
    void editSelected();
    void toggleWithdrawn();
    void deleteSelected();
    // Lists likely duplicate registrations; choosing one selects that player.
    void showLikelyDuplicates();
    void checkIn();
    void markAbsent();
    // The selected preliminary registrations become final.
    void makeFinal();
    // The selected players moved into another division of the event (#47), chosen from a list
    // (or `division`, for tests); once the round 1 of either division is paired, the director
    // gives the reason asked. True when they moved.
    bool moveToDivision(std::optional<int> division = std::nullopt);
    void moveToDivisionAsked() { moveToDivision(); }
    void requestBye();
    // Who plays which round, every player at once (ParticipationDialog).
    void editParticipation();
    // The grid's changes written in one transaction, undone as one; false when refused.
    bool applyParticipation(const std::vector<PlayerChange>& changes);

  signals:
    void statusMessage(const QString& message);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void reload();
    void updateSummary();
    void updateActions();
    void setRoundState(Participation state, bool checkIn);
    void showError(const QString& message);
    QStringList categories() const;

    TournamentDocument* doc_ = nullptr;
    PlayerTableModel* model_;
    PlayerFilterProxy* proxy_;
    QTableView* table_;
    QLineEdit* search_;
    QTimer fitColumns_;
    QCheckBox* hideWithdrawn_;
    QLabel* roundLabel_;
    QSpinBox* round_;
    QLabel* summary_;
    QPushButton *add_, *edit_, *withdraw_, *delete_, *checkIn_, *absent_, *bye_;
    bool mayChange_ = true;
    std::function<bool(const QString&)> confirm_;
    std::function<void(const QString&)> errorSink_;
};

} // namespace tengen::gui
