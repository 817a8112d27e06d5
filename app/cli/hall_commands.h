#pragma once
// tengen-cli hall: the table devices' server without the desk app (hall T.tengen), the tables'
// join codes (hall codes T.tengen) and the simulator of a hall of devices (hall simulate).
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

int cmdHall(const QStringList& args, QTextStream& out);

} // namespace tengen::cli
