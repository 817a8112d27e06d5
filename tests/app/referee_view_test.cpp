// The referee screen with a fake steady clock, offscreen.
#include "common/translations.h"
#include "confirm.h"
#include "hall/hall_server.h"
#include "main_window.h"
#include "referee_view.h"
#include "store/tournament_file.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QMenu>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QWebSocket>

#include <QApplication>
#include <QTest>

using namespace tengen;
using namespace tengen::gui;
using namespace std::chrono_literals;

namespace {

// A tournament with the event's 1 min + 3×30 s and round 1 paired: the players two by two,
// White first, at tables 1, 2, ...
std::unique_ptr<store::TournamentFile> fileWithRoundOne(const QString& path,
                                                        std::initializer_list<const char*> names) {
    TournamentSettings settings;
    settings.nameNative = "天元杯";
    settings.time = {
        TimeSystem::ByoYomi, std::chrono::minutes(1), std::chrono::seconds(30), 3, 0, {}, {}, {}};
    auto file = store::TournamentFile::create(path, settings);
    std::vector<PlayerId> ids;
    for (const char* name : names) {
        Player p;
        p.familyNative = name;
        p.declaredRank = tryParseRank("1d").rank;
        ids.push_back(file->players().add(p));
    }
    std::vector<Game> games;
    for (std::size_t t = 1; 2 * t <= ids.size(); ++t) {
        Game g;
        g.table = static_cast<int>(t);
        g.white = ids[2 * t - 2];
        g.black = ids[2 * t - 1];
        games.push_back(g);
    }
    file->rounds().save(RoundNo{1}, games, {});
    return file;
}

// A table's device on a WebSocket: joins with a code, sends messages, keeps nothing it is told.
struct TableDevice {
    QWebSocket ws;
    bool join(quint16 port, const QString& code, const QString& id) {
        ws.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
        if (!QTest::qWaitFor([this] { return ws.state() == QAbstractSocket::ConnectedState; },
                             5000))
            return false;
        bool welcomed = false;
        QObject::connect(&ws, &QWebSocket::textMessageReceived, [&welcomed](const QString& t) {
            welcomed = welcomed || t.contains(QLatin1String("\"welcome\""));
        });
        send({{QStringLiteral("type"), QStringLiteral("hello")},
              {QStringLiteral("code"), code},
              {QStringLiteral("device"), id},
              {QStringLiteral("lang"), QStringLiteral("en")},
              {QStringLiteral("queued"), 0}});
        const bool ok = QTest::qWaitFor([&welcomed] { return welcomed; }, 5000);
        ws.disconnect(&ws, &QWebSocket::textMessageReceived, nullptr, nullptr);
        return ok;
    }
    void send(const QJsonObject& m) {
        ws.sendTextMessage(QString::fromUtf8(QJsonDocument(m).toJson(QJsonDocument::Compact)));
    }
};

quint16 freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

class RefereeViewTest : public QObject {
    Q_OBJECT

  private slots:
    // Another program writing the file (a pairing at another desk) never stops the clocks: the
    // journal write waits a tenth of a second at most, and the events go in once it can.
    void aBusyFileNeverStopsTheClocksAndTheJournalCatchesUp() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("busy.tengen"));
        TournamentSettings settings;
        settings.nameNative = "天元杯";
        auto file = store::TournamentFile::create(path, settings);
        clock::Millis now{0};
        RefereeView view;
        view.setTimeSource([&now] { return now; });
        view.setTournamentFile(file.get());
        QCOMPARE(view.setUpHall(2, QStringLiteral("absolute:main=10m")), QString());
        view.hall()->startAll();
        const qint64 hall = file->clocks().latestHall()->id;
        const size_t before = file->clocks().events(hall).size();
        {
            QSqlDatabase other =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            other.setDatabaseName(path);
            QVERIFY(other.open());
            QSqlQuery(other).exec(QStringLiteral("PRAGMA busy_timeout = 0"));
            QVERIFY(QSqlQuery(other).exec(QStringLiteral("BEGIN IMMEDIATE")));
            now = 3s;
            // How long the press takes while the other program writes: tengen_waits_bench.
            QVERIFY(view.hall()->press(1).empty());
            QCOMPARE(view.hall()->clock(1).toMove(), clock::Side::White);
            QCOMPARE(file->clocks().events(hall).size(), before); // not written yet
            QVERIFY(QSqlQuery(other).exec(QStringLiteral("COMMIT")));
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        QTRY_COMPARE_WITH_TIMEOUT(file->clocks().events(hall).size(), before + 1, 2000);
        QCOMPARE(file->clocks().events(hall).back().kind, QStringLiteral("press"));
        QCOMPARE(file->clocks().events(hall).back().steadyMs, qint64(3000));
    }

    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // generated voice clips go to a test cache
        installTranslations(gui::startLanguage()); // as the desk starts (TENGEN_LANG=en here)
    }

    // #28 point 12: the Clocks tab showed its control as the spec the clock parses
    // ("byoyomi:main=1h,…"); beside it now, as players read it.
    void theTimeControlIsShownAsPlayersReadIt() {
        RefereeView view;
        QCOMPARE(view.controlTextShown(), QStringLiteral("1 h, then byo-yomi 3 × 60 s"));
        QCOMPARE(view.setUpHall(2, QStringLiteral("fischer:main=90m,inc=30s")), QString());
        QCOMPARE(view.controlTextShown(), QStringLiteral("1 h 30 min + 30 s a move"));
        QCOMPARE(view.setUpHall(2, QStringLiteral("absolute:main=45m")), QString());
        QCOMPARE(view.controlTextShown(), QStringLiteral("45 min, sudden death"));
    }

    void aHundredTablesRunAndAClickOnATileIsAPress() {
        RefereeView view;
        clock::Millis now{0};
        view.setTimeSource([&now] { return now; });
        QCOMPARE(view.setUpHall(100, QStringLiteral("byoyomi:main=0,period=60s,periods=3")),
                 QString());
        view.resize(1300, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.hall()->startAll().empty());
        now = 10s;
        QTest::mouseClick(view.tiles().tilesWidget(), Qt::LeftButton, {},
                          view.tiles().tileCentre(7));
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
        QCOMPARE(view.tiles().unacknowledgedFlags(), (std::set<int>{1, 3, 4}));
        QTest::mouseClick(view.tiles().tilesWidget(), Qt::LeftButton, {},
                          view.tiles().tileCentre(3));
        QCOMPARE(view.tiles().unacknowledgedFlags(), (std::set<int>{1, 4}));
        QCOMPARE(view.hall()->clock(3).state(),
                 clock::GameClock::State::Flagged); // acknowledged, still fallen
        // #29 point 14: every fallen flag stays on the Attention list, acknowledged or not,
        // until the game is over.
        view.tiles().refreshAttention();
        const QStringList lines = view.tiles().attentionLines();
        for (const char* table :
             {"Table 1: flag fallen", "Table 3: flag fallen", "Table 4: flag fallen"})
            QVERIFY2(lines.filter(QLatin1String(table)).size() == 1,
                     qPrintable(lines.join(QLatin1Char('|'))));
        QVERIFY(lines.filter(QLatin1String("Table 2: flag fallen")).isEmpty());
    }

    // #29 point 14: a tile's texts each have their own box (the number and the clock's state
    // side by side, the devices' line below the names), none on another, inside the tile.
    void aTilesTextsNeverOverprint() {
        RefereeView view;
        clock::Millis now{0};
        view.setTimeSource([&now] { return now; });
        view.setUpHall(200, QStringLiteral("byoyomi:main=0,period=10s,periods=1"));
        view.calls().setPinned(188, true);
        view.hall()->startAll();
        now = 10s;
        view.hall()->processDue();
        const RefereeTiles::TileTexts texts = view.tiles().tileTexts(188);
        QCOMPARE(texts.number, QStringLiteral("188 ♪"));
        QCOMPARE(texts.state, QStringLiteral("flag: Black"));
        QFont bold = view.tiles().tilesWidget()->font();
        bold.setBold(true);
        const QRect tile(0, 0, 186, 94);
        const RefereeTiles::TileBoxes b =
            RefereeTiles::tileBoxes(tile, QFontMetrics(bold).horizontalAdvance(texts.number));
        const std::vector<std::pair<const char*, QRect>> boxes{{"number", b.number},
                                                               {"state", b.state},
                                                               {"clocks", b.clocks},
                                                               {"names", b.names},
                                                               {"device", b.device}};
        for (size_t i = 0; i < boxes.size(); ++i) {
            QVERIFY2(tile.contains(boxes[i].second), boxes[i].first);
            QVERIFY2(boxes[i].second.height() >= QFontMetrics(bold).height() - 2, boxes[i].first);
            for (size_t j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!boxes[i].second.intersects(boxes[j].second),
                         qPrintable(QStringLiteral("%1 and %2 overlap")
                                        .arg(QLatin1String(boxes[i].first),
                                             QLatin1String(boxes[j].first))));
        }
        QVERIFY(QFontMetrics(bold).horizontalAdvance(texts.number) <= b.number.width());
        // The state has the room the number leaves: "flag: Black" whole at the usual size.
        QVERIFY(QFontMetrics(view.tiles().tilesWidget()->font()).horizontalAdvance(texts.state) <=
                b.state.width());
    }

    // #29 point 14: the Attention list wraps a line longer than it is wide; none is cut.
    void theAttentionListCutsNoLine() {
        RefereeView view;
        clock::Millis now{0};
        view.setTimeSource([&now] { return now; });
        view.setUpHall(12, QStringLiteral("byoyomi:main=0,period=10s,periods=1"));
        auto* list = view.findChild<QListWidget*>();
        QVERIFY(list);
        list->setMaximumWidth(130); // a narrow window
        view.resize(700, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.hall()->startAll();
        now = 4s;
        view.hall()->press(2);
        now = 10s;
        view.hall()->processDue();
        view.tiles().refreshAttention();
        QApplication::processEvents();
        QVERIFY(list->count() >= 12);
        const int width = list->viewport()->width();
        for (int i = 0; i < list->count(); ++i) {
            const QRect r = list->visualItemRect(list->item(i));
            const QRect needed = list->fontMetrics().boundingRect(
                QRect(0, 0, r.width(), 10000), Qt::TextWordWrap, list->item(i)->text());
            QVERIFY2(r.right() < width + 1 && needed.width() <= r.width() &&
                         needed.height() <= r.height(),
                     qPrintable(QStringLiteral("\"%1\" needs %2×%3, has %4×%5 of %6")
                                    .arg(list->item(i)->text())
                                    .arg(needed.width())
                                    .arg(needed.height())
                                    .arg(r.width())
                                    .arg(r.height())
                                    .arg(width)));
        }
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
        later = 12s; // the referee resumes 5 s after the recovery: not charged to anybody
        view.hall()->resumeAll();
        later = 22s;
        QVERIFY(view.hall()->press(2).empty());
        QCOMPARE(view.hall()->clock(2).side(clock::Side::White).main, clock::Millis(9min + 30s));
        // A second crash: the entries of this run continue the journal's timeline (with the
        // recovery's own pause), so the clocks come back right again.
        later = 25s;
        view.hall()->writeCheckpoints();
        view.setTournamentFile(nullptr);
        reopened.reset();
        auto third = store::TournamentFile::open(path);
        clock::Millis thirdRun{2s};
        RefereeView again;
        again.setTimeSource([&thirdRun] { return thirdRun; });
        again.setTournamentFile(third.get());
        // Black at table 2 had thought 3 s of its turn when the second crash came.
        QCOMPARE(again.hall()->clock(2).state(), clock::GameClock::State::Paused);
        QCOMPARE(again.hall()->clock(2).sideNow(clock::Side::Black, thirdRun).main,
                 clock::Millis(9min + 27s));
        // White's move kept its 10 s: the 5 s the clock stood recovered and paused are not his.
        QCOMPARE(again.hall()->clock(2).side(clock::Side::White).main, clock::Millis(9min + 30s));
    }

    void onlyPinnedTablesSpeakHereWithTheirNumber() {
        RefereeView view;
        clock::Millis now{0};
        view.setTimeSource([&now] { return now; });
        view.setUpHall(5, QStringLiteral("byoyomi:main=0,period=60s,periods=3"));
        clock::RecordingSpeaker heard([&now] { return now; });
        view.calls().setCallOutput(&heard);
        view.calls().setPinned(2, true);
        view.calls().setPinned(4, true);
        view.calls().setPinned(4, false);
        view.hall()->startAll();
        now = 30s;
        view.hall()->processDue();
        QCOMPARE(heard.heard.size(), std::size_t(1));
        QCOMPARE(heard.heard[0].call.table, 2);
        QCOMPARE(heard.heard[0].call.keys, std::vector<std::string>{"sec:30"});
        QCOMPARE(heard.heard[0].at, clock::Millis(30s));
        // Table mode speaks its own table's calls too (the players need no table number).
        view.tiles().showTableMode(5);
        QVERIFY(view.tiles().tableModeWidget()->isVisible());
        now = 40s;
        view.hall()->processDue();
        QCOMPARE(heard.heard.size(), std::size_t(3));
        QCOMPARE(heard.heard[2].call.table, 0); // table 5's own call, without its number
        QCOMPARE(heard.heard[2].call.keys, std::vector<std::string>{"sec:40"});
        view.tiles().showTableMode(0);
        QVERIFY(!view.tiles().tableModeWidget()->isVisible());
    }

    void turningTheCallsOffLeavesNoSpeakerBehind() {
        RefereeView view;
        clock::Millis now{0};
        view.setTimeSource([&now] { return now; });
        view.setUpHall(2, QStringLiteral("byoyomi:main=0,period=10s,periods=1"));
        QCOMPARE(view.calls().callOutput(), nullptr); // no language: nothing speaks
        view.calls().setCallLanguage(
            clock::Language::Chinese);                 // renders (or fails without espeak-ng)
        QVERIFY(view.calls().callOutput() != nullptr); // the clips' speaker
        view.calls().setPinned(1, true);
        view.calls().setCallLanguage(std::nullopt);
        // The clips' speaker is freed with the language: the calls do not go to it any more.
        QCOMPARE(view.calls().callOutput(), nullptr);
        view.hall()->startAll();
        now = 10s; // every call of the period, and the flag, with speech off: nothing to say
        view.hall()->processDue();
        QCOMPARE(view.tiles().unacknowledgedFlags(), (std::set<int>{1, 2}));
        view.tiles().showTableMode(7); // no such table: nothing is shown
        QVERIFY(!view.tiles().tableModeWidget() || !view.tiles().tableModeWidget()->isVisible());
        // A speaker the desk was given (a test's recorder) is its own: a language turned on and
        // off leaves it where it was.
        clock::RecordingSpeaker heard([&now] { return now; });
        view.calls().setCallOutput(&heard);
        view.calls().setCallLanguage(clock::Language::English);
        QCOMPARE(view.calls().callOutput(), &heard);
        view.calls().setCallLanguage(std::nullopt);
        QCOMPARE(view.calls().callOutput(), &heard);
    }

    void tableModeLetsOnlyTheSideToMovePress() {
        RefereeView view;
        clock::Millis now{0};
        view.setTimeSource([&now] { return now; });
        view.setUpHall(3, QStringLiteral("absolute:main=10m"));
        view.hall()->startAll();
        view.tiles().showTableMode(3);
        QWidget* big = view.tiles().tableModeWidget();
        QVERIFY(QTest::qWaitForWindowExposed(big));
        now = 5s;
        const QPoint whiteSide(big->width() * 3 / 4, big->height() / 2);
        const QPoint blackSide(big->width() / 4, big->height() / 2);
        QTest::mouseClick(big, Qt::LeftButton, {}, whiteSide); // not White's turn: nothing
        QCOMPARE(view.hall()->clock(3).toMove(), clock::Side::Black);
        QTest::mouseClick(big, Qt::LeftButton, {}, blackSide);
        QCOMPARE(view.hall()->clock(3).toMove(), clock::Side::White);
        QCOMPARE(view.hall()->clock(3).side(clock::Side::Black).main, clock::Millis(10min - 5s));
        QTest::keyClick(big, Qt::Key_Escape);
        QVERIFY(!big->isVisible());
    }

    void perTableActionsAreRefusedWithAReasonAndSurviveACrash() {
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
            view.setUpHall(2, QStringLiteral("absolute:main=10m"));
            QVERIFY(!view.tableActions()
                         .tableAction(1, clock::JournalKind::Seal)
                         .isEmpty()); // not started
            view.hall()->startAll();
            now = 20s;
            QCOMPARE(view.tableActions().tableAction(1, clock::JournalKind::Press), QString());
            now = 25s;
            QCOMPARE(view.tableActions().tableAction(1, clock::JournalKind::UndoPress),
                     QString()); // wrong press
            QCOMPARE(view.hall()->clock(1).toMove(), clock::Side::Black);
            QCOMPARE(view.tableActions().tableAction(1, clock::JournalKind::Seal),
                     QString()); // 封棋 at 25 s
            QVERIFY(view.tableActions()
                        .tableAction(1, clock::JournalKind::Press)
                        .contains(QStringLiteral("sealed")));
            // Adjustments need a reason; one that reaches zero needs a confirmation.
            const Refusal noReason =
                view.tableActions().adjustTime(2, clock::Side::White, -60s, QString());
            QVERIFY(noReason);
            // Refused for the reason, not for zero.
            QVERIFY(noReason.kind != Refusal::Kind::NeedsConfirmation);
            const Refusal toZero = view.tableActions().adjustTime(2, clock::Side::White, -11min,
                                                                  QStringLiteral("penalty"));
            QVERIFY(toText(toZero).contains(QStringLiteral("confirm")));
            // The dialog asks on the kind, in any language.
            QCOMPARE(toZero.kind, Refusal::Kind::NeedsConfirmation);
            QVERIFY(view.tableActions()
                        .adjustTime(2, clock::Side::White, 2min, QStringLiteral("late start"))
                        .done());
            QCOMPARE(view.tableActions().tableAction(2, clock::JournalKind::SwapSides), QString());
            now = 30s;
            QCOMPARE(view.tableActions().tableAction(2, clock::JournalKind::Pause), QString());
            now = 10min;
            QCOMPARE(view.tableActions().tableAction(1, clock::JournalKind::Unseal), QString());
            now = 10min + 5s;
            view.hall()->writeCheckpoints();
        }
        file.reset();
        auto reopened = store::TournamentFile::open(path);
        RefereeView view;
        clock::Millis later{1s};
        view.setTimeSource([&later] { return later; });
        view.setTournamentFile(reopened.get());
        const clock::GameClock& t1 = view.hall()->clock(1);
        QCOMPARE(t1.state(), clock::GameClock::State::Paused);
        // Black at table 1 thought 25 s before sealing; the opening played his sealed move
        // (#29 point 4) and White had thought 5 s since.
        QCOMPARE(t1.toMove(), clock::Side::White);
        QCOMPARE(t1.sideNow(clock::Side::Black, later).main, clock::Millis(10min - 25s));
        QCOMPARE(t1.sideNow(clock::Side::White, later).main, clock::Millis(10min - 5s));
        const clock::GameClock& t2 = view.hall()->clock(2);
        // Swapped: the 12 minutes given to "White" stand on Black's side; the running side (the
        // same player) is White's now, paused at 30 s.
        QCOMPARE(t2.state(), clock::GameClock::State::Paused);
        QCOMPARE(t2.side(clock::Side::Black).main, clock::Millis(12min));
        QCOMPARE(t2.toMove(), clock::Side::White);
        QCOMPARE(t2.sideNow(clock::Side::White, later).main, clock::Millis(10min - 30s));
    }

    void theEventsOwnCallsAreKeptInTheFile() {
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
            view.setUpHall(2, QStringLiteral("byoyomi:main=0,period=60s,periods=3"));
            QCOMPARE(view.calls().setScheduleText(QStringLiteral("period 60\nordinary 45 sec:45\n"
                                                                 "ordinary 30 seconds\n")),
                     QStringLiteral("line 3: 'seconds' is not a phrase key (sec:N, min:N, "
                                    "left_min:N, left_periods:N, count:N)"));
            QVERIFY(view.calls()
                        .setScheduleText(QStringLiteral("period 30\nordinary 10 sec:10\n"))
                        .contains(QStringLiteral("60 s periods")));
            QCOMPARE(view.calls().setScheduleText(QStringLiteral("period 60\nordinary 45 sec:45\n"
                                                                 "last 50 sec:50\n")),
                     QString());
        }
        // A new hall of the same period in this file calls at the event's offsets.
        RefereeView view;
        view.setTimeSource([&now] { return now; });
        view.setTournamentFile(file.get());
        view.setUpHall(1, QStringLiteral("byoyomi:main=0,period=60s,periods=3"));
        QVERIFY(view.calls().scheduleText().contains(QStringLiteral("ordinary 45 sec:45")));
        clock::RecordingSpeaker heard([&now] { return now; });
        view.calls().setCallOutput(&heard);
        view.calls().setPinned(1, true);
        view.hall()->startAll();
        now = 50s;
        view.hall()->processDue();
        QCOMPARE(heard.heard.size(), std::size_t(1)); // nothing at 30 s any more
        QCOMPARE(heard.heard[0].call.keys, std::vector<std::string>{"sec:45"});
        QCOMPARE(heard.heard[0].call.due, clock::Millis(45s));
        // Restoring the default removes the event's schedule from the file.
        QCOMPARE(view.calls().setScheduleText(QString()), QString());
        QVERIFY(!file->clocks().schedule(60000).has_value());
        QVERIFY(view.calls().scheduleText().contains(QStringLiteral("ordinary 30 sec:30")));
    }

    // Issue 13, point 11: the referee screen starts from the round: its tables, both players'
    // names and the event's time control; setting up alone writes nothing to the file.
    void theClocksAreTheRoundsTablesWithNamesAndTheEventsControl() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("round.tengen"));
        auto file = fileWithRoundOne(path, {"张三", "李四", "王五", "赵六", "钱七", "孙八"});
        RefereeView view;
        clock::Millis now{0};
        view.setTimeSource([&now] { return now; });
        view.setTournamentFile(file.get());
        QCOMPARE(view.round(), 1);
        QCOMPARE(view.hall()->tableCount(), 3);
        QCOMPARE(view.hall()->clock(2).control(),
                 *clock::tryParseControl("byoyomi:main=1m,period=30s,periods=3").control);
        QCOMPARE(view.seats(2).black, QStringLiteral("赵六"));
        QCOMPARE(view.seats(2).white, QStringLiteral("王五"));
        QVERIFY(!file->clocks().latestHall()); // nothing written before a clock starts
        QVERIFY(view.hall()->startAll().empty());
        QCOMPARE(file->clocks().latestHall()->round, 1);
        QCOMPARE(file->clocks().latestHall()->tables, 3);
        // After a crash the tiles come back with the names.
        view.setTournamentFile(nullptr);
        RefereeView again;
        again.setTimeSource([&now] { return now; });
        again.setTournamentFile(file.get());
        QCOMPARE(again.seats(3).black, QStringLiteral("孙八"));
        QCOMPARE(again.hall()->tableCount(), 3);
        QCOMPARE(again.setUpRound(2), QStringLiteral("Round 2 has no games to clock."));
    }

    // Issue 13, point 11: a table may play another time control than the event's (set before
    // its start, journalled, kept after a crash); the other tables keep the event's.
    void aTableMayPlayItsOwnTimeControl() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("own.tengen"));
        auto file = fileWithRoundOne(path, {"张三", "李四", "王五", "赵六"});
        const auto event = *clock::tryParseControl("byoyomi:main=1m,period=30s,periods=3").control;
        const auto own = *clock::tryParseControl("byoyomi:main=10m,period=60s,periods=5").control;
        clock::Millis now{0};
        {
            RefereeView view;
            view.setTimeSource([&now] { return now; });
            view.setTournamentFile(file.get());
            QVERIFY(!view.tableActions()
                         .setTableControl(2, QStringLiteral("byoyomi:main=x"))
                         .isEmpty());
            QCOMPARE(view.tableActions().setTableControl(
                         2, QStringLiteral("byoyomi:main=10m,period=60s,periods=5")),
                     QString());
            QCOMPARE(view.hall()->clock(2).control(), own);
            QCOMPARE(view.hall()->clock(1).control(), event);
            QVERIFY(view.hall()->startAll().empty());
            now = 20s;
            QVERIFY2(!view.tableActions()
                          .setTableControl(1, QStringLiteral("absolute:main=5m"))
                          .isEmpty(),
                     "refused once the clock runs");
            view.hall()->writeCheckpoints();
        }
        // The desk crashes; the next run finds table 2 with its own control and its time.
        RefereeView again;
        clock::Millis later{0};
        again.setTimeSource([&later] { return later; });
        again.setTournamentFile(file.get());
        QCOMPARE(again.hall()->clock(2).control(), own);
        QCOMPARE(again.hall()->clock(1).control(), event);
        QCOMPARE(again.hall()->clock(2).sideNow(clock::Side::Black, later).main,
                 clock::Millis(9min + 40s));
        QCOMPARE(again.hall()->clock(1).sideNow(clock::Side::Black, later).main,
                 clock::Millis(40s));
    }

    // Issue 13, points 12 and 14: game over asks, stops both clocks for good and is not next to
    // "adjust time"; a flagged clock shows the flag; quitting with clocks in play asks.
    void gameOverAsksAndStopsBothClocks() {
        RefereeView view;
        clock::Millis now{0};
        view.setTimeSource([&now] { return now; });
        QCOMPARE(view.setUpHall(2, QStringLiteral("byoyomi:main=1m,period=30s,periods=3")),
                 QString());
        view.hall()->startAll();
        now = 10s;
        view.hall()->press(1); // White to move at table 1
        QStringList asked;
        bool answer = false;
        setConfirmationAnswerer([&](const QString&, const QString& q) {
            asked << q;
            return answer;
        });
        QMenu* menu = view.tableActions().tableMenu(1);
        const QList<QAction*> actions = menu->actions();
        qsizetype adjust = -1, over = -1;
        for (qsizetype i = 0; i < actions.size(); ++i) {
            if (actions[i]->text().startsWith(QStringLiteral("Adjust time")))
                adjust = i;
            if (actions[i]->text().startsWith(QStringLiteral("Game over")))
                over = i;
        }
        QVERIFY(adjust >= 0 && over >= 0);
        QCOMPARE(over, actions.size() - 1); // last, after a separator
        QVERIFY(actions[over - 1]->isSeparator());
        QVERIFY(over - adjust > 2);
        actions[over]->trigger(); // the referee says no: nothing happens
        QCOMPARE(asked.size(), 1);
        QCOMPARE(view.hall()->clock(1).state(), clock::GameClock::State::Running);
        answer = true;
        now = 20s;
        QCOMPARE(view.clocksInPlay(), 2);
        actions[over]->trigger();
        QCOMPARE(view.clocksInPlay(), 1); // table 2 runs on
        QCOMPARE(view.hall()->clock(1).state(), clock::GameClock::State::Finished);
        const auto white = view.hall()->clock(1).sideNow(clock::Side::White, now);
        now = 10min;
        view.hall()->pauseAll();
        view.hall()->resumeAll();
        QCOMPARE(view.hall()->clock(1).sideNow(clock::Side::White, now), white);
        delete menu;
        // Table 2's Black has run 10 min: the flag fell at 2 min 30 s.
        view.hall()->processDue();
        QCOMPARE(view.hall()->clock(2).state(), clock::GameClock::State::Flagged);
        QCOMPARE(view.clockText(2, clock::Side::Black), QStringLiteral("⚑ flag"));
        QCOMPARE(view.clockText(2, clock::Side::White), QStringLiteral("1:00"));
        view.tiles().showTableMode(2);
        QWidget* table = view.tiles().tableModeWidget();
        table->resize(1600, 900);
        QImage shot(table->size(), QImage::Format_RGB32);
        table->render(&shot);
        QVERIFY(view.statusText().isEmpty());
        view.tiles().showTableMode(0);
        setConfirmationAnswerer(nullptr);
    }

    // Issue 13, point 14: quitting with clocks in play asks; no means the window stays.
    void quittingWithClocksInPlayAsks() {
        MainWindow window;
        window.setReporter([](const QString&, const QString&, const QString&) {});
        window.show();
        QCOMPARE(window.showClocks(2, QStringLiteral("absolute:main=10m"), true), QString());
        QStringList asked;
        bool answer = false;
        setConfirmationAnswerer([&](const QString&, const QString& q) {
            asked << q;
            return answer;
        });
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked[0].contains(QStringLiteral("2 clock")));
        answer = true;
        QVERIFY(window.close());
        setConfirmationAnswerer(nullptr);
    }

    // Issue 13, point 14: table mode fits "0:09.1 ×1" at 1600 px wide (it was clipped).
    void tableModeNeverClipsTheClock() {
        QFont font;
        font.setBold(true);
        for (const QSize half : {QSize(800, 750), QSize(400, 600), QSize(960, 900)}) {
            const QString text = QStringLiteral("0:09.1 ×1");
            font.setPixelSize(RefereeTiles::clockPixelSize(font, text, half));
            QVERIFY2(QFontMetrics(font).horizontalAdvance(text) <= half.width() - 16,
                     qPrintable(QStringLiteral("%1 px wide").arg(half.width())));
            QVERIFY(font.pixelSize() >= half.width() / 10); // still big
        }
    }

    // #45: what the hall's devices leave to the referee is said on the tiles and the Attention
    // list, in words: a flag held for a silent device (no countdown frozen past the fall, "⚑
    // held", decided from the table's menu at the instant it fell), wrong PINs, a jigo the
    // komi rules out ("result for the referee", not "result to confirm"), and many tables
    // offline at once as one line, not a list that pushes everything else away.
    void whatTheDevicesLeaveToTheRefereeIsSaidInWords() {
        QTemporaryDir dir;
        auto file = fileWithRoundOne(
            dir.filePath(QStringLiteral("hall.tengen")),
            {"甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸", "子", "丑"}); // 6 tables
        file->clocks().setRefereePin(QStringLiteral("4711"));
        file->clocks().setDeviceGoneGraceMs(0); // no pause for a device gone: the flags are held
        clock::Millis now{0};
        RefereeView view;
        view.setTimeSource([&now] { return now; });
        view.setTournamentFile(file.get());
        QVERIFY(view.hall());
        QCOMPARE(view.hall()->tableCount(), 6);
        const quint16 port = freePort();
        QCOMPARE(view.devices().startDevices(QHostAddress::LocalHost, port), QString());
        HallServer* hall = view.devices().server();
        std::vector<std::unique_ptr<TableDevice>> devices;
        for (int t = 1; t <= 6; ++t) {
            devices.push_back(std::make_unique<TableDevice>());
            QVERIFY(devices.back()->join(port, hall->joinCode(TableNo{t}),
                                         QStringLiteral("device-%1").arg(t)));
        }
        QVERIFY(view.hall()->startAll().empty());
        // Table 2: the players enter a jigo and both confirm it; the komi (7.5) rules it out.
        now = 5s;
        devices[1]->send({{QStringLiteral("type"), QStringLiteral("result")},
                          {QStringLiteral("id"), QStringLiteral("r1")},
                          {QStringLiteral("result"), QStringLiteral("jigo")}});
        for (const char* side : {"B", "W"})
            devices[1]->send({{QStringLiteral("type"), QStringLiteral("confirm")},
                              {QStringLiteral("id"), QLatin1String("c") + QLatin1String(side)},
                              {QStringLiteral("side"), QLatin1String(side)},
                              {QStringLiteral("result"), QStringLiteral("jigo")}});
        QTRY_VERIFY(hall->tables().link(TableNo{2}).result &&
                    !hall->tables().link(TableNo{2}).result->refused.isEmpty());
        // Table 1: two wrong PINs from its device.
        for (const char* id : {"p1", "p2"})
            devices[0]->send({{QStringLiteral("type"), QStringLiteral("referee")},
                              {QStringLiteral("id"), QLatin1String(id)},
                              {QStringLiteral("pin"), QStringLiteral("0000")},
                              {QStringLiteral("action"), QStringLiteral("resume")}});
        QTRY_COMPARE(hall->tables().link(TableNo{1}).wrongPins, 2);
        // Tables 3 to 6: the hall's network goes down there.
        for (int t = 3; t <= 6; ++t)
            devices[t - 1]->ws.close();
        QTRY_VERIFY(!hall->tables().link(TableNo{6}).offlineSince.isEmpty() &&
                    !hall->tables().link(TableNo{3}).offlineSince.isEmpty());
        // Black's 1 min + 3 × 30 s run out at 2:30; table 1's device says nothing after it.
        now = 151s;
        view.hall()->processDue();
        QCOMPARE(view.hall()->clock(1).state(), clock::GameClock::State::Running); // held
        QCOMPARE(view.clockText(1, clock::Side::Black), QStringLiteral("⚑ held"));
        QCOMPARE(view.clockText(3, clock::Side::Black), QStringLiteral("⚑ held"));
        const RefereeTiles::TileTexts one = view.tiles().tileTexts(1);
        QVERIFY2(one.device.contains(QStringLiteral("flag held")), qPrintable(one.device));
        QVERIFY(one.deviceAlert);
        const RefereeTiles::TileTexts two = view.tiles().tileTexts(2);
        QVERIFY2(two.device.contains(QStringLiteral("result for the referee")),
                 qPrintable(two.device));
        QVERIFY(!two.device.contains(QStringLiteral("result to confirm")));
        QVERIFY(two.deviceAlert);
        view.tiles().refreshAttention();
        const QStringList lines = view.tiles().attentionLines();
        const QString all = lines.join(QLatin1Char('|'));
        QVERIFY2(lines.filter(QStringLiteral("Table 1: flag held")).size() == 1, qPrintable(all));
        QVERIFY2(lines.filter(QStringLiteral("Table 1: 2 wrong referee PINs")).size() == 1,
                 qPrintable(all));
        QVERIFY2(lines.filter(QStringLiteral("4 tables offline since")).size() == 1,
                 qPrintable(all));
        QVERIFY2(lines.filter(QStringLiteral(": 3, 4, 5, 6")).size() == 1, qPrintable(all));
        QVERIFY2(lines.filter(QStringLiteral("the device is offline")).isEmpty(), qPrintable(all));
        // The referee decides table 1's flag from its menu: journalled at the instant it fell.
        QMenu* menu = view.tableActions().tableMenu(1);
        QAction* decide = nullptr;
        QAction* takeBack = nullptr;
        for (QAction* a : menu->actions()) {
            if (a->text().startsWith(QStringLiteral("Decide the flag now")))
                decide = a;
            if (a->text().startsWith(QStringLiteral("Take the flag back")))
                takeBack = a;
        }
        QVERIFY(decide && takeBack);
        QVERIFY(decide->isEnabled());
        QVERIFY(!takeBack->isEnabled()); // nothing has fallen yet
        decide->trigger();
        delete menu;
        QCOMPARE(view.hall()->clock(1).state(), clock::GameClock::State::Flagged);
        QCOMPARE(view.clockText(1, clock::Side::Black), QStringLiteral("⚑ flag"));
        const qint64 hallId = file->clocks().latestHall()->id;
        const auto flagged = [&](int table) {
            for (const auto& e : file->clocks().events(hallId))
                if (e.table == table && e.kind == QLatin1String("flag"))
                    return std::optional<qint64>(e.steadyMs);
            return std::optional<qint64>();
        };
        QTRY_VERIFY(flagged(1).has_value());
        QCOMPARE(*flagged(1), qint64(150000)); // when it fell, not when it was decided
        // Taken back with a reason: the clock stands paused at the fall, the reason journalled.
        std::vector<QString> asked;
        setReasonAnswerer([&](const QString& q) -> std::optional<QString> {
            asked.push_back(q);
            return QStringLiteral("the phone lost a press made in time");
        });
        menu = view.tableActions().tableMenu(1);
        for (QAction* a : menu->actions())
            if (a->text().startsWith(QStringLiteral("Take the flag back"))) {
                QVERIFY(a->isEnabled());
                a->trigger();
            }
        delete menu;
        setReasonAnswerer(nullptr);
        QCOMPARE(asked.size(), size_t(1));
        QCOMPARE(view.hall()->clock(1).state(), clock::GameClock::State::Paused);
        QTRY_VERIFY(!file->clocks().events(hallId).empty() &&
                    file->clocks().events(hallId).back().kind == QLatin1String("unflag"));
        QVERIFY(file->clocks().events(hallId).back().reason.contains(
            QStringLiteral("the phone lost a press made in time")));
    }

    void aMalformedTimeControlIsRefusedWithItsReason() {
        RefereeView view;
        QVERIFY(view.setUpHall(10, QStringLiteral("byoyomi:main=1m,periodz=3"))
                    .contains(QStringLiteral("periodz")));
    }
};

QTEST_MAIN(RefereeViewTest)
#include "referee_view_test.moc"
