// The hall protocol (docs/hall-protocol.md) without a socket: the devices attached and their
// limits (messages a second, log lines, wrong codes and PINs), each message read and handed to
// its part — a table's messages (hall_table_messages.cpp), joining (hall_joining.cpp), the
// referee's (hall_referee.cpp) — and the answers and the tables' states sent out.
#include "hall_protocol.h"

#include "actions/join_codes.h"
#include "clock/voice.h"
#include "common/translations.h"
#include "hall_protocol_parts.h"
#include "store/tournament_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

#include <cmath>

namespace tengen {

using namespace tengen::clock;
using namespace hall_parts;

Q_LOGGING_CATEGORY(lcHall, "tengen.hall")

namespace {

QString text(const QJsonObject& message) {
    return QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact));
}

} // namespace

const QStringList& hallLanguages() {
    static const QStringList languages = {QStringLiteral("zh_CN"), QStringLiteral("zh_TW"),
                                          QStringLiteral("en"), QStringLiteral("ja"),
                                          QStringLiteral("ko")};
    return languages;
}

HallProtocol::HallProtocol(ClockHall* clocks, HallLink* link, QObject* parent)
    : QObject(parent), clocks_(clocks), link_(link), tables_(clocks), flush_(new QTimer(this)) {
    uptime_.start();
    flush_->setSingleShot(true);
    flush_->setInterval(0);
    connect(flush_, &QTimer::timeout, this, &HallProtocol::flushStates);
    connect(clocks_, &ClockHall::journalWritten, this, &HallProtocol::sendReplies);
    connect(clocks_, &ClockHall::tableChanged, this, &HallProtocol::sendState);
    connect(clocks_, &ClockHall::flagFell, this, [this](int table, Side) { sendState(table); });
    connect(clocks_, &ClockHall::clocksReplaced, this, &HallProtocol::endRound,
            Qt::QueuedConnection);
    connect(&tables_, &HallTables::stateChanged, this, &HallProtocol::sendState);
}

HallProtocol::~HallProtocol() = default;

void HallProtocol::attach(HallPeer* peer) {
    peers_.insert(peer);
}

void HallProtocol::detach(HallPeer* peer) {
    if (peers_.erase(peer) == 0)
        return;
    std::erase_if(replies_, [peer](const auto& r) { return r.first == peer; });
    if (peer->table > 0 && peer->round == tables_.round())
        tables_.left(TableNo{peer->table}, peer->device);
}

int HallProtocol::deviceCount() const {
    int n = 0;
    for (const HallPeer* p : peers_)
        n += p->table > 0;
    return n;
}

// The event's secret, read once: every join code is made from it (it never changes; another
// tournament opened at the desk gets another server).
const QString& HallProtocol::secret() const {
    if (secret_.isEmpty() && clocks_->file())
        secret_ = clocks_->file()->clocks().hallSecret();
    return secret_;
}

QString HallProtocol::joinCode(TableNo table) const {
    if (!clocks_->file() || clocks_->round() < 1)
        return {};
    try {
        return tengen::joinCode(secret(), RoundNo{clocks_->round()}, table);
    } catch (const store::StoreError&) {
        return {};
    }
}

// The hall's log and the referee's list of drops take at most kLogLinesPerSecond lines a second:
// a flood of connections wrote 695,000 lines (52 MB) in 45 s. What is left out is counted, and
// the count logged at the next sweep.
bool HallProtocol::mayLog() {
    const qint64 now = uptime();
    if (now - logSecondStartedMs_ >= 1000) {
        logSecondStartedMs_ = now;
        logLinesThisSecond_ = 0;
    }
    if (++logLinesThisSecond_ <= kLogLinesPerSecond)
        return true;
    ++logLinesLeftOut_;
    return false;
}

qint64 HallProtocol::takeLeftOut() {
    return std::exchange(logLinesLeftOut_, 0);
}

// Wrong PINs and join codes under `key` in the last minute, the older ones forgotten.
std::deque<qint64>& HallProtocol::recentFailures(const QString& key, qint64 now) {
    std::deque<qint64>& times = failures_[key];
    while (!times.empty() && now - times.front() > 60000)
        times.pop_front();
    return times;
}

void HallProtocol::sweep() {
    const qint64 now = uptime();
    for (auto it = failures_.begin(); it != failures_.end();) // a minute old: forgotten
        it = it->second.empty() || now - it->second.back() > 60000 ? failures_.erase(it)
                                                                   : std::next(it);
}

// ---- Messages in -------------------------------------------------------------------------------

void HallProtocol::receive(const std::vector<std::pair<HallPeer*, QString>>& batch) {
    endRound(); // new clocks set up in this turn: the old round's devices are done first
    clocks_->holdJournal(true);
    for (const auto& [peer, text] : batch)
        if (peers_.contains(peer)) // not closed by a message before it in the batch
            receiveOne(*peer, text);
    clocks_->holdJournal(false); // one transaction for the batch
    if (clocks_->unwrittenEvents() == 0) {
        sendReplies();
        // The tables' new states follow their acknowledgements in the same turn.
        if (!dirty_.empty()) {
            flush_->stop();
            flushStates();
        }
    }
    // else: the journal is retried (another program holds the file); the replies wait for it
}

// The message counted against the device's rate: false when it is over and was closed. The
// presses a device kept offline (announced in its hello) come at once when it is back: they
// are not held against its rate.
bool HallProtocol::countMessage(HallPeer& p, const QJsonObject* m) {
    p.lastHeardMs = uptime();
    if (p.lastHeardMs - p.secondStartedMs >= 1000) {
        p.secondStartedMs = p.lastHeardMs;
        p.messagesThisSecond = 0;
    }
    const bool replaying = p.replayAllowance > 0 && m &&
                           m->value(QStringLiteral("type")) == QLatin1String("press") &&
                           m->value(QStringLiteral("queued")).toBool();
    if (replaying) {
        --p.replayAllowance;
        if (p.table > 0)
            tables_.keptPressArrived(TableNo{p.table}, p.device, p.replayAllowance == 0);
        return true;
    }
    if (++p.messagesThisSecond > kMaxMessagesPerSecond) { // a broken or hostile device
        link_->close(p, QWebSocketProtocol::CloseCodePolicyViolated,
                     QStringLiteral("more than %1 messages a second").arg(kMaxMessagesPerSecond));
        return false;
    }
    return true;
}

// When the device was last in touch, as far as the desk can tell: a frame was sent no earlier
// than the arrival of the one before it (less the network's delay), and when it says it was sent
// (a sync's or a live press's `at`) within that. What it keeps offline is later (#30 point 2). A
// hello's own evidence is taken in hello(), after it has read this; a queued press speaks of the
// past.
void HallProtocol::noteEvidence(HallPeer& p, const QJsonObject& m, const QString& type,
                                qint64 now) {
    if (p.table == 0 || type == QLatin1String("hello") ||
        (type == QLatin1String("press") && m.value(QStringLiteral("queued")).toBool()))
        return;
    qint64 evidence = p.silentSinceHall - kOnlineLateMs;
    if (m.value(QStringLiteral("at")).isDouble())
        evidence = std::clamp<qint64>(m.value(QStringLiteral("at")).toInteger(), evidence, now);
    tables_.heardFrom(TableNo{p.table}, p.device, evidence);
}

void HallProtocol::receiveOne(HallPeer& p, const QString& text) {
    const qint64 now = clocks_->now().count();
    if (p.heardAtHall < 0)
        p.silentSinceHall = now;
    else if (now - p.heardAtHall > kBurstMs)
        p.silentSinceHall = p.heardAtHall;
    p.heardAtHall = now;
    // Heard from a table's device now: a live press may yet come for any time since, less the
    // network's delay; the table's checkpoints wait for it.
    if (p.table > 0 && p.round == clocks_->round() && p.table <= clocks_->tableCount() &&
        clocks_->scheduler())
        clocks_->scheduler()->setDeviceFloor(p.table, Millis(now - kOnlineLateMs));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    const QJsonObject object = doc.object();
    if (!countMessage(p, doc.isObject() ? &object : nullptr))
        return;
    if (!doc.isObject()) {
        if (mayLog())
            qCInfo(lcHall).noquote()
                << "refused from" << p.label << ": not a JSON object at byte" << error.offset;
        // JSON that is not an object (`[1,2,3]`) parses without an error to name.
        refuse(p, {},
               error.error != QJsonParseError::NoError
                   ? Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "message at byte %1: %2"),
                                              std::to_string(error.offset),
                                              error.errorString().toStdString()))
                   : Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                         "tengen", "message at byte 0: a message is one JSON object"))));
        return;
    }
    const QString type = object.value(QStringLiteral("type")).toString();
    noteEvidence(p, object, type, now);
    if (type == QLatin1String("sync")) {
        send(p, {{QStringLiteral("type"), QStringLiteral("sync")},
                 // what comes back is never larger than a sync
                 {QStringLiteral("id"), object.value(QStringLiteral("id")).toString().left(64)},
                 {QStringLiteral("t"), object.value(QStringLiteral("t")).toDouble()},
                 {QStringLiteral("now"), static_cast<qint64>(clocks_->now().count())}});
        return;
    }
    if (type == QLatin1String("hello")) {
        hello(p, object);
        return;
    }
    tableMessage(p, type, object);
}

// ---- Messages out ------------------------------------------------------------------------------

void HallProtocol::send(HallPeer& p, const QJsonObject& message) {
    link_->send(p, text(message));
}

// `r` in the device's language; sent now, or once the journal has what came with it.
void HallProtocol::refuse(HallPeer& p, const QString& ref, const Refusal& r, bool afterJournal) {
    const ThreadLanguage language(p.language);
    QJsonObject message{{QStringLiteral("type"), QStringLiteral("error")},
                        {QStringLiteral("ref"), ref},
                        {QStringLiteral("message"), toText(r)}};
    // A question the desk would ask (an adjustment to zero): the page asks, and sends it again
    // confirmed.
    if (r.kind == Refusal::Kind::NeedsConfirmation)
        message.insert(QStringLiteral("confirm"), true);
    if (afterJournal)
        reply(p, message);
    else
        send(p, message);
}

void HallProtocol::reply(HallPeer& p, const QJsonObject& message) {
    replies_.emplace_back(&p, message);
}

void HallProtocol::sendReplies() {
    const auto replies = std::move(replies_);
    replies_.clear();
    for (const auto& [peer, message] : replies)
        if (peers_.contains(peer))
            send(*peer, message);
}

void HallProtocol::sendState(int table) {
    dirty_.insert(table);
    flush_->start();
}

void HallProtocol::flushStates() {
    const std::set<int> tables = std::move(dirty_);
    dirty_.clear();
    for (int table : tables) {
        const QJsonObject state = stateOf(TableNo{table});
        if (state.isEmpty())
            continue;
        const QString message = text(state);
        // A copy: a device that cannot take it is closed, and leaves the set.
        const std::vector<HallPeer*> peers(peers_.begin(), peers_.end());
        for (HallPeer* p : peers)
            if (peers_.contains(p) && p->table == table && p->round == clocks_->round())
                link_->send(*p, message);
    }
}

QJsonObject HallProtocol::stateOf(TableNo table) const {
    const HallScheduler* hall = clocks_->scheduler();
    if (!hall || table < 1 || table > hall->tableCount())
        return {};
    const GameClock& clock = hall->clock(table);
    const Millis now = clocks_->now();
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("state")},
                  {QStringLiteral("table"), table.value()},
                  {QStringLiteral("now"), static_cast<qint64>(now.count())},
                  {QStringLiteral("status"), stateId(clock.state())},
                  {QStringLiteral("toMove"), sideId(clock.toMove())},
                  {QStringLiteral("black"), sideJson(clock.sideNow(Side::Black, now))},
                  {QStringLiteral("white"), sideJson(clock.sideNow(Side::White, now))},
                  {QStringLiteral("held"),
                   hall->flagHeld(table) || clocks_->flagWaitsForDevice(TableNo{table})}};
    if (clock.flagFellAt())
        o.insert(QStringLiteral("flag"), sideId(clock.toMove()));
    if (clock.state() == GameClock::State::Running)
        o.insert(QStringLiteral("events"), eventsJson(*hall, table, now));
    const HallTables::TableLink l = tables_.link(table);
    if (tables_.known(table)) {
        o.insert(QStringLiteral("pauseRequested"), l.pauseRequested);
        if (l.pausedForDevice)
            o.insert(QStringLiteral("pausedForDevice"), true);
        o.insert(QStringLiteral("clockDevice"), deviceTag(secret(), l.clockDevice));
    }
    if (l.result) {
        const HallTables::PendingResult& r = *l.result;
        QJsonObject result{{QStringLiteral("result"), resultWord(r.result)},
                           {QStringLiteral("B"), r.blackConfirmed},
                           {QStringLiteral("W"), r.whiteConfirmed},
                           {QStringLiteral("refused"), r.refused}};
        if (r.disputed != GameResult::Unknown)
            result.insert(QStringLiteral("disputed"), resultWord(r.disputed));
        o.insert(QStringLiteral("result"), result);
    }
    o.insert(QStringLiteral("sealed"), !clocks_->sealedMove(table).isEmpty());
    return o;
}

// The desk set up other clocks: the devices of another round are told their code has ended
// (they join again with the new round's code), and what the tables' devices asked for (a
// pause, a result to confirm) belonged to that round.
void HallProtocol::endRound() {
    if (tables_.round() == clocks_->round())
        return;
    std::set<int> tables = tables_.clear();
    for (HallPeer* p : std::vector<HallPeer*>(peers_.begin(), peers_.end())) {
        if (p->table == 0 || p->round == clocks_->round())
            continue;
        tables.insert(p->table);
        refuse(*p, QStringLiteral("hello"), roundOver(p->round));
        p->table = 0;
    }
    for (int table : tables)
        emit tables_.linkChanged(table);
}

// The calls' clips of the device's language are rendered (in the background) when its first
// device joins, not when the first call falls due.
void HallProtocol::warmClips(const QString& language) {
    const QString voice =
        language.startsWith(QLatin1String("zh")) ? QStringLiteral("zh") : language;
    if (!clips_ || !clocks_->scheduler() || clocks_->tableCount() < 1 ||
        !warmed_.insert(voice).second)
        return;
    const CallingSchedule schedule = clocks_->scheduler()->schedule();
    const Control& control = clocks_->scheduler()->clock(1).control();
    std::vector<std::string> keys = callKeys(control, 0, &schedule);
    for (const std::string& k : optionalCallKeys(control))
        keys.push_back(k);
    for (const std::string& k : keys)
        clips_(voice, QString::fromStdString(k));
}

} // namespace tengen
