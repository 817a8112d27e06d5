#include "live_page.h"

#include "documents.h"

#include <QCoreApplication>
#include <QTranslator>

namespace tengen {

namespace {

// English pages must not fall back to the desk's language for texts the English catalogue
// leaves as they are: this answers every text with its source.
class SourceText : public QTranslator {
  public:
    QString translate(const char*, const char* source, const char*, int) const override {
        return QString::fromUtf8(source);
    }
    bool isEmpty() const override { return false; }
};

// Puts the refresh and a language switch into a document page.
QByteArray decorate(QByteArray html, const QString& route, const QString& language) {
    const QByteArray refresh = "<meta http-equiv=\"refresh\" content=\"30\">\n";
    html.replace("<meta charset=\"utf-8\">\n", "<meta charset=\"utf-8\">\n" + refresh);
    const QString other =
        language == QLatin1String("en") ? QStringLiteral("zh_CN") : QStringLiteral("en");
    const QString links =
        QStringLiteral("<p><a href=\"/?lang=%1\">%2</a> · <a href=\"%3?lang=%4\">%5</a></p>\n")
            .arg(language, Documents::tr("Home"), route, other,
                 other == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("中文"));
    html.replace("<body>\n", "<body>\n" + links.toUtf8());
    return html;
}

QByteArray index(const store::TournamentFile& file, const Documents& documents,
                 const QString& language) {
    const TournamentSettings s = file.settings();
    const QString title = QString::fromStdString(s.nameNative.empty() ? s.nameLatin : s.nameNative);
    const QString other =
        language == QLatin1String("en") ? QStringLiteral("zh_CN") : QStringLiteral("en");
    return QStringLiteral(
               "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
               "<meta http-equiv=\"refresh\" content=\"30\">\n<meta name=\"viewport\" "
               "content=\"width=device-width, initial-scale=1\">\n<title>%2</title>\n<style>"
               "body{font-family:sans-serif;margin:1em;font-size:1.2em}a{display:block;"
               "margin:0.6em 0}</style>\n</head>\n<body>\n<h1>%2</h1>\n"
               "<a href=\"/find?lang=%3\">%8</a>\n"
               "<a href=\"/pairings?lang=%3\">%4</a>\n<a href=\"/standings?lang=%3\">%5</a>\n"
               "<p><a href=\"/?lang=%6\">%7</a></p>\n</body>\n</html>\n")
        .arg(Documents::tr("en", "the HTML lang attribute of documents in this language"),
             title.toHtmlEscaped(), language,
             Documents::tr("Pairings of round %1").arg(documents.lastPairedRound()),
             Documents::tr("Standings after round %1").arg(documents.lastPlayedRound()), other,
             other == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("中文"))
        .arg(Documents::tr("Find your table"))
        .toUtf8();
}

} // namespace

LivePage::LivePage(store::TournamentFile& file) : file_(file) {
    chinese_ = std::make_unique<QTranslator>();
    (void)chinese_->load(QStringLiteral(":/i18n/tengen_zh_CN.qm"));
    english_ = std::make_unique<QTranslator>();
    (void)english_->load(QStringLiteral(":/i18n/tengen_en.qm"));
    identity_ = std::make_unique<SourceText>();
}

LivePage::~LivePage() = default;

namespace {
bool isRoute(const QString& route) {
    return route == QLatin1String("/") || route == QLatin1String("/pairings") ||
           route == QLatin1String("/standings") || route == QLatin1String("/find");
}
} // namespace

QByteArray LivePage::page(const QString& route, const QString& language) {
    if (!isRoute(route))
        return {};
    try {
        // Clocks do not show here: only players, rounds and settings make a page old.
        store::Revisions now = file_.revisions();
        now.clocks = 0;
        if (!cacheValid_ || now != cachedAt_) {
            cache_.clear();
            cachedAt_ = now;
            cacheValid_ = true;
        }
    } catch (const store::StoreError&) {
        cacheValid_ = false;
        cache_.clear();
    }
    const QString key = route + QLatin1Char('|') + language;
    auto it = cache_.find(key);
    if (it != cache_.end())
        return it->second;
    QByteArray html = make(route, language);
    if (cacheValid_)
        cache_[key] = html;
    return html;
}

QByteArray LivePage::make(const QString& route, const QString& language) const {
    // Documents translate through the application's translators: the request's language goes
    // first for the time it takes to make the page (the server runs on this thread, one
    // request at a time). With the cache this happens once per change of the tournament.
    const bool english = language == QLatin1String("en");
    if (english)
        QCoreApplication::installTranslator(identity_.get());
    QTranslator* translator = english ? english_.get() : chinese_.get();
    QCoreApplication::installTranslator(translator);
    QByteArray html;
    try {
        const store::TournamentFile::ReadSnapshot snapshot(file_);
        const Documents documents(file_);
        if (route == QLatin1String("/pairings"))
            html =
                decorate(documents.pairingList(documents.lastPairedRound(), QStringLiteral("html")),
                         route, language);
        else if (route == QLatin1String("/find"))
            html = decorate(documents.nameList(documents.lastPairedRound(), QStringLiteral("html")),
                            route, language);
        else if (route == QLatin1String("/standings"))
            html = decorate(
                documents.standingsDocument(documents.lastPlayedRound(), QStringLiteral("html")),
                route, language);
        else
            html = index(file_, documents, language);
    } catch (...) {
        // Players' phones get no detail of the desk's files.
        html = QByteArrayLiteral("<!DOCTYPE html><html><body><p>The tournament cannot be read "
                                 "right now.</p></body></html>");
    }
    QCoreApplication::removeTranslator(translator);
    if (english)
        QCoreApplication::removeTranslator(identity_.get());
    return html;
}

quint16 LivePage::start(const QHostAddress& address, quint16 port) {
    server_ = std::make_unique<HttpServer>([this](const HttpServer::Request& request) {
        const QString lang = request.query.queryItemValue(QStringLiteral("lang"));
        HttpServer::Response response;
        response.body =
            page(request.path, lang == QLatin1String("en") ? lang : QStringLiteral("zh_CN"));
        if (response.body.isEmpty()) {
            response.status = 404;
            response.body = QByteArrayLiteral("<!DOCTYPE html><html><body><p><a href=\"/\">"
                                              "天元 Tengen</a></p></body></html>");
        }
        return response;
    });
    return server_->listen(address, port);
}

} // namespace tengen
