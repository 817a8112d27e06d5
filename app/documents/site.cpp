#include "documents/site.h"

#include "actions/divisions.h"
#include "common/translations.h"
#include "documents/documents.h"
#include "documents/exports.h"
#include "documents/site_pages.h"

#include <QDir>
#include <QFile>
#include <algorithm>
#include <vector>

namespace tengen {

namespace {

// The index of the divisions in `folder`, and each division's site in "division-ID/" with its
// own last round (the one played, else the one paired): what publishSite writes for an event
// of several divisions, in one language.
Refusal publishDivisions(const store::TournamentFile& file,
                         const std::vector<DivisionNow>& divisions, const QString& folder,
                         const QStringList& languageLinks, QStringList* written) {
    QString list;
    for (const DivisionNow& d : divisions) {
        const QString sub = QStringLiteral("division-%1").arg(d.division.id);
        const store::InDivision in(file, d.division.id);
        const Documents documents(file);
        const int round =
            std::max(1, documents.lastPlayedRound() > 0 ? documents.lastPlayedRound()
                                                        : documents.lastPairedRound());
        // Its pages link back to the index, and to the other languages one folder up.
        QStringList links{QStringLiteral("<a href=\"../index.html\">%1</a>")
                              .arg(SitePages::tr("All divisions").toHtmlEscaped())};
        for (QString link : languageLinks)
            links << link.replace(QStringLiteral("href=\""), QStringLiteral("href=\"../"));
        QStringList pages;
        if (Refusal r = publishRound(file, RoundNo{round}, QDir(folder).filePath(sub),
                                     links.join(QStringLiteral(" · ")), &pages);
            !r.done())
            return r;
        if (written)
            for (const QString& page : pages)
                written->append(sub + QLatin1Char('/') + page);
        list += QStringLiteral(
                    "<li><a href=\"%1/index.html\">%2</a> <span class=\"k\">%3</span></li>\n")
                    .arg(sub, divisionLabel(d.division).toHtmlEscaped(),
                         SitePages::tr("%n player(s)", "", d.players).toHtmlEscaped());
    }
    const QByteArray index = // (the file works in no division here: the event's title)
        SitePages::page(eventTitle(file), languageLinks.join(QStringLiteral(" · ")),
                        QStringLiteral("<h2>%1</h2>\n<ul>\n%2</ul>\n")
                            .arg(SitePages::tr("Divisions").toHtmlEscaped(), list));
    QFile out(QDir(folder).filePath(QStringLiteral("index.html")));
    if (!QDir().mkpath(folder) || !out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        out.write(index) != index.size() || !out.flush())
        return Refusal::withText(Refusal::Kind::Refused,
                                 Documents::tr("%1: cannot write the documents").arg(folder));
    if (written)
        written->append(QStringLiteral("index.html"));
    return {};
}

} // namespace

Refusal publishSite(const store::TournamentFile& file, int round, const QString& folder,
                    const QString& language, QStringList* written) {
    // The root in `language`, then Chinese and English each in a folder of its own unless the
    // root is in it already.
    struct Site {
        QString language, sub; // sub: "" for the root
    };
    std::vector<Site> sites{{language, QString()}};
    if (language != QLatin1String("zh_CN"))
        sites.push_back({QStringLiteral("zh_CN"), QStringLiteral("zh")});
    if (language != QLatin1String("en"))
        sites.push_back({QStringLiteral("en"), QStringLiteral("en")});
    // An event of several divisions, none chosen: an index of the divisions, each division's
    // site in a folder of its own.
    std::vector<DivisionNow> divided;
    if (!file.division())
        if (Refusal r = guarded([&] { divided = divisionsNow(file); }); !r.done())
            return r;
    prepareThreadLanguages();
    for (const Site& site : sites) {
        QStringList links;
        for (const Site& other : sites) {
            if (other.sub == site.sub)
                continue;
            const QString up = site.sub.isEmpty() ? QString() : QStringLiteral("../");
            const QString href = up +
                                 (other.sub.isEmpty() ? QString() : other.sub + QLatin1Char('/')) +
                                 QStringLiteral("index.html");
            links << QStringLiteral("<a href=\"%1\" hreflang=\"%2\">%3</a>")
                         .arg(href,
                              QString(other.language).replace(QLatin1Char('_'), QLatin1Char('-')),
                              nativeLanguageName(other.language).toHtmlEscaped());
        }
        const ThreadLanguage words(site.language);
        const QString here = site.sub.isEmpty() ? folder : QDir(folder).filePath(site.sub);
        QStringList pages;
        if (Refusal r = divided.size() > 1
                            ? publishDivisions(file, divided, here, links, &pages)
                            : publishRound(file, RoundNo{round}, here,
                                           links.join(QStringLiteral(" · ")), &pages);
            !r.done())
            return r;
        if (written)
            for (const QString& page : pages)
                written->append(site.sub.isEmpty() ? page : site.sub + QLatin1Char('/') + page);
    }
    return {};
}

} // namespace tengen
