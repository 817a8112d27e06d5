#include "player_list.h"

#include "base/qt_text.h"

#include <QCollator>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace tengen::reports {

std::optional<PlayerOrder> tryParsePlayerOrder(std::string_view id) {
    if (id == "rank")
        return PlayerOrder::Rank;
    if (id == "name")
        return PlayerOrder::Name;
    if (id == "club")
        return PlayerOrder::Club;
    return std::nullopt;
}

namespace {

// Stronger first; a player without a rank after every ranked one.
int byStrength(const Player& a, const Player& b) {
    const auto ra = a.effectiveRank(), rb = b.effectiveRank();
    if (ra.has_value() != rb.has_value())
        return ra ? -1 : 1;
    if (ra && *ra != *rb)
        return *ra > *rb ? -1 : 1;
    const double va = a.rating ? a.rating->value : -1e9, vb = b.rating ? b.rating->value : -1e9;
    if (va != vb)
        return va > vb ? -1 : 1;
    return 0;
}

} // namespace

TableDocument playerList(std::vector<Player> players, PlayerOrder order,
                         const PlayerListLabels& l) {
    QCollator collator{QLocale(l.language)};
    collator.setNumericMode(true);
    auto byName = [&](const Player& a, const Player& b) {
        return collator.compare(q(a.displayName()), q(b.displayName()));
    };
    std::stable_sort(players.begin(), players.end(), [&](const Player& a, const Player& b) {
        int c = 0;
        if (order == PlayerOrder::Club)
            c = collator.compare(q(a.club), q(b.club));
        if (c == 0 && order != PlayerOrder::Name)
            c = byStrength(a, b);
        if (c == 0)
            c = byName(a, b);
        if (c == 0)
            return a.id < b.id;
        return c < 0;
    });
    TableSection s;
    s.columns = {l.number, l.name,    l.latinName, l.rank,        l.rating,
                 l.club,   l.country, l.pin,       l.registration};
    s.numeric = {true, false, false, true, true, false, false, false, false};
    int n = 0;
    for (const Player& p : players) {
        const auto rank = p.effectiveRank();
        const std::string latin = p.latinName();
        s.rows.push_back({QString::number(++n), q(p.displayName()),
                          latin == p.displayName() ? QString() : q(latin),
                          !rank        ? QString()
                          : l.rankText ? l.rankText(*rank)
                                       : q(rank->toString()),
                          p.rating ? QString::number(std::lround(p.rating->value)) : QString(),
                          q(p.club), q(p.country), q(p.egdPin),
                          p.withdrawn
                              ? l.withdrawn
                              : (p.status == RegistrationStatus::Final ? l.final : l.preliminary)});
    }
    return TableDocument{l.title, l.language, {s}};
}

} // namespace tengen::reports
