// OpenGotha's values as its reader reads them (docs/formats.md §2): player keys, ranks, ratings by
// their origin, the time control, results, placement criteria, and the defaults it takes for a
// parameter a file leaves out. The elements that hold them are read in opengotha_import.cpp.
#include "opengotha_read.h"
#include "tournament/result_codec.h"

#include <QLatin1Char>
#include <QLatin1String>

#include <algorithm>
#include <chrono>
#include <string_view>
#include <utility>

namespace tengen::formats::opengotha_detail {

// The key games and byes use: name + firstName, blanks removed, upper-cased.
QString playerKey(const QString& name, const QString& firstName) {
    QString key = name + firstName;
    key.remove(QLatin1Char(' '));
    return key.toUpper();
}

// An attribute's value, or OpenGotha's reader's default when the file leaves it out.
QString valueOr(const QXmlStreamAttributes& a, const char* attribute, const char* fallback) {
    return a.hasAttribute(QLatin1String(attribute)) ? a.value(QLatin1String(attribute)).toString()
                                                    : QString::fromLatin1(fallback);
}

// OpenGotha's second try at a key it did not find (for files of another locale or version):
// both sides upper-cased, the Latin-9 and Turkish letters with marks taken to their plain
// letters, then everything but A-Z dropped. A key written where Java upper-cased "i" to "İ"
// (a Turkish desk) finds its player so.
QString looseKey(const QString& text) {
    static const std::pair<const char16_t*, char16_t> kPlain[] = {
        {u"ÀÁÂÃÄÅ", u'A'}, {u"Ç", u'C'},    {u"ÈÉÊË", u'E'}, {u"ÌÍÎÏİ", u'I'}, {u"Ñ", u'N'},
        {u"ÒÓÔÕÖØ", u'O'}, {u"ÙÚÛÜ", u'U'}, {u"Ý", u'Y'},    {u"Ğ", u'G'},     {u"Ş", u'S'}};
    QString s = text;
    s.replace(QChar(u'ı'), QLatin1Char('i'));
    s = s.toUpper();
    QString out;
    for (QChar c : s) {
        for (const auto& [marked, plain] : kPlain)
            if (std::u16string_view(marked).find(c.unicode()) != std::u16string_view::npos)
                c = QChar(plain);
        if (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            out.append(c);
    }
    return out;
}

namespace {

// Java's Integer(String): an optional sign, then at least one digit (any script's).
std::optional<int> javaInteger(QStringView text) {
    qsizetype i = 0;
    bool negative = false;
    if (!text.isEmpty() && (text[0] == QLatin1Char('+') || text[0] == QLatin1Char('-'))) {
        negative = text[0] == QLatin1Char('-');
        i = 1;
    }
    if (i >= text.size())
        return std::nullopt;
    long long v = 0;
    for (; i < text.size(); ++i) {
        const int d = text[i].digitValue();
        if (d < 0)
            return std::nullopt;
        v = v * 10 + d;
        if (v > 2147483648LL)
            return std::nullopt;
    }
    v = negative ? -v : v;
    if (v > 2147483647LL)
        return std::nullopt;
    return static_cast<int>(v);
}

} // namespace

OpenGothaRank openGothaRank(QStringView raw) {
    const QStringView text = raw.trimmed();
    OpenGothaRank r;
    if (text.isEmpty())
        return r;
    QChar last = text.back();
    std::optional<int> number = javaInteger(text.left(text.size() - 1));
    if (!number)
        return r; // as OpenGotha: "5" is unreadable, "15" is 15k
    if (last.isDigit()) {
        number = javaInteger(text);
        last = QLatin1Char('k');
        if (!number)
            return r;
    }
    long long value;
    const QChar l = last.toLower();
    if (l == QLatin1Char('d'))
        value = static_cast<long long>(*number) - 1;
    else if (l == QLatin1Char('p'))
        value = *number <= 3 ? 6 : *number <= 6 ? 7 : 8;
    else
        value = -static_cast<long long>(*number);
    r.read = true;
    r.clamped = value < Rank::kWeakest || value > Rank::kStrongest;
    r.value = static_cast<int>(std::clamp<long long>(value, Rank::kWeakest, Rank::kStrongest));
    return r;
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
    t.main = std::chrono::minutes(a.value(QLatin1String("basicTime")).toInt());
    const auto system = a.value(QLatin1String("complementaryTimeSystem"));
    if (system == QLatin1String("SUDDENDEATH")) {
        t.system = TimeSystem::Absolute;
        t.periods = 0;
        t.period = Millis(0);
    } else if (system == QLatin1String("CANBYOYOMI")) {
        t.system = TimeSystem::Canadian;
        t.periods = 0;
        t.stones = a.value(QLatin1String("nbMovesCanTime")).toInt();
        t.period =
            Millis(static_cast<long long>(a.value(QLatin1String("canByoYomiTime")).toInt()) * 1000);
    } else if (system == QLatin1String("FISCHER")) {
        t.system = TimeSystem::Fischer;
        t.periods = 0;
        t.period = Millis(0);
        t.increment =
            Millis(static_cast<long long>(a.value(QLatin1String("fischerTime")).toInt()) * 1000);
    } else {
        // OpenGotha's standard byo-yomi names the period length only; one period is its model.
        t.system = TimeSystem::ByoYomi;
        t.periods = 1;
        t.period =
            Millis(static_cast<long long>(a.value(QLatin1String("stdByoYomiTime")).toInt()) * 1000);
    }
    return normalised(t);
}

std::optional<GameResult> resultValue(QStringView text, bool& byForfeit) {
    const auto read = parseOpenGothaResult(text.toString().toStdString());
    if (!read)
        return std::nullopt;
    byForfeit = read->byForfeit;
    return read->result;
}

std::optional<Criterion> criterionValue(QStringView name) {
    // OpenGotha's long names; the short ones ("SOS") are ambiguous and never written.
    return tryParseCriterion(name.toString().toStdString());
}

// What OpenGotha's reader takes for a parameter a file leaves out (its ExternalDocument
// defaults, which are not its new-tournament defaults): an older or hand-made file pairs as
// OpenGotha would pair it.
PairingSettings readerDefaults() {
    PairingSettings s;
    s.mmFloor = -20;
    s.mmBar = 3;
    s.mmZero = Rank::kWeakest;
    s.nbwAbsent = s.nbwBye = s.mmsAbsent = s.mmsBye = 0;
    s.roundDownUnplayed = true;
    s.unplayedAsHalfPointForOpponents = false;
    s.handicapBase = HandicapBase::Mms;
    s.handicapCeiling = 9;
    s.handicapCorrection = 1;
    s.noHandicapRank = 0;
    s.avoidDuplicateGame = 500'000'000'000'000;
    s.colourBalance = 1000;
    s.deterministicRandom = true;
    s.randomWeight = 0;
    s.additionalPlacement1 = Criterion::Rating;
    s.additionalPlacement2 = Criterion::None;
    s.avoidMixingCategories = 20'000'000'000'000;
    s.compensateDrawUpDown = true;
    s.drawUpperMode = s.drawLowerMode = DrawPlacement::Middle;
    s.drawUpDown = 100'000'000;
    s.lastRoundForSeedSystem1 = 2;
    s.maximizeSeeding = 5'000'000;
    s.minimizeScoreDifference = 100'000'000'000;
    s.seedSystem1 = SeedSystem::SplitAndRandom;
    s.seedSystem2 = SeedSystem::SplitAndFold;
    s.avoidSameGeography = 100'000'000'000;
    s.secondaryBarThreshold = true;
    s.minimizeHandicap = 0;
    s.secondaryNbwThreshold = true;
    s.clubFactor = 3;
    s.countryFactor = 1;
    s.secondaryRankThreshold = 3; // 4d
    s.concavity = 0.5;
    return s;
}

} // namespace tengen::formats::opengotha_detail
