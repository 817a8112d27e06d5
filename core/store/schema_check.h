#pragma once
// The tournament file is data, not code: before anything else runs on a file, its schema is
// compared with the one Tengen's own migrations create for the file's version. A trigger, a
// view, a table or an index that Tengen did not write (a trigger would run on Tengen's next
// insert), or a table of Tengen's that is missing or has other columns, refuses the file.
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace tengen::store {

struct SchemaDifference {
    QString type; // "table", "index", "trigger", "view"
    QString name;
    enum class What { Foreign, Missing, Altered } what = What::Foreign;
};

// The first difference between the schema of `db` and Tengen's schema at `version`
// (1 ≤ version ≤ the current one), nullopt when they agree. SQLite's own tables
// (sqlite_sequence, sqlite_stat*) and automatic indexes are not compared.
std::optional<SchemaDifference> compareWithOwnSchema(QSqlDatabase db, int version);

} // namespace tengen::store
