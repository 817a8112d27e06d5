// The referee screen with a fake steady clock, offscreen.
#include "referee_view.h"

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

    void aMalformedTimeControlIsRefusedWithItsReason() {
        RefereeView view;
        QVERIFY(view.setUpHall(10, QStringLiteral("byoyomi:main=1m,periodz=3"))
                    .contains(QStringLiteral("periodz")));
    }
};

QTEST_MAIN(RefereeViewTest)
#include "referee_view_test.moc"
