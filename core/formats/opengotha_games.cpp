// An OpenGotha file's games and byes (docs/formats.md §2), placed once the players are known:
// each key found as OpenGotha finds it, one entry a table and a bye a round as its reader keeps
// them, a player at one table a round, and the rounds enough to hold them all.
#include "opengotha_read.h"

#include <QLatin1String>

#include <algorithm>
#include <type_traits>
#include <utility>

namespace tengen::formats::opengotha_detail {

namespace {

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

} // namespace

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

} // namespace tengen::formats::opengotha_detail
