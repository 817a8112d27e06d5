#pragma once
// tengen-cli pair, result and pair-check: pairing rounds, entering results, and "would Tengen
// have paired an OpenGotha tournament the same way?"
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

int cmdPairCheck(const QStringList& args, QTextStream& out, QTextStream& err);
// tengen-cli pair T.tengen --round R [--json] | --explain ID ID [--round R] | --unpair
int cmdPair(const QStringList& args, QTextStream& out);
// tengen-cli result T.tengen --round R --table N --result w|b|=|0|1|? [--forfeit]
int cmdResult(const QStringList& args, QTextStream& out);
// tengen-cli settings T.tengen [--preset ID] [--set KEY=VALUE ...] [--reason TEXT] [--json]
int cmdSettings(const QStringList& args, QTextStream& out);

} // namespace tengen::cli
