#include "pairing_settings_dialog.h"

#include "actions/domain_text.h"
#include "common/criterion_text.h"

#include "common/translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace tengen::gui {

namespace {
// As the director reads a rank ("4段", "20级" in Chinese); read back in any of its forms.
QString rankField(int value) {
    return rankText(Rank::amateur(value));
}
} // namespace

PairingSettingsDialog::PairingSettingsDialog(const PairingSettings& settings, PairingSystem system,
                                             bool paired, QWidget* parent)
    : QDialog(parent), base_(settings), paired_(paired) {
    setWindowTitle(tr("Pairing settings"));
    preset_ = new QComboBox(this);
    preset_->addItem(tr("Choose a preset…"), QString());
    preset_->addItem(tr("Chinese national event (中国全国比赛)"), QStringLiteral("chinese"));
    preset_->addItem(tr("EGF McMahon"), QStringLiteral("egf"));
    preset_->addItem(tr("AGA McMahon"), QStringLiteral("aga"));
    preset_->addItem(tr("Swiss"), QStringLiteral("swiss"));
    preset_->addItem(tr("Swiss with categories (SwissCat)"), QStringLiteral("swisscat"));
    connect(preset_, &QComboBox::activated, this, [this](int index) {
        const QString id = preset_->itemData(index).toString();
        if (!id.isEmpty())
            applyPreset(id);
    });

    auto* tabs = new QTabWidget(this);
    // General (通用): the system, McMahon bands, unplayed rounds.
    auto* general = new QWidget(tabs);
    auto* g = new QFormLayout(general);
    system_ = new QComboBox(general);
    system_->addItem(tr("McMahon"), static_cast<int>(PairingSystem::McMahon));
    system_->addItem(tr("Swiss (积分编排)"), static_cast<int>(PairingSystem::Swiss));
    bar_ = new QLineEdit(general);
    floor_ = new QLineEdit(general);
    byePoints_ = new QDoubleSpinBox(general);
    absentPoints_ = new QDoubleSpinBox(general);
    for (QDoubleSpinBox* box : {byePoints_, absentPoints_}) {
        box->setRange(0, 1);
        box->setSingleStep(0.5);
        box->setDecimals(1);
    }
    roundDown_ = new QCheckBox(tr("Round the scores of unplayed rounds down"), general);
    g->addRow(tr("System"), system_);
    g->addRow(tr("McMahon bar (上限)"), bar_);
    g->addRow(tr("McMahon floor (下限)"), floor_);
    g->addRow(tr("Bye (轮空) scores"), byePoints_);
    g->addRow(tr("Absence scores"), absentPoints_);
    g->addRow(QString(), roundDown_);
    tabs->addTab(general, tr("General"));
    // Placement (名次): the order of the tie-breakers.
    auto* placement = new QWidget(tabs);
    auto* p = new QFormLayout(placement);
    for (int i = 0; i < 5; ++i) {
        auto* box = new QComboBox(placement);
        for (Criterion c : choosableCriteria())
            box->addItem(criterionName(c), static_cast<int>(c));
        criteria_.push_back(box);
        p->addRow(tr("Criterion %1").arg(i + 1), box);
    }
    tabs->addTab(placement, tr("Placement"));
    // Pairing (编排): seeding, club and country.
    auto* pairing = new QWidget(tabs);
    auto* pf = new QFormLayout(pairing);
    seed1_ = new QComboBox(pairing);
    seed2_ = new QComboBox(pairing);
    for (QComboBox* box : {seed1_, seed2_}) {
        box->addItem(tr("Split and random"), static_cast<int>(SeedSystem::SplitAndRandom));
        box->addItem(tr("Split and fold"), static_cast<int>(SeedSystem::SplitAndFold));
        box->addItem(tr("Split and slip"), static_cast<int>(SeedSystem::SplitAndSlip));
    }
    lastRoundSeed1_ = new QSpinBox(pairing);
    lastRoundSeed1_->setRange(1, 99);
    avoidSameClub_ =
        new QCheckBox(tr("Players of one club or country meet late (同单位回避)"), pairing);
    clubFactor_ = new QSpinBox(pairing);
    countryFactor_ = new QSpinBox(pairing);
    clubFactor_->setRange(0, 10);
    countryFactor_->setRange(0, 10);
    pf->addRow(tr("Seeding up to round"), lastRoundSeed1_);
    pf->addRow(tr("Seeding in those rounds"), seed1_);
    pf->addRow(tr("Seeding after them"), seed2_);
    pf->addRow(QString(), avoidSameClub_);
    pf->addRow(tr("Score difference rather than the same club"), clubFactor_);
    pf->addRow(tr("Score difference rather than the same country"), countryFactor_);
    tabs->addTab(pairing, tr("Pairing"));
    // Handicap (让子).
    auto* handicap = new QWidget(tabs);
    auto* h = new QFormLayout(handicap);
    handicapBase_ = new QComboBox(handicap);
    handicapBase_->addItem(tr("McMahon score"), static_cast<int>(HandicapBase::Mms));
    handicapBase_->addItem(tr("Rank"), static_cast<int>(HandicapBase::Rank));
    threshold_ = new QLineEdit(handicap);
    correction_ = new QSpinBox(handicap);
    correction_->setRange(0, 9);
    ceiling_ = new QSpinBox(handicap);
    ceiling_->setRange(0, 9);
    ceiling_->setSpecialValueText(tr("0 (even games)"));
    h->addRow(tr("Handicap from"), handicapBase_);
    h->addRow(tr("Even games from rank"), threshold_);
    h->addRow(tr("Correction (stones fewer)"), correction_);
    h->addRow(tr("At most (stones)"), ceiling_);
    tabs->addTab(handicap, tr("Handicap"));

    reason_ = new QLineEdit(this);
    reason_->setPlaceholderText(paired ? tr("Rounds are paired: why the change? (kept in the "
                                            "journal)")
                                       : tr("No round is paired yet: no reason needed"));
    reason_->setEnabled(paired);
    problem_ = new QLabel(this);
    problem_->setStyleSheet(QStringLiteral("QLabel { color: #a12a1f; }"));
    problem_->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PairingSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(preset_);
    layout->addWidget(tabs);
    auto* reasonForm = new QFormLayout;
    reasonForm->addRow(tr("Reason"), reason_);
    layout->addLayout(reasonForm);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
    show(settings, system);
}

void PairingSettingsDialog::show(const PairingSettings& s, PairingSystem system) {
    system_->setCurrentIndex(system_->findData(static_cast<int>(system)));
    bar_->setText(rankField(s.mmBar));
    floor_->setText(rankField(s.mmFloor));
    const bool mms = system == PairingSystem::McMahon;
    byePoints_->setValue((mms ? s.mmsBye : s.nbwBye) / 2.0);
    absentPoints_->setValue((mms ? s.mmsAbsent : s.nbwAbsent) / 2.0);
    roundDown_->setChecked(s.roundDownUnplayed);
    for (size_t i = 0; i < criteria_.size(); ++i)
        criteria_[i]->setCurrentIndex(criteria_[i]->findData(
            static_cast<int>(i < s.placement.size() ? s.placement[i] : Criterion::None)));
    seed1_->setCurrentIndex(seed1_->findData(static_cast<int>(s.seedSystem1)));
    seed2_->setCurrentIndex(seed2_->findData(static_cast<int>(s.seedSystem2)));
    lastRoundSeed1_->setValue(s.lastRoundForSeedSystem1);
    avoidSameClub_->setChecked(s.avoidSameGeography > 0);
    clubFactor_->setValue(s.clubFactor);
    countryFactor_->setValue(s.countryFactor);
    handicapBase_->setCurrentIndex(handicapBase_->findData(static_cast<int>(s.handicapBase)));
    threshold_->setText(rankField(s.noHandicapRank));
    correction_->setValue(s.handicapCorrection);
    ceiling_->setValue(s.noHandicapRank <= Rank::kWeakest ? 0 : s.handicapCeiling);
}

void PairingSettingsDialog::applyPreset(const QString& id) {
    const auto preset = PairingSettings::preset(id.toStdString());
    if (!preset)
        return;
    base_ = *preset;
    show(*preset, preset->isMcMahon() ? PairingSystem::McMahon : PairingSystem::Swiss);
}

PairingSettingsDialog::Read PairingSettingsDialog::read() const {
    Read out;
    PairingSettings s = base_;
    const auto rank = [&](QLineEdit* field, const QString& what, int* value) {
        const RankParse r = tryParseRank(field->text().trimmed().toStdString());
        if (!r.rank || r.rank->isProfessional()) {
            out.problem =
                tr("%1: '%2' is not an amateur rank (such as 4d or 20k)").arg(what, field->text());
            return false;
        }
        *value = r.rank->value();
        return true;
    };
    if (!rank(bar_, tr("McMahon bar"), &s.mmBar) ||
        !rank(floor_, tr("McMahon floor"), &s.mmFloor) ||
        !rank(threshold_, tr("Even games from rank"), &s.noHandicapRank))
        return out;
    if (s.mmFloor > s.mmBar) {
        out.problem = tr("The McMahon floor is above the bar.");
        return out;
    }
    // The scores of the system shown; the other system's stay as they were.
    const int bye = static_cast<int>(byePoints_->value() * 2),
              absent = static_cast<int>(absentPoints_->value() * 2);
    if (system() == PairingSystem::McMahon) {
        s.mmsBye = bye;
        s.mmsAbsent = absent;
    } else {
        s.nbwBye = bye;
        s.nbwAbsent = absent;
    }
    s.roundDownUnplayed = roundDown_->isChecked();
    s.placement.clear();
    for (QComboBox* box : criteria_) {
        const auto c = static_cast<Criterion>(box->currentData().toInt());
        if (c != Criterion::None)
            s.placement.push_back(c);
    }
    if (s.placement.empty()) {
        out.problem = tr("Choose at least one placement criterion.");
        return out;
    }
    s.seedSystem1 = static_cast<SeedSystem>(seed1_->currentData().toInt());
    s.seedSystem2 = static_cast<SeedSystem>(seed2_->currentData().toInt());
    s.lastRoundForSeedSystem1 = lastRoundSeed1_->value();
    if (!avoidSameClub_->isChecked())
        s.avoidSameGeography = 0;
    else if (s.avoidSameGeography == 0)
        s.avoidSameGeography = PairingSettings::mcMahon().avoidSameGeography;
    s.clubFactor = clubFactor_->value();
    s.countryFactor = countryFactor_->value();
    s.handicapBase = static_cast<HandicapBase>(handicapBase_->currentData().toInt());
    s.handicapCorrection = correction_->value();
    s.handicapCeiling = ceiling_->value();
    if (s.handicapCeiling == 0)
        s.noHandicapRank = Rank::kWeakest; // every game even
    out.settings = s;
    return out;
}

std::optional<PairingSettings> PairingSettingsDialog::settings() const {
    return read().settings;
}

QString PairingSettingsDialog::problem() const {
    return read().problem;
}

PairingSystem PairingSettingsDialog::system() const {
    return static_cast<PairingSystem>(system_->currentData().toInt());
}

QString PairingSettingsDialog::reason() const {
    return reason_->text().trimmed();
}

void PairingSettingsDialog::accept() {
    if (const QString problem = this->problem(); !problem.isEmpty()) {
        problem_->setText(problem);
        return;
    }
    if (paired_ && reason().isEmpty()) {
        problem_->setText(tr("Rounds are paired already: say why the settings change."));
        return;
    }
    QDialog::accept();
}

} // namespace tengen::gui
