#pragma once
// The Rounds view: pair a round, review it (score gaps, handicaps, rematches, club mates,
// colour imbalance), change it by hand, explain a pair, and enter results from the keyboard.
#include "actions/round_edits.h"
#include "actions/rounds.h"
#include "pairing/explain.h"
#include "store/tournament_file.h"
#include "tournament/colours.h"
#include "tournament/game.h"
#include "tournament/tournament_settings.h"

#include <QWidget>
#include <functional>
#include <map>
#include <optional>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace tengen::gui {

class TournamentDocument;

class RoundsView : public QWidget {
    Q_OBJECT
  public:
    explicit RoundsView(QWidget* parent = nullptr);
    void setDocument(TournamentDocument* doc); // nullptr: no tournament open

    // What this desk's role may change (a server's desk; a file's user may do both): the
    // round's pairing and colours, and its results. Controls of the rest are not shown.
    void setRights(bool rounds, bool results);

    int round() const;
    void setRound(int round);
    QTableWidget* table() const { return table_; }
    QLineEdit* resultEdit() const { return resultEdit_; }
    QLabel* statusLabel() const { return status_; }
    // The line under the bar that says what the last action could not do.
    QLabel* messageLabel() const { return message_; }
    QCheckBox* rawWeightsBox() const { return rawWeightsBox_; }
    QListWidget* waitingList() const { return waiting_; } // players without a game
    // The director's constraints that bear on the shown round (a forbidden pair: every round),
    // each item's data its id.
    QListWidget* constraintList() const { return constraints_; }
    // Adds one (the dialog's OK, or a test); a refusal is said. True when added.
    bool addConstraint(const store::PairingConstraint& c);
    bool removeSelectedConstraint();
    // Asked for a constraint of `kind` ("forbidden", "fixed", "table"); nullopt cancels. Tests
    // answer without a dialog.
    void setConstraintAsker(
        std::function<std::optional<store::PairingConstraint>(const QString& kind)> asker) {
        constraintAsker_ = std::move(asker);
    }
    // How explanations and refusals reach the user; tests read them instead of a dialog.
    void setMessageSink(std::function<void(const QString&)> sink) { sink_ = std::move(sink); }
    // Asked who took black when a result is entered for a game whose colours were decided at
    // the board; nullopt cancels. Tests answer without a dialog.
    void setBlackChooser(std::function<std::optional<PlayerId>(const Game&)> chooser) {
        chooser_ = std::move(chooser);
    }
    // Komi of a game with `handicap` stones under the tournament's rules (Chinese: 让先 without
    // komi; handicap games: Black gives back half the stones, in 子).
    static QString komiText(const TournamentSettings& settings, int handicap);
    // "lots", "digital-nigiri", ... in the interface language.
    static QString colourMethodLabel(const QString& id);

  public slots:
    void pair();
    void unpair();
    void swapColours();       // of the selected game
    void exchangeOpponents(); // the black players of the two selected games
    void explainSelection();  // one game: its pair score; two games: "why not" their whites
    // The players chosen in the list of those without a game, paired by the engine among
    // themselves (two: with each other) at new tables, in one change.
    void pairChosen();
    bool enterResult(); // the text of the result field, e.g. "12 1"
    // Colours for the whole round by lots or digital nigiri, with a fresh seed (or `seed`).
    void drawColours(ColourMethod method, const Seed& seed = {});
    // The even games' colours will be decided at the boards and entered with the results.
    void coloursAtTheBoards();
    // Nigiri at the board for the selected game: a dialog with the holder pre-selected.
    void nigiriForSelection();
    // A knockout game the board did not decide (#33): who goes on, and why — a dialog for the
    // selected game; decideKnockout does it (the dialog's OK, or a test).
    void decisionForSelection();
    void decideKnockout(int table, PlayerId winner, const QString& reason);
    // Records a nigiri done at the board (the dialog's OK, or a test).
    void recordNigiri(int table, PlayerId holder, bool guessOdd, int stones, const QString& reason);
    void refresh();

  signals:
    void statusMessage(const QString& message);
    // The round's stage is a round robin (schedule) or a knockout (bracket): the director asks
    // to see the whole of it (the main window shows it in Reports).
    void stageDocumentWanted(bool bracket, int round);

  protected:
    void changeEvent(QEvent* event) override;

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void showWaiting(const std::vector<PlayerId>& waiting,
                     const std::map<PlayerId, Player>& players, const std::vector<Bye>& byes);
    int showGames(const std::vector<GameReview>& games, const std::map<PlayerId, Player>& players,
                  const TournamentSettings& settings, const std::vector<int>& selected,
                  int scrolled);
    void showStatus(int round, int games, int results, const std::vector<Bye>& byes);
    void retranslate();
    std::vector<int> selectedTables() const;
    // The one selected game's table; nullopt (and a word to the director) otherwise.
    std::optional<int> oneSelectedTable();
    void say(const QString& message);
    void showExplanation();
    // Runs a change of the round; a refusal by the file is said, not thrown into Qt.
    bool attempt(const std::function<void()>& change);
    // The komi of a game at the event, "?" when the file cannot be read.
    QString komiTextOf(int handicap) const;
    // Says a round edit's refusal; true when it was done.
    bool edited(const RoundEdit& edit);
    QString playerName(PlayerId id) const;
    QString playerLine(const std::map<PlayerId, Player>& players, PlayerId id,
                       std::optional<int> score) const;

    TournamentDocument* doc_ = nullptr;
    store::RoundState shown_; // the round as the table shows it
    QSpinBox* roundBox_;
    QLabel *roundLabel_, *status_, *resultLabel_;
    QLabel* message_; // what the last action could not do, in the view, never a modal box
    QPushButton *pairButton_, *unpairButton_, *swapButton_, *exchangeButton_, *explainButton_,
        *coloursButton_, *nigiriButton_, *decisionButton_, *stageButton_;
    QCheckBox* rawWeightsBox_;
    QLabel* waitingLabel_;
    QListWidget* waiting_;
    QPushButton* pairChosenButton_;
    QLabel* constraintsLabel_;
    QListWidget* constraints_;
    QPushButton *forbidButton_, *fixButton_, *tableButton_, *removeConstraintButton_;
    std::function<std::optional<store::PairingConstraint>(const QString&)> constraintAsker_;
    void askForConstraint(const QString& kind);
    void showConstraints(const std::vector<store::PairingConstraint>& all,
                         const std::map<PlayerId, Player>& players);
    std::optional<pairing::PairExplanation> explanation_; // the one shown, if any
    QAction *lotsAction_, *digitalNigiriAction_, *boardAction_;
    QLineEdit* resultEdit_;
    bool mayEnterResults_ = true;
    bool mayDecide_ = true; // the referee's decision of a knockout game: with the results' rights
    QTableWidget* table_;
    std::function<void(const QString&)> sink_;
    std::function<std::optional<PlayerId>(const Game&)> chooser_;
};

} // namespace tengen::gui
