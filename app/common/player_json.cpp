#include "player_json.h"

#include <QJsonArray>

namespace tengen {

namespace {
QString q(const std::string& s) {
    return QString::fromStdString(s);
}
QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
} // namespace

QJsonObject toJson(const Player& p) {
    QJsonObject o;
    o[QStringLiteral("id")] = static_cast<qint64>(p.id);
    o[QStringLiteral("name")] = q(p.displayName());
    o[QStringLiteral("family")] = q(p.familyNative);
    o[QStringLiteral("given")] = q(p.givenNative);
    o[QStringLiteral("family_latin")] = q(p.familyLatin);
    o[QStringLiteral("given_latin")] = q(p.givenLatin);
    o[QStringLiteral("name_order")] =
        p.nameOrder == NameOrder::FamilyFirst ? QStringLiteral("family") : QStringLiteral("given");
    o[QStringLiteral("country")] = q(p.country);
    o[QStringLiteral("club")] = q(p.club);
    o[QStringLiteral("association")] = q(p.association);
    o[QStringLiteral("rank_label")] = q(p.rankLabel);
    o[QStringLiteral("rank")] =
        p.declaredRank ? QJsonValue(q(p.declaredRank->toString())) : QJsonValue();
    auto effective = p.effectiveRank();
    o[QStringLiteral("effective_rank")] =
        effective ? QJsonValue(q(effective->toString())) : QJsonValue();
    o[QStringLiteral("effective_rank_value")] =
        effective ? QJsonValue(effective->amateurScale()) : QJsonValue();
    if (p.rating) {
        QJsonObject r;
        r[QStringLiteral("system")] = q(ratingSystemId(p.rating->system));
        r[QStringLiteral("value")] = p.rating->value;
        if (p.rating->sigma)
            r[QStringLiteral("sigma")] = *p.rating->sigma;
        if (p.rating->asOf)
            r[QStringLiteral("as_of")] = q(toIsoDate(*p.rating->asOf));
        o[QStringLiteral("rating")] = r;
    } else {
        o[QStringLiteral("rating")] = QJsonValue();
    }
    o[QStringLiteral("rank_override")] =
        p.rankOverride ? QJsonValue(q(p.rankOverride->toString())) : QJsonValue();
    o[QStringLiteral("mcmahon_correction")] = p.mcMahonCorrection;
    o[QStringLiteral("egd_pin")] = q(p.egdPin);
    o[QStringLiteral("aga_id")] = q(p.agaId);
    o[QStringLiteral("ffg_licence")] = q(p.ffgLicence);
    o[QStringLiteral("other_ids")] = q(p.otherIds);
    o[QStringLiteral("birth_date")] =
        p.birthDate ? QJsonValue(q(toIsoDate(*p.birthDate))) : QJsonValue();
    o[QStringLiteral("gender")] = q(genderId(p.gender));
    o[QStringLiteral("category")] = q(p.category);
    o[QStringLiteral("division")] = p.division;
    o[QStringLiteral("fee_due")] = static_cast<qint64>(p.feeDue);
    o[QStringLiteral("fee_paid")] = static_cast<qint64>(p.feePaid);
    o[QStringLiteral("status")] = p.status == RegistrationStatus::Final
                                      ? QStringLiteral("final")
                                      : QStringLiteral("preliminary");
    o[QStringLiteral("withdrawn")] = p.withdrawn;
    QJsonArray rounds;
    for (const auto& r : p.rounds) {
        QJsonObject jr;
        jr[QStringLiteral("round")] = r.round;
        jr[QStringLiteral("state")] = q(participationId(r.state));
        jr[QStringLiteral("checked_in_at")] =
            r.checkedInAt ? QJsonValue(q(*r.checkedInAt)) : QJsonValue();
        rounds.append(jr);
    }
    o[QStringLiteral("rounds")] = rounds;
    // contact and notes are private: never exported, not even here.
    return o;
}

QJsonObject toJson(const TournamentSettings& s) {
    QJsonObject o;
    o[QStringLiteral("name")] = q(s.nameNative);
    o[QStringLiteral("name_latin")] = q(s.nameLatin);
    o[QStringLiteral("place")] = q(s.place);
    o[QStringLiteral("first_day")] = q(toIsoDate(s.firstDay));
    o[QStringLiteral("last_day")] = q(toIsoDate(s.lastDay));
    o[QStringLiteral("rounds")] = s.rounds;
    o[QStringLiteral("system")] = q(pairingSystemId(s.system));
    o[QStringLiteral("rules")] = q(s.rules);
    o[QStringLiteral("komi")] = q(s.komi.points());
    o[QStringLiteral("komi_zi")] = q(s.komi.zi());
    o[QStringLiteral("board_size")] = s.boardSize;
    o[QStringLiteral("time")] = q(timeControlSummary(s.time));
    QJsonArray cats;
    for (const auto& c : s.categories)
        cats.append(q(c.name));
    o[QStringLiteral("categories")] = cats;
    o[QStringLiteral("boards")] = s.boards; // 0: an individual event
    if (s.teamEvent()) {
        o[QStringLiteral("lineup")] = q(lineupRuleId(s.lineup));
        QJsonArray criteria;
        for (const TeamCriterion& c : s.team.criteria)
            criteria.append(q(teamCriterionId(c)));
        o[QStringLiteral("team")] = QJsonObject{
            {QStringLiteral("pairing"), q(teamPairingId(s.team.pairing))},
            {QStringLiteral("match_points"), q(matchPointsText(s.team.match))},
            {QStringLiteral("tied_match"), q(tiedMatchText(s.team.match))},
            {QStringLiteral("match_count"), q(matchCountId(s.team.match.count))},
            {QStringLiteral("bye"), q(teamByeValueId(s.team.bye))},
            {QStringLiteral("criteria"), criteria},
            {QStringLiteral("handicap"), s.team.handicap},
            {QStringLiteral("avoid_same_club"), s.team.avoidSameClub},
            {QStringLiteral("mcmahon_bar"),
             s.team.mcMahonBar ? QJsonValue(q(Rank::amateur(*s.team.mcMahonBar).toString()))
                               : QJsonValue(QJsonValue::Null)}};
    }
    return o;
}

} // namespace tengen
