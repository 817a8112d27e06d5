// The tournament day of issue 13 replayed end to end in the app (offscreen): an import with
// Chinese headers, everyone checked in at once, the Chinese preset, five rounds with results
// from the keyboard (a jigo at komi 7.5 with the referee's reason, a forfeit, an absence, a bye),
// the standings, the EGF file with pinyin names, and the clocks of round 5 with the players'
// names and the event's control, one flag and one game over, both in the clock log.
#include "actions/clock_text.h"
#include "actions/divisions.h"
#include "actions/rounds.h"
#include "common/translations.h"
#include "confirm.h"
#include "divisions_dialog.h"
#include "documents/documents.h"
#include "main_window.h"
#include "pairing_settings_dialog.h"
#include "referee_view.h"
#include "registration_view.h"
#include "rounds_view.h"
#include "tournament_document.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace tengen;
using namespace tengen::gui;
using namespace std::chrono_literals;

class TournamentDayTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(gui::startLanguage()); // as the desk starts (TENGEN_LANG=en here)
    }

    void theDayAsADirectorRunsIt() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("天元杯.tengen"));
        TournamentSettings settings;
        settings.nameNative = "天元杯";
        settings.place = "杭州";
        settings.rounds = 5;
        settings.system = PairingSystem::McMahon; // the preset makes it Swiss
        settings.time = {TimeSystem::ByoYomi,
                         std::chrono::minutes(1),
                         std::chrono::seconds(30),
                         3,
                         0,
                         {},
                         {},
                         {}}; // 1 min + 3×30 s
        store::TournamentFile::create(path, settings);
        const QString csv = dir.filePath(QStringLiteral("报名.csv"));
        {
            QFile f(csv);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("姓名,段位,单位,国家\n"
                    "张伟,5段,北京棋院,CN\n李娜,5段,上海棋院,CN\n王芳,4段,北京棋院,CN\n"
                    "刘洋,4段,杭州棋院,CN\n陈杰,3段,上海棋院,CN\n杨静,3段,杭州棋院,CN\n"
                    "赵磊,2段,北京棋院,CN\n黄敏,2段,上海棋院,CN\n周强,1段,杭州棋院,CN\n"
                    "吴军,1段,北京棋院,CN\n单晓明,1级,上海棋院,CN\n曾丽,2级,杭州棋院,CN\n");
        }
        QStringList reported;
        MainWindow window;
        window.setReporter([&](const QString& t, const QString& m, const QString&) {
            reported << t + QStringLiteral(": ") + m;
        });
        window.show();
        QVERIFY(window.openFile(path));
        QVERIFY(window.importFile(csv, QStringLiteral("csv")));
        TournamentDocument* doc = window.document();
        QCOMPARE(static_cast<int>(doc->file().players().all().size()), 12);

        // Everyone checks in at the desk at once: Ctrl+A, Check in.
        RegistrationView* registration = window.registrationView();
        registration->table()->selectAll();
        registration->checkIn();
        for (const Player& p : doc->file().players().all())
            QCOMPARE(p.status, RegistrationStatus::Final);
        QCOMPARE(doc->undoStack()->count(), 2); // the import, one check-in of all

        // The Chinese preset, through the dialog as the director chooses it.
        {
            PairingSettingsDialog dialog(doc->file().settings().pairing(),
                                         doc->file().settings().get().system, false);
            dialog.applyPreset(QStringLiteral("chinese"));
            QCOMPARE(dialog.system(), PairingSystem::Swiss);
            const auto chosen = dialog.settings();
            QVERIFY(chosen);
            doc->changePairingSettings(doc->file().settings().pairing(), *chosen, dialog.system(),
                                       dialog.reason());
        }
        QCOMPARE(doc->file().settings().get().system, PairingSystem::Swiss);
        QCOMPARE(doc->file().settings().pairing().placement,
                 PairingSettings::preset("chinese")->placement);

        // Round 2: 曾丽 is absent (11 players: a bye).
        const Player absent = [&] {
            for (const Player& p : doc->file().players().all())
                if (p.familyNative + p.givenNative == "曾丽")
                    return p;
            return Player{};
        }();
        doc->setParticipation({absent}, RoundParticipation{2, Participation::Absent, std::nullopt});

        QStringList said;
        RoundsView* rounds = window.roundsView();
        rounds->setMessageSink([&](const QString& m) { said << m; });
        setReasonAnswerer([](const QString&) {
            return std::optional<QString>(
                QStringLiteral("counted again by the referee: 3½子 each"));
        });
        for (int round = 1; round <= 5; ++round) {
            window.showRound(round);
            rounds->pair();
            const std::vector<Game> games = doc->file().rounds().games(RoundNo{round});
            QVERIFY2(!games.empty(), qPrintable(said.join(QLatin1Char('\n'))));
            QCOMPARE(static_cast<int>(doc->file().rounds().byes(RoundNo{round}).size()),
                     round == 2 ? 1 : 0);
            for (const Game& g : games) {
                QString entry = QStringLiteral("%1 %2").arg(g.table).arg(g.table % 2 ? 1 : 2);
                if (round == 3 && g.table == 1)
                    entry = QStringLiteral("1=");
                if (round == 4 && g.table == 2)
                    entry = QStringLiteral("2 f1");
                rounds->resultEdit()->setText(entry);
                QVERIFY2(rounds->enterResult(), qPrintable(said.join(QLatin1Char('\n'))));
            }
            for (const Game& g : doc->file().rounds().games(RoundNo{round}))
                QVERIFY(g.result != GameResult::Unknown);
        }
        setReasonAnswerer(nullptr);
        const Game jigo = doc->file().rounds().games(RoundNo{3}).front();
        QCOMPARE(jigo.result, GameResult::Jigo);
        QVERIFY(!jigo.resultReason.empty());
        QVERIFY(doc->file().rounds().games(RoundNo{4})[1].byForfeit);

        // The standings list all twelve (the absent player too), the EGF file has pinyin names
        // and notes the jigo.
        const Documents documents(doc->file());
        const QString standings =
            QString::fromUtf8(documents.standingsDocument(5, QStringLiteral("text")));
        for (const Player& p : doc->file().players().all())
            QVERIFY2(standings.contains(QString::fromStdString(p.displayName())),
                     qPrintable(standings));
        QVERIFY(standings.contains(QStringLiteral("Swiss; even games")));
        QVERIFY(documents.unwritableNames(5, formats::EgfEncoding::Latin1).isEmpty());
        const QByteArray egf = documents.egf(5, {});
        for (const char* name : {"Zhang Wei", "Shan Xiaoming", "Zeng Li", "Li Na"})
            QVERIFY2(egf.contains(name), egf.constData());
        QVERIFY(!egf.contains("? ?"));
        QVERIFY(egf.contains("PC[CN,Hangzhou]"));
        QVERIFY(egf.contains("; Note: round 3, table 1"));

        // The clocks of round 5: its tables, the names, the event's control.
        RefereeView* referee = window.refereeView();
        clock::Millis now{0};
        referee->setTimeSource([&now] { return now; });
        QCOMPARE(referee->setUpRound(5), QString());
        const std::vector<Game> last = doc->file().rounds().games(RoundNo{5});
        QCOMPARE(referee->hall()->tableCount(), static_cast<int>(last.size()));
        QCOMPARE(referee->seats(1).black, playerDisplayName(doc->file(), last[0].black));
        QCOMPARE(referee->seats(1).white, playerDisplayName(doc->file(), last[0].white));
        QCOMPARE(referee->hall()->clock(1).control(),
                 *clock::tryParseControl("byoyomi:main=1m,period=30s,periods=3").control);
        QVERIFY(referee->hall()->startAll().empty());
        now = 30s;
        referee->hall()->press(2); // Black moved at table 2; everyone else thinks on
        now = 50s;
        bool asked = false;
        setConfirmationAnswerer([&](const QString&, const QString&) { return asked = true; });
        QCOMPARE(referee->tableActions().declareGameOver(2), QString());
        setConfirmationAnswerer(nullptr);
        QVERIFY(asked);
        now = 3min; // Black at table 1: 1 min + 3×30 s ran out at 2:30
        referee->hall()->processDue();
        QCOMPARE(referee->hall()->clock(1).state(), clock::GameClock::State::Flagged);
        QCOMPARE(referee->clockText(1, clock::Side::Black), QStringLiteral("⚑ flag"));
        const auto journalled = [&] {
            const auto hall = doc->file().clocks().latestHall();
            if (!hall)
                return false;
            bool flag = false, over = false;
            for (const store::ClockEventRecord& r : doc->file().clocks().events(hall->id)) {
                flag |= r.table == 1 && r.kind == QLatin1String("flag") &&
                        r.side == QLatin1Char('B') && r.steadyMs == 150000;
                over |= r.table == 2 && r.kind == QLatin1String("finish") && r.side.isNull();
            }
            return flag && over && hall->round == 5;
        };
        QTRY_VERIFY_WITH_TIMEOUT(journalled(), 2000);
        QVERIFY2(reported.isEmpty(), qPrintable(reported.join(QLatin1Char('\n'))));
    }

    // #47: an event of two divisions at one desk. The selector beside the tabs names both; the
    // Registration tab lists the division chosen, a player registered there joins it, the
    // Rounds tab pairs its round at its tables; switching back shows the other division as it
    // was, and an undo made after switching undoes in the division it was done in.
    void aDayOfTwoDivisionsAtOneDesk() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("少儿赛.tengen"));
        {
            TournamentSettings settings;
            settings.nameNative = "少儿赛";
            settings.system = PairingSystem::Swiss;
            settings.rounds = 4;
            auto file = store::TournamentFile::create(path, settings);
            std::vector<PlayerId> ids;
            file->writeTransaction([&] {
                for (int i = 0; i < 8; ++i) {
                    Player p;
                    p.familyNative = "棋手";
                    p.givenNative = std::to_string(i + 1);
                    p.declaredRank = Rank::kyu(i + 1);
                    p.status = RegistrationStatus::Final;
                    ids.push_back(file->players().add(p));
                }
            });
            Division open;
            open.nameNative = "公开组";
            open.nameLatin = "Open";
            open.system = StageFormat::Swiss;
            open.rounds = 3;
            QVERIFY(addDivision(*file, open).refusal.done());
            QVERIFY(movePlayers(*file, {ids[4], ids[5], ids[6], ids[7]}, 2, {}).done());
        }
        QStringList reported;
        MainWindow window;
        window.setReporter([&](const QString& t, const QString& m, const QString&) {
            reported << t + QStringLiteral(": ") + m;
        });
        window.show();
        QVERIFY(window.openFile(path));
        TournamentDocument* doc = window.document();
        QComboBox* selector = window.divisionSelector();
        QVERIFY(selector->isVisible());
        QCOMPARE(selector->count(), 2);
        QCOMPARE(selector->itemText(1), QStringLiteral("公开组 (Open)"));
        QCOMPARE(doc->file().division(), std::optional<int>(1)); // the first, to begin with
        RegistrationView* registration = window.registrationView();
        QCOMPARE(registration->table()->model()->rowCount(), 4);

        // The open division: its four players; a fifth registered at its desk joins it.
        QElapsedTimer switching;
        switching.start();
        selector->setCurrentIndex(1);
        emit selector->activated(1);
        const qint64 switchMs = switching.elapsed();
        QCOMPARE(doc->file().division(), std::optional<int>(2));
        QCOMPARE(registration->table()->model()->rowCount(), 4);
        Player late;
        late.familyNative = "迟到";
        late.givenNative = "者";
        late.declaredRank = Rank::kyu(9);
        late.status = RegistrationStatus::Final;
        QVERIFY(doc->registerPlayer(late).refusal.done());
        QCOMPARE(registration->table()->model()->rowCount(), 5);
        QCOMPARE(doc->file().divisions().playerCounts().at(2), 5);

        // Its round 1, from the Rounds tab: at the tables after the first division's.
        QStringList said;
        RoundsView* rounds = window.roundsView();
        rounds->setMessageSink([&](const QString& m) { said << m; });
        window.showRound(1);
        rounds->pair();
        const std::vector<Game> games = doc->file().rounds().games(RoundNo{1});
        QVERIFY2(games.size() == 2u, qPrintable(said.join(QLatin1Char('\n'))));
        QCOMPARE(games.front().table, 3);

        // Players → Move to another division: the late one goes to the first division; its
        // round 1 paired, the director gives the reason asked.
        // The Players menu offers it in an event of several divisions.
        QAction* move = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->text() == QStringLiteral("Move to another &division…"))
                move = a;
        QVERIFY(move && move->isVisible());
        registration->table()->selectRow(0);
        QStringList asked;
        setReasonAnswerer([&](const QString& question) {
            asked << question;
            return std::optional<QString>(QStringLiteral("registered in the wrong group"));
        });
        QVERIFY(registration->moveToDivision(1));
        setReasonAnswerer(nullptr);
        QCOMPARE(asked.size(), 1);
        // He played here (a game or the bye of round 1): the division's history keeps him, as
        // one who withdrew from it.
        QCOMPARE(registration->table()->model()->rowCount(), 5);
        int withdrawn = 0;
        for (const Player& p : doc->file().players().all())
            withdrawn += p.withdrawn && p.division == 1;
        QCOMPARE(withdrawn, 1);

        // Back to the first division: its round 1 is not paired, its players are its own.
        selector->setCurrentIndex(0);
        emit selector->activated(0);
        QCOMPARE(registration->table()->model()->rowCount(), 5);
        QVERIFY(doc->file().rounds().games(RoundNo{1}).empty());
        // Undo (the open division's pairing, done there): undone there; nothing here changes.
        doc->undoStack()->undo();
        QCOMPARE(doc->file().division(), std::optional<int>(1));
        {
            const store::InDivision open(doc->file(), 2);
            QVERIFY(doc->file().rounds().games(RoundNo{1}).empty());
        }
        QVERIFY2(reported.isEmpty(), qPrintable(reported.join(QLatin1Char('\n'))));
        qInfo("switching division at the desk: %lld ms", switchMs);

        // File → Divisions…: a third division added (the selector names it), a name twice
        // refused with the reason, the third removed again.
        {
            DivisionsDialog dialog(*doc, &window);
            QCOMPARE(dialog.table()->rowCount(), 2);
            Division third;
            third.nameNative = "丙组";
            third.system = StageFormat::McMahon;
            third.rounds = 3;
            QCOMPARE(dialog.add(third), QString());
            QCOMPARE(dialog.table()->rowCount(), 3);
            QCOMPARE(selector->count(), 3);
            QVERIFY(!dialog.add(third).isEmpty()); // 丙组 is there already
            QCOMPARE(dialog.table()->rowCount(), 3);
            QCOMPARE(dialog.remove(3), QString());
            QCOMPARE(selector->count(), 2);
        }
        // File → Print certificates… of a division that certifies nothing: refused, said why,
        // nothing written.
        const QString pdf = dir.filePath(QStringLiteral("certificates.pdf"));
        QVERIFY(!window.printCertificates(pdf).isEmpty());
        QVERIFY(!QFileInfo::exists(pdf));
        QCOMPARE(reported.size(), 1);
    }
};

QTEST_MAIN(TournamentDayTest)
#include "tournament_day_test.moc"
