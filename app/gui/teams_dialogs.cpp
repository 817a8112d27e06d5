// The Teams view's questions as dialogs: a team's fields and members in board order, a line-up
// for a round, two teams for a match by hand.
#include "teams_view.h"

#include "store/tournament_file.h"
#include "tournament_document.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <set>

namespace tengen::gui {

namespace {

QListWidgetItem* playerItem(const Player& p) {
    auto* item = new QListWidgetItem(QStringLiteral("%1  %2").arg(
        QString::fromStdString(p.displayName()),
        QString::fromStdString(p.effectiveRank() ? p.effectiveRank()->toString() : "")));
    item->setData(Qt::UserRole, static_cast<qlonglong>(p.id.value()));
    return item;
}

PlayerId idOf(const QListWidgetItem* item) {
    return PlayerId{item->data(Qt::UserRole).toLongLong()};
}

QDialogButtonBox* okCancel(QDialog* d) {
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, d);
    QObject::connect(box, &QDialogButtonBox::accepted, d, &QDialog::accept);
    QObject::connect(box, &QDialogButtonBox::rejected, d, &QDialog::reject);
    return box;
}

} // namespace

std::optional<Team> TeamsView::askTeam(const Team& initial) {
    if (teamAsker_)
        return teamAsker_(initial);
    QDialog d(this);
    d.setWindowTitle(initial.id.value() == 0 ? tr("Add team") : tr("Edit team"));
    auto* name = new QLineEdit(QString::fromStdString(initial.nameNative), &d);
    auto* latin = new QLineEdit(QString::fromStdString(initial.nameLatin), &d);
    auto* club = new QLineEdit(QString::fromStdString(initial.club), &d);
    auto* country = new QLineEdit(QString::fromStdString(initial.country), &d);
    auto* available = new QListWidget(&d);
    auto* members = new QListWidget(&d);
    std::vector<Player> players = doc_->file().players().all();
    std::set<PlayerId> elsewhere;
    for (const Team& t : doc_->file().teams().all())
        if (t.id != initial.id)
            elsewhere.insert(t.members.begin(), t.members.end());
    std::map<PlayerId, Player> byId;
    for (const Player& p : players)
        byId[p.id] = p;
    for (PlayerId id : initial.members)
        if (byId.contains(id))
            members->addItem(playerItem(byId.at(id)));
    for (const Player& p : players)
        if (!elsewhere.contains(p.id) && !initial.hasMember(p.id))
            available->addItem(playerItem(p));
    // Members are dragged from the players into board order and within it, or moved with the
    // buttons.
    for (QListWidget* list : {available, members}) {
        list->setDragDropMode(QAbstractItemView::DragDrop);
        list->setDefaultDropAction(Qt::MoveAction);
    }
    auto* addButton = new QPushButton(tr("Add →"), &d);
    auto* removeButton = new QPushButton(tr("← Remove"), &d);
    auto* up = new QPushButton(tr("Up"), &d);
    auto* down = new QPushButton(tr("Down"), &d);
    auto* byRating = new QPushButton(tr("Order by rating"), &d);
    connect(addButton, &QPushButton::clicked, &d, [=] {
        if (auto* item = available->takeItem(available->currentRow()))
            members->addItem(item);
    });
    connect(removeButton, &QPushButton::clicked, &d, [=] {
        if (auto* item = members->takeItem(members->currentRow()))
            available->addItem(item);
    });
    const auto move = [members](int by) {
        const int row = members->currentRow();
        if (row < 0 || row + by < 0 || row + by >= members->count())
            return;
        QListWidgetItem* item = members->takeItem(row);
        members->insertItem(row + by, item);
        members->setCurrentRow(row + by);
    };
    connect(up, &QPushButton::clicked, &d, [=] { move(-1); });
    connect(down, &QPushButton::clicked, &d, [=] { move(1); });
    connect(byRating, &QPushButton::clicked, &d, [=, &byId] {
        std::vector<QListWidgetItem*> items;
        while (members->count() > 0)
            items.push_back(members->takeItem(0));
        const auto strength = [&](QListWidgetItem* i) {
            const Player& p = byId.at(idOf(i));
            const std::optional<Rank> r = p.effectiveRank();
            return p.rating ? p.rating->value : r ? 100.0 * r->amateurScale() : -1e9;
        };
        std::stable_sort(items.begin(), items.end(), [&](QListWidgetItem* a, QListWidgetItem* b) {
            return strength(a) > strength(b);
        });
        for (QListWidgetItem* i : items)
            members->addItem(i);
    });
    auto* form = new QFormLayout;
    form->addRow(tr("Name"), name);
    form->addRow(tr("Name in Latin letters"), latin);
    form->addRow(tr("Club or school"), club);
    form->addRow(tr("Country"), country);
    auto* moves = new QVBoxLayout;
    for (QPushButton* b : {addButton, removeButton, up, down, byRating})
        moves->addWidget(b);
    moves->addStretch();
    auto* lists = new QHBoxLayout;
    lists->addWidget(available);
    lists->addLayout(moves);
    lists->addWidget(members);
    auto* layout = new QVBoxLayout(&d);
    layout->addLayout(form);
    layout->addWidget(
        new QLabel(tr("Members in board order; those after the boards are reserves"), &d));
    layout->addLayout(lists);
    layout->addWidget(okCancel(&d));
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    Team team = initial;
    team.nameNative = name->text().trimmed().toStdString();
    team.nameLatin = latin->text().trimmed().toStdString();
    team.club = club->text().trimmed().toStdString();
    team.country = country->text().trimmed().toUpper().toStdString();
    team.members.clear();
    for (int i = 0; i < members->count(); ++i)
        team.members.push_back(idOf(members->item(i)));
    if (team.captain && !team.hasMember(*team.captain))
        team.captain.reset();
    return team;
}

std::optional<std::vector<PlayerId>> TeamsView::askLineup(const Team& team,
                                                          const std::vector<PlayerId>& current) {
    if (lineupAsker_)
        return lineupAsker_(team, current);
    QDialog d(this);
    d.setWindowTitle(tr("Line-up of %1 for round %2")
                         .arg(QString::fromStdString(team.displayName()))
                         .arg(round()));
    auto* list = new QListWidget(&d);
    for (PlayerId p : team.members) {
        auto* item = new QListWidgetItem(playerName(p), list);
        item->setData(Qt::UserRole, static_cast<qlonglong>(p.value()));
        item->setCheckState(std::find(current.begin(), current.end(), p) != current.end()
                                ? Qt::Checked
                                : Qt::Unchecked);
    }
    auto* layout = new QVBoxLayout(&d);
    layout->addWidget(new QLabel(tr("The players who play, in board order from the top"), &d));
    layout->addWidget(list);
    layout->addWidget(okCancel(&d));
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    std::vector<PlayerId> lineup;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            lineup.push_back(idOf(list->item(i)));
    return lineup;
}

std::optional<std::pair<TeamId, TeamId>> TeamsView::askMatch() {
    if (matchAsker_)
        return matchAsker_();
    QDialog d(this);
    d.setWindowTitle(tr("Match by hand, round %1").arg(round()));
    auto* home = new QComboBox(&d);
    auto* away = new QComboBox(&d);
    for (const Team& t : shown_)
        for (QComboBox* c : {home, away})
            c->addItem(QString::fromStdString(t.displayName()),
                       static_cast<qlonglong>(t.id.value()));
    if (away->count() > 1)
        away->setCurrentIndex(1);
    auto* form = new QFormLayout(&d);
    form->addRow(tr("Home"), home);
    form->addRow(tr("Away"), away);
    form->addRow(okCancel(&d));
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    return std::pair{TeamId{home->currentData().toLongLong()},
                     TeamId{away->currentData().toLongLong()}};
}

} // namespace tengen::gui
