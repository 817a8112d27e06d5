#pragma once
// A core Problem in the user's language.
#include "base/problem.h"
#include "base/qt_text.h"
#include "records.h"

#include <QCoreApplication>
#include <QString>
#include <string>
#include <type_traits>

namespace tengen {

template <typename Tag, typename Rep> inline std::string problemArg(StrongId<Tag, Rep> id) {
    return std::to_string(id.value());
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
