// The players aggregate of the tournament file: registrations and per-round participation. An
// edit writes only the fields the user changed, and only if they still hold what the user saw
// (docs/shared-file.md). A row's columns are in player_rows.cpp, an import in
// players_import.cpp.
#include "connection.h"
#include "player_rows.h"
#include "problem_text.h"
#include "sql_support.h"
#include "tournament/game.h"
#include "tournament/romanise.h"
#include "tournament_file.h"

#include <QCoreApplication>
#include <functional>
#include <map>
#include <set>
#include <unordered_map>

namespace tengen::store {

using namespace detail;
using namespace player_rows;

namespace {

// One field of a registration as the director edits it: how to compare it, copy it and show
// its value in a message.
struct PlayerField {
    const char* label; // translated in context QObject
    std::function<bool(const Player&, const Player&)> same;
    std::function<void(Player&, const Player&)> copy;
    std::function<QString(const Player&)> text;
};

template <typename T>
PlayerField field(const char* label, T Player::*member, std::function<QString(const T&)> text) {
    return {label, [member](const Player& a, const Player& b) { return a.*member == b.*member; },
            [member](Player& to, const Player& from) { to.*member = from.*member; },
            [member, text](const Player& p) { return text(p.*member); }};
}

QString quoted(const std::string& v) {
    return QObject::tr("“%1”").arg(q(v));
}
QString rankText(const std::optional<Rank>& r) {
    return r ? q(r->toString()) : QObject::tr("none");
}
QString money(const MoneyMinor& m) {
    return QString::number(static_cast<double>(m) / 100.0, 'f', 2);
}

const std::vector<PlayerField>& playerFields() {
    using S = std::function<QString(const std::string&)>;
    static const std::vector<PlayerField> fields = {
        field(QT_TRANSLATE_NOOP("QObject", "family name"), &Player::familyNative, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "given name"), &Player::givenNative, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "family name in Latin letters"), &Player::familyLatin,
              S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "given name in Latin letters"), &Player::givenLatin,
              S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "name order"), &Player::nameOrder,
              std::function<QString(const NameOrder&)>([](const NameOrder& o) {
                  return o == NameOrder::GivenFirst ? QObject::tr("given name first")
                                                    : QObject::tr("family name first");
              })),
        field(QT_TRANSLATE_NOOP("QObject", "country"), &Player::country, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "club"), &Player::club, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "association"), &Player::association, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "rank as declared"), &Player::rankLabel, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "declared rank"), &Player::declaredRank,
              std::function<QString(const std::optional<Rank>&)>(rankText)),
        field(QT_TRANSLATE_NOOP("QObject", "rating"), &Player::rating,
              std::function<QString(const std::optional<Rating>&)>(
                  [](const std::optional<Rating>& r) {
                      return r ? QStringLiteral("%1 (%2)").arg(r->value).arg(
                                     q(std::string(ratingSystemId(r->system))))
                               : QObject::tr("none");
                  })),
        field(QT_TRANSLATE_NOOP("QObject", "rank set by the director"), &Player::rankOverride,
              std::function<QString(const std::optional<Rank>&)>(rankText)),
        field(QT_TRANSLATE_NOOP("QObject", "McMahon correction"), &Player::mcMahonCorrection,
              std::function<QString(const int&)>([](const int& v) { return QString::number(v); })),
        field(QT_TRANSLATE_NOOP("QObject", "EGD PIN"), &Player::egdPin, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "AGA ID"), &Player::agaId, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "FFG licence"), &Player::ffgLicence, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "other ids"), &Player::otherIds, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "birth date"), &Player::birthDate,
              std::function<QString(const std::optional<boost::gregorian::date>&)>(
                  [](const std::optional<boost::gregorian::date>& d) {
                      return d ? q(toIsoDate(*d)) : QObject::tr("none");
                  })),
        field(QT_TRANSLATE_NOOP("QObject", "gender"), &Player::gender,
              std::function<QString(const Gender&)>([](const Gender& g) {
                  return g == Gender::Female ? QObject::tr("female")
                         : g == Gender::Male ? QObject::tr("male")
                                             : QObject::tr("not given");
              })),
        field(QT_TRANSLATE_NOOP("QObject", "category"), &Player::category, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "division"), &Player::division,
              std::function<QString(const int&)>([](const int& v) { return QString::number(v); })),
        field(QT_TRANSLATE_NOOP("QObject", "fee due"), &Player::feeDue,
              std::function<QString(const MoneyMinor&)>(money)),
        field(QT_TRANSLATE_NOOP("QObject", "fee paid"), &Player::feePaid,
              std::function<QString(const MoneyMinor&)>(money)),
        field(QT_TRANSLATE_NOOP("QObject", "registration"), &Player::status,
              std::function<QString(const RegistrationStatus&)>([](const RegistrationStatus& st) {
                  return st == RegistrationStatus::Final ? QObject::tr("final")
                                                         : QObject::tr("preliminary");
              })),
        field(QT_TRANSLATE_NOOP("QObject", "withdrawal"), &Player::withdrawn,
              std::function<QString(const bool&)>([](const bool& w) {
                  return w ? QObject::tr("withdrawn") : QObject::tr("not withdrawn");
              })),
        field(QT_TRANSLATE_NOOP("QObject", "contact"), &Player::contact, S(quoted)),
        field(QT_TRANSLATE_NOOP("QObject", "notes"), &Player::notes, S(quoted)),
    };
    return fields;
}

// A player's participation by round; a round without a row is "present, not checked in".
std::map<int, RoundParticipation> roundsOf(const Player& p) {
    std::map<int, RoundParticipation> out;
    for (const RoundParticipation& r : p.rounds)
        if (r.state != Participation::Present || r.checkedInAt)
            out[r.round] = r;
    return out;
}
RoundParticipation roundOf(const std::map<int, RoundParticipation>& rounds, int round) {
    auto it = rounds.find(round);
    return it == rounds.end() ? RoundParticipation{round, Participation::Present, std::nullopt}
                              : it->second;
}
QString participationText(const RoundParticipation& r) {
    QString state = r.state == Participation::Absent         ? QObject::tr("absent")
                    : r.state == Participation::ByeRequested ? QObject::tr("bye requested")
                                                             : QObject::tr("present");
    if (r.checkedInAt)
        state = QObject::tr("%1, checked in").arg(state);
    return QObject::tr("round %1 %2").arg(r.round).arg(state);
}

QString name(const Player& p) {
    return q(p.displayName());
}

} // namespace

std::vector<Player> Players::all() const {
    ReadSnapshot snapshot(c_);
    std::vector<Player> players = everyone();
    const std::optional<int> division = file_.division();
    if (!division)
        return players;
    // A player moved out (with the director's reason) after playing here stays in this
    // division's history as one who withdrew from it: its games and standings need him, its
    // pairings must not take him.
    std::set<PlayerId> played;
    QSqlQuery rows = run(c_.db(),
                         QStringLiteral("SELECT white_id FROM game WHERE division = ?"
                                        " UNION SELECT black_id FROM game WHERE division = ?"
                                        " UNION SELECT player_id FROM bye WHERE division = ?"),
                         {*division, *division, *division});
    while (rows.next())
        played.insert(playerId(rows.value(0)));
    std::erase_if(players, [&](const Player& p) {
        return p.division != *division && !played.contains(p.id);
    });
    for (Player& p : players)
        if (p.division != *division)
            p.withdrawn = true;
    return players;
}

std::vector<Player> Players::everyone() const {
    ReadSnapshot snapshot(c_);
    // Every write of players counts up their revision; inside a write the list may be changing.
    const qint64 revision =
        c_.writing()
            ? -1
            : scalar(c_.db(), QStringLiteral("SELECT value FROM meta WHERE key = ?"),
                     {QString::fromLatin1(kRevisionKeys[static_cast<int>(Aggregate::Players)])})
                  .toLongLong();
    if (revision >= 0 && read_ && read_->revision == revision)
        return read_->players;
    QSqlQuery rows = run(c_.db(), QStringLiteral("SELECT ") + kPlayerColumns +
                                      QStringLiteral(" FROM player ORDER BY id"));
    std::vector<Player> result;
    std::unordered_map<PlayerId, size_t> index;
    while (rows.next()) {
        index[PlayerId{rows.value(0).toLongLong()}] = result.size();
        result.push_back(readPlayer(rows));
    }
    QSqlQuery rounds =
        run(c_.db(), QStringLiteral("SELECT player_id, round, state, checked_in_at"
                                    " FROM participation ORDER BY player_id, round"));
    while (rounds.next()) {
        auto it = index.find(PlayerId{rounds.value(0).toLongLong()});
        if (it != index.end())
            result[it->second].rounds.push_back(readRound(rounds, 1));
    }
    if (revision >= 0)
        read_ = Read{revision, result};
    return result;
}

std::optional<Player> Players::find(PlayerId playerId) const {
    ReadSnapshot snapshot(c_);
    QSqlQuery row = run(c_.db(),
                        QStringLiteral("SELECT ") + kPlayerColumns +
                            QStringLiteral(" FROM player WHERE id = ?"),
                        {id(playerId)});
    if (!row.next())
        return std::nullopt;
    Player p = readPlayer(row);
    QSqlQuery rounds = run(c_.db(),
                           QStringLiteral("SELECT round, state, checked_in_at FROM participation"
                                          " WHERE player_id = ? ORDER BY round"),
                           {id(playerId)});
    while (rounds.next())
        p.rounds.push_back(readRound(rounds, 0));
    return p;
}

// Writes the whole row of `p` (its id set): a new row, or the existing one updated in place.
// Never INSERT OR REPLACE: replacing deletes the row first, and the deletion cascades to what
// refers to the player (the director's pairing constraints would silently go).
void Players::write(const Player& p, bool exists) {
    Problem problem = validate(p);
    if (!problem.empty())
        throw StoreError::translated(QStringLiteral("%1: %2").arg(name(p), toText(problem)));
    QVariantList values = playerValues(p);
    const QStringList columns = kPlayerColumns.split(QLatin1Char(','));
    if (exists) {
        QStringList sets;
        for (qsizetype i = 1; i < columns.size(); ++i)
            sets << columns[i].trimmed() + QStringLiteral(" = ?");
        values << id(p.id);
        QSqlQuery update = run(
            c_.db(),
            QStringLiteral("UPDATE player SET %1 WHERE id = ?").arg(sets.join(QLatin1Char(','))),
            values);
        if (update.numRowsAffected() != 1)
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen", "no player with id %1"), problemArg(p.id)),
                StoreError::Kind::NotFound);
        return;
    }
    values.prepend(id(p.id));
    QStringList marks;
    for (qsizetype i = 0; i < values.size(); ++i)
        marks << QStringLiteral("?");
    run(c_.db(),
        QStringLiteral("INSERT INTO player (%1) VALUES (%2)")
            .arg(kPlayerColumns, marks.join(QLatin1Char(','))),
        values);
}

void Players::writeParticipation(PlayerId playerId, const std::vector<RoundParticipation>& rounds) {
    run(c_.db(), QStringLiteral("DELETE FROM participation WHERE player_id = ?"), {id(playerId)});
    for (const auto& r : rounds)
        run(c_.db(),
            QStringLiteral("INSERT INTO participation (player_id, round, state, checked_in_at)"
                           " VALUES (?, ?, ?, ?)"),
            {id(playerId), r.round, q(std::string(participationId(r.state))),
             nullable(r.checkedInAt)});
}

PlayerId Players::nextId() {
    const qint64 last = std::max(
        scalar(c_.db(), QStringLiteral("SELECT value FROM meta WHERE key = 'player.last_id'"))
            .toLongLong(),
        scalar(c_.db(), QStringLiteral("SELECT coalesce(max(id), 0) FROM player")).toLongLong());
    run(c_.db(), QStringLiteral("UPDATE meta SET value = ? WHERE key = 'player.last_id'"),
        {id(last + 1)});
    return PlayerId{last + 1};
}

PlayerId Players::add(const Player& player, Player* stored) {
    Transaction tx(c_);
    // A name in Chinese, Korean or kana gets its Latin form for the federations' files (the
    // player or the director may correct it later; withLatinNameAfterEdit says when an edit
    // of the native name makes it again).
    Player p = withLatinName(player);
    p.id = nextId();
    write(p, false);
    writeParticipation(p.id, p.rounds);
    c_.journal(QStringLiteral("player.add"), QStringLiteral("%1 %2").arg(p.id).arg(name(p)));
    if (stored)
        *stored = find(p.id).value_or(p);
    tx.touch(Aggregate::Players);
    tx.commit();
    return p.id;
}

Player Players::update(const Player& before, const Player& after) {
    if (before.id != after.id)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "an edit cannot change a player's id")));
    Transaction tx(c_);
    const std::optional<Player> current = find(after.id);
    if (!current)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 was deleted by another program meanwhile; nothing was "
                                      "saved."),
                    problemArg(name(before))),
            StoreError::Kind::Conflict);
    Player merged = *current;
    QStringList conflicts, journal;
    for (const PlayerField& f : playerFields()) {
        if (f.same(before, after))
            continue;
        if (!f.same(*current, before)) {
            conflicts << QObject::tr("%1 is now %2").arg(QObject::tr(f.label), f.text(*current));
            continue;
        }
        f.copy(merged, after);
        journal << QStringLiteral("%1: %2").arg(QString::fromLatin1(f.label), f.text(after));
    }
    const auto saw = roundsOf(before), wants = roundsOf(after), has = roundsOf(*current);
    std::map<int, RoundParticipation> rounds = has;
    std::set<int> keys;
    for (const auto& m : {saw, wants})
        for (const auto& [round, r] : m)
            keys.insert(round);
    for (int round : keys) {
        const RoundParticipation from = roundOf(saw, round), to = roundOf(wants, round);
        if (from == to)
            continue;
        if (roundOf(has, round) != from) {
            conflicts << QObject::tr("%1 is now %2")
                             .arg(QObject::tr("participation"),
                                  participationText(roundOf(has, round)));
            continue;
        }
        if (to.state == Participation::Present && !to.checkedInAt)
            rounds.erase(round);
        else
            rounds[round] = to;
        journal << participationText(to);
    }
    if (!conflicts.isEmpty())
        // The fields and their values now, each translated here: one sentence of parts.
        throw StoreError::translated(
            QCoreApplication::translate("tengen",
                                        "Another program changed %1 meanwhile: %2. Nothing was "
                                        "saved; look at the player again.")
                .arg(name(*current), conflicts.join(QObject::tr("; "))),
            StoreError::Kind::Conflict);
    merged.rounds.clear();
    for (const auto& [round, r] : rounds)
        merged.rounds.push_back(r);
    if (journal.isEmpty())
        return *current;
    write(merged, true);
    writeParticipation(merged.id, merged.rounds);
    c_.journal(QStringLiteral("player.edit"),
               QStringLiteral("%1 %2: %3")
                   .arg(merged.id)
                   .arg(name(merged), journal.join(QStringLiteral("; "))));
    tx.touch(Aggregate::Players);
    tx.commit();
    return merged;
}

// A player who has played (or had a bye, or is named in a colour decision) stays in the file:
// the games need their players. The director withdraws such a player instead.
void Players::checkDeletable(const Player& stored) {
    const QVariant round =
        scalar(c_.db(),
               QStringLiteral("SELECT min(round) FROM (SELECT round FROM game"
                              " WHERE white_id = ? OR black_id = ?"
                              " UNION SELECT round FROM bye WHERE player_id = ?"
                              " UNION SELECT round FROM colour_decision"
                              " WHERE white_id = ? OR black_id = ?) AS played"),
               {id(stored.id), id(stored.id), id(stored.id), id(stored.id), id(stored.id)});
    if (!round.isNull())
        throw StoreError(Problem(QT_TRANSLATE_NOOP(
                                     "tengen", "%1 is in round %2; a player who has been paired is "
                                               "withdrawn, not deleted."),
                                 problemArg(name(stored)), problemArg(round.toInt())),
                         StoreError::Kind::Invalid);
    const QVariant stage = scalar(
        c_.db(),
        QStringLiteral("SELECT min(stage) FROM (SELECT stage FROM stage_seat WHERE player_id = ?"
                       " UNION SELECT stage FROM stage_decision WHERE winner_id = ?) AS placed"),
        {id(stored.id), id(stored.id)});
    if (!stage.isNull())
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "%1 has a place in stage %2: take "
                                                             "the stage's places back first "
                                                             "(stage unplace), or withdraw the "
                                                             "player."),
                                 problemArg(name(stored)), problemArg(stage.toInt())),
                         StoreError::Kind::Invalid);
    QSqlQuery team = run(c_.db(),
                         QStringLiteral("SELECT t.name_native, t.name_latin FROM team_member m"
                                        " JOIN team t ON t.id = m.team_id WHERE m.player_id = ?"),
                         {id(stored.id)});
    if (team.next())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "%1 plays for the team %2: take the player off "
                                                "the team first."),
                    problemArg(name(stored)),
                    problemArg(team.value(0).toString().isEmpty() ? team.value(1).toString()
                                                                  : team.value(0).toString())),
            StoreError::Kind::Invalid);
}

void Players::remove(PlayerId playerId, const std::optional<Player>& expected) {
    Transaction tx(c_);
    const std::optional<Player> stored = find(playerId);
    if (!stored)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "no player with id %1"), problemArg(playerId)),
            StoreError::Kind::NotFound);
    if (expected && *stored != *expected)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "Another program changed %1 meanwhile; the registration was "
                                      "not deleted."),
                    problemArg(name(*stored))),
            StoreError::Kind::Conflict);
    checkDeletable(*stored);
    run(c_.db(), QStringLiteral("DELETE FROM player WHERE id = ?"), {id(playerId)});
    c_.journal(QStringLiteral("player.delete"),
               QStringLiteral("%1 %2").arg(playerId).arg(name(*stored)));
    tx.touch(Aggregate::Players);
    tx.commit();
}

void Players::restore(const Player& p) {
    Transaction tx(c_);
    if (find(p.id))
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "%1 is registered again already (by another program); "
                                      "nothing was changed."),
                    problemArg(name(p))),
            StoreError::Kind::Conflict);
    write(p, false);
    writeParticipation(p.id, p.rounds);
    c_.journal(QStringLiteral("player.restore"), QStringLiteral("%1 %2").arg(p.id).arg(name(p)));
    tx.touch(Aggregate::Players);
    tx.commit();
}

void Players::removeMany(const std::vector<Player>& list,
                         const std::optional<SettingsChange>& settings) {
    Transaction tx(c_);
    for (const Player& p : list) {
        const std::optional<Player> stored = find(p.id);
        if (!stored)
            continue; // deleted already: nothing to undo for this one
        if (*stored != p)
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen",
                                          "Another program changed %1 meanwhile; nothing was "
                                          "changed."),
                        problemArg(name(*stored))),
                StoreError::Kind::Conflict);
        checkDeletable(*stored);
    }
    if (settings) {
        file_.settings().changeBack(*settings);
        tx.touch(Aggregate::Settings);
    }
    for (const Player& p : list)
        run(c_.db(), QStringLiteral("DELETE FROM player WHERE id = ?"), {id(p.id)});
    c_.journal(QStringLiteral("player.delete"), QStringLiteral("%1 players").arg(list.size()));
    tx.touch(Aggregate::Players);
    tx.commit();
}

void Players::restoreMany(const std::vector<Player>& list,
                          const std::optional<SettingsChange>& settings) {
    Transaction tx(c_);
    for (const Player& p : list)
        if (find(p.id))
            throw StoreError(
                Problem(QT_TRANSLATE_NOOP("tengen",
                                          "%1 is registered again already (by another program); "
                                          "nothing was changed."),
                        problemArg(name(p))),
                StoreError::Kind::Conflict);
    if (settings) {
        file_.settings().changeBack(*settings);
        tx.touch(Aggregate::Settings);
    }
    for (const Player& p : list) {
        write(p, false);
        writeParticipation(p.id, p.rounds);
    }
    c_.journal(QStringLiteral("player.restore"), QStringLiteral("%1 players").arg(list.size()));
    tx.touch(Aggregate::Players);
    tx.commit();
}

void Players::setWithdrawn(PlayerId playerId, bool withdrawn) {
    Transaction tx(c_);
    QSqlQuery update = run(c_.db(), QStringLiteral("UPDATE player SET withdrawn = ? WHERE id = ?"),
                           {withdrawn ? 1 : 0, id(playerId)});
    if (update.numRowsAffected() != 1)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "no player with id %1"), problemArg(playerId)),
            StoreError::Kind::NotFound);
    c_.journal(withdrawn ? QStringLiteral("player.withdraw") : QStringLiteral("player.reinstate"),
               QString::number(playerId));
    tx.touch(Aggregate::Players);
    tx.commit();
}

void Players::setParticipation(PlayerId playerId, const RoundParticipation& r) {
    if (Problem problem = checkRoundNumber(r.round); !problem.empty())
        throw StoreError(problem);
    Transaction tx(c_);
    if (!run(c_.db(), QStringLiteral("SELECT 1 FROM player WHERE id = ?"), {id(playerId)}).next())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "no player with id %1"), problemArg(playerId)),
            StoreError::Kind::NotFound);
    run(c_.db(),
        QStringLiteral("INSERT INTO participation (player_id, round, state, checked_in_at)"
                       " VALUES (?, ?, ?, ?) ON CONFLICT (player_id, round) DO UPDATE SET"
                       " state = excluded.state, checked_in_at = excluded.checked_in_at"),
        {id(playerId), r.round, q(std::string(participationId(r.state))), nullable(r.checkedInAt)});
    c_.journal(QStringLiteral("player.round"), QStringLiteral("%1 round %2 %3")
                                                   .arg(playerId)
                                                   .arg(r.round)
                                                   .arg(q(std::string(participationId(r.state)))));
    tx.touch(Aggregate::Players);
    tx.commit();
}

} // namespace tengen::store
