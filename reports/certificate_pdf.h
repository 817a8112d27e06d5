#pragma once
// Grade certificates (#47, 段位证书 / 認定状 / 인정서): one A4 page each, printed for a whole
// certification group in one file. Every text comes in the certificate's language already; the
// page only lays it out, in the font families given (the first that has a character draws it).
#include <QString>
#include <QStringList>
#include <vector>

namespace tengen::reports {

struct Certificate {
    QString heading;   // "业余段位证书", "認定状", "인정서", "Certificate of Grade"
    QString name;      // the name in its native script
    QString latinName; // beside it, when it differs ("" otherwise)
    QString statement; // "在……中成绩合格，经审定，授予" — the sentence before the grade
    QString grade;          // "业余初段", "初段", "초단", "1 dan"
    QString details;        // "5 局 4 胜" — the score that gives it
    QString place;          // the event's place and date, one line
    QString number;         // "No. 2026-2-0017"
    QStringList signatures; // the labels of the signature lines ("裁判长", "主办单位")
};

// Writes the pages to `path`; "" or why it could not (an empty list writes nothing and says so).
QString writeCertificatesPdf(const QString& path, const QString& title,
                             const std::vector<Certificate>& pages, const QStringList& families);

} // namespace tengen::reports
