#pragma once
// EGF results file (.h9, .h1 ...; docs/formats.md §1): the header the EGD reads by tag, then one
// line per player in standings order with fixed columns and `opp res type colour hcp` round
// entries, where the opponent is the 1-based line index in this file.
#include "tournament/pairing_settings.h"
#include "tournament/standings_table.h"
#include "tournament/tournament_settings.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <map>

namespace tengen::formats {

enum class EgfEncoding { Latin1, Ascii, Utf8 };

struct EgfOptions {
    EgfEncoding encoding = EgfEncoding::Latin1;
    bool pinTail = false;      // " |12345678" after the last round when the EGD PIN is known
    bool keepForfeits = false; // else results by default become "0=" on both lines (not rated)
    QString countryCode;       // PC[CC,city]
    // Lines the rating officer must read, written as comments after the header ("; Note: ...").
    QStringList notes;
};

// Adjusted time in seconds and the EGF class (A, B, C or X) of a time control.
int egfAdjustedSeconds(const TimeControl& t);
char egfClass(const TimeControl& t);
// The header's CM[] name of a time system ("Standard byo-yomi", "Fischer", "Ing overtime").
QString egfTimeSystemName(TimeSystem s);
// "h1": stones = grade difference - 1; "h9": no handicap games.
QString egfHandicapRule(const PairingSettings& p);

// True when the encoding holds the text, accents folded as the writer folds them (no '?').
bool egfCanWrite(const QString& text, EgfEncoding encoding);
// `text` in the encoding: accents dropped (NFD, marks left out) where it cannot hold a
// character, '?' for what still does not fit (callers check names first, egfCanWrite).
QByteArray encodeText(const QString& text, EgfEncoding encoding);
// A text of the event (its name, town, club, a referee's note) in Latin letters for the
// federations' files, which hold Latin-1 or ASCII: Hanzi in pinyin, Hangul and kana
// romanised (ICU), accents then dropped where the file cannot hold them — never '?'.
QString latinText(const std::string& text);

QByteArray egfResults(const StandingsTable& table, const TournamentSettings& settings,
                      const PairingSettings& pairing, const std::map<PlayerId, std::string>& pins,
                      const EgfOptions& options);

} // namespace tengen::formats
