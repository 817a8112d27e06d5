#include "player.h"

#include <algorithm>

#include <boost/date_time/gregorian/gregorian.hpp>
#include <cctype>
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

Problem validate(const Player& p) {
    if (p.familyNative.empty() && p.givenNative.empty() && p.familyLatin.empty() &&
        p.givenLatin.empty())
        return {QT_TRANSLATE_NOOP("tengen", "the player needs a name"), {}};
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
