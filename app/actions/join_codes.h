#pragma once
// The code a table's device joins the hall with (docs/hall-protocol.md, "Joining"): eight
// letters and digits made from the event's secret (store::Clocks::hallSecret), the round and the
// table with HMAC-SHA-256, so that nobody works out another table's code from his own, and a
// round's codes end with the round. Crockford's base 32: no I, L, O or U to misread, and a code
// is read back whatever its case and with I/L taken for 1, O for 0.
#include "tournament/ids.h"

#include <QString>
#include <optional>

namespace tengen {

QString joinCode(const QString& secretHex, RoundNo round, TableNo table);
// The code as a person may type it: upper case, O read as 0, I and L as 1, spaces and dashes
// left out. "" when it cannot be a code.
QString normalisedJoinCode(const QString& typed);
// The table of `round` (1..tables) whose code is `typed`, if any.
std::optional<TableNo> tableOfJoinCode(const QString& secretHex, RoundNo round, int tables,
                                       const QString& typed);
// The table's page at the hall `hallUrl` ("http://10.0.0.5:8090" or with its slash):
// "http://10.0.0.5:8090/t/CODE".
QString tablePageUrl(QString hallUrl, const QString& code);

// The port the hall listens on unless the referee chose another.
constexpr int kDefaultHallPort = 8090;
// Where the hall is expected on this machine: documents/hall_address.h.

} // namespace tengen
