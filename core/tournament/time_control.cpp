#include "time_control.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <map>

namespace tengen {

namespace {

std::optional<Millis> parseDuration(std::string_view s) {
    long long factor = 1000; // bare numbers are seconds
    if (s.size() > 2 && s.substr(s.size() - 2) == "ms") {
        factor = 1;
        s.remove_suffix(2);
    } else if (!s.empty() && (s.back() == 's' || s.back() == 'm' || s.back() == 'h')) {
        factor = s.back() == 's' ? 1000 : s.back() == 'm' ? 60000 : 3600000;
        s.remove_suffix(1);
    }
    long long n = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || n < 0 || n > 100000000)
        return std::nullopt;
    return Millis(n * factor);
}

std::optional<int> parseCount(std::string_view s) {
    int n = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || n < 0 || n > 1000)
        return std::nullopt;
    return n;
}

TimeControlParse fail(Problem problem) {
    std::string english = problem.english();
    return {std::nullopt, std::move(english), std::move(problem)};
}

} // namespace

TimeControlParse tryParseTimeControl(std::string_view spec) {
    const auto colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    TimeControl c;
    std::map<std::string, bool> allowed;
    if (name == "absolute") {
        c.system = TimeSystem::Absolute;
        allowed = {{"main", true}};
    } else if (name == "byoyomi") {
        c.system = TimeSystem::ByoYomi;
        allowed = {{"main", false}, {"period", true}, {"periods", true}};
    } else if (name == "canadian") {
        c.system = TimeSystem::Canadian;
        allowed = {{"main", false}, {"stones", true}, {"period", true}};
    } else if (name == "moves") {
        c.system = TimeSystem::MovesPerPeriod;
        allowed = {{"main", false}, {"stones", true}, {"period", true}};
    } else if (name == "fischer") {
        c.system = TimeSystem::Fischer;
        allowed = {{"main", true}, {"inc", true}, {"cap", false}};
    } else if (name == "bronstein" || name == "delay") {
        c.system = name == "delay" ? TimeSystem::SimpleDelay : TimeSystem::Bronstein;
        allowed = {{"main", true}, {"delay", true}};
    } else if (name == "hourglass") {
        c.system = TimeSystem::Hourglass;
        allowed = {{"main", true}};
    } else if (name == "ing") {
        c.system = TimeSystem::Ing;
        allowed = {{"main", true}, {"extensions", false}, {"period", false}};
    } else {
        return fail(Problem(QT_TRANSLATE_NOOP("tengen",
                                              "'%1' is not a time system: expected absolute, "
                                              "byoyomi, canadian, moves, fischer, bronstein, "
                                              "delay, hourglass or ing"),
                            std::string(name)));
    }
    std::map<std::string, bool> seen;
    std::string_view rest =
        colon == std::string_view::npos ? std::string_view() : spec.substr(colon + 1);
    while (!rest.empty()) {
        const auto comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
        const auto eq = item.find('=');
        if (eq == std::string_view::npos)
            return fail(Problem(QT_TRANSLATE_NOOP("tengen", "'%1': expected key=value"), std::string(item)));
        const std::string key(item.substr(0, eq));
        const std::string_view value = item.substr(eq + 1);
        if (!allowed.count(key))
            return fail(Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a setting of %2"), key, std::string(name)));
        if (seen[key])
            return fail(Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is given twice"), key));
        seen[key] = true;
        if (key == "periods" || key == "stones" || key == "extensions") {
            auto n = parseCount(value);
            if (!n || *n == 0)
                return fail(Problem(
                    QT_TRANSLATE_NOOP("tengen", "%1=%2: expected a positive whole number"), key,
                    std::string(value)));
            (key == "stones" ? c.stones : c.periods) = *n;
        } else {
            auto d = parseDuration(value);
            if (!d)
                return fail(Problem(
                    QT_TRANSLATE_NOOP("tengen", "%1=%2: expected a duration such as 30s, 10m or 1h"),
                    key, std::string(value)));
            if (key == "main")
                c.main = *d;
            else if (key == "period")
                c.period = *d;
            else if (key == "inc")
                c.increment = *d;
            else if (key == "cap")
                c.cap = *d;
            else if (key == "delay")
                c.delay = *d;
        }
    }
    for (const auto& [key, required] : allowed)
        if (required && !seen[key])
            return fail(Problem(QT_TRANSLATE_NOOP("tengen", "%1 needs %2="), std::string(name), key));
    if ((c.system == TimeSystem::ByoYomi || c.system == TimeSystem::Canadian ||
         c.system == TimeSystem::MovesPerPeriod) &&
        c.period.count() == 0)
        return fail(Problem(QT_TRANSLATE_NOOP("tengen", "period must be longer than 0")));
    const bool needsMain = c.system == TimeSystem::Absolute || c.system == TimeSystem::Fischer ||
                           c.system == TimeSystem::Bronstein || c.system == TimeSystem::SimpleDelay ||
                           c.system == TimeSystem::Hourglass || c.system == TimeSystem::Ing;
    if (needsMain && c.main.count() == 0)
        return fail(Problem(QT_TRANSLATE_NOOP("tengen", "%1 time needs main > 0"), std::string(name)));
    if (c.system == TimeSystem::Ing) {
        if (!seen["extensions"])
            c.periods = 3;
        if (!seen["period"])
            c.period = c.main / 6;
        if (c.period.count() == 0)
            return fail(Problem(QT_TRANSLATE_NOOP("tengen", "period must be longer than 0")));
    }
    // Calls are made on whole seconds; a period of 90.5 s would flag between two calls.
    if (c.system == TimeSystem::ByoYomi && c.period.count() % 1000 != 0)
        return fail(Problem(QT_TRANSLATE_NOOP("tengen", "a byo-yomi period must be a whole number of seconds")));
    // The calls name the seconds (up to 九百九十九秒); longer overtime is main time or moves.
    if (c.system == TimeSystem::ByoYomi && c.period > Millis(999000))
        return fail(Problem(QT_TRANSLATE_NOOP("tengen", "a byo-yomi period is at most 999 s")));
    if (c.cap && *c.cap < c.main)
        return fail(Problem(QT_TRANSLATE_NOOP("tengen", "cap is shorter than the main time")));
    return {normalised(c), {}, {}};
}

TimeControl normalised(TimeControl c) {
    if (c.system != TimeSystem::ByoYomi && c.system != TimeSystem::Ing)
        c.periods = 0;
    if (c.system != TimeSystem::Canadian && c.system != TimeSystem::MovesPerPeriod)
        c.stones = 0;
    if (c.system != TimeSystem::ByoYomi && c.system != TimeSystem::Canadian &&
        c.system != TimeSystem::MovesPerPeriod && c.system != TimeSystem::Ing)
        c.period = Millis(0);
    if (c.system != TimeSystem::Fischer) {
        c.increment = Millis(0);
        c.cap.reset();
    }
    if (c.system != TimeSystem::Bronstein && c.system != TimeSystem::SimpleDelay)
        c.delay = Millis(0);
    return c;
}

namespace {
std::string durationSpec(Millis d) {
    const long long ms = d.count();
    if (ms % 3600000 == 0 && ms > 0)
        return std::to_string(ms / 3600000) + "h";
    if (ms % 60000 == 0 && ms > 0)
        return std::to_string(ms / 60000) + "m";
    if (ms % 1000 == 0)
        return std::to_string(ms / 1000) + "s";
    return std::to_string(ms) + "ms";
}
} // namespace

std::string timeControlSpec(const TimeControl& c) {
    switch (c.system) {
    case TimeSystem::Absolute:
        return "absolute:main=" + durationSpec(c.main);
    case TimeSystem::ByoYomi:
        return "byoyomi:main=" + durationSpec(c.main) + ",period=" + durationSpec(c.period) +
               ",periods=" + std::to_string(c.periods);
    case TimeSystem::Canadian:
    case TimeSystem::MovesPerPeriod:
        return std::string(c.system == TimeSystem::Canadian ? "canadian" : "moves") +
               ":main=" + durationSpec(c.main) + ",stones=" + std::to_string(c.stones) +
               ",period=" + durationSpec(c.period);
    case TimeSystem::Fischer:
        return "fischer:main=" + durationSpec(c.main) + ",inc=" + durationSpec(c.increment) +
               (c.cap ? ",cap=" + durationSpec(*c.cap) : std::string());
    case TimeSystem::Bronstein:
    case TimeSystem::SimpleDelay:
        return std::string(c.system == TimeSystem::Bronstein ? "bronstein" : "delay") +
               ":main=" + durationSpec(c.main) + ",delay=" + durationSpec(c.delay);
    case TimeSystem::Hourglass:
        return "hourglass:main=" + durationSpec(c.main);
    case TimeSystem::Ing:
        return "ing:main=" + durationSpec(c.main) + ",extensions=" + std::to_string(c.periods) +
               ",period=" + durationSpec(c.period);
    }
    return {};
}

namespace {
struct TimeName {
    TimeSystem system;
    std::string_view id;
};
// The ids are the spec's names (time_control.h).
constexpr std::array<TimeName, 9> kTimeNames = {{{TimeSystem::Absolute, "absolute"},
                                                 {TimeSystem::ByoYomi, "byoyomi"},
                                                 {TimeSystem::Canadian, "canadian"},
                                                 {TimeSystem::MovesPerPeriod, "moves"},
                                                 {TimeSystem::Fischer, "fischer"},
                                                 {TimeSystem::Bronstein, "bronstein"},
                                                 {TimeSystem::SimpleDelay, "delay"},
                                                 {TimeSystem::Hourglass, "hourglass"},
                                                 {TimeSystem::Ing, "ing"}}};

std::string minutes(Millis d) {
    const long long s = d.count() / 1000;
    return s % 60 == 0 ? std::to_string(s / 60) + "m" : std::to_string(s) + "s";
}
} // namespace

std::string_view timeSystemId(TimeSystem t) {
    for (const auto& n : kTimeNames)
        if (n.system == t)
            return n.id;
    return "byoyomi";
}

std::optional<TimeSystem> tryParseTimeSystem(std::string_view s) {
    for (const auto& n : kTimeNames)
        if (n.id == s)
            return n.system;
    return std::nullopt;
}

std::string timeControlSummary(const TimeControl& t) {
    const std::string basic = minutes(t.main);
    const auto seconds = [](Millis d) { return std::to_string(d.count() / 1000); };
    switch (t.system) {
    case TimeSystem::Absolute:
    case TimeSystem::Hourglass:
        return basic;
    case TimeSystem::ByoYomi:
        return basic + "+" + std::to_string(t.periods) + "x" + seconds(t.period) + "s";
    case TimeSystem::Canadian:
    case TimeSystem::MovesPerPeriod:
        return basic + "+" + std::to_string(t.stones) + "/" + minutes(t.period);
    case TimeSystem::Fischer:
        return basic + "+" + seconds(t.increment) + "s/move";
    case TimeSystem::Bronstein:
    case TimeSystem::SimpleDelay:
        return basic + "+" + seconds(t.delay) + "s delay";
    case TimeSystem::Ing:
        return basic + "+" + std::to_string(t.periods) + "x" + minutes(t.period);
    }
    return basic;
}

} // namespace tengen
