#include "hall_session.h"

#include "actions/join_codes.h"

namespace tengen {

Refusal openHallRound(ClockHall& clocks, const ClockHall::Opened& opened, RoundNo round) {
    if (clocks.round() == round.value())
        return opened.problem; // recovered, or set up when opened: as it is
    if (clocks.clocksInPlay() > 0) {
        Refusal r;
        r.kind = Refusal::Kind::Refused;
        r.problem = Problem(QT_TRANSLATE_NOOP("tengen", "the clocks of round %1 are in play; the "
                                                        "hall serves them, not round %2"),
                            std::to_string(clocks.round()), std::to_string(round.value()));
        return r;
    }
    return clocks.setUpRound(round);
}

Refusal beginHallRound(ClockHall& clocks) {
    if (clocks.clocksInPlay() > 0) {
        clocks.resumeAll();
        return {};
    }
    return clocks.startAll();
}

Refusal setRefereePin(store::TournamentFile& file, const QString& pin) {
    try {
        file.clocks().setRefereePin(pin.trimmed());
        return {};
    } catch (const store::StoreError& e) {
        return Refusal::fromStore(e);
    }
}

std::vector<QString> roundJoinCodes(const store::TournamentFile& file, RoundNo round, int tables) {
    const QString secret = file.clocks().hallSecret();
    std::vector<QString> codes;
    for (int t = 1; t <= tables; ++t)
        codes.push_back(joinCode(secret, round, TableNo{t}));
    return codes;
}

} // namespace tengen
