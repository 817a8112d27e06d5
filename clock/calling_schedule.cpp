#include "calling_schedule.h"

#include <algorithm>
#include <charconv>
#include <sstream>

namespace tengen::clock {

CallingSchedule defaultSchedule(Millis period) {
    CallingSchedule s;
    s.period = period;
    const long long p = period.count() / 1000;
    for (long long before : {30, 20, 10, 5, 2})
        if (p - before > 0)
            s.ordinary.push_back(
                {Millis((p - before) * 1000), {"sec:" + std::to_string(p - before)}});
    const long long countStart = p - 9; // "one" is said at P-9, "ten" at P
    for (long long before : {30, 20, 10})
        if (p - before > 0 && p - before < countStart)
            s.last.push_back({Millis((p - before) * 1000), {"sec:" + std::to_string(p - before)}});
    for (int n = 1; n <= 10; ++n)
        if (countStart + n - 1 > 0)
            s.last.push_back({Millis((countStart + n - 1) * 1000), {"count:" + std::to_string(n)}});
    return s;
}

std::vector<std::string> periodEndKeys(Millis period, int left) {
    if (period == Millis(60000))
        return {"min:1", "left_min:" + std::to_string(left)};
    if (period.count() % 60000 == 0) // 2-minute periods: "two minutes, two times left"
        return {"min:" + std::to_string(period.count() / 60000),
                "left_periods:" + std::to_string(left)};
    return {"sec:" + std::to_string(period.count() / 1000), "left_periods:" + std::to_string(left)};
}

std::vector<std::string> mainTimeEndKeys(Millis period, int periods) {
    std::vector<std::string> keys = periodEndKeys(period, periods);
    keys.front() = "byoyomi"; // instead of "one minute" or "thirty seconds": none is used yet
    return keys;
}

std::string formatSchedule(const CallingSchedule& s) {
    std::string out = "# Calls in byo-yomi: offsets in seconds from the start of each period.\n"
                      "# ordinary: periods with more to come; last: the last period.\n"
                      "period " +
                      std::to_string(s.period.count() / 1000) + "\n";
    for (const auto& [kind, list] :
         {std::pair{"ordinary", &s.ordinary}, std::pair{"last", &s.last}})
        for (const ScheduledPhrase& p : *list) {
            out += std::string(kind) + " " + std::to_string(p.offset.count() / 1000);
            for (const std::string& k : p.keys)
                out += " " + k;
            out += "\n";
        }
    return out;
}

bool isPhraseKey(std::string_view key) {
    if (key == "byoyomi")
        return true;
    const auto colon = key.find(':');
    if (colon == std::string_view::npos)
        return false;
    const std::string_view kind = key.substr(0, colon), number = key.substr(colon + 1);
    int n = 0;
    const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), n);
    if (ec != std::errc() || end != number.data() + number.size() || n < 1 || n > 999)
        return false;
    return kind == "sec" || kind == "min" || kind == "left_min" || kind == "left_periods" ||
           kind == "count" || kind == "table";
}

std::string ScheduleParse::error() const {
    if (problem.empty())
        return {};
    return line > 0 ? "line " + std::to_string(line) + ": " + problem.english() : problem.english();
}

ScheduleParse tryParseSchedule(std::string_view text) {
    CallingSchedule s;
    s.ordinary.clear();
    s.last.clear();
    bool havePeriod = false;
    std::istringstream in{std::string(text)};
    std::string line;
    int number = 0;
    auto fail = [&](const char* why, const std::string& arg = {}) {
        return ScheduleParse{std::nullopt, number, Problem{why, arg}};
    };
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        std::istringstream words(line);
        std::string word;
        if (!(words >> word) || word[0] == '#')
            continue;
        if (word == "period") {
            if (havePeriod)
                return fail(
                    QT_TRANSLATE_NOOP("tengen", "a second period line: a schedule has one"));
            long long seconds = 0;
            if (!(words >> seconds) || seconds < 1 || seconds > 999)
                return fail(QT_TRANSLATE_NOOP(
                    "tengen", "period needs a whole number of seconds from 1 to 999"));
            s.period = Millis(seconds * 1000);
            havePeriod = true;
            continue;
        }
        if (word != "ordinary" && word != "last")
            return fail(QT_TRANSLATE_NOOP("tengen", "'%1': a line is period, ordinary or last"),
                        word);
        const bool ordinary = word == "ordinary";
        if (!havePeriod)
            return fail(QT_TRANSLATE_NOOP("tengen", "the period comes first"));
        const long long periodSeconds = s.period.count() / 1000;
        long long offset = 0;
        if (!(words >> offset) || offset < 1 || offset > periodSeconds)
            return fail(
                QT_TRANSLATE_NOOP("tengen",
                                  "the offset must be whole seconds within the period (1 to %1)"),
                std::to_string(periodSeconds));
        if (ordinary && offset == periodSeconds)
            return fail(QT_TRANSLATE_NOOP(
                "tengen",
                "an ordinary period's end is called by itself: offsets below the period"));
        ScheduledPhrase p{Millis(offset * 1000), {}};
        while (words >> word) {
            if (!isPhraseKey(word))
                return fail(QT_TRANSLATE_NOOP("tengen", "'%1' is not a phrase key (sec:N, min:N, "
                                                        "left_min:N, left_periods:N, count:N)"),
                            word);
            p.keys.push_back(word);
        }
        if (p.keys.empty())
            return fail(QT_TRANSLATE_NOOP("tengen", "a call needs at least one phrase key"));
        (ordinary ? s.ordinary : s.last).push_back(p);
    }
    if (!havePeriod)
        return ScheduleParse{
            std::nullopt, 0,
            Problem{QT_TRANSLATE_NOOP("tengen", "the schedule has no period line"), {}}};
    for (auto* list : {&s.ordinary, &s.last})
        std::stable_sort(
            list->begin(), list->end(),
            [](const ScheduledPhrase& a, const ScheduledPhrase& b) { return a.offset < b.offset; });
    return {s, 0, {}};
}

std::optional<Language> tryParseLanguage(std::string_view code) {
    if (code == "zh" || code == "cmn" || code == "zh_CN")
        return Language::Chinese;
    if (code == "en")
        return Language::English;
    if (code == "ja")
        return Language::Japanese;
    if (code == "ko")
        return Language::Korean;
    return std::nullopt;
}

namespace {

// 1..99 in Chinese numerals, as spoken: 十, 二十五, 五十八.
std::string chineseNumber(int n) {
    static const char* digits[] = {"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
    if (n >= 100) // 一百, 一百零五, 一百二十
        return chineseNumber(n / 100) + "百" +
               (n % 100 == 0
                    ? ""
                    : (n % 100 < 10 ? "零" : (n % 100 < 20 ? "一" : "")) + chineseNumber(n % 100));
    if (n < 10)
        return digits[n];
    return std::string(n / 10 == 1 ? "" : digits[n / 10]) + "十" + digits[n % 10];
}

// The same in Japanese kanji as the Nihon Ki-in timekeeper reads them.
std::string japaneseNumber(int n) {
    return chineseNumber(n);
}

std::string koreanNative(int n) // 하나 ... 열, for the count
{
    static const char* words[] = {"",     "하나", "둘",   "셋",   "넷", "다섯",
                                  "여섯", "일곱", "여덟", "아홉", "열"};
    return n >= 1 && n <= 10 ? words[n] : std::to_string(n);
}

std::string englishCount(int n) {
    static const char* words[] = {"",    "one",   "two",   "three", "four", "five",
                                  "six", "seven", "eight", "nine",  "ten"};
    return n >= 1 && n <= 10 ? words[n] : std::to_string(n);
}

std::string word(const std::string& key, Language lang) {
    if (key == "byoyomi")
        switch (lang) {
        case Language::Chinese:
            return "开始读秒";
        case Language::English:
            return "byo-yomi";
        case Language::Japanese:
            return "秒読み";
        case Language::Korean:
            return "초읽기";
        }
    const auto colon = key.find(':');
    const std::string kind = key.substr(0, colon);
    int n = 0;
    std::from_chars(key.data() + colon + 1, key.data() + key.size(), n);
    switch (lang) {
    case Language::Chinese:
        if (kind == "sec")
            return chineseNumber(n) + "秒";
        if (kind == "min")
            return chineseNumber(n) + "分";
        if (kind == "left_min")
            return std::string("还剩") + (n == 2 ? "两" : chineseNumber(n)) + "分";
        if (kind == "left_periods")
            return std::string("还剩") + (n == 2 ? "两" : chineseNumber(n)) + "次";
        if (kind == "count")
            return chineseNumber(n);
        if (kind == "table")
            return chineseNumber(n) + "号台";
        break;
    case Language::English:
        if (kind == "sec")
            return std::to_string(n) + " seconds";
        if (kind == "min")
            return n == 1 ? "1 minute" : std::to_string(n) + " minutes";
        if (kind == "left_min")
            return n == 1 ? "1 minute left" : std::to_string(n) + " minutes left";
        if (kind == "left_periods")
            return n == 1 ? "1 period left" : std::to_string(n) + " periods left";
        if (kind == "count")
            return englishCount(n);
        if (kind == "table")
            return "table " + std::to_string(n);
        break;
    case Language::Japanese: // wording to be confirmed by a Japanese referee
        if (kind == "sec")
            return japaneseNumber(n) + "秒";
        if (kind == "min")
            return japaneseNumber(n) + "分";
        if (kind == "left_min")
            return "残り" + japaneseNumber(n) + "分";
        if (kind == "left_periods")
            return "残り" + japaneseNumber(n) + "回";
        if (kind == "count")
            return japaneseNumber(n);
        if (kind == "table")
            return japaneseNumber(n) + "番";
        break;
    case Language::Korean: // the last ten seconds in native numerals (하나 ... 열)
        if (kind == "sec")
            return std::to_string(n) + "초";
        if (kind == "min")
            return std::to_string(n) + "분";
        if (kind == "left_min")
            return std::to_string(n) + "분 남았습니다";
        if (kind == "left_periods")
            return std::to_string(n) + "회 남았습니다";
        if (kind == "count")
            return koreanNative(n);
        if (kind == "table")
            return std::to_string(n) + "번 테이블";
        break;
    }
    return key;
}

} // namespace

std::string phraseText(const std::vector<std::string>& keys, Language language) {
    const char* separator =
        language == Language::Chinese || language == Language::Japanese ? "，" : ", ";
    if (language == Language::Japanese)
        separator = "、";
    std::string text;
    for (const std::string& k : keys) {
        if (!text.empty())
            text += separator;
        text += word(k, language);
    }
    return text;
}

} // namespace tengen::clock
