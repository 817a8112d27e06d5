#include "documents/certificates.h"

#include "actions/awards.h"
#include "actions/divisions.h"
#include "common/translations.h"
#include "reports/certificate_pdf.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QRegularExpression>

namespace tengen {

namespace {

class Certificates {
    Q_DECLARE_TR_FUNCTIONS(Certificates)
};

// 初, 二 … 九: the dan on a Chinese or Japanese certificate.
QString hanNumeral(int n) {
    static const char16_t* numerals[] = {u"〇", u"初", u"二", u"三", u"四",
                                         u"五", u"六", u"七", u"八", u"九"};
    if (n >= 1 && n <= 9)
        return QString::fromUtf16(numerals[n]);
    return QString::number(n);
}

// A serif for Latin letters and digits, then a face with Chinese, Japanese and Korean. Not the
// Noto CJK faces: Qt 6.4 writes their shared glyphs as the Kangxi radicals (手 copies out of the
// PDF as ⼿, U+2F3F), so a name could not be found or copied; WenQuanYi Micro Hei's copy as the
// characters they are (measured with pdftotext).
QStringList certificateFonts() {
    return {QStringLiteral("Noto Serif"), QStringLiteral("WenQuanYi Micro Hei"),
            QStringLiteral("Droid Sans Fallback")};
}

// The day as a certificate writes it: 2026年12月8日, 2026년 12월 8일, 8 December 2026.
QString certificateDate(const QDate& day, const QString& language) {
    if (language.startsWith(QLatin1String("zh")) || language == QLatin1String("ja"))
        return day.toString(QStringLiteral("yyyy年M月d日"));
    if (language == QLatin1String("ko"))
        return day.toString(QStringLiteral("yyyy년 M월 d일"));
    return QLocale(QLocale::English).toString(day, QStringLiteral("d MMMM yyyy"));
}

} // namespace

QString certificateGrade(const Rank& rank, const QString& language) {
    const bool dan = rank.value() >= 0;
    const int grade = dan ? rank.value() + 1 : -rank.value();
    if (rank.isProfessional())
        return rankText(rank);
    if (language == QLatin1String("zh_CN"))
        return dan ? QStringLiteral("业余%1段").arg(hanNumeral(grade))
                   : QStringLiteral("业余%1级").arg(grade);
    if (language == QLatin1String("zh_TW"))
        return dan ? QStringLiteral("業餘%1段").arg(hanNumeral(grade))
                   : QStringLiteral("業餘%1級").arg(grade);
    if (language == QLatin1String("ja"))
        return dan ? QStringLiteral("%1段").arg(hanNumeral(grade))
                   : QStringLiteral("%1級").arg(grade);
    if (language == QLatin1String("ko"))
        return dan ? (grade == 1 ? QStringLiteral("초단") : QStringLiteral("%1단").arg(grade))
                   : QStringLiteral("%1급").arg(grade);
    return dan ? QStringLiteral("%1 dan").arg(grade) : QStringLiteral("%1 kyu").arg(grade);
}

QString certificateNumber(int year, int division, PlayerId player) {
    return QStringLiteral("%1-%2-%3")
        .arg(year)
        .arg(division)
        .arg(player.value(), 4, 10, QLatin1Char('0'));
}

Refusal writeCertificates(const store::TournamentFile& file, std::optional<int> division,
                          const QString& language, const QString& path) {
    const Awards awards = computeAwards(file, division);
    if (awards.refusal)
        return awards.refusal;
    const ThreadLanguage words(language);
    std::vector<reports::Certificate> pages;
    QString title;
    if (const Refusal r = guarded([&] {
            const store::WholeEvent event(file);
            const TournamentSettings s = file.settings().get();
            title = Certificates::tr("%1 — certificates").arg(eventTitle(file));
            const QDate last(s.lastDay.year(), s.lastDay.month(), s.lastDay.day());
            const QString place =
                QStringList{QString::fromStdString(s.place), certificateDate(last, language)}
                    .filter(QRegularExpression(QStringLiteral("\\S")))
                    .join(Certificates::tr(", "));
            for (const AwardRow& row : awards.rows) {
                if (!row.awarded)
                    continue;
                // The name in its own script (柯洁, in its order), the Latin one beside it.
                const QString shown = QString::fromStdString(row.player.displayName());
                const QString latin = QString::fromStdString(row.player.latinName());
                reports::Certificate c;
                c.heading = Certificates::tr("Certificate of Grade");
                c.name = shown;
                c.latinName = latin == shown ? QString() : latin;
                const store::InDivision in(file, row.division.id);
                c.statement =
                    Certificates::tr("won %1 of %2 games in %3 and is awarded the grade of")
                        .arg(row.wins)
                        .arg(row.games + row.byes)
                        .arg(eventTitle(file));
                c.grade = certificateGrade(*row.awarded, language);
                c.details = row.claimed ? Certificates::tr("grade claimed: %1")
                                              .arg(certificateGrade(*row.claimed, language))
                                        : QString();
                c.place = place;
                c.number = Certificates::tr("No. %1").arg(
                    certificateNumber(last.year(), row.division.id, row.player.id));
                c.signatures = {Certificates::tr("Chief referee"), Certificates::tr("Organiser")};
                pages.push_back(std::move(c));
            }
        }))
        return r;
    if (pages.empty())
        return Refusal::refused(Problem(QT_TRANSLATE_NOOP(
            "tengen", "no grade is awarded yet: no certificate to print (the results of the "
                      "group's rounds give the grades)")));
    const QString problem = reports::writeCertificatesPdf(path, title, pages, certificateFonts());
    if (!problem.isEmpty())
        return Refusal::withText(Refusal::Kind::Refused, problem);
    return {};
}

} // namespace tengen
