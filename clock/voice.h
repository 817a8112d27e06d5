#pragma once
// What the speech synthesizer reads for each phrase key, per language, and the WAV clips it makes
// (docs/clocks.md §3). espeak-ng's Mandarin voice needs tone-numbered pinyin (its `cmn` voice
// reads Hanzi as English letters on Debian 12, and it does not apply the sandhi of 一), Japanese
// needs kana, Korean Hangul with the numbers written out. Standard library only.
#include "calling_schedule.h"
#include "game_clock.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tengen::clock {

// The espeak-ng voice for a language: cmn-latn-pinyin, en-us, ja, ko.
std::string_view espeakVoice(Language language);
// The synthesizer's input for one key: "sec:30" → "san1 shi2 miao3" (Mandarin), "thirty
// seconds", "さんじゅうびょう", "삼십초"; "min:1" → "yi4 fen1" (一 before a first tone).
std::string synthesisText(const std::string& key, Language language);
// A clip's file name for a key: "sec_30.wav" (voice packs use the same names).
std::string clipFileName(const std::string& key);
// Every key the calls of a hall can use: the schedule of the period, the ends of periods with up
// to `periods` left, the count, and the table prefixes 1..tables (0: none).
// With `schedule`, its calls instead of the default schedule's.
std::vector<std::string> callKeys(const Control& control, int tables,
                                  const CallingSchedule* schedule = nullptr);
// The keys among those only the end of the main time uses ("byoyomi" and the periods' count as
// it starts): a voice pack recorded before that call was made need not have them.
std::vector<std::string> optionalCallKeys(const Control& control);

// How urgent a call is for the speech queue: the flag's "ten" above the count above the rest.
enum class CallPriority { Seconds = 0, Count = 1, Flag = 2 };
CallPriority priorityOf(const std::vector<std::string>& keys);

// Mono or stereo 16-bit PCM audio.
struct Pcm16 {
    int rate = 22050;
    int channels = 1;
    std::vector<std::int16_t> samples; // interleaved
};
// Reads a RIFF/WAVE file with the plain PCM format tag and 16-bit samples; nullopt otherwise
// (`error` says why).
std::optional<Pcm16> readWav(const std::vector<unsigned char>& bytes, std::string* error);
std::vector<unsigned char> writeWav(const Pcm16& audio);
// Cuts the silence (below `threshold` of full scale) at both ends, keeping `keepMs` before the
// first sound (the onset stays crisp without a click).
Pcm16 trimSilence(const Pcm16& audio, double threshold = 0.005, int keepMs = 5);
// Scales the audio so that its loudest sample is `peak` of full scale (every clip at one level,
// none at full scale where a speaker clips); silence stays silence.
constexpr double kClipPeak = 0.5; // −6 dBFS
Pcm16 normalizePeak(const Pcm16& audio, double peak = kClipPeak);

} // namespace tengen::clock
