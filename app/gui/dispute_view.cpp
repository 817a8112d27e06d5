#include "dispute_view.h"

#include "actions/dispute.h"
#include "actions/go_text.h"
#include "board_widget.h"
#include "documents/decision_record.h"

#include "file_dialogs.h"
#include "store/open_files.h"
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStringDecoder>
#include <QVBoxLayout>
#include <cmath>

namespace tengen::gui {

namespace {

QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString halfPoints(int h) {
    return QString::number(h / 2.0);
}

// The rules core's presets (go::ruleSetNames) as the menu says them.
const char* ruleLabel(std::string_view name) {
    if (name == "chinese")
        return QT_TRANSLATE_NOOP("tengen::gui::DisputeView", "Chinese (area, 子)");
    if (name == "japanese")
        return QT_TRANSLATE_NOOP("tengen::gui::DisputeView", "Japanese");
    if (name == "korean")
        return QT_TRANSLATE_NOOP("tengen::gui::DisputeView", "Korean");
    if (name == "aga")
        return QT_TRANSLATE_NOOP("tengen::gui::DisputeView", "AGA");
    if (name == "ing")
        return QT_TRANSLATE_NOOP("tengen::gui::DisputeView", "Ing");
    if (name == "nz")
        return QT_TRANSLATE_NOOP("tengen::gui::DisputeView", "New Zealand");
    if (name == "tromp-taylor")
        return QT_TRANSLATE_NOOP("tengen::gui::DisputeView", "Tromp-Taylor");
    return nullptr;
}

} // namespace

DisputeView::DisputeView(QWidget* parent) : QWidget(parent) {
    board_ = new BoardWidget(this);
    board_->setObjectName(QStringLiteral("disputeBoard"));
    open_ = new QPushButton(this);
    newBoard_ = new QPushButton(this);
    size_ = new QSpinBox(this);
    size_->setRange(go::kMinSize, go::kMaxSize);
    size_->setValue(19);
    rulesBox_ = new QComboBox(this);
    for (std::string_view name : go::ruleSetNames()) {
        const QString id = QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
        rulesBox_->addItem(id, id);
    }
    modeBox_ = new QComboBox(this);
    modeBox_->addItems({QString(), QString(), QString(), QString()});
    komi_ = new QLineEdit(this);
    komi_->setMaximumWidth(70);
    first_ = new QPushButton(QStringLiteral("|◀"), this);
    previous_ = new QPushButton(QStringLiteral("◀"), this);
    next_ = new QPushButton(QStringLiteral("▶"), this);
    last_ = new QPushButton(QStringLiteral("▶|"), this);
    slider_ = new QSlider(Qt::Horizontal, this);
    moveLabel_ = new QLabel(this);
    verdict_ = new QLabel(this);
    verdict_->setObjectName(QStringLiteral("verdict"));
    verdict_->setWordWrap(true);
    result_ = new QLabel(this);
    result_->setObjectName(QStringLiteral("result"));
    QFont big = result_->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    result_->setFont(big);
    details_ = new QLabel(this);
    details_->setWordWrap(true);
    details_->setTextFormat(Qt::RichText);
    details_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    players_ = new QLabel(this);
    blackCount_ = new QLineEdit(this);
    blackCount_->setObjectName(QStringLiteral("blackCount"));
    event_ = new QLineEdit(this);
    table_ = new QLineEdit(this);
    referee_ = new QLineEdit(this);
    export_ = new QPushButton(this);
    komiLabel_ = new QLabel(this);
    rulesLabel_ = new QLabel(this);
    modeLabel_ = new QLabel(this);
    countLabel_ = new QLabel(this);
    eventLabel_ = new QLabel(this);
    tableLabel_ = new QLabel(this);
    refereeLabel_ = new QLabel(this);

    auto* top = new QHBoxLayout;
    top->addWidget(open_);
    top->addWidget(newBoard_);
    top->addWidget(size_);
    top->addSpacing(12);
    top->addWidget(rulesLabel_);
    top->addWidget(rulesBox_);
    top->addWidget(komiLabel_);
    top->addWidget(komi_);
    top->addSpacing(12);
    top->addWidget(modeLabel_);
    top->addWidget(modeBox_);
    top->addStretch();
    auto* nav = new QHBoxLayout;
    for (QWidget* w : {static_cast<QWidget*>(first_), static_cast<QWidget*>(previous_)})
        nav->addWidget(w);
    nav->addWidget(slider_, 1);
    nav->addWidget(next_);
    nav->addWidget(last_);
    nav->addWidget(moveLabel_);
    auto* left = new QVBoxLayout;
    left->addWidget(players_);
    left->addWidget(board_, 1);
    left->addLayout(nav);
    left->addWidget(verdict_);
    auto* form = new QFormLayout;
    form->addRow(countLabel_, blackCount_);
    form->addRow(eventLabel_, event_);
    form->addRow(tableLabel_, table_);
    form->addRow(refereeLabel_, referee_);
    auto* right = new QVBoxLayout;
    right->addWidget(result_);
    right->addWidget(details_, 1);
    right->addLayout(form);
    right->addWidget(export_);
    auto* body = new QHBoxLayout;
    body->addLayout(left, 3);
    body->addLayout(right, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(body, 1);

    connect(open_, &QPushButton::clicked, this, [this] {
        const QString path = openFileName(this, tr("Open a game record"),
                                          tr("Game records (*.sgf *.SGF);;All files (*)"));
        if (!path.isEmpty()) {
            const QString error = openSgf(path);
            if (!error.isEmpty())
                verdict_->setText(error);
        }
    });
    connect(newBoard_, &QPushButton::clicked, this, [this] { newPosition(size_->value()); });
    connect(rulesBox_, &QComboBox::currentIndexChanged, this, [this] {
        komi_->setText(halfPoints(rules().komiHalfPoints));
        refresh();
    });
    connect(komi_, &QLineEdit::editingFinished, this, &DisputeView::refresh);
    connect(blackCount_, &QLineEdit::textChanged, this, &DisputeView::refresh);
    connect(modeBox_, &QComboBox::currentIndexChanged, this,
            [this](int i) { mode_ = static_cast<ClickMode>(i); });
    connect(first_, &QPushButton::clicked, this, [this] { goToMove(0); });
    connect(previous_, &QPushButton::clicked, this, [this] { goToMove(move_ - 1); });
    connect(next_, &QPushButton::clicked, this, [this] { goToMove(move_ + 1); });
    connect(last_, &QPushButton::clicked, this, [this] { goToMove(moveCount()); });
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        if (v != move_)
            goToMove(v);
    });
    connect(board_, &BoardWidget::pointClicked, this,
            [this](go::Coord c, Qt::MouseButton) { clickPoint(c); });
    connect(export_, &QPushButton::clicked, this, [this] {
        const QString path = saveFileName(this, tr("Export the decision"), tr("PDF (*.pdf)"));
        if (!path.isEmpty()) {
            const QString error = exportDecision(path);
            verdict_->setText(error.isEmpty() ? tr("Decision written to %1").arg(path) : error);
        }
    });
    retranslate();
    komi_->setText(halfPoints(rules().komiHalfPoints));
    newPosition(19);
}

void DisputeView::retranslate() {
    open_->setText(tr("Open game record…"));
    newBoard_->setText(tr("New position"));
    rulesLabel_->setText(tr("Rules"));
    komiLabel_->setText(tr("Komi"));
    modeLabel_->setText(tr("Click"));
    for (int i = 0; i < rulesBox_->count(); ++i)
        if (const char* label = ruleLabel(rulesBox_->itemData(i).toString().toStdString()))
            rulesBox_->setItemText(i, tr(label));
    modeBox_->setItemText(0, tr("marks a group dead or alive"));
    modeBox_->setItemText(1, tr("places a black stone"));
    modeBox_->setItemText(2, tr("places a white stone"));
    modeBox_->setItemText(3, tr("removes a stone"));
    countLabel_->setText(tr("Black's count (子)"));
    blackCount_->setPlaceholderText(tr("e.g. 184½ — the referee counts one colour"));
    eventLabel_->setText(tr("Event"));
    tableLabel_->setText(tr("Table"));
    refereeLabel_->setText(tr("Referee"));
    export_->setText(tr("Export decision (PDF)…"));
    refresh();
}

void DisputeView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DisputeView::setEventName(const QString& name) {
    event_->setText(name);
}

go::RuleSet DisputeView::rules() const {
    return go::tryRuleSetByName(rulesBox_->currentData().toString().toStdString())
        .value_or(go::RuleSet{});
}

void DisputeView::setRules(const QString& name) {
    const int i = rulesBox_->findData(name);
    if (i >= 0)
        rulesBox_->setCurrentIndex(i);
}

void DisputeView::setClickMode(ClickMode mode) {
    modeBox_->setCurrentIndex(static_cast<int>(mode));
}

int DisputeView::moveCount() const {
    return record_.moveCount();
}

QString DisputeView::openSgf(const QString& path) {
    if (store::isOpenTournamentFile(path))
        return tr("%1 is the open tournament file, not a game record.").arg(path);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return tr("%1 cannot be read: %2").arg(path, f.errorString());
    const QByteArray bytes = f.readAll();
    go::GameRecordParse parsed =
        go::readGameRecords(std::string_view(bytes.constData(), bytes.size()));
    if (!parsed.ok())
        return tr("%1: %2").arg(QFileInfo(path).fileName(), parsed.errors.empty()
                                                                ? tr("no game")
                                                                : sgfIssueText(parsed.errors[0]));
    record_ = parsed.games.front();
    fileName_ = QFileInfo(path).fileName();
    blackName_ = sgfText(record_.blackName, record_.charset);
    whiteName_ = sgfText(record_.whiteName, record_.charset);
    if (auto preset = go::presetForSgfRules(record_.rulesText))
        setRules(q(*preset));
    if (record_.komiHalfPoints)
        komi_->setText(halfPoints(*record_.komiHalfPoints));
    dead_.clear();
    handicap_ = record_.handicapStones();
    size_->setValue(record_.size);
    verification_ = go::verifyGame(record_, rules(), true);
    move_ = -1;
    goToMove(moveCount());
    return {};
}

void DisputeView::newPosition(int size) {
    record_ = go::GameRecord{};
    record_.size = size;
    fileName_.clear();
    blackName_.clear();
    whiteName_.clear();
    dead_.clear();
    handicap_ = 0;
    verification_ = go::verifyGame(record_, rules(), true);
    move_ = -1;
    goToMove(0);
}

go::Board DisputeView::positionAt(int move) const {
    go::GameRecord prefix = record_;
    prefix.events.clear();
    int moves = 0;
    for (const go::RecordEvent& e : record_.events) {
        if (e.kind == go::RecordEvent::Kind::Move && moves == move)
            break;
        prefix.events.push_back(e);
        moves += e.kind == go::RecordEvent::Kind::Move;
    }
    return go::verifyGame(prefix, rules(), true).board;
}

void DisputeView::goToMove(int move) {
    move = std::clamp(move, 0, moveCount());
    if (move == move_)
        return;
    move_ = move;
    slider_->blockSignals(true);
    slider_->setRange(0, moveCount());
    slider_->setValue(move);
    slider_->blockSignals(false);
    refresh();
}

void DisputeView::rebuildFromPosition(const go::Board& board) {
    // A hand edit starts a new position from what is on the board.
    go::GameRecord edited;
    edited.size = board.size();
    edited.komiHalfPoints = record_.komiHalfPoints;
    edited.handicapProperty = record_.handicapProperty;
    for (go::Point p : board.points()) {
        if (board.at(p) == go::Colour::Black)
            edited.initialBlack.push_back(board.coord(p));
        else if (board.at(p) == go::Colour::White)
            edited.initialWhite.push_back(board.coord(p));
    }
    record_ = edited;
    verification_ = go::verifyGame(record_, rules(), true);
    move_ = 0;
    slider_->blockSignals(true);
    slider_->setRange(0, 0);
    slider_->setValue(0);
    slider_->blockSignals(false);
}

void DisputeView::markDead(const std::vector<go::Coord>& points) {
    for (const go::Coord& c : points) {
        const go::Point p = shown_.point(c);
        if (shown_.at(p) != go::Colour::Black && shown_.at(p) != go::Colour::White)
            continue;
        shown_.forEachStoneOfChain(p, [&](go::Point s) {
            const go::Coord sc = shown_.coord(s);
            dead_.insert({sc.x, sc.y});
        });
    }
    refresh();
}

void DisputeView::clickPoint(go::Coord c) {
    go::Board board = shown_;
    const go::Point p = board.point(c);
    if (mode_ == ClickMode::ToggleDead) {
        if (board.at(p) != go::Colour::Black && board.at(p) != go::Colour::White)
            return;
        // Marks go by whole chains: the consistency checks refuse part of a chain.
        const bool nowDead = !dead_.count({c.x, c.y});
        board.forEachStoneOfChain(p, [&](go::Point s) {
            const go::Coord sc = board.coord(s);
            if (nowDead)
                dead_.insert({sc.x, sc.y});
            else
                dead_.erase({sc.x, sc.y});
        });
        refresh();
        return;
    }
    const go::Colour c2 = mode_ == ClickMode::Black   ? go::Colour::Black
                          : mode_ == ClickMode::White ? go::Colour::White
                                                      : go::Colour::Empty;
    board.setStone(p, board.at(p) == c2 ? go::Colour::Empty : c2);
    dead_.erase({c.x, c.y});
    rebuildFromPosition(board);
    refresh();
}

QString DisputeView::verdictText() const {
    if (move_ == 0)
        return moveCount() ? tr("The initial position.") : tr("A position entered by hand.");
    for (const go::MoveProblem& p : verification_.problems)
        if (p.move == move_) {
            const QString reason = moveProblemText(p);
            return p.illegal ? tr("Move %1 is illegal under %2: %3.")
                                   .arg(move_)
                                   .arg(rulesBox_->currentText(), reason)
                             : tr("Move %1 (%2) is legal under %3; the referee rules on it.")
                                   .arg(move_)
                                   .arg(reason, rulesBox_->currentText());
        }
    return tr("Move %1 is legal under %2.").arg(move_).arg(rulesBox_->currentText());
}

QString DisputeView::resultText() const {
    const go::RuleSet r = rules();
    return tr("%1  ·  %2")
        .arg(q(go::resultInPoints(score_.marginHalfPoints, r.blackWinsTies)),
             q(go::resultInZi(score_.marginHalfPoints, r.blackWinsTies)));
}

void DisputeView::refresh() {
    if (!slider_)
        return;
    shown_ = positionAt(move_);
    board_->setBoard(shown_);
    std::optional<go::Coord> last;
    int moves = 0;
    for (const go::RecordEvent& e : record_.events)
        if (e.kind == go::RecordEvent::Kind::Move && ++moves == move_)
            last = e.point;
    board_->setLastMove(last);

    const go::RuleSet r = rules();
    DisputeInput input{shown_,
                       {},
                       handicap_,
                       parseKomiHalfPoints(komi_->text()),
                       parseBlackCount(blackCount_->text())};
    for (const auto& [x, y] : dead_)
        input.marks.push_back(go::Coord{x, y});
    const DisputeCount counted = countDispute(input, r);
    score_ = counted.score;
    countedDead_ = counted.dead; // whole chains, as counted: the decision record lists these
    const std::vector<go::Coord>& dead = countedDead_;
    board_->setDead(dead);
    board_->setArea(score_.blackArea, score_.whiteArea);

    moveLabel_->setText(tr("Move %1 of %2").arg(move_).arg(moveCount()));
    verdict_->setText(verdictText());
    players_->setText(
        blackName_.isEmpty() && whiteName_.isEmpty()
            ? fileName_
            : tr("Black: %1   White: %2   %3").arg(blackName_, whiteName_, fileName_));
    result_->setText(score_.ok() ? resultText() : tr("No result: the marks are inconsistent"));
    QString html =
        tr("<p>Black %1 · White %2 · dame %3<br>komi %4 · handicap %5 · compensation %6</p>")
            .arg(halfPoints(score_.blackHalf), halfPoints(score_.whiteHalf))
            .arg(score_.dame)
            .arg(halfPoints(score_.komiHalfPoints))
            .arg(score_.handicap)
            .arg(halfPoints(score_.compensationHalfPoints));
    if (r.scoring == go::Scoring::Area)
        html += tr("<p>Stones: Black %1, White %2 · surrounded points: Black %3, White %4</p>")
                    .arg(score_.blackStones)
                    .arg(score_.whiteStones)
                    .arg(score_.blackTerritory)
                    .arg(score_.whiteTerritory);
    else
        html += tr("<p>Territory: Black %1, White %2 · prisoners: Black %3, White %4</p>")
                    .arg(score_.blackTerritory)
                    .arg(score_.whiteTerritory)
                    .arg(score_.blackPrisoners)
                    .arg(score_.whitePrisoners);
    for (const Problem& e : score_.errors)
        html += QStringLiteral("<p style='color:#b00020'>%1</p>").arg(toText(e).toHtmlEscaped());
    if (!score_.seki.empty())
        html += tr("<p>Seki to confirm: %1 stones</p>").arg(score_.seki.size());
    details_->setText(html);
}

void DisputeView::setBlackCount(const QString& count) {
    blackCount_->setText(count);
    refresh();
}

// The record's facts as the view shows them; the lines and the page are laid out once, for
// the desk and the CLI alike (actions/decision_record.h).
DecisionFacts DisputeView::decisionFacts() const {
    DecisionFacts f;
    f.event = event_->text();
    f.table = table_->text();
    f.black = blackName_;
    f.white = whiteName_;
    f.record = fileName_;
    f.move = move_;
    f.moves = moveCount();
    f.rules = rulesBox_->currentText();
    f.board = shown_;
    f.score = score_;
    f.dead = countedDead_;
    f.blackCount = parseBlackCount(blackCount_->text());
    f.result = score_.ok() ? resultText() : tr("no result: the marks are inconsistent");
    f.verdict = verdictText();
    f.referee = referee_->text();
    return f;
}

QStringList DisputeView::decisionLines() const {
    return DecisionRecord::lines(decisionFacts());
}

QString DisputeView::exportDecision(const QString& pdfPath) {
    if (store::isOpenTournamentFile(pdfPath))
        return tr("%1 is the open tournament file; choose another file.").arg(pdfPath);
    DecisionFacts f = decisionFacts();
    f.time = QDateTime::currentDateTime().toString(Qt::ISODate);
    return DecisionRecord::writePdf(
        f, pdfPath, [this](QPainter& p, const QRectF& square) { board_->paintBoard(p, square); });
}

} // namespace tengen::gui
