#include "confirm.h"

#include <QInputDialog>
#include <QMessageBox>

namespace tengen::gui {

namespace {
std::function<bool(const QString&, const QString&)>& answerer() {
    static std::function<bool(const QString&, const QString&)> a;
    return a;
}
} // namespace

bool confirm(QWidget* parent, const QString& title, const QString& question) {
    if (answerer())
        return answerer()(title, question);
    return QMessageBox::question(parent, title, question, QMessageBox::Yes | QMessageBox::No,
                                 QMessageBox::No) == QMessageBox::Yes;
}

namespace {
std::function<std::optional<QString>(const QString&)>& reasonAnswerer() {
    static std::function<std::optional<QString>(const QString&)> a;
    return a;
}
} // namespace

std::optional<QString> askReason(QWidget* parent, const QString& title, const QString& question) {
    std::optional<QString> given;
    if (reasonAnswerer()) {
        given = reasonAnswerer()(question);
    } else {
        bool ok = false;
        const QString text =
            QInputDialog::getText(parent, title, question, QLineEdit::Normal, QString(), &ok);
        if (ok)
            given = text;
    }
    if (given && given->trimmed().isEmpty())
        given.reset();
    return given ? std::optional<QString>(given->trimmed()) : std::nullopt;
}

void setReasonAnswerer(std::function<std::optional<QString>(const QString&)> a) {
    reasonAnswerer() = std::move(a);
}

void setConfirmationAnswerer(std::function<bool(const QString&, const QString&)> a) {
    answerer() = std::move(a);
}

} // namespace tengen::gui
