#include "player_dialog.h"
#include "store/problem_text.h"

#include "formats/importers.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

namespace tengen::gui {

namespace {
QString q(const std::string& s) {
    return QString::fromStdString(s);
}

QLineEdit* lineEdit(const std::string& text, const QString& objectName, QWidget* parent) {
    auto* e = new QLineEdit(q(text), parent);
    e->setObjectName(objectName);
    return e;
}
} // namespace

PlayerDialog::PlayerDialog(const Player& player, const QStringList& categories, QWidget* parent)
    : QDialog(parent), base_(player) {
    setWindowTitle(player.id ? tr("Edit player") : tr("Add player"));
    family_ = lineEdit(player.familyNative, QStringLiteral("family"), this);
    given_ = lineEdit(player.givenNative, QStringLiteral("given"), this);
    familyLatin_ = lineEdit(player.familyLatin, QStringLiteral("familyLatin"), this);
    givenLatin_ = lineEdit(player.givenLatin, QStringLiteral("givenLatin"), this);
    familyLatin_->setPlaceholderText(tr("e.g. Ke"));
    givenLatin_->setPlaceholderText(tr("e.g. Jie"));
    nameOrder_ = new QComboBox(this);
    nameOrder_->addItem(tr("Family name first (柯洁, Iyama Yuta)"));
    nameOrder_->addItem(tr("Given name first (Thomas Müller)"));
    nameOrder_->setCurrentIndex(player.nameOrder == NameOrder::GivenFirst ? 1 : 0);
    country_ = lineEdit(player.country, QStringLiteral("country"), this);
    country_->setPlaceholderText(tr("CN, JP, KR, FR… or 中国"));
    club_ = lineEdit(player.club, QStringLiteral("club"), this);
    association_ = lineEdit(player.association, QStringLiteral("association"), this);

    rank_ =
        lineEdit(player.rankLabel.empty() && player.declaredRank ? player.declaredRank->toString()
                                                                 : player.rankLabel,
                 QStringLiteral("rank"), this);
    rank_->setPlaceholderText(tr("2d, 5k, 3p, 业余2段, 5级"));
    rankHint_ = new QLabel(this);
    rankOverride_ = lineEdit(player.rankOverride ? player.rankOverride->toString() : std::string(),
                             QStringLiteral("rankOverride"), this);
    rankOverride_->setPlaceholderText(tr("only to override rank and rating"));
    rating_ = lineEdit(player.rating ? QString::number(player.rating->value).toStdString()
                                     : std::string(),
                       QStringLiteral("rating"), this);
    ratingSystem_ = new QComboBox(this);
    ratingSystem_->addItem(tr("EGD GoR"), int(RatingSystem::EgdGoR));
    ratingSystem_->addItem(tr("AGA"), int(RatingSystem::Aga));
    ratingSystem_->addItem(tr("FFG"), int(RatingSystem::Ffg));
    ratingSystem_->addItem(tr("Other"), int(RatingSystem::Other));
    if (player.rating)
        ratingSystem_->setCurrentIndex(ratingSystem_->findData(int(player.rating->system)));
    mcMahon_ = lineEdit(std::to_string(player.mcMahonCorrection), QStringLiteral("mcMahon"), this);

    egdPin_ = lineEdit(player.egdPin, QStringLiteral("egdPin"), this);
    agaId_ = lineEdit(player.agaId, QStringLiteral("agaId"), this);
    ffgLicence_ = lineEdit(player.ffgLicence, QStringLiteral("ffgLicence"), this);
    otherIds_ = lineEdit(player.otherIds, QStringLiteral("otherIds"), this);
    birthDate_ = lineEdit(player.birthDate ? toIsoDate(*player.birthDate) : std::string(),
                          QStringLiteral("birthDate"), this);
    birthDate_->setPlaceholderText(tr("yyyy-mm-dd"));
    gender_ = new QComboBox(this);
    gender_->addItem(tr("not given"), int(Gender::Unknown));
    gender_->addItem(tr("female"), int(Gender::Female));
    gender_->addItem(tr("male"), int(Gender::Male));
    gender_->setCurrentIndex(gender_->findData(int(player.gender)));
    category_ = new QComboBox(this);
    category_->setEditable(true);
    category_->addItem(QString());
    category_->addItems(categories);
    category_->setCurrentText(q(player.category));
    status_ = new QComboBox(this);
    status_->addItem(tr("preliminary"));
    status_->addItem(tr("final"));
    status_->setCurrentIndex(player.status == RegistrationStatus::Final ? 1 : 0);
    feeDue_ = new QDoubleSpinBox(this);
    feePaid_ = new QDoubleSpinBox(this);
    for (auto* box : {feeDue_, feePaid_}) {
        box->setRange(0, 1e7);
        box->setDecimals(2);
    }
    feeDue_->setValue(player.feeDue / 100.0);
    feePaid_->setValue(player.feePaid / 100.0);
    contact_ = lineEdit(player.contact, QStringLiteral("contact"), this);
    notes_ = new QPlainTextEdit(q(player.notes), this);
    notes_->setMaximumHeight(60);

    auto* names = new QGroupBox(tr("Name"), this);
    auto* nameForm = new QFormLayout(names);
    nameForm->addRow(tr("Family name"), family_);
    nameForm->addRow(tr("Given name"), given_);
    nameForm->addRow(tr("Family name (Latin)"), familyLatin_);
    nameForm->addRow(tr("Given name (Latin)"), givenLatin_);
    nameForm->addRow(tr("Name order"), nameOrder_);

    auto* strength = new QGroupBox(tr("Strength"), this);
    auto* strengthForm = new QFormLayout(strength);
    strengthForm->addRow(tr("Declared rank"), rank_);
    strengthForm->addRow(QString(), rankHint_);
    auto* ratingRow = new QHBoxLayout;
    ratingRow->addWidget(rating_);
    ratingRow->addWidget(ratingSystem_);
    strengthForm->addRow(tr("Rating"), ratingRow);
    strengthForm->addRow(tr("Rank set by the director"), rankOverride_);
    strengthForm->addRow(tr("McMahon correction"), mcMahon_);

    auto* registration = new QGroupBox(tr("Registration"), this);
    auto* regForm = new QFormLayout(registration);
    regForm->addRow(tr("Country"), country_);
    regForm->addRow(tr("Club"), club_);
    regForm->addRow(tr("Association"), association_);
    regForm->addRow(tr("EGD PIN"), egdPin_);
    regForm->addRow(tr("AGA ID"), agaId_);
    regForm->addRow(tr("FFG licence"), ffgLicence_);
    regForm->addRow(tr("Other IDs"), otherIds_);
    regForm->addRow(tr("Birth date"), birthDate_);
    regForm->addRow(tr("Gender"), gender_);
    regForm->addRow(tr("Category"), category_);
    regForm->addRow(tr("Status"), status_);
    regForm->addRow(tr("Fee due"), feeDue_);
    regForm->addRow(tr("Fee paid"), feePaid_);
    regForm->addRow(tr("Contact (private)"), contact_);
    regForm->addRow(tr("Notes (private)"), notes_);

    problemLabel_ = new QLabel(this);
    problemLabel_->setObjectName(QStringLiteral("problem"));
    problemLabel_->setStyleSheet(QStringLiteral("color: #b00020"));
    problemLabel_->setWordWrap(true);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* columns = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(names);
    left->addWidget(strength);
    left->addStretch();
    columns->addLayout(left);
    columns->addWidget(registration);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(problemLabel_);
    layout->addWidget(buttons_);

    for (QLineEdit* e : findChildren<QLineEdit*>())
        connect(e, &QLineEdit::textChanged, this, &PlayerDialog::refresh);
    connect(ratingSystem_, &QComboBox::currentIndexChanged, this, &PlayerDialog::refresh);
    refresh();
}

QString PlayerDialog::problem() const {
    if (family_->text().trimmed().isEmpty() && given_->text().trimmed().isEmpty() &&
        familyLatin_->text().trimmed().isEmpty() && givenLatin_->text().trimmed().isEmpty())
        return tr("Enter the player's name.");
    const QString rank = rank_->text().trimmed();
    if (!rank.isEmpty()) {
        RankParse r = tryParseRank(rank.toStdString());
        if (!r.rank)
            return tr("Declared rank: %1").arg(toText(r.error));
    }
    const QString over = rankOverride_->text().trimmed();
    if (!over.isEmpty() && !tryParseRank(over.toStdString()).rank)
        return tr("Rank set by director: '%1' is not a rank").arg(over);
    if (!rating_->text().trimmed().isEmpty()) {
        bool ok = false;
        rating_->text().trimmed().toDouble(&ok);
        if (!ok)
            return tr("Rating: '%1' is not a number").arg(rating_->text());
    }
    bool ok = false;
    mcMahon_->text().trimmed().toInt(&ok);
    if (!ok)
        return tr("McMahon correction: a whole number, usually 0");
    const QString country = country_->text().trimmed();
    if (!country.isEmpty() && formats::countryCode(country).isEmpty())
        return tr("Country: '%1' is not a country name or two-letter code").arg(country);
    const QString birth = birthDate_->text().trimmed();
    if (!birth.isEmpty() && !tryParseDate(birth.toStdString()))
        return tr("Birth date: '%1' is not a date (yyyy-mm-dd)").arg(birth);
    // What the fields hold as a player: the core's own rules, the ones the store applies (an EGD
    // PIN of eight digits, a name), so that the dialog never accepts what the file then refuses.
    return toText(validate(player()));
}

Player PlayerDialog::player() const {
    Player p = base_;
    p.familyNative = family_->text().trimmed().toStdString();
    p.givenNative = given_->text().trimmed().toStdString();
    p.familyLatin = familyLatin_->text().trimmed().toStdString();
    p.givenLatin = givenLatin_->text().trimmed().toStdString();
    p.nameOrder = nameOrder_->currentIndex() == 1 ? NameOrder::GivenFirst : NameOrder::FamilyFirst;
    p.country = formats::countryCode(country_->text()).toStdString();
    p.club = club_->text().trimmed().toStdString();
    p.association = association_->text().trimmed().toStdString();
    p.rankLabel = rank_->text().trimmed().toStdString();
    p.declaredRank = tryParseRank(p.rankLabel).rank;
    p.rankOverride = tryParseRank(rankOverride_->text().trimmed().toStdString()).rank;
    const QString rating = rating_->text().trimmed();
    if (rating.isEmpty()) {
        p.rating.reset();
    } else {
        Rating r = p.rating.value_or(Rating{});
        // The field shows a rounded value; keep the stored one unless the director typed another.
        if (!base_.rating || rating != QString::number(base_.rating->value))
            r.value = rating.toDouble();
        r.system = static_cast<RatingSystem>(ratingSystem_->currentData().toInt());
        p.rating = r;
    }
    p.mcMahonCorrection = mcMahon_->text().trimmed().toInt();
    p.egdPin = egdPin_->text().trimmed().toStdString();
    p.agaId = agaId_->text().trimmed().toStdString();
    p.ffgLicence = ffgLicence_->text().trimmed().toStdString();
    p.otherIds = otherIds_->text().trimmed().toStdString();
    p.birthDate = tryParseDate(birthDate_->text().trimmed().toStdString());
    p.gender = static_cast<Gender>(gender_->currentData().toInt());
    p.category = category_->currentText().trimmed().toStdString();
    p.status =
        status_->currentIndex() == 1 ? RegistrationStatus::Final : RegistrationStatus::Preliminary;
    p.feeDue = std::llround(feeDue_->value() * 100);
    p.feePaid = std::llround(feePaid_->value() * 100);
    p.contact = contact_->text().trimmed().toStdString();
    p.notes = notes_->toPlainText().trimmed().toStdString();
    return p;
}

void PlayerDialog::refresh() {
    const QString message = problem();
    problemLabel_->setText(message);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(message.isEmpty());
    const Player p = player();
    if (message.isEmpty() && p.effectiveRank()) {
        const Rank r = *p.effectiveRank();
        rankHint_->setText(tr("Plays as %1 (%2)").arg(q(r.toString()), q(r.toChinese())));
    } else {
        rankHint_->clear();
    }
}

} // namespace tengen::gui
