#include "player_search.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

namespace tengen {

std::string searchFolded(std::string_view text) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* nfkd = icu::Normalizer2::getNFKDInstance(status);
    icu::UnicodeString source = icu::UnicodeString::fromUTF8(
        icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
    const icu::UnicodeString decomposed =
        U_SUCCESS(status) ? nfkd->normalize(source, status) : source;
    icu::UnicodeString out;
    bool blank = false;
    for (int32_t i = 0; i < decomposed.length();) {
        const UChar32 c = decomposed.char32At(i);
        i += U16_LENGTH(c);
        if (u_charType(c) == U_NON_SPACING_MARK)
            continue;
        if (u_isUWhiteSpace(c) || c == ',') {
            blank = !out.isEmpty();
            continue;
        }
        if (blank)
            out.append(UChar32(' '));
        blank = false;
        out.append(u_foldCase(c, U_FOLD_CASE_DEFAULT));
    }
    std::string utf8;
    out.toUTF8String(utf8);
    return utf8;
}

std::vector<std::string> searchWords(std::string_view query) {
    const std::string folded = searchFolded(query);
    std::vector<std::string> words;
    for (std::size_t at = 0; at < folded.size();) {
        const std::size_t end = std::min(folded.find(' ', at), folded.size());
        if (end > at)
            words.push_back(folded.substr(at, end - at));
        at = end + 1;
    }
    return words;
}

std::string playerSearchKey(const Player& p) {
    // Native names run together both ways (王立诚, 立诚王), Latin ones spaced both ways.
    return searchFolded(p.familyNative + p.givenNative + " " + p.givenNative + p.familyNative +
                        " " + p.familyLatin + " " + p.givenLatin + " " + p.givenLatin + " " +
                        p.familyLatin + " " + p.displayName() + " " + p.club + " " + p.egdPin +
                        " " + p.agaId + " " + p.ffgLicence);
}

bool searchMatches(const std::string& key, const std::vector<std::string>& words) {
    for (const std::string& w : words)
        if (key.find(w) == std::string::npos)
            return false;
    return true;
}

} // namespace tengen
