// An OpenGotha tournament file (docs/formats.md §2): players, settings, games, byes and the pairing
// parameters, all or nothing. Whatever OpenGotha itself reads is read: ranks as it parses and
// clamps them, keys as it finds them, its defaults for missing attributes; what it would skip or
// change is a warning naming the line. What it would refuse, and what Tengen cannot hold (a
// player at two tables of one round), is an error naming the line.
#include "base/qt_text.h"
#include "importers.h"
#include "text_decoding.h"
#include "tournament/result_codec.h"

#include <QDate>
#include <QHash>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>
#include <boost/date_time/gregorian/gregorian.hpp>
#include <functional>
#include <map>
#include <optional>
#include <tuple>
#include <type_traits>

namespace tengen::formats {

namespace {

constexpr int kNewestDataVersion = 201;

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

// A rank as OpenGotha 3.52 reads it (Player.convertKDPToInt): a whole number then a letter;
// k (or any letter but d and p) a kyu grade, d a dan grade, p a professional one (1-3p 7d,
// 4-6p 8d, 7p+ 9d); all digits a kyu grade, but only from two characters on; anything else
// unreadable. The value is clamped to 30k..9d. On OpenGotha's scale: 1d = 0, 30k = -30.
struct OpenGothaRank {
    int value = Rank::kWeakest;
    bool read = false;    // false: OpenGotha could not read it
    bool clamped = false; // read, but outside 30k..9d
};

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

// Reads the attributes of one parameter element into `s`; each bad value is one error.
class ParameterReader {
  public:
    ParameterReader(const QXmlStreamAttributes& a, QStringView element,
                    std::function<void(const QString&, const Problem&)> error,
                    std::function<void(const QString&, const Problem&)> warn)
        : a_(a), element_(element.toString()), error_(std::move(error)), warn_(std::move(warn)) {}

    // As OpenGotha: clamped to 30k..9d (a warning); unreadable, the default stays (a warning).
    void rank(const char* name, int& out) {
        if (!has(name))
            return;
        const OpenGothaRank r = openGothaRank(a_.value(QLatin1String(name)));
        const QString field = QStringLiteral("%1 %2").arg(element_, QLatin1String(name));
        const std::string text = a_.value(QLatin1String(name)).toString().toStdString();
        if (!r.read) {
            warn_(field, Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a rank: %2 is kept"),
                                 text, Rank::amateur(out).toString()));
            return;
        }
        if (r.clamped)
            warn_(field, Problem(QT_TRANSLATE_NOOP("tengen", "rank '%1' is outside 30k-9d: read "
                                                             "as %2, as OpenGotha does"),
                                 text, Rank::amateur(r.value).toString()));
        out = r.value;
    }
    template <typename Int> void integer(const char* name, Int& out) {
        if (!has(name))
            return;
        bool ok = false;
        const qlonglong v = a_.value(QLatin1String(name)).toLongLong(&ok);
        if (ok)
            out = static_cast<Int>(v);
        else
            bad(name, Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a whole number")));
    }
    void real(const char* name, double& out) {
        if (!has(name))
            return;
        bool ok = false;
        const double v = a_.value(QLatin1String(name)).toDouble(&ok);
        if (ok)
            out = v;
        else
            bad(name, Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a number")));
    }
    // As Java's Boolean.parseBoolean: "true" in any case is true, anything else false.
    void flag(const char* name, bool& out) {
        if (!has(name))
            return;
        const QString v = a_.value(QLatin1String(name)).toString();
        out = v.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
        if (!out && v.compare(QLatin1String("false"), Qt::CaseInsensitive) != 0)
            warn_(QStringLiteral("%1 %2").arg(element_, QLatin1String(name)),
                  Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is neither true nor false: read as "
                                                      "%2, as OpenGotha does"),
                          v.toStdString(), out ? "true" : "false"));
    }
    template <typename E>
    void choice(const char* name, E& out, std::optional<E> (*parse)(std::string_view)) {
        if (!has(name))
            return;
        if (auto v = parse(a_.value(QLatin1String(name)).toString().toStdString()))
            out = *v;
        else
            bad(name, Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a value Tengen knows")));
    }
    bool has(const char* name) const { return a_.hasAttribute(QLatin1String(name)); }

  private:
    void bad(const char* name, Problem message) {
        message.arg = a_.value(QLatin1String(name)).toString().toStdString();
        error_(QStringLiteral("%1 %2").arg(element_, QLatin1String(name)), message);
    }
    const QXmlStreamAttributes& a_;
    QString element_;
    std::function<void(const QString&, const Problem&)> error_, warn_;
};

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

struct PendingGame {
    QString white, black;
    Game game;
    int line = 0;
};
struct PendingBye {
    QString player;
    int round = 0;
    int line = 0;
};
struct PendingBoard {
    QString player;
    int board = 0, round = 0;
    int line = 0;
};
struct PendingTeam {
    QString name;
    int number = 0;
    int line = 0;
    std::vector<PendingBoard> boards;
};

// OpenGotha's reader keeps the last of several entries with one key (a round's table, a round's
// bye): `replaced(first, later)` is told of each earlier one, which is left out. Entries whose
// key is nullopt take no part.
template <typename T, typename KeyOf, typename Replaced>
void keepTheLastOfEach(std::vector<T>& items, KeyOf keyOf, Replaced replaced) {
    using Key = typename std::invoke_result_t<KeyOf, const T&>::value_type;
    QHash<Key, std::size_t> at;
    std::vector<bool> dropped(items.size(), false);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto key = keyOf(items[i]);
        if (!key)
            continue;
        if (at.contains(*key)) {
            dropped[at.value(*key)] = true;
            replaced(items[at.value(*key)], items[i]);
        }
        at.insert(*key, i);
    }
    std::vector<T> kept;
    for (std::size_t i = 0; i < items.size(); ++i)
        if (!dropped[i])
            kept.push_back(std::move(items[i]));
    items = std::move(kept);
}

// One OpenGotha file as it is read: what the elements said so far, one method per element, then
// the games and byes placed once the players are known.
struct OpenGothaRead {
    OpenGothaRead(const QByteArray& bytes, const QString& fileName)
        : bytes(bytes), fileName(fileName), xml(bytes) {
        parse.batch.source = fileName.toStdString();
        settings.rules.clear(); // OpenGotha does not record the rules: keep the tournament's own
    }

    const QByteArray& bytes;
    QString fileName;
    ImportParse parse;
    QXmlStreamReader xml;
    QHash<QString, int> keys; // player key -> line
    int dataVersion = 0;
    bool inTeamPlacement = false, sawGeneral = false;
    bool inTeam = false; // between a <Team> and its end: its <Board> elements
    TournamentSettings settings;
    std::optional<PairingSystem> system;
    PairingSettings pairing = readerDefaults();
    std::vector<Criterion> placement;
    std::vector<PendingGame> pendingGames;
    std::vector<PendingBye> pendingByes;
    std::vector<PendingTeam> pendingTeams;
    QHash<QString, int> teamLines; // a team's name, case folded -> its line
    int teamSize = 0;
    std::vector<TeamCriterion> teamCriteria;
    int categoryCount = 1;
    std::vector<std::pair<int, int>> categoryLimits; // number, rank
    QHash<QString, int> indexOfKey, indexOfLooseKey;
    QHash<QPair<int, int>, int> busy; // (player, round) -> line

    void error(const QString& field, const Problem& message) {
        parse.errors.push_back({fileName, static_cast<int>(xml.lineNumber()), field, message});
    }
    void warn(const QString& field, const Problem& message) {
        parse.warnings.push_back({fileName, static_cast<int>(xml.lineNumber()), field, message});
    }
    ParameterReader parameters(const QXmlStreamAttributes& a, QStringView element) {
        return ParameterReader(
            a, element, [this](const QString& f, const Problem& m) { error(f, m); },
            [this](const QString& f, const Problem& m) { warn(f, m); });
    }

    bool bytesReadable();
    bool root(QStringView name, const QXmlStreamAttributes& a);
    void player(const QXmlStreamAttributes& a);
    void general(const QXmlStreamAttributes& a);
    void handicap(const QXmlStreamAttributes& a);
    void pairingParameters(const QXmlStreamAttributes& a);
    void game(const QXmlStreamAttributes& a);
    void bye(const QXmlStreamAttributes& a);
    void category(const QXmlStreamAttributes& a);
    void placementCriterion(const QXmlStreamAttributes& a);
    void team(const QXmlStreamAttributes& a);
    void board(const QXmlStreamAttributes& a);
    void teamGeneral(const QXmlStreamAttributes& a);
    void teamCriterion(const QXmlStreamAttributes& a);
    void readTeams();
    bool settingsRead();
    void indexPlayers();
    bool place(int player, int round, int line, const QString& element);
    int find(const QString& key) const;
    int resolve(const QString& key, int line, const QString& element);
    void readGames();
    void readByes();
    void roundsToHoldEverything();
};

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

// <Team teamName teamNumber>: its <Board> elements follow.
void OpenGothaRead::team(const QXmlStreamAttributes& a) {
    PendingTeam t;
    t.name = a.value(QLatin1String("teamName")).toString().trimmed();
    t.number = a.value(QLatin1String("teamNumber")).toInt();
    t.line = static_cast<int>(xml.lineNumber());
    // A team inside a team, or one name for two teams: which team a board is of is anybody's
    // guess (#45: both were read, the boards going to whichever came last).
    if (inTeam && !pendingTeams.empty())
        error(QStringLiteral("Team"),
              Problem(QT_TRANSLATE_NOOP("tengen", "a team inside the team of line %1"),
                      problemArg(pendingTeams.back().line)));
    inTeam = true;
    if (const auto same = teamLines.constFind(t.name.toCaseFolded());
        !t.name.isEmpty() && same != teamLines.constEnd())
        error(QStringLiteral("Team teamName"),
              Problem(QT_TRANSLATE_NOOP("tengen", "%1 is the name of the team of line %2 too"),
                      problemArg(t.name), problemArg(*same)));
    else
        teamLines.insert(t.name.toCaseFolded(), t.line);
    if (t.name.isEmpty())
        error(QStringLiteral("Team teamName"),
              Problem(QT_TRANSLATE_NOOP("tengen", "a team needs a name")));
    // As the team will be checked when it is stored, but here with the file's line.
    else if (const Problem p = checkText(t.name.toStdString(), "teamName", 200); !p.empty())
        error(QStringLiteral("Team teamName"), p);
    pendingTeams.push_back(std::move(t));
}

// <Board boardNumber player roundNumber>: who plays that board of the team in that round.
void OpenGothaRead::board(const QXmlStreamAttributes& a) {
    if (pendingTeams.empty() || !inTeam) {
        error(QStringLiteral("Board"),
              Problem(QT_TRANSLATE_NOOP("tengen", "a board outside a team")));
        return;
    }
    PendingBoard b;
    bool okBoard = false, okRound = false;
    b.board = a.value(QLatin1String("boardNumber")).toInt(&okBoard);
    b.round = a.value(QLatin1String("roundNumber")).toInt(&okRound);
    b.player = a.value(QLatin1String("player")).toString();
    b.line = static_cast<int>(xml.lineNumber());
    if (!okBoard || !okRound || b.board < 1 || b.board > kMaxBoards || b.round < 1 ||
        b.round > kMaxRounds) {
        error(QStringLiteral("Board boardNumber/roundNumber"),
              Problem(QT_TRANSLATE_NOOP("tengen", "board %1 of round %2: boards are 1 to %3, "
                                                  "rounds 1 to %4"),
                      problemArg(a.value(QLatin1String("boardNumber"))),
                      problemArg(a.value(QLatin1String("roundNumber"))), problemArg(kMaxBoards),
                      problemArg(kMaxRounds)));
        return;
    }
    pendingTeams.back().boards.push_back(std::move(b));
}

// <TeamGeneralParameterSet teamSize>: the number of boards.
void OpenGothaRead::teamGeneral(const QXmlStreamAttributes& a) {
    bool ok = false;
    teamSize = a.value(QLatin1String("teamSize")).toInt(&ok);
    if (!ok || teamSize < 1 || teamSize > kMaxBoards)
        error(QStringLiteral("TeamGeneralParameterSet teamSize"),
              Problem(QT_TRANSLATE_NOOP("tengen", "'%1' is not a team size of 1 to %2"),
                      problemArg(a.value(QLatin1String("teamSize"))), problemArg(kMaxBoards)));
}

// A <PlacementCriterion> of the teams' placement: OpenGotha's names are Tengen's; its median
// rating is not kept (warned).
void OpenGothaRead::teamCriterion(const QXmlStreamAttributes& a) {
    const QString name = a.value(QLatin1String("name")).toString();
    if (name == QLatin1String("NULL"))
        return;
    if (const auto c = tryParseTeamCriterion(name.toStdString());
        c && (name == QLatin1String("TEAMP") || name == QLatin1String("SOST") ||
              name == QLatin1String("MNR") || name.startsWith(QLatin1String("BDW")))) {
        if (std::find(teamCriteria.begin(), teamCriteria.end(), *c) == teamCriteria.end())
            teamCriteria.push_back(*c);
        return;
    }
    warn(QStringLiteral("PlacementCriterion name"),
         Problem(QT_TRANSLATE_NOOP("tengen", "team criterion '%1' is not one Tengen counts: left "
                                             "out of the team standings"),
                 problemArg(name)));
}

// The teams, once the players are known: each round's line-up by board; the event becomes a
// team event of the file's team size, counted as OpenGotha counts (2/1/0, more than half the
// boards wins). A team of one board is no team event: the teams are left out, warned.
void OpenGothaRead::readTeams() {
    if (pendingTeams.empty() || !parse.batch.settings)
        return;
    if (teamSize < kMinBoards) {
        parse.warnings.push_back(
            {fileName, pendingTeams.front().line, QStringLiteral("TeamGeneralParameterSet"),
             Problem(QT_TRANSLATE_NOOP("tengen", "teams of %1 board: read as an individual "
                                                 "event, the teams left out"),
                     problemArg(teamSize))});
        return;
    }
    QHash<QPair<int, int>, int> lineOf; // (player, round) -> the line placing him in a team
    std::map<std::tuple<int, int, int>, int> boardLine; // (team's line, round, board) -> line
    for (const PendingTeam& t : pendingTeams) {
        ImportedTeam team;
        team.name = t.name.toStdString();
        team.number = t.number;
        team.line = t.line;
        for (const PendingBoard& b : t.boards) {
            if (b.round > parse.batch.settings->rounds || b.board > teamSize)
                continue; // OpenGotha lists every round it can hold, and boards it does not play
            const int p = resolve(b.player, b.line, QStringLiteral("Board player"));
            if (p < 0)
                continue;
            if (const int other = lineOf.value(qMakePair(p, b.round)); other > 0) {
                parse.warnings.push_back(
                    {fileName, b.line, QStringLiteral("Board player"),
                     Problem(QT_TRANSLATE_NOOP("tengen", "%1 is on a board of round %2 already "
                                                         "(line %3): left out here"),
                             problemArg(b.player), problemArg(b.round), problemArg(other))});
                continue;
            }
            lineOf.insert(qMakePair(p, b.round), b.line);
            std::vector<int>& lineup = team.lineups[b.round];
            if (static_cast<int>(lineup.size()) < b.board)
                lineup.resize(static_cast<std::size_t>(b.board), -1);
            int& seat = lineup[static_cast<std::size_t>(b.board - 1)];
            if (seat >= 0) { // two players on one board: neither is to be preferred
                parse.errors.push_back(
                    {fileName, b.line, QStringLiteral("Board boardNumber"),
                     Problem(QT_TRANSLATE_NOOP("tengen", "board %1 of round %2 of %3 has a "
                                                         "player already (line %4)"),
                             problemArg(b.board), problemArg(b.round), problemArg(t.name),
                             problemArg(boardLine[{t.line, b.round, b.board}]))});
                continue;
            }
            seat = p;
            boardLine[{t.line, b.round, b.board}] = b.line;
        }
        parse.batch.teams.push_back(std::move(team));
    }
    TournamentSettings& s = *parse.batch.settings;
    s.boards = teamSize;
    s.team.match.count = MatchCount::OpenGotha;
    std::erase_if(teamCriteria, [&](const TeamCriterion& c) {
        return c.kind == TeamCriterionKind::BoardPointsUpTo && c.boards > teamSize;
    });
    if (!teamCriteria.empty())
        s.team.criteria = teamCriteria;
    else
        s.team.criteria = *teamCriteriaPreset("opengotha");
    if (!validateTeamRules(s.team, s.boards).empty())
        s.team.criteria = {{TeamCriterionKind::MatchPoints, 0}};
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

// Games and byes name players by the key OpenGotha wrote. It is looked up as OpenGotha looks
// it up: as written (blanks removed, upper-cased), then loosely (looseKey), the first
// player in the file to match. A key no player has drops its game or bye, as OpenGotha does.
void OpenGothaRead::indexPlayers() {
    for (int i = 0; i < static_cast<int>(parse.batch.players.size()); ++i) {
        const Player& p = parse.batch.players[i].player;
        const QString family = QString::fromStdString(p.familyNative),
                      given = QString::fromStdString(p.givenNative);
        indexOfKey.insert(playerKey(family, given), i);
        const QString loose = looseKey(family + given);
        if (!indexOfLooseKey.contains(loose))
            indexOfLooseKey.insert(loose, i);
    }
}

// `player` plays in `round` once: a second game or bye of his that round is an error.
bool OpenGothaRead::place(int player, int round, int line, const QString& element) {
    const auto key = qMakePair(player, round);
    if (busy.contains(key)) {
        parse.errors.push_back(
            {fileName, line, element,
             Problem(
                 QT_TRANSLATE_NOOP("tengen", "%1 already plays in round %2 (line %3)"),
                 problemArg(QString::fromStdString(parse.batch.players[player].player.latinName())),
                 problemArg(round), problemArg(busy.value(key)))});
        return false;
    }
    busy.insert(key, line);
    return true;
}

int OpenGothaRead::find(const QString& key) const {
    const int index = indexOfKey.value(key.toUpper().remove(QLatin1Char(' ')), -1);
    return index >= 0 ? index : indexOfLooseKey.value(looseKey(key), -1);
}

int OpenGothaRead::resolve(const QString& key, int line, const QString& element) {
    const int index = find(key);
    if (index < 0)
        parse.warnings.push_back(
            {fileName, line, element,
             Problem(QT_TRANSLATE_NOOP("tengen", "no player has the key '%1': left out, as "
                                                 "OpenGotha does"),
                     problemArg(key))});
    return index;
}

// The games, each placed once its players are known.
void OpenGothaRead::readGames() {
    // OpenGotha keeps one game per round and table: a later one replaces an earlier.
    {
        keepTheLastOfEach(
            pendingGames,
            [](const PendingGame& g) {
                return std::optional<QPair<int, int>>(qMakePair(g.game.round, g.game.table));
            },
            [&](const PendingGame& first, const PendingGame& later) {
                parse.warnings.push_back(
                    {fileName, later.line, QStringLiteral("Game"),
                     Problem(QT_TRANSLATE_NOOP("tengen", "a second game at table %1 of round %2 "
                                                         "(the first on line %3): it replaces "
                                                         "the first, as OpenGotha does"),
                             problemArg(later.game.table), problemArg(later.game.round),
                             problemArg(first.line))});
            });
        // A table below 1 (OpenGotha keeps it as written) gets the table after the round's
        // highest.
        QHash<int, int> lastTable;
        for (const PendingGame& g : pendingGames)
            lastTable[g.game.round] = std::max(lastTable.value(g.game.round), g.game.table);
        for (PendingGame& g : pendingGames)
            if (g.game.table < 1) {
                const int table = ++lastTable[g.game.round];
                parse.warnings.push_back(
                    {fileName, g.line, QStringLiteral("Game tableNumber"),
                     Problem(QT_TRANSLATE_NOOP("tengen", "table %1 is not a table: the game is "
                                                         "given table %2, after the round's "
                                                         "highest"),
                             problemArg(g.game.table), problemArg(table))});
                g.game.table = table;
            }
    }
    for (const PendingGame& g : pendingGames) {
        const int w = resolve(g.white, g.line, QStringLiteral("Game whitePlayer"));
        const int b = resolve(g.black, g.line, QStringLiteral("Game blackPlayer"));
        if (w < 0 || b < 0)
            continue;
        if (g.game.round < 1 || g.game.round > kMaxRounds) {
            parse.errors.push_back(
                {fileName, g.line, QStringLiteral("Game roundNumber"),
                 Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is outside 1..%2"),
                         problemArg(g.game.round), problemArg(kMaxRounds))});
            continue;
        }
        if (w == b) {
            parse.errors.push_back(
                {fileName, g.line, QStringLiteral("Game"),
                 Problem(QT_TRANSLATE_NOOP("tengen", "a player cannot play against themselves"))});
            continue;
        }
        if (place(w, g.game.round, g.line, QStringLiteral("Game")) &&
            place(b, g.game.round, g.line, QStringLiteral("Game")))
            parse.batch.games.push_back({w, b, g.game, g.line});
    }
}

// The byes, each placed once its player is known.
void OpenGothaRead::readByes() {
    // OpenGotha keeps one bye a round: a later ByePlayer of a round replaces an earlier one (a
    // bye of a key nobody has is dropped below and replaces nothing, as in OpenGotha).
    keepTheLastOfEach(
        pendingByes,
        [&](const PendingBye& b) {
            return find(b.player) < 0 ? std::nullopt : std::optional<int>(b.round);
        },
        [&](const PendingBye& first, const PendingBye& later) {
            parse.warnings.push_back(
                {fileName, later.line, QStringLiteral("ByePlayer"),
                 Problem(
                     QT_TRANSLATE_NOOP("tengen", "a second bye in round %1 (the first, of %2, on "
                                                 "line %3): it replaces the first, as OpenGotha "
                                                 "keeps one bye a round"),
                     problemArg(later.round), problemArg(first.player), problemArg(first.line))});
        });
    for (const PendingBye& bye : pendingByes) {
        const int p = resolve(bye.player, bye.line, QStringLiteral("ByePlayer player"));
        if (p < 0)
            continue;
        if (bye.round < 1 || bye.round > kMaxRounds) {
            parse.errors.push_back(
                {fileName, bye.line, QStringLiteral("ByePlayer roundNumber"),
                 Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is outside 1..%2"),
                         problemArg(bye.round), problemArg(kMaxRounds))});
            continue;
        }
        if (place(p, bye.round, bye.line, QStringLiteral("ByePlayer")))
            parse.batch.byes.push_back({p, bye.round, bye.line});
    }
}

void OpenGothaRead::roundsToHoldEverything() {
    // A game or bye after the file's last round: OpenGotha, loading the file, raises its number
    // of rounds to hold it (updateNumberOfRoundsIfNecesary); so does the import, warned.
    {
        int lastRound = settings.rounds, line = 0;
        QString element;
        for (const auto& g : parse.batch.games)
            if (g.game.round > lastRound) {
                lastRound = g.game.round;
                line = g.line;
                element = QStringLiteral("Game roundNumber");
            }
        for (const auto& b : parse.batch.byes)
            if (b.round > lastRound) {
                lastRound = b.round;
                line = b.line;
                element = QStringLiteral("ByePlayer roundNumber");
            }
        if (lastRound > settings.rounds) {
            parse.warnings.push_back(
                {fileName, line, element,
                 Problem(QT_TRANSLATE_NOOP("tengen", "the file says %1 rounds but has games or "
                                                     "byes up to round %2: the tournament gets "
                                                     "%2 rounds, as in OpenGotha"),
                         problemArg(settings.rounds), problemArg(lastRound))});
            settings.rounds = lastRound;
            parse.batch.settings->rounds = lastRound;
        }
    }
    // Participation strings have 20 characters whatever the number of rounds.
    for (auto& row : parse.batch.players)
        std::erase_if(row.player.rounds,
                      [&](const RoundParticipation& r) { return r.round > settings.rounds; });
}

} // namespace

ImportParse parseOpenGotha(const QByteArray& bytes, const QString& fileName) {
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
