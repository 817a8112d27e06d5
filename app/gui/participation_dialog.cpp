#include "participation_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace tengen::gui {

namespace {
Participation next(Participation p) {
    switch (p) {
    case Participation::Present:
        return Participation::Absent;
    case Participation::Absent:
        return Participation::ByeRequested;
    case Participation::ByeRequested:
        return Participation::Present;
    }
    return Participation::Present;
}
} // namespace

QString ParticipationDialog::stateText(Participation p) {
    switch (p) {
    case Participation::Present:
        return tr("playing");
    case Participation::Absent:
        return tr("absent");
    case Participation::ByeRequested:
        return tr("bye");
    }
    return {};
}

ParticipationDialog::ParticipationDialog(std::vector<Player> players, int rounds, QWidget* parent)
    : QDialog(parent), rounds_(std::max(1, rounds)) {
    std::erase_if(players, [](const Player& p) { return p.withdrawn; });
    before_ = players;
    after_ = std::move(players);
    setWindowTitle(tr("Participation by round"));
    auto* help = new QLabel(tr("Click a cell for the next state (playing, absent, bye); click a "
                               "round's heading to make everybody play it, or if all do, to "
                               "mark everybody absent."),
                            this);
    help->setWordWrap(true);
    grid_ = new QTableWidget(static_cast<int>(after_.size()), rounds_, this);
    grid_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    grid_->setSelectionMode(QAbstractItemView::NoSelection);
    QStringList headings, names;
    for (int r = 1; r <= rounds_; ++r)
        headings << tr("Round %1").arg(r);
    for (const Player& p : after_)
        names << QString::fromStdString(p.displayName());
    grid_->setHorizontalHeaderLabels(headings);
    grid_->setVerticalHeaderLabels(names);
    for (int row = 0; row < grid_->rowCount(); ++row)
        for (int c = 0; c < rounds_; ++c) {
            grid_->setItem(row, c, new QTableWidgetItem);
            showCell(row, c);
        }
    grid_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(grid_, &QTableWidget::cellClicked, this, &ParticipationDialog::cycle);
    connect(grid_->horizontalHeader(), &QHeaderView::sectionClicked, this,
            [this](int column) { toggleRound(column + 1); });
    summary_ = new QLabel(this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(help);
    layout->addWidget(grid_, 1);
    layout->addWidget(summary_);
    layout->addWidget(buttons);
    resize(std::min(900, 260 + 90 * rounds_), 600);
    updateSummary();
}

Participation ParticipationDialog::state(PlayerId id, int round) const {
    for (const Player& p : after_)
        if (p.id == id)
            return p.participation(round);
    return Participation::Present;
}

void ParticipationDialog::setState(PlayerId id, int round, Participation state) {
    for (std::size_t row = 0; row < after_.size(); ++row)
        if (after_[row].id == id && round >= 1 && round <= rounds_) {
            RoundParticipation r;
            r.round = round;
            r.state = state;
            // A check-in already stamped stays with the player who keeps playing.
            for (const RoundParticipation& old : after_[row].rounds)
                if (old.round == round && state == Participation::Present)
                    r.checkedInAt = old.checkedInAt;
            after_[row] = withParticipation(after_[row], r);
            showCell(static_cast<int>(row), round - 1);
        }
    updateSummary();
}

void ParticipationDialog::cycle(int row, int column) {
    if (row < 0 || row >= static_cast<int>(after_.size()) || column < 0 || column >= rounds_)
        return;
    const Player& p = after_[static_cast<std::size_t>(row)];
    setState(p.id, column + 1, next(p.participation(column + 1)));
}

void ParticipationDialog::toggleRound(int round) {
    const bool allPlay = std::all_of(after_.begin(), after_.end(), [&](const Player& p) {
        return p.participation(round) == Participation::Present;
    });
    const std::vector<Player> players = after_;
    for (const Player& p : players)
        setState(p.id, round, allPlay ? Participation::Absent : Participation::Present);
}

std::vector<PlayerChange> ParticipationDialog::changes() const {
    std::vector<PlayerChange> out;
    for (std::size_t i = 0; i < after_.size(); ++i)
        for (int r = 1; r <= rounds_; ++r)
            if (before_[i].participation(r) != after_[i].participation(r)) {
                out.push_back({before_[i], after_[i]});
                break;
            }
    return out;
}

void ParticipationDialog::showCell(int row, int column) {
    QTableWidgetItem* item = grid_->item(row, column);
    if (!item)
        return;
    const Player& p = after_[static_cast<std::size_t>(row)];
    const Participation now = p.participation(column + 1);
    item->setText(stateText(now));
    item->setTextAlignment(Qt::AlignCenter);
    const bool changed = before_[static_cast<std::size_t>(row)].participation(column + 1) != now;
    QFont font = item->font();
    font.setBold(changed); // what OK will write
    item->setFont(font);
    item->setForeground(now == Participation::Absent         ? QColor(0xB0, 0x30, 0x20)
                        : now == Participation::ByeRequested ? QColor(0x20, 0x50, 0xA0)
                                                             : palette().text().color());
}

void ParticipationDialog::updateSummary() {
    const int n = static_cast<int>(changes().size());
    summary_->setText(n == 0
                          ? tr("No change yet.")
                          : tr("%n player(s) changed (in bold); OK writes them together.", "", n));
}

} // namespace tengen::gui
