#include "web/site_push.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <algorithm>

namespace tengen {

namespace {
constexpr qlonglong kMaxAnswerBytes = 64 * 1024; // what a site's answer to a page may be

QByteArray contentType(const QString& path) {
    if (path.endsWith(QLatin1String(".html")))
        return "text/html; charset=utf-8";
    if (path.endsWith(QLatin1String(".css")))
        return "text/css; charset=utf-8";
    if (path.endsWith(QLatin1String(".json")))
        return "application/json";
    if (path.endsWith(QLatin1String(".csv")))
        return "text/csv; charset=utf-8";
    if (path.endsWith(QLatin1String(".pdf")))
        return "application/pdf";
    return "application/octet-stream";
}
} // namespace

SitePush::SitePush(QUrl url, QString secret, PushRetry retry, QObject* parent)
    : QObject(parent), url_(std::move(url)), secret_(std::move(secret)), retry_(retry),
      nextWaitMs_(retry.firstWaitMs) {
    wait_.setSingleShot(true);
    connect(&wait_, &QTimer::timeout, this, &SitePush::sendNext);
    connect(&network_, &QNetworkAccessManager::finished, this, &SitePush::finished);
}

void SitePush::pushPages(const QString& folder, const QStringList& paths) {
    refusal_.clear();
    const QDir root(QFileInfo(folder).absoluteFilePath());
    for (const QString& path : paths) {
        QFile f(root.filePath(path));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        Page page{path, f.readAll()};
        if (const auto sent = sentDigest_.find(path);
            sent != sentDigest_.end() &&
            sent->second == QCryptographicHash::hash(page.bytes, QCryptographicHash::Sha256))
            continue; // the site has it as it is
        // The newer version of a page still waiting takes its place.
        auto same = std::find_if(queue_.begin(), queue_.end(),
                                 [&](const Page& p) { return p.path == path; });
        if (same != queue_.end())
            *same = std::move(page);
        else
            queue_.push_back(std::move(page));
    }
    if (!reply_ && !wait_.isActive())
        sendNext();
}

void SitePush::sendNext() {
    if (reply_)
        return;
    if (queue_.empty()) {
        emit idle();
        return;
    }
    current_ = queue_.front();
    queue_.pop_front();
    QNetworkRequest request(url_);
    request.setHeader(QNetworkRequest::ContentTypeHeader, contentType(current_.path));
    request.setRawHeader("X-Tengen-Secret", secret_.toUtf8());
    request.setRawHeader("X-Tengen-Path", current_.path.toUtf8());
    request.setTransferTimeout(retry_.transferTimeoutMs);
    // A redirect would turn the POST into a GET: the site's new address is the director's to set.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    reply_ = network_.post(request, current_.bytes);
    // The site's answer is read to a small size at most (#45: a site that kept sending took
    // 7.3 GB in 20 s): a longer one, or one that says it will be, is a refusal.
    QNetworkReply* reply = reply_;
    const auto tooLong = [this, reply] {
        if (reply != reply_)
            return;
        bool announced = false;
        const qlonglong length = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        announced = length > kMaxAnswerBytes;
        if (!announced && reply->bytesAvailable() <= kMaxAnswerBytes)
            return;
        refusal_ = tr("%1 answered %2 with more than %3 KiB: not a site that takes pages")
                       .arg(url_.toDisplayString(QUrl::RemoveUserInfo), current_.path)
                       .arg(kMaxAnswerBytes / 1024);
        reply_ = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
        queue_.clear();
        emit refused(refusal_);
    };
    connect(reply, &QNetworkReply::metaDataChanged, this, tooLong);
    connect(reply, &QIODevice::readyRead, this, tooLong);
}

void SitePush::finished(QNetworkReply* reply) {
    reply->deleteLater();
    if (reply != reply_)
        return;
    reply_ = nullptr;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->error() == QNetworkReply::NoError && status >= 200 && status < 300) {
        ++sent_;
        sentDigest_[current_.path] =
            QCryptographicHash::hash(current_.bytes, QCryptographicHash::Sha256);
        nextWaitMs_ = retry_.firstWaitMs;
        sendNext();
        return;
    }
    // The site answered and will not take it (or sends it elsewhere): trying again changes
    // nothing.
    if ((status >= 300 && status < 500 && status != 408 && status != 429)) {
        const QByteArray moved = reply->rawHeader("Location");
        refusal_ = status < 400 ? tr("%1 sends the pages to another address: %2")
                                      .arg(url_.toDisplayString(QUrl::RemoveUserInfo),
                                           QString::fromUtf8(moved.left(300)))
                                : tr("%1 refused %2: HTTP %3 %4")
                                      .arg(url_.toDisplayString(QUrl::RemoveUserInfo),
                                           current_.path, QString::number(status),
                                           QString::fromUtf8(reply->readAll().left(200)).trimmed());
        queue_.clear();
        emit refused(refusal_);
        return;
    }
    const QString why = status > 0 ? QStringLiteral("HTTP %1").arg(status) : reply->errorString();
    // Not sent: first in line again, once the wait is over.
    const bool newer = std::any_of(queue_.begin(), queue_.end(),
                                   [&](const Page& p) { return p.path == current_.path; });
    if (!newer)
        queue_.push_front(current_);
    emit retrying(current_.path, why, nextWaitMs_);
    wait_.start(nextWaitMs_);
    nextWaitMs_ = std::min(retry_.longestWaitMs, nextWaitMs_ * 2);
}

} // namespace tengen
