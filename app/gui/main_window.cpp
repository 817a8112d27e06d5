#include "main_window.h"
#include "actions/player_files.h"

#include "actions/divisions.h"
#include "actions/event_format.h"
#include "actions/stages.h"
#include "actions/tournament.h"
#include "common/translations.h"
#include "confirm.h"
#include "dispute_view.h"
#include "divisions_dialog.h"
#include "documents/certificates.h"
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
#include <QSignalBlocker>
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
    divisionBox_ = new QWidget(tabs_);
    auto* divisionRow = new QHBoxLayout(divisionBox_);
    divisionRow->setContentsMargins(4, 0, 4, 0);
    divisionLabel_ = new QLabel(divisionBox_);
    division_ = new QComboBox(divisionBox_);
    division_->setObjectName(QStringLiteral("divisionSelector"));
    division_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    divisionLabel_->setBuddy(division_);
    divisionRow->addWidget(divisionLabel_);
    divisionRow->addWidget(division_);
    tabs_->setCornerWidget(divisionBox_, Qt::TopRightCorner);
    divisionBox_->setVisible(false);
    connect(division_, &QComboBox::activated, this, [this](int index) {
        if (doc_ && index >= 0)
            doc_->setDivision(division_->itemData(index).toInt());
    });
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
    divisionsAction_ = addMenuAction(fileMenu_, this, [this] {
        if (!doc_)
            return;
        DivisionsDialog dialog(*doc_, this);
        dialog.exec();
    });
    certificatesAction_ = addMenuAction(fileMenu_, this, [this] { printCertificates(); });
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
    moveDivisionAction_ =
        addMenuAction(playersMenu_, registration_, &RegistrationView::moveToDivisionAsked);
    moveDivisionAction_->setVisible(false); // an event of several divisions
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
    divisionsAction_->setText(tr("&Divisions…"));
    certificatesAction_->setText(tr("Print &certificates…"));
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
    divisionLabel_->setText(tr("&Division:"));
    moveDivisionAction_->setText(tr("Move to another &division…"));
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

void MainWindow::updateDivisions() {
    std::vector<DivisionNow> now;
    if (!doc_ || !attemptRead([&] { now = divisionsNow(doc_->file()); })) // the whole event's
        return;
    const std::optional<int> current = doc_->file().division();
    moveDivisionAction_->setVisible(now.size() >= 2);
    if (now.size() < 2) {
        divisionBox_->setVisible(false);
        if (current) // the event is one division again
            doc_->setDivision(std::nullopt);
        return;
    }
    const QSignalBlocker quiet(division_);
    division_->clear();
    int selected = 0;
    for (const DivisionNow& d : now) {
        division_->addItem(divisionLabel(d.division), d.division.id);
        division_->setItemData(
            division_->count() - 1,
            tr("%n player(s), tables %1–%2", "", d.players).arg(d.tables.first).arg(d.tables.last),
            Qt::ToolTipRole);
        if (current && *current == d.division.id)
            selected = division_->count() - 1;
    }
    division_->setCurrentIndex(selected);
    divisionBox_->setVisible(true);
    // A division the event no longer has, or none chosen yet: the first.
    if (!current || division_->itemData(selected).toInt() != *current)
        doc_->setDivision(division_->itemData(selected).toInt());
}

void MainWindow::updateTitle() {
    if (!doc_) {
        setWindowTitle(tr("Tengen"));
        stack_->setCurrentWidget(startPage_);
        updateStartPage();
        tabs_->setTabVisible(tabs_->indexOf(teams_), false);
        dispute_->setEventName(QString());
        divisionBox_->setVisible(false);
        moveDivisionAction_->setVisible(false);
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
        updateDivisions();
        attemptRead([&] { // the Teams tab is a team event's
            tabs_->setTabVisible(tabs_->indexOf(teams_), eventFormat(doc_->file())->shape().team);
        });
    }
    for (QAction* a :
         {importAction_,       settingsAction_,  pairingSettingsAction_, divisionsAction_,
          certificatesAction_, nextStageAction_, placeStageAction_,      unplaceStageAction_,
          removeStageAction_,  closeAction_,     saveCopyAction_,        ratingListAction_,
          addAction_,          editAction_,      withdrawAction_,        deleteAction_,
          checkInAction_,      makeFinalAction_, participationAction_,   duplicatesAction_})
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

QString MainWindow::printCertificates(const QString& given) {
    if (!doc_)
        return {};
    QString path = given;
    if (path.isEmpty())
        path = saveFileName(this, tr("Print certificates"), tr("PDF documents (*.pdf)"), {},
                            tr("certificates.pdf"));
    if (path.isEmpty())
        return {};
    // The group worked in, or every certification group of an event of one division.
    const Refusal r =
        writeCertificates(doc_->file(), doc_->file().division(), installedLanguage(), path);
    if (r) {
        report(tr("No certificates"), toText(r));
        return toText(r);
    }
    statusBar()->showMessage(tr("Certificates written to %1").arg(path), 5000);
    return {};
}

void MainWindow::applyRights() {
    if (ratingList_ && !rights_.players)
        ratingList_->hide(); // a desk that may not register no longer has the picker
    for (QAction* a : {settingsAction_, pairingSettingsAction_, divisionsAction_, nextStageAction_,
                       placeStageAction_, unplaceStageAction_, removeStageAction_})
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

} // namespace tengen::gui
