#pragma once
// Add or edit one registration. OK stays disabled while any field is invalid, and the label under
// the form says which field and why.
#include "tournament/player.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace tengen::gui {

class PlayerDialog : public QDialog {
    Q_OBJECT
  public:
    PlayerDialog(const Player& player, const QStringList& categories, QWidget* parent = nullptr);

    // The record as entered; meaningful when problem() is empty.
    Player player() const;
    // The first invalid field and why, or an empty string.
    QString problem() const;

    // Named children for tests and accessibility.
    QLineEdit* familyEdit() const { return family_; }
    QLineEdit* givenEdit() const { return given_; }
    QLineEdit* rankEdit() const { return rank_; }
    QLineEdit* countryEdit() const { return country_; }
    QLineEdit* clubEdit() const { return club_; }
    QLabel* problemLabel() const { return problemLabel_; }
    QDialogButtonBox* buttons() const { return buttons_; }

  private:
    void refresh();
    Player base_;
    QLineEdit *family_, *given_, *familyLatin_, *givenLatin_, *country_, *club_, *association_;
    QComboBox* nameOrder_;
    QLineEdit *rank_, *rankOverride_, *rating_;
    QComboBox* ratingSystem_;
    QLabel* rankHint_;
    QLineEdit *egdPin_, *agaId_, *ffgLicence_, *otherIds_, *birthDate_, *mcMahon_;
    QComboBox *gender_, *category_, *status_;
    QDoubleSpinBox *feeDue_, *feePaid_;
    QLineEdit* contact_;
    QPlainTextEdit* notes_;
    QLabel* problemLabel_;
    QDialogButtonBox* buttons_;
};

} // namespace tengen::gui
