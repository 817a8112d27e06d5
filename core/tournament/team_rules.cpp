#include "team_rules.h"

#include "points_text.h"
#include "rank.h"

#include <array>
#include <map>
#include <string>
#include <utility>

namespace tengen {

namespace {

template <typename E, std::size_t N>
std::optional<E> byId(const std::array<std::pair<E, std::string_view>, N>& table,
                      std::string_view id) {
    for (const auto& [value, name] : table)
        if (name == id)
            return value;
    return std::nullopt;
}

template <typename E, std::size_t N>
std::string_view idOf(const std::array<std::pair<E, std::string_view>, N>& table, E value) {
    for (const auto& [v, name] : table)
        if (v == value)
            return name;
    return table.front().second;
}

constexpr std::array<std::pair<TeamPairing, std::string_view>, 4> kPairings{{
    {TeamPairing::Swiss, "swiss"},
    {TeamPairing::RoundRobin, "round-robin"},
    {TeamPairing::DoubleRoundRobin, "double-round-robin"},
    {TeamPairing::Manual, "manual"},
}};

constexpr std::array<std::pair<TeamByeValue, std::string_view>, 3> kByes{{
    {TeamByeValue::Draw, "draw"},
    {TeamByeValue::Win, "win"},
    {TeamByeValue::Loss, "loss"},
}};

constexpr std::array<std::pair<TeamCriterionKind, std::string_view>, 6> kCriteria{{
    {TeamCriterionKind::MatchPoints, "TEAMP"},
    {TeamCriterionKind::BoardPoints, "BDW"},
    {TeamCriterionKind::OpponentsMatchPoints, "SOST"},
    {TeamCriterionKind::LeaderBoardWins, "LBW"},
    {TeamCriterionKind::DirectEncounter, "DE"},
    {TeamCriterionKind::MeanRating, "MNR"},
}};

std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    return out;
}

std::string trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return std::string(s);
}

} // namespace

std::string_view teamPairingId(TeamPairing p) {
    return idOf(kPairings, p);
}
std::optional<TeamPairing> tryParseTeamPairing(std::string_view id) {
    return byId(kPairings, id);
}
std::string_view teamByeValueId(TeamByeValue v) {
    return idOf(kByes, v);
}
std::optional<TeamByeValue> tryParseTeamByeValue(std::string_view id) {
    return byId(kByes, id);
}

std::string teamCriterionId(const TeamCriterion& c) {
    if (c.kind == TeamCriterionKind::BoardPointsUpTo)
        return "BDW" + std::to_string(c.boards) + "U";
    return std::string(idOf(kCriteria, c.kind));
}

std::optional<TeamCriterion> tryParseTeamCriterion(std::string_view given) {
    // The Chinese names beside the codes (#44), as Chinese team events head their columns.
    static const std::map<std::string_view, TeamCriterionKind> chinese = {
        {"团体分", TeamCriterionKind::MatchPoints},
        {"场分", TeamCriterionKind::MatchPoints},
        {"局分", TeamCriterionKind::BoardPoints},
        {"台分", TeamCriterionKind::BoardPoints},
        {"对手分", TeamCriterionKind::OpponentsMatchPoints},
        {"主将胜局", TeamCriterionKind::LeaderBoardWins},
        {"主将分", TeamCriterionKind::LeaderBoardWins},
        {"直胜", TeamCriterionKind::DirectEncounter},
        {"相互胜负", TeamCriterionKind::DirectEncounter},
        {"平均等级分", TeamCriterionKind::MeanRating}};
    if (const auto c = chinese.find(given); c != chinese.end())
        return TeamCriterion{c->second, 0};
    const std::string id = upper(given);
    // Our own names beside OpenGotha's: MP for TEAMP, BP for BDW.
    if (id == "MP")
        return TeamCriterion{TeamCriterionKind::MatchPoints, 0};
    if (id == "BP")
        return TeamCriterion{TeamCriterionKind::BoardPoints, 0};
    if (id.size() == 5 && id.starts_with("BDW") && id[3] >= '1' && id[3] <= '9' && id[4] == 'U')
        return TeamCriterion{TeamCriterionKind::BoardPointsUpTo, id[3] - '0'};
    if (const auto kind = byId(kCriteria, id))
        return TeamCriterion{*kind, 0};
    return std::nullopt;
}

std::string teamCriteriaText(const std::vector<TeamCriterion>& criteria) {
    std::string out;
    for (const TeamCriterion& c : criteria)
        out += (out.empty() ? "" : ",") + teamCriterionId(c);
    return out;
}

std::optional<std::vector<TeamCriterion>> teamCriteriaPreset(std::string_view name) {
    using K = TeamCriterionKind;
    if (name == "opengotha")
        return std::vector<TeamCriterion>{{K::MatchPoints, 0},
                                          {K::OpponentsMatchPoints, 0},
                                          {K::BoardPoints, 0},
                                          {K::BoardPointsUpTo, 3}};
    if (name == "fide")
        return std::vector<TeamCriterion>{{K::MatchPoints, 0},
                                          {K::BoardPoints, 0},
                                          {K::OpponentsMatchPoints, 0},
                                          {K::DirectEncounter, 0}};
    if (name == "chinese")
        return std::vector<TeamCriterion>{{K::MatchPoints, 0},
                                          {K::BoardPoints, 0},
                                          {K::OpponentsMatchPoints, 0},
                                          {K::LeaderBoardWins, 0},
                                          {K::DirectEncounter, 0}};
    return std::nullopt;
}

Problem parseTeamCriteria(std::string_view given, std::vector<TeamCriterion>& out) {
    std::string separated(given); // full-width commas and 、 as commas
    for (const std::string_view wide : {std::string_view("，"), std::string_view("、")})
        for (std::size_t at = separated.find(wide); at != std::string::npos;
             at = separated.find(wide))
            separated.replace(at, wide.size(), ",");
    const std::string_view text = separated;
    std::string name = trimmed(text);
    if (name == "中国" || name == "中国围棋协会")
        name = "chinese";
    if (const auto preset = teamCriteriaPreset(name)) {
        out = *preset;
        return {};
    }
    std::vector<TeamCriterion> criteria;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string part = trimmed(text.substr(start, comma - start));
        const auto criterion = tryParseTeamCriterion(part);
        if (!criterion)
            return Problem(QT_TRANSLATE_NOOP("tengen",
                                             "team criterion %1 (at character %2) is not one of "
                                             "TEAMP, BDW, BDW1U to BDW9U, SOST, LBW, DE, MNR, or a "
                                             "preset: opengotha, fide, chinese"),
                           part.empty() ? "\"\"" : part, std::to_string(start + 1));
        criteria.push_back(*criterion);
        start = comma + 1;
    }
    out = std::move(criteria);
    return {};
}

Problem validateTeamRules(const TeamRules& rules, int boards) {
    if (rules.criteria.empty())
        return Problem(QT_TRANSLATE_NOOP("tengen", "the team standings need a criterion"));
    if (rules.criteria.size() > 8)
        return Problem(QT_TRANSLATE_NOOP("tengen", "the team standings take at most %1 criteria"),
                       "8");
    for (std::size_t i = 0; i < rules.criteria.size(); ++i) {
        const TeamCriterion& c = rules.criteria[i];
        if (c.kind == TeamCriterionKind::BoardPointsUpTo &&
            (c.boards < 1 || c.boards > 9 || (boards > 0 && c.boards > boards)))
            return Problem(
                QT_TRANSLATE_NOOP("tengen", "%1 counts more boards than the event's %2 (use BDW)"),
                teamCriterionId(c), std::to_string(boards));
        for (std::size_t j = 0; j < i; ++j)
            if (rules.criteria[j] == c)
                return Problem(QT_TRANSLATE_NOOP("tengen", "team criterion %1 is given twice"),
                               teamCriterionId(c));
    }
    const MatchRules& m = rules.match;
    for (int halves :
         {m.winHalves, m.drawHalves, m.lossHalves, m.leaderWinHalves, m.leaderLossHalves})
        if (halves < 0 || halves > 20)
            return Problem(
                QT_TRANSLATE_NOOP("tengen", "match points must be between 0 and 10 (got %1)"),
                std::to_string(halves / 2) + (halves % 2 ? ".5" : ""));
    if (m.winHalves < m.drawHalves || m.drawHalves < m.lossHalves)
        return Problem(QT_TRANSLATE_NOOP(
            "tengen", "a won match must give at least a draw, a draw at least a loss"));
    if (m.leaderBoard < 1 || (boards > 0 && m.leaderBoard > boards))
        return Problem(QT_TRANSLATE_NOOP("tengen", "the leader board %1 is not one of the boards"),
                       std::to_string(m.leaderBoard));
    if (rules.mcMahonBar && rules.pairing != TeamPairing::Swiss)
        return Problem(QT_TRANSLATE_NOOP("tengen", "a McMahon bar needs the team Swiss pairing"));
    if (rules.mcMahonBar &&
        (*rules.mcMahonBar < Rank::kWeakest || *rules.mcMahonBar > Rank::kStrongest))
        return Problem(QT_TRANSLATE_NOOP("tengen", "the McMahon bar is not a rank"));
    return {};
}

} // namespace tengen

namespace tengen {

namespace {

// "2", "1.5", "0.5" as half points; nullopt for anything else (or above 10).
std::optional<int> parsePoints(std::string_view s) {
    const std::string t = trimmed(s);
    int whole = 0;
    std::size_t i = 0;
    if (t.empty())
        return std::nullopt;
    for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) {
        whole = whole * 10 + (t[i] - '0');
        if (whole > 10)
            return std::nullopt;
    }
    if (i == 0)
        return std::nullopt;
    int halves = whole * 2;
    if (i < t.size()) {
        if (t.substr(i) != ".5" && t.substr(i) != ".0")
            return std::nullopt;
        halves += t.substr(i) == ".5" ? 1 : 0;
    }
    return halves > 20 ? std::nullopt : std::optional<int>(halves);
}

std::vector<std::string_view> splitSlash(std::string_view text) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t slash = text.find('/', start);
        parts.push_back(
            text.substr(start, slash == std::string_view::npos ? text.npos : slash - start));
        if (slash == std::string_view::npos)
            return parts;
        start = slash + 1;
    }
}

} // namespace

Problem parseMatchPoints(std::string_view text, MatchRules& rules) {
    const auto parts = splitSlash(text);
    std::optional<int> win, draw, loss;
    if (parts.size() == 3) {
        win = parsePoints(parts[0]);
        draw = parsePoints(parts[1]);
        loss = parsePoints(parts[2]);
    }
    if (!win || !draw || !loss)
        return Problem(QT_TRANSLATE_NOOP("tengen",
                                         "match points \"%1\" are not win/draw/loss, each 0 to 10 "
                                         "in steps of 0.5, as 2/1/0 or 3/1/0"),
                       std::string(text));
    rules.winHalves = *win;
    rules.drawHalves = *draw;
    rules.lossHalves = *loss;
    return {};
}

std::string matchPointsText(const MatchRules& rules) {
    return pointsDecimal(rules.winHalves) + "/" + pointsDecimal(rules.drawHalves) + "/" +
           pointsDecimal(rules.lossHalves);
}

Problem parseTiedMatchRule(std::string_view text, MatchRules& rules) {
    std::string t = trimmed(text);
    // The Chinese words beside the codes (#44): 平局 a draw, 主将 the leader board decides.
    for (const char* leader : {"主将台", "主将"})
        if (t.starts_with(leader)) {
            t = "leader" + t.substr(std::string_view(leader).size());
            break;
        }
    if (t.starts_with("leader：")) // a full-width colon
        t = "leader:" + t.substr(std::string_view("leader：").size());
    if (t == "平局" || t == "和局")
        t = "draw";
    if (t == "draw") {
        rules.tied = TiedMatch::Draw;
        return {};
    }
    if (t == "leader") { // the winner and loser as for any match
        rules.tied = TiedMatch::LeaderBoard;
        rules.leaderWinHalves = rules.winHalves;
        rules.leaderLossHalves = rules.lossHalves;
        return {};
    }
    if (t.starts_with("leader:")) {
        const auto parts = splitSlash(std::string_view(t).substr(7));
        if (parts.size() == 2) {
            const auto win = parsePoints(parts[0]), loss = parsePoints(parts[1]);
            if (win && loss) {
                rules.tied = TiedMatch::LeaderBoard;
                rules.leaderWinHalves = *win;
                rules.leaderLossHalves = *loss;
                return {};
            }
        }
    }
    return Problem(QT_TRANSLATE_NOOP("tengen",
                                     "a tied match \"%1\" is not draw, leader, or leader with the "
                                     "winner's and loser's points, as leader:2/1"),
                   std::string(text));
}

std::string tiedMatchText(const MatchRules& rules) {
    if (rules.tied == TiedMatch::Draw)
        return "draw";
    return "leader:" + pointsDecimal(rules.leaderWinHalves) + "/" +
           pointsDecimal(rules.leaderLossHalves);
}

} // namespace tengen
