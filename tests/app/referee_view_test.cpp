// The referee screen with a fake steady clock, offscreen.
#include "referee_view.h"
#include "store/tournament_file.h"

#include <QTemporaryDir>

#include <QApplication>
#include <QTest>

using namespace tengen;
using namespace tengen::gui;
using namespace std::chrono_literals;

class RefereeViewTest : public QObject {
    Q_OBJECT

  private slots:
    void aHundredTablesRunAndAClickOnATileIsAPress() {
        RefereeView view;
        clock::Millis now{0};
        view.setTimeSource([&now] { return now; });
        QCOMPARE(view.setUpHall(100, QStringLiteral("byoyomi:main=0,period=60s,periods=3")),
                 QString());
        view.resize(1300, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.hall()->startAll(), std::string());
        now = 10s;
        QTest::mouseClick(view.tilesWidget(), Qt::LeftButton, {}, view.tileCentre(7));
        QCOMPARE(view.hall()->clock(7).toMove(), clock::Side::White);
        QCOMPARE(view.hall()->clock(8).toMove(), clock::Side::Black);
    }

    void aFallenFlagFlashesUntilAcknowledged() {
        RefereeView view;
        clock::Millis now{0};
        view.setTimeSource([&now] { return now; });
        view.setUpHall(4, QStringLiteral("byoyomi:main=0,period=10s,periods=1"));
        view.show();
        view.hall()->startAll();
        now = 5s;
        view.hall()->press(2); // Black at table 2 moves in time
        now = 10s;
        view.hall()->processDue();
        QCOMPARE(view.unacknowledgedFlags(), (std::set<int>{1, 3, 4}));
        QTest::mouseClick(view.tilesWidget(), Qt::LeftButton, {}, view.tileCentre(3));
        QCOMPARE(view.unacknowledgedFlags(), (std::set<int>{1, 4}));
        QCOMPARE(view.hall()->clock(3).state(),
                 clock::GameClock::State::Flagged); // acknowledged, still fallen
    }

    void afterACrashTheClocksComeBackPausedWithTheirTime() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.tengen"));
        TournamentSettings settings;
        settings.nameNative = "天元杯";
        auto file = store::TournamentFile::create(path, settings);
        clock::Millis now{0};
        {
            RefereeView view;
            view.setTimeSource([&now] { return now; });
            view.setTournamentFile(file.get());
            QCOMPARE(view.setUpHall(3, QStringLiteral("absolute:main=10m")), QString());
            view.hall()->startAll();
            now = 30s;
            view.hall()->press(2); // Black at table 2 used 30 s
            now = 50s;
            view.hall()->writeCheckpoints(); // White at table 2 has run 20 s, Black elsewhere 50 s
            now = 52s; // ... and the desk crashes: nothing after the checkpoint is known
        }
        file.reset();
        auto reopened = store::TournamentFile::open(path); // a new run of the app
        clock::Millis later{7s};
        RefereeView view;
        view.setTimeSource([&later] { return later; });
        view.setTournamentFile(reopened.get());
        QCOMPARE(view.hall()->tableCount(), 3);
        const clock::GameClock& t2 = view.hall()->clock(2);
        QCOMPARE(t2.state(), clock::GameClock::State::Paused);
        QCOMPARE(t2.toMove(), clock::Side::White);
        QCOMPARE(t2.side(clock::Side::Black).main, clock::Millis(9min + 30s));
        QCOMPARE(t2.sideNow(clock::Side::White, later).main, clock::Millis(9min + 40s));
        QCOMPARE(view.hall()->clock(1).sideNow(clock::Side::Black, later).main,
                 clock::Millis(9min + 10s));
        QVERIFY(view.statusText().contains(QStringLiteral("recovered")));
        view.hall()->resumeAll();
        later = 17s;
        QCOMPARE(view.hall()->press(2), std::string());
        QCOMPARE(view.hall()->clock(2).side(clock::Side::White).main, clock::Millis(9min + 30s));
    }

    void aMalformedTimeControlIsRefusedWithItsReason() {
        RefereeView view;
        QVERIFY(view.setUpHall(10, QStringLiteral("byoyomi:main=1m,periodz=3"))
                    .contains(QStringLiteral("periodz")));
    }
};

QTEST_MAIN(RefereeViewTest)
#include "referee_view_test.moc"
