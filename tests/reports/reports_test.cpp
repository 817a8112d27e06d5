// Standings documents and the EGF results file: golden files for each format (regenerate with
// TENGEN_UPDATE_GOLDEN=1 after a deliberate change), and an EGF checker that reads the file
// back: every round present, every opponent reference symmetric, results and colours agreeing.
#include "formats/egf_writer.h"
#include "formats/federation_writers.h"
#include "pairing/synthetic_field.h"
#include "reports/pairing_list.h"
#include "reports/standings_writers.h"

#include "tournament/romanise.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <map>

using namespace tengen;
using namespace tengen::reports;
using namespace tengen::formats;

namespace {

// Twelve players, three rounds played (with a forfeit and a jigo), five planned.
pairing::Field sample() {
    pairing::Field f = pairing::syntheticMcMahonField(12, 3, 5, 7);
    f.games[2].result = GameResult::Jigo;
    f.games[5].byForfeit = true;
    f.entrants[0].family = "Wang";
    f.entrants[0].given = "Hao Ran";
    f.entrants[0].club = "";
    f.reindex();
    return f;
}

PlayerNames names() {
    PlayerNames n;
    n.display = [](PlayerId id) {
        return id == 1 ? std::string("王浩然") : "Player" + std::to_string(id);
    };
    return n;
}

DocumentLabels labels() {
    DocumentLabels l;
    l.title = QStringLiteral("Sample — standings after round 3");
    l.place = QStringLiteral("Pl");
    l.name = QStringLiteral("Name");
    l.rank = QStringLiteral("Rk");
    l.country = QStringLiteral("Co");
    l.club = QStringLiteral("Club");
    l.roundHeading = QStringLiteral("R%1");
    return l;
}

TournamentSettings settings() {
    TournamentSettings s;
    s.nameLatin = "Sample Open";
    s.place = "Hangzhou";
    s.firstDay = boost::gregorian::date(2026, 12, 5);
    s.lastDay = boost::gregorian::date(2026, 12, 6);
    s.rounds = 5;
    s.time.system = TimeSystem::ByoYomi;
    s.time.main = std::chrono::seconds(60 * 60);
    s.time.period = std::chrono::seconds(30);
    return s;
}

void compareWithGolden(const QByteArray& actual, const char* name) {
    const QString path = QStringLiteral(TENGEN_TEST_DATA "/reports/") + QString::fromLatin1(name);
    if (qEnvironmentVariableIsSet("TENGEN_UPDATE_GOLDEN")) {
        QFile out(path);
        ASSERT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(actual);
        return;
    }
    QFile in(path);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly)) << path.toStdString();
    EXPECT_EQ(actual.toStdString(), in.readAll().toStdString()) << name;
}

const std::vector<Criterion> kCriteria = {Criterion::Mms, Criterion::Sosm, Criterion::Sososm};

// #44: a staged event's standings stand in its final places and a group's rows group by group;
// putting the rows in another order renumbers the lines and every round's opponent with them,
// so "3+/w0" still names the player it named.
TEST(Standings, RowsPutInAnotherOrderKeepTheirOpponents) {
    StandingsTable t = buildStandings(sample(), 3, kCriteria, names());
    std::map<PlayerId, std::vector<PlayerId>> opponents; // by round, as first built
    const auto opponentsOf = [](const StandingsTable& table) {
        std::map<int, PlayerId> byLine;
        for (const StandingsRow& row : table.rows)
            byLine[row.line] = row.id;
        std::map<PlayerId, std::vector<PlayerId>> out;
        for (const StandingsRow& row : table.rows)
            for (const std::string& entry : row.rounds)
                out[row.id].push_back(byLine[std::atoi(entry.c_str())]);
        return out;
    };
    opponents = opponentsOf(t);
    std::vector<PlayerId> reversed;
    for (auto r = t.rows.rbegin(); r != t.rows.rend(); ++r)
        reversed.push_back(r->id);
    reorderRows(t, reversed);
    for (std::size_t k = 0; k < t.rows.size(); ++k) {
        EXPECT_EQ(t.rows[k].id, reversed[k]);
        EXPECT_EQ(t.rows[k].line, static_cast<int>(k) + 1);
    }
    EXPECT_EQ(opponentsOf(t), opponents);
}

TEST(Standings, GoldenText) {
    compareWithGolden(standingsText(buildStandings(sample(), 3, kCriteria, names()), labels()),
                      "standings.txt");
}
TEST(Standings, GoldenCsv) {
    compareWithGolden(standingsCsv(buildStandings(sample(), 3, kCriteria, names()), labels()),
                      "standings.csv");
}
TEST(Standings, GoldenJson) {
    compareWithGolden(standingsJson(buildStandings(sample(), 3, kCriteria, names())),
                      "standings.json");
}
TEST(Standings, GoldenHtml) {
    compareWithGolden(standingsHtml(buildStandings(sample(), 3, kCriteria, names()), labels()),
                      "standings.html");
}
TEST(Egf, GoldenH1) {
    compareWithGolden(egfResults(buildStandings(sample(), 3, kCriteria, names()), settings(),
                                 PairingSettings::mcMahon(), {}, {}),
                      "sample.h1");
}

std::vector<PairingLine> samplePairings() {
    return {{1, QStringLiteral("王浩然 (6d)"), QStringLiteral("Piotr Kowalski (4d)"), 0,
             QStringLiteral("7.5 (3¾子)")},
            {2, QStringLiteral("Anna Ivanova (5k)"), QStringLiteral("Luca Rossi (12k)"), 4,
             QStringLiteral("Black gives back 2子")}};
}

PairingListLabels pairingLabels() {
    PairingListLabels l;
    l.title = QStringLiteral("Sample — pairings of round 4");
    l.table = QStringLiteral("Table");
    l.white = QStringLiteral("White");
    l.black = QStringLiteral("Black");
    l.handicap = QStringLiteral("Handicap");
    l.komi = QStringLiteral("Komi");
    l.bye = QStringLiteral("Bye");
    l.commitment = QStringLiteral("Colour draw commitment");
    return l;
}

TEST(PairingList, GoldenTextAndHtmlWithByeAndCommitment) {
    const QString commitment =
        QStringLiteral("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
    compareWithGolden(pairingListText(samplePairings(), QStringLiteral("Oliver Smith (8k)"),
                                      commitment, pairingLabels()),
                      "pairings.txt");
    compareWithGolden(pairingListHtml(samplePairings(), QStringLiteral("Oliver Smith (8k)"),
                                      commitment, pairingLabels()),
                      "pairings.html");
}

TEST(PairingList, FindYourTableIsInNameOrderWithTheBye) {
    NameListLabels l;
    l.title = QStringLiteral("Sample — round 4: find your table");
    l.name = QStringLiteral("Name");
    l.table = QStringLiteral("Table");
    l.colour = QStringLiteral("Colour");
    l.opponent = QStringLiteral("Opponent");
    l.bye = QStringLiteral("Bye");
    std::vector<NameLine> lines = {
        {QStringLiteral("Rossi Luca"), 2, QStringLiteral("Black"), QStringLiteral("Ivanova Anna")},
        {QStringLiteral("Ivanova Anna"), 2, QStringLiteral("White"), QStringLiteral("Rossi Luca")},
        {QStringLiteral("Smith Oliver"), 0, {}, {}}};
    compareWithGolden(nameListText(lines, l), "find-your-table.txt");
}

TEST(Ffg, GoldenTou) {
    compareWithGolden(ffgTou(buildStandings(sample(), 3, kCriteria, names()), settings(), {}),
                      "sample.tou");
}

TEST(Aga, GamesWithWinnerHandicapAndKomiAndTemporaryIds) {
    TournamentSettings s = settings();
    s.rules = "aga";
    std::vector<Player> players(3);
    const char* family[] = {"Matthews", "Kim", "Lee"};
    for (int i = 0; i < 3; ++i) {
        players[i].id = PlayerId{i + 1};
        players[i].familyLatin = family[i];
        players[i].givenLatin = "Paul";
        players[i].declaredRank = Rank::kyu(4);
    }
    players[0].agaId = "489";
    std::vector<Game> games = {
        Game{1, 1, PlayerId{1}, PlayerId{2}, 0, true, GameResult::BlackWins, false, {}},
        Game{2, 1, PlayerId{2}, PlayerId{3}, 2, true, GameResult::WhiteWins, false, {}},
        Game{3, 1, PlayerId{3}, PlayerId{1}, 0, true, GameResult::Jigo, false, {}}};
    const AgaExport aga = agaResults(s, players, games);
    const QString text = QString::fromUtf8(aga.text);
    EXPECT_TRUE(
        text.startsWith(QStringLiteral("TOURNEY Sample Open, Hangzhou, 12/5/2026 - 12/6/2026\n")));
    EXPECT_TRUE(text.contains(QStringLiteral("\trules=AGA\n")));
    EXPECT_TRUE(text.contains(QStringLiteral("\t489 Matthews, Paul 4k\n")));
    EXPECT_TRUE(text.contains(QStringLiteral("\t99999 Kim, Paul 4k\n")));
    EXPECT_TRUE(text.contains(QStringLiteral("\t489 99999 b 0 7\n")));
    EXPECT_TRUE(text.contains(QStringLiteral("\t99999 99998 w 2 0\n")));
    EXPECT_EQ(aga.warnings.size(), 1u); // the jigo cannot be written
}

// #28 point 5: a Chinese event's town, name, clubs and a referee's note in the federations'
// files are in pinyin — never '?' (FFG wrote ";vill=??" and club "????", the AGA file kept
// 杭州, the EGF note read "???? triple ko").
TEST(FederationFiles, ChineseTownsClubsAndNotesAreRomanisedNeverQuestionMarks) {
    TournamentSettings s = settings();
    s.nameLatin.clear();
    s.nameNative = "天元杯";
    s.place = "杭州";
    pairing::Field f = sample();
    for (pairing::Entrant& e : f.entrants)
        e.club = "杭州棋院";
    f.reindex();
    const StandingsTable table = buildStandings(f, 3, kCriteria, names());
    const QByteArray tou = ffgTou(table, s, {});
    EXPECT_FALSE(tou.contains('?')) << tou.toStdString();
    EXPECT_TRUE(tou.contains(";vill=Hangzhou\n")) << tou.toStdString();
    EXPECT_TRUE(tou.contains(";name=Tianyuanbei\n")) << tou.toStdString();
    EXPECT_TRUE(tou.contains(" Hang ")) << tou.toStdString(); // 杭州棋院 → Hangzhouqiyuan → Hang

    EgfOptions egf;
    egf.notes << QStringLiteral("round 3, table 1 (Wang Wei - Li Na): jigo with komi 7.5, "
                                "a referee's decision: 三劫循环，判和。");
    const QByteArray h9 = egfResults(table, s, PairingSettings::mcMahon(), {}, egf);
    EXPECT_FALSE(h9.contains('?')) << h9.toStdString();
    EXPECT_TRUE(h9.contains("a referee's decision: Sanjiexunhuan,Panhe.")) << h9.toStdString();
    EXPECT_TRUE(h9.contains("; PC[,Hangzhou]")) << h9.toStdString();

    std::vector<Player> players(2);
    for (int i = 0; i < 2; ++i) {
        players[i].id = PlayerId{i + 1};
        players[i].familyLatin = i ? "Li" : "Wang";
        players[i].givenLatin = "Wei";
        players[i].declaredRank = Rank::kyu(4);
    }
    const AgaExport aga = agaResults(
        s, players,
        {Game{1, 1, PlayerId{1}, PlayerId{2}, 0, true, GameResult::BlackWins, false, {}}});
    const QString text = QString::fromUtf8(aga.text);
    EXPECT_TRUE(text.startsWith(QStringLiteral("TOURNEY Tianyuanbei, Hangzhou, ")))
        << text.toStdString();
    EXPECT_FALSE(needsRomanisation(aga.text.toStdString())) << text.toStdString();
}

// #28 point 12: "find your table" sorted 曾 under C and 单 under D, while these players are
// Zeng and Shan (their surnames' readings, as their Latin names say). The list follows the
// Latin names.
TEST(PairingList, FindYourTableFilesChineseNamesByTheirSurnamesReadings) {
    NameListLabels l;
    l.name = QStringLiteral("Name");
    std::vector<NameLine> lines = {
        {QStringLiteral("曾丽 (2级)"), 1, {}, {}, QStringLiteral("Zeng Li")},
        {QStringLiteral("单晓明 (1级)"), 2, {}, {}, QStringLiteral("Shan Xiaoming")},
        {QStringLiteral("陈杰 (3段)"), 3, {}, {}, QStringLiteral("Chen Jie")},
        {QStringLiteral("丁伟 (1段)"), 4, {}, {}, QStringLiteral("Ding Wei")},
        {QStringLiteral("Müller Thomas (3d)"), 5, {}, {}, QStringLiteral("Müller Thomas")}};
    const QString text = QString::fromUtf8(nameListText(lines, l));
    const QStringList order = {QStringLiteral("陈杰"), QStringLiteral("丁伟"),
                               QStringLiteral("Müller"), QStringLiteral("单晓明"),
                               QStringLiteral("曾丽")};
    qsizetype at = 0;
    for (const QString& name : order) {
        const qsizetype found = text.indexOf(name);
        ASSERT_GE(found, at) << name.toStdString() << "\n" << text.toStdString();
        at = found;
    }
}

TEST(Standings, HalfPointsAndWideCharacters) {
    EXPECT_EQ(formatValue(7, 2), "3½");
    EXPECT_EQ(formatValue(1, 2), "½");
    EXPECT_EQ(formatValue(13, 4), "3¼");
    EXPECT_EQ(formatValue(-3, 2), "-1½");
    EXPECT_EQ(displayWidth(QStringLiteral("王浩然 Li")), 9);
}

TEST(Egf, ClassAndAdjustedTimeFollowTheEgdTable) {
    TimeControl t;
    t.system = TimeSystem::ByoYomi;
    t.main = std::chrono::seconds(3600);
    t.period = std::chrono::seconds(30); // Juvisy: 60 min + 30 s byo-yomi
    EXPECT_EQ(egfAdjustedSeconds(t), 4950);
    EXPECT_EQ(egfClass(t), 'A');
    t.main = std::chrono::seconds(40 * 60);
    EXPECT_EQ(egfClass(t), 'B');
    t.system = TimeSystem::Fischer;
    t.main = std::chrono::seconds(20 * 60);
    t.increment = std::chrono::seconds(10);
    EXPECT_EQ(egfClass(t), 'C');
    t.main = std::chrono::seconds(10 * 60);
    EXPECT_EQ(egfClass(t), 'X');
}

// The checker: reads an EGF file as the EGD would and checks it is consistent.
struct EgfEntry {
    int opponent = 0;
    char result = '-', type = '/', colour = '?';
    int handicap = 0;
};

std::vector<std::vector<EgfEntry>> readEgf(const QByteArray& bytes, int rounds) {
    static const QRegularExpression entry(
        QStringLiteral("^(\\d+)([-+=?])(?:([/!])([wb?])(\\d))?$"));
    std::vector<std::vector<EgfEntry>> lines;
    for (const QByteArray& raw : bytes.split('\n')) {
        const QString text =
            QString::fromLatin1(raw.left(raw.indexOf(';') < 0 ? raw.size() : raw.indexOf(';')))
                .trimmed();
        if (text.isEmpty())
            continue;
        QStringList tokens = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (tokens.last().startsWith(QLatin1Char('|')))
            tokens.removeLast();
        std::vector<EgfEntry> entries;
        while (!tokens.isEmpty() && static_cast<int>(entries.size()) < rounds) {
            const auto m = entry.match(tokens.last());
            if (!m.hasMatch())
                break;
            EgfEntry e;
            e.opponent = m.captured(1).toInt();
            e.result = m.captured(2).at(0).toLatin1();
            if (!m.captured(3).isEmpty()) {
                e.type = m.captured(3).at(0).toLatin1();
                e.colour = m.captured(4).at(0).toLatin1();
                e.handicap = m.captured(5).toInt();
            }
            entries.insert(entries.begin(), e);
            tokens.removeLast();
        }
        lines.push_back(entries);
    }
    return lines;
}

TEST(Egf, TheFileReadsBackWithSymmetricGames) {
    const pairing::Field f = sample();
    const StandingsTable table = buildStandings(f, 3, kCriteria, names());
    EgfOptions options;
    options.keepForfeits = true;
    const auto lines =
        readEgf(egfResults(table, settings(), PairingSettings::mcMahon(), {}, options), 5);
    ASSERT_EQ(lines.size(), table.rows.size());
    int games = 0;
    for (std::size_t p = 0; p < lines.size(); ++p) {
        ASSERT_EQ(lines[p].size(), 5u) << "line " << p + 1 << ": every planned round present";
        for (int r = 0; r < 5; ++r) {
            const EgfEntry& e = lines[p][r];
            if (e.opponent == 0)
                continue;
            ++games;
            ASSERT_LE(e.opponent, static_cast<int>(lines.size()));
            const EgfEntry& back = lines[e.opponent - 1][r];
            EXPECT_EQ(back.opponent, static_cast<int>(p) + 1) << "round " << r + 1;
            const std::map<char, char> opposite = {{'+', '-'}, {'-', '+'}, {'=', '='}, {'?', '?'}};
            EXPECT_EQ(back.result, opposite.at(e.result));
            EXPECT_EQ(back.type, e.type);
            EXPECT_NE(back.colour, e.colour);
            EXPECT_EQ(back.handicap, e.handicap);
        }
    }
    EXPECT_EQ(games, static_cast<int>(2 * 3 * 6)); // 6 games in each of 3 rounds, seen twice
}

TEST(Egf, ForfeitsBecomeUnratedUnlessKeptAndCjkBecomesLatin) {
    const StandingsTable table = buildStandings(sample(), 3, kCriteria, names());
    const QByteArray plain = egfResults(table, settings(), PairingSettings::mcMahon(), {}, {});
    EXPECT_FALSE(plain.contains('!'));
    EgfOptions keep;
    keep.keepForfeits = true;
    EXPECT_TRUE(egfResults(table, settings(), PairingSettings::mcMahon(), {}, keep).contains('!'));
    EXPECT_TRUE(plain.contains("Wang Hao_Ran"));  // blanks inside a name part become '_'
    EXPECT_FALSE(plain.contains("\xe7\x8e\x8b")); // no UTF-8 of 王 in a Latin-1 file
}

} // namespace

// The tournament day (issue #13 point 5; #28 point 2): the standings after a round list who
// took part in a round up to it — a registered player absent from everything, or starting in
// round 4, is not in the standings of rounds 1 to 3 (with a McMahon start score and nothing
// else he stood first and pushed everyone's place down); places are counted among those
// listed; a shared place reads "5=" on every row of the tie in text, HTML and PDF (the bare
// number in CSV); no columns for rounds to come.
TEST(Standings, OnlyWhoTookPartIsListedAndTiesShowTheirPlace) {
    pairing::Field f = pairing::syntheticMcMahonField(6, 1, 5, 11);
    // Two more registrations, both strong (a start score above everyone's): one absent from
    // every round, one who starts in round 4.
    for (int k : {98, 99}) {
        f.entrants.push_back(f.entrants.front());
        f.entrants.back().id = PlayerId{k};
        f.entrants.back().family = k == 98 ? "Never" : "Late";
        f.entrants.back().rank = Rank::dan(7).value();
        f.entrants.back().absentRounds =
            k == 98 ? std::vector<int>{1, 2, 3, 4, 5} : std::vector<int>{1, 2, 3};
    }
    f.reindex();
    PlayerNames n;
    n.display = [](PlayerId id) { return "P" + std::to_string(id); };
    const StandingsTable listed = buildStandings(f, 1, {Criterion::Mms}, n);
    auto has = [](const StandingsTable& t, PlayerId id) {
        return std::any_of(t.rows.begin(), t.rows.end(),
                           [&](const StandingsRow& r) { return r.id == id; });
    };
    EXPECT_FALSE(has(listed, PlayerId{98}));
    EXPECT_FALSE(has(listed, PlayerId{99}));
    ASSERT_EQ(listed.rows.size(), 6u);
    EXPECT_EQ(listed.rows.front().place, 1);
    // Round 4 paired (no result yet): the late player takes part from it; the other never.
    for (int r = 2; r <= 3; ++r) { // rounds 2 and 3 played by the six
        for (int k = 0; k + 1 < 6; k += 2) {
            Game g;
            g.round = r;
            g.table = k / 2 + 1;
            g.white = f.entrants[static_cast<std::size_t>(k)].id;
            g.black = f.entrants[static_cast<std::size_t>(k) + 1].id;
            g.result = GameResult::WhiteWins;
            f.games.push_back(g);
        }
    }
    for (int k = 0; k + 1 < 6; k += 2) { // round 4: the six play, the late player has the bye
        Game g;
        g.round = 4;
        g.table = k / 2 + 1;
        g.white = f.entrants[static_cast<std::size_t>(k)].id;
        g.black = f.entrants[static_cast<std::size_t>(k) + 1].id;
        f.games.push_back(g);
    }
    f.byes.push_back({4, PlayerId{99}});
    for (int r : {2, 3})
        EXPECT_FALSE(has(buildStandings(f, r, {Criterion::Mms}, n), PlayerId{99})) << r;
    const StandingsTable afterFour = buildStandings(f, 4, {Criterion::Mms}, n);
    EXPECT_TRUE(has(afterFour, PlayerId{99}));
    EXPECT_FALSE(has(afterFour, PlayerId{98}));
    // Before round 1: who plays it.
    const StandingsTable before = buildStandings(f, 0, {Criterion::Mms}, n);
    EXPECT_EQ(before.rows.size(), 6u);
    // Present in a round paired without him and still without results (a late arrival, to be
    // paired at a new table): listed; once the round has results, not.
    f.entrants.push_back(f.entrants.front());
    f.entrants.back().id = PlayerId{97};
    f.entrants.back().family = "Waiting";
    f.entrants.back().absentRounds = {1, 2, 3};
    f.reindex();
    EXPECT_TRUE(has(buildStandings(f, 4, {Criterion::Mms}, n), PlayerId{97}));
    for (Game& g : f.games)
        if (g.round == 4)
            g.result = GameResult::BlackWins;
    EXPECT_FALSE(has(buildStandings(f, 4, {Criterion::Mms}, n), PlayerId{97}));
    const QString text = QString::fromUtf8(standingsText(listed, labels()));
    EXPECT_FALSE(text.contains(QStringLiteral("R2"))) << text.toStdString();
    // After one round several players share a place: each of their rows says so.
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    const std::vector<QStringList> cellRows = standingsCells(listed);
    const QStringList csv =
        QString::fromUtf8(standingsCsv(listed, labels())).split(QStringLiteral("\r\n"));
    int shared = 0;
    for (size_t k = 0; k < listed.rows.size(); ++k) {
        const StandingsRow& row = listed.rows[k];
        const QString place = QString::number(row.place);
        EXPECT_FALSE(lines[static_cast<qsizetype>(k)].startsWith(QStringLiteral("    ")));
        EXPECT_EQ(cellRows[k].front(), row.shared ? place + QLatin1Char('=') : place);
        EXPECT_TRUE(lines[static_cast<qsizetype>(k)].trimmed().startsWith(cellRows[k].front() +
                                                                          QLatin1Char(' ')));
        EXPECT_TRUE(csv[static_cast<qsizetype>(k) + 1].startsWith(place + QLatin1Char(',')));
        shared += row.shared;
    }
    EXPECT_GE(shared, 2);
    EXPECT_TRUE(
        QString::fromUtf8(standingsHtml(listed, labels())).contains(QStringLiteral("=</td>")));
}

// Issue #17, point 5: with categories by rank and CAT the first placement criterion, the
// standings a director shows and prints number places within each category, with a line
// number before them that the rounds' opponent numbers refer to (as OpenGotha's window and
// printed standings do); CAT shows as the category's number; the exports number overall.
TEST(Standings, PlacesWithinEachCategoryWhereTheListIsGroupedByIt) {
    pairing::Field f = sample();
    f.settings.categoryLimits = {Rank::dan(1).value()}; // 1: dan players, 2: kyu players
    const std::vector<Criterion> criteria = {Criterion::Category, Criterion::Mms};
    StandingsTable t = buildStandings(f, 3, criteria, names());
    ASSERT_EQ(t.categories, 2);
    std::map<int, int> inCategory;
    for (const StandingsRow& row : t.rows)
        ++inCategory[row.category];
    ASSERT_EQ(inCategory.size(), 2u) << "the sample has players on both sides of 1d";
    // The exports' numbering: overall, 1 to n.
    EXPECT_EQ(t.rows.front().place, 1);
    EXPECT_EQ(t.rows.back().category, 1);
    EXPECT_GT(t.rows[static_cast<size_t>(inCategory[0])].place, inCategory[0]);

    numberWithinCategories(t);
    EXPECT_TRUE(t.placesInCategory);
    const StandingsRow& firstKyu = t.rows[static_cast<size_t>(inCategory[0])];
    EXPECT_EQ(firstKyu.place, 1) << "the best kyu player is first of his category";
    EXPECT_EQ(firstKyu.line, inCategory[0] + 1);
    EXPECT_EQ(firstKyu.values.front(), "2");
    EXPECT_EQ(t.rows.front().values.front(), "1");
    for (const StandingsRow& row : t.rows)
        EXPECT_LE(row.place, inCategory[row.category]);
    // Shown: the line first, then the place in the category; the rounds still name lines.
    DocumentLabels l = labels();
    l.line = QStringLiteral("No");
    const QStringList head = standingsHeadings(t, l);
    EXPECT_EQ(head.mid(0, 3),
              (QStringList{QStringLiteral("No"), QStringLiteral("Pl"), QStringLiteral("Name")}));
    const QStringList cells = standingsCells(t)[static_cast<size_t>(inCategory[0])];
    EXPECT_EQ(cells[0], QString::number(inCategory[0] + 1));
    EXPECT_TRUE(cells[1] == QStringLiteral("1") || cells[1] == QStringLiteral("1="));
    EXPECT_EQ(standingsNumericColumns(t).size(), static_cast<size_t>(head.size()));
    const QString text = QString::fromUtf8(standingsText(t, l));
    EXPECT_TRUE(text.contains(QStringLiteral("No  Pl"))) << text.toStdString();

    // CAT not first: the list mixes categories, places stay overall.
    StandingsTable mixed = buildStandings(f, 3, {Criterion::Mms, Criterion::Category}, names());
    const StandingsTable before = mixed;
    numberWithinCategories(mixed);
    EXPECT_FALSE(mixed.placesInCategory);
    for (size_t k = 0; k < mixed.rows.size(); ++k)
        EXPECT_EQ(mixed.rows[k].place, before.rows[k].place);
    EXPECT_EQ(standingsHeadings(mixed, l).front(), QStringLiteral("Pl"));
}
