// The Rounds view's changes to a round besides its results: pairing and unpairing it, the
// director's edits (colours swapped, opponents exchanged, chosen players paired), the pairing's
// explanation, the constraints, the colours (drawn, at the boards, a nigiri recorded) and the
// referee's decision in a knockout.
#include "rounds_view.h"

#include "actions/event_format.h"
#include "actions/round_colours.h"
#include "actions/round_edits.h"
#include "actions/rounds.h"
#include "actions/stages.h"
#include "common/pair_explanation_text.h"
#include "common/translations.h"
#include "confirm.h"
#include "constraint_dialog.h"
#include "tournament_document.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tengen::gui {

namespace {
constexpr int kHallTablesMax = 999; // a hall's tables, as a director may number them
} // namespace

void RoundsView::showConstraints(const std::vector<store::PairingConstraint>& all,
                                 const std::map<PlayerId, Player>& players) {
    const auto nameOf = [&](PlayerId id) {
        const auto p = players.find(id);
        return p == players.end() ? QString::number(id)
                                  : QString::fromStdString(p->second.displayName());
    };
    for (const store::PairingConstraint& c : all) {
        if (!constraintInRound(c, round()))
            continue;
        auto* item = new QListWidgetItem(constraintText(c, nameOf));
        item->setData(Qt::UserRole, QVariant::fromValue<qlonglong>(c.id));
        constraints_->addItem(item);
    }
}

void RoundsView::askForConstraint(const QString& kind) {
    if (!doc_)
        return;
    std::optional<store::PairingConstraint> c;
    if (constraintAsker_) {
        c = constraintAsker_(kind);
    } else {
        std::vector<Player> players;
        if (!attempt([&] { players = doc_->file().players().all(); }))
            return;
        std::sort(players.begin(), players.end(), [](const Player& a, const Player& b) {
            return compareNames(a.displayName(), b.displayName()) < 0;
        });
        // Tables are kept before the round is paired too: any table the hall may have.
        ConstraintDialog dialog(kind, round(), kHallTablesMax, players, this);
        if (dialog.exec() == QDialog::Accepted)
            c = dialog.constraint();
    }
    if (c)
        addConstraint(*c);
}

bool RoundsView::addConstraint(const store::PairingConstraint& c) {
    if (!doc_)
        return false;
    if (const Refusal r = addPairingConstraint(doc_->file(), c)) {
        say(toText(r));
        return false;
    }
    say({});
    refresh();
    return true;
}

bool RoundsView::removeSelectedConstraint() {
    if (!doc_ || !constraints_->currentItem())
        return false;
    const qint64 id = constraints_->currentItem()->data(Qt::UserRole).toLongLong();
    if (const Refusal r = removePairingConstraint(doc_->file(), id)) {
        say(toText(r));
        return false;
    }
    refresh();
    return true;
}

bool RoundsView::attempt(const std::function<void()>& change) {
    try {
        change();
        return true;
    } catch (const store::StoreError& e) {
        say(e.message());
        return false;
    }
}

void RoundsView::pair() {
    if (!doc_)
        return;
    bool teams = false;
    attempt([&] {
        teams = eventFormat(doc_->file())->pairingOf(round()) == RoundPairing::TeamMatches;
    });
    // A team event pairs its teams; the boards follow the matches.
    if (const Refusal r = teams ? doc_->pairTeamRound(RoundNo{round()}).refusal
                                : doc_->pairRound(RoundNo{round()})) {
        say(toText(r));
        return;
    }
    LeftOut out;
    attempt([&] { out = leftOutOfRound(doc_->file(), RoundNo{round()}); });
    const QString text =
        (tr("Round %1 paired.").arg(round()) + QLatin1Char(' ') + leftOutText(out)).trimmed();
    // Preliminary registrations left out are most often players nobody checked in: say so.
    if (!out.preliminary.isEmpty())
        say(text);
    emit statusMessage(text);
}

bool RoundsView::edited(const RoundEdit& edit) {
    if (edit.refusal.done())
        return true;
    say(toText(edit.refusal));
    return false;
}

void RoundsView::unpair() {
    if (!doc_)
        return;
    const RoundNo r{round()};
    const store::RoundState seen = shown_;
    edited(doc_->editRound(r, tr("Unpair round %1").arg(round()),
                           [&](store::TournamentFile& f) { return unpairRound(f, r, seen); }));
}

std::vector<int> RoundsView::selectedTables() const {
    std::vector<int> tables;
    for (const QModelIndex& index : table_->selectionModel()->selectedRows())
        tables.push_back(index.data(Qt::UserRole).toInt());
    std::sort(tables.begin(), tables.end());
    return tables;
}

std::optional<int> RoundsView::oneSelectedTable() {
    const std::vector<int> tables = selectedTables();
    if (tables.size() == 1)
        return tables.front();
    say(tr("Select one game."));
    return std::nullopt;
}

void RoundsView::swapColours() {
    if (!doc_)
        return;
    const std::optional<int> table = oneSelectedTable();
    if (!table)
        return;
    const RoundNo r{round()};
    const TableNo t{*table};
    const store::RoundState seen = shown_;
    edited(doc_->editRound(
        r, tr("Swap colours at table %1").arg(*table),
        [&](store::TournamentFile& f) { return tengen::swapColours(f, r, t, seen); }));
}

void RoundsView::exchangeOpponents() {
    if (!doc_)
        return;
    const std::vector<int> tables = selectedTables();
    if (tables.size() != 2) {
        say(tr("Select two games."));
        return;
    }
    const RoundNo r{round()};
    const TableNo a{tables[0]}, b{tables[1]};
    const store::RoundState seen = shown_;
    const QString text = tr("Exchange opponents at tables %1 and %2").arg(tables[0]).arg(tables[1]);
    RoundEdit edit = doc_->editRound(r, text, [&](store::TournamentFile& f) {
        return tengen::exchangeOpponents(f, r, a, b, seen, false);
    });
    if (edit.refusal.kind != Refusal::Kind::NeedsConfirmation) {
        edited(edit);
        return;
    }
    // A hand change of the pairing: the director confirms it with the names in view.
    QStringList lines{toText(edit.refusal)};
    for (const Problem& p : edit.doubts)
        lines << toText(p);
    if (!confirm(this, tr("Exchange opponents"), lines.join(QLatin1Char('\n'))))
        return;
    edited(doc_->editRound(r, text, [&](store::TournamentFile& f) {
        return tengen::exchangeOpponents(f, r, a, b, seen, true);
    }));
}

void RoundsView::explainSelection() {
    try {
        if (!doc_)
            return;
        const std::vector<int> tables = selectedTables();
        const std::vector<Game> games = doc_->file().rounds().games(RoundNo{round()});
        auto gameAt = [&](int table) {
            return *std::find_if(games.begin(), games.end(),
                                 [&](const Game& g) { return g.table == table; });
        };
        if (tables.empty() || tables.size() > 2) {
            say(tr("Select one game, or two to ask why their white players were not paired."));
            return;
        }
        const Game a = gameAt(tables[0]);
        const PlayerId first = a.white;
        const PlayerId second = tables.size() == 1 ? a.black : gameAt(tables[1]).white;
        PairExplained e;
        if (!attempt([&] { e = explainInFile(doc_->file(), RoundNo{round()}, first, second); }))
            return;
        if (e.refusal) {
            say(toText(e.refusal));
            return;
        }
        explanation_ = e.explanation;
        showExplanation();
    } catch (const store::StoreError& e) {
        say(e.message());
    }
}

// The explanation in words, with the raw weights when the box is ticked.
void RoundsView::showExplanation() {
    if (!explanation_)
        return;
    const pairing::PairExplanation e = *explanation_;
    QStringList lines =
        PairExplanationText::inWords(e, [this](PlayerId id) { return playerName(id); });
    if (rawWeightsBox_->isChecked()) {
        lines << tr("Raw weights (value / weight):");
        lines << PairExplanationText::rawWeights(e);
    }
    say(lines.join(QLatin1Char('\n')));
    explanation_ = e; // say() forgets the last explanation
}

void RoundsView::pairChosen() {
    if (!doc_)
        return;
    std::vector<PlayerId> chosen;
    for (const QListWidgetItem* item : waiting_->selectedItems())
        chosen.push_back(PlayerId{item->data(Qt::UserRole).toLongLong()});
    const RoundNo r{round()};
    const store::RoundState seen = shown_;
    const int n = static_cast<int>(chosen.size());
    const QString text = tr("Pair %n chosen player(s) in round %1", "", n).arg(round());
    RoundEdit edit = doc_->editRound(r, text, [&](store::TournamentFile& f) {
        return tengen::pairChosen(f, r, chosen, seen, false);
    });
    // A pair that met before, or that the director forbade, is paired only on a yes.
    if (edit.refusal.kind == Refusal::Kind::NeedsConfirmation) {
        QStringList doubts;
        for (const Problem& p : edit.doubts)
            doubts << toText(p);
        if (!confirm(this, tr("Pair again?"),
                     doubts.join(QLatin1Char('\n')) + QLatin1Char('\n') + tr("Pair them anyway?")))
            return;
        edit = doc_->editRound(r, text, [&](store::TournamentFile& f) {
            return tengen::pairChosen(f, r, chosen, seen, true);
        });
    }
    if (!edited(edit))
        return;
    QStringList tables;
    for (const Game& g : edit.added)
        tables
            << tr("table %1: %2 - %3").arg(g.table).arg(playerName(g.white), playerName(g.black));
    emit statusMessage(tr("Paired: %1.").arg(tables.join(tr("; "))));
}

void RoundsView::drawColours(ColourMethod method, const Seed& seed) {
    if (!doc_)
        return;
    store::ColourRound header;
    if (const Refusal r = doc_->drawColours(RoundNo{round()}, method,
                                            seed.empty() ? freshSeed() : seed, &header)) {
        say(toText(r));
        return;
    }
    say(tr("Colours of round %1 drawn. Publish this commitment with the pairing list; the "
           "seed is revealed after the round:\n%2")
            .arg(round())
            .arg(header.commitment));
}

void RoundsView::coloursAtTheBoards() {
    if (!doc_)
        return;
    const RoundNo r{round()};
    const store::RoundState seen = shown_;
    edited(doc_->editRound(
        r, tr("Colours of round %1 at the boards").arg(round()),
        [&](store::TournamentFile& f) { return tengen::coloursAtTheBoards(f, r, seen); }));
}

void RoundsView::recordNigiri(int table, PlayerId holder, bool guessOdd, int stones,
                              const QString& reason) {
    if (!doc_)
        return;
    ColourOutcome o;
    if (const Refusal r = doc_->recordNigiri(RoundNo{round()}, TableNo{table}, holder, guessOdd,
                                             stones, reason, &o)) {
        say(toText(r));
        return;
    }
    emit statusMessage(tr("Table %1: %2 takes black.").arg(table).arg(playerName(o.black)));
}

void RoundsView::decisionForSelection() {
    if (!doc_)
        return;
    const std::optional<int> table = oneSelectedTable();
    if (!table)
        return;
    std::optional<Game> game = doc_->file().rounds().game(RoundNo{round()}, TableNo{*table});
    if (!game)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Referee's decision at table %1").arg(game->table));
    auto* form = new QFormLayout(&dialog);
    auto* white = new QRadioButton(playerName(game->white), &dialog);
    auto* black = new QRadioButton(playerName(game->black), &dialog);
    white->setChecked(true);
    auto* reason = new QLineEdit(&dialog);
    reason->setPlaceholderText(tr("e.g. 加赛: White won the play-off"));
    form->addRow(tr("Goes on:"), white);
    form->addRow(QString(), black);
    form->addRow(tr("Reason:"), reason);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    decideKnockout(game->table, white->isChecked() ? game->white : game->black, reason->text());
}

void RoundsView::decideKnockout(int table, PlayerId winner, const QString& reason) {
    if (!doc_)
        return;
    const Refusal r = doc_->decideKnockout(RoundNo{round()}, TableNo{table}, winner, reason);
    say(r.done() ? tr("Table %1: the referee's decision is recorded.").arg(table) : toText(r));
}

void RoundsView::nigiriForSelection() {
    try {
        if (!doc_)
            return;
        const std::optional<int> table = oneSelectedTable();
        if (!table)
            return;
        Game game;
        for (const Game& g : doc_->file().rounds().games(RoundNo{round()}))
            if (g.table == *table)
                game = g;
        if (game.handicap > 0) { // the action refuses it too; no dialog for nothing
            say(toText(tengen::recordNigiri(doc_->file(), RoundNo{round()}, TableNo{game.table},
                                            game.white, true, 1, QString())));
            return;
        }
        const NigiriHolder h = nigiriHolderInFile(doc_->file(), game.white, game.black);
        QDialog dialog(this);
        dialog.setWindowTitle(tr("Nigiri at table %1").arg(game.table));
        auto* form = new QFormLayout(&dialog);
        auto* holderGroup = new QButtonGroup(&dialog);
        auto* first = new QRadioButton(playerName(game.white), &dialog);
        auto* second = new QRadioButton(playerName(game.black), &dialog);
        holderGroup->addButton(first);
        holderGroup->addButton(second);
        (h.holder == game.black ? second : first)->setChecked(true);
        const QString why = h.reason == HolderReason::Rank ? tr("the higher rank holds white")
                            : h.reason == HolderReason::Age
                                ? tr("equal ranks: the older holds white")
                                : tr("equal ranks, ages unknown: the "
                                     "referee picks");
        form->addRow(tr("Holds the white stones:"), first);
        form->addRow(QString(), second);
        form->addRow(QString(), new QLabel(why, &dialog));
        auto* odd = new QRadioButton(tr("Odd (one black stone)"), &dialog);
        auto* even = new QRadioButton(tr("Even (two black stones)"), &dialog);
        odd->setChecked(true);
        form->addRow(tr("Guess:"), odd);
        form->addRow(QString(), even);
        auto* stones = new QSpinBox(&dialog);
        stones->setRange(1, 60);
        stones->setValue(15);
        form->addRow(tr("White stones in the hand:"), stones);
        auto* reason = new QLineEdit(&dialog);
        form->addRow(tr("Reason (when changing published colours):"), reason);
        auto* buttons =
            new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
        form->addRow(buttons);
        connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        if (dialog.exec() != QDialog::Accepted)
            return;
        recordNigiri(game.table, first->isChecked() ? game.white : game.black, odd->isChecked(),
                     stones->value(), reason->text());
    } catch (const store::StoreError& e) {
        say(e.message());
    }
}

} // namespace tengen::gui
