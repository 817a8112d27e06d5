#pragma once
// The player list to publish: who is registered, with rank, rating, club and country (never
// birth dates, contacts or notes), by strength, by name or by club.
#include "table_document.h"
#include "tournament/player.h"
#include <functional>

#include <optional>
#include <string_view>

namespace tengen::reports {

enum class PlayerOrder { Rank, Name, Club };
std::optional<PlayerOrder> tryParsePlayerOrder(std::string_view id); // rank, name, club

struct PlayerListLabels {
    QString title, number, name, latinName, rank, rating, club, country, pin, registration;
    QString final, preliminary, withdrawn;
    QString language = QStringLiteral("en");
    // A rank in the document's language ("3段"); the short form (toString) when not given.
    std::function<QString(const Rank&)> rankText;
};

// Rank: strongest first (the effective rank, then the rating, then the name); name: by the name
// in the document's language's collation (pinyin order for Chinese under ICU); club: by club,
// then strength. Withdrawn players stay on the list, marked.
TableDocument playerList(std::vector<Player> players, PlayerOrder order,
                         const PlayerListLabels& labels);

} // namespace tengen::reports
