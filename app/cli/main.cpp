#include "cli.h"

#include "common/translations.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <unistd.h>

int main(int argc, char* argv[]) {
    // PDF documents need Qt Gui's fonts; the command line never shows a window.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without a desktop session Qt would warn on every run that XDG_RUNTIME_DIR is not set.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const QByteArray dir = QDir::tempPath().toLocal8Bit() + "/tengen-runtime-" +
                               QByteArray::number(static_cast<qint64>(getuid()));
        QDir().mkpath(QString::fromLocal8Bit(dir));
        QFile::setPermissions(QString::fromLocal8Bit(dir), QFileDevice::ReadOwner |
                                                               QFileDevice::WriteOwner |
                                                               QFileDevice::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", dir);
    }
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
