// The referee screen's table devices (docs/hall-protocol.md): the row that switches them on, on
// an address and port, with the referee's PIN; the hall server they join; the round's join codes.
#include "referee_parts.h"
#include "referee_view.h"

#include "actions/hall_session.h"
#include "actions/join_codes.h"
#include "documents/hall_address.h"
#include "hall/hall_server.h"
#include "hall/voice_clips.h"
#include "store/tournament_file.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace tengen::gui {

using namespace tengen::clock;

// The table devices' row: off until switched on, on the address the referee gives.
QHBoxLayout* RefereeView::buildDevicesRow() {
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
    return devicesRow;
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
