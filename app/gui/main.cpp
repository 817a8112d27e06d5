// tengen: the desktop organiser. `tengen [FILE.tengen] [--lang zh_CN|en]`.
#include "common/translations.h"
#include "dispute_view.h"
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Tengen"));
    QApplication::setApplicationName(QStringLiteral("Tengen"));
    QApplication::setApplicationVersion(QStringLiteral(TENGEN_VERSION));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Language: zh_CN or en."),
                            QStringLiteral("language"));
    parser.addOption(lang);
    QCommandLineOption dispute(QStringLiteral("dispute"),
                               QStringLiteral("Open a game record in the Dispute view."),
                               QStringLiteral("game.sgf"));
    parser.addOption(dispute);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("The tournament file to open."));
    parser.process(app);

    QString language = parser.value(lang);
    if (language.isEmpty())
        language = QSettings()
                       .value(QStringLiteral("language"), tengen::languageFromEnvironment())
                       .toString();
    tengen::installTranslations(language);

    tengen::gui::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().front());
    if (parser.isSet(dispute))
        window.openGameRecord(parser.value(dispute));
    return app.exec();
}
