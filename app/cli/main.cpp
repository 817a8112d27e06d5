#include "cli.h"

#include "common/translations.h"

#include <QGuiApplication>

int main(int argc, char* argv[]) {
    // PDF documents need Qt Gui's fonts; the command line never shows a window.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tengen-cli"));
    tengen::installTranslations(tengen::languageFromEnvironment());
    QTextStream out(stdout);
    QTextStream err(stderr);
    int code = tengen::cli::run(app.arguments().mid(1), out, err);
    out.flush();
    err.flush();
    return code;
}
