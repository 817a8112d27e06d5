#pragma once
// A core Problem in the user's language.
#include "tournament/problem.h"

#include <QCoreApplication>
#include <QString>

namespace tengen {

inline QString toText(const Problem& p) {
    if (p.empty())
        return {};
    QString text = QCoreApplication::translate("tengen", p.text);
    // %1 to %4 in turn (a template without them is left as it is; QString::arg would warn).
    const std::string* args[] = {&p.arg, &p.arg2, &p.arg3, &p.arg4};
    for (int k = 0; k < 4; ++k) {
        const QString mark = QStringLiteral("%") + QString::number(k + 1);
        text.replace(mark, QString::fromStdString(*args[k]));
    }
    return text;
}

} // namespace tengen
