#include "live_page.h"

#include "actions/divisions.h"
#include "actions/domain_text.h"
#include "actions/event_format.h"
#include "documents/documents.h"
#include "documents/report_kinds.h"
#include "documents/site_pages.h"

#include "common/translations.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTimer>
#include <algorithm>

namespace tengen {

namespace {

// "/d/3/standings" → division 3 and "/standings" (#47: each division's pages under its id);
// anything else is the event's own route. A division id has at most 4 digits.
struct Route {
    std::optional<int> division;
    QString page; // "/" or "/KIND"
    QString base() const { return division ? QStringLiteral("/d/%1").arg(*division) : QString(); }
};
Route splitRoute(const QString& route) {
    static const QRegularExpression divided(QStringLiteral("^/d/([1-9][0-9]{0,3})(/.*)?$"));
    const QRegularExpressionMatch m = divided.match(route);
    if (!m.hasMatch())
        return {std::nullopt, route};
    const QString rest = m.captured(2);
    return {m.captured(1).toInt(), rest.isEmpty() ? QStringLiteral("/") : rest};
}

// Puts the refresh and a language switch into a document page.
QByteArray decorate(QByteArray html, const QString& route, const QString& language,
                    const QString& base = {}) {
    const QByteArray refresh = "<meta http-equiv=\"refresh\" content=\"30\">\n";
    html.replace("<meta charset=\"utf-8\">\n", "<meta charset=\"utf-8\">\n" + refresh);
    const QString other =
        language == QLatin1String("en") ? QStringLiteral("zh_CN") : QStringLiteral("en");
    const QString links =
        QStringLiteral("<p><a href=\"%6/?lang=%1\">%2</a> · <a href=\"%3?lang=%4\">%5</a></p>\n")
            .arg(language, Documents::tr("Home"), route, other,
                 other == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("中文"),
                 base);
    html.replace("<body>\n", "<body>\n" + links.toUtf8());
    return html;
}

QByteArray index(const store::TournamentFile& file, const Documents& documents,
                 const QString& language, const QString& base) {
    const QString title = eventTitle(file);
    const QString other =
        language == QLatin1String("en") ? QStringLiteral("zh_CN") : QStringLiteral("en");
    // Every document the live page serves (documents/report_kinds.h) that this event has; what
    // belongs to its format (a team event's matches, a knockout's bracket) first: what its
    // players look for.
    const EventShape shape = eventFormat(file)->shape();
    QString links;
    // An event of several divisions, at "/": a page for each division, with its players.
    std::vector<DivisionNow> divisions;
    if (!file.division())
        divisions = divisionsNow(file);
    if (divisions.size() > 1)
        for (const DivisionNow& d : divisions)
            links += QStringLiteral("<a href=\"/d/%1/?lang=%2\">%3</a>\n")
                         .arg(d.division.id)
                         .arg(language, Documents::tr("%1 (%2)")
                                            .arg(QString::fromStdString(d.division.name()))
                                            .arg(SitePages::tr("%n player(s)", "", d.players))
                                            .toHtmlEscaped());
    else
        for (const bool particular : {true, false})
            for (const ReportKind& k : reportKinds()) {
                if (!k.live || !k.listed(shape) || k.listed(EventShape{}) == particular)
                    continue;
                const QString text =
                    k.round == ReportRound::Of ? Documents::tr("%1 — round %2")
                                                     .arg(k.title())
                                                     .arg(documents.lastPairedRound())
                    : k.round == ReportRound::After ? Documents::tr("%1 after round %2")
                                                          .arg(k.title())
                                                          .arg(documents.lastPlayedRound())
                                                    : k.title();
                links += QStringLiteral("<a href=\"%4/%1?lang=%2\">%3</a>\n")
                             .arg(k.id, language, text.toHtmlEscaped(), base);
            }
    return QStringLiteral(
               "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
               "<meta http-equiv=\"refresh\" content=\"30\">\n<meta name=\"viewport\" "
               "content=\"width=device-width, initial-scale=1\">\n<title>%2</title>\n<style>"
               "body{font-family:sans-serif;margin:1em;font-size:1.2em}a{display:block;"
               "margin:0.6em 0}</style>\n</head>\n<body>\n%6<h1>%2</h1>\n%3"
               "<p><a href=\"%7/?lang=%4\">%5</a></p>\n</body>\n</html>\n")
        .arg(Documents::tr("en", "the HTML lang attribute of documents in this language"),
             title.toHtmlEscaped(), links, other,
             other == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("中文"),
             base.isEmpty() ? QString()
                            : QStringLiteral("<p><a href=\"/?lang=%1\">%2</a></p>\n")
                                  .arg(language, SitePages::tr("All divisions").toHtmlEscaped()),
             base)
        .toUtf8();
}

// "/" and a page for each kind the live page serves.
QStringList routes() {
    QStringList r{QStringLiteral("/")};
    for (const ReportKind& k : reportKinds())
        if (k.live)
            r << QLatin1Char('/') + k.id;
    return r;
}

// A page nobody asked for in this long is no longer made again after each change (it is made
// when a phone asks again).
constexpr qint64 kHotMs = 2 * 60 * 1000;

// In the page's language: the phones get no detail of the desk's files.
QByteArray unreadable() {
    return QStringLiteral("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta "
                          "http-equiv=\"refresh\" content=\"10\"></head><body><p>%1</p></body>"
                          "</html>")
        .arg(Documents::tr("The tournament cannot be read right now; this page tries again in a "
                           "moment."))
        .toUtf8();
}

// A page that could not be made is made again at the next look, whatever the revisions say.
const store::Revisions kNotMade{-1, -1, -1, -1};

} // namespace

// Lives on the live page's thread: the connection that reads, and the making of pages.
class LivePage::Builder : public QObject {
  public:
    Builder(LivePage& page) : page_(page) {}

    void open() {
        try {
            file_ =
                store::TournamentFile::open(page_.path_, store::TournamentFile::Access::ReadOnly);
            error_.clear();
            // On a server, a desk's commit is announced and the pages are made again at once.
            file_->listenForChanges([this] { look(); });
            learnDivisions();
        } catch (const store::StoreError& e) {
            error_ = e.message();
        }
        if (!timer_) {
            timer_ = new QTimer(this);
            timer_->setInterval(250);
            connect(timer_, &QTimer::timeout, this, &Builder::look);
            timer_->start();
        }
    }
    void close() {
        delete timer_;
        timer_ = nullptr;
        file_.reset();
    }
    QString error() const { return error_; }

    // Makes one page now, from the file's present state, which `at` receives.
    QByteArray make(const QString& route, const QString& language, store::Revisions* at) {
        const ThreadLanguage inLanguage(language);
        *at = kNotMade;
        if (!file_)
            open();
        if (!file_)
            return unreadable();
        try {
            const store::TournamentFile::ReadSnapshot snapshot(*file_);
            *at = pageRevisions(); // the state this page shows, read in its snapshot
            const Route where = splitRoute(route);
            if (where.division) { // a division of this event, else not a page
                const std::vector<Division> divisions = file_->divisions().all();
                const int wanted = *where.division;
                if (divisions.size() < 2 ||
                    std::none_of(divisions.begin(), divisions.end(),
                                 [wanted](const Division& d) { return d.id == wanted; }))
                    return {};
            }
            const store::InDivision in(*file_, where.division);
            const Documents documents(*file_);
            if (where.page != QLatin1String("/")) {
                if (!where.division && file_->divisions().all().size() > 1)
                    return {}; // the event's pages are its divisions'
                const ReportKind* kind = reportKind(where.page.mid(1));
                if (!kind || !kind->live || !kind->listed(eventFormat(*file_)->shape()))
                    return {}; // not found: not a page, or not one this event has
                // The kind's latest round, no join codes: whoever reads a code can act on
                // that table.
                return decorate(writeReport(*file_, *kind, ReportOptions{}, QStringLiteral("html")),
                                route, language, where.base());
            }
            return index(*file_, documents, language, where.base());
        } catch (...) {
            *at = kNotMade;
            return unreadable();
        }
    }

    // Every 250 ms: when the tournament changed, the pages phones asked for lately are made
    // again and replace the old ones; the others are forgotten.
    void look() {
        if (!file_) {
            open();
            if (!file_)
                return;
        }
        store::Revisions now;
        try {
            now = pageRevisions();
        } catch (const store::StoreError&) {
            return;
        }
        if (now != seen_) {
            seen_ = now;
            learnDivisions();
        }
        std::vector<QString> keys;
        {
            QMutexLocker lock(&page_.mutex_);
            for (auto it = page_.pages_.begin(); it != page_.pages_.end();) {
                if (monotonicMs() - it->second.lastAskedMs > kHotMs) {
                    it = page_.pages_.erase(it);
                    continue;
                }
                if (it->second.madeAt != now)
                    keys.push_back(it->first);
                ++it;
            }
        }
        for (const QString& key : keys) {
            const QStringList parts = key.split(QLatin1Char('|'));
            store::Revisions at;
            const QByteArray html = make(parts[0], parts[1], &at);
            QMutexLocker lock(&page_.mutex_);
            auto it = page_.pages_.find(key);
            if (it != page_.pages_.end()) {
                it->second.html = html;
                it->second.madeAt = at;
            }
        }
    }

  private:
    // The divisions' ids, for LivePage::page to refuse any other at once.
    void learnDivisions() {
        std::set<int> ids;
        try {
            const std::vector<Division> divisions = file_->divisions().all();
            if (divisions.size() > 1)
                for (const Division& d : divisions)
                    ids.insert(d.id);
        } catch (const store::StoreError&) {
            return; // as they were
        }
        QMutexLocker lock(&page_.mutex_);
        page_.divisions_ = std::move(ids);
    }
    store::Revisions seen_;

    // Clocks do not show here: only players, rounds and settings make a page old.
    store::Revisions pageRevisions() const {
        store::Revisions r = file_->revisions();
        r.clocks = 0;
        return r;
    }

    LivePage& page_;
    std::unique_ptr<store::TournamentFile> file_;
    QTimer* timer_ = nullptr;
    QString error_;
};

LivePage::LivePage(QString path) : path_(std::move(path)) {
    prepareThreadLanguages();
    builder_ = new Builder(*this);
    builder_->moveToThread(&thread_);
    thread_.setObjectName(QStringLiteral("live page"));
    thread_.start();
    QMetaObject::invokeMethod(
        builder_, [this] { builder_->open(); }, Qt::BlockingQueuedConnection);
    error_ = builder_->error();
}

LivePage::~LivePage() {
    server_.reset();
    QMetaObject::invokeMethod(
        builder_, [this] { builder_->close(); }, Qt::BlockingQueuedConnection);
    thread_.quit();
    thread_.wait();
    delete builder_;
}

QString LivePage::error() const {
    return error_;
}

QByteArray LivePage::page(const QString& route, const QString& language) {
    const Route where = splitRoute(route);
    if (!routes().contains(where.page))
        return {};
    {
        // A division the event does not have, or one of the event's own documents once it has
        // divisions (which division's?): not a page, answered at once.
        QMutexLocker lock(&mutex_);
        if (where.division ? !divisions_.contains(*where.division)
                           : where.page != QLatin1String("/") && !divisions_.empty())
            return {};
    }
    const QString key = route + QLatin1Char('|') + language;
    {
        QMutexLocker lock(&mutex_);
        auto it = pages_.find(key);
        if (it != pages_.end()) {
            it->second.lastAskedMs = monotonicMs();
            return it->second.html;
        }
    }
    // Never made (or not asked for a long time): made now, on the page's thread.
    QByteArray html;
    store::Revisions at = kNotMade;
    QMetaObject::invokeMethod(
        builder_, [&] { html = builder_->make(route, language, &at); },
        Qt::BlockingQueuedConnection);
    QMutexLocker lock(&mutex_);
    if (!html.isEmpty()) // a division the event does not have is not kept: a client asking
        pages_[key] = Entry{html, monotonicMs(), at}; // for each id fills nothing
    return html;
}

void LivePage::refreshNow() {
    QMetaObject::invokeMethod(
        builder_, [this] { builder_->look(); }, Qt::BlockingQueuedConnection);
}

quint16 LivePage::start(const QHostAddress& address, quint16 port) {
    if (!error_.isEmpty())
        return 0;
    // Every page once, before the first phone asks.
    for (const QString& route : routes())
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")})
            page(route, language);
    server_ = std::make_unique<HttpServer>([this](const HttpServer::Request& request) {
        const QString lang = request.query.queryItemValue(QStringLiteral("lang"));
        HttpServer::Response response;
        response.body =
            page(request.path, lang == QLatin1String("en") ? lang : QStringLiteral("zh_CN"));
        if (response.body.isEmpty()) {
            response.status = 404;
            response.body = QByteArrayLiteral("<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
                                              "</head><body><p><a href=\"/\">天元 Tengen</a></p>"
                                              "</body></html>");
        }
        return response;
    });
    return server_->listen(address, port);
}

} // namespace tengen
