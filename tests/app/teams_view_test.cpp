// The Teams view on the offscreen platform (#32): a director builds a team event at the desk —
// teams with members in board order, a line-up for round 1, the round paired, the boards'
// results typed in the Rounds view, the match scores and team standings shown — and undoes.
#include "common/translations.h"
#include "main_window.h"
#include "new_tournament_dialog.h"
#include "reports_view.h"
#include "rounds_view.h"
#include "teams_view.h"
#include "tournament_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
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
        reports->setKind(ReportsView::TeamPairings);
        reports->setRound(1);
        QVERIFY(reports->preview()->toPlainText().contains(QStringLiteral("Match 2")));
        const QString csv = dir_.filePath(QStringLiteral("teams.csv"));
        reports->setKind(ReportsView::TeamStandings);
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
        auto* points = dialog.findChild<QLineEdit*>(QStringLiteral("matchPoints"));
        points->setText(QStringLiteral("3/x/0"));
        QVERIFY(dialog.problem().startsWith(QStringLiteral("Match points")));
        points->setText(QStringLiteral("3/1/0"));
        dialog.findChild<QLineEdit*>(QStringLiteral("tiedMatch"))
            ->setText(QStringLiteral("leader:2/1"));
        dialog.findChild<QLineEdit*>(QStringLiteral("teamCriteria"))
            ->setText(QStringLiteral("chinese"));
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
        QCOMPARE(s.team.criteria, *teamCriteriaPreset("chinese"));
        QVERIFY(s.team.handicap);
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
