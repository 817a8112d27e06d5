#pragma once
// Small text helpers the writers share: std::string to QString, and a value cut or padded to a
// fixed column.
#include <QString>
#include <string>

namespace tengen::reports {

inline QString q(const std::string& s) {
    return QString::fromStdString(s);
}

inline QString fit(const QString& s, int width, bool right) {
    const QString cut = s.left(width);
    return right ? cut.rightJustified(width) : cut.leftJustified(width);
}

} // namespace tengen::reports
