// What the synthesizer reads for each call, the speech queue's order and stale calls, and the
// WAV handling the clips need (16-bit plain PCM, silence trimmed). Standard library only.
#include "clock/speech_queue.h"

#include <gtest/gtest.h>

using namespace tengen::clock;
using namespace std::chrono_literals;

TEST(Voice, MandarinIsToneNumberedPinyinWithTheSandhiOfYi) {
    const Language zh = Language::Chinese;
    EXPECT_EQ(synthesisText("sec:30", zh), "san1 shi2 miao3");
    EXPECT_EQ(synthesisText("sec:58", zh), "wu3 shi2 ba1 miao3");
    EXPECT_EQ(synthesisText("min:1", zh), "yi4 fen1"); // 一 before a first tone
    EXPECT_EQ(synthesisText("left_min:2", zh), "hai2 sheng4 liang3 fen1");
    EXPECT_EQ(synthesisText("left_periods:1", zh), "hai2 sheng4 yi2 ci4"); // before a fourth
    EXPECT_EQ(synthesisText("count:1", zh), "yi1");                        // counted alone
    EXPECT_EQ(synthesisText("count:10", zh), "shi2");
    EXPECT_EQ(synthesisText("sec:11", zh), "shi2 yi1 miao3");
    EXPECT_EQ(synthesisText("table:12", zh), "shi2 er4 hao4 tai2");
    EXPECT_EQ(synthesisText("table:105", zh), "yi4 bai3 ling2 wu3 hao4 tai2");
    EXPECT_EQ(espeakVoice(zh), "cmn-latn-pinyin");
}

TEST(Voice, JapaneseIsKanaAndKoreanCountsInNativeNumerals) {
    EXPECT_EQ(synthesisText("sec:30", Language::Japanese), "さんじゅうびょう");
    EXPECT_EQ(synthesisText("min:1", Language::Japanese), "いっぷん");
    EXPECT_EQ(synthesisText("left_min:6", Language::Japanese), "のこりろっぷん");
    EXPECT_EQ(synthesisText("left_periods:3", Language::Japanese), "のこりさんかい");
    EXPECT_EQ(synthesisText("sec:58", Language::Korean), "오십팔초");
    EXPECT_EQ(synthesisText("count:1", Language::Korean), "하나");
    EXPECT_EQ(synthesisText("count:10", Language::Korean), "열");
    EXPECT_EQ(synthesisText("sec:40", Language::English), "40 seconds");
    EXPECT_EQ(clipFileName("left_min:2"), "left_min_2.wav");
}

TEST(Voice, EveryKeyAHallCanCallIsListedForRendering) {
    const Control c = *tryParseControl("byoyomi:main=60m,period=60s,periods=3").control;
    const std::vector<std::string> keys = callKeys(c, 2);
    for (const char* k :
         {"sec:30", "sec:40", "sec:50", "sec:55", "sec:58", "count:1", "count:10", "min:1",
          "left_min:2", "left_min:1", "table:1", "table:2", "byoyomi", "left_min:3"})
        EXPECT_NE(std::find(keys.begin(), keys.end(), k), keys.end()) << k;
    // 5 seconds calls, 10 counts, 3 period ends, 2 tables, the end of the main time ("byoyomi",
    // "left_min:3")
    EXPECT_EQ(keys.size(), 22u);
}

TEST(SpeechQueue, TheFlagGoesBeforeTheCountAndTheCountBeforeTheSeconds) {
    SpeechQueue q;
    q.push({1, {"sec:50"}, 50000ms, priorityOf({"sec:50"})});
    q.push({2, {"count:3"}, 50100ms, priorityOf({"count:3"})});
    q.push({3, {"count:10"}, 50200ms, priorityOf({"count:10"})});
    q.push({4, {"sec:40"}, 40000ms + 9000ms, priorityOf({"sec:40"})});
    EXPECT_EQ(q.next(50300ms)->table, 3);
    EXPECT_EQ(q.next(50300ms)->table, 2);
    EXPECT_EQ(q.next(50300ms)->table, 4); // the earlier seconds call first
    EXPECT_EQ(q.next(50300ms)->table, 1);
    EXPECT_FALSE(q.next(50300ms));
}

TEST(SpeechQueue, StaleCallsAreDroppedNotSpokenLate) {
    SpeechQueue q;
    q.push({1, {"count:4"}, 10000ms, CallPriority::Count});
    q.push({2, {"sec:30"}, 10000ms, CallPriority::Seconds});
    // 0.7 s after its due time a count still goes out; a moment later it would clash with the
    // next number and is dropped, while the seconds call may still be said.
    EXPECT_EQ(q.next(10700ms)->table, 1);
    q.push({3, {"count:5"}, 11000ms, CallPriority::Count});
    EXPECT_EQ(q.next(11701ms)->table, 2);
    EXPECT_EQ(q.dropped(), 1);
    EXPECT_TRUE(q.empty());
}

namespace {
Pcm16 tone(int silenceBefore, int sound, int silenceAfter) {
    Pcm16 a;
    a.rate = 1000;
    a.samples.assign(silenceBefore, 3);
    for (int i = 0; i < sound; ++i)
        a.samples.push_back(static_cast<std::int16_t>(i % 2 ? 12000 : -12000));
    a.samples.insert(a.samples.end(), silenceAfter, -5);
    return a;
}
} // namespace

TEST(Wav, SilenceIsTrimmedAtBothEndsAndTheFileIsPlain16BitPcm) {
    const Pcm16 trimmed = trimSilence(tone(300, 200, 400), 0.005, 5);
    EXPECT_EQ(trimmed.samples.size(), 210u); // 5 ms kept on each side at 1 kHz
    const std::vector<unsigned char> wav = writeWav(trimmed);
    EXPECT_EQ(wav.size(), 44u + 420u);
    std::string error;
    const auto back = readWav(wav, &error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->rate, 1000);
    EXPECT_EQ(back->samples, trimmed.samples);
    std::vector<unsigned char> floatWav = wav;
    floatWav[20] = 3; // IEEE float format tag: QSoundEffect in Qt 6.4 cannot play it
    EXPECT_FALSE(readWav(floatWav, &error));
    EXPECT_EQ(error, "not the plain PCM format tag (extensible or float WAV)");
    EXPECT_FALSE(readWav({'R', 'I', 'F', 'F'}, &error));
}
