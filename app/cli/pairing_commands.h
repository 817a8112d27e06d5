#pragma once
// tengen-cli pair-check: would Tengen have paired an OpenGotha tournament the same way?
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

int cmdPairCheck(const QStringList& args, QTextStream& out, QTextStream& err);

} // namespace tengen::cli
