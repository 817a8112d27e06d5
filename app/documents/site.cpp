#include "documents/site.h"

#include "common/translations.h"
#include "documents/exports.h"

#include <QDir>
#include <vector>

namespace tengen {

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
        QStringList pages;
        if (Refusal r = publishRound(file, RoundNo{round},
                                     site.sub.isEmpty() ? folder : QDir(folder).filePath(site.sub),
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
