#include "publish_commands.h"

#include "actions/stages.h"
#include "cli.h"
#include "cli_args.h"
#include "documents/documents.h"
#include "documents/ratings.h"
#include "documents/site.h"
#include "report_commands.h"
#include "store/tournament_file.h"
#include "web/site_push.h"

#include <QDir>
#include <QEventLoop>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonObject>
#include <QTimer>
#include <QUrl>
#include <cmath>

namespace tengen::cli {

namespace {
double thousandths(double v) {
    return std::round(v * 1000.0) / 1000.0;
}
} // namespace

int cmdRatings(const QStringList& given, QTextStream& out) {
    const Args a(withOutputOption(given),
                 {QStringLiteral("system"), QStringLiteral("class"), QStringLiteral("round"),
                  QStringLiteral("format"), QStringLiteral("o")},
                 {QStringLiteral("json")});
    auto file = store::TournamentFile::open(a.positionalAt(0, Cli::tr("the tournament file")));
    if (a.value(QStringLiteral("system"), QStringLiteral("egd")) != QLatin1String("egd"))
        throw UsageError{Cli::tr("--system: only egd (the EGF's GoR) is computed")};
    std::optional<char> egfClass;
    if (a.has(QStringLiteral("class"))) {
        const QString c = a.value(QStringLiteral("class")).toUpper();
        if (c.size() != 1 || !QStringLiteral("ABCDX").contains(c))
            throw UsageError{Cli::tr("--class must be A, B, C, D or X")};
        egfClass = c.front().toLatin1();
    }
    const ProvisionalRatings r =
        provisionalRatings(*file, egfClass, eventRoundOption(a, lastRoundToShow(*file), 0, 0));
    if (a.flag(QStringLiteral("json")) ||
        a.value(QStringLiteral("format")) == QLatin1String("json")) {
        QJsonArray list;
        for (const ProvisionalRating& row : r.rows)
            list.append(QJsonObject{{QStringLiteral("player"), row.name},
                                    {QStringLiteral("id"), static_cast<qint64>(row.player.value())},
                                    {QStringLiteral("rating_before"), thousandths(row.before)},
                                    {QStringLiteral("rating_after"), thousandths(row.after)},
                                    {QStringLiteral("change"), thousandths(row.change)},
                                    {QStringLiteral("games"), row.games},
                                    {QStringLiteral("from_grade"), row.fromRank},
                                    {QStringLiteral("class"), QString(QLatin1Char(r.egfClass))},
                                    {QStringLiteral("provisional"), true}});
        printJson(out, list);
        return kOk;
    }
    return writeTableDocument(ratingsDocument(*file, r), a, out);
}

namespace {
double secondsOption(const Args& a, const QString& key, double fallback) {
    if (!a.has(key))
        return fallback;
    bool ok = false;
    const double v = a.value(key).toDouble(&ok);
    if (!ok || v < 0.01 || v > 86400)
        throw UsageError{Cli::tr("--%1: seconds, from 0.01 to 86400").arg(key)};
    return v;
}
} // namespace

int cmdPublish(const QStringList& given, QTextStream& out, QTextStream& err) {
    const Args a(withOutputOption(given),
                 {QStringLiteral("o"), QStringLiteral("round"), QStringLiteral("to"),
                  QStringLiteral("secret"), QStringLiteral("retry-after"),
                  QStringLiteral("give-up-after"), QStringLiteral("stall-timeout"),
                  QStringLiteral("division")},
                 {});
    const QString folder = a.value(QStringLiteral("o"));
    if (folder.isEmpty() || folder == QLatin1String("-"))
        throw UsageError{Cli::tr("publish needs -o FOLDER")};
    QUrl to;
    QString secret =
        a.value(QStringLiteral("secret"), qEnvironmentVariable("TENGEN_PUBLISH_SECRET"));
    if (a.has(QStringLiteral("to"))) {
        to = QUrl(a.value(QStringLiteral("to")), QUrl::StrictMode);
        if (!to.isValid() ||
            (to.scheme() != QLatin1String("http") && to.scheme() != QLatin1String("https")) ||
            to.host().isEmpty())
            throw UsageError{Cli::tr("--to: an http:// or https:// address")};
        if (secret.isEmpty())
            throw UsageError{Cli::tr("--to needs --secret S (or TENGEN_PUBLISH_SECRET)")};
        // The secret travels in the request: over plain http anyone on the way reads it (#45).
        const QHostAddress host(to.host());
        if (to.scheme() == QLatin1String("http") && to.host() != QLatin1String("localhost") &&
            !host.isLoopback()) {
            err << Cli::tr("Warning: %1 is plain http://, so the secret can be read on the "
                           "network; use https:// for a site others can reach")
                       .arg(to.toDisplayString(QUrl::RemoveUserInfo))
                << '\n';
            err.flush();
        }
    }
    const double firstWait = secondsOption(a, QStringLiteral("retry-after"), 2);
    const double giveUp = secondsOption(a, QStringLiteral("give-up-after"), 600);
    // A site that takes the connection and then says nothing: given up on after this, and
    // tried again like a site that is down.
    const double stall = secondsOption(a, QStringLiteral("stall-timeout"), 20);
    // An event of several divisions: every division's site and their index, unless one is named.
    auto file = openTournament(a, false);
    int round = 0;
    {
        const Documents documents(*file);
        round = eventRoundOption(a, lastRoundToShow(*file),
                                 documents.lastPlayedRound() > 0 ? documents.lastPlayedRound()
                                                                 : documents.lastPairedRound());
    }
    QStringList written;
    throwIfRefused(publishSite(*file, round, folder, commandLanguage(), &written));
    out << Cli::tr("Published %n page(s) to %1", nullptr, static_cast<int>(written.size()))
               .arg(folder)
        << '\n';
    if (to.isEmpty())
        return kOk;

    PushRetry retry;
    retry.firstWaitMs = static_cast<int>(firstWait * 1000);
    retry.transferTimeoutMs = static_cast<int>(stall * 1000);
    SitePush push(to, secret, retry);
    QEventLoop loop;
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(&push, &SitePush::idle, &loop, &QEventLoop::quit);
    QObject::connect(&push, &SitePush::refused, &loop, &QEventLoop::quit);
    QObject::connect(&push, &SitePush::retrying, &loop,
                     [&err, &to](const QString& path, const QString& why, int waitMs) {
                         err << Cli::tr("%1: %2 not sent (%3); trying again in %4 s")
                                    .arg(to.toDisplayString(QUrl::RemoveUserInfo), path, why)
                                    .arg(waitMs / 1000.0)
                             << '\n';
                         err.flush();
                     });
    deadline.start(static_cast<int>(giveUp * 1000));
    push.pushPages(folder, written);
    if (push.waiting() > 0)
        loop.exec();
    if (!push.refusal().isEmpty())
        throw InvalidInput{push.refusal()};
    if (push.waiting() > 0)
        throw InvalidInput{Cli::tr("%1: %n page(s) not sent after %2 s (the site did not answer)",
                                   nullptr, push.waiting())
                               .arg(to.toDisplayString(QUrl::RemoveUserInfo))
                               .arg(giveUp)};
    out << Cli::tr("Sent %n page(s) to %1", nullptr, push.sent())
               .arg(to.toDisplayString(QUrl::RemoveUserInfo))
        << '\n';
    return kOk;
}

} // namespace tengen::cli
