#include "referee_view.h"
#include "referee_parts.h"

#include "actions/domain_text.h"
#include "actions/hall_session.h"

#include "hall/hall_server.h"
#include "hall/voice_clips.h"

#include "actions/clock_text.h"
#include "store/problem_text.h"
#include "store/tournament_file.h"
#include "tournament/result_codec.h"

#include "confirm.h"
#include "file_dialogs.h"
#include <QCheckBox>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QFormLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <map>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace tengen::gui {

using namespace tengen::clock;

// Calls of pinned tables (and of the table in table mode) go to the output; the rest are left

RefereeView::RefereeView(QWidget* parent) : QWidget(parent) {
    speaker_ = std::make_unique<RoutingSpeaker>(this);
    clocks_ = new ClockHall(this);
    clocks_->setSpeaker(speaker_.get());
    connect(clocks_, &ClockHall::flagFell, this, [this](int table, Side) { flags_.insert(table); });
    connect(clocks_, &ClockHall::journalFailed, this, [this](const QString& message) {
        status_->setText(tr("The clock journal could not be written: %1").arg(message));
    });
    callsLabel_ = new QLabel(this);
    callLanguageBox_ = new QComboBox(this);
    callLanguageBox_->addItems({QString(), QStringLiteral("中文"), QStringLiteral("English"),
                                QStringLiteral("日本語"), QStringLiteral("한국어")});
    voicePackButton_ = new QPushButton(this);
    scheduleButton_ = new QPushButton(this);
    tiles_ = new HallWidget(this);
    attention_ = new QListWidget(this);
    attention_->setMaximumWidth(260);
    // A line longer than the list is wide wraps: nothing is cut on the right.
    attention_->setWordWrap(true);
    attention_->setTextElideMode(Qt::ElideNone);
    attention_->setResizeMode(QListView::Adjust);
    attention_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    attentionLabel_ = new QLabel(this);
    controlLabel_ = new QLabel(this);
    tablesLabel_ = new QLabel(this);
    status_ = new QLabel(this);
    control_ = new QLineEdit(QStringLiteral("byoyomi:main=60m,period=60s,periods=3"), this);
    tableCount_ = new QSpinBox(this);
    tableCount_->setRange(1, 400);
    tableCount_->setValue(40);
    roundLabel_ = new QLabel(this);
    roundBox_ = new QSpinBox(this);
    roundBox_->setRange(0, 99);
    roundBox_->setKeyboardTracking(false);
    setUp_ = new QPushButton(this);
    start_ = new QPushButton(this);
    pauseAll_ = new QPushButton(this);
    resumeAll_ = new QPushButton(this);

    auto* top = new QHBoxLayout;
    top->addWidget(roundLabel_);
    top->addWidget(roundBox_);
    top->addWidget(tablesLabel_);
    top->addWidget(tableCount_);
    top->addWidget(controlLabel_);
    top->addWidget(control_, 1);
    controlText_ = new QLabel(this);
    top->addWidget(controlText_);
    connect(control_, &QLineEdit::textChanged, this, &RefereeView::showControlText);
    top->addWidget(setUp_);
    top->addSpacing(12);
    top->addWidget(start_);
    top->addWidget(pauseAll_);
    top->addWidget(resumeAll_);
    top->addSpacing(12);
    top->addWidget(callsLabel_);
    top->addWidget(callLanguageBox_);
    top->addWidget(voicePackButton_);
    top->addWidget(scheduleButton_);
    QHBoxLayout* devicesRow = buildDevicesRow();
    auto* side = new QVBoxLayout;
    side->addWidget(attentionLabel_);
    side->addWidget(attention_, 1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(tiles_);
    scroll->setWidgetResizable(true);
    auto* body = new QHBoxLayout;
    body->addWidget(scroll, 1);
    body->addLayout(side);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(devicesRow);
    layout->addLayout(body, 1);
    layout->addWidget(status_);

    connect(setUp_, &QPushButton::clicked, this, [this] {
        if (!replacingClocksIsConfirmed())
            return;
        // The fields as the referee left them (a table count or a control of the referee's
        // own), with the names of the round's games.
        std::vector<TableSeats> names;
        if (clocks_->file() && roundBox_->value() > 0) {
            try {
                names = roundClocks(*clocks_->file(), RoundNo{roundBox_->value()}).seats;
            } catch (const store::StoreError& error) {
                status_->setText(error.message());
                return;
            }
        }
        status_->setText(setUpHall(tableCount_->value(), control_->text(), roundBox_->value(),
                                   std::move(names)));
    });
    connect(roundBox_, &QSpinBox::valueChanged, this, [this](int round) {
        if (round == clocks_->round() || !replacingClocksIsConfirmed()) {
            showSetUp();
            return;
        }
        status_->setText(round > 0 ? setUpRound(round)
                                   : setUpHall(tableCount_->value(), clocks_->spec()));
    });
    connect(start_, &QPushButton::clicked, this, [this] {
        if (hall())
            status_->setText(toText(clocks_->startAll()));
    });
    connect(pauseAll_, &QPushButton::clicked, clocks_, &ClockHall::pauseAll);
    connect(resumeAll_, &QPushButton::clicked, clocks_, &ClockHall::resumeAll);
    connect(callLanguageBox_, &QComboBox::activated, this, [this](int index) {
        static const std::optional<Language> languages[] = {std::nullopt, Language::Chinese,
                                                            Language::English, Language::Japanese,
                                                            Language::Korean};
        const QString problem = setCallLanguage(languages[index]);
        status_->setText(problem);
    });
    connect(scheduleButton_, &QPushButton::clicked, this, &RefereeView::editSchedule);
    connect(voicePackButton_, &QPushButton::clicked, this, [this] {
        const QString folder = existingFolder(
            this, tr("A recorded voice pack (sec_30.wav, count_7.wav, …)"), voicePack_);
        if (!folder.isEmpty())
            setVoicePack(folder);
    });
    repaint_ = new QTimer(this);
    connect(repaint_, &QTimer::timeout, tiles_, &HallWidget::tick);
    connect(repaint_, &QTimer::timeout, this, [this] {
        if (tableModeWidget_ && tableModeWidget_->isVisible())
            tableModeWidget_->update();
    });
    repaint_->start(100); // 10 Hz display
    attentionTimer_ = new QTimer(this);
    connect(attentionTimer_, &QTimer::timeout, this, &RefereeView::refreshAttention);
    attentionTimer_->start(500);
    retranslate();
    setUpHall(tableCount_->value(), control_->text());
}

// Setting up new clocks while games are on the clock stops them: the referee says so first.
bool RefereeView::replacingClocksIsConfirmed() {
    const int inPlay = clocksInPlay();
    return inPlay == 0 ||
           confirm(this, tr("Set up the clocks"),
                   tr("%n clock(s) are in play. Set up new clocks anyway? The clocks in play stop "
                      "(their journal stays in the tournament file).",
                      "", inPlay));
}

RefereeView::~RefereeView() {
    // The devices' hall first: closing it tells the clocks each table's device is gone (the
    // desk closed with phones still joined crashed on clocks already deleted).
    devices_.reset();
    delete clocks_; // before the speaker its scheduler calls
    clocks_ = nullptr;
    delete tableModeWidget_;
}

void RefereeView::setRights(bool clocks, bool results) {
    mayRunClocks_ = clocks;
    mayEnterResults_ = results;
    for (QWidget* w : std::initializer_list<QWidget*>{
             tablesLabel_, tableCount_, controlLabel_, control_, setUp_, start_, pauseAll_,
             resumeAll_, scheduleButton_, devicesBox_, deviceAddress_, devicePort_, refereePin_,
             codesButton_, deviceUrl_})
        w->setVisible(clocks);
}

void RefereeView::setTimeSource(std::function<Millis()> now) {
    clocks_->setTimeSource(std::move(now));
    setUpHall(hall() ? hall()->tableCount() : tableCount_->value(), control_->text(),
              clocks_->round(), seatsOfHall());
}

QString RefereeView::statusText() const {
    return status_->text();
}

void RefereeView::setTournamentFile(store::TournamentFile* file) {
    stopDevices();                                        // another tournament's tables
    const ClockHall::Opened opened = clocks_->open(file); // throws when the journal is unreadable
    using How = ClockHall::Opened::How;
    QStringList said;
    if (opened.how == How::KeptOutOfJournal)
        said << tr("The clocks in play are not in this tournament's journal; set up the round's "
                   "clocks when they are done.");
    if (opened.how == How::Recovered) {
        hallSetUp();
        if (opened.hadEntries)
            said << tr("%n clock(s) recovered from the tournament file, paused: resume when the "
                       "players are ready.",
                       "", opened.tables);
        if (opened.namesMissing)
            said << tr("The players' names could not be read; the tiles show table numbers.");
        if (opened.unknownEntries > 0)
            said << tr("%n journal record(s) of an unknown kind were left out.", "",
                       opened.unknownEntries);
    }
    if (opened.how == How::RoundSetUp)
        hallSetUp();
    if (opened.problem)
        said << (opened.problem.subject == Refusal::Subject::TimeControl
                     ? tr("Time control: %1").arg(toText(opened.problem))
                     : toText(opened.problem));
    if (!said.isEmpty())
        status_->setText(said.join(QLatin1Char(' ')));
}

QString RefereeView::setUpHall(int tables, const QString& spec, int round,
                               std::vector<TableSeats> seats) {
    return afterSetUp(clocks_->setUp(tables, spec, RoundNo{round}, std::move(seats)));
}

// "" when the new clocks are set up (the screen follows them), else why not.
QString RefereeView::afterSetUp(const Refusal& refused) {
    if (refused.subject == Refusal::Subject::TimeControl)
        return tr("Time control: %1").arg(toText(refused));
    if (refused)
        return toText(refused);
    hallSetUp();
    return {};
}

// The screen follows new clocks: no flag to acknowledge, the fields and tiles as set up.
void RefereeView::hallSetUp() {
    flags_.clear();
    showSetUp();
    tiles_->fitHeight();
    tiles_->update();
    refreshAttention();
}

std::vector<TableSeats> RefereeView::seatsOfHall() const {
    std::vector<TableSeats> all;
    for (int t = 1; t <= clocks_->tableCount(); ++t)
        all.push_back(clocks_->seats(TableNo{t}));
    return all;
}

QString RefereeView::setUpRound(int round) {
    return afterSetUp(clocks_->setUpRound(RoundNo{round}));
}

// The fields of the top bar show the hall as it is set up.
void RefereeView::showSetUp() {
    const QSignalBlocker quiet(roundBox_);
    control_->setText(clocks_->spec());
    showControlText();
    tableCount_->setValue(hall() ? hall()->tableCount() : tableCount_->value());
    roundBox_->setValue(clocks_->round());
}

TableSeats RefereeView::seats(int table) const {
    return clocks_->seats(TableNo{table});
}

QString RefereeView::clockText(int table, Side side) const {
    if (!hall() || table < 1 || table > hall()->tableCount())
        return {};
    return sideText(hall()->clock(table), side, now());
}

void RefereeView::stopClocksCleanly() {
    stopDevices();
    clocks_->stopCleanly();
}

int RefereeView::clocksInPlay() const {
    return clocks_->clocksInPlay();
}

// Back on the referee screen with no clock in play, the clocks follow the newest paired round.
void RefereeView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (!clocks_->file() || clocksInPlay() > 0)
        return;
    try {
        const int round = roundForClocks(*clocks_->file());
        if (round > clocks_->round())
            setUpRound(round);
    } catch (const store::StoreError&) {
        // Read again the next time the screen is shown.
    }
}

void RefereeView::retranslate() {
    showControlText();
    roundLabel_->setText(tr("Round"));
    roundBox_->setSpecialValueText(tr("none"));
    roundBox_->setToolTip(tr("The round whose games the clocks are for: its tables, both players' "
                             "names and the event's time control"));
    tablesLabel_->setText(tr("Tables"));
    controlLabel_->setText(tr("Time control"));
    setUp_->setText(tr("Set up"));
    start_->setText(tr("Start round"));
    pauseAll_->setText(tr("Pause all"));
    resumeAll_->setText(tr("Resume all"));
    attentionLabel_->setText(tr("Attention (soonest first)"));
    tiles_->setToolTip(tr("Click a table when the player to move has moved; click a flashing table "
                          "to acknowledge its flag. Right-click for the table's actions."));
    callsLabel_->setText(tr("Spoken calls"));
    callLanguageBox_->setItemText(0, tr("off"));
    voicePackButton_->setText(tr("Voice pack…"));
    scheduleButton_->setText(tr("Calls…"));
    scheduleButton_->setToolTip(tr("The calls of this event in byo-yomi, editable"));
    devicesBox_->setText(tr("Table devices"));
    devicesBox_->setToolTip(tr("A phone or tablet at each table shows and presses its clock over "
                               "the network, on this address and port"));
    refereePin_->setPlaceholderText(tr("Referee PIN"));
    refereePin_->setToolTip(tr("Needed for a referee's action from a table's device"));
    codesButton_->setText(tr("Join codes…"));
}

void RefereeView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace tengen::gui

namespace tengen::gui {

void RefereeView::showControlText() {
    const TimeControlParse parsed = tryParseTimeControl(control_->text().trimmed().toStdString());
    controlText_->setText(parsed.control ? timeControlText(*parsed.control)
                                         : toText(parsed.problem));
    control_->setToolTip(controlText_->text());
}

QString RefereeView::controlTextShown() const {
    return controlText_->text();
}

} // namespace tengen::gui
