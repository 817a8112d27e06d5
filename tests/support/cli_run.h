#pragma once
// tengen-cli run in the test's own process: its exit status and what it printed.
#include "cli/cli.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace tengen::test {

struct CliRun {
    int code;
    QString out, err;
};

inline CliRun cli(const QStringList& args) {
    QString out, err;
    QTextStream o(&out), e(&err);
    const int code = tengen::cli::run(args, o, e);
    o.flush();
    e.flush();
    return {code, out, err};
}

} // namespace tengen::test
