#include "hall_server.h"

#include "actions/join_codes.h"
#include "actions/results.h"
#include "clock/qt/clip_speaker.h"
#include "clock/voice.h"
#include "common/http_server.h"
#include "common/translations.h"
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

namespace tengen {

using namespace tengen::clock;

namespace {

constexpr int kMaxMessageBytes = 16 * 1024;
constexpr int kMaxMessagesPerSecond = 60;
// A press older than this when it arrives from a device that was online is taken at this age:
// a device's word alone never takes more than the network's delay off a player's time.
constexpr qint64 kOnlineLateMs = 2000;

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

QByteArray resource(const QString& name) {
    QFile f(QStringLiteral(":/hall/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QStringList kLanguages = {QStringLiteral("zh_CN"), QStringLiteral("zh_TW"),
                                QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("ko")};

} // namespace

struct HallServer::Session {
    QWebSocket* socket = nullptr;
    int table = 0; // 0: not joined yet
    int round = 0; // the round it joined (a code ends with its round)
    QString device;
    QString language = QStringLiteral("zh_CN");
    qint64 lastHeardMs = 0; // hall time
    int messagesThisSecond = 0;
    qint64 secondStartedMs = 0;
};

HallServer::HallServer(ClockHall* clocks, QObject* parent)
    : QObject(parent), clocks_(clocks), flush_(new QTimer(this)) {
    uptime_.start();
    flush_->setSingleShot(true);
    flush_->setInterval(0);
    connect(flush_, &QTimer::timeout, this, &HallServer::flushStates);
    handle_ = new QTimer(this);
    handle_->setSingleShot(true);
    handle_->setInterval(0);
    connect(handle_, &QTimer::timeout, this, &HallServer::handleIncoming);
    connect(clocks_, &ClockHall::journalWritten, this, &HallServer::sendReplies);
    connect(clocks_, &ClockHall::tableChanged, this, [this](int table) {
        dirty_.insert(table);
        flush_->start();
    });
    connect(clocks_, &ClockHall::flagFell, this, [this](int table, Side) {
        dirty_.insert(table);
        flush_->start();
    });
}

HallServer::~HallServer() {
    close();
}

quint16 HallServer::listen(const QHostAddress& address, quint16 port) {
    close();
    prepareThreadLanguages();
    HttpServer::Limits limits;
    limits.maxConnections = 1024;
    http_ = std::make_unique<HttpServer>(
        [this](const HttpServer::Request& r) {
            HttpServer::Response response;
            QString language = r.query.queryItemValue(QStringLiteral("lang"));
            if (!kLanguages.contains(language))
                language = QStringLiteral("zh_CN");
            response.body = page(r.path, language, &response.status, &response.contentType);
            return response;
        },
        limits);
    ws_ =
        new QWebSocketServer(QStringLiteral("Tengen hall"), QWebSocketServer::NonSecureMode, this);
    ws_->setHandshakeTimeout(10000);
    connect(ws_, &QWebSocketServer::newConnection, this, &HallServer::accept);
    http_->setWebSocketUpgrade(QStringLiteral("/ws"),
                               [this](QTcpSocket* socket) { ws_->handleConnection(socket); });
    port_ = http_->listen(address, port);
    address_ = address;
    return port_;
}

QString HallServer::errorString() const {
    return http_ ? http_->errorString() : QString();
}

bool HallServer::isListening() const {
    return http_ && port_ != 0;
}

void HallServer::close() {
    for (auto& [socket, session] : sessions_) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    sessions_.clear();
    if (http_)
        http_->close();
    http_.reset();
    if (ws_)
        ws_->deleteLater();
    ws_ = nullptr;
    port_ = 0;
}

QString HallServer::url() const {
    const QString host = address_.protocol() == QAbstractSocket::IPv6Protocol
                             ? QStringLiteral("[%1]").arg(address_.toString())
                             : address_.toString();
    return QStringLiteral("http://%1:%2/").arg(host).arg(port_);
}

QString HallServer::joinCode(TableNo table) const {
    store::TournamentFile* file = clocks_->file();
    if (!file || clocks_->round() < 1)
        return {};
    try {
        return tengen::joinCode(file->clocks().hallSecret(), RoundNo{clocks_->round()}, table);
    } catch (const store::StoreError&) {
        return {};
    }
}

QString HallServer::tableUrl(TableNo table) const {
    const QString code = joinCode(table);
    return code.isEmpty() ? QString() : url() + QStringLiteral("t/") + code;
}

int HallServer::deviceCount() const {
    int n = 0;
    for (const auto& [socket, s] : sessions_)
        n += s->table > 0;
    return n;
}

HallServer::TableLink HallServer::link(TableNo table) const {
    const auto it = links_.find(table);
    return it == links_.end() ? TableLink{} : it->second;
}

void HallServer::releaseFlag(TableNo table) {
    clocks_->setFlagHold(table, false);
}

void HallServer::clearPauseRequest(TableNo table) {
    links_[table].pauseRequested = false;
    emit linkChanged(table);
    sendState(table);
}

// ---- HTTP: the page, its script, the spoken calls ------------------------------------------

QByteArray HallServer::page(const QString& path, const QString& language, int* status,
                            QByteArray* contentType) const {
    *status = 200;
    static const QRegularExpression table(QStringLiteral("^/t/([0-9A-Za-z-]{6,12})$"));
    static const QRegularExpression clip(
        QStringLiteral("^/clips/([a-z]{2}(?:_[A-Z]{2})?)/([a-z_0-9]{1,40})\\.wav$"));
    if (path == QLatin1String("/") || table.match(path).hasMatch()) {
        *contentType = "text/html; charset=utf-8";
        return resource(QStringLiteral("table.html"));
    }
    if (path == QLatin1String("/hall.js")) {
        *contentType = "text/javascript; charset=utf-8";
        return resource(QStringLiteral("hall.js"));
    }
    if (path == QLatin1String("/hall.css")) {
        *contentType = "text/css; charset=utf-8";
        return resource(QStringLiteral("hall.css"));
    }
    if (const auto m = clip.match(path); m.hasMatch() && clips_) {
        const QByteArray wav = clips_(m.captured(1), m.captured(2));
        if (!wav.isEmpty()) {
            *contentType = "audio/wav";
            return wav;
        }
    }
    Q_UNUSED(language);
    *status = 404;
    *contentType = "text/plain; charset=utf-8";
    return "Not found.\n";
}

// ---- WebSocket sessions --------------------------------------------------------------------

void HallServer::accept() {
    while (QWebSocket* socket = ws_->nextPendingConnection()) {
        socket->setParent(this);
        socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
        auto session = std::make_unique<Session>();
        session->socket = socket;
        session->lastHeardMs = clocks_->now().count();
        Session* s = session.get();
        sessions_[socket] = std::move(session);
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString& text) {
                    incoming_.emplace_back(socket, text);
                    handle_->start();
                });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, s] { s->socket->close(QWebSocketProtocol::CloseCodeDatatypeNotSupported); });
        connect(socket, &QWebSocket::disconnected, this, [this, s] { drop(s); });
    }
}

void HallServer::drop(Session* s) {
    const auto it = sessions_.find(s->socket);
    if (it == sessions_.end())
        return;
    const int table = s->table;
    s->socket->disconnect(this);
    s->socket->deleteLater();
    sessions_.erase(it);
    if (table > 0)
        setOnline(TableNo{table}, false);
}

void HallServer::setOnline(TableNo table, bool online) {
    TableLink& l = links_[table];
    int devices = 0;
    for (const auto& [socket, s] : sessions_)
        devices += s->table == table;
    const bool was = l.devices > 0;
    l.devices = devices;
    if (online) {
        l.everConnected = true;
        l.offlineSince.clear();
        clocks_->setFlagGrace(table, grace_);
    } else if (devices == 0 && was) {
        // The device may still send presses it makes while offline: the flag waits for them.
        l.offlineSince = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
        clocks_->setFlagHold(table, true);
    }
    emit linkChanged(table);
}

void HallServer::handleIncoming() {
    const auto batch = std::move(incoming_);
    incoming_.clear();
    clocks_->holdJournal(true);
    for (const auto& [socket, text] : batch) {
        const auto it = sessions_.find(socket);
        if (it != sessions_.end())
            receive(it->second.get(), text);
    }
    clocks_->holdJournal(false); // one transaction for the batch
    if (clocks_->unwrittenEvents() == 0)
        sendReplies();
    // else: the journal is retried (another program holds the file); the replies wait for it
}

void HallServer::reply(Session* s, const QJsonObject& message) {
    replies_.emplace_back(s->socket, message);
}

void HallServer::sendReplies() {
    const auto replies = std::move(replies_);
    replies_.clear();
    for (const auto& [socket, message] : replies) {
        const auto it = sessions_.find(socket);
        if (it != sessions_.end())
            send(it->second.get(), message);
    }
}

void HallServer::send(Session* s, const QJsonObject& message) {
    s->socket->sendTextMessage(
        QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

QJsonObject HallServer::refusalMessage(Session* s, const QString& ref, const Refusal& r) const {
    const ThreadLanguage language(s->language);
    return {{QStringLiteral("type"), QStringLiteral("error")},
            {QStringLiteral("ref"), ref},
            {QStringLiteral("message"), toText(r)}};
}

void HallServer::receive(Session* s, const QString& text) {
    const qint64 now = clocks_->now().count();
    s->lastHeardMs = now;
    if (now - s->secondStartedMs >= 1000) {
        s->secondStartedMs = now;
        s->messagesThisSecond = 0;
    }
    if (++s->messagesThisSecond > kMaxMessagesPerSecond) { // a broken or hostile device
        s->socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
        return;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (!doc.isObject()) {
        send(s,
             refusalMessage(s, {},
                            Refusal::invalid(Problem(
                                QT_TRANSLATE_NOOP("tengen", "message at byte %1: %2"),
                                std::to_string(error.offset), error.errorString().toStdString()))));
        return;
    }
    const QJsonObject m = doc.object();
    const QString type = m.value(QStringLiteral("type")).toString();
    const QString id = m.value(QStringLiteral("id")).toString().left(64);
    if (type == QLatin1String("sync")) {
        send(s, {{QStringLiteral("type"), QStringLiteral("sync")},
                 {QStringLiteral("id"), m.value(QStringLiteral("id"))},
                 {QStringLiteral("t"), m.value(QStringLiteral("t"))},
                 {QStringLiteral("now"), static_cast<qint64>(clocks_->now().count())}});
        return;
    }
    if (type == QLatin1String("hello")) {
        hello(s, m);
        return;
    }
    if (s->table == 0) {
        send(s, refusalMessage(s, id,
                               Refusal::invalid(Problem(
                                   QT_TRANSLATE_NOOP("tengen", "join a table first (message '%1')"),
                                   type.left(32).toStdString()))));
        return;
    }
    if (s->round != clocks_->round() || s->table > clocks_->tableCount()) {
        // The desk set up another round's clocks: this device's code has ended.
        send(s, refusalMessage(s, QStringLiteral("hello"),
                               Refusal::invalid(Problem(
                                   QT_TRANSLATE_NOOP("tengen", "round %1 is over at this desk: "
                                                               "join with the code of the new "
                                                               "round"),
                                   std::to_string(s->round)))));
        const int was = s->table;
        s->table = 0;
        setOnline(TableNo{was}, false);
        return;
    }
    const TableNo table{s->table};
    Refusal refused;
    QJsonObject ack{{QStringLiteral("type"), QStringLiteral("ack")}, {QStringLiteral("id"), id}};
    if (type == QLatin1String("press")) {
        const auto side = parseSide(m.value(QStringLiteral("side")));
        const GameClock& clock = clocks_->scheduler()->clock(table);
        bool duplicate = false;
        const bool offlinePress = m.value(QStringLiteral("queued")).toBool();
        qint64 at = m.value(QStringLiteral("at")).toInteger(now);
        // Online, a press is at most the network's delay old; one kept while offline is as old
        // as the device says, but never before the table's last entry (the clock keeps that).
        if (!offlinePress)
            at = std::max(at, now - kOnlineLateMs);
        if (!side)
            refused = Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "a press needs the side that moved (B or W)")));
        else if (clock.state() == GameClock::State::Running && *side != clock.toMove()) {
            refused.kind = Refusal::Kind::Refused; // a tap on the wrong half, or a stale device
            refused.problem = Problem(QT_TRANSLATE_NOOP("tengen", "it is not %1's turn"),
                                      *side == Side::Black ? "Black" : "White");
        } else
            refused = clocks_->pressFromDevice(table, Millis(at), id, &duplicate);
        if (refused.done() && !duplicate)
            ++pressesApplied_;
        ack.insert(QStringLiteral("applied"), refused.done() && !duplicate);
        ack.insert(QStringLiteral("duplicate"), duplicate);
    } else if (type == QLatin1String("replayed")) {
        clocks_->setFlagHold(table, false); // what the device kept offline is in: decide
    } else if (type == QLatin1String("pause")) {
        refused = clocks_->pause(table);
        if (refused.done()) {
            links_[table].pauseRequested = true;
            emit linkChanged(table);
        }
    } else if (type == QLatin1String("seal")) {
        const QString move = m.value(QStringLiteral("move")).toString().trimmed().left(16);
        refused = move.isEmpty() ? Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                                       "tengen", "a sealed move needs the move written down")))
                                 : clocks_->seal(table, move);
        if (refused.done())
            emit linkChanged(table);
    } else if (type == QLatin1String("result")) {
        const auto result =
            tryParseGameResult(m.value(QStringLiteral("result")).toString().toStdString());
        if (!result || *result == GameResult::Unknown) {
            refused = Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                "tengen", "a result is black, white, jigo, both-lose or both-win")));
        } else {
            // Entered at the table: both players review it (复核) and confirm it (确认).
            links_[table].result = PendingResult{*result, false, false, {}};
            emit linkChanged(table);
            sendState(table);
        }
    } else if (type == QLatin1String("confirm")) {
        const auto side = parseSide(m.value(QStringLiteral("side")));
        auto& pending = links_[table].result;
        if (!pending || !side) {
            refused = Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "there is no result to confirm")));
        } else {
            (*side == Side::Black ? pending->blackConfirmed : pending->whiteConfirmed) = true;
            if (pending->blackConfirmed && pending->whiteConfirmed)
                confirmResult(s, table);
            emit linkChanged(table);
            sendState(table);
        }
    } else if (type == QLatin1String("cancel-result")) {
        auto& pending = links_[table].result;
        if (pending && pending->refused.isEmpty() &&
            !(pending->blackConfirmed && pending->whiteConfirmed))
            pending.reset();
        emit linkChanged(table);
        sendState(table);
    } else if (type == QLatin1String("referee")) {
        referee(s, m);
        return;
    } else {
        refused = Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "unknown message '%1'"),
                                           type.left(32).toStdString()));
    }
    if (!refused.done()) {
        links_[table].lastError = toText(refused);
        reply(s, refusalMessage(s, id, refused));
        return;
    }
    reply(s, ack); // once the action is in the journal
}

void HallServer::hello(Session* s, const QJsonObject& m) {
    const QString language = m.value(QStringLiteral("lang")).toString();
    if (kLanguages.contains(language))
        s->language = language;
    s->device = m.value(QStringLiteral("device")).toString().left(64);
    const QString code = m.value(QStringLiteral("code")).toString();
    store::TournamentFile* file = clocks_->file();
    std::optional<TableNo> table;
    try {
        if (file && clocks_->round() > 0)
            table = tableOfJoinCode(file->clocks().hallSecret(), RoundNo{clocks_->round()},
                                    clocks_->tableCount(), code);
    } catch (const store::StoreError&) {
    }
    if (!table) {
        send(s, refusalMessage(s, QStringLiteral("hello"),
                               Refusal::invalid(Problem(
                                   QT_TRANSLATE_NOOP("tengen", "'%1' is not a table of this "
                                                               "round: look at the code on the "
                                                               "result sheet again"),
                                   code.left(16).toStdString()))));
        return;
    }
    const int previous = s->table;
    s->table = *table;
    s->round = clocks_->round();
    if (previous > 0 && previous != s->table)
        setOnline(TableNo{previous}, false);
    setOnline(*table, true);
    // Presses the device kept while offline come next; until it says they are in, the table's
    // flag waits for them.
    clocks_->setFlagHold(*table, m.value(QStringLiteral("queued")).toInt() > 0);
    const TableSeats seats = clocks_->seats(*table);
    const GameClock& clock = clocks_->scheduler()->clock(*table);
    QJsonObject welcome{{QStringLiteral("type"), QStringLiteral("welcome")},
                        {QStringLiteral("table"), s->table},
                        {QStringLiteral("round"), clocks_->round()},
                        {QStringLiteral("black"), seats.black},
                        {QStringLiteral("white"), seats.white},
                        {QStringLiteral("control"), controlJson(clock.control())},
                        {QStringLiteral("spec"), clocks_->spec()},
                        {QStringLiteral("lang"), s->language},
                        {QStringLiteral("now"), static_cast<qint64>(clocks_->now().count())},
                        {QStringLiteral("state"), stateOf(*table)}};
    send(s, welcome);
}

void HallServer::confirmResult(Session* s, TableNo table) {
    auto& pending = links_[table].result;
    store::TournamentFile* file = clocks_->file();
    if (!pending || !file)
        return;
    ResultRequest request;
    request.round = RoundNo{clocks_->round()};
    request.table = table;
    request.result = pending->result;
    request.by =
        QStringLiteral("confirmed at the table by both players (device %1)").arg(s->device);
    const ResultOutcome out = enterResult(*file, request);
    if (out.refusal.done()) {
        pending.reset();
        // The game is over: the clock stops for good.
        const GameClock& clock = clocks_->scheduler()->clock(table);
        if (clock.state() != GameClock::State::Finished &&
            clock.state() != GameClock::State::NotStarted)
            clocks_->act(table, JournalKind::Finish);
        return;
    }
    const ThreadLanguage language(s->language);
    pending->refused = toText(out.refusal); // a jigo the komi rules out: the referee decides
}

void HallServer::referee(Session* s, const QJsonObject& m) {
    const TableNo table{s->table};
    const QString id = m.value(QStringLiteral("id")).toString().left(64);
    store::TournamentFile* file = clocks_->file();
    bool pinOk = false;
    try {
        pinOk = file && file->clocks().refereePinMatches(m.value(QStringLiteral("pin")).toString());
    } catch (const store::StoreError&) {
    }
    Refusal refused;
    if (!pinOk) {
        refused.kind = Refusal::Kind::Refused;
        refused.problem = Problem(QT_TRANSLATE_NOOP(
            "tengen", "a referee's action needs the referee's PIN (set at the desk)"));
    } else {
        const QString action = m.value(QStringLiteral("action")).toString();
        if (action == QLatin1String("resume")) {
            const GameClock& clock = clocks_->scheduler()->clock(table);
            refused = clock.state() == GameClock::State::Sealed
                          ? clocks_->act(table, JournalKind::Unseal)
                          : clocks_->resume(table);
            if (refused.done())
                links_[table].pauseRequested = false;
        } else if (action == QLatin1String("undo")) {
            refused = clocks_->act(table, JournalKind::UndoPress);
        } else if (action == QLatin1String("adjust")) {
            const auto side = parseSide(m.value(QStringLiteral("side")));
            const qint64 delta = m.value(QStringLiteral("delta")).toInteger();
            const QString reason = m.value(QStringLiteral("reason")).toString().left(200);
            refused = !side ? Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
                                  "tengen", "an adjustment needs the side (B or W)")))
                            : clocks_->adjust(table, *side, Millis(delta), reason,
                                              m.value(QStringLiteral("confirmed")).toBool());
        } else if (action == QLatin1String("accept-result")) {
            auto& pending = links_[table].result;
            if (!pending) {
                refused = Refusal::invalid(
                    Problem(QT_TRANSLATE_NOOP("tengen", "there is no result to confirm")));
            } else if (file) {
                ResultRequest request;
                request.round = RoundNo{clocks_->round()};
                request.table = table;
                request.result = pending->result;
                request.reason = m.value(QStringLiteral("reason")).toString().left(200);
                request.by = QStringLiteral("accepted by the referee at table %1").arg(table);
                const ResultOutcome out = enterResult(*file, request);
                refused = out.refusal;
                if (refused.done())
                    pending.reset();
            }
        } else {
            refused = Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "unknown message '%1'"),
                                               action.left(32).toStdString()));
        }
    }
    emit linkChanged(table);
    if (!refused.done()) {
        reply(s, refusalMessage(s, id, refused));
        return;
    }
    reply(s, {{QStringLiteral("type"), QStringLiteral("ack")}, {QStringLiteral("id"), id}});
    sendState(table);
}

// ---- State -----------------------------------------------------------------------------------

QJsonObject HallServer::stateOf(TableNo table) const {
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
                  {QStringLiteral("held"), hall->flagHeld(table)}};
    if (clock.flagFellAt())
        o.insert(QStringLiteral("flag"), sideId(clock.toMove()));
    if (clock.state() == GameClock::State::Running) {
        // What falls due in this turn, in the hall's time: the device counts to each (and
        // speaks the calls) against its estimate of the desk's clock.
        const Millis base = clock.turnStartedAt() + clock.pausedInTurn();
        const CallingSchedule schedule = hall->schedule();
        const bool ownSchedule =
            clock.control().system == System::ByoYomi && clock.control().period == schedule.period;
        const CallingSchedule standard = defaultSchedule(clock.control().period);
        QJsonArray events;
        for (const TurnEvent& e : clock.turnEvents(clock.control().system == System::ByoYomi
                                                       ? (ownSchedule ? &schedule : &standard)
                                                       : nullptr)) {
            const Millis at = base + e.offset;
            if (at < now - Millis(1000))
                continue;
            QJsonArray keys;
            for (const std::string& k : e.keys)
                keys.append(QString::fromStdString(k));
            events.append(
                QJsonObject{{QStringLiteral("at"), static_cast<qint64>(at.count())},
                            {QStringLiteral("kind"), QString::fromUtf8(eventName(e.kind).data())},
                            {QStringLiteral("left"), e.periodsLeft},
                            {QStringLiteral("keys"), keys}});
        }
        o.insert(QStringLiteral("events"), events);
    }
    const auto l = links_.find(table);
    if (l != links_.end()) {
        o.insert(QStringLiteral("pauseRequested"), l->second.pauseRequested);
        if (l->second.result) {
            const PendingResult& r = *l->second.result;
            o.insert(QStringLiteral("result"),
                     QJsonObject{{QStringLiteral("result"),
                                  QString::fromUtf8(gameResultId(r.result).data())},
                                 {QStringLiteral("B"), r.blackConfirmed},
                                 {QStringLiteral("W"), r.whiteConfirmed},
                                 {QStringLiteral("refused"), r.refused}});
        }
    }
    o.insert(QStringLiteral("sealed"), !clocks_->sealedMove(table).isEmpty());
    return o;
}

void HallServer::sendState(TableNo table) {
    dirty_.insert(table);
    flush_->start();
}

void HallServer::flushStates() {
    const std::set<int> tables = std::move(dirty_);
    dirty_.clear();
    for (int table : tables) {
        const QJsonObject state = stateOf(TableNo{table});
        if (state.isEmpty())
            continue;
        const QString text = QString::fromUtf8(QJsonDocument(state).toJson(QJsonDocument::Compact));
        for (const auto& [socket, s] : sessions_)
            if (s->table == table)
                socket->sendTextMessage(text);
    }
}

// The clips the table pages play: rendered by espeak-ng into the user's cache once (or a
// recorded voice pack's), per language.
HallServer::ClipSource HallServer::voiceClips(const QString& voicePack) {
    auto banks = std::make_shared<std::map<QString, std::unique_ptr<clock::VoiceBank>>>();
    return [banks, voicePack](const QString& language, const QString& file) -> QByteArray {
        static const std::map<QString, clock::Language> languages = {
            {QStringLiteral("zh"), clock::Language::Chinese},
            {QStringLiteral("en"), clock::Language::English},
            {QStringLiteral("ja"), clock::Language::Japanese},
            {QStringLiteral("ko"), clock::Language::Korean}};
        const auto l = languages.find(language);
        if (l == languages.end())
            return {};
        auto& bank = (*banks)[language];
        if (!bank)
            bank = std::make_unique<clock::VoiceBank>(
                l->second,
                QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
                    QStringLiteral("/voice-") + language,
                voicePack);
        std::string key = file.toStdString();
        const auto underscore = key.find('_');
        if (underscore != std::string::npos)
            key[underscore] = ':'; // sec_30 -> sec:30
        QString path = bank->clipPath(key);
        if (path.isEmpty() && bank->prepare({key}).isEmpty())
            path = bank->clipPath(key);
        QFile f(path);
        return !path.isEmpty() && f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
}

} // namespace tengen
