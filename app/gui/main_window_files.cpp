// The desk's files (the main window's File menu and its start page): open, create, import, save a
// copy, close, the recent files and the demo.
#include "main_window.h"

#include "actions/player_files.h"
#include "actions/tournament.h"
#include "common/translations.h"
#include "file_dialogs.h"
#include "formats/importers.h"
#include "new_tournament_dialog.h"
#include "tournament_document.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QVBoxLayout>

namespace tengen::gui {

namespace {
const QString kRecentFiles = QStringLiteral("recentFiles");
constexpr int kRecentFilesMax = 8;
} // namespace

bool MainWindow::saveCopy(const QString& path, bool replace) {
    if (!doc_)
        return false;
    if (const Refusal r = saveTournamentCopy(doc_->file(), path, replace)) {
        report(tr("Save a copy"), toText(r));
        return false;
    }
    statusBar()->showMessage(tr("A copy of the tournament as it stands now is in %1").arg(path),
                             8000);
    return true;
}

bool MainWindow::openFile(const QString& path) {
    try {
        auto file = store::TournamentFile::open(path);
        closeFile();
        doc_ = std::make_unique<TournamentDocument>(std::move(file));
    } catch (const store::StoreError& e) {
        report(tr("Cannot open the tournament"), e.message());
        return false;
    }
    QUndoStack* undo = doc_->undoStack();
    connect(undoAction_, &QAction::triggered, undo, &QUndoStack::undo);
    connect(redoAction_, &QAction::triggered, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::canUndoChanged, undoAction_, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, redoAction_, &QAction::setEnabled);
    connect(undo, &QUndoStack::indexChanged, this, &MainWindow::retranslate);
    connect(doc_.get(), &TournamentDocument::settingsChanged, this, &MainWindow::updateTitle);
    // An undo or redo the file refused (another program changed what it would undo).
    // Queued: the report (a message box) must not run inside QUndoStack::undo(); the stack
    // does not tell about a command it dropped, so the Undo and Redo actions are updated here.
    connect(
        doc_.get(), &TournamentDocument::operationFailed, this,
        [this](const QString& message) {
            if (doc_) {
                undoAction_->setEnabled(doc_->undoStack()->canUndo());
                redoAction_->setEnabled(doc_->undoStack()->canRedo());
                retranslate();
            }
            report(tr("Not done"), message);
        },
        Qt::QueuedConnection);
    try {
        referee_->setTournamentFile(&doc_->file());
        registration_->setDocument(doc_.get());
        teams_->setDocument(doc_.get());
        rounds_->setDocument(doc_.get());
        reports_->setDocument(doc_.get());
    } catch (const store::StoreError& e) {
        report(tr("Cannot open the tournament"), e.message());
        closeFile();
        return false;
    }
    learnRights();
    // A server's URL is remembered and shown without its password.
    rememberRecent(doc_->file().path());
    if (!store::isServerUrl(path))
        setDefaultFolder(QFileInfo(path).absolutePath());
    updateTitle();
    if (doc_->file().isReadOnly())
        report(tr("Opened to read only"), doc_->file().readOnlyReason());
    statusBar()->showMessage(tr("Opened %1").arg(doc_->file().path()), 5000);
    return true;
}

bool MainWindow::createFile(const QString& path, const TournamentSettings& settings,
                            const std::optional<Stage>& first) {
    CreatedTournament created = createTournament(path, settings);
    std::unique_ptr<store::TournamentFile> file = std::move(created.file);
    if (!file) {
        report(tr("Cannot create the tournament"), toText(created.refusal));
        return false;
    }
    if (first) {
        try {
            makeStagedEvent(*file, *first);
        } catch (const store::StoreError& e) {
            report(tr("Cannot create the tournament"), e.message());
            return false;
        }
    }
    file.reset();
    return openFile(path);
}

bool MainWindow::openGameRecord(const QString& path) {
    tabs_->setCurrentWidget(dispute_);
    const QString error = dispute_->openSgf(path);
    if (!error.isEmpty())
        report(tr("Cannot read the game record"), error);
    return error.isEmpty();
}

QString MainWindow::showClocks(int tables, const QString& control, bool start) {
    tabs_->setCurrentWidget(referee_);
    const QString error = referee_->setUpHall(tables, control);
    if (error.isEmpty() && start)
        referee_->hall()->startAll();
    return error;
}

void MainWindow::showRound(int round) {
    rounds_->setRound(round);
    tabs_->setCurrentWidget(rounds_);
}

void MainWindow::showReports() {
    tabs_->setCurrentWidget(reports_);
}

void MainWindow::closeFile() {
    if (!doc_)
        return;
    registration_->setDocument(nullptr);
    teams_->setDocument(nullptr);
    rounds_->setDocument(nullptr);
    reports_->setDocument(nullptr);
    referee_->setTournamentFile(nullptr);
    if (ratingList_)
        ratingList_->hide(); // it registers into the tournament that was open
    setDefaultFolder({});
    disconnect(undoAction_, &QAction::triggered, nullptr, nullptr);
    disconnect(redoAction_, &QAction::triggered, nullptr, nullptr);
    undoAction_->setEnabled(false);
    redoAction_->setEnabled(false);
    doc_.reset();
    rights_ = store::DeskRights::all();
    roles_.reset();
    retranslate();
}

bool MainWindow::importFile(const QString& path, const QString& formatName) {
    if (!doc_)
        return false;
    auto format = formats::tryParseImportFormat(formatName);
    if (!format)
        return false;
    // A federation's rating list holds thousands: all of them are registered only when the
    // director says so (to pick a few: Players → Add from a rating list…). Read once: the
    // question counts the players, the import takes what was read; a file with errors is
    // reported below without a question.
    ImportRequest request{path, *format, QString(), std::nullopt};
    if (*format == formats::ImportFormat::Egd || *format == formats::ImportFormat::Ffg ||
        *format == formats::ImportFormat::Aga) {
        request.parsed = parsePlayersFile(path, *format);
        const int players = static_cast<int>(request.parsed->batch.players.size());
        if (request.parsed->ok() &&
            !confirm(this, tr("Import a whole rating list"),
                     tr("%1 is a rating list of %n player(s). Register every one of them? To "
                        "register some, use Players → Add from a rating list… instead.",
                        "", players)
                         .arg(QFileInfo(path).fileName())))
            return false;
    }
    const ImportResult result = doc_->importPlayers(request);
    QStringList warnings;
    for (const auto& w : result.warnings)
        warnings << w.toString();
    if (!result.errors.empty()) {
        QStringList errors;
        for (const auto& e : result.errors)
            errors << e.toString();
        report(tr("Nothing was imported"),
               tr("%n problem(s) in %1. Correct the file and import it again.", "",
                  static_cast<int>(errors.size()))
                       .arg(QFileInfo(path).fileName()) +
                   QStringLiteral("\n\n") + errors.mid(0, 5).join(QLatin1Char('\n')),
               (errors + warnings).join(QLatin1Char('\n')));
        return false;
    }
    if (!result.refusal.done()) {
        report(tr("Nothing was imported"), toText(result.refusal));
        return false;
    }
    const store::ImportOutcome& outcome = result.outcome;
    QString text = tr("Imported %n player(s).", "", outcome.added);
    if (outcome.settingsApplied)
        text += QLatin1Char('\n') + tr("The tournament settings were taken from the file.");
    if (const QString rounds = importedRoundsText(outcome); !rounds.isEmpty())
        text += QLatin1Char('\n') + rounds;
    QStringList dups;
    for (const auto& d : outcome.likelyDuplicates)
        dups << toText(d);
    if (!dups.empty())
        text += QLatin1Char('\n') + tr("%n possible duplicate(s) to check: nothing was merged.", "",
                                       static_cast<int>(dups.size()));
    // What the reader read otherwise than written (a rank clamped as OpenGotha clamps it, a
    // game of a player nobody is): the director sees each, not only a passing status line.
    if (!warnings.empty())
        text += QLatin1Char('\n') + tr("%n warning(s) about the file: read, but not everywhere "
                                       "as written; see the details.",
                                       "", static_cast<int>(warnings.size()));
    if (!dups.empty() || !warnings.empty()) {
        report(tr("Import finished"), text, (dups + warnings).join(QLatin1Char('\n')));
    } else {
        statusBar()->showMessage(text, 8000);
    }
    return true;
}

void MainWindow::newTournament() {
    TournamentSettings initial;
    const QDate today = QDate::currentDate();
    initial.firstDay = initial.lastDay =
        boost::gregorian::date(today.year(), today.month(), today.day());
    NewTournamentDialog dialog(initial, this);
    dialog.offerFormatsOfPlay();
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString path =
        saveFileName(this, tr("New tournament file"), tr("Tengen tournaments (*.tengen)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".tengen")))
        path += QLatin1String(".tengen");
    createFile(path, dialog.settings(), dialog.firstStage());
}

void MainWindow::openDialog() {
    const QString path = openFileName(this, tr("Open tournament"),
                                      tr("Tengen tournaments (*.tengen);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::importDialog() {
    if (!doc_)
        return;
    const QString path = openFileName(this, tr("Import players"),
                                      tr("Player lists (*.csv *.txt *.xml);;All files (*)"));
    if (path.isEmpty())
        return;
    const std::vector<std::pair<formats::ImportFormat, QString>> formats = {
        {formats::ImportFormat::Csv, tr("CSV spreadsheet (UTF-8 or GB18030)")},
        {formats::ImportFormat::Egd, tr("EGD rating list (allworld_lp)")},
        {formats::ImportFormat::Ffg, tr("FFG rating list (échelle)")},
        {formats::ImportFormat::Aga, tr("AGA TDList")},
        {formats::ImportFormat::OpenGotha, tr("OpenGotha tournament (.xml)")}};
    QStringList labels;
    int guess = 0;
    const formats::ImportFormat guessed = guessImportFormat(path);
    for (const auto& [format, label] : formats) {
        if (format == guessed)
            guess = static_cast<int>(labels.size());
        labels << label;
    }
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Import players"));
    dialog.setLabelText(tr("Format of %1").arg(QFileInfo(path).fileName()));
    dialog.setComboBoxItems(labels);
    dialog.setComboBoxEditable(false);
    dialog.setTextValue(labels[guess]);
    // The choice by its place in the list, never by its (translated) text.
    QComboBox* box = dialog.findChild<QComboBox*>();
    if (box)
        box->setCurrentIndex(guess);
    if (dialog.exec() != QDialog::Accepted || !box)
        return;
    const int chosen = box->currentIndex();
    if (chosen < 0 || chosen >= static_cast<int>(formats.size()))
        return;
    importFile(path, QString::fromLatin1(importFormatId(formats[chosen].first)));
}

void MainWindow::rememberRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(kRecentFiles).toStringList();
    const QString absolute = store::isServerUrl(path) ? path : QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kRecentFilesMax)
        recent.removeLast();
    settings.setValue(kRecentFiles, recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu() {
    recentMenu_->clear();
    const QStringList recent = QSettings().value(kRecentFiles).toStringList();
    for (const QString& path : recent)
        recentMenu_->addAction(shortName(path) + QStringLiteral("  —  ") + path, this,
                               [this, path] { openFile(path); });
    recentMenu_->setEnabled(!recent.isEmpty());
    updateStartPage();
}

// What a newcomer sees first (#34): a new event, an event to open, the demo, the recent files.
void MainWindow::buildStartPage() {
    startPage_ = new QWidget(this);
    auto* layout = new QVBoxLayout(startPage_);
    welcome_ = new QLabel(startPage_);
    welcome_->setAlignment(Qt::AlignCenter);
    welcome_->setWordWrap(true);
    startNew_ = new QPushButton(startPage_);
    startOpen_ = new QPushButton(startPage_);
    startDemo_ = new QPushButton(startPage_);
    startConnect_ = new QPushButton(startPage_);
    recentLabel_ = new QLabel(startPage_);
    recentList_ = new QListWidget(startPage_);
    recentList_->setMaximumWidth(640);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    for (QPushButton* b : {startNew_, startOpen_, startDemo_, startConnect_})
        buttons->addWidget(b);
    buttons->addStretch();
    layout->addStretch();
    layout->addWidget(welcome_);
    layout->addLayout(buttons);
    layout->addSpacing(24);
    layout->addWidget(recentLabel_, 0, Qt::AlignHCenter);
    layout->addWidget(recentList_, 0, Qt::AlignHCenter);
    layout->addStretch();
    connect(startNew_, &QPushButton::clicked, this, &MainWindow::newTournament);
    connect(startOpen_, &QPushButton::clicked, this, &MainWindow::openDialog);
    connect(startDemo_, &QPushButton::clicked, this, [this] { openDemo(); });
    connect(startConnect_, &QPushButton::clicked, this, &MainWindow::connectDialog);
    connect(recentList_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { openFile(item->data(Qt::UserRole).toString()); });
}

void MainWindow::updateStartPage() {
    if (!recentList_)
        return;
    recentList_->clear();
    const QStringList recent = QSettings().value(kRecentFiles).toStringList();
    for (const QString& path : recent) {
        auto* item = new QListWidgetItem(shortName(path) + QStringLiteral("  —  ") + path);
        item->setData(Qt::UserRole, path);
        recentList_->addItem(item);
    }
    recentLabel_->setVisible(!recent.isEmpty());
    recentList_->setVisible(!recent.isEmpty());
}

bool MainWindow::openDemo() {
    // The demo lives in the desk's own data folder; made once, then opened as it was left.
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder);
    const QString path = QDir(folder).filePath(QStringLiteral("demo.tengen"));
    if (!QFile::exists(path)) {
        if (const Refusal refusal = createDemoTournament(path).refusal) {
            report(tr("Cannot create the tournament"), toText(refusal));
            return false;
        }
    }
    return openFile(path);
}

} // namespace tengen::gui
