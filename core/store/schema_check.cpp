#include "schema_check.h"

#include "schema.h"
#include "sql_support.h"

#include <QRegularExpression>
#include <atomic>
#include <map>
#include <mutex>

namespace tengen::store {

namespace {

struct SchemaObject {
    QString type, name, sql; // sql normalised
};
using Schema = std::map<QString, SchemaObject>; // by name

// One spelling for equal statements: whitespace collapsed and dropped around punctuation,
// case folded. SQLite keeps a CREATE statement's text as it was written (and rewrites it for
// ALTER TABLE ... ADD COLUMN the same way for every file), so Tengen's statements compare equal.
QString normalised(const QString& sql) {
    static const QRegularExpression aroundPunctuation(QStringLiteral("\\s*([(),])\\s*"));
    QString s = sql.simplified();
    s.replace(aroundPunctuation, QStringLiteral("\\1"));
    return s.toCaseFolded();
}

bool isSqlitesOwn(const QString& name) {
    return name.startsWith(QLatin1String("sqlite_autoindex_")) ||
           name == QLatin1String("sqlite_sequence") ||
           name.startsWith(QLatin1String("sqlite_stat"));
}

Schema schemaOf(QSqlDatabase db) {
    Schema out;
    QSqlQuery rows = detail::run(db, QStringLiteral("SELECT type, name, sql FROM sqlite_schema"));
    while (rows.next()) {
        const QString name = rows.value(1).toString();
        if (isSqlitesOwn(name))
            continue;
        out[name] = {rows.value(0).toString(), name, normalised(rows.value(2).toString())};
    }
    return out;
}

Schema referenceSchema(int version) {
    static std::mutex mutex;
    static std::map<int, Schema> cache;
    std::lock_guard lock(mutex);
    if (auto it = cache.find(version); it != cache.end())
        return it->second;
    static std::atomic<int> counter{0};
    const QString connection = QStringLiteral("tengen-reference-%1").arg(counter.fetch_add(1));
    Schema schema;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open()) {
            for (const Migration& step : migrations())
                if (step.toVersion <= version)
                    for (const QString& sql : step.statements)
                        detail::run(db, sql);
            schema = schemaOf(db);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    cache[version] = schema;
    return schema;
}

} // namespace

std::optional<SchemaDifference> compareWithOwnSchema(QSqlDatabase db, int version) {
    const Schema expected = referenceSchema(version);
    const Schema actual = schemaOf(db);
    // Code first: a trigger or view is the most important thing to name.
    for (const char* type : {"trigger", "view", "table", "index"})
        for (const auto& [name, object] : actual)
            if (object.type == QLatin1String(type) && !expected.count(name))
                return SchemaDifference{object.type, name, SchemaDifference::What::Foreign};
    for (const auto& [name, object] : expected) {
        auto it = actual.find(name);
        if (it == actual.end())
            return SchemaDifference{object.type, name, SchemaDifference::What::Missing};
        if (it->second.type != object.type || it->second.sql != object.sql)
            return SchemaDifference{object.type, name, SchemaDifference::What::Altered};
    }
    return std::nullopt;
}

} // namespace tengen::store
