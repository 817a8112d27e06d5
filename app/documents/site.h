#pragma once
// The event's site in the languages players read (#34; docs/publishing.md): the folder in the
// desk's language, and in Simplified Chinese and English beside it (zh/ and en/) when the desk's
// language is another; every index links to the others.
#include "actions/refusal.h"
#include "store/tournament_file.h"

#include <QString>

namespace tengen {

// `written`: every page's path in the folder (zh/…, en/… for the languages beside the root) —
// what a push sends, never anything else the folder holds.
Refusal publishSite(const store::TournamentFile& file, int round, const QString& folder,
                    const QString& language, QStringList* written = nullptr);

} // namespace tengen
