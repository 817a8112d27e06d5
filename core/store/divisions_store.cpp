#include "divisions.h"

#include "award_table_json.h"
#include "connection.h"
#include "problem_text.h"
#include "sql_support.h"
#include "tournament_file.h"

#include <QStringList>
#include <QVariant>
#include <algorithm>

namespace tengen::store {

using namespace detail;

namespace {

StoreError changedMeanwhile() {
    return StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "the divisions were changed by another "
                                                          "program since they were read: look "
                                                          "at them again")),
                      StoreError::Kind::Conflict);
}

QVariant nullableInt(const std::optional<int>& v) {
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<int>());
}

} // namespace

std::vector<Division> Divisions::all() const {
    const WholeEvent event(file_);
    const TournamentSettings settings = file_.settings().get();
    const std::vector<Stage> stages = file_.stages().all();
    // The first division plays the tournament's own system and rounds.
    Division first;
    first.nameNative = settings.nameNative;
    first.nameLatin = settings.nameLatin;
    first.system = !stages.empty()                           ? stages.front().format
                   : settings.system == PairingSystem::Swiss ? StageFormat::Swiss
                                                             : StageFormat::McMahon;
    first.rounds = settings.rounds;
    std::vector<Division> out;
    QSqlQuery rows = run(c_.db(), QStringLiteral("SELECT id, position, name_native, name_latin,"
                                                 " system, rounds, table_first, table_last,"
                                                 " certify_weakest, certify_strongest,"
                                                 " award_table"
                                                 " FROM division ORDER BY position, id"));
    while (rows.next()) {
        Division d;
        d.id = rows.value(0).toInt();
        d.position = rows.value(1).toInt();
        d.nameNative = s(rows.value(2));
        d.nameLatin = s(rows.value(3));
        if (d.id == kFirstDivision) {
            d.system = first.system;
            d.rounds = first.rounds;
        } else {
            d.system = tryParseStageFormat(s(rows.value(4))).value_or(StageFormat::McMahon);
            d.rounds = rows.value(5).toInt();
        }
        if (!rows.value(6).isNull() && !rows.value(7).isNull()) {
            d.tableFirst = rows.value(6).toInt();
            d.tableLast = rows.value(7).toInt();
        }
        if (!rows.value(8).isNull() && !rows.value(9).isNull()) {
            d.certifies = GradeBand{rows.value(8).toInt(), rows.value(9).toInt()};
            // A table the file checks refused would not be here: one that does not read is none.
            d.awards = readAwardTableJson(rows.value(10).toString().toUtf8()).table;
        }
        out.push_back(std::move(d));
    }
    if (out.empty())
        out.push_back(first);
    return out;
}

std::map<int, int> Divisions::playerCounts() const {
    std::map<int, int> counts;
    QSqlQuery rows =
        run(c_.db(), QStringLiteral("SELECT division, count(*) FROM player GROUP BY division"));
    while (rows.next())
        counts[rows.value(0).toInt()] = rows.value(1).toInt();
    return counts;
}

void Divisions::save(const std::vector<Division>& seen, const std::vector<Division>& wanted) {
    if (const Problem problem = validateDivisions(wanted); !problem.empty())
        throw StoreError(problem);
    if (wanted.empty())
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "the event's first division is "
                                                             "missing")));
    Transaction tx(c_);
    const std::vector<Division> now = all();
    if (now != seen)
        throw changedMeanwhile();
    const std::map<int, int> counts = playerCounts();
    for (const Division& old : now) {
        const bool kept = std::any_of(wanted.begin(), wanted.end(),
                                      [&](const Division& d) { return d.id == old.id; });
        const auto held = counts.find(old.id);
        if (!kept && held != counts.end() && held->second > 0)
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "division \"%1\" still has %2 "
                                                                 "players: move them to another "
                                                                 "division first"),
                                     old.name(), std::to_string(held->second)),
                             StoreError::Kind::Conflict);
        // Its games stay the division's: a division that has played stays in the event.
        if (!kept && hasBegun(old.id))
            throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "division \"%1\" has played "
                                                                 "rounds: it stays in the event "
                                                                 "with its games"),
                                     old.name()),
                             StoreError::Kind::Conflict);
    }
    run(c_.db(), QStringLiteral("DELETE FROM division"));
    // The first division alone, as the event names it and without tables of its own: the
    // event is its one division again, no rows.
    const TournamentSettings settings = file_.settings().get();
    const bool onlyTheEvent = wanted.size() == 1 && !wanted.front().tableFirst &&
                              !wanted.front().certifies &&
                              wanted.front().nameNative == settings.nameNative &&
                              wanted.front().nameLatin == settings.nameLatin;
    if (!onlyTheEvent) {
        int position = 0;
        for (const Division& d : wanted) {
            const bool first = d.id == kFirstDivision;
            run(c_.db(),
                QStringLiteral("INSERT INTO division (id, position, name_native, name_latin,"
                               " system, rounds, table_first, table_last, certify_weakest,"
                               " certify_strongest, award_table)"
                               " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                {d.id, ++position, q(d.nameNative), q(d.nameLatin),
                 first ? QVariant(QMetaType::fromType<QString>())
                       : QVariant(q(std::string(stageFormatId(d.system)))),
                 first ? QVariant(QMetaType::fromType<int>()) : QVariant(d.rounds),
                 nullableInt(d.tableFirst), nullableInt(d.tableLast),
                 nullableInt(d.certifies ? std::optional<int>(d.certifies->weakest) : std::nullopt),
                 nullableInt(d.certifies ? std::optional<int>(d.certifies->strongest)
                                         : std::nullopt),
                 d.awards ? QString::fromUtf8(awardTableJson(*d.awards))
                          : QStringLiteral("")});
        }
    }
    tx.touch(Aggregate::Settings);
    tx.commit();
}

bool Divisions::hasBegun(int division) const {
    QSqlQuery q = run(c_.db(),
                      QStringLiteral("SELECT 1 FROM game WHERE division = ?"
                                     " UNION ALL SELECT 1 FROM bye WHERE division = ? LIMIT 1"),
                      {division, division});
    return q.next();
}

void Divisions::movePlayers(const std::vector<Player>& players, int division,
                            const QString& reason) {
    Transaction tx(c_);
    const std::vector<Division> divisions = all();
    const auto to = std::find_if(divisions.begin(), divisions.end(),
                                 [&](const Division& d) { return d.id == division; });
    if (to == divisions.end())
        throw StoreError(Problem(QT_TRANSLATE_NOOP("tengen", "the event has no division %1"),
                                 std::to_string(division)),
                         StoreError::Kind::NotFound);
    QStringList lines;
    for (const Player& before : players) {
        if (before.division == division)
            continue;
        Player after = before;
        after.division = division;
        file_.players().update(before, after);
        lines << QStringLiteral("%1 -> %2%3")
                     .arg(QString::number(before.id.value()), q(to->name()),
                          reason.isEmpty() ? QString() : QStringLiteral(": ") + reason);
    }
    if (!lines.isEmpty())
        c_.journal(QStringLiteral("move to division"), lines);
    tx.commit();
}

} // namespace tengen::store
