#include "cli.h"

#include "common/translations.h"

#include <QCoreApplication>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tengen-cli"));
    tengen::installTranslations(tengen::languageFromEnvironment());
    QTextStream out(stdout);
    QTextStream err(stderr);
    int code = tengen::cli::run(app.arguments().mid(1), out, err);
    out.flush();
    err.flush();
    return code;
}
