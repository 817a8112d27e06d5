#include "confirm.h"

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

void setConfirmationAnswerer(std::function<bool(const QString&, const QString&)> a) {
    answerer() = std::move(a);
}

} // namespace tengen::gui
