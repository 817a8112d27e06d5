#include "pairing_settings_json.h"

#include <QJsonArray>
#include <QObject>
#include <cmath>
#include <functional>
#include <vector>

namespace tengen::store {

namespace {

QString rankText(int value) {
    return QString::fromStdString(Rank::amateur(value).toString());
}

// One entry per field: how to write it and how to read it back.
struct Field {
    const char* key;
    std::function<QJsonValue(const PairingSettings&)> get;
    std::function<bool(PairingSettings&, const QJsonValue&)> set;
};

Field rankField(const char* key, int PairingSettings::*member) {
    return {key, [member](const PairingSettings& s) { return QJsonValue(rankText(s.*member)); },
            [member](PairingSettings& s, const QJsonValue& v) {
                RankParse r = tryParseRank(v.toString().toStdString());
                if (!r.rank || r.rank->isProfessional())
                    return false;
                s.*member = r.rank->value();
                return true;
            }};
}
template <typename Int> Field intField(const char* key, Int PairingSettings::*member) {
    return {
        key,
        [member](const PairingSettings& s) { return QJsonValue(static_cast<qint64>(s.*member)); },
        [member](PairingSettings& s, const QJsonValue& v) {
            if (!v.isDouble() && !v.isString())
                return false;
            bool ok = true;
            const qint64 x = v.isString() ? v.toString().toLongLong(&ok) : v.toInteger();
            if (!ok)
                return false;
            s.*member = static_cast<Int>(x);
            return true;
        }};
}
Field boolField(const char* key, bool PairingSettings::*member) {
    return {key, [member](const PairingSettings& s) { return QJsonValue(s.*member); },
            [member](PairingSettings& s, const QJsonValue& v) {
                if (!v.isBool())
                    return false;
                s.*member = v.toBool();
                return true;
            }};
}
template <typename E>
Field enumField(const char* key, E PairingSettings::*member, std::string_view (*name)(E),
                std::optional<E> (*parse)(std::string_view)) {
    return {key,
            [member, name](const PairingSettings& s) {
                return QJsonValue(QString::fromUtf8(
                    name(s.*member).data(), static_cast<qsizetype>(name(s.*member).size())));
            },
            [member, parse](PairingSettings& s, const QJsonValue& v) {
                auto e = parse(v.toString().toStdString());
                if (!e)
                    return false;
                s.*member = *e;
                return true;
            }};
}

std::string_view handicapBaseId(HandicapBase b) {
    return b == HandicapBase::Rank ? "RANK" : "MMS";
}
std::optional<HandicapBase> tryParseHandicapBase(std::string_view id) {
    if (id == "RANK")
        return HandicapBase::Rank;
    if (id == "MMS")
        return HandicapBase::Mms;
    return std::nullopt;
}

const std::vector<Field>& fields() {
    using S = PairingSettings;
    static const std::vector<Field> all = {
        enumField("compat", &S::compat, &pairingCompatId, &tryParsePairingCompat),
        rankField("genMMFloor", &S::mmFloor),
        rankField("genMMBar", &S::mmBar),
        rankField("genMMZero", &S::mmZero),
        intField("genNBW2ValueAbsent", &S::nbwAbsent),
        intField("genNBW2ValueBye", &S::nbwBye),
        intField("genMMS2ValueAbsent", &S::mmsAbsent),
        intField("genMMS2ValueBye", &S::mmsBye),
        boolField("genRoundDownNBWMMS", &S::roundDownUnplayed),
        boolField("genCountNotPlayedGamesAsHalfPoint", &S::unplayedAsHalfPointForOpponents),
        intField("paiBaAvoidDuplGame", &S::avoidDuplicateGame),
        intField("paiBaRandom", &S::randomWeight),
        boolField("paiBaDeterministic", &S::deterministicRandom),
        intField("paiBaBalanceWB", &S::colourBalance),
        intField("paiMaAvoidMixingCategories", &S::avoidMixingCategories),
        intField("paiMaMinimizeScoreDifference", &S::minimizeScoreDifference),
        intField("paiMaDUDDWeight", &S::drawUpDown),
        boolField("paiMaCompensateDUDD", &S::compensateDrawUpDown),
        enumField("paiMaDUDDUpperMode", &S::drawUpperMode, &drawPlacementId,
                  &tryParseDrawPlacement),
        enumField("paiMaDUDDLowerMode", &S::drawLowerMode, &drawPlacementId,
                  &tryParseDrawPlacement),
        intField("paiMaMaximizeSeeding", &S::maximizeSeeding),
        intField("paiMaLastRoundForSeedSystem1", &S::lastRoundForSeedSystem1),
        enumField("paiMaSeedSystem1", &S::seedSystem1, &seedSystemId, &tryParseSeedSystem),
        enumField("paiMaSeedSystem2", &S::seedSystem2, &seedSystemId, &tryParseSeedSystem),
        enumField("paiMaAdditionalPlacementCritSystem1", &S::additionalPlacement1, &criterionId,
                  &tryParseCriterion),
        enumField("paiMaAdditionalPlacementCritSystem2", &S::additionalPlacement2, &criterionId,
                  &tryParseCriterion),
        intField("paiSeMinimizeHandicap", &S::minimizeHandicap),
        intField("paiSeAvoidSameGeo", &S::avoidSameGeography),
        rankField("paiSeRankThreshold", &S::secondaryRankThreshold),
        boolField("paiSeNbWinsThresholdActive", &S::secondaryNbwThreshold),
        boolField("paiSeBarThresholdActive", &S::secondaryBarThreshold),
        intField("paiSePreferMMSDiffRatherThanSameCountry", &S::countryFactor),
        intField("paiSePreferMMSDiffRatherThanSameClub", &S::clubFactor),
        boolField("localClubRelaxation", &S::localClubRelaxation),
        enumField("hdBase", &S::handicapBase, &handicapBaseId, &tryParseHandicapBase),
        rankField("hdNoHdRankThreshold", &S::noHandicapRank),
        intField("hdCorrection", &S::handicapCorrection),
        intField("hdCeiling", &S::handicapCeiling),
    };
    return all;
}

} // namespace

QJsonObject toJson(const PairingSettings& s) {
    QJsonObject o;
    for (const Field& f : fields())
        o.insert(QLatin1String(f.key), f.get(s));
    o.insert(QStringLiteral("paiStandardNX1Factor"), s.concavity);
    o.insert(QStringLiteral("localClubShare"), s.localClubShare);
    QJsonArray placement;
    for (Criterion c : s.placement)
        placement.append(QString::fromUtf8(criterionId(c).data()));
    o.insert(QStringLiteral("placement"), placement);
    QJsonArray limits;
    for (int l : s.categoryLimits)
        limits.append(rankText(l));
    o.insert(QStringLiteral("categoryLimits"), limits);
    return o;
}

PairingSettings pairingSettingsFromJson(const QJsonObject& json, const PairingSettings& base,
                                        QString* error) {
    PairingSettings s = base;
    // The value named is the one refused: a list's item itself ("sos" of a placement), not the
    // list.
    auto bad = [&](const QString& key, const QJsonValue& value) {
        if (error)
            *error = QObject::tr("pairing setting %1: '%2' is not a valid value")
                         .arg(key, value.toVariant().toString());
        return base;
    };
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QString key = it.key();
        if (key == QLatin1String("paiStandardNX1Factor") ||
            key == QLatin1String("localClubShare")) {
            if (!it.value().isDouble())
                return bad(key, it.value());
            (key == QLatin1String("localClubShare") ? s.localClubShare : s.concavity) =
                it.value().toDouble();
            continue;
        }
        if (key == QLatin1String("placement")) {
            s.placement.clear();
            for (const QJsonValue& v : it.value().toArray()) {
                auto c = tryParseCriterion(v.toString().toStdString());
                if (!c)
                    return bad(key, v);
                if (*c != Criterion::None)
                    s.placement.push_back(*c);
            }
            continue;
        }
        if (key == QLatin1String("categoryLimits")) {
            s.categoryLimits.clear();
            for (const QJsonValue& v : it.value().toArray()) {
                RankParse r = tryParseRank(v.toString().toStdString());
                if (!r.rank)
                    return bad(key, v);
                s.categoryLimits.push_back(r.rank->amateurScale());
            }
            continue;
        }
        bool known = false;
        for (const Field& f : fields()) {
            if (key != QLatin1String(f.key))
                continue;
            known = true;
            if (!f.set(s, it.value()))
                return bad(key, it.value());
        }
        if (!known) {
            if (error)
                *error = QObject::tr("unknown pairing setting '%1'").arg(key);
            return base;
        }
    }
    return s;
}

namespace {
struct Alias {
    const char* name;
    const char* key;
    bool points; // the value is in points, the key in half points
};
const std::vector<Alias>& aliases() {
    static const std::vector<Alias> all = {
        {"bar", "genMMBar", false},
        {"floor", "genMMFloor", false},
        {"zero", "genMMZero", false},
        {"bye.nbw", "genNBW2ValueBye", true},
        {"bye.mms", "genMMS2ValueBye", true},
        {"absent.nbw", "genNBW2ValueAbsent", true},
        {"absent.mms", "genMMS2ValueAbsent", true},
        {"handicap.base", "hdBase", false},
        {"handicap.threshold", "hdNoHdRankThreshold", false},
        {"handicap.correction", "hdCorrection", false},
        {"handicap.ceiling", "hdCeiling", false},
        {"placement", "placement", false},
        {"categories", "categoryLimits", false},
        {"club", "paiSePreferMMSDiffRatherThanSameClub", false},
        {"country", "paiSePreferMMSDiffRatherThanSameCountry", false},
        {"geography", "paiSeAvoidSameGeo", false},
        {"seeding", "paiMaSeedSystem1", false},
        {"seeding2", "paiMaSeedSystem2", false},
        {"seeding.last-round", "paiMaLastRoundForSeedSystem1", false},
    };
    return all;
}
} // namespace

QString settingsProblem(const PairingSettings& s) {
    if (s.mmFloor > s.mmBar)
        return QObject::tr("the McMahon floor (%1) is above the bar (%2)")
            .arg(rankText(s.mmFloor), rankText(s.mmBar));
    if (s.handicapCeiling < 0 || s.handicapCeiling > 9)
        return QObject::tr("the handicap ceiling must be 0 to 9 stones, not %1")
            .arg(s.handicapCeiling);
    if (s.handicapCorrection < 0 || s.handicapCorrection > 9)
        return QObject::tr("the handicap correction must be 0 to 9 stones, not %1")
            .arg(s.handicapCorrection);
    if (s.placement.empty())
        return QObject::tr("the placement needs at least one criterion");
    for (int v : {s.nbwAbsent, s.nbwBye, s.mmsAbsent, s.mmsBye})
        if (v < 0 || v > 2)
            return QObject::tr("a score for an unplayed round must be 0 to 1 point");
    if (s.lastRoundForSeedSystem1 < 1)
        return QObject::tr("the last round of the first seeding must be 1 or later");
    return {};
}

QStringList settingNames() {
    QStringList names;
    for (const Alias& a : aliases())
        names << QString::fromLatin1(a.name);
    return names;
}

QString applySetting(PairingSettings& s, const QString& given, const QString& text) {
    QString key = given.trimmed();
    bool points = false;
    for (const Alias& a : aliases())
        if (key == QLatin1String(a.name)) {
            key = QString::fromLatin1(a.key);
            points = a.points;
        }
    const QJsonObject now = toJson(s);
    if (!now.contains(key))
        return QObject::tr("unknown pairing setting '%1' (known: %2, or OpenGotha's names such "
                           "as genMMBar)")
            .arg(given, settingNames().join(QStringLiteral(", ")));
    const QJsonValue current = now.value(key);
    const QString value = text.trimmed();
    QJsonValue v;
    if (current.isArray()) {
        QJsonArray list;
        for (const QString& raw : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            QString item = raw.trimmed();
            // Criteria in any case ("sosw", "rank"): OpenGotha's spelling is kept in the file.
            if (key == QLatin1String("placement") &&
                !tryParseCriterion(item.toStdString()).has_value()) {
                const QString upper = item.toUpper();
                const QString title = item.left(1).toUpper() + item.mid(1).toLower();
                item = tryParseCriterion(upper.toStdString()) ? upper : title;
            }
            list.append(item);
        }
        v = list;
    } else if (current.isBool()) {
        const QString b = value.toLower();
        if (b == QLatin1String("true") || b == QLatin1String("yes") || b == QLatin1String("1"))
            v = true;
        else if (b == QLatin1String("false") || b == QLatin1String("no") || b == QLatin1String("0"))
            v = false;
        else
            return QObject::tr("pairing setting %1: '%2' is not yes or no").arg(given, text);
    } else if (current.isDouble()) {
        bool ok = false;
        const double x = value.toDouble(&ok);
        const bool fraction =
            key == QLatin1String("paiStandardNX1Factor") || key == QLatin1String("localClubShare");
        if (!ok || !std::isfinite(x) || std::abs(x) > 1e18 ||
            (!points && !fraction && x != std::floor(x)))
            return QObject::tr("pairing setting %1: '%2' is not a number").arg(given, text);
        if (points && x * 2 != std::floor(x * 2))
            return QObject::tr("pairing setting %1: '%2' is not a number of half points")
                .arg(given, text);
        v = points ? QJsonValue(static_cast<qint64>(x * 2)) : QJsonValue(x);
        if (!points && key != QLatin1String("paiStandardNX1Factor") &&
            key != QLatin1String("localClubShare"))
            v = QJsonValue(static_cast<qint64>(std::llround(x)));
    } else {
        v = key == QLatin1String("hdBase") ? QJsonValue(value.toUpper()) : QJsonValue(value);
    }
    QString error;
    const PairingSettings changed = pairingSettingsFromJson(QJsonObject{{key, v}}, s, &error);
    if (!error.isEmpty())
        return error;
    if (const QString problem = settingsProblem(changed); !problem.isEmpty())
        return QObject::tr("pairing setting %1: %2").arg(given, problem);
    // Both pairing behaviours are OpenGotha's, and OpenGotha counts McMahon scores from 30k
    // whatever its zero says (an imported file's zero is set back the same way).
    if (key == QLatin1String("genMMZero") && changed.mmZero != Rank::kWeakest)
        return QObject::tr("pairing setting %1: McMahon scores count from 30k, as in OpenGotha; "
                           "the zero cannot be changed")
            .arg(given);
    s = changed;
    return {};
}

} // namespace tengen::store
