#include "pairing_settings.h"

#include "base/problem.h"
#include "rank.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace tengen {

namespace {
// Every criterion, in the order a director is offered them: its id (OpenGotha's name where
// OpenGotha has it) and its words (criterionWords). A new tie-breaker is one row here.
#define QT_TRANSLATE_NOOP3(scope, text, note) text, note // for lupdate: a template and its note
struct CriterionRow {
    Criterion criterion;
    std::string_view id;
    CriterionWords words;
};
constexpr std::array<CriterionRow, kCriterionCount> kCriteria{{
    {Criterion::None, "NULL", {nullptr, nullptr, QT_TRANSLATE_NOOP("Criteria", "—")}},
    {Criterion::Mms,
     "MMS",
     {QT_TRANSLATE_NOOP("Criteria", "Score"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "McMahon score — MMS")}},
    {Criterion::Nbw,
     "NBW",
     {QT_TRANSLATE_NOOP("Criteria", "Score"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "Wins (积分) — NBW")}},
    {Criterion::Sosm,
     "SOSM",
     {QT_TRANSLATE_NOOP("Criteria", "SOS"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "Opponents' scores (对手分) — %1")}},
    {Criterion::Sosw,
     "SOSW",
     {QT_TRANSLATE_NOOP("Criteria", "SOS"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "Opponents' scores (对手分) — %1")}},
    {Criterion::SosmM1, "SOSM-1", {QT_TRANSLATE_NOOP("Criteria", "SOS-1"), nullptr, nullptr}},
    {Criterion::SoswM1, "SOSW-1", {QT_TRANSLATE_NOOP("Criteria", "SOS-1"), nullptr, nullptr}},
    {Criterion::SosmM2, "SOSM-2", {QT_TRANSLATE_NOOP("Criteria", "SOS-2"), nullptr, nullptr}},
    {Criterion::SoswM2, "SOSW-2", {QT_TRANSLATE_NOOP("Criteria", "SOS-2"), nullptr, nullptr}},
    {Criterion::Cussm,
     "CUSSM",
     {QT_TRANSLATE_NOOP("Criteria", "CUSS"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "Cumulative score (累进分) — %1")}},
    {Criterion::Cussw,
     "CUSSW",
     {QT_TRANSLATE_NOOP("Criteria", "CUSS"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "Cumulative score (累进分) — %1")}},
    {Criterion::Sodosm,
     "SODOSM",
     {QT_TRANSLATE_NOOP("Criteria", "SODOS"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "Defeated opponents' scores — %1")}},
    {Criterion::Sodosw,
     "SODOSW",
     {QT_TRANSLATE_NOOP("Criteria", "SODOS"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "Defeated opponents' scores — %1")}},
    {Criterion::Sososm,
     "SOSOSM",
     {QT_TRANSLATE_NOOP("Criteria", "SOSOS"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "Opponents' SOS — %1")}},
    {Criterion::Sososw,
     "SOSOSW",
     {QT_TRANSLATE_NOOP("Criteria", "SOSOS"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "Opponents' SOS — %1")}},
    {Criterion::Dc,
     "DC",
     {nullptr, nullptr, QT_TRANSLATE_NOOP("Criteria", "Direct confrontation — DC")}},
    {Criterion::Sdc, "SDC", {nullptr, nullptr, nullptr}},
    {Criterion::Ext, "EXT", {nullptr, nullptr, nullptr}},
    {Criterion::Exr, "EXR", {nullptr, nullptr, nullptr}},
    {Criterion::Rating, "Rating", {nullptr, nullptr, nullptr}},
    {Criterion::Rank, "Rank", {nullptr, nullptr, nullptr}},
    {Criterion::Category, "CAT", {nullptr, nullptr, nullptr}},
    {Criterion::Sb,
     "SB",
     {QT_TRANSLATE_NOOP3("Criteria", "SB", "Sonneborn–Berger"),
      QT_TRANSLATE_NOOP("Criteria", "Sonneborn–Berger — SB")}},
    {Criterion::Koya,
     "KOYA",
     {QT_TRANSLATE_NOOP("Criteria", "Koya"), nullptr,
      QT_TRANSLATE_NOOP("Criteria", "Koya — KOYA")}},
    {Criterion::Wins,
     "WINS",
     {QT_TRANSLATE_NOOP3("Criteria", "Wins", "games won, a standings column"),
      QT_TRANSLATE_NOOP("Criteria", "Games won — WINS")}},
}};
#undef QT_TRANSLATE_NOOP3

constexpr bool everyCriterionHasItsRow() {
    for (int c = 0; c < kCriterionCount; ++c) {
        bool found = false;
        for (const CriterionRow& r : kCriteria)
            found = found || (static_cast<int>(r.criterion) == c && !r.id.empty());
        if (!found)
            return false;
    }
    return true;
}
static_assert(everyCriterionHasItsRow(), "a Criterion without its row in kCriteria");

const CriterionRow* rowOf(Criterion c) {
    for (const CriterionRow& r : kCriteria)
        if (r.criterion == c)
            return &r;
    return nullptr;
}

template <typename E, std::size_t N>
std::optional<E> lookup(const std::array<std::pair<E, std::string_view>, N>& table,
                        std::string_view id) {
    for (const auto& [value, text] : table)
        if (text == id)
            return value;
    return std::nullopt;
}
template <typename E, std::size_t N>
std::string_view name(const std::array<std::pair<E, std::string_view>, N>& table, E value) {
    for (const auto& [v, text] : table)
        if (v == value)
            return text;
    return {};
}

constexpr std::array<std::pair<SeedSystem, std::string_view>, 3> kSeedIds{{
    {SeedSystem::SplitAndRandom, "SPLITANDRANDOM"},
    {SeedSystem::SplitAndFold, "SPLITANDFOLD"},
    {SeedSystem::SplitAndSlip, "SPLITANDSLIP"},
}};
constexpr std::array<std::pair<DrawPlacement, std::string_view>, 3> kDrawIds{{
    {DrawPlacement::Top, "TOP"},
    {DrawPlacement::Middle, "MID"},
    {DrawPlacement::Bottom, "BOT"},
}};
constexpr std::array<std::pair<PairingCompat, std::string_view>, 2> kCompatIds{{
    {PairingCompat::OpenGotha352, "opengotha-3.52"},
    {PairingCompat::OpenGotha2024, "opengotha-2024"},
}};
} // namespace

std::string_view criterionId(Criterion c) {
    const CriterionRow* r = rowOf(c);
    return r ? r->id : std::string_view{};
}

CriterionWords criterionWords(Criterion c) {
    const CriterionRow* r = rowOf(c);
    return r ? r->words : CriterionWords{};
}

std::vector<Criterion> allCriteria() {
    std::vector<Criterion> out;
    for (const CriterionRow& r : kCriteria)
        out.push_back(r.criterion);
    return out;
}
// Case aside: OpenGotha writes "Rating" and its reader's default is "RATING".
bool inOpenGotha(Criterion c) {
    return static_cast<int>(c) <= static_cast<int>(Criterion::Sdc);
}

std::optional<Criterion> tryParseCriterion(std::string_view id) {
    for (const auto& [value, text, words] : kCriteria)
        if (text.size() == id.size() &&
            std::equal(text.begin(), text.end(), id.begin(), [](char a, char b) {
                return std::tolower(static_cast<unsigned char>(a)) ==
                       std::tolower(static_cast<unsigned char>(b));
            }))
            return value;
    return std::nullopt;
}
int criterionScale(Criterion c) {
    switch (c) {
    case Criterion::None:
    case Criterion::Category:
    case Criterion::Rank:
    case Criterion::Rating:
    case Criterion::Dc:
    case Criterion::Sdc:
    case Criterion::Wins:
        return 1;
    case Criterion::Sb:
    case Criterion::Sodosw:
    case Criterion::Sodosm:
        return 4;
    default:
        return 2;
    }
}
std::string_view seedSystemId(SeedSystem s) {
    return name(kSeedIds, s);
}
std::optional<SeedSystem> tryParseSeedSystem(std::string_view id) {
    return lookup(kSeedIds, id);
}
std::string_view drawPlacementId(DrawPlacement p) {
    return name(kDrawIds, p);
}
std::optional<DrawPlacement> tryParseDrawPlacement(std::string_view id) {
    return lookup(kDrawIds, id);
}
std::string_view pairingCompatId(PairingCompat c) {
    return name(kCompatIds, c);
}
std::optional<PairingCompat> tryParsePairingCompat(std::string_view id) {
    return lookup(kCompatIds, id);
}

// Defaults per system: docs/pairing-model.md, "Defaults per system".
PairingSettings PairingSettings::mcMahon() {
    return PairingSettings{};
}

PairingSettings PairingSettings::swiss() {
    PairingSettings s;
    s.mmFloor = -30;
    s.mmBar = 8;
    s.mmsAbsent = 0;
    s.placement = {Criterion::Nbw, Criterion::Sosw, Criterion::Sososw};
    s.seedSystem1 = SeedSystem::SplitAndSlip;
    s.seedSystem2 = SeedSystem::SplitAndSlip;
    s.additionalPlacement2 = Criterion::Rating;
    s.secondaryRankThreshold = -30;
    s.secondaryNbwThreshold = true;
    s.avoidSameGeography = 0;
    s.handicapBase = HandicapBase::Rank;
    s.noHandicapRank = -30;
    s.handicapCorrection = 0;
    s.handicapCeiling = 0;
    return s;
}

PairingSettings PairingSettings::swissCat() {
    PairingSettings s = swiss();
    s.categoryLimits = {0, -5}; // 1d, 5k
    s.placement = {Criterion::Category, Criterion::Nbw, Criterion::Ext, Criterion::Exr};
    s.seedSystem1 = SeedSystem::SplitAndRandom;
    s.seedSystem2 = SeedSystem::SplitAndFold;
    s.additionalPlacement2 = Criterion::None;
    s.avoidMixingCategories = 20'000'000'000'000;
    s.minimizeHandicap = 20'000'000'000'000;
    s.secondaryRankThreshold = 0;
    s.handicapBase = HandicapBase::Mms;
    s.noHandicapRank = 8;
    s.handicapCorrection = 1;
    s.handicapCeiling = 9;
    return s;
}

const std::vector<std::string_view>& PairingSettings::presetIds() {
    static const std::vector<std::string_view> ids = {"chinese", "egf", "aga", "swiss", "swisscat"};
    return ids;
}

std::optional<PairingSettings> PairingSettings::preset(std::string_view id) {
    if (id == "chinese") {
        PairingSettings s = swiss();
        s.placement = {Criterion::Nbw, Criterion::Sosw, Criterion::Cussw, Criterion::Sodosw};
        s.nbwBye = 2; // 轮空计胜一局
        s.nbwAbsent = 0;
        s.noHandicapRank = Rank::kWeakest; // every game even
        s.minimizeHandicap = 0;
        s.avoidSameGeography = 100'000'000'000; // 同单位回避: one club meets late
        return s;
    }
    if (id == "egf")
        return mcMahon();
    if (id == "aga") {
        PairingSettings s = mcMahon();
        s.placement = {Criterion::Mms, Criterion::Sosm, Criterion::Sodosm};
        s.handicapBase = HandicapBase::Mms;
        s.noHandicapRank = Rank::kStrongest; // nobody plays even by rank alone
        s.handicapCorrection = 1;
        s.handicapCeiling = 9;
        return s;
    }
    if (id == "swiss")
        return swiss();
    if (id == "swisscat")
        return swissCat();
    return std::nullopt;
}

PairingSettings PairingSettings::forSystem(PairingSystem system) {
    return system == PairingSystem::Swiss ? swiss() : mcMahon();
}

// The main score groups players; a category criterion in front does not change it.
Criterion PairingSettings::mainCriterion() const {
    for (Criterion c : placement)
        if (c == Criterion::Mms || c == Criterion::Nbw)
            return c;
    return Criterion::Nbw;
}

bool PairingSettings::isMcMahon() const {
    return mainCriterion() == Criterion::Mms;
}

int PairingSettings::handicapBetween(int a, int b) const {
    int hd = a - b;
    if (hd > 0)
        hd = std::max(0, hd - handicapCorrection);
    else if (hd < 0)
        hd = std::min(0, hd + handicapCorrection);
    return std::clamp(hd, -handicapCeiling, handicapCeiling);
}

} // namespace tengen
