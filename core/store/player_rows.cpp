// A registration as its rows hold it: the player table's columns, a player read from a row (its
// ranks as kind and value, its rating, its dates), and the values a row is written from.
#include "player_rows.h"

#include "sql_support.h"

#include <QLatin1Char>
#include <QLatin1String>
#include <QMetaType>
#include <QStringList>

namespace tengen::store::player_rows {

using namespace detail;

const QString kPlayerColumns = QStringLiteral(
    "id, family_native, given_native, family_latin, given_latin, name_order, country, club,"
    " association, rank_label, rank_kind, rank_value, rating_system, rating_value, rating_sigma,"
    " rating_date, egd_pin, aga_id, ffg_licence, other_ids, birth_date, gender, category, fee_due,"
    " fee_paid, status, withdrawn, contact, notes, override_kind, override_value,"
    " mcmahon_correction, division");

// A "?" for each of kPlayerColumns.
QString columnMarks() {
    QStringList marks;
    for (int i = 0; i < kPlayerColumns.count(QLatin1Char(',')) + 1; ++i)
        marks << QStringLiteral("?");
    return marks.join(QLatin1Char(','));
}

QVariant nullable(const std::optional<std::string>& v) {
    return v ? QVariant(q(*v)) : QVariant(QMetaType::fromType<QString>());
}

namespace {

QVariant rankKind(const std::optional<Rank>& r) {
    if (!r)
        return QVariant(QMetaType::fromType<QString>());
    return r->isProfessional() ? QStringLiteral("pro") : QStringLiteral("amateur");
}

QVariant rankValue(const std::optional<Rank>& r) {
    return r ? QVariant(r->value()) : QVariant(QMetaType::fromType<int>());
}

std::optional<Rank> readRank(const QVariant& kind, const QVariant& value) {
    if (kind.isNull() || value.isNull())
        return std::nullopt;
    int v = value.toInt();
    if (kind.toString() == QLatin1String("pro"))
        return Rank::professional(v);
    return Rank::amateur(v);
}

} // namespace

// A participation row from columns round, state, checked_in_at starting at `first`.
RoundParticipation readRound(const QSqlQuery& r, int first) {
    RoundParticipation round;
    round.round = r.value(first).toInt();
    round.state = tryParseParticipation(s(r.value(first + 1))).value_or(Participation::Present);
    if (!r.value(first + 2).isNull())
        round.checkedInAt = s(r.value(first + 2));
    return round;
}

Player readPlayer(const QSqlQuery& r) {
    Player p;
    int c = 0;
    p.id = PlayerId{r.value(c++).toLongLong()};
    p.familyNative = s(r.value(c++));
    p.givenNative = s(r.value(c++));
    p.familyLatin = s(r.value(c++));
    p.givenLatin = s(r.value(c++));
    p.nameOrder = r.value(c++).toString() == QLatin1String("given") ? NameOrder::GivenFirst
                                                                    : NameOrder::FamilyFirst;
    p.country = s(r.value(c++));
    p.club = s(r.value(c++));
    p.association = s(r.value(c++));
    p.rankLabel = s(r.value(c++));
    QVariant kind = r.value(c++);
    p.declaredRank = readRank(kind, r.value(c++));
    QVariant system = r.value(c++);
    QVariant value = r.value(c++);
    QVariant sigma = r.value(c++);
    QVariant date = r.value(c++);
    if (!system.isNull() && !value.isNull()) {
        Rating rating;
        rating.system = tryParseRatingSystem(s(system)).value_or(RatingSystem::Other);
        rating.value = value.toDouble();
        if (!sigma.isNull())
            rating.sigma = sigma.toDouble();
        if (!date.isNull())
            rating.asOf = tryParseDate(s(date));
        p.rating = rating;
    }
    p.egdPin = s(r.value(c++));
    p.agaId = s(r.value(c++));
    p.ffgLicence = s(r.value(c++));
    p.otherIds = s(r.value(c++));
    QVariant birth = r.value(c++);
    if (!birth.isNull())
        p.birthDate = tryParseDate(s(birth));
    p.gender = tryParseGender(s(r.value(c++))).value_or(Gender::Unknown);
    p.category = s(r.value(c++));
    p.feeDue = r.value(c++).toLongLong();
    p.feePaid = r.value(c++).toLongLong();
    p.status = r.value(c++).toString() == QLatin1String("FIN") ? RegistrationStatus::Final
                                                               : RegistrationStatus::Preliminary;
    p.withdrawn = r.value(c++).toInt() != 0;
    p.contact = s(r.value(c++));
    p.notes = s(r.value(c++));
    QVariant overrideKind = r.value(c++);
    p.rankOverride = readRank(overrideKind, r.value(c++));
    p.mcMahonCorrection = r.value(c++).toInt();
    p.division = r.value(c++).toInt();
    return p;
}

// The values of every column but id, in kPlayerColumns' order.
QVariantList playerValues(const Player& p) {
    QVariant noText(QMetaType::fromType<QString>());
    QVariant noReal(QMetaType::fromType<double>());
    return {q(p.familyNative),
            q(p.givenNative),
            q(p.familyLatin),
            q(p.givenLatin),
            p.nameOrder == NameOrder::GivenFirst ? QStringLiteral("given")
                                                 : QStringLiteral("family"),
            q(p.country),
            q(p.club),
            q(p.association),
            q(p.rankLabel),
            rankKind(p.declaredRank),
            rankValue(p.declaredRank),
            p.rating ? QVariant(q(std::string(ratingSystemId(p.rating->system)))) : noText,
            p.rating ? QVariant(p.rating->value) : noReal,
            p.rating && p.rating->sigma ? QVariant(*p.rating->sigma) : noReal,
            p.rating && p.rating->asOf ? QVariant(q(toIsoDate(*p.rating->asOf))) : noText,
            q(p.egdPin),
            q(p.agaId),
            q(p.ffgLicence),
            q(p.otherIds),
            p.birthDate ? QVariant(q(toIsoDate(*p.birthDate))) : noText,
            q(std::string(genderId(p.gender))),
            q(p.category),
            QVariant(static_cast<qlonglong>(p.feeDue)),
            QVariant(static_cast<qlonglong>(p.feePaid)),
            p.status == RegistrationStatus::Final ? QStringLiteral("FIN") : QStringLiteral("PRE"),
            p.withdrawn ? 1 : 0,
            q(p.contact),
            q(p.notes),
            rankKind(p.rankOverride),
            rankValue(p.rankOverride),
            p.mcMahonCorrection,
            p.division};
}

} // namespace tengen::store::player_rows
