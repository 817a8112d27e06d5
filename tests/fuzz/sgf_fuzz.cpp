// libFuzzer harness: the SGF reader and the verifier on arbitrary bytes. Every input must end in
// a parse result or an error, never a crash, a leak or a hang.
#include "go/game_record.h"
#include "go/scoring.h"
#include "go/verifier.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace tengen::go;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    GameRecordParse parsed = readGameRecords(bytes);
    for (const GameRecord& g : parsed.games) {
        writeGameRecord(g);
        for (const char* name : {"chinese", "japanese", "nz"}) {
            const RuleSet rules = *tryRuleSetByName(name);
            const Verification v = verifyGame(g, rules, true);
            score(ScoreInput{v.board, {}, g.handicapStones(), g.komiHalfPoints.value_or(15)},
                  rules);
        }
    }
    return 0;
}
