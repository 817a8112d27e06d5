#pragma once
// tengen-cli: every registration action, headless. Exit codes per the contract in
// docs/architecture.md, "The CLI contract": 0 success, 1 the input is wrong (bad file, bad rank,
// refused file), 2 usage.
#include <QStringList>
#include <QTextStream>

namespace tengen::cli {

enum ExitCode { kOk = 0, kInvalid = 1, kUsage = 2 };

// `args` excludes the program name.
int run(const QStringList& args, QTextStream& out, QTextStream& err);
// The language of the command running: its --lang, else the environment's.
QString commandLanguage();

} // namespace tengen::cli
