#pragma once
// What the referee (or the speaker) calls during byo-yomi, as data: for a period length, the
// offsets from the period's start and the phrase keys said there; ordinary periods and the last
// period differ. Keys are language-neutral ("sec:30", "min:1", "left_min:2", "left_periods:2",
// "count:7"); phraseText() words them. The Chinese 60-second schedule is exact per the rules
// (the Chinese rules, 第十二条; docs/clocks.md §2); shorter periods follow the same principle
// (docs/clocks.md §2).
#include "base/problem.h"
#include "control.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tengen::clock {

struct ScheduledPhrase {
    Millis offset;                 // from the period's start
    std::vector<std::string> keys; // said together, in order
};

struct CallingSchedule {
    Millis period{60000};
    std::vector<ScheduledPhrase>
        ordinary;                      // periods with more after them (the end is added per period)
    std::vector<ScheduledPhrase> last; // the last period; its count ends with the flag
};

// The default schedule for a period of any length: ordinary periods at P-30, P-20, P-10, P-5 and
// P-2 seconds (those above 0), each said as the seconds elapsed; the last period at P-30, P-20 and
// P-10 (before the count) and then counted one to ten at P-9 ... P.
CallingSchedule defaultSchedule(Millis period);
// The keys said when an ordinary period ends with `left` periods still to come:
// 60 s: "min:1", "left_min:k"; other lengths: "sec:P", "left_periods:k".
std::vector<std::string> periodEndKeys(Millis period, int left);
// The keys said when the main time runs out and byo-yomi begins with `periods` periods:
// "byoyomi" and the periods as the period ends word them ("开始读秒，还剩三分").
std::vector<std::string> mainTimeEndKeys(Millis period, int periods);

// A schedule as text an organiser can edit per event (one call per line, offsets in seconds from
// the period's start, several keys said together):
//   period 60
//   ordinary 30 sec:30
//   last 51 count:1
// Lines starting with '#' are comments. The calls at the end of an ordinary period (periodEndKeys)
// are not part of the text.
std::string formatSchedule(const CallingSchedule& s);
struct ScheduleParse {
    std::optional<CallingSchedule> schedule;
    int line = 0;              // where the problem is (0: the whole text)
    Problem problem;           // translatable (context "tengen")
    std::string error() const; // "line 4: ..." in English
};
ScheduleParse tryParseSchedule(std::string_view text);
// True for the keys phraseText words: sec:N, min:N, left_min:N, left_periods:N, count:N,
// table:N with N from 1 to 999, and "byoyomi" (the main time is over).
bool isPhraseKey(std::string_view key);

enum class Language { Chinese, English, Japanese, Korean };
std::optional<Language> tryParseLanguage(std::string_view code); // zh, en, ja, ko
// Every language of the calls with the code tryParseLanguage reads.
inline constexpr std::array<std::pair<std::string_view, Language>, 4> kCallLanguages{
    {{"zh", Language::Chinese},
     {"en", Language::English},
     {"ja", Language::Japanese},
     {"ko", Language::Korean}}};
// The words of keys said together ("一分，还剩两分", "1 minute, 2 minutes left"). A "table:12" key
// first names the table for a hall with one speaker ("十二号台，三十秒").
std::string phraseText(const std::vector<std::string>& keys, Language language);

} // namespace tengen::clock
