#include "rounds.h"

#include "divisions.h"
#include "event_format.h"
#include "stages.h"

#include "pairing_field.h"
#include "tournament/result_codec.h"

#include <QCoreApplication>
#include <QObject>
#include <QRegularExpression>
#include <algorithm>
#include <set>

namespace tengen {

pairing::Field fieldForRound(const store::TournamentFile& file, RoundNo round) {
    return fieldForRound(file.roundInputs(), round);
}

pairing::Field fieldForRound(const store::RoundInputs& in, RoundNo round) {
    pairing::Field f;
    f.rounds = in.settings.rounds;
    f.settings = in.pairing;
    for (const Player& p : in.players) {
        f.entrants.push_back(entrantFromPlayer(p));
        if (p.participation(round) == Participation::ByeRequested && !p.withdrawn &&
            p.status == RegistrationStatus::Final)
            f.byes.push_back({round, p.id});
    }
    for (const Game& g : in.games)
        if (g.round < round)
            f.games.push_back(g);
    for (const Bye& b : in.byes)
        if (b.round < round)
            f.byes.push_back(b);
    for (const store::PairingConstraint& c : in.constraints) {
        if (c.kind == QLatin1String("forbidden"))
            f.forbiddenPairs.emplace_back(c.a, c.b);
        else if (c.kind == QLatin1String("fixed") && c.round == round)
            f.fixedPairs.emplace_back(c.a, c.b);
        else if (c.kind == QLatin1String("table") && (c.round == 0 || c.round == round))
            f.reservedTables.emplace_back(c.a, c.table);
    }
    f.reindex();
    return f;
}

QString playerDisplayName(const store::TournamentFile& file, PlayerId id) {
    const auto p = file.players().find(id);
    return p ? QString::fromStdString(p->displayName()) : QString::number(id);
}

int nextRoundToPair(const store::TournamentFile& file) {
    const int rounds = file.settings().get().rounds;
    for (int r = 1; r <= rounds; ++r)
        if (file.rounds().games(RoundNo{r}).empty())
            return r;
    return rounds + 1;
}

namespace {

// The round paired from the field as it is now, and stored if the file still holds that field.
// A rule that says no is thrown as RefusalThrown (caught by pairRoundInFile).
pairing::RoundPairing pairAndStore(store::TournamentFile& file, RoundNo round,
                                   store::RoundState* stored,
                                   const std::function<void()>& beforeStore = {},
                                   std::chrono::milliseconds* computed = nullptr) {
    pairing::Field field;
    store::Revisions inputs;
    {
        const store::RoundInputs in = file.roundInputs(); // one call, one read transaction
        const int rounds = in.settings.rounds;
        if (round < 1 || round > rounds)
            refuse(
                Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is outside 1..%2"),
                                         problemArg(round), problemArg(rounds))));
        if (std::any_of(in.games.begin(), in.games.end(),
                        [round](const Game& g) { return g.round == round; }))
            refuse(Refusal::refused(
                Problem(QT_TRANSLATE_NOOP("tengen", "round %1 is already paired; unpair it first"),
                        problemArg(round))));
        inputs = in.revisions;
        field = fieldForRound(in, round);
    }
    // A table kept for a player is an event-wide number: in a division, one of its own tables
    // counted from its first, and only for its players (#47).
    const DivisionPlace place = divisionPlace(file);
    if (place.divided) {
        std::erase_if(field.reservedTables, [&](const std::pair<PlayerId, int>& kept) {
            return field.indexOf(kept.first) < 0 || kept.second < place.tables.first ||
                   (place.ownRange && kept.second > place.tables.last);
        });
        for (auto& kept : field.reservedTables)
            kept.second -= place.tables.first - 1;
    }
    const auto started = std::chrono::steady_clock::now();
    pairing::RoundPairing pairing = pairing::pairRound(field, round);
    if (computed)
        *computed = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - started);
    if (pairing.games.empty() && !pairing.bye) {
        // Never "paired" with no game: say why nobody could be.
        const LeftOut out = leftOutOfRound(file, round);
        if (out.empty())
            refuse(Refusal::refused(
                Problem(QT_TRANSLATE_NOOP("tengen", "Round %1 cannot be paired: no player is "
                                                    "registered for it."),
                        problemArg(round))));
        refuse(Refusal::withText( // who is left out: a sentence of translated parts
            Refusal::Kind::Refused,
            QCoreApplication::translate("tengen",
                                        "Round %1 cannot be paired: no two players can play. %2")
                .arg(round)
                .arg(leftOutText(out))));
    }
    std::vector<Game> games;
    for (const pairing::PairedGame& g : pairing.games) {
        Game game;
        game.round = round;
        game.table = g.table;
        game.white = g.white;
        game.black = g.black;
        game.handicap = g.handicap;
        games.push_back(game);
    }
    std::vector<Bye> byes;
    for (const Bye& b : field.byes)
        if (b.round == round)
            byes.push_back(b);
    if (pairing.bye)
        byes.push_back({round, *pairing.bye});
    placeOnDivisionTables(file, place, RoundNo{round}, games); // event-wide table numbers
    for (std::size_t i = 0; i < games.size(); ++i)
        pairing.games[i].table = games[i].table;
    if (beforeStore)
        beforeStore();
    file.rounds().save(RoundNo{round}, games, byes, QStringLiteral("round.pair"),
                       {store::RoundState{}, inputs});
    if (stored) // as written
        *stored = store::RoundState::ordered(games, byes);
    return pairing;
}

} // namespace

PairedRound pairRoundInFile(store::TournamentFile& file, RoundNo round,
                            const PairingAttempts& attempts) {
    { // an event of several divisions: one of them, at its tables (#47)
        PairedRound divided;
        divided.refusal = divisionPlace(file).refusal;
        if (divided.refusal)
            return divided;
    }
    { // a round robin's schedule, a knockout's bracket: paired from the stage, not the engine
        PairedRound byStage;
        bool staged = false;
        byStage.refusal = guarded([&] {
            const RoundPairing how = eventFormat(file)->pairingOf(round.value());
            staged = how == RoundPairing::Schedule || how == RoundPairing::Bracket;
        });
        if (byStage.refusal)
            return byStage;
        if (staged)
            return pairStageRoundInFile(file, round);
    }
    PairedRound out;
    std::chrono::milliseconds computed{0};
    for (int attempt = 1; attempt <= attempts.attemptsOutsideTheLock; ++attempt) {
        out.refusal = guarded([&] {
            out.pairing = pairAndStore(file, round, &out.stored, attempts.beforeStore, &computed);
        });
        // The field changed while it was computed (another desk checked a player in): again.
        if (out.refusal.kind != Refusal::Kind::Store ||
            out.refusal.storeKind != store::StoreError::Kind::Conflict)
            return out;
        bool pairedMeanwhile = false; // by another desk: its conflict is the answer
        if (const Refusal failed =
                guarded([&] { pairedMeanwhile = !file.rounds().games(RoundNo{round}).empty(); });
            failed || pairedMeanwhile)
            return out;
    }
    if (computed > attempts.lockedComputeAtMost) {
        out.refusal = Refusal::fromStore(store::StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "Round %1 was not paired: the players' check-ins or results "
                                      "changed %2 times while it was computed (%3 s each time). "
                                      "Pair it again once check-in is over."),
                    problemArg(round), problemArg(attempts.attemptsOutsideTheLock),
                    problemArg(QString::number(computed.count() / 1000.0, 'f', 1))),
            store::StoreError::Kind::Conflict));
        return out;
    }
    out.refusal = guarded([&] {
        file.writeTransaction([&] { out.pairing = pairAndStore(file, round, &out.stored); });
    });
    return out;
}

LeftOut leftOutOfRound(const store::TournamentFile& file, RoundNo round) {
    LeftOut out;
    for (const Player& p : file.players().all()) {
        const QString name = QString::fromStdString(p.displayName());
        if (p.withdrawn)
            out.withdrawn << name;
        else if (p.status != RegistrationStatus::Final)
            out.preliminary << name;
        else if (p.participation(round) == Participation::Absent)
            out.absent << name;
    }
    return out;
}

QString leftOutText(const LeftOut& out) {
    auto some = [](const QStringList& names) {
        const QString listed = names.mid(0, 8).join(QObject::tr(", "));
        return names.size() > 8 ? QObject::tr("%1 and %n more", "", names.size() - 8).arg(listed)
                                : listed;
    };
    QStringList parts;
    if (!out.preliminary.isEmpty())
        parts << QObject::tr("%n with a preliminary registration (check them in, or make the "
                             "registration final): %1",
                             "", static_cast<int>(out.preliminary.size()))
                     .arg(some(out.preliminary));
    if (!out.absent.isEmpty())
        parts << QObject::tr("%n absent: %1", "", static_cast<int>(out.absent.size()))
                     .arg(some(out.absent));
    if (!out.withdrawn.isEmpty())
        parts << QObject::tr("%n withdrawn: %1", "", static_cast<int>(out.withdrawn.size()))
                     .arg(some(out.withdrawn));
    return parts.isEmpty() ? QString()
                           : QObject::tr("Not paired: %1.").arg(parts.join(QObject::tr("; ")));
}

std::vector<PlayerId> waitingPlayers(const store::TournamentFile& file, RoundNo round,
                                     const store::RoundState& shown) {
    return waitingPlayers(file.players().all(), round, shown);
}

std::vector<PlayerId> waitingPlayers(const std::vector<Player>& players, RoundNo round,
                                     const store::RoundState& shown) {
    std::vector<PlayerId> waiting;
    for (const Player& p : players) {
        if (p.withdrawn || p.status != RegistrationStatus::Final ||
            p.participation(round) == Participation::Absent)
            continue;
        const bool playing = std::any_of(shown.games.begin(), shown.games.end(),
                                         [&](const Game& g) { return g.involves(p.id); });
        if (!playing)
            waiting.push_back(p.id);
    }
    return waiting;
}

namespace {
// The games pairChosenPlayers gives; a refusal thrown as RefusalThrown.
std::vector<Game> chosenGames(const store::TournamentFile& file, RoundNo round,
                              const std::vector<PlayerId>& chosen, const store::RoundState& shown) {
    std::vector<PlayerId> distinct = chosen;
    std::sort(distinct.begin(), distinct.end());
    if (std::adjacent_find(distinct.begin(), distinct.end()) != distinct.end())
        refuse(Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "Choose each player once."))));
    if (chosen.size() < 2)
        refuse(Refusal::invalid(
            Problem(QT_TRANSLATE_NOOP("tengen", "Choose two or more players to pair."))));
    if (chosen.size() % 2 != 0)
        refuse(Refusal::withText(Refusal::Kind::Invalid,
                                 QObject::tr("Choose an even number of players: %n chosen.", "",
                                             static_cast<int>(chosen.size()))));
    const std::vector<PlayerId> waiting = waitingPlayers(file, round, shown);
    for (PlayerId id : chosen)
        if (std::find(waiting.begin(), waiting.end(), id) == waiting.end())
            refuse(Refusal::refused(Problem(
                QT_TRANSLATE_NOOP("tengen",
                                  "%1 cannot be paired in round %2: already playing in it, absent, "
                                  "withdrawn or not finally registered."),
                problemArg(playerDisplayName(file, id)), problemArg(round))));
    pairing::Field field = fieldForRound(file, round);
    // The round's fixed pairs and reserved tables concern the round as first paired; the
    // chosen players are paired among themselves at new tables.
    field.fixedPairs.clear();
    field.reservedTables.clear();
    // A chosen player's bye is taken back: the engine sees him as free.
    std::erase_if(field.byes, [&](const Bye& b) {
        return b.round == round &&
               std::find(chosen.begin(), chosen.end(), b.player) != chosen.end();
    });
    field.reindex();
    pairing::RoundPairing pairing = pairing::pairRound(field, round, chosen);
    if (pairing.games.size() * 2 != chosen.size())
        refuse(Refusal::refused(
            Problem(QT_TRANSLATE_NOOP("tengen", "These players cannot all be paired with one "
                                                "another (a pair the director forbade?)."))));
    std::sort(pairing.games.begin(), pairing.games.end(),
              [](const pairing::PairedGame& x, const pairing::PairedGame& y) {
                  return x.table < y.table;
              });
    int table = 0;
    for (const Game& g : shown.games)
        table = std::max(table, g.table);
    if (const DivisionPlace place = divisionPlace(file); place.divided) // its tables (#47)
        table = std::max(table, place.tables.first - 1);
    std::vector<Game> games;
    for (const pairing::PairedGame& g : pairing.games) {
        Game game;
        game.round = round;
        game.table = ++table;
        game.white = g.white;
        game.black = g.black;
        game.handicap = g.handicap;
        games.push_back(game);
    }
    return games;
}
} // namespace

ChosenPairing pairChosenPlayers(const store::TournamentFile& file, RoundNo round,
                                const std::vector<PlayerId>& chosen,
                                const store::RoundState& shown) {
    ChosenPairing out;
    out.refusal = guarded([&] { out.games = chosenGames(file, round, chosen, shown); });
    return out;
}

store::RoundState withGamesAdded(const store::RoundState& shown, const std::vector<Game>& added) {
    store::RoundState after = shown;
    after.games.insert(after.games.end(), added.begin(), added.end());
    std::erase_if(after.byes, [&](const Bye& b) {
        return std::any_of(added.begin(), added.end(),
                           [&](const Game& g) { return g.involves(b.player); });
    });
    return after;
}

std::vector<std::pair<PlayerId, PlayerId>> pairsOf(const std::vector<Game>& games) {
    std::vector<std::pair<PlayerId, PlayerId>> out;
    for (const Game& g : games)
        out.emplace_back(g.white, g.black);
    return out;
}

namespace {
// The players of a paired round (games and byes) as entrant indices; for a round not paired
// yet, the players who would be paired.
std::vector<int> poolOfRound(const store::TournamentFile& file, const pairing::Field& field,
                             RoundNo round, const std::vector<Game>& games) {
    std::vector<int> pool;
    for (const Game& g : games) {
        pool.push_back(field.indexOf(g.white));
        pool.push_back(field.indexOf(g.black));
    }
    for (const Bye& b : file.rounds().byes(RoundNo{round}))
        pool.push_back(field.indexOf(b.player));
    if (pool.empty())
        for (PlayerId id : pairing::pairablePlayers(field, round))
            pool.push_back(field.indexOf(id));
    return pool;
}

pairing::PairExplanation explained(const store::TournamentFile& file, RoundNo round, PlayerId a,
                                   PlayerId b) {
    const pairing::Field field = fieldForRound(file, round);
    if (field.indexOf(a) < 0 || field.indexOf(b) < 0)
        refuse(Refusal::invalid(Problem(QT_TRANSLATE_NOOP("tengen", "no player has the id %1"),
                                        problemArg(field.indexOf(a) < 0 ? a : b))));
    const std::vector<Game> games = file.rounds().games(RoundNo{round});
    std::vector<int> pool = poolOfRound(file, field, round, games);
    for (PlayerId p : {a, b})
        if (std::find(pool.begin(), pool.end(), field.indexOf(p)) == pool.end())
            pool.push_back(field.indexOf(p));
    const pairing::RoundContext context(field, round, pool);
    return pairing::explainPair(context, a, b, pairsOf(games));
}
} // namespace

PairExplained explainInFile(const store::TournamentFile& file, RoundNo round, PlayerId a,
                            PlayerId b) {
    PairExplained out;
    out.refusal = guarded([&] { out.explanation = explained(file, round, a, b); });
    return out;
}

int roundToOpenOn(const store::TournamentFile& file) {
    const store::TournamentFile::ReadSnapshot snapshot(file);
    const std::vector<Game> games = file.rounds().games();
    int last = 0;
    for (const Game& g : games)
        last = std::max(last, g.round);
    const bool missing = std::any_of(games.begin(), games.end(), [&](const Game& g) {
        return g.round == last && g.result == GameResult::Unknown;
    });
    return last > 0 && missing ? last : nextRoundToPair(file);
}

bool pairedByTheEngine(const store::TournamentFile& file, RoundNo round) {
    return eventFormat(file)->pairingOf(round.value()) == RoundPairing::Engine;
}

std::vector<GameReview> reviewRound(const store::TournamentFile& file, RoundNo round) {
    const pairing::Field field = fieldForRound(file, round);
    const std::vector<Game> games = file.rounds().games(RoundNo{round});
    const bool engine = pairedByTheEngine(file, round);
    const pairing::RoundContext context(field, round, poolOfRound(file, field, round, games));
    std::vector<GameReview> out;
    for (const Game& g : games) {
        const int w = field.indexOf(g.white), b = field.indexOf(g.black);
        if (w < 0 || b < 0)
            continue;
        GameReview r;
        r.game = g;
        r.whiteScore = context.mainScore(w);
        r.blackScore = context.mainScore(b);
        r.scoreGap = std::abs(r.whiteScore - r.blackScore);
        r.rematch = context.timesMet(w, b) > 0;
        const auto& ew = field.entrants[w];
        const auto& eb = field.entrants[b];
        r.sameClub = !ew.club.empty() &&
                     QString::fromStdString(ew.club).compare(QString::fromStdString(eb.club),
                                                             Qt::CaseInsensitive) == 0;
        if (g.handicap == 0)
            r.colourImbalance =
                context.colourBalance(w) + 1 >= 2 || context.colourBalance(b) - 1 <= -2;
        r.pairScore = context.score(w, b).total();
        if (!engine) { // the schedule's, the bracket's or a team match's board
            r.byEngine = false;
            r.scoreGap = r.whiteScore = r.blackScore = 0;
            r.rematch = r.sameClub = r.colourImbalance = false;
        }
        out.push_back(r);
    }
    return out;
}

std::optional<ResultEntry> parseResultEntry(const QString& text) {
    static const QRegularExpression entry(QStringLiteral("^\\s*(\\d+)\\s*(f?)\\s*([12wb=0])\\s*$"),
                                          QRegularExpression::CaseInsensitiveOption);
    const auto m = entry.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    ResultEntry r;
    r.table = m.captured(1).toInt();
    r.byForfeit = !m.captured(2).isEmpty();
    r.result = parseResultCode(m.captured(3)).value_or(GameResult::Unknown);
    return r;
}

std::optional<GameResult> parseResultCode(const QString& text) {
    return decodeResult(text.toStdString(), ResultVocabulary::Desk);
}

// The context is the Rounds view's, where these texts were first translated.
QString gameKomiText(const TournamentSettings& settings, int handicap) {
    const QString komi = QString::fromStdString(settings.komi.points());
    if (settings.rules != "chinese")
        return handicap == 0 ? komi : QCoreApplication::translate("tengen::gui::RoundsView", "0.5");
    // Chinese rules: 让先 is an even game without komi; in a handicap game Black gives back
    // half the handicap stones (docs/rules.md §4).
    if (handicap == 0)
        return QCoreApplication::translate("tengen::gui::RoundsView", "%1 (%2)")
            .arg(komi, QString::fromStdString(settings.komi.zi()));
    if (handicap == 1)
        return QCoreApplication::translate("tengen::gui::RoundsView", "no komi");
    return QCoreApplication::translate("tengen::gui::RoundsView", "Black gives back %1")
        .arg(QString::fromStdString(Komi::fromHalfPoints(2 * handicap).zi()));
}

} // namespace tengen
