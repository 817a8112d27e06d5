#include "referee_parts.h"
#include "referee_view.h"

#include "actions/clock_text.h"
#include "hall/hall_server.h"

#include <QContextMenuEvent>
#include <QDateTime>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QListWidget>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScreen>
#include <algorithm>

// The referee screen's tiles, its table mode and its attention list: what the referee sees of
// every table.
namespace tengen::gui {

using namespace tengen::clock;

void drawFitted(QPainter& p, const QRect& box, const QString& text, const QFont& base,
                Qt::Alignment align) {
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

QString sideText(const GameClock& c, Side s, Millis now) {
    if (c.state() == GameClock::State::Flagged && s == c.toMove())
        return RefereeView::tr("⚑ flag"); // not the period's seconds left when it fell
    // Fallen by the clock and held (its device offline or silent): never a countdown past it
    // ("0:29 ×0", #45).
    if (c.state() == GameClock::State::Running && s == c.toMove() &&
        c.turnElapsed(now) >= flagOffset(c.control(), c.side(s)))
        return RefereeView::tr("⚑ held");
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

HallWidget::HallWidget(RefereeView* view) : QWidget(view), view_(view) {
    setMinimumSize(400, 300);
}

void HallWidget::fitHeight() {
    const int columns = std::max(1, width() / kTileWidth);
    const int count = view_->hall() ? view_->hall()->tableCount() : 0;
    setMinimumHeight(std::max(300, ((count + columns - 1) / columns) * kTileHeight));
}

void HallWidget::tick() {
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
            (view_->unacknowledgedFlags().count(i + 1) && blink ? QStringLiteral("*") : QString()) +
            (view_->pinned_.count(i + 1) ? QStringLiteral("p") : QString()) + linkSignature(i + 1);
        if (signature != shown_[i]) {
            shown_[i] = std::move(signature);
            update(tileRect(i));
        }
    }
}

QString HallWidget::linkSignature(int table) const {
    const HallServer* devices = view_->server();
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

QRect HallWidget::tileRect(int index) const {
    const int columns = std::max(1, width() / kTileWidth);
    return QRect((index % columns) * kTileWidth, (index / columns) * kTileHeight, kTileWidth - 4,
                 kTileHeight - 4);
}

int HallWidget::tableAt(const QPoint& p) const {
    const int columns = std::max(1, width() / kTileWidth);
    const int index = (p.y() / kTileHeight) * columns + p.x() / kTileWidth;
    if (!view_->hall() || p.x() / kTileWidth >= columns || index >= view_->hall()->tableCount())
        return 0;
    return index + 1;
}

void HallWidget::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitHeight();
}

void HallWidget::paintEvent(QPaintEvent* event) {
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
        else if (c.state() == GameClock::State::Running && c.control().system == System::ByoYomi &&
                 c.sideNow(c.toMove(), now).main == Millis(0))
            background = c.sideNow(c.toMove(), now).periods <= 1 ? QColor(0xff, 0xe0, 0x8a)
                                                                 : QColor(0xfb, 0xf0, 0xc8);
        p.fillRect(r, background);
        p.setPen(QColor(0x88, 0x88, 0x88));
        p.drawRect(r);
        p.setPen(Qt::black);
        // The top line, number then state, and the devices' line at the bottom: each in
        // its own box, fitted (smaller, then cut) so that no text runs into another.
        const RefereeTiles::TileTexts texts = view_->tileTexts(i + 1);
        p.setFont(number);
        const RefereeTiles::TileBoxes boxes =
            RefereeTiles::tileBoxes(r, p.fontMetrics().horizontalAdvance(texts.number));
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
                const QRect line(x + 2, boxes.names.top(), half.width() - 2, boxes.names.height());
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

void HallWidget::contextMenuEvent(QContextMenuEvent* event) {
    const int table = tableAt(event->pos());
    if (table)
        view_->tableMenu(table)->exec(event->globalPos());
}

void HallWidget::mousePressEvent(QMouseEvent* event) {
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
TableModeWidget::TableModeWidget(RefereeView* view) : QWidget(nullptr), view_(view) {
    setWindowTitle(RefereeView::tr("Table mode"));
    setAttribute(Qt::WA_DeleteOnClose, false);
}

void TableModeWidget::paintEvent(QPaintEvent*) {
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
        const QRect half = s == Side::Black
                               ? QRect(0, height() / 6, width() / 2, height() * 5 / 6)
                               : QRect(width() / 2, height() / 6, width() / 2, height() * 5 / 6);
        const bool toMove = c.toMove() == s && c.state() == GameClock::State::Running;
        const bool flagged = c.state() == GameClock::State::Flagged && c.toMove() == s;
        p.fillRect(half.adjusted(8, 8, -8, -8), flagged  ? QColor(0xc6, 0x28, 0x28)
                                                : toMove ? QColor(0xf4, 0xf1, 0xe8)
                                                         : QColor(0x55, 0x55, 0x55));
        const QString text = sideText(c, s, now);
        QFont big = font();
        big.setBold(true);
        big.setPixelSize(RefereeTiles::clockPixelSize(big, text, half.size()));
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
        drawFitted(p, label, name.isEmpty() ? colour : RefereeView::tr("%1: %2").arg(colour, name),
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

void TableModeWidget::mousePressEvent(QMouseEvent* event) {
    HallScheduler* hall = view_->hall();
    if (!hall || table < 1 || table > hall->tableCount() || !view_->mayRunClocks())
        return;
    const Side tapped = event->position().x() < width() / 2 ? Side::Black : Side::White;
    if (hall->clock(table).toMove() == tapped) // only the side to move can end its turn
        view_->clocks_->press(TableNo{table});
    update();
}

void TableModeWidget::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape)
        view_->showTableMode(0);
    else if (event->key() == Qt::Key_Space && view_->hall() && table >= 1 &&
             table <= view_->hall()->tableCount())
        view_->clocks_->press(TableNo{table});
    update();
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

RefereeTiles::TileTexts RefereeView::tileTexts(int table) const {
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
    if (link.pausedForDevice) {
        parts << tr("paused: its device was gone");
        t.deviceAlert = true;
    }
    if (clocks_->flagHeld(TableNo{table}) || clocks_->flagWaitsForDevice(TableNo{table})) {
        parts << tr("flag held"); // said in words, not only by a frozen time
        t.deviceAlert = true;
    }
    if (link.result) {
        const bool dispute = link.result->disputed != GameResult::Unknown;
        const bool refused = !link.result->refused.isEmpty();
        parts << (dispute   ? tr("dispute")
                  : refused ? tr("result for the referee") // a jigo the komi rules out …
                            : tr("result to confirm"));
        t.deviceAlert = t.deviceAlert || dispute || refused;
    }
    t.device = parts.join(QStringLiteral(" · "));
    return t;
}

RefereeTiles::TileBoxes RefereeTiles::tileBoxes(const QRect& r, int numberWidth) {
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
    // Tables whose device is offline: each named while they are few, one line when many are (a
    // hall's network down took every line of the list, #45).
    std::vector<std::pair<int, QString>> offline;
    if (devices_)
        for (int t = 1; t <= hall()->tableCount(); ++t)
            if (const HallTables::TableLink link = devices_->tables().link(TableNo{t});
                !link.offlineSince.isEmpty())
                offline.emplace_back(t, QDateTime::fromString(link.offlineSince, Qt::ISODateWithMs)
                                            .toLocalTime()
                                            .toString(QStringLiteral("HH:mm:ss")));
    constexpr std::size_t kOfflineNamed = 3;
    if (offline.size() > kOfflineNamed) {
        QStringList tables;
        for (const auto& [t, since] : offline)
            tables << QString::number(t);
        rows.push_back({Millis(-3),
                        tr("%n table(s) offline since %1: %2", "", static_cast<int>(offline.size()))
                            .arg(offline.front().second)
                            .arg(tables.join(QStringLiteral(", ")))});
    }
    for (int t = 1; t <= hall()->tableCount(); ++t) {
        const GameClock& c = hall()->clock(t);
        if (devices_) { // what a table's device asks of the referee comes first
            const HallTables::TableLink link = devices_->tables().link(TableNo{t});
            if (!link.offlineSince.isEmpty() && offline.size() <= kOfflineNamed)
                rows.push_back({Millis(-3),
                                tr("Table %1: the device is offline since %2")
                                    .arg(t)
                                    .arg(QDateTime::fromString(link.offlineSince, Qt::ISODateWithMs)
                                             .toLocalTime()
                                             .toString(QStringLiteral("HH:mm:ss")))});
            if (link.wrongPins > 0)
                rows.push_back(
                    {Millis(-3),
                     (link.pinLocked ? tr("Table %1: %n wrong referee PIN(s); its device is "
                                          "refused referee actions for a minute",
                                          "", link.wrongPins)
                                     : tr("Table %1: %n wrong referee PIN(s)", "", link.wrongPins))
                         .arg(t)});
            if (link.pausedForDevice)
                rows.push_back({Millis(-3), tr("Table %1: paused, its device was gone; resume "
                                               "it once a device is there")
                                                .arg(t)});
            if (clocks_->flagWaitsForDevice(TableNo{t}))
                rows.push_back({Millis(-3), tr("Table %1: flag held, the device is silent since "
                                               "before it fell; decide it from the table's menu")
                                                .arg(t)});
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

int RefereeTiles::clockPixelSize(const QFont& font, const QString& text, QSize box) {
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

} // namespace tengen::gui
