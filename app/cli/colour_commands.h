#pragma once
// tengen-cli colours: draw a round's colours (lots or digital nigiri) with a published
// commitment, verify a draw from its revealed seed, reveal it, change one table with a reason.
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

int cmdColours(const QStringList& args, QTextStream& out, QTextStream& err);

} // namespace tengen::cli
