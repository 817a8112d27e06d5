#pragma once
// tengen-cli player and import: registering, editing and listing players, and importing a list
// of them from another program's file.
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

// tengen-cli player add|list|edit|withdraw|delete|duplicates|round T.tengen ...
int cmdPlayer(const QStringList& rest, QTextStream& out);
// tengen-cli import T.tengen FILE --format csv|egd|ffg|aga|opengotha [--encoding E] [--json]
int cmdImport(const QStringList& rest, QTextStream& out, QTextStream& err);

} // namespace tengen::cli
