#include "rounds_view.h"

#include "actions/event_format.h"
#include "actions/stages.h"

#include "actions/settings_actions.h"
#include "constraint_dialog.h"
#include "tournament/result_codec.h"
#include "tournament/romanise.h"

#include "confirm.h"

#include "actions/results.h"
#include "actions/round_colours.h"
#include "actions/round_edits.h"
#include "actions/rounds.h"
#include "common/pair_explanation_text.h"
#include "common/translations.h"
#include "tournament_document.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tengen::gui {

namespace {
enum Column { kTable, kWhite, kBlack, kHandicap, kKomi, kGap, kResult, kWarnings, kColumns };

// The result column: a score, White first, the same in every language.
QString resultText(const Game& g) {
    if (g.result == GameResult::Unknown)
        return QString();
    const QString text = QString::fromUtf8(encodeResult(g.result, ResultVocabulary::Score).data());
    return g.byForfeit ? RoundsView::tr("%1 (forfeit)").arg(text) : text;
}
} // namespace

QString RoundsView::colourMethodLabel(const QString& id) {
    if (id == QLatin1String("lots"))
        return tr("lots");
    if (id == QLatin1String("digital-nigiri"))
        return tr("digital nigiri");
    if (id == QLatin1String("nigiri"))
        return tr("nigiri");
    if (id == QLatin1String("handicap"))
        return tr("handicap");
    if (id == QLatin1String("director"))
        return tr("the director");
    return id;
}

QString RoundsView::komiText(const TournamentSettings& settings, int handicap) {
    return gameKomiText(settings, handicap);
}

RoundsView::RoundsView(QWidget* parent) : QWidget(parent) {
    roundLabel_ = new QLabel(this);
    roundBox_ = new QSpinBox(this);
    roundBox_->setRange(1, 1);
    pairButton_ = new QPushButton(this);
    unpairButton_ = new QPushButton(this);
    swapButton_ = new QPushButton(this);
    exchangeButton_ = new QPushButton(this);
    explainButton_ = new QPushButton(this);
    rawWeightsBox_ = new QCheckBox(this);
    coloursButton_ = new QPushButton(this);
    auto* coloursMenu = new QMenu(coloursButton_);
    lotsAction_ = coloursMenu->addAction(QString());
    digitalNigiriAction_ = coloursMenu->addAction(QString());
    boardAction_ = coloursMenu->addAction(QString());
    coloursButton_->setMenu(coloursMenu);
    nigiriButton_ = new QPushButton(this);
    decisionButton_ = new QPushButton(this);
    decisionButton_->setVisible(false); // in a knockout's rounds only
    stageButton_ = new QPushButton(this);
    stageButton_->setVisible(false); // in a round robin's or a knockout's rounds
    status_ = new QLabel(this);
    message_ = new QLabel(this);
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Refusals and notices (a pairing's explanation, the commitment to publish) alike: a plain
    // line with a frame, not the colour of an error.
    message_->setFrameShape(QFrame::StyledPanel);
    message_->hide();
    resultLabel_ = new QLabel(this);
    resultEdit_ = new QLineEdit(this);
    resultEdit_->setMaximumWidth(160);
    // Players still without a game in the round: a late arrival, a subset to pair, two players
    // paired by hand.
    waitingLabel_ = new QLabel(this);
    waiting_ = new QListWidget(this);
    waiting_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    waiting_->setMaximumWidth(280);
    pairChosenButton_ = new QPushButton(this);
    // The director's constraints on the round: pairs never paired, pairs fixed, tables kept.
    constraintsLabel_ = new QLabel(this);
    constraints_ = new QListWidget(this);
    constraints_->setMaximumWidth(280);
    constraints_->setWordWrap(true);
    forbidButton_ = new QPushButton(this);
    fixButton_ = new QPushButton(this);
    tableButton_ = new QPushButton(this);
    removeConstraintButton_ = new QPushButton(this);
    table_ = new QTableWidget(0, kColumns, this);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);

    auto* bar = new QHBoxLayout;
    bar->addWidget(roundLabel_);
    bar->addWidget(roundBox_);
    bar->addWidget(pairButton_);
    bar->addWidget(unpairButton_);
    bar->addSpacing(16);
    bar->addWidget(swapButton_);
    bar->addWidget(exchangeButton_);
    bar->addWidget(explainButton_);
    bar->addWidget(rawWeightsBox_);
    bar->addWidget(coloursButton_);
    bar->addWidget(nigiriButton_);
    bar->addWidget(decisionButton_);
    bar->addWidget(stageButton_);
    bar->addStretch();
    bar->addWidget(resultLabel_);
    bar->addWidget(resultEdit_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(status_);
    layout->addWidget(message_);
    auto* side = new QVBoxLayout;
    side->addWidget(waitingLabel_);
    side->addWidget(waiting_, 1);
    side->addWidget(pairChosenButton_);
    side->addWidget(constraintsLabel_);
    side->addWidget(constraints_, 1);
    auto* constraintButtons = new QGridLayout;
    constraintButtons->addWidget(forbidButton_, 0, 0);
    constraintButtons->addWidget(fixButton_, 0, 1);
    constraintButtons->addWidget(tableButton_, 1, 0);
    constraintButtons->addWidget(removeConstraintButton_, 1, 1);
    side->addLayout(constraintButtons);
    auto* body = new QHBoxLayout;
    body->addWidget(table_, 1);
    body->addLayout(side);
    layout->addLayout(body);

    connect(roundBox_, &QSpinBox::valueChanged, this, &RoundsView::refresh);
    connect(pairButton_, &QPushButton::clicked, this, &RoundsView::pair);
    connect(unpairButton_, &QPushButton::clicked, this, &RoundsView::unpair);
    connect(swapButton_, &QPushButton::clicked, this, &RoundsView::swapColours);
    connect(exchangeButton_, &QPushButton::clicked, this, &RoundsView::exchangeOpponents);
    connect(explainButton_, &QPushButton::clicked, this, &RoundsView::explainSelection);
    connect(pairChosenButton_, &QPushButton::clicked, this, &RoundsView::pairChosen);
    connect(forbidButton_, &QPushButton::clicked, this,
            [this] { askForConstraint(QStringLiteral("forbidden")); });
    connect(fixButton_, &QPushButton::clicked, this,
            [this] { askForConstraint(QStringLiteral("fixed")); });
    connect(tableButton_, &QPushButton::clicked, this,
            [this] { askForConstraint(QStringLiteral("table")); });
    connect(removeConstraintButton_, &QPushButton::clicked, this,
            &RoundsView::removeSelectedConstraint);
    // The numbers behind the words, for the explanation shown now and the next ones.
    connect(rawWeightsBox_, &QCheckBox::toggled, this, [this] {
        if (explanation_)
            showExplanation();
    });
    connect(resultEdit_, &QLineEdit::returnPressed, this, &RoundsView::enterResult);
    // Typing on after a refusal goes on with the entry; the message stays until the next one.
    resultEdit_->installEventFilter(this);
    connect(lotsAction_, &QAction::triggered, this, [this] { drawColours(ColourMethod::Lots); });
    connect(digitalNigiriAction_, &QAction::triggered, this,
            [this] { drawColours(ColourMethod::DigitalNigiri); });
    connect(nigiriButton_, &QPushButton::clicked, this, &RoundsView::nigiriForSelection);
    connect(decisionButton_, &QPushButton::clicked, this, &RoundsView::decisionForSelection);
    connect(stageButton_, &QPushButton::clicked, this, [this] {
        emit stageDocumentWanted(stageButton_->property("bracket").toBool(), round());
    });
    connect(boardAction_, &QAction::triggered, this, &RoundsView::coloursAtTheBoards);
    retranslate();
    refresh();
}

void RoundsView::setDocument(TournamentDocument* doc) {
    if (doc_)
        disconnect(doc_, nullptr, this, nullptr);
    doc_ = doc;
    if (doc_) {
        connect(doc_, &TournamentDocument::roundChanged, this, [this](int r) {
            if (r == round())
                refresh();
        });
        connect(doc_, &TournamentDocument::playersReloaded, this, &RoundsView::refresh);
        // A check-in, an absence or a new player at the Registration tab changes who waits
        // for a game (#44: he showed only once the round was chosen again).
        connect(doc_, &TournamentDocument::playerChanged, this, &RoundsView::refresh);
        connect(doc_, &TournamentDocument::playerRemoved, this, &RoundsView::refresh);
        connect(doc_, &TournamentDocument::roundsReloaded, this, &RoundsView::refresh);
        connect(doc_, &TournamentDocument::settingsChanged, this, &RoundsView::refresh);
        roundBox_->setRange(1, std::max(1, lastRoundToShow(doc_->file())));
        roundBox_->setValue(std::min(roundToOpenOn(doc_->file()), roundBox_->maximum()));
    }
    refresh();
}

int RoundsView::round() const {
    return roundBox_->value();
}
void RoundsView::setRound(int round) {
    roundBox_->setValue(round);
}

// A message in the view, not a modal box: the next keystroke at the result field must not
// dismiss it unread (nor be lost).
void RoundsView::say(const QString& message) {
    explanation_.reset(); // the raw-weights box now concerns no explanation
    if (sink_ && !message.isEmpty())
        sink_(message);
    message_->setText(message);
    message_->setVisible(!message.isEmpty());
}

void RoundsView::setRights(bool rounds, bool results) {
    for (QWidget* w : std::initializer_list<QWidget*>{
             pairButton_, unpairButton_, swapButton_, exchangeButton_, coloursButton_,
             pairChosenButton_, forbidButton_, fixButton_, tableButton_, removeConstraintButton_})
        w->setVisible(rounds);
    for (QWidget* w : std::initializer_list<QWidget*>{nigiriButton_, resultLabel_, resultEdit_})
        w->setVisible(results);
    mayDecide_ = results;
    mayEnterResults_ = results;
}

// Ctrl+Z and Ctrl+Shift+Z in an empty result field undo and redo the last change (a result
// just entered), as everywhere else in the window; with text in the field they edit the text.
bool RoundsView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == resultEdit_ &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) &&
        resultEdit_->text().isEmpty()) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            // The window's Undo / Redo shortcut takes it; when it has nothing to undo the key
            // still never reaches the field, whose own undo would bring back an erased typo.
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

// What a director checks a pair by: "张伟  5段 · 2 · 北京棋院 · CN" (the score before the round).
QString RoundsView::playerLine(const std::map<PlayerId, Player>& players, PlayerId id,
                               std::optional<int> score) const {
    const auto found = players.find(id);
    if (found == players.end())
        return QString::number(id);
    const Player* p = &found->second;
    QStringList parts = {rankText(p->effectiveRank())};
    if (score) // the engine's score: nothing a schedule's or a team match's board goes by
        parts << tr("%1 pts", "the main score before the round").arg(*score);
    if (!p->club.empty())
        parts << QString::fromStdString(p->club);
    if (!p->country.empty())
        parts << QString::fromStdString(p->country);
    parts.removeAll(QString());
    return QStringLiteral("%1  %2").arg(QString::fromStdString(p->displayName()),
                                        parts.join(QStringLiteral(" · ")));
}

QString RoundsView::playerName(PlayerId id) const {
    try {
        return doc_ ? playerDisplayName(doc_->file(), id) : QString::number(id);
    } catch (const store::StoreError&) {
        return QString::number(id); // a busy disk: the number says who
    }
}

void RoundsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void RoundsView::retranslate() {
    roundLabel_->setText(tr("Round"));
    pairButton_->setText(tr("Pair round"));
    unpairButton_->setText(tr("Unpair"));
    swapButton_->setText(tr("Swap colours"));
    exchangeButton_->setText(tr("Exchange opponents"));
    explainButton_->setText(tr("Explain"));
    rawWeightsBox_->setText(tr("Raw weights"));
    waitingLabel_->setText(tr("Without a game in this round:"));
    pairChosenButton_->setText(tr("Pair the chosen players"));
    pairChosenButton_->setToolTip(
        tr("The engine pairs the chosen players among themselves (two: with each other) at new "
           "tables; the rest of the round stays as it is"));
    rawWeightsBox_->setToolTip(tr("Show the pairing engine's weights behind the explanation"));
    constraintsLabel_->setText(tr("The director's constraints in this round:"));
    forbidButton_->setText(tr("Never pair…"));
    forbidButton_->setToolTip(tr("Two players who must never meet (siblings, a family, a "
                                 "declared conflict); paired only if nothing else is possible"));
    fixButton_->setText(tr("Pair in this round…"));
    fixButton_->setToolTip(tr("Two players who play each other in this round whatever the "
                              "scores"));
    tableButton_->setText(tr("Keep a table…"));
    tableButton_->setToolTip(tr("A table kept for a player (a wheelchair, a broadcast board), "
                                "every round or this one"));
    removeConstraintButton_->setText(tr("Remove"));
    coloursButton_->setText(tr("Draw colours"));
    lotsAction_->setText(tr("By lots for the round (抽签)"));
    digitalNigiriAction_->setText(tr("By digital nigiri for every table"));
    boardAction_->setText(tr("At the boards, entered with the results"));
    nigiriButton_->setText(tr("Nigiri at the board…"));
    decisionButton_->setText(tr("Referee's decision…"));
    decisionButton_->setToolTip(tr("A knockout game the board did not decide (a jigo, both "
                                   "lost): who goes on, and why"));
    resultLabel_->setText(tr("Result (table, then 1 / 2 / = / f1 / f2):"));
    resultEdit_->setPlaceholderText(tr("e.g. 12 1"));
    table_->setHorizontalHeaderLabels({tr("Table"), tr("White"), tr("Black"), tr("Handicap"),
                                       tr("Komi"), tr("Score gap"), tr("Result"), tr("Warnings")});
}

// Who has no game in the round, with rank, club and a bye asked for.
void RoundsView::showWaiting(const std::vector<PlayerId>& waiting,
                             const std::map<PlayerId, Player>& players,
                             const std::vector<Bye>& byes) {
    for (PlayerId id : waiting) {
        const Player& p = players.at(id);
        QStringList parts = {rankText(p.effectiveRank()), QString::fromStdString(p.club)};
        if (std::any_of(byes.begin(), byes.end(), [&](const Bye& b) { return b.player == id; }))
            parts << tr("bye");
        parts.removeAll(QString());
        auto* item = new QListWidgetItem(QStringLiteral("%1  %2").arg(
            QString::fromStdString(p.displayName()), parts.join(QStringLiteral(" · "))));
        item->setData(Qt::UserRole, QVariant::fromValue<qlonglong>(id));
        waiting_->addItem(item);
    }
}

// The round's games in the table, the selection and the place in the list kept; the number of
// results entered.
int RoundsView::showGames(const std::vector<GameReview>& games,
                          const std::map<PlayerId, Player>& players,
                          const TournamentSettings& settings, const std::vector<int>& selected,
                          int scrolled) {
    table_->setRowCount(static_cast<int>(games.size()));
    int results = 0;
    for (int row = 0; row < static_cast<int>(games.size()); ++row) {
        const GameReview& review = games[row];
        const Game& g = review.game;
        if (g.result != GameResult::Unknown)
            ++results;
        QStringList warnings;
        if (review.rematch)
            warnings << tr("rematch");
        if (review.sameClub)
            warnings << tr("same club");
        if (review.colourImbalance)
            warnings << tr("colour imbalance");
        // Colours still to be decided at the board: the names carry a question mark.
        const QString mark = g.knownColour ? QString() : tr("? ");
        const std::optional<int> whiteScore =
            review.byEngine ? std::optional<int>(review.whiteScore) : std::nullopt;
        const std::optional<int> blackScore =
            review.byEngine ? std::optional<int>(review.blackScore) : std::nullopt;
        const QStringList cells = {QString::number(g.table),
                                   mark + playerLine(players, g.white, whiteScore),
                                   mark + playerLine(players, g.black, blackScore),
                                   g.handicap ? QString::number(g.handicap) : QString(),
                                   komiText(settings, g.handicap),
                                   review.scoreGap ? QString::number(review.scoreGap) : QString(),
                                   resultText(g),
                                   warnings.join(tr(", "))};
        for (int c = 0; c < kColumns; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setData(Qt::UserRole, g.table);
            if (c == kWarnings && !warnings.isEmpty())
                item->setForeground(QColor(0xB0, 0x30, 0x20));
            table_->setItem(row, c, item);
        }
    }
    table_->resizeColumnsToContents();
    for (int row = 0; row < table_->rowCount(); ++row)
        if (std::find(selected.begin(), selected.end(),
                      table_->item(row, 0)->data(Qt::UserRole).toInt()) != selected.end())
            table_->selectionModel()->select(table_->model()->index(row, 0),
                                             QItemSelectionModel::Select |
                                                 QItemSelectionModel::Rows);
    table_->verticalScrollBar()->setValue(scrolled);
    return results;
}

// The line under the games: results entered, byes, the colours' commitment, the round's stage
// (and the stage's button).
void RoundsView::showStatus(int r, int games, int results, const std::vector<Bye>& byes) {
    QString text;
    if (games == 0)
        text = tr("Round %1 is not paired yet.").arg(r);
    else if (results == games)
        text = tr("Round %1: all %n result(s) entered.", "", results).arg(r);
    else
        text = tr("Round %1: %2 of %n result(s) entered.", "", games).arg(r).arg(results);
    QStringList byeNames;
    for (const Bye& b : byes)
        byeNames << playerName(b.player);
    if (!byeNames.isEmpty())
        text += QLatin1Char(' ') + tr("Bye: %1").arg(byeNames.join(tr(", ")));
    std::optional<store::ColourRound> colours;
    attemptRead([&] { colours = doc_->file().colours().draw(RoundNo{r}); });
    if (colours)
        text += QLatin1Char(' ') +
                tr("Colours by %1; commitment %2.")
                    .arg(colourMethodLabel(colours->method), colours->commitment.left(16));
    // An event of stages: the round's stage, and where its schedule or bracket is.
    bool knockoutRound = false, scheduledRound = false;
    attemptRead([&] {
        const std::unique_ptr<const EventFormat> format = eventFormat(doc_->file());
        const std::optional<Stage> s = format->stageOf(r);
        if (!s)
            return;
        QString where;
        scheduledRound = format->pairingOf(r) == RoundPairing::Schedule;
        if (scheduledRound)
            where = tr("the whole schedule: Reports → Schedule");
        knockoutRound = format->pairingOf(r) == RoundPairing::Bracket;
        if (knockoutRound)
            where = tr("the bracket: Reports → Knockout bracket; the result that decides "
                       "this round pairs the next at a desk that may pair");
        text = stageTitle(*s) + (where.isEmpty() ? QString() : tr(" (%1)").arg(where)) +
               QStringLiteral(" — ") + text;
    });
    decisionButton_->setVisible(mayDecide_ && knockoutRound);
    stageButton_->setVisible(knockoutRound || scheduledRound);
    stageButton_->setText(knockoutRound ? tr("Bracket…") : tr("Schedule…"));
    stageButton_->setProperty("bracket", knockoutRound);
    status_->setText(text);
}

void RoundsView::refresh() {
    const bool open = doc_ != nullptr;
    // The rounds follow the settings, and a stage's once its players are placed (#33).
    if (open) {
        attemptRead([&] {
            const int most = std::max(1, lastRoundToShow(doc_->file()));
            if (roundBox_->maximum() != most) {
                const QSignalBlocker quiet(roundBox_);
                roundBox_->setRange(1, most);
            }
        });
    }
    for (QWidget* w :
         std::initializer_list<QWidget*>{roundBox_, pairButton_, unpairButton_, swapButton_,
                                         exchangeButton_, explainButton_, resultEdit_})
        w->setEnabled(open);
    // A refresh (after another program's change too) keeps the selected games and the place in
    // the list; the result being typed is in its own field and stays as it is.
    const std::vector<int> selected = selectedTables();
    const int scrolled = table_->verticalScrollBar()->value();
    table_->setRowCount(0);
    waiting_->clear();
    constraints_->clear();
    pairChosenButton_->setEnabled(open);
    for (QWidget* w : std::initializer_list<QWidget*>{forbidButton_, fixButton_, tableButton_,
                                                      removeConstraintButton_})
        w->setEnabled(open);
    shown_ = store::RoundState{};
    if (!open) {
        status_->setText(tr("No tournament is open."));
        return;
    }
    const int r = round();
    std::vector<GameReview> games;
    std::vector<Bye> byes;
    TournamentSettings settings;
    std::map<PlayerId, Player> players; // read once for the grid, not once per cell
    std::vector<PlayerId> waiting;
    std::vector<store::PairingConstraint> constraints;
    if (!attempt([&] {
            const store::TournamentFile::ReadSnapshot snapshot(doc_->file());
            constraints = doc_->file().constraints().all();
            games = reviewRound(doc_->file(), RoundNo{r});
            byes = doc_->file().rounds().byes(RoundNo{r});
            settings = doc_->file().settings().get();
            const std::vector<Player> all = doc_->file().players().all();
            store::RoundState state;
            for (const GameReview& review : games)
                state.games.push_back(review.game);
            waiting =
                eventFormat(doc_->file())
                    ->seatable(doc_->file(), RoundNo{r}, waitingPlayers(all, RoundNo{r}, state));
            for (const Player& p : all)
                players.emplace(p.id, p);
        }))
        return;
    shown_ = store::RoundState{};
    for (const GameReview& review : games)
        shown_.games.push_back(review.game);
    shown_.byes = byes;
    showWaiting(waiting, players, byes);
    showConstraints(constraints, players);
    const int results = showGames(games, players, settings, selected, scrolled);
    showStatus(r, static_cast<int>(games.size()), results, byes);
    pairButton_->setEnabled(games.empty());
    unpairButton_->setEnabled(!games.empty() && results == 0);
}

QString RoundsView::komiTextOf(int handicap) const {
    try {
        return komiText(doc_->file().settings().get(), handicap);
    } catch (const store::StoreError&) {
        return QStringLiteral("?");
    }
}

bool RoundsView::enterResult() {
    if (!doc_ || !mayEnterResults_)
        return false;
    const auto entry = parseResultEntry(resultEdit_->text());
    if (!entry) {
        say(tr("'%1' is not a result entry: type the table, then 1 (white wins), 2 (black "
               "wins), = (jigo), 0 (both lose); f before the code for a forfeit.")
                .arg(resultEdit_->text()));
        return false;
    }
    // The game as this view shows it: if another program changed it since, the file refuses
    // the entry and the view shows what is there now.
    const auto shown = std::find_if(shown_.games.begin(), shown_.games.end(),
                                    [&](const Game& g) { return g.table == entry->table; });
    if (shown == shown_.games.end()) {
        say(tr("Round %1 has no table %2.").arg(round()).arg(entry->table));
        return false;
    }
    // The action says what the result needs besides itself (actions/results.h): who took
    // black when the colours were decided at the board, the referee's reason for a jigo the
    // komi rules out. The view asks for it and tries again.
    // A copy: entering the result refreshes the view, and shown_ with it.
    const Game before = *shown;
    ResultRequest request{RoundNo{round()},
                          TableNo{entry->table},
                          entry->result,
                          entry->byForfeit,
                          std::nullopt,
                          QString(),
                          before};
    ResultOutcome out = doc_->enterResult(request);
    if (out.refusal.kind == Refusal::Kind::Incomplete && out.missing.black) {
        const Game& g = before;
        std::optional<PlayerId> black = chooser_ ? chooser_(g) : std::nullopt;
        if (!chooser_) {
            bool ok = false;
            // With the ids: two players of one name stay two choices.
            const QStringList names = {
                QStringLiteral("%1 (%2)").arg(playerName(g.white)).arg(g.white),
                QStringLiteral("%1 (%2)").arg(playerName(g.black)).arg(g.black)};
            const QString choice = QInputDialog::getItem(
                this, tr("Table %1").arg(g.table),
                tr("The colours were decided at the board. Who took black?"), names, 0, false, &ok);
            if (ok)
                black = names.indexOf(choice) == 0 ? g.white : g.black;
        }
        if (!black)
            return false;
        request.black = black;
        out = doc_->enterResult(request);
    }
    if (out.refusal.kind == Refusal::Kind::Incomplete && out.missing.reason) {
        Game wanted = before;
        wanted.result = entry->result;
        wanted.byForfeit = entry->byForfeit;
        const auto given = askReason(
            this, tr("Table %1").arg(entry->table),
            out.missing.change
                ? tr("Table %1 has the result %2 already. Change it to %3 only on the referee's "
                     "decision: the reason?")
                      .arg(entry->table)
                      .arg(resultText(before), resultText(wanted))
                : tr("A jigo cannot happen with komi %1. Enter it only on the referee's "
                     "decision: the reason?")
                      .arg(komiTextOf(before.handicap)));
        if (!given) {
            say(out.missing.change
                    ? tr("Table %1: the result was not changed (a change needs the referee's "
                         "reason).")
                          .arg(entry->table)
                    : tr("Table %1: the jigo was not entered (it needs the referee's reason).")
                          .arg(entry->table));
            return false;
        }
        request.reason = *given;
        out = doc_->enterResult(request);
    }
    if (!out.refusal.done()) {
        say(toText(out.refusal));
        return false;
    }
    say(QString());
    Game now = before;
    now.result = entry->result;
    now.byForfeit = entry->byForfeit;
    if (before.result != GameResult::Unknown &&
        (before.result != now.result || before.byForfeit != now.byForfeit))
        emit statusMessage(tr("Table %1: result changed from %2 to %3 (Ctrl+Z undoes it).")
                               .arg(entry->table)
                               .arg(resultText(before), resultText(now)));
    else
        emit statusMessage(tr("Table %1: result entered.").arg(entry->table));
    resultEdit_->clear();
    return true;
}

} // namespace tengen::gui
