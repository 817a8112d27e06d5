// The stages of an event in the tournament file.
#include "connection.h"
#include "problem_text.h"
#include "sql_support.h"
#include "tournament_file.h"

namespace tengen::store {

using namespace detail;

namespace {

Stage stageFromRow(const QSqlQuery& row) {
    Stage s;
    s.number = row.value(0).toInt();
    s.format =
        tryParseStageFormat(row.value(1).toString().toStdString()).value_or(StageFormat::Swiss);
    s.firstRound = row.value(2).toInt();
    s.rounds = row.value(3).toInt();
    s.entrants = row.value(4).toInt();
    s.groups = row.value(5).toInt();
    s.doubleRounds = row.value(6).toInt() != 0;
    s.perGroup = row.value(7).toInt();
    s.bestOf = row.value(8).toInt();
    s.thirdPlace = row.value(9).toInt() != 0;
    s.withdrawal = tryParseWithdrawalRule(row.value(10).toString().toStdString())
                       .value_or(WithdrawalRule::Half);
    s.seeding = tryParseStageSeeding(row.value(11).toString().toStdString())
                    .value_or(StageSeeding::Strength);
    s.criteria = detail::s(row.value(12));
    s.seed = detail::s(row.value(13));
    s.name = detail::s(row.value(14));
    return s;
}

QVariantList stageBinds(const Stage& s) {
    return {s.number,
            QString::fromUtf8(stageFormatId(s.format).data()),
            s.firstRound,
            s.rounds,
            s.entrants,
            s.groups,
            s.doubleRounds ? 1 : 0,
            s.perGroup,
            s.bestOf,
            s.thirdPlace ? 1 : 0,
            QString::fromUtf8(withdrawalRuleId(s.withdrawal).data()),
            QString::fromUtf8(stageSeedingId(s.seeding).data()),
            q(s.criteria),
            q(s.seed),
            q(s.name)};
}

StoreError changedMeanwhile() {
    return StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "the stages were changed by another "
                                                          "program since they were read: look "
                                                          "at them again")),
                      StoreError::Kind::Conflict);
}

} // namespace

std::vector<Stage> Stages::all() const {
    if (file_.inLaterDivision())
        return {}; // the stages are the first division's (the event's own system)
    QSqlQuery rows =
        run(c_.db(), QStringLiteral("SELECT number, format, first_round, rounds,"
                                    " entrants, groups, double_rounds, per_group,"
                                    " best_of, third_place, withdrawal, seeding,"
                                    " criteria, seed, name FROM stage ORDER BY number"));
    std::vector<Stage> out;
    while (rows.next())
        out.push_back(stageFromRow(rows));
    return out;
}

std::vector<StageSeat> Stages::seats(int stage) const {
    QSqlQuery rows =
        run(c_.db(),
            QStringLiteral("SELECT player_id, grp, seat FROM stage_seat WHERE stage = ?"
                           " ORDER BY grp, seat"),
            {stage});
    std::vector<StageSeat> out;
    while (rows.next())
        out.push_back({playerId(rows.value(0)), rows.value(1).toInt(), rows.value(2).toInt()});
    return out;
}

std::vector<StageDecision> Stages::decisions() const {
    QSqlQuery rows = run(c_.db(), QStringLiteral("SELECT stage, round, table_number, winner_id,"
                                                 " reason FROM stage_decision"
                                                 " ORDER BY stage, round, table_number"));
    std::vector<StageDecision> out;
    while (rows.next())
        out.push_back({rows.value(0).toInt(), rows.value(1).toInt(), rows.value(2).toInt(),
                       playerId(rows.value(3)), s(rows.value(4))});
    return out;
}

// The tournament's rounds: up to the last round of the last stage whose rounds are known (at
// least 1).
void Stages::followRounds(const std::vector<Stage>& stages) {
    int last = 0;
    for (const Stage& s : stages)
        if (s.rounds > 0)
            last = s.lastRound();
    if (last > 0)
        run(c_.db(), QStringLiteral("UPDATE tournament SET rounds = ? WHERE id = 1"), {last});
}

void Stages::save(const std::vector<Stage>& seen, const std::vector<Stage>& wanted) {
    if (const Problem problem = validateStages(wanted); !problem.empty())
        throw StoreError(problem);
    Transaction tx(c_);
    const std::vector<Stage> now = all();
    if (now != seen)
        throw changedMeanwhile();
    for (const Stage& old : now) {
        const bool same = static_cast<int>(wanted.size()) >= old.number &&
                          wanted[static_cast<std::size_t>(old.number - 1)] == old;
        if (!same && !seats(old.number).empty())
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "stage %1 has its players "
                                                                 "placed: take the places back "
                                                                 "first"),
                                     std::to_string(old.number)),
                             StoreError::Kind::Conflict);
    }
    run(c_.db(), QStringLiteral("DELETE FROM stage_decision WHERE stage > ?"),
        {static_cast<int>(wanted.size())});
    run(c_.db(), QStringLiteral("DELETE FROM stage_seat WHERE stage > ?"),
        {static_cast<int>(wanted.size())});
    run(c_.db(), QStringLiteral("DELETE FROM stage WHERE number > ?"),
        {static_cast<int>(wanted.size())});
    for (const Stage& s : wanted) // in place: the places and decisions refer to the stage
        run(c_.db(),
            QStringLiteral("INSERT INTO stage (number, format, first_round, rounds, entrants,"
                           " groups, double_rounds, per_group, best_of, third_place, withdrawal,"
                           " seeding, criteria, seed, name)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                           " ON CONFLICT (number) DO UPDATE SET format = excluded.format,"
                           " first_round = excluded.first_round, rounds = excluded.rounds,"
                           " entrants = excluded.entrants, groups = excluded.groups,"
                           " double_rounds = excluded.double_rounds,"
                           " per_group = excluded.per_group, best_of = excluded.best_of,"
                           " third_place = excluded.third_place, withdrawal = excluded.withdrawal,"
                           " seeding = excluded.seeding, criteria = excluded.criteria,"
                           " seed = excluded.seed, name = excluded.name"),
            stageBinds(s));
    followRounds(wanted);
    QStringList formats;
    for (const Stage& s : wanted)
        formats << QString::fromUtf8(stageFormatId(s.format).data());
    c_.journal(QStringLiteral("stage.save"), formats.join(QLatin1Char(' ')));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

void Stages::place(int stage, const std::vector<StageSeat>& seats, int rounds,
                   const std::string& seed) {
    Transaction tx(c_);
    std::vector<Stage> stages = all();
    if (stage < 1 || stage > static_cast<int>(stages.size()))
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "the event has no stage %1"),
                                 std::to_string(stage)),
                         StoreError::Kind::NotFound);
    if (!this->seats(stage).empty())
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "stage %1 has its players placed "
                                                             "already"),
                                 std::to_string(stage)),
                         StoreError::Kind::Conflict);
    Stage& s = stages[static_cast<std::size_t>(stage - 1)];
    s.rounds = rounds;
    s.seed = seed;
    if (const Problem problem = validateStages(stages); !problem.empty())
        throw StoreError(problem);
    for (const StageSeat& seat : seats) {
        if (!file_.players().find(seat.player))
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "no player has the id %1"),
                                     std::to_string(seat.player.value())),
                             StoreError::Kind::NotFound);
        run(c_.db(),
            QStringLiteral(
                "INSERT INTO stage_seat (stage, player_id, grp, seat) VALUES (?, ?, ?, ?)"),
            {stage, id(seat.player), seat.group, seat.seat});
    }
    run(c_.db(), QStringLiteral("UPDATE stage SET rounds = ?, seed = ? WHERE number = ?"),
        {rounds, q(seed), stage});
    followRounds(stages);
    c_.journal(QStringLiteral("stage.place"),
               QStringLiteral("%1: %2 players, %3 rounds%4")
                   .arg(stage)
                   .arg(seats.size())
                   .arg(rounds)
                   .arg(seed.empty() ? QString() : QStringLiteral(", seed ") + q(seed)));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

void Stages::unplace(int stage) {
    Transaction tx(c_);
    const std::vector<Stage> stages = all();
    if (stage < 1 || stage > static_cast<int>(stages.size()))
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "the event has no stage %1"),
                                 std::to_string(stage)),
                         StoreError::Kind::NotFound);
    const Stage& s = stages[static_cast<std::size_t>(stage - 1)];
    if (s.rounds > 0 &&
        scalar(c_.db(),
               QStringLiteral("SELECT (SELECT COUNT(*) FROM game WHERE round BETWEEN ? AND ?"
                              " AND division = 1) + (SELECT COUNT(*) FROM bye WHERE round"
                              " BETWEEN ? AND ? AND division = 1)"),
               {s.firstRound, s.lastRound(), s.firstRound, s.lastRound()})
                .toInt() > 0)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "stage %1 has paired rounds: unpair "
                                                             "them first"),
                                 std::to_string(stage)),
                         StoreError::Kind::Conflict);
    run(c_.db(), QStringLiteral("DELETE FROM stage_seat WHERE stage = ?"), {stage});
    run(c_.db(), QStringLiteral("DELETE FROM stage_decision WHERE stage = ?"), {stage});
    c_.journal(QStringLiteral("stage.unplace"), QString::number(stage));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

void Stages::decide(const StageDecision& d) {
    if (d.reason.empty())
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "a referee's decision needs its "
                                                             "reason")));
    Transaction tx(c_);
    // Another desk's decision of the same game is not overwritten: it is taken back first.
    QSqlQuery given = run(c_.db(),
                          QStringLiteral("SELECT winner_id, reason FROM stage_decision WHERE "
                                         "stage = ? AND round = ? AND table_number = ?"),
                          {d.stage, d.round, d.table});
    if (given.next()) {
        if (playerId(given.value(0)) == d.winner && s(given.value(1)) == d.reason) {
            tx.commit(); // the same decision again: nothing to do
            return;
        }
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "round %1, table %2 has the "
                                                             "referee's decision already: take "
                                                             "it back first (undo)"),
                                 std::to_string(d.round), std::to_string(d.table)),
                         StoreError::Kind::Conflict);
    }
    run(c_.db(),
        QStringLiteral("INSERT INTO stage_decision (stage, round, table_number, winner_id, reason)"
                       " VALUES (?, ?, ?, ?, ?)"),
        {d.stage, d.round, d.table, id(d.winner), q(d.reason)});
    c_.journal(QStringLiteral("stage.decide"), QStringLiteral("round %1 table %2: %3 goes on (%4)")
                                                   .arg(d.round)
                                                   .arg(d.table)
                                                   .arg(d.winner.value())
                                                   .arg(q(d.reason)));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

void Stages::undecide(const StageDecision& d) {
    Transaction tx(c_);
    QSqlQuery del =
        run(c_.db(),
            QStringLiteral("DELETE FROM stage_decision WHERE stage = ? AND round = ? AND"
                           " table_number = ? AND winner_id = ? AND reason = ?"),
            {d.stage, d.round, d.table, id(d.winner), q(d.reason)});
    if (del.numRowsAffected() != 1)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "the referee's decision of round %1, "
                                                             "table %2 was changed by another "
                                                             "program: look at it again"),
                                 std::to_string(d.round), std::to_string(d.table)),
                         StoreError::Kind::Conflict);
    c_.journal(QStringLiteral("stage.undecide"),
               QStringLiteral("round %1 table %2").arg(d.round).arg(d.table));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

} // namespace tengen::store
