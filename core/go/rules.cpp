#include "rules.h"

#include <algorithm>
#include <cctype>

namespace tengen::go {

std::optional<RuleSet> tryRuleSetByName(std::string_view name) {
    RuleSet r;
    r.name = std::string(name);
    if (name == "chinese")
        return r;
    if (name == "japanese" || name == "korean") {
        r.ko = KoRule::Simple;
        r.scoring = Scoring::Territory;
        r.compensation = Compensation::None;
        r.komiHalfPoints = 13;
        r.dameHalfEach = false;
        r.sekiEyesCount = false;
        return r;
    }
    if (name == "aga") {
        r.ko = KoRule::Situational;
        r.compensation = Compensation::NMinusOne;
        r.dameHalfEach = false;
        return r;
    }
    if (name == "ing") {
        // The SST "invariation" rule is approximated by positional superko (docs/rules.md §2).
        r.suicideAllowed = true;
        r.compensation = Compensation::None;
        r.komiHalfPoints = 16;
        r.blackWinsTies = true;
        return r;
    }
    if (name == "nz") {
        r.ko = KoRule::Situational;
        r.suicideAllowed = true;
        r.compensation = Compensation::None;
        r.komiHalfPoints = 14;
        r.dameHalfEach = false;
        return r;
    }
    if (name == "tromp-taylor") {
        r.suicideAllowed = true;
        r.compensation = Compensation::None;
        r.removeDeadStones = false;
        r.dameHalfEach = false;
        return r;
    }
    return std::nullopt;
}

std::string_view koRuleName(KoRule ko) {
    switch (ko) {
    case KoRule::Simple:
        return "simple";
    case KoRule::Positional:
        return "positional";
    case KoRule::Situational:
        return "situational";
    }
    return "positional";
}

std::optional<KoRule> tryParseKoRule(std::string_view name) {
    for (KoRule k : {KoRule::Simple, KoRule::Positional, KoRule::Situational})
        if (koRuleName(k) == name)
            return k;
    return std::nullopt;
}

std::optional<std::string> presetForSgfRules(std::string_view ru) {
    // Whole words only: "Area scoring" must not read as "ing".
    std::string s = " ";
    for (char c : ru)
        s += std::isalnum(static_cast<unsigned char>(c))
                 ? static_cast<char>(std::tolower(static_cast<unsigned char>(c)))
                 : ' ';
    s += ' ';
    auto has = [&](std::string_view w) {
        return s.find(" " + std::string(w) + " ") != std::string::npos;
    };
    if (has("chinese") || has("cn") || ru.find("中国") != std::string_view::npos)
        return "chinese";
    if (has("japanese") || has("jp") || has("jpn"))
        return "japanese";
    if (has("korean") || has("kr"))
        return "korean";
    if (has("aga") || has("bga") || has("french"))
        return "aga";
    if (has("goe") || has("ing"))
        return "ing";
    if (has("nz") || has("new zealand"))
        return "nz";
    if (has("tromp") || has("tt"))
        return "tromp-taylor";
    return std::nullopt;
}

} // namespace tengen::go
