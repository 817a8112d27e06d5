// The event's commands (in the main window's File menu): its settings, its pairing settings and
// its stages (the next stage, its players placed or taken back, the last stage removed).
#include "main_window.h"

#include "actions/stages.h"
#include "common/translations.h"
#include "new_tournament_dialog.h"
#include "pairing_settings_dialog.h"
#include "tournament_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace tengen::gui {

void MainWindow::editSettings() {
    try {
        if (!doc_)
            return;
        const TournamentSettings before = doc_->file().settings().get();
        NewTournamentDialog dialog(before, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (const Refusal r = doc_->saveSettings(before, dialog.settings()))
            report(tr("Not saved"), toText(r));
    } catch (const store::StoreError& e) {
        report(tr("Not saved"), e.message());
    }
}

// The event's next stage: a round-robin final or a knockout of the top K of the stage before
// (#33); the stage before must have its rounds (a Swiss event has them).
void MainWindow::addStageDialog() {
    if (!doc_)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Next stage"));
    auto* form = new QFormLayout(&dialog);
    auto* format = new QComboBox(&dialog);
    format->addItem(tr("Round robin (循环赛)"), QStringLiteral("round-robin"));
    format->addItem(tr("Double round robin (双循环)"), QStringLiteral("double-round-robin"));
    format->addItem(tr("Knockout (淘汰赛)"), QStringLiteral("knockout"));
    auto* top = new QSpinBox(&dialog);
    top->setRange(2, 4096);
    top->setValue(6);
    auto* bestOfThree = new QCheckBox(tr("best of three"), &dialog);
    auto* thirdPlace = new QCheckBox(tr("game for third place"), &dialog);
    QStringList now;
    try {
        for (const Stage& s : eventStages(doc_->file()))
            now << stageTitle(s);
    } catch (const store::StoreError& e) {
        now << e.message();
    }
    form->addRow(new QLabel(now.join(QLatin1Char('\n')), &dialog));
    form->addRow(tr("Format"), format);
    form->addRow(tr("Players (the top of the stage before)"), top);
    form->addRow(QString(), bestOfThree);
    form->addRow(QString(), thirdPlace);
    const auto knockoutOnly = [&] {
        const bool knockout = format->currentData().toString() == QLatin1String("knockout");
        bestOfThree->setEnabled(knockout);
        thirdPlace->setEnabled(knockout);
    };
    connect(format, &QComboBox::currentIndexChanged, &dialog, knockoutOnly);
    knockoutOnly();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Stage next;
    next.format = *tryParseStageFormat(format->currentData().toString().toStdString());
    next.entrants = top->value();
    if (next.format == StageFormat::Knockout) {
        next.bestOf = bestOfThree->isChecked() ? 3 : 1;
        next.thirdPlace = thirdPlace->isChecked();
    }
    if (const Refusal r = doc_->addStage(next))
        report(tr("Not saved"), toText(r));
}

void MainWindow::placeNextStage() {
    if (!doc_)
        return;
    int stage = 0; // the first whose players are not placed
    if (const Refusal failed = guarded([&] {
            const std::vector<Stage> stages = eventStages(doc_->file());
            for (const Stage& s : stages)
                if (!stage && s.number > 0 && doc_->file().stages().seats(s.number).empty())
                    stage = s.number;
        })) {
        report(tr("Not saved"), toText(failed));
        return;
    }
    if (stage == 0) {
        report(tr("Not saved"), tr("Every stage's players are placed."));
        return;
    }
    if (const Refusal r = doc_->placeStage(stage))
        report(tr("Not saved"), toText(r));
}

void MainWindow::unplaceLastStage() {
    if (!doc_)
        return;
    int stage = 0; // the last whose players are placed
    if (const Refusal failed = guarded([&] {
            for (const Stage& s : eventStages(doc_->file()))
                if (s.number > 0 && !doc_->file().stages().seats(s.number).empty())
                    stage = s.number;
        })) {
        report(tr("Not saved"), toText(failed));
        return;
    }
    if (stage == 0) {
        report(tr("Not saved"), tr("No stage's players are placed."));
        return;
    }
    if (!confirm(
            this, tr("Take back the places"),
            tr("Take back the places of stage %1? Its players can be placed again.").arg(stage)))
        return;
    if (const Refusal r = doc_->unplaceStage(stage))
        report(tr("Not saved"), toText(r));
}

void MainWindow::removeLastStage() {
    if (!doc_ || !confirm(this, tr("Remove the last stage"), tr("Remove the event's last stage?")))
        return;
    if (const Refusal r = doc_->removeLastStage())
        report(tr("Not saved"), toText(r));
}

void MainWindow::editPairingSettings() {
    try {
        if (!doc_)
            return;
        const PairingSettings before = doc_->file().settings().pairing();
        const bool paired = doc_->file().rounds().anyPaired();
        PairingSettingsDialog dialog(before, doc_->file().settings().get().system, paired, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (const Refusal r = doc_->changePairingSettings(before, *dialog.settings(),
                                                          dialog.system(), dialog.reason()))
            report(tr("Not saved"), toText(r));
    } catch (const store::StoreError& e) {
        report(tr("Not saved"), e.message());
    }
}

} // namespace tengen::gui
