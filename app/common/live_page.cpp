#include "live_page.h"

#include "documents.h"

#include <QCoreApplication>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QTranslator>
#include <QUrlQuery>

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

LivePage::LivePage(QString path) : path_(std::move(path)) {
    chinese_ = std::make_unique<QTranslator>();
    (void)chinese_->load(QStringLiteral(":/i18n/tengen_zh_CN.qm"));
    english_ = std::make_unique<QTranslator>();
    (void)english_->load(QStringLiteral(":/i18n/tengen_en.qm"));
    identity_ = std::make_unique<SourceText>();
}

LivePage::~LivePage() = default;

QByteArray LivePage::page(const QString& route, const QString& language) const {
    // Documents translate through the application's translators: the request's language goes
    // first for the time of the request (the server runs on the GUI thread, one request at a time).
    const bool english = language == QLatin1String("en");
    if (english)
        QCoreApplication::installTranslator(identity_.get());
    QTranslator* translator = english ? english_.get() : chinese_.get();
    QCoreApplication::installTranslator(translator);
    QByteArray html;
    try {
        auto file = store::TournamentFile::open(path_);
        const Documents documents(*file);
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
            html = index(*file, documents, language);
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
    server_ = std::make_unique<QHttpServer>();
    auto serve = [this](const QString& route) {
        return [this, route](const QHttpServerRequest& request) {
            const QString lang = QUrlQuery(request.url()).queryItemValue(QStringLiteral("lang"));
            return QHttpServerResponse(
                QByteArrayLiteral("text/html; charset=utf-8"),
                page(route, lang == QLatin1String("en") ? lang : QStringLiteral("zh_CN")));
        };
    };
    server_->route(QStringLiteral("/"), serve(QStringLiteral("/")));
    server_->route(QStringLiteral("/pairings"), serve(QStringLiteral("/pairings")));
    server_->route(QStringLiteral("/standings"), serve(QStringLiteral("/standings")));
    server_->route(QStringLiteral("/find"), serve(QStringLiteral("/find")));
    return server_->listen(address, port);
}

} // namespace tengen
