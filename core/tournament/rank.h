#pragma once
// A player's grade. Amateur grades live on one internal scale (30k = -30 ... 1k = -1,
// 1d = 0 ... 9d = 8, the scale OpenGotha and Pairgoth use); professional grades 1p..9p
// are kept apart because they are not comparable step for step with amateur dan.
#include "base/problem.h"

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace tengen {

class Rank {
  public:
    enum class Kind { Amateur, Professional };

    static constexpr int kWeakest = -30; // 30k
    static constexpr int kStrongest = 8; // 9d

    // Precondition: -30 <= value <= 8.
    static Rank amateur(int value) { return Rank(Kind::Amateur, value); }
    static Rank kyu(int grade) { return amateur(-grade); }    // 1..30
    static Rank dan(int grade) { return amateur(grade - 1); } // 1..9
    // Precondition: 1 <= grade <= 9.
    static Rank professional(int grade) { return Rank(Kind::Professional, grade); }

    Kind kind() const { return kind_; }
    bool isProfessional() const { return kind_ == Kind::Professional; }
    // Amateur: the internal scale value. Professional: the pro grade 1..9.
    int value() const { return value_; }
    // The amateur-scale value pairing and handicaps use. Professionals are placed at the top
    // as OpenGotha does: 1p-3p as 7d, 4p-6p as 8d, 7p-9p as 9d.
    int amateurScale() const;

    // "5k", "1d", "3p": the short form EGD and AGA files use.
    std::string toString() const;
    // "5级", "1段", "职业3段".
    std::string toChinese() const;

    friend bool operator==(const Rank&, const Rank&) = default;
    // Orders by strength: any professional above every amateur.
    friend std::strong_ordering operator<=>(const Rank& a, const Rank& b);

  private:
    Rank(Kind kind, int value) : kind_(kind), value_(value) {}
    Kind kind_;
    int value_;
};

struct RankParse {
    std::optional<Rank> rank;
    Problem error; // set when rank is empty: what is wrong with the text
};

// Reads a rank the way people type it: "2d", "2D", "2 dan", "2段", "二段", "业余2段", "初段",
// "5k", "5级", "5 kyu", "5級", "5급", "3단", "3p", "职业三段", "3 pro". Empty text is an error.
RankParse tryParseRank(std::string_view text);

} // namespace tengen
