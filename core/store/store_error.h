#pragma once
#include <QObject>
#include <QString>
#include <stdexcept>

namespace tengen::store {

// A failure a director can read: what went wrong and where (file, line, field).
class StoreError : public std::runtime_error {
  public:
    explicit StoreError(const QString& message)
        : std::runtime_error(message.toStdString()), message_(message) {}
    const QString& message() const { return message_; }

  private:
    QString message_;
};

} // namespace tengen::store
