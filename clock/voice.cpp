#include "voice.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace tengen::clock {

std::string_view espeakVoice(Language language) {
    switch (language) {
    case Language::Chinese:
        return "cmn-latn-pinyin";
    case Language::English:
        return "en-us";
    case Language::Japanese:
        return "ja";
    case Language::Korean:
        return "ko";
    }
    return "en-us";
}

namespace {

std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (const std::string& p : parts)
        out += (out.empty() ? "" : " ") + p;
    return out;
}

// 1..999 as pinyin syllables with tones, as spoken: 二十五 er4 shi2 wu3, 一百零五.
std::vector<std::string> pinyinNumber(int n) {
    static const char* digits[] = {"ling2", "yi1",  "er4", "san1", "si4",
                                   "wu3",   "liu4", "qi1", "ba1",  "jiu3"};
    std::vector<std::string> out;
    if (n >= 100) {
        out = {n / 100 == 1 ? "yi4" : (n / 100 == 2 ? "liang3" : digits[n / 100]), "bai3"};
        const int rest = n % 100;
        if (rest == 0)
            return out;
        if (rest < 10)
            out.push_back("ling2");
        else if (rest < 20)
            out.push_back("yi1");
        for (const std::string& s : pinyinNumber(rest))
            out.push_back(s);
        return out;
    }
    if (n < 10)
        return {digits[n]};
    if (n / 10 > 1)
        out.push_back(digits[n / 10]);
    out.push_back("shi2");
    if (n % 10)
        out.push_back(digits[n % 10]);
    return out;
}

// 一 alone before a measure word changes tone: yi4 before tones 1-3, yi2 before a fourth.
std::vector<std::string> withMeasure(std::vector<std::string> number, const std::string& measure) {
    if (number.size() == 1 && number[0] == "yi1")
        number[0] = measure.back() == '4' ? "yi2" : "yi4";
    number.push_back(measure);
    return number;
}

std::string kanaNumber(int n) {
    static const char* digits[] = {"",   "いち", "に",   "さん", "よん",
                                   "ご", "ろく", "なな", "はち", "きゅう"};
    std::string out;
    if (n >= 100) {
        static const char* hundreds[] = {"",           "ひゃく",      "にひゃく",   "さんびゃく",
                                         "よんひゃく", "ごひゃく",    "ろっぴゃく", "ななひゃく",
                                         "はっぴゃく", "きゅうひゃく"};
        out = hundreds[n / 100];
        n %= 100;
    }
    if (n >= 10) {
        out += std::string(n / 10 == 1 ? "" : digits[n / 10]) + "じゅう";
        n %= 10;
    }
    return out + digits[n];
}

// 分 and 回 after 1, 6, 8, 10 (and 100) take a small tsu: いっぷん, ろっかい, じゅういっぷん.
std::string kanaCounter(int n, const char* plain, const char* geminated, const char* afterN) {
    const std::string base = kanaNumber(n);
    if (n % 10 == 1) // ...いち → ...いっ
        return base.substr(0, base.size() - std::strlen("いち")) + "いっ" + geminated;
    if (n % 100 == 0) // ひゃく → ひゃっ
        return base.substr(0, base.size() - std::strlen("く")) + "っ" + geminated;
    if (n % 10 == 6)
        return base.substr(0, base.size() - std::strlen("く")) + "っ" + geminated;
    if (n % 10 == 8)
        return base.substr(0, base.size() - std::strlen("ち")) + "っ" + geminated;
    if (n % 10 == 0)
        return base.substr(0, base.size() - std::strlen("じゅう")) + "じゅっ" + geminated;
    if (n % 10 == 3 || n % 10 == 4)
        return base + afterN;
    return base + plain;
}

std::string hangulNumber(int n) { // Sino-Korean: 삼십, 오십팔, 백이십
    static const char* digits[] = {"", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"};
    std::string out;
    if (n >= 100) {
        out += std::string(n / 100 == 1 ? "" : digits[n / 100]) + "백";
        n %= 100;
    }
    if (n >= 10) {
        out += std::string(n / 10 == 1 ? "" : digits[n / 10]) + "십";
        n %= 10;
    }
    return out + digits[n];
}

std::string nativeKorean(int n) {
    static const char* words[] = {"",     "하나", "둘",   "셋",   "넷", "다섯",
                                  "여섯", "일곱", "여덟", "아홉", "열"};
    return n >= 1 && n <= 10 ? words[n] : hangulNumber(n);
}

} // namespace

std::string synthesisText(const std::string& key, Language language) {
    if (key == "byoyomi")
        switch (language) {
        case Language::Chinese:
            return "kai1 shi3 du2 miao3";
        case Language::Japanese:
            return "びょうよみ";
        case Language::English:
        case Language::Korean:
            return phraseText({key}, language);
        }
    const auto colon = key.find(':');
    const std::string kind = key.substr(0, colon);
    int n = 0;
    if (colon != std::string::npos)
        std::from_chars(key.data() + colon + 1, key.data() + key.size(), n);
    if (n < 1 || n > 999) // the number words cover 1..999 (isPhraseKey)
        return key;
    switch (language) {
    case Language::Chinese: {
        const std::vector<std::string> number =
            n == 2 && (kind == "left_min" || kind == "left_periods")
                ? std::vector<std::string>{"liang3"}
                : pinyinNumber(n);
        if (kind == "sec")
            return join(withMeasure(number, "miao3"));
        if (kind == "min")
            return join(withMeasure(n == 2 ? std::vector<std::string>{"liang3"} : number, "fen1"));
        if (kind == "left_min")
            return "hai2 sheng4 " + join(withMeasure(number, "fen1"));
        if (kind == "left_periods")
            return "hai2 sheng4 " + join(withMeasure(number, "ci4"));
        if (kind == "count")
            return join(number);
        if (kind == "table")
            return join(number) + " hao4 tai2";
        break;
    }
    case Language::English:
        return phraseText({key}, language);
    case Language::Japanese:
        if (kind == "sec")
            return kanaNumber(n) + "びょう";
        if (kind == "min")
            return kanaCounter(n, "ふん", "ぷん", "ぷん");
        if (kind == "left_min")
            return "のこり" + kanaCounter(n, "ふん", "ぷん", "ぷん");
        if (kind == "left_periods")
            return "のこり" + kanaCounter(n, "かい", "かい", "かい");
        if (kind == "count")
            return kanaNumber(n);
        if (kind == "table")
            return kanaNumber(n) + "ばん";
        break;
    case Language::Korean:
        if (kind == "sec")
            return hangulNumber(n) + "초";
        if (kind == "min")
            return hangulNumber(n) + "분";
        if (kind == "left_min")
            return hangulNumber(n) + "분 남았습니다";
        if (kind == "left_periods")
            return hangulNumber(n) + "회 남았습니다";
        if (kind == "count")
            return nativeKorean(n);
        if (kind == "table")
            return hangulNumber(n) + "번 테이블";
        break;
    }
    return phraseText({key}, language);
}

std::string clipFileName(const std::string& key) {
    std::string name = key;
    std::replace(name.begin(), name.end(), ':', '_');
    return name + ".wav";
}

std::vector<std::string> callKeys(const Control& control, int tables,
                                  const CallingSchedule* schedule) {
    std::vector<std::string> keys;
    auto add = [&](const std::string& k) {
        if (std::find(keys.begin(), keys.end(), k) == keys.end())
            keys.push_back(k);
    };
    if (control.system == System::ByoYomi) {
        const CallingSchedule s = schedule ? *schedule : defaultSchedule(control.period);
        for (const auto* list : {&s.ordinary, &s.last})
            for (const ScheduledPhrase& p : *list)
                for (const std::string& k : p.keys)
                    add(k);
        for (int left = 1; left < control.periods; ++left)
            for (const std::string& k : periodEndKeys(control.period, left))
                add(k);
        if (control.main > Millis(0))
            for (const std::string& k : mainTimeEndKeys(control.period, control.periods))
                add(k);
    }
    for (int t = 1; t <= tables; ++t)
        add("table:" + std::to_string(t));
    return keys;
}

std::vector<std::string> optionalCallKeys(const Control& control) {
    std::vector<std::string> optional;
    if (control.system != System::ByoYomi || control.main == Millis(0))
        return optional;
    std::vector<std::string> others;
    for (int left = 1; left < control.periods; ++left)
        for (const std::string& k : periodEndKeys(control.period, left))
            others.push_back(k);
    for (const std::string& k : mainTimeEndKeys(control.period, control.periods))
        if (std::find(others.begin(), others.end(), k) == others.end())
            optional.push_back(k);
    return optional;
}

CallPriority priorityOf(const std::vector<std::string>& keys) {
    CallPriority p = CallPriority::Seconds;
    for (const std::string& k : keys) {
        if (k == "count:10")
            return CallPriority::Flag;
        if (k.rfind("count:", 0) == 0)
            p = CallPriority::Count;
    }
    return p;
}

namespace {
std::uint32_t le32(const unsigned char* p) {
    return p[0] | (p[1] << 8) | (p[2] << 16) | (static_cast<std::uint32_t>(p[3]) << 24);
}
std::uint16_t le16(const unsigned char* p) {
    return static_cast<std::uint16_t>(p[0] | (p[1] << 8));
}
void put32(std::vector<unsigned char>& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<unsigned char>(v >> (8 * i)));
}
void put16(std::vector<unsigned char>& out, std::uint16_t v) {
    out.push_back(static_cast<unsigned char>(v));
    out.push_back(static_cast<unsigned char>(v >> 8));
}
} // namespace

std::optional<Pcm16> readWav(const std::vector<unsigned char>& b, std::string* error) {
    auto fail = [&](const char* why) -> std::optional<Pcm16> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (b.size() < 12 || std::memcmp(b.data(), "RIFF", 4) != 0 ||
        std::memcmp(b.data() + 8, "WAVE", 4) != 0)
        return fail("not a RIFF/WAVE file");
    Pcm16 out;
    bool format = false;
    std::size_t at = 12;
    while (at + 8 <= b.size()) {
        const std::uint32_t size = le32(b.data() + at + 4);
        const unsigned char* body = b.data() + at + 8;
        // espeak-ng writing to a pipe leaves the sizes at 0x7fffffff: read what is there.
        const std::size_t avail = std::min<std::size_t>(size, b.size() - at - 8);
        if (std::memcmp(b.data() + at, "fmt ", 4) == 0) {
            if (avail < 16)
                return fail("the fmt chunk is too short");
            if (le16(body) != 1)
                return fail("not the plain PCM format tag (extensible or float WAV)");
            out.channels = le16(body + 2);
            out.rate = static_cast<int>(le32(body + 4));
            if (le16(body + 14) != 16)
                return fail("not 16-bit samples");
            if (out.channels < 1 || out.channels > 2)
                return fail("not mono or stereo");
            format = true;
        } else if (std::memcmp(b.data() + at, "data", 4) == 0) {
            if (!format)
                return fail("data before the fmt chunk");
            out.samples.resize(avail / 2);
            for (std::size_t i = 0; i < out.samples.size(); ++i)
                out.samples[i] = static_cast<std::int16_t>(le16(body + 2 * i));
            return out;
        }
        at += 8 + avail + (avail % 2);
    }
    return fail("no data chunk");
}

std::vector<unsigned char> writeWav(const Pcm16& a) {
    std::vector<unsigned char> out;
    const std::uint32_t bytes = static_cast<std::uint32_t>(a.samples.size() * 2);
    out.insert(out.end(), {'R', 'I', 'F', 'F'});
    put32(out, 36 + bytes);
    out.insert(out.end(), {'W', 'A', 'V', 'E', 'f', 'm', 't', ' '});
    put32(out, 16);
    put16(out, 1); // plain PCM: what QSoundEffect in Qt 6.4 reads
    put16(out, static_cast<std::uint16_t>(a.channels));
    put32(out, static_cast<std::uint32_t>(a.rate));
    put32(out, static_cast<std::uint32_t>(a.rate * a.channels * 2));
    put16(out, static_cast<std::uint16_t>(a.channels * 2));
    put16(out, 16);
    out.insert(out.end(), {'d', 'a', 't', 'a'});
    put32(out, bytes);
    for (std::int16_t s : a.samples)
        put16(out, static_cast<std::uint16_t>(s));
    return out;
}

Pcm16 trimSilence(const Pcm16& a, double threshold, int keepMs) {
    const int limit = static_cast<int>(threshold * 32767);
    const std::size_t frames = a.samples.size() / a.channels;
    auto loud = [&](std::size_t frame) {
        for (int c = 0; c < a.channels; ++c)
            if (std::abs(a.samples[frame * a.channels + c]) > limit)
                return true;
        return false;
    };
    std::size_t first = 0, last = frames;
    while (first < frames && !loud(first))
        ++first;
    while (last > first && !loud(last - 1))
        --last;
    const std::size_t keep = static_cast<std::size_t>(a.rate) * keepMs / 1000;
    first = first > keep ? first - keep : 0;
    last = std::min(frames, last + keep);
    Pcm16 out{a.rate, a.channels, {}};
    out.samples.assign(a.samples.begin() + first * a.channels,
                       a.samples.begin() + last * a.channels);
    return out;
}

Pcm16 normalizePeak(const Pcm16& a, double peak) {
    int loudest = 0;
    for (const std::int16_t v : a.samples)
        loudest = std::max(loudest, std::abs(static_cast<int>(v)));
    if (loudest == 0)
        return a;
    const double gain = peak * 32767.0 / loudest;
    Pcm16 out{a.rate, a.channels, {}};
    out.samples.reserve(a.samples.size());
    for (const std::int16_t v : a.samples)
        out.samples.push_back(static_cast<std::int16_t>(
            std::clamp(std::lround(v * gain), -32767L, 32767L)));
    return out;
}

} // namespace tengen::clock
