// Players and settings of an OpenGotha tournament file (FORMATS.md §2). Games and byes are read
// by the pairing/reports layers; registration needs only who plays and under which settings.
#include "importers.h"
#include "problem_text.h"
#include "text_decoding.h"

#include <QHash>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace tengen::store {

namespace {

constexpr int kNewestDataVersion = 201;

// The key games and byes use: name + firstName, blanks removed, upper-cased.
QString playerKey(const QString& name, const QString& firstName) {
    QString key = name + firstName;
    key.remove(QLatin1Char(' '));
    return key.toUpper();
}

std::optional<Rating> ratingFromOrigin(const QString& origin, int rating, int dataVersion) {
    const QString o = origin.trimmed();
    const int gor = dataVersion < 201 ? rating + 2050 : rating; // older files stored FFG values
    auto raw = [&o]() { return o.mid(o.indexOf(QLatin1Char(':')) + 1).trimmed(); };
    if (o.startsWith(QLatin1String("FFG"))) {
        bool ok = false;
        double v = raw().toDouble(&ok);
        return Rating{RatingSystem::Ffg, ok ? v : gor - 2050.0, {}, {}};
    }
    if (o.startsWith(QLatin1String("AGA"))) {
        bool ok = false;
        double v = raw().toDouble(&ok);
        if (ok && (v <= -1 || v >= 1))
            return Rating{RatingSystem::Aga, v, {}, {}};
        return Rating{RatingSystem::EgdGoR, static_cast<double>(gor), {}, {}};
    }
    if (o.startsWith(QLatin1String("EGF")) || o == QLatin1String("MAN"))
        return Rating{RatingSystem::EgdGoR, static_cast<double>(gor), {}, {}};
    return std::nullopt; // INI or empty: derived from the rank, not a rating of its own
}

TimeControl timeControl(const QXmlStreamAttributes& a) {
    TimeControl t;
    t.basicSeconds = a.value(QLatin1String("basicTime")).toInt() * 60;
    const auto system = a.value(QLatin1String("complementaryTimeSystem"));
    if (system == QLatin1String("SUDDENDEATH")) {
        t.system = TimeSystem::Absolute;
        t.periods = 0;
        t.periodSeconds = 0;
    } else if (system == QLatin1String("CANBYOYOMI")) {
        t.system = TimeSystem::Canadian;
        t.periods = 0;
        t.periodMoves = a.value(QLatin1String("nbMovesCanTime")).toInt();
        t.periodSeconds = a.value(QLatin1String("canByoYomiTime")).toInt();
    } else if (system == QLatin1String("FISCHER")) {
        t.system = TimeSystem::Fischer;
        t.periods = 0;
        t.periodSeconds = 0;
        t.incrementSeconds = a.value(QLatin1String("fischerTime")).toInt();
    } else {
        // OpenGotha's standard byo-yomi names the period length only; one period is its model.
        t.system = TimeSystem::ByoYomi;
        t.periods = 1;
        t.periodSeconds = a.value(QLatin1String("stdByoYomiTime")).toInt();
    }
    return t;
}

} // namespace

ImportParse parseOpenGotha(const QByteArray& bytes, const QString& fileName) {
    ImportParse parse;
    parse.batch.source = fileName;
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
                 (encoding.isEmpty()
                      ? QObject::tr("byte 0x%1 at offset %2 is not UTF-8, the encoding of an XML "
                                    "file that declares none")
                      : QObject::tr(
                            "byte 0x%1 at offset %2 is not UTF-8, the encoding the file declares"))
                     .arg(static_cast<unsigned char>(bytes[bad]), 2, 16, QLatin1Char('0'))
                     .arg(bad)});
            return parse;
        }
    }
    QXmlStreamReader xml(bytes);
    QHash<QString, int> keys; // player key -> line
    int dataVersion = 0;
    bool sawTournament = false, inTeamPlacement = false, sawGeneral = false;
    TournamentSettings settings;
    settings.rules.clear(); // OpenGotha does not record the rules: keep the tournament's own
    std::optional<PairingSystem> system;
    auto error = [&](const QString& field, const QString& message) {
        parse.errors.push_back({fileName, static_cast<int>(xml.lineNumber()), field, message});
    };

    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) {
            if (xml.isEndElement() && xml.name() == QLatin1String("TeamPlacementParameterSet"))
                inTeamPlacement = false;
            continue;
        }
        const auto name = xml.name();
        const QXmlStreamAttributes a = xml.attributes();
        if (!sawTournament) {
            if (name != QLatin1String("Tournament")) {
                error({}, QObject::tr("the root element is <%1>, not an OpenGotha <Tournament>")
                              .arg(name.toString()));
                return parse;
            }
            sawTournament = true;
            bool ok = false;
            dataVersion = a.value(QLatin1String("dataVersion")).toInt(&ok);
            if (!ok)
                dataVersion = kNewestDataVersion; // 3.48 files name gothaVersion instead
            if (dataVersion > kNewestDataVersion) {
                error(QStringLiteral("dataVersion"),
                      QObject::tr("OpenGotha data version %1 is newer than the versions Tengen "
                                  "reads (up to %2)")
                          .arg(dataVersion)
                          .arg(kNewestDataVersion));
                return parse;
            }
            continue;
        }
        if (name == QLatin1String("TeamPlacementParameterSet")) {
            inTeamPlacement = true;
        } else if (name == QLatin1String("Player")) {
            const QString family = a.value(QLatin1String("name")).toString().trimmed();
            const QString given = a.value(QLatin1String("firstName")).toString().trimmed();
            if (family.isEmpty() && given.isEmpty()) {
                error(QStringLiteral("Player"), QObject::tr("a player without a name"));
                continue;
            }
            const QString key = playerKey(family, given);
            if (keys.contains(key)) {
                error(QStringLiteral("Player"),
                      QObject::tr(
                          "player %1 %2 appears twice (line %3): OpenGotha keys must be unique")
                          .arg(family, given)
                          .arg(keys.value(key)));
                continue;
            }
            keys.insert(key, static_cast<int>(xml.lineNumber()));
            Player p;
            p.familyNative = family.toStdString();
            p.givenNative = given.toStdString();
            p.country = countryCode(a.value(QLatin1String("country")).toString()).toStdString();
            p.club = a.value(QLatin1String("club")).toString().trimmed().toStdString();
            p.egdPin = a.value(QLatin1String("egfPin")).toString().trimmed().toStdString();
            p.ffgLicence = a.value(QLatin1String("ffgLicence")).toString().trimmed().toStdString();
            p.agaId = a.value(QLatin1String("agaId")).toString().trimmed().toStdString();
            const QString rankText = a.value(QLatin1String("rank")).toString().trimmed();
            RankParse rank = tryParseRank(rankText.toStdString());
            if (!rank.rank) {
                error(QStringLiteral("Player rank"),
                      QObject::tr("%1 %2: %3").arg(family, given, toText(rank.error)));
                continue;
            }
            const QString gradeText = a.value(QLatin1String("grade")).toString().trimmed();
            RankParse grade = tryParseRank(gradeText.toStdString());
            p.rankLabel = (grade.rank ? gradeText : rankText).toStdString();
            p.declaredRank = grade.rank ? grade.rank : rank.rank;
            bool ok = false;
            const int rating = a.value(QLatin1String("rating")).toInt(&ok);
            if (ok)
                p.rating = ratingFromOrigin(a.value(QLatin1String("ratingOrigin")).toString(),
                                            rating, dataVersion);
            // OpenGotha pairs on `rank`: keep it exactly, whatever the rating implies.
            if (p.effectiveRank() != rank.rank)
                p.rankOverride = rank.rank;
            p.mcMahonCorrection = a.value(QLatin1String("smmsCorrection")).toInt();
            p.status = a.value(QLatin1String("registeringStatus")) == QLatin1String("FIN")
                           ? RegistrationStatus::Final
                           : RegistrationStatus::Preliminary;
            const QString participating = a.value(QLatin1String("participating")).toString();
            for (int r = 0; r < participating.size(); ++r)
                if (participating.at(r) == QLatin1Char('0'))
                    p.rounds.push_back({r + 1, Participation::Absent, {}});
            parse.batch.players.push_back({p, static_cast<int>(xml.lineNumber())});
        } else if (name == QLatin1String("GeneralParameterSet")) {
            sawGeneral = true;
            const QString full = a.value(QLatin1String("name")).toString().trimmed();
            settings.nameNative = full.toStdString();
            settings.nameLatin =
                (containsCjk(full.toStdString()) ? a.value(QLatin1String("shortName")).toString()
                                                 : full)
                    .trimmed()
                    .toStdString();
            settings.place = a.value(QLatin1String("location")).toString().trimmed().toStdString();
            auto first = tryParseDate(a.value(QLatin1String("beginDate")).toString().toStdString());
            auto last = tryParseDate(a.value(QLatin1String("endDate")).toString().toStdString());
            if (!first || !last) {
                error(QStringLiteral("GeneralParameterSet beginDate/endDate"),
                      QObject::tr("dates must be yyyy-mm-dd"));
            } else {
                settings.firstDay = *first;
                settings.lastDay = *last;
            }
            settings.rounds = a.value(QLatin1String("numberOfRounds")).toInt();
            if (auto komi = tryParseKomi(a.value(QLatin1String("komi")).toString().toStdString()))
                settings.komi = *komi;
            else
                error(QStringLiteral("GeneralParameterSet komi"),
                      QObject::tr("'%1' is not a komi").arg(a.value(QLatin1String("komi"))));
            settings.boardSize = a.value(QLatin1String("size")).toInt();
            settings.time = timeControl(a);
        } else if (name == QLatin1String("Category")) {
            // Stored data, not interface text: the same whatever the desk's language.
            settings.categories.push_back(
                {QStringLiteral("%1 (%2+)")
                     .arg(a.value(QLatin1String("number")), a.value(QLatin1String("lowerLimit")))
                     .toStdString(),
                 "OpenGotha category"});
        } else if (name == QLatin1String("PlacementCriterion") && !inTeamPlacement && !system &&
                   a.value(QLatin1String("number")) == QLatin1String("1")) {
            const auto crit = a.value(QLatin1String("name"));
            system = crit == QLatin1String("NBW") ? PairingSystem::Swiss : PairingSystem::McMahon;
        }
    }
    if (xml.hasError()) {
        error({}, QObject::tr("XML error: %1").arg(xml.errorString()));
        return parse;
    }
    if (!sawGeneral) {
        parse.errors.push_back({fileName, 0, QStringLiteral("GeneralParameterSet"),
                                QObject::tr("missing: the file has no tournament settings")});
        return parse;
    }
    settings.system = system.value_or(PairingSystem::McMahon);
    // Participation strings have 20 characters whatever the number of rounds.
    for (auto& row : parse.batch.players)
        std::erase_if(row.player.rounds,
                      [&](const RoundParticipation& r) { return r.round > settings.rounds; });
    parse.batch.settings = settings;
    if (parse.errors.empty())
        rejectRepeatedRows(parse, false);
    return parse;
}

} // namespace tengen::store
