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
            throw store::StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen",
                                          "stage %1, group %2: the players' numbers are not 1 "
                                          "to %3 (was the file edited by hand?); take the "
                                          "places back and place the players again"),
                        std::to_string(s.number), groupLetter(group), std::to_string(most)),
                store::StoreError::Kind::Damaged);
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

} // namespace

std::vector<Stage> eventStages(const TournamentSettings& settings,
                               const std::vector<Stage>& stored) {
    if (!stored.empty()) {
        // A file edited by hand is read only as far as it makes sense.
        if (const Problem problem = validateStages(stored); !problem.empty())
            throw store::StoreError::translated(
                QCoreApplication::translate("tengen", "The file's stages cannot be used: %1")
                    .arg(toText(problem)),
                store::StoreError::Kind::Damaged);
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
        // The stages are the first division's (#47): its players, whatever division is shown.
        std::vector<Player> players = file.players().everyone();
        std::erase_if(players, [](const Player& p) {
            return p.withdrawn || p.status != RegistrationStatus::Final ||
                   p.division != kFirstDivision;
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

std::vector<StageSeat> stage_detail::placePlayers(store::TournamentFile& file, int stageNo,
                                                  const std::optional<std::string>& givenSeed) {
    std::vector<StageSeat> seats;
    file.writeTransaction([&] {
        if (Refusal refused = stagePlacementRefusal(file, stageNo))
            refuse(std::move(refused));
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

} // namespace tengen
