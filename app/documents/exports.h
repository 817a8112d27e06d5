#pragma once
// Exports for the federations and other programs, and the set of pages published after a
// round: the actions under the Reports view and `tengen-cli export`. One rule for every
// screen: a federation's file (EGF, FFG, AGA) refuses a name it cannot hold, naming the player
// (never a '?'); the EGF file names every unusual result in its header; the OpenGotha file asks
// before writing what OpenGotha would score otherwise.
#include "actions/refusal.h"
#include "documents/documents.h"
#include "store/tournament_file.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace tengen {

enum class ExportFormat { Egf, Aga, Ffg, OpenGotha };
std::optional<ExportFormat> tryParseExportFormat(const QString& id); // egf|aga|ffg|opengotha

struct ExportOptions {
    std::optional<int> afterRound; // none: the last round played (EGF, FFG); 0: before round 1
    formats::EgfOptions egf;       // encoding, PIN tail, country
    bool keepForfeits = false;
    // OpenGotha: write the file though OpenGotha would score some players otherwise (a
    // requested bye written as an absence), with a warning for each.
    bool force = false;
};

struct ExportOutcome {
    // Refused (EGF): `unwritable` names the players without a Latin name the encoding can hold.
    Refusal refusal;
    QByteArray bytes;
    QStringList warnings;   // in the user's language
    QStringList unwritable; // "井山裕太 (7)"
};
ExportOutcome exportResults(const store::TournamentFile& file, ExportFormat format,
                            const ExportOptions& options);

// Writes the site of the event after `round` into `folder` in the thread's language
// (Documents::publish; common/site.h adds the other languages): `languageLinks` heads its index,
// `written` gets each page's path in the folder.
Refusal publishRound(const store::TournamentFile& file, RoundNo round, const QString& folder,
                     const QString& languageLinks = {}, QStringList* written = nullptr);

} // namespace tengen
