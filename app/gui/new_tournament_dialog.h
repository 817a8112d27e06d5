#pragma once
// The settings a director gives when creating a tournament; also used to edit them later.
#include "tournament/tournament_settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tengen::gui {

class NewTournamentDialog : public QDialog {
    Q_OBJECT
  public:
    explicit NewTournamentDialog(const TournamentSettings& initial, QWidget* parent = nullptr);
    TournamentSettings settings() const;
    QString problem() const;

  private:
    void refresh();
    void buildTeamFields(const TournamentSettings& initial);
    // The team rules as the fields give them; a problem naming the field, or nothing.
    QString readTeamFields(TournamentSettings& s) const;
    TournamentSettings base_;
    QLineEdit *name_, *nameLatin_, *place_, *komi_, *categories_;
    QDateEdit *firstDay_, *lastDay_;
    QSpinBox *rounds_, *boardSize_, *basicMinutes_, *periods_, *periodSeconds_;
    QComboBox *system_, *rules_;
    QLabel *komiHint_, *problem_;
    QDialogButtonBox* buttons_;
    QLabel* timeKept_;
    bool timeEdited_ = false; // the time fields were changed by the user
    // A team event (团体赛): its boards and rules.
    QComboBox *kind_, *lineup_, *teamPairing_, *teamBye_;
    QSpinBox* boards_;
    QLineEdit *matchPoints_, *tiedMatch_, *teamCriteria_, *mcMahonBar_;
    QCheckBox* teamHandicap_;
    QGroupBox* teamBox_;
};

} // namespace tengen::gui
