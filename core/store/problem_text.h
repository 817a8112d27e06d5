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
    return text.contains(QLatin1String("%1")) ? text.arg(QString::fromStdString(p.arg)) : text;
}

} // namespace tengen
