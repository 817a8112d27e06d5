#include "tournament_settings.h"

#include "player.h"

#include "go/rules.h"

namespace tengen {

std::string_view pairingSystemId(PairingSystem s) {
    return s == PairingSystem::McMahon ? "mcmahon" : "swiss";
}

std::optional<PairingSystem> tryParsePairingSystem(std::string_view s) {
    if (s == "mcmahon" || s == "McMahon" || s == "macmahon")
        return PairingSystem::McMahon;
    if (s == "swiss" || s == "Swiss")
        return PairingSystem::Swiss;
    return std::nullopt;
}

bool isKnownRuleSet(std::string_view id) {
    for (std::string_view k : go::ruleSetNames()) // the rules core's one list
        if (k == id)
            return true;
    return false;
}

Problem validate(const TournamentSettings& s) {
    if (s.nameNative.empty() && s.nameLatin.empty())
        return {QT_TRANSLATE_NOOP("tengen", "the tournament needs a name"), {}};
    for (const auto& [text, field] :
         {std::pair{&s.nameNative, "name"}, std::pair{&s.nameLatin, "name-latin"},
          std::pair{&s.place, "place"}})
        if (Problem problem = checkText(*text, field, 200); !problem.empty())
            return problem;
    if (s.rounds < 1 || s.rounds > kMaxRounds)
        return {QT_TRANSLATE_NOOP("tengen", "the number of rounds must be between 1 and 99"), {}};
    if (s.lastDay < s.firstDay)
        return {QT_TRANSLATE_NOOP("tengen", "the last day is before the first day"), {}};
    if (s.boards != 0 && (s.boards < kMinBoards || s.boards > kMaxBoards))
        return {QT_TRANSLATE_NOOP("tengen", "a team event plays 2 to 10 boards"), {}};
    if (Problem problem = validateTeamRules(s.team, s.boards); !problem.empty())
        return problem;
    if (s.boardSize < kMinBoardSize || s.boardSize > kMaxBoardSize)
        return {QT_TRANSLATE_NOOP("tengen", "the board size must be between 2 and 25"), {}};
    if (!isKnownRuleSet(s.rules))
        return {QT_TRANSLATE_NOOP("tengen", "unknown rules '%1': expected chinese, japanese, "
                                            "korean, aga, ing, nz or tromp-taylor"),
                s.rules};
    if (s.time.main.count() < 0 || s.time.periods < 0 || s.time.period.count() < 0 ||
        s.time.stones < 0 || s.time.increment.count() < 0 || s.time.delay.count() < 0)
        return {QT_TRANSLATE_NOOP("tengen", "time settings cannot be negative"), {}};
    // The event's control is the clocks': one they cannot run is not a control.
    if (const TimeControlParse run = tryParseTimeControl(timeControlSpec(s.time)); !run.control)
        return run.problem; // "period must be longer than 0", "a byo-yomi period is at most 999 s"
    return {};
}

bool jigoImpossible(const TournamentSettings& s, int handicap) {
    if (handicap == 0)
        return s.komi.halfPoints() % 2 != 0;
    return s.rules != "chinese"; // 0.5 komi in a handicap game
}

} // namespace tengen
