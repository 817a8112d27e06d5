// PDF documents on the offscreen platform: a standings page with CJK names and the result
// sheets, four to an A4 page.
#include "reports/pairing_list.h"
#include "reports/pdf_documents.h"
#include "reports/qr_code.h"
#include "rendered_pdf.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <algorithm>

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

// #28 point 10: the event's name was printed over "Clock on a phone: CODE" on every sheet (en
// and zh_CN). Looked at as printed: no two words of a page overlap, every word is on the page,
// each sheet shows its code, and a QR code where the hall's address is known.
TEST(Pdf, ResultSheetsAsPrintedHaveNoTextOverTextAndShowEachTablesCodeAndQrCode) {
    struct Language {
        SheetLabels labels;
    };
    SheetLabels en{QStringLiteral("The 12th Tengen Cup Hangzhou Amateur Open and Zhejiang League "
                                  "Qualifier"),
                   QStringLiteral("Round"),    QStringLiteral("Table"),  QStringLiteral("White"),
                   QStringLiteral("Black"),    QStringLiteral("Handicap"), QStringLiteral("Komi"),
                   QStringLiteral("Result"),   QStringLiteral("Signature")};
    en.clock = QStringLiteral("Clock on a phone");
    SheetLabels zh{QStringLiteral("第十二届“天元杯”杭州市业余围棋公开赛暨浙江省围棋甲级联赛选拔赛"),
                   QStringLiteral("轮次"), QStringLiteral("台号"), QStringLiteral("白方"),
                   QStringLiteral("黑方"), QStringLiteral("让子"), QStringLiteral("贴目"),
                   QStringLiteral("结果"), QStringLiteral("签名")};
    zh.clock = QStringLiteral("手机棋钟");
    for (const SheetLabels& labels : {en, zh}) {
        for (bool withUrl : {true, false}) {
            SCOPED_TRACE(labels.round.toStdString() + (withUrl ? " with QR" : " codes only"));
            QTemporaryDir dir;
            std::vector<ResultSheet> sheets;
            for (int t = 1; t <= 4; ++t) {
                const QString code = QStringLiteral("7KQ2M9X%1").arg(t);
                sheets.push_back({5, t, QStringLiteral("欧阳晓峰 (6段) 杭州棋院少儿围棋培训中心"),
                                  QStringLiteral("Müller Thomas (3d) Berlin Mitte"), t % 3,
                                  QStringLiteral("7.5 (3¾子)"), code,
                                  withUrl ? QStringLiteral("http://192.168.1.10:8090/t/") + code
                                          : QString()});
            }
            const QString path = dir.filePath(QStringLiteral("sheets.pdf"));
            ASSERT_EQ(resultSheetsPdf(sheets, labels, path), QString());
            QSizeF page;
            const std::vector<tengen::test::PdfWord> words = tengen::test::pdfWords(path, 1, &page);
            ASSERT_FALSE(words.empty()) << "pdftotext (poppler-utils) reads the page";
            for (std::size_t i = 0; i < words.size(); ++i) {
                EXPECT_TRUE(QRectF(QPointF(0, 0), page).contains(words[i].box))
                    << words[i].text.toStdString() << " is off the page";
                for (std::size_t j = i + 1; j < words.size(); ++j)
                    EXPECT_FALSE(words[i].box.adjusted(0.5, 0.5, -0.5, -0.5).intersects(
                        words[j].box.adjusted(0.5, 0.5, -0.5, -0.5)))
                        << words[i].text.toStdString() << " over " << words[j].text.toStdString();
            }
            for (const ResultSheet& sheet : sheets)
                EXPECT_EQ(std::count_if(words.begin(), words.end(),
                                        [&](const tengen::test::PdfWord& w) {
                                            return w.text == sheet.joinCode;
                                        }),
                          1)
                    << sheet.joinCode.toStdString();
            // The QR codes: ink in each sheet's bottom right corner, only when there is an
            // address to scan.
            const QImage image = tengen::test::pdfPage(path, 1);
            ASSERT_FALSE(image.isNull());
            const int w = image.width() / 2, h = image.height() / 2;
            for (int q = 0; q < 4; ++q) {
                const QRect corner(q % 2 * w + w * 2 / 3, q / 2 * h + h * 2 / 3, w / 4, h / 4);
                const double ink = tengen::test::inkIn(image, corner);
                if (withUrl)
                    EXPECT_GT(ink, 0.2) << "sheet " << q + 1;
                else
                    EXPECT_LT(ink, 0.1) << "sheet " << q + 1;
            }
        }
    }
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
