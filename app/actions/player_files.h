#pragma once
// Purpose: a list of players read from a file the user chose — only a regular file of a list's
// size, never the tournament file this process has open (closing a descriptor on it would
// release SQLite's locks) — and handed to its format's reader (core/formats).
#include "formats/importers.h"

#include <QString>

namespace tengen {

// Reads `path` and hands it to `format`'s reader. A file that cannot be read is an error, not a
// throw. `encoding` applies to CSV files (formats::parseCsvPlayers).
formats::ImportParse parsePlayersFile(const QString& path, formats::ImportFormat format,
                                      const QString& encoding = {});

} // namespace tengen
