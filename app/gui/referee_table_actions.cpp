#include "referee_parts.h"
#include "referee_view.h"

#include "actions/clock_text.h"
#include "confirm.h"
#include "hall/hall_server.h"
#include "store/tournament_file.h"
#include "tournament/result_codec.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QSpinBox>

// The referee's actions on one table (the tile's menu), what the table's devices ask decided
// there too: what the referee does to a table, each through the clocks' or the hall's actions.
// The devices themselves are in referee_devices.cpp.
namespace tengen::gui {

using namespace tengen::clock;

QString RefereeView::tableAction(int table, JournalKind kind) {
    const Refusal refused = clocks_->act(TableNo{table}, kind);
    tiles_->update();
    refreshAttention();
    return toText(refused);
}

Refusal RefereeView::adjustTime(int table, Side side, Millis delta, const QString& reason,
                                bool confirmed) {
    const Refusal refused = clocks_->adjust(TableNo{table}, side, delta, reason, confirmed);
    tiles_->update();
    refreshAttention();
    return refused;
}

QString RefereeView::setTableControl(int table, const QString& spec) {
    const Refusal refused = clocks_->setTableControl(TableNo{table}, spec);
    tiles_->update();
    refreshAttention();
    if (refused.subject == Refusal::Subject::TimeControl)
        return tr("'%1' is not a time control: %2").arg(spec, toText(refused));
    return toText(refused);
}

QString RefereeTableActions::tableResultText(GameResult result) {
    QString text = toText(resultProblem(result));
    if (!text.isEmpty())
        text[0] = text[0].toUpper(); // a tile's line: "Jigo", "No result"
    return text;
}

// Adjust time…: a side, seconds to add (or remove) and the reason; an adjustment to zero is
// asked again.
void RefereeView::askAdjustTime(int table) {
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Adjust the time of table %1").arg(table));
    auto* side = new QComboBox(&dialog);
    side->addItems({tr("Black"), tr("White")});
    auto* seconds = new QSpinBox(&dialog);
    seconds->setRange(-36000, 36000);
    seconds->setSuffix(tr(" s"));
    auto* reason = new QLineEdit(&dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    auto* form = new QFormLayout(&dialog);
    form->addRow(tr("Side"), side);
    form->addRow(tr("Add (negative: remove)"), seconds);
    form->addRow(tr("Reason"), reason);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Side s = side->currentIndex() == 0 ? Side::Black : Side::White;
    const Millis delta(seconds->value() * 1000LL);
    Refusal refused = adjustTime(table, s, delta, reason->text().trimmed());
    // Decided on the refusal's kind, never on its translation.
    if (refused.kind == Refusal::Kind::NeedsConfirmation &&
        QMessageBox::question(this, tr("Adjust time"),
                              tr("This takes the time to zero. Adjust anyway?")) ==
            QMessageBox::Yes)
        refused = adjustTime(table, s, delta, reason->text().trimmed(), true);
    status_->setText(refused.done() ? QString()
                                    : tr("Table %1: %2").arg(table).arg(toText(refused)));
}

// What the table's device leaves to the referee: the flag it holds, the result it sent.
void RefereeView::addDeviceRequests(QMenu* menu, int table) {
    const HallTables::TableLink link = devices_->tables().link(TableNo{table});
    menu->addSeparator();
    QAction* flag =
        menu->addAction(tr("Decide the flag now (what the device has not sent yet is not in)"),
                        this, [this, table] { devices_->tables().releaseFlag(TableNo{table}); });
    flag->setEnabled(clocks_->flagHeld(TableNo{table}) ||
                     clocks_->flagWaitsForDevice(TableNo{table}));
    if (link.result && mayEnterResults_) {
        const QString result = tableResultText(link.result->result);
        menu->addAction(
            tr("Enter the table's result (%1)…").arg(result), this, [this, table, result] {
                bool ok = true;
                QString reason;
                std::optional<Game> game;
                try { // a read in a slot: a busy or damaged file is said, never thrown out
                    if (clocks_->file())
                        game = clocks_->file()->rounds().game(RoundNo{clocks_->round()},
                                                              TableNo{table});
                } catch (const store::StoreError& e) {
                    status_->setText(tr("Table %1: %2").arg(table).arg(e.message()));
                    return;
                }
                if (game && game->result != GameResult::Unknown)
                    reason = QInputDialog::getText(
                        this, tr("Change the result of table %1").arg(table),
                        tr("The round has another result for this game. Why is "
                           "it changed to %1?")
                            .arg(result),
                        QLineEdit::Normal, QString(), &ok);
                if (!ok)
                    return;
                // Who accepted it, in the journal's words (English, as every journal detail).
                const Refusal r = devices_->tables().acceptResult(
                    TableNo{table}, reason, QStringLiteral("the referee at the desk"));
                status_->setText(r.done() ? QString()
                                          : tr("Table %1: %2").arg(table).arg(toText(r)));
            });
        menu->addAction(tr("Set the table's result aside"), this,
                        [this, table] { devices_->tables().dismissResult(TableNo{table}); });
    }
}

QMenu* RefereeView::tableMenu(int table) {
    auto* menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (!mayRunClocks_) { // a desk that watches the hall: its calls may be heard here
        QAction* pin = menu->addAction(tr("Speak this table's calls here"));
        pin->setCheckable(true);
        pin->setChecked(pinned_.count(table) > 0);
        connect(pin, &QAction::toggled, this, [this, table](bool on) { setPinned(table, on); });
        return menu;
    }
    auto action = [this, menu, table](const QString& text, JournalKind kind) {
        menu->addAction(text, this, [this, table, kind] {
            const QString refused = tableAction(table, kind);
            status_->setText(refused.isEmpty() ? QString()
                                               : tr("Table %1: %2").arg(table).arg(refused));
        });
    };
    action(tr("Pause"), JournalKind::Pause);
    action(tr("Resume"), JournalKind::Resume);
    action(tr("Sealed move (stop the clock)"), JournalKind::Seal);
    action(tr("Open the sealed move"), JournalKind::Unseal);
    action(tr("Take back a wrong press"), JournalKind::UndoPress);
    action(tr("Swap sides"), JournalKind::SwapSides);
    // #45: a flag decided wrongly (a press made in time and lost with a phone) is taken back
    // with the referee's reason; the clock stands paused at the fall until he gives time.
    QAction* unflag = menu->addAction(tr("Take the flag back…"), this, [this, table] {
        const std::optional<QString> reason =
            askReason(this, tr("Take the flag back"),
                      tr("Table %1: the clock stands paused at the instant the flag fell; give "
                         "the player time (Adjust time…) and resume. The referee's reason:")
                          .arg(table));
        if (!reason)
            return;
        const Refusal r = clocks_->unflag(TableNo{table}, *reason);
        status_->setText(r.done() ? tr("Table %1: the flag is taken back.").arg(table)
                                  : tr("Table %1: %2").arg(table).arg(toText(r)));
    });
    unflag->setEnabled(hall() && hall()->clock(table).state() == GameClock::State::Flagged);
    // Another device at the table takes the clock over (a phone that died is replaced; the one
    // that held it stops acting on the clock).
    if (devices_)
        for (const HallServer::TableDevice& d : devices_->devicesAt(TableNo{table}))
            if (!d.holdsClock)
                menu->addAction(tr("Move the clock to the device at %1 (connected %2)")
                                    .arg(d.address, QString::fromStdString(
                                                        formatDuration(Millis(d.connectedForMs)))),
                                this, [this, table, device = d.device] {
                                    if (devices_)
                                        devices_->tables().moveClock(TableNo{table}, device);
                                });
    menu->addAction(tr("Adjust time…"), this, [this, table] { askAdjustTime(table); });
    // Before the start only: a table may play another time control than the event's.
    QAction* own = menu->addAction(tr("Time control of this table…"), this, [this, table] {
        bool ok = false;
        const QString spec = QInputDialog::getText(
            this, tr("Time control of table %1").arg(table),
            tr("Time control (as in the Clocks tab, e.g. byoyomi:main=60m,period=30s,periods=3):"),
            QLineEdit::Normal, QString::fromStdString(describe(hall()->clock(table).control())),
            &ok);
        if (!ok)
            return;
        const QString refused = setTableControl(table, spec);
        status_->setText(refused.isEmpty() ? tr("Table %1 plays %2.").arg(table).arg(spec.trimmed())
                                           : tr("Table %1: %2").arg(table).arg(refused));
    });
    own->setEnabled(hall() && hall()->clock(table).state() == GameClock::State::NotStarted);
    menu->addSeparator();
    QAction* pin = menu->addAction(tr("Speak this table's calls here"));
    pin->setCheckable(true);
    pin->setChecked(pinned_.count(table) > 0);
    connect(pin, &QAction::toggled, this, [this, table](bool on) { setPinned(table, on); });
    menu->addAction(tr("Table mode (full screen)"), this, [this, table] { showTableMode(table); });
    if (devices_) // what the table's device asked for, decided here
        addDeviceRequests(menu, table);
    // Last and apart from the adjustments: it cannot be taken back.
    menu->addSeparator();
    menu->addAction(tr("Game over (stop both clocks)…"), this, [this, table] {
        const QString refused = declareGameOver(table);
        status_->setText(refused.isEmpty() ? QString()
                                           : tr("Table %1: %2").arg(table).arg(refused));
    });
    return menu;
}

QString RefereeView::declareGameOver(int table) {
    if (!hall() || table < 1 || table > hall()->tableCount())
        return tr("There is no table %1.").arg(table);
    const TableSeats names = seats(table);
    const QString who =
        names.black.isEmpty() ? QString() : tr(" (%1 – %2)").arg(names.black, names.white);
    if (!confirm(this, tr("Game over"),
                 tr("Declare the game at table %1%2 over? Both clocks stop for good.")
                     .arg(table)
                     .arg(who)))
        return {};
    return tableAction(table, JournalKind::Finish);
}

} // namespace tengen::gui
