#include "stages.h"
#include "stage_detail.h"

#include "base/qt_text.h"
#include "domain_text.h"
#include "pairing/knockout.h"
#include "pairing/round_robin.h"
#include "pairing_field.h"
#include "round_colours.h"
#include "rounds.h"
#include "tournament/result_codec.h"
#include "tournament/sha256.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <random>
#include <set>

namespace tengen {

namespace stage_detail {

std::map<PlayerId, Player> playersById(const store::TournamentFile& file) {
    std::map<PlayerId, Player> out;
    for (const Player& p : file.players().all())
        out[p.id] = p;
    return out;
}

QString nameOf(const std::map<PlayerId, Player>& players, PlayerId id) {
    const auto it = players.find(id);
    return it == players.end() ? QString::number(id.value())
                               : QString::fromStdString(it->second.displayName());
}

const Stage& stageNumbered(const std::vector<Stage>& stages, int stage) {
    if (stage < 1 || stage > static_cast<int>(stages.size()))
        throw store::StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "the event has no stage %1"),
                                        std::to_string(stage)),
                                store::StoreError::Kind::NotFound);
    return stages[static_cast<std::size_t>(stage - 1)];
}

std::optional<PlayerId> winnerOf(const Game& g) {
    if (g.result == GameResult::WhiteWins)
        return g.white;
    if (g.result == GameResult::BlackWins)
        return g.black;
    return std::nullopt;
}

void checkSeats(const Stage& s, const std::vector<StageSeat>& seats) {
    std::map<int, std::set<int>> numbers;
    for (const StageSeat& seat : seats)
        numbers[seat.group].insert(seat.seat);
    for (const auto& [group, taken] : numbers) {
        const int n = static_cast<int>(taken.size());
        const int most =
            isScheduled(s.format) ? n : pairing::bracketSize(static_cast<int>(seats.size()));
        if (*taken.begin() < 1 || *taken.rbegin() > most)
            throw store::StoreError(Problem(
                QT_TRANSLATE_NOOP("tengen", "stage %1, group %2: the players' numbers are not 1 "
                                            "to %3 (was the file edited by hand?); take the "
                                            "places back and place the players again"),
                std::to_string(s.number), groupLetter(group), std::to_string(most)));
    }
}

} // namespace stage_detail

using namespace stage_detail;

namespace {

const std::vector<Criterion> kRoundRobinCriteria = {Criterion::Nbw, Criterion::Sb, Criterion::Dc,
                                                    Criterion::Wins, Criterion::Koya};

// Strongest first: rating, then rank, then registration order.
std::vector<PlayerId> byStrength(const std::vector<Player>& players) {
    std::vector<pairing::Entrant> entrants;
    for (const Player& p : players)
        entrants.push_back(entrantFromPlayer(p));
    std::stable_sort(entrants.begin(), entrants.end(),
                     [](const pairing::Entrant& a, const pairing::Entrant& b) {
                         if (a.rating != b.rating)
                             return a.rating > b.rating;
                         return a.rank > b.rank;
                     });
    std::vector<PlayerId> out;
    for (const pairing::Entrant& e : entrants)
        out.push_back(e.id);
    return out;
}

// A lot anyone can draw again: the seed's SHA-256 seeds the shuffle.
void shuffleBySeed(std::vector<PlayerId>& ids, const std::string& seed) {
    const Sha256Digest digest =
        sha256(reinterpret_cast<const std::uint8_t*>(seed.data()), seed.size());
    std::seed_seq seq(digest.begin(), digest.end());
    std::mt19937_64 random(seq);
    // Fisher–Yates with the index by rejection: r uniform in [0, 2^64), kept below the largest
    // multiple of i, then r mod i (the standard library's distributions differ between
    // implementations; this does not).
    for (std::size_t i = ids.size(); i > 1; --i) {
        const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() -
                                    std::numeric_limits<std::uint64_t>::max() % i;
        std::uint64_t r = random();
        while (r >= limit)
            r = random();
        std::swap(ids[i - 1], ids[static_cast<std::size_t>(r % i)]);
    }
}

// The stage's field: its players, its games and byes renumbered from its first round.
pairing::Field stageField(const store::RoundInputs& in, const Stage& s,
                          const std::vector<StageSeat>& seats, int throughRound) {
    pairing::Field f;
    f.settings = in.pairing;
    f.rounds = std::max(1, s.rounds);
    std::set<PlayerId> inStage;
    for (const StageSeat& seat : seats)
        inStage.insert(seat.player);
    const bool scheduledOrBracket = isScheduled(s.format) || s.format == StageFormat::Knockout;
    for (const Player& p : in.players)
        if (inStage.count(p.id)) {
            pairing::Entrant e = entrantFromPlayer(p);
            if (scheduledOrBracket) { // his games are stored (forfeits too): nothing else counts
                e.absentRounds.clear();
                e.withdrawn = false;
                e.finalRegistration = true;
            }
            f.entrants.push_back(e);
        }
    for (Game g : in.games)
        if (g.round >= s.firstRound && g.round <= throughRound && inStage.count(g.white) &&
            inStage.count(g.black)) {
            g.round -= s.firstRound - 1;
            f.games.push_back(g);
        }
    for (Bye b : in.byes)
        if (b.round >= s.firstRound && b.round <= throughRound && inStage.count(b.player)) {
            b.round -= s.firstRound - 1;
            f.byes.push_back(b);
        }
    f.reindex();
    return f;
}

// Rule "half": the players who withdrew having played (at the board) fewer than half of their
// scheduled games; their games count for nobody.
std::set<PlayerId> annulledPlayers(const store::RoundInputs& in, const Stage& s,
                                   const std::vector<StageSeat>& seats,
                                   const pairing::Field& field) {
    std::set<PlayerId> out;
    if (!isScheduled(s.format) || s.withdrawal != WithdrawalRule::Half)
        return out;
    std::map<int, int> groupSize;
    for (const StageSeat& seat : seats)
        ++groupSize[seat.group];
    for (const StageSeat& seat : seats) {
        const auto p = std::find_if(in.players.begin(), in.players.end(),
                                    [&](const Player& x) { return x.id == seat.player; });
        if (p == in.players.end() || !p->withdrawn)
            continue;
        const bool twice = s.format == StageFormat::DoubleRoundRobin || s.doubleRounds;
        const int scheduled = (groupSize[seat.group] - 1) * (twice ? 2 : 1);
        const int played = static_cast<int>(
            std::count_if(field.games.begin(), field.games.end(),
                          [&](const Game& g) { return g.involves(seat.player) && g.wasPlayed(); }));
        if (2 * played < scheduled)
            out.insert(seat.player);
    }
    return out;
}

int lastPlayed(const std::vector<Game>& games) {
    int last = 0;
    for (const Game& g : games)
        if (g.result != GameResult::Unknown)
            last = std::max(last, g.round);
    return last;
}

} // namespace

std::vector<Stage> eventStages(const TournamentSettings& settings,
                               const std::vector<Stage>& stored) {
    if (!stored.empty()) {
        // A file edited by hand is read only as far as it makes sense.
        if (const Problem problem = validateStages(stored); !problem.empty())
            throw store::StoreError::translated(
                QCoreApplication::translate("tengen", "The file's stages cannot be used: %1")
                    .arg(toText(problem)));
        return stored;
    }
    Stage one;
    one.format =
        settings.system == PairingSystem::Swiss ? StageFormat::Swiss : StageFormat::McMahon;
    one.rounds = settings.rounds;
    return {one};
}

std::vector<Stage> eventStages(const store::TournamentFile& file) {
    return eventStages(file.settings().get(), file.stages().all());
}

const Stage* stageOf(const std::vector<Stage>& stages, int round) {
    for (const Stage& s : stages)
        if (s.contains(round))
            return &s;
    return nullptr;
}

QString systemOfRound(const store::TournamentFile& file, int round) {
    const std::vector<Stage> stages = eventStages(file);
    const Stage* s = stageOf(stages, std::max(1, round));
    return QString::fromUtf8(stageFormatId(s ? s->format : stages.back().format).data());
}

QString stageFormatName(StageFormat f) {
    switch (f) {
    case StageFormat::Swiss:
        return StageDocuments::tr("Swiss");
    case StageFormat::McMahon:
        return StageDocuments::tr("McMahon");
    case StageFormat::RoundRobin:
        return StageDocuments::tr("round robin");
    case StageFormat::DoubleRoundRobin:
        return StageDocuments::tr("double round robin");
    case StageFormat::Groups:
        return StageDocuments::tr("groups");
    case StageFormat::Knockout:
        return StageDocuments::tr("knockout");
    }
    return {};
}

QString stageTitle(const Stage& s) {
    const QString name =
        s.name.empty() ? stageFormatName(s.format) : QString::fromStdString(s.name);
    if (s.rounds <= 0)
        return StageDocuments::tr("Stage %1: %2 (from round %3)")
            .arg(s.number)
            .arg(name)
            .arg(s.firstRound);
    if (s.rounds == 1)
        return StageDocuments::tr("Stage %1: %2 (round %3)")
            .arg(s.number)
            .arg(name)
            .arg(s.firstRound);
    return StageDocuments::tr("Stage %1: %2 (rounds %3–%4)")
        .arg(s.number)
        .arg(name)
        .arg(s.firstRound)
        .arg(s.lastRound());
}

std::vector<Criterion> stageCriteria(const store::TournamentFile& file, const Stage& s) {
    if (s.format == StageFormat::Knockout)
        return {Criterion::Wins}; // its places are the bracket's; its games won beside them
    if (!isScheduled(s.format))
        return file.settings().pairing().placement;
    if (!s.criteria.empty()) {
        std::vector<Criterion> out;
        for (const QString& id : QString::fromStdString(s.criteria).split(QLatin1Char(',')))
            if (const auto c = tryParseCriterion(id.trimmed().toStdString()))
                out.push_back(*c);
        if (!out.empty())
            return out;
    }
    if (s.number == 1)
        return file.settings().pairing().placement;
    return kRoundRobinCriteria;
}

void makeStagedEvent(store::TournamentFile& file, const Stage& first) {
    file.writeTransaction([&] {
        PairingSettings p = PairingSettings::swiss();
        p.placement = kRoundRobinCriteria;
        p.nbwBye = p.mmsBye = 0;
        p.nbwAbsent = p.mmsAbsent = 0;
        p.handicapCorrection = 0;
        p.handicapCeiling = 0;
        file.settings().savePairing(p);
        Stage s = first;
        s.number = 1;
        s.firstRound = 1;
        s.rounds = 0;
        file.stages().save(file.stages().all(), {s});
    });
}

int lastRoundToShow(const store::TournamentFile& file) {
    int last = file.settings().get().rounds;
    for (const Stage& s : file.stages().all())
        if (s.rounds == 0)
            last = std::max(last, s.firstRound);
    return last;
}

std::vector<PlayerId> stageEntrants(const store::TournamentFile& file, int stageNo) {
    const std::vector<Stage> stages = eventStages(file);
    const Stage& s = stageNumbered(stages, stageNo);
    if (s.number == 1) {
        std::vector<Player> players = file.players().all();
        std::erase_if(players, [](const Player& p) {
            return p.withdrawn || p.status != RegistrationStatus::Final;
        });
        return byStrength(players);
    }
    const Stage& before = stages[static_cast<std::size_t>(s.number - 2)];
    // A player who withdrew (or whose registration is not final) does not go on: the next one
    // takes his place.
    const std::map<PlayerId, Player> players = playersById(file);
    const auto goesOn = [&](PlayerId id) {
        const auto p = players.find(id);
        return p != players.end() && !p->second.withdrawn &&
               p->second.status == RegistrationStatus::Final;
    };
    std::vector<PlayerId> out;
    if (before.format == StageFormat::Groups) {
        // The top of each group: winners first (group A's, B's …), then runners-up …
        const reports::StandingsTable table = stageStandings(file, before.number);
        const std::vector<StageSeat> seats = file.stages().seats(before.number);
        std::map<PlayerId, int> groupOf;
        for (const StageSeat& seat : seats)
            groupOf[seat.player] = seat.group;
        const int per =
            before.perGroup > 0 ? before.perGroup : s.entrants / std::max(1, before.groups);
        std::vector<std::vector<PlayerId>> ranked(static_cast<std::size_t>(before.groups));
        for (const StandingsRow& row : table.rows)
            if (goesOn(row.id))
                ranked[static_cast<std::size_t>(groupOf[row.id])].push_back(row.id);
        for (int place = 0; place < per; ++place)
            for (const auto& group : ranked)
                if (place < static_cast<int>(group.size()))
                    out.push_back(group[static_cast<std::size_t>(place)]);
    } else {
        for (const FinalPlace& p : finalPlaces(file))
            if (p.stage >= before.number && goesOn(p.player))
                out.push_back(p.player);
    }
    if (static_cast<int>(out.size()) > s.entrants)
        out.resize(static_cast<std::size_t>(s.entrants));
    return out;
}

Refusal stagePlacementRefusal(const store::TournamentFile& file, int stageNo) {
    const std::vector<Stage> stages = eventStages(file);
    if (file.stages().all().empty())
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP(
            "tengen", "this event is one Swiss or McMahon stage: nothing to place")));
    if (stageNo < 1 || stageNo > static_cast<int>(stages.size()))
        return Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "the event has no stage %1"),
                                        std::to_string(stageNo)));
    const Stage& s = stages[static_cast<std::size_t>(stageNo - 1)];
    if (!isScheduled(s.format) && s.format != StageFormat::Knockout)
        return Refusal::invalid(Problem(
            QT_TRANSLATE_NOOP("tengen", "stage %1 is paired round by round: nothing to place"),
            std::to_string(stageNo)));
    if (!file.stages().seats(stageNo).empty())
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "stage %1 has its players placed already"),
                    std::to_string(stageNo)));
    // A later stage takes the top of one that is over: every round paired, every result in, a
    // knockout decided (its places cannot change once they are taken).
    if (stageNo > 1) {
        const Stage& before = stages[static_cast<std::size_t>(stageNo - 2)];
        const std::vector<Game> games = file.rounds().games();
        const std::vector<Bye> byes = file.rounds().byes();
        for (int round = before.firstRound; round <= before.lastRound(); ++round) {
            const bool paired = std::any_of(games.begin(), games.end(),
                                            [&](const Game& g) { return g.round == round; }) ||
                                std::any_of(byes.begin(), byes.end(),
                                            [&](const Bye& b) { return b.round == round; });
            const bool open = std::any_of(games.begin(), games.end(), [&](const Game& g) {
                return g.round == round && g.result == GameResult::Unknown;
            });
            // A knockout's last rounds may stay empty (best of three decided 2–0).
            if ((!paired && before.format != StageFormat::Knockout) || open)
                return Refusal::invalid(Problem(
                    QT_TRANSLATE_NOOP("tengen", "stage %1 is not over: round %2 is not paired or "
                                                "has a game without a result"),
                    std::to_string(before.number), std::to_string(round)));
        }
        if (before.format == StageFormat::Knockout && !bracketOf(file, before.number).champion)
            return Refusal::invalid(
                Problem(QT_TRANSLATE_NOOP("tengen", "stage %1 is not over: its bracket has no "
                                                    "winner yet"),
                        std::to_string(before.number)));
    }
    const int entrants = static_cast<int>(stageEntrants(file, stageNo).size());
    const int minimum = s.format == StageFormat::Groups ? 3 * s.groups : 2;
    if (entrants < minimum)
        return Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "stage %1 needs at least %2 players; it has %3"),
                    std::to_string(stageNo), std::to_string(minimum), std::to_string(entrants)));
    return {};
}

std::vector<StageSeat> placeStagePlayers(store::TournamentFile& file, int stageNo,
                                         const std::optional<std::string>& givenSeed) {
    std::vector<StageSeat> seats;
    file.writeTransaction([&] {
        // Pairing a stage's first round places its players: a refusal goes on as that
        // pairing's (its API reports by exception).
        if (const Refusal refused = stagePlacementRefusal(file, stageNo))
            throw asStoreError(refused);
        const std::vector<Stage> stages = eventStages(file);
        const Stage& s = stages[static_cast<std::size_t>(stageNo - 1)];
        std::vector<PlayerId> ids = stageEntrants(file, stageNo);
        std::string seed;
        const bool fromGroups =
            stageNo > 1 &&
            stages[static_cast<std::size_t>(stageNo - 2)].format == StageFormat::Groups;
        if (s.seeding == StageSeeding::Lots && !fromGroups) { // a knockout crossed by group: never
            if (givenSeed) {
                seed = *givenSeed;
            } else { // 32 bytes of the system's randomness, as a colour draw's seed
                const Seed fresh = freshSeed();
                seed = toHex(fresh.data(), fresh.size());
            }
            shuffleBySeed(ids, seed);
        }
        const int n = static_cast<int>(ids.size());
        if (s.format == StageFormat::Groups) {
            std::map<PlayerId, Player> players = playersById(file);
            std::vector<std::string> club, country;
            for (PlayerId id : ids) {
                club.push_back(players[id].club);
                country.push_back(players[id].country);
            }
            const std::vector<int> group = pairing::snakeGroups(club, country, s.groups);
            std::vector<int> next(static_cast<std::size_t>(s.groups), 1);
            // Seats by strength within each group (the snake keeps seeding order row by row).
            for (int i = 0; i < n; ++i)
                seats.push_back(
                    {ids[static_cast<std::size_t>(i)], group[static_cast<std::size_t>(i)],
                     next[static_cast<std::size_t>(group[static_cast<std::size_t>(i)])]++});
        } else if (s.format == StageFormat::Knockout) {
            std::vector<pairing::BracketEntrant> entrants(ids.size());
            if (fromGroups) {
                std::map<PlayerId, int> groupOf;
                for (const StageSeat& seat : file.stages().seats(s.number - 1))
                    groupOf[seat.player] = seat.group;
                // Winners first, then runners-up: a tier ends where a group comes again.
                std::set<int> seen;
                int place = 1;
                for (std::size_t i = 0; i < ids.size(); ++i) {
                    const int g = groupOf[ids[i]];
                    if (!seen.insert(g).second) {
                        seen = {g};
                        ++place;
                    }
                    entrants[i] = {g, place};
                }
            }
            const std::vector<int> inSlot = pairing::bracketSlots(entrants);
            for (std::size_t slot = 0; slot < inSlot.size(); ++slot) {
                const int i = inSlot[slot];
                if (i >= 0)
                    seats.push_back({ids[static_cast<std::size_t>(i)],
                                     std::max(0, entrants[static_cast<std::size_t>(i)].group),
                                     static_cast<int>(slot) + 1});
            }
        } else {
            for (int i = 0; i < n; ++i)
                seats.push_back({ids[static_cast<std::size_t>(i)], 0, i + 1});
        }
        file.stages().place(stageNo, seats, stageRoundsFor(s, n), seed);
        // Groups that send their top players on, and nothing after them yet: the knockout
        // follows (one game a match; `stage remove` and `stage add` make it otherwise).
        if (s.format == StageFormat::Groups && s.perGroup > 0 &&
            stageNo == static_cast<int>(stages.size())) {
            const std::vector<Stage> now = file.stages().all();
            std::vector<Stage> wanted = now;
            Stage ko;
            ko.number = stageNo + 1;
            ko.format = StageFormat::Knockout;
            ko.firstRound = now.back().lastRound() + 1;
            ko.entrants = s.groups * s.perGroup;
            wanted.push_back(ko);
            file.stages().save(now, wanted);
        }
    });
    return seats;
}

namespace {

// Who does not come to `round`: withdrawn, marked absent, or no longer registered.
std::function<bool(PlayerId)> awayIn(const store::RoundInputs& in, int round) {
    std::map<PlayerId, const Player*> players;
    for (const Player& p : in.players)
        players[p.id] = &p;
    return [players = std::move(players), round](PlayerId id) {
        const auto p = players.find(id);
        return p == players.end() || p->second->withdrawn ||
               p->second->participation(round) == Participation::Absent;
    };
}

// The bracket from the stage's slots and the file's games.
Bracket makeBracket(const store::RoundInputs& in, const std::vector<StageDecision>& decisions,
                    const Stage& s, const std::vector<StageSeat>& seats) {
    Bracket b;
    b.stage = s;
    b.placed = !seats.empty();
    int maxSlot = 0;
    for (const StageSeat& seat : seats)
        maxSlot = std::max(maxSlot, seat.seat);
    b.size = pairing::bracketSize(maxSlot);
    while ((1 << b.rounds) < b.size)
        ++b.rounds;
    struct Slot {
        std::optional<PlayerId> id;
        bool known = true; // false: the winner of a match not decided yet
    };
    std::vector<Slot> level(static_cast<std::size_t>(b.size));
    for (const StageSeat& seat : seats)
        level[static_cast<std::size_t>(seat.seat - 1)].id = seat.player;
    const int gamesPer = s.bestOf == 3 ? 3 : 1;
    const int needed = s.bestOf == 3 ? 2 : 1;
    std::vector<std::optional<PlayerId>> semiLosers;
    for (int j = 1; j <= b.rounds; ++j) {
        const int first = s.firstRound + (j - 1) * gamesPer;
        const int last = first + gamesPer - 1;
        std::vector<Slot> next;
        const auto play = [&](BracketMatch& m) {
            if (!m.upper || !m.lower)
                return;
            for (const Game& g : in.games)
                if (g.round >= first && g.round <= last && g.involves(*m.upper) &&
                    g.involves(*m.lower)) {
                    m.games.push_back(g);
                    std::optional<PlayerId> w = winnerOf(g);
                    if (!w && g.result != GameResult::Unknown) {
                        const auto d = std::find_if(
                            decisions.begin(), decisions.end(), [&](const StageDecision& x) {
                                return x.stage == s.number && x.round == g.round &&
                                       x.table == g.table;
                            });
                        if (d != decisions.end()) {
                            w = d->winner;
                            m.decision = QString::fromStdString(d->reason);
                        } else {
                            m.needsDecision = true;
                        }
                    }
                    if (w == m.upper)
                        ++m.upperWins;
                    else if (w == m.lower)
                        ++m.lowerWins;
                }
            if (m.upperWins >= needed)
                m.winner = m.upper;
            else if (m.lowerWins >= needed)
                m.winner = m.lower;
            if (m.winner)
                m.needsDecision = false;
        };
        for (int m = 0; m < b.size >> j; ++m) {
            const Slot& up = level[static_cast<std::size_t>(2 * m)];
            const Slot& down = level[static_cast<std::size_t>(2 * m + 1)];
            BracketMatch match;
            match.bracketRound = j;
            match.match = m;
            match.upper = up.id;
            match.lower = down.id;
            match.upperKnown = up.known;
            match.lowerKnown = down.known;
            Slot goesOn;
            if (up.known && down.known && (!up.id || !down.id)) {
                goesOn.id = up.id ? up.id : down.id; // a bye (or nobody)
                match.winner = goesOn.id;
            } else if (up.known && down.known) {
                play(match);
                goesOn.id = match.winner;
                goesOn.known = match.winner.has_value();
            } else {
                goesOn.known = false;
            }
            if (j == b.rounds - 1 && s.thirdPlace) {
                if (match.winner && match.upper && match.lower)
                    semiLosers.push_back(match.winner == match.upper ? match.lower : match.upper);
                else
                    semiLosers.push_back(std::nullopt);
            }
            next.push_back(goesOn);
            b.matches.push_back(match);
        }
        if (j == b.rounds) {
            if (next.size() == 1 && next.front().known)
                b.champion = next.front().id;
            if (s.thirdPlace && b.rounds >= 2) {
                BracketMatch third;
                third.bracketRound = j;
                third.match = 1;
                third.thirdPlace = true;
                third.upperKnown = semiLosers.size() == 2 && semiLosers[0].has_value();
                third.lowerKnown = semiLosers.size() == 2 && semiLosers[1].has_value();
                if (third.upperKnown)
                    third.upper = semiLosers[0];
                if (third.lowerKnown)
                    third.lower = semiLosers[1];
                play(third);
                b.matches.push_back(third);
            }
        }
        level = std::move(next);
    }
    return b;
}

// A knockout's round: the matches of its bracket round that are still open, game by game.
StageRound knockoutRound(const store::RoundInputs& in, const Bracket& b, int round) {
    const Stage& s = b.stage;
    const int gamesPer = s.bestOf == 3 ? 3 : 1;
    const int j = (round - s.firstRound) / gamesPer + 1;
    const int game = (round - s.firstRound) % gamesPer + 1; // 1..3
    for (const BracketMatch& m : b.matches)
        if (m.bracketRound == j - 1 && !m.thirdPlace && !m.winner)
            throw store::StoreError(Problem(
                QT_TRANSLATE_NOOP("tengen", "round %1 cannot be paired yet: a match of the round "
                                            "before it is not decided (a result, or the "
                                            "referee's decision, is missing)"),
                std::to_string(round)));
    // Game 2 or 3 of a bracket round: only once every open match's games before it have their
    // results (and the referee's decisions).
    for (const BracketMatch& m : b.matches)
        if (m.bracketRound == j && m.upper && m.lower && !m.winner &&
            (static_cast<int>(m.games.size()) < game - 1 || m.needsDecision ||
             std::any_of(m.games.begin(), m.games.end(),
                         [](const Game& g) { return g.result == GameResult::Unknown; })))
            throw store::StoreError(Problem(
                QT_TRANSLATE_NOOP("tengen", "round %1 cannot be paired yet: a game of the round "
                                            "before it has no result (or needs the referee's "
                                            "decision)"),
                std::to_string(round)));
    const auto away = awayIn(in, round);
    StageRound out;
    int table = 0;
    for (const BracketMatch& m : b.matches) {
        if (m.bracketRound != j || !m.upper || !m.lower || m.winner)
            continue;
        if (static_cast<int>(m.games.size()) >= game)
            continue;
        Game g;
        g.round = round;
        g.table = ++table;
        // The upper player has White in games 1 and 3; the colours alternate.
        const bool upperWhite = game % 2 == 1;
        g.white = upperWhite ? *m.upper : *m.lower;
        g.black = upperWhite ? *m.lower : *m.upper;
        const bool whiteAway = away(g.white), blackAway = away(g.black);
        if (whiteAway != blackAway) {
            g.byForfeit = true;
            g.result = whiteAway ? GameResult::BlackWins : GameResult::WhiteWins;
        }
        out.games.push_back(g);
    }
    return out;
}

} // namespace

namespace stage_detail {

StageRound scheduledRound(const store::RoundInputs& in, const Stage& s,
                          const std::vector<StageSeat>& seats, int round) {
    StageRound out;
    const int stageRoundNo = round - s.firstRound + 1;
    const bool twice = s.format == StageFormat::DoubleRoundRobin || s.doubleRounds;
    std::map<int, std::map<int, PlayerId>> groups; // group -> seat -> player
    for (const StageSeat& seat : seats)
        groups[seat.group][seat.seat] = seat.player;
    const auto away = awayIn(in, round);
    int table = 0;
    for (const auto& [group, bySeat] : groups) {
        const int n = static_cast<int>(bySeat.size());
        if (stageRoundNo > pairing::bergerRounds(n) * (twice ? 2 : 1))
            continue; // a smaller group has finished
        for (const auto& [w, b] : pairing::roundRobinRound(n, stageRoundNo, twice)) {
            Game g;
            g.round = round;
            g.table = ++table;
            g.white = bySeat.at(w);
            g.black = bySeat.at(b);
            const bool whiteAway = away(g.white), blackAway = away(g.black);
            if (whiteAway || blackAway) {
                g.byForfeit = true;
                g.result = whiteAway && blackAway ? GameResult::BothLose
                           : whiteAway            ? GameResult::BlackWins
                                                  : GameResult::WhiteWins;
            }
            out.games.push_back(g);
        }
        if (const int bye = pairing::roundRobinBye(n, stageRoundNo, twice))
            out.byes.push_back({round, bySeat.at(bye)});
    }
    return out;
}

} // namespace stage_detail

StageRound stageRound(const store::TournamentFile& file, int round) {
    const store::RoundInputs in = file.roundInputs();
    const std::vector<Stage> stages = eventStages(in.settings, file.stages().all());
    const Stage* s = stageOf(stages, round);
    if (!s || (!isScheduled(s->format) && s->format != StageFormat::Knockout))
        throw store::StoreError(Problem(
            QT_TRANSLATE_NOOP("tengen", "round %1 is not in a round-robin or knockout stage"),
            std::to_string(round)));
    const std::vector<StageSeat> seats = file.stages().seats(s->number);
    if (seats.empty())
        throw store::StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "stage %1's players are not "
                                                                    "placed yet"),
                                        std::to_string(s->number)));
    if (round > s->lastRound())
        throw store::StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is outside 1..%2"),
                                        std::to_string(round), std::to_string(s->lastRound())));
    checkSeats(*s, seats);
    if (isScheduled(s->format))
        return scheduledRound(in, *s, seats, round);
    return knockoutRound(in, makeBracket(in, file.stages().decisions(), *s, seats), round);
}

pairing::RoundPairing pairStageRoundInFile(store::TournamentFile& file, RoundNo round,
                                           store::RoundState* stored) {
    pairing::RoundPairing pairing;
    pairing.round = round;
    // One transaction: two desks pairing the stage's first round at once place its players once
    // and pair it once (the other is told it is paired).
    file.writeTransaction([&] {
        if (const int last = lastRoundToShow(file); round < 1 || round > last)
            throw store::StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is outside the event's rounds (1 to "
                                                    "%2)"),
                        std::to_string(round.value()), std::to_string(last)));
        if (!file.rounds().games(round).empty() || !file.rounds().byes(round).empty())
            throw store::StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is already paired; unpair it first"),
                        std::to_string(round.value())));
        const std::vector<Stage> stages = eventStages(file);
        const Stage* s = stageOf(stages, round);
        if (s && file.stages().seats(s->number).empty() && round == s->firstRound)
            placeStagePlayers(file, s->number);
        const StageRound made = stageRound(file, round);
        if (made.games.empty())
            throw store::StoreError(Problem(
                QT_TRANSLATE_NOOP("tengen", "Round %1 has no game to pair: every match of its "
                                            "bracket round is decided"),
                std::to_string(round.value())));
        file.rounds().save(round, made.games, made.byes, QStringLiteral("round.pair"));
        if (stored)
            *stored = store::RoundState::ordered(made.games, made.byes);
        for (const Game& g : made.games)
            pairing.games.push_back({g.table, g.white, g.black, g.handicap});
        if (!made.byes.empty())
            pairing.bye = made.byes.front().player;
    });
    return pairing;
}

int knockoutStage(const store::TournamentFile& file) {
    int out = 0;
    for (const Stage& s : file.stages().all())
        if (s.format == StageFormat::Knockout)
            out = s.number;
    return out;
}

Bracket bracketOf(const store::TournamentFile& file, int stageNo, int afterRound) {
    store::RoundInputs in = file.roundInputs();
    const std::vector<Stage> stages = eventStages(in.settings, file.stages().all());
    const Stage& s = stageNumbered(stages, stageNo);
    if (s.format != StageFormat::Knockout)
        throw store::StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "stage %1 is not a knockout"),
                                        std::to_string(stageNo)));
    std::vector<StageDecision> decisions = file.stages().decisions();
    if (afterRound > 0) { // the bracket as it stood then
        std::erase_if(in.games, [&](const Game& g) { return g.round > afterRound; });
        std::erase_if(in.byes, [&](const Bye& b) { return b.round > afterRound; });
        std::erase_if(decisions, [&](const StageDecision& d) { return d.round > afterRound; });
    }
    return makeBracket(in, decisions, s, file.stages().seats(stageNo));
}

namespace {

// A knockout's places as tiers, best first, each tier sharing its place: the champion (or,
// while the bracket is played, everyone not out yet together), then those who went out in
// each round, the latest first — the final's loser, third and fourth by the game for third
// place when it is decided (else the semi-finals' losers together), the quarter-finals' …
std::vector<std::vector<PlayerId>> knockoutTiers(const store::TournamentFile& file, int stage,
                                                 int afterRound) {
    const Bracket b = bracketOf(file, stage, afterRound);
    std::vector<std::vector<PlayerId>> tiers;
    const BracketMatch* third = nullptr;
    std::set<PlayerId> out;
    for (const BracketMatch& m : b.matches) {
        if (m.thirdPlace)
            third = &m;
        else if (m.winner && m.upper && m.lower)
            out.insert(m.winner == m.upper ? *m.lower : *m.upper);
    }
    if (b.champion) {
        tiers.push_back({*b.champion});
    } else {
        std::vector<PlayerId> alive;
        for (const StageSeat& seat : file.stages().seats(stage))
            if (!out.count(seat.player))
                alive.push_back(seat.player);
        tiers.push_back(alive);
    }
    for (int j = b.rounds; j >= 1; --j) {
        if (j == b.rounds - 1 && third && third->winner) {
            tiers.push_back({*third->winner});
            tiers.push_back({third->winner == third->upper ? *third->lower : *third->upper});
            continue;
        }
        std::vector<PlayerId> lost;
        for (const BracketMatch& m : b.matches)
            if (m.bracketRound == j && !m.thirdPlace && m.winner && m.upper && m.lower)
                lost.push_back(m.winner == m.upper ? *m.lower : *m.upper);
        tiers.push_back(lost);
    }
    return tiers;
}

} // namespace

std::optional<int> advanceKnockout(store::TournamentFile& file) {
    const int k = knockoutStage(file);
    if (k == 0)
        return std::nullopt;
    const Bracket b = bracketOf(file, k);
    if (!b.placed || std::all_of(b.matches.begin(), b.matches.end(), [](const BracketMatch& m) {
            return m.winner.has_value() ||
                   (m.thirdPlace && (!m.upper || !m.lower) && m.upperKnown && m.lowerKnown);
        }))
        return std::nullopt;
    const Stage& s = b.stage;
    for (int round = s.firstRound; round <= s.lastRound(); ++round) {
        if (!file.rounds().games(RoundNo{round}).empty())
            continue;
        try {
            const StageRound made = stageRound(file, round);
            if (made.games.empty())
                continue; // best of three: no third game needed
            pairStageRoundInFile(file, RoundNo{round});
            return round;
        } catch (const store::StoreError&) {
            return std::nullopt; // not decided yet, or this desk may not pair
        }
    }
    return std::nullopt;
}

std::optional<int> knockoutPairedAfter(const store::TournamentFile& file, int round) {
    if (file.stages().all().empty())
        return std::nullopt;
    const std::vector<Stage> stages = eventStages(file);
    const Stage* s = stageOf(stages, round);
    if (!s || s->format != StageFormat::Knockout)
        return std::nullopt;
    std::optional<int> later;
    for (const Game& g : file.rounds().games())
        if (g.round > round && g.round <= s->lastRound())
            later = std::max(later.value_or(0), g.round);
    return later;
}

reports::StandingsTable stageStandings(const store::TournamentFile& file, int stageNo,
                                       int afterRound, bool grouped) {
    const store::RoundInputs in = file.roundInputs();
    const std::vector<Stage> stages = eventStages(in.settings, file.stages().all());
    const Stage& s = stageNumbered(stages, stageNo);
    std::vector<StageSeat> seats = file.stages().seats(stageNo);
    if (seats.empty() && s.number == 1 && !isScheduled(s.format) &&
        s.format != StageFormat::Knockout) { // a Swiss or McMahon stage: everyone
        for (const Player& p : in.players)
            seats.push_back({p.id, 0, 1});
    }
    const int through = afterRound > 0
                            ? std::min(afterRound, s.rounds > 0 ? s.lastRound() : afterRound)
                            : (s.rounds > 0 ? s.lastRound() : in.settings.rounds);
    // Whether a withdrawal annuls is a fact of the whole stage, whatever round is asked for.
    const int stageEnd = s.rounds > 0 ? s.lastRound() : in.settings.rounds;
    pairing::Field field = stageField(in, s, seats, stageEnd);
    const std::set<PlayerId> annulled = annulledPlayers(in, s, seats, field);
    if (through < stageEnd)
        field = stageField(in, s, seats, through);
    std::erase_if(field.games, [&](const Game& g) {
        return annulled.count(g.white) || annulled.count(g.black);
    });
    std::erase_if(field.entrants,
                  [&](const pairing::Entrant& e) { return annulled.count(e.id) > 0; });
    field.reindex();
    if (isScheduled(s.format)) {
        field.settings.nbwBye = field.settings.mmsBye = 0; // a rest round scores nothing
        field.settings.nbwAbsent = field.settings.mmsAbsent = 0;
    }
    const std::map<PlayerId, Player> players = playersById(file);
    reports::PlayerNames names;
    names.display = [players](PlayerId id) { return players.at(id).displayName(); };
    names.latin = [players](PlayerId id) { return players.at(id).latinName(); };
    const int stageAfter = afterRound > 0
                               ? std::max(0, std::min(afterRound, through) - s.firstRound + 1)
                               : std::max(0, lastPlayed(field.games));
    reports::StandingsTable table =
        reports::buildStandings(field, stageAfter, stageCriteria(file, s), names);
    if (s.format == StageFormat::Knockout) {
        // A knockout's places are the bracket's (#44): the champion, the runner-up, third and
        // fourth, then the rounds they went out in, shared — never a sum of scores.
        std::vector<PlayerId> order;
        std::map<PlayerId, std::pair<int, bool>> placeOf;
        int next = 1;
        for (const auto& tier : knockoutTiers(file, stageNo, afterRound > 0 ? through : 0)) {
            for (PlayerId p : tier) {
                order.push_back(p);
                placeOf[p] = {next, tier.size() > 1};
            }
            next += static_cast<int>(tier.size());
        }
        reports::reorderRows(table, order);
        for (StandingsRow& row : table.rows) {
            const auto p = placeOf.find(row.id);
            row.place = p != placeOf.end() ? p->second.first : next++;
            row.shared = p != placeOf.end() && p->second.second;
        }
    }
    if (s.format == StageFormat::Groups && grouped) {
        // Places within each group: the rows group by group, numbered down the table.
        std::map<PlayerId, int> groupOf;
        for (const StageSeat& seat : seats)
            groupOf[seat.player] = seat.group;
        std::vector<PlayerId> order;
        for (const StandingsRow& row : table.rows)
            order.push_back(row.id);
        std::stable_sort(order.begin(), order.end(),
                         [&](PlayerId a, PlayerId b) { return groupOf[a] < groupOf[b]; });
        reports::reorderRows(table, order);
        int group = -1, place = 0, seen = 0;
        std::vector<std::string> previous;
        for (StandingsRow& row : table.rows) {
            if (groupOf[row.id] != group) {
                group = groupOf[row.id];
                seen = 0;
                previous.clear();
            }
            ++seen;
            row.shared = !previous.empty() && row.values == previous && place > 0;
            if (!row.shared)
                place = seen;
            row.place = place;
            row.category = group;
            previous = row.values;
        }
        table.categories = s.groups;
        table.placesInCategory = true;
    }
    return table;
}

int stageOfStandings(const store::TournamentFile& file, int afterRound) {
    const std::vector<Stage> stages = eventStages(file);
    const Stage* s = stageOf(stages, std::max(1, afterRound));
    return s ? s->number : 1;
}

std::vector<FinalPlace> finalPlaces(const store::TournamentFile& file, int afterRound) {
    const std::vector<Stage> stages = eventStages(file);
    std::vector<FinalPlace> out;
    std::set<PlayerId> placed;
    int next = 1;
    for (auto s = stages.rbegin(); s != stages.rend(); ++s) {
        if (s->number > 1 && file.stages().seats(s->number).empty())
            continue; // not reached yet
        if (afterRound > 0 && s->number > 1 && s->firstRound > afterRound)
            continue; // not reached by then
        if (s->format == StageFormat::Knockout) {
            for (const auto& tier : knockoutTiers(file, s->number, afterRound)) {
                int added = 0;
                for (PlayerId p : tier)
                    if (placed.insert(p).second) {
                        out.push_back({p, next, tier.size() > 1, s->number});
                        ++added;
                    }
                next += added;
            }
            continue;
        }
        const reports::StandingsTable table = stageStandings(file, s->number, afterRound);
        std::vector<const StandingsRow*> rows;
        for (const StandingsRow& row : table.rows)
            rows.push_back(&row);
        if (s->format == StageFormat::Groups) {
            // By place in the group, then across the groups by the criteria (the order the
            // stage's players stand in before they are grouped).
            std::map<PlayerId, std::size_t> criteriaOrder;
            const reports::StandingsTable whole =
                stageStandings(file, s->number, afterRound, /*grouped=*/false);
            for (std::size_t k = 0; k < whole.rows.size(); ++k)
                criteriaOrder[whole.rows[k].id] = k;
            std::sort(rows.begin(), rows.end(), [&](const StandingsRow* a, const StandingsRow* b) {
                return a->place != b->place ? a->place < b->place
                                            : criteriaOrder[a->id] < criteriaOrder[b->id];
            });
        }
        int last = 0, lastPlace = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const StandingsRow& row = *rows[i];
            if (placed.count(row.id))
                continue;
            const bool tied = i > 0 && rows[i - 1]->place == row.place &&
                              rows[i - 1]->values == row.values && last > 0;
            const int place = tied ? lastPlace : next;
            if (tied && !out.empty())
                out.back().shared = true;
            out.push_back({row.id, place, tied, s->number});
            placed.insert(row.id);
            lastPlace = place;
            ++last;
            ++next;
        }
    }
    return out;
}

} // namespace tengen
