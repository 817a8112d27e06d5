// The Teams view on the offscreen platform (#32): a director builds a team event at the desk —
// teams with members in board order, a line-up for round 1, the round paired, the boards'
// results typed in the Rounds view, the match scores and team standings shown — and undoes.
#include "common/translations.h"
#include "confirm.h"
#include "main_window.h"
#include "new_tournament_dialog.h"
#include "reports_view.h"
#include "rounds_view.h"
#include "teams_view.h"
#include "tournament_document.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace tengen;
using namespace tengen::gui;

class TeamsViewTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        installTranslations(gui::startLanguage()); // as the desk starts (TENGEN_LANG=en here)
    }

    void init() {
        path_ = dir_.filePath(QStringLiteral("teams%1.tengen").arg(++counter_));
        TournamentSettings s;
        s.nameNative = "区中小学团体赛";
        s.rounds = 3;
        s.boards = 2;
        s.komi = Komi::fromHalfPoints(14);
        auto created = store::TournamentFile::create(path_, s);
        for (int i = 0; i < 12; ++i) {
            Player p;
            p.familyNative = "张";
            p.givenNative = "队员" + std::to_string(i + 1);
            p.declaredRank = Rank::kyu(1 + i);
            p.status = RegistrationStatus::Final;
            players_.push_back(created->players().add(p));
        }
        created.reset();
        window_ = std::make_unique<MainWindow>();
        window_->setReporter([](const QString&, const QString&, const QString&) {});
        QVERIFY(window_->openFile(path_));
        window_->show();
    }
    void cleanup() {
        window_.reset();
        players_.clear();
    }

    void aTeamEventIsRunFromTheDesk() {
        TeamsView* view = window_->teamsView();
        QVERIFY(window_->tabs()->isTabVisible(window_->tabs()->indexOf(view)));
        // Four teams of three (the third a reserve), added as the dialog would give them.
        for (int t = 0; t < 4; ++t) {
            view->setTeamAsker([&, t](const Team&) {
                Team team;
                team.nameNative = "第" + std::to_string(t + 1) + "中学";
                for (int m = 0; m < 3; ++m)
                    team.members.push_back(players_[static_cast<std::size_t>(t * 3 + m)]);
                return std::optional<Team>(team);
            });
            view->addTeam();
        }
        QCOMPARE(view->teamTable()->rowCount(), 4);
        QVERIFY(view->teamTable()->item(0, 3)->text().contains(QStringLiteral("(reserve)")));
        // A player on two teams is refused with the reason, nothing written.
        view->setTeamAsker([&](const Team&) {
            Team team;
            team.nameNative = "混合队";
            team.members = {players_[0], players_[4]};
            return std::optional<Team>(team);
        });
        view->addTeam();
        QVERIFY(view->messageLabel()->text().contains(QStringLiteral("two teams")));
        QCOMPARE(view->teamTable()->rowCount(), 4);
        // Round 1: the first team rests its board-2 player; a line-up out of order is refused.
        view->selectTeam(TeamId{1});
        view->setLineupAsker([&](const Team&, const std::vector<PlayerId>&) {
            return std::optional<std::vector<PlayerId>>({players_[1], players_[0]});
        });
        view->editLineup();
        QVERIFY(view->messageLabel()->text().contains(QStringLiteral("moved up")));
        view->setLineupAsker([&](const Team&, const std::vector<PlayerId>&) {
            return std::optional<std::vector<PlayerId>>({players_[0], players_[2]});
        });
        view->editLineup();
        QVERIFY(view->messageLabel()->text().contains(QStringLiteral("given")));
        // Paired from the Rounds view's button, as in an individual event.
        RoundsView* rounds = window_->roundsView();
        rounds->setRound(1);
        rounds->pair();
        TournamentDocument* doc = window_->document();
        const std::vector<Game> games = doc->file().rounds().games(RoundNo{1});
        QCOMPARE(static_cast<int>(games.size()), 4);
        QCOMPARE(view->matchTable()->rowCount(), 2);
        // #44 point 12: the Rounds tab shows the boards as the line-ups make them — no McMahon
        // score beside a name, no reserve listed as a player to pair.
        QCOMPARE(rounds->waitingList()->count(), 0);
        for (int row = 0; row < rounds->table()->rowCount(); ++row)
            QVERIFY(!rounds->table()->item(row, 1)->text().contains(QStringLiteral("pts")));
        QVERIFY(doc->file().teamRounds().round(RoundNo{1}).lineups.at(TeamId{1})[1] == players_[2]);
        // The boards' results by keyboard: White wins everywhere.
        for (const Game& g : games) {
            QTest::keyClicks(rounds->resultEdit(), QStringLiteral("%1 1").arg(g.table));
            QTest::keyClick(rounds->resultEdit(), Qt::Key_Return);
        }
        for (const Game& g : doc->file().rounds().games(RoundNo{1}))
            QCOMPARE(g.result, GameResult::WhiteWins);
        // Board 1 and board 2 have opposite colours in each match: every match is 1 : 1.
        for (int r = 0; r < 2; ++r)
            QCOMPARE(view->matchTable()->item(r, 3)->text(), QStringLiteral("1 : 1"));
        QCOMPARE(view->standingsTable()->rowCount(), 4);
        QCOMPARE(view->standingsTable()->item(0, 0)->text(), QStringLiteral("1="));
        // A drawn match: one match point.
        QCOMPARE(view->standingsTable()->item(0, 3)->text(), QStringLiteral("1"));
        // Why (not) a match: the two teams chosen as for a match by hand.
        const TeamMatch first = doc->file().teamRounds().round(RoundNo{1}).matches.front();
        view->setMatchAsker([&] { return std::make_pair(first.home, first.away); });
        view->explainMatch();
        QVERIFY2(view->messageLabel()->text().contains(QStringLiteral("paired together")),
                 qPrintable(view->messageLabel()->text()));
        // The Reports view lists the team documents of a team event: preview, save, print.
        ReportsView* reports = window_->reportsView();
        reports->setKind(QStringLiteral("team-pairings"));
        reports->setRound(1);
        QVERIFY(reports->preview()->toPlainText().contains(QStringLiteral("Match 2")));
        const QString csv = dir_.filePath(QStringLiteral("teams.csv"));
        reports->setKind(QStringLiteral("team-standings"));
        QCOMPARE(reports->saveTo(csv), QString());
        QFile saved(csv);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(
            QString::fromUtf8(saved.readAll())
                .contains(QString::fromStdString(doc->file().teams().all().front().displayName())));
        // The result sheets of a team event: one a match.
        QCOMPARE(reports->saveResultSheets(dir_.filePath(QStringLiteral("matches.pdf"))),
                 QString());
        // Undo takes back the results, then the pairing; the matches go with it.
        while (doc->undoStack()->canUndo() &&
               !doc->file().teamRounds().round(RoundNo{1}).matches.empty())
            doc->undoStack()->undo();
        QVERIFY(doc->file().rounds().games(RoundNo{1}).empty());
        QCOMPARE(view->matchTable()->rowCount(), 0);
        doc->undoStack()->undo(); // the line-up
        QVERIFY(doc->file().teamRounds().round(RoundNo{1}).lineups.empty());
        doc->undoStack()->undo(); // the fourth team
        QCOMPARE(view->teamTable()->rowCount(), 3);
        doc->undoStack()->redo();
        QCOMPARE(view->teamTable()->rowCount(), 4);
        QCOMPARE(doc->file().teams().find(TeamId{4})->members.size(), 3u); // under its own id
    }

    // A team checked in, or sitting a round out, from the Teams view: every member, reserves too.
    void aTeamSitsARoundOutAndIsCheckedInAgain() {
        TeamsView* view = window_->teamsView();
        view->setTeamAsker([&](const Team&) {
            Team team;
            team.nameNative = "实验中学";
            team.members = {players_[0], players_[1], players_[2]};
            return std::optional<Team>(team);
        });
        view->addTeam();
        view->selectTeam(TeamId{1});
        view->setRound(2);
        view->setSelectedPresent(false);
        TournamentDocument* doc = window_->document();
        for (int m = 0; m < 3; ++m)
            QVERIFY(doc->file()
                        .players()
                        .find(players_[static_cast<std::size_t>(m)])
                        ->participation(2) == Participation::Absent);
        QVERIFY(view->messageLabel()->text().contains(QStringLiteral("sits round 2 out")));
        view->setSelectedPresent(true);
        QVERIFY(doc->file().players().find(players_[2])->participation(2) ==
                Participation::Present);
    }

    // #44 point 7 acceptance: twelve schools × (4 + 1) set up at the desk in a few actions —
    // "Teams from clubs…" shows what it will make and makes it as one undoable step; a team's
    // members are chosen from the players filtered by their school, several at once (the list
    // took one player at a time, showed no club and had no filter: about 200 clicks).
    void twelveSchoolsTeamsAreSetUpInAFewActions() {
        const QString schools = dir_.filePath(QStringLiteral("schools.tengen"));
        TournamentSettings s;
        s.nameNative = "十二校团体赛";
        s.rounds = 5;
        s.boards = 4;
        {
            auto created = store::TournamentFile::create(schools, s);
            created->writeTransaction([&] {
                for (int school = 1; school <= 12; ++school)
                    for (int k = 1; k <= 5; ++k) {
                        Player p;
                        p.familyNative = "学" + std::to_string(school);
                        p.givenNative = std::to_string(k) + "号";
                        p.club = "学校" + std::to_string(school);
                        p.declaredRank = Rank::kyu(k);
                        p.status = RegistrationStatus::Final;
                        created->players().add(p);
                    }
            });
        }
        QVERIFY(window_->openFile(schools));
        // Reports opens a team event on its team standings (#44 point 12).
        QCOMPARE(window_->reportsView()->kind(), QStringLiteral("team-standings"));
        TeamsView* view = window_->teamsView();
        int actions = 0;
        QString shown;
        view->setFromClubsAsker([&](const auto& proposal) {
            shown = proposal(TeamsView::FromClubs{});
            ++actions; // OK
            return std::optional<TeamsView::FromClubs>(TeamsView::FromClubs{});
        });
        auto* fromClubs = view->findChild<QPushButton*>(QStringLiteral("teamsFromClubs"));
        QVERIFY(fromClubs && fromClubs->isVisibleTo(view));
        QTest::mouseClick(fromClubs, Qt::LeftButton);
        ++actions;
        QVERIFY2(shown.contains(QStringLiteral("学校12")), qPrintable(shown));
        QCOMPARE(view->teamTable()->rowCount(), 12);
        QVERIFY(actions < 30);
        TournamentDocument* doc = window_->document();
        for (const Team& t : doc->file().teams().all())
            QCOMPARE(t.members.size(), std::size_t{5});
        doc->undoStack()->undo(); // one step
        QCOMPARE(view->teamTable()->rowCount(), 0);

        // By hand: the dialog's filter shows one school, all of it chosen, added at once.
        view->setTeamAsker(nullptr);
        QTimer::singleShot(0, this, [] {
            auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            QVERIFY(d);
            d->findChild<QLineEdit*>(QStringLiteral("teamName"))->setText(QStringLiteral("学校3"));
            d->findChild<QLineEdit*>(QStringLiteral("playerFilter"))
                ->setText(QStringLiteral("学校3"));
            auto* players = d->findChild<QTreeWidget*>(QStringLiteral("availablePlayers"));
            QCOMPARE(players->columnCount(), 3); // name, rank, club
            players->selectAll();
            QTest::mouseClick(d->findChild<QPushButton*>(QStringLiteral("addMembers")),
                              Qt::LeftButton);
            QCOMPARE(d->findChild<QListWidget*>(QStringLiteral("teamMembers"))->count(), 5);
            d->accept();
        });
        view->addTeam();
        const std::vector<Team> teams = doc->file().teams().all();
        QCOMPARE(teams.size(), std::size_t{1});
        QCOMPARE(teams[0].members.size(), std::size_t{5});
        for (PlayerId p : teams[0].members)
            QCOMPARE(doc->file().players().find(p)->club, std::string("学校3"));
    }

    // #44 points 10 and 13: a whole team's forfeit asks the referee's reason (it asked nothing);
    // the boards read home first, each with its colour; a results desk sees the forfeit and no
    // button to make teams or pair them, a registration desk the teams and line-ups.
    void aTeamForfeitIsConfirmedWithAReasonAndEachDeskSeesItsButtons() {
        TeamsView* view = window_->teamsView();
        for (int t = 0; t < 2; ++t) {
            view->setTeamAsker([&, t](const Team&) {
                Team team;
                team.nameNative = t == 0 ? "东队" : "西队";
                team.members = {players_[static_cast<std::size_t>(2 * t)],
                                players_[static_cast<std::size_t>(2 * t + 1)]};
                return std::optional<Team>(team);
            });
            view->addTeam();
        }
        view->setRound(1);
        view->pairRound();
        QVERIFY2(view->messageLabel()->text().contains(QStringLiteral("1 match")),
                 qPrintable(view->messageLabel()->text()));
        const QString boards = view->matchTable()->item(0, 4)->text();
        const TeamMatch m = window_->document()->file().teamRounds().round(RoundNo{1}).matches[0];
        const QString home = QString::fromStdString(
            window_->document()
                ->file()
                .players()
                .find(window_->document()->file().teams().find(m.home)->members[0])
                ->displayName());
        QVERIFY2(boards.startsWith(QStringLiteral("board 1 (table 1): ") + home),
                 qPrintable(boards));
        QVERIFY2(boards.contains(QStringLiteral("(White)")) &&
                     boards.contains(QStringLiteral("(Black)")),
                 qPrintable(boards));
        view->setRound(2);
        QCOMPARE(view->messageLabel()->text(), QString()); // round 1's count is not round 2's
        view->setRound(1);
        view->selectTeam(m.home);
        setReasonAnswerer([](const QString&) { return std::optional<QString>(); });
        view->forfeitSelected();
        for (const Game& g : window_->document()->file().rounds().games(RoundNo{1}))
            QVERIFY(!g.byForfeit); // cancelled: nothing changed
        setReasonAnswerer(
            [](const QString&) { return std::optional<QString>(QStringLiteral("迟到")); });
        view->forfeitSelected();
        setReasonAnswerer(nullptr);
        for (const Game& g : window_->document()->file().rounds().games(RoundNo{1}))
            QVERIFY(g.byForfeit);
        const auto shown = [view](const char* name) {
            return view->findChild<QPushButton*>(QString::fromLatin1(name))->isVisibleTo(view);
        };
        view->setRights(false, false, true); // a results desk
        QVERIFY(shown("teamForfeit"));
        QVERIFY(!shown("addTeam") && !shown("teamsFromClubs") && !shown("pairTeams"));
        view->setRights(true, false, false); // a registration desk
        QVERIFY(shown("addTeam") && shown("teamLineup"));
        QVERIFY(!shown("pairTeams") && !shown("teamForfeit"));
        view->setRights(true, true, true);
    }

    // The settings dialog makes an individual event a team event with its rules, and names the
    // field a director got wrong.
    void theSettingsDialogGivesATeamEventItsRules() {
        TournamentSettings initial;
        initial.nameNative = "市围棋联赛";
        NewTournamentDialog dialog(initial);
        auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("eventKind"));
        QVERIFY(kind);
        QCOMPARE(dialog.settings().boards, 0);
        kind->setCurrentIndex(1);
        dialog.findChild<QSpinBox*>(QStringLiteral("boards"))->setValue(4);
        auto* pairing = dialog.findChild<QComboBox*>(QStringLiteral("teamPairing"));
        pairing->setCurrentIndex(pairing->findData(QStringLiteral("double-round-robin")));
        // #44: choices are lists in the desk's language, never codes typed by hand.
        auto* points = dialog.findChild<QComboBox*>(QStringLiteral("matchPoints"));
        points->setCurrentText(QStringLiteral("3/x/0"));
        QVERIFY(dialog.problem().startsWith(QStringLiteral("Match points")));
        points->setCurrentIndex(points->findText(QStringLiteral("3/1/0")));
        auto* tied = dialog.findChild<QComboBox*>(QStringLiteral("tiedMatch"));
        tied->setCurrentIndex(tied->findData(QStringLiteral("leader")));
        QVERIFY(tied->currentText().contains(QStringLiteral("主将")));
        dialog.findChild<QDoubleSpinBox*>(QStringLiteral("leaderWin"))->setValue(2);
        dialog.findChild<QDoubleSpinBox*>(QStringLiteral("leaderLoss"))->setValue(1);
        auto* criteria = dialog.findChild<QComboBox*>(QStringLiteral("teamCriteria"));
        criteria->setCurrentIndex(criteria->findData(QStringLiteral("chinese")));
        dialog.findChild<QCheckBox*>(QStringLiteral("avoidSameClub"))->setChecked(true);
        auto* bar = dialog.findChild<QLineEdit*>(QStringLiteral("mcMahonBar"));
        bar->setText(QStringLiteral("1d"));
        QVERIFY2(!dialog.problem().isEmpty(), "a McMahon bar needs team Swiss");
        bar->clear();
        dialog.findChild<QCheckBox*>(QStringLiteral("teamHandicap"))->setChecked(true);
        QCOMPARE(dialog.problem(), QString());
        const TournamentSettings s = dialog.settings();
        QCOMPARE(s.boards, 4);
        QVERIFY(s.team.pairing == TeamPairing::DoubleRoundRobin);
        QCOMPARE(s.team.match.winHalves, 6);
        QVERIFY(s.team.match.tied == TiedMatch::LeaderBoard);
        QCOMPARE(s.team.match.leaderWinHalves, 4);
        QCOMPARE(s.team.match.leaderLossHalves, 2);
        QCOMPARE(s.team.criteria, *teamCriteriaPreset("chinese"));
        QVERIFY(s.team.handicap);
        QVERIFY(s.team.avoidSameClub);
        // An order of the director's own: ticked and dragged, never typed.
        criteria->setCurrentIndex(criteria->count() - 1);
        auto* list = dialog.findChild<QListWidget*>(QStringLiteral("criteriaList"));
        QVERIFY(list->isVisibleTo(&dialog));
        for (int k = 0; k < list->count(); ++k)
            list->item(k)->setCheckState(k == 1 || k == 0 ? Qt::Checked : Qt::Unchecked);
        QCOMPARE(dialog.settings().team.criteria.size(), std::size_t{2});
        for (int k = 0; k < list->count(); ++k)
            list->item(k)->setCheckState(Qt::Unchecked);
        QVERIFY(dialog.problem().startsWith(QStringLiteral("Standings")));
        criteria->setCurrentIndex(criteria->findData(QStringLiteral("chinese")));
        // Saved through the desk and read back from the file.
        TournamentDocument* doc = window_->document();
        const TournamentSettings before = doc->file().settings().get();
        TournamentSettings after = s;
        after.nameNative = before.nameNative;
        QVERIFY(doc->saveSettings(before, after).done());
        QCOMPARE(doc->file().settings().get().team, s.team);
    }

  private:
    QTemporaryDir dir_;
    QString path_;
    int counter_ = 0;
    std::unique_ptr<MainWindow> window_;
    std::vector<PlayerId> players_;
};

QTEST_MAIN(TeamsViewTest)
#include "teams_view_test.moc"
