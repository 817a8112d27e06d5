#pragma once
// tengen-cli clock simulate: a press script replayed in fake time, every call and flag printed.
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

int cmdClock(const QStringList& args, QTextStream& out, QTextStream& err);

} // namespace tengen::cli
