#pragma once
// tengen-cli verify and score: the rules core on game records.
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

int cmdVerify(const QStringList& args, QTextStream& out, QTextStream& err);
int cmdScore(const QStringList& args, QTextStream& out, QTextStream& err);

} // namespace tengen::cli
