#include "divisions_dialog.h"

#include "actions/divisions.h"
#include "actions/domain_text.h"
#include "actions/stages.h"
#include "confirm.h"
#include "tournament_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tengen::gui {

namespace {
constexpr StageFormat kSystems[] = {StageFormat::McMahon, StageFormat::Swiss};
} // namespace

DivisionsDialog::DivisionsDialog(TournamentDocument& doc, QWidget* parent)
    : QDialog(parent), doc_(doc) {
    setWindowTitle(tr("Divisions"));
    table_ = new QTableWidget(this);
    table_->setColumnCount(6);
    table_->setHorizontalHeaderLabels(
        {tr("Division"), tr("System"), tr("Rounds"), tr("Tables"), tr("Players"), tr("Certifies")});
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    auto* addButton = new QPushButton(tr("&Add…"), this);
    auto* editButton = new QPushButton(tr("&Edit…"), this);
    auto* removeButton = new QPushButton(tr("&Remove"), this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    connect(addButton, &QPushButton::clicked, this, [this] {
        Division d;
        d.system = StageFormat::Swiss;
        d.rounds = 5;
        if (form(d, false))
            report(add(d));
    });
    connect(editButton, &QPushButton::clicked, this, [this] {
        const int id = selectedId();
        std::vector<Division> all;
        if (id == 0 || !attemptRead([&] { all = doc_.file().divisions().all(); }))
            return;
        for (Division d : all)
            if (d.id == id && form(d, id == kFirstDivision))
                report(edit(id, d));
    });
    connect(removeButton, &QPushButton::clicked, this, [this] {
        if (const int id = selectedId(); id != 0)
            report(remove(id));
    });
    auto* row = new QHBoxLayout;
    row->addWidget(addButton);
    row->addWidget(editButton);
    row->addWidget(removeButton);
    row->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addLayout(row);
    layout->addWidget(buttons);
    resize(720, 360);
    refresh();
}

void DivisionsDialog::refresh() {
    std::vector<DivisionNow> now;
    if (!attemptRead([&] { now = divisionsNow(doc_.file()); })) // the whole event's
        return;
    table_->setRowCount(static_cast<int>(now.size()));
    for (int r = 0; r < static_cast<int>(now.size()); ++r) {
        const DivisionNow& d = now[static_cast<std::size_t>(r)];
        const QStringList cells{
            divisionLabel(d.division),
            stageFormatName(d.division.system),
            QString::number(d.division.rounds),
            QStringLiteral("%1–%2").arg(d.tables.first).arg(d.tables.last),
            QString::number(d.players),
            d.division.certifies
                ? QStringLiteral("%1–%2 (%3)")
                      .arg(rankText(Rank::amateur(d.division.certifies->weakest)),
                           rankText(Rank::amateur(d.division.certifies->strongest)),
                           QString::fromStdString(d.division.awards ? d.division.awards->name
                                                                    : std::string()))
                : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setData(Qt::UserRole, d.division.id);
            table_->setItem(r, c, item);
        }
    }
}

int DivisionsDialog::selectedId() const {
    const QList<QTableWidgetItem*> items = table_->selectedItems();
    return items.isEmpty() ? 0 : items.front()->data(Qt::UserRole).toInt();
}

void DivisionsDialog::report(const QString& problem) {
    if (!problem.isEmpty())
        QMessageBox::warning(this, tr("Divisions"), problem);
}

QString DivisionsDialog::add(const Division& d) {
    const DivisionsChange c = addDivision(doc_.file(), d);
    doc_.divisionsEdited();
    refresh();
    return c.refusal ? toText(c.refusal) : QString();
}

QString DivisionsDialog::edit(int id, const Division& d) {
    const DivisionsChange c = editDivision(doc_.file(), id, d);
    doc_.divisionsEdited();
    refresh();
    return c.refusal ? toText(c.refusal) : QString();
}

QString DivisionsDialog::remove(int id) {
    const DivisionsChange c = removeDivision(doc_.file(), id);
    doc_.divisionsEdited();
    refresh();
    return c.refusal ? toText(c.refusal) : QString();
}

bool DivisionsDialog::form(Division& d, bool first) {
    QDialog dialog(this);
    dialog.setWindowTitle(first ? tr("The event's own division") : tr("Division"));
    auto* native = new QLineEdit(QString::fromStdString(d.nameNative), &dialog);
    auto* latin = new QLineEdit(QString::fromStdString(d.nameLatin), &dialog);
    auto* system = new QComboBox(&dialog);
    for (StageFormat f : kSystems)
        system->addItem(stageFormatName(f), static_cast<int>(f));
    system->setCurrentIndex(std::max(0, system->findData(static_cast<int>(d.system))));
    auto* rounds = new QSpinBox(&dialog);
    rounds->setRange(1, 99);
    rounds->setValue(d.rounds);
    // The first division plays the tournament's own system and rounds.
    system->setEnabled(!first);
    rounds->setEnabled(!first);
    auto* ownTables = new QCheckBox(tr("Tables of its own"), &dialog);
    auto* tableFirst = new QSpinBox(&dialog);
    auto* tableLast = new QSpinBox(&dialog);
    for (QSpinBox* s : {tableFirst, tableLast})
        s->setRange(1, kMaxTable);
    ownTables->setChecked(d.tableFirst.has_value());
    tableFirst->setValue(d.tableFirst.value_or(1));
    tableLast->setValue(d.tableLast.value_or(1));
    auto* certify = new QCheckBox(tr("A certification group (grades awarded)"), &dialog);
    auto* table = new QComboBox(&dialog);
    for (const std::string& preset : awardPresetNames())
        table->addItem(QString::fromStdString(preset));
    if (d.awards && table->findText(QString::fromStdString(d.awards->name)) < 0)
        table->addItem(QString::fromStdString(d.awards->name)); // the director's own, kept
    certify->setChecked(d.awards.has_value());
    if (d.awards)
        table->setCurrentText(QString::fromStdString(d.awards->name));
    auto* tablesRow = new QHBoxLayout;
    tablesRow->addWidget(ownTables);
    tablesRow->addWidget(tableFirst);
    tablesRow->addWidget(tableLast);
    auto* formLayout = new QFormLayout;
    formLayout->addRow(tr("Name"), native);
    formLayout->addRow(tr("Name in Latin letters"), latin);
    formLayout->addRow(tr("System"), system);
    formLayout->addRow(tr("Rounds"), rounds);
    formLayout->addRow(tr("Tables"), tablesRow);
    formLayout->addRow(certify);
    formLayout->addRow(tr("Award table"), table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addLayout(formLayout);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    d.nameNative = native->text().trimmed().toStdString();
    d.nameLatin = latin->text().trimmed().toStdString();
    d.system = static_cast<StageFormat>(system->currentData().toInt());
    d.rounds = rounds->value();
    if (ownTables->isChecked()) {
        d.tableFirst = tableFirst->value();
        d.tableLast = tableLast->value();
    } else {
        d.tableFirst.reset();
        d.tableLast.reset();
    }
    if (!certify->isChecked()) {
        d.awards.reset();
        d.certifies.reset();
    } else if (!d.awards || table->currentText().toStdString() != d.awards->name) {
        d.awards = awardPreset(table->currentText().toStdString());
        d.certifies.reset(); // the grades its players claim
    }
    return true;
}

} // namespace tengen::gui
