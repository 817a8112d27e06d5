#include "control.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <map>

namespace tengen::clock {

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

ControlParse fail(Problem problem) {
    std::string english = problem.english();
    return {std::nullopt, std::move(english), std::move(problem)};
}

} // namespace

ControlParse tryParseControl(std::string_view spec) {
    const auto colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    Control c;
    std::map<std::string, bool> allowed;
    if (name == "absolute") {
        c.system = System::Absolute;
        allowed = {{"main", true}};
    } else if (name == "byoyomi") {
        c.system = System::ByoYomi;
        allowed = {{"main", false}, {"period", true}, {"periods", true}};
    } else if (name == "canadian") {
        c.system = System::Canadian;
        allowed = {{"main", false}, {"stones", true}, {"period", true}};
    } else if (name == "moves") {
        c.system = System::MovesPerPeriod;
        allowed = {{"main", false}, {"stones", true}, {"period", true}};
    } else if (name == "fischer") {
        c.system = System::Fischer;
        allowed = {{"main", true}, {"inc", true}, {"cap", false}};
    } else if (name == "bronstein" || name == "delay") {
        c.system = name == "delay" ? System::SimpleDelay : System::Bronstein;
        allowed = {{"main", true}, {"delay", true}};
    } else if (name == "hourglass") {
        c.system = System::Hourglass;
        allowed = {{"main", true}};
    } else if (name == "ing") {
        c.system = System::Ing;
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
    if ((c.system == System::ByoYomi || c.system == System::Canadian ||
         c.system == System::MovesPerPeriod) &&
        c.period.count() == 0)
        return fail(Problem(QT_TRANSLATE_NOOP("tengen", "period must be longer than 0")));
    const bool needsMain = c.system == System::Absolute || c.system == System::Fischer ||
                           c.system == System::Bronstein || c.system == System::SimpleDelay ||
                           c.system == System::Hourglass || c.system == System::Ing;
    if (needsMain && c.main.count() == 0)
        return fail(Problem(QT_TRANSLATE_NOOP("tengen", "%1 time needs main > 0"), std::string(name)));
    if (c.system == System::Ing) {
        if (!seen["extensions"])
            c.periods = 3;
        if (!seen["period"])
            c.period = c.main / 6;
        if (c.period.count() == 0)
            return fail(Problem(QT_TRANSLATE_NOOP("tengen", "period must be longer than 0")));
    }
    // Calls are made on whole seconds; a period of 90.5 s would flag between two calls.
    if (c.system == System::ByoYomi && c.period.count() % 1000 != 0)
        return fail(Problem(QT_TRANSLATE_NOOP("tengen", "a byo-yomi period must be a whole number of seconds")));
    // The calls name the seconds (up to 九百九十九秒); longer overtime is main time or moves.
    if (c.system == System::ByoYomi && c.period > Millis(999000))
        return fail(Problem(QT_TRANSLATE_NOOP("tengen", "a byo-yomi period is at most 999 s")));
    if (c.cap && *c.cap < c.main)
        return fail(Problem(QT_TRANSLATE_NOOP("tengen", "cap is shorter than the main time")));
    if (c.system != System::ByoYomi && c.system != System::Ing)
        c.periods = 0;
    if (c.system != System::Canadian && c.system != System::MovesPerPeriod)
        c.stones = 0;
    if (c.system != System::ByoYomi && c.system != System::Canadian &&
        c.system != System::MovesPerPeriod && c.system != System::Ing)
        c.period = Millis(0);
    return {c, {}, {}};
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

std::string describe(const Control& c) {
    switch (c.system) {
    case System::Absolute:
        return "absolute:main=" + durationSpec(c.main);
    case System::ByoYomi:
        return "byoyomi:main=" + durationSpec(c.main) + ",period=" + durationSpec(c.period) +
               ",periods=" + std::to_string(c.periods);
    case System::Canadian:
    case System::MovesPerPeriod:
        return std::string(c.system == System::Canadian ? "canadian" : "moves") +
               ":main=" + durationSpec(c.main) + ",stones=" + std::to_string(c.stones) +
               ",period=" + durationSpec(c.period);
    case System::Fischer:
        return "fischer:main=" + durationSpec(c.main) + ",inc=" + durationSpec(c.increment) +
               (c.cap ? ",cap=" + durationSpec(*c.cap) : std::string());
    case System::Bronstein:
    case System::SimpleDelay:
        return std::string(c.system == System::Bronstein ? "bronstein" : "delay") +
               ":main=" + durationSpec(c.main) + ",delay=" + durationSpec(c.delay);
    case System::Hourglass:
        return "hourglass:main=" + durationSpec(c.main);
    case System::Ing:
        return "ing:main=" + durationSpec(c.main) + ",extensions=" + std::to_string(c.periods) +
               ",period=" + durationSpec(c.period);
    }
    return {};
}

int ingPenaltyPoints(const Control& c, int extensionsLeft) {
    return c.system == System::Ing ? 2 * (c.periods - extensionsLeft) : 0;
}

std::string formatDuration(Millis d) {
    long long ms = std::max<long long>(0, d.count());
    const long long h = ms / 3600000, m = (ms / 60000) % 60, s = (ms / 1000) % 60;
    char buf[32];
    if (h > 0)
        std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", h, m, s);
    else if (ms >= 10000)
        std::snprintf(buf, sizeof buf, "%lld:%02lld", m, s);
    else
        std::snprintf(buf, sizeof buf, "0:%02lld.%lld", s, (ms / 100) % 10);
    return buf;
}

} // namespace tengen::clock
