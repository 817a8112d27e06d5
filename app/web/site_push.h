#pragma once
// The published folder pushed to a website (#34; docs/publishing.md): one HTTP POST per page to
// the address the director names, the secret in the X-Tengen-Secret header and the page's path
// in X-Tengen-Path. Asynchronous (never blocks the desk); a page that does not reach the site
// (no network, a stall past the transfer timeout, the site answering 5xx or 429) is sent again
// after a wait that doubles up to a limit, until it does; a refusal (any other 4xx: a wrong
// secret, a path the site will not take) stops the push and says why. A newer version of a page
// still waiting replaces the older; a page the site already has as it is now is not sent again.
#include <QByteArray>
#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUrl>
#include <deque>
#include <map>

class QNetworkReply;

namespace tengen {

struct PushRetry {
    int firstWaitMs = 2000; // after the first failure
    int longestWaitMs = 60000;
    int transferTimeoutMs = 20000; // a stalled connection counts as a failure after this
};

class SitePush : public QObject {
    Q_OBJECT
  public:
    SitePush(QUrl url, QString secret, PushRetry retry = {}, QObject* parent = nullptr);
    // Queues the pages `paths` of `folder` (paths relative to it, as the site names them) and
    // starts sending. Only these: a folder may hold other files that are nobody else's business.
    void pushPages(const QString& folder, const QStringList& paths);
    int waiting() const { return static_cast<int>(queue_.size()) + (reply_ ? 1 : 0); }
    int sent() const { return sent_; }
    QString refusal() const { return refusal_; } // "" unless the site refused

  signals:
    void retrying(const QString& path, const QString& why, int waitMs);
    void idle();                      // nothing left to send
    void refused(const QString& why); // the push stopped

  private:
    struct Page {
        QString path;
        QByteArray bytes;
    };
    void sendNext();
    void finished(QNetworkReply* reply);
    QUrl url_;
    QString secret_;
    PushRetry retry_;
    QNetworkAccessManager network_;
    std::deque<Page> queue_;
    QNetworkReply* reply_ = nullptr;
    Page current_;
    QTimer wait_;
    int nextWaitMs_;
    int sent_ = 0;
    QString refusal_;
    std::map<QString, QByteArray> sentDigest_; // path → SHA-256 of what the site has
};

} // namespace tengen
