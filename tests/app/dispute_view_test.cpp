// The Dispute view as a referee uses it, on the offscreen platform.
#include "board_widget.h"
#include "dispute_view.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

using namespace tengen;
using namespace tengen::gui;

class DisputeViewTest : public QObject {
    Q_OBJECT

  private slots:
    void marksADeadStoneByClickingAndCountsInZi() {
        DisputeView view;
        view.resize(1100, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.openSgf(QStringLiteral(TENGEN_TEST_DATA "/sgf/walls_dead_stone.sgf")),
                 QString());
        QCOMPARE(view.currentMove(), 22);
        QVERIFY(
            view.resultText().startsWith(QStringLiteral("W+35.5"))); // the dead stone still counts
        BoardWidget* board = view.boardWidget();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->centreOf(go::Coord{0, 0}).toPoint());
        QCOMPARE(view.resultText(), QStringLiteral("W+7.5  ·  白胜3又3/4子"));
        QVERIFY(view.findChild<QLabel*>(QStringLiteral("result"))
                    ->text()
                    .contains(QStringLiteral("白胜3又3/4子")));
        QTest::mouseClick(board, Qt::LeftButton, {},
                          board->centreOf(go::Coord{0, 0}).toPoint()); // alive again
        QVERIFY(view.resultText().startsWith(QStringLiteral("W+35.5")));
    }

    void stepsThroughTheMovesWithTheVerdictOfEach() {
        DisputeView view;
        QCOMPARE(view.openSgf(QStringLiteral(TENGEN_TEST_DATA "/sgf/basic_ko.sgf")), QString());
        view.goToMove(1);
        QVERIFY(view.verdictText().contains(QStringLiteral("legal")));
        QVERIFY(!view.verdictText().contains(QStringLiteral("illegal")));
        view.goToMove(2);
        QVERIFY2(view.verdictText().contains(QStringLiteral("illegal")),
                 qPrintable(view.verdictText()));
        QVERIFY(view.verdictText().contains(QStringLiteral("cycle of 2")));
    }

    void setsUpAPositionByClickingAndTheRulesChangeTheResult() {
        DisputeView view;
        view.newPosition(5);
        view.setClickMode(DisputeView::ClickMode::Black);
        for (int y = 0; y < 5; ++y)
            view.clickPoint(go::Coord{1, y});
        view.setClickMode(DisputeView::ClickMode::White);
        for (int y = 0; y < 5; ++y)
            view.clickPoint(go::Coord{3, y});
        // 5×5: Black 10 points, White 10, 5 dame: chinese komi 7.5 gives W+7.5.
        QCOMPARE(view.currentScore().dame, 5);
        QVERIFY(view.resultText().startsWith(QStringLiteral("W+7.5")));
        view.setRules(QStringLiteral("japanese")); // territory: 5 - 5 - 6.5
        QVERIFY2(view.resultText().startsWith(QStringLiteral("W+6.5")),
                 qPrintable(view.resultText()));
    }

    void exportsADecisionRecordAsPdf() {
        QTemporaryDir dir;
        DisputeView view;
        QCOMPARE(view.openSgf(QStringLiteral(TENGEN_TEST_DATA "/sgf/walls_dead_stone.sgf")),
                 QString());
        view.clickPoint(go::Coord{0, 0});
        const QString pdf = dir.filePath(QStringLiteral("decision.pdf"));
        QCOMPARE(view.exportDecision(pdf), QString());
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == QByteArray("%PDF-"));
        QVERIFY(f.size() > 2000);
        // To look at the document: TENGEN_DECISION_PDF=/tmp/decision.pdf, then pdftoppm.
        if (qEnvironmentVariableIsSet("TENGEN_DECISION_PDF"))
            QCOMPARE(view.exportDecision(qEnvironmentVariable("TENGEN_DECISION_PDF")), QString());
    }

    void anUnreadableRecordIsReportedNotShown() {
        DisputeView view;
        const QString error = view.openSgf(QStringLiteral(TENGEN_TEST_DATA "/sgf/truncated.sgf"));
        QVERIFY(error.contains(QStringLiteral("offset")));
        QCOMPARE(view.moveCount(), 0);
    }
};

QTEST_MAIN(DisputeViewTest)
#include "dispute_view_test.moc"
