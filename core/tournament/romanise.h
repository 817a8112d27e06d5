#pragma once
// Latin names for players registered in their own script, for the federations' files (the EGF
// file is Latin-1; the EGD and the AGA read Latin letters only), with ICU's transliterators:
//   Chinese: Han-Latin/Names for the family name (单 → Shan, 曾 → Zeng), Han-Latin for the given
//            name, tones dropped, syllables of a given name joined (柯洁 → Ke Jie, 王小明 → Wang
//            Xiaoming);
//   Korean:  Hangul-Latin, with the spellings Korean players use for the common family names
//            (김 → Kim, 이 → Lee, 박 → Park);
//   Japanese in kana: Hepburn without long-vowel marks (いやま ゆうた → Iyama Yuta).
// Japanese names in kanji have no reading ICU can know (柳時熏 is Ryu Shikun, not Liu Shixun):
// they are not romanised, the player's own romanisation is asked for.
#include "player.h"

#include <optional>
#include <string>

namespace tengen {

struct LatinName {
    std::string family, given;
    friend bool operator==(const LatinName&, const LatinName&) = default;
};

// The Latin name of a player with a native name and none in Latin, nullopt when none can be
// made (a Japanese kanji name, a script ICU does not read, nothing native).
std::optional<LatinName> romanisedName(const Player& p);

// The player with its Latin name filled in when it had none and one can be made.
Player withLatinName(Player p);

// An edit of `before` into `after`: when the native name (or the country, which decides how it
// is read) changed and the Latin name is the one made from the old name — not typed by hand,
// and not changed in this edit — the Latin name is made again from the new one (cleared when
// none can be made). 单文 corrected to 单武: Shan Wen becomes Shan Wu; a Latin name the
// player gave is kept.
Player withLatinNameAfterEdit(const Player& before, Player after);

// True when the text holds letters outside Latin-1 (an 8-bit EGF file cannot write them).
bool needsRomanisation(const std::string& text);

// The same text romanised as a Chinese place or club name would be ("北京" → "Beijing"); the text
// itself when nothing is to be done.
std::string romanisedText(const std::string& text);
// A phrase or sentence with some words in another script (a referee's note, a club "Go 杭州"):
// each run of Hanzi, Hangul or kana romanised as romanisedText does, set apart from the
// letters beside it by a blank; the rest as it is.
std::string romanisedPhrase(const std::string& text);

// Names in the order people look for theirs in a Chinese hall: ICU's collation for zh (pinyin
// order for Han, then the other scripts). Negative, zero or positive, as strcmp.
int compareNames(const std::string& a, const std::string& b);
// The same order as bytes to compare (ICU's sort key): made once per name, a sort of thousands
// of names compares keys instead of collating each pair again.
std::string nameSortKey(const std::string& name);

} // namespace tengen
