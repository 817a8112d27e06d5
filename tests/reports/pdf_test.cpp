// PDF documents on the offscreen platform: a standings page with CJK names and the result
// sheets, four to an A4 page.
#include "reports/pdf_documents.h"

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
