#include "hall_protocol.h"

#include "actions/join_codes.h"
#include "clock/voice.h"
#include "common/translations.h"
#include "store/tournament_file.h"
#include "tournament/result_codec.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QTimer>

#include <cmath>

namespace tengen {

using namespace tengen::clock;

Q_LOGGING_CATEGORY(lcHall, "tengen.hall")

namespace {

constexpr int kLogLinesPerSecond = 20;
constexpr int kMaxMessagesPerSecond = 60;
// The network's delay a live press may have had besides the silence the desk observed before it
// arrived: a device's word alone never takes more than this off a player's time.
constexpr qint64 kOnlineLateMs = 2000;
// Frames arriving within this of each other came together (after a silence, in one burst).
constexpr qint64 kBurstMs = 50;
// Wrong referee PINs a minute before the door shuts, for one device and for one address.
constexpr std::size_t kPinTriesPerDevice = 5;
constexpr std::size_t kPinTriesPerAddress = 20;
constexpr std::size_t kCodeTriesPerAddress = 30;

QString text(const QJsonObject& message) {
    return QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact));
}

Refusal roundOver(int round) {
    return Refusal::invalid(
        Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is over at this desk: join with the code of "
                                            "the new round"),
                std::to_string(round)));
}

QString sideId(Side s) {
    return s == Side::Black ? QStringLiteral("B") : QStringLiteral("W");
}

std::optional<Side> parseSide(const QJsonValue& v) {
    if (v.toString() == QLatin1String("B"))
        return Side::Black;
    if (v.toString() == QLatin1String("W"))
        return Side::White;
    return std::nullopt;
}

QString stateId(GameClock::State s) {
    switch (s) {
    case GameClock::State::NotStarted:
        return QStringLiteral("not-started");
    case GameClock::State::Running:
        return QStringLiteral("running");
    case GameClock::State::Paused:
        return QStringLiteral("paused");
    case GameClock::State::Sealed:
        return QStringLiteral("sealed");
    case GameClock::State::Flagged:
        return QStringLiteral("flagged");
    case GameClock::State::Finished:
        return QStringLiteral("finished");
    }
    return {};
}

// A result in the protocol's words (docs/hall-protocol.md §8), and nothing else: a "1" is no
// word of the protocol (the file's "both win", the desk's "White wins") and is refused.
QString resultWord(GameResult r) {
    return QString::fromLatin1(encodeResult(r, ResultVocabulary::Hall).data());
}

std::optional<GameResult> parseResultWord(const QString& text) {
    return decodeResult(text.toStdString(), ResultVocabulary::Hall);
}

// What the devices at a table are told of the one that holds its clock: a tag made from its id
// with the hall's secret, never the id itself. The id is what a device proves itself with when
// it reconnects; a state that named it let a second phone at the table say it was the holder
// and press, enter and confirm a result as it (#30). Each device is told its own tag in its
// welcome, so the page still knows whether it holds the clock.
QString deviceTag(const QString& secret, const QString& device) {
    if (device.isEmpty())
        return {};
    return QString::fromLatin1(QMessageAuthenticationCode::hash("device:" + device.toUtf8(),
                                                                secret.toUtf8(),
                                                                QCryptographicHash::Sha256)
                                   .toHex()
                                   .left(16));
}

QJsonObject sideJson(const SideState& s) {
    return {{QStringLiteral("main"), static_cast<qint64>(s.main.count())},
            {QStringLiteral("periods"), s.periods},
            {QStringLiteral("stones"), s.stones},
            {QStringLiteral("block"), static_cast<qint64>(s.block.count())}};
}

QJsonObject controlJson(const Control& c) {
    return {{QStringLiteral("system"), QString::fromUtf8(timeSystemId(c.system).data())},
            {QStringLiteral("main"), static_cast<qint64>(c.main.count())},
            {QStringLiteral("period"), static_cast<qint64>(c.period.count())},
            {QStringLiteral("periods"), c.periods},
            {QStringLiteral("stones"), c.stones},
            {QStringLiteral("increment"), static_cast<qint64>(c.increment.count())},
            {QStringLiteral("cap"), c.cap ? static_cast<qint64>(c.cap->count()) : qint64(0)},
            {QStringLiteral("delay"), static_cast<qint64>(c.delay.count())}};
}

QJsonArray keysJson(const std::vector<std::string>& keys) {
    QJsonArray a;
    for (const std::string& k : keys)
        a.append(QString::fromStdString(k));
    return a;
}

// The calls of a byo-yomi period, for a device that reckons its clock alone while offline:
// offsets from the period's start (ms), and what is said at a period's end with `left` periods
// to come and when the main time ends with `left` periods.
QJsonObject callsJson(const Control& c, const std::optional<CallingSchedule>& schedule) {
    if (!schedule)
        return {};
    auto phrases = [](const std::vector<ScheduledPhrase>& list) {
        QJsonArray a;
        for (const ScheduledPhrase& p : list)
            a.append(QJsonObject{{QStringLiteral("at"), static_cast<qint64>(p.offset.count())},
                                 {QStringLiteral("keys"), keysJson(p.keys)}});
        return a;
    };
    QJsonObject periodEnd, mainEnd;
    for (int left = 0; left <= c.periods; ++left) {
        periodEnd.insert(QString::number(left), keysJson(periodEndKeys(c.period, left)));
        mainEnd.insert(QString::number(left), keysJson(mainTimeEndKeys(c.period, left)));
    }
    return {{QStringLiteral("ordinary"), phrases(schedule->ordinary)},
            {QStringLiteral("last"), phrases(schedule->last)},
            {QStringLiteral("periodEnd"), periodEnd},
            {QStringLiteral("mainEnd"), mainEnd}};
}

// What falls due in the running turn, in the hall's time: the device counts to each (and speaks
// the calls) against its estimate of the desk's clock.
QJsonArray eventsJson(const HallScheduler& hall, TableNo table, Millis now) {
    const GameClock& clock = hall.clock(table);
    const Millis base = clock.turnStartedAt() + clock.pausedInTurn();
    QJsonArray events;
    for (const TurnEvent& e : hall.turnEvents(table)) {
        const Millis at = base + e.offset;
        if (at < now - Millis(1000))
            continue;
        events.append(
            QJsonObject{{QStringLiteral("at"), static_cast<qint64>(at.count())},
                        {QStringLiteral("kind"), QString::fromUtf8(eventName(e.kind).data())},
                        {QStringLiteral("left"), e.periodsLeft},
                        {QStringLiteral("keys"), keysJson(e.keys)}});
    }
    return events;
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

// A message of a device that has joined a table: the clock's, the result's, the referee's.
void HallProtocol::tableMessage(HallPeer& p, const QString& type, const QJsonObject& m) {
    const QString fullId = m.value(QStringLiteral("id")).toString();
    const QString id = fullId.left(64); // a longer press id is refused
    if (p.table == 0) {
        refuse(p, id,
               Refusal::invalid(
                   Problem(QT_TRANSLATE_NOOP("tengen", "join a table first (message '%1')"),
                           type.left(32).toStdString())));
        return;
    }
    if (p.round != clocks_->round() || p.table > clocks_->tableCount()) {
        // The desk set up another round's clocks: this device's code has ended.
        refuse(p, QStringLiteral("hello"), roundOver(p.round));
        const int was = p.table;
        p.table = 0;
        if (p.round == tables_.round())
            tables_.left(TableNo{was}, p.device);
        return;
    }
    const TableNo table{p.table};
    if (type == QLatin1String("referee")) {
        referee(p, m);
        return;
    }
    // Only the device that holds the table's clock acts on it (a second tab, a second phone);
    // the referee's actions go on from any device of the table, with the PIN.
    if (!tables_.holdsClock(table, p.device)) {
        refuse(p, id,
               Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                   "tengen",
                   "another device holds this table's clock: a referee can move it to this one"))),
               true);
        return;
    }
    Refusal refused;
    QJsonObject ack{{QStringLiteral("type"), QStringLiteral("ack")}, {QStringLiteral("id"), id}};
    if (type == QLatin1String("press")) {
        // An id makes a press sent again count once (docs/hall-protocol.md §6): one without
        // is refused, not applied on every try.
        refused = fullId.isEmpty() || fullId.size() > 64
                      ? Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                            "tengen", "a press needs an id of 1 to 64 characters")))
                      : press(p, table, m, &ack);
    } else if (type == QLatin1String("replayed")) {
        tables_.releaseFlag(table); // what the device kept offline is in: decide
    } else if (type == QLatin1String("pause")) {
        refused = tables_.requestPause(table);
    } else if (type == QLatin1String("seal")) {
        const QString move = m.value(QStringLiteral("move")).toString().trimmed().left(16);
        refused = move.isEmpty() ? Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                                       "tengen", "a sealed move needs the move written down")))
                                 : clocks_->seal(table, move);
        if (refused.done())
            emit tables_.linkChanged(table.value());
    } else if (type == QLatin1String("result")) {
        refused = result(table, m);
    } else if (type == QLatin1String("confirm")) {
        refused = confirm(p, table, m);
    } else if (type == QLatin1String("cancel-result")) {
        tables_.cancelResult(table);
    } else {
        refused = Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "unknown message '%1'"),
                                           type.left(32).toStdString()));
    }
    if (!refused.done()) {
        tables_.setLastError(table, toText(refused));
        refuse(p, id, refused, true);
        return;
    }
    reply(p, ack); // once the action is in the journal
}

// A press is placed at the device's own time. Sent live, it was made after the desk last heard
// the device before this frame (less the network's delay): on a network that stalled without
// closing, that is the whole silence, and the press keeps its time however late it comes. One
// kept while offline is as old as the device says, inside the time the desk did not hear the
// device, in order. Never before the table's last entry nor after now (the clock keeps that).
Refusal HallProtocol::press(HallPeer& p, TableNo table, const QJsonObject& m, QJsonObject* ack) {
    const QString id = m.value(QStringLiteral("id")).toString();
    const auto side = parseSide(m.value(QStringLiteral("side")));
    const GameClock& clock = clocks_->scheduler()->clock(table);
    const bool offlinePress = m.value(QStringLiteral("queued")).toBool();
    qint64 at = m.value(QStringLiteral("at")).toInteger(clocks_->now().count());
    const qint64 said = at;
    if (!offlinePress) {
        at = std::max(at, p.silentSinceHall - kOnlineLateMs);
    } else {
        if (p.queuedFloor)
            at = std::max(at, *p.queuedFloor);
        at = std::clamp(at, p.lastQueuedAt, std::max(p.lastQueuedAt, p.helloAtHall));
        p.lastQueuedAt = at;
    }
    bool duplicate = false;
    Refusal refused;
    if (clocks_->pressApplied(table, id))
        duplicate = true; // sent again (its answer was lost): applied once, acknowledged
    else if (!side)
        refused = Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "a press needs the side that moved (B or W)")));
    else if (clock.state() == GameClock::State::Running && *side != clock.toMove()) {
        refused.kind = Refusal::Kind::Refused; // a tap on the wrong half, or a stale device
        refused.problem = *side == Side::Black
                              ? Problem(QT_TRANSLATE_NOOP("tengen", "it is not Black's turn"))
                              : Problem(QT_TRANSLATE_NOOP("tengen", "it is not White's turn"));
    } else
        refused = clocks_->pressFromDevice(table, Millis(at), id, &duplicate);
    if (refused.done() && !duplicate) {
        ++pressesApplied_;
        // Said only of a press placed (#45: a kept press sent again, applied before at its own
        // time, was logged as placed elsewhere), at the time the journal keeps.
        if (offlinePress && at != said)
            qCInfo(lcHall).noquote()
                << "table" << table.value() << ": a kept press said" << said << "placed at"
                << clocks_->scheduler()->lastEntryAt(table.value()).count()
                << "(what the desk observed of device" << p.device << ")";
    }
    ack->insert(QStringLiteral("applied"), refused.done() && !duplicate);
    ack->insert(QStringLiteral("duplicate"), duplicate);
    return refused;
}

// Entered at the table: both players review it (复核) and confirm it (确认).
Refusal HallProtocol::result(TableNo table, const QJsonObject& m) {
    const auto result = parseResultWord(m.value(QStringLiteral("result")).toString());
    if (!result)
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
            "tengen", "a result is black-wins, white-wins, jigo, both-lose or both-win")));
    tables_.claimResult(table, *result);
    return {};
}

// A confirmation names the result it confirms (the page sends the one it shows).
Refusal HallProtocol::confirm(HallPeer& p, TableNo table, const QJsonObject& m) {
    const auto side = parseSide(m.value(QStringLiteral("side")));
    if (!side) // said "there is no result to confirm" while one waited
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "a confirmation needs the side (B or W)")));
    const QString named = m.value(QStringLiteral("result")).toString();
    const ThreadLanguage language(p.language); // a refusal by the round, kept for the referee
    return tables_.confirmResult(
        table, *side, named.isEmpty() ? std::nullopt : parseResultWord(named), !named.isEmpty(),
        QStringLiteral("confirmed at the table by both players (device %1)").arg(p.device));
}

// ---- Joining a table ---------------------------------------------------------------------------

void HallProtocol::hello(HallPeer& p, const QJsonObject& m) {
    const QString language = m.value(QStringLiteral("lang")).toString();
    if (hallLanguages().contains(language))
        p.language = language;
    std::optional<TableNo> table;
    if (codeRefused(p, m.value(QStringLiteral("code")).toString(), &table))
        return;
    QString device = m.value(QStringLiteral("device")).toString().left(64);
    if (device.isEmpty()) // a device without an id is one of its own
        device = QStringLiteral("conn-%1").arg(quintptr(&p), 0, 16);
    join(p, *table, device, m.value(QStringLiteral("queued")).toInt(),
         m.value(QStringLiteral("counting")).toBool());
    warmClips(p.language);
    send(p, welcome(p, *table));
}

// The join code checked: true when it is refused (and answered, or the connection closed).
// Wrong codes are counted by connection (a sixth closes it) and by address: thirty in a minute
// from one address, and it joins nothing for the minute (a new connection for each five tries
// counted nothing before).
bool HallProtocol::codeRefused(HallPeer& p, const QString& code, std::optional<TableNo>* table) {
    const qint64 now = uptime();
    std::deque<qint64>& wrongCodes = recentFailures(QStringLiteral("j:") + p.address, now);
    if (wrongCodes.size() >= kCodeTriesPerAddress) {
        refuse(p, QStringLiteral("hello"),
               Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                   "tengen", "too many wrong join codes from this address: try again in a "
                             "minute"))));
        return true;
    }
    attemptRead([&] {
        if (clocks_->file() && clocks_->round() > 0)
            *table =
                tableOfJoinCode(secret(), RoundNo{clocks_->round()}, clocks_->tableCount(), code);
    });
    if (*table)
        return false;
    wrongCodes.push_back(now);
    if (mayLog())
        qCInfo(lcHall).noquote() << "refused" << p.label << ": join code"
                                 << code.left(16).toHtmlEscaped();
    if (++p.failedJoins > maxFailedJoins_) { // someone trying codes
        link_->close(p, QWebSocketProtocol::CloseCodePolicyViolated,
                     QStringLiteral("too many wrong join codes"));
        return true;
    }
    refuse(p, QStringLiteral("hello"),
           Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a table of this "
                                                                "round: look at the code on the "
                                                                "result sheet again"),
                                    code.left(16).toStdString())));
    return true;
}

// The device is at `table` now (it may have been at another, or been another device, on this
// connection). Presses it kept while offline come next; until it says they are in, the table's
// flag waits for them.
void HallProtocol::join(HallPeer& p, TableNo table, const QString& device, int queued,
                        bool counting) {
    const int previousTable = p.table;
    const QString previousDevice = p.device;
    const bool wasHere = previousTable > 0 && p.round == tables_.round();
    p.table = table.value();
    p.round = clocks_->round();
    p.device = device;
    // Joined before it leaves: a table is never without a device in between.
    if (!wasHere || previousTable != p.table || previousDevice != device)
        tables_.joined(table, device);
    if (wasHere && (previousTable != p.table || previousDevice != device))
        tables_.left(TableNo{previousTable}, previousDevice);
    p.replayAllowance = std::clamp(queued, 0, 10000);
    p.helloAtHall = clocks_->now().count();
    p.lastQueuedAt = 0;
    const std::optional<qint64> heard =
        tables_.hello(table, device, queued, p.helloAtHall, counting);
    p.queuedFloor = heard ? std::optional<qint64>(*heard - kOnlineLateMs) : std::nullopt;
}

QJsonObject HallProtocol::welcome(const HallPeer& p, TableNo table) const {
    const TableSeats seats = clocks_->seats(table);
    const GameClock& clock = clocks_->scheduler()->clock(table);
    return {{QStringLiteral("type"), QStringLiteral("welcome")},
            {QStringLiteral("table"), p.table},
            {QStringLiteral("round"), clocks_->round()},
            {QStringLiteral("black"), seats.black},
            {QStringLiteral("white"), seats.white},
            {QStringLiteral("control"), controlJson(clock.control())},
            {QStringLiteral("calls"),
             callsJson(clock.control(), clocks_->scheduler()->scheduleFor(clock.control()))},
            {QStringLiteral("spec"), clocks_->spec()},
            {QStringLiteral("lang"), p.language},
            {QStringLiteral("now"), static_cast<qint64>(clocks_->now().count())},
            {QStringLiteral("device"), deviceTag(secret(), p.device)},
            {QStringLiteral("state"), stateOf(table)}};
}

// ---- The referee at a table's device -----------------------------------------------------------

void HallProtocol::referee(HallPeer& p, const QJsonObject& m) {
    const TableNo table{p.table};
    const QString id = m.value(QStringLiteral("id")).toString().left(64);
    Refusal refused = refereeCheck(p, m);
    if (refused.done())
        refused = refereeAction(p, table, m);
    emit tables_.linkChanged(table.value());
    if (!refused.done()) {
        refuse(p, id, refused, true);
        return;
    }
    reply(p, {{QStringLiteral("type"), QStringLiteral("ack")}, {QStringLiteral("id"), id}});
    sendState(table.value());
}

// The referee's PIN. Wrong PINs shut the door for a minute: after five from one device, or twenty
// from one address (a device that changes its id each time). Only there: the other tables'
// phones, where a referee may be standing, and the desk are never locked out by someone guessing.
Refusal HallProtocol::refereeCheck(HallPeer& p, const QJsonObject& m) {
    store::TournamentFile* file = clocks_->file();
    const qint64 now = uptime();
    const QString deviceKey = QStringLiteral("d:") + p.device; // never empty once joined
    const QString addressKey = QStringLiteral("a:") + p.address;
    const bool locked = recentFailures(deviceKey, now).size() >= kPinTriesPerDevice ||
                        recentFailures(addressKey, now).size() >= kPinTriesPerAddress;
    bool pinSet = false, pinOk = false;
    attemptRead([&] {
        pinSet = file && file->clocks().refereePinSet();
        pinOk = !locked && pinSet &&
                file->clocks().refereePinMatches(m.value(QStringLiteral("pin")).toString());
    });
    if (!pinOk && !locked && pinSet) {
        failures_[deviceKey].push_back(now);
        failures_[addressKey].push_back(now);
        qCInfo(lcHall).noquote() << "wrong referee PIN from" << p.label << "at table" << p.table;
        if (p.table > 0 && p.round == tables_.round())
            tables_.wrongPin(TableNo{p.table},
                             failures_[deviceKey].size() >= kPinTriesPerDevice ||
                                 failures_[addressKey].size() >= kPinTriesPerAddress);
    }
    Refusal refused;
    refused.kind = Refusal::Kind::Refused;
    if (locked)
        refused.problem = Problem(QT_TRANSLATE_NOOP(
            "tengen", "too many wrong referee PINs: try again in a minute, or act at the desk"));
    else if (!pinSet)
        refused.problem = Problem(QT_TRANSLATE_NOOP(
            "tengen", "a referee's action needs the referee's PIN (set at the desk)"));
    else if (!pinOk)
        refused.problem = Problem(QT_TRANSLATE_NOOP("tengen", "wrong referee PIN"));
    else
        return {};
    return refused;
}

Refusal HallProtocol::refereeAction(HallPeer& p, TableNo table, const QJsonObject& m) {
    const QString action = m.value(QStringLiteral("action")).toString();
    if (action == QLatin1String("resume"))
        return tables_.resume(table);
    if (action == QLatin1String("undo"))
        return clocks_->act(table, JournalKind::UndoPress);
    if (action == QLatin1String("take-over")) {
        tables_.moveClock(table, p.device);
        return {};
    }
    if (action == QLatin1String("unflag"))
        return clocks_->unflag(table, m.value(QStringLiteral("reason")).toString());
    if (action == QLatin1String("accept-result"))
        return tables_.acceptResult(
            table, m.value(QStringLiteral("reason")).toString().left(200),
            QStringLiteral("a referee at table %1 (device %2)").arg(table.value()).arg(p.device));
    if (action != QLatin1String("adjust"))
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "unknown message '%1'"),
                                        action.left(32).toStdString()));
    // Each field checked for what it is, and named when it is not: a delta that is not a whole
    // number of milliseconds was read as 0 and journalled as "+0 s".
    const auto side = parseSide(m.value(QStringLiteral("side")));
    const QJsonValue deltaValue = m.value(QStringLiteral("delta"));
    const double delta = deltaValue.toDouble();
    const QJsonValue reasonValue = m.value(QStringLiteral("reason"));
    const QString reason = reasonValue.toString().trimmed().left(200);
    const QJsonValue confirmed = m.value(QStringLiteral("confirmed"));
    if (!side)
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "an adjustment needs the side (B or W)")));
    if (!deltaValue.isDouble() || delta != std::floor(delta) ||
        std::abs(delta) > static_cast<double>(clock::kMaxAdjustment.count()))
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
            "tengen", "delta: a whole number of milliseconds, at most 10 hours either way")));
    if (!reasonValue.isString() || reason.isEmpty())
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "reason: a time adjustment needs a reason")));
    if (!confirmed.isUndefined() && !confirmed.isBool())
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "confirmed: true or false")));
    return clocks_->adjust(table, *side, Millis(static_cast<qint64>(delta)), reason,
                           confirmed.toBool());
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
