#include "constraint_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace tengen::gui {

namespace {

// Every player, "王浩然 (Wang Haoran, 6d, 杭州棋院)", found by any part of what is shown.
QComboBox* playerBox(const std::vector<Player>& players, QWidget* parent) {
    auto* box = new QComboBox(parent);
    box->setEditable(true);
    box->setInsertPolicy(QComboBox::NoInsert);
    for (const Player& p : players) {
        QStringList about;
        if (!p.latinName().empty() && p.latinName() != p.displayName())
            about << QString::fromStdString(p.latinName());
        if (const auto rank = p.effectiveRank())
            about << QString::fromStdString(rank->toString());
        if (!p.club.empty())
            about << QString::fromStdString(p.club);
        box->addItem(QStringLiteral("%1 (%2)").arg(QString::fromStdString(p.displayName()),
                                                   about.join(QStringLiteral(", "))),
                     static_cast<qlonglong>(p.id));
    }
    box->completer()->setFilterMode(Qt::MatchContains);
    box->completer()->setCompletionMode(QCompleter::PopupCompletion);
    box->setCurrentIndex(-1);
    return box;
}

PlayerId chosen(const QComboBox* box) {
    // The row chosen (two players may read alike); else the row whose text was typed whole.
    const int i = box->currentIndex() >= 0 && box->itemText(box->currentIndex()) == box->currentText()
                      ? box->currentIndex()
                      : box->findText(box->currentText());
    return i < 0 ? PlayerId{} : PlayerId{box->itemData(i).toLongLong()};
}

} // namespace

ConstraintDialog::ConstraintDialog(const QString& kind, int round, int tables,
                                   const std::vector<Player>& players, QWidget* parent)
    : QDialog(parent), kind_(kind), round_(round) {
    auto* form = new QFormLayout(this);
    first_ = playerBox(players, this);
    if (kind == QLatin1String("table")) {
        setWindowTitle(tr("Keep a table for a player"));
        form->addRow(tr("Player"), first_);
        table_ = new QSpinBox(this);
        table_->setRange(1, std::max(1, tables));
        form->addRow(tr("Table"), table_);
        everyRound_ = new QCheckBox(tr("Every round"), this);
        everyRound_->setChecked(true);
        form->addRow(QString(), everyRound_);
    } else {
        setWindowTitle(kind == QLatin1String("forbidden") ? tr("Never pair two players")
                                                          : tr("Pair two players in round %1")
                                                                .arg(round));
        second_ = playerBox(players, this);
        form->addRow(tr("Player"), first_);
        form->addRow(tr("and"), second_);
    }
    note_ = new QLineEdit(this);
    note_->setPlaceholderText(tr("why (siblings, same family, a player's request…)"));
    form->addRow(tr("Note"), note_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

store::PairingConstraint ConstraintDialog::constraint() const {
    store::PairingConstraint c;
    c.kind = kind_;
    c.a = chosen(first_);
    if (second_)
        c.b = chosen(second_);
    if (kind_ == QLatin1String("fixed"))
        c.round = round_;
    if (table_) {
        c.table = table_->value();
        c.round = everyRound_->isChecked() ? 0 : round_;
    }
    c.note = note_->text().trimmed();
    return c;
}

} // namespace tengen::gui
