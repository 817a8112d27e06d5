#pragma once
// The pairing and placement parameters, grouped as OpenGotha's parameter screens are (general,
// placement, pairing, handicap) with the Chinese terms, a preset to start from, and the reason
// a change needs once a round is paired.
#include "tournament/pairing_settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tengen::gui {

class PairingSettingsDialog : public QDialog {
    Q_OBJECT
  public:
    // `paired`: a round is paired already, so the change needs a reason.
    PairingSettingsDialog(const PairingSettings& settings, PairingSystem system, bool paired,
                          QWidget* parent = nullptr);

    // The settings as the dialog shows them now; nullopt when a field is not valid (a rank that
    // is no rank), which problem() says ("" when they are valid).
    std::optional<PairingSettings> settings() const;
    QString problem() const;
    PairingSystem system() const;
    QString reason() const;
    // Fills every field from a preset ("chinese", "egf", ...).
    void applyPreset(const QString& id);

    QComboBox* presetBox() const { return preset_; }

  private:
    struct Read {
        std::optional<PairingSettings> settings;
        QString problem; // "" when the settings were read
    };
    Read read() const;
    void show(const PairingSettings& s, PairingSystem system);
    void accept() override;

    PairingSettings base_; // what the dialog does not show stays as it was
    bool paired_;
    QComboBox *preset_, *system_, *handicapBase_, *seed1_, *seed2_;
    std::vector<QComboBox*> criteria_;
    QLineEdit *bar_, *floor_, *threshold_, *reason_;
    QDoubleSpinBox *byePoints_, *absentPoints_;
    QSpinBox *correction_, *ceiling_, *lastRoundSeed1_, *clubFactor_, *countryFactor_;
    QCheckBox *avoidSameClub_, *roundDown_;
    QLabel* problem_;
};

} // namespace tengen::gui
