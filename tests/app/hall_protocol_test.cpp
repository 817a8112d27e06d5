// The hall's protocol without a socket (#31): the messages a table device sends, handed to
// HallProtocol as the network would hand them, and what it sends back, closes and writes into the
// tournament file. The desk's clock is injected; nothing here waits on a network or the wall
// clock.
#undef QT_NO_CAST_FROM_ASCII // the messages' keys and values are plain ASCII literals here
#include "actions/clock_hall.h"
#include "actions/hall_session.h"
#include "actions/rounds.h"
#include "actions/tournament.h"
#include "hall/hall_protocol.h"
#include "store/tournament_file.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <map>
#include <memory>

using namespace tengen;
using namespace std::chrono_literals;
using clock::Millis;
using clock::Side;

namespace {

// The network as the protocol sees it: what went to each peer, and the peers it closed.
struct Network : HallLink {
    void send(HallPeer& peer, const QString& text) override {
        sent[&peer].push_back(QJsonDocument::fromJson(text.toUtf8()).object());
    }
    void close(HallPeer& peer, QWebSocketProtocol::CloseCode, const QString& why) override {
        closed[&peer] = why;
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
    std::map<HallPeer*, std::vector<QJsonObject>> sent;
    std::map<HallPeer*, QString> closed;
    HallProtocol* protocol = nullptr;
};

QString json(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

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
        protocol = std::make_unique<HallProtocol>(&clocks, &network);
        network.protocol = protocol.get();
    }
    HallPeer* connect(const QString& address = "192.0.2.7") {
        peers.push_back(std::make_unique<HallPeer>());
        HallPeer* p = peers.back().get();
        p->address = address;
        p->label = address + ":5000";
        protocol->attach(p);
        return p;
    }
    void say(HallPeer* p, const QJsonObject& m) { protocol->receive({{p, json(m)}}); }
    QJsonObject hello(HallPeer* p, const QString& code, const QString& device) {
        say(p, {{"type", "hello"}, {"code", code}, {"device", device}, {"lang", "en"}});
        return network.last(*p, "welcome");
    }
    // The answer to the message `id` (an ack or an error).
    QJsonObject answer(HallPeer* p, const QString& id) {
        for (const QJsonObject& m : network.sent[p])
            if (m.value("id").toString() == id || m.value("ref").toString() == id)
                if (m.value("type") == "ack" || m.value("type") == "error")
                    return m;
        return {};
    }
    QString toMove(int table) const {
        return clocks.scheduler()->clock(table).toMove() == Side::Black ? "B" : "W";
    }

    QTemporaryDir dir;
    std::unique_ptr<store::TournamentFile> file;
    Millis now{1'000'000};
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

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv); // timers; no display, no socket
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
