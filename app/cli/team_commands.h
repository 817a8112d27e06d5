#pragma once
// tengen-cli team add|edit|list|remove: the teams of a team event (issue #32).
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

int cmdTeam(const QStringList& args, QTextStream& out);

} // namespace tengen::cli
