// One table of report kinds (#46): a kind added to documents/report_kinds.h alone is listed and
// written by the desk's Reports view, `tengen-cli report` and the live page; a kind an event does
// not have is listed by none of them.
#include "cli_run.h"
#include "documents/report_kinds.h"
#include "reports_view.h"
#include "store/tournament_file.h"
#include "tournament_document.h"
#include "web/live_page.h"

#include <QComboBox>
#include <QListView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace tengen;

namespace {

// What a newcomer would add: a kind that counts the registered players.
QByteArray playerCount(const store::TournamentFile& file, const ReportOptions&,
                       const QString& format, const QString&) {
    const QString n = QString::number(file.players().all().size());
    return format == QLatin1String("html")
               ? QStringLiteral("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
                                "</head>\n<body>\n<p>registered: %1</p>\n</body>\n</html>\n")
                     .arg(n)
                     .toUtf8()
               : QStringLiteral("registered: %1\n").arg(n).toUtf8();
}

bool listedIn(const QComboBox* box, const QString& id) {
    const int i = box->findData(id);
    const auto* list = qobject_cast<const QListView*>(box->view());
    return i >= 0 && list && !list->isRowHidden(i);
}

} // namespace

class ReportKindsTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        addReportKind({QStringLiteral("head-count"),
                       "Registered players",
                       ReportRound::None,
                       {QStringLiteral("text"), QStringLiteral("html")},
                       true,
                       [](const EventShape&) { return true; },
                       {},
                       playerCount});
        // A kind only team events have.
        addReportKind({QStringLiteral("team-count"),
                       "Teams",
                       ReportRound::None,
                       {QStringLiteral("text")},
                       true,
                       [](const EventShape& e) { return e.team; },
                       {},
                       playerCount});
        QVERIFY(dir_.isValid());
        path_ = dir_.filePath(QStringLiteral("open.tengen"));
        QCOMPARE(
            test::cli({QStringLiteral("new"), path_, QStringLiteral("--name"),
                       QStringLiteral("Kinds"), QStringLiteral("--system"), QStringLiteral("swiss"),
                       QStringLiteral("--rounds"), QStringLiteral("3")})
                .code,
            0);
        for (const char* family : {"Li", "Wang", "Zhang"})
            QCOMPARE(test::cli({QStringLiteral("player"), QStringLiteral("add"), path_,
                                QStringLiteral("--family"), QString::fromLatin1(family),
                                QStringLiteral("--given"), QStringLiteral("Wei"),
                                QStringLiteral("--rank"), QStringLiteral("3k")})
                         .code,
                     0);
    }

    void theCommandLineListsAndWritesANewKind() {
        const auto list = test::cli({QStringLiteral("report"), QStringLiteral("--list")});
        QCOMPARE(list.code, 0);
        QVERIFY2(list.out.contains(QStringLiteral("head-count")), qPrintable(list.out));
        QVERIFY(list.out.contains(QStringLiteral("standings")));
        const auto count =
            test::cli({QStringLiteral("report"), path_, QStringLiteral("head-count")});
        QCOMPARE(count.code, 0);
        QCOMPARE(count.out, QStringLiteral("registered: 3\n"));
        // Not a format the kind has: a usage error naming those it has.
        const auto csv = test::cli({QStringLiteral("report"), path_, QStringLiteral("head-count"),
                                    QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(csv.code, 2);
        QVERIFY2(csv.err.contains(QStringLiteral("text, html")), qPrintable(csv.err));
        // A kind this event does not have: refused, exit 1.
        const auto team =
            test::cli({QStringLiteral("report"), path_, QStringLiteral("team-count")});
        QCOMPARE(team.code, 1);
        QVERIFY2(team.err.contains(QStringLiteral("team-count")), qPrintable(team.err));
        QCOMPARE(test::cli({QStringLiteral("report"), path_, QStringLiteral("no-such")}).code, 2);
    }

    void theLivePageServesAndLinksIt() {
        LivePage live(path_);
        QVERIFY(live.error().isEmpty());
        QVERIFY(live.page(QStringLiteral("/head-count"), QStringLiteral("en"))
                    .contains("registered: 3"));
        const QByteArray index = live.page(QStringLiteral("/"), QStringLiteral("en"));
        QVERIFY2(index.contains("/head-count?lang=en"), index.constData());
        QVERIFY(index.contains("/standings?lang=en"));
        QVERIFY(!index.contains("/team-count"));
        QVERIFY(live.page(QStringLiteral("/team-count"), QStringLiteral("en")).isEmpty()); // 404
    }

    void theDeskListsAndShowsIt() {
        gui::TournamentDocument doc(store::TournamentFile::open(path_));
        gui::ReportsView view;
        view.setDocument(&doc);
        QComboBox* kinds = view.kindBox();
        QVERIFY(listedIn(kinds, QStringLiteral("head-count")));
        QVERIFY(!listedIn(kinds, QStringLiteral("team-count")));
        QVERIFY(listedIn(kinds, QStringLiteral("egf"))); // the federations' files after them
        view.setKind(QStringLiteral("head-count"));
        QCOMPARE(view.kind(), QStringLiteral("head-count"));
        QVERIFY2(view.preview()->toPlainText().contains(QStringLiteral("registered: 3")),
                 qPrintable(view.preview()->toPlainText()));
        QCOMPARE(kinds->currentText(), QStringLiteral("Registered players"));
        // Saved as text by the extension, as the command line writes it.
        const QString saved = dir_.filePath(QStringLiteral("count.txt"));
        QCOMPARE(view.saveTo(saved), QString());
        QFile f(saved);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("registered: 3\n"));
    }

  private:
    QTemporaryDir dir_;
    QString path_;
};

QTEST_MAIN(ReportKindsTest)
#include "report_kinds_test.moc"
