#pragma once
// A pairing constraint as the director sets it at the desk (the Rounds view's Constraints):
// two players never paired, two players paired in a round whatever the scores, a table kept
// for a player (every round or one). The players are picked from the registration list by
// typing part of a name.
#include "store/records.h"
#include "tournament/player.h"

#include <QDialog>
#include <vector>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace tengen::gui {

class ConstraintDialog : public QDialog {
    Q_OBJECT
  public:
    // `kind`: "forbidden", "fixed" or "table"; `round`: the round the Rounds view shows.
    ConstraintDialog(const QString& kind, int round, int tables,
                     const std::vector<Player>& players, QWidget* parent = nullptr);
    // The constraint as filled in (id 0).
    store::PairingConstraint constraint() const;
    QComboBox* firstPlayer() const { return first_; }
    QComboBox* secondPlayer() const { return second_; }

  private:
    QString kind_;
    int round_;
    QComboBox *first_, *second_ = nullptr;
    QSpinBox* table_ = nullptr;
    QCheckBox* everyRound_ = nullptr;
    QLineEdit* note_;
};

} // namespace tengen::gui
