#pragma once
// The settings a director gives when creating a tournament; also used to edit them later.
#include "tournament/stage.h"
#include "tournament/tournament_settings.h"

#include <optional>

#include <QDialog>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

class QDoubleSpinBox;
class QListWidget;

namespace tengen::gui {

class NewTournamentDialog : public QDialog {
    Q_OBJECT
  public:
    explicit NewTournamentDialog(const TournamentSettings& initial, QWidget* parent = nullptr);
    TournamentSettings settings() const;
    QString problem() const;
    // A new event: the formats of play beside McMahon and Swiss are offered too (round robin,
    // double round robin, groups then knockout, knockout), with their options.
    void offerFormatsOfPlay();
    // The event's first stage when one of those is chosen (the event is then made with it).
    std::optional<Stage> firstStage() const;

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
    // Choices as lists in the desk's language, never codes typed by hand (#44).
    QComboBox *matchPoints_, *tiedMatch_, *teamCriteria_;
    QDoubleSpinBox *leaderWin_, *leaderLoss_; // a tied match's points when board 1 decides
    QListWidget* criteriaList_;               // "your own order": ticked, dragged into order
    QLineEdit* mcMahonBar_;
    QCheckBox *teamHandicap_, *avoidSameClub_;
    void fillCriteriaList(const std::vector<TeamCriterion>& chosen);
    QGroupBox* teamBox_;
    // A round robin's, groups' or knockout's options.
    QWidget* formatOptions_ = nullptr;
    QSpinBox *groups_ = nullptr, *perGroup_ = nullptr;
    QCheckBox *bestOfThree_ = nullptr, *thirdPlace_ = nullptr;
};

} // namespace tengen::gui
