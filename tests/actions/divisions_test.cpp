// Divisions (#47, first part): an event's divisions added, renamed, given tables and removed
// through the actions the desk and the CLI call; every player in one division and moved freely
// until the division's round 1 is paired, later only with a reason; the rules of the divisions
// (names, rounds, table ranges) refused with their reason and nothing written; an event without
// divisions is its one division, as every earlier file is.
#include "actions/awards.h"
#include "actions/divisions.h"
#include "actions/results.h"
#include "actions/round_edits.h"
#include "actions/rounds.h"
#include "actions/tournament.h"
#include "backend.h"
#include "store/tournament_file.h"
#include "tournament/rank.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <map>

using namespace tengen;

namespace {

struct DividedEvent {
    QTemporaryDir dir;
    std::unique_ptr<store::TournamentFile> file;
    std::vector<PlayerId> ids;

    explicit DividedEvent(int players) {
        TournamentSettings s;
        s.nameNative = "少儿围棋锦标赛";
        s.nameLatin = "Youth Championship";
        s.system = PairingSystem::Swiss;
        s.rounds = 5;
        auto made = createTournament(test::tournamentAt(dir), s);
        EXPECT_TRUE(made.refusal.done()) << toText(made.refusal).toStdString();
        file = std::move(made.file);
        file->writeTransaction([&] {
            for (int i = 0; i < players; ++i) {
                Player p;
                p.familyNative = "棋手";
                p.givenNative = std::to_string(i + 1);
                p.declaredRank = Rank::amateur(5 - i);
                p.status = RegistrationStatus::Final;
                ids.push_back(file->players().add(p));
            }
        });
    }
    Division named(const std::string& native, const std::string& latin, int rounds = 4) const {
        Division d;
        d.nameNative = native;
        d.nameLatin = latin;
        d.system = StageFormat::Swiss;
        d.rounds = rounds;
        return d;
    }
};

TEST(Divisions, AnEventWithoutDivisionsIsItsOneDivisionNamedAfterIt) {
    DividedEvent e(4);
    const std::vector<Division> divisions = e.file->divisions().all();
    ASSERT_EQ(divisions.size(), 1u);
    EXPECT_EQ(divisions[0].id, kFirstDivision);
    EXPECT_EQ(divisions[0].nameNative, "少儿围棋锦标赛");
    EXPECT_EQ(divisions[0].system, StageFormat::Swiss);
    EXPECT_EQ(divisions[0].rounds, 5);
    EXPECT_EQ(e.file->divisions().playerCounts().at(kFirstDivision), 4);
    EXPECT_TRUE(needsOneDivision(*e.file).done());
}

TEST(Divisions, AddedDivisionsKeepTheirNamesSystemsAndRoundsAndTheFirstHoldsThePlayers) {
    DividedEvent e(6);
    const DivisionsChange b = addDivision(*e.file, e.named("公开组", "Open", 6));
    ASSERT_TRUE(b.refusal.done()) << toText(b.refusal).toStdString();
    ASSERT_EQ(b.after.size(), 2u);
    EXPECT_EQ(b.after[0].nameNative, "少儿围棋锦标赛"); // the event's own, named after it
    EXPECT_EQ(b.after[1].id, 2);
    EXPECT_EQ(b.after[1].nameLatin, "Open");
    EXPECT_EQ(b.after[1].rounds, 6);
    // The first renamed: its system and rounds stay the event's.
    Division first = b.after[0];
    first.nameNative = "少儿组";
    first.nameLatin = "Youth";
    ASSERT_TRUE(editDivision(*e.file, kFirstDivision, first).refusal.done());
    first.rounds = 3;
    const DivisionsChange refused = editDivision(*e.file, kFirstDivision, first);
    EXPECT_EQ(refused.refusal.kind, Refusal::Kind::Refused);
    EXPECT_EQ(e.file->settings().get().rounds, 5);
    const std::vector<Division> now = e.file->divisions().all();
    ASSERT_EQ(now.size(), 2u);
    EXPECT_EQ(now[0].nameNative, "少儿组");
    EXPECT_EQ(now[0].rounds, 5);
    EXPECT_EQ(now[1].nameNative, "公开组");
    EXPECT_EQ(e.file->divisions().playerCounts().at(kFirstDivision), 6);
    // Pairing the event as a whole is refused: which division? Nothing written.
    const PairedRound paired = pairRoundInFile(*e.file, RoundNo{1});
    EXPECT_EQ(paired.refusal.kind, Refusal::Kind::Invalid);
    EXPECT_NE(toText(paired.refusal).indexOf(QStringLiteral("2 divisions")), -1);
    EXPECT_NE(toText(paired.refusal).indexOf(QStringLiteral("公开组 (Open)")), -1);
    EXPECT_TRUE(e.file->rounds().games().empty());
}

TEST(Divisions, BadDivisionsAreRefusedWithTheirReasonAndNothingIsWritten) {
    DividedEvent e(2);
    ASSERT_TRUE(addDivision(*e.file, e.named("A组", "A")).refusal.done());
    const std::vector<Division> before = e.file->divisions().all();
    const auto refusedWith = [&](Division d, const char* words) {
        const DivisionsChange c = addDivision(*e.file, d);
        EXPECT_EQ(c.refusal.kind, Refusal::Kind::Invalid) << words;
        EXPECT_NE(toText(c.refusal).indexOf(QString::fromUtf8(words)), -1)
            << toText(c.refusal).toStdString();
        EXPECT_EQ(e.file->divisions().all(), before);
    };
    refusedWith(e.named("", ""), "needs a name");
    refusedWith(e.named("A组", "Other"), "two divisions are named");
    refusedWith(e.named("B组", "a"), "two divisions are named"); // Latin names, any case
    Division tooLong = e.named("B组", "B", 100);
    refusedWith(tooLong, "100 rounds");
    // Overlapping table ranges.
    Division a = before[1];
    a.tableFirst = 1;
    a.tableLast = 40;
    ASSERT_TRUE(editDivision(*e.file, a.id, a).refusal.done());
    Division b = e.named("B组", "B");
    b.tableFirst = 40;
    b.tableLast = 75;
    const DivisionsChange overlap = addDivision(*e.file, b);
    EXPECT_EQ(overlap.refusal.kind, Refusal::Kind::Invalid);
    EXPECT_NE(toText(overlap.refusal).indexOf(QStringLiteral("share tables 40-40")), -1)
        << toText(overlap.refusal).toStdString();
    b.tableFirst = 41;
    EXPECT_TRUE(addDivision(*e.file, b).refusal.done());
    Division backwards = e.named("C组", "C");
    backwards.tableFirst = 90;
    backwards.tableLast = 80;
    EXPECT_EQ(addDivision(*e.file, backwards).refusal.kind, Refusal::Kind::Invalid);
}

TEST(Divisions, TablesRunThroughTheEventWithoutOverlap) {
    std::vector<Division> divisions(4);
    for (int i = 0; i < 4; ++i) {
        divisions[i].id = i + 1;
        divisions[i].nameLatin = std::string(1, static_cast<char>('A' + i));
    }
    divisions[2].tableFirst = 30; // C has its own range
    divisions[2].tableLast = 39;
    const std::vector<DivisionTables> t = divisionTables(divisions, {20, 12, 5, 9});
    ASSERT_EQ(t.size(), 4u);
    EXPECT_EQ(t[0].first, 1);
    EXPECT_EQ(t[0].last, 20);
    // B's 12 tables from 21 would meet C's 30-39: they start after C's.
    EXPECT_EQ(t[1].first, 40);
    EXPECT_EQ(t[1].last, 51);
    EXPECT_EQ(t[2].first, 30);
    EXPECT_EQ(t[2].last, 39);
    EXPECT_EQ(t[3].first, t[1].last + 1);
    EXPECT_EQ(t[3].last, t[3].first + 8);
}

TEST(Divisions, APlayerMovesFreelyBeforeRoundOneAndWithAReasonAfter) {
    DividedEvent e(4);
    ASSERT_TRUE(addDivision(*e.file, e.named("公开组", "Open")).refusal.done());
    // Before round 1: freely, in either direction.
    ASSERT_TRUE(movePlayers(*e.file, {e.ids[0], e.ids[1]}, 2, {}).done());
    EXPECT_EQ(e.file->players().find(e.ids[0])->division, 2);
    EXPECT_EQ(e.file->divisions().playerCounts().at(2), 2);
    // A division with players cannot go; its players moved back, it can.
    EXPECT_EQ(removeDivision(*e.file, 2).refusal.kind, Refusal::Kind::Refused);
    ASSERT_TRUE(movePlayers(*e.file, {e.ids[1]}, kFirstDivision, {}).done());
    // No such division: refused.
    EXPECT_EQ(movePlayers(*e.file, {e.ids[2]}, 7, {}).kind, Refusal::Kind::Invalid);
    // Once a game of the division is stored (its round 1 paired), a move needs a reason.
    Game g;
    g.round = 1;
    g.table = 1;
    g.white = e.ids[2];
    g.black = e.ids[3];
    e.file->rounds().save(RoundNo{1}, {g}, {});
    const Refusal noReason = movePlayers(*e.file, {e.ids[2]}, 2, {});
    EXPECT_EQ(noReason.kind, Refusal::Kind::Incomplete);
    EXPECT_EQ(e.file->players().find(e.ids[2])->division, kFirstDivision);
    ASSERT_TRUE(movePlayers(*e.file, {e.ids[2]}, 2, QStringLiteral("registered in the wrong group"))
                    .done());
    EXPECT_EQ(e.file->players().find(e.ids[2])->division, 2);
    bool journalled = false;
    for (const store::JournalEntry& j : e.file->journal().entries())
        journalled = journalled || (j.action == QLatin1String("move to division") &&
                                    j.detail.contains(QStringLiteral("registered in the wrong "
                                                                     "group")));
    EXPECT_TRUE(journalled);
}

TEST(Divisions, TheFirstDivisionGoesLastAndTheEventIsOneAgain) {
    DividedEvent e(2);
    ASSERT_TRUE(addDivision(*e.file, e.named("公开组", "Open")).refusal.done());
    EXPECT_EQ(removeDivision(*e.file, kFirstDivision).refusal.kind, Refusal::Kind::Refused);
    ASSERT_TRUE(removeDivision(*e.file, 2).refusal.done());
    ASSERT_TRUE(removeDivision(*e.file, kFirstDivision).refusal.done());
    const std::vector<Division> now = e.file->divisions().all();
    ASSERT_EQ(now.size(), 1u);
    EXPECT_EQ(now[0].nameNative, "少儿围棋锦标赛");
}

// Players of the given grades ("5d", "25k"), `each` of every grade, registered in that order.
std::vector<Player> gradedPlayers(const std::vector<std::pair<const char*, int>>& grades) {
    std::vector<Player> out;
    long long id = 0;
    for (const auto& [grade, count] : grades)
        for (int i = 0; i < count; ++i) {
            Player p;
            p.id = PlayerId{++id};
            p.familyNative = "棋手";
            p.declaredRank = *tryParseRank(grade).rank;
            out.push_back(p);
        }
    return out;
}

std::vector<std::pair<std::string, std::size_t>> shape(const std::vector<ProposedDivision>& p) {
    std::vector<std::pair<std::string, std::size_t>> out;
    for (const ProposedDivision& d : p)
        out.emplace_back(d.nameLatin, d.players.size());
    return out;
}

TEST(Divisions, ByGradeEachGradeIsADivisionAndASmallGroupJoinsItsSmallerNeighbour) {
    const std::vector<ProposedDivision> p = proposeDivisions(
        gradedPlayers({{"3d", 10}, {"2d", 3}, {"1d", 12}, {"1k", 5}}), DivideBy::Grade, 1, 8);
    // 2d (3) joins 3d (10, smaller than 1d's 12); then 1k (5) joins 1d.
    using Shape = std::vector<std::pair<std::string, std::size_t>>;
    EXPECT_EQ(shape(p), (Shape{{"2d-3d", 13}, {"1k-1d", 17}}));
    EXPECT_EQ(p[0].nameNative, "2段–3段");
    // Without a minimum, one a grade, strongest first.
    EXPECT_EQ(shape(proposeDivisions(gradedPlayers({{"1k", 2}, {"3d", 1}}), DivideBy::Grade, 1, 1)),
              (Shape{{"3d", 1}, {"1k", 2}}));
}

TEST(Divisions, TheKoreanKyuGroupsOfThreeAndAPlayerWithoutAGrade) {
    std::vector<Player> players =
        gradedPlayers({{"1k", 2}, {"3k", 2}, {"4k", 1}, {"6k", 3}, {"7k", 1}, {"2d", 2}});
    Player none;
    none.id = PlayerId{99};
    none.familyNative = "新手";
    players.push_back(none);
    using Shape = std::vector<std::pair<std::string, std::size_t>>;
    EXPECT_EQ(shape(proposeDivisions(players, DivideBy::Grade, 3, 1)),
              (Shape{{"1d-3d", 2}, {"3k-1k", 4}, {"6k-4k", 4}, {"9k-7k", 1}, {"No grade", 1}}));
}

TEST(Divisions, ByBirthYearBandsFromTheOldestAndByCategory) {
    std::vector<Player> players;
    const int years[] = {2012, 2013, 2013, 2015, 2016, 0};
    long long id = 0;
    for (int year : years) {
        Player p;
        p.id = PlayerId{++id};
        p.familyNative = "棋手";
        if (year)
            p.birthDate = boost::gregorian::date(year, 5, 1);
        p.category = year == 0 ? "" : (year < 2014 ? "少儿A组" : "少儿B组");
        players.push_back(p);
    }
    using Shape = std::vector<std::pair<std::string, std::size_t>>;
    EXPECT_EQ(shape(proposeDivisions(players, DivideBy::Age, 2, 1)),
              (Shape{{"born 2012-2013", 3},
                     {"born 2014-2015", 1},
                     {"born 2016-2017", 1},
                     {"Birth year not given", 1}}));
    const std::vector<ProposedDivision> byCategory =
        proposeDivisions(players, DivideBy::Category, 1, 1);
    ASSERT_EQ(byCategory.size(), 3u);
    EXPECT_EQ(byCategory[0].nameNative, "少儿A组");
    EXPECT_EQ(byCategory[0].players.size(), 3u);
    EXPECT_EQ(byCategory[2].nameLatin, "No category");
}

// #47's acceptance, the part built: a certification day of 600 players claiming 25k to 5d,
// divided by grade (groups below 8 merged): 30 divisions, every player in his grade's, tables
// that never overlap.
TEST(Divisions, ACertificationDayOf600PlayersIsThirtyDivisionsByGrade) {
    QTemporaryDir dir;
    TournamentSettings s;
    s.nameNative = "升段赛";
    s.nameLatin = "Promotion";
    s.system = PairingSystem::Swiss;
    s.rounds = 5;
    auto made = createTournament(test::tournamentAt(dir), s);
    ASSERT_TRUE(made.refusal.done());
    store::TournamentFile& file = *made.file;
    std::vector<std::pair<const char*, int>> grades;
    static std::vector<std::string> names;
    names.clear();
    for (int d = 5; d >= 1; --d)
        names.push_back(std::to_string(d) + "d");
    for (int k = 1; k <= 25; ++k)
        names.push_back(std::to_string(k) + "k");
    for (const std::string& n : names)
        grades.emplace_back(n.c_str(), 20);
    file.writeTransaction([&] {
        for (Player p : gradedPlayers(grades)) {
            p.id = PlayerId{};
            p.status = RegistrationStatus::Final;
            file.players().add(p);
        }
    });
    const std::vector<ProposedDivision> proposal =
        proposeDivisions(file.players().all(), DivideBy::Grade, 1, 8);
    ASSERT_EQ(proposal.size(), 30u);
    const DivisionsChange applied = applyDivisionProposal(file, proposal);
    ASSERT_TRUE(applied.refusal.done()) << toText(applied.refusal).toStdString();
    const std::vector<Division> divisions = file.divisions().all();
    ASSERT_EQ(divisions.size(), 30u);
    EXPECT_EQ(divisions.front().nameLatin, "5d");
    EXPECT_EQ(divisions.back().nameNative, "25级");
    EXPECT_EQ(divisions.back().system, StageFormat::Swiss);
    EXPECT_EQ(divisions.back().rounds, 5);
    const std::map<int, int> counts = file.divisions().playerCounts();
    for (const Division& d : divisions)
        EXPECT_EQ(counts.at(d.id), 20) << d.nameLatin;
    for (const Player& p : file.players().all())
        EXPECT_EQ(divisions[static_cast<std::size_t>(p.division - 1)].nameLatin,
                  p.declaredRank->toString());
    std::vector<int> needed(divisions.size(), 10);
    const std::vector<DivisionTables> tables = divisionTables(divisions, needed);
    for (std::size_t i = 1; i < tables.size(); ++i)
        EXPECT_EQ(tables[i].first, tables[i - 1].last + 1);
    EXPECT_EQ(tables.back().last, 300);
    // Made once: the event has divisions now.
    EXPECT_EQ(applyDivisionProposal(file, proposal).refusal.kind, Refusal::Kind::Refused);

    // A player moved before round 1 is paired only in his new division.
    const PlayerId moved = file.players().all().front().id; // a 5d
    ASSERT_TRUE(movePlayers(file, {moved}, divisions[1].id, {}).done());
    // The 6k group certifies by the director's own table of 5 rounds: 4–5 wins one grade up,
    // 3 the grade claimed, fewer none.
    AwardTable own;
    own.name = "city-5";
    own.rounds = 5;
    for (int wins = 0; wins <= 5; ++wins)
        own.rules.push_back(
            {wins, wins >= 3 ? AwardKind::Claimed : AwardKind::None, wins >= 4 ? 1 : 0, {}});
    Division sixKyu = divisions[10];
    ASSERT_EQ(sixKyu.nameLatin, "6k");
    sixKyu.awards = own;
    const DivisionsChange certified = editDivision(file, sixKyu.id, sixKyu);
    ASSERT_TRUE(certified.refusal.done()) << toText(certified.refusal).toStdString();
    // Every round of every division paired, the results entered (White wins at odd tables).
    for (int round = 1; round <= 5; ++round) {
        for (const Division& d : divisions) {
            file.setDivision(d.id);
            const PairedRound paired = pairRoundInFile(file, RoundNo{round});
            ASSERT_TRUE(paired.done()) << d.nameLatin << " round " << round << ": "
                                       << toText(paired.refusal).toStdString();
            for (const Game& g : paired.stored.games) {
                ResultRequest r;
                r.round = RoundNo{round};
                r.table = TableNo{g.table};
                r.result = g.table % 2 ? GameResult::WhiteWins : GameResult::BlackWins;
                ASSERT_TRUE(enterResult(file, r).refusal.done());
            }
        }
    }
    file.setDivision(std::nullopt);
    // Tables never overlap: in each round, each table once, and each division's games at its
    // own tables, between its own players.
    std::map<PlayerId, int> divisionOf;
    for (const Player& p : file.players().all())
        divisionOf[p.id] = p.division;
    EXPECT_EQ(divisionOf.at(moved), divisions[1].id);
    const std::vector<DivisionNow> now = divisionsNow(file);
    std::map<std::pair<int, int>, int> seen; // (round, table) → games
    for (const DivisionNow& d : now) {
        file.setDivision(d.division.id);
        const std::vector<Game> games = file.rounds().games();
        EXPECT_EQ(games.size(), d.players / 2 * 5u) << d.division.nameLatin;
        for (const Game& g : games) {
            ++seen[{g.round, g.table}];
            EXPECT_GE(g.table, d.tables.first);
            EXPECT_LE(g.table, d.tables.last);
            EXPECT_EQ(divisionOf.at(g.white), d.division.id);
            EXPECT_EQ(divisionOf.at(g.black), d.division.id);
        }
    }
    file.setDivision(std::nullopt);
    EXPECT_EQ(seen.size(), file.rounds().games().size());
    for (const auto& [key, n] : seen)
        EXPECT_EQ(n, 1) << "round " << key.first << " table " << key.second;
    // The grades the 6k group's games award: every player's 5 games counted, the table's grade.
    const Awards awards = computeAwards(file, sixKyu.id);
    ASSERT_TRUE(awards.refusal.done()) << toText(awards.refusal).toStdString();
    ASSERT_EQ(awards.rows.size(), 20u);
    int wins = 0;
    for (const AwardRow& row : awards.rows) {
        EXPECT_EQ(row.games, 5);
        wins += row.wins;
        if (row.wins >= 4)
            EXPECT_EQ(row.awarded, Rank::kyu(5));
        else if (row.wins == 3)
            EXPECT_EQ(row.awarded, Rank::kyu(6));
        else
            EXPECT_FALSE(row.awarded.has_value());
    }
    EXPECT_EQ(wins, 50); // one win a game: 10 games in each of 5 rounds
}

// #47 point 2: divisions pair and play their rounds independently — one division's round 2
// paired before another's round 1 — each at its own tables, numbered through the event; a
// round of one division unpaired leaves the other's round of the same number; the file, closed
// and opened again, holds each division's rounds.
TEST(Divisions, EachDivisionPairsItsOwnRoundsAtItsOwnTables) {
    DividedEvent e(10);
    ASSERT_TRUE(addDivision(*e.file, e.named("公开组", "Open", 3)).refusal.done());
    ASSERT_TRUE(movePlayers(*e.file, {e.ids[6], e.ids[7], e.ids[8], e.ids[9]}, 2, {}).done());
    // The event as a whole: which division?
    EXPECT_EQ(pairRoundInFile(*e.file, RoundNo{1}).refusal.kind, Refusal::Kind::Invalid);
    EXPECT_EQ(workInDivision(*e.file, QStringLiteral("nobody")).kind, Refusal::Kind::Invalid);
    // The open division: its own rounds (3), rounds 1 and 2 before the first division's round 1,
    // at tables 4–5 (the first division's six players take 1–3).
    ASSERT_TRUE(workInDivision(*e.file, QStringLiteral("open")).done());
    EXPECT_EQ(e.file->settings().get().rounds, 3);
    EXPECT_EQ(e.file->players().all().size(), 4u);
    for (int round = 1; round <= 2; ++round) {
        const PairedRound paired = pairRoundInFile(*e.file, RoundNo{round});
        ASSERT_TRUE(paired.done()) << toText(paired.refusal).toStdString();
        ASSERT_EQ(paired.stored.games.size(), 2u);
        EXPECT_EQ(paired.stored.games[0].table, 4);
        EXPECT_EQ(paired.stored.games[1].table, 5);
        EXPECT_EQ(paired.pairing.games[0].table, 4); // what the CLI prints
        for (const Game& g : paired.stored.games) {
            ResultRequest r;
            r.round = RoundNo{round};
            r.table = TableNo{g.table};
            r.result = GameResult::WhiteWins;
            ASSERT_TRUE(enterResult(*e.file, r).refusal.done());
        }
    }
    EXPECT_EQ(nextRoundToPair(*e.file), 3);
    EXPECT_EQ(pairRoundInFile(*e.file, RoundNo{4}).refusal.kind, Refusal::Kind::Invalid);
    // The first division: its round 1 now, at tables 1–3; its own 5 rounds.
    ASSERT_TRUE(workInDivision(*e.file, QStringLiteral("1")).done());
    EXPECT_EQ(e.file->settings().get().rounds, 5);
    EXPECT_EQ(nextRoundToPair(*e.file), 1);
    const PairedRound first = pairRoundInFile(*e.file, RoundNo{1});
    ASSERT_TRUE(first.done()) << toText(first.refusal).toStdString();
    ASSERT_EQ(first.stored.games.size(), 3u);
    EXPECT_EQ(first.stored.games.back().table, 3);
    EXPECT_EQ(e.file->rounds().games(RoundNo{1}).size(), 3u);
    // The whole event: both divisions' round 1.
    e.file->setDivision(std::nullopt);
    EXPECT_EQ(e.file->rounds().games(RoundNo{1}).size(), 5u);
    EXPECT_EQ(e.file->rounds().games().size(), 7u);
    // The first division's round 1 unpaired: the open division's round 1 stays.
    e.file->setDivision(kFirstDivision);
    ASSERT_TRUE(
        unpairRound(*e.file, RoundNo{1}, e.file->rounds().state(RoundNo{1})).refusal.done());
    e.file->setDivision(std::nullopt);
    EXPECT_EQ(e.file->rounds().games(RoundNo{1}).size(), 2u);
    // Closed and opened again: each division's rounds as they were.
    const QString path = e.file->path();
    e.file.reset();
    e.file = store::TournamentFile::open(path);
    e.file->setDivision(2);
    EXPECT_EQ(e.file->rounds().games().size(), 4u);
    EXPECT_EQ(nextRoundToPair(*e.file), 3);
    e.file->setDivision(kFirstDivision);
    EXPECT_TRUE(e.file->rounds().games().empty());
}

// A division's tables moved as players joined the one before it: a round that would play at a
// table another division's round of the same number holds is refused, naming the table, and
// nothing is written; a division given too few tables of its own is told so.
TEST(Divisions, ARoundAtTablesAnotherDivisionHoldsIsRefused) {
    DividedEvent e(8);
    ASSERT_TRUE(addDivision(*e.file, e.named("公开组", "Open", 3)).refusal.done());
    ASSERT_TRUE(movePlayers(*e.file, {e.ids[4], e.ids[5], e.ids[6], e.ids[7]}, 2, {}).done());
    e.file->setDivision(2);
    const PairedRound open = pairRoundInFile(*e.file, RoundNo{1});
    ASSERT_TRUE(open.done()) << toText(open.refusal).toStdString();
    EXPECT_EQ(open.stored.games.front().table, 3); // after the first division's 2 tables
    // Four more players in the first division: it needs tables 1–4 now.
    e.file->setDivision(std::nullopt);
    e.file->writeTransaction([&] {
        for (int i = 0; i < 4; ++i) {
            Player p;
            p.familyNative = "新手";
            p.givenNative = std::to_string(i + 1);
            p.declaredRank = Rank::amateur(1);
            p.status = RegistrationStatus::Final;
            e.file->players().add(p);
        }
    });
    e.file->setDivision(kFirstDivision);
    const PairedRound refused = pairRoundInFile(*e.file, RoundNo{1});
    EXPECT_EQ(refused.refusal.kind, Refusal::Kind::Refused);
    EXPECT_NE(toText(refused.refusal).indexOf(QStringLiteral("table 3")), -1)
        << toText(refused.refusal).toStdString();
    EXPECT_TRUE(e.file->rounds().games(RoundNo{1}).empty());
    // Tables of its own, too few: refused, naming them.
    Division first = e.file->divisions().all().front();
    first.tableFirst = 20;
    first.tableLast = 22;
    ASSERT_TRUE(editDivision(*e.file, kFirstDivision, first).refusal.done());
    const PairedRound few = pairRoundInFile(*e.file, RoundNo{1});
    EXPECT_EQ(few.refusal.kind, Refusal::Kind::Refused);
    EXPECT_NE(toText(few.refusal).indexOf(QStringLiteral("20–22")), -1)
        << toText(few.refusal).toStdString();
    first.tableLast = 25;
    ASSERT_TRUE(editDivision(*e.file, kFirstDivision, first).refusal.done());
    const PairedRound placed = pairRoundInFile(*e.file, RoundNo{1});
    ASSERT_TRUE(placed.done()) << toText(placed.refusal).toStdString();
    EXPECT_EQ(placed.stored.games.front().table, 20);
}

// A player moved with the director's reason after his division's round 1 plays the new
// division's round 1 too: the file holds both games and opens again.
TEST(Divisions, APlayerMovedAfterRoundOnePlaysTheNewDivisionsRound) {
    DividedEvent e(8);
    ASSERT_TRUE(addDivision(*e.file, e.named("公开组", "Open", 3)).refusal.done());
    ASSERT_TRUE(movePlayers(*e.file, {e.ids[4], e.ids[5], e.ids[6]}, 2, {}).done());
    e.file->setDivision(kFirstDivision);
    ASSERT_TRUE(pairRoundInFile(*e.file, RoundNo{1}).done());
    ASSERT_TRUE(movePlayers(*e.file, {e.ids[7]}, 2, QStringLiteral("wrong group")).done());
    e.file->setDivision(2);
    const PairedRound open = pairRoundInFile(*e.file, RoundNo{1});
    ASSERT_TRUE(open.done()) << toText(open.refusal).toStdString();
    EXPECT_EQ(open.stored.games.size(), 2u);
    const QString path = e.file->path();
    e.file.reset();
    e.file = store::TournamentFile::open(path);
    EXPECT_EQ(e.file->rounds().games(RoundNo{1}).size(), 4u);
    // The first division's history keeps him (as withdrawn from it), its standings too.
    e.file->setDivision(kFirstDivision);
    const std::vector<Player> first = e.file->players().all();
    ASSERT_EQ(first.size(), 5u);
    EXPECT_TRUE(std::any_of(first.begin(), first.end(),
                            [&](const Player& p) { return p.id == e.ids[7] && p.withdrawn; }));
    EXPECT_EQ(reviewRound(*e.file, RoundNo{1}).size(), 2u);
    // A division that has played stays: its players moved out, it is not removed.
    e.file->setDivision(std::nullopt);
    ASSERT_TRUE(movePlayers(*e.file, {e.ids[4], e.ids[5], e.ids[6], e.ids[7]}, kFirstDivision,
                            QStringLiteral("one group after all"))
                    .done());
    EXPECT_EQ(removeDivision(*e.file, 2).refusal.kind, Refusal::Kind::Store);
    EXPECT_EQ(e.file->divisions().all().size(), 2u);
}

// A player with the bye of one division's round 1, moved with a reason into an odd division,
// rests in its round 1 too: both byes kept, the file opens again.
TEST(Divisions, ABothDivisionsByeOfTheSameRoundNumberIsKept) {
    DividedEvent e(9);
    ASSERT_TRUE(addDivision(*e.file, e.named("公开组", "Open", 3)).refusal.done());
    ASSERT_TRUE(movePlayers(*e.file, {e.ids[5], e.ids[6]}, 2, {}).done());
    e.file->setDivision(kFirstDivision);
    const PairedRound first = pairRoundInFile(*e.file, RoundNo{1});
    ASSERT_TRUE(first.done()) << toText(first.refusal).toStdString();
    ASSERT_EQ(first.stored.byes.size(), 1u);
    const PlayerId rested = first.stored.byes.front().player;
    ASSERT_TRUE(movePlayers(*e.file, {rested}, 2, QStringLiteral("wrong group")).done());
    e.file->setDivision(2);
    const PairedRound open = pairRoundInFile(*e.file, RoundNo{1});
    ASSERT_TRUE(open.done()) << toText(open.refusal).toStdString();
    ASSERT_EQ(open.stored.byes.size(), 1u);
    EXPECT_EQ(open.stored.byes.front().player, rested); // the weakest again
    const QString path = e.file->path();
    e.file.reset();
    e.file = store::TournamentFile::open(path);
    EXPECT_EQ(e.file->rounds().byes(RoundNo{1}).size(), 2u);
}

// Players imported at the desk of a division join it; at the event's, the first.
TEST(Divisions, PlayersImportedInADivisionJoinIt) {
    DividedEvent e(2);
    ASSERT_TRUE(addDivision(*e.file, e.named("公开组", "Open", 3)).refusal.done());
    ImportBatch batch;
    for (int i = 0; i < 3; ++i) {
        Player p;
        p.familyNative = "导入";
        p.givenNative = std::to_string(i + 1);
        batch.players.push_back({p, i + 2});
    }
    e.file->setDivision(2);
    const store::ImportOutcome imported = e.file->players().import(batch);
    EXPECT_EQ(imported.added, 3);
    EXPECT_EQ(e.file->players().all().size(), 3u);
    e.file->setDivision(std::nullopt);
    EXPECT_EQ(e.file->divisions().playerCounts().at(2), 3);
    EXPECT_EQ(e.file->divisions().playerCounts().at(kFirstDivision), 2);
}

TEST(Divisions, ATeamEventHasNoDivisions) {
    QTemporaryDir dir;
    TournamentSettings s;
    s.nameNative = "团体赛";
    s.boards = 4;
    auto made = createTournament(test::tournamentAt(dir), s);
    ASSERT_TRUE(made.refusal.done());
    Division d;
    d.nameNative = "甲组";
    EXPECT_EQ(addDivision(*made.file, d).refusal.kind, Refusal::Kind::Refused);
    EXPECT_EQ(made.file->divisions().all().size(), 1u);
}

} // namespace
