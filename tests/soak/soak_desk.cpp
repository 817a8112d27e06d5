// The desk app in the multi-process test: the real main window (offscreen) doing what a desk
// does on the day, in a loop, while tengen-cli processes write the same file:
//   tengen_soak_desk FILE LOG SEED STOPFILE TABLES PLAYERS SHARED-PLAYERS
// It registers players, edits the club of its own players, sets their participation, enters
// results at its own tables through the Rounds view's result field, and every second opens a
// file dialog on the tournament's folder and cancels it. Each action the app confirmed is
// written to LOG ("ok ..."), a refusal as "error ...". When STOPFILE appears it stops, waits for
// the views to catch up with the file, compares them with the file and writes "views ok" or
// "views differ ...", then quits.
#include "file_dialogs.h"
#include "main_window.h"
#include "player_table_model.h"
#include "registration_view.h"
#include "rounds_view.h"
#include "tournament_document.h"

#include "confirm.h"
#include "tournament/result_codec.h"
#include <QAction>

#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTimer>
#include <random>

using namespace tengen;
using namespace tengen::gui;

namespace {

QFile logFile;

void log(const QString& line) {
    logFile.write(line.toUtf8() + '\n');
    logFile.flush(); // written by the kernel even if this process is killed the next moment
}

QString resultCode(GameResult r) {
    switch (r) {
    case GameResult::WhiteWins:
        return QStringLiteral("1");
    case GameResult::BlackWins:
        return QStringLiteral("2");
    case GameResult::Jigo:
        return QStringLiteral("=");
    default:
        return QStringLiteral("0");
    }
}

// Players and rounds as the views show them, against the file.
QString compareViews(MainWindow& window) {
    TournamentDocument* doc = window.document();
    PlayerTableModel* model = window.registrationView()->model();
    const std::vector<Player> stored =
        store::TournamentFile::open(doc->file().path())->players().all();
    if (model->rowCount() != static_cast<int>(stored.size()))
        return QStringLiteral("the list shows %1 players, the file has %2")
            .arg(model->rowCount())
            .arg(stored.size());
    for (const Player& p : stored) {
        const Player* shown = model->playerById(p.id);
        if (!shown || !(*shown == p))
            return QStringLiteral("player %1 differs").arg(p.id);
    }
    window.showRound(1);
    QTableWidget* table = window.roundsView()->table();
    const std::vector<Game> games = doc->file().rounds().games(RoundNo{1});
    if (table->rowCount() != static_cast<int>(games.size()))
        return QStringLiteral("round 1 shows %1 games, the file has %2")
            .arg(table->rowCount())
            .arg(games.size());
    for (int row = 0; row < table->rowCount(); ++row) {
        const bool shownResult = !table->item(row, 6)->text().isEmpty();
        if (shownResult != (games[row].result != GameResult::Unknown))
            return QStringLiteral("table %1's result differs").arg(games[row].table);
    }
    return {};
}

} // namespace

int main(int argc, char** argv) {
    registerFileTypes();
    QApplication app(argc, argv);
    // A jigo at komi 7.5 asks the referee's reason: the soak's referee always has one.
    tengen::gui::setReasonAnswerer([](const QString&) {
        return std::optional<QString>(QStringLiteral("the referee's decision"));
    });
    QStandardPaths::setTestModeEnabled(true);
    if (argc != 8)
        return 2;
    const QString path = QString::fromLocal8Bit(argv[1]);
    logFile.setFileName(QString::fromLocal8Bit(argv[2]));
    if (!logFile.open(QIODevice::Append))
        return 2;
    std::mt19937 random(static_cast<unsigned>(std::atoi(argv[3])));
    const QString stopFile = QString::fromLocal8Bit(argv[4]);
    std::vector<int> tables;
    for (const QString& t : QString::fromLocal8Bit(argv[5]).split(QLatin1Char(',')))
        tables.push_back(t.toInt());
    std::vector<PlayerId> own, shared;
    for (const QString& id : QString::fromLocal8Bit(argv[6]).split(QLatin1Char(',')))
        own.push_back(PlayerId{id.toLongLong()});
    for (const QString& id : QString::fromLocal8Bit(argv[7]).split(QLatin1Char(',')))
        shared.push_back(PlayerId{id.toLongLong()});

    MainWindow window;
    QString lastReport;
    window.setReporter(
        [&](const QString&, const QString& text, const QString&) { lastReport = text; });
    if (!window.openFile(path)) {
        log(QStringLiteral("error open %1").arg(lastReport));
        return 1;
    }
    window.show();
    window.showRound(1);
    window.roundsView()->setMessageSink([&](const QString& m) { lastReport = m; });
    // Every file dialog is closed as soon as it has listed the folder.
    setFileDialogHook([](QFileDialog& dialog) {
        auto* model = dialog.findChild<QFileSystemModel*>();
        QObject::connect(model, &QFileSystemModel::directoryLoaded, &dialog,
                         [&dialog] { QTimer::singleShot(50, &dialog, &QDialog::reject); });
        QTimer::singleShot(3000, &dialog, &QDialog::reject);
    });
    QAction* import = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text() == QStringLiteral("&Import players…"))
            import = a;
    if (!import) {
        log(QStringLiteral("error no Import players action"));
        return 1;
    }

    const qint64 pid = QCoreApplication::applicationPid();
    int n = 0;
    QTimer actions;
    QObject::connect(&actions, &QTimer::timeout, [&] {
        if (QFileInfo::exists(stopFile)) {
            actions.stop();
            // Another program's last change shows within a second.
            QTimer::singleShot(1500, [&] {
                const QString difference = compareViews(window);
                log(difference.isEmpty() ? QStringLiteral("views ok")
                                         : QStringLiteral("views differ: ") + difference);
                QCoreApplication::quit();
            });
            return;
        }
        ++n;
        TournamentDocument* doc = window.document();
        try {
            switch (random() % 6) {
            case 0: {
                Player p;
                p.familyNative = "桌";
                p.givenNative = QStringLiteral("D%1-%2").arg(pid).arg(n).toStdString();
                p.declaredRank = Rank::kyu(5);
                log(QStringLiteral("try add %1").arg(QString::fromStdString(p.givenNative)));
                const RegisterOutcome added = doc->registerPlayer(p, true);
                if (added.refusal)
                    throw store::StoreError::translated(toText(added.refusal));
                log(QStringLiteral("ok add %1 %2")
                        .arg(QString::fromStdString(p.givenNative))
                        .arg(added.stored.id));
                break;
            }
            case 1: {
                const PlayerId id = own[random() % own.size()];
                const Player* seen = window.registrationView()->model()->playerById(id);
                if (!seen)
                    break;
                Player after = *seen;
                after.club = QStringLiteral("D-club-%1-%2").arg(pid).arg(n).toStdString();
                log(QStringLiteral("try edit %1 club %2")
                        .arg(id)
                        .arg(QString::fromStdString(after.club)));
                if (const Refusal r = doc->editPlayer(*seen, after))
                    throw store::StoreError::translated(toText(r));
                log(QStringLiteral("ok edit %1 club %2")
                        .arg(id)
                        .arg(QString::fromStdString(after.club)));
                break;
            }
            case 2: {
                const PlayerId id = own[random() % own.size()];
                const Player* seen = window.registrationView()->model()->playerById(id);
                if (!seen)
                    break;
                const int round = 2 + static_cast<int>(random() % 4);
                const Participation state =
                    random() % 2 ? Participation::Absent : Participation::Present;
                log(QStringLiteral("try round %1 %2 %3")
                        .arg(id)
                        .arg(round)
                        .arg(QString::fromLatin1(participationId(state).data())));
                if (const Refusal r = doc->setParticipation({*seen}, {round, state, std::nullopt}))
                    throw store::StoreError::translated(toText(r));
                log(QStringLiteral("ok round %1 %2 %3")
                        .arg(id)
                        .arg(round)
                        .arg(QString::fromLatin1(participationId(state).data())));
                break;
            }
            case 3: {
                const int table = tables[random() % tables.size()];
                const GameResult r = static_cast<GameResult>(1 + random() % 4);
                window.roundsView()->resultEdit()->setText(
                    QStringLiteral("%1 %2").arg(table).arg(resultCode(r)));
                log(QStringLiteral("try result %1 %2")
                        .arg(table)
                        .arg(QString::fromLatin1(encodeResult(r, ResultVocabulary::File).data())));
                if (window.roundsView()->enterResult())
                    log(QStringLiteral("ok result %1 %2")
                            .arg(table)
                            .arg(QString::fromLatin1(
                                encodeResult(r, ResultVocabulary::File).data())));
                else
                    log(QStringLiteral("error result %1: %2").arg(table).arg(lastReport));
                break;
            }
            case 5: {
                // A player everyone edits: the desk writes the category, the lanes other fields.
                const PlayerId id = shared[random() % shared.size()];
                const Player* seen = window.registrationView()->model()->playerById(id);
                if (!seen)
                    break;
                Player after = *seen;
                after.category = QStringLiteral("D-cat-%1-%2").arg(pid).arg(n).toStdString();
                log(QStringLiteral("try category %1 %2")
                        .arg(id)
                        .arg(QString::fromStdString(after.category)));
                if (const Refusal r = doc->editPlayer(*seen, after))
                    throw store::StoreError::translated(toText(r));
                log(QStringLiteral("ok category %1 %2")
                        .arg(id)
                        .arg(QString::fromStdString(after.category)));
                break;
            }
            case 4:
                if (n % 3 == 0) {
                    import->trigger(); // a file dialog on the tournament's folder, cancelled
                    log(QStringLiteral("dialog"));
                }
                break;
            }
        } catch (const store::StoreError& e) {
            log(QStringLiteral("error %1").arg(e.message()));
        }
    });
    actions.start(20);
    return QApplication::exec();
}
