// The player list and the prize lists: golden files (regenerate with TENGEN_UPDATE_GOLDEN=1 after a
// deliberate change), the order of the list, and who wins a prize in each kind of section: ties at
// the last prize, youth by age on the first day, rank groups with both ends included, one prize
// per player, and the spec a director types.
#include "formats/federation_writers.h"
#include "formats/importers.h"
#include "formats/opengotha_writer.h"
#include "reports/player_list.h"
#include "reports/prize_list.h"

#include <gtest/gtest.h>

#include <QFile>

using namespace tengen;
using namespace tengen::reports;
using namespace tengen::formats;
using boost::gregorian::date;

namespace {

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

Player player(PlayerId id, const char* family, const char* given, std::optional<Rank> rank) {
    Player p;
    p.id = id;
    p.familyLatin = family;
    p.givenLatin = given;
    p.declaredRank = rank;
    p.status = RegistrationStatus::Final;
    return p;
}

std::vector<Player> players() {
    std::vector<Player> v = {player(PlayerId{1}, "Rossi", "Luca", Rank::kyu(12)),
                             player(PlayerId{2}, "Ivanova", "Anna", Rank::kyu(5)),
                             player(PlayerId{3}, "Kowalski", "Piotr", Rank::dan(4)),
                             player(PlayerId{4}, "Smith", "Oliver", std::nullopt),
                             player(PlayerId{5}, "Abe", "Yuki", Rank::dan(4)),
                             player(PlayerId{6}, "Müller", "Jana", Rank::kyu(5))};
    v[0].familyNative = "罗";
    v[0].givenNative = "卢卡";
    v[2].rating = Rating{RatingSystem::EgdGoR, 2412.4, std::nullopt, std::nullopt};
    v[4].rating = Rating{RatingSystem::EgdGoR, 2380, std::nullopt, std::nullopt};
    v[2].egdPin = "13429005";
    v[2].club = "Wars";
    v[4].club = "Toky";
    v[1].club = "Mosc";
    v[5].club = "Wars";
    v[3].status = RegistrationStatus::Preliminary;
    v[5].withdrawn = true;
    v[1].gender = v[5].gender = Gender::Female;
    v[1].birthDate = date(2014, 12, 5); // 12 on 2026-12-05: not under 12
    v[5].birthDate = date(2014, 12, 6); // 11 on 2026-12-05
    v[0].birthDate = date(2016, 1, 1);
    return v;
}

PlayerListLabels listLabels() {
    PlayerListLabels l;
    l.title = QStringLiteral("Sample Open — players");
    l.number = QStringLiteral("No.");
    l.name = QStringLiteral("Name");
    l.latinName = QStringLiteral("Latin name");
    l.rank = QStringLiteral("Rank");
    l.rating = QStringLiteral("Rating");
    l.club = QStringLiteral("Club");
    l.country = QStringLiteral("Country");
    l.pin = QStringLiteral("EGD PIN");
    l.registration = QStringLiteral("Registration");
    l.final = QStringLiteral("final");
    l.preliminary = QStringLiteral("preliminary");
    l.withdrawn = QStringLiteral("withdrawn");
    return l;
}

QStringList names(const TableDocument& d) {
    QStringList out;
    for (const QStringList& row : d.sections.at(0).rows)
        out << row.at(1);
    return out;
}

TEST(PlayerList, GoldenByRankTextCsvHtml) {
    const TableDocument d = playerList(players(), PlayerOrder::Rank, listLabels());
    compareWithGolden(tableText(d), "players.txt");
    compareWithGolden(tableCsv(d), "players.csv");
    compareWithGolden(tableHtml(d), "players.html");
}

// #45: a name a spreadsheet would run as a formula is written as text ("'=…"), a number stays a
// number, and Tengen's own CSV import reads the name back as it was.
TEST(PlayerList, ACsvNameIsNeverASpreadsheetFormula) {
    std::vector<Player> v = players();
    v[0].familyLatin = "=HYPERLINK(\"http://x.invalid\",\"Rossi\")";
    v[1].familyLatin = "@SUM(A1)";
    v[2].familyLatin = "+Kowalski";
    v[3].familyLatin = "-Smith";
    const QString csv = QString::fromUtf8(tableCsv(playerList(v, PlayerOrder::Rank, listLabels())));
    for (const char* cell : {"\"'=HYPERLINK(\"\"http://x.invalid\"\",\"\"Rossi\"\") Luca\"",
                             "'@SUM(A1) Anna", "'+Kowalski Piotr", "'-Smith Oliver"})
        EXPECT_TRUE(csv.contains(QString::fromUtf8(cell))) << cell << "\n" << csv.toStdString();
    for (const QString& line : csv.split(QLatin1Char('\n')))
        for (const QString& field : line.split(QLatin1Char(',')))
            EXPECT_FALSE(field.startsWith(QLatin1Char('=')) || field.startsWith(QLatin1Char('@')) ||
                         field.startsWith(QLatin1Char('+')))
                << line.toStdString();
    EXPECT_EQ(csvField(QStringLiteral("-3")), QStringLiteral("-3")); // a score stays a number
    EXPECT_EQ(csvField(QStringLiteral("+1.5")), QStringLiteral("+1.5"));
    const ImportParse back =
        parseCsvPlayers(QStringLiteral("family,given\n'=SUM(A1),Luca\n'-Smith,Oliver\n").toUtf8(),
                        QStringLiteral("back.csv"));
    ASSERT_TRUE(back.ok());
    ASSERT_EQ(back.batch.players.size(), 2u);
    EXPECT_EQ(back.batch.players[0].player.familyNative + back.batch.players[0].player.familyLatin,
              "=SUM(A1)");
    EXPECT_EQ(back.batch.players[1].player.familyNative + back.batch.players[1].player.familyLatin,
              "-Smith");
}

TEST(PlayerList, StrongestFirstThenByNameOrByClub) {
    // Kowalski and Abe are both 4d: the higher rating goes first; the unranked player last.
    EXPECT_EQ(names(playerList(players(), PlayerOrder::Rank, listLabels())),
              (QStringList{QStringLiteral("Kowalski Piotr"), QStringLiteral("Abe Yuki"),
                           QStringLiteral("Ivanova Anna"), QStringLiteral("Müller Jana"),
                           QStringLiteral("罗卢卡"), QStringLiteral("Smith Oliver")}));
    const QStringList byName = names(playerList(players(), PlayerOrder::Name, listLabels()));
    EXPECT_EQ(byName.mid(0, 5),
              (QStringList{QStringLiteral("Abe Yuki"), QStringLiteral("Ivanova Anna"),
                           QStringLiteral("Kowalski Piotr"), QStringLiteral("Müller Jana"),
                           QStringLiteral("Smith Oliver")}));
    // By club: clubs in order (no club first), strongest first within a club.
    EXPECT_EQ(names(playerList(players(), PlayerOrder::Club, listLabels())),
              (QStringList{QStringLiteral("罗卢卡"), QStringLiteral("Smith Oliver"),
                           QStringLiteral("Ivanova Anna"), QStringLiteral("Abe Yuki"),
                           QStringLiteral("Kowalski Piotr"), QStringLiteral("Müller Jana")}));
}

TEST(PlayerList, NeverShowsPrivateFields) {
    std::vector<Player> v = players();
    v[0].contact = "luca@example.org";
    v[0].notes = "pays at the desk";
    const QByteArray csv = tableCsv(playerList(v, PlayerOrder::Rank, listLabels()));
    EXPECT_FALSE(csv.contains("example.org"));
    EXPECT_FALSE(csv.contains("desk"));
    EXPECT_FALSE(csv.contains("2016"));
}

// Places 1, 2=, 2=, 4, 5, 6 for players 3, 5, 2, 6, 1, 4.
StandingsTable standings() {
    StandingsTable t;
    t.afterRound = 3;
    const int order[] = {3, 5, 2, 6, 1, 4};
    const int place[] = {1, 2, 2, 4, 5, 6};
    for (int i = 0; i < 6; ++i) {
        StandingsRow r;
        r.id = PlayerId{order[i]};
        r.place = place[i];
        r.shared = place[i] == 2;
        t.rows.push_back(r);
    }
    return t;
}

std::map<PlayerId, Player> byId() {
    std::map<PlayerId, Player> m;
    for (const Player& p : players())
        m[p.id] = p;
    return m;
}

PrizeSection section(std::string_view spec) {
    const PrizeSpecParse p = tryParsePrizeSpec(spec);
    EXPECT_TRUE(p.error.empty()) << p.error.english();
    return p.sections.at(0);
}

std::vector<PlayerId> winners(const std::vector<PrizeSection>& sections, std::size_t k,
                              bool onePrize = false) {
    const StandingsTable t = standings();
    std::vector<PlayerId> out;
    const auto all = prizeWinners(t, sections, byId(), date(2026, 12, 5), onePrize);
    for (const PrizeWinner& w : all.at(k))
        out.push_back(t.rows[w.row].id);
    return out;
}

TEST(Prizes, PlayersTiedWithTheLastPrizeAllReceiveIt) {
    const StandingsTable t = standings();
    const auto w = prizeWinners(t, {section("overall=2")}, byId(), date(2026, 12, 5), false);
    ASSERT_EQ(w[0].size(), 3u); // the prize for second place is shared
    EXPECT_EQ(w[0][0].prize, 1);
    EXPECT_FALSE(w[0][0].shared);
    EXPECT_EQ(w[0][1].prize, 2);
    EXPECT_EQ(w[0][2].prize, 2);
    EXPECT_TRUE(w[0][1].shared && w[0][2].shared);
    EXPECT_EQ(winners({section("overall=4")}, 0),
              (std::vector<PlayerId>{PlayerId{3}, PlayerId{5}, PlayerId{2}, PlayerId{6}}));
}

TEST(Prizes, YouthIsTheAgeOnTheFirstDayWomenAndRankGroups) {
    // Ivanova turns 12 on the first day: not under 12; Müller is 11 that day; Rossi is 10.
    EXPECT_EQ(winners({section("u12")}, 0), (std::vector<PlayerId>{PlayerId{6}, PlayerId{1}}));
    EXPECT_EQ(winners({section("women=5")}, 0), (std::vector<PlayerId>{PlayerId{2}, PlayerId{6}}));
    // 5k and 12k are both ends of the group: included.
    EXPECT_EQ(winners({section("ranks:12k-5k=5")}, 0),
              (std::vector<PlayerId>{PlayerId{2}, PlayerId{6}, PlayerId{1}}));
    EXPECT_EQ(winners({section("ranks:5k-12k=1")}, 0), (std::vector<PlayerId>{PlayerId{2}}));
    Player p = byId().at(PlayerId{2});
    p.category = "学生组";
    EXPECT_TRUE(qualifies(section("category:学生组"), p, date(2026, 12, 5)));
    EXPECT_FALSE(qualifies(section("category:少年组"), p, date(2026, 12, 5)));
}

TEST(Prizes, OnePrizePerPlayerPassesOverEarlierWinners) {
    const std::vector<PrizeSection> s = {section("overall=3"), section("women=1")};
    EXPECT_EQ(winners(s, 1), (std::vector<PlayerId>{PlayerId{2}}));
    EXPECT_EQ(winners(s, 1, true), (std::vector<PlayerId>{PlayerId{6}}));
}

TEST(Prizes, TheSpecNamesWhatIsWrong) {
    const PrizeSpecParse ok =
        tryParsePrizeSpec(" overall=6; women ;u12=3;ranks:1d-5k;category:少年组=2 ");
    ASSERT_TRUE(ok.error.empty());
    ASSERT_EQ(ok.sections.size(), 5u);
    EXPECT_EQ(ok.sections[0].prizes, 6);
    EXPECT_EQ(ok.sections[1].prizes, 3);
    EXPECT_EQ(ok.sections[2].ageUnder, 12);
    EXPECT_EQ(ok.sections[3].strongest, Rank::dan(1));
    EXPECT_EQ(ok.sections[3].weakest, Rank::kyu(5));
    EXPECT_EQ(ok.sections[4].category, "少年组");
    EXPECT_EQ(ok.sections[4].prizes, 2);
    EXPECT_EQ(tryParsePrizeSpec("overall; juniors").error.english(),
              "'juniors': a section is overall, women, u<age>, ranks:<rank>-<rank> or "
              "category:<name>");
    EXPECT_EQ(tryParsePrizeSpec("women=0").error.english(),
              "'women=0': the number of prizes after '=' must be 1 to 1000");
    EXPECT_EQ(tryParsePrizeSpec("ranks:1d").error.english(),
              "'ranks:1d': a rank group is ranks:<rank>-<rank>, as ranks:1k-5k");
    EXPECT_EQ(tryParsePrizeSpec("ranks:1d-zz").error.english(),
              "'ranks:1d-zz': a rank group is ranks:<rank>-<rank>, as ranks:1k-5k");
    EXPECT_EQ(tryParsePrizeSpec("u0").error.english(),
              "'u0': an age section is u<age>, age 1 to 99");
    EXPECT_FALSE(tryParsePrizeSpec(" ; ").error.empty());
}

TEST(Prizes, GoldenDocumentWithSectionsAndAnEmptyOne) {
    TableDocument d;
    d.title = QStringLiteral("Sample Open — prizes after round 3");
    TableSection overall;
    overall.heading = QStringLiteral("Overall");
    overall.columns = {QStringLiteral("Prize"), QStringLiteral("Place"), QStringLiteral("Name"),
                       QStringLiteral("Score")};
    overall.numeric = {true, true, false, true};
    overall.rows = {{QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("Kowalski Piotr"),
                     QStringLiteral("3")},
                    {QStringLiteral("2 (shared)"), QStringLiteral("2="), QStringLiteral("王浩然"),
                     QStringLiteral("2½")}};
    TableSection women = overall;
    women.heading = QStringLiteral("Women, \"U12\"");
    women.rows.clear();
    women.empty = QStringLiteral("No player qualifies.");
    d.sections = {overall, women};
    compareWithGolden(tableText(d), "prizes.txt");
    compareWithGolden(tableCsv(d), "prizes.csv");
    compareWithGolden(tableHtml(d), "prizes.html");
}

std::vector<Game> games() {
    return {Game{1, 1, PlayerId{3}, PlayerId{5}, 0, true, GameResult::BlackWins, false, {}},
            Game{1, 2, PlayerId{2}, PlayerId{1}, 6, true, GameResult::WhiteWins, false, {}},
            Game{2, 1, PlayerId{5}, PlayerId{2}, 0, false, GameResult::Jigo, false, {}},
            Game{2, 2, PlayerId{1}, PlayerId{3}, 3, true, GameResult::WhiteWins, true, {}}};
}

TournamentSettings settings() {
    TournamentSettings s;
    s.nameLatin = "Sample Open";
    s.place = "Hangzhou";
    s.firstDay = date(2026, 12, 5);
    s.lastDay = date(2026, 12, 6);
    s.rounds = 3;
    return s;
}

TEST(Exports, GoldenOpenGothaAndAga) {
    std::vector<Player> v = players();
    v.pop_back(); // the withdrawn player
    const OpenGothaExport og =
        openGothaXml(settings(), PairingSettings::mcMahon(), v, games(), {Bye{2, PlayerId{4}}});
    compareWithGolden(og.xml, "sample-opengotha.xml");
    TournamentSettings aga = settings();
    aga.rules = "aga";
    compareWithGolden(agaResults(aga, v, games()).text, "sample-aga.txt");
}

} // namespace
