#include "stage.h"

#include <algorithm>
#include <array>
#include <utility>

namespace tengen {

namespace {
constexpr std::array<std::pair<StageFormat, std::string_view>, 6> kFormats{{
    {StageFormat::Swiss, "swiss"},
    {StageFormat::McMahon, "mcmahon"},
    {StageFormat::RoundRobin, "round-robin"},
    {StageFormat::DoubleRoundRobin, "double-round-robin"},
    {StageFormat::Groups, "groups"},
    {StageFormat::Knockout, "knockout"},
}};
} // namespace

std::string_view stageFormatId(StageFormat f) {
    for (const auto& [format, id] : kFormats)
        if (format == f)
            return id;
    return "swiss";
}

std::optional<StageFormat> tryParseStageFormat(std::string_view id) {
    for (const auto& [format, name] : kFormats)
        if (name == id)
            return format;
    return std::nullopt;
}

bool isScheduled(StageFormat f) {
    return f == StageFormat::RoundRobin || f == StageFormat::DoubleRoundRobin ||
           f == StageFormat::Groups;
}

std::string_view withdrawalRuleId(WithdrawalRule r) {
    return r == WithdrawalRule::Half ? "half" : "forfeit";
}

std::optional<WithdrawalRule> tryParseWithdrawalRule(std::string_view id) {
    if (id == "half")
        return WithdrawalRule::Half;
    if (id == "forfeit")
        return WithdrawalRule::Forfeit;
    return std::nullopt;
}

std::string_view stageSeedingId(StageSeeding s) {
    return s == StageSeeding::Strength ? "strength" : "lots";
}

std::optional<StageSeeding> tryParseStageSeeding(std::string_view id) {
    if (id == "strength")
        return StageSeeding::Strength;
    if (id == "lots")
        return StageSeeding::Lots;
    return std::nullopt;
}

int roundRobinRounds(int players, bool doubleRounds) {
    if (players < 2)
        return 0;
    const int once = players % 2 == 0 ? players - 1 : players;
    return doubleRounds ? 2 * once : once;
}

int knockoutRounds(int players, int bestOf) {
    int bracketRounds = 0;
    while ((1 << bracketRounds) < players)
        ++bracketRounds;
    return bracketRounds * (bestOf == 3 ? 3 : 1);
}

int stageRoundsFor(const Stage& s, int players) {
    switch (s.format) {
    case StageFormat::RoundRobin:
        return roundRobinRounds(players, false);
    case StageFormat::DoubleRoundRobin:
        return roundRobinRounds(players, true);
    case StageFormat::Groups: {
        const int groups = std::max(1, s.groups);
        return roundRobinRounds((players + groups - 1) / groups, s.doubleRounds);
    }
    case StageFormat::Knockout:
        return knockoutRounds(players, s.bestOf);
    case StageFormat::Swiss:
    case StageFormat::McMahon:
        break;
    }
    return s.rounds;
}

Problem validateStages(const std::vector<Stage>& stages) {
    int next = 1;
    for (std::size_t i = 0; i < stages.size(); ++i) {
        const Stage& s = stages[i];
        const std::string n = std::to_string(s.number);
        if (s.number != static_cast<int>(i) + 1)
            return Problem(
                QT_TRANSLATE_NOOP("tengen", "stage %1: stages are numbered 1, 2, … in order"), n);
        if (s.firstRound != next)
            return Problem(QT_TRANSLATE_NOOP("tengen", "stage %1 must start at round %2"), n,
                           std::to_string(next));
        if (s.rounds < 0 || s.firstRound + s.rounds - 1 > 99)
            return Problem(QT_TRANSLATE_NOOP("tengen", "stage %1: an event has at most 99 rounds"),
                           n);
        if ((s.format == StageFormat::Swiss || s.format == StageFormat::McMahon) && s.rounds < 1)
            return Problem(
                QT_TRANSLATE_NOOP("tengen",
                                  "stage %1: a Swiss or McMahon stage needs its number of rounds"),
                n);
        if (i > 0 && (s.format == StageFormat::Swiss || s.format == StageFormat::McMahon ||
                      s.format == StageFormat::Groups))
            return Problem(QT_TRANSLATE_NOOP("tengen", "stage %1: a Swiss, McMahon or groups "
                                                       "stage can only be the first"),
                           n);
        if (i == 0 && s.entrants != 0)
            return Problem(
                QT_TRANSLATE_NOOP("tengen", "stage 1 is played by every registered player"), n);
        if (i > 0 && s.entrants < 2)
            return Problem(QT_TRANSLATE_NOOP(
                               "tengen",
                               "stage %1: say how many players of the stage before go on (at least "
                               "2)"),
                           n);
        if (s.format == StageFormat::Groups && (s.groups < 2 || s.groups > 16))
            return Problem(QT_TRANSLATE_NOOP("tengen", "stage %1: 2 to 16 groups"), n);
        if (s.format != StageFormat::Groups && s.groups != 1)
            return Problem(QT_TRANSLATE_NOOP("tengen", "stage %1: only a groups stage has groups"),
                           n);
        if (s.bestOf != 1 && !(s.bestOf == 3 && s.format == StageFormat::Knockout))
            return Problem(QT_TRANSLATE_NOOP(
                               "tengen", "stage %1: a knockout match is one game or best of three"),
                           n);
        if (s.thirdPlace && s.format != StageFormat::Knockout)
            return Problem(
                QT_TRANSLATE_NOOP("tengen", "stage %1: only a knockout has a game for third place"),
                n);
        if (s.perGroup < 0 || (s.perGroup > 0 && s.format != StageFormat::Groups))
            return Problem(
                QT_TRANSLATE_NOOP("tengen",
                                  "stage %1: only a groups stage sends the top of each group on"),
                n);
        if (s.rounds == 0 && i + 1 < stages.size())
            return Problem(
                QT_TRANSLATE_NOOP("tengen",
                                  "stage %1: its rounds are not known yet, so no stage can follow"),
                n);
        next = s.firstRound + s.rounds;
    }
    return {};
}

std::string groupLetter(int group) {
    if (group >= 0 && group < 26)
        return std::string(1, static_cast<char>('A' + group));
    return std::to_string(group + 1);
}

} // namespace tengen
