#include "division.h"

#include "player.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace tengen {

namespace {

std::string lowerAscii(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

bool overlaps(const Division& a, const Division& b) {
    return a.tableFirst && b.tableFirst && *a.tableFirst <= *b.tableLast &&
           *b.tableFirst <= *a.tableLast;
}

} // namespace

Problem validateDivisions(const std::vector<Division>& divisions) {
    std::set<int> ids;
    std::set<std::string> names;
    bool first = false;
    for (const Division& d : divisions) {
        if (d.id < 1 || !ids.insert(d.id).second)
            return Problem(QT_TRANSLATE_NOOP("tengen", "division %1: an id given twice"),
                           std::to_string(d.id));
        first = first || d.id == kFirstDivision;
        if (d.name().empty())
            return Problem(QT_TRANSLATE_NOOP("tengen", "division %1: a division needs a name"),
                           std::to_string(d.id));
        // Names are printed on every list and page: one line, of a name's length.
        for (const auto& [text, field] : {std::pair{&d.nameNative, "division name"},
                                          std::pair{&d.nameLatin, "division name in Latin"}})
            if (Problem p = checkText(*text, field, kMaxDivisionName); !p.empty())
                return p;
        // Its names in either script (one division may write both alike) against the others'.
        std::set<std::string> own;
        for (const std::string& name : {d.nameNative, lowerAscii(d.nameLatin)})
            if (!name.empty())
                own.insert(name);
        for (const std::string& name : own)
            if (!names.insert(name).second)
                return Problem(QT_TRANSLATE_NOOP("tengen",
                                                 "two divisions are named \"%1\": each needs "
                                                 "a name of its own"),
                               name);
        if (d.rounds < 1 || d.rounds > 99)
            return Problem(QT_TRANSLATE_NOOP("tengen", "division \"%1\": %2 rounds (1 to 99)"),
                           d.name(), std::to_string(d.rounds));
        if (d.tableFirst.has_value() != d.tableLast.has_value() ||
            (d.tableFirst &&
             (*d.tableFirst < 1 || *d.tableLast < *d.tableFirst || *d.tableLast > kMaxTable)))
            return Problem(
                QT_TRANSLATE_NOOP("tengen",
                                  "division \"%1\": tables %2-%3 are not a range from 1 to %4"),
                d.name(), d.tableFirst ? std::to_string(*d.tableFirst) : std::string("?"),
                d.tableLast ? std::to_string(*d.tableLast) : std::string("?"),
                std::to_string(kMaxTable));
    }
    for (const Division& d : divisions) {
        if (d.certifies.has_value() != d.awards.has_value())
            return Problem(QT_TRANSLATE_NOOP("tengen", "division \"%1\": a certification group "
                                                       "needs both its grades and its award "
                                                       "table"),
                           d.name());
        if (!d.certifies)
            continue;
        if (d.certifies->weakest > d.certifies->strongest ||
            d.certifies->weakest < Rank::kWeakest || d.certifies->strongest > Rank::kStrongest)
            return Problem(QT_TRANSLATE_NOOP("tengen", "division \"%1\": the grades it "
                                                       "certifies are not a range"),
                           d.name());
        if (const Problem p = validateAwardTable(*d.awards); !p.empty())
            return p;
        if (d.awards->rounds != d.rounds)
            return Problem(QT_TRANSLATE_NOOP("tengen", "division \"%1\": its award table is "
                                                       "for %2 rounds, and it plays %3"),
                           d.name(), std::to_string(d.awards->rounds), std::to_string(d.rounds));
    }
    if (!divisions.empty() && !first)
        return Problem(QT_TRANSLATE_NOOP("tengen", "the event's first division is missing"));
    for (size_t i = 0; i < divisions.size(); ++i)
        for (size_t j = i + 1; j < divisions.size(); ++j)
            if (overlaps(divisions[i], divisions[j])) {
                const Division& a = divisions[i];
                const Division& b = divisions[j];
                return Problem(QT_TRANSLATE_NOOP("tengen", "divisions \"%1\" and \"%2\" share "
                                                           "tables %3-%4: give each its own range"),
                               a.name(), b.name(),
                               std::to_string(std::max(*a.tableFirst, *b.tableFirst)),
                               std::to_string(std::min(*a.tableLast, *b.tableLast)));
            }
    return {};
}

const Division* findDivision(const std::vector<Division>& divisions, const std::string& name) {
    for (const Division& d : divisions)
        if (d.nameNative == name ||
            (!d.nameLatin.empty() && lowerAscii(d.nameLatin) == lowerAscii(name)))
            return &d;
    for (const Division& d : divisions)
        if (std::to_string(d.id) == name)
            return &d;
    return nullptr;
}

std::vector<DivisionTables> divisionTables(const std::vector<Division>& divisions,
                                           const std::vector<int>& tablesNeeded) {
    const auto isFree = [&](int first, int last) {
        for (const Division& d : divisions)
            if (d.tableFirst && first <= *d.tableLast && *d.tableFirst <= last)
                return false;
        return true;
    };
    std::vector<DivisionTables> out;
    int next = 1;
    for (size_t i = 0; i < divisions.size(); ++i) {
        const Division& d = divisions[i];
        if (d.tableFirst) {
            out.push_back({d.id, *d.tableFirst, *d.tableLast});
            next = std::max(next, *d.tableLast + 1);
            continue;
        }
        const int n = std::max(1, i < tablesNeeded.size() ? tablesNeeded[i] : 1);
        int first = next;
        while (!isFree(first, first + n - 1))
            ++first;
        out.push_back({d.id, first, first + n - 1});
        next = first + n;
    }
    return out;
}

} // namespace tengen
