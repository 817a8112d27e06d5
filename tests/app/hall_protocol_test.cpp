// The hall's protocol without a socket (#31): the messages a table device sends, handed to
// HallProtocol as the network would hand them, and what it sends back, closes and writes into the
// tournament file. The desk's clock is injected; nothing here waits on a network or the wall
// clock.
#undef QT_NO_CAST_FROM_ASCII // the messages' keys and values are plain ASCII literals here
#include "actions/clock_hall.h"
#include "actions/hall_session.h"
#include "actions/join_codes.h"
#include "actions/rounds.h"
#include "actions/tournament.h"
#include "hall/hall_protocol.h"
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <algorithm>
#include <gtest/gtest.h>
#include <map>
#include <memory>
#include <string>
#include <tuple>

using namespace tengen;
using namespace std::chrono_literals;
using clock::Millis;
using clock::Side;

namespace {

// The network as the protocol sees it: what went to each peer, and the peers it closed.
struct Network : HallLink {
    void send(HallPeer& peer, const QString& text) override {
        sent[&peer].push_back(QJsonDocument::fromJson(text.toUtf8()).object());
        texts.push_back(text);
    }
    void close(HallPeer& peer, QWebSocketProtocol::CloseCode code, const QString& why) override {
        closed[&peer] = why;
        closeCodes[&peer] = code;
        protocol->detach(&peer);
    }
    // The last message of `type` to `peer` (an empty object: none).
    QJsonObject last(HallPeer& peer, const QString& type) const {
        const auto it = sent.find(&peer);
        if (it == sent.end())
            return {};
        for (auto m = it->second.rbegin(); m != it->second.rend(); ++m)
            if (m->value("type").toString() == type)
                return *m;
        return {};
    }
    // How many messages of `type` went to `peer`.
    int count(HallPeer& peer, const QString& type) const {
        const auto it = sent.find(&peer);
        if (it == sent.end())
            return 0;
        return static_cast<int>(
            std::count_if(it->second.begin(), it->second.end(), [&](const QJsonObject& m) {
                return m.value("type").toString() == type;
            }));
    }
    std::map<HallPeer*, std::vector<QJsonObject>> sent;
    std::vector<QString> texts; // every message, to every peer, as sent
    std::map<HallPeer*, QString> closed;
    std::map<HallPeer*, QWebSocketProtocol::CloseCode> closeCodes;
    HallProtocol* protocol = nullptr;
};

QString json(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

bool isError(const QJsonObject& answer) {
    return answer.value("type") == "error";
}
bool isAck(const QJsonObject& answer) {
    return answer.value("type") == "ack";
}
std::string message(const QJsonObject& answer) {
    return answer.value("message").toString().toStdString();
}

// What the tournament file holds of the hall and of the round, and what every table's devices
// are shown: a refusal changes none of it.
struct Snapshot {
    std::size_t clockEvents = 0; // the hall's clock journal
    std::size_t journal = 0;     // the file's journal (results entered, changed)
    std::vector<GameResult> results;
    std::vector<QJsonObject> states;
    bool operator==(const Snapshot&) const = default;
};

// The demo event, round 1 paired and its clocks running (byo-yomi: an hour, then three periods
// of 30 s; Black to move), the protocol on a network that records what it is told. The clocks' time
// and the hall's uptime (the limits count in it) are injected.
class HallProtocolTest : public testing::Test {
  protected:
    void SetUp() override {
        Refusal refusal;
        auto fileMade = createDemoTournament(dir.filePath("hall.tengen"));
        refusal = fileMade.refusal;
        file = std::move(fileMade.file);
        ASSERT_TRUE(file) << toText(refusal).toStdString();
        EXPECT_TRUE(pairRoundInFile(*file, RoundNo{1}).done());
        clocks.setTimeSource([this] { return now; });
        ASSERT_TRUE(openHallRound(clocks, clocks.open(file.get()), RoundNo{1}).done());
        ASSERT_TRUE(clocks.startAll().done());
        ASSERT_GE(clocks.tableCount(), 3);
        protocol = std::make_unique<HallProtocol>(&clocks, &network);
        protocol->setUptimeSource([this] { return uptime; });
        network.protocol = protocol.get();
    }
    HallPeer* connect(const QString& address = "192.0.2.7") {
        peers.push_back(std::make_unique<HallPeer>());
        HallPeer* p = peers.back().get();
        p->address = address;
        p->label = address + ":5000";
        p->connectedMs = p->lastHeardMs = uptime;
        protocol->attach(p);
        return p;
    }
    void say(HallPeer* p, const QJsonObject& m) { protocol->receive({{p, json(m)}}); }
    void sayText(HallPeer* p, const QString& text) { protocol->receive({{p, text}}); }
    // The welcome that answered the hello (an empty object: none did).
    QJsonObject hello(HallPeer* p, const QString& code, const QString& device, int queued = 0) {
        const std::size_t before = network.sent[p].size();
        say(p, {{"type", "hello"},
                {"code", code},
                {"device", device},
                {"lang", "en"},
                {"queued", queued}});
        const std::vector<QJsonObject>& sent = network.sent[p];
        for (std::size_t i = before; i < sent.size(); ++i)
            if (sent[i].value("type") == "welcome")
                return sent[i];
        return {};
    }
    // A device connected from `address` and joined at `table` (nullptr: it was not welcomed).
    HallPeer* join(int table, const QString& device, const QString& address = "192.0.2.7") {
        HallPeer* p = connect(address);
        return hello(p, protocol->joinCode(TableNo{table}), device).isEmpty() ? nullptr : p;
    }
    // The answer to the message `id` (an ack or an error), the last one if there were several.
    QJsonObject answer(HallPeer* p, const QString& id) {
        const std::vector<QJsonObject>& sent = network.sent[p];
        for (auto m = sent.rbegin(); m != sent.rend(); ++m)
            if (m->value("id").toString() == id || m->value("ref").toString() == id)
                if (m->value("type") == "ack" || m->value("type") == "error")
                    return *m;
        return {};
    }
    // How many acks and errors answered the message `id`.
    int answers(HallPeer* p, const QString& id) {
        int n = 0;
        for (const QJsonObject& m : network.sent[p])
            if ((m.value("type") == "ack" && m.value("id").toString() == id) ||
                (m.value("type") == "error" && m.value("ref").toString() == id))
                ++n;
        return n;
    }
    // `m` sent with the id `id`, and what answered it.
    QJsonObject ask(HallPeer* p, QJsonObject m, const QString& id) {
        m.insert("id", id);
        say(p, m);
        return answer(p, id);
    }
    QString toMove(int table) const {
        return clocks.scheduler()->clock(table).toMove() == Side::Black ? "B" : "W";
    }
    const clock::GameClock& clock(int table) const { return clocks.scheduler()->clock(table); }
    std::vector<store::ClockEventRecord> clockEvents() const {
        return file->clocks().events(file->clocks().latestHall()->id);
    }
    // How often the journal holds the device's press `id`, and the hall time of the last.
    int journalled(const QString& id, qint64* at = nullptr) const {
        int n = 0;
        for (const store::ClockEventRecord& e : clockEvents())
            if (e.reason == "dev:" + id) {
                ++n;
                if (at)
                    *at = e.steadyMs;
            }
        return n;
    }
    Snapshot snapshot() const {
        Snapshot s;
        s.clockEvents = clockEvents().size();
        s.journal = file->journal().entries(100000).size();
        for (int t = 1; t <= clocks.tableCount(); ++t) {
            const auto game = file->rounds().game(RoundNo{1}, TableNo{t});
            s.results.push_back(game ? game->result : GameResult::Unknown);
            s.states.push_back(protocol->stateOf(TableNo{t}));
        }
        return s;
    }
    qint64 hallNow() const { return now.count(); }

    QTemporaryDir dir;
    std::unique_ptr<store::TournamentFile> file;
    Millis now{1'000'000};
    qint64 uptime = 500'000;
    ClockHall clocks;
    Network network;
    std::unique_ptr<HallProtocol> protocol;
    std::vector<std::unique_ptr<HallPeer>> peers;
};

// A device joins its table by its code, presses, and is acknowledged once the press is in the
// journal; the same press sent again is applied once.
TEST_F(HallProtocolTest, ADeviceJoinsPressesAndIsAnsweredOnceItIsWritten) {
    HallPeer* d = connect();
    const QJsonObject welcome = hello(d, protocol->joinCode(TableNo{2}), "phone-1");
    ASSERT_FALSE(welcome.isEmpty());
    EXPECT_EQ(welcome.value("table").toInt(), 2);
    EXPECT_EQ(protocol->tables().link(TableNo{2}).devices, 1);
    EXPECT_EQ(protocol->tables().link(TableNo{2}).clockDevice, "phone-1");
    now += 5s;
    const QString side = toMove(2);
    const QJsonObject press{
        {"type", "press"}, {"id", "p1"}, {"side", side}, {"at", qint64(now.count())}};
    say(d, press);
    EXPECT_EQ(answer(d, "p1").value("type"), "ack");
    EXPECT_TRUE(answer(d, "p1").value("applied").toBool());
    EXPECT_EQ(clocks.unwrittenEvents(), 0u) << "acknowledged only once written";
    EXPECT_NE(toMove(2), side);
    network.sent[d].clear();
    say(d, press);
    EXPECT_TRUE(answer(d, "p1").value("duplicate").toBool());
    EXPECT_EQ(protocol->pressesApplied(), 1u);
    // A press without an id could not be told from its repeats: refused, and the clock as it was.
    say(d, {{"type", "press"}, {"id", ""}, {"side", toMove(2)}});
    const QJsonObject refused = network.last(*d, "error");
    EXPECT_TRUE(refused.value("message").toString().contains("1 to 64 characters"));
    EXPECT_EQ(protocol->pressesApplied(), 1u);
}

// #31: a device's "1" is no word of the protocol: refused, never a both-win.
TEST_F(HallProtocolTest, ADevicesOneIsRefusedNeverABothWin) {
    HallPeer* d = connect();
    ASSERT_FALSE(hello(d, protocol->joinCode(TableNo{1}), "phone-1").isEmpty());
    say(d, {{"type", "result"}, {"id", "r"}, {"result", "1"}});
    EXPECT_EQ(answer(d, "r").value("type"), "error");
    EXPECT_FALSE(protocol->tables().link(TableNo{1}).result);
    say(d, {{"type", "result"}, {"id", "r2"}, {"result", "white-wins"}});
    ASSERT_TRUE(protocol->tables().link(TableNo{1}).result);
    EXPECT_EQ(protocol->tables().link(TableNo{1}).result->result, GameResult::WhiteWins);
}

// Both players confirm at the table: the result is in the round, and the clock stops for good.
TEST_F(HallProtocolTest, AResultBothPlayersConfirmGoesIntoTheRound) {
    HallPeer* d = connect();
    ASSERT_FALSE(hello(d, protocol->joinCode(TableNo{1}), "phone-1").isEmpty());
    say(d, {{"type", "result"}, {"id", "r"}, {"result", "black-wins"}});
    say(d, {{"type", "confirm"}, {"id", "b"}, {"side", "B"}, {"result", "black-wins"}});
    EXPECT_EQ(answer(d, "b").value("type"), "ack");
    // A confirmation of a result since replaced confirms nothing.
    say(d, {{"type", "confirm"}, {"id", "w0"}, {"side", "W"}, {"result", "white-wins"}});
    EXPECT_EQ(answer(d, "w0").value("type"), "error");
    say(d, {{"type", "confirm"}, {"id", "w"}, {"side", "W"}, {"result", "black-wins"}});
    EXPECT_EQ(answer(d, "w").value("type"), "ack");
    const auto game = file->rounds().game(RoundNo{1}, TableNo{1});
    ASSERT_TRUE(game);
    EXPECT_EQ(game->result, GameResult::BlackWins);
    EXPECT_FALSE(protocol->tables().link(TableNo{1}).result) << "entered: nothing waits";
    EXPECT_EQ(clocks.scheduler()->clock(1).state(), clock::GameClock::State::Finished);
}

// A second device at the table shows the clock but does not act on it until a referee, with the
// PIN, moves the clock to it; wrong PINs shut that device out for a minute.
TEST_F(HallProtocolTest, OnlyTheClocksHolderPressesUntilARefereeMovesIt) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* first = connect();
    HallPeer* second = connect("192.0.2.8");
    ASSERT_FALSE(hello(first, protocol->joinCode(TableNo{1}), "phone-1").isEmpty());
    ASSERT_FALSE(hello(second, protocol->joinCode(TableNo{1}), "phone-2").isEmpty());
    EXPECT_EQ(protocol->tables().link(TableNo{1}).devices, 2);
    say(second, {{"type", "press"}, {"id", "x"}, {"side", toMove(1)}});
    EXPECT_EQ(answer(second, "x").value("type"), "error");
    for (int i = 0; i < 5; ++i)
        say(second, {{"type", "referee"},
                     {"id", QString("bad%1").arg(i)},
                     {"action", "take-over"},
                     {"pin", "0000"}});
    say(second, {{"type", "referee"}, {"id", "locked"}, {"action", "take-over"}, {"pin", "2468"}});
    EXPECT_TRUE(answer(second, "locked").value("message").toString().contains("a minute"));
    HallPeer* referee = connect("192.0.2.9");
    ASSERT_FALSE(hello(referee, protocol->joinCode(TableNo{1}), "phone-3").isEmpty());
    say(referee, {{"type", "referee"}, {"id", "ok"}, {"action", "take-over"}, {"pin", "2468"}});
    EXPECT_EQ(answer(referee, "ok").value("type"), "ack");
    EXPECT_EQ(protocol->tables().link(TableNo{1}).clockDevice, "phone-3");
    EXPECT_TRUE(protocol->tables().link(TableNo{1}).clockDeviceHere);
    protocol->detach(referee);
    EXPECT_FALSE(protocol->tables().link(TableNo{1}).clockDeviceHere);
    EXPECT_EQ(protocol->tables().link(TableNo{1}).devices, 2);
}

// What cannot be read is refused with its place; a connection trying codes is closed.
TEST_F(HallProtocolTest, BadMessagesAreRefusedAndCodeGuessersClosed) {
    HallPeer* d = connect();
    protocol->receive({{d, "{\"type\": \"press\", "}});
    ASSERT_EQ(network.sent[d].size(), 1u);
    EXPECT_TRUE(network.sent[d][0].value("message").toString().startsWith("message at byte "));
    say(d, {{"type", "press"}, {"id", "early"}, {"side", "B"}});
    EXPECT_TRUE(answer(d, "early").value("message").toString().contains("join a table first"));
    for (int i = 0; i < 5; ++i)
        EXPECT_TRUE(hello(d, "nope-" + QString::number(i), "phone-1").isEmpty());
    EXPECT_FALSE(network.closed.contains(d));
    hello(d, "nope-6", "phone-1");
    EXPECT_EQ(network.closed[d], "too many wrong join codes");
    EXPECT_FALSE(protocol->peers().contains(d));
}

// The desk sets up the next round's clocks: a device of the old round is told its code has ended,
// and the old round's links are forgotten.
TEST_F(HallProtocolTest, ANewRoundEndsTheOldRoundsCodes) {
    HallPeer* d = connect();
    ASSERT_FALSE(hello(d, protocol->joinCode(TableNo{1}), "phone-1").isEmpty());
    say(d, {{"type", "pause"}, {"id", "p"}});
    EXPECT_TRUE(protocol->tables().link(TableNo{1}).pauseRequested);
    EXPECT_TRUE(pairRoundInFile(*file, RoundNo{2}).done());
    ASSERT_TRUE(clocks.setUpRound(RoundNo{2}).done());
    say(d, {{"type", "sync"}, {"id", "s"}, {"t", 1.0}});
    EXPECT_TRUE(network.last(*d, "error").value("message").toString().contains("round 1 is over"));
    EXPECT_FALSE(protocol->tables().link(TableNo{1}).pauseRequested);
    EXPECT_EQ(protocol->deviceCount(), 0);
}

// ---- docs/hall-protocol.md, message by message and refusal by refusal (#46 point 6) ---------
// Each test names the rule; the comment names its section. A refusal is checked as the client
// sees it (an `error` whose `ref` is the message's id, or a closed connection) and for what it
// leaves: the file's clock journal and journal, the round's results and every table's state as
// they were.

constexpr auto npos = std::string::npos;

// §11: text that is not a JSON object is an error with ref "" (what cannot be read names its
// byte); the connection stays open and nothing changes.
TEST_F(HallProtocolTest, TextThatIsNotAJsonObjectIsAnErrorWithAnEmptyRef) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const Snapshot before = snapshot();
    for (const QString& text :
         {QString("{\"type\": \"press\", "), QString(""), QString("press"), QString("[1,2,3]"),
          QString("\"press\""), QString("42"), QString("null")}) {
        network.sent[d].clear();
        sayText(d, text);
        ASSERT_EQ(network.sent[d].size(), 1u) << text.toStdString();
        const QJsonObject e = network.sent[d][0];
        EXPECT_TRUE(isError(e)) << text.toStdString();
        EXPECT_TRUE(e.contains("ref"));
        EXPECT_EQ(e.value("ref").toString(), "") << text.toStdString();
        EXPECT_EQ(message(e).rfind("message at byte ", 0), 0u) << message(e);
    }
    sayText(d, "[1,2,3]");
    EXPECT_NE(message(network.last(*d, "error")).find("one JSON object"), npos);
    EXPECT_FALSE(network.closed.contains(d));
    EXPECT_TRUE(snapshot() == before);
}

// §2, §11: a message of a type the desk does not know, or of none, is an error with its id.
TEST_F(HallProtocolTest, AnUnknownOrMissingTypeIsAnErrorWithTheMessagesId) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 1s;
    const Snapshot before = snapshot();
    const QJsonObject launch = ask(d, {{"type", "launch"}}, "u1");
    EXPECT_TRUE(isError(launch));
    EXPECT_EQ(launch.value("ref").toString(), "u1");
    EXPECT_NE(message(launch).find("unknown message 'launch'"), npos) << message(launch);
    EXPECT_TRUE(isError(ask(d, {{"side", "B"}, {"at", hallNow()}}, "u2"))) << "no type";
    EXPECT_TRUE(isError(ask(d, {{"type", 7}}, "u3"))) << "a type that is not a string";
    EXPECT_TRUE(isError(ask(d, {{"type", "PRESS"}, {"side", "B"}, {"at", hallNow()}}, "u4")))
        << "types are lower case";
    EXPECT_TRUE(snapshot() == before);
    EXPECT_FALSE(network.closed.contains(d));
}

// §2: every message but `sync` and `hello` needs a joined session: before joining, each is an
// error with its id, and changes nothing; a sync is answered.
TEST_F(HallProtocolTest, EveryMessageButSyncAndHelloBeforeJoiningIsAnErrorWithItsId) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* d = connect();
    const Snapshot before = snapshot();
    const std::vector<QJsonObject> messages{
        {{"type", "press"}, {"side", "B"}, {"at", hallNow()}},
        {{"type", "replayed"}},
        {{"type", "pause"}},
        {{"type", "seal"}, {"move", "Q16"}},
        {{"type", "result"}, {"result", "black-wins"}},
        {{"type", "confirm"}, {"side", "B"}},
        {{"type", "cancel-result"}},
        {{"type", "referee"}, {"pin", "2468"}, {"action", "take-over"}},
        {{"type", "launch"}}};
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const QString type = messages[i].value("type").toString();
        const QString id = "m" + QString::number(i);
        const QJsonObject a = ask(d, messages[i], id);
        EXPECT_TRUE(isError(a)) << type.toStdString();
        EXPECT_EQ(a.value("ref").toString(), id);
        EXPECT_NE(message(a).find("join a table first (message '" + type.toStdString() + "')"),
                  npos)
            << message(a);
        EXPECT_EQ(answers(d, id), 1) << type.toStdString();
    }
    EXPECT_EQ(network.count(*d, "welcome"), 0);
    EXPECT_EQ(protocol->deviceCount(), 0);
    EXPECT_FALSE(protocol->tables().known(TableNo{1}));
    EXPECT_FALSE(network.closed.contains(d));
    EXPECT_TRUE(snapshot() == before);
    say(d, {{"type", "sync"}, {"id", "s"}, {"t", 1.5}});
    EXPECT_EQ(network.last(*d, "sync").value("id").toString(), "s");
}

// §2: fields the desk does not know are ignored: a press naming another table acts on the
// device's own, a sync with more fields is answered.
TEST_F(HallProtocolTest, FieldsTheDeskDoesNotKnowAreIgnored) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 2s;
    const QJsonObject a = ask(d,
                              {{"type", "press"},
                               {"side", "B"},
                               {"at", hallNow()},
                               {"table", 2},
                               {"colour", "white"},
                               {"extra", QJsonObject{{"x", 1}}}},
                              "x1");
    EXPECT_TRUE(isAck(a));
    EXPECT_TRUE(a.value("applied").toBool());
    EXPECT_EQ(toMove(1), "W");
    EXPECT_EQ(toMove(2), "B");
    say(d, {{"type", "sync"}, {"id", "s"}, {"t", 1.0}, {"table", 2}, {"extra", true}});
    EXPECT_EQ(network.last(*d, "sync").value("id").toString(), "s");
}

// §2, §11: the ack or error that answers carries the message's id back, its first 64
// characters; a message without an id is answered with "".
TEST_F(HallProtocolTest, TheAnswerCarriesTheIdBackCutTo64Characters) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    QString longId;
    for (int i = 0; i < 100; ++i)
        longId += QChar('a' + i % 26);
    say(d, {{"type", "pause"}, {"id", longId}});
    EXPECT_TRUE(isAck(network.last(*d, "ack")));
    EXPECT_EQ(network.last(*d, "ack").value("id").toString(), longId.left(64));
    say(d, {{"type", "launch"}, {"id", longId}});
    EXPECT_EQ(network.last(*d, "error").value("ref").toString(), longId.left(64));
    say(d, {{"type", "cancel-result"}});
    const QJsonObject ack = network.last(*d, "ack");
    ASSERT_TRUE(ack.contains("id"));
    EXPECT_EQ(ack.value("id").toString(), "");
    EXPECT_EQ(ack.keys(), QStringList({"id", "type"})) << "an ack is type and id, but a press's";
}

// §2: what arrives in one turn of the event loop is handled together, one transaction; each
// action gets exactly one ack or one error, sent once the journal has the actions.
TEST_F(HallProtocolTest, EachActionOfATurnGetsExactlyOneAnswerOnceItIsWritten) {
    HallPeer* d = join(1, "phone-1");
    HallPeer* e = join(2, "phone-2", "192.0.2.8");
    ASSERT_TRUE(d && e);
    now += 3s;
    const std::size_t events = clockEvents().size();
    const auto m = [](QJsonObject o, const QString& id) {
        o.insert("id", id);
        return json(o);
    };
    const qint64 at = hallNow();
    protocol->receive({{d, m({{"type", "press"}, {"side", "B"}, {"at", at}}, "a1")},
                       {e, m({{"type", "press"}, {"side", "B"}, {"at", at}}, "b1")},
                       {d, m({{"type", "press"}, {"side", "W"}, {"at", at}}, "a2")},
                       {e, m({{"type", "press"}, {"side", "B"}, {"at", at}}, "b2")},
                       {d, m({{"type", "result"}, {"result", "nonsense"}}, "a3")},
                       {e, m({{"type", "pause"}}, "b3")},
                       {d, m({{"type", "launch"}}, "a4")}});
    EXPECT_EQ(clocks.unwrittenEvents(), 0u);
    EXPECT_EQ(clockEvents().size(), events + 4) << "three presses and a pause";
    for (const auto& [peer, id, acked] :
         std::vector<std::tuple<HallPeer*, QString, bool>>{{d, "a1", true},
                                                           {e, "b1", true},
                                                           {d, "a2", true},
                                                           {e, "b2", false},
                                                           {d, "a3", false},
                                                           {e, "b3", true},
                                                           {d, "a4", false}}) {
        EXPECT_EQ(answers(peer, id), 1) << id.toStdString();
        EXPECT_EQ(isAck(answer(peer, id)), acked) << id.toStdString();
    }
}

// §2: while another program holds the file, the acks of actions wait for the journal (its
// retry); a sync, a welcome and the errors about joining go out at once.
TEST_F(HallProtocolTest, WhileAnotherProgramHoldsTheFileAcksWaitAndSyncsAndWelcomesDoNot) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 2s;
    {
        QSqlDatabase other = QSqlDatabase::addDatabase("QSQLITE", "other");
        other.setDatabaseName(dir.filePath("hall.tengen"));
        ASSERT_TRUE(other.open());
        QSqlQuery(other).exec("PRAGMA busy_timeout = 0");
        ASSERT_TRUE(QSqlQuery(other).exec("BEGIN IMMEDIATE"));
        say(d, {{"type", "press"}, {"id", "p1"}, {"side", "B"}, {"at", hallNow()}});
        EXPECT_TRUE(answer(d, "p1").isEmpty()) << "not acknowledged before it is written";
        EXPECT_EQ(clocks.unwrittenEvents(), 1u);
        EXPECT_EQ(toMove(1), "W");
        say(d, {{"type", "sync"}, {"id", "s1"}, {"t", 1.0}});
        EXPECT_EQ(network.last(*d, "sync").value("id").toString(), "s1");
        HallPeer* e = connect("192.0.2.8");
        EXPECT_FALSE(hello(e, protocol->joinCode(TableNo{2}), "phone-2").isEmpty());
        EXPECT_TRUE(hello(e, "ZZZZZZZZ", "phone-2").isEmpty());
        EXPECT_EQ(network.last(*e, "error").value("ref").toString(), "hello");
        EXPECT_TRUE(answer(d, "p1").isEmpty());
        EXPECT_EQ(journalled("p1"), 0);
        ASSERT_TRUE(QSqlQuery(other).exec("COMMIT"));
        other.close();
    }
    QSqlDatabase::removeDatabase("other");
    say(d, {{"type", "sync"}, {"id", "s2"}, {"t", 2.0}}); // the next turn writes the journal
    EXPECT_TRUE(isAck(answer(d, "p1")));
    EXPECT_TRUE(answer(d, "p1").value("applied").toBool());
    EXPECT_EQ(journalled("p1"), 1);
}

// §4: a sync is answered at once, joined or not: its id (64 characters at most) and `t` as a
// number, and the hall's now; its `at` is not echoed.
TEST_F(HallProtocolTest, ASyncIsAnsweredAtOnceWithItsIdItsTimeAndTheHallsNow) {
    HallPeer* d = connect();
    say(d, {{"type", "sync"}, {"id", "s1714"}, {"t", 1834.2}, {"at", hallNow() - 5}});
    const QJsonObject r = network.last(*d, "sync");
    EXPECT_EQ(r.keys(), QStringList({"id", "now", "t", "type"}));
    EXPECT_EQ(r.value("id").toString(), "s1714");
    EXPECT_TRUE(r.value("t").isDouble());
    EXPECT_DOUBLE_EQ(r.value("t").toDouble(), 1834.2);
    EXPECT_EQ(r.value("now").toInteger(), hallNow());
    say(d, {{"type", "sync"}, {"id", QString(100, 's')}, {"t", 1}});
    EXPECT_EQ(network.last(*d, "sync").value("id").toString(), QString(64, 's'));
    EXPECT_EQ(protocol->deviceCount(), 0) << "a sync joins nothing";
}

// §3: the welcome names the table, the round, the players, the table's time control (ms), the
// calls of a byo-yomi period, the hall's spec, the session's language, the hall's now, the
// device's own tag (never its id) and the table's state, whose clockDevice is the holder's tag.
TEST_F(HallProtocolTest, AWelcomeCarriesTheTableRoundPlayersControlCallsNowTagAndState) {
    HallPeer* d = connect();
    const QJsonObject w = hello(d, protocol->joinCode(TableNo{2}), "3f2a9c01d4e5b677");
    ASSERT_FALSE(w.isEmpty());
    EXPECT_EQ(w.value("table").toInt(), 2);
    EXPECT_EQ(w.value("round").toInt(), 1);
    EXPECT_EQ(w.value("black").toString(), clocks.seats(TableNo{2}).black);
    EXPECT_EQ(w.value("white").toString(), clocks.seats(TableNo{2}).white);
    EXPECT_FALSE(w.value("black").toString().isEmpty());
    const QJsonObject control = w.value("control").toObject();
    EXPECT_EQ(control.value("system").toString(), "byoyomi");
    EXPECT_EQ(control.value("main").toInteger(), 3'600'000);
    EXPECT_EQ(control.value("period").toInteger(), 30'000);
    EXPECT_EQ(control.value("periods").toInt(), 3);
    for (const char* key : {"stones", "increment", "cap", "delay"})
        EXPECT_TRUE(control.contains(key)) << key;
    const QJsonObject calls = w.value("calls").toObject();
    EXPECT_TRUE(calls.value("ordinary").isArray());
    EXPECT_TRUE(calls.value("last").isArray());
    EXPECT_EQ(calls.value("periodEnd").toObject().size(), 4) << "0 to 3 periods to come";
    EXPECT_EQ(calls.value("mainEnd").toObject().size(), 4);
    EXPECT_EQ(w.value("spec").toString(), clocks.spec());
    EXPECT_EQ(w.value("lang").toString(), "en");
    EXPECT_EQ(w.value("now").toInteger(), hallNow());
    const QString tag = w.value("device").toString();
    EXPECT_TRUE(QRegularExpression("^[0-9a-f]{16}$").match(tag).hasMatch()) << tag.toStdString();
    EXPECT_NE(tag, "3f2a9c01d4e5b677");
    const QJsonObject state = w.value("state").toObject();
    EXPECT_EQ(state.value("type").toString(), "state");
    EXPECT_EQ(state.value("table").toInt(), 2);
    EXPECT_EQ(state.value("status").toString(), "running");
    EXPECT_EQ(state.value("clockDevice").toString(), tag) << "the first to join holds the clock";
    EXPECT_FALSE(json(w).contains("3f2a9c01d4e5b677")) << "the device's id is never shown";
    // A second device is told its own tag: it sees it does not hold the clock.
    HallPeer* e = connect("192.0.2.8");
    const QJsonObject w2 = hello(e, protocol->joinCode(TableNo{2}), "phone-2");
    EXPECT_NE(w2.value("device").toString(), tag);
    EXPECT_EQ(w2.value("state").toObject().value("clockDevice").toString(), tag);
}

// §3, §11: a wrong code is an error ref "hello" and joins nothing: a code of no table, of a
// table past the round's, of another round, not a string, none.
TEST_F(HallProtocolTest, AWrongCodeIsAnErrorRefHelloAndJoinsNothing) {
    HallPeer* d = connect();
    const Snapshot before = snapshot();
    const QString secret = file->clocks().hallSecret();
    const std::vector<QJsonValue> codes{
        QJsonValue("ZZZZZZZZ"),
        QJsonValue(tengen::joinCode(secret, RoundNo{1}, TableNo{clocks.tableCount() + 1})),
        QJsonValue(tengen::joinCode(secret, RoundNo{2}, TableNo{1})), QJsonValue(12345678),
        QJsonValue()};
    for (const QJsonValue& code : codes) {
        network.sent[d].clear();
        QJsonObject m{{"type", "hello"}, {"device", "phone-1"}, {"lang", "en"}};
        if (!code.isUndefined())
            m.insert("code", code);
        say(d, m);
        ASSERT_EQ(network.sent[d].size(), 1u) << json(m).toStdString();
        EXPECT_TRUE(isError(network.sent[d][0]));
        EXPECT_EQ(network.sent[d][0].value("ref").toString(), "hello");
        EXPECT_NE(message(network.sent[d][0]).find("is not a table of this round"), npos);
    }
    EXPECT_EQ(d->table, 0);
    EXPECT_EQ(protocol->deviceCount(), 0);
    EXPECT_FALSE(network.closed.contains(d)) << "five wrong codes are allowed";
    EXPECT_TRUE(snapshot() == before);
    EXPECT_NE(message(ask(d, {{"type", "pause"}}, "p")).find("join a table first"), npos);
}

// §3: the desk reads a code in any case, with spaces and dashes, O as 0 and I or L as 1.
TEST_F(HallProtocolTest, ACodeIsReadInAnyCaseWithSpacesAndDashesAndOIAndLMisread) {
    const QString code = protocol->joinCode(TableNo{3});
    for (const QString& typed : {code.toLower(), code.left(4) + "-" + code.mid(4),
                                 " " + code.left(4).toLower() + " " + code.mid(4) + " "}) {
        HallPeer* d = connect();
        EXPECT_EQ(hello(d, typed, "phone").value("table").toInt(), 3) << typed.toStdString();
    }
    EXPECT_EQ(normalisedJoinCode("o1il-L0 O1"), "01111001");
    // Each table whose code has a 0 or a 1, typed as a person misreads it.
    for (int t = 1; t <= clocks.tableCount(); ++t) {
        QString misread = protocol->joinCode(TableNo{t});
        misread.replace('0', 'O').replace('1', t % 2 ? 'I' : 'l');
        HallPeer* d = connect();
        EXPECT_EQ(hello(d, misread, "phone").value("table").toInt(), t) << misread.toStdString();
    }
}

// §3: a connection without a device id is a device of its own; a longer id is cut to 64.
TEST_F(HallProtocolTest, AHelloWithoutADeviceIdIsADeviceOfItsOwn) {
    HallPeer* a = connect();
    HallPeer* b = connect("192.0.2.8");
    for (HallPeer* p : {a, b}) {
        say(p, {{"type", "hello"}, {"code", protocol->joinCode(TableNo{1})}, {"lang", "en"}});
        ASSERT_FALSE(network.last(*p, "welcome").isEmpty());
    }
    EXPECT_EQ(protocol->tables().link(TableNo{1}).devices, 2);
    now += 1s;
    const QJsonObject refused = ask(b, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "b1");
    EXPECT_NE(message(refused).find("another device holds this table's clock"), npos);
    EXPECT_TRUE(isAck(ask(a, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "a1")));
    HallPeer* c = connect();
    ASSERT_FALSE(hello(c, protocol->joinCode(TableNo{2}), QString(100, 'd')).isEmpty());
    EXPECT_EQ(protocol->tables().link(TableNo{2}).clockDevice, QString(64, 'd'));
}

// §3: one device holds the table's clock: another device's press, replay, pause, seal, result,
// confirmation and cancel-result are refused with their ids and change nothing; it is shown the
// table's states, and a referee's action from it is taken.
TEST_F(HallProtocolTest, AnotherDevicesClockActionsAreRefusedItsRefereeActionsTaken) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* holder = join(1, "phone-1");
    HallPeer* other = join(1, "phone-2", "192.0.2.8");
    ASSERT_TRUE(holder && other);
    now += 1s;
    const auto refusedAll = [&](const std::vector<QJsonObject>& messages, const char* when) {
        const Snapshot before = snapshot();
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const QString id = QString("%1-%2").arg(when).arg(i);
            const QJsonObject a = ask(other, messages[i], id);
            EXPECT_TRUE(isError(a)) << messages[i].value("type").toString().toStdString();
            EXPECT_EQ(a.value("ref").toString(), id);
            EXPECT_NE(message(a).find("another device holds this table's clock"), npos)
                << message(a);
        }
        EXPECT_TRUE(snapshot() == before) << when;
    };
    refusedAll({{{"type", "press"}, {"side", "B"}, {"at", hallNow()}},
                {{"type", "replayed"}},
                {{"type", "pause"}},
                {{"type", "seal"}, {"move", "Q16"}}},
               "running");
    ASSERT_TRUE(isAck(ask(holder, {{"type", "result"}, {"result", "black-wins"}}, "r0")));
    refusedAll({{{"type", "result"}, {"result", "white-wins"}},
                {{"type", "confirm"}, {"side", "B"}, {"result", "black-wins"}},
                {{"type", "cancel-result"}}},
               "waiting");
    ASSERT_TRUE(protocol->tables().link(TableNo{1}).result);
    EXPECT_FALSE(protocol->tables().link(TableNo{1}).result->blackConfirmed);
    const QJsonObject shown = network.last(*other, "state");
    EXPECT_EQ(shown.value("result").toObject().value("result").toString(), "black-wins");
    EXPECT_TRUE(isAck(
        ask(other,
            {{"type", "referee"}, {"pin", "2468"}, {"action", "accept-result"}, {"reason", "seen"}},
            "accept")));
    EXPECT_EQ(file->rounds().game(RoundNo{1}, TableNo{1})->result, GameResult::BlackWins);
}

// §3: a hello may be sent again on an open connection: another language (one of the five, else
// the one it had; zh_CN to begin with), another table.
TEST_F(HallProtocolTest, AHelloAgainChangesTheLanguageOrTheTable) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const QString code1 = protocol->joinCode(TableNo{1});
    say(d, {{"type", "hello"}, {"code", code1}, {"device", "phone-1"}, {"lang", "ja"}});
    EXPECT_EQ(network.last(*d, "welcome").value("lang").toString(), "ja");
    say(d, {{"type", "hello"}, {"code", code1}, {"device", "phone-1"}, {"lang", "fr"}});
    EXPECT_EQ(network.last(*d, "welcome").value("lang").toString(), "ja");
    HallPeer* e = connect("192.0.2.8");
    say(e, {{"type", "hello"}, {"code", code1}, {"device", "phone-9"}, {"lang", "fr"}});
    EXPECT_EQ(network.last(*e, "welcome").value("lang").toString(), "zh_CN");
    EXPECT_EQ(protocol->tables().link(TableNo{1}).devices, 2);
    EXPECT_EQ(hello(d, protocol->joinCode(TableNo{2}), "phone-1").value("table").toInt(), 2);
    EXPECT_EQ(protocol->tables().link(TableNo{1}).devices, 1);
    EXPECT_EQ(protocol->tables().link(TableNo{2}).devices, 1);
    now += 1s;
    EXPECT_TRUE(isAck(ask(d, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "t2")));
    EXPECT_EQ(toMove(2), "W");
    EXPECT_EQ(toMove(1), "B");
}

// §11: a sixth wrong code on one connection closes it (1008); thirty from one address in a
// minute shut that address out for the minute — a right code is refused, ref "hello" — but not
// another address.
TEST_F(HallProtocolTest, WrongCodesCloseTheConnectionAndShutTheAddressOutForAMinute) {
    HallPeer* d = connect();
    for (int i = 0; i < 5; ++i)
        EXPECT_TRUE(hello(d, "WRONG" + QString::number(i), "phone-1").isEmpty());
    EXPECT_EQ(network.count(*d, "error"), 5);
    EXPECT_FALSE(network.closed.contains(d));
    hello(d, "WRONG6", "phone-1");
    ASSERT_TRUE(network.closed.contains(d));
    EXPECT_EQ(network.closeCodes[d], QWebSocketProtocol::CloseCodePolicyViolated);
    EXPECT_EQ(network.count(*d, "error"), 5) << "closed, not answered";
    EXPECT_FALSE(protocol->peers().contains(d));
    int wrong = 6;
    while (wrong < 29) {
        HallPeer* p = connect();
        for (int i = 0; i < 5 && wrong < 29; ++i, ++wrong)
            hello(p, "WRONG" + QString::number(wrong), "phone-1");
    }
    EXPECT_FALSE(join(2, "phone-2") == nullptr) << "29 wrong codes: the address still joins";
    hello(connect(), "WRONG29", "phone-1");
    HallPeer* late = connect();
    EXPECT_TRUE(hello(late, protocol->joinCode(TableNo{1}), "phone-1").isEmpty());
    const QJsonObject shut = network.last(*late, "error");
    EXPECT_EQ(shut.value("ref").toString(), "hello");
    EXPECT_NE(message(shut).find("too many wrong join codes from this address"), npos);
    EXPECT_TRUE(join(1, "phone-3", "198.51.100.4")) << "another address joins";
    uptime += 60'001;
    EXPECT_FALSE(hello(late, protocol->joinCode(TableNo{1}), "phone-1").isEmpty())
        << "the minute has passed";
}

// §3: when the desk sets up another round's clocks, every device of the old round is told at
// once (error ref "hello"), leaves its table and is sent no more states; its code is wrong now,
// the new round's code joins.
TEST_F(HallProtocolTest, ANewRoundTellsTheOldRoundsDevicesAtOnceAndItsCodesEnd) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const QString old = protocol->joinCode(TableNo{1});
    pairRoundInFile(*file, RoundNo{2});
    ASSERT_TRUE(clocks.setUpRound(RoundNo{2}).done());
    QCoreApplication::processEvents(); // the clocks' news is queued
    const QJsonObject told = network.last(*d, "error");
    EXPECT_EQ(told.value("ref").toString(), "hello");
    EXPECT_NE(message(told).find("round 1 is over at this desk"), npos) << message(told);
    EXPECT_EQ(d->table, 0);
    EXPECT_EQ(protocol->deviceCount(), 0);
    const int states = network.count(*d, "state");
    ASSERT_TRUE(clocks.startAll().done());
    QCoreApplication::processEvents();
    EXPECT_EQ(network.count(*d, "state"), states);
    EXPECT_NE(message(ask(d, {{"type", "pause"}}, "p")).find("join a table first"), npos);
    EXPECT_TRUE(hello(d, old, "phone-1").isEmpty());
    EXPECT_EQ(network.last(*d, "error").value("ref").toString(), "hello");
    const QJsonObject w = hello(d, protocol->joinCode(TableNo{1}), "phone-1");
    EXPECT_EQ(w.value("round").toInt(), 2);
}

// §3: setting up the same round again keeps its codes, and its devices stay.
TEST_F(HallProtocolTest, SettingUpTheSameRoundAgainKeepsItsCodes) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const QString code = protocol->joinCode(TableNo{1});
    ASSERT_TRUE(clocks.setUpRound(RoundNo{1}).done());
    QCoreApplication::processEvents();
    EXPECT_EQ(protocol->joinCode(TableNo{1}), code);
    EXPECT_EQ(network.count(*d, "error"), 0);
    EXPECT_EQ(d->table, 1);
    EXPECT_TRUE(isAck(ask(d, {{"type", "replayed"}}, "r")));
}

// §5: an applied press is acknowledged with applied and not duplicate, and journalled with its
// id (reason dev:<id>) at its time.
TEST_F(HallProtocolTest, AnAppliedPressIsAckedAndJournalledWithItsId) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 5s;
    const QJsonObject a =
        ask(d, {{"type", "press"}, {"side", "B"}, {"at", hallNow() - 1000}}, "3f2a-41");
    EXPECT_EQ(a.keys(), QStringList({"applied", "duplicate", "id", "type"}));
    EXPECT_TRUE(a.value("applied").toBool());
    EXPECT_FALSE(a.value("duplicate").toBool());
    qint64 at = 0;
    EXPECT_EQ(journalled("3f2a-41", &at), 1);
    EXPECT_EQ(at, hallNow() - 1000);
    EXPECT_EQ(protocol->pressesApplied(), 1u);
}

// §5.1: an id already applied at the table is acknowledged as a duplicate, applied nowhere,
// whatever else the press says.
TEST_F(HallProtocolTest, APressIdAppliedBeforeIsADuplicateWhateverElseThePressSays) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 2s;
    ASSERT_TRUE(isAck(ask(d, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "p1")));
    now += 1s;
    const Snapshot before = snapshot();
    for (const QJsonObject& again : std::vector<QJsonObject>{
             {{"type", "press"}, {"side", "B"}, {"at", hallNow()}},
             {{"type", "press"}, {"side", "W"}, {"at", hallNow()}},
             {{"type", "press"}, {"side", "X"}},
             {{"type", "press"}},
             {{"type", "press"}, {"side", "W"}, {"at", 0}, {"queued", true}}}) {
        const QJsonObject a = ask(d, again, "p1");
        EXPECT_TRUE(isAck(a)) << json(again).toStdString();
        EXPECT_FALSE(a.value("applied").toBool());
        EXPECT_TRUE(a.value("duplicate").toBool());
    }
    EXPECT_TRUE(snapshot() == before);
    EXPECT_EQ(journalled("p1"), 1);
    EXPECT_EQ(protocol->pressesApplied(), 1u);
}

// §5.1: a press needs an id of 1 to 64 characters: one without, empty, longer or not a string is
// an error (ref: the id as kept) and changes nothing; 64 characters are enough.
TEST_F(HallProtocolTest, APressWithoutAnIdOfOneTo64CharactersIsRefused) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 1s;
    const Snapshot before = snapshot();
    const QJsonObject press{{"type", "press"}, {"side", "B"}, {"at", hallNow()}};
    for (const auto& [id, ref] : std::vector<std::pair<QJsonValue, QString>>{
             {QJsonValue(), ""},
             {QJsonValue(""), ""},
             {QJsonValue(QString(65, 'k')), QString(64, 'k')},
             {QJsonValue(42), ""}}) {
        QJsonObject m = press;
        if (!id.isUndefined())
            m.insert("id", id);
        network.sent[d].clear();
        say(d, m);
        ASSERT_EQ(network.sent[d].size(), 1u) << json(m).toStdString();
        const QJsonObject e = network.sent[d][0];
        EXPECT_TRUE(isError(e)) << json(m).toStdString();
        EXPECT_EQ(e.value("ref").toString(), ref);
        EXPECT_NE(message(e).find("a press needs an id of 1 to 64 characters"), npos) << message(e);
    }
    EXPECT_TRUE(snapshot() == before);
    EXPECT_TRUE(isAck(ask(d, press, QString(64, 'k'))));
    EXPECT_EQ(toMove(1), "W");
}

// §5.2: a press names the side that moved, B or W; while the clock runs, the other side's press
// is refused ("it is not White's turn"). Neither changes anything.
TEST_F(HallProtocolTest, APressNeedsTheSideThatIsToMove) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 1s;
    const Snapshot before = snapshot();
    int n = 0;
    for (const QJsonValue& side :
         {QJsonValue(), QJsonValue("black"), QJsonValue("b"), QJsonValue(1), QJsonValue("")}) {
        QJsonObject m{{"type", "press"}, {"at", hallNow()}};
        if (!side.isUndefined())
            m.insert("side", side);
        const QString id = "s" + QString::number(n++);
        const QJsonObject e = ask(d, m, id);
        EXPECT_TRUE(isError(e)) << json(m).toStdString();
        EXPECT_EQ(e.value("ref").toString(), id);
        EXPECT_NE(message(e).find("a press needs the side that moved (B or W)"), npos)
            << message(e);
    }
    const QJsonObject white = ask(d, {{"type", "press"}, {"side", "W"}, {"at", hallNow()}}, "w");
    EXPECT_TRUE(isError(white));
    EXPECT_NE(message(white).find("it is not White's turn"), npos) << message(white);
    EXPECT_TRUE(snapshot() == before);
    EXPECT_TRUE(isAck(ask(d, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "b1")));
    const QJsonObject black = ask(d, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "b2");
    EXPECT_NE(message(black).find("it is not Black's turn"), npos) << message(black);
}

// §5.4: a press on a clock that does not run is refused: paused, sealed, finished, flagged, not
// started.
TEST_F(HallProtocolTest, APressOnAClockThatDoesNotRunIsRefused) {
    HallPeer* paused = join(1, "phone-1");
    HallPeer* sealed = join(2, "phone-2");
    HallPeer* finished = join(3, "phone-3");
    ASSERT_TRUE(paused && sealed && finished);
    now += 1s;
    ASSERT_TRUE(isAck(ask(paused, {{"type", "pause"}}, "p")));
    ASSERT_TRUE(isAck(ask(sealed, {{"type", "seal"}, {"move", "Q16"}}, "s")));
    ASSERT_TRUE(isAck(ask(finished, {{"type", "result"}, {"result", "black-wins"}}, "r")));
    ASSERT_TRUE(isAck(ask(finished, {{"type", "confirm"}, {"side", "B"}}, "cb")));
    ASSERT_TRUE(isAck(ask(finished, {{"type", "confirm"}, {"side", "W"}}, "cw")));
    ASSERT_EQ(clock(3).state(), clock::GameClock::State::Finished);
    now += 1s;
    const Snapshot before = snapshot();
    for (const auto& [peer, table, says] :
         std::vector<std::tuple<HallPeer*, int, std::string>>{{paused, 1, "the clock is paused"},
                                                              {sealed, 2, "a move is sealed"},
                                                              {finished, 3, "the game is over"}}) {
        const QJsonObject e =
            ask(peer, {{"type", "press"}, {"side", toMove(table)}, {"at", hallNow()}}, "x");
        EXPECT_TRUE(isError(e)) << table;
        EXPECT_NE(message(e).find(says), npos) << message(e);
    }
    EXPECT_TRUE(snapshot() == before);

    // The flag fell: a press made after it is too late; once decided, the clock is stopped.
    HallPeer* late = join(4, "phone-4");
    ASSERT_TRUE(late);
    // Black's hour and three periods of 30 s ran out at 3,690 s; the flag is decided a second
    // (the grace) after: a press made after it and arriving within the grace is too late.
    now = Millis(1'000'000) + 3690s + 500ms;
    const QJsonObject tooLate =
        ask(late, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "late");
    EXPECT_NE(message(tooLate).find("too late: the flag fell before the press"), npos)
        << message(tooLate);
    EXPECT_EQ(journalled("late"), 0);
    clocks.decideFlagNow(TableNo{4});
    ASSERT_EQ(clock(4).state(), clock::GameClock::State::Flagged);
    const QJsonObject flagged =
        ask(late, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "flagged");
    EXPECT_NE(message(flagged).find("the flag has fallen"), npos) << message(flagged);

    // The next round's clocks, not started yet.
    pairRoundInFile(*file, RoundNo{2});
    ASSERT_TRUE(clocks.setUpRound(RoundNo{2}).done());
    HallPeer* early = join(1, "phone-5");
    ASSERT_TRUE(early);
    const QJsonObject notStarted =
        ask(early, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "early");
    EXPECT_NE(message(notStarted).find("the clock has not started"), npos) << message(notStarted);
}

// §5.3: `at` missing or not an integer is the desk's now; a live press is never placed before
// the desk last heard the device less 2 s, nor after now.
TEST_F(HallProtocolTest, APressIsPlacedAtItsTimeWithinWhatTheDeskObserved) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const qint64 start = hallNow();
    now += 10s;
    say(d, {{"type", "sync"}, {"id", "s"}, {"t", 1.0}}); // heard at 10 s
    now += 1s;
    qint64 at = 0;
    ASSERT_TRUE(isAck(ask(d, {{"type", "press"}, {"side", "B"}, {"at", 0}}, "e1")));
    journalled("e1", &at);
    EXPECT_EQ(at, start + 8000) << "10 s, less 2 s";
    const std::vector<std::pair<QJsonValue, QString>> nows{{QJsonValue(), "e2"},
                                                           {QJsonValue("soon"), "e3"},
                                                           {QJsonValue(1500.5), "e4"},
                                                           {QJsonValue(start + 600'000), "e5"}};
    for (const auto& [said, id] : nows) {
        now += 1s;
        QJsonObject m{{"type", "press"}, {"side", toMove(1)}};
        if (!said.isUndefined())
            m.insert("at", said);
        ASSERT_TRUE(isAck(ask(d, m, id))) << id.toStdString();
        journalled(id, &at);
        EXPECT_EQ(at, hallNow()) << id.toStdString();
    }
}

// §6: `replayed` is acknowledged with its id, or "" without one; it ends the hold a hello with
// queued presses put on the table's flag.
TEST_F(HallProtocolTest, ReplayedIsAckedAndEndsTheHoldAHelloPutOnTheFlag) {
    HallPeer* d = connect();
    const QJsonObject w = hello(d, protocol->joinCode(TableNo{1}), "phone-1", 2);
    ASSERT_FALSE(w.isEmpty());
    EXPECT_TRUE(w.value("state").toObject().value("held").toBool());
    EXPECT_TRUE(clocks.flagHeld(TableNo{1}));
    say(d, {{"type", "replayed"}});
    const QJsonObject ack = network.last(*d, "ack");
    EXPECT_EQ(ack.value("id").toString(), "");
    EXPECT_FALSE(clocks.flagHeld(TableNo{1}));
    EXPECT_FALSE(network.last(*d, "state").value("held").toBool());
    EXPECT_TRUE(isAck(ask(d, {{"type", "replayed"}}, "rp")));
}

// §11: more than 60 messages in a second, syncs included, close the connection (1008); the
// next second counts afresh.
TEST_F(HallProtocolTest, MoreThanSixtyMessagesInASecondCloseTheConnection) {
    HallPeer* d = join(1, "phone-1"); // the hello: one
    ASSERT_TRUE(d);
    const auto syncs = [&](int n) {
        for (int i = 0; i < n && !network.closed.contains(d); ++i)
            say(d, {{"type", "sync"}, {"id", "s"}, {"t", i}});
    };
    syncs(59);
    EXPECT_FALSE(network.closed.contains(d));
    uptime += 1000;
    syncs(60);
    EXPECT_FALSE(network.closed.contains(d));
    EXPECT_EQ(network.count(*d, "sync"), 119);
    syncs(1);
    ASSERT_TRUE(network.closed.contains(d));
    EXPECT_EQ(network.closeCodes[d], QWebSocketProtocol::CloseCodePolicyViolated);
    EXPECT_EQ(network.count(*d, "sync"), 119) << "the 61st is not answered";
    EXPECT_EQ(protocol->deviceCount(), 0);
}

// §6, §11: the presses a hello announced, sent with `queued`, do not count against the rate.
TEST_F(HallProtocolTest, PressesAHelloAnnouncedDoNotCountAgainstTheRate) {
    HallPeer* d = connect();
    ASSERT_FALSE(hello(d, protocol->joinCode(TableNo{1}), "phone-1", 100).isEmpty());
    std::vector<std::pair<HallPeer*, QString>> batch;
    for (int i = 0; i < 59; ++i)
        batch.emplace_back(d, json({{"type", "sync"}, {"id", "s"}, {"t", i}}));
    for (int i = 0; i < 100; ++i)
        batch.emplace_back(d, json({{"type", "press"},
                                    {"id", QString("q%1").arg(i)},
                                    {"side", i % 2 ? "W" : "B"},
                                    {"at", hallNow()},
                                    {"queued", true}}));
    protocol->receive(batch);
    EXPECT_FALSE(network.closed.contains(d));
    EXPECT_EQ(network.count(*d, "ack"), 100);
    EXPECT_EQ(journalled("q99"), 1);
    say(d, {{"type", "sync"}, {"id", "s"}, {"t", 60}});
    EXPECT_TRUE(network.closed.contains(d)) << "the 61st message that counts";
}

// §7: a change sends the table's state to every device of the table, and to no other: what each
// side has left, the status, `events` only while running, `pauseRequested` once a device has
// joined, `sealed`, `held`, the holder's tag.
TEST_F(HallProtocolTest, AStateGoesToEveryDeviceOfTheTableAfterAChange) {
    HallPeer* a = join(1, "phone-1");
    HallPeer* b = join(1, "phone-2", "192.0.2.8");
    HallPeer* c = join(2, "phone-3", "192.0.2.9");
    ASSERT_TRUE(a && b && c);
    const int elsewhere = network.count(*c, "state");
    now += 2s;
    ASSERT_TRUE(isAck(ask(a, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "p")));
    for (HallPeer* p : {a, b}) {
        const QJsonObject s = network.last(*p, "state");
        EXPECT_EQ(s.value("table").toInt(), 1);
        EXPECT_EQ(s.value("now").toInteger(), hallNow());
        EXPECT_EQ(s.value("status").toString(), "running");
        EXPECT_EQ(s.value("toMove").toString(), "W");
        for (const char* side : {"black", "white"})
            for (const char* key : {"main", "periods", "stones", "block"})
                EXPECT_TRUE(s.value(side).toObject().contains(key)) << side << key;
        EXPECT_EQ(s.value("black").toObject().value("periods").toInt(), 3);
        EXPECT_FALSE(s.value("held").toBool());
        EXPECT_FALSE(s.value("pauseRequested").toBool());
        EXPECT_TRUE(s.contains("pauseRequested"));
        EXPECT_FALSE(s.value("sealed").toBool());
        EXPECT_FALSE(s.value("clockDevice").toString().isEmpty());
        EXPECT_FALSE(s.value("events").toArray().isEmpty());
        EXPECT_FALSE(s.contains("result"));
        EXPECT_FALSE(s.contains("flag"));
    }
    EXPECT_EQ(network.count(*c, "state"), elsewhere);
    ASSERT_TRUE(isAck(ask(a, {{"type", "pause"}}, "pause")));
    const QJsonObject paused = network.last(*b, "state");
    EXPECT_EQ(paused.value("status").toString(), "paused");
    EXPECT_TRUE(paused.value("pauseRequested").toBool());
    EXPECT_FALSE(paused.contains("events"));
    EXPECT_FALSE(protocol->stateOf(TableNo{3}).contains("pauseRequested"))
        << "no device has joined table 3";
}

// §8: a pause stops the running clock and is shown as asked for; refused unless the clock runs.
TEST_F(HallProtocolTest, APauseStopsTheRunningClockAndIsRefusedUnlessItRuns) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 1s;
    const QJsonObject a = ask(d, {{"type", "pause"}}, "p1");
    EXPECT_TRUE(isAck(a));
    EXPECT_EQ(a.keys(), QStringList({"id", "type"}));
    EXPECT_EQ(network.last(*d, "state").value("status").toString(), "paused");
    EXPECT_TRUE(network.last(*d, "state").value("pauseRequested").toBool());
    const Snapshot before = snapshot();
    const QJsonObject again = ask(d, {{"type", "pause"}}, "p2");
    EXPECT_TRUE(isError(again));
    EXPECT_EQ(again.value("ref").toString(), "p2");
    EXPECT_NE(message(again).find("only a running clock can be paused"), npos) << message(again);
    EXPECT_TRUE(snapshot() == before);
}

// §8: a seal needs the move written down (trimmed, its first 16 characters); the clock stops
// (sealed), no device is ever sent the move, a second seal is refused, the referee opens it.
TEST_F(HallProtocolTest, ASealNeedsTheMoveStopsTheClockAndTheMoveGoesToNoDevice) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* d = join(1, "phone-1");
    HallPeer* other = join(1, "phone-2", "192.0.2.8");
    ASSERT_TRUE(d && other);
    now += 1s;
    const Snapshot before = snapshot();
    int n = 0;
    for (const QJsonValue& move :
         {QJsonValue(), QJsonValue(""), QJsonValue("   "), QJsonValue(16)}) {
        QJsonObject m{{"type", "seal"}};
        if (!move.isUndefined())
            m.insert("move", move);
        const QString id = "s" + QString::number(n++);
        const QJsonObject e = ask(d, m, id);
        EXPECT_TRUE(isError(e)) << json(m).toStdString();
        EXPECT_EQ(e.value("ref").toString(), id);
        EXPECT_NE(message(e).find("a sealed move needs the move written down"), npos);
    }
    EXPECT_TRUE(snapshot() == before);
    EXPECT_TRUE(isAck(ask(d, {{"type", "seal"}, {"move", "  Q16-kept-secret-move "}}, "seal")));
    EXPECT_EQ(clocks.sealedMove(TableNo{1}), "Q16-kept-secret-");
    const QJsonObject state = network.last(*other, "state");
    EXPECT_EQ(state.value("status").toString(), "sealed");
    EXPECT_TRUE(state.value("sealed").toBool());
    for (const QString& text : network.texts)
        EXPECT_FALSE(text.contains("kept-secret")) << text.toStdString();
    const QJsonObject again = ask(d, {{"type", "seal"}, {"move", "R4"}}, "again");
    EXPECT_NE(message(again).find("only a running clock can be stopped for a sealed move"), npos)
        << message(again);
    EXPECT_TRUE(
        isAck(ask(other, {{"type", "referee"}, {"pin", "2468"}, {"action", "resume"}}, "open")));
    EXPECT_EQ(network.last(*d, "state").value("status").toString(), "running");
    EXPECT_FALSE(network.last(*d, "state").value("sealed").toBool());
}

// §8: a result is one of five words; anything else — the file's and the desk's short forms,
// "unknown", another case, none — is refused, and nothing waits.
TEST_F(HallProtocolTest, AResultIsOneOfFiveWordsAndAnythingElseIsRefused) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 1s;
    const Snapshot before = snapshot();
    int n = 0;
    for (const QJsonValue& result :
         {QJsonValue("1"), QJsonValue("2"), QJsonValue("0"), QJsonValue("B+R"),
          QJsonValue("unknown"), QJsonValue("Black-Wins"), QJsonValue(""), QJsonValue(),
          QJsonValue(1)}) {
        QJsonObject m{{"type", "result"}};
        if (!result.isUndefined())
            m.insert("result", result);
        const QString id = "r" + QString::number(n++);
        const QJsonObject e = ask(d, m, id);
        EXPECT_TRUE(isError(e)) << json(m).toStdString();
        EXPECT_EQ(e.value("ref").toString(), id);
        EXPECT_NE(
            message(e).find("a result is black-wins, white-wins, jigo, both-lose or both-win"),
            npos)
            << message(e);
    }
    EXPECT_FALSE(protocol->tables().link(TableNo{1}).result);
    EXPECT_TRUE(snapshot() == before);
    for (const auto& [word, result] :
         std::vector<std::pair<QString, GameResult>>{{"black-wins", GameResult::BlackWins},
                                                     {"white-wins", GameResult::WhiteWins},
                                                     {"jigo", GameResult::Jigo},
                                                     {"both-lose", GameResult::BothLose},
                                                     {"both-win", GameResult::BothWin}}) {
        EXPECT_TRUE(isAck(ask(d, {{"type", "result"}, {"result", word}}, word)));
        ASSERT_TRUE(protocol->tables().link(TableNo{1}).result);
        EXPECT_EQ(protocol->tables().link(TableNo{1}).result->result, result);
        EXPECT_EQ(network.last(*d, "state").value("result").toObject().value("result").toString(),
                  word);
    }
}

// §8: a confirmation needs a result waiting and the side; one naming a result since replaced is
// refused; one without `result` confirms the one waiting. Both sides confirmed: in the round.
TEST_F(HallProtocolTest, AConfirmationNeedsAWaitingResultAndTheSideAndNamesTheResult) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 1s;
    const Snapshot before = snapshot();
    const QJsonObject none = ask(d, {{"type", "confirm"}, {"side", "B"}}, "c0");
    EXPECT_TRUE(isError(none));
    EXPECT_NE(message(none).find("there is no result to confirm"), npos) << message(none);
    EXPECT_TRUE(snapshot() == before);
    ASSERT_TRUE(isAck(ask(d, {{"type", "result"}, {"result", "black-wins"}}, "r")));
    const Snapshot waiting = snapshot();
    // A side that is neither B nor W is named as such, not as "no result to confirm".
    for (const QJsonValue& side : {QJsonValue(), QJsonValue("black"), QJsonValue("")}) {
        QJsonObject m{{"type", "confirm"}};
        if (!side.isUndefined())
            m.insert("side", side);
        const QJsonObject e = ask(d, m, "c1");
        EXPECT_TRUE(isError(e)) << json(m).toStdString();
        EXPECT_NE(message(e).find("a confirmation needs the side (B or W)"), npos) << message(e);
    }
    const QJsonObject changed =
        ask(d, {{"type", "confirm"}, {"side", "B"}, {"result", "white-wins"}}, "c2");
    EXPECT_NE(message(changed).find("the result to confirm has changed"), npos) << message(changed);
    EXPECT_TRUE(snapshot() == waiting);
    EXPECT_TRUE(isAck(ask(d, {{"type", "confirm"}, {"side", "B"}}, "c3")));
    const QJsonObject shown = network.last(*d, "state").value("result").toObject();
    EXPECT_TRUE(shown.value("B").toBool());
    EXPECT_FALSE(shown.value("W").toBool());
    EXPECT_EQ(file->rounds().game(RoundNo{1}, TableNo{1})->result, GameResult::Unknown);
    EXPECT_TRUE(
        isAck(ask(d, {{"type", "confirm"}, {"side", "W"}, {"result", "black-wins"}}, "c4")));
    EXPECT_EQ(file->rounds().game(RoundNo{1}, TableNo{1})->result, GameResult::BlackWins);
    EXPECT_EQ(network.last(*d, "state").value("status").toString(), "finished");
    EXPECT_FALSE(network.last(*d, "state").contains("result"));
}

// §8: a confirmation the round cannot take (it has the game's result) is acknowledged all the
// same; the state says why (`refused`), the result waits for the referee, and cancel-result does
// not take it back.
TEST_F(HallProtocolTest, AConfirmationTheRoundRefusesIsAckedAndTheStateSaysWhy) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    for (const QString& word : {QString("black-wins"), QString("white-wins")}) {
        ASSERT_TRUE(isAck(ask(d, {{"type", "result"}, {"result", word}}, word)));
        ASSERT_TRUE(isAck(ask(d, {{"type", "confirm"}, {"side", "B"}}, word + "-b")));
        EXPECT_TRUE(isAck(ask(d, {{"type", "confirm"}, {"side", "W"}}, word + "-w")));
    }
    EXPECT_EQ(file->rounds().game(RoundNo{1}, TableNo{1})->result, GameResult::BlackWins);
    const QJsonObject shown = network.last(*d, "state").value("result").toObject();
    EXPECT_EQ(shown.value("result").toString(), "white-wins");
    EXPECT_TRUE(shown.value("B").toBool());
    EXPECT_TRUE(shown.value("W").toBool());
    EXPECT_FALSE(shown.value("refused").toString().isEmpty());
    EXPECT_TRUE(isAck(ask(d, {{"type", "cancel-result"}}, "cancel")));
    EXPECT_TRUE(protocol->tables().link(TableNo{1}).result) << "a refused result stays";
}

// §8: cancel-result takes back a waiting result and the clock runs on; it is acknowledged even
// when no result waits (and then changes nothing).
TEST_F(HallProtocolTest, CancelResultTakesBackAWaitingResultAndIsAckedWhenNoneWaits) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 1s;
    const Snapshot before = snapshot();
    EXPECT_TRUE(isAck(ask(d, {{"type", "cancel-result"}}, "c0")));
    EXPECT_TRUE(snapshot() == before);
    ASSERT_TRUE(isAck(ask(d, {{"type", "result"}, {"result", "black-wins"}}, "r")));
    EXPECT_EQ(clock(1).state(), clock::GameClock::State::Paused);
    now += 1s;
    EXPECT_TRUE(isAck(ask(d, {{"type", "cancel-result"}}, "c1")));
    EXPECT_FALSE(protocol->tables().link(TableNo{1}).result);
    EXPECT_EQ(clock(1).state(), clock::GameClock::State::Running);
    EXPECT_FALSE(network.last(*d, "state").contains("result"));
}

// §9: with no PIN set, every referee action is refused (the PIN is "set at the desk"); a wrong
// or missing PIN is "wrong referee PIN"; neither changes anything. The right PIN acts.
TEST_F(HallProtocolTest, ARefereeActionNeedsThePinSetAtTheDesk) {
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    now += 1s;
    ASSERT_TRUE(isAck(ask(d, {{"type", "pause"}}, "p")));
    const QJsonObject resume{{"type", "referee"}, {"action", "resume"}, {"pin", "2468"}};
    const Snapshot before = snapshot();
    const QJsonObject noPin = ask(d, resume, "n");
    EXPECT_TRUE(isError(noPin));
    EXPECT_NE(message(noPin).find("needs the referee's PIN (set at the desk)"), npos)
        << message(noPin);
    EXPECT_TRUE(snapshot() == before);
    EXPECT_EQ(protocol->tables().link(TableNo{1}).wrongPins, 0);
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    const Snapshot withPin = snapshot();
    QJsonObject wrong = resume;
    wrong.insert("pin", "1111");
    const QJsonObject w = ask(d, wrong, "w");
    EXPECT_TRUE(isError(w));
    EXPECT_EQ(w.value("ref").toString(), "w");
    EXPECT_NE(message(w).find("wrong referee PIN"), npos) << message(w);
    wrong.remove("pin");
    EXPECT_NE(message(ask(d, wrong, "w2")).find("wrong referee PIN"), npos);
    EXPECT_EQ(protocol->tables().link(TableNo{1}).wrongPins, 2) << "the referee sees them";
    EXPECT_TRUE(snapshot() == withPin);
    EXPECT_TRUE(isAck(ask(d, resume, "ok")));
    EXPECT_EQ(clock(1).state(), clock::GameClock::State::Running);
    EXPECT_FALSE(network.last(*d, "state").value("pauseRequested").toBool());
}

// §9: five wrong PINs in a minute from one device shut that device out for the minute, the right
// PIN included; another device at the table acts; after the minute the device acts again.
TEST_F(HallProtocolTest, FiveWrongPinsShutThatDeviceOutForAMinute) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* d = join(1, "phone-1");
    HallPeer* other = join(1, "phone-2", "192.0.2.8");
    ASSERT_TRUE(d && other);
    const QJsonObject takeOver{{"type", "referee"}, {"action", "take-over"}, {"pin", "2468"}};
    for (int i = 0; i < 5; ++i) {
        QJsonObject wrong = takeOver;
        wrong.insert("pin", QString::number(1000 + i));
        EXPECT_NE(message(ask(d, wrong, QString("g%1").arg(i))).find("wrong referee PIN"), npos);
    }
    EXPECT_TRUE(protocol->tables().link(TableNo{1}).pinLocked);
    const Snapshot before = snapshot();
    const QJsonObject locked = ask(d, takeOver, "locked");
    EXPECT_TRUE(isError(locked));
    EXPECT_NE(message(locked).find("too many wrong referee PINs: try again in a minute"), npos)
        << message(locked);
    EXPECT_TRUE(snapshot() == before);
    EXPECT_TRUE(isAck(ask(other, takeOver, "other")));
    EXPECT_EQ(protocol->tables().link(TableNo{1}).clockDevice, "phone-2");
    uptime += 60'001;
    EXPECT_TRUE(isAck(ask(d, takeOver, "later")));
    EXPECT_EQ(protocol->tables().link(TableNo{1}).clockDevice, "phone-1");
}

// §9: twenty wrong PINs in a minute from one address (devices that change their ids) shut that
// address out for the minute; a device at another address acts at once.
TEST_F(HallProtocolTest, TwentyWrongPinsFromOneAddressShutItOutForAMinute) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    const QJsonObject takeOver{{"type", "referee"}, {"action", "take-over"}, {"pin", "2468"}};
    for (int k = 0; k < 5; ++k) {
        HallPeer* p = join(1, QString("guess-%1").arg(k));
        ASSERT_TRUE(p);
        for (int i = 0; i < 4; ++i) {
            QJsonObject wrong = takeOver;
            wrong.insert("pin", QString::number(1000 + i));
            EXPECT_NE(message(ask(p, wrong, "g")).find("wrong referee PIN"), npos) << k << i;
        }
    }
    HallPeer* fresh = join(1, "fresh");
    HallPeer* elsewhere = join(2, "referee", "198.51.100.4");
    ASSERT_TRUE(fresh && elsewhere);
    EXPECT_NE(message(ask(fresh, takeOver, "t1")).find("try again in a minute"), npos);
    EXPECT_TRUE(isAck(ask(elsewhere, takeOver, "t2")));
    uptime += 60'001;
    EXPECT_TRUE(isAck(ask(fresh, takeOver, "t3")));
    EXPECT_EQ(protocol->tables().link(TableNo{1}).clockDevice, "fresh");
}

// §9, §11: a referee action the desk does not know, or none, is refused and changes nothing.
TEST_F(HallProtocolTest, AnUnknownRefereeActionIsRefused) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const Snapshot before = snapshot();
    const QJsonObject launch =
        ask(d, {{"type", "referee"}, {"pin", "2468"}, {"action", "launch"}}, "a1");
    EXPECT_TRUE(isError(launch));
    EXPECT_EQ(launch.value("ref").toString(), "a1");
    EXPECT_NE(message(launch).find("unknown message 'launch'"), npos) << message(launch);
    EXPECT_TRUE(isError(ask(d, {{"type", "referee"}, {"pin", "2468"}}, "a2")));
    EXPECT_TRUE(snapshot() == before);
}

// §9 resume: resumes a paused clock and clears pauseRequested (a sealed move: the seal test);
// on a running clock it is refused.
TEST_F(HallProtocolTest, RefereeResumeIsRefusedOnARunningClock) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const Snapshot before = snapshot();
    const QJsonObject e = ask(d, {{"type", "referee"}, {"pin", "2468"}, {"action", "resume"}}, "r");
    EXPECT_TRUE(isError(e));
    EXPECT_NE(message(e).find("the clock is not paused"), npos) << message(e);
    EXPECT_TRUE(snapshot() == before);
}

// §9 undo: takes back the last press (the side that pressed is to move again); with no press to
// take back it is refused.
TEST_F(HallProtocolTest, RefereeUndoTakesBackTheLastPress) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const QJsonObject undo{{"type", "referee"}, {"pin", "2468"}, {"action", "undo"}};
    const Snapshot before = snapshot();
    const QJsonObject none = ask(d, undo, "u0");
    EXPECT_NE(message(none).find("there is no press to take back"), npos) << message(none);
    EXPECT_TRUE(snapshot() == before);
    now += 3s;
    ASSERT_TRUE(isAck(ask(d, {{"type", "press"}, {"side", "B"}, {"at", hallNow()}}, "p")));
    ASSERT_EQ(toMove(1), "W");
    EXPECT_TRUE(isAck(ask(d, undo, "u1")));
    EXPECT_EQ(toMove(1), "B");
    EXPECT_EQ(network.last(*d, "state").value("toMove").toString(), "B");
}

// §9 adjust: each field is checked and named — side, delta (whole ms, 10 h at most either way,
// not 0), reason (required), confirmed (a bool) — and nothing is journalled; taking a side's
// time to zero is an error with "confirm" until it comes confirmed.
TEST_F(HallProtocolTest, ARefereesAdjustmentIsCheckedFieldByFieldAndZeroNeedsConfirming) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const auto adjust = [&](std::initializer_list<std::pair<QString, QJsonValue>> fields,
                            const QString& id) {
        QJsonObject m{{"type", "referee"}, {"pin", "2468"},  {"action", "adjust"},
                      {"side", "W"},       {"delta", 60000}, {"reason", "clock set wrongly"}};
        for (const auto& [key, value] : fields)
            if (value.isUndefined())
                m.remove(key);
            else
                m.insert(key, value);
        return ask(d, m, id);
    };
    const Snapshot before = snapshot();
    const std::vector<std::tuple<QString, QJsonValue, std::string>> wrong{
        {"side", QJsonValue(), "an adjustment needs the side (B or W)"},
        {"side", "X", "an adjustment needs the side (B or W)"},
        {"delta", "abc", "delta: a whole number of milliseconds"},
        {"delta", 1e12, "delta: a whole number of milliseconds"},
        {"delta", 36'000'001, "delta: a whole number of milliseconds"},
        {"delta", 1500.5, "delta: a whole number of milliseconds"},
        {"delta", QJsonValue(), "delta: a whole number of milliseconds"},
        {"delta", 0, "an adjustment of no time changes nothing"},
        {"reason", QJsonValue(), "reason: a time adjustment needs a reason"},
        {"reason", "   ", "reason: a time adjustment needs a reason"},
        {"reason", 42, "reason: a time adjustment needs a reason"},
        {"confirmed", "yes", "confirmed: true or false"}};
    for (const auto& [key, value, says] : wrong) {
        const QJsonObject e = adjust({{key, value}}, key);
        EXPECT_TRUE(isError(e)) << key.toStdString();
        EXPECT_EQ(e.value("ref").toString(), key);
        EXPECT_NE(message(e).find(says), npos) << message(e);
        EXPECT_FALSE(e.contains("confirm"));
    }
    EXPECT_TRUE(snapshot() == before);
    const Millis white = clock(1).side(Side::White).main;
    EXPECT_TRUE(isAck(adjust({}, "add")));
    EXPECT_EQ(clock(1).side(Side::White).main, white + 60s);
    const Snapshot added = snapshot();
    const qint64 all = (white + 60s).count();
    const QJsonObject toZero = adjust({{"delta", -all}}, "zero");
    EXPECT_TRUE(isError(toZero));
    EXPECT_TRUE(toZero.value("confirm").toBool()) << "the page asks, and sends it confirmed";
    EXPECT_NE(message(toZero).find("confirm the adjustment"), npos) << message(toZero);
    EXPECT_TRUE(snapshot() == added);
    EXPECT_TRUE(isAck(adjust({{"delta", -all}, {"confirmed", true}}, "confirmed")));
    EXPECT_EQ(clock(1).side(Side::White).main, 0s);
}

// §9 unflag: needs a reason and a fallen flag; the clock then stands paused, the journal has the
// reason.
TEST_F(HallProtocolTest, RefereeUnflagNeedsAReasonAndAFallenFlag) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const QJsonObject unflag{{"type", "referee"}, {"pin", "2468"}, {"action", "unflag"}};
    const Snapshot before = snapshot();
    for (const QJsonValue& reason : {QJsonValue(), QJsonValue("  ")}) {
        QJsonObject m = unflag;
        if (!reason.isUndefined())
            m.insert("reason", reason);
        const QJsonObject e = ask(d, m, "u");
        EXPECT_NE(message(e).find("taking a flag back needs the referee's reason"), npos)
            << message(e);
    }
    QJsonObject withReason = unflag;
    withReason.insert("reason", "the clock was set wrongly");
    EXPECT_NE(message(ask(d, withReason, "u2")).find("no flag has fallen"), npos);
    EXPECT_TRUE(snapshot() == before);
    now += 2h;
    clocks.decideFlagNow(TableNo{1});
    ASSERT_EQ(clock(1).state(), clock::GameClock::State::Flagged);
    EXPECT_TRUE(isAck(ask(d, withReason, "u3")));
    EXPECT_EQ(clock(1).state(), clock::GameClock::State::Paused);
    EXPECT_EQ(clockEvents().back().reason, "the clock was set wrongly");
}

// §9 accept-result: enters the waiting result into the round and finishes the clock; refused
// when no result waits.
TEST_F(HallProtocolTest, RefereeAcceptResultEntersTheWaitingResult) {
    ASSERT_TRUE(setRefereePin(*file, "2468").done());
    HallPeer* d = join(1, "phone-1");
    ASSERT_TRUE(d);
    const QJsonObject accept{{"type", "referee"}, {"pin", "2468"}, {"action", "accept-result"}};
    const Snapshot before = snapshot();
    const QJsonObject none = ask(d, accept, "a0");
    EXPECT_TRUE(isError(none));
    EXPECT_NE(message(none).find("there is no result to confirm"), npos) << message(none);
    EXPECT_TRUE(snapshot() == before);
    ASSERT_TRUE(isAck(ask(d, {{"type", "result"}, {"result", "white-wins"}}, "r")));
    EXPECT_TRUE(isAck(ask(d, accept, "a1")));
    EXPECT_EQ(file->rounds().game(RoundNo{1}, TableNo{1})->result, GameResult::WhiteWins);
    EXPECT_EQ(clock(1).state(), clock::GameClock::State::Finished);
    EXPECT_FALSE(protocol->tables().link(TableNo{1}).result);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv); // timers; no display, no socket
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
