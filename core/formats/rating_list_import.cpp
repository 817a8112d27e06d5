// The rating lists federations publish: EGD allworld_lp, FFG échelle, AGA TDListA.
// Layouts: docs/formats.md §4.2, §5.1, §6.
#include "base/qt_text.h"
#include "importers.h"
#include "text_decoding.h"

#include <QRegularExpression>

namespace tengen::formats {

namespace {

bool isCountryToken(const QString& t) {
    return t.size() == 2 && t.at(0).isUpper() && t.at(1).isUpper() && t.at(0).unicode() < 128 &&
           t.at(1).unicode() < 128;
}

std::string namePart(const QString& s) {
    return QString(s).replace(QLatin1Char('_'), QLatin1Char(' ')).trimmed().toStdString();
}

std::optional<boost::gregorian::date> monthDayYear(const QString& text) {
    static const QRegularExpression re(QStringLiteral("^(\\d{1,2})/(\\d{1,2})/(\\d{4})$"));
    auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    return tryParseDate(QStringLiteral("%1-%2-%3")
                            .arg(m.captured(3))
                            .arg(m.captured(1).toInt(), 2, 10, QLatin1Char('0'))
                            .arg(m.captured(2).toInt(), 2, 10, QLatin1Char('0'))
                            .toStdString());
}

void setRankFromRating(Player& p) {
    if (!p.rating)
        return;
    p.declaredRank = rankFromRating(*p.rating);
    if (p.declaredRank)
        p.rankLabel = p.declaredRank->toString();
}

ImportParse withDecodeError(const QString& fileName, const DecodedText& d) {
    ImportParse parse;
    parse.batch.source = fileName.toStdString();
    parse.errors.push_back({fileName, d.errorLine, {}, d.error});
    return parse;
}

} // namespace

ImportParse parseEgdRatingList(const QByteArray& bytes, const QString& fileName) {
    const DecodedText decoded = decodeText(bytes, LegacyEncoding::Latin9);
    if (!decoded.error.empty())
        return withDecodeError(fileName, decoded);
    ImportParse parse;
    parse.batch.source = fileName.toStdString();
    const QStringList lines = splitLines(decoded.text);
    static const QRegularExpression published(
        QStringLiteral("\\((\\d{1,2}) ([A-Za-z]{3}) (\\d{4})\\)"));
    static const QRegularExpression pin(QStringLiteral("^\\d{8}$"));
    static const QRegularExpression count(QStringLiteral("^\\d+$"));
    static const QStringList months = {
        QStringLiteral("jan"), QStringLiteral("feb"), QStringLiteral("mar"), QStringLiteral("apr"),
        QStringLiteral("may"), QStringLiteral("jun"), QStringLiteral("jul"), QStringLiteral("aug"),
        QStringLiteral("sep"), QStringLiteral("oct"), QStringLiteral("nov"), QStringLiteral("dec")};
    std::optional<boost::gregorian::date> asOf;
    for (int n = 0; n < lines.size(); ++n) {
        const int line = n + 1;
        const QStringList t = lines[n].simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (t.isEmpty() || !pin.match(t[0]).hasMatch()) {
            auto m = published.match(lines[n]);
            if (m.hasMatch() && !asOf) {
                int month = static_cast<int>(months.indexOf(m.captured(2).toLower())) + 1;
                if (month > 0)
                    asOf = tryParseDate(QStringLiteral("%1-%2-%3")
                                            .arg(m.captured(3))
                                            .arg(month, 2, 10, QLatin1Char('0'))
                                            .arg(m.captured(1).toInt(), 2, 10, QLatin1Char('0'))
                                            .toStdString());
            }
            continue; // headings, blank lines, anything without a PIN
        }
        auto error = [&](const char* field, const Problem& message) {
            parse.errors.push_back({fileName, line, {}, message, field});
        };
        // PIN, name words, country, [club], grade, proposed grade, GoR, tournaments, last code
        if (t.size() < 8) {
            error(nullptr,
                  Problem(QT_TRANSLATE_NOOP(
                              "tengen",
                              "expected PIN, name, country, club, grade, proposed grade, GoR,"
                              " tournament count and last tournament; found %1 fields"),
                          problemArg(t.size())));
            continue;
        }
        const qsizetype n5 = t.size() - 5;
        bool gorOk = false;
        const int gor = t[n5 + 2].toInt(&gorOk);
        if (!gorOk) {
            error(QT_TRANSLATE_NOOP("tengen", "GoR"),
                  Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a number"),
                          problemArg(t[n5 + 2])));
            continue;
        }
        if (!count.match(t[n5 + 3]).hasMatch()) {
            error(QT_TRANSLATE_NOOP("tengen", "tournaments"),
                  Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a whole number"),
                          problemArg(t[n5 + 3])));
            continue;
        }
        RankParse grade = tryParseRank(t[n5].toStdString());
        if (!grade.rank) {
            error(QT_TRANSLATE_NOOP("tengen", "grade"), grade.error);
            continue;
        }
        QStringList middle = t.mid(1, n5 - 1);
        Player p;
        if (middle.size() >= 3 && isCountryToken(middle[middle.size() - 2])) {
            p.club = middle.takeLast().toStdString();
            p.country = middle.takeLast().toStdString();
        } else if (middle.size() >= 2 && isCountryToken(middle.last())) {
            p.country = middle.takeLast().toStdString();
        } else {
            error(
                QT_TRANSLATE_NOOP("tengen", "country"),
                Problem(QT_TRANSLATE_NOOP("tengen", "no two-letter country code after the name")));
            continue;
        }
        if (p.club == "xxxx")
            p.club.clear();
        p.familyNative = namePart(middle.value(0));
        p.givenNative = namePart(middle.mid(1).join(QLatin1Char(' ')));
        if (p.familyNative == "(undefined)" || p.familyNative == "Anonymous")
            continue;
        p.egdPin = t[0].toStdString();
        p.rankLabel = t[n5].toStdString();
        p.declaredRank = grade.rank;
        p.rating = Rating{RatingSystem::EgdGoR, static_cast<double>(gor), {}, asOf};
        parse.batch.players.push_back({p, line, std::nullopt});
    }
    if (parse.batch.players.empty() && parse.errors.empty())
        parse.errors.push_back(
            {fileName,
             0,
             {},
             Problem(QT_TRANSLATE_NOOP(
                 "tengen", "no player lines (8-digit PIN first) found: is this an EGD list?"))});
    rejectRepeatedRows(parse, false); // with the other problems, in one pass
    return parse;
}

ImportParse parseFfgRatingList(const QByteArray& bytes, const QString& fileName) {
    const DecodedText decoded = decodeText(bytes, LegacyEncoding::Latin9);
    if (!decoded.error.empty())
        return withDecodeError(fileName, decoded);
    ImportParse parse;
    parse.batch.source = fileName.toStdString();
    const QStringList lines = splitLines(decoded.text);
    std::optional<boost::gregorian::date> asOf;
    static const QRegularExpression heading(
        QStringLiteral("^#Echelle au (\\d{2})/(\\d{2})/(\\d{4})"));
    static const QRegularExpression licence(QStringLiteral("^([0-9A-Za-z]{7}|-------)$"));
    for (int n = 0; n < lines.size(); ++n) {
        const int line = n + 1;
        const QString& text = lines[n];
        if (text.trimmed().isEmpty())
            continue;
        if (text.startsWith(QLatin1Char('#'))) {
            auto m = heading.match(text);
            if (m.hasMatch())
                asOf = tryParseDate(QStringLiteral("%1-%2-%3")
                                        .arg(m.captured(3), m.captured(2), m.captured(1))
                                        .toStdString());
            continue;
        }
        auto error = [&](const char* field, const Problem& message) {
            parse.errors.push_back({fileName, line, {}, message, field});
        };
        if (text.size() < 58) {
            error(nullptr,
                  Problem(QT_TRANSLATE_NOOP("tengen", "line too short for the échelle layout (%1 "
                                                      "characters; at least 58 expected)"),
                          problemArg(text.size())));
            continue;
        }
        const QString name = text.left(38).trimmed();
        const QStringList rest =
            text.mid(38).simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (rest.size() < 4 || rest.size() > 5) {
            error(
                nullptr,
                Problem(QT_TRANSLATE_NOOP(
                    "tengen",
                    "expected rating, licence status, licence, club and country after the name")));
            continue;
        }
        bool ok = false;
        const int rating = rest[0].toInt(&ok);
        if (!ok) {
            error(
                QT_TRANSLATE_NOOP("tengen", "rating"),
                Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a number"), problemArg(rest[0])));
            continue;
        }
        if (rating == -9999 || name.contains(QStringLiteral("obsolète")))
            continue; // retired entry
        if (!licence.match(rest[2]).hasMatch()) {
            error(QT_TRANSLATE_NOOP("tengen", "licence"),
                  Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a 7-character licence"),
                          problemArg(rest[2])));
            continue;
        }
        Player p;
        const qsizetype blank = name.indexOf(QLatin1Char(' '));
        p.familyNative = namePart(blank < 0 ? name : name.left(blank));
        p.givenNative = namePart(blank < 0 ? QString() : name.mid(blank + 1));
        p.ffgLicence = rest[2] == QLatin1String("-------") ? std::string() : rest[2].toStdString();
        p.club = rest[3] == QLatin1String("xxxx") ? std::string() : rest[3].toStdString();
        if (rest.size() == 5)
            p.country = rest[4].toUpper().toStdString();
        p.association = "FFG";
        p.rating = Rating{RatingSystem::Ffg, static_cast<double>(rating), {}, asOf};
        setRankFromRating(p);
        parse.batch.players.push_back({p, line, std::nullopt});
    }
    if (parse.batch.players.empty() && parse.errors.empty())
        parse.errors.push_back(
            {fileName,
             0,
             {},
             Problem(QT_TRANSLATE_NOOP("tengen", "no players found: is this an FFG échelle?"))});
    rejectRepeatedRows(parse, false); // with the other problems, in one pass
    return parse;
}

ImportParse parseAgaTdList(const QByteArray& bytes, const QString& fileName) {
    const DecodedText decoded = decodeText(bytes, LegacyEncoding::Latin9);
    if (!decoded.error.empty())
        return withDecodeError(fileName, decoded);
    ImportParse parse;
    parse.batch.source = fileName.toStdString();
    const QStringList lines = splitLines(decoded.text);
    for (int n = 0; n < lines.size(); ++n) {
        const int line = n + 1;
        if (lines[n].trimmed().isEmpty())
            continue;
        const QStringList f = lines[n].split(QLatin1Char('\t'));
        auto error = [&](const char* field, const Problem& message) {
            parse.errors.push_back({fileName, line, {}, message, field});
        };
        if (f.size() != 9) {
            error(nullptr, Problem(QT_TRANSLATE_NOOP("tengen",
                                                     "%1 tab-separated fields where TDListA has 9"),
                                   problemArg(f.size())));
            continue;
        }
        Player p;
        const QString name = f[0].trimmed();
        const qsizetype comma = name.indexOf(QLatin1Char(','));
        const qsizetype split = comma >= 0 ? comma : name.indexOf(QLatin1Char(' '));
        p.familyNative = (split < 0 ? name : name.left(split)).trimmed().toStdString();
        p.givenNative = (split < 0 ? QString() : name.mid(split + 1)).trimmed().toStdString();
        if (p.familyNative.empty()) {
            error(QT_TRANSLATE_NOOP("tengen", "name"),
                  Problem(QT_TRANSLATE_NOOP("tengen", "the name is empty")));
            continue;
        }
        p.agaId = f[1].trimmed().toStdString();
        bool ok = false;
        if (f[1].trimmed().toLongLong(&ok), !ok) {
            error(QT_TRANSLATE_NOOP("tengen", "AGA ID"),
                  Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a member number"),
                          problemArg(f[1])));
            continue;
        }
        if (!f[3].trimmed().isEmpty()) {
            const double rating = f[3].trimmed().toDouble(&ok);
            if (!ok || (rating > -1 && rating < 1)) {
                error(QT_TRANSLATE_NOOP("tengen", "rating"),
                      Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not an AGA rating"),
                              problemArg(f[3])));
                continue;
            }
            Rating r{RatingSystem::Aga, rating, {}, monthDayYear(f[8])};
            if (!f[7].trimmed().isEmpty())
                r.sigma = f[7].trimmed().toDouble();
            p.rating = r;
            setRankFromRating(p);
        }
        p.club = f[5].trimmed().toStdString();
        p.association = "AGA";
        if (f[2].trimmed() != QLatin1String("Forgn"))
            p.country = "US";
        parse.batch.players.push_back({p, line, std::nullopt});
    }
    if (parse.batch.players.empty() && parse.errors.empty())
        parse.errors.push_back(
            {fileName,
             0,
             {},
             Problem(QT_TRANSLATE_NOOP("tengen", "no players found: is this an AGA TDList?"))});
    rejectRepeatedRows(parse, false); // with the other problems, in one pass
    return parse;
}

} // namespace tengen::formats
