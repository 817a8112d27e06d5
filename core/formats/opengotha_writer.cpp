#include "opengotha_writer.h"
#include "base/qt_text.h"
#include "tournament/points_text.h"
#include "tournament/result_codec.h"

#include "tournament/rating.h"

#include <QMap>
#include <QObject>
#include <QSet>
#include <QXmlStreamWriter>
#include <cmath>

namespace tengen::formats {

namespace {

QString rankText(int value) {
    return q(Rank::amateur(value).toString()).toUpper();
}

// OpenGotha's names: the native name when there is one (it accepts any script), else Latin.
QString familyOf(const Player& p) {
    return q(p.familyNative.empty() ? p.familyLatin : p.familyNative);
}
QString givenOf(const Player& p) {
    return q(p.givenNative.empty() ? p.givenLatin : p.givenNative);
}
QString keyOf(const Player& p) {
    QString key = familyOf(p) + givenOf(p);
    key.remove(QLatin1Char(' '));
    return key.toUpper();
}

// OpenGotha keeps a club in at most four characters and avoids pairing players whose clubs are
// equal. Cutting every club to four would make "Hangzhou Qiyuan" and "Hangzhou Go Club" one
// club there, and the file would pair differently from the tournament it came from; so every
// distinct club gets its own code: its first four characters, or when another club already has
// those, the first three and a digit, the first two and two digits, and so on.
QMap<QString, QString> clubCodes(const std::vector<Player>& players) {
    QMap<QString, QString> codes;
    QSet<QString> taken;
    for (const Player& player : players) {
        const QString club = q(player.club);
        if (club.isEmpty() || codes.contains(club))
            continue;
        QString code = club.left(4);
        for (int digits = 1; taken.contains(code) && digits <= 4; ++digits) {
            const int limit = digits == 4 ? 9999 : static_cast<int>(std::pow(10, digits)) - 1;
            for (int n = 2; n <= limit; ++n) {
                code = club.left(4 - digits) +
                       QStringLiteral("%1").arg(n, digits, 10, QLatin1Char('0'));
                if (!taken.contains(code))
                    break;
            }
        }
        taken.insert(code);
        codes.insert(club, code);
    }
    return codes;
}

QString resultName(const Game& g) {
    return QString::fromStdString(openGothaResult(g.result, g.byForfeit));
}

QString timeSystem(TimeSystem t) {
    switch (t) {
    case TimeSystem::Absolute:
        return QStringLiteral("SUDDENDEATH");
    case TimeSystem::ByoYomi:
        return QStringLiteral("STDBYOYOMI");
    case TimeSystem::Canadian:
    case TimeSystem::MovesPerPeriod:
        return QStringLiteral("CANBYOYOMI");
    case TimeSystem::Fischer:
    // OpenGotha knows four systems: a delay is written as the increment it most resembles,
    // an hourglass and Ing's extensions as sudden death on the main time.
    case TimeSystem::Bronstein:
    case TimeSystem::SimpleDelay:
        return QStringLiteral("FISCHER");
    case TimeSystem::Hourglass:
    case TimeSystem::Ing:
        return QStringLiteral("SUDDENDEATH");
    }
    return QStringLiteral("STDBYOYOMI");
}

// Points kept in halves (the pairing settings' scale), as people read them: "1", "½", "1½".
QString halfPoints(int halves) {
    return QString::fromStdString(pointsText(halves));
}

QString flag(bool b) {
    return b ? QStringLiteral("true") : QStringLiteral("false");
}
QString num(std::int64_t v) {
    return QString::number(v);
}

// The byes as OpenGotha holds them.
struct WrittenByes {
    std::vector<Bye> written;                     // one a round: the pairing's
    QSet<std::pair<PlayerId, int>> absentInstead; // the others, absences in their round
    std::vector<QString> scoreChanges;            // where OpenGotha scores those otherwise
};

// One bye a round: the pairing's. A bye the player asked for (or, in a file edited by hand,
// a second bye) is written as an absence in its round.
WrittenByes writtenByes(const PairingSettings& p, const std::vector<Player>& players,
                        const std::vector<Bye>& byes,
                        QSet<std::pair<PlayerId, int>>& playedRounds) {
    WrittenByes out;
    QMap<PlayerId, const Player*> byId;
    for (const Player& player : players)
        byId.insert(player.id, &player);
    {
        std::vector<Bye> ordered = byes;
        auto requested = [&](const Bye& b) {
            const Player* player = byId.value(b.player);
            return player && player->participation(b.round) == Participation::ByeRequested;
        };
        // The pairing's bye first, so that it is the one kept.
        std::stable_sort(ordered.begin(), ordered.end(), [&](const Bye& a, const Bye& b) {
            if (a.round != b.round)
                return a.round < b.round;
            return !requested(a) && requested(b);
        });
        QSet<int> roundHasBye;
        for (const Bye& b : ordered) {
            if (!requested(b) && !roundHasBye.contains(b.round)) {
                roundHasBye.insert(b.round);
                out.written.push_back(b);
                playedRounds.insert({b.player, b.round});
                continue;
            }
            out.absentInstead.insert({b.player, b.round});
            if (p.mmsBye == p.mmsAbsent && p.nbwBye == p.nbwAbsent)
                continue;
            const Player* player = byId.value(b.player);
            out.scoreChanges.push_back(
                QObject::tr("%1: the bye in round %2 is an absence in OpenGotha, which scores it "
                            "%3 instead of %4")
                    .arg(player ? QString::fromStdString(player->displayName())
                                : QString::number(b.player))
                    .arg(b.round)
                    .arg(p.mmsBye != p.mmsAbsent ? halfPoints(p.mmsAbsent)
                                                 : halfPoints(p.nbwAbsent),
                         p.mmsBye != p.mmsAbsent ? halfPoints(p.mmsBye) : halfPoints(p.nbwBye)));
        }
    }
    return out;
}

// One <Player> as OpenGotha reads it: its rank, rating and origin, and the rounds it takes part in.
void writePlayer(QXmlStreamWriter& xml, const Player& player, const QMap<QString, QString>& clubs,
                 const WrittenByes& byes, const QSet<std::pair<PlayerId, int>>& playedRounds) {
    xml.writeStartElement(QStringLiteral("Player"));
    const std::optional<Rank> rank = player.effectiveRank();
    const int rankValue = rank ? rank->amateurScale() : Rank::kWeakest;
    std::optional<double> gor = player.rating ? goRFromRating(*player.rating) : std::nullopt;
    QString origin = QStringLiteral("INI");
    if (player.rating && gor) {
        switch (player.rating->system) {
        case RatingSystem::Ffg:
            origin = QStringLiteral("FFG : %1").arg(std::lround(player.rating->value));
            break;
        case RatingSystem::Aga:
            origin = QStringLiteral("AGA : %1").arg(player.rating->value);
            break;
        default:
            origin = QStringLiteral("EGF");
        }
    }
    const int rating = pairingRating(gor, rankValue);
    // A withdrawn player takes part only in the rounds he played: OpenGotha would pair
    // him in the others (it has no "withdrawn").
    QString participating;
    for (int r = 1; r <= 20; ++r) {
        const bool takesPart = byes.absentInstead.contains({player.id, r}) ? false
                               : player.withdrawn
                                   ? playedRounds.contains({player.id, r})
                                   : player.participation(r) != Participation::Absent;
        participating += takesPart ? QLatin1Char('1') : QLatin1Char('0');
    }
    xml.writeAttribute(QStringLiteral("name"), familyOf(player));
    xml.writeAttribute(QStringLiteral("firstName"), givenOf(player));
    xml.writeAttribute(QStringLiteral("country"), q(player.country));
    xml.writeAttribute(QStringLiteral("club"), clubs.value(q(player.club)));
    // OpenGotha holds four characters of a club; the whole name comes back when Tengen
    // reads the file again (OpenGotha ignores the attribute).
    if (clubs.value(q(player.club)) != q(player.club))
        xml.writeAttribute(QStringLiteral("tengenClub"), q(player.club));
    xml.writeAttribute(QStringLiteral("egfPin"), q(player.egdPin));
    xml.writeAttribute(QStringLiteral("ffgLicence"), q(player.ffgLicence));
    xml.writeAttribute(QStringLiteral("ffgLicenceStatus"), QString());
    xml.writeAttribute(QStringLiteral("agaId"), q(player.agaId));
    xml.writeAttribute(QStringLiteral("agaExpirationDate"), QString());
    xml.writeAttribute(QStringLiteral("rank"), rankText(rankValue));
    xml.writeAttribute(QStringLiteral("grade"), player.declaredRank
                                                    ? rankText(player.declaredRank->amateurScale())
                                                    : QString());
    xml.writeAttribute(QStringLiteral("rating"), QString::number(rating));
    xml.writeAttribute(QStringLiteral("ratingOrigin"), origin);
    xml.writeAttribute(QStringLiteral("smmsCorrection"), QString::number(player.mcMahonCorrection));
    xml.writeAttribute(QStringLiteral("participating"), participating);
    xml.writeAttribute(QStringLiteral("registeringStatus"),
                       player.status == RegistrationStatus::Final ? QStringLiteral("FIN")
                                                                  : QStringLiteral("PRE"));
    xml.writeEndElement();
}

// <GeneralParameterSet>: the event, its time, the McMahon parameters and the categories.
void writeGeneral(QXmlStreamWriter& xml, const TournamentSettings& s, const PairingSettings& p) {
    xml.writeStartElement(QStringLiteral("GeneralParameterSet"));
    const QString name = q(s.nameNative.empty() ? s.nameLatin : s.nameNative);
    xml.writeAttribute(QStringLiteral("name"), name);
    xml.writeAttribute(QStringLiteral("shortName"),
                       q(s.nameLatin.empty() ? s.nameNative : s.nameLatin));
    xml.writeAttribute(QStringLiteral("location"), q(s.place));
    xml.writeAttribute(QStringLiteral("director"), QString());
    xml.writeAttribute(QStringLiteral("beginDate"), q(toIsoDate(s.firstDay)));
    xml.writeAttribute(QStringLiteral("endDate"), q(toIsoDate(s.lastDay)));
    xml.writeAttribute(QStringLiteral("bInternet"), QStringLiteral("false"));
    xml.writeAttribute(QStringLiteral("size"), QString::number(s.boardSize));
    xml.writeAttribute(QStringLiteral("komi"), q(s.komi.points()));
    xml.writeAttribute(QStringLiteral("numberOfRounds"), QString::number(s.rounds));
    xml.writeAttribute(QStringLiteral("numberOfCategories"),
                       QString::number(p.categoryLimits.size() + 1));
    xml.writeAttribute(QStringLiteral("basicTime"),
                       QString::number(wholeSeconds(s.time.main) / 60));
    xml.writeAttribute(QStringLiteral("complementaryTimeSystem"), timeSystem(s.time.system));
    xml.writeAttribute(QStringLiteral("stdByoYomiTime"),
                       QString::number(wholeSeconds(s.time.period)));
    xml.writeAttribute(QStringLiteral("nbMovesCanTime"), QString::number(s.time.stones));
    xml.writeAttribute(QStringLiteral("canByoYomiTime"),
                       QString::number(wholeSeconds(s.time.period)));
    const bool delay =
        s.time.system == TimeSystem::Bronstein || s.time.system == TimeSystem::SimpleDelay;
    xml.writeAttribute(QStringLiteral("fischerTime"),
                       QString::number(wholeSeconds(delay ? s.time.delay : s.time.increment)));
    xml.writeAttribute(QStringLiteral("genMMFloor"), rankText(p.mmFloor));
    xml.writeAttribute(QStringLiteral("genMMBar"), rankText(p.mmBar));
    xml.writeAttribute(QStringLiteral("genMMZero"), rankText(p.mmZero));
    xml.writeAttribute(QStringLiteral("genNBW2ValueAbsent"), QString::number(p.nbwAbsent));
    xml.writeAttribute(QStringLiteral("genNBW2ValueBye"), QString::number(p.nbwBye));
    xml.writeAttribute(QStringLiteral("genMMS2ValueAbsent"), QString::number(p.mmsAbsent));
    xml.writeAttribute(QStringLiteral("genMMS2ValueBye"), QString::number(p.mmsBye));
    xml.writeAttribute(QStringLiteral("genRoundDownNBWMMS"), flag(p.roundDownUnplayed));
    xml.writeAttribute(QStringLiteral("genCountNotPlayedGamesAsHalfPoint"),
                       flag(p.unplayedAsHalfPointForOpponents));
    if (!p.categoryLimits.empty()) {
        xml.writeStartElement(QStringLiteral("Categories"));
        for (std::size_t c = 0; c < p.categoryLimits.size(); ++c) {
            xml.writeStartElement(QStringLiteral("Category"));
            xml.writeAttribute(QStringLiteral("number"), QString::number(c + 1));
            xml.writeAttribute(QStringLiteral("lowerLimit"), rankText(p.categoryLimits[c]));
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

// The handicap, placement and pairing parameter sets.
void writeRules(QXmlStreamWriter& xml, const PairingSettings& p) {
    xml.writeStartElement(QStringLiteral("HandicapParameterSet"));
    xml.writeAttribute(QStringLiteral("hdBasedOnMMS"), flag(p.handicapBase == HandicapBase::Mms));
    xml.writeAttribute(QStringLiteral("hdNoHdRankThreshold"), rankText(p.noHandicapRank));
    xml.writeAttribute(QStringLiteral("hdCorrection"), QString::number(p.handicapCorrection));
    xml.writeAttribute(QStringLiteral("hdCeiling"), QString::number(p.handicapCeiling));
    xml.writeEndElement();

    xml.writeStartElement(QStringLiteral("PlacementParameterSet"));
    xml.writeStartElement(QStringLiteral("PlacementCriteria"));
    for (int k = 0; k < 6; ++k) {
        xml.writeStartElement(QStringLiteral("PlacementCriterion"));
        xml.writeAttribute(QStringLiteral("number"), QString::number(k + 1));
        Criterion c = k < static_cast<int>(p.placement.size()) ? p.placement[k] : Criterion::None;
        // SB is OpenGotha's SODOSW; it has no KOYA, no games won, nothing added since.
        if (c == Criterion::Sb)
            c = Criterion::Sodosw;
        else if (!inOpenGotha(c))
            c = Criterion::None;
        xml.writeAttribute(QStringLiteral("name"), QString::fromUtf8(criterionId(c).data()));
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndElement();

    xml.writeStartElement(QStringLiteral("PairingParameterSet"));
    const auto attr = [&](const char* key, const QString& value) {
        xml.writeAttribute(QLatin1String(key), value);
    };
    attr("paiStandardNX1Factor", QString::number(p.concavity));
    attr("paiBaAvoidDuplGame", num(p.avoidDuplicateGame));
    attr("paiBaRandom", num(p.randomWeight));
    attr("paiBaDeterministic", flag(p.deterministicRandom));
    attr("paiBaBalanceWB", num(p.colourBalance));
    attr("paiMaAvoidMixingCategories", num(p.avoidMixingCategories));
    attr("paiMaMinimizeScoreDifference", num(p.minimizeScoreDifference));
    attr("paiMaDUDDWeight", num(p.drawUpDown));
    attr("paiMaCompensateDUDD", flag(p.compensateDrawUpDown));
    attr("paiMaDUDDUpperMode", QString::fromUtf8(drawPlacementId(p.drawUpperMode).data()));
    attr("paiMaDUDDLowerMode", QString::fromUtf8(drawPlacementId(p.drawLowerMode).data()));
    attr("paiMaMaximizeSeeding", num(p.maximizeSeeding));
    attr("paiMaLastRoundForSeedSystem1", QString::number(p.lastRoundForSeedSystem1));
    attr("paiMaSeedSystem1", QString::fromUtf8(seedSystemId(p.seedSystem1).data()));
    attr("paiMaSeedSystem2", QString::fromUtf8(seedSystemId(p.seedSystem2).data()));
    attr("paiMaAdditionalPlacementCritSystem1",
         QString::fromUtf8(criterionId(p.additionalPlacement1).data()));
    attr("paiMaAdditionalPlacementCritSystem2",
         QString::fromUtf8(criterionId(p.additionalPlacement2).data()));
    attr("paiSeBarThresholdActive", flag(p.secondaryBarThreshold));
    attr("paiSeRankThreshold", rankText(p.secondaryRankThreshold));
    attr("paiSeNbWinsThresholdActive", flag(p.secondaryNbwThreshold));
    attr("paiSeDefSecCrit", num(p.minimizeScoreDifference));
    attr("paiSeMinimizeHandicap", num(p.minimizeHandicap));
    attr("paiSeAvoidSameGeo", num(p.avoidSameGeography));
    attr("paiSePreferMMSDiffRatherThanSameCountry", QString::number(p.countryFactor));
    attr("paiSePreferMMSDiffRatherThanSameClub", QString::number(p.clubFactor));
    xml.writeEndElement();
}

} // namespace

// <Teams>: every team's boards in every round OpenGotha holds.
void writeTeams(QXmlStreamWriter& xml, const TournamentSettings& s, const std::vector<Team>& teams,
                const std::vector<TeamRound>& rounds, const QMap<PlayerId, QString>& keys) {
    xml.writeStartElement(QStringLiteral("Teams"));
    int number = 0;
    for (const Team& t : teams) {
        xml.writeStartElement(QStringLiteral("Team"));
        xml.writeAttribute(QStringLiteral("teamName"), QString::fromStdString(t.displayName()));
        xml.writeAttribute(QStringLiteral("teamNumber"), QString::number(++number));
        for (int r = 1; r <= std::min(s.rounds, 20); ++r) {
            std::vector<PlayerId> lineup(
                t.members.begin(),
                t.members.begin() + std::min<std::ptrdiff_t>(
                                        static_cast<std::ptrdiff_t>(t.members.size()), s.boards));
            for (const TeamRound& round : rounds)
                if (const auto l = round.lineups.find(t.id);
                    round.round == r && l != round.lineups.end())
                    lineup = l->second;
            for (std::size_t b = 0; b < lineup.size(); ++b) {
                xml.writeStartElement(QStringLiteral("Board"));
                xml.writeAttribute(QStringLiteral("boardNumber"), QString::number(b + 1));
                xml.writeAttribute(QStringLiteral("player"), keys.value(lineup[b]));
                xml.writeAttribute(QStringLiteral("roundNumber"), QString::number(r));
                xml.writeEndElement();
            }
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

// The team rules OpenGotha cannot hold (OpenGothaExport::ruleChanges).
std::vector<QString> teamRulesLost(const TournamentSettings& s) {
    std::vector<QString> lost;
    const MatchRules& m = s.team.match;
    if (m.tied == TiedMatch::LeaderBoard)
        lost.push_back(QObject::tr("a tied match is decided by board %1 (the leader, 主将), which "
                                   "OpenGotha counts as a draw")
                           .arg(m.leaderBoard));
    if (m.winHalves != 4 || m.drawHalves != 2 || m.lossHalves != 0)
        lost.push_back(QObject::tr("match points are %1, which OpenGotha counts as 2/1/0")
                           .arg(QString::fromStdString(matchPointsText(m))));
    if (s.team.bye != TeamByeValue::Draw)
        lost.push_back(
            QObject::tr("a team bye scores as a %1, which OpenGotha does not record")
                .arg(s.team.bye == TeamByeValue::Win ? QObject::tr("win") : QObject::tr("loss")));
    for (const TeamCriterion& c : s.team.criteria)
        if (c.kind == TeamCriterionKind::LeaderBoardWins ||
            c.kind == TeamCriterionKind::DirectEncounter)
            lost.push_back(QObject::tr("OpenGotha has no team criterion %1: left out")
                               .arg(QString::fromStdString(teamCriterionId(c))));
    return lost;
}

// <TeamTournamentParameterSet>: the team size and the criteria OpenGotha has, six of them.
void writeTeamParameters(QXmlStreamWriter& xml, const TournamentSettings& s) {
    xml.writeStartElement(QStringLiteral("TeamTournamentParameterSet"));
    xml.writeStartElement(QStringLiteral("TeamGeneralParameterSet"));
    xml.writeAttribute(QStringLiteral("teamSize"), QString::number(s.boards));
    xml.writeEndElement();
    xml.writeStartElement(QStringLiteral("TeamPlacementParameterSet"));
    xml.writeStartElement(QStringLiteral("PlacementCriteria"));
    QStringList names;
    for (const TeamCriterion& c : s.team.criteria) {
        if (c.kind == TeamCriterionKind::LeaderBoardWins ||
            c.kind == TeamCriterionKind::DirectEncounter)
            continue; // teamRulesLost names it
        if (names.size() < 6)
            names << QString::fromStdString(teamCriterionId(c));
    }
    while (names.size() < 6)
        names << QStringLiteral("NULL");
    for (int i = 0; i < 6; ++i) {
        xml.writeStartElement(QStringLiteral("PlacementCriterion"));
        xml.writeAttribute(QStringLiteral("name"), names[i]);
        xml.writeAttribute(QStringLiteral("number"), QString::number(i + 1));
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEndElement();
}

OpenGothaExport openGothaXml(const TournamentSettings& s, const PairingSettings& p,
                             const std::vector<Player>& players, const std::vector<Game>& games,
                             const std::vector<Bye>& byesIn, const std::vector<Team>& teams,
                             const std::vector<TeamRound>& teamRounds) {
    OpenGothaExport result;
    if (s.rounds > 20)
        result.warnings.push_back(QObject::tr("OpenGotha reads at most 20 rounds"));
    if (players.size() > 2000)
        result.warnings.push_back(QObject::tr("OpenGotha reads at most 2,000 players"));
    QMap<PlayerId, QString> keys;
    QMap<QString, PlayerId> used;
    for (const Player& player : players) {
        const QString key = keyOf(player);
        if (used.contains(key))
            result.warnings.push_back(
                QObject::tr(
                    "two players share the OpenGotha key %1; OpenGotha will refuse the file")
                    .arg(key));
        used.insert(key, player.id);
        keys.insert(player.id, key);
    }

    QXmlStreamWriter xml(&result.xml);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("Tournament"));
    xml.writeAttribute(QStringLiteral("dataVersion"), QStringLiteral("201"));
    xml.writeAttribute(QStringLiteral("fullVersionNumber"), QStringLiteral("3.52.03"));
    xml.writeAttribute(QStringLiteral("runningMode"), QStringLiteral("SAL"));

    const QMap<QString, QString> clubs = clubCodes(players);
    QSet<std::pair<PlayerId, int>> playedRounds;
    for (const Game& g : games) {
        playedRounds.insert({g.white, g.round});
        playedRounds.insert({g.black, g.round});
    }
    const WrittenByes byes = writtenByes(p, players, byesIn, playedRounds);
    result.scoreChanges = byes.scoreChanges;

    xml.writeStartElement(QStringLiteral("Players"));
    for (const Player& player : players) {
        writePlayer(xml, player, clubs, byes, playedRounds);
    }
    xml.writeEndElement();

    xml.writeStartElement(QStringLiteral("Games"));
    for (const Game& g : games) {
        xml.writeStartElement(QStringLiteral("Game"));
        xml.writeAttribute(QStringLiteral("roundNumber"), QString::number(g.round));
        xml.writeAttribute(QStringLiteral("tableNumber"), QString::number(g.table));
        xml.writeAttribute(QStringLiteral("whitePlayer"), keys.value(g.white));
        xml.writeAttribute(QStringLiteral("blackPlayer"), keys.value(g.black));
        xml.writeAttribute(QStringLiteral("knownColor"), flag(g.knownColour));
        xml.writeAttribute(QStringLiteral("handicap"), QString::number(g.handicap));
        xml.writeAttribute(QStringLiteral("result"), resultName(g));
        xml.writeEndElement();
    }
    xml.writeEndElement();

    xml.writeStartElement(QStringLiteral("ByePlayers"));
    for (const Bye& b : byes.written) {
        xml.writeStartElement(QStringLiteral("ByePlayer"));
        xml.writeAttribute(QStringLiteral("roundNumber"), QString::number(b.round));
        xml.writeAttribute(QStringLiteral("player"), keys.value(b.player));
        xml.writeEndElement();
    }
    xml.writeEndElement();

    if (s.teamEvent())
        writeTeams(xml, s, teams, teamRounds, keys);

    xml.writeStartElement(QStringLiteral("TournamentParameterSet"));
    writeGeneral(xml, s, p);
    writeRules(xml, p);
    xml.writeEndElement(); // TournamentParameterSet
    if (s.teamEvent()) {
        writeTeamParameters(xml, s);
        result.ruleChanges = teamRulesLost(s);
    }
    xml.writeEndElement(); // Tournament
    xml.writeEndDocument();
    return result;
}

} // namespace tengen::formats
