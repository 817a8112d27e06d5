// Real time, several desks on one tournament on a PostgreSQL server (issue 16's figures):
//   tengen_server_desks URL [DESKS=4] [ACTIONS=500]
// URL names a server and database (postgresql://USER@HOST:PORT/DATABASE); a new tournament is
// made there for the run. DESKS processes (this program again, --desk) each run ACTIONS mixed
// actions at once — registrations, edits of a random player's club, results on a random
// table, check-ins — each one transaction through the store, timed from call to return. The
// edits and results name what the desk read, so that one another desk changed first is
// refused: counted as conflicts, never as losses. Then: every registration is in the
// tournament once (lost, duplicated), the latency percentiles of all actions, and how long a
// change at one desk takes to be noticed at another polling as the desk app does (every
// 250 ms).
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QThread>
#include <QUuid>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <set>

using namespace tengen;
using store::TournamentFile;

namespace {

double percentile(std::vector<double> v, double p) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(std::ceil(p * v.size())) - 1)];
}

Player newPlayer(const QString& family, const QString& given) {
    Player p;
    p.familyNative = family.toStdString();
    p.givenNative = given.toStdString();
    p.familyLatin = p.familyNative;
    p.givenLatin = p.givenNative;
    p.declaredRank = Rank::kyu(3);
    p.rankLabel = "3k";
    p.status = RegistrationStatus::Final;
    return p;
}

// One desk: ACTIONS actions, printed as one JSON line.
int desk(const QString& url, int number, int actions) {
    auto file = TournamentFile::open(url);
    std::mt19937 rng(static_cast<unsigned>(number) * 7919u);
    QJsonArray latencies, added;
    int conflicts = 0, busy = 0, failed = 0;
    for (int i = 0; i < actions; ++i) {
        const int kind = std::uniform_int_distribution<int>(0, 9)(rng);
        QElapsedTimer t;
        t.start();
        try {
            if (kind < 4) {
                const QString given = QStringLiteral("%1-%2").arg(number).arg(i);
                file->players().add(newPlayer(QStringLiteral("D"), given));
                added.append(given);
            } else if (kind < 7) {
                const std::vector<Player> all = file->players().all();
                const Player& seen = all[std::uniform_int_distribution<std::size_t>(
                    0, std::min<std::size_t>(all.size(), 200) - 1)(rng)];
                t.restart(); // the read is the desk's view, not the action
                Player changed = seen;
                changed.club = QStringLiteral("club %1-%2").arg(number).arg(i).toStdString();
                file->players().update(seen, changed);
            } else if (kind < 9) {
                const auto games = file->rounds().games(RoundNo{1});
                const Game& seen =
                    games[std::uniform_int_distribution<std::size_t>(0, games.size() - 1)(rng)];
                t.restart();
                const GameResult r = seen.result == GameResult::BlackWins ? GameResult::WhiteWins
                                                                          : GameResult::BlackWins;
                file->rounds().setResult(RoundNo{1}, TableNo{seen.table}, r, false, std::nullopt,
                                         seen);
            } else {
                const PlayerId id{std::uniform_int_distribution<qint64>(1, 200)(rng)};
                file->players().setParticipation(id, {2, Participation::Present, std::nullopt});
            }
            latencies.append(static_cast<double>(t.nsecsElapsed()) / 1e6);
        } catch (const store::StoreError& e) {
            if (e.kind() == store::StoreError::Kind::Conflict)
                ++conflicts;
            else if (e.retryable())
                ++busy;
            else {
                ++failed;
                std::fprintf(stderr, "desk %d: %s\n", number, qPrintable(e.message()));
            }
        }
    }
    const QJsonObject o{{QStringLiteral("latencies"), latencies},
                        {QStringLiteral("added"), added},
                        {QStringLiteral("conflicts"), conflicts},
                        {QStringLiteral("busy"), busy},
                        {QStringLiteral("failed"), failed}};
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() >= 5 && args[1] == QLatin1String("--desk"))
        return desk(args[2], args[3].toInt(), args[4].toInt());
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: tengen_server_desks postgresql://USER@HOST:PORT/DATABASE "
                             "[DESKS] [ACTIONS]\n");
        return 2;
    }
    const int desks = args.size() > 2 ? args[2].toInt() : 4;
    const int actions = args.size() > 3 ? args[3].toInt() : 500;
    const QString url = args[1] + QStringLiteral("?tournament=load_") +
                        QUuid::createUuid().toString(QUuid::Id128).left(8);
    {
        TournamentSettings s;
        s.nameNative = "Load";
        auto file = TournamentFile::create(url, s);
        ImportBatch batch;
        batch.source = "bench";
        for (int i = 0; i < 200; ++i)
            batch.players.push_back({newPlayer(QStringLiteral("P"), QString::number(i)), i + 2});
        file->players().import(batch);
        std::vector<Game> games;
        for (int t = 1; t <= 100; ++t) {
            Game g;
            g.round = 1;
            g.table = t;
            g.white = PlayerId{2 * t - 1};
            g.black = PlayerId{2 * t};
            games.push_back(g);
        }
        file->rounds().save(RoundNo{1}, games, {});
    }
    QElapsedTimer wall;
    wall.start();
    std::vector<std::unique_ptr<QProcess>> running;
    for (int d = 1; d <= desks; ++d) {
        auto p = std::make_unique<QProcess>();
        p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p->start(app.applicationFilePath(),
                 {QStringLiteral("--desk"), url, QString::number(d), QString::number(actions)});
        running.push_back(std::move(p));
    }
    std::vector<double> latencies;
    std::multiset<QString> added;
    int conflicts = 0, busy = 0, failed = 0;
    for (auto& p : running) {
        p->waitForFinished(-1);
        const QJsonObject o = QJsonDocument::fromJson(p->readAllStandardOutput()).object();
        for (const auto& v : o.value(QStringLiteral("latencies")).toArray())
            latencies.push_back(v.toDouble());
        for (const auto& v : o.value(QStringLiteral("added")).toArray())
            added.insert(v.toString());
        conflicts += o.value(QStringLiteral("conflicts")).toInt();
        busy += o.value(QStringLiteral("busy")).toInt();
        failed += o.value(QStringLiteral("failed")).toInt();
    }
    const double seconds = wall.elapsed() / 1000.0;
    auto file = TournamentFile::open(url);
    std::multiset<QString> stored;
    for (const Player& p : file->players().all())
        if (p.familyNative == "D")
            stored.insert(QString::fromStdString(p.givenNative));
    int lost = 0, duplicated = 0;
    for (const QString& a : std::set<QString>(added.begin(), added.end())) {
        const auto n = stored.count(a);
        lost += n == 0;
        duplicated += n > 1;
    }
    // A change at one desk, noticed at another that polls every 250 ms as the desk app does.
    std::vector<double> visible;
    auto watcher = TournamentFile::open(url);
    watcher->changedElsewhere();
    std::mt19937 rng(11);
    for (int i = 0; i < 40; ++i) {
        QElapsedTimer since;
        file->players().setParticipation(
            PlayerId{1 + i % 200},
            {3, i % 2 ? Participation::Present : Participation::Absent, std::nullopt});
        since.start();
        // The watcher's polls fall every 250 ms on a clock of their own: its next one comes
        // anywhere in the next 250 ms.
        QThread::msleep(std::uniform_int_distribution<int>(0, 249)(rng));
        while (!watcher->changedElsewhere())
            QThread::msleep(250);
        visible.push_back(static_cast<double>(since.nsecsElapsed()) / 1e6);
    }
    // The same change announced (LISTEN/NOTIFY), as the desk app and the live page hear it.
    std::vector<double> announced;
    int heard = 0;
    watcher->listenForChanges([&] { ++heard; });
    for (int i = 0; i < 40; ++i) {
        QElapsedTimer since; // from the start of the action: its commit is inside
        const int before = heard;
        since.start();
        file->players().setParticipation(
            PlayerId{1 + i % 200},
            {4, i % 2 ? Participation::Present : Participation::Absent, std::nullopt});
        while (heard == before && since.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        announced.push_back(static_cast<double>(since.nsecsElapsed()) / 1e6);
    }
    std::printf("%d desks x %d actions in %.1f s: %zu done, %d conflicts refused, %d busy, "
                "%d failed; registrations %zu, lost %d, duplicated %d\n",
                desks, actions, seconds, latencies.size(), conflicts, busy, failed, added.size(),
                lost, duplicated);
    std::printf("action latency ms: p50 %.1f, p95 %.1f, p99 %.1f, max %.1f\n",
                percentile(latencies, 0.5), percentile(latencies, 0.95),
                percentile(latencies, 0.99), percentile(latencies, 1.0));
    std::printf("a change seen at another desk (polling every 250 ms): p50 %.0f ms, p95 %.0f ms\n",
                percentile(visible, 0.5), percentile(visible, 0.95));
    std::printf("a change announced to another desk (LISTEN/NOTIFY), from the start of the action: "
                "p50 %.1f ms, p95 %.1f ms, "
                "max %.1f ms\n",
                percentile(announced, 0.5), percentile(announced, 0.95),
                percentile(announced, 1.0));
    return lost == 0 && duplicated == 0 && failed == 0 ? 0 : 1;
}
