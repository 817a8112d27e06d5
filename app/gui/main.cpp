// tengen: the desktop organiser. `tengen [FILE.tengen] [--lang zh_CN|en]`.
#include "board_widget.h"
#include "common/translations.h"
#include "confirm.h"
#include "dispute_view.h"
#include "file_dialogs.h"
#include "main_window.h"
#include "referee_view.h"

#include "clock/qt/clip_speaker.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMenuBar>
#include <QTextStream>

namespace {
void nameTheApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("Tengen"));
    QCoreApplication::setApplicationName(QStringLiteral("Tengen"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TENGEN_VERSION));
}

// --check: the window's title, its menus and the spoken-call clips found, on standard output.
void printCheck(const tengen::gui::MainWindow& window) {
    QTextStream out(stdout);
    out << QStringLiteral("title: %1\n").arg(window.windowTitle());
    QStringList menus;
    for (const QAction* menu : window.menuBar()->actions())
        menus << menu->text().remove(QLatin1Char('&'));
    out << QStringLiteral("menus: %1\n").arg(menus.join(QStringLiteral(", ")));
    for (const auto& [code, language] : tengen::clock::kCallLanguages)
        out << QStringLiteral("clips %1: %2 %3\n")
                   .arg(QLatin1String(code.data(), static_cast<qsizetype>(code.size())),
                        QString::number(tengen::clock::VoiceBank::installedClipCount(language)),
                        tengen::clock::VoiceBank::installedClips(language));
}
} // namespace

int main(int argc, char* argv[]) {
    tengen::gui::registerFileTypes();
    QCommandLineParser parser;
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    QCommandLineOption lang(QStringLiteral("lang"),
                            QStringLiteral("Language: zh_CN, zh_TW, ja, ko or en."),
                            QStringLiteral("language"));
    parser.addOption(lang);
    QCommandLineOption dispute(QStringLiteral("dispute"),
                               QStringLiteral("Open a game record in the Dispute view."),
                               QStringLiteral("game.sgf"));
    parser.addOption(dispute);
    QCommandLineOption dead(QStringLiteral("dead"),
                            QStringLiteral("With --dispute: dead stones, e.g. D16,Q3."),
                            QStringLiteral("points"));
    parser.addOption(dead);
    QCommandLineOption tables(QStringLiteral("tables"),
                              QStringLiteral("Open the referee screen with this many clocks."),
                              QStringLiteral("count"));
    QCommandLineOption control(
        QStringLiteral("control"),
        QStringLiteral(
            "With --tables: the time control, e.g. byoyomi:main=60m,period=60s,periods=3."),
        QStringLiteral("spec"));
    QCommandLineOption startRound(QStringLiteral("start"),
                                  QStringLiteral("With --tables: start every clock."));
    QCommandLineOption roundView(QStringLiteral("round"),
                                 QStringLiteral("Show the Rounds view at round N."),
                                 QStringLiteral("N"));
    QCommandLineOption calls(QStringLiteral("calls"),
                             QStringLiteral("With --tables: speak the calls in zh, en, ja or ko."),
                             QStringLiteral("language"));
    QCommandLineOption tableMode(
        QStringLiteral("table-mode"),
        QStringLiteral("With --tables: show table N full screen (two big clocks)."),
        QStringLiteral("N"));
    parser.addOption(calls);
    parser.addOption(tableMode);
    parser.addOption(tables);
    parser.addOption(control);
    parser.addOption(startRound);
    parser.addOption(roundView);
    QCommandLineOption reportsView(QStringLiteral("reports"),
                                   QStringLiteral("Show the Reports view."));
    parser.addOption(reportsView);
    // The installed package's check (scripts/package --check): the window opened as a director
    // sees it, then what was found printed, and the program quits.
    QCommandLineOption check(
        QStringLiteral("check"),
        QStringLiteral("Open the window (and the file), print its title, "
                       "the menus and the spoken-call clips found, and quit."));
    parser.addOption(check);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("The tournament file to open."));
    // --help and --version need no display (#44: they aborted without one): answered before
    // the window system is asked for.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    if (parser.parse(arguments) &&
        (parser.isSet(help) || parser.isSet(version) || parser.isSet(QStringLiteral("help-all")))) {
        QCoreApplication core(argc, argv);
        nameTheApplication();
        parser.process(core); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    nameTheApplication();
    parser.process(app);

    if (!parser.value(lang).isEmpty() &&
        !tengen::availableLanguages().contains(parser.value(lang))) {
        QTextStream(stderr) << "tengen: --lang " << parser.value(lang) << ": one of "
                            << tengen::availableLanguages().join(QStringLiteral(", ")) << '\n';
        return 2;
    }
    tengen::installTranslations(tengen::gui::startLanguage(parser.value(lang)));

    tengen::gui::MainWindow window;
    if (parser.isSet(check)) {
        // Nobody answers a dialog in a check (#45: a refused file waited for ever): what a
        // message box would say goes to standard error, a question is answered no, and the
        // exit status says whether the file opened.
        window.setReporter([](const QString& title, const QString& text, const QString& details) {
            QTextStream(stderr) << title << ": " << text
                                << (details.isEmpty() ? QString() : QStringLiteral("\n") + details)
                                << '\n';
        });
        tengen::gui::setConfirmationAnswerer([](const QString& title, const QString& question) {
            QTextStream(stderr) << title << ": " << question << " (no)\n";
            return false;
        });
    }
    window.show();
    bool opened = true;
    if (!parser.positionalArguments().isEmpty())
        opened = window.openFile(parser.positionalArguments().front());
    if (parser.isSet(dispute) && window.openGameRecord(parser.value(dispute)) &&
        parser.isSet(dead)) {
        std::vector<tengen::go::Coord> points;
        const int size = window.disputeView()->boardWidget()->board().size();
        for (const QString& t : parser.value(dead).split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (auto c = tengen::go::tryParsePoint(t.trimmed().toStdString(), size))
                points.push_back(*c);
        window.disputeView()->markDead(points);
    }
    if (parser.isSet(roundView))
        window.showRound(parser.value(roundView).toInt());
    if (parser.isSet(reportsView))
        window.showReports();
    if (parser.isSet(tables)) {
        const QString error =
            window.showClocks(parser.value(tables).toInt(),
                              parser.value(control).isEmpty()
                                  ? QStringLiteral("byoyomi:main=60m,period=60s,periods=3")
                                  : parser.value(control),
                              parser.isSet(startRound));
        if (!error.isEmpty())
            qWarning("%s", qPrintable(error));
        if (parser.isSet(calls)) {
            const auto language =
                tengen::clock::tryParseLanguage(parser.value(calls).toStdString());
            if (!language)
                qWarning("--calls must be zh, en, ja or ko");
            else if (const QString problem =
                         window.refereeView()->calls().setCallLanguage(language);
                     !problem.isEmpty())
                qWarning("%s", qPrintable(problem));
        }
        if (parser.isSet(tableMode))
            window.refereeView()->tiles().showTableMode(parser.value(tableMode).toInt());
    }
    if (parser.isSet(check)) {
        QApplication::processEvents();
        printCheck(window);
        return opened ? 0 : 1;
    }
    return app.exec();
}
