#pragma once
// A core Problem in the user's language, and the small text helpers every Qt layer shares (a
// std::string as a QString, a value fitted to a column). Header only; for the libraries that
// link Qt Core (the core below them, problem.h, stays free of it).
#include "base/problem.h"

#include <QCoreApplication>
#include <QString>
#include <string>
#include <string_view>
#include <type_traits>

namespace tengen {

// UTF-8 text of the core as a QString.
inline QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// `s` cut or padded to a column of `width` characters, right-aligned when `right`.
inline QString fit(const QString& s, int width, bool right) {
    const QString cut = s.left(width);
    return right ? cut.rightJustified(width) : cut.leftJustified(width);
}

// An argument of a Problem from what Qt code holds: text as it is, numbers in decimal.
inline std::string problemArg(const QString& s) {
    return s.toStdString();
}
inline std::string problemArg(QStringView s) {
    return s.toString().toStdString();
}
inline std::string problemArg(const std::string& s) {
    return s;
}
inline std::string problemArg(const char* s) {
    return s;
}
inline std::string problemArg(QChar c) {
    return QString(c).toStdString();
}
inline std::string problemArg(double v) {
    return QString::number(v).toStdString();
}
template <typename T>
requires std::is_integral_v<T>
inline std::string problemArg(T v) {
    return std::to_string(v);
}

inline QString toText(const Problem& p) {
    if (p.empty())
        return {};
    const QString text = QCoreApplication::translate("tengen", p.text);
    // %1 to %4 in one pass from left to right, so that an argument's own text (a "%2" in a
    // file's value) is never read as a marker; a template without them is left as it is.
    const std::string* args[] = {&p.arg, &p.arg2, &p.arg3, &p.arg4};
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('%') && i + 1 < text.size() && text[i + 1] >= QLatin1Char('1') &&
            text[i + 1] <= QLatin1Char('4')) {
            out += QString::fromStdString(*args[text[i + 1].unicode() - '1']);
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

} // namespace tengen
