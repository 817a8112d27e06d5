// The hall scheduler with a fake steady clock: calls reach the speaker at their due time, presses
// and pauses move them, flags are signalled.
#include "clock/qt/clip_speaker.h"
#include "clock/qt/hall_scheduler.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <QCoreApplication>
#include <QSignalSpy>

#include <gtest/gtest.h>
#include <map>

using namespace tengen::clock;
using namespace std::chrono_literals;

namespace {
struct FakeTime {
    Millis now{0};
};
} // namespace

TEST(HallScheduler, CallsFallDueAcrossTablesAndAPressMovesThem) {
    FakeTime time;
    RecordingSpeaker speaker([&] { return time.now; });
    HallScheduler hall(
        *tryParseControl("byoyomi:main=0,period=60s,periods=3").control, 3,
        [&] { return time.now; }, &speaker);
    QSignalSpy flags(&hall, &HallScheduler::flagFell);
    ASSERT_TRUE(hall.startAll().empty());
    EXPECT_EQ(hall.nextDue(), 30000ms);
    time.now = 30000ms;
    hall.processDue();
    ASSERT_EQ(speaker.heard.size(), 3u);
    for (const auto& h : speaker.heard) {
        EXPECT_EQ(h.call.keys, std::vector<std::string>{"sec:30"});
        EXPECT_EQ(h.at, h.call.due); // with a fake clock, exactly on time
    }
    time.now = 35000ms;
    EXPECT_TRUE(hall.press(2).empty()); // Black at table 2 moves: White's turn starts at 35 s
    time.now = 180000ms;
    hall.processDue();
    ASSERT_EQ(flags.count(), 2); // tables 1 and 3: Black's three minutes are gone
    EXPECT_EQ(flags[0][0].toInt(), 1);
    EXPECT_EQ(flags[1][0].toInt(), 3);
    EXPECT_EQ(hall.clock(2).state(), GameClock::State::Running);
    EXPECT_EQ(hall.nextDue(), 35000ms + 150000ms); // White's 三十秒 in the last minute
    EXPECT_FALSE(hall.press(1).empty());           // a press after the flag is refused
}

TEST(HallScheduler, APauseOfTheHallHoldsEveryCall) {
    FakeTime time;
    RecordingSpeaker speaker([&] { return time.now; });
    HallScheduler hall(
        *tryParseControl("byoyomi:main=0,period=60s,periods=3").control, 2,
        [&] { return time.now; }, &speaker);
    hall.startAll();
    time.now = 50000ms;
    hall.processDue(); // 三十, 四十, 五十 秒 at both tables
    EXPECT_EQ(speaker.heard.size(), 6u);
    hall.pauseAll();
    time.now = 500000ms;
    hall.processDue();
    EXPECT_EQ(speaker.heard.size(), 6u);
    EXPECT_FALSE(hall.nextDue().has_value());
    hall.resumeAll();
    EXPECT_EQ(hall.nextDue(), 505000ms); // 五十五秒, five seconds of play after the resume
}

TEST(VoiceBank, EspeakRendersEveryChineseCallAsTrimmed16BitPcmInPinyin) {
    ASSERT_TRUE(VoiceBank::espeakAvailable())
        << "espeak-ng is not installed: scripts/install-deps installs it";
    QTemporaryDir cache;
    VoiceBank bank(Language::Chinese, cache.path());
    const Control c = *tryParseControl("byoyomi:main=0,period=60s,periods=3").control;
    std::vector<std::string> keys = callKeys(c, 12);
    for (const char* k : {"sec:20", "sec:25", "sec:28"}) // the event's own calls may use them
        keys.push_back(k);
    ASSERT_EQ(bank.prepare(keys), QString());
    EXPECT_FALSE(bank.render("nonsense", cache.filePath(QStringLiteral("x.wav"))).isEmpty())
        << "a key no call uses is never read aloud";
    for (const std::string& key : keys) {
        const QString path = bank.clipPath(key);
        ASSERT_FALSE(path.isEmpty()) << key;
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        std::string error;
        const auto audio = readWav(std::vector<unsigned char>(bytes.begin(), bytes.end()), &error);
        ASSERT_TRUE(audio) << key << ": " << error;
        const double seconds = double(audio->samples.size()) / audio->rate / audio->channels;
        // Trimmed: a number alone is short; the longest call (还剩两分) stays under 1.5 s, so
        // every call ends before the next is due (docs/clocks.md §3).
        EXPECT_GT(seconds, 0.1) << key;
        EXPECT_LT(seconds, 1.5) << key;
        // #29 point 15: every clip at one level, none at full scale (20, 25, 28 s clipped).
        int peak = 0;
        for (const std::int16_t v : audio->samples)
            peak = std::max(peak, std::abs(static_cast<int>(v)));
        EXPECT_NEAR(peak / 32767.0, kClipPeak, 0.01) << key;
        // espeak's phonemes must be Mandarin, never "(en)" letters (its cmn voice's fault).
        QProcess phonemes;
        phonemes.start(QStringLiteral("espeak-ng"),
                       {QStringLiteral("-v"), QStringLiteral("cmn-latn-pinyin"),
                        QStringLiteral("-q"), QStringLiteral("-x"),
                        QString::fromStdString(synthesisText(key, Language::Chinese))});
        ASSERT_TRUE(phonemes.waitForFinished(10000));
        EXPECT_FALSE(phonemes.readAllStandardOutput().contains("(en)")) << key;
    }
    // A recorded voice pack wins over the generated clip, key by key.
    QTemporaryDir pack;
    QFile::copy(bank.clipPath("count:1"), QDir(pack.path()).filePath(QStringLiteral("sec_30.wav")));
    const VoiceBank packed(Language::Chinese, cache.path(), pack.path());
    EXPECT_TRUE(packed.clipPath("sec:30").startsWith(pack.path()));
    EXPECT_TRUE(packed.clipPath("sec:40").startsWith(cache.path()));
}

namespace {
// A voice pack of short synthetic clips (a 1 kHz square wave), named as the keys are.
void writeClip(const QString& dir, const std::string& key, int ms) {
    Pcm16 a;
    a.rate = 22050;
    for (int i = 0; i < 22050 * ms / 1000; ++i)
        a.samples.push_back(static_cast<std::int16_t>((i / 11) % 2 ? 8000 : -8000));
    const std::vector<unsigned char> wav = writeWav(a);
    QFile f(QDir(dir).filePath(QString::fromStdString(clipFileName(key))));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(reinterpret_cast<const char*>(wav.data()), static_cast<qint64>(wav.size()));
}
} // namespace

TEST(ClipSpeaker, CallsAreSpokenOneAfterAnotherMostUrgentFirstWithTheTablePrefix) {
    QTemporaryDir pack, cache;
    for (const char* key : {"sec:50", "count:1", "count:10", "table:3", "table:7"})
        writeClip(pack.path(), key, 120);
    VoiceBank bank(Language::Chinese, cache.path(), pack.path());
    QElapsedTimer clock;
    clock.start();
    auto now = [&] { return Millis(clock.elapsed()); };
    ClipSpeaker speaker(bank, now);
    speaker.load({"sec:50", "count:1", "count:10", "table:3", "table:7"});
    speaker.setTablePrefix(true);
    // Table 7's seconds call starts at once; table 3's "ten" (the flag) and a count of table 7
    // arrive while it is spoken: the flag goes first.
    speaker.say({7, Side::Black, {"sec:50"}, now()});
    speaker.say({7, Side::White, {"count:1"}, now()});
    speaker.say({3, Side::Black, {"count:10"}, now()});
    QTRY_COMPARE_WITH_TIMEOUT(speaker.started().size(), std::size_t(6), 5000);
    std::vector<std::string> order;
    for (const auto& s : speaker.started())
        order.push_back(s.key);
    EXPECT_EQ(order, (std::vector<std::string>{"table:7", "sec:50", "table:3", "count:10",
                                               "table:7", "count:1"}));
    // Each clip waits for the one before it: 120 ms apart, never on top of each other.
    for (std::size_t i = 1; i < speaker.started().size(); ++i)
        EXPECT_GE(speaker.started()[i].at - speaker.started()[i - 1].at, Millis(115));
    // The first clip started within a few milliseconds of its due time.
    EXPECT_LT(speaker.started()[0].at - speaker.started()[0].due, Millis(20));
}

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

// The day's clock log (issue 13, point 13): every flag, pause, resume and game over is in the
// journal with the side it concerns; a press names the side that moved.
TEST(HallScheduler, TheJournalNamesTheSideOfEveryEventAndHoldsTheFlag) {
    FakeTime time;
    std::vector<std::pair<int, JournalEntry>> journal;
    HallScheduler hall(
        *tryParseControl("byoyomi:main=0,period=30s,periods=1").control, 2,
        [&] { return time.now; }, nullptr);
    hall.setJournal(
        [&](const auto& batch) { journal.insert(journal.end(), batch.begin(), batch.end()); });
    hall.startAll();
    time.now = 5000ms;
    hall.press(1); // Black moved at table 1: White to move there
    time.now = 6000ms;
    hall.pauseAll();
    time.now = 9000ms;
    hall.resumeAll();
    time.now = 50000ms; // 30 s each, 3 s paused: table 2 at 33 s, table 1 (from 5 s) at 38 s
    hall.processDue();
    EXPECT_TRUE(hall.act(1, JournalEntry{JournalKind::Finish, 0ms, Side::Black, {}, {}}).empty());
    std::vector<std::tuple<int, std::string, long long, std::optional<Side>>> seen;
    for (const auto& [table, e] : journal)
        if (e.kind != JournalKind::Checkpoint)
            seen.push_back({table, std::string(journalKindName(e.kind)), e.at.count(), e.side});
    const std::vector<std::tuple<int, std::string, long long, std::optional<Side>>> expected = {
        {1, "start", 0, Side::Black},     {2, "start", 0, Side::Black},
        {1, "press", 5000, Side::Black},  {1, "pause", 6000, Side::White},
        {2, "pause", 6000, Side::Black},  {1, "resume", 9000, Side::White},
        {2, "resume", 9000, Side::Black}, {1, "flag", 38000, Side::White},
        {2, "flag", 33000, Side::Black},  {1, "finish", 50000, std::nullopt},
    };
    EXPECT_EQ(seen, expected);
}

// #29 point 1: a checkpoint never vouches for a device table's time past the moment the hall
// last heard its device (a stalled network is not seen as offline): the press the stall held,
// arriving later with its own time, is placed there, not at the checkpoint.
TEST(HallScheduler, ACheckpointWaitsForWhatADeviceMayStillSend) {
    FakeTime time;
    std::vector<std::pair<int, JournalEntry>> journal;
    HallScheduler hall(
        *tryParseControl("byoyomi:main=10m,period=30s,periods=3").control, 2,
        [&] { return time.now; }, nullptr);
    hall.setJournal(
        [&](const auto& batch) { journal.insert(journal.end(), batch.begin(), batch.end()); });
    hall.startAll();
    hall.setDeviceFloor(1, 1000ms); // table 1's device last heard at 3 s, less 2 s
    time.now = 20000ms;
    hall.writeCheckpoints();
    std::map<int, long long> checkpoint;
    for (const auto& [table, e] : journal)
        if (e.kind == JournalKind::Checkpoint)
            checkpoint[table] = e.at.count();
    EXPECT_EQ(checkpoint[1], 1000);
    EXPECT_EQ(checkpoint[2], 20000);
    EXPECT_TRUE(hall.pressAt(1, 4000ms, "dev:x").empty());
    EXPECT_EQ(hall.clock(1).side(Side::Black).main, 10min - 4s) << "placed at its own 4 s";
}

// Issue 13, point 12: a game declared over stops both clocks; nothing runs on after it.
TEST(HallScheduler, GameOverStopsBothClocks) {
    FakeTime time;
    HallScheduler hall(
        *tryParseControl("byoyomi:main=10m,period=30s,periods=3").control, 1,
        [&] { return time.now; }, nullptr);
    QSignalSpy flags(&hall, &HallScheduler::flagFell);
    hall.startAll();
    time.now = 60s;
    hall.press(1); // White to move
    time.now = 70s;
    ASSERT_TRUE(hall.act(1, JournalEntry{JournalKind::Finish, 0ms, Side::Black, {}, {}}).empty());
    const SideState white = hall.clock(1).sideNow(Side::White, time.now);
    time.now = 2h;
    hall.processDue();
    EXPECT_EQ(hall.clock(1).sideNow(Side::White, time.now), white);
    EXPECT_EQ(white.main, 10min - 10s);
    EXPECT_EQ(hall.clock(1).sideNow(Side::Black, time.now).main, 9min);
    EXPECT_EQ(flags.count(), 0);
    EXPECT_FALSE(hall.nextDue().has_value());
    hall.pauseAll();
    hall.resumeAll(); // "pause all" and "resume all" leave a finished game alone
    time.now = 3h;
    EXPECT_EQ(hall.clock(1).state(), GameClock::State::Finished);
    EXPECT_EQ(hall.clock(1).sideNow(Side::White, time.now), white);
}

// Issue 13, point 14: when the main time runs out the referee says that byo-yomi begins.
TEST(HallScheduler, TheEndOfTheMainTimeIsCalled) {
    FakeTime time;
    RecordingSpeaker speaker([&] { return time.now; });
    HallScheduler hall(
        *tryParseControl("byoyomi:main=1m,period=30s,periods=3").control, 1,
        [&] { return time.now; }, &speaker);
    hall.startAll();
    time.now = 60s;
    hall.processDue();
    ASSERT_EQ(speaker.heard.size(), 1u);
    EXPECT_EQ(speaker.heard[0].call.keys, (std::vector<std::string>{"byoyomi", "left_periods:3"}));
    EXPECT_EQ(phraseText(speaker.heard[0].call.keys, Language::Chinese), "开始读秒，还剩三次");
    EXPECT_EQ(phraseText(mainTimeEndKeys(60s, 2), Language::Chinese), "开始读秒，还剩两分");
    EXPECT_EQ(speaker.heard[0].call.due, 60s);
    EXPECT_TRUE(isPhraseKey("byoyomi"));
    const auto keys = callKeys(*tryParseControl("byoyomi:main=1m,period=30s,periods=3").control, 0);
    EXPECT_NE(std::find(keys.begin(), keys.end(), "byoyomi"), keys.end());
    EXPECT_NE(std::find(keys.begin(), keys.end(), "left_periods:3"), keys.end());
}
