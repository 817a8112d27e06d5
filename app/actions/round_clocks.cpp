#include "round_clocks.h"

#include "clock/control.h"

namespace tengen {

QString clockSpec(const TimeControl& t) {
    return QString::fromStdString(timeControlSpec(t)); // the event's control is the clock's type
}

RoundClocks roundClocks(const store::TournamentFile& file, RoundNo round) {
    RoundClocks out;
    out.round = round;
    out.control = clockSpec(file.settings().get().time);
    const std::vector<Game> games = file.rounds().games(RoundNo{round});
    for (const Game& g : games)
        out.tables = std::max(out.tables, g.table);
    out.seats.resize(out.tables);
    const auto name = [&](PlayerId id) {
        const auto p = file.players().find(id);
        return p ? QString::fromStdString(p->displayName()) : QString::number(id);
    };
    for (const Game& g : games)
        out.seats[g.table - 1] = {name(g.black), name(g.white)};
    return out;
}

int roundForClocks(const store::TournamentFile& file) {
    int last = 0;
    for (const Game& g : file.rounds().games())
        last = std::max(last, g.round);
    return last;
}

} // namespace tengen
