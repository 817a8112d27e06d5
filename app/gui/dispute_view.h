#pragma once
// The Dispute view: a referee opens a game record or sets up a position by clicking, steps
// through the moves with the verdict of each, marks dead groups, and reads the count and the
// result (points and 子) live under the event's rules; the decision is exported as a PDF record.
#include "documents/decision_record.h"
#include "go/game_record.h"
#include "go/rules.h"
#include "go/scoring.h"
#include "go/verifier.h"

#include <QWidget>
#include <optional>
#include <set>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;

namespace tengen::gui {

class BoardWidget;

class DisputeView : public QWidget {
    Q_OBJECT
  public:
    enum class ClickMode { ToggleDead, Black, White, Erase };

    explicit DisputeView(QWidget* parent = nullptr);

    // Reads the main line of an SGF file; on failure returns the reason (empty: success).
    QString openSgf(const QString& path);
    // Starts an empty hand-entered position.
    void newPosition(int size);
    void setRules(const QString& name);
    void setClickMode(ClickMode mode);
    void goToMove(int move); // 0 = the initial position; clamped to the record
    int currentMove() const { return move_; }
    int moveCount() const;
    // Writes the decision record; returns an error message or an empty string.
    QString exportDecision(const QString& pdfPath);
    // The record's lines: the count used (the board as marked, or the referee's count of
    // Black), the dead stones by point, the rules and komi, the result, all from one count.
    QStringList decisionLines() const;
    DecisionFacts decisionFacts() const;
    // The referee's count of Black in 子 ("185"; empty: the count of the board as marked).
    void setBlackCount(const QString& count);
    // What the view shows, for tests and the PDF.
    const go::Score& currentScore() const { return score_; }
    QString resultText() const;
    QString verdictText() const;
    BoardWidget* boardWidget() const { return board_; }
    void setEventName(const QString& name);

    // Marks the chains through these points dead (as `tengen-cli score --dead` takes them).
    void markDead(const std::vector<go::Coord>& points);

  public slots:
    void clickPoint(go::Coord point);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void refresh(); // recompute position, verdict and score
    go::RuleSet rules() const;
    go::Board positionAt(int move) const;
    void rebuildFromPosition(const go::Board& board);

    go::GameRecord record_;
    go::Verification verification_; // tolerant: every problem
    QString fileName_, blackName_, whiteName_;
    int move_ = 0;
    int handicap_ =
        0; // of the game loaded; a hand-entered position has none (its stones are not handicap)
    std::set<std::pair<int, int>> dead_; // (x, y) of stones marked dead
    ClickMode mode_ = ClickMode::ToggleDead;
    go::Board shown_{19};
    go::Score score_;
    std::vector<go::Coord> countedDead_; // the dead stones the count took (whole chains)

    BoardWidget* board_;
    QPushButton *open_, *newBoard_, *first_, *previous_, *next_, *last_, *export_;
    QSpinBox* size_;
    QComboBox *rulesBox_, *modeBox_;
    QLineEdit *komi_, *blackCount_, *event_, *table_, *referee_;
    QSlider* slider_;
    QLabel *moveLabel_, *verdict_, *result_, *details_, *players_;
    QLabel *komiLabel_, *rulesLabel_, *modeLabel_, *countLabel_, *eventLabel_, *tableLabel_,
        *refereeLabel_;
};

} // namespace tengen::gui
