#include "referee_view.h"

#include "actions/domain_text.h"
#include "actions/hall_session.h"
#include "actions/join_codes.h"

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
// to the tables' own devices.
class RoutingSpeaker : public Speaker {
  public:
    explicit RoutingSpeaker(RefereeView* view) : view_(view) {}
    void say(const SpokenCall& call) override {
        if (!view_->callOutput_)
            return;
        if (view_->pinned_.count(call.table)) {
            view_->callOutput_->say(call); // with the table's number first
        } else if (view_->tableMode_ == call.table) {
            SpokenCall own = call;
            own.table = 0; // the players at the board need no table number
            view_->callOutput_->say(own);
        }
    }

  private:
    RefereeView* view_;
};

namespace {

// A player's name in `box`: in `base`, or smaller (down to three quarters) when it does not fit,
// cut with an ellipsis only when even that is too wide — a name is read, not guessed.
void drawFitted(QPainter& p, const QRect& box, const QString& text, const QFont& base,
                Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter) {
    QFont f = base;
    // A font set in pixels (the table mode's) is scaled in pixels, else in points.
    const bool pixels = base.pixelSize() > 0;
    const qreal size = pixels ? base.pixelSize() : base.pointSizeF() > 0 ? base.pointSizeF() : 10;
    for (qreal scale = 1.0; scale >= 0.75; scale -= 0.05) {
        if (pixels)
            f.setPixelSize(std::max(1, static_cast<int>(size * scale)));
        else
            f.setPointSizeF(size * scale);
        if (QFontMetrics(f).horizontalAdvance(text) <= box.width())
            break;
    }
    p.setFont(f);
    p.drawText(box, align, p.fontMetrics().elidedText(text, Qt::ElideRight, box.width()));
}

} // namespace

namespace {

QString sideText(const GameClock& c, Side s, Millis now) {
    if (c.state() == GameClock::State::Flagged && s == c.toMove())
        return RefereeView::tr("⚑ flag"); // not the period's seconds left when it fell
    const SideState st = c.sideNow(s, now);
    const Control& ctl = c.control();
    if (ctl.system == System::ByoYomi && st.main == Millis(0))
        return QStringLiteral("%1 ×%2")
            .arg(QString::fromStdString(formatDuration(s == c.toMove() ? st.block : ctl.period)))
            .arg(st.periods);
    if ((ctl.system == System::Canadian || ctl.system == System::MovesPerPeriod) &&
        st.main == Millis(0))
        return QStringLiteral("%1 /%2")
            .arg(QString::fromStdString(formatDuration(st.block)))
            .arg(st.stones);
    if (ctl.system == System::Ing && st.periods < ctl.periods) // extensions opened: points lost
        return QStringLiteral("%1 −%2")
            .arg(QString::fromStdString(formatDuration(st.main)))
            .arg(ingPenaltyPoints(ctl, st.periods));
    return QString::fromStdString(formatDuration(st.main));
}

} // namespace

// All tiles in one widget: a hall of 200 tables stays cheap to repaint.
class HallWidget : public QWidget {
  public:
    explicit HallWidget(RefereeView* view) : QWidget(view), view_(view) {
        setMinimumSize(400, 300);
    }

    // Tall enough for every tile at the current width (the scroll area shows the rest).
    void fitHeight() {
        const int columns = std::max(1, width() / kTileWidth);
        const int count = view_->hall() ? view_->hall()->tableCount() : 0;
        setMinimumHeight(std::max(300, ((count + columns - 1) / columns) * kTileHeight));
    }

    // The display timer's tick: repaints only the tiles whose shown text or colour changed (a
    // running clock changes once a second, or ten times under ten seconds).
    void tick() {
        const HallScheduler* hall = view_->hall();
        if (!hall)
            return;
        const Millis now = view_->now();
        const bool blink = (now.count() / 500) % 2 == 0;
        shown_.resize(hall->tableCount());
        for (int i = 0; i < hall->tableCount(); ++i) {
            const GameClock& c = hall->clock(i + 1);
            QString signature =
                sideText(c, Side::Black, now) + QLatin1Char('|') + sideText(c, Side::White, now) +
                QLatin1Char('|') + QString::number(static_cast<int>(c.state())) +
                QString::number(static_cast<int>(c.toMove())) +
                (view_->unacknowledgedFlags().count(i + 1) && blink ? QStringLiteral("*")
                                                                    : QString()) +
                (view_->pinned_.count(i + 1) ? QStringLiteral("p") : QString()) +
                linkSignature(i + 1);
            if (signature != shown_[i]) {
                shown_[i] = std::move(signature);
                update(tileRect(i));
            }
        }
    }

    QString linkSignature(int table) const {
        const HallServer* devices = view_->devices();
        if (!devices)
            return {};
        const HallTables::TableLink l = devices->tables().link(TableNo{table});
        return QStringLiteral("|%1%2%3%4%5%6")
            .arg(l.devices)
            .arg(l.offlineSince)
            .arg(l.pauseRequested)
            .arg(l.result.has_value())
            .arg(l.result ? static_cast<int>(l.result->disputed) : 0)
            .arg(l.clockDeviceHere);
    }

    QRect tileRect(int index) const {
        const int columns = std::max(1, width() / kTileWidth);
        return QRect((index % columns) * kTileWidth, (index / columns) * kTileHeight,
                     kTileWidth - 4, kTileHeight - 4);
    }
    int tableAt(const QPoint& p) const {
        const int columns = std::max(1, width() / kTileWidth);
        const int index = (p.y() / kTileHeight) * columns + p.x() / kTileWidth;
        if (!view_->hall() || p.x() / kTileWidth >= columns || index >= view_->hall()->tableCount())
            return 0;
        return index + 1;
    }

  protected:
    void resizeEvent(QResizeEvent* event) override {
        QWidget::resizeEvent(event);
        fitHeight();
    }
    void paintEvent(QPaintEvent* event) override {
        QPainter p(this);
        // Only the tiles that changed: the region, not its bounding rectangle (tiles change all
        // over the screen every second, and a hall's devices share this thread).
        const QRegion dirty = event->region();
        for (const QRect& r : dirty)
            p.fillRect(r, palette().window());
        const HallScheduler* hall = view_->hall();
        if (!hall)
            return;
        const Millis now = view_->now();
        const bool blink = (now.count() / 500) % 2 == 0;
        QFont number = font();
        number.setBold(true);
        QFont clockFont = font();
        clockFont.setPointSizeF(clockFont.pointSizeF() * 1.15);
        for (int i = 0; i < hall->tableCount(); ++i) {
            const QRect r = tileRect(i);
            if (!dirty.intersects(r))
                continue;
            const GameClock& c = hall->clock(i + 1);
            const bool flagged = c.state() == GameClock::State::Flagged;
            const bool unacknowledged = view_->unacknowledgedFlags().count(i + 1) > 0;
            QColor background(0xf4, 0xf1, 0xe8);
            if (c.state() == GameClock::State::Paused || c.state() == GameClock::State::Sealed)
                background = QColor(0xdd, 0xe6, 0xf2);
            if (flagged)
                background =
                    unacknowledged && blink ? QColor(0xe5, 0x39, 0x35) : QColor(0xf2, 0xc4, 0xc4);
            else if (c.state() == GameClock::State::Running &&
                     c.control().system == System::ByoYomi &&
                     c.sideNow(c.toMove(), now).main == Millis(0))
                background = c.sideNow(c.toMove(), now).periods <= 1 ? QColor(0xff, 0xe0, 0x8a)
                                                                     : QColor(0xfb, 0xf0, 0xc8);
            p.fillRect(r, background);
            p.setPen(QColor(0x88, 0x88, 0x88));
            p.drawRect(r);
            p.setPen(Qt::black);
            // The top line, number then state, and the devices' line at the bottom: each in
            // its own box, fitted (smaller, then cut) so that no text runs into another.
            const RefereeView::TileTexts texts = view_->tileTexts(i + 1);
            p.setFont(number);
            const RefereeView::TileBoxes boxes =
                RefereeView::tileBoxes(r, p.fontMetrics().horizontalAdvance(texts.number));
            p.drawText(boxes.number, Qt::AlignLeft | Qt::AlignVCenter, texts.number);
            drawFitted(p, boxes.state, texts.state, font(), Qt::AlignRight | Qt::AlignVCenter);
            if (!texts.device.isEmpty()) {
                p.setPen(texts.deviceAlert ? QColor(0xc6, 0x28, 0x28) : QColor(0x2e, 0x7d, 0x32));
                drawFitted(p, boxes.device, texts.device, font());
                p.setPen(Qt::black);
            }
            p.setFont(clockFont);
            const TableSeats seats = view_->seats(i + 1);
            for (Side s : {Side::Black, Side::White}) {
                const int x = s == Side::Black ? boxes.clocks.left() : r.center().x() + 2;
                const QRect half(x, boxes.clocks.top(), r.width() / 2 - 6, boxes.clocks.height());
                const QString name = s == Side::Black ? seats.black : seats.white;
                if (!name.isEmpty()) {
                    p.setPen(QColor(0x33, 0x33, 0x33));
                    const QRect line(x + 2, boxes.names.top(), half.width() - 2,
                                     boxes.names.height());
                    drawFitted(p, line, name, font());
                    p.setFont(clockFont);
                }
                const bool toMove = c.toMove() == s && c.state() == GameClock::State::Running;
                if (toMove)
                    p.fillRect(half, QColor(255, 255, 255, 170));
                p.setPen(Qt::black);
                p.setBrush(s == Side::Black ? Qt::black : Qt::white);
                p.drawEllipse(QRect(half.left() + 2, half.center().y() - 5, 10, 10));
                p.setBrush(Qt::NoBrush);
                p.drawText(half.adjusted(16, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft,
                           sideText(c, s, now));
            }
        }
    }
    void contextMenuEvent(QContextMenuEvent* event) override {
        const int table = tableAt(event->pos());
        if (table)
            view_->tableMenu(table)->exec(event->globalPos());
    }
    void mousePressEvent(QMouseEvent* event) override {
        const int table = tableAt(event->position().toPoint());
        if (!table || event->button() != Qt::LeftButton)
            return;
        if (view_->unacknowledgedFlags().count(table)) {
            view_->acknowledge(table);
            return;
        }
        if (view_->mayRunClocks())
            view_->clocks_->press(TableNo{table}); // the side to move has moved
        update(tileRect(table - 1));
    }

  public:
    static constexpr int kTileWidth = 190;
    static constexpr int kTileHeight = 98; // number and state, clocks, names, devices

  private:
    RefereeView* view_;
    std::vector<QString> shown_; // per tile: what it showed when last painted
};

// One table full screen: two big clocks side by side (Black left), the side to move lit; a tap
// or click on the side to move is its press; Escape leaves.
class TableModeWidget : public QWidget {
  public:
    explicit TableModeWidget(RefereeView* view) : QWidget(nullptr), view_(view) {
        setWindowTitle(RefereeView::tr("Table mode"));
        setAttribute(Qt::WA_DeleteOnClose, false);
    }
    int table = 0;

  protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.fillRect(rect(), QColor(0x20, 0x20, 0x20));
        const HallScheduler* hall = view_->hall();
        if (!hall || table < 1 || table > hall->tableCount())
            return;
        const GameClock& c = hall->clock(table);
        const Millis now = view_->now();
        QFont title = font();
        title.setPixelSize(std::max(12, height() / 14));
        p.setFont(title);
        p.setPen(Qt::white);
        p.drawText(rect().adjusted(0, 8, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                   RefereeView::tr("Table %1").arg(table));
        for (Side s : {Side::Black, Side::White}) {
            const QRect half =
                s == Side::Black ? QRect(0, height() / 6, width() / 2, height() * 5 / 6)
                                 : QRect(width() / 2, height() / 6, width() / 2, height() * 5 / 6);
            const bool toMove = c.toMove() == s && c.state() == GameClock::State::Running;
            const bool flagged = c.state() == GameClock::State::Flagged && c.toMove() == s;
            p.fillRect(half.adjusted(8, 8, -8, -8), flagged  ? QColor(0xc6, 0x28, 0x28)
                                                    : toMove ? QColor(0xf4, 0xf1, 0xe8)
                                                             : QColor(0x55, 0x55, 0x55));
            const QString text = sideText(c, s, now);
            QFont big = font();
            big.setBold(true);
            big.setPixelSize(RefereeView::clockPixelSize(big, text, half.size()));
            p.setFont(big);
            p.setPen(toMove ? Qt::black : Qt::white);
            p.drawText(half, Qt::AlignCenter, text);
            QFont small = font();
            small.setPixelSize(std::max(12, half.height() / 12));
            p.setFont(small);
            const TableSeats seats = view_->seats(table);
            const QString name = s == Side::Black ? seats.black : seats.white;
            const QString colour =
                s == Side::Black ? RefereeView::tr("Black") : RefereeView::tr("White");
            const QRect label = half.adjusted(16, 0, -16, -half.height() / 10);
            const QFont labelFont = p.font();
            drawFitted(p, label,
                       name.isEmpty() ? colour : RefereeView::tr("%1: %2").arg(colour, name),
                       labelFont, Qt::AlignHCenter | Qt::AlignBottom);
            p.setFont(labelFont);
        }
        if (c.state() == GameClock::State::Paused || c.state() == GameClock::State::Sealed) {
            p.setFont(title);
            p.setPen(QColor(0x90, 0xca, 0xf9));
            p.drawText(rect().adjusted(0, 0, 0, -8), Qt::AlignHCenter | Qt::AlignBottom,
                       c.state() == GameClock::State::Paused ? RefereeView::tr("paused")
                                                             : RefereeView::tr("sealed"));
        }
    }
    void mousePressEvent(QMouseEvent* event) override {
        HallScheduler* hall = view_->hall();
        if (!hall || table < 1 || table > hall->tableCount() || !view_->mayRunClocks())
            return;
        const Side tapped = event->position().x() < width() / 2 ? Side::Black : Side::White;
        if (hall->clock(table).toMove() == tapped) // only the side to move can end its turn
            view_->clocks_->press(TableNo{table});
        update();
    }
    void keyPressEvent(QKeyEvent* event) override {
        if (event->key() == Qt::Key_Escape)
            view_->showTableMode(0);
        else if (event->key() == Qt::Key_Space && view_->hall() && table >= 1 &&
                 table <= view_->hall()->tableCount())
            view_->clocks_->press(TableNo{table});
        update();
    }

  private:
    RefereeView* view_;
};

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
    // The table devices: off until switched on, on the address the referee gives.
    devicesBox_ = new QCheckBox(this);
    // This machine's network address, where the phones at the tables reach it (and where the
    // QR codes of sheets printed before point); loopback only when there is none.
    const QString lan = expectedHallAddress();
    deviceAddress_ = new QLineEdit(lan.isEmpty() ? QStringLiteral("127.0.0.1") : lan, this);
    deviceAddress_->setMaximumWidth(140);
    devicePort_ = new QSpinBox(this);
    devicePort_->setRange(1, 65535);
    devicePort_->setValue(kDefaultHallPort);
    refereePin_ = new QLineEdit(this);
    refereePin_->setEchoMode(QLineEdit::Password);
    refereePin_->setMaximumWidth(90);
    deviceUrl_ = new QLabel(this);
    deviceUrl_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    codesButton_ = new QPushButton(this);
    auto* devicesRow = new QHBoxLayout;
    devicesRow->addWidget(devicesBox_);
    devicesRow->addWidget(deviceAddress_);
    devicesRow->addWidget(devicePort_);
    devicesRow->addWidget(refereePin_);
    devicesRow->addWidget(codesButton_);
    devicesRow->addWidget(deviceUrl_, 1);
    connect(devicesBox_, &QCheckBox::toggled, this, [this](bool on) {
        if (!on) {
            stopDevices();
            return;
        }
        const QString problem = startDevices(QHostAddress(deviceAddress_->text().trimmed()),
                                             static_cast<quint16>(devicePort_->value()));
        if (!problem.isEmpty()) {
            status_->setText(problem);
            const QSignalBlocker block(devicesBox_);
            devicesBox_->setChecked(false);
        }
    });
    connect(refereePin_, &QLineEdit::editingFinished, this, [this] {
        const QString problem = setRefereePin(refereePin_->text());
        status_->setText(problem);
    });
    connect(codesButton_, &QPushButton::clicked, this, &RefereeView::showJoinCodes);
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
    connect(scheduleButton_, &QPushButton::clicked, this, [this] {
        if (!hall() || hall()->clock(1).control().system != System::ByoYomi) {
            status_->setText(tr("Calls are made in byo-yomi only."));
            return;
        }
        QDialog dialog(this);
        dialog.setWindowTitle(tr("The calls of this event"));
        auto* edit = new QPlainTextEdit(scheduleText(), &dialog);
        edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                                 QDialogButtonBox::RestoreDefaults,
                                             &dialog);
        auto* layout = new QVBoxLayout(&dialog);
        layout->addWidget(edit);
        layout->addWidget(buttons);
        dialog.resize(480, 520);
        connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
            const QString problem = setScheduleText(edit->toPlainText());
            if (problem.isEmpty())
                dialog.accept();
            else
                QMessageBox::warning(&dialog, tr("The calls of this event"), problem);
        });
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, &dialog,
                [&] {
                    setScheduleText(QString());
                    edit->setPlainText(scheduleText());
                });
        dialog.exec();
    });
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
    delete clocks_; // before the speaker its scheduler calls
    clocks_ = nullptr;
    delete tableModeWidget_;
}

QString RefereeView::setCallLanguage(std::optional<Language> language) {
    callLanguage_ = language;
    callLanguageBox_->setCurrentIndex(language ? static_cast<int>(*language) + 1 : 0);
    if (!language) {
        if (callOutput_ == clips_.get())
            callOutput_ = nullptr; // never leave the routing pointing at a freed speaker
        clips_.reset();
        voices_.reset();
        return {};
    }
    const QString cache = QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
                              .filePath(QStringLiteral("voices/espeak-ng/") +
                                        QString::fromLatin1(espeakVoice(*language).data()));
    voices_ = std::make_unique<VoiceBank>(*language, cache, voicePack_);
    const bool ours = !callOutput_ || callOutput_ == clips_.get();
    clips_ = std::make_unique<ClipSpeaker>(*voices_, [this] { return now(); });
    clips_->setTablePrefix(true);
    if (ours)
        callOutput_ = clips_.get();
    const QString problem = prepareVoices();
    if (!problem.isEmpty())
        return problem;
    if (!clips_->outputOpen())
        return tr("Spoken calls: no audio output was found; the calls are timed but not heard.");
    return {};
}

QString RefereeView::scheduleText() const {
    if (!hall())
        return {};
    // The text's own comments in the interface language (the keys stay as the file has them).
    QStringList lines = clocks_->scheduleText().split(QLatin1Char('\n'));
    lines.removeIf([](const QString& line) { return line.startsWith(QLatin1Char('#')); });
    QStringList comments = {
        tr("# Calls in byo-yomi: offsets in seconds from the start of each period."),
        tr("# ordinary: periods with more to come; last: the last period."),
        tr("# Keys: sec:N (N seconds), min:N, left_min:N, left_periods:N (N left), count:N (the "
           "count in the last period).")};
    // A comment stays a comment whatever the translation does with its '#'.
    for (QString& c : comments)
        if (!c.startsWith(QLatin1Char('#')))
            c.prepend(QStringLiteral("# "));
    return (comments + lines).join(QLatin1Char('\n'));
}

QString RefereeView::setScheduleText(const QString& text) {
    const Refusal refused = clocks_->setScheduleText(text);
    if (refused)
        return toText(refused);
    prepareVoices();
    return {};
}

QString RefereeView::prepareVoices() {
    if (!voices_ || !clips_ || !hall())
        return {};
    std::vector<std::string> keys = callKeys(hall()->clock(1).control(), 0, &hall()->schedule());
    for (int t : pinned_)
        keys.push_back("table:" + std::to_string(t));
    const QString problem = voices_->prepare(keys, optionalCallKeys(hall()->clock(1).control()));
    clips_->load(keys);
    if (problem.isEmpty())
        return {};
    const QString text = tr("Spoken calls: %1").arg(problem);
    status_->setText(text);
    return text;
}

void RefereeView::setVoicePack(const QString& folder) {
    voicePack_ = folder;
    if (callLanguage_)
        setCallLanguage(callLanguage_);
}

void RefereeView::setCallOutput(Speaker* output) {
    callOutput_ = output;
}

void RefereeView::setPinned(int table, bool pinned) {
    if (pinned)
        pinned_.insert(table);
    else
        pinned_.erase(table);
    prepareVoices();
    tiles_->update();
}

QString RefereeView::tableAction(int table, JournalKind kind) {
    const Refusal refused = clocks_->act(TableNo{table}, kind);
    tiles_->update();
    refreshAttention();
    return toText(refused);
}

QString RefereeView::adjustTime(int table, Side side, Millis delta, const QString& reason,
                                bool confirmed, bool* needsConfirmation) {
    const Refusal refused = clocks_->adjust(TableNo{table}, side, delta, reason, confirmed);
    // Decided on the refusal's kind, never on its translation.
    if (needsConfirmation)
        *needsConfirmation = refused.kind == Refusal::Kind::NeedsConfirmation;
    tiles_->update();
    refreshAttention();
    return toText(refused);
}

QString RefereeView::setTableControl(int table, const QString& spec) {
    const Refusal refused = clocks_->setTableControl(TableNo{table}, spec);
    tiles_->update();
    refreshAttention();
    if (refused.subject == Refusal::Subject::TimeControl)
        return tr("'%1' is not a time control: %2").arg(spec, toText(refused));
    return toText(refused);
}

QString RefereeView::tableResultText(GameResult result) {
    QString text = toText(resultProblem(result));
    if (!text.isEmpty())
        text[0] = text[0].toUpper(); // a tile's line: "Jigo", "No result"
    return text;
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
    menu->addAction(tr("Adjust time…"), this, [this, table] {
        QDialog dialog(this);
        dialog.setWindowTitle(tr("Adjust the time of table %1").arg(table));
        auto* side = new QComboBox(&dialog);
        side->addItems({tr("Black"), tr("White")});
        auto* seconds = new QSpinBox(&dialog);
        seconds->setRange(-36000, 36000);
        seconds->setSuffix(tr(" s"));
        auto* reason = new QLineEdit(&dialog);
        auto* buttons =
            new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
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
        bool needsConfirmation = false;
        QString refused =
            adjustTime(table, s, delta, reason->text().trimmed(), false, &needsConfirmation);
        if (needsConfirmation &&
            QMessageBox::question(this, tr("Adjust time"),
                                  tr("This takes the time to zero. Adjust anyway?")) ==
                QMessageBox::Yes)
            refused = adjustTime(table, s, delta, reason->text().trimmed(), true);
        status_->setText(refused.isEmpty() ? QString()
                                           : tr("Table %1: %2").arg(table).arg(refused));
    });
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
    if (devices_) { // what the table's device asked for, decided here
        const HallTables::TableLink link = devices_->tables().link(TableNo{table});
        menu->addSeparator();
        QAction* flag = menu->addAction(
            tr("Decide the flag now (the device's offline presses are not in)"), this,
            [this, table] { devices_->tables().releaseFlag(TableNo{table}); });
        flag->setEnabled(clocks_->flagHeld(TableNo{table}));
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

int RefereeView::clockPixelSize(const QFont& font, const QString& text, QSize box) {
    QFont f = font;
    int size = std::max(16, std::min(box.width() / 5, box.height() / 3));
    f.setPixelSize(size);
    const int room = box.width() * 9 / 10 - 16; // the tile's own margin and some air
    const int wide = QFontMetrics(f).horizontalAdvance(text);
    if (wide > room && wide > 0)
        size = std::max(12, size * room / wide);
    return size;
}

void RefereeView::showTableMode(int table) {
    if (!hall() || table < 0 || table > hall()->tableCount())
        table = 0;
    tableMode_ = table;
    if (table == 0) {
        if (tableModeWidget_)
            tableModeWidget_->hide();
        return;
    }
    if (!tableModeWidget_)
        tableModeWidget_ = new TableModeWidget(this);
    tableModeWidget_->table = table;
    if (screen()) // without a window manager showFullScreen alone keeps the widget's size
        tableModeWidget_->setGeometry(screen()->geometry());
    if (callLanguage_ && clips_)
        prepareVoices();
    tableModeWidget_->showFullScreen();
    tableModeWidget_->update();
}

QWidget* RefereeView::tableModeWidget() const {
    return tableModeWidget_;
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

QWidget* RefereeView::tilesWidget() const {
    return tiles_;
}

QPoint RefereeView::tileCentre(int table) const {
    return tiles_->tileRect(table - 1).center();
}

void RefereeView::acknowledge(int table) {
    flags_.erase(table);
    tiles_->update();
}

RefereeView::TileTexts RefereeView::tileTexts(int table) const {
    TileTexts t;
    if (!hall() || table < 1 || table > hall()->tableCount())
        return t;
    t.number = pinned_.count(table) ? QStringLiteral("%1 ♪").arg(table) : QString::number(table);
    const GameClock& c = hall()->clock(table);
    switch (c.state()) {
    case GameClock::State::NotStarted:
        t.state = tr("not started");
        break;
    case GameClock::State::Running:
        break;
    case GameClock::State::Paused:
        t.state = tr("paused");
        break;
    case GameClock::State::Sealed:
        t.state = tr("sealed");
        break;
    case GameClock::State::Flagged:
        t.state = tr("flag: %1").arg(c.toMove() == Side::Black ? tr("Black") : tr("White"));
        break;
    case GameClock::State::Finished:
        t.state = tr("finished");
        break;
    }
    if (!devices_)
        return t;
    // The table's devices: connected, or offline since when; what they ask the desk.
    const HallTables::TableLink link = devices_->tables().link(TableNo{table});
    QStringList parts;
    if (!link.offlineSince.isEmpty()) {
        parts << tr("offline %1")
                     .arg(QDateTime::fromString(link.offlineSince, Qt::ISODateWithMs)
                              .toLocalTime()
                              .toString(QStringLiteral("HH:mm:ss")));
        t.deviceAlert = true;
    } else if (link.devices > 0 && !link.clockDeviceHere) {
        parts << tr("clock's device gone"); // a device that joined since waits for the referee
        t.deviceAlert = true;
    } else if (link.devices > 1) {
        parts << tr("%1 devices").arg(link.devices); // the referee decides which holds it
    } else if (link.devices == 1) {
        parts << QStringLiteral("●");
    }
    if (link.pauseRequested)
        parts << tr("pause asked");
    if (link.result) {
        const bool dispute = link.result->disputed != GameResult::Unknown;
        parts << (dispute ? tr("dispute") : tr("result to confirm"));
        t.deviceAlert = t.deviceAlert || dispute;
    }
    t.device = parts.join(QStringLiteral(" · "));
    return t;
}

RefereeView::TileBoxes RefereeView::tileBoxes(const QRect& r, int numberWidth) {
    TileBoxes b;
    const int inner = r.width() - 12;
    b.number = QRect(r.left() + 6, r.top() + 3, std::min(numberWidth, inner / 3), 18);
    const int stateLeft = b.number.right() + 9;
    b.state = QRect(stateLeft, r.top() + 3, r.right() - 6 - stateLeft + 1, 18);
    b.clocks = QRect(r.left() + 4, r.top() + 22, r.width() - 8, 28);
    b.names = QRect(r.left() + 4, r.top() + 51, r.width() - 8, 22);
    b.device = QRect(r.left() + 6, r.top() + 74, inner, r.height() - 76);
    return b;
}

QStringList RefereeView::attentionLines() const {
    QStringList lines;
    for (int i = 0; i < attention_->count(); ++i)
        lines << attention_->item(i)->text();
    return lines;
}

void RefereeView::refreshAttention() {
    attention_->clear();
    if (!hall())
        return;
    const Millis now = this->now();
    std::vector<std::pair<Millis, QString>> rows;
    for (int t = 1; t <= hall()->tableCount(); ++t) {
        const GameClock& c = hall()->clock(t);
        if (devices_) { // what a table's device asks of the referee comes first
            const HallTables::TableLink link = devices_->tables().link(TableNo{t});
            if (!link.offlineSince.isEmpty())
                rows.push_back({Millis(-3),
                                tr("Table %1: the device is offline since %2")
                                    .arg(t)
                                    .arg(QDateTime::fromString(link.offlineSince, Qt::ISODateWithMs)
                                             .toLocalTime()
                                             .toString(QStringLiteral("HH:mm:ss")))});
            if (link.pauseRequested)
                rows.push_back({Millis(-3), tr("Table %1: the players paused the clock").arg(t)});
            if (link.devices > 0 && !link.clockDeviceHere)
                rows.push_back({Millis(-3), tr("Table %1: the clock's device is gone; move the "
                                               "clock to the one there (the table's menu)")
                                                .arg(t)});
            else if (link.devices > 1)
                rows.push_back(
                    {Millis(-2),
                     tr("Table %1: %2 devices; one holds the clock").arg(t).arg(link.devices)});
            if (link.result) {
                const HallTables::PendingResult& r = *link.result;
                // A disagreement at the table is a dispute for the referee, with both claims.
                if (r.disputed != GameResult::Unknown)
                    rows.push_back({Millis(-3), tr("Table %1: dispute, first %2, then %3")
                                                    .arg(t)
                                                    .arg(tableResultText(r.disputed),
                                                         tableResultText(r.result))});
                else
                    rows.push_back(
                        {Millis(-2),
                         r.refused.isEmpty()
                             ? tr("Table %1: %2 to confirm").arg(t).arg(tableResultText(r.result))
                             : tr("Table %1: %2").arg(t).arg(r.refused)});
                if (r.disputed != GameResult::Unknown && !r.refused.isEmpty())
                    rows.push_back({Millis(-2), tr("Table %1: %2").arg(t).arg(r.refused)});
            }
            if (!clocks_->sealedMove(TableNo{t}).isEmpty() && c.state() == GameClock::State::Sealed)
                rows.push_back(
                    {Millis(-2),
                     tr("Table %1: sealed move %2").arg(t).arg(clocks_->sealedMove(TableNo{t}))});
        }
        // A fallen flag stays on the list until the game is over (acknowledging it only stops
        // the tile flashing): also one that fell before this screen was opened.
        if (flags_.count(t) || c.state() == GameClock::State::Flagged) {
            rows.push_back(
                {Millis(-1), tr("Table %1: flag fallen (%2)")
                                 .arg(t)
                                 .arg(c.toMove() == Side::Black ? tr("Black") : tr("White"))});
            continue;
        }
        if (c.state() != GameClock::State::Running)
            continue;
        const Millis toFlag = flagOffset(c.control(), c.side(c.toMove())) - c.turnElapsed(now);
        rows.push_back({toFlag, tr("Table %1: %2 to the flag (%3)")
                                    .arg(t)
                                    .arg(QString::fromStdString(formatDuration(toFlag)),
                                         c.toMove() == Side::Black ? tr("Black") : tr("White"))});
    }
    std::stable_sort(rows.begin(), rows.end(), // ties keep the table order
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (size_t i = 0; i < rows.size() && i < 30; ++i)
        attention_->addItem(rows[i].second);
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

QString RefereeView::startDevices(const QHostAddress& address, quint16 port) {
    if (address.isNull())
        return tr("'%1' is not an IP address").arg(deviceAddress_->text());
    if (!hall() || clocks_->round() < 1)
        return tr("Set up the clocks of a round first: the devices join a round's tables.");
    stopDevices();
    devices_ = std::make_unique<HallServer>(clocks_);
    devices_->setClipSource(hallVoiceClips(voicePack_));
    connect(devices_.get(), &HallServer::linkChanged, this, [this](int table) {
        tiles_->update(tiles_->tileRect(table - 1));
        if (!attentionDue_) { // once for all the devices heard in this turn of the event loop
            attentionDue_ = true;
            QTimer::singleShot(0, this, [this] {
                attentionDue_ = false;
                refreshAttention();
            });
        }
    });
    if (devices_->listen(address, port) == 0) {
        const QString why = devices_->errorString();
        devices_.reset();
        return tr("Cannot listen on %1:%2").arg(address.toString()).arg(port) +
               (why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why));
    }
    deviceUrl_->setText(devices_->url());
    {
        const QSignalBlocker block(devicesBox_);
        devicesBox_->setChecked(true);
    }
    tiles_->update();
    return {};
}

void RefereeView::stopDevices() {
    devices_.reset();
    deviceUrl_->clear();
    const QSignalBlocker block(devicesBox_);
    devicesBox_->setChecked(false);
    tiles_->update();
}

QString RefereeView::setRefereePin(const QString& pin) {
    if (!clocks_->file())
        return tr("Open a tournament to set the referee's PIN.");
    return toText(tengen::setRefereePin(*clocks_->file(), pin));
}

void RefereeView::showJoinCodes() {
    if (!hall() || clocks_->round() < 1 || !clocks_->file()) {
        status_->setText(tr("Set up the clocks of a round first: the devices join a round's "
                            "tables."));
        return;
    }
    std::vector<QString> codes;
    try { // a read in a slot: a busy or damaged file is said, never thrown out
        codes = roundJoinCodes(*clocks_->file(), RoundNo{clocks_->round()}, hall()->tableCount());
    } catch (const store::StoreError& e) {
        status_->setText(e.message());
        return;
    }
    QStringList lines;
    for (int t = 1; t <= static_cast<int>(codes.size()); ++t) {
        const TableSeats s = seats(t);
        lines << tr("Table %1  %2  %3 – %4").arg(t).arg(codes[t - 1], s.black, s.white);
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Join codes of round %1").arg(clocks_->round()));
    auto* text = new QPlainTextEdit(lines.join(QLatin1Char('\n')), &dialog);
    text->setReadOnly(true);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto* hint = new QLabel(devices_ ? tr("Each table's page: %1t/CODE").arg(devices_->url())
                                     : tr("Switch on the table devices to serve the pages."),
                            &dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(hint);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(520, 480);
    dialog.exec();
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
