#include "hall_simulator.h"

#include "actions/join_codes.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUuid>
#include <QWebSocket>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <mutex>
#include <random>
#include <set>
#include <vector>

namespace tengen {

namespace {

// What every simulated device shares: the run's clock and the figures. The devices run in
// several threads (as phones are separate machines, a device's messages are not held up by a
// few hundred others in one event loop): the figures are kept under a lock.
struct Run {
    QElapsedTimer clock;
    std::mt19937 rng; // the run's plan (who drops, when): the main thread's
    QString nonce = QUuid::createUuid().toString(QUuid::Id128).left(8);
    std::atomic<bool> delaying{false}; // after the calibration of the offsets
    std::atomic<bool> pressing{false};
    int delayMs = 0;
    std::mutex mutex; // guards what follows
    std::vector<double> latencies;
    std::vector<double> offsetErrors;
    std::set<QString> made, applied, refused;
    std::map<QString, qint64> madeAt; // press id -> the hall's time the device gave it
    qint64 replayed = 0;
    qint64 now() const { return clock.elapsed(); }
};

// The middle of the offsets every round trip allows; the shortest trip's middle when they allow
// none in common (a clock that drifted, a sample out of the ordinary).
double estimateOffset(const std::vector<std::pair<double, double>>& bounds) {
    double low = -1e300, high = 1e300;
    for (const auto& [l, h] : bounds) {
        low = std::max(low, l);
        high = std::min(high, h);
    }
    if (low <= high)
        return (low + high) / 2;
    const auto shortest = std::min_element(bounds.begin(), bounds.end(), [](auto& a, auto& b) {
        return a.second - a.first < b.second - b.first;
    });
    return (shortest->first + shortest->second) / 2;
}

// As the table page (web/hall.js): six round trips on joining, 150 ms apart, then two every
// 10 s; the estimate rests on the last 32.
constexpr int kJoinBurst = 6;
constexpr int kSyncEveryMs = 10000;
constexpr std::size_t kSamplesKept = 32;

class Device : public QObject {
  public:
    Device(Run& run, const SimulationOptions& o, int table)
        : run_(run), options_(o), table_(table), code_(joinCode(o.secret, o.round, TableNo{table})),
          rng_(o.seed * 7919u + static_cast<std::uint32_t>(table)) {
        // Unique for the run: a device's press ids are never those of an earlier run's devices
        // (the desk applies an id once, ever).
        id_ = QStringLiteral("sim%1-%2-%3").arg(run.nonce).arg(o.seed).arg(table);
        // A device's own clock: unrelated to the desk's (any origin), running at the same rate.
        base_ = std::uniform_int_distribution<qint64>(1000000, 900000000)(rng_);
        // Each device keeps its own time: Qt's default (coarse) timers would line the devices'
        // presses up on shared boundaries (every 100-500 ms), a burst no hall of phones makes.
        think_.setSingleShot(true);
        think_.setTimerType(Qt::PreciseTimer);
        syncs_.setTimerType(Qt::PreciseTimer);
        QObject::connect(&think_, &QTimer::timeout, this, [this] { think(); });
        // As the table page does: the estimate of the desk's clock is kept up to date, two round
        // trips every 10 s.
        syncs_.setInterval(kSyncEveryMs);
        QObject::connect(&syncs_, &QTimer::timeout, this, [this] {
            if (online_)
                syncBurst(2);
        });
        QObject::connect(&ws_, &QWebSocket::connected, this, [this] {
            // As browsers do for a WebSocket: no Nagle. (Qt writes a frame's header and payload
            // apart; the payload would wait for the desk's delayed ACK, 40 ms on Linux.)
            if (auto* socket = ws_.findChild<QAbstractSocket*>())
                socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            opened();
        });
        QObject::connect(&ws_, &QWebSocket::textMessageReceived, this,
                         [this](const QString& text) { later(text); });
        QObject::connect(&ws_, &QWebSocket::disconnected, this, [this] { lostConnection(); });
        QObject::connect(&ws_, QOverload<QAbstractSocket::SocketError>::of(&QWebSocket::error),
                         this, [this] {
                             if (ws_.state() == QAbstractSocket::UnconnectedState)
                                 lostConnection();
                         });
        retry_.setSingleShot(true);
        QObject::connect(&retry_, &QTimer::timeout, this, [this] {
            if (!dropped_ && ws_.state() == QAbstractSocket::UnconnectedState)
                connectNow();
        });
    }
    // As the table page does: presses sent and not acknowledged go back to the front of the
    // queue (the desk may have died before writing them) and are sent again on reconnecting;
    // unless the run made this device drop, it reconnects by itself (every 0.3 s doubling to 2 s
    // while the desk is away).
    void lostConnection() {
        online_ = false;
        requeueUnacknowledged();
        if (!dropped_ && !stalled_ && !retry_.isActive()) {
            retry_.start(retryMs_);
            retryMs_ = std::min(retryMs_ * 2, 2000);
        }
    }
    void requeueUnacknowledged() {
        if (!unacked_.empty()) {
            std::vector<Kept> again;
            for (auto& [seq, kept] : unacked_) {
                sent_.erase(kept.id);
                again.push_back(std::move(kept));
            }
            unacked_.clear();
            queue_.insert(queue_.begin(), again.begin(), again.end());
        }
    }
    // The socket's last signals (it closes as it is destroyed) must not reach members already
    // gone.
    ~Device() override { QObject::disconnect(&ws_, nullptr, this, nullptr); }
    void connectNow() { ws_.open(options_.url); }
    void drop() {
        online_ = false;
        dropped_ = true;
        ws_.abort();
    }
    // The network stops carrying data without closing: what is written waits (as in the
    // kernel's buffers), what the desk sends never comes. As the table page, the device notices
    // the silence after 4 s: it goes offline by itself, keeping what was not acknowledged.
    void stall() {
        stalled_ = true;
        QTimer::singleShot(4000, this, [this] {
            if (stalled_ && online_) {
                online_ = false;
                requeueUnacknowledged();
            }
        });
    }
    // The network is back: the stalled socket delivers what was written on it, in order, then
    // the device (offline by then) joins again with what it kept.
    void unstall() {
        stalled_ = false;
        for (const QString& text : heldOut_)
            if (ws_.state() == QAbstractSocket::ConnectedState)
                ws_.sendTextMessage(text);
        heldOut_.clear();
        if (!online_ && ws_.state() == QAbstractSocket::ConnectedState)
            opened();
    }
    void reconnect() {
        dropped_ = false;
        connectNow();
    }
    void startPlaying() {
        scheduleThink();
        // Devices joined at their own moments: their syncs are spread over the interval, not
        // all in the same millisecond.
        playing_ = true;
        QTimer::singleShot(std::uniform_int_distribution<int>(0, syncs_.interval() - 1)(rng_), this,
                           [this] {
                               if (playing_)
                                   syncs_.start();
                           });
    }
    void stopPlaying() {
        playing_ = false;
        think_.stop();
        syncs_.stop();
    }
    // The estimate starts again from round trips made with the delay, as a page that has just
    // joined: its first burst, then two every 10 s.
    void calibrated() {
        if (haveOffset_)
            truth_ = offset_;
        calibratedOffset_ = haveOffset_;
        samples_.clear();
        syncBurst(kJoinBurst);
    }
    bool joined() const { return joined_; }
    // Joined, and nothing made is waiting: every press sent has its answer, none is kept.
    bool settled() const {
        return online_ && !stalled_ && queue_.empty() && unacked_.empty() && heldOut_.empty();
    }
    bool dropped() const { return dropped_; }
    bool stalled() const { return stalled_; }
    const QString& problem() const { return problem_; }

  private:
    qint64 deviceNow() const { return run_.now() + base_; }
    int jitter() {
        return run_.delayMs > 0 ? std::uniform_int_distribution<int>(0, run_.delayMs)(rng_) : 0;
    }
    // Messages leave and arrive in order, each up to delayMs late (a TCP stream never reorders).
    void sendLater(const QJsonObject& m) {
        const QString text = QString::fromUtf8(QJsonDocument(m).toJson(QJsonDocument::Compact));
        const qint64 now = run_.now();
        const qint64 due = std::max(lastOut_, now + (run_.delaying ? jitter() : 0));
        if (due <= now) { // nothing delayed ahead of it: at once
            write(text);
            return;
        }
        lastOut_ = due;
        QTimer::singleShot(std::max<qint64>(0, due - run_.now()), this,
                           [this, text] { write(text); });
    }
    void write(const QString& text) {
        if (stalled_)
            heldOut_.push_back(text);
        else if (ws_.state() == QAbstractSocket::ConnectedState)
            ws_.sendTextMessage(text);
    }
    void later(const QString& text) {
        if (stalled_)
            return; // nothing comes through; the page gives the socket up
        const qint64 now = run_.now();
        const qint64 due = std::max(lastIn_, now + (run_.delaying ? jitter() : 0));
        if (due <= now) {
            receive(text);
            return;
        }
        lastIn_ = due;
        QTimer::singleShot(std::max<qint64>(0, due - run_.now()), this,
                           [this, text] { receive(text); });
    }
    void opened() {
        sendLater({{QStringLiteral("type"), QStringLiteral("hello")},
                   {QStringLiteral("code"), code_},
                   {QStringLiteral("device"), id_},
                   {QStringLiteral("lang"), QStringLiteral("en")},
                   {QStringLiteral("queued"), static_cast<int>(queue_.size())}});
        syncBurst(kJoinBurst);
    }
    void syncBurst(int n) {
        for (int i = 0; i < n; ++i)
            QTimer::singleShot(i * 150, Qt::PreciseTimer, this, [this] { sync(); });
    }
    void sync() {
        sendLater({{QStringLiteral("type"), QStringLiteral("sync")},
                   {QStringLiteral("id"), QStringLiteral("s")},
                   {QStringLiteral("t"), deviceNow()}});
    }
    void receive(const QString& text) {
        const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
        const QString type = m.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("sync")) {
            // The desk read its clock between the sending and the receiving: the offset lies in
            // [desk - received, desk - sent] for every round trip; the estimate is the middle of
            // what all of them leave (the shortest round trip's middle if they disagree).
            const double sent = m.value(QStringLiteral("t")).toDouble();
            const double desk = m.value(QStringLiteral("now")).toDouble();
            samples_.push_back({desk - static_cast<double>(deviceNow()) - 0.5, desk - sent + 0.5});
            if (samples_.size() > kSamplesKept)
                samples_.erase(samples_.begin());
            offset_ = estimateOffset(samples_);
            haveOffset_ = true;
            // Measured once the estimate rests on the join's round trips made with the delay.
            if (calibratedOffset_ && run_.delaying &&
                samples_.size() >= static_cast<std::size_t>(kJoinBurst)) {
                const std::lock_guard lock(run_.mutex);
                run_.offsetErrors.push_back(std::abs(offset_ - truth_));
            }
            return;
        }
        if (type == QLatin1String("welcome")) {
            joined_ = true;
            online_ = true;
            // The desk may have restarted, its clock with it: the estimate starts again.
            samples_.clear();
            offset_ = m.value(QStringLiteral("now")).toDouble() - deviceNow();
            haveOffset_ = true;
            // What was kept offline goes in, in order; then the desk may decide a flag.
            retryMs_ = 300;
            for (const auto& p : queue_) {
                sent_[p.id] = run_.now();
                unacked_[p.seq] = p;
                QJsonObject press = p.message;
                press.insert(QStringLiteral("queued"), true);
                sendLater(press);
            }
            if (!queue_.empty()) {
                const std::lock_guard lock(run_.mutex);
                run_.replayed += static_cast<qint64>(queue_.size());
            }
            queue_.clear();
            sendLater({{QStringLiteral("type"), QStringLiteral("replayed")}});
            state(m.value(QStringLiteral("state")).toObject());
            return;
        }
        if (type == QLatin1String("state")) {
            state(m);
            return;
        }
        if (type == QLatin1String("ack") || type == QLatin1String("error")) {
            const QString id =
                m.value(type == QLatin1String("ack") ? QStringLiteral("id") : QStringLiteral("ref"))
                    .toString();
            if (type == QLatin1String("error") && id == QLatin1String("hello"))
                problem_ = m.value(QStringLiteral("message")).toString();
            const auto it = sent_.find(id);
            if (it == sent_.end())
                return;
            for (auto u = unacked_.begin(); u != unacked_.end(); ++u)
                if (u->second.id == id) {
                    unacked_.erase(u);
                    break;
                }
            const std::lock_guard lock(run_.mutex);
            if (type == QLatin1String("error")) {
                run_.refused.insert(id);
                if (qEnvironmentVariableIsSet("TENGEN_SIM_DEBUG"))
                    qWarning("%s", qPrintable(m.value(QStringLiteral("message")).toString()));
            }
            if (m.value(QStringLiteral("applied")).toBool()) {
                run_.applied.insert(id);
                run_.latencies.push_back(static_cast<double>(run_.now() - it->second));
            }
            sent_.erase(it);
        }
    }
    void state(const QJsonObject& s) {
        running_ = s.value(QStringLiteral("status")).toString() == QLatin1String("running");
        toMove_ = s.value(QStringLiteral("toMove")).toString();
    }
    void scheduleThink() {
        think_.start(
            std::uniform_int_distribution<int>(options_.thinkMinMs, options_.thinkMaxMs)(rng_));
    }
    void think() {
        if (!run_.pressing)
            return;
        if ((running_ || !online_) && !toMove_.isEmpty() && haveOffset_) {
            const QString pressId = QStringLiteral("%1-%2").arg(id_).arg(++seq_);
            const qint64 at = std::llround(deviceNow() + offset_);
            const QJsonObject press{{QStringLiteral("type"), QStringLiteral("press")},
                                    {QStringLiteral("id"), pressId},
                                    {QStringLiteral("side"), toMove_},
                                    {QStringLiteral("at"), at}};
            {
                const std::lock_guard lock(run_.mutex);
                run_.made.insert(pressId);
                run_.madeAt[pressId] = at;
            }
            if (online_) {
                sent_[pressId] = run_.now();
                unacked_[seq_] = {pressId, press, seq_};
                sendLater(press);
            } else {
                queue_.push_back({pressId, press, seq_});
            }
            // The device shows the other side running at once; the desk's state follows.
            toMove_ = toMove_ == QLatin1String("B") ? QStringLiteral("W") : QStringLiteral("B");
        }
        scheduleThink();
    }

    struct Kept {
        QString id;
        QJsonObject message;
        qint64 seq = 0;
    };
    Run& run_;
    const SimulationOptions& options_;
    int table_;
    QString code_, id_;
    std::mt19937 rng_;
    qint64 base_ = 0;
    QWebSocket ws_;
    QTimer think_, syncs_, retry_;
    int retryMs_ = 300;
    std::map<qint64, Kept> unacked_; // sent and not yet acknowledged, by sequence
    bool online_ = false, joined_ = false, dropped_ = false, running_ = false, playing_ = false;
    bool stalled_ = false;
    std::vector<QString> heldOut_; // written while the network stalls
    QString toMove_;
    qint64 seq_ = 0;
    std::vector<std::pair<double, double>> samples_; // the offset's bounds from one round trip
    double offset_ = 0, truth_ = 0;
    bool haveOffset_ = false, calibratedOffset_ = false;
    std::vector<Kept> queue_;
    std::map<QString, qint64> sent_; // press id -> when it left
    qint64 lastOut_ = 0, lastIn_ = 0;
    QString problem_;
};

double percentile(std::vector<double> v, double p) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i =
        std::min(v.size() - 1, static_cast<std::size_t>(std::ceil(p * v.size())) - 1);
    return v[i];
}

void wait(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

SimulationResult
simulateHall(const SimulationOptions& o,
             const std::function<std::map<QString, std::vector<qint64>>()>& journal) {
    Run run;
    run.rng.seed(o.seed);
    run.delayMs = o.delayMs;
    run.clock.start();
    // A thread per 100 devices or so (at most 4): each has its own event loop and sockets.
    const int threadCount = std::clamp((o.tables + 99) / 100, 1, 4);
    std::vector<std::unique_ptr<QThread>> threads;
    std::vector<std::unique_ptr<QObject>> homes; // an object living in each thread
    for (int k = 0; k < threadCount; ++k) {
        threads.push_back(std::make_unique<QThread>());
        homes.push_back(std::make_unique<QObject>());
        homes.back()->moveToThread(threads.back().get());
        threads.back()->start();
    }
    // Runs `f` in the device's thread (and waits for it).
    auto inThread = [](QObject* context, const std::function<void()>& f) {
        QMetaObject::invokeMethod(context, f, Qt::BlockingQueuedConnection);
    };
    std::vector<Device*> devices;
    for (int t = 1; t <= o.tables; ++t) {
        QObject* home = homes[static_cast<std::size_t>((t - 1) % threadCount)].get();
        Device* d = nullptr;
        inThread(home, [&] {
            d = new Device(run, o, t); // lives in the home's thread
            d->connectNow();
        });
        devices.push_back(d);
        if (t % 50 == 0)
            wait(20); // a hall's devices do not all join in the same millisecond
    }
    auto each = [&](const std::function<void(Device*)>& f) {
        for (Device* d : devices)
            inThread(d, [d, &f] { f(d); });
    };
    // Joined, and the offsets calibrated without added delay: the truth the estimates are
    // measured against (the desk and the devices share this machine's steady clock).
    wait(1500);
    each([](Device* d) { d->calibrated(); });
    run.delaying = true;
    run.pressing = true;
    each([](Device* d) { d->startPlaying(); });
    // Who drops, when, for how long.
    const int dropping = static_cast<int>(std::lround(o.dropRate * o.tables));
    std::vector<int> order(o.tables);
    for (int i = 0; i < o.tables; ++i)
        order[i] = i;
    std::shuffle(order.begin(), order.end(), run.rng);
    const int last = std::max(1, o.seconds - 5);
    for (int k = 0; k < dropping; ++k) {
        Device* d = devices[order[k]];
        const int at = std::uniform_int_distribution<int>(1, last)(run.rng) * 1000;
        const int away = std::uniform_int_distribution<int>(5000, 30000)(run.rng);
        QMetaObject::invokeMethod(d, [d, at, away] {
            QTimer::singleShot(at, d, [d] { d->drop(); });
            QTimer::singleShot(at + away, d, [d] { d->reconnect(); });
        });
    }
    // Whose network stalls (other devices than those that drop), when, for how long.
    const int stalling =
        std::min(o.tables - dropping, static_cast<int>(std::lround(o.stallRate * o.tables)));
    for (int k = dropping; k < dropping + stalling; ++k) {
        Device* d = devices[order[k]];
        const int at = std::uniform_int_distribution<int>(1, last)(run.rng) * 1000;
        const int away = std::uniform_int_distribution<int>(5000, 30000)(run.rng);
        QMetaObject::invokeMethod(d, [d, at, away] {
            QTimer::singleShot(at, d, [d] { d->stall(); });
            QTimer::singleShot(at + away, d, [d] { d->unstall(); });
        });
    }
    wait(o.seconds * 1000);
    run.pressing = false;
    each([](Device* d) {
        d->stopPlaying();
        if (d->dropped())
            d->reconnect(); // the run ends: every device comes back with what it kept
        if (d->stalled())
            d->unstall();
    });
    // The drain ends when every device has settled, at drainSeconds at the latest.
    QElapsedTimer draining;
    draining.start();
    for (bool settled = false; !settled && draining.elapsed() < o.drainSeconds * 1000;) {
        wait(50);
        settled = true;
        each([&settled](Device* d) { settled = settled && d->settled(); });
    }

    SimulationResult r;
    r.tables = o.tables;
    r.dropped = dropping;
    r.stalled = stalling;
    each([&r](Device* d) {
        r.connected += d->joined(); // one thread at a time: each call waits for the last
        if (r.problem.isEmpty() && !d->problem().isEmpty())
            r.problem = d->problem();
    });
    each([](Device* d) { delete d; }); // in its own thread, its socket with it
    devices.clear();
    for (auto& thread : threads) {
        thread->quit();
        thread->wait();
    }
    const std::lock_guard lock(run.mutex);
    r.pressesSent = static_cast<qint64>(run.made.size());
    r.pressesApplied = static_cast<qint64>(run.applied.size());
    r.latencyP50 = percentile(run.latencies, 0.50);
    r.latencyP99 = percentile(run.latencies, 0.99);
    r.latencyMax =
        run.latencies.empty() ? 0 : *std::max_element(run.latencies.begin(), run.latencies.end());
    r.offsetErrorP99 = percentile(run.offsetErrors, 0.99);
    r.replayed = run.replayed;
    if (journal) {
        const std::map<QString, std::vector<qint64>> entries = journal();
        std::vector<double> errors;
        for (const QString& id : run.made) {
            const auto it = entries.find(id);
            if (it == entries.end() || it->second.empty()) {
                r.lost += run.refused.count(id) ? 0 : 1;
                continue;
            }
            if (it->second.size() > 1)
                ++r.duplicated;
            errors.push_back(static_cast<double>(std::llabs(it->second.front() - run.madeAt[id])));
            if (qEnvironmentVariableIsSet("TENGEN_SIM_DEBUG") && errors.back() > 50)
                qWarning("%s: journal %lld, device %lld", qPrintable(id),
                         static_cast<long long>(it->second.front()),
                         static_cast<long long>(run.madeAt[id]));
        }
        r.timeErrorP50 = percentile(errors, 0.50);
        r.timeErrorP99 = percentile(errors, 0.99);
        r.timeErrorMax = errors.empty() ? 0 : *std::max_element(errors.begin(), errors.end());
    } else {
        for (const QString& id : run.made)
            r.lost += run.applied.count(id) || run.refused.count(id) ? 0 : 1;
    }
    r.refused = static_cast<qint64>(run.refused.size());
    return r;
}

} // namespace tengen
