#include "romanise.h"

#include <cctype>

#include <unicode/coll.h>
#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>

#include <array>
#include <memory>
#include <mutex>
#include <string_view>

namespace tengen {

namespace {

icu::UnicodeString u(const std::string& s) {
    return icu::UnicodeString::fromUTF8(s);
}
std::string utf8(const icu::UnicodeString& s) {
    std::string out;
    s.toUTF8String(out);
    return out;
}

// ICU's transliterators are not thread-safe to share: one set per thread.
struct Transliterators {
    std::unique_ptr<icu::Transliterator> surname, han, hangul, kana;
    Transliterators() {
        auto make = [](const char* id) {
            UErrorCode error = U_ZERO_ERROR;
            std::unique_ptr<icu::Transliterator> t(icu::Transliterator::createInstance(
                icu::UnicodeString::fromUTF8(id), UTRANS_FORWARD, error));
            return U_SUCCESS(error) ? std::move(t) : nullptr;
        };
        surname = make("Han-Latin/Names; Latin-ASCII");
        han = make("Han-Latin; Latin-ASCII");
        hangul = make("Hangul-Latin; Latin-ASCII");
        kana = make("Katakana-Hiragana; Hiragana-Latin; Latin-ASCII");
    }
};
Transliterators& transliterators() {
    thread_local Transliterators t;
    return t;
}

std::string run(icu::Transliterator* t, const std::string& text) {
    if (!t)
        return text;
    icu::UnicodeString s = u(text);
    t->transliterate(s);
    return utf8(s);
}

// The scripts of a name: Han and kana together are Japanese; Latin and digits are neutral.
struct Scripts {
    bool han = false, hangul = false, kana = false, other = false, latin = false;
};
Scripts scriptsOf(const std::string& text) {
    Scripts s;
    const icu::UnicodeString t = u(text);
    for (int32_t i = 0; i < t.length();) {
        const UChar32 c = t.char32At(i);
        i += U16_LENGTH(c);
        if (!u_isalpha(c))
            continue;
        UErrorCode error = U_ZERO_ERROR;
        switch (uscript_getScript(c, &error)) {
        case USCRIPT_HAN:
            s.han = true;
            break;
        case USCRIPT_HANGUL:
            s.hangul = true;
            break;
        case USCRIPT_HIRAGANA:
        case USCRIPT_KATAKANA:
            s.kana = true;
            break;
        case USCRIPT_LATIN:
            s.latin = true;
            break;
        case USCRIPT_COMMON: // the katakana long vowel mark ー, the middle dot ・
        case USCRIPT_INHERITED:
            break;
        default:
            s.other = true;
        }
    }
    return s;
}

// "zhang" → "Zhang"; "xiao ming" → "Xiaoming" (a name's syllables are one word).
std::string word(std::string s, bool joinSyllables) {
    std::string out;
    bool start = true;
    for (char c : s) {
        if (c == ' ' || c == '\t') {
            if (!joinSyllables && !out.empty() && out.back() != ' ')
                out += ' ';
            start = !joinSyllables;
            continue;
        }
        if (c == '\'' && joinSyllables) // Han-Latin's syllable mark (xi'an)
            continue;
        out += start && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
        start = false;
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

// Hepburn as Japanese players write their names: no long vowels (Yuuta → Yuta, Satou → Sato).
// A vowel after the pair starts a new syllable with the う: いのうえ is Inoue, not Inoe.
std::string shortVowels(std::string s) {
    const auto vowel = [&](size_t at) {
        return at < s.size() && std::string_view("aeiou").find(s[at]) != std::string_view::npos;
    };
    for (const auto& [from, to] : std::array<std::pair<std::string_view, std::string_view>, 3>{
             {{"ou", "o"}, {"uu", "u"}, {"oo", "o"}}})
        for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at)) {
            if (vowel(at + from.size())) {
                ++at;
                continue;
            }
            s.replace(at, from.size(), to);
        }
    return s;
}

// The spellings Korean players (and the Korea Baduk Association's lists) use for the common
// family names, where the Revised Romanization reads 김 as "gim".
std::string koreanFamily(const std::string& hangul) {
    static const std::array<std::pair<std::string_view, std::string_view>, 24> kKnown = {{
        {"김", "Kim"},   {"이", "Lee"},  {"박", "Park"}, {"최", "Choi"}, {"정", "Jeong"},
        {"강", "Kang"},  {"조", "Cho"},  {"윤", "Yun"},  {"장", "Jang"}, {"임", "Lim"},
        {"한", "Han"},   {"오", "Oh"},   {"서", "Seo"},  {"신", "Shin"}, {"권", "Kwon"},
        {"황", "Hwang"}, {"안", "Ahn"},  {"송", "Song"}, {"류", "Ryu"},  {"유", "Yoo"},
        {"홍", "Hong"},  {"전", "Jeon"}, {"고", "Ko"},   {"문", "Moon"},
    }};
    for (const auto& [h, latin] : kKnown)
        if (h == hangul)
            return std::string(latin);
    return word(run(transliterators().hangul.get(), hangul), true);
}

// Chinese family names of two characters; a name typed in one field splits after them.
bool compoundSurname(const icu::UnicodeString& name) {
    static const char* kCompound[] = {"欧阳", "司马", "诸葛", "上官", "东方", "皇甫", "令狐",
                                      "慕容", "夏侯", "尉迟", "公孙", "长孙", "宇文", "司徒",
                                      "端木", "歐陽", "諸葛", "司馬", "東方", "長孫", "南宫"};
    for (const char* c : kCompound)
        if (name.startsWith(icu::UnicodeString::fromUTF8(c)))
            return true;
    return false;
}

} // namespace

static std::optional<LatinName> romanisedNameUnchecked(const Player& p);

bool needsRomanisation(const std::string& text) {
    const icu::UnicodeString t = u(text);
    for (int32_t i = 0; i < t.length();) {
        const UChar32 c = t.char32At(i);
        i += U16_LENGTH(c);
        if (c > 0xFF && u_isalpha(c) && !(c >= 0x100 && c <= 0x24F)) // Latin Extended-A/B fold
            return true;
    }
    return false;
}

std::optional<LatinName> romanisedName(const Player& p) {
    const auto made = romanisedNameUnchecked(p);
    // A transliterator ICU could not make leaves the text as it was: that is no Latin name.
    if (!made || needsRomanisation(made->family + " " + made->given) ||
        (made->family.empty() && made->given.empty()))
        return std::nullopt;
    return made;
}

static std::optional<LatinName> romanisedNameUnchecked(const Player& p) {
    std::string family = p.familyNative, given = p.givenNative;
    if (family.empty() && given.empty())
        return std::nullopt;
    const Scripts s = scriptsOf(family + given);
    if (s.other)
        return std::nullopt;
    Transliterators& t = transliterators();
    if (s.hangul && !s.han && !s.kana) {
        if (given.empty()) { // "이창호" in one field: the family name is the first syllable
            const icu::UnicodeString whole = u(family);
            if (whole.length() >= 2) {
                family = utf8(whole.tempSubString(0, 1));
                given = utf8(whole.tempSubString(1));
            }
        }
        return LatinName{koreanFamily(family), word(run(t.hangul.get(), given), true)};
    }
    if (s.kana) {
        if (s.han) // kanji beside kana: no reading of the kanji is known here
            return std::nullopt;
        return LatinName{word(shortVowels(run(t.kana.get(), family)), true),
                         word(shortVowels(run(t.kana.get(), given)), true)};
    }
    if (s.han) {
        // A Japanese name in kanji, a Korean one in Hanja: their readings are not Chinese ones,
        // the player's own romanisation is asked for.
        if (p.country == "JP" || p.country == "KR" || p.country == "KP")
            return std::nullopt;
        if (given.empty()) { // "王小明" in one field
            const icu::UnicodeString whole = u(family);
            const int32_t cut = compoundSurname(whole) ? 2 : 1;
            if (whole.length() > cut) {
                family = utf8(whole.tempSubString(0, cut));
                given = utf8(whole.tempSubString(cut));
            }
        }
        return LatinName{word(run(t.surname.get(), family), true),
                         word(run(t.han.get(), given), true)};
    }
    return std::nullopt; // Latin already (with accents): nothing to do
}

Player withLatinName(Player p) {
    if (!p.familyLatin.empty() || !p.givenLatin.empty())
        return p;
    if (const auto latin = romanisedName(p)) {
        p.familyLatin = latin->family;
        p.givenLatin = latin->given;
    }
    return p;
}

Player withLatinNameAfterEdit(const Player& before, Player after) {
    if (after.familyNative == before.familyNative && after.givenNative == before.givenNative &&
        after.country == before.country)
        return after;
    if (after.familyLatin != before.familyLatin || after.givenLatin != before.givenLatin)
        return after; // typed in this edit
    const bool none = before.familyLatin.empty() && before.givenLatin.empty();
    const auto made = romanisedName(before);
    const bool generated =
        made && made->family == before.familyLatin && made->given == before.givenLatin;
    if (!none && !generated)
        return after; // the player's own
    const auto fresh = romanisedName(after);
    after.familyLatin = fresh ? fresh->family : std::string();
    after.givenLatin = fresh ? fresh->given : std::string();
    return after;
}

std::string romanisedText(const std::string& text) {
    const Scripts s = scriptsOf(text);
    if (!s.han && !s.hangul && !s.kana)
        return text;
    Transliterators& t = transliterators();
    std::string out = text;
    if (s.han)
        out = word(run(t.han.get(), out), true);
    if (s.hangul)
        out = word(run(t.hangul.get(), out), true);
    if (s.kana)
        out = word(shortVowels(run(t.kana.get(), out)), true);
    return out;
}

std::string romanisedPhrase(const std::string& text) {
    if (!needsRomanisation(text))
        return text;
    const icu::UnicodeString t = u(text);
    std::string out;
    icu::UnicodeString run;
    bool runForeign = false;
    auto flush = [&] {
        if (run.isEmpty())
            return;
        std::string piece = utf8(run);
        if (runForeign) {
            piece = romanisedText(piece);
            if (!out.empty() && std::isalnum(static_cast<unsigned char>(out.back())))
                out += ' ';
        } else if (!out.empty() && !piece.empty() &&
                   std::isalnum(static_cast<unsigned char>(piece.front())) &&
                   std::isalnum(static_cast<unsigned char>(out.back()))) {
            out += ' ';
        }
        out += piece;
        run.remove();
    };
    for (int32_t i = 0; i < t.length();) {
        const UChar32 c = t.char32At(i);
        i += U16_LENGTH(c);
        const bool foreign = needsRomanisation(utf8(icu::UnicodeString(c)));
        if (foreign != runForeign)
            flush();
        runForeign = foreign;
        run.append(c);
    }
    flush();
    return out;
}

namespace {
icu::Collator* zhCollator() {
    thread_local std::unique_ptr<icu::Collator> collator = [] {
        UErrorCode error = U_ZERO_ERROR;
        std::unique_ptr<icu::Collator> c(icu::Collator::createInstance(icu::Locale("zh"), error));
        return U_SUCCESS(error) ? std::move(c) : nullptr;
    }();
    return collator.get();
}
} // namespace

std::string nameSortKey(const std::string& name) {
    icu::Collator* collator = zhCollator();
    if (!collator)
        return name;
    const icu::UnicodeString text = u(name);
    std::string key(64, '\0');
    int32_t n = collator->getSortKey(text, reinterpret_cast<uint8_t*>(key.data()),
                                     static_cast<int32_t>(key.size()));
    if (n > static_cast<int32_t>(key.size())) {
        key.resize(n);
        n = collator->getSortKey(text, reinterpret_cast<uint8_t*>(key.data()), n);
    }
    key.resize(n > 0 ? n - 1 : 0); // without the terminating zero
    return key + '\0' + name;      // ties: a fixed order
}

int compareNames(const std::string& a, const std::string& b) {
    icu::Collator* collator = zhCollator();
    if (!collator)
        return a.compare(b);
    UErrorCode error = U_ZERO_ERROR;
    const UCollationResult r = collator->compareUTF8(a, b, error);
    if (U_FAILURE(error))
        return a.compare(b);
    return r == UCOL_LESS ? -1 : r == UCOL_GREATER ? 1 : a.compare(b); // ties: a fixed order
}

} // namespace tengen
