#pragma once
// The one main window of Tengen. Each capability adds a view (tab) here; the Registration view is
// the first.
#include "store/server.h"
#include "tournament/stage.h"
#include "tournament/tournament_settings.h"

#include <QMainWindow>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QMenu;
class QStackedWidget;
class QTabWidget;

namespace tengen::gui {

class DisputeView;
class RatingListDialog;
class RefereeView;
class RegistrationView;
class RoundsView;
class TeamsView;
class ReportsView;
class TournamentDocument;

// The language the desk starts in: `requested` (--lang), else TENGEN_LANG, else the one chosen
// in the Language menu last time, else the system's. A value no catalogue has (a setting from
// another program, a typo) is passed over, never installed.
QString startLanguage(const QString& requested = {});

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a tournament file; on failure reports the reason and keeps what was open.
    bool openFile(const QString& path);
    // The demo tournament in the desk's data folder (made the first time), opened.
    bool openDemo();
    // `first`: the event's first stage (a round robin, groups, a knockout), made with it.
    bool createFile(const QString& path, const TournamentSettings& settings,
                    const std::optional<Stage>& first = std::nullopt);
    // Parses and imports; reports errors (nothing imported) or the outcome.
    bool importFile(const QString& path, const QString& format);
    void closeFile();
    // File → Save a copy…: the tournament as it stands now into `path`, one file that needs
    // nothing beside it (a stick between rounds); `replace` an existing file. Reports a refusal.
    bool saveCopy(const QString& path, bool replace);
    // Players → Add from a rating list…: the picker (non-modal), made the first time.
    void addFromRatingList();
    RatingListDialog* ratingListDialog();
    // Help → User's guide (F1): the short manual in the interface's language (else English).
    void showGuide();
    static QString guideHtml();
    // Help → Keyboard shortcuts: "Ctrl+R\tAdd player…", from the menus as they are.
    QStringList shortcutLines() const;
    void showShortcuts();
    // Shows the Dispute view with a game record; reports a file it cannot read.
    bool openGameRecord(const QString& path);
    // Shows the referee screen with `tables` clocks; returns an error or "".
    QString showClocks(int tables, const QString& control, bool start);
    // Shows the Rounds view at `round`.
    void showRound(int round);
    void showReports();

    TournamentDocument* document() const { return doc_.get(); }
    RegistrationView* registrationView() const { return registration_; }
    DisputeView* disputeView() const { return dispute_; }
    RefereeView* refereeView() const { return referee_; }
    RoundsView* roundsView() const { return rounds_; }
    TeamsView* teamsView() const { return teams_; }
    ReportsView* reportsView() const { return reports_; }
    QTabWidget* tabs() const { return tabs_; }
    void switchLanguage(const QString& language);

    // How errors and notices reach the user; tests replace the default message boxes.
    using Reporter =
        std::function<void(const QString& title, const QString& text, const QString& details)>;
    void setReporter(Reporter reporter) { reporter_ = std::move(reporter); }

  protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

  private:
    void buildMenus();
    void retranslate();
    void updateTitle();
    // Shows the controls of what this desk's role may change only (store::DeskRights).
    void applyRights();
    // This desk's roles on a server (rights_, roles_); a file's user may do everything.
    void learnRights();
    static QString deskRoleText(store::DeskRole role);
    QString roleText() const; // the roles_ in the interface language
    void updateRecentMenu();
    void rememberRecent(const QString& path);
    void report(const QString& title, const QString& text, const QString& details = {});
    void newTournament();
    void openDialog();
    // File → Connect to server…: a tournament on a PostgreSQL server.
    void connectDialog();
    // A file's name, or a server tournament's "NAME@HOST", for the title and the recent list.
    static QString shortName(const QString& location);
    void importDialog();
    void editSettings();

  public:
    // The pairing and placement parameters (the dialog; a change is undoable).
    void editPairingSettings();
    void addStageDialog(); // File → Next stage…
    // File → Print certificates…: the certification group worked in (or every one), one page
    // for each grade awarded, in the desk's language; `path` given (tests) or asked.
    QString printCertificates(const QString& path = {});
    // The stages' other changes, each undoable: the players of the first stage not placed yet
    // placed, the last placed stage's places taken back, the last stage removed.
    void placeNextStage();
    void unplaceLastStage();
    void removeLastStage();

  private:
    // Before doc_: the document's undo stack still updates the title while it is destroyed.
    QString eventName_; // as last read, for the title when a read fails
    // What the desk's role may change: everything on a file; on a server, its roles'.
    store::DeskRights rights_ = store::DeskRights::all();
    // On a server, the roles of a desk that is not the director's, shown in the title (empty:
    // no role at all, it only reads); nullopt on a file or at the director's desk.
    std::optional<std::vector<store::DeskRole>> roles_;
    std::unique_ptr<TournamentDocument> doc_;
    QStackedWidget* stack_;
    QLabel* welcome_;
    // The start page (a newcomer's first sight, #34): new, open, demo, connect, recent files.
    void buildStartPage();
    void updateStartPage();
    QWidget* startPage_ = nullptr;
    QPushButton *startNew_ = nullptr, *startOpen_ = nullptr, *startDemo_ = nullptr,
                *startConnect_ = nullptr;
    QLabel* recentLabel_ = nullptr;
    QListWidget* recentList_ = nullptr;
    QTabWidget* tabs_;
    // The division the desk works in (#47): shown beside the tabs while the event has two or
    // more; every tab shows and changes that one's players, rounds and documents.
    QWidget* divisionBox_ = nullptr;
    QLabel* divisionLabel_ = nullptr;
    QComboBox* division_ = nullptr;
    QAction* moveDivisionAction_ = nullptr; // Players → Move to another division…
    QAction* divisionsAction_ = nullptr;    // File → Divisions…
    QAction* certificatesAction_ = nullptr; // File → Print certificates…
    void updateDivisions();

  public:
    QComboBox* divisionSelector() const { return division_; } // tests

  private:
    RegistrationView* registration_;
    DisputeView* dispute_;
    RefereeView* referee_;
    RoundsView* rounds_;
    TeamsView* teams_;
    ReportsView* reports_;
    Reporter reporter_;
    QMenu *fileMenu_, *recentMenu_, *editMenu_, *playersMenu_, *languageMenu_, *helpMenu_;
    QAction *pairingSettingsAction_, *makeFinalAction_, *participationAction_, *nextStageAction_;
    QAction *placeStageAction_, *unplaceStageAction_, *removeStageAction_;
    QAction* connectAction_ = nullptr;
    QAction* saveCopyAction_ = nullptr;
    QAction* ratingListAction_ = nullptr;
    QAction* findAction_ = nullptr;
    QAction *guideAction_ = nullptr, *shortcutsAction_ = nullptr;
    RatingListDialog* ratingList_ = nullptr; // made once, kept for the next player
    QAction *newAction_, *openAction_, *openGameAction_, *importAction_, *settingsAction_,
        *closeAction_, *quitAction_;
    QAction *undoAction_, *redoAction_;
    QAction *addAction_, *editAction_, *withdrawAction_, *deleteAction_, *checkInAction_,
        *duplicatesAction_, *aboutAction_;
};

} // namespace tengen::gui
