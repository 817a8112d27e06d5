#pragma once
// The certificates of a rank-certification day (#47 point 5; docs/divisions.md): one page for
// each player a grade is awarded to — the event, the name in its native script and in Latin, the
// grade in the certificate's language, the score, the place and date, signature lines and a
// certificate number — for one certification group or all of them, in one PDF.
#include "actions/refusal.h"
#include "store/tournament_file.h"
#include "tournament/rank.h"

#include <QString>
#include <optional>

namespace tengen {

// A grade as a certificate in `language` writes it: 业余初段, 業餘五級, 初段, 5級, 초단, 5급,
// "1 dan", "5 kyu" (zh_CN, zh_TW, ja, ko, anything else English).
QString certificateGrade(const Rank& rank, const QString& language);

// "2026-2-0017": the event's year, the division and the player, the same at every printing.
QString certificateNumber(int year, int division, PlayerId player);

// Writes the certificates of `division` (nullopt: every certification group) in `language`
// (zh_CN, zh_TW, ja, ko or en) to `path`. Refused, nothing written, when the division is not a
// certification group (or the event has none), or when no grade is awarded there yet.
Refusal writeCertificates(const store::TournamentFile& file, std::optional<int> division,
                          const QString& language, const QString& path);

} // namespace tengen
