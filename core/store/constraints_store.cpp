// The director's pairing constraints in the tournament file.
#include "connection.h"
#include "sql_support.h"
#include "tournament/game.h"
#include "tournament_file.h"

namespace tengen::store {

using namespace detail;

std::vector<PairingConstraint> Constraints::all() const {
    QSqlQuery rows = run(c_.db(), QStringLiteral("SELECT id, kind, player_a, player_b, round,"
                                                 " table_number, note FROM pairing_constraint"
                                                 " ORDER BY id"));
    std::vector<PairingConstraint> out;
    while (rows.next())
        out.push_back({rows.value(0).toLongLong(), rows.value(1).toString(),
                       playerId(rows.value(2)), playerId(rows.value(3)), rows.value(4).toInt(),
                       rows.value(5).toInt(), rows.value(6).toString()});
    return out;
}

qint64 Constraints::add(const PairingConstraint& c) {
    const bool pair = c.kind == QLatin1String("forbidden") || c.kind == QLatin1String("fixed");
    if (!pair && c.kind != QLatin1String("table"))
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "unknown pairing constraint '%1'"),
                                 problemArg(c.kind)));
    if (pair && (c.b == 0 || c.a == c.b))
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "a pair needs two different players")));
    if (c.kind == QLatin1String("fixed") && c.round < 1)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "a fixed pair needs its round")));
    if (c.round != 0) // 0: every round
        if (Problem problem = checkRoundNumber(c.round); !problem.empty())
            throw StoreError(problem);
    if (c.kind == QLatin1String("table") && c.table < 1)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "a reserved table needs its number")));
    Transaction tx(c_);
    if (!file_.players().find(c.a) || (pair && !file_.players().find(c.b)))
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "no player has the id %1"),
                                 problemArg(file_.players().find(c.a) ? c.b : c.a)),
                         StoreError::Kind::NotFound);
    const qint64 newId =
        scalar(c_.db(),
               QStringLiteral("INSERT INTO pairing_constraint (kind, player_a, player_b, round,"
                              " table_number, note) VALUES (?, ?, ?, ?, ?, ?) RETURNING id"),
               {c.kind, id(c.a), pair ? id(c.b) : QVariant(), c.round, c.table,
                c.note.isNull() ? QString(QLatin1String("")) : c.note})
            .toLongLong();
    c_.journal(QStringLiteral("pairing.constraint"),
               QStringLiteral("%1 %2 %3").arg(c.kind).arg(c.a).arg(c.b));
    tx.touch(Aggregate::Settings);
    tx.commit();
    return newId;
}

void Constraints::remove(qint64 constraintId) {
    Transaction tx(c_);
    QSqlQuery del = run(c_.db(), QStringLiteral("DELETE FROM pairing_constraint WHERE id = ?"),
                        {QVariant(constraintId)});
    if (del.numRowsAffected() != 1)
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "no pairing constraint has the id %1"),
                                 problemArg(constraintId)),
                         StoreError::Kind::NotFound);
    c_.journal(QStringLiteral("pairing.constraint.remove"), QString::number(constraintId));
    tx.touch(Aggregate::Settings);
    tx.commit();
}

} // namespace tengen::store
