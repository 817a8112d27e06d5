#include "registration_view.h"

#include "participation_dialog.h"

#include "confirm.h"
#include "player_dialog.h"
#include "player_filter_proxy.h"
#include "player_table_model.h"
#include "tournament_document.h"

#include "actions/divisions.h"
#include "store/problem_text.h"
#include "tournament/duplicates.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace tengen::gui {

RegistrationView::RegistrationView(QWidget* parent) : QWidget(parent) {
    model_ = new PlayerTableModel(this);
    proxy_ = new PlayerFilterProxy(this);
    proxy_->setSourceModel(model_);

    search_ = new QLineEdit(this);
    search_->setObjectName(QStringLiteral("search"));
    search_->setClearButtonEnabled(true);
    hideWithdrawn_ = new QCheckBox(this);
    roundLabel_ = new QLabel(this);
    round_ = new QSpinBox(this);
    round_->setRange(1, 1);
    summary_ = new QLabel(this);

    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("players"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(PlayerTableModel::Id, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several rows at once (Shift, Ctrl, Ctrl+A): check in, absent or bye for the selection.
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setColumnHidden(PlayerTableModel::Declared, true);

    add_ = new QPushButton(this);
    edit_ = new QPushButton(this);
    withdraw_ = new QPushButton(this);
    delete_ = new QPushButton(this);
    checkIn_ = new QPushButton(this);
    absent_ = new QPushButton(this);
    bye_ = new QPushButton(this);

    auto* top = new QHBoxLayout;
    top->addWidget(search_, 1);
    top->addWidget(hideWithdrawn_);
    top->addSpacing(12);
    top->addWidget(roundLabel_);
    top->addWidget(round_);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {add_, edit_, withdraw_, delete_, checkIn_, absent_, bye_})
        buttons->addWidget(b);
    buttons->addStretch();
    buttons->addWidget(summary_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(table_, 1);
    layout->addLayout(buttons);

    connect(search_, &QLineEdit::textChanged, proxy_, &PlayerFilterProxy::setSearchText);
    connect(search_, &QLineEdit::textChanged, this, &RegistrationView::updateSummary);
    connect(hideWithdrawn_, &QCheckBox::toggled, proxy_, &PlayerFilterProxy::setHideWithdrawn);
    connect(hideWithdrawn_, &QCheckBox::toggled, this, &RegistrationView::updateSummary);
    connect(round_, &QSpinBox::valueChanged, model_, &PlayerTableModel::setCurrentRound);
    connect(add_, &QPushButton::clicked, this, &RegistrationView::addPlayer);
    connect(edit_, &QPushButton::clicked, this, &RegistrationView::editSelected);
    connect(withdraw_, &QPushButton::clicked, this, &RegistrationView::toggleWithdrawn);
    connect(delete_, &QPushButton::clicked, this, &RegistrationView::deleteSelected);
    confirm_ = [this](const QString& question) {
        return QMessageBox::question(this, tr("Delete"), question) == QMessageBox::Yes;
    };
    connect(checkIn_, &QPushButton::clicked, this, &RegistrationView::checkIn);
    connect(absent_, &QPushButton::clicked, this, &RegistrationView::markAbsent);
    connect(bye_, &QPushButton::clicked, this, &RegistrationView::requestBye);
    connect(table_, &QTableView::doubleClicked, this, &RegistrationView::editSelected);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RegistrationView::updateActions);
    connect(model_, &QAbstractItemModel::dataChanged, this, &RegistrationView::updateActions);
    // Columns fit what they hold after every change (a player added, withdrawn, the language
    // switched), not only after a reload: "preliminary" and "withdrawn" were cut to "prelimin…".
    // Once per turn of the event loop, however many rows changed.
    fitColumns_.setSingleShot(true);
    fitColumns_.setInterval(0);
    connect(&fitColumns_, &QTimer::timeout, table_, &QTableView::resizeColumnsToContents);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model_, signal, &fitColumns_, qOverload<>(&QTimer::start));
    connect(model_, &QAbstractItemModel::dataChanged, &fitColumns_, qOverload<>(&QTimer::start));
    connect(model_, &QAbstractItemModel::headerDataChanged, &fitColumns_,
            qOverload<>(&QTimer::start));
    connect(model_, &QAbstractItemModel::modelReset, &fitColumns_, qOverload<>(&QTimer::start));

    retranslate();
    setDocument(nullptr);
}

void RegistrationView::setDocument(TournamentDocument* doc) {
    if (doc_)
        disconnect(doc_, nullptr, this, nullptr);
    doc_ = doc;
    if (doc_) {
        // A view never throws into the document's signal: the change is in the file already.
        connect(doc_, &TournamentDocument::playerChanged, this, [this](PlayerId id) {
            try {
                if (auto p = doc_->file().players().find(id))
                    model_->upsertPlayer(*p);
            } catch (const store::StoreError&) {
                QTimer::singleShot(500, this, &RegistrationView::reload);
            }
            updateSummary();
        });
        connect(doc_, &TournamentDocument::playerRemoved, this, [this](PlayerId id) {
            model_->removePlayer(id);
            updateSummary();
        });
        connect(doc_, &TournamentDocument::playersReloaded, this, &RegistrationView::reload);
        connect(doc_, &TournamentDocument::settingsChanged, this, &RegistrationView::reload);
        round_->setRange(1, doc_->file().settings().get().rounds);
    }
    setEnabled(doc_ != nullptr);
    reload();
}

void RegistrationView::reload() {
    try {
        model_->setPlayers(doc_ ? doc_->file().players().all() : std::vector<Player>{});
        if (doc_) {
            const TournamentSettings settings = doc_->file().settings().get();
            round_->setMaximum(settings.rounds);
            model_->setFirstDay(settings.firstDay);
        }
    } catch (const store::StoreError&) {
        // The file could not be read this moment (a failing disk): try again shortly.
        QTimer::singleShot(500, this, &RegistrationView::reload);
        return;
    }
    table_->resizeColumnsToContents();
    updateSummary();
    updateActions();
}

const Player* RegistrationView::selectedPlayer() const {
    const QModelIndex current = table_->selectionModel()->currentIndex();
    if (!current.isValid())
        return nullptr;
    return model_->playerAt(proxy_->mapToSource(current).row());
}

void RegistrationView::selectPlayer(PlayerId id) {
    const int row = model_->rowOf(id);
    if (row < 0)
        return;
    const QModelIndex index = proxy_->mapFromSource(model_->index(row, 0));
    if (!index.isValid())
        return;
    table_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    table_->scrollTo(index);
}

QStringList RegistrationView::categories() const {
    QStringList names;
    if (doc_)
        for (const auto& c : doc_->file().settings().get().categories)
            names << QString::fromStdString(c.name);
    return names;
}

void RegistrationView::addPlayer() {
    if (!doc_)
        return;
    PlayerDialog dialog(Player{}, categories(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    registerPlayer(dialog.player());
}

bool RegistrationView::registerPlayer(const Player& player) {
    if (!doc_)
        return false;
    RegisterOutcome out = doc_->registerPlayer(player);
    if (out.refusal.kind == Refusal::Kind::NeedsConfirmation && !out.duplicates.empty()) {
        const DuplicateOf& d = out.duplicates.front();
        if (!confirm(this, tr("Likely a duplicate"),
                     tr("%1 looks like %2, registered already (no. %3: %4). Register anyway?")
                         .arg(QString::fromStdString(player.displayName()),
                              QString::fromStdString(d.registered.displayName()))
                         .arg(d.registered.id)
                         .arg(toText(d.reason))))
            return false;
        out = doc_->registerPlayer(player, true);
    }
    if (!out.refusal.done()) {
        showError(toText(out.refusal));
        return false;
    }
    selectPlayer(out.stored.id);
    emit statusMessage(tr("Registered %1").arg(QString::fromStdString(player.displayName())));
    return true;
}

void RegistrationView::setMayChangePlayers(bool may) {
    mayChange_ = may;
    for (QPushButton* b : {add_, edit_, withdraw_, delete_, checkIn_, absent_, bye_})
        b->setVisible(may);
}

void RegistrationView::editSelected() {
    const Player* selected = selectedPlayer();
    if (!doc_ || !selected || !mayChange_) // a double click at a desk that only reads
        return;
    const Player before = *selected;
    PlayerDialog dialog(before, categories(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Player after = dialog.player();
    if (after == before)
        return;
    if (const Refusal r = doc_->editPlayer(before, after))
        showError(toText(r));
}

void RegistrationView::toggleWithdrawn() {
    const Player* selected = selectedPlayer();
    if (!doc_ || !selected)
        return;
    if (const Refusal r = doc_->setWithdrawn(*selected, !selected->withdrawn))
        showError(toText(r));
}

void RegistrationView::deleteSelected() {
    const Player* selected = selectedPlayer();
    if (!doc_ || !selected)
        return;
    const Player p = *selected;
    if (!confirm_(
            tr("Delete the registration of %1? Use Withdraw for a player who leaves the event;"
               " Delete is for a registration made by mistake or a duplicate.")
                .arg(QString::fromStdString(p.displayName()))))
        return;
    if (const Refusal r = doc_->deletePlayer(p))
        showError(toText(r));
}

void RegistrationView::showLikelyDuplicates() {
    try {
        if (!doc_)
            return;
        const std::vector<Player> players = doc_->file().players().everyone();
        const auto found = findLikelyDuplicates(players);
        if (found.empty()) {
            emit statusMessage(tr("No likely duplicates among %n player(s).", "",
                                  static_cast<int>(players.size())));
            return;
        }
        QDialog dialog(this);
        dialog.setWindowTitle(tr("Likely duplicates"));
        auto* list = new QListWidget(&dialog);
        for (const auto& d : found) {
            const Player& a = players[d.first];
            const Player& b = players[d.second];
            auto* item = new QListWidgetItem(
                tr("#%1 %2  ↔  #%3 %4  (%5)")
                    .arg(a.id)
                    .arg(QString::fromStdString(a.displayName()))
                    .arg(b.id)
                    .arg(QString::fromStdString(b.displayName()), toText(d.reason)),
                list);
            item->setData(Qt::UserRole, QVariant(static_cast<qlonglong>(b.id)));
        }
        auto* hint = new QLabel(
            tr("Click a pair to select the later registration, then edit, withdraw or delete it."),
            &dialog);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        // A single click selects the later registration in the list behind (what Delete or
        // Edit then acts on); a double click or Enter also closes the dialog.
        // A click, not the focus arriving (which makes the first row current on its own).
        connect(list, &QListWidget::itemClicked, &dialog, [this](QListWidgetItem* item) {
            selectPlayer(PlayerId{item->data(Qt::UserRole).toLongLong()});
        });
        connect(list, &QListWidget::itemActivated, &dialog, [this, &dialog](QListWidgetItem* item) {
            selectPlayer(PlayerId{item->data(Qt::UserRole).toLongLong()});
            dialog.accept();
        });
        auto* layout = new QVBoxLayout(&dialog);
        layout->addWidget(hint);
        layout->addWidget(list);
        layout->addWidget(buttons);
        dialog.resize(640, 360);
        dialog.exec();
    } catch (const store::StoreError& e) {
        showError(e.message());
    }
}

std::vector<Player> RegistrationView::selectedPlayers() const {
    std::vector<Player> out;
    for (const QModelIndex& index : table_->selectionModel()->selectedRows())
        if (const Player* p = model_->playerAt(proxy_->mapToSource(index).row()))
            out.push_back(*p);
    if (out.empty())
        if (const Player* p = selectedPlayer())
            out.push_back(*p);
    return out;
}

void RegistrationView::setRoundState(Participation state, bool stampCheckIn) {
    const std::vector<Player> selected = selectedPlayers();
    if (!doc_ || selected.empty())
        return;
    if (const Refusal refusal =
            doc_->setParticipation(selected, roundState(round_->value(), state, stampCheckIn)))
        showError(toText(refusal));
}

void RegistrationView::checkIn() {
    setRoundState(Participation::Present, true);
}
void RegistrationView::makeFinal() {
    if (!doc_)
        return;
    if (const Refusal r = doc_->makeFinal(selectedPlayers()))
        showError(toText(r));
}

bool RegistrationView::moveToDivision(std::optional<int> division) {
    const std::vector<Player> selected = selectedPlayers();
    if (!doc_ || selected.empty())
        return false;
    if (!division) {
        std::vector<DivisionNow> now;
        QStringList names;
        if (!attemptRead([&] { now = divisionsNow(doc_->file()); })) // the whole event's
            return false;
        for (const DivisionNow& d : now)
            names << QString::fromStdString(d.division.name());
        bool ok = false;
        const QString chosen = QInputDialog::getItem(
            this, tr("Move to another division"),
            tr("Move %n player(s) to:", "", static_cast<int>(selected.size())), names, 0, false,
            &ok);
        if (!ok)
            return false;
        division = now[static_cast<std::size_t>(names.indexOf(chosen))].division.id;
    }
    Refusal r = doc_->moveToDivision(selected, *division, {});
    if (r.kind == Refusal::Kind::Incomplete) { // paired already: the director's reason
        const std::optional<QString> reason =
            askReason(this, tr("Move to another division"), toText(r));
        if (!reason)
            return false;
        r = doc_->moveToDivision(selected, *division, *reason);
    }
    if (r) {
        showError(toText(r));
        return false;
    }
    emit statusMessage(tr("%n player(s) moved.", "", static_cast<int>(selected.size())));
    return true;
}

void RegistrationView::editParticipation() {
    if (!doc_)
        return;
    std::vector<Player> players;
    int rounds = 1;
    try {
        const store::TournamentFile::ReadSnapshot snapshot(doc_->file());
        players = doc_->file().players().all();
        rounds = doc_->file().settings().get().rounds;
    } catch (const store::StoreError& e) {
        showError(e.message());
        return;
    }
    ParticipationDialog dialog(std::move(players), rounds, this);
    if (dialog.exec() == QDialog::Accepted)
        applyParticipation(dialog.changes());
}

bool RegistrationView::applyParticipation(const std::vector<PlayerChange>& changes) {
    if (!doc_ || changes.empty())
        return false;
    // Each player is written only if nobody changed him since the grid read him.
    if (const Refusal r = doc_->changePlayers(
            changes, tr("Participation of %n player(s)", "", static_cast<int>(changes.size())))) {
        showError(toText(r));
        return false;
    }
    return true;
}

void RegistrationView::markAbsent() {
    setRoundState(Participation::Absent, false);
}
void RegistrationView::requestBye() {
    setRoundState(Participation::ByeRequested, false);
}

void RegistrationView::showError(const QString& message) {
    if (errorSink_) {
        errorSink_(message);
        return;
    }
    QMessageBox::warning(this, tr("Not saved"), message);
}

void RegistrationView::updateSummary() {
    int total = model_->rowCount(), withdrawn = 0, final = 0;
    for (int r = 0; r < total; ++r) {
        const Player* p = model_->playerAt(r);
        withdrawn += p->withdrawn;
        final += !p->withdrawn && p->status == RegistrationStatus::Final;
    }
    summary_->setText(tr("%1 shown · %2 registered · %3 final · %4 withdrawn")
                          .arg(proxy_->rowCount())
                          .arg(total - withdrawn)
                          .arg(final)
                          .arg(withdrawn));
}

void RegistrationView::updateActions() {
    const Player* p = selectedPlayer();
    for (QPushButton* b : {edit_, withdraw_, delete_, checkIn_, absent_, bye_})
        b->setEnabled(p != nullptr);
    withdraw_->setText(p && p->withdrawn ? tr("Reinstate") : tr("Withdraw"));
}

void RegistrationView::retranslate() {
    search_->setPlaceholderText(tr("Search names (汉字 or Latin) and clubs…"));
    hideWithdrawn_->setText(tr("Hide withdrawn"));
    roundLabel_->setText(tr("Round"));
    add_->setText(tr("Add player…"));
    edit_->setText(tr("Edit…"));
    delete_->setText(tr("Delete…"));
    checkIn_->setText(tr("Check in"));
    absent_->setText(tr("Absent"));
    bye_->setText(tr("Bye requested"));
    model_->retranslate();
    updateActions();
    updateSummary();
}

void RegistrationView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace tengen::gui
