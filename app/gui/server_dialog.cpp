#include "server_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QUrl>
#include <QUrlQuery>

namespace tengen::gui {

ServerDialog::ServerDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Connect to server"));
    host = new QLineEdit(QStringLiteral("127.0.0.1"), this);
    port = new QSpinBox(this);
    port->setRange(1, 65535);
    port->setValue(5432);
    database = new QLineEdit(QStringLiteral("tengen"), this);
    user = new QLineEdit(this);
    password = new QLineEdit(this);
    password->setEchoMode(QLineEdit::Password);
    password->setPlaceholderText(tr("empty: the one saved in ~/.pgpass"));
    tournament = new QLineEdit(this);
    tournament->setPlaceholderText(QStringLiteral("cup2026"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Server"), host);
    form->addRow(tr("Port"), port);
    form->addRow(tr("Database"), database);
    form->addRow(tr("User"), user);
    form->addRow(tr("Password"), password);
    form->addRow(tr("Tournament"), tournament);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QString ServerDialog::url() const {
    auto enc = [](const QString& t) { return QString::fromLatin1(QUrl::toPercentEncoding(t)); };
    QString url = QStringLiteral("postgresql://") + enc(user->text().trimmed());
    if (!password->text().isEmpty())
        url += QLatin1Char(':') + enc(password->text());
    url += QStringLiteral("@%1:%2/%3")
               .arg(host->text().trimmed())
               .arg(port->value())
               .arg(enc(database->text().trimmed()));
    if (!tournament->text().trimmed().isEmpty())
        url += QStringLiteral("?tournament=") + enc(tournament->text().trimmed());
    return url;
}

void ServerDialog::setUrl(const QString& text) {
    const QUrl u(text);
    if (!u.isValid())
        return;
    host->setText(u.host());
    port->setValue(u.port(5432));
    database->setText(u.path().mid(1));
    user->setText(u.userName());
    tournament->setText(QUrlQuery(u).queryItemValue(QStringLiteral("tournament")));
}

} // namespace tengen::gui
