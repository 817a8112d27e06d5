// The colours aggregate of the tournament file: colour draws (commitment, seed) and every
// colour decision, as an audit trail (docs/colours.md).
#include "connection.h"
#include "sql_support.h"
#include "tournament_file.h"

#include <QDateTime>

namespace tengen::store {

using namespace detail;

namespace {

// Puts the decision's colours on its game; throws when the table has no game of those players.
void applyColours(QSqlDatabase db, const ColourRecord& d) {
    // A result names the winner by colour: once entered, the colours stay.
    QSqlQuery current = run(db,
                            QStringLiteral("SELECT white_id, result FROM game WHERE round = ?"
                                           " AND table_number = ?"),
                            {d.round, d.table});
    if (current.next() && current.value(1).toString() != QLatin1String("?") &&
        current.value(0).toLongLong() != d.white)
        throw StoreError(Problem(
            QT_TRANSLATE_NOOP("tengen", "round %1, table %2 has a result; clear it before changing "
                                        "the colours"),
            problemArg(d.round), problemArg(d.table)));
    QSqlQuery q = run(db,
                      QStringLiteral("UPDATE game SET white_id = ?, black_id = ?, known_colour = 1"
                                     " WHERE round = ? AND table_number = ?"
                                     " AND ((white_id = ? AND black_id = ?)"
                                     " OR (white_id = ? AND black_id = ?))"),
                      {id(d.white), id(d.black), d.round, d.table, id(d.white), id(d.black),
                       id(d.black), id(d.white)});
    if (q.numRowsAffected() != 1)
        throw StoreError(Problem(QT_TRANSLATE_NOOP(
                                     "tengen", "round %1, table %2: no game between these players"),
                                 problemArg(d.round), problemArg(d.table)),
                         StoreError::Kind::NotFound);
}

QString notNull(const QString& s) {
    return s.isNull() ? QString(QLatin1String("")) : s;
}

void insertDecision(QSqlDatabase db, const ColourRecord& d, const QString& who, const QString& at) {
    run(db,
        QStringLiteral("INSERT INTO colour_decision (round, table_number, method, inputs, white_id,"
                       " black_id, who, at, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {d.round, d.table, d.method, notNull(d.inputs), id(d.white), id(d.black), who, at,
         notNull(d.reason)});
}

} // namespace

void Colours::recordDraw(const ColourRound& header, const std::vector<ColourRecord>& decisions) {
    Transaction tx(c_);
    const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    // Checked inside the transaction: a second desk can never replace a published commitment.
    const int division = file_.roundsDivision();
    if (run(c_.db(), QStringLiteral("SELECT 1 FROM colour_round WHERE round = ? AND division = ?"),
            {header.round, division})
            .next())
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen",
                                      "the colours of round %1 are already drawn; change a table's "
                                      "colours with a reason instead"),
                    problemArg(header.round)),
            StoreError::Kind::Conflict);
    run(c_.db(),
        QStringLiteral("INSERT INTO colour_round (round, method, commitment, seed,"
                       " revealed, drawn_at, division) VALUES (?, ?, ?, ?, 0, ?, ?)"),
        {header.round, header.method, header.commitment, header.seed, at, division});
    for (const ColourRecord& d : decisions) {
        applyColours(c_.db(), d);
        insertDecision(c_.db(), d, deskName(), at);
    }
    c_.journal(QStringLiteral("colours.draw"), QStringLiteral("round %1: %2, commitment %3")
                                                   .arg(header.round)
                                                   .arg(header.method, header.commitment));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

void Colours::decide(const ColourRecord& decision) {
    decide(std::vector<ColourRecord>{decision});
}

void Colours::decide(const std::vector<ColourRecord>& decisions) {
    Transaction tx(c_);
    const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    for (const ColourRecord& decision : decisions) {
        const bool published =
            run(c_.db(),
                QStringLiteral("SELECT 1 FROM colour_round c JOIN game g ON g.round = c.round"
                               " AND g.division = c.division WHERE g.round = ?"
                               " AND g.table_number = ?"),
                {decision.round, decision.table})
                .next() ||
            run(c_.db(),
                QStringLiteral(
                    "SELECT 1 FROM colour_decision WHERE round = ? AND table_number = ?"),
                {decision.round, decision.table})
                .next();
        if (published && decision.reason.trimmed().isEmpty())
            throw StoreError(Problem(
                QT_TRANSLATE_NOOP("tengen", "round %1, table %2: the colours are published; "
                                            "changing them needs a reason"),
                problemArg(decision.round), problemArg(decision.table)));
        applyColours(c_.db(), decision);
        insertDecision(c_.db(), decision, deskName(), at);
        c_.journal(QStringLiteral("colours.decide"), QStringLiteral("round %1, table %2: %3 %4")
                                                         .arg(decision.round)
                                                         .arg(decision.table)
                                                         .arg(decision.method, decision.reason));
    }
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

std::optional<ColourRound> Colours::draw(RoundNo round) const {
    QSqlQuery row = run(c_.db(),
                        QStringLiteral("SELECT method, commitment, seed, revealed, drawn_at"
                                       " FROM colour_round WHERE round = ? AND division = ?"),
                        {round.value(), file_.roundsDivision()});
    if (!row.next())
        return std::nullopt;
    return ColourRound{round,
                       row.value(0).toString(),
                       row.value(1).toString(),
                       row.value(2).toString(),
                       row.value(3).toBool(),
                       row.value(4).toString()};
}

std::vector<ColourRecord> Colours::history(RoundNo round) const {
    // In a division worked in, its tables' decisions.
    const std::optional<int> division = file_.division();
    QSqlQuery rows =
        run(c_.db(),
            QStringLiteral("SELECT table_number, method, inputs, white_id, black_id,"
                           " who, at, reason FROM colour_decision WHERE round = ?%1 ORDER BY id")
                .arg(division ? QStringLiteral(" AND table_number IN (SELECT table_number FROM game"
                                               " WHERE round = ? AND division = ?)")
                              : QString()),
            division ? QVariantList{round.value(), round.value(), *division}
                     : QVariantList{round.value()});
    std::vector<ColourRecord> out;
    while (rows.next())
        out.push_back({round, rows.value(0).toInt(), rows.value(1).toString(),
                       rows.value(2).toString(), playerId(rows.value(3)), playerId(rows.value(4)),
                       rows.value(5).toString(), rows.value(6).toString(),
                       rows.value(7).toString()});
    return out;
}

void Colours::revealSeed(RoundNo round) {
    Transaction tx(c_);
    QSqlQuery q =
        run(c_.db(),
            QStringLiteral("UPDATE colour_round SET revealed = 1 WHERE round = ? AND division = ?"),
            {round.value(), file_.roundsDivision()});
    if (q.numRowsAffected() != 1)
        throw StoreError(
            Problem(QT_TRANSLATE_NOOP("tengen", "round %1 has no colour draw"), problemArg(round)),
            StoreError::Kind::NotFound);
    c_.journal(QStringLiteral("colours.reveal"), QStringLiteral("round %1").arg(round));
    tx.touch(Aggregate::Rounds);
    tx.commit();
}

} // namespace tengen::store
