#pragma once
// The registration record of one player, as the director keeps it. Text is UTF-8.
#include "base/problem.h"
#include "ids.h"
#include "rank.h"
#include "rating.h"

#include <boost/date_time/gregorian/gregorian_types.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen {

enum class NameOrder { FamilyFirst, GivenFirst };
enum class Gender { Unknown, Female, Male };
enum class RegistrationStatus { Preliminary, Final };
enum class Participation { Present, Absent, ByeRequested };

std::string_view genderId(Gender g);                      // "", "f", "m"
std::optional<Gender> tryParseGender(std::string_view s); // f/m, female/male, 女/男, 여/남
std::string_view participationId(Participation p);        // "present", "absent", "bye"
std::optional<Participation> tryParseParticipation(std::string_view s);

// Money in the smallest unit of the event's currency (fen, cents), never a double.
using MoneyMinor = std::int64_t;

struct RoundParticipation {
    int round = 1; // 1-based
    Participation state = Participation::Present;
    std::optional<std::string> checkedInAt; // ISO 8601 UTC wall-clock stamp of the check-in
    friend bool operator==(const RoundParticipation&, const RoundParticipation&) = default;
};

struct Player {
    PlayerId id{};
    // Names in the player's own script (柯 / 洁) and in Latin letters for 8-bit exports (Ke / Jie).
    std::string familyNative, givenNative;
    std::string familyLatin, givenLatin;
    NameOrder nameOrder = NameOrder::FamilyFirst; // display order of the native name
    std::string country;                          // ISO 3166 alpha-2; "UK" as the EGD writes it
    std::string club, association;
    std::string rankLabel;            // the declared rank as the player gave it ("业余3段")
    std::optional<Rank> declaredRank; // nullopt: not known yet
    std::optional<Rating> rating;
    std::optional<Rank> rankOverride; // set by the director: wins over rating and declaration
    int mcMahonCorrection = 0;        // added to the start McMahon score (super-bar group)
    std::string egdPin, agaId, ffgLicence, otherIds;
    std::optional<boost::gregorian::date> birthDate;
    Gender gender = Gender::Unknown;
    std::string category;
    MoneyMinor feeDue = 0, feePaid = 0;
    RegistrationStatus status = RegistrationStatus::Preliminary;
    bool withdrawn = false;
    std::vector<RoundParticipation>
        rounds;                 // only rounds that differ from "present" or were checked in
    std::string contact, notes; // private: never exported
    int division = 1;           // the event's division the player plays in (division.h)

    // The rank pairing and handicaps use: the director's override, else the rank the rating
    // implies, else the declared rank.
    std::optional<Rank> effectiveRank() const;
    // The grade the player claims for a certification group or a division by grade: the
    // director's override, else the declared rank (never the one a rating implies).
    std::optional<Rank> claimedRank() const { return rankOverride ? rankOverride : declaredRank; }
    // "柯洁", "Ke Jie", "Iyama Yuta": native name in its order, else the Latin one family first.
    std::string displayName() const;
    // Latin "Family Given", falling back to the native name when no Latin form is known.
    std::string latinName() const;
    Participation participation(int round) const;

    friend bool operator==(const Player&, const Player&) = default;
};

// `p` with the participation of round `r.round` replaced by `r` (rounds kept in order).
Player withParticipation(Player p, const RoundParticipation& r);

// Whole years on `day` (for youth sections: age on the event's first day).
int ageOn(const boost::gregorian::date& birth, const boost::gregorian::date& day);

// Strict ISO date "yyyy-mm-dd"; also accepts "yyyy/mm/dd", "yyyy.mm.dd" and "yyyy年m月d日".
std::optional<boost::gregorian::date> tryParseDate(std::string_view text);
std::string toIsoDate(const boost::gregorian::date& d);

// True when the text holds a CJK ideograph, kana or hangul (so the name is written family first).
bool containsCjk(std::string_view utf8);

} // namespace tengen

namespace tengen {
// Names the first problem that keeps the record from being registered, or returns "".
Problem validate(const Player& p);
// A text a person types or a file gives: no control character (`lines`: line breaks and tabs
// let through), at most `most` characters; the problem names `field` as the CLI and the CSV do.
Problem checkText(std::string_view text, const char* field, std::size_t most, bool lines = false);
} // namespace tengen
