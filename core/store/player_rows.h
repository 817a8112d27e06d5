#pragma once
// A registration as its rows hold it, private to core/store: the player table's columns, a
// player read from a row and the values a row is written from (players_store.cpp and
// players_import.cpp both write players).
#include "tournament/player.h"

#include <QSqlQuery>
#include <QString>
#include <QVariant>
#include <QVariantList>
#include <optional>
#include <string>

namespace tengen::store::player_rows {

// The player table's columns, id first, in the order readPlayer reads them.
extern const QString kPlayerColumns;

// A "?" for each of kPlayerColumns.
QString columnMarks();

// The text, or SQL NULL.
QVariant nullable(const std::optional<std::string>& v);

// A participation row from columns round, state, checked_in_at starting at `first`.
RoundParticipation readRound(const QSqlQuery& r, int first);

// A player from a row of kPlayerColumns.
Player readPlayer(const QSqlQuery& r);

// The values of every column but id, in kPlayerColumns' order.
QVariantList playerValues(const Player& p);

} // namespace tengen::store::player_rows
