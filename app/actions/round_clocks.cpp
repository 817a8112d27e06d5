#include "round_clocks.h"

#include "clock/control.h"

namespace tengen {

QString clockSpec(const TimeControl& t) {
    const auto s = [](int seconds) { return QStringLiteral("%1s").arg(seconds); };
    QString spec;
    switch (t.system) {
    case TimeSystem::Absolute:
        spec = QStringLiteral("absolute:main=%1").arg(s(t.basicSeconds));
        break;
    case TimeSystem::ByoYomi:
        spec = QStringLiteral("byoyomi:main=%1,period=%2,periods=%3")
                   .arg(s(t.basicSeconds), s(t.periodSeconds))
                   .arg(t.periods);
        break;
    case TimeSystem::Canadian:
        spec = QStringLiteral("canadian:main=%1,stones=%2,period=%3")
                   .arg(s(t.basicSeconds))
                   .arg(t.periodMoves)
                   .arg(s(t.periodSeconds));
        break;
    case TimeSystem::Fischer:
        spec =
            QStringLiteral("fischer:main=%1,inc=%2").arg(s(t.basicSeconds), s(t.incrementSeconds));
        break;
    case TimeSystem::MovesPerPeriod:
        spec = QStringLiteral("moves:main=%1,stones=%2,period=%3")
                   .arg(s(t.basicSeconds))
                   .arg(t.periodMoves)
                   .arg(s(t.periodSeconds));
        break;
    }
    // The clock's own spelling ("60m" rather than "3600s") where the control is one it can run.
    const clock::ControlParse parsed = clock::tryParseControl(spec.toStdString());
    return parsed.control ? QString::fromStdString(clock::describe(*parsed.control)) : spec;
}

RoundClocks roundClocks(const store::TournamentFile& file, int round) {
    RoundClocks out;
    out.round = round;
    out.control = clockSpec(file.settings().time);
    const std::vector<Game> games = file.games(round);
    for (const Game& g : games)
        out.tables = std::max(out.tables, g.table);
    out.seats.resize(out.tables);
    const auto name = [&](PlayerId id) {
        const auto p = file.player(id);
        return p ? QString::fromStdString(p->displayName()) : QString::number(id);
    };
    for (const Game& g : games)
        out.seats[g.table - 1] = {name(g.black), name(g.white)};
    return out;
}

int roundForClocks(const store::TournamentFile& file) {
    int last = 0;
    for (const Game& g : file.games())
        last = std::max(last, g.round);
    return last;
}

} // namespace tengen
