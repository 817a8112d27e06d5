#include "main_window.h"
#include "actions/player_files.h"

#include "actions/stages.h"
#include "actions/tournament.h"
#include "common/translations.h"
#include "confirm.h"
#include "dispute_view.h"
#include "file_dialogs.h"
#include "formats/importers.h"
#include "new_tournament_dialog.h"
#include "pairing_settings_dialog.h"
#include "rating_list_dialog.h"
#include "referee_view.h"
#include "registration_view.h"
#include "reports_view.h"
#include "rounds_view.h"
#include "server_dialog.h"
#include "teams_view.h"
#include "tournament_document.h"

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QUrlQuery>
#include <QVBoxLayout>
#include <algorithm>

namespace tengen::gui {

namespace {
const QString kRecentKey = QStringLiteral("recentFiles");
const QString kLanguageKey = QStringLiteral("language");
constexpr int kRecentMax = 8;
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    // Tab 1: registration (a welcome page while no tournament is open). Tab 2: disputes, which
    // need no tournament. Later capabilities add their tabs here.
    stack_ = new QStackedWidget(this);
    buildStartPage();
    tabs_ = new QTabWidget(this);
    registration_ = new RegistrationView(this);
    stack_->addWidget(startPage_);
    stack_->addWidget(registration_);
    dispute_ = new DisputeView(this);
    rounds_ = new RoundsView(this);
    reports_ = new ReportsView(this);
    teams_ = new TeamsView(this);
    tabs_->addTab(stack_, QString());
    tabs_->addTab(teams_, QString());
    tabs_->addTab(rounds_, QString());
    tabs_->addTab(reports_, QString());
    tabs_->addTab(dispute_, QString());
    referee_ = new RefereeView(this);
    tabs_->addTab(referee_, QString());
    setCentralWidget(tabs_);
    connect(registration_, &RegistrationView::statusMessage, this,
            [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    connect(rounds_, &RoundsView::statusMessage, this,
            [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    connect(reports_, &ReportsView::statusMessage, this,
            [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    // The Rounds view's Schedule… / Bracket…: the whole of it, in Reports.
    connect(rounds_, &RoundsView::stageDocumentWanted, this, [this](bool bracket, int round) {
        reports_->setRound(round);
        reports_->setKind(bracket ? QStringLiteral("bracket") : QStringLiteral("schedule"));
        tabs_->setCurrentWidget(reports_);
    });
    registration_->setErrorSink(
        [this](const QString& message) { report(tr("Not saved"), message); });
    buildMenus();
    retranslate();
    updateTitle();
    resize(1200, 720);
}

MainWindow::~MainWindow() {
    registration_->setDocument(nullptr);
    teams_->setDocument(nullptr);
    rounds_->setDocument(nullptr);
    reports_->setDocument(nullptr);
}

namespace {
template <typename Receiver, typename Slot>
QAction* addMenuAction(QMenu* menu, Receiver* receiver, Slot slot,
                       const QKeySequence& shortcut = {}) {
    QAction* action = menu->addAction(QString());
    action->setShortcut(shortcut);
    QObject::connect(action, &QAction::triggered, receiver, slot);
    return action;
}
} // namespace

void MainWindow::buildMenus() {
    fileMenu_ = menuBar()->addMenu(QString());
    newAction_ = addMenuAction(fileMenu_, this, &MainWindow::newTournament, QKeySequence::New);
    openAction_ = addMenuAction(fileMenu_, this, &MainWindow::openDialog, QKeySequence::Open);
    connectAction_ = addMenuAction(fileMenu_, this, &MainWindow::connectDialog);
    recentMenu_ = fileMenu_->addMenu(QString());
    saveCopyAction_ = addMenuAction(fileMenu_, this, [this] {
        if (!doc_)
            return;
        // A server's tournament offers its event's name, without what a file name cannot hold.
        QString event = eventName_;
        event.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|]")), QStringLiteral("-"));
        if (event.trimmed().isEmpty())
            event = tr("tournament");
        const QString base = store::isServerUrl(doc_->file().path())
                                 ? event.trimmed() + QStringLiteral(".tengen")
                                 : QFileInfo(doc_->file().path()).completeBaseName() + tr("-copy") +
                                       QStringLiteral(".tengen");
        const QString path = saveFileName(this, tr("Save a copy of the tournament"),
                                          tr("Tengen tournaments (*.tengen)"), {}, base);
        if (!path.isEmpty()) // the dialog asked before replacing a file
            saveCopy(path, true);
    });
    openGameAction_ = addMenuAction(fileMenu_, this, [this] {
        const QString path = openFileName(this, tr("Open a game record"),
                                          tr("Game records (*.sgf *.SGF);;All files (*)"));
        if (!path.isEmpty())
            openGameRecord(path);
    });
    fileMenu_->addSeparator();
    importAction_ = addMenuAction(fileMenu_, this, &MainWindow::importDialog);
    settingsAction_ = addMenuAction(fileMenu_, this, &MainWindow::editSettings);
    pairingSettingsAction_ = addMenuAction(fileMenu_, this, &MainWindow::editPairingSettings);
    nextStageAction_ = addMenuAction(fileMenu_, this, &MainWindow::addStageDialog);
    placeStageAction_ = addMenuAction(fileMenu_, this, &MainWindow::placeNextStage);
    unplaceStageAction_ = addMenuAction(fileMenu_, this, &MainWindow::unplaceLastStage);
    removeStageAction_ = addMenuAction(fileMenu_, this, &MainWindow::removeLastStage);
    fileMenu_->addSeparator();
    closeAction_ = addMenuAction(fileMenu_, this, &MainWindow::closeFile, QKeySequence::Close);
    quitAction_ = addMenuAction(fileMenu_, this, &QWidget::close, QKeySequence::Quit);

    editMenu_ = menuBar()->addMenu(QString());
    undoAction_ = editMenu_->addAction(QString());
    undoAction_->setShortcut(QKeySequence::Undo);
    redoAction_ = editMenu_->addAction(QString());
    redoAction_->setShortcut(QKeySequence::Redo);
    undoAction_->setEnabled(false);
    redoAction_->setEnabled(false);

    playersMenu_ = menuBar()->addMenu(QString());
    addAction_ = addMenuAction(playersMenu_, registration_, &RegistrationView::addPlayer,
                               QKeySequence(Qt::CTRL | Qt::Key_R));
    editAction_ = addMenuAction(playersMenu_, registration_, &RegistrationView::editSelected,
                                QKeySequence(Qt::CTRL | Qt::Key_E));
    withdrawAction_ =
        addMenuAction(playersMenu_, registration_, &RegistrationView::toggleWithdrawn);
    makeFinalAction_ = addMenuAction(playersMenu_, registration_, &RegistrationView::makeFinal);
    checkInAction_ = addMenuAction(playersMenu_, registration_, &RegistrationView::checkIn,
                                   QKeySequence(Qt::CTRL | Qt::Key_K));
    participationAction_ =
        addMenuAction(playersMenu_, registration_, &RegistrationView::editParticipation);
    deleteAction_ = addMenuAction(playersMenu_, registration_, &RegistrationView::deleteSelected);
    ratingListAction_ = addMenuAction(playersMenu_, this, &MainWindow::addFromRatingList,
                                      QKeySequence(Qt::CTRL | Qt::Key_L));
    findAction_ = addMenuAction(
        playersMenu_, this,
        [this] {
            tabs_->setCurrentWidget(stack_);
            registration_->searchEdit()->setFocus(Qt::ShortcutFocusReason);
            registration_->searchEdit()->selectAll();
        },
        QKeySequence::Find);
    // Ctrl+Tab and Ctrl+Shift+Tab go from tab to tab wherever the focus is (a table view keeps
    // them otherwise).
    auto* nextTab = new QAction(this);
    nextTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Tab));
    connect(nextTab, &QAction::triggered, this,
            [this] { tabs_->setCurrentIndex((tabs_->currentIndex() + 1) % tabs_->count()); });
    auto* previousTab = new QAction(this);
    previousTab->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab),
                               QKeySequence(Qt::CTRL | Qt::Key_Backtab)});
    connect(previousTab, &QAction::triggered, this, [this] {
        tabs_->setCurrentIndex((tabs_->currentIndex() + tabs_->count() - 1) % tabs_->count());
    });
    addActions({nextTab, previousTab});
    playersMenu_->addSeparator();
    duplicatesAction_ =
        addMenuAction(playersMenu_, registration_, &RegistrationView::showLikelyDuplicates);

    languageMenu_ = menuBar()->addMenu(QString());
    auto* group = new QActionGroup(this);
    const QString current = installedLanguage();
    for (const QString& lang : availableLanguages()) {
        QAction* a = languageMenu_->addAction(nativeLanguageName(lang));
        a->setCheckable(true);
        a->setChecked(lang == current);
        a->setData(lang);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, lang] { switchLanguage(lang); });
    }

    helpMenu_ = menuBar()->addMenu(QString());
    guideAction_ =
        addMenuAction(helpMenu_, this, &MainWindow::showGuide, QKeySequence::HelpContents);
    shortcutsAction_ = addMenuAction(helpMenu_, this, &MainWindow::showShortcuts);
    helpMenu_->addSeparator();
    aboutAction_ = helpMenu_->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About Tengen"),
                           tr("Tengen (天元) %1 — Go tournament organiser.")
                               .arg(QCoreApplication::applicationVersion()));
    });
    updateRecentMenu();
}

void MainWindow::retranslate() {
    fileMenu_->setTitle(tr("&File"));
    newAction_->setText(tr("&New tournament…"));
    openAction_->setText(tr("&Open…"));
    connectAction_->setText(tr("Connect to &server…"));
    recentMenu_->setTitle(tr("Open &recent"));
    saveCopyAction_->setText(tr("Save a &copy…"));
    openGameAction_->setText(tr("Open &game record for a dispute…"));
    importAction_->setText(tr("&Import players…"));
    settingsAction_->setText(tr("Tournament &settings…"));
    pairingSettingsAction_->setText(tr("&Pairing settings…"));
    nextStageAction_->setText(tr("&Next stage (final, knockout)…"));
    placeStageAction_->setText(tr("Place the players of the next stage"));
    unplaceStageAction_->setText(tr("Take back the last stage's places…"));
    removeStageAction_->setText(tr("Remove the last stage…"));
    closeAction_->setText(tr("&Close"));
    quitAction_->setText(tr("&Quit"));
    editMenu_->setTitle(tr("&Edit"));
    playersMenu_->setTitle(tr("&Players"));
    addAction_->setText(tr("&Add player…"));
    ratingListAction_->setText(tr("Add from a &rating list…"));
    guideAction_->setText(tr("&User's guide"));
    shortcutsAction_->setText(tr("&Keyboard shortcuts"));
    findAction_->setText(tr("&Find a player"));
    editAction_->setText(tr("&Edit player…"));
    withdrawAction_->setText(tr("&Withdraw or reinstate"));
    checkInAction_->setText(tr("&Check in for the round"));
    makeFinalAction_->setText(tr("Make the registration &final"));
    participationAction_->setText(tr("&Participation by round…"));
    deleteAction_->setText(tr("&Delete registration…"));
    duplicatesAction_->setText(tr("Find likely &duplicates…"));
    languageMenu_->setTitle(tr("&Language"));
    helpMenu_->setTitle(tr("&Help"));
    aboutAction_->setText(tr("&About Tengen"));
    tabs_->setTabText(0, tr("Registration"));
    tabs_->setTabText(1, tr("Teams"));
    tabs_->setTabText(2, tr("Rounds"));
    tabs_->setTabText(3, tr("Reports"));
    tabs_->setTabText(4, tr("Dispute"));
    tabs_->setTabText(5, tr("Clocks"));
    welcome_->setText(tr("<h2>Tengen 天元</h2><p>Create a tournament, open one, or look around "
                         "the demo tournament first.</p>"));
    startNew_->setText(tr("New tournament…"));
    startOpen_->setText(tr("Open a tournament…"));
    startDemo_->setText(tr("Open the demo tournament"));
    startConnect_->setText(tr("Connect to a server…"));
    recentLabel_->setText(tr("Recent tournaments (double-click to open):"));
    if (doc_) {
        undoAction_->setText(doc_->undoStack()->undoText().isEmpty()
                                 ? tr("&Undo")
                                 : tr("&Undo %1").arg(doc_->undoStack()->undoText()));
        redoAction_->setText(doc_->undoStack()->redoText().isEmpty()
                                 ? tr("&Redo")
                                 : tr("&Redo %1").arg(doc_->undoStack()->redoText()));
    } else {
        undoAction_->setText(tr("&Undo"));
        redoAction_->setText(tr("&Redo"));
    }
    updateTitle();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Nothing to save: every change is already in the file. Clocks in play are journalled and
    // come back paused, but the players at those tables would be left without a clock.
    const int inPlay = referee_->clocksInPlay();
    if (inPlay > 0 &&
        !confirm(this, tr("Quit"),
                 tr("%n clock(s) are in play. Quit anyway? They stop now and come back paused "
                    "when the tournament is opened again.",
                    "", inPlay))) {
        event->ignore();
        return;
    }
    referee_->stopClocksCleanly(); // journalled as stopped, not as found after a crash
    closeFile();
    event->accept();
}

QString startLanguage(const QString& requested) {
    const QStringList candidates = {requested, qEnvironmentVariable("TENGEN_LANG"),
                                    QSettings().value(kLanguageKey).toString(),
                                    languageFromEnvironment()};
    for (const QString& language : candidates)
        if (availableLanguages().contains(language))
            return language;
    return QStringLiteral("en");
}

void MainWindow::switchLanguage(const QString& language) {
    installTranslations(language);
    QSettings().setValue(kLanguageKey, language);
    for (QAction* a : languageMenu_->actions())
        a->setChecked(a->data().toString() == language);
}

void MainWindow::report(const QString& title, const QString& text, const QString& details) {
    if (reporter_) {
        reporter_(title, text, details);
        return;
    }
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box.setDetailedText(details);
    box.exec();
}

void MainWindow::updateTitle() {
    if (!doc_) {
        setWindowTitle(tr("Tengen"));
        stack_->setCurrentWidget(startPage_);
        updateStartPage();
        tabs_->setTabVisible(tabs_->indexOf(teams_), false);
        dispute_->setEventName(QString());
    } else {
        try {
            const TournamentSettings s = doc_->file().settings().get();
            eventName_ = QString::fromStdString(s.nameNative.empty() ? s.nameLatin : s.nameNative);
        } catch (const store::StoreError&) {
            // a failing read: the title keeps the name it had
        }
        const QString name = eventName_;
        setWindowTitle(
            doc_->file().isReadOnly()
                ? tr("%1 — %2 (read only) — Tengen").arg(name, shortName(doc_->file().path()))
            : roles_
                ? tr("%1 — %2 (%3) — Tengen").arg(name, shortName(doc_->file().path()), roleText())
                : tr("%1 — %2 — Tengen").arg(name, shortName(doc_->file().path())));
        stack_->setCurrentWidget(registration_);
        dispute_->setEventName(name);
        attemptRead([&] { // the Teams tab is a team event's
            tabs_->setTabVisible(tabs_->indexOf(teams_), doc_->file().settings().get().teamEvent());
        });
    }
    for (QAction* a :
         {importAction_, settingsAction_, pairingSettingsAction_, nextStageAction_,
          placeStageAction_, unplaceStageAction_, removeStageAction_, closeAction_, saveCopyAction_,
          ratingListAction_, addAction_, editAction_, withdrawAction_, deleteAction_,
          checkInAction_, makeFinalAction_, participationAction_, duplicatesAction_})
        a->setEnabled(doc_ != nullptr);
    applyRights();
}

void MainWindow::learnRights() {
    rights_ = store::DeskRights::all();
    roles_.reset();
    if (doc_->file().backend() != store::Backend::Postgres)
        return; // a file's user is its director
    std::vector<store::DeskRole> roles;
    try {
        roles = doc_->file().deskRoles();
    } catch (const store::StoreError&) {
        return; // unknown: everything shown, and the server refuses what the role may not do
    }
    rights_ = store::rightsOf(roles);
    if (std::find(roles.begin(), roles.end(), store::DeskRole::Director) != roles.end())
        return;
    roles_ = roles;
}

QString MainWindow::roleText() const {
    if (!roles_ || roles_->empty())
        return tr("no role: read only");
    QStringList names;
    for (store::DeskRole role : *roles_)
        names << deskRoleText(role);
    return names.join(QStringLiteral(", "));
}

QString MainWindow::deskRoleText(store::DeskRole role) {
    switch (role) {
    case store::DeskRole::Director:
        return tr("director");
    case store::DeskRole::Registration:
        return tr("registration desk");
    case store::DeskRole::Results:
        return tr("results desk");
    case store::DeskRole::Referee:
        return tr("referee desk");
    case store::DeskRole::Viewer:
        return tr("viewer");
    }
    return {};
}

void MainWindow::applyRights() {
    if (ratingList_ && !rights_.players)
        ratingList_->hide(); // a desk that may not register no longer has the picker
    for (QAction* a : {settingsAction_, pairingSettingsAction_, nextStageAction_, placeStageAction_,
                       unplaceStageAction_, removeStageAction_})
        a->setVisible(rights_.settings);
    for (QAction* a :
         {importAction_, addAction_, ratingListAction_, editAction_, withdrawAction_, deleteAction_,
          checkInAction_, makeFinalAction_, participationAction_, duplicatesAction_})
        a->setVisible(rights_.players);
    registration_->setMayChangePlayers(rights_.players);
    rounds_->setRights(rights_.rounds, rights_.results);
    teams_->setRights(rights_.players, rights_.rounds, rights_.results);
    referee_->setRights(rights_.clocks, rights_.results);
}

QString MainWindow::shortName(const QString& location) {
    if (!store::isServerUrl(location))
        return QFileInfo(location).fileName();
    const QUrl u(location);
    return QStringLiteral("%1@%2").arg(QUrlQuery(u).queryItemValue(QStringLiteral("tournament")),
                                       u.host());
}

void MainWindow::connectDialog() {
    ServerDialog dialog(this);
    // The last server this desk used, without its password.
    for (const QString& recent : QSettings().value(kRecentKey).toStringList())
        if (store::isServerUrl(recent)) {
            dialog.setUrl(recent);
            break;
        }
    if (dialog.exec() == QDialog::Accepted)
        openFile(dialog.url());
}

QString MainWindow::guideHtml() {
    // The guide in the interface's language where there is one, else in English.
    const QString language = installedLanguage();
    QFile f(QStringLiteral(":/help/manual_%1.html").arg(language));
    if (!f.open(QIODevice::ReadOnly)) {
        f.setFileName(QStringLiteral(":/help/manual_en.html"));
        if (!f.open(QIODevice::ReadOnly))
            return {};
    }
    return QString::fromUtf8(f.readAll());
}

void MainWindow::showGuide() {
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Tengen — user's guide"));
    auto* text = new QTextBrowser(dialog);
    text->setHtml(guideHtml());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog->resize(720, 640);
    dialog->show();
}

QStringList MainWindow::shortcutLines() const {
    // Made from the menus themselves, so the list is never behind what the keys do.
    QStringList lines;
    for (QAction* menu : menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction* a : menu->menu()->actions())
            if (!a->shortcut().isEmpty() && a->isVisible())
                lines << QStringLiteral("%1\t%2").arg(
                    a->shortcut().toString(QKeySequence::NativeText),
                    QString(a->text()).remove(QLatin1Char('&')));
    }
    lines << tr("%1\tnext tab")
                 .arg(QKeySequence(Qt::CTRL | Qt::Key_Tab).toString(QKeySequence::NativeText))
          << tr("%1\tprevious tab")
                 .arg(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab)
                          .toString(QKeySequence::NativeText))
          << tr("Enter\tin the result field (Rounds): enter the result typed, e.g. 12 1");
    return lines;
}

void MainWindow::showShortcuts() {
    QString html = QStringLiteral("<table cellpadding=4>");
    for (const QString& line : shortcutLines()) {
        const QStringList parts = line.split(QLatin1Char('\t'));
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(parts.value(0).toHtmlEscaped(), parts.value(1).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    QMessageBox box(this);
    box.setWindowTitle(tr("Keyboard shortcuts"));
    box.setTextFormat(Qt::RichText);
    box.setText(html);
    box.exec();
}

RatingListDialog* MainWindow::ratingListDialog() {
    if (!ratingList_) {
        ratingList_ = new RatingListDialog(
            [this](const Player& p) { return registration_->registerPlayer(p); }, this);
        ratingList_->loadRememberedList();
    }
    return ratingList_;
}

void MainWindow::addFromRatingList() {
    if (!doc_)
        return;
    RatingListDialog* dialog = ratingListDialog();
    dialog->searchBox()->setFocus();
    dialog->show();
    dialog->raise();
}

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

void MainWindow::editSettings() {
    try {
        if (!doc_)
            return;
        const TournamentSettings before = doc_->file().settings().get();
        NewTournamentDialog dialog(before, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (const Refusal r = doc_->saveSettings(before, dialog.settings()))
            report(tr("Not saved"), toText(r));
    } catch (const store::StoreError& e) {
        report(tr("Not saved"), e.message());
    }
}

// The event's next stage: a round-robin final or a knockout of the top K of the stage before
// (#33); the stage before must have its rounds (a Swiss event has them).
void MainWindow::addStageDialog() {
    if (!doc_)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Next stage"));
    auto* form = new QFormLayout(&dialog);
    auto* format = new QComboBox(&dialog);
    format->addItem(tr("Round robin (循环赛)"), QStringLiteral("round-robin"));
    format->addItem(tr("Double round robin (双循环)"), QStringLiteral("double-round-robin"));
    format->addItem(tr("Knockout (淘汰赛)"), QStringLiteral("knockout"));
    auto* top = new QSpinBox(&dialog);
    top->setRange(2, 4096);
    top->setValue(6);
    auto* bestOfThree = new QCheckBox(tr("best of three"), &dialog);
    auto* thirdPlace = new QCheckBox(tr("game for third place"), &dialog);
    QStringList now;
    try {
        for (const Stage& s : eventStages(doc_->file()))
            now << stageTitle(s);
    } catch (const store::StoreError& e) {
        now << e.message();
    }
    form->addRow(new QLabel(now.join(QLatin1Char('\n')), &dialog));
    form->addRow(tr("Format"), format);
    form->addRow(tr("Players (the top of the stage before)"), top);
    form->addRow(QString(), bestOfThree);
    form->addRow(QString(), thirdPlace);
    const auto knockoutOnly = [&] {
        const bool knockout = format->currentData().toString() == QLatin1String("knockout");
        bestOfThree->setEnabled(knockout);
        thirdPlace->setEnabled(knockout);
    };
    connect(format, &QComboBox::currentIndexChanged, &dialog, knockoutOnly);
    knockoutOnly();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Stage next;
    next.format = *tryParseStageFormat(format->currentData().toString().toStdString());
    next.entrants = top->value();
    if (next.format == StageFormat::Knockout) {
        next.bestOf = bestOfThree->isChecked() ? 3 : 1;
        next.thirdPlace = thirdPlace->isChecked();
    }
    if (const Refusal r = doc_->addStage(next))
        report(tr("Not saved"), toText(r));
}

void MainWindow::placeNextStage() {
    if (!doc_)
        return;
    int stage = 0; // the first whose players are not placed
    if (const Refusal failed = guarded([&] {
            const std::vector<Stage> stages = eventStages(doc_->file());
            for (const Stage& s : stages)
                if (!stage && s.number > 0 && doc_->file().stages().seats(s.number).empty())
                    stage = s.number;
        })) {
        report(tr("Not saved"), toText(failed));
        return;
    }
    if (stage == 0) {
        report(tr("Not saved"), tr("Every stage's players are placed."));
        return;
    }
    if (const Refusal r = doc_->placeStage(stage))
        report(tr("Not saved"), toText(r));
}

void MainWindow::unplaceLastStage() {
    if (!doc_)
        return;
    int stage = 0; // the last whose players are placed
    if (const Refusal failed = guarded([&] {
            for (const Stage& s : eventStages(doc_->file()))
                if (s.number > 0 && !doc_->file().stages().seats(s.number).empty())
                    stage = s.number;
        })) {
        report(tr("Not saved"), toText(failed));
        return;
    }
    if (stage == 0) {
        report(tr("Not saved"), tr("No stage's players are placed."));
        return;
    }
    if (!confirm(
            this, tr("Take back the places"),
            tr("Take back the places of stage %1? Its players can be placed again.").arg(stage)))
        return;
    if (const Refusal r = doc_->unplaceStage(stage))
        report(tr("Not saved"), toText(r));
}

void MainWindow::removeLastStage() {
    if (!doc_ || !confirm(this, tr("Remove the last stage"), tr("Remove the event's last stage?")))
        return;
    if (const Refusal r = doc_->removeLastStage())
        report(tr("Not saved"), toText(r));
}

void MainWindow::editPairingSettings() {
    try {
        if (!doc_)
            return;
        const PairingSettings before = doc_->file().settings().pairing();
        const bool paired = doc_->file().rounds().anyPaired();
        PairingSettingsDialog dialog(before, doc_->file().settings().get().system, paired, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (const Refusal r = doc_->changePairingSettings(before, *dialog.settings(),
                                                          dialog.system(), dialog.reason()))
            report(tr("Not saved"), toText(r));
    } catch (const store::StoreError& e) {
        report(tr("Not saved"), e.message());
    }
}

void MainWindow::rememberRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    const QString absolute = store::isServerUrl(path) ? path : QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kRecentMax)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu() {
    recentMenu_->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
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
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
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
