#include "prize_list.h"

#include <algorithm>
#include <charconv>
#include <set>

namespace tengen::reports {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

std::optional<int> number(std::string_view s) {
    int n = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return n;
}

Problem problem(const char* text, std::string_view arg) {
    return Problem{text, std::string(arg)};
}

// One rule without its "=N".
Problem readRule(std::string_view rule, PrizeSection& s) {
    if (rule == "overall") {
        s.kind = PrizeSection::Kind::Overall;
        return {};
    }
    if (rule == "women") {
        s.kind = PrizeSection::Kind::Women;
        return {};
    }
    if (rule.size() > 1 && (rule[0] == 'u' || rule[0] == 'U')) {
        const auto age = number(rule.substr(1));
        if (!age || *age < 1 || *age > 99)
            return problem(
                QT_TRANSLATE_NOOP("tengen", "'%1': an age section is u<age>, age 1 to 99"), rule);
        s.kind = PrizeSection::Kind::Youth;
        s.ageUnder = *age;
        return {};
    }
    if (rule.substr(0, 6) == "ranks:") {
        const std::string_view range = rule.substr(6);
        const std::size_t dash = range.find('-');
        const char* const rankGroup = QT_TRANSLATE_NOOP(
            "tengen", "'%1': a rank group is ranks:<rank>-<rank>, as ranks:1k-5k");
        if (dash == std::string_view::npos)
            return problem(rankGroup, rule);
        const RankParse a = tryParseRank(trim(range.substr(0, dash)));
        const RankParse b = tryParseRank(trim(range.substr(dash + 1)));
        if (!a.rank || !b.rank)
            return problem(rankGroup, rule);
        s.kind = PrizeSection::Kind::Ranks;
        s.strongest = std::max(*a.rank, *b.rank);
        s.weakest = std::min(*a.rank, *b.rank);
        return {};
    }
    if (rule.substr(0, 9) == "category:") {
        const std::string_view name = trim(rule.substr(9));
        if (name.empty())
            return problem(QT_TRANSLATE_NOOP("tengen", "'%1' needs the category's name"), rule);
        s.kind = PrizeSection::Kind::Category;
        s.category = std::string(name);
        s.label = s.category;
        return {};
    }
    return problem(QT_TRANSLATE_NOOP("tengen", "'%1': a section is overall, women, u<age>, "
                                               "ranks:<rank>-<rank> or category:<name>"),
                   rule);
}

} // namespace

PrizeSpecParse tryParsePrizeSpec(std::string_view spec) {
    PrizeSpecParse out;
    while (!trim(spec).empty()) {
        const std::size_t semi = spec.find(';');
        std::string_view part = trim(spec.substr(0, semi));
        spec = semi == std::string_view::npos ? std::string_view() : spec.substr(semi + 1);
        if (part.empty())
            continue;
        PrizeSection s;
        const std::size_t eq = part.rfind('=');
        if (eq != std::string_view::npos) {
            const auto n = number(trim(part.substr(eq + 1)));
            if (!n || *n < 1 || *n > 1000) {
                out.error =
                    problem(QT_TRANSLATE_NOOP(
                                "tengen", "'%1': the number of prizes after '=' must be 1 to 1000"),
                            part);
                return out;
            }
            s.prizes = *n;
            part = trim(part.substr(0, eq));
        }
        if (Problem e = readRule(part, s); !e.empty()) {
            out.error = e;
            return out;
        }
        out.sections.push_back(s);
    }
    if (out.sections.empty())
        out.error = Problem{QT_TRANSLATE_NOOP("tengen", "no prize section given"), {}};
    return out;
}

bool qualifies(const PrizeSection& s, const Player& p, const boost::gregorian::date& firstDay) {
    switch (s.kind) {
    case PrizeSection::Kind::Overall:
        return true;
    case PrizeSection::Kind::Women:
        return p.gender == Gender::Female;
    case PrizeSection::Kind::Youth:
        return p.birthDate && ageOn(*p.birthDate, firstDay) < s.ageUnder;
    case PrizeSection::Kind::Ranks: {
        const auto r = p.effectiveRank();
        return r && *r <= *s.strongest && *r >= *s.weakest;
    }
    case PrizeSection::Kind::Category:
        return p.category == s.category;
    }
    return false;
}

std::vector<std::vector<PrizeWinner>> prizeWinners(const StandingsTable& t,
                                                   const std::vector<PrizeSection>& sections,
                                                   const std::map<PlayerId, Player>& players,
                                                   const boost::gregorian::date& firstDay,
                                                   bool onePrizePerPlayer) {
    std::vector<std::vector<PrizeWinner>> out;
    std::set<PlayerId> awarded;
    for (const PrizeSection& s : sections) {
        std::vector<PrizeWinner> winners;
        int lastPlace = 0;
        for (std::size_t i = 0; i < t.rows.size(); ++i) {
            const StandingsRow& row = t.rows[i];
            const auto p = players.find(row.id);
            if (p == players.end() || !qualifies(s, p->second, firstDay))
                continue;
            if (onePrizePerPlayer && awarded.count(row.id))
                continue;
            const bool tiedWithLast = !winners.empty() && row.place == lastPlace;
            if (static_cast<int>(winners.size()) >= s.prizes && !tiedWithLast)
                break;
            PrizeWinner w{static_cast<int>(winners.size()) + 1, false, i};
            if (tiedWithLast) {
                w.prize = winners.back().prize;
                w.shared = winners.back().shared = true;
            }
            winners.push_back(w);
            lastPlace = row.place;
        }
        for (const PrizeWinner& w : winners)
            awarded.insert(t.rows[w.row].id);
        out.push_back(std::move(winners));
    }
    return out;
}

} // namespace tengen::reports
