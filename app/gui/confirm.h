#pragma once
// Yes-or-no questions the app asks before an action that cannot be taken back (a game declared
// over, quitting with clocks running). Tests answer them through setConfirmationAnswerer.
#include <QString>
#include <functional>
#include <optional>

class QWidget;

namespace tengen::gui {

// True when the user answers yes (the default button is No).
bool confirm(QWidget* parent, const QString& title, const QString& question);

// Replaces the dialog (nullptr: the dialog again); the answerer sees the title and the question.
void setConfirmationAnswerer(std::function<bool(const QString& title, const QString& question)>);

// Asks for a reason (a referee's decision); nullopt when the user cancels or gives none.
std::optional<QString> askReason(QWidget* parent, const QString& title, const QString& question);
void setReasonAnswerer(std::function<std::optional<QString>(const QString& question)>);

} // namespace tengen::gui
