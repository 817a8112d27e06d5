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
#include <QRegularExpression>
#include <QSpinBox>
#include <QTreeWidget>
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

QTreeWidgetItem* availableItem(const Player& p) {
    auto* item = new QTreeWidgetItem(
        {QString::fromStdString(p.displayName()),
         QString::fromStdString(p.effectiveRank() ? p.effectiveRank()->toString() : ""),
         QString::fromStdString(p.club)});
    item->setData(0, Qt::UserRole, static_cast<qlonglong>(p.id.value()));
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
    name->setObjectName(QStringLiteral("teamName"));
    auto* latin = new QLineEdit(QString::fromStdString(initial.nameLatin), &d);
    auto* club = new QLineEdit(QString::fromStdString(initial.club), &d);
    auto* country = new QLineEdit(QString::fromStdString(initial.country), &d);
    // The players in no team: name, rank and club in columns, sorted by any, filtered by what
    // the director types, several chosen at once (#44: one at a time, no club, no filter).
    auto* filter = new QLineEdit(&d);
    filter->setPlaceholderText(tr("Find by name, club or rank"));
    filter->setClearButtonEnabled(true);
    auto* available = new QTreeWidget(&d);
    available->setColumnCount(3);
    available->setHeaderLabels({tr("Player"), tr("Rank"), tr("Club")});
    available->setRootIsDecorated(false);
    available->setSelectionMode(QAbstractItemView::ExtendedSelection);
    available->setSortingEnabled(true);
    available->setObjectName(QStringLiteral("availablePlayers"));
    filter->setObjectName(QStringLiteral("playerFilter"));
    auto* members = new QListWidget(&d);
    members->setObjectName(QStringLiteral("teamMembers"));
    members->setSelectionMode(QAbstractItemView::ExtendedSelection);
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
        if (!elsewhere.contains(p.id) && !initial.hasMember(p.id) && !p.withdrawn)
            available->addTopLevelItem(availableItem(p));
    available->sortByColumn(2, Qt::AscendingOrder); // by club: a school's players together
    for (int c = 0; c < 3; ++c)
        available->resizeColumnToContents(c);
    connect(filter, &QLineEdit::textChanged, &d, [available](const QString& text) {
        for (int i = 0; i < available->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = available->topLevelItem(i);
            bool shown = text.trimmed().isEmpty();
            for (int c = 0; c < 3 && !shown; ++c)
                shown = item->text(c).contains(text.trimmed(), Qt::CaseInsensitive);
            item->setHidden(!shown);
        }
    });
    // Members are put in board order with the buttons (or dragged within the list).
    members->setDragDropMode(QAbstractItemView::InternalMove);
    auto* addButton = new QPushButton(tr("Add →"), &d);
    addButton->setObjectName(QStringLiteral("addMembers"));
    auto* removeButton = new QPushButton(tr("← Remove"), &d);
    auto* up = new QPushButton(tr("Up"), &d);
    auto* down = new QPushButton(tr("Down"), &d);
    auto* byRating = new QPushButton(tr("Order by rating"), &d);
    // Every chosen player shown is added, in the list's order.
    const auto addChosen = [=, &byId] {
        for (int i = 0; i < available->topLevelItemCount();) {
            QTreeWidgetItem* item = available->topLevelItem(i);
            if (!item->isSelected() || item->isHidden()) {
                ++i;
                continue;
            }
            const PlayerId id{item->data(0, Qt::UserRole).toLongLong()};
            delete available->takeTopLevelItem(i);
            members->addItem(playerItem(byId.at(id)));
        }
    };
    connect(addButton, &QPushButton::clicked, &d, addChosen);
    connect(available, &QTreeWidget::itemDoubleClicked, &d, addChosen);
    connect(removeButton, &QPushButton::clicked, &d, [=, &byId] {
        for (QListWidgetItem* item : members->selectedItems()) {
            const PlayerId id = idOf(item);
            delete members->takeItem(members->row(item));
            available->addTopLevelItem(availableItem(byId.at(id)));
        }
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
    auto* left = new QVBoxLayout;
    left->addWidget(filter);
    left->addWidget(available);
    auto* lists = new QHBoxLayout;
    lists->addLayout(left, 3);
    lists->addLayout(moves);
    lists->addWidget(members, 2);
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

std::optional<TeamsView::FromClubs>
TeamsView::askFromClubs(const std::function<QString(const FromClubs&)>& proposal) {
    if (fromClubsAsker_)
        return fromClubsAsker_(proposal);
    QDialog d(this);
    d.setWindowTitle(tr("Teams from clubs"));
    auto* reserves = new QSpinBox(&d);
    reserves->setRange(0, 10);
    reserves->setValue(1);
    auto* suffixes = new QLineEdit(tr("B, C, D"), &d);
    suffixes->setToolTip(tr("How a club's second, third … team is named after the club"));
    auto* shown = new QLabel(&d);
    shown->setWordWrap(true);
    const auto choice = [=] {
        FromClubs c;
        c.reserves = reserves->value();
        for (const QString& s : suffixes->text().split(
                 QRegularExpression(QStringLiteral("[,，、]")), Qt::SkipEmptyParts))
            c.suffixes << s.trimmed();
        return c;
    };
    const auto update = [=] { shown->setText(proposal(choice())); };
    connect(reserves, &QSpinBox::valueChanged, &d, update);
    connect(suffixes, &QLineEdit::textChanged, &d, update);
    update();
    auto* form = new QFormLayout;
    form->addRow(tr("Reserves a team takes"), reserves);
    form->addRow(tr("A club's next teams end in"), suffixes);
    auto* layout = new QVBoxLayout(&d);
    layout->addWidget(new QLabel(tr("Each club's players in no team yet, strongest first, fill "
                                    "its team's boards and reserves, then its next team."),
                                 &d));
    layout->addLayout(form);
    layout->addWidget(shown);
    layout->addWidget(okCancel(&d));
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    return choice();
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
