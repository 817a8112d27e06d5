#pragma once
// The OpenGotha reader's parts, private to core/formats (docs/formats.md §2): the value readers
// the elements share (opengotha_values.cpp) and one file as it is read, `OpenGothaRead`, whose
// element readers are in opengotha_import.cpp, the teams in opengotha_teams.cpp and the games
// and byes in opengotha_games.cpp.
#include "base/qt_text.h"
#include "import_parse.h"

#include <QHash>
#include <QPair>
#include <QString>
#include <QStringView>
#include <QXmlStreamAttributes>
#include <QXmlStreamReader>

#include <functional>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace tengen::formats::opengotha_detail {

// The key games and byes use: name + firstName, blanks removed, upper-cased.
QString playerKey(const QString& name, const QString& firstName);
// An attribute's value, or OpenGotha's reader's default when the file leaves it out.
QString valueOr(const QXmlStreamAttributes& a, const char* attribute, const char* fallback);
// OpenGotha's second try at a key it did not find (opengotha_values.cpp says how).
QString looseKey(const QString& text);

// A rank as OpenGotha 3.52 reads it (Player.convertKDPToInt): a whole number then a letter;
// k (or any letter but d and p) a kyu grade, d a dan grade, p a professional one (1-3p 7d,
// 4-6p 8d, 7p+ 9d); all digits a kyu grade, but only from two characters on; anything else
// unreadable. The value is clamped to 30k..9d. On OpenGotha's scale: 1d = 0, 30k = -30.
struct OpenGothaRank {
    int value = Rank::kWeakest;
    bool read = false;    // false: OpenGotha could not read it
    bool clamped = false; // read, but outside 30k..9d
};
OpenGothaRank openGothaRank(QStringView raw);
// A rating as the player's origin names it ("FFG", "AGA", "EGF", "MAN"); nothing for a rating
// derived from the rank. Files before data version 201 stored FFG values.
std::optional<Rating> ratingFromOrigin(const QString& origin, int rating, int dataVersion);
// The time control of a <GeneralParameterSet> (its basic time and complementary system).
TimeControl timeControl(const QXmlStreamAttributes& a);
// A game's result as OpenGotha writes it; `byForfeit` set when it was not played.
std::optional<GameResult> resultValue(QStringView text, bool& byForfeit);
// A placement criterion by OpenGotha's long name.
std::optional<Criterion> criterionValue(QStringView name);
// What OpenGotha's reader takes for a parameter a file leaves out.
PairingSettings readerDefaults();

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

// Games, byes and teams as the file names them, placed once every player is read
// (opengotha_games.cpp, opengotha_teams.cpp).
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

} // namespace tengen::formats::opengotha_detail
