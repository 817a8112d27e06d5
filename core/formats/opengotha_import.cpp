// An OpenGotha tournament file (docs/formats.md §2): players, settings, games, byes and the pairing
// parameters, all or nothing. Whatever OpenGotha itself reads is read: ranks as it parses and
// clamps them, keys as it finds them, its defaults for missing attributes; what it would skip or
// change is a warning naming the line. What it would refuse, and what Tengen cannot hold (a
// player at two tables of one round), is an error naming the line. This file reads the elements
// of players, settings, games and byes; OpenGotha's values are read in opengotha_values.cpp, the
// teams in opengotha_teams.cpp, and the games and byes placed in opengotha_games.cpp.
#include "base/qt_text.h"
#include "importers.h"
#include "opengotha_read.h"
#include "text_decoding.h"

#include <QDate>
#include <QHash>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>
#include <boost/date_time/gregorian/gregorian.hpp>
#include <optional>
#include <utility>

namespace tengen::formats {

namespace opengotha_detail {

constexpr int kNewestDataVersion = 201;

// The bytes before the XML: UTF-8 where the file is (a stray byte named by its line), and no
// element with a great many attributes.
bool OpenGothaRead::bytesReadable() {
    // OpenGotha writes UTF-8. For a UTF-8 file (declared, or by default) find a stray byte
    // ourselves so the error names its line; other declared encodings are left to the XML reader.
    static const QRegularExpression declaration(
        QStringLiteral("^<\\?xml[^>]*encoding=[\"']([^\"']+)[\"']"));
    const auto declared = declaration.match(QString::fromLatin1(bytes.left(200)));
    const QString encoding = declared.hasMatch() ? declared.captured(1) : QString();
    if (encoding.isEmpty() || encoding.compare(QLatin1String("UTF-8"), Qt::CaseInsensitive) == 0) {
        if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0) {
            parse.errors.push_back(
                {fileName,
                 lineAtOffset(bytes, bad),
                 {},
                 encoding.isEmpty()
                     ? Problem(QT_TRANSLATE_NOOP("tengen", "byte 0x%1 at offset %2 is not UTF-8, "
                                                           "the encoding of an XML file that "
                                                           "declares none"),
                               hexByte(bytes[bad]), std::to_string(bad))
                     : Problem(QT_TRANSLATE_NOOP("tengen", "byte 0x%1 at offset %2 is not UTF-8, "
                                                           "the encoding the file declares"),
                               hexByte(bytes[bad]), std::to_string(bad))});
            return false;
        }
    }
    // An element with a great many attributes costs the XML reader time by their square (a
    // player with 100,000 took 21 s): counted first, in one pass, and refused with its line.
    // OpenGotha writes about thirty on its largest element.
    {
        constexpr int kMostAttributes = 500;
        int line = 1, attributes = 0;
        bool inTag = false;
        char quote = 0;
        for (const char c : bytes) {
            if (c == '\n')
                ++line;
            if (quote) {
                quote = c == quote ? 0 : quote;
            } else if (inTag && (c == '"' || c == '\'')) {
                quote = c;
            } else if (c == '<') {
                inTag = true;
                attributes = 0;
            } else if (c == '>') {
                inTag = false;
            } else if (inTag && c == '=' && ++attributes > kMostAttributes) {
                parse.errors.push_back(
                    {fileName,
                     line,
                     {},
                     Problem(QT_TRANSLATE_NOOP("tengen", "an element with over %1 attributes"),
                             std::to_string(kMostAttributes))});
                return false;
            }
        }
    }
    return true;
}

// The root element: an OpenGotha <Tournament> of a data version this reader knows.
bool OpenGothaRead::root(QStringView name, const QXmlStreamAttributes& a) {
    if (name != QLatin1String("Tournament")) {
        error({}, Problem(QT_TRANSLATE_NOOP(
                              "tengen", "the root element is <%1>, not an OpenGotha <Tournament>"),
                          problemArg(name.toString())));
        return false;
    }
    bool ok = false;
    dataVersion = a.value(QLatin1String("dataVersion")).toInt(&ok);
    if (!ok)
        dataVersion = kNewestDataVersion; // 3.48 files name gothaVersion instead
    if (dataVersion > kNewestDataVersion) {
        error(QStringLiteral("dataVersion"),
              Problem(QT_TRANSLATE_NOOP(
                          "tengen", "OpenGotha data version %1 is newer than the versions Tengen "
                                    "reads (up to %2)"),
                      problemArg(dataVersion), problemArg(kNewestDataVersion)));
        return false;
    }
    return true;
}

// <Player>: a registration as OpenGotha reads it, its strings kept as OpenGotha holds them.
void OpenGothaRead::player(const QXmlStreamAttributes& a) {
    const QString family = a.value(QLatin1String("name")).toString().trimmed();
    const QString given = a.value(QLatin1String("firstName")).toString().trimmed();
    if (family.isEmpty() && given.isEmpty()) {
        error(QStringLiteral("Player"),
              Problem(QT_TRANSLATE_NOOP("tengen", "a player without a name")));
        return;
    }
    const QString key = playerKey(family, given);
    if (keys.contains(key)) {
        // OpenGotha refuses the homonym and reads on.
        warn(QStringLiteral("Player"),
             Problem(QT_TRANSLATE_NOOP("tengen", "player %1 %2 appears twice (line %3): "
                                                 "left out, as OpenGotha does"),
                     problemArg(family), problemArg(given), problemArg(keys.value(key))));
        return;
    }
    keys.insert(key, static_cast<int>(xml.lineNumber()));
    Player p;
    p.familyNative = family.toStdString();
    p.givenNative = given.toStdString();
    const QString country = a.value(QLatin1String("country")).toString().trimmed();
    p.country = countryCode(country).toStdString();
    if (p.country.empty() && !country.isEmpty())
        warn(QStringLiteral("Player country"),
             Problem(QT_TRANSLATE_NOOP("tengen", "%1 %2: '%3' is not a country code: "
                                                 "left out"),
                     problemArg(family), problemArg(given), problemArg(country)));
    p.club = a.value(QLatin1String("club")).toString().trimmed().toStdString();
    // Tengen's own export keeps a club's whole name beside the four-character code
    // OpenGotha holds (OpenGotha ignores the attribute, and drops it when it saves).
    const QString wholeClub = a.value(QLatin1String("tengenClub")).toString().trimmed();
    if (!wholeClub.isEmpty())
        p.club = wholeClub.toStdString();
    // OpenGotha keeps whatever the field holds; an EGD PIN is eight digits, so anything
    // else goes to the notes, as written.
    const QString pin = a.value(QLatin1String("egfPin")).toString().trimmed();
    static const QRegularExpression eightDigits(QStringLiteral("^[0-9]{8}$"));
    if (pin.isEmpty() || eightDigits.match(pin).hasMatch()) {
        p.egdPin = pin.toStdString();
    } else {
        p.notes = QStringLiteral("egfPin: %1").arg(pin).toStdString();
        warn(QStringLiteral("Player egfPin"),
             Problem(QT_TRANSLATE_NOOP("tengen", "%1 %2: '%3' is not an EGD PIN (8 "
                                                 "digits): kept in the notes"),
                     problemArg(family), problemArg(given), problemArg(pin)));
    }
    p.ffgLicence = a.value(QLatin1String("ffgLicence")).toString().trimmed().toStdString();
    p.agaId = a.value(QLatin1String("agaId")).toString().trimmed().toStdString();
    // The rank OpenGotha pairs on: as it parses and clamps it (a placeholder such as
    // "99K" is 30k), or the grade's when it cannot read it. The text stays as written.
    const QString rankText = valueOr(a, "rank", "30K").trimmed();
    const QString gradeText = a.value(QLatin1String("grade")).toString().trimmed();
    OpenGothaRank og = openGothaRank(rankText);
    if (!og.read)
        og = openGothaRank(gradeText);
    if (!og.read || og.clamped)
        warn(QStringLiteral("Player rank"),
             Problem(QT_TRANSLATE_NOOP("tengen", "%1 %2: rank '%3' is outside 30k-9d or "
                                                 "unreadable: paired as %4, as OpenGotha "
                                                 "does"),
                     problemArg(family), problemArg(given),
                     problemArg(og.read || gradeText.isEmpty() ? rankText : gradeText),
                     problemArg(Rank::amateur(og.value).toString())));
    const Rank pairedOn = Rank::amateur(og.value);
    RankParse grade = tryParseRank(gradeText.toStdString());
    RankParse written = tryParseRank(rankText.toStdString());
    p.rankLabel = (gradeText.isEmpty() ? rankText : gradeText).toStdString();
    p.declaredRank = grade.rank ? grade.rank : written.rank ? written.rank : pairedOn;
    bool ok = false;
    const int rating = a.value(QLatin1String("rating")).toInt(&ok);
    if (ok)
        p.rating = ratingFromOrigin(a.value(QLatin1String("ratingOrigin")).toString(), rating,
                                    dataVersion);
    // OpenGotha pairs on `rank`: keep it exactly, whatever the rating implies.
    if (p.effectiveRank() != pairedOn)
        p.rankOverride = pairedOn;
    bool okCorrection = false;
    p.mcMahonCorrection = valueOr(a, "smmsCorrection", "0").toInt(&okCorrection);
    // OpenGotha stops on either; read on without them, warned.
    if (!okCorrection)
        warn(QStringLiteral("Player smmsCorrection"),
             Problem(QT_TRANSLATE_NOOP("tengen", "%1 %2: '%3' is not a number: read as 0"),
                     problemArg(family), problemArg(given),
                     problemArg(a.value(QLatin1String("smmsCorrection")))));
    if (!ok && !a.value(QLatin1String("rating")).isEmpty())
        warn(QStringLiteral("Player rating"),
             Problem(QT_TRANSLATE_NOOP("tengen", "%1 %2: '%3' is not a rating: left out"),
                     problemArg(family), problemArg(given),
                     problemArg(a.value(QLatin1String("rating")))));
    // As OpenGotha: final when it says FIN or says nothing.
    p.status = !a.hasAttribute(QLatin1String("registeringStatus")) ||
                       a.value(QLatin1String("registeringStatus")) == QLatin1String("FIN")
                   ? RegistrationStatus::Final
                   : RegistrationStatus::Preliminary;
    const QString participating = a.value(QLatin1String("participating")).toString();
    for (int r = 0; r < participating.size(); ++r)
        if (participating.at(r) == QLatin1Char('0'))
            p.rounds.push_back({r + 1, Participation::Absent, {}});
    // OpenGotha keeps the strings untrimmed and a club to its first four UTF-16 units.
    OpenGothaText text{a.value(QLatin1String("name")).toString().toStdString(),
                       a.value(QLatin1String("firstName")).toString().toStdString(),
                       a.value(QLatin1String("club")).toString().left(4).toStdString(),
                       a.value(QLatin1String("country")).toString().toStdString()};
    // A player without a rating attribute has OpenGotha's lowest rating, -900.
    const std::optional<int> openGothaRating = ok ? std::optional<int>(rating)
                                               : a.hasAttribute(QLatin1String("rating"))
                                                   ? std::nullopt
                                                   : std::optional<int>(-900);
    parse.batch.players.push_back(
        {p, static_cast<int>(xml.lineNumber()), openGothaRating, std::move(text)});
}

// <GeneralParameterSet>: the event (name, place, dates, rounds, komi, size, time) and the
// McMahon parameters.
void OpenGothaRead::general(const QXmlStreamAttributes& a) {
    sawGeneral = true;
    const QString full = a.value(QLatin1String("name")).toString().trimmed();
    settings.nameNative = full.toStdString();
    settings.nameLatin =
        (containsCjk(full.toStdString()) ? a.value(QLatin1String("shortName")).toString() : full)
            .trimmed()
            .toStdString();
    settings.place = a.value(QLatin1String("location")).toString().trimmed().toStdString();
    // OpenGotha takes the day it reads the file for a date it cannot read; Tengen takes
    // the other date, and that day only when neither can be read.
    auto first = tryParseDate(a.value(QLatin1String("beginDate")).toString().toStdString());
    auto last = tryParseDate(a.value(QLatin1String("endDate")).toString().toStdString());
    if (!first || !last) {
        const QDate today = QDate::currentDate();
        const boost::gregorian::date fallback =
            first  ? *first
            : last ? *last
                   : boost::gregorian::date(static_cast<unsigned short>(today.year()),
                                            static_cast<unsigned short>(today.month()),
                                            static_cast<unsigned short>(today.day()));
        warn(QStringLiteral("GeneralParameterSet beginDate/endDate"),
             Problem(QT_TRANSLATE_NOOP("tengen", "a date is missing or not yyyy-mm-dd: "
                                                 "%1 is taken; check the dates"),
                     problemArg(QString::fromStdString(
                         boost::gregorian::to_iso_extended_string(fallback)))));
        first = first.value_or(fallback);
        last = last.value_or(fallback);
    }
    settings.firstDay = *first;
    settings.lastDay = std::max(*first, *last);
    // OpenGotha's defaults for what an older file does not say.
    bool roundsOk = false;
    settings.rounds = valueOr(a, "numberOfRounds", "5").toInt(&roundsOk);
    if (!roundsOk || settings.rounds < 1)
        error(QStringLiteral("GeneralParameterSet numberOfRounds"),
              Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a number of rounds"),
                      problemArg(valueOr(a, "numberOfRounds", "5"))));
    else if (settings.rounds > kMaxRounds) // refused here, with its line, not later
        error(QStringLiteral("GeneralParameterSet numberOfRounds"),
              Problem(QT_TRANSLATE_NOOP("tengen", "%1 rounds: at most %2"),
                      problemArg(settings.rounds), problemArg(kMaxRounds)));
    // OpenGotha keeps komi and size as the text written and pairs without them: a
    // decimal comma (a French director's "7,5") is read as a point; what cannot be read
    // takes its default, warned, instead of refusing a file OpenGotha reads.
    const QString komiText = valueOr(a, "komi", "7.5");
    if (auto komi = tryParseKomi(
            QString(komiText).replace(QLatin1Char(','), QLatin1Char('.')).toStdString()))
        settings.komi = *komi;
    else
        warn(QStringLiteral("GeneralParameterSet komi"),
             Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a komi: read as 7.5"),
                     problemArg(komiText)));
    bool sizeOk = false;
    const int size = valueOr(a, "size", "19").toInt(&sizeOk);
    if (sizeOk && size >= kMinBoardSize && size <= kMaxBoardSize)
        settings.boardSize = size;
    else
        warn(QStringLiteral("GeneralParameterSet size"),
             Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a board size: read as 19"),
                     problemArg(valueOr(a, "size", "19"))));
    settings.time = timeControl(a);
    ParameterReader read = parameters(a, u"GeneralParameterSet");
    read.rank("genMMFloor", pairing.mmFloor);
    read.rank("genMMBar", pairing.mmBar);
    // OpenGotha counts McMahon scores from 30k whatever the file says (its parameter
    // set forces the zero back to 30k): so does the import, so every MMS is OpenGotha's.
    int zero = Rank::kWeakest;
    read.rank("genMMZero", zero);
    pairing.mmZero = Rank::kWeakest;
    if (zero != Rank::kWeakest)
        warn(QStringLiteral("GeneralParameterSet genMMZero"),
             Problem(QT_TRANSLATE_NOOP("tengen", "McMahon zero %1: OpenGotha counts "
                                                 "McMahon scores from 30k whatever the "
                                                 "file says, and so does Tengen here"),
                     problemArg(a.value(QLatin1String("genMMZero")))));
    read.integer("genNBW2ValueAbsent", pairing.nbwAbsent);
    read.integer("genNBW2ValueBye", pairing.nbwBye);
    read.integer("genMMS2ValueAbsent", pairing.mmsAbsent);
    read.integer("genMMS2ValueBye", pairing.mmsBye);
    read.flag("genRoundDownNBWMMS", pairing.roundDownUnplayed);
    read.flag("genCountNotPlayedGamesAsHalfPoint", pairing.unplayedAsHalfPointForOpponents);
    read.integer("numberOfCategories", categoryCount);
}

// <HandicapParameterSet>.
void OpenGothaRead::handicap(const QXmlStreamAttributes& a) {
    ParameterReader read = parameters(a, u"HandicapParameterSet");
    bool basedOnMms = true;
    read.flag("hdBasedOnMMS", basedOnMms);
    pairing.handicapBase = basedOnMms ? HandicapBase::Mms : HandicapBase::Rank;
    if (read.has("hdBase"))
        pairing.handicapBase = a.value(QLatin1String("hdBase")) == QLatin1String("RANK")
                                   ? HandicapBase::Rank
                                   : HandicapBase::Mms;
    read.rank("hdNoHdRankThreshold", pairing.noHandicapRank);
    read.integer("hdCorrection", pairing.handicapCorrection);
    read.integer("hdCeiling", pairing.handicapCeiling);
}

// <PairingParameterSet>: the weights and choices of the pairing.
void OpenGothaRead::pairingParameters(const QXmlStreamAttributes& a) {
    ParameterReader read = parameters(a, u"PairingParameterSet");
    read.real("paiStandardNX1Factor", pairing.concavity);
    read.integer("paiBaAvoidDuplGame", pairing.avoidDuplicateGame);
    read.integer("paiBaRandom", pairing.randomWeight);
    read.flag("paiBaDeterministic", pairing.deterministicRandom);
    read.integer("paiBaBalanceWB", pairing.colourBalance);
    read.integer("paiMaAvoidMixingCategories", pairing.avoidMixingCategories);
    read.integer("paiMaMinimizeScoreDifference", pairing.minimizeScoreDifference);
    read.integer("paiMaDUDDWeight", pairing.drawUpDown);
    read.flag("paiMaCompensateDUDD", pairing.compensateDrawUpDown);
    read.choice("paiMaDUDDUpperMode", pairing.drawUpperMode, &tryParseDrawPlacement);
    read.choice("paiMaDUDDLowerMode", pairing.drawLowerMode, &tryParseDrawPlacement);
    read.integer("paiMaMaximizeSeeding", pairing.maximizeSeeding);
    read.integer("paiMaLastRoundForSeedSystem1", pairing.lastRoundForSeedSystem1);
    read.choice("paiMaSeedSystem1", pairing.seedSystem1, &tryParseSeedSystem);
    read.choice("paiMaSeedSystem2", pairing.seedSystem2, &tryParseSeedSystem);
    read.choice("paiMaAdditionalPlacementCritSystem1", pairing.additionalPlacement1,
                &tryParseCriterion);
    read.choice("paiMaAdditionalPlacementCritSystem2", pairing.additionalPlacement2,
                &tryParseCriterion);
    read.rank("paiSeRankThreshold", pairing.secondaryRankThreshold);
    read.flag("paiSeNbWinsThresholdActive", pairing.secondaryNbwThreshold);
    read.flag("paiSeBarThresholdActive", pairing.secondaryBarThreshold);
    read.integer("paiSeMinimizeHandicap", pairing.minimizeHandicap);
    read.integer("paiSeAvoidSameGeo", pairing.avoidSameGeography);
    read.integer("paiSePreferMMSDiffRatherThanSameCountry", pairing.countryFactor);
    read.integer("paiSePreferMMSDiffRatherThanSameClub", pairing.clubFactor);
}

// <Game>: kept until the players are known (games name them by key).
void OpenGothaRead::game(const QXmlStreamAttributes& a) {
    PendingGame g;
    g.line = static_cast<int>(xml.lineNumber());
    g.white = a.value(QLatin1String("whitePlayer")).toString();
    g.black = a.value(QLatin1String("blackPlayer")).toString();
    // OpenGotha's defaults: round 1, table 1.
    bool okRound = false, okTable = false;
    g.game.round = valueOr(a, "roundNumber", "1").toInt(&okRound);
    g.game.table = valueOr(a, "tableNumber", "1").toInt(&okTable);
    if (!okRound || !okTable) {
        error(QStringLiteral("Game roundNumber/tableNumber"),
              Problem(QT_TRANSLATE_NOOP("tengen", "round and table must be whole numbers")));
        return;
    }
    // OpenGotha takes any whole number; Tengen holds 0..kMaxHandicap stones.
    bool okHandicap = false;
    g.game.handicap = valueOr(a, "handicap", "0").toInt(&okHandicap);
    if (!okHandicap) {
        error(QStringLiteral("Game handicap"),
              Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a number of stones"),
                      problemArg(a.value(QLatin1String("handicap")))));
        return;
    }
    if (g.game.handicap < 0 || g.game.handicap > kMaxHandicap) {
        const int clamped = std::clamp(g.game.handicap, 0, kMaxHandicap);
        warn(QStringLiteral("Game handicap"),
             Problem(QT_TRANSLATE_NOOP("tengen", "%1 stones is outside 0..9: read as %2"),
                     problemArg(g.game.handicap), problemArg(clamped)));
        g.game.handicap = clamped;
    }
    g.game.knownColour = a.value(QLatin1String("knownColor")) != QLatin1String("false");
    const auto resultText = a.value(QLatin1String("result"));
    if (auto r =
            resultValue(resultText.isEmpty() ? u"RESULT_UNKNOWN" : resultText, g.game.byForfeit))
        g.game.result = *r;
    else // OpenGotha reads a code it does not know as no result yet
        warn(QStringLiteral("Game result"),
             Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not an OpenGotha result: read "
                                                 "as no result, as OpenGotha does"),
                     problemArg(resultText)));
    pendingGames.push_back(g);
}

// <ByePlayer>: kept until the players are known.
void OpenGothaRead::bye(const QXmlStreamAttributes& a) {
    PendingBye b{a.value(QLatin1String("player")).toString(),
                 valueOr(a, "roundNumber", "1").toInt(), static_cast<int>(xml.lineNumber())};
    pendingByes.push_back(b);
}

// <Category>: a category by its lower rank limit.
void OpenGothaRead::category(const QXmlStreamAttributes& a) {
    int limit = Rank::kWeakest; // OpenGotha's default: 30K
    parameters(a, u"Category").rank("lowerLimit", limit);
    categoryLimits.emplace_back(a.value(QLatin1String("number")).toInt(), limit);
    // Stored data, not interface text: the same whatever the desk's language.
    settings.categories.push_back(
        {QStringLiteral("%1 (%2+)")
             .arg(a.value(QLatin1String("number")), a.value(QLatin1String("lowerLimit")))
             .toStdString(),
         "OpenGotha category"});
}

// <PlacementCriterion> (of the players' placement, not the teams'): the first names the system.
void OpenGothaRead::placementCriterion(const QXmlStreamAttributes& a) {
    if (inTeamPlacement) {
        teamCriterion(a);
        return;
    }
    const auto crit = a.value(QLatin1String("name"));
    if (!system && a.value(QLatin1String("number")) == QLatin1String("1"))
        system = crit == QLatin1String("NBW") ? PairingSystem::Swiss : PairingSystem::McMahon;
    if (auto c = criterionValue(crit)) {
        if (*c != Criterion::None)
            placement.push_back(*c);
    } else {
        error(QStringLiteral("PlacementCriterion name"),
              Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a placement criterion Tengen knows"),
                      problemArg(crit)));
    }
}

// After the last element: the settings complete, or the file refused (an XML error, no settings).
bool OpenGothaRead::settingsRead() {
    if (xml.hasError()) {
        error({},
              Problem(QT_TRANSLATE_NOOP("tengen", "XML error: %1"), problemArg(xml.errorString())));
        return false;
    }
    if (!sawGeneral) {
        parse.errors.push_back(
            {fileName, 0, QStringLiteral("GeneralParameterSet"),
             Problem(QT_TRANSLATE_NOOP("tengen", "missing: the file has no tournament settings"))});
        return false;
    }
    settings.system = system.value_or(PairingSystem::McMahon);
    parse.batch.settings = settings;
    if (!placement.empty())
        pairing.placement = placement;
    std::sort(categoryLimits.begin(), categoryLimits.end());
    for (const auto& [number, limit] : categoryLimits)
        if (number < categoryCount)
            pairing.categoryLimits.push_back(limit);
    parse.batch.pairing = pairing;
    return true;
}

} // namespace opengotha_detail

ImportParse parseOpenGotha(const QByteArray& bytes, const QString& fileName) {
    using opengotha_detail::OpenGothaRead;
    OpenGothaRead r(bytes, fileName);
    if (!r.bytesReadable())
        return std::move(r.parse);
    // Each element's reader; an element not named here is not read (OpenGotha's display and
    // publishing settings).
    using Element = void (OpenGothaRead::*)(const QXmlStreamAttributes&);
    static const std::pair<QLatin1String, Element> kElements[] = {
        {QLatin1String("Player"), &OpenGothaRead::player},
        {QLatin1String("GeneralParameterSet"), &OpenGothaRead::general},
        {QLatin1String("HandicapParameterSet"), &OpenGothaRead::handicap},
        {QLatin1String("PairingParameterSet"), &OpenGothaRead::pairingParameters},
        {QLatin1String("Game"), &OpenGothaRead::game},
        {QLatin1String("ByePlayer"), &OpenGothaRead::bye},
        {QLatin1String("Category"), &OpenGothaRead::category},
        {QLatin1String("PlacementCriterion"), &OpenGothaRead::placementCriterion},
        {QLatin1String("Team"), &OpenGothaRead::team},
        {QLatin1String("Board"), &OpenGothaRead::board},
        {QLatin1String("TeamGeneralParameterSet"), &OpenGothaRead::teamGeneral},
    };
    bool sawTournament = false;
    while (!r.xml.atEnd()) {
        if (r.xml.readNext() != QXmlStreamReader::StartElement) {
            if (r.xml.isEndElement() && r.xml.name() == QLatin1String("TeamPlacementParameterSet"))
                r.inTeamPlacement = false;
            if (r.xml.isEndElement() && r.xml.name() == QLatin1String("Team"))
                r.inTeam = false;
            continue;
        }
        const auto name = r.xml.name();
        const QXmlStreamAttributes a = r.xml.attributes();
        if (!sawTournament) {
            if (!r.root(name, a))
                return std::move(r.parse);
            sawTournament = true;
        } else if (name == QLatin1String("TeamPlacementParameterSet")) {
            r.inTeamPlacement = true;
        } else {
            for (const auto& [element, read] : kElements)
                if (name == element) {
                    (r.*read)(a);
                    break;
                }
        }
    }
    if (!r.settingsRead())
        return std::move(r.parse);
    r.indexPlayers();
    r.readGames();
    r.readByes();
    r.roundsToHoldEverything();
    r.readTeams();
    // OpenGotha reads two players with one EGD PIN: a warning to check, not a refusal.
    rejectRepeatedRows(r.parse, false, false);
    return std::move(r.parse);
}

} // namespace tengen::formats
