#include "player.h"

#include <algorithm>

#include <boost/date_time/gregorian/gregorian.hpp>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace tengen {

std::string_view genderId(Gender g) {
    switch (g) {
    case Gender::Female:
        return "f";
    case Gender::Male:
        return "m";
    case Gender::Unknown:
        return "";
    }
    return "";
}

std::optional<Gender> tryParseGender(std::string_view s) {
    std::string t;
    for (char c : s)
        if (c != ' ')
            t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (t.empty() || t == "?" || t == "x")
        return Gender::Unknown;
    if (t == "f" || t == "female" || t == "w" || t == "woman" || t == "女" || t == "여" ||
        t == "여자")
        return Gender::Female;
    if (t == "m" || t == "male" || t == "man" || t == "男" || t == "남" || t == "남자")
        return Gender::Male;
    return std::nullopt;
}

std::string_view participationId(Participation p) {
    switch (p) {
    case Participation::Present:
        return "present";
    case Participation::Absent:
        return "absent";
    case Participation::ByeRequested:
        return "bye";
    }
    return "present";
}

std::optional<Participation> tryParseParticipation(std::string_view s) {
    if (s == "present")
        return Participation::Present;
    if (s == "absent")
        return Participation::Absent;
    if (s == "bye")
        return Participation::ByeRequested;
    return std::nullopt;
}

std::optional<Rank> Player::effectiveRank() const {
    if (rankOverride)
        return rankOverride;
    if (rating)
        if (auto r = rankFromRating(*rating))
            return r;
    return declaredRank;
}

namespace {
std::string joinName(const std::string& first, const std::string& second, bool withBlank) {
    if (first.empty())
        return second;
    if (second.empty())
        return first;
    return withBlank ? first + " " + second : first + second;
}
} // namespace

std::string Player::displayName() const {
    if (!familyNative.empty() || !givenNative.empty()) {
        bool cjk = containsCjk(familyNative) || containsCjk(givenNative);
        return nameOrder == NameOrder::FamilyFirst ? joinName(familyNative, givenNative, !cjk)
                                                   : joinName(givenNative, familyNative, !cjk);
    }
    return latinName();
}

std::string Player::latinName() const {
    if (!familyLatin.empty() || !givenLatin.empty())
        return joinName(familyLatin, givenLatin, true);
    return joinName(familyNative, givenNative, true);
}

Participation Player::participation(int round) const {
    for (const auto& r : rounds)
        if (r.round == round)
            return r.state;
    return Participation::Present;
}

Player withParticipation(Player p, const RoundParticipation& r) {
    std::erase_if(p.rounds, [&](const RoundParticipation& x) { return x.round == r.round; });
    p.rounds.push_back(r);
    std::sort(
        p.rounds.begin(), p.rounds.end(),
        [](const RoundParticipation& a, const RoundParticipation& b) { return a.round < b.round; });
    return p;
}

int ageOn(const boost::gregorian::date& birth, const boost::gregorian::date& day) {
    int age = day.year() - birth.year();
    if (day.month() < birth.month() || (day.month() == birth.month() && day.day() < birth.day()))
        --age;
    return age;
}

std::optional<boost::gregorian::date> tryParseDate(std::string_view text) {
    std::string s(text);
    int y = 0, m = 0, d = 0;
    char tail = 0;
    bool ok = std::sscanf(s.c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &tail) == 3 ||
              std::sscanf(s.c_str(), "%4d/%2d/%2d%c", &y, &m, &d, &tail) == 3 ||
              std::sscanf(s.c_str(), "%4d.%2d.%2d%c", &y, &m, &d, &tail) == 3 ||
              std::sscanf(s.c_str(), "%4d年%2d月%2d日%c", &y, &m, &d, &tail) == 3;
    if (!ok)
        return std::nullopt;
    try {
        return boost::gregorian::date(y, m, d);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::string toIsoDate(const boost::gregorian::date& d) {
    return boost::gregorian::to_iso_extended_string(d);
}

bool containsCjk(std::string_view utf8) {
    for (size_t i = 0; i < utf8.size();) {
        unsigned char c = static_cast<unsigned char>(utf8[i]);
        unsigned cp = 0;
        int len = 1;
        if (c < 0x80) {
            cp = c;
        } else if ((c & 0xE0) == 0xC0) {
            len = 2;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            len = 3;
            cp = c & 0x0F;
        } else {
            len = 4;
            cp = c & 0x07;
        }
        for (int k = 1; k < len && i + k < utf8.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(utf8[i + k]) & 0x3F);
        i += len;
        if ((cp >= 0x3040 && cp <= 0x30FF) || (cp >= 0x3400 && cp <= 0x9FFF) ||
            (cp >= 0xAC00 && cp <= 0xD7AF) || (cp >= 0xF900 && cp <= 0xFAFF) || cp >= 0x20000)
            return true;
    }
    return false;
}

} // namespace tengen

namespace tengen {

// A line break in a Latin name split the player's record in every export format; C1 controls
// and the Unicode line and paragraph separators count too. A 10 MB family name was stored.
Problem checkText(std::string_view text, const char* field, std::size_t most, bool lines) {
    std::size_t chars = 0;
    const auto at = [&](std::size_t i) {
        return i < text.size() ? static_cast<unsigned char>(text[i]) : 0;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = at(i);
        if ((c & 0xC0) != 0x80)
            ++chars;
        const bool c0 = c < 0x20 && !(lines && (c == '\n' || c == '\t' || c == '\r'));
        const bool c1 = c == 0xC2 && at(i + 1) >= 0x80 && at(i + 1) <= 0x9F;
        const bool separator =
            c == 0xE2 && at(i + 1) == 0x80 && (at(i + 2) == 0xA8 || at(i + 2) == 0xA9);
        // The text direction's embeddings, overrides and isolates (U+202A–U+202E,
        // U+2066–U+2069) are in no name: one turned the rest of a standings line backwards
        // (#45).
        const bool bidi =
            c == 0xE2 && ((at(i + 1) == 0x80 && at(i + 2) >= 0xAA && at(i + 2) <= 0xAE) ||
                          (at(i + 1) == 0x81 && at(i + 2) >= 0xA6 && at(i + 2) <= 0xA9));
        if (c0 || c == 0x7F || c1 || separator || bidi)
            return {QT_TRANSLATE_NOOP("tengen", "%1: a line break or another control character at "
                                                "character %2"),
                    field, std::to_string(chars)};
    }
    if (chars > most)
        return {QT_TRANSLATE_NOOP("tengen", "%1: %2 characters; at most %3"), field,
                std::to_string(chars), std::to_string(most)};
    return {};
}

namespace {

// What a rating of each system can be (EGD: the GoR formula needs r < 3300; AGA: about -50 to
// +10; FFG: GoR - 2050, and -9999 as real OpenGotha files carry it), with room to spare; never
// infinite or not a number.
Problem checkRating(const Rating& r) {
    double low = -1e5, high = 1e5;
    switch (r.system) {
    case RatingSystem::EgdGoR:
        low = -1000, high = 3299;
        break;
    case RatingSystem::Aga:
        low = -60, high = 20;
        break;
    case RatingSystem::Ffg: // -9999: what the FFG writes for a player it has not rated
        low = -9999, high = 1249;
        break;
    case RatingSystem::Other:
        break;
    }
    char shown[32];
    std::snprintf(shown, sizeof shown, "%g", r.value);
    if (!std::isfinite(r.value) || r.value < low || r.value > high)
        return {QT_TRANSLATE_NOOP("tengen", "rating: %1 is not a %2 rating (from %3 to %4)"), shown,
                std::string(ratingSystemId(r.system)), std::to_string(static_cast<int>(low)),
                std::to_string(static_cast<int>(high))};
    if (r.sigma && (!std::isfinite(*r.sigma) || *r.sigma < 0 || *r.sigma > 1e4))
        return {QT_TRANSLATE_NOOP("tengen", "rating: its uncertainty is not a number from 0 to "
                                            "10000"),
                {}};
    return {};
}

} // namespace

Problem validate(const Player& p) {
    if (p.familyNative.empty() && p.givenNative.empty() && p.familyLatin.empty() &&
        p.givenLatin.empty())
        return {QT_TRANSLATE_NOOP("tengen", "the player needs a name"), {}};
    const struct {
        const std::string* text;
        const char* field;
        std::size_t most;
        bool lines;
    } texts[] = {{&p.familyNative, "family", 100, false},
                 {&p.givenNative, "given", 100, false},
                 {&p.familyLatin, "family-latin", 100, false},
                 {&p.givenLatin, "given-latin", 100, false},
                 {&p.club, "club", 200, false},
                 {&p.association, "association", 200, false},
                 {&p.rankLabel, "rank", 64, false},
                 {&p.egdPin, "egd-pin", 32, false},
                 {&p.agaId, "aga-id", 32, false},
                 {&p.ffgLicence, "ffg-licence", 32, false},
                 {&p.otherIds, "other-ids", 200, false},
                 {&p.category, "category", 100, false},
                 {&p.contact, "contact", 500, false},
                 {&p.notes, "notes", 10000, true}};
    for (const auto& t : texts)
        if (Problem problem = checkText(*t.text, t.field, t.most, t.lines); !problem.empty())
            return problem;
    if (p.rating)
        if (Problem problem = checkRating(*p.rating); !problem.empty())
            return problem;
    if (p.mcMahonCorrection < -99 || p.mcMahonCorrection > 99)
        return {QT_TRANSLATE_NOOP("tengen", "McMahon correction %1: from -99 to 99"),
                std::to_string(p.mcMahonCorrection)};
    // Ten million in the main unit: sums over thousands of players stay far from overflowing.
    constexpr MoneyMinor kMostFee = 1'000'000'000;
    if (p.feeDue > kMostFee || p.feePaid > kMostFee)
        return {QT_TRANSLATE_NOOP("tengen", "a fee of over 10,000,000 is not taken"), {}};
    if (!p.country.empty() &&
        (p.country.size() != 2 || !std::isupper(static_cast<unsigned char>(p.country[0])) ||
         !std::isupper(static_cast<unsigned char>(p.country[1]))))
        return {QT_TRANSLATE_NOOP(
                    "tengen", "country '%1' is not a two-letter ISO code such as CN, JP, KR, FR"),
                p.country};
    if (!p.egdPin.empty()) {
        bool digits = p.egdPin.size() == 8;
        for (char c : p.egdPin)
            digits = digits && std::isdigit(static_cast<unsigned char>(c));
        if (!digits)
            return {QT_TRANSLATE_NOOP("tengen", "EGD PIN '%1' must have 8 digits"), p.egdPin};
    }
    if (p.feeDue < 0 || p.feePaid < 0)
        return {QT_TRANSLATE_NOOP("tengen", "fees cannot be negative"), {}};
    for (const auto& r : p.rounds)
        if (r.round < 1)
            return {QT_TRANSLATE_NOOP("tengen", "round numbers start at 1"), {}};
    return {};
}

} // namespace tengen
