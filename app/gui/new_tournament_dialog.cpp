#include "new_tournament_dialog.h"

#include "go/rules.h"
#include "store/problem_text.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tengen::gui {

namespace {
QDate toQDate(const boost::gregorian::date& d) {
    return QDate(d.year(), d.month(), d.day());
}
boost::gregorian::date fromQDate(const QDate& d) {
    return boost::gregorian::date(d.year(), d.month(), d.day());
}
} // namespace

NewTournamentDialog::NewTournamentDialog(const TournamentSettings& initial, QWidget* parent)
    : QDialog(parent), base_(initial) {
    setWindowTitle(tr("Tournament settings"));
    name_ = new QLineEdit(QString::fromStdString(initial.nameNative), this);
    nameLatin_ = new QLineEdit(QString::fromStdString(initial.nameLatin), this);
    place_ = new QLineEdit(QString::fromStdString(initial.place), this);
    firstDay_ = new QDateEdit(toQDate(initial.firstDay), this);
    lastDay_ = new QDateEdit(toQDate(initial.lastDay), this);
    for (auto* d : {firstDay_, lastDay_}) {
        d->setCalendarPopup(true);
        d->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    }
    rounds_ = new QSpinBox(this);
    rounds_->setRange(1, 99);
    rounds_->setValue(initial.rounds);
    system_ = new QComboBox(this);
    system_->addItem(tr("McMahon"), QStringLiteral("mcmahon"));
    system_->addItem(tr("Swiss"), QStringLiteral("swiss"));
    system_->setCurrentIndex(initial.system == PairingSystem::Swiss ? 1 : 0);
    rules_ = new QComboBox(this);
    const std::pair<const char*, QString> rules[] = {{"chinese", tr("Chinese (area counting)")},
                                                     {"japanese", tr("Japanese")},
                                                     {"korean", tr("Korean")},
                                                     {"aga", tr("AGA")},
                                                     {"ing", tr("Ing")},
                                                     {"nz", tr("New Zealand")},
                                                     {"tromp-taylor", tr("Tromp-Taylor")}};
    // In the rules core's order (go::ruleSetNames), each with its label here.
    for (std::string_view name : go::ruleSetNames())
        for (const auto& [id, label] : rules)
            if (name == id)
                rules_->addItem(label, QString::fromLatin1(id));
    rules_->setCurrentIndex(rules_->findData(QString::fromStdString(initial.rules)));
    komi_ = new QLineEdit(QString::fromStdString(initial.komi.points()), this);
    komiHint_ = new QLabel(this);
    boardSize_ = new QSpinBox(this);
    boardSize_->setRange(2, 25);
    boardSize_->setValue(initial.boardSize);
    basicMinutes_ = new QSpinBox(this);
    basicMinutes_->setRange(0, 600);
    basicMinutes_->setSuffix(tr(" min"));
    basicMinutes_->setValue(wholeSeconds(initial.time.main) / 60);
    periods_ = new QSpinBox(this);
    periods_->setRange(0, 30);
    periods_->setValue(initial.time.periods);
    periodSeconds_ = new QSpinBox(this);
    periodSeconds_->setRange(0, 3600);
    periodSeconds_->setSuffix(tr(" s"));
    periodSeconds_->setValue(wholeSeconds(initial.time.period));
    QStringList cats;
    for (const auto& c : initial.categories)
        cats << QString::fromStdString(c.name);
    categories_ = new QLineEdit(cats.join(QStringLiteral(", ")), this);
    categories_->setPlaceholderText(tr("e.g. 公开组, 少年组, 女子组"));

    auto* form = new QFormLayout;
    form->addRow(tr("Name"), name_);
    form->addRow(tr("Name (Latin)"), nameLatin_);
    form->addRow(tr("Place"), place_);
    form->addRow(tr("First day"), firstDay_);
    form->addRow(tr("Last day"), lastDay_);
    form->addRow(tr("Rounds"), rounds_);
    form->addRow(tr("System"), system_);
    form->addRow(tr("Rules"), rules_);
    auto* komiRow = new QHBoxLayout;
    komiRow->addWidget(komi_);
    komiRow->addWidget(komiHint_);
    form->addRow(tr("Komi (points)"), komiRow);
    form->addRow(tr("Board size"), boardSize_);
    auto* timeRow = new QHBoxLayout;
    timeRow->addWidget(basicMinutes_);
    timeRow->addWidget(new QLabel(tr("+ byo-yomi"), this));
    timeRow->addWidget(periods_);
    timeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    timeRow->addWidget(periodSeconds_);
    form->addRow(tr("Time"), timeRow);
    // The dialog edits absolute time and byo-yomi; another system (Canadian, Fischer, ...) from an
    // import stays as it is unless the director changes the time fields.
    timeKept_ = new QLabel(this);
    if (initial.time.system != TimeSystem::ByoYomi && initial.time.system != TimeSystem::Absolute)
        timeKept_->setText(tr("Now: %1 (kept unless you change the time)")
                               .arg(QString::fromStdString(timeControlSpec(initial.time)))); // the clock's notation
    form->addRow(QString(), timeKept_);
    form->addRow(tr("Categories"), categories_);
    problem_ = new QLabel(this);
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    for (QLineEdit* e : findChildren<QLineEdit*>())
        connect(e, &QLineEdit::textChanged, this, &NewTournamentDialog::refresh);
    connect(firstDay_, &QDateEdit::dateChanged, this, &NewTournamentDialog::refresh);
    connect(lastDay_, &QDateEdit::dateChanged, this, &NewTournamentDialog::refresh);
    connect(rules_, &QComboBox::currentIndexChanged, this, &NewTournamentDialog::refresh);
    for (QSpinBox* box : {basicMinutes_, periods_, periodSeconds_})
        connect(box, &QSpinBox::valueChanged, this, [this] {
            timeEdited_ = true;
            timeKept_->clear();
        });
    refresh();
}

TournamentSettings NewTournamentDialog::settings() const {
    TournamentSettings s = base_;
    s.nameNative = name_->text().trimmed().toStdString();
    s.nameLatin = nameLatin_->text().trimmed().toStdString();
    s.place = place_->text().trimmed().toStdString();
    s.firstDay = fromQDate(firstDay_->date());
    s.lastDay = fromQDate(lastDay_->date());
    s.rounds = rounds_->value();
    s.system = system_->currentIndex() == 1 ? PairingSystem::Swiss : PairingSystem::McMahon;
    s.rules = rules_->currentData().toString().toStdString();
    if (auto k = tryParseKomi(komi_->text().toStdString()))
        s.komi = *k;
    s.boardSize = boardSize_->value();
    if (timeEdited_) {
        s.time = TimeControl{};
        s.time.system = periods_->value() > 0 ? TimeSystem::ByoYomi : TimeSystem::Absolute;
        s.time.main = std::chrono::minutes(basicMinutes_->value());
        s.time.periods = periods_->value();
        s.time.period = Millis(static_cast<long long>(periodSeconds_->value()) * 1000);
        s.time = normalised(s.time); // as the file keeps it
    }
    std::vector<Category> categories;
    for (const QString& name : categories_->text().split(
             QRegularExpression(QStringLiteral("[,，、]")), Qt::SkipEmptyParts)) {
        Category c;
        c.name = name.trimmed().toStdString();
        for (const auto& old : base_.categories)
            if (old.name == c.name)
                c.description = old.description;
        if (!c.name.empty())
            categories.push_back(c);
    }
    s.categories = categories;
    return s;
}

QString NewTournamentDialog::problem() const {
    if (!tryParseKomi(komi_->text().toStdString()))
        return tr("Komi: points such as 7.5, or 子 such as 3¾子");
    return toText(validate(settings()));
}

void NewTournamentDialog::refresh() {
    const QString message = problem();
    problem_->setText(message);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(message.isEmpty());
    if (auto k = tryParseKomi(komi_->text().toStdString()))
        komiHint_->setText(tr("= %1").arg(QString::fromStdString(k->zi())));
    else
        komiHint_->clear();
}

} // namespace tengen::gui
