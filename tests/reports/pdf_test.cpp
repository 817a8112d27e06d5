// PDF documents on the offscreen platform: a standings page with CJK names and the result
// sheets, four to an A4 page.
#include "reports/pairing_list.h"
#include "reports/pdf_documents.h"
#include "reports/qr_code.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>

using namespace tengen::reports;

namespace {

int pageCount(const QByteArray& pdf) {
    return static_cast<int>(pdf.count("/Type /Page\n") + pdf.count("/Type /Page ") +
                            pdf.count("/Type /Page>") + pdf.count("/Type/Page\n"));
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

TEST(Pdf, ResultSheetsAreFourToAPage) {
    QTemporaryDir dir;
    std::vector<ResultSheet> sheets;
    for (int t = 1; t <= 9; ++t)
        sheets.push_back({3, t, QStringLiteral("王浩然 (6d) 杭州棋院"),
                          QStringLiteral("Ke Jie (9p)"), t % 3, QStringLiteral("7.5")});
    SheetLabels labels{
        QStringLiteral("天元杯"), QStringLiteral("Round"),  QStringLiteral("Table"),
        QStringLiteral("White"),  QStringLiteral("Black"),  QStringLiteral("Handicap"),
        QStringLiteral("Komi"),   QStringLiteral("Result"), QStringLiteral("Signature")};
    const QString path = dir.filePath(QStringLiteral("sheets.pdf"));
    ASSERT_EQ(resultSheetsPdf(sheets, labels, path), QString());
    const QByteArray pdf = readAll(path);
    ASSERT_TRUE(pdf.startsWith("%PDF-"));
    EXPECT_EQ(pageCount(pdf), 3); // 9 sheets: 4 + 4 + 1
}

// A phone's camera reads what the sheet prints: a QR code of the table's page, with its three
// finder patterns where a reader looks for them.
TEST(Pdf, ASheetsQrCodeIsAWellFormedSymbol) {
    const auto m = qrModules(QStringLiteral("http://192.168.1.10:8090/t/7KQ2M9XD"));
    ASSERT_FALSE(m.empty());
    const int n = static_cast<int>(m.size());
    EXPECT_EQ((n - 21) % 4, 0) << "a QR version's size";
    for (const auto& row : m)
        ASSERT_EQ(static_cast<int>(row.size()), n);
    const auto finder = [&](int top, int left) {
        for (int y = 0; y < 7; ++y)
            for (int x = 0; x < 7; ++x) {
                const bool ring = y == 0 || y == 6 || x == 0 || x == 6;
                const bool core = y >= 2 && y <= 4 && x >= 2 && x <= 4;
                if (m[top + y][left + x] != (ring || core))
                    return false;
            }
        return true;
    };
    EXPECT_TRUE(finder(0, 0));
    EXPECT_TRUE(finder(0, n - 7));
    EXPECT_TRUE(finder(n - 7, 0));
    EXPECT_FALSE(finder(n - 7, n - 7));
    // A longer address makes a larger symbol; the sheets with codes are still four to a page.
    EXPECT_GT(qrModules(QString(200, QLatin1Char('x'))).size(), m.size());
    QTemporaryDir dir;
    std::vector<ResultSheet> sheets;
    for (int t = 1; t <= 5; ++t)
        sheets.push_back({1, t, QStringLiteral("王浩然 (6d)"), QStringLiteral("Ke Jie (9p)"), 0,
                          QStringLiteral("7.5"), QStringLiteral("7KQ2M9XD"),
                          QStringLiteral("http://192.168.1.10:8090/t/7KQ2M9XD")});
    SheetLabels labels;
    labels.title = QStringLiteral("天元杯");
    labels.clock = QStringLiteral("Clock on a phone");
    const QString path = dir.filePath(QStringLiteral("sheets.pdf"));
    ASSERT_EQ(resultSheetsPdf(sheets, labels, path), QString());
    EXPECT_EQ(pageCount(readAll(path)), 2);
}

// The pairing list a director prints with join codes: its PDF shows each table's QR code (an
// image in the HTML; QTextDocument would silently leave out an inline SVG).
TEST(Pdf, ThePrintedPairingListShowsTheQrCodes) {
    QTemporaryDir dir;
    PairingListLabels labels;
    labels.title = QStringLiteral("天元杯");
    labels.clock = QStringLiteral("Clock on a phone");
    std::vector<PairingLine> lines;
    for (int t = 1; t <= 3; ++t)
        lines.push_back({t, QStringLiteral("王浩然 (6d)"), QStringLiteral("Ke Jie (9p)"), 0,
                         QStringLiteral("7.5"), QStringLiteral("7KQ2M9X%1").arg(t),
                         QStringLiteral("http://192.168.1.10:8090/t/7KQ2M9X%1").arg(t)});
    const QString path = dir.filePath(QStringLiteral("pairings.pdf"));
    ASSERT_EQ(htmlToPdf(pairingListHtml(lines, {}, {}, labels), path), QString());
    EXPECT_GE(readAll(path).count("/Subtype /Image"), 1);
    // Codes without a hall's address: text only, no image.
    for (PairingLine& l : lines)
        l.joinUrl.clear();
    ASSERT_EQ(htmlToPdf(pairingListHtml(lines, {}, {}, labels), path), QString());
    EXPECT_EQ(readAll(path).count("/Subtype /Image"), 0);
}

TEST(Pdf, AnHtmlDocumentBecomesPages) {
    QTemporaryDir dir;
    QByteArray html = "<html><body><h1>\xe5\xa4\xa9\xe5\x85\x83</h1><table>";
    for (int i = 0; i < 400; ++i)
        html += "<tr><td>" + QByteArray::number(i) + "</td><td>Player</td></tr>";
    html += "</table></body></html>";
    const QString path = dir.filePath(QStringLiteral("doc.pdf"));
    ASSERT_EQ(htmlToPdf(html, path), QString());
    const QByteArray pdf = readAll(path);
    ASSERT_TRUE(pdf.startsWith("%PDF-"));
    EXPECT_GE(pageCount(pdf), 3);
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
