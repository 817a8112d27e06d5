#include "referee_view.h"

#include "store/tournament_file.h"

#include <QDateTime>
#include <map>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace tengen::gui {

using namespace tengen::clock;

namespace {

// Calls go nowhere yet on the referee screen: speech (clips through QtMultimedia) comes next.
class SilentSpeaker : public Speaker {
  public:
    void say(const SpokenCall&) override {}
};

QString sideText(const GameClock& c, Side s, Millis now) {
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
        p.fillRect(rect(), palette().window());
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
            if (!r.intersects(event->rect()))
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
            p.setFont(number);
            p.drawText(r.adjusted(6, 4, -6, 0), Qt::AlignLeft | Qt::AlignTop,
                       QString::number(i + 1));
            QString state;
            switch (c.state()) {
            case GameClock::State::NotStarted:
                state = RefereeView::tr("not started");
                break;
            case GameClock::State::Running:
                state = QString();
                break;
            case GameClock::State::Paused:
                state = RefereeView::tr("paused");
                break;
            case GameClock::State::Sealed:
                state = RefereeView::tr("sealed");
                break;
            case GameClock::State::Flagged:
                state = RefereeView::tr("flag: %1")
                            .arg(c.toMove() == Side::Black ? RefereeView::tr("Black")
                                                           : RefereeView::tr("White"));
                break;
            case GameClock::State::Finished:
                state = RefereeView::tr("finished");
                break;
            }
            p.drawText(r.adjusted(6, 4, -6, 0), Qt::AlignRight | Qt::AlignTop, state);
            p.setFont(clockFont);
            for (Side s : {Side::Black, Side::White}) {
                const QRect half = s == Side::Black ? QRect(r.left() + 4, r.top() + 24,
                                                            r.width() / 2 - 6, r.height() - 28)
                                                    : QRect(r.center().x() + 2, r.top() + 24,
                                                            r.width() / 2 - 6, r.height() - 28);
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
    void mousePressEvent(QMouseEvent* event) override {
        const int table = tableAt(event->position().toPoint());
        if (!table)
            return;
        if (view_->unacknowledgedFlags().count(table)) {
            view_->acknowledge(table);
            return;
        }
        view_->hall()->press(table); // the side to move has moved
        update(tileRect(table - 1));
    }

  public:
    static constexpr int kTileWidth = 190;
    static constexpr int kTileHeight = 62;

  private:
    RefereeView* view_;
};

RefereeView::RefereeView(QWidget* parent) : QWidget(parent) {
    const auto epoch = std::chrono::steady_clock::now();
    now_ = [epoch] {
        return std::chrono::duration_cast<Millis>(std::chrono::steady_clock::now() - epoch);
    };
    speaker_ = std::make_unique<SilentSpeaker>();
    tiles_ = new HallWidget(this);
    attention_ = new QListWidget(this);
    attention_->setMaximumWidth(260);
    attentionLabel_ = new QLabel(this);
    controlLabel_ = new QLabel(this);
    tablesLabel_ = new QLabel(this);
    status_ = new QLabel(this);
    control_ = new QLineEdit(QStringLiteral("byoyomi:main=60m,period=60s,periods=3"), this);
    tableCount_ = new QSpinBox(this);
    tableCount_->setRange(1, 400);
    tableCount_->setValue(40);
    setUp_ = new QPushButton(this);
    start_ = new QPushButton(this);
    pauseAll_ = new QPushButton(this);
    resumeAll_ = new QPushButton(this);

    auto* top = new QHBoxLayout;
    top->addWidget(tablesLabel_);
    top->addWidget(tableCount_);
    top->addWidget(controlLabel_);
    top->addWidget(control_, 1);
    top->addWidget(setUp_);
    top->addSpacing(12);
    top->addWidget(start_);
    top->addWidget(pauseAll_);
    top->addWidget(resumeAll_);
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
    layout->addLayout(body, 1);
    layout->addWidget(status_);

    connect(setUp_, &QPushButton::clicked, this, [this] {
        const QString error = setUpHall(tableCount_->value(), control_->text());
        status_->setText(error);
    });
    connect(start_, &QPushButton::clicked, this, [this] {
        if (hall_)
            status_->setText(QString::fromStdString(hall_->startAll()));
    });
    connect(pauseAll_, &QPushButton::clicked, this, [this] {
        if (hall_)
            hall_->pauseAll();
    });
    connect(resumeAll_, &QPushButton::clicked, this, [this] {
        if (hall_)
            hall_->resumeAll();
    });
    repaint_ = new QTimer(this);
    connect(repaint_, &QTimer::timeout, tiles_, qOverload<>(&QWidget::update));
    repaint_->start(100); // 10 Hz display
    attentionTimer_ = new QTimer(this);
    connect(attentionTimer_, &QTimer::timeout, this, &RefereeView::refreshAttention);
    attentionTimer_->start(500);
    retranslate();
    setUpHall(tableCount_->value(), control_->text());
}

RefereeView::~RefereeView() = default;

void RefereeView::setTimeSource(std::function<Millis()> now) {
    now_ = std::move(now);
    setUpHall(hall_ ? hall_->tableCount() : tableCount_->value(), control_->text());
}

QString RefereeView::statusText() const {
    return status_->text();
}

void RefereeView::journalTo(qint64 hallId) {
    hallId_ = hallId;
    if (!file_ || !hall_ || !hallId_)
        return;
    hall_->setJournal([this](const std::vector<std::pair<int, JournalEntry>>& batch) {
        std::vector<store::ClockEventRecord> records;
        const QString wall = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
        for (const auto& [table, e] : batch)
            records.push_back({table, QString::fromLatin1(journalKindName(e.kind).data()),
                               e.at.count(), wall, QLatin1Char(sideLetter(e.side)), e.delta.count(),
                               QString::fromStdString(e.reason)});
        try {
            file_->appendClockEvents(hallId_, records);
        } catch (const store::StoreError& error) {
            status_->setText(tr("The clock journal could not be written: %1").arg(error.message()));
        }
    });
}

void RefereeView::setTournamentFile(store::TournamentFile* file) {
    file_ = file;
    hallId_ = 0;
    if (!file_) {
        if (hall_)
            hall_->setJournal({});
        return;
    }
    const auto stored = file_->latestClockHall();
    if (!stored)
        return;
    const ControlParse parsed = tryParseControl(stored->control.toStdString());
    if (!parsed.control)
        return;
    std::map<int, std::vector<JournalEntry>> perTable;
    for (const store::ClockEventRecord& r : file_->clockEvents(stored->id)) {
        const auto kind = tryParseJournalKind(r.kind.toStdString());
        if (!kind)
            continue;
        perTable[r.table].push_back({*kind, Millis(r.steadyMs),
                                     r.side == QLatin1Char('W') ? Side::White : Side::Black,
                                     Millis(r.deltaMs), r.reason.toStdString()});
    }
    std::vector<GameClock> clocks;
    const Millis now = now_();
    for (int t = 1; t <= stored->tables; ++t) {
        const auto& entries = perTable[t];
        GameClock c = recover(*parsed.control, entries);
        if (!entries.empty())
            c.rebase(now - entries.back().at);
        clocks.push_back(std::move(c));
    }
    hall_ = std::make_unique<HallScheduler>(
        *parsed.control, std::move(clocks), [this] { return now_(); }, speaker_.get());
    connect(hall_.get(), &HallScheduler::flagFell, this,
            [this](int table, Side) { flags_.insert(table); });
    flags_.clear();
    control_->setText(stored->control);
    tableCount_->setValue(stored->tables);
    journalTo(stored->id);
    tiles_->fitHeight();
    tiles_->update();
    refreshAttention();
    if (!perTable.empty())
        status_->setText(tr("%n clock(s) recovered from the tournament file, paused: resume when "
                            "the players are ready.",
                            "", stored->tables));
}

QString RefereeView::setUpHall(int tables, const QString& spec) {
    const ControlParse parsed = tryParseControl(spec.toStdString());
    if (!parsed.control)
        return tr("Time control: %1").arg(QString::fromStdString(parsed.error));
    hall_ = std::make_unique<HallScheduler>(
        *parsed.control, tables, [this] { return now_(); }, speaker_.get());
    if (file_) {
        try {
            journalTo(file_->startClockHall(spec, tables));
        } catch (const store::StoreError& error) {
            status_->setText(tr("The clock journal could not be written: %1").arg(error.message()));
        }
    }
    connect(hall_.get(), &HallScheduler::flagFell, this,
            [this](int table, Side) { flags_.insert(table); });
    flags_.clear();
    control_->setText(spec);
    tableCount_->setValue(tables);
    tiles_->fitHeight();
    tiles_->update();
    refreshAttention();
    return {};
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

void RefereeView::refreshAttention() {
    attention_->clear();
    if (!hall_)
        return;
    const Millis now = now_();
    std::vector<std::pair<Millis, QString>> rows;
    for (int t = 1; t <= hall_->tableCount(); ++t) {
        const GameClock& c = hall_->clock(t);
        if (flags_.count(t)) {
            rows.push_back({Millis(-1), tr("Table %1: flag fallen").arg(t)});
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
    std::sort(rows.begin(), rows.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (size_t i = 0; i < rows.size() && i < 30; ++i)
        attention_->addItem(rows[i].second);
}

void RefereeView::retranslate() {
    tablesLabel_->setText(tr("Tables"));
    controlLabel_->setText(tr("Time control"));
    setUp_->setText(tr("Set up"));
    start_->setText(tr("Start round"));
    pauseAll_->setText(tr("Pause all"));
    resumeAll_->setText(tr("Resume all"));
    attentionLabel_->setText(tr("Attention (soonest first)"));
    tiles_->setToolTip(tr("Click a table when the player to move has moved; click a flashing table "
                          "to acknowledge its flag."));
}

void RefereeView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace tengen::gui
