// The tournament file's journal, read back (each aggregate writes its lines through the
// connection it shares).
#include "connection.h"
#include "journal.h"
#include "sql_support.h"

namespace tengen::store {

using namespace detail;

std::vector<JournalEntry> Journal::entries(int limit) const {
    QSqlQuery rows = run(c_.db(),
                         QStringLiteral("SELECT id, at, who, action, detail FROM journal"
                                        " ORDER BY id DESC LIMIT ?"),
                         {limit});
    std::vector<JournalEntry> result;
    while (rows.next())
        result.push_back({rows.value(0).toLongLong(), rows.value(1).toString(),
                          rows.value(2).toString(), rows.value(3).toString(),
                          rows.value(4).toString()});
    return result;
}

} // namespace tengen::store
