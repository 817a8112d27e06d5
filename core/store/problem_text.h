#pragma once
// A core Problem in the user's language.
#include "base/problem.h"
#include "records.h"

#include <QCoreApplication>
#include <QString>
#include <string>
#include <type_traits>

namespace tengen {

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
template <typename Tag, typename Rep> inline std::string problemArg(StrongId<Tag, Rep> id) {
    return std::to_string(id.value());
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

// "players.csv:7: 张三 may be the same player as 张三, already registered as #12 (the same EGD
// PIN)", in the user's language.
inline QString toText(const store::ImportDuplicate& d) {
    const QString place = QStringLiteral("%1:%2").arg(d.file).arg(d.line);
    if (d.registered != 0)
        return QCoreApplication::translate(
                   "tengen", "%1: %2 may be the same player as %3, already registered as #%4 (%5)")
            .arg(place, d.name, d.otherName)
            .arg(d.registered)
            .arg(toText(d.reason));
    return QCoreApplication::translate("tengen",
                                       "%1: %2 may be the same player as %3 on line %4 (%5)")
        .arg(place, d.name, d.otherName)
        .arg(d.otherLine)
        .arg(toText(d.reason));
}

} // namespace tengen
